"""Log lines and the end of a game, for the games of their own (no family engine to do it).

A log line is a kernel `Event`: its kind names the template a page renders it with
(`event.<game>.<kind>`), its data fill that template, and its English text is the terminal's.
Game-independent: what each line says is the game's.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from logomachy.kernel import Event, Result


def note(state: Any, kind: str, text: str, **data: Any) -> None:
    """Adds a line everyone may read to `state.log`."""
    state.log.append(Event(kind, text, data))


def tell(state: Any, seats: Iterable[int], kind: str, text: str, **data: Any) -> None:
    """Adds a line only `seats` may read to `state.log` (the cards a player drew)."""
    state.log.append(Event(kind, text, data, list(seats)))


def game_over(state: Any, result: Result) -> None:
    """The log's last line: every seat's score; the winners are the seats it names."""
    scores = ", ".join(f"seat {s + 1}: {p}" for s, p in enumerate(result.scores))
    note(
        state,
        "end",
        f"The game is over. {scores}",
        scores=list(result.scores),
        winners=list(result.winners),
        seats=list(result.winners),
    )
