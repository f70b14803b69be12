"""Baixagrama's screen: the round, the country, each seat's points and words."""

from __future__ import annotations

from typing import Any

from logomachy.kernel import Game
from logomachy.terminal.games.verbalia.coast.engine import sea_lines
from logomachy.terminal.lines import game_over_lines


def render(game: Game[Any], view: dict[str, Any]) -> str:
    lines = sea_lines(game, view)
    for s, score in enumerate(view["scores"]):
        words = ", ".join(w["word"] for w in view["words"] if w["seat"] == s)
        lines.append(f"  seat {s + 1}: {score:>3} pts   {words}")
    you = view.get("you")
    if you and you["to_act"]:
        lines.append("  → form WORD [region region ...] — or pass")
    return "\n".join(lines + game_over_lines(view))
