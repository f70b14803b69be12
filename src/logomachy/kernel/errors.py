"""Errors a game raises; the only way a move is refused."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class IllegalMove(ValueError):
    """A move the rules forbid. `rule` names the rule (as the rulebook does); `reason` explains.

    A refusal made with `IllegalMove.of` also keeps its message id (the English template,
    `{name}` placeholders) and parameters, so an interface can say it in the viewer's
    language; `reason` is always the English text."""

    def __init__(
        self,
        reason: str,
        rule: str = "",
        *,
        message: str | None = None,
        params: Mapping[str, Any] | None = None,
    ) -> None:
        self.reason = reason
        self.rule = rule
        self.message = reason if message is None else message
        self.params: dict[str, Any] = dict(params or {})
        super().__init__(f"{rule}: {reason}" if rule else reason)

    @classmethod
    def of(cls, message: str, rule: str = "", **params: Any) -> IllegalMove:
        """A refusal from a message id and its parameters: `IllegalMove.of("it is seat
        {seat}'s turn", rule="turns", seat=2)`."""
        return cls(message.format(**params), rule, message=message, params=params)


class BadRecord(ValueError):
    """A record that cannot be read or replayed."""
