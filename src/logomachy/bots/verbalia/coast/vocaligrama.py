"""Vocaligrama bots (the country family's: `verbalia_country.VocaliBot`)."""

from __future__ import annotations

from logomachy.bots.verbalia.coast.engine import VOCALI_BOTS as BOTS

__all__ = ["BOTS"]
