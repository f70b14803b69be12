"""The log line every Verbàlia game ends with."""

from __future__ import annotations

from logomachy.kernel import Event, Result


def end_event(result: Result, why: str = "", *, why_in_data: bool = False) -> Event:
    """The log's last line: who wins (ties share victory: the rulebooks name no tie-break
        unless a game's result says one). `why_in_data`: the reason is in the event's data too (as
    the wood's games have always logged it)."""
    winners = ", ".join(f"seat {w + 1}" for w in result.winners)
    verb = "wins" if len(result.winners) == 1 else "share the win"
    return Event(
        "end",
        f"The game ends{': ' + why if why else ''}; {winners} {verb}.",
        {
            "winners": list(result.winners),
            "scores": list(result.scores),
            **({"why": why} if why_in_data else {}),
        },
    )
