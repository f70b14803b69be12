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
        {seat}'s turn", rule="turns", seat=2)`. A list parameter stays a list (each language
        joins it its own way); the English `reason` joins it here."""
        english = {k: english_list(k, v) for k, v in params.items()}
        return cls(message.format(**english), rule, message=message, params=params)

    def under(self, rule: str) -> IllegalMove:
        """The same refusal filed under `rule` (for one that names none)."""
        return IllegalMove(self.reason, rule, message=self.message, params=self.params)


# List parameters read as alternatives ("play or pass"); the others as a set ("A, B, C").
# `action`/`actions` are moves named in the reader's language (a "verb" of the catalogue);
# `verb`/`verbs` are the notation a player types, shown as typed.
ALTERNATIVES = frozenset({"verbs", "actions", "choices"})


def english_list(name: str, value: Any) -> Any:
    if not isinstance(value, list | tuple):
        return value
    return (" or " if name in ALTERNATIVES else ", ").join(str(v) for v in value)


class BadRecord(ValueError):
    """A record that cannot be read or replayed."""
