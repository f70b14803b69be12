"""The wood's games (Buguisíl·laB, ArBredasíl·laB, BaulasíL·laB, Velosíl·laB): what they share
beyond the board itself (`pieces/arbreda.py`): trees named as players name them, and the wood
drawn as text.
"""

from __future__ import annotations

from typing import Any

from logomachy.games.verbalia.pieces.arbreda import wood
from logomachy.kernel import IllegalMove


def tree_of(name: str) -> int:
    """A tree as a player names it: column letter and row (d8)."""
    tree = wood().tree_named(name)
    if tree is None:
        raise IllegalMove.of(
            "name trees like d8 (column letter, row), not {name}", rule="move format", name=name
        )
    return tree


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
    if view.get("result"):
        winners = ", ".join(f"seat {w + 1}" for w in view["result"]["winners"])
        lines.append(f"  game over: {winners}")
    return "\n".join(lines)
