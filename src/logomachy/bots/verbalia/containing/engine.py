"""Bots for Verbàlia's containing games (Barrinagrama, EnVoltagrama): take a letter and say a
word holding every letter taken so far.

A bot reads what every player sees: the letters taken, the letters face up (or the one
drawn), the words already said. wordfind's letter patterns (`find` with `in_order` or
`contains`) list the words; among a handful of them (a person recalls a few words, not the
dictionary) a bot finds one with a chance that falls as the letters pile up:
- easy finds less and less often and says the most common word it recalls;
- medium finds more often and says one at random;
- hard nearly always finds one, and takes the letter that leaves the next player the fewest
  words to answer with (then the rarest), as a player fighting to say the last word does.
A bot that finds nothing passes near the end of its time. The decision is a pure function of
the position and the decision's luck (`verbalia_chains.luck`), so its think time agrees.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from logomachy.bots.base import Bot
from logomachy.bots.verbalia.chains.engine import GIVE_UP_SHARE, THINK_SHARE, luck
from logomachy.games.verbalia.chains.engine import Tiles, code, spelled
from logomachy.games.verbalia.containing.engine import ContainGame, ContainState, Say
from logomachy.games.verbalia.pieces.letters import letter_counts
from logomachy.games.verbalia.pieces.plaza import word_index
from logomachy.kernel import Game, Move, Pass, Rng
from logomachy.lexicon import lexicon

SPREAD = 2  # a bot thinks of words at most this many letters longer than needed
RECALLS = {"easy": 8, "medium": 14, "hard": 20}  # ... and recalls this many of them
#: Chance of finding a word for 2 letters taken, and its drop per letter more.
FIND = {"easy": (0.95, 0.13), "medium": (1.0, 0.08), "hard": (1.0, 0.03)}
LEAST_CHANCE = {"easy": 0.05, "medium": 0.15, "hard": 0.5}

Candidate = tuple[str, str, Tiles]  # (letter, word, tiles)


@lru_cache(maxsize=2048)
def words_holding(letters: Tiles, in_order: bool, longest: int) -> tuple[str, ...]:
    """Dictionary words holding `letters` (in order or not), at least one letter more, at
    most `longest` letters, as the dictionary writes them (wordfind's pattern search)."""
    pattern = "".join(letters)
    index = word_index()
    if in_order:
        return tuple(index.find(min_len=len(letters) + 1, max_len=longest, in_order=pattern))
    return tuple(index.find(min_len=len(letters) + 1, max_len=longest, contains=pattern))


def letters_after(tiles: Tiles, taken: list[str], in_order: bool) -> set[str]:
    """The letters a word could add to those taken: after their leftmost match in order, or
    any it holds beyond them."""
    if not in_order:
        return set((Counter(tiles) - Counter(taken)).elements())
    at = 0
    for letter in taken:
        while tiles[at] != letter:
            at += 1
        at += 1
    return set(tiles[at:])


class ContainBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength
        self._decided: dict[tuple[object, ...], Move] = {}

    def candidates(self, game: ContainGame, state: ContainState, seed: int) -> list[Candidate]:
        """The words this bot recalls now, each with the letter it would take."""
        taken = list(state.taken)
        used = {code(k.word) for k in state.said if k.round == state.round}
        if state.blind:
            assert state.drawn is not None
            query: Tiles = (*taken, state.drawn)
            options = {state.drawn}
        else:
            query = tuple(taken)
            options = set(state.letters)
        longest = max(len(query) + 1 + SPREAD, 4)
        found = words_holding(query, game.in_order, longest)
        if not found:
            return []
        start = int(luck(seed, "recall") * len(found))
        recalls = min(RECALLS[self.strength], len(found))
        step = max(1, len(found) // recalls)
        picked = [found[(start + i * step) % len(found)] for i in range(recalls)]
        out: list[Candidate] = []
        for word, tiles, spelt in spelled(picked):
            if spelt in used:
                continue
            if state.blind:
                out.append((state.drawn or "", word, tiles))
                continue
            can = letters_after(tiles, taken, game.in_order) & options
            if can:
                rare = min(can, key=lambda t: (letter_counts()[t], t))
                out.append((rare, word, tiles))
        return out

    def _decide(self, game: ContainGame, state: ContainState, seed: int) -> Move:
        key = (state.round, state.turns, tuple(state.taken), state.drawn, seed)
        if key not in self._decided:
            self._decided = {key: self._find(game, state, seed)}
        return self._decided[key]

    def _find(self, game: ContainGame, state: ContainState, seed: int) -> Move:
        first, drop = FIND[self.strength]
        taken = len(state.taken) + 1
        chance = max(LEAST_CHANCE[self.strength], min(1.0, first - drop * (taken - 2)))
        if not state.taken:
            chance = 1.0  # anyone can say a word holding one letter
        if luck(seed, "find") >= chance:
            return Pass()
        found = self.candidates(game, state, seed)
        if not found:
            return Pass()
        if self.strength == "easy":
            frequency = lexicon("ca").frequency
            letter, word, _ = min(found, key=lambda f: (-frequency(f[1].lower()), f[1]))
        elif self.strength == "medium":
            letter, word, _ = found[int(luck(seed, "pick") * len(found))]
        else:
            counts = letter_counts()
            letter, word, _ = min(
                found,
                key=lambda f: (self.replies(game, state, f[0]), counts[f[0]], len(f[2]), f[1]),
            )
        return Say(word, "" if state.blind else letter)

    @staticmethod
    def replies(game: ContainGame, state: ContainState, letter: str) -> int:
        """How many words the next player could still think of once `letter` is taken: the
        last player to say a word wins the marker, so hard leaves the fewest (none: the
        marker is its own). With the letters drawn blind there is no choice to weigh."""
        if state.blind:
            return 0
        after: Tiles = (*state.taken, letter)
        return len(words_holding(after, game.in_order, max(len(after) + 1 + SPREAD, 4)))

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, ContainGame) and isinstance(state, ContainState)
        return self._decide(game, state, rng.state)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        assert isinstance(game, ContainGame) and isinstance(state, ContainState)
        timer = game.timer(state)
        seconds = float(timer.seconds) if timer is not None else 30.0
        if isinstance(self._decide(game, state, rng.state), Pass):
            return seconds * GIVE_UP_SHARE
        low, high = THINK_SHARE[self.strength]
        return seconds * (low + (high - low) * luck(rng.state, "think"))


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: ContainBot("easy"),
    "medium": lambda: ContainBot("medium"),
    "hard": lambda: ContainBot("hard"),
}
