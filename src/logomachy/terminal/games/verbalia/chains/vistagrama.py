"""Vistagrama's screen: the letters left under the word."""

from __future__ import annotations

from typing import Any

from logomachy.terminal.games.verbalia.chains.engine import GrowScreen, pool_line


class VistagramaScreen(GrowScreen):
    def table_lines(self, view: dict[str, Any]) -> list[str]:
        return ["  left: " + pool_line(view["pool"])]


render = VistagramaScreen().render
