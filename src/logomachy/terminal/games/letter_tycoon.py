"""Letter Tycoon's screen: the log, each seat's money, stock and patents, the patents for sale,
the goal, the pool, your hand and what to type."""

from __future__ import annotations

from typing import Any

from logomachy.i18n.render import money
from logomachy.kernel import Game

PROMPTS = {
    "build": "play WORD (or WORD:sources), swap L (Q patent), or pass",
    "challenge": "challenge, or pass",
    "buy": "buy L (a letter you just played), or pass",
    "discard": "discard LETTERS to replace them, or just discard to keep your hand",
    "penalty": "discard L (one card, the penalty)",
}


def render(game: Game[Any], view: dict[str, Any]) -> str:
    lines = []
    for line in view.get("log", []):
        lines.append(f"  {line}")
    lines.append("")
    owners = view.get("patents", {})
    for s in range(view["players"]):
        mine = "".join(ch for ch, o in owners.items() if o == s)
        marker = ">" if s == view["active"] else " "
        lines.append(
            f"{marker} seat {s + 1}{' (you)' if s == view.get('seat') else ''}: "
            f"{money(view['money'][s])}, {view['stock'][s]} stock, patents {mine or '-'} "
            f"({money(view['patent_values'][s])}) = {view['scores'][s]}"
        )
    costs = view["costs"]
    free = " ".join(f"{ch}{money(c)}" for ch, c in costs.items() if ch not in owners)
    abilities = " ".join(view["abilities"])
    lines.append(f"  patents for sale: {free or 'none'}   (abilities: {abilities})")
    goal = view["goal"]
    count = f", at least {goal['min_patents']} of them" if goal["min_patents"] else ""
    lines.append(
        f"  goal: patents worth {money(goal['patent_value'])}{count}"
        + ("   FINAL ROUND" if view["final_round"] else "")
    )
    pool = " ".join(ch or "_" for ch in view["pool"])
    lines.append(f"  pool: {pool}    deck: {view['deck']} cards")
    if view.get("hand") is not None:
        lines.append(f"  your hand: {' '.join(view['hand'])}")
    if view["words"]:
        lines.append(f"  on the table: {' + '.join(view['words'])}")
    if view["stage"] == "over":
        lines.append(f"  game over; winners: {', '.join(str(w + 1) for w in view['winners'])}")
    elif view.get("seat") in view["to_act"]:
        lines.append(f"  your move: {PROMPTS[view['stage']]}")
    return "\n".join(lines)
