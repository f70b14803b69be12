"""Lines more than one screen ends with: who won, the final scores."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def seats_text(seats: list[int]) -> str:
    """Seats as the screens name them: "seat 1, seat 3"."""
    return ", ".join(f"seat {s + 1}" for s in seats)


def game_over_lines(view: Mapping[str, Any]) -> list[str]:
    """A board's last line once the game is over: the winners (none before)."""
    if not view.get("result"):
        return []
    return ["  game over: " + seats_text(view["result"]["winners"])]


def final_line(result: Mapping[str, Any]) -> str:
    """The last line of a game of its own: a view's `result` (scores and winners)."""
    scores = ", ".join(f"seat {s + 1} {p}" for s, p in enumerate(result["scores"]))
    return f"Final: {scores}; winner(s): {seats_text(result['winners'])}"
