"""A game whose result is each seat's score sheet summed (the rulebooks' score notebook: a
column a round, a strip or a kind of point), as most Verbàlia games keep it; and the rulebooks'
tables of points by a word's length."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol, TypeVar

from logomachy.kernel import Result, StagedGame, result_from_sheets


class Seated(Protocol):
    seats: int


S = TypeVar("S", bound=Seated)


class SheetGame(StagedGame[S]):
    """`result` sums the seats' `score_sheet`s; ties share victory (`result_from_sheets`)."""

    def score_sheet(self, state: S, seat: int) -> dict[str, int]:
        raise NotImplementedError

    def result(self, state: S) -> Result:
        return result_from_sheets([self.score_sheet(state, s) for s in range(state.seats)])


def by_length(table: Mapping[int, int], length: int) -> int:
    """A table's points for a word of this length (letters, syllables): nothing below its
    shortest row, the last row for a longer word than its longest."""
    if length < min(table):
        return 0
    return table[min(length, max(table))]
