"""SVeVograma's screen: the letters of each region and its word, the middle, the points and
penalties, what to type."""

from __future__ import annotations

from typing import Any

from logomachy.kernel import Game


def render(game: Game[Any], view: dict[str, Any]) -> str:
    lines = [f"{game.meta.title} — {view['stage']}"]
    for region, tiles in view["contents"].items():
        if tiles:
            word = view["words"].get(region, "")
            lines.append(f"  {region:>12}: {' '.join(tiles)}" + (f"  = {word}" if word else ""))
    lines.append("  middle: " + " ".join(f"{t}x{n}" for t, n in view["middle"].items()))
    for s, score in enumerate(view["scores"]):
        lines.append(f"  seat {s + 1}: {score:>3} pts ({view['penalties'][s]} penalties)")
    you = view.get("you")
    if you and "add" in you["actions"]:
        lines.append("  → add LETTER REGION WORD — or pass")
    elif you and "lengthen" in you["actions"]:
        lines.append(f"  → lengthen LETTER WORD ({view['offer']['word']}) — or decline")
    return "\n".join(lines)
