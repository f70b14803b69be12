"""Brodasíl·laB bots: everything they read is public (the letters on the table, the syllables
and words in front of each player). A bot asks the referee's search (`options_for`: every word
one of its words or syllables can become with a letter left on the table) and "knows" only the
words common enough for its strength (Zipf frequency). It forms one word a decision, after a
think time that shrinks with strength, and says it is done when it knows no more; a slow bot
loses words to the play's minute, exactly as a slow player does.

Choices: easy the most common word of the first word it can grow; medium a random one of the
three most common over all its words; hard looks one play ahead and grows the word into the
one with the most ways to grow next (the most common among equals), so its words last longer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.verbalia.chains.brodasillab import Brodasillab, BrodaState, Done, Form, growths
from logomachy.games.verbalia.chains.engine import has_run, syllable_tiles_of
from logomachy.games.verbalia.pieces.syllables import tile
from logomachy.games.verbalia.races.engine import zipf
from logomachy.kernel import Game, Move, Rng

KNOWS = {"easy": 3.5, "medium": 2.5, "hard": 1.0}  # the rarest word known (Zipf)
THINK = {"easy": (7.0, 16.0), "medium": (4.0, 10.0), "hard": (2.0, 6.0)}  # seconds a word
LOOK_AHEAD = 12  # hard: the most common candidates weighed by their next growths
DONE_SECONDS = 1.0


class BrodaBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    def known(
        self, game: Brodasillab, state: BrodaState, seat: int
    ) -> list[tuple[int, str, tuple[str, ...]]]:
        floor = KNOWS[self.strength]
        return [
            (slot, word, tiles)
            for slot, word, tiles, _ in game.options_for(state, seat)
            if zipf(word) >= floor
        ]

    def plan(self, game: Brodasillab, state: BrodaState, seat: int, rng: Rng) -> Move:
        known = self.known(game, state, seat)
        if not known:
            return Done()
        known.sort(key=lambda k: (-zipf(k[1]), k[0], k[1]))
        if self.strength == "easy":
            first = min(k[0] for k in known)
            slot, word, _ = next(k for k in known if k[0] == first)
        elif self.strength == "medium":
            slot, word, _ = rng.choice(known[:3])
        else:
            mine = state.slots[seat]

            def ahead(k: tuple[int, str, Any]) -> int:
                s = mine[k[0]]
                sides = [s.side] if s.side is not None else list(range(len(tile(s.tile).sides)))
                runs = [syllable_tiles_of(tile(s.tile).side(x)) for x in sides]
                fitting = [r for r in runs if has_run(k[2], r)]
                return max((len(growths(k[2], r)) for r in fitting), default=0)

            slot, word, _ = max(known[:LOOK_AHEAD], key=ahead)
        return Form(word, slot + 1)

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, Brodasillab) and isinstance(state, BrodaState)
        return self.plan(game, state, seat, rng)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        assert isinstance(game, Brodasillab) and isinstance(state, BrodaState)
        if not self.known(game, state, seat):
            return DONE_SECONDS
        low, high = THINK[self.strength]
        return low + (high - low) * rng.random()


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: BrodaBot("easy"),
    "medium": lambda: BrodaBot("medium"),
    "hard": lambda: BrodaBot("hard"),
}
