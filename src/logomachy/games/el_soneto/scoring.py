"""Score tables and final scoring (rulebook: Evaluate a Word; End of the Game and Final Scoring).

Every final category is an exact maximisation over how the cards may be grouped (the rulebook
lets the player group them; a fair table takes the best grouping), each card used at most once
per category.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import cache
from itertools import combinations

# Points for the number of letter and literato cards used.
CARD_POINTS = {2: 1, 3: 4, 4: 7, 5: 10, 6: 15}
MIN_CARDS, MAX_CARDS = 2, 6
SEALS_PER_DRAW = 2
# Rhyme: steps on the Soneto track by the category of the new word.
RHYME_STEPS = {"noun": 3, "adjective": 1, "verb": 1}
# Valedores: equal shields in groups of at most 4; straights of exactly 4 numbers, 1..8.
SHIELD_POINTS = {1: 0, 2: 1, 3: 3, 4: 6}
STRAIGHT_LENGTH, STRAIGHT_POINTS, HIGHEST_NUMBER = 4, 8, 8
# Literatos: groups of different literatos (Lope de Vega wild).
GROUP_POINTS = {1: 1, 2: 3, 3: 6, 4: 10}


@cache
def shield_points(count: int) -> int:
    """Best split of `count` equal shields into groups of 2, 3 or 4 (the maximum)."""
    if count < 2:
        return 0
    return max(SHIELD_POINTS[k] + shield_points(count - k) for k in (1, 2, 3, 4) if k <= count)


def shields_score(shields: Iterable[str]) -> int:
    return sum(shield_points(n) for n in Counter(shields).values())


def straights(numbers: Iterable[int]) -> int:
    """How many disjoint straights of exactly 4 consecutive numbers the cards make; 0 is the
    wild card (Don Alfonso Romero), worth any number from 1 to 8."""
    counts = Counter(numbers)
    wild = counts.pop(0, 0)
    return _straights(tuple(counts.get(n, 0) for n in range(1, HIGHEST_NUMBER + 1)), wild)


@cache
def _straights(counts: tuple[int, ...], wild: int) -> int:
    best = 0
    for start in range(HIGHEST_NUMBER - STRAIGHT_LENGTH + 1):
        run = range(start, start + STRAIGHT_LENGTH)
        missing = sum(1 for i in run if counts[i] == 0)
        if missing > wild:
            continue
        rest = tuple(c - 1 if i in run and c > 0 else c for i, c in enumerate(counts))
        best = max(best, 1 + _straights(rest, wild - missing))
    return best


def straights_score(numbers: Iterable[int]) -> int:
    return STRAIGHT_POINTS * straights(numbers)


def literato_score(literatos: Iterable[str], lopes: int, *, lope_apart: bool = False) -> int:
    """Best grouping of literato cards into groups of different literatos (4→10, 3→6, 2→3,
    single→1), Lope de Vega cards standing in for any missing one. `lope_apart` (expert
    variant): never two Lope cards in one group."""
    counts = tuple(sorted(Counter(literatos).values(), reverse=True))
    return _groups(counts, lopes, lope_apart)


@cache
def _groups(counts: tuple[int, ...], lopes: int, lope_apart: bool) -> int:
    counts = tuple(sorted((c for c in counts if c > 0), reverse=True))
    if not counts and not lopes:
        return 0
    best = 0
    kinds = range(len(counts))
    max_lopes = min(lopes, 1 if lope_apart else 4)
    for size in range(0, min(4, len(counts)) + 1):
        for chosen in combinations(kinds, size):
            for wild in range(0, max_lopes + 1):
                group = size + wild
                # a Lope stands in for a *different* literato: at most 4 kinds in a group.
                if group == 0 or group > 4:
                    continue
                rest = tuple(c - 1 if i in chosen else c for i, c in enumerate(counts))
                best = max(best, GROUP_POINTS[group] + _groups(rest, lopes - wild, lope_apart))
    return best
