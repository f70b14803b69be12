"""Errors a game raises; the only way a move is refused."""

from __future__ import annotations


class IllegalMove(ValueError):
    """A move the rules forbid. `rule` names the rule (as the rulebook does); `reason` explains."""

    def __init__(self, reason: str, rule: str = "") -> None:
        self.reason = reason
        self.rule = rule
        super().__init__(f"{rule}: {reason}" if rule else reason)


class BadRecord(ValueError):
    """A record that cannot be read or replayed."""
