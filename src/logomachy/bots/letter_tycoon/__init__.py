"""Letter Tycoon bots: easy, medium, hard (see `strategies`)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from logomachy.bots.base import Bot
from logomachy.bots.letter_tycoon.strategies import LetterTycoonBot

BOTS: dict[str, Callable[[], Bot]] = {
    strength: partial(LetterTycoonBot, strength) for strength in ("easy", "medium", "hard")
}

__all__ = ["BOTS", "LetterTycoonBot"]
