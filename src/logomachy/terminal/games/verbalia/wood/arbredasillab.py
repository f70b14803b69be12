"""ArBredasíl·laB's screen: the wood, your tiles and what to type."""

from __future__ import annotations

from logomachy.terminal.games.verbalia.wood.engine import PlacingScreen

render = PlacingScreen("tiles", "place TILE SYLLABLE TREE (e.g. place 17 TA e7) — or show").render
