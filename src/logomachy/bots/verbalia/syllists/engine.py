"""Bots of the syllable-board list games (Ruscosíl·laB, Vermisíl·laB): each writes its whole
list in one go, then says it is done.

All read the board their seat sees and take every word on it (`words_found`, most syllables
first). Easy notices a few short, common words (which others often write too, so they
cancel); medium a handful from the longer half; hard many of the longest at random, so that two
hard bots seldom cancel each other. Writing takes a share of the time allowed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.verbalia.lists.engine import Done, Write
from logomachy.games.verbalia.syllists.engine import SyllableListGame, SyllableListState
from logomachy.kernel import Game, Move, Rng
from logomachy.lexicon import lexicon

#: Words written in a round, and the share of the writing time it takes, by strength.
LIST_WORDS = {"easy": 4, "medium": 8, "hard": 14}
WRITE_SHARE = {"easy": (0.5, 0.95), "medium": (0.35, 0.8), "hard": (0.2, 0.6)}
EASY_SYLLABLES = 2  # easy looks for words of two syllables ...
EASY_NOTICES = 10  # ... and notices this many of them


class SyllableListBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, SyllableListGame) and isinstance(state, SyllableListState)
        if state.lists[seat]:
            return Done()  # the list is written: say so
        found = [(w, len(p)) for w, p in game.words_found(state)]
        if not found:
            return Done()
        count = LIST_WORDS[self.strength]
        if self.strength == "easy":
            short = [w for w, n in found if n <= EASY_SYLLABLES] or [found[-1][0]]
            noticed = rng.sample(short, min(EASY_NOTICES, len(short)))
            frequency = lexicon("ca").frequency
            chosen = sorted(noticed, key=lambda w: (-frequency(w), w))[:count]
        elif self.strength == "medium":
            half = [w for w, _ in found[: max(1, len(found) // 2)]]
            chosen = rng.sample(half, min(count, len(half)))
        else:
            longest = [w for w, _ in found[: count * 2]]
            chosen = rng.sample(longest, min(count, len(longest)))
        written = list(dict.fromkeys(game.check_word(state, w) for w in chosen))
        return Write(tuple(written))

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        assert isinstance(game, SyllableListGame) and isinstance(state, SyllableListState)
        if state.lists[seat]:
            return 1.0
        timer = game.timer(state)
        seconds = float(timer.seconds) if timer else 60.0
        low, high = WRITE_SHARE[self.strength]
        return seconds * (low + (high - low) * rng.random())


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: SyllableListBot("easy"),
    "medium": lambda: SyllableListBot("medium"),
    "hard": lambda: SyllableListBot("hard"),
}
