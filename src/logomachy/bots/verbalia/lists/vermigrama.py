"""Vermigrama bots: each writes its whole list in one go, then says it is done.

All read the square and ask wordfind for every word on it (`words_on_square`). How many words
each strength writes, and from where in the list (longest first): easy a few short common ones
(which others often write too, so they cancel), medium a handful from the longer half, hard
many long ones at random, so that two hard bots seldom cancel each other. Writing takes a share
of the time allowed; a slow bot may see the time run out with nothing written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from logomachy.bots.base import Bot
from logomachy.bots.verbalia.cover.engine import EASY_LONGEST, EASY_NOTICES
from logomachy.games.verbalia.lists.vermigrama import Done, Vermigrama, VermigramaState, Write
from logomachy.kernel import Game, Move, Rng
from logomachy.lexicon import lexicon

#: Words written in a round, and the share of the writing time it takes, by strength.
LIST_WORDS = {"easy": 4, "medium": 8, "hard": 14}
WRITE_SHARE = {"easy": (0.5, 0.95), "medium": (0.35, 0.8), "hard": (0.2, 0.6)}


class VermigramaBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, Vermigrama) and isinstance(state, VermigramaState)
        if state.lists[seat]:
            return Done()  # the list is written: say so
        found = game.words_on_square(state)
        if not found:
            return Done()
        count = LIST_WORDS[self.strength]
        if self.strength == "easy":
            short = [w for w, cells in found if len(cells) <= EASY_LONGEST] or [found[-1][0]]
            noticed = rng.sample(short, min(EASY_NOTICES, len(short)))
            frequency = lexicon("ca").frequency
            chosen = sorted(noticed, key=lambda w: (-frequency(w), w))[:count]
        elif self.strength == "medium":
            half = [w for w, _ in found[: max(1, len(found) // 2)]]
            chosen = rng.sample(half, min(count, len(half)))
        else:
            longest = [w for w, _ in found[: count * 3]]
            chosen = rng.sample(longest, min(count, len(longest)))
        return Write(tuple(w.upper() for w in chosen))

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        assert isinstance(state, VermigramaState)
        if state.lists[seat]:
            return 1.0
        low, high = WRITE_SHARE[self.strength]
        return float(state.options["write_seconds"]) * (low + (high - low) * rng.random())


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: VermigramaBot("easy"),
    "medium": lambda: VermigramaBot("medium"),
    "hard": lambda: VermigramaBot("hard"),
}
