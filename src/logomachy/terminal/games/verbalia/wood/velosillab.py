"""Velosíl·laB's screen: the wood, the pot, each seat's pairs of the last round, your
syllables and what to type."""

from __future__ import annotations

from typing import Any

from logomachy.kernel import Game
from logomachy.terminal.games.verbalia.wood.engine import render_wood


def render(game: Game[Any], view: dict[str, Any]) -> str:
    text = render_wood(
        view,
        f"{game.meta.title} — round {view['round']} of {view['rounds']}, bag {view['bag']}",
    )
    if view["pot"]:
        text += "\n  pot: " + ", ".join("/".join(p["sides"]) for p in view["pot"])
    last = view["last_round"]
    if last:
        for s, pairs in enumerate(last["rows"]):
            shown = " ".join(
                f"{p['first']}{p['second']}" + ("" if p["word"] else "✗") for p in pairs
            )
            text += f"\n  round {last['number']}, seat {s + 1}: {shown} → {last['markers'][s]}"
    you = view.get("you")
    if you:
        text += "\n  your syllables: " + ", ".join("/".join(h["sides"]) for h in you["hand"])
        if you["to_act"]:
            text += "\n  → place SYL, draw, take SYL (from the pot), leave SYL [SYL...]"
    return text
