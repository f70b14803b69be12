"""El Soneto's moves, named by the rulebook's verbs; `pass` (make no word this turn) is the
kernel's."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from logomachy import kernel
from logomachy.games.el_soneto.edition import DECKS
from logomachy.games.el_soneto.referee import CATEGORIES
from logomachy.kernel import IllegalMove, Move
from logomachy.kernel import Pass as Pass  # re-exported: El Soneto's pass

SHORT_DECKS = {"g": "gold", "s": "silver", "b": "bronze"}


@dataclass(frozen=True)
class Take(Move):
    """Create a word: take one of the face-up letter cards (position 1, 2, ... in the row)."""

    verb: ClassVar[str] = "take"
    position: int = 0


@dataclass(frozen=True)
class Discard(Move):
    """Create a word: discard one of your valedores to take another face-up letter card."""

    verb: ClassVar[str] = "discard"
    valedor: int = 0
    position: int = 0

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        """`discard #VALEDOR POSITION` (the # is optional)."""
        return super().from_notation([a.lstrip("#") for a in args])


@dataclass(frozen=True)
class Write(Move):
    """Create a word: lay your cards face down and take the next turn-order card.

    `cards`: the letters of the letter cards used; `vowels`: literato cards used (their vowels);
    `doubled`: one letter per Lope de Vega card used (the letter card it makes count twice);
    `category`: noun | adjective | verb, or "" to let the referee pick the best reading. With
    no cards at all the referee commits the most cards the word can use.
    """

    verb: ClassVar[str] = "write"
    word: str = ""
    cards: str = ""
    vowels: str = ""
    doubled: str = ""
    category: str = ""

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        """`write WORD LETTERS [+VOWELS] [*DOUBLED] [as CATEGORY]`."""
        if not args:
            raise IllegalMove.of("write which word?", rule="move format")
        word, rest = args[0], list(args[1:])
        cards, vowels, doubled, category = "", "", "", ""
        while rest:
            token = rest.pop(0)
            if token.lower() == "as" and rest:
                category = rest.pop(0).lower()
                if category not in CATEGORIES:
                    raise IllegalMove.of(
                        "the categories are {categories}",
                        rule="move format",
                        categories=", ".join(CATEGORIES),
                    )
            elif token.startswith("+"):
                vowels += token[1:].upper()
            elif token.startswith("*"):
                doubled += token[1:].upper()
            else:
                cards += token.upper()
        return cls(word.upper(), cards, vowels, doubled, category)

    def notation(self) -> str:
        parts = [self.verb, self.word.upper()]
        if self.cards:
            parts.append(self.cards)
        if self.vowels:
            parts.append("+" + self.vowels)
        if self.doubled:
            parts.append("*" + self.doubled)
        if self.category:
            parts.append(f"as {self.category}")
        return " ".join(parts)


@dataclass(frozen=True)
class Collect(Move):
    """Evaluate a word: the creator's choices — a mentidero for each letter card drawn for
    seals, which valedor to take (0: none) and the semantic devices claimed ("device:word")."""

    verb: ClassVar[str] = "collect"
    aliases: ClassVar[tuple[str, ...]] = ("done",)
    draws: tuple[str, ...] = ()
    valedor: int = 0
    claims: tuple[str, ...] = ()

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        """`collect [gold|silver|bronze|g|s|b ...] [valedor N] [device:WORD ...]`."""
        draws: list[str] = []
        claims: list[str] = []
        valedor = 0
        rest = [a.lower() for a in args]
        while rest:
            token = rest.pop(0)
            if token in DECKS or token in SHORT_DECKS:
                draws.append(SHORT_DECKS.get(token, token))
            elif token == "valedor" and rest and rest[0].lstrip("#").isdigit():
                valedor = int(rest.pop(0).lstrip("#"))
            elif ":" in token:
                claims.append(token)
            else:
                raise IllegalMove.of(
                    "collect takes decks, valedor N and device:WORD claims, not {token}",
                    rule="move format",
                    token=token,
                )
        return cls(tuple(draws), valedor, tuple(claims))

    def notation(self) -> str:
        parts = [self.verb, *self.draws]
        if self.valedor:
            parts += ["valedor", str(self.valedor)]
        parts += list(self.claims)
        return " ".join(parts)


@dataclass(frozen=True)
class Vote(kernel.Vote):
    """Vote on another player's claim of a poetic device (written `vote yes|no`)."""

    def notation(self) -> str:
        return f"vote {'yes' if self.accept else 'no'}"


MOVES: tuple[type[Move], ...] = (Take, Discard, Write, Pass, Collect, Vote)
