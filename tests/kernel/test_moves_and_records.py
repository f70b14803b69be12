from dataclasses import dataclass
from typing import ClassVar

import pytest

from logomachy.kernel import BadRecord, IllegalMove, Move, Record, TimeUp
from logomachy.kernel.moves import move_from_json


@dataclass(frozen=True)
class Put(Move):
    verb: ClassVar[str] = "put"
    word: str = ""
    spots: tuple[int, ...] = ()


def test_moves_round_trip_through_json_and_read_as_notation() -> None:
    move = Put("AVIATION", (1, 2, 3))
    assert move.notation() == "put AVIATION 1 2 3"
    assert move_from_json([Put], move.to_json()) == move
    assert move_from_json([Put], TimeUp("r1").to_json()) == TimeUp("r1")


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({}, "needs a 'verb'"),
        ({"verb": "fly"}, "unknown move"),
        ({"verb": "put", "colour": "red"}, "no field"),
        ({"verb": "put", "word": 3}, "must be str"),
        ({"verb": "put", "spots": ["a"]}, "list of integers"),
        ({"verb": "put", "spots": [True]}, "list of integers"),
    ],
)
def test_malformed_moves_get_a_clear_reason(data: dict[str, object], message: str) -> None:
    with pytest.raises(IllegalMove, match=message):
        move_from_json([Put], data)  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["", "[]", '{"format": 99}', '{"format": 1, "game": "x"}'])
def test_bad_records_are_refused_clearly(text: str) -> None:
    with pytest.raises(BadRecord):
        Record.loads(text)
