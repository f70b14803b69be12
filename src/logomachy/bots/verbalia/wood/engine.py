"""Verbàlia bots for the games on the wood (l'arbreda).

Buguisíl·laB (everything public): all ask `words_left` for every word still readable;
- easy: a short common word (two or three syllables: the most frequent of a dozen it notices),
  slowly, so it sometimes runs out of its thirty seconds;
- medium: a random word among the longer half of what is left;
- hard: the longest word (among equals the first alphabetically), quickly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.verbalia.wood import buguisillab as bugui
from logomachy.kernel import Game, Move, Rng
from logomachy.lexicon import lexicon

# Think times in seconds (low, high): the turn lasts 30 s; easy sometimes misses it.
THINK_SECONDS = {"easy": (10.0, 34.0), "medium": (7.0, 24.0), "hard": (4.0, 16.0)}
EASY_LONGEST = 3  # easy looks for words of at most this many syllables
EASY_NOTICES = 12  # ... notices this many of them
EASY_CHOICES = 3  # ... and picks among the most frequent few


def _common(found: list[tuple[str, tuple[int, ...]]], rng: Rng) -> tuple[str, tuple[int, ...]]:
    """What a person spots: a few short words, the most common of them."""
    short = [f for f in found if len(f[1]) <= EASY_LONGEST] or found[-1:]
    noticed = rng.sample(short, min(EASY_NOTICES, len(short)))
    frequency = lexicon("ca").frequency
    ranked = sorted(noticed, key=lambda f: (-frequency(f[0]), f[0]))
    return rng.choice(ranked[:EASY_CHOICES])


class BuguisillabBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, bugui.Buguisillab)
        assert isinstance(state, bugui.BuguisillabState)
        found = [(w, p) for w, p in game.words_left(state).items() if len(p) <= state.markers]
        if not found:
            return bugui.Pass()
        if self.strength == "hard":
            word, trees = found[0]
        elif self.strength == "medium":
            cut = (len(found[0][1]) + len(found[-1][1]) + 1) // 2
            word, trees = rng.choice([f for f in found if len(f[1]) >= cut])
        else:
            word, trees = _common(found, rng)
        return bugui.Announce(word.upper(), trees)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        low, high = THINK_SECONDS[self.strength]
        return low + (high - low) * rng.random()


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: BuguisillabBot("easy"),
    "medium": lambda: BuguisillabBot("medium"),
    "hard": lambda: BuguisillabBot("hard"),
}
