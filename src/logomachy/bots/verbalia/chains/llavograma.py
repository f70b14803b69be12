"""Bots for LlaVograma (a word with every letter chosen so far and the round's syllable).

A bot reads only what every seat sees (the letters and syllables face up, the letters chosen,
the syllable, the words said). The word table (`llavograma.next_rows`) answers which words it
could say; strength is how often it finds one as the letters pile up, and what it chooses:
- easy finds a word less and less often as the letters grow and says the first it finds;
- medium finds one more often and says one at random;
- hard nearly always finds one, and says the word (and letter) that leaves the next player
  the fewest words: the last to make a word takes the marker.
A round's first word: a syllable and a letter from a random place, a word holding them.
Whether it finds one is a pure function of the position and the decision's luck, so the
think time and the move agree.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.verbalia.chains.engine import code
from logomachy.games.verbalia.chains.llavograma import (
    Llavograma,
    LlavogramaState,
    Say,
    new_letters,
    next_rows,
    word_table,
)
from logomachy.games.verbalia.pieces.syllables import tile
from logomachy.kernel import Game, Move, Pass, Rng

#: Chance of finding a word with two letters chosen, and how much it drops per letter more.
FIND = {"easy": (0.85, 0.12), "medium": (0.95, 0.08), "hard": (1.0, 0.02)}
LEAST_CHANCE = {"easy": 0.05, "medium": 0.15, "hard": 0.7}
LOOKS_AHEAD = 4  # candidates hard weighs by what they leave the next player
LETTERS_AHEAD = 2  # ... and each by its first two new letters
THINK = {"easy": 8.0, "medium": 6.0, "hard": 4.0}  # seconds a found word takes, at most


def luck(*facts: object) -> float:
    """A number in [0, 1) fixed by the position: the same for the think time and the move."""
    return Rng.from_seed(zlib.crc32(repr(facts).encode()), "llavograma-bot").random()


class LlavogramaBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    def _decide(self, game: Llavograma, state: LlavogramaState, seat: int, seed: int) -> Move:
        key = (seat, state.round, state.turns, tuple(state.chosen), seed)
        if not state.syllable:
            return self._open(state, key)
        first, drop = FIND[self.strength]
        chance = max(LEAST_CHANCE[self.strength], first - drop * (len(state.chosen) - 1))
        if luck(key, "find") >= chance:
            return Pass()
        rows = game.words_now(state)
        if not len(rows):
            return Pass()
        if self.strength == "easy":
            row = int(rows[int(luck(key, "at") * min(len(rows), 20))])
        elif self.strength == "medium":
            row = int(rows[int(luck(key, "at") * len(rows))])
        else:
            return self._best(state, rows, key)
        return self._say(state, row, key)

    def _say(self, state: LlavogramaState, row: int, key: tuple[object, ...]) -> Say:
        word, _ = word_table().word(row)
        letters = new_letters(row, state.chosen, state.letters)
        return Say(word=word, letter=letters[int(luck(key, "letter") * len(letters))])

    def _best(self, state: LlavogramaState, rows: Any, key: tuple[object, ...]) -> Say:
        start = int(luck(key, "at") * len(rows))
        picks = [int(rows[(start + i) % len(rows)]) for i in range(min(LOOKS_AHEAD, len(rows)))]
        best: tuple[int, str, str] | None = None
        for row in picks:
            word, tiles = word_table().word(row)
            for letter in new_letters(row, state.chosen, state.letters)[:LETTERS_AHEAD]:
                left = list(state.letters)
                left.remove(letter)
                said = [*state.said, code(tiles)]
                replies = len(next_rows(state.syllable, [*state.chosen, letter], left, said))
                if best is None or replies < best[0]:
                    best = (replies, word, letter)
        assert best is not None
        return Say(word=best[1], letter=best[2])

    def _open(self, state: LlavogramaState, key: tuple[object, ...]) -> Move:
        """A syllable from a random place, a letter of a word holding it."""
        numbers = sorted(state.syllables)
        start = int(luck(key, "syllable") * len(numbers))
        for i in range(len(numbers)):
            number = numbers[(start + i) % len(numbers)]
            syllable = tile(number).sides[0]
            found = next_rows(syllable, [], state.letters, [])
            if not len(found):
                continue
            row = int(found[int(luck(key, "word") * len(found))])
            word, _ = word_table().word(row)
            letters = new_letters(row, [], state.letters)
            letter = letters[int(luck(key, "letter") * len(letters))]
            return Say(word=word, letter=letter, syllable=syllable)
        return Pass()

    # -- the Bot protocol ----------------------------------------------------------------------
    # Neither method draws from `rng`: both read its state as the decision's luck.
    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, Llavograma) and isinstance(state, LlavogramaState)
        return self._decide(game, state, seat, rng.state)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        timer = game.timer(state)
        most = THINK[self.strength]
        if timer is not None:
            most = min(most, float(timer.seconds) * 0.8)
        return most * (0.4 + 0.6 * luck(rng.state, "think"))


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: LlavogramaBot("easy"),
    "medium": lambda: LlavogramaBot("medium"),
    "hard": lambda: LlavogramaBot("hard"),
}
