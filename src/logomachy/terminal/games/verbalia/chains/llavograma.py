"""LlaVograma's screen: the syllable, the letters chosen, the last word, the markers."""

from __future__ import annotations

from typing import Any

from logomachy.kernel import Game
from logomachy.terminal.games.verbalia.chains.engine import pool_line
from logomachy.terminal.lines import game_over_lines


def render(game: Game[Any], view: dict[str, Any]) -> str:
    lines = [
        f"{game.meta.title} — round {view['round']} (first to {view['goal']} markers)",
        f"  syllable: {view['syllable'] or '(to choose)'}   letters: "
        + (" ".join(view["chosen"]) or "(none yet)"),
        f"  last word: {view['word'] or '(none yet)'}",
        "  letters left: " + pool_line(view["pool"]),
    ]
    for s, m in enumerate(view["markers"]):
        lines.append(f"  seat {s + 1}: {m} marker{'s' if m != 1 else ''}")
    you = view.get("you")
    if you and you["to_act"]:
        lines.append(
            "  → say LETTER SYLLABLE WORD — or pass"
            if view["choose_syllable"]
            else "  → say LETTER WORD — or pass"
        )
    return "\n".join(lines + game_over_lines(view))
