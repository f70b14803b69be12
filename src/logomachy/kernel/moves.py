"""Moves: frozen dataclasses named after the rulebook's verbs, with a readable notation.

A move carries what the player decided, never who they are: the seat is given beside it
(`Game.apply(state, seat, move)`), so a move cannot be forged for another seat by its content.
"""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from logomachy.kernel.errors import IllegalMove
from logomachy.kernel.serial import to_jsonable


@dataclass(frozen=True)
class Move:
    verb: ClassVar[str] = "move"
    aliases: ClassVar[tuple[str, ...]] = ()  # other verbs a player may type for it

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

    @classmethod
    def notation_fields(cls) -> tuple[tuple[str, Any, bool], ...]:
        """(name, type, required) of each field, in notation order."""
        return _fields_of(cls)

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        """The inverse of `notation()` for the usual shapes: one token a field; a last text
        field or list field takes the rest; fields with defaults may be left out. A move of
        another shape overrides this."""
        fields = cls.notation_fields()
        values: dict[str, Any] = {}
        rest = list(args)
        for i, (name, kind, required) in enumerate(fields):
            last = i == len(fields) - 1
            if not rest:
                if required:
                    raise IllegalMove.of(
                        "'{verb}' needs {field}", rule="move format", verb=cls.verb, field=name
                    )
                break
            if kind in (str,) and last:
                values[name], rest = " ".join(rest), []
            elif kind in _LISTS:
                taken, rest = (rest, []) if last else (rest[0].split(","), rest[1:])
                values[name] = tuple(_token(cls.verb, name, _LISTS[kind], t) for t in taken)
            else:
                values[name] = _token(cls.verb, name, kind, rest.pop(0))
        if rest:
            raise IllegalMove.of(
                "too many words for '{verb}': {extra}",
                rule="move format",
                verb=cls.verb,
                extra=" ".join(rest),
            )
        return cls(**values)

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


@dataclass(frozen=True)
class Pass(Move):
    """Do nothing this time (write, say or play nothing): each game's handler says what
    passing means under its rules."""

    verb: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Vote(Move):
    """Accept (yes) or reject (no) what the table is voting on; each game says what that is."""

    verb: ClassVar[str] = "vote"
    accept: bool = True


_LISTS: dict[Any, type] = {tuple[str, ...]: str, tuple[int, ...]: int}
_YES = {
    "yes": True,
    "y": True,
    "sí": True,  # the tables of the Spanish and Catalan games say yes in their language
    "si": True,
    "true": True,
    "1": True,
    "no": False,
    "n": False,
    "false": False,
    "0": False,
}


def yes_or_no(token: str) -> bool | None:
    """A typed answer read as yes (True) or no (False); None: it is neither."""
    return _YES.get(token.lower())


_FIELDS: dict[type[Move], tuple[tuple[str, Any, bool], ...]] = {}


def _fields_of(cls: type[Move]) -> tuple[tuple[str, Any, bool], ...]:
    known = _FIELDS.get(cls)
    if known is not None:
        return known
    hints = typing.get_type_hints(cls)
    known = _FIELDS[cls] = tuple(
        (
            f.name,
            hints[f.name],
            f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING,
        )
        for f in dataclasses.fields(cls)
    )
    return known


def _token(verb: str, name: str, kind: Any, token: str) -> Any:
    if kind is int:
        try:
            return int(token)
        except ValueError:
            raise IllegalMove.of(
                "'{field}' of '{verb}' must be a number, not {token}",
                rule="move format",
                field=name,
                verb=verb,
                token=token,
            ) from None
    if kind is bool:
        answer = yes_or_no(token)
        if answer is None:
            raise IllegalMove.of(
                "'{field}' of '{verb}' must be yes or no, not {token}",
                rule="move format",
                field=name,
                verb=verb,
                token=token,
            )
        return answer
    return token


def parse_notation(
    move_types: Iterable[type[Move]], text: str, default: type[Move] | None = None
) -> Move:
    """A move from what a terminal player typed: `verb arg ...` (`Move.notation()` form), or
    the args of `default` when the first word is no verb."""
    types = list(move_types)
    by_verb = {verb: t for t in types for verb in (*t.aliases, t.verb)}
    tokens = text.split()
    verbs = ", ".join(t.verb for t in types)
    if not tokens:
        raise IllegalMove.of("type a move: {verbs}", rule="move format", verbs=verbs)
    cls = by_verb.get(tokens[0].lower())
    if cls is not None:
        return cls.from_notation(tokens[1:])
    if default is not None:
        return default.from_notation(tokens)
    raise IllegalMove.of(
        "unknown move '{verb}' (moves: {verbs})", rule="move format", verb=tokens[0], verbs=verbs
    )


def move_from_json(move_types: Iterable[type[Move]], data: dict[str, Any]) -> Move:
    """Rebuild a move from `Move.to_json()` output, checking its verb and fields."""
    if not isinstance(data, dict) or "verb" not in data:
        raise IllegalMove.of("a move needs a 'verb'", rule="move format")
    types: list[type[Move]] = [*move_types, TimeUp]
    by_verb = {t.verb: t for t in types}
    cls = by_verb.get(data["verb"])
    if cls is None:
        raise IllegalMove.of(
            "unknown move '{verb}' (known: {known})",
            rule="move format",
            verb=data["verb"],
            known=sorted(by_verb),
        )
    kwargs: dict[str, Any] = {}
    fields = {f.name: f for f in dataclasses.fields(cls)}
    for name, value in data.items():
        if name == "verb":
            continue
        if name not in fields:
            raise IllegalMove.of(
                "'{verb}' has no field '{field}'", rule="move format", verb=data["verb"], field=name
            )
        kwargs[name] = _freeze(value)
    try:
        move: Move = cls(**kwargs)
    except TypeError as exc:
        raise IllegalMove.of(
            "bad '{verb}' move: {error}", rule="move format", verb=data["verb"], error=str(exc)
        ) from exc
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
                raise IllegalMove.of(
                    "'{field}' must be {type}", rule="move format", field=f.name, type=base
                )
        elif base.startswith("tuple[int"):
            if not isinstance(value, tuple) or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in value
            ):
                raise IllegalMove.of(
                    "'{field}' must be a list of integers", rule="move format", field=f.name
                )
        elif base.startswith("tuple[str") and (
            not isinstance(value, tuple) or not all(isinstance(v, str) for v in value)
        ):
            raise IllegalMove.of(
                "'{field}' must be a list of strings", rule="move format", field=f.name
            )
