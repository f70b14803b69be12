"""Baulasíl·laB's screen: the wood, each strip's run (open or closed, and why), your syllables
and what to type."""

from __future__ import annotations

from typing import Any

from logomachy.terminal.games.verbalia.wood.engine import PlacingScreen


class BaulasillabScreen(PlacingScreen):
    def more(self, view: dict[str, Any]) -> str:
        return "".join(
            f"\n  strip {run['strip'] + 1}: {run['run']} — "
            + (f"closed ({run['why']})" if run["closed"] else "open")
            for run in view["runs"]
        )


render = BaulasillabScreen(
    "syllables", "place TILE SYLLABLE TREE (e.g. place 17 TA b8) — or swap, pass"
).render
