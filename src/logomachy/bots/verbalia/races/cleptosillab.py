"""Cleptosíl·laB bots: all read the middle (face up) and search the words formed with its
syllables (`words_in_middle`, most syllables first). A bot knows the words common enough for
its strength; the hard one says the longest it knows (it takes more), the others a random one
of the three most common they know; the think time shrinks with strength. A bot that knows no
word passes late in the wait.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from itertools import combinations
from math import comb
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.verbalia.pieces.syllables import fold, syllables_of
from logomachy.games.verbalia.races.cleptosillab import Cleptosillab, CleptoState, syllable
from logomachy.games.verbalia.races.engine import (
    Say,
    forms_of,
    words_by_syllables,
    zipf,
)
from logomachy.kernel import Game, Move, Pass, Rng

KNOWS = {"easy": 4.0, "medium": 3.0, "hard": 1.5}  # the rarest word known (Zipf)
THINK = {"easy": (5.0, 11.0), "medium": (3.0, 8.0), "hard": (1.0, 5.0)}  # seconds
GIVE_UP = (0.6, 0.95)  # share of the wait
LONGEST_SEARCHED = 5  # syllables: the search of the middle
MOST_COMBINATIONS = 5000  # combinations of middle syllables of one size searched


@lru_cache(maxsize=2048)
def middle_words(middle: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    index = words_by_syllables()
    counts = Counter(middle)
    distinct = sorted(counts)
    found: dict[str, tuple[str, int]] = {}  # folded -> (form, syllables): one per spelling
    for s in distinct:
        for form in forms_of(s):
            if syllables_of(form) == (s,):
                found.setdefault(fold(form), (form, 1))
    pool = [s for s in distinct for _ in range(min(counts[s], LONGEST_SEARCHED))]
    seen: set[tuple[str, ...]] = set()
    for size in range(2, min(LONGEST_SEARCHED, len(pool)) + 1):
        if comb(len(pool), size) > MOST_COMBINATIONS:
            break  # a crowded middle: the longer words are left unsearched
        for combo in combinations(pool, size):
            if combo in seen:
                continue
            seen.add(combo)
            for word in index.get(combo, ()):
                found.setdefault(fold(word), (word, size))
    return tuple(sorted(found.values(), key=lambda x: (-x[1], -zipf(x[0]), x[0])))


def words_in_middle(state: CleptoState) -> tuple[tuple[str, int], ...]:
    """Every good word formed with middle syllables (rule P), with its syllable count,
    most syllables first then most common: public (the middle is face up)."""
    found = middle_words(tuple(sorted(syllable(p) for p in state.middle)))
    least = state.options["min_syllables"]
    return tuple((w, n) for w, n in found if n >= least)


class CleptoBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    def known(self, game: Cleptosillab, state: CleptoState) -> list[str]:
        floor = KNOWS[self.strength]
        return [w for w, _ in words_in_middle(state) if zipf(w) >= floor]

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, Cleptosillab) and isinstance(state, CleptoState)
        known = self.known(game, state)
        if not known:
            return Pass()
        if self.strength == "hard":
            return Say(known[0].upper())
        common = sorted(known, key=lambda w: -zipf(w))[:3]
        return Say(rng.choice(common).upper())

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        assert isinstance(game, Cleptosillab) and isinstance(state, CleptoState)
        if not self.known(game, state):
            low, high = GIVE_UP
            return float(state.options["wait_seconds"]) * (low + (high - low) * rng.random())
        low, high = THINK[self.strength]
        return low + (high - low) * rng.random()


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: CleptoBot("easy"),
    "medium": lambda: CleptoBot("medium"),
    "hard": lambda: CleptoBot("hard"),
}
