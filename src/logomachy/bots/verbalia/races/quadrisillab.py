"""Quadrisíl·laB bots: each reads its own hand and the middle (face up) and searches the
three-syllable words of the set's syllables (`triples`), knowing only those common enough for
its strength (Zipf frequency). It packs as many words as it can into its hand (a bounded
search: the easy bot gives up sooner); with enough words it links them. Otherwise it takes a
syllable from the middle that completes a word with two spare tiles of its hand (leaving a
spare one first when the hand is full), leaves its least useful spare tile while it holds more
than the words it is building need, and else waits. Think times shrink with strength.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.verbalia.pieces.syllables import fold, syllable_words
from logomachy.games.verbalia.pieces.tiles_in_play import Take, different_tiles, sides
from logomachy.games.verbalia.races.engine import zipf
from logomachy.games.verbalia.races.quadrisillab import (
    SYLLABLES,
    Leave,
    Link,
    Quadrisillab,
    QuadriState,
)
from logomachy.kernel import Game, Move, Pass, Rng

KNOWS = {"easy": 3.5, "medium": 2.5, "hard": 1.0}  # the rarest word known (Zipf)
SEARCH = {"easy": 60, "medium": 400, "hard": 3000}  # packings tried
THINK = {"easy": (6.0, 14.0), "medium": (4.0, 9.0), "hard": (2.0, 5.0)}  # seconds
WAIT = (8.0, 20.0)  # seconds before a bot with nothing to do says it waits
SPARE = 3  # tiles a bot keeps beyond those of its words


@cache
def triples() -> dict[tuple[str, str], tuple[tuple[str, str, tuple[str, ...]], ...]]:
    """Two syllables (sorted) -> (the third, the word, its syllables) for every three-syllable
    word whose syllables are all on some tile: the search of a hand is by its pairs."""
    out: dict[tuple[str, str], list[tuple[str, str, tuple[str, ...]]]] = {}
    seen: set[str] = set()
    for word, pieces in syllable_words().items():
        if len(pieces) != SYLLABLES or fold(word) in seen:
            continue
        seen.add(fold(word))
        for i in range(SYLLABLES):
            pair = tuple(sorted(p for j, p in enumerate(pieces) if j != i))
            out.setdefault((pair[0], pair[1]), []).append((pieces[i], word, pieces))
    return {k: tuple(v) for k, v in out.items()}


@lru_cache(maxsize=1 << 14)
def hand_words(hand: tuple[int, ...], floor: float) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The known three-syllable words the hand's tiles can make, most common first."""
    have = sorted({s for n in hand for s in sides(n)})
    index = triples()
    found: dict[str, tuple[str, ...]] = {}
    for i, a in enumerate(have):
        for b in [*have[i + 1 :], a]:
            pair = (a, b) if a <= b else (b, a)
            for third, word, pieces in index.get(pair, ()):
                if (
                    third in have
                    and word not in found
                    and zipf(word) >= floor
                    and different_tiles(list(pieces), list(hand)) is not None
                ):
                    found[word] = pieces
    return tuple(sorted(found.items(), key=lambda x: (-zipf(x[0]), x[0])))


@lru_cache(maxsize=1 << 14)
def pack(hand: tuple[int, ...], floor: float, target: int, budget: int) -> tuple[str, ...]:
    """The most words (up to `target`) made of different tiles of the hand, in `budget` tries."""
    words = hand_words(hand, floor)
    best: list[str] = []
    tries = 0

    def search(rest: list[int], start: int, chosen: list[str]) -> bool:
        nonlocal best, tries
        if len(chosen) > len(best):
            best = list(chosen)
        if len(chosen) >= target:
            return True
        for i in range(start, len(words)):
            tries += 1
            if tries > budget:
                return True
            word, pieces = words[i]
            used = different_tiles(list(pieces), rest)
            if used is None:
                continue
            left = list(rest)
            for n in used:
                left.remove(n)
            chosen.append(word)
            if search(left, i + 1, chosen):
                return True
            chosen.pop()
        return False

    search(list(hand), 0, [])
    return tuple(best)


def spare(hand: tuple[int, ...], words: tuple[str, ...], floor: float) -> list[int]:
    """The hand's tiles no packed word uses."""
    rest = list(hand)
    by_word = dict(hand_words(hand, floor)) if words else {}
    for word in words:
        used = different_tiles(list(by_word[word]), rest)
        assert used is not None
        for n in used:
            rest.remove(n)
    return rest


class QuadriBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    def plan(self, game: Quadrisillab, state: QuadriState, seat: int) -> Move:
        hand = tuple(sorted(state.hands[seat]))
        floor, target = KNOWS[self.strength], state.options["words"]
        words = pack(hand, floor, target, SEARCH[self.strength])
        if len(words) >= target:
            return Link(tuple(w.upper() for w in words[:target]))
        rest = spare(hand, words, floor)
        have = {s: n for n in rest for s in sides(n)}
        index = triples()
        syllables = sorted(have)
        for x in state.middle:
            if x.by == seat:
                continue
            for third in sides(x.tile):
                for i, a in enumerate(syllables):
                    for b in syllables[i + 1 :]:
                        for needed, word, _ in index.get((a, b), ()):
                            if needed != third or zipf(word) < floor or have[a] == have[b]:
                                continue
                            if len(hand) < game.most(state):
                                return Take(third)
                            out = [n for n in rest if n not in (have[a], have[b])]
                            if out:
                                return Leave(sides(self.dullest(out, rest))[0])
        if len(hand) > SYLLABLES * len(words) + SPARE and rest:
            return Leave(sides(self.dullest(rest, rest))[0])
        return Pass()

    def dullest(self, tiles: list[int], rest: list[int]) -> int:
        """The tile with the fewest word pairs among the spare tiles."""
        index = triples()
        others = {s for n in rest for s in sides(n)}

        def pairs(n: int) -> int:
            return sum(
                len(index.get((a, b) if a <= b else (b, a), ()))
                for a in sides(n)
                for b in others
                if b not in sides(n)
            )

        return min(tiles, key=lambda n: (pairs(n), n))

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, Quadrisillab) and isinstance(state, QuadriState)
        return self.plan(game, state, seat)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        assert isinstance(game, Quadrisillab) and isinstance(state, QuadriState)
        low, high = WAIT if isinstance(self.plan(game, state, seat), Pass) else THINK[self.strength]
        return low + (high - low) * rng.random()


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: QuadriBot("easy"),
    "medium": lambda: QuadriBot("medium"),
    "hard": lambda: QuadriBot("hard"),
}
