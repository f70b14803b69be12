"""The screen of the games that grow one word (`chains/engine.py`'s `GrowGame`): the heading,
the word, a line a seat, what to type; each game adds its own lines through the hooks."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from logomachy.kernel import Game
from logomachy.terminal.lines import game_over_lines


def pool_line(pool: Mapping[str, int]) -> str:
    """Face-up letters (a view's `pool`: tile -> count) as the screens show them: A×3 B×1 ..."""
    return " ".join(f"{t}×{n}" for t, n in pool.items())


class GrowScreen:
    """The text of a growing word; the hooks say what a game adds."""

    def render(self, game: Game[Any], view: dict[str, Any]) -> str:
        lines = [
            f"{game.meta.title} — round {view['round']}/{view['rounds']}{self.heading(view)}",
            f"  word: {view['word'] or '(none yet)'}",
            *self.table_lines(view),
        ]
        for s, score in enumerate(view["scores"]):
            lines.append(f"  seat {s + 1}: {score:>4} pts{self.seat_text(view, s)}")
        you = view.get("you")
        lines += self.you_lines(you) if you else []
        return "\n".join(lines + game_over_lines(view))

    def heading(self, view: dict[str, Any]) -> str:
        """What the heading adds after the round (the bag, the phase)."""
        return ""

    def table_lines(self, view: dict[str, Any]) -> list[str]:
        """Lines after the word (the letters left)."""
        return []

    def seat_text(self, view: dict[str, Any], seat: int) -> str:
        """What a seat's line adds after its points (its letters; out of the round)."""
        return " (out)" if view["out"][seat] else ""

    def you_lines(self, you: dict[str, Any]) -> list[str]:
        """The viewer's own lines: what they may type."""
        return ["  → form WORD — or pass"] if you["to_act"] else []


render = GrowScreen().render
