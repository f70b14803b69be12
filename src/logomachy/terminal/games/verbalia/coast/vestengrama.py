"""Vestengrama's screen: the round and play, the country, the points, the last play's words."""

from __future__ import annotations

from typing import Any

from logomachy.kernel import Game
from logomachy.terminal.games.verbalia.coast.engine import sea_lines
from logomachy.terminal.lines import game_over_lines


def render(game: Game[Any], view: dict[str, Any]) -> str:
    lines = sea_lines(game, view, f", play {view['play']}/{view['plays']}")
    for s, score in enumerate(view["scores"]):
        lines.append(f"  seat {s + 1}: {score:>3} pts")
    if view["last_play"]:
        said = ", ".join(w["word"] for w in view["last_play"]["words"])
        lines.append(f"  last play: {said}")
    you = view.get("you")
    if you and you["to_act"]:
        lines.append("  → propose WORD [region region ...] — or pass")
    return "\n".join(lines + game_over_lines(view))
