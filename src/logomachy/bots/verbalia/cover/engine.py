"""Verbàlia bots for the covering games on la plaça (Buguigrama, CaValcagrama).

All read the public square (everything in these games is public) and ask wordfind, through
`words_left`, for every word still readable:
- easy: a short common word (five or six letters: the most frequent of a dozen it notices),
  slowly, so it sometimes runs out of its thirty seconds;
- medium: a random word among the longer half of what is left;
- hard: the best-scoring word (the longest; among equals the first alphabetically), quickly.
Each passes when no word is left (the round then ends for the table).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.verbalia.cover.engine import Announce, CoverGame, CoverState, points
from logomachy.kernel import Game, Move, Pass, Rng
from logomachy.lexicon import lexicon

# Think times in seconds (low, high): the turn lasts 30 s; easy sometimes misses it.
THINK_SECONDS = {"easy": (10.0, 34.0), "medium": (7.0, 24.0), "hard": (4.0, 16.0)}
EASY_LONGEST = 6  # easy looks for words of at most this many letters
EASY_NOTICES = 12  # ... notices this many of them
EASY_CHOICES = 3  # ... and picks among the most frequent few


class CoverBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, CoverGame) and isinstance(state, CoverState)
        found = [(w, cells) for w, cells in game.words_left(state) if len(cells) <= state.markers]
        if not found:
            return Pass()
        if self.strength == "hard":
            word, cells = found[0]  # longest first: the best score
        elif self.strength == "medium":
            longest = len(found[0][1])
            shortest = len(found[-1][1])
            cut = (longest + shortest + 1) // 2
            word, cells = rng.choice([f for f in found if len(f[1]) >= cut])
        else:
            short = [f for f in found if len(f[1]) <= EASY_LONGEST] or found[-1:]
            # A person spots a few words, not all: the most common of a handful it notices.
            noticed = rng.sample(short, min(EASY_NOTICES, len(short)))
            frequency = lexicon("ca").frequency
            ranked = sorted(noticed, key=lambda f: (-frequency(f[0]), f[0]))
            word, cells = rng.choice(ranked[:EASY_CHOICES])
        return Announce(word.upper(), cells)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        low, high = THINK_SECONDS[self.strength]
        return low + (high - low) * rng.random()


def best_word(game: CoverGame, state: CoverState) -> tuple[str, int] | None:
    """The best-scoring word on the square now and its points (post-game analysis, hints)."""
    found = game.words_left(state)
    if not found:
        return None
    word, cells = found[0]
    return word.upper(), points(len(cells))


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: CoverBot("easy"),
    "medium": lambda: CoverBot("medium"),
    "hard": lambda: CoverBot("hard"),
}
