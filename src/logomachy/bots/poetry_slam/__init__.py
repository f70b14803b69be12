"""Poetry Slam bots: easy, medium, hard (see `strategies`; their poems in `writing`, their
reading of poems in `meaning`, the after-game analysis in `analysis`)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from logomachy.bots.base import Bot
from logomachy.bots.poetry_slam.strategies import PoetrySlamBot

BOTS: dict[str, Callable[[], Bot]] = {
    strength: partial(PoetrySlamBot, strength) for strength in ("easy", "medium", "hard")
}


def warm_up() -> None:
    """Reads and indexes WordNet's meanings (6-8 s) ahead of the first guess: a server
    calls it before it reports ready (`server.warm`)."""
    from logomachy.bots.poetry_slam.meaning import meaning

    meaning()


__all__ = ["BOTS", "PoetrySlamBot", "warm_up"]
