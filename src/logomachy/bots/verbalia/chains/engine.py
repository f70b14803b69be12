"""Bots for Verbàlia's chain games (a word grows one letter at a time).

A bot reads only what its seat may see: the word on the table, the letters face up, who is
still in, its own easel (ABraçagrama). wordfind answers which words it could form
(`chains.extensions`, sub-anagrams of the easel); strength is how often, and how fast, a bot
finds one in the time a person has -- the longer the word, the harder the anagram:
- easy finds a word less and less often as it grows, and then plays the most common one;
- medium finds it more often and plays one at random;
- hard nearly always finds it. In Vistagrama it plays the word that leaves the next players
  the fewest answers (the most, when it is the last one still in the round); in ABraçagrama
  the one that spends its rarest letter (keeping the easy ones for later); in ReVoltagrama,
  where every hand lies face up, the one the fewest others could answer.
A bot that does not find a word says so (`pass`) near the end of its time. Whether it finds
one is a pure function of its seat, the position and the decision's luck, so the think time
(asked first by the server, after by the autoplay driver) and the move always agree.
"""

from __future__ import annotations

import zlib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.verbalia.chains.abracagrama import Abracagrama, AbracagramaState
from logomachy.games.verbalia.chains.engine import (
    FIRST_WORD,
    Form,
    Tiles,
    added_tile,
    code,
    extensions,
    extensions_with,
)
from logomachy.games.verbalia.chains.revoltagrama import (
    CALLING,
    FORMING,
    OPENING,
    Call,
    Revoltagrama,
    RevoltagramaState,
)
from logomachy.games.verbalia.chains.vistagrama import Vistagrama, VistagramaState
from logomachy.games.verbalia.pieces.letters import letter_counts
from logomachy.games.verbalia.pieces.plaza import tiles_of, word_index
from logomachy.kernel import Game, Move, Pass, Rng
from logomachy.lexicon import lexicon

#: Chance of finding a word of 5 letters, and how much it drops per letter more.
FIND = {"easy": (0.9, 0.16), "medium": (0.97, 0.1), "hard": (1.0, 0.03)}
LEAST_CHANCE = {"easy": 0.05, "medium": 0.15, "hard": 0.6}
#: How many letters easier a game's search is than Vistagrama's five seconds over the whole
#: table (ABraçagrama: a minute, and only the eight letters of one's easel to try).
EASIER = {"verbalia-vistagrama": 0, "verbalia-abracagrama": 3, "verbalia-revoltagrama": 2}
SEARCH_SECONDS = 12.0  # ReVoltagrama: a person's search before calling, at the fastest share
#: Share of the turn's time a found word takes, (low, high).
THINK_SHARE = {"easy": (0.45, 0.9), "medium": (0.3, 0.75), "hard": (0.1, 0.45)}
GIVE_UP_SHARE = 0.9  # a bot that finds nothing says so just before the time is up
HARD_LOOKS_AHEAD = 5  # candidates hard weighs by what they leave the next player
REVOLTA_LOOKS_AHEAD = 3  # ... in ReVoltagrama, by which of the others could answer

Found = tuple[tuple[str, Tiles], ...]


@cache
def four_letter_words() -> Found:
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


@dataclass(frozen=True)
class Position:
    """What a seat sees when it must form a word: the words it could form (all of them: a
    bot finds one or none) and how hard finding one is."""

    key: tuple[object, ...]
    found: Found
    length: int  # letters of the word to find
    opening: bool


def four_from(easel: list[str]) -> Found:
    """The four-letter words an easel can lay, one per spelling, alphabetical."""
    seen: dict[str, tuple[str, Tiles]] = {}
    for word in word_index().subanagrams(list(easel), min_len=FIRST_WORD, max_len=FIRST_WORD):
        tiles = tiles_of(word)
        if tiles is not None:
            seen.setdefault(code(tiles), (word.upper(), tiles))
    return tuple(sorted(seen.values()))


def position(game: Game[Any], state: Any, seat: int) -> Position:
    if isinstance(game, Vistagrama):
        assert isinstance(state, VistagramaState)
        key: tuple[object, ...] = (state.round, state.turns, state.written)
        if not state.word:
            return Position(key, (), FIRST_WORD, True)
        return Position(key, game.words_now(state), len(state.word) + 1, False)
    if isinstance(game, Revoltagrama):
        assert isinstance(state, RevoltagramaState)
        hand = state.hands[seat]
        # No decision's luck here: the call and the word formed after it must agree.
        key = (state.round, state.written, tuple(hand), "no seed")
        if state.phase == OPENING:
            return Position(key, four_from(hand), FIRST_WORD, True)
        return Position(key, game.words_for(state, seat), len(state.word) + 1, False)
    assert isinstance(game, Abracagrama) and isinstance(state, AbracagramaState)
    easel = state.easels[seat]  # its own easel, never another's
    key = (state.round, state.turns, state.written, tuple(easel))
    if not state.word:
        return Position(key, four_from(easel), FIRST_WORD, True)
    found = extensions_with(state.word, easel)
    return Position(key, found, len(state.word) + 1, False)


class ChainBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength
        self._decided: dict[tuple[object, ...], Move] = {}

    def _decide(self, game: Game[Any], state: Any, seat: int, seed: int) -> Move:
        at = position(game, state, seat)
        if "no seed" in at.key:
            seed = 0
        key = (seat, *at.key, seed)
        if key not in self._decided:
            self._decided = {key: self._find(game, state, seat, at, seed)}  # the last one only
        move = self._decided[key]
        if isinstance(state, RevoltagramaState) and state.phase == CALLING:
            return Call() if isinstance(move, Form) else Pass()  # call for the word found
        return move

    def _find(self, game: Game[Any], state: Any, seat: int, at: Position, seed: int) -> Move:
        if at.opening and isinstance(state, VistagramaState):
            return Form(self._opening(state, seat, seed))
        first, drop = FIND[self.strength]
        harder = at.length - 5 - EASIER[game.meta.id]
        chance = max(LEAST_CHANCE[self.strength], min(1.0, first - drop * harder))
        if not at.found or luck(seed, seat, at.key) >= chance:
            return Pass()
        return Form(self._pick(state, seat, seed, at.found))

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

    def _pick(self, state: Any, seat: int, seed: int, found: Found) -> str:
        if self.strength == "easy":
            frequency = lexicon("ca").frequency
            return min(found, key=lambda f: (-frequency(f[0].lower()), f[0]))[0]
        if self.strength == "medium":
            return found[int(luck(seed, seat, found, "pick") * len(found))][0]
        if isinstance(state, RevoltagramaState):
            # Everyone's letters lie face up: the word the fewest others could answer.
            others = [h for s, h in enumerate(state.hands) if s != seat and not state.out[s]]

            def replies(tiles: Tiles) -> tuple[int, int]:
                answers = [len(extensions_with(tiles, hand)) for hand in others]
                return sum(1 for a in answers if a), sum(answers)

            return min(found[:REVOLTA_LOOKS_AHEAD], key=lambda f: (replies(f[1]), f[0]))[0]
        if isinstance(state, AbracagramaState):
            counts = letter_counts()
            old = state.word
            return min(found, key=lambda f: (counts[added_tile(old, f[1]) or f[1][0]], f[0]))[0]
        alone = sum(not o for o in state.out) == 1

        def answers(tiles: Tiles) -> int:  # (with any letter: the letters left are most)
            return len(extensions(tiles))

        candidates = found[:HARD_LOOKS_AHEAD]
        if alone:
            return max(candidates, key=lambda f: (answers(f[1]), f[0]))[0]
        return min(candidates, key=lambda f: (answers(f[1]), f[0]))[0]

    # -- the Bot protocol ----------------------------------------------------------------------
    # Neither method draws from `rng`: both read its state as the decision's luck, so the
    # server (think time first) and the autoplay driver (move first) see the same decision.
    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        return self._decide(game, state, seat, rng.state)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        timer = game.timer(state)
        seconds = float(timer.seconds) if timer is not None else 5.0
        move = self._decide(game, state, seat, rng.state)
        if isinstance(move, Pass):
            return seconds * GIVE_UP_SHARE
        low, high = THINK_SHARE[self.strength]
        share = low + (high - low) * luck(rng.state, "think")
        if isinstance(move, Call):  # the race to call: how long the search took
            return SEARCH_SECONDS * share
        if isinstance(state, RevoltagramaState) and state.phase == FORMING:
            return seconds * share * 0.5  # the word was found before calling
        return seconds * share


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: ChainBot("easy"),
    "medium": lambda: ChainBot("medium"),
    "hard": lambda: ChainBot("hard"),
}
