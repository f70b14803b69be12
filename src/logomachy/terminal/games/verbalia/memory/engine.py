"""The screen of the memory games (`memory/engine.py`'s `MemoryGame`): each square with its
face-down tiles shown by their backs, the words kept, what to type."""

from __future__ import annotations

from typing import Any

from logomachy.kernel import Game
from logomachy.terminal.lines import game_over_lines


def render(game: Game[Any], view: dict[str, Any]) -> str:
    lines = [f"{game.meta.title} — scores {view['scores']}"]
    for n, sq in enumerate(view["squares"]):
        size = sq["size"]
        lines.append(f"  square {n + 1}:  " + " ".join(f"{chr(97 + c):>4}" for c in range(size)))
        for r in range(size):
            row = []
            for cell in sq["cells"][r * size : (r + 1) * size]:
                if cell is None:
                    row.append("   ·")
                elif not cell["down"]:
                    row.append(f"{cell['syllable']:>4}")
                else:
                    row.append(f"{(cell.get('back') or '').lower() or '▒▒':>4}")
            lines.append(f"  {r + 1:>9}  " + " ".join(row))
    for k in view["kept"]:
        lines.append(f"  seat {k['seat'] + 1}: {k['word']} ({'-'.join(k['syllables'])})")
    you = view.get("you")
    if you and you["to_act"]:
        square = "[square] " if view["one_each"] else ""
        if len(view["turned"]) < view["needed"]:
            lines.append(
                f"  → turn {square}CELL (like a1)" + ("  — or stop" if not view["turned"] else "")
            )
        else:
            lines.append(
                "  → form WORD — or turn-down"
                + ("  — or repico WORD" if view["repicos"] and not view["repico"] else "")
            )
    return "\n".join(lines + game_over_lines(view))
