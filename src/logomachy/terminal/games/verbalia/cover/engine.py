"""The screen of the covering games (`cover/engine.py`'s `CoverGame`): the square with the
covered letters dotted, each seat's words of the round, what to type."""

from __future__ import annotations

from typing import Any

from logomachy.kernel import Game
from logomachy.terminal.lines import game_over_lines


def render(game: Game[Any], view: dict[str, Any]) -> str:
    size = view["size"]
    lines = [
        f"{game.meta.title} — round {view['round']}/{view['rounds']}, "
        f"markers left {view['markers']}"
    ]
    lines.append("     " + " ".join(f"{chr(ord('a') + c):>2}" for c in range(size)))
    for r in range(size):
        row = []
        for c in range(size):
            i = r * size + c
            row.append(" ·" if view["covered"][i] else f"{view['letters'][i]:>2}")
        lines.append(f"  {r + 1:>2} " + " ".join(row))
    for s, score in enumerate(view["scores"]):
        words = ", ".join(
            c["word"] for c in view["claims"] if c["seat"] == s and c["round"] == view["round"]
        )
        lines.append(f"  seat {s + 1}: {score:>3} pts   {words}")
    you = view.get("you")
    if you and you["to_act"]:
        lines.append("  → announce WORD [cells like a1 b2 ...] — or pass")
    return "\n".join(lines + game_over_lines(view))
