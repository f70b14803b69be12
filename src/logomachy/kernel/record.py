"""Game records: options + seed + seats + moves (with time offsets) replay to an identical state.

`Match` is the one driver every caller uses (CLI, server, bots' autoplay, tests): it holds the
state, applies moves through the game and appends them to the record. Times are given by the
caller -- the match never reads a clock.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from logomachy.kernel.errors import BadRecord
from logomachy.kernel.game import Game, Result
from logomachy.kernel.moves import Move
from logomachy.kernel.registry import get_game
from logomachy.kernel.serial import fingerprint, to_jsonable

RECORD_FORMAT = 1


@dataclass
class SeatInfo:
    name: str
    kind: str = "human"  # "human" or "bot:<strength>"


@dataclass
class RecordedMove:
    seat: int | None
    move: dict[str, Any]
    t: float = 0.0  # seconds since the game started, by the caller's clock


@dataclass
class Record:
    game: str
    options: dict[str, Any]
    seed: int
    seats: list[SeatInfo]
    moves: list[RecordedMove] = field(default_factory=list)
    result: dict[str, Any] | None = None
    final_state: str | None = None  # fingerprint of the state after the last move

    def to_json(self) -> dict[str, Any]:
        data = to_jsonable(self)
        assert isinstance(data, dict)
        return {"format": RECORD_FORMAT, **data}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, data: Any) -> Record:
        try:
            if data.get("format") != RECORD_FORMAT:
                raise BadRecord(f"unknown record format {data.get('format')!r}")
            return cls(
                game=str(data["game"]),
                options=dict(data["options"]),
                seed=int(data["seed"]),
                seats=[
                    SeatInfo(str(s["name"]), str(s.get("kind", "human"))) for s in data["seats"]
                ],
                moves=[
                    RecordedMove(m["seat"], dict(m["move"]), float(m.get("t", 0.0)))
                    for m in data["moves"]
                ],
                result=data.get("result"),
                final_state=data.get("final_state"),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            if isinstance(exc, BadRecord):
                raise
            raise BadRecord(f"not a game record: {exc}") from exc

    @classmethod
    def loads(cls, text: str) -> Record:
        try:
            return cls.from_json(json.loads(text))
        except json.JSONDecodeError as exc:
            raise BadRecord(f"not JSON: {exc}") from exc


class Match:
    """A game in progress: state plus the record that reproduces it."""

    def __init__(
        self,
        game: Game[Any],
        seats: list[SeatInfo],
        options: dict[str, Any] | None = None,
        seed: int = 0,
    ) -> None:
        self.game = game
        self.state: Any = game.setup(len(seats), options, seed)
        self.record = Record(game.meta.id, game.resolve_options(options), seed, list(seats))

    def play(self, seat: int | None, move: Move, t: float = 0.0) -> None:
        """Applies a move (raising `IllegalMove` and changing nothing if refused) and records it."""
        self.state = self.game.apply(self.state, seat, move)
        self.record.moves.append(RecordedMove(seat, move.to_json(), round(t, 3)))
        if self.game.is_over(self.state):
            self.finish()

    def finish(self) -> None:
        self.record.result = result_json(self.game.result(self.state))
        self.record.final_state = fingerprint(self.state)

    @property
    def over(self) -> bool:
        return bool(self.game.is_over(self.state))


def result_json(result: Result) -> dict[str, Any]:
    data = to_jsonable(result)
    assert isinstance(data, dict)
    return data


def replay(record: Record) -> tuple[Game[Any], Any]:
    """Re-runs a record from its options and seed; returns the game and the final state."""
    try:
        game = get_game(record.game)
    except KeyError as exc:
        raise BadRecord(str(exc)) from exc
    state = game.setup(len(record.seats), record.options, record.seed)
    for i, entry in enumerate(record.moves):
        move = game.move_from_json(entry.move)
        try:
            state = game.apply(state, entry.seat, move)
        except ValueError as exc:
            raise BadRecord(f"move {i + 1} ({move.notation()}) is refused: {exc}") from exc
    return game, state


def verify(record: Record) -> list[str]:
    """Differences between a record's stated outcome and its replay; empty when identical."""
    game, state = replay(record)
    problems = []
    if record.final_state is not None and fingerprint(state) != record.final_state:
        problems.append(
            f"final state differs: record {record.final_state}, replay {fingerprint(state)}"
        )
    if record.result is not None and result_json(game.result(state)) != record.result:
        problems.append("final scores differ from the record's")
    return problems
