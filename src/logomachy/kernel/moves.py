"""Moves: frozen dataclasses named after the rulebook's verbs, with a readable notation.

A move carries what the player decided, never who they are: the seat is given beside it
(`Game.apply(state, seat, move)`), so a move cannot be forged for another seat by its content.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from logomachy.kernel.errors import IllegalMove
from logomachy.kernel.serial import to_jsonable


@dataclass(frozen=True)
class Move:
    verb: ClassVar[str] = "move"

    def notation(self) -> str:
        """`verb arg arg`: what a log shows and what a terminal player types."""
        args = []
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if isinstance(value, tuple | list):
                args.append(" ".join(str(v) for v in value))
            elif value is not None and value != "":
                args.append(str(value))
        return " ".join([self.verb, *[a for a in args if a]])

    def to_json(self) -> dict[str, Any]:
        data = to_jsonable(self)
        assert isinstance(data, dict)
        return {"verb": self.verb, **data}

    def __str__(self) -> str:
        return self.notation()


@dataclass(frozen=True)
class TimeUp(Move):
    """The caller's clock says the game's current timer (named by `timer`) ran out.

    Games never read a clock: the server (or the autoplay driver) turns a passed deadline into
    this move, played by no seat. A TimeUp for a timer that is no longer running is refused, so
    a late or duplicated one cannot change anything.
    """

    verb: ClassVar[str] = "time-up"
    timer: str = ""


def move_from_json(move_types: Iterable[type[Move]], data: dict[str, Any]) -> Move:
    """Rebuild a move from `Move.to_json()` output, checking its verb and fields."""
    if not isinstance(data, dict) or "verb" not in data:
        raise IllegalMove("a move needs a 'verb'", rule="move format")
    types: list[type[Move]] = [*move_types, TimeUp]
    by_verb = {t.verb: t for t in types}
    cls = by_verb.get(data["verb"])
    if cls is None:
        known = ", ".join(sorted(by_verb))
        raise IllegalMove(f"unknown move '{data['verb']}' (known: {known})", rule="move format")
    kwargs: dict[str, Any] = {}
    fields = {f.name: f for f in dataclasses.fields(cls)}
    for name, value in data.items():
        if name == "verb":
            continue
        if name not in fields:
            raise IllegalMove(f"'{data['verb']}' has no field '{name}'", rule="move format")
        kwargs[name] = _freeze(value)
    try:
        move: Move = cls(**kwargs)
    except TypeError as exc:
        raise IllegalMove(f"bad '{data['verb']}' move: {exc}", rule="move format") from exc
    _check_field_types(move)
    return move


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


_SIMPLE = {"str": str, "int": int, "bool": bool}


def _check_field_types(move: Move) -> None:
    """Reject JSON of the wrong shape (a number where a word is due) with a clear message."""
    for f in dataclasses.fields(move):
        value = getattr(move, f.name)
        expected = f.type.__name__ if isinstance(f.type, type) else str(f.type)
        base = expected.replace(" | None", "")
        if value is None and "None" in expected:
            continue
        if base in _SIMPLE:
            if not isinstance(value, _SIMPLE[base]) or (base == "int" and isinstance(value, bool)):
                raise IllegalMove(f"'{f.name}' must be {base}", rule="move format")
        elif base.startswith("tuple[int"):
            if not isinstance(value, tuple) or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in value
            ):
                raise IllegalMove(f"'{f.name}' must be a list of integers", rule="move format")
        elif base.startswith("tuple[str") and (
            not isinstance(value, tuple) or not all(isinstance(v, str) for v in value)
        ):
            raise IllegalMove(f"'{f.name}' must be a list of strings", rule="move format")
