"""EsBartigrama's screen: the teams, and a team's own chain, pile and letter drawn."""

from __future__ import annotations

from typing import Any

from logomachy.kernel import Game
from logomachy.terminal.games.verbalia.chains.engine import pool_line
from logomachy.terminal.lines import game_over_lines


def render(game: Game[Any], view: dict[str, Any]) -> str:
    lines = [f"{game.meta.title} — round {view['round']} of {view['rounds']}"]
    for i, t in enumerate(view["teams"]):
        seats = ", ".join(str(s + 1) for s in t["seats"])
        lines.append(
            f"  team {i + 1} (seats {seats}): {t['score']} points, {t['words']} words"
            f"{' (finished)' if t['finished'] else ''}"
        )
    if view["team"] is not None:
        lines.append("  your chain: " + (" ".join(view["chosen"]) or "(none)"))
        lines.append(f"  last word: {view['word'] or '(none yet)'}")
        if view["pool"] is not None:
            lines.append("  your pile: " + pool_line(view["pool"]))
        if view["drawn"]:
            lines.append(f"  letter drawn: {view['drawn']}")
    you = view.get("you")
    if you and you["to_act"]:
        letter = " LETTER" if view["choose_letter"] else ""
        lines.append(f"  → write WORD{letter} — set-aside — finish")
    return "\n".join(lines + game_over_lines(view))
