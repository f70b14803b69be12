"""Bots of Verbàlia's syllable races (Oscíl·laB, Aparellasíl·laB) and syllable lists
(Grafosíl·laB, Bigrafosíl·laB).

All read the two syllables in the middle (public) and ask the referee's dictionary search for
the words of the shape (`RaceGame.words_for`, most common first). A bot "knows" only the words
common enough for its strength (Zipf frequency), so an easy bot often finds nothing, and it
answers after a think time that shrinks with strength; a bot that knows no word gives up late
in the race. The race goes to whoever answers first, exactly as with people.

In the list games a bot writes, in one go and after a share of the minute, up to a number of
the words it knows (by strength), chosen at random so that it sometimes writes a word nobody
else does; then it says it is done.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from logomachy.bots.base import Bot
from logomachy.bots.human_time import between, reading
from logomachy.games.verbalia.lists.engine import Done, Write
from logomachy.games.verbalia.races.engine import RaceGame, RaceState, Say
from logomachy.games.verbalia.races.pair_lists import PairListGame, PairListState
from logomachy.kernel import Game, Move, Pass, Rng
from logomachy.lexicon import lexicon

#: The rarest word (Zipf frequency) a bot of each strength knows.
KNOWS = {"easy": 3.0, "medium": 2.0, "hard": 0.0}
#: Seconds to find a known word: (fastest, slowest).
THINK = {"easy": (8.0, 25.0), "medium": (5.0, 15.0), "hard": (2.0, 8.0)}
#: When a bot that knows no word gives up, as a share of the race's time.
GIVE_UP = (0.5, 0.9)
#: List games: words written in a round, and the share of the minute it takes.
LIST_WORDS = {"easy": 2, "medium": 4, "hard": 8}
WRITE_SHARE = {"easy": (0.5, 0.95), "medium": (0.35, 0.8), "hard": (0.2, 0.6)}


class RaceBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    def known(self, game: RaceGame | PairListGame, state: Any) -> list[str]:
        frequency = lexicon("ca").frequency
        floor = KNOWS[self.strength]
        return [w for w in game.words_for(state) if frequency(w) >= floor]

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        if isinstance(game, PairListGame):
            return self.write(game, state, seat, rng)
        assert isinstance(game, RaceGame) and isinstance(state, RaceState)
        known = self.known(game, state)
        if not known:
            return Pass()
        return Say(rng.choice(known[:3]).upper())

    def write(self, game: PairListGame, state: PairListState, seat: int, rng: Rng) -> Move:
        if state.lists[seat]:
            return Done()  # the list is written: say so
        known = self.known(game, state)
        if not known:
            return Done()
        chosen = rng.sample(known, min(LIST_WORDS[self.strength], len(known)))
        return Write(tuple(w.upper() for w in chosen))

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        """A race: read the two syllables, then find a word (easy and medium answer no sooner
        than 14 s and 9 s: an attentive person is first); giving up comes late. A list: a
        share of the minute."""
        if isinstance(game, PairListGame):
            assert isinstance(state, PairListState)
            if state.lists[seat]:
                return 1.0
            share = between(rng, *WRITE_SHARE[self.strength])
            return float(state.options["write_seconds"]) * share
        assert isinstance(game, RaceGame) and isinstance(state, RaceState)
        if not self.known(game, state):
            return float(state.options["race_seconds"]) * between(rng, *GIVE_UP)
        return reading(self.strength) + between(rng, *THINK[self.strength])


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: RaceBot("easy"),
    "medium": lambda: RaceBot("medium"),
    "hard": lambda: RaceBot("hard"),
}
