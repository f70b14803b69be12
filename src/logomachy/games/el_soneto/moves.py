"""El Soneto's moves, named by the rulebook's verbs."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from logomachy.kernel import Move


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
class Pass(Move):
    """Create a word: make no word this turn (the box is crossed out)."""

    verb: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Collect(Move):
    """Evaluate a word: the creator's choices — a mentidero for each letter card drawn for
    seals, which valedor to take (0: none) and the semantic devices claimed ("device:word")."""

    verb: ClassVar[str] = "collect"
    draws: tuple[str, ...] = ()
    valedor: int = 0
    claims: tuple[str, ...] = ()

    def notation(self) -> str:
        parts = [self.verb, *self.draws]
        if self.valedor:
            parts += ["valedor", str(self.valedor)]
        parts += list(self.claims)
        return " ".join(parts)


@dataclass(frozen=True)
class Vote(Move):
    """Vote on another player's claim of a poetic device."""

    verb: ClassVar[str] = "vote"
    accept: bool = True

    def notation(self) -> str:
        return f"vote {'yes' if self.accept else 'no'}"


MOVES: tuple[type[Move], ...] = (Take, Discard, Write, Pass, Collect, Vote)
