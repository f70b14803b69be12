"""Velosíl·laB bots: each reads its own hand, its row and the pot (face up).

A bot knows the two-syllable words of the set's syllables down to a frequency floor (Zipf) and
plays at a speed, both by strength. Below ten tiles it draws (medium and hard first take from
the pot a syllable that follows their last one when their hand holds none). Otherwise it
places a syllable it knows makes a word with the previous one — hard and medium the one that
leaves most known follow-ups in the hand, easy the most common word; a row's first syllable is
the one with most follow-ups. With nothing to place it usually leaves its dullest tiles in the
pot and draws again, and otherwise places a syllable anyway: the word is incorrect and costs
back its marker, but the row advances.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.verbalia.pieces.syllables import syllable_words
from logomachy.games.verbalia.pieces.tiles_in_play import Take, sides
from logomachy.games.verbalia.races.engine import zipf
from logomachy.games.verbalia.wood.velosillab import (
    HAND,
    Draw,
    Leave,
    Place,
    Velosillab,
    VeloState,
    row_length,
)
from logomachy.kernel import Game, Move, Rng

KNOWS = {"easy": 3.5, "medium": 2.5, "hard": 1.0}  # the rarest word known (Zipf)
PLACE_SECONDS = {"easy": (5.0, 10.0), "medium": (3.5, 7.0), "hard": (2.0, 4.5)}
DRAW_SECONDS = (0.5, 1.5)
LEAVE_SECONDS = (2.0, 4.0)
LEAVES = {"easy": 0.5, "medium": 0.7, "hard": 0.85}  # chance to leave rather than misplace


@cache
def _pairs() -> dict[str, tuple[tuple[str, str], ...]]:
    """First syllable -> (second syllable, word) of every two-syllable word of the set."""
    out: dict[str, dict[str, str]] = {}
    for word, pieces in syllable_words().items():
        if len(pieces) == 2:
            out.setdefault(pieces[0], {}).setdefault(pieces[1], word)
    return {a: tuple(sorted(b.items())) for a, b in out.items()}


@lru_cache(maxsize=1 << 12)
def follows(first: str, floor: float) -> dict[str, str]:
    """The syllables known (Zipf >= floor) to make a word after `first`, with the word."""
    return {b: w for b, w in _pairs().get(first, ()) if zipf(w) >= floor}


class VeloBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength
        self.floor = KNOWS[strength]
        self.last: Move | None = None  # the last choice, which `delay` times

    def ups(self, syllable: str, others: list[str]) -> int:
        """How many of the other syllables follow `syllable` in a known word."""
        after = follows(syllable, self.floor)
        return sum(s in after for s in others)

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        self.last = self.plan(game, state, seat, rng)
        return self.last

    def plan(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, Velosillab) and isinstance(state, VeloState)
        hand = state.hands[seat]
        row = state.rows[seat]
        prev = row[-1].syllable if row else None
        mine = [s for n in hand for s in sides(n)]
        if len(hand) < HAND:
            if prev is not None and self.strength != "easy":
                after = follows(prev, self.floor)
                if not any(s in after for s in mine):
                    for n in state.pot:
                        for s in sides(n):
                            if s in after:
                                return Take(s)
            return Draw()
        last = len(row) + 1 == row_length()

        def rest(s: str) -> list[str]:
            return [x for n in hand if s not in sides(n) for x in sides(n)]

        if prev is None:
            if self.strength == "easy":
                return Place(rng.choice(mine))
            return Place(max(mine, key=lambda s: (self.ups(s, rest(s)), s)))
        after = follows(prev, self.floor)
        good = [s for s in mine if s in after]
        if good:
            if self.strength == "easy" or last:
                return Place(max(good, key=lambda s: (zipf(after[s]), s)))
            return Place(max(good, key=lambda s: (self.ups(s, rest(s)), zipf(after[s]), s)))
        if rng.random() < LEAVES[self.strength]:
            return Leave(self.dullest(hand))
        return Place(max(mine, key=lambda s: (self.ups(s, rest(s)), s)))

    def dullest(self, hand: list[int]) -> tuple[str, ...]:
        """Half the hand: the tiles joining fewest others in known words (either order)."""
        every = [s for n in hand for s in sides(n)]

        def joins(n: int) -> int:
            others = [s for s in every if s not in sides(n)]
            return sum(
                self.ups(s, others) + sum(s in follows(o, self.floor) for o in others)
                for s in sides(n)
            )

        ranked = sorted(hand, key=lambda n: (joins(n), n))
        return tuple(sides(n)[0] for n in ranked[: max(1, len(hand) // 2)])

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        move = self.last if self.last is not None else self.plan(game, state, seat, rng)
        low, high = (
            DRAW_SECONDS
            if isinstance(move, Draw | Take)
            else LEAVE_SECONDS
            if isinstance(move, Leave)
            else PLACE_SECONDS[self.strength]
        )
        return low + (high - low) * rng.random()


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: VeloBot("easy"),
    "medium": lambda: VeloBot("medium"),
    "hard": lambda: VeloBot("hard"),
}
