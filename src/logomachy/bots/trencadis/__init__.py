"""Trencadís bots: easy, medium, hard (see `strategies`; what they know of words and how
they judge them in `judgment`, the after-game analysis in `analysis`)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from logomachy.bots.base import Bot
from logomachy.bots.trencadis.strategies import TrencadisBot

BOTS: dict[str, Callable[[], Bot]] = {
    strength: partial(TrencadisBot, strength) for strength in ("easy", "medium", "hard")
}

__all__ = ["BOTS", "TrencadisBot"]
