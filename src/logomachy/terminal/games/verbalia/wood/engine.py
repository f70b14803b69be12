"""The wood as text (`render_wood`), which every game of the wood draws, and the screen of the
games that place a tile of the hand on a tree (`wood/engine.py`'s `PlacingGame`)."""

from __future__ import annotations

from typing import Any

from logomachy.kernel import Game
from logomachy.terminal.lines import game_over_lines


def render_wood(view: dict[str, Any], title: str) -> str:
    """The wood as text: one line a row of trees, a rule between strips, values at the left."""
    layout = view["wood"]
    columns, per = layout["columns"], layout["rows_per_strip"]
    syllables = view["syllables"]
    covered = view.get("covered") or [False] * len(syllables)
    lines = [title, "        " + " ".join(f"{chr(ord('a') + c):>4}" for c in range(columns))]
    for r in range(layout["strips"] * per):
        if r % per == 0:
            lines.append(f"  x{layout['multipliers'][r // per]} " + "-" * (5 * columns))
        row = []
        for c in range(columns):
            i = r * columns + c
            text = syllables[i] or "."
            row.append(f"{'·' if covered[i] else text:>4}")
        lines.append(f"  {r + 1:>4}  " + " ".join(row))
    for s, score in enumerate(view["scores"]):
        lines.append(f"  seat {s + 1}: {score:>3} pts")
    return "\n".join(lines + game_over_lines(view))


class PlacingScreen:
    """The wood and the bag, what the game adds below it (`more`), the viewer's tiles (named
    as the game names them: `yours`) and, on their turn, what to type (`prompt`)."""

    def __init__(self, yours: str, prompt: str) -> None:
        self.yours = yours
        self.prompt = prompt

    def render(self, game: Game[Any], view: dict[str, Any]) -> str:
        text = render_wood(view, f"{game.meta.title} — bag {view['bag']}") + self.more(view)
        you = view.get("you")
        if you:
            hand = ", ".join(f"{h['tile']}: {'/'.join(h['sides'])}" for h in you["hand"])
            text += f"\n  your {self.yours}: {hand}"
            if you["to_act"]:
                text += f"\n  → {self.prompt}"
        return text

    def more(self, view: dict[str, Any]) -> str:
        """What the game's text adds below the wood (nothing, or its runs)."""
        return ""
