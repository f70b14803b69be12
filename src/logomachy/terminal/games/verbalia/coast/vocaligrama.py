"""Vocaligrama's screen: where to begin, the points against the goal, the last word."""

from __future__ import annotations

from typing import Any

from logomachy.kernel import Game


def render(game: Game[Any], view: dict[str, Any]) -> str:
    start = view["start"]
    lines = [
        f"{game.meta.title} — begin in {start['region']}"
        + (f" with {start['consonant']}" if start["consonant"] else "")
    ]
    for s, score in enumerate(view["scores"]):
        lines.append(f"  seat {s + 1}: {score:>3}/{view['goal']} pts")
    if view["last_word"]:
        w = view["last_word"]
        lines.append(f"  last: {w['word']} ({' '.join(w['regions'])})")
    you = view.get("you")
    if you and you["to_act"]:
        lines.append("  → place WORD [region region ...] — or pass")
    return "\n".join(lines)
