"""XaVograma bots (the country family's: `verbalia_country.XavoBot`)."""

from __future__ import annotations

from logomachy.bots.verbalia.coast.engine import XAVO_BOTS as BOTS

__all__ = ["BOTS"]
