"""ADÉU, the word of mistakes of Verbàlia's spoken chains (BaBalagrama, Enfilasíl·laB,
Malasíl·laB): a player's first mistake takes an A, the second a D, the third an E, the fourth
a U; when ADÉU is complete the player says goodbye to the game. The last player still in
wins; the score is how many players one outlasted.
"""

from __future__ import annotations

from collections.abc import Sequence

from logomachy.kernel import Result

ADEU = ("A", "D", "E", "U")  # the letters, in the order they are taken
GOODBYE = len(ADEU)  # mistakes that complete the word


def letters_taken(mistakes: int) -> str:
    """The letters of ADÉU in front of a player with this many mistakes: "AD"."""
    return "".join(ADEU[:mistakes])


def next_in(seats: int, after: int, alive: Sequence[int]) -> int:
    """The first seat still in the game to the left of `after` (itself if alone)."""
    for i in range(1, seats + 1):
        seat = (after + i) % seats
        if seat in alive:
            return seat
    return after


def result(seats: int, out: Sequence[int]) -> Result:
    """Players outlasted: the order of farewells ranks the players; those still in share it."""
    sheets = tuple(
        {"players outlasted": list(out).index(s) if s in out else len(out)} for s in range(seats)
    )
    scores = tuple(sum(sheet.values()) for sheet in sheets)
    best = max(scores)
    return Result(scores, sheets, tuple(s for s in range(seats) if scores[s] == best))
