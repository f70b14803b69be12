"""XaVograma bots (the country family's: `verbalia_country.XavoBot`)."""

from __future__ import annotations

from logomachy.bots.verbalia_country import XAVO_BOTS as BOTS

__all__ = ["BOTS"]
