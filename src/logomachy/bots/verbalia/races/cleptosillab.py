"""Cleptosíl·laB bots: all read the middle (face up) and the referee's search of the words formed
with its syllables (`words_in_middle`, most syllables first). A bot knows the words common
enough for its strength; the hard one says the longest it knows (it takes more), the others a
random one of the three most common they know; the think time shrinks with strength. A bot
that knows no word passes late in the wait.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.verbalia.races.cleptosillab import Cleptosillab, CleptoState
from logomachy.games.verbalia.races.engine import Say, zipf
from logomachy.kernel import Game, Move, Pass, Rng

KNOWS = {"easy": 4.0, "medium": 3.0, "hard": 1.5}  # the rarest word known (Zipf)
THINK = {"easy": (5.0, 11.0), "medium": (3.0, 8.0), "hard": (1.0, 5.0)}  # seconds
GIVE_UP = (0.6, 0.95)  # share of the wait


class CleptoBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    def known(self, game: Cleptosillab, state: CleptoState) -> list[str]:
        floor = KNOWS[self.strength]
        return [w for w, _ in game.words_in_middle(state) if zipf(w) >= floor]

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, Cleptosillab) and isinstance(state, CleptoState)
        known = self.known(game, state)
        if not known:
            return Pass()
        if self.strength == "hard":
            return Say(known[0].upper())
        common = sorted(known, key=lambda w: -zipf(w))[:3]
        return Say(rng.choice(common).upper())

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        assert isinstance(game, Cleptosillab) and isinstance(state, CleptoState)
        if not self.known(game, state):
            low, high = GIVE_UP
            return float(state.options["wait_seconds"]) * (low + (high - low) * rng.random())
        low, high = THINK[self.strength]
        return low + (high - low) * rng.random()


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: CleptoBot("easy"),
    "medium": lambda: CleptoBot("medium"),
    "hard": lambda: CleptoBot("hard"),
}
