"""The screen of the containing games (`containing/engine.py`'s `ContainGame`): the letters
chosen so far, the last word, the letters on the table, the markers."""

from __future__ import annotations

from typing import Any

from logomachy.kernel import Game
from logomachy.terminal.games.verbalia.chains.engine import pool_line
from logomachy.terminal.lines import game_over_lines


def render(game: Game[Any], view: dict[str, Any]) -> str:
    lines = [
        f"{game.meta.title} — round {view['round']}, first to {view['goal']} markers",
        "  letters so far: " + (" ".join(view["chosen"]) or "(none)"),
        f"  last word: {view['word'] or '(none yet)'}",
    ]
    if view["pool"] is not None:
        lines.append("  on the table: " + pool_line(view["pool"]))
    if view["drawn"]:
        lines.append(f"  letter drawn: {view['drawn']}")
    for s, markers in enumerate(view["markers"]):
        flag = " (out)" if view["out"][s] else ""
        lines.append(f"  seat {s + 1}: {markers} markers{flag}")
    you = view.get("you")
    if you and you["to_act"]:
        lines.append("  → say WORD" + (" LETTER" if view["choose_letter"] else "") + " — or pass")
    return "\n".join(lines + game_over_lines(view))
