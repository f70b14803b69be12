"""El Soneto bots: easy, medium, hard (see `strategies`); how they judge a claim put to the
vote (`judgment`); the after-game analysis (`analysis`)."""

from __future__ import annotations

from logomachy.bots.el_soneto.strategies import BOTS, SonetoBot, word_table

__all__ = ["BOTS", "SonetoBot", "word_table"]
