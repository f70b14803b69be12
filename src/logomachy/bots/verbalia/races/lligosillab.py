"""Lligosíl·laB bots. A bot reads only its seat's view (the table face up, the piles' sizes)
and remembers what it took itself, as a player does who may not look at the pile again: the
memory is the bot's own (the syllables it chose, keyed by the round and the pile's size then,
so a move chosen but not played is overwritten), never the state's pile.

Each strength remembers the latest few syllables of its pile and knows the words of the set's
syllables down to a Zipf frequency: easy the last 2 and common words (Zipf 4), planning words
of up to three syllables, and now and then grabs at random; medium the last 4, Zipf 3, up to
four; hard everything, every word, up to five. On its turn it weighs each syllable on the
table by what its remembered tail would be worth with it (the best split into known words,
plus half the points of the shortest known word the open run could still become while deals
remain, a hope that shrinks each deal it waits) and takes the best gain, or passes when
nothing helps. As the dealer it lays up the
side found in more known words (easy: a side at random).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import combinations
from math import log10
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.verbalia.pieces.syllables import syllable_words
from logomachy.games.verbalia.pieces.tiles_in_play import Take
from logomachy.games.verbalia.races.lligosillab import (
    Deal,
    Lligosillab,
    LligoState,
    points,
)
from logomachy.kernel import Game, Move, Pass, Rng

KNOWS = {"easy": 4.0, "medium": 3.0, "hard": -1.0}  # the rarest word known (Zipf; -1: all)
MEMORY: dict[str, int | None] = {"easy": 2, "medium": 4, "hard": None}  # syllables remembered
PLAN = {"easy": 3, "medium": 4, "hard": 5}  # the longest word it builds towards
SLIP = {"easy": 0.2, "medium": 0.05, "hard": 0.0}  # how often it grabs without thinking
PROMISE = 0.5  # an open run's worth: this share of the points of the word it may become
PATIENCE = 0.6  # each deal it waits for a syllable the open run needs, its hope shrinks so
THINK = {"easy": (2.0, 5.0), "medium": (1.5, 4.0), "hard": (1.0, 3.0)}  # seconds a take
DEAL_THINK = (0.8, 2.0)  # seconds a deal

Key = tuple[str, ...]


@cache
def _zipf_table() -> dict[str, float]:
    """Word -> Zipf frequency, from wordfreq's table at once (the per-word call costs ~0.6 ms,
    too much for tens of thousands of words)."""
    from wordfreq import get_frequency_dict

    return {w: log10(f) + 9 for w, f in get_frequency_dict("ca").items() if f > 0}


@cache
def vocabulary(floor: float, longest: int) -> tuple[frozenset[Key], dict[Key, int]]:
    """The known words (sorted syllables) of at most `longest` syllables, and every proper part
    of one (sorted) -> the fewest syllables of a known word that holds it."""
    table = _zipf_table()
    words: set[Key] = set()
    for word, pieces in syllable_words().items():
        if len(pieces) <= longest and (floor < 0 or table.get(word, 0.0) >= floor):
            words.add(tuple(sorted(pieces)))
    parts: dict[Key, int] = {}
    for key in words:
        for size in range(1, len(key)):
            for part in set(combinations(key, size)):
                if parts.get(part, 99) > len(key):
                    parts[part] = len(key)
    return frozenset(words), parts


@cache
def usefulness(floor: float, longest: int) -> dict[str, int]:
    """Syllable -> how many known words hold it (the dealer's choice of side)."""
    out: dict[str, int] = {}
    for key in vocabulary(floor, longest)[0]:
        for s in set(key):
            out[s] = out.get(s, 0) + 1
    return out


def worth(
    tail: tuple[str, ...], words: frozenset[Key], parts: dict[Key, int], hope: float
) -> float:
    """The best the remembered tail reads as: known words of consecutive syllables, then an
    open run at the end worth `hope` times the points of the shortest word it may become."""
    n = len(tail)
    best = [0.0] * (n + 1)
    for i in range(1, n + 1):
        best[i] = best[i - 1]
        for length in range(2, i + 1):
            if tuple(sorted(tail[i - length : i])) in words:
                best[i] = max(best[i], best[i - length] + points(length))
    total = best[n]
    for start in range(n):
        need = parts.get(tuple(sorted(tail[start:])))
        if need is not None:
            total = max(total, best[start] + hope * points(need))
    return total


class LligoBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength
        self.taken: dict[tuple[int, int], str] = {}  # (round, pile size before) -> syllable
        self.waited: dict[tuple[int, int], set[int]] = {}  # (round, pile size) -> deals passed

    def remembered(self, view: dict[str, Any], seat: int) -> tuple[str, ...]:
        """The latest syllables of its pile it remembers, oldest first (up to a gap)."""
        size = view["piles"][seat]
        capacity = MEMORY[self.strength]
        start = 0 if capacity is None else max(0, size - capacity)
        tail: list[str] = []
        for i in range(size - 1, start - 1, -1):
            s = self.taken.get((view["round"], i))
            if s is None:
                break
            tail.append(s)
        return tuple(reversed(tail))

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, Lligosillab) and isinstance(state, LligoState)
        view = game.view(state, seat)
        floor, longest = KNOWS[self.strength], PLAN[self.strength]
        you = view["you"]
        if you["dealer"]:
            sides = you["drawn"]["sides"]
            if len(sides) == 1:
                return Deal(sides[0])
            if self.strength == "easy":
                return Deal(rng.choice(sides))
            use = usefulness(floor, longest)
            return Deal(max(sides, key=lambda s: (use.get(s, 0), s)))
        table = sorted({t["syllable"] for t in view["table"]})
        if not table:
            return Pass()
        if rng.random() < SLIP[self.strength]:
            return self._take(view, seat, rng.choice(table))
        words, parts = vocabulary(floor, longest)
        left = view["syllables"] - view["dealt"]
        hope = PROMISE if left > 0 else 0.0
        tail = self.remembered(view, seat)
        here = (view["round"], view["piles"][seat])
        waited = len(self.waited.get(here, ()))
        now = worth(tail, words, parts, hope * PATIENCE**waited)
        gains = [(worth((*tail, s), words, parts, hope) - now, s) for s in table]
        gain, best = max(gains, key=lambda g: (g[0], g[1]))
        if gain <= 0:
            self.waited.setdefault(here, set()).add(view["dealt"])
            return Pass()
        return self._take(view, seat, best)

    def _take(self, view: dict[str, Any], seat: int, syllable: str) -> Move:
        self.taken[(view["round"], view["piles"][seat])] = syllable
        return Take(syllable)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        assert isinstance(game, Lligosillab) and isinstance(state, LligoState)
        low, high = DEAL_THINK if state.drawn is not None else THINK[self.strength]
        return low + (high - low) * rng.random()


def _factory(strength: str) -> Callable[[], Bot]:
    return lambda: LligoBot(strength)


BOTS: dict[str, Callable[[], Bot]] = {s: _factory(s) for s in ("easy", "medium", "hard")}
