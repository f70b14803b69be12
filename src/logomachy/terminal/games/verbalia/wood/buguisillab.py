"""Buguisíl·laB's screen: the wood (covered trees dotted) and the round."""

from __future__ import annotations

from typing import Any

from logomachy.kernel import Game
from logomachy.terminal.games.verbalia.wood.engine import render_wood


def render(game: Game[Any], view: dict[str, Any]) -> str:
    return render_wood(view, f"{game.meta.title} — round {view['round']}/{view['rounds']}")
