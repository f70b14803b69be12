"""The ABC of Verbàlia's table adaptations, as table options (rulebook: The ABC of Verbàlia,
F, I, P; R: "the rules may be agreed before each game").

Built once here: each game declares in one line which adaptations apply to it
(`ABC = Adaptations(division=True, ...)`), lists `ABC.specs()` among its options and asks the
helpers below. Every option's default is the rulebook's own reading, so a table that changes
nothing plays (and replays) exactly as before.

- P (`free_division`): "Only if the players agree is a division of the words in play accepted
  that does not correspond to the syllabic division established by the grammatical norm."
  Off: the tiles must be the word's syllables by the norm (PER + O does not make PERÒ). On:
  the table agreed, before the game, that the tiles need only spell the word in order, any
  division of it (PER + O makes PERÒ, CIM + ES makes CIMES). Reading: the agreement is the
  table's, made once as every other rule is (ABC R); the alternative, a vote on each word,
  would stop the game at every division the norm refuses, and a table that agreed to other
  divisions has agreed to them all.
- I (children): "in timed games, children may have twice the time that adults have" —
  `child_seats`, the seats (numbered from 1) whose clock runs twice as long; "in syllable
  games, all syllables of three letters may be discarded" — `short_syllables`: a tile whose
  sides all have three letters leaves the game, a two-coloured tile with one such side plays
  only its other side.
- F (`easels`): "you can play with the letters or syllables face up or hidden ... provided you
  agree before starting the game": the pieces each player holds are shown to everyone (`face
  up`) or to their owner only (`hidden`); the default is the game's own rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from logomachy.games.verbalia.pieces.syllables import (
    SyllableTile,
    divides_as,
    fold,
    good_word,
    spells,
)
from logomachy.kernel import IllegalMove, OptionSpec

FACE_UP = "face up"
HIDDEN = "hidden"
EASELS = (HIDDEN, FACE_UP)
SHORT_LONGEST = 2  # ABC I: "all syllables of three letters may be discarded"
CHILD_FACTOR = 2  # ABC I: "children may have twice the time that adults have"


@dataclass(frozen=True)
class Adaptations:
    """Which ABC adaptations a game admits: rule P's other divisions (`division`), ABC I's
    short syllables (`short_syllables`, a syllable game) and children's time (`child_time`, a
    timed game), ABC F's easels with the game's own rule as the default (`easels`)."""

    division: bool = False
    short_syllables: bool = False
    child_time: bool = False
    easels: str | None = None

    def specs(self) -> tuple[OptionSpec, ...]:
        out: list[OptionSpec] = []
        if self.division:
            out.append(
                OptionSpec(
                    "free_division",
                    False,
                    "ABC P: the players agree to accept any division of a word into the tiles "
                    "(PER + O makes PERÒ), not only its syllables by the norm",
                )
            )
        if self.short_syllables:
            out.append(
                OptionSpec(
                    "short_syllables",
                    False,
                    "ABC I: play without the syllables of three letters (for children)",
                )
            )
        if self.child_time:
            out.append(
                OptionSpec(
                    "child_seats",
                    "",
                    "ABC I: seats with twice the time (children), numbered from 1 and "
                    "separated by commas, e.g. 2,4",
                )
            )
        if self.easels is not None:
            out.append(
                OptionSpec(
                    "easels",
                    self.easels,
                    "ABC F: the pieces each player holds, face up for everyone or hidden",
                    choices=EASELS,
                )
            )
        return tuple(out)

    def stored(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The options a state keeps: an adaptation left at its default is not stored, so a
        game's state, and a record's replay, are what they were before the adaptations
        existed (the helpers read a missing option as its default)."""
        defaults = {spec.name: spec.default for spec in self.specs()}
        return {k: v for k, v in options.items() if k not in defaults or v != defaults[k]}


# -- P: the division -----------------------------------------------------------------------------
def free_division(options: Mapping[str, Any]) -> bool:
    return bool(options.get("free_division", False))


def divides(options: Mapping[str, Any], word: str, pieces: Sequence[str]) -> bool:
    """Rule P as the table plays it: the pieces are the word's syllables by the norm or, with
    `free_division`, they spell it in order."""
    return divides_as(word, pieces) or (free_division(options) and spells(word, pieces))


def agreed_word(options: Mapping[str, Any], pieces: Sequence[str]) -> str | None:
    """With `free_division`, the good word the pieces spell in order (ABC P), else None."""
    if not free_division(options):
        return None
    from logomachy.games.verbalia.pieces.arbreda import (
        spelt_words,  # the wood's index, built lazily
    )

    text = "".join(fold(p) for p in pieces)
    known = spelt_words().get(text)
    return known[0] if known else good_word(text)


@cache
def spelt_prefixes() -> dict[str, int]:
    """Each start (Verbàlia spelling) of a word of the wood's index -> the most letters a word
    beginning so still needs: what prunes a search for the words pieces spell (ABC P agreed),
    a branch no word begins with, or longer than any word it could still become, being cut."""
    out: dict[str, int] = {}
    from logomachy.games.verbalia.pieces.arbreda import (
        spelt_words,  # the wood's index, built lazily
    )

    for text in spelt_words():
        for i in range(1, len(text) + 1):
            head = text[:i]
            if out.get(head, -1) < len(text) - i:
                out[head] = len(text) - i
    return out


def spelt_form(text: str) -> str | None:
    """The dictionary form of the word of the wood's index spelt `text` (folded), or None."""
    from logomachy.games.verbalia.pieces.arbreda import spelt_words

    known = spelt_words().get(text)
    return known[0] if known else None


@lru_cache(maxsize=1 << 14)
def orders_spelling(pieces: tuple[str, ...]) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Every (word, order) such that the pieces, all of them, each once, in that order (indices
    into `pieces`), spell a word of the wood's index, any division (ABC P agreed): a search over
    the orders, cut at the first start no word has; equal pieces are tried once; sorted."""
    folded = [fold(p) for p in pieces]
    prefixes = spelt_prefixes()
    found: dict[str, tuple[int, ...]] = {}
    order: list[int] = []

    def extend(text: str, left: int) -> None:
        if not left:
            form = spelt_form(text)
            if form is not None:
                found.setdefault(form, tuple(order))
            return
        tried: set[str] = set()
        for i, piece in enumerate(folded):
            if i in order or piece in tried:
                continue
            tried.add(piece)
            longer = text + piece
            rest = prefixes.get(longer)
            if rest is None or rest < left - 1:  # each piece left adds a letter at least
                continue
            order.append(i)
            extend(longer, left - 1)
            order.pop()

    extend("", len(folded))
    return tuple(sorted(found.items()))


def splits(text: str, allowed: Iterable[str], longest: int = 3) -> list[tuple[str, ...]]:
    """Every division of `text` (Verbàlia spelling) into pieces of `allowed`, in order: the
    divisions `free_division` accepts."""
    pieces = frozenset(fold(p) for p in allowed)
    text = fold(text)
    ways: list[list[tuple[str, ...]]] = [[] for _ in range(len(text) + 1)]
    ways[len(text)] = [()]
    for i in range(len(text) - 1, -1, -1):
        for n in range(1, min(longest, len(text) - i) + 1):
            head = text[i : i + n]
            if head in pieces:
                ways[i] += [(head, *rest) for rest in ways[i + n]]
    return ways[0]


# -- I: children ---------------------------------------------------------------------------------
def short_syllables(options: Mapping[str, Any]) -> bool:
    return bool(options.get("short_syllables", False))


def playable_sides(options: Mapping[str, Any], tile: SyllableTile) -> tuple[str, ...]:
    """The sides of `tile` in play: all, or without the three-letter syllables (ABC I)."""
    if not short_syllables(options):
        return tile.sides
    return tuple(s for s in tile.sides if len(s) <= SHORT_LONGEST)


def in_play(options: Mapping[str, Any], tiles: Iterable[SyllableTile]) -> list[SyllableTile]:
    """The tiles the game is played with: a tile with no side left in play is discarded."""
    return [t for t in tiles if playable_sides(options, t)]


def child_seats(options: Mapping[str, Any], seats: int) -> frozenset[int]:
    """The seats (0-based) with twice the time; the option numbers them from 1."""
    text = str(options.get("child_seats", "") or "").replace(" ", "")
    if not text:
        return frozenset()
    out: set[int] = set()
    for part in text.split(","):
        if not part.isdigit() or not 1 <= int(part) <= seats:
            raise IllegalMove.of(
                "child_seats: {part} is not a seat (1 to {seats}, separated by commas)",
                rule="ABC I: children may have twice the time",
                part=repr(part),
                seats=seats,
            )
        out.add(int(part) - 1)
    return frozenset(out)


def time_factor(options: Mapping[str, Any], seat: int) -> int:
    """How many times the adults' time `seat` has (ABC I: a child's is twice)."""
    text = str(options.get("child_seats", "") or "").replace(" ", "")
    chosen = {int(p) - 1 for p in text.split(",") if p.isdigit()} if text else set()
    return CHILD_FACTOR if seat in chosen else 1


def seconds(options: Mapping[str, Any], seat: int, base: float) -> float:
    """The time `seat` has for what adults have `base` seconds for."""
    return base * time_factor(options, seat)


# -- F: easels -----------------------------------------------------------------------------------
def face_up(options: Mapping[str, Any], default: str = HIDDEN) -> bool:
    """Whether the pieces each player holds are shown to everyone (ABC F)."""
    return str(options.get("easels", default)) == FACE_UP
