"""SVeVograma bots: a consonant a turn into a region, so that its letters form a word.

Every position is public (the regions' letters, the middle), and the words a region can make
with one consonant more are one cached anagram search (`svevograma.builds`). A person knows
the common words, not the whole dictionary, so easy and medium see only the builds among the
most frequent Catalan words (wordfreq); hard knows the dictionary. Hard plays a word of five
letters or more when it can (the longest), and otherwise keeps from leaving a four-letter word
the next player can make into a noted one; medium takes a noted word when it sees one, else
any word; easy any word it knows, and improves an offered word only now and then.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import cache
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.verbalia.chains.engine import spelled
from logomachy.games.verbalia.coast import svevograma as sv
from logomachy.kernel import Game, Move, Pass, Rng

#: The most frequent words each strength knows (None: the whole dictionary).
VOCABULARY: dict[str, int | None] = {"easy": 4_000, "medium": 25_000, "hard": None}
#: Think time as a share of the turn's time (low, high).
THINK_SHARE = {"easy": (0.4, 0.9), "medium": (0.3, 0.7), "hard": (0.15, 0.5)}
EASY_IMPROVES = 0.5  # the chance easy notices an improvement it knows
GIFT = 5  # what hard reckons a noted word left to the next player costs it


@cache
def known(strength: str) -> frozenset[str] | None:
    """The spellings (`Build.code`) of the words a strength knows; None: every word."""
    size = VOCABULARY[strength]
    if size is None:
        return None
    import wordfreq

    return frozenset(c for _, _, c in spelled(wordfreq.top_n_list("ca", size)))


class SvevoBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    def sees(self, builds: list[sv.Build]) -> list[sv.Build]:
        words = known(self.strength)
        return builds if words is None else [b for b in builds if b.code in words]

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, sv.Svevograma) and isinstance(state, sv.SvevogramaState)
        if state.offer is not None:
            return self.improve(game, state, rng)
        middle = Counter(state.middle)
        noted = state.noted_codes
        options = [
            (region, b)
            for region, tiles in state.regions.items()
            if tiles
            for b in self.sees(sv.open_builds(tiles, middle, noted))
        ]
        if not options:
            return Pass()
        if self.strength == "easy":
            region, b = rng.choice(options)
            return sv.Add(b.added, region, b.word)
        if self.strength == "medium":
            long = [o for o in options if len(o[1].tiles) >= sv.NOTED]
            region, b = rng.choice(long or options)
            return sv.Add(b.added, region, b.word)
        scored = [(self.value(b, middle, noted), i) for i, (_, b) in enumerate(options)]
        top = max(v for v, _ in scored)
        region, b = options[rng.choice([i for v, i in scored if v == top])]
        return sv.Add(b.added, region, b.word)

    @staticmethod
    def value(b: sv.Build, middle: Counter[str], noted: set[str]) -> int:
        """Hard's worth of a build: a noted word's consonants; a four-letter word the next
        player can note, a loss."""
        letters = len(b.tiles)
        if letters >= sv.NOTED:
            return letters - 1
        if letters == sv.NOTED - 1:
            rest = middle.copy()
            rest[b.added] -= 1
            if any(len(n.tiles) >= sv.NOTED for n in sv.open_builds(b.tiles, rest, noted)):
                return -GIFT
        return 0

    def improve(self, game: sv.Svevograma, state: sv.SvevogramaState, rng: Rng) -> Move:
        found = self.sees(game.lengthenings(state))
        if not found or (self.strength == "easy" and rng.random() > EASY_IMPROVES):
            return sv.Decline()
        b = rng.choice(found)
        return sv.Lengthen(b.added, b.word)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        low, high = THINK_SHARE[self.strength]
        key = "turn_seconds" if state.offer is None else "offer_seconds"
        return float(state.options[key]) * (low + (high - low) * rng.random())


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: SvevoBot("easy"),
    "medium": lambda: SvevoBot("medium"),
    "hard": lambda: SvevoBot("hard"),
}
