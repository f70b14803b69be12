"""Letter Tycoon moves, named by the rulebook's verbs.

Cards of one letter are interchangeable, so a play names its word(s) and, letter by letter,
where each letter comes from: `h` a card of the hand, `p` a card of the community pool, `x` the
X patent's copy of a card played this turn, `z` the S the Z patent adds at the end.

`pass` is the kernel's: it declines the optional step at hand (build no word, challenge
nothing, buy no patent; the game's handlers say which).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from logomachy.kernel import IllegalMove, Move, Pass

HAND, POOL, COPY, ADDED_S = "h", "p", "x", "z"
SOURCES = frozenset((HAND, POOL, COPY, ADDED_S))


@dataclass(frozen=True)
class OneLetter(Move):
    """A move that names one letter: `VERB L`."""

    letter: str = ""

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        if len(args) != 1 or len(args[0]) != 1:
            raise IllegalMove.of(
                "'{verb}' takes one letter: {verb} L", rule="move format", verb=cls.verb
            )
        return cls(args[0].upper())


@dataclass(frozen=True)
class Swap(OneLetter):
    """Q patent: replace one card of the hand before playing (discard it, draw one)."""

    verb: ClassVar[str] = "swap"


@dataclass(frozen=True)
class Play(Move):
    """Build a word (two with the V patent): `words[i]` spelled from `sources[i]`."""

    verb: ClassVar[str] = "play"
    words: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()

    def notation(self) -> str:
        parts = [f"{w}:{s}" for w, s in zip(self.words, self.sources, strict=False)]
        return " ".join([self.verb, *parts])

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        """`play WORD[:sources] [WORD2[:sources]]`; sources left out are filled in by the
        game from the player's cards (`LetterTycoon.complete`)."""
        if not args:
            raise IllegalMove.of("play which word?", rule="move format")
        split = [token.partition(":") for token in args]
        return cls(tuple(w.upper() for w, _, _ in split), tuple(s.lower() for _, _, s in split))


@dataclass(frozen=True)
class ChallengeWord(Move):
    """Challenge the word(s) the active player just built ("Desafíos de los jugadores")."""

    verb: ClassVar[str] = "challenge"


@dataclass(frozen=True)
class Buy(OneLetter):
    """Buy the patent of a letter of the word(s) just played."""

    verb: ClassVar[str] = "buy"


@dataclass(frozen=True)
class Discard(Move):
    """End of turn: discard any number of cards (none: keep the hand); after a successful
    challenge, the one-card penalty."""

    verb: ClassVar[str] = "discard"
    letters: tuple[str, ...] = ()

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        """`discard Q X`, `discard QX`, or `discard` alone (keep the hand)."""
        return cls(tuple(ch.upper() for ch in "".join(args)))


MOVE_TYPES: tuple[type[Move], ...] = (Swap, Play, Pass, ChallengeWord, Buy, Discard)
