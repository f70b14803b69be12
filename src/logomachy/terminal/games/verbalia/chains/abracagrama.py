"""ABraçagrama's screen: the bag in the heading, each easel (or its size), your easel."""

from __future__ import annotations

from typing import Any

from logomachy.terminal.games.verbalia.chains.engine import GrowScreen


class AbracagramaScreen(GrowScreen):
    def heading(self, view: dict[str, Any]) -> str:
        return f", bag {view['bag']}"

    def seat_text(self, view: dict[str, Any], seat: int) -> str:
        shown = view["shown_easels"]
        return ", " + (" ".join(shown[seat]) if shown else f"{view['easels'][seat]} letters")

    def you_lines(self, you: dict[str, Any]) -> list[str]:
        return ["  your easel: " + " ".join(you["hand"]), *super().you_lines(you)]


render = AbracagramaScreen().render
