"""ReVoltagrama's screen: the phase in the heading, the letters in every hand, the moves open."""

from __future__ import annotations

from typing import Any

from logomachy.terminal.games.verbalia.chains.engine import GrowScreen


class RevoltagramaScreen(GrowScreen):
    def heading(self, view: dict[str, Any]) -> str:
        return f", {view['phase']}"

    def seat_text(self, view: dict[str, Any], seat: int) -> str:
        return "  " + " ".join(view["hands"][seat]) + super().seat_text(view, seat)

    def you_lines(self, you: dict[str, Any]) -> list[str]:
        if not you["actions"]:
            return []
        return ["  → " + " — or ".join(a if a != "form" else "form WORD" for a in you["actions"])]


render = RevoltagramaScreen().render
