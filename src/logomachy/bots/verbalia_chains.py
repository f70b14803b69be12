"""Bots for Verbàlia's chain games (a word grows one letter at a time).

Everything in these games lies face up, so a bot reads the public view's facts from the state
(the word on the table, the letters left, who is still in). wordfind answers which words are
possible (`chains.extensions`); strength is how often, and how fast, a bot finds one in the
time a person has -- the longer the word, the harder the anagram:
- easy finds a word less and less often as it grows, and then plays the most common one;
- medium finds it more often and plays one at random;
- hard nearly always finds it, and plays the word that leaves the next players the fewest
  answers (the most, when it is the last one still in the round).
A bot that does not find a word says so (`pass`) near the end of its time. Whether it finds
one is a pure function of its seat and the position, so the think time (asked first by the
server, after by the autoplay driver) and the move always agree.
"""

from __future__ import annotations

import zlib
from collections import Counter
from collections.abc import Callable
from functools import cache
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.verbalia.chains import Tiles, code, extensions
from logomachy.games.verbalia.plaza import tiles_of, word_index
from logomachy.games.verbalia.vistagrama import (
    FIRST_WORD,
    Form,
    Pass,
    Vistagrama,
    VistagramaState,
)
from logomachy.kernel import Game, Move, Rng
from logomachy.lexicon import lexicon

#: Chance of finding a word of 5 letters, and how much it drops per letter more.
FIND = {"easy": (0.9, 0.16), "medium": (0.97, 0.1), "hard": (1.0, 0.03)}
LEAST_CHANCE = {"easy": 0.05, "medium": 0.15, "hard": 0.6}
#: Share of the turn's time a found word takes, (low, high).
THINK_SHARE = {"easy": (0.45, 0.9), "medium": (0.3, 0.75), "hard": (0.1, 0.45)}
GIVE_UP_SHARE = 0.9  # a bot that finds nothing says so just before the time is up
HARD_LOOKS_AHEAD = 5  # candidates hard weighs by what they leave the next player


@cache
def four_letter_words() -> tuple[tuple[str, Tiles], ...]:
    """Four-tile dictionary words the set can lay, one per spelling, alphabetical."""
    seen: dict[str, tuple[str, Tiles]] = {}
    for word in word_index().find("?" * FIRST_WORD):
        tiles = tiles_of(word)
        if tiles is not None and len(tiles) == FIRST_WORD:
            seen.setdefault(code(tiles), (word.upper(), tiles))
    return tuple(sorted(seen.values()))


def luck(*facts: object) -> float:
    """A number in [0, 1) fixed by the position: the same for the think time and the move."""
    return Rng.from_seed(zlib.crc32(repr(facts).encode()), "chains-bot").random()


class ChainBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength
        self._decided: dict[tuple[object, ...], Move] = {}

    # -- Vistagrama ----------------------------------------------------------------------------
    def _decide(self, game: Vistagrama, state: VistagramaState, seat: int, seed: int) -> Move:
        key = (seat, state.round, state.turns, state.written, seed)
        if key not in self._decided:
            self._decided = {key: self._find(game, state, seat, seed)}  # the last one only
        return self._decided[key]

    def _find(self, game: Vistagrama, state: VistagramaState, seat: int, seed: int) -> Move:
        if not state.word:
            return Form(self._opening(state, seat, seed))
        found = game.words_now(state)
        length = len(state.word) + 1
        first, drop = FIND[self.strength]
        chance = max(LEAST_CHANCE[self.strength], first - drop * (length - 5))
        if not found or luck(seed, seat, state.turns, state.written) >= chance:
            return Pass()
        return Form(self._pick(state, seat, seed, found))

    def _opening(self, state: VistagramaState, seat: int, seed: int) -> str:
        """A four-letter word the letters left can lay (the first found from a random place)."""
        words = four_letter_words()
        start = int(luck(seed, seat, state.round, "open") * len(words))
        left = Counter(state.letters)
        for i in range(len(words)):
            word, tiles = words[(start + i) % len(words)]
            if not Counter(tiles) - left:
                return word
        return words[start][0]

    def _pick(
        self, state: VistagramaState, seat: int, seed: int, found: tuple[tuple[str, Tiles], ...]
    ) -> str:
        if self.strength == "easy":
            frequency = lexicon("ca").frequency
            return min(found, key=lambda f: (-frequency(f[0].lower()), f[0]))[0]
        if self.strength == "medium":
            return found[int(luck(seed, seat, state.written, "pick") * len(found))][0]
        alone = sum(not o for o in state.out) == 1

        def answers(tiles: Tiles) -> int:  # (with any letter: the letters left are most)
            return len(extensions(tiles))

        candidates = found[:HARD_LOOKS_AHEAD]
        if alone:
            return max(candidates, key=lambda f: (answers(f[1]), f[0]))[0]
        return min(candidates, key=lambda f: (answers(f[1]), f[0]))[0]

    # -- the Bot protocol ----------------------------------------------------------------------
    # Neither method draws from `rng`: both read its state as the game's luck, so the server
    # (think time first) and the autoplay driver (move first) see the same decision.
    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, Vistagrama) and isinstance(state, VistagramaState)
        return self._decide(game, state, seat, rng.state)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        assert isinstance(game, Vistagrama) and isinstance(state, VistagramaState)
        timer = game.timer(state)
        seconds = float(timer.seconds) if timer is not None else 5.0
        if isinstance(self._decide(game, state, seat, rng.state), Pass):
            return seconds * GIVE_UP_SHARE
        low, high = THINK_SHARE[self.strength]
        return seconds * (low + (high - low) * luck(rng.state, "think"))


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: ChainBot("easy"),
    "medium": lambda: ChainBot("medium"),
    "hard": lambda: ChainBot("hard"),
}
