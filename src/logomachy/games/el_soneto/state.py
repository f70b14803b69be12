"""El Soneto's state: the table (mentideros, Corral del Príncipe, literato decks, Soneto track)
and each player's hand, play area and poemario. Plain data, so it copies and fingerprints
(`Game.copy_state`: the log only grows, so a copy shares its entries)."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any

from logomachy.games.el_soneto.why import Why
from logomachy.kernel import Challenge, Deck, Event, Rng, Submissions, Track, grows


class Phase(enum.Enum):
    CREATE = "create a word"
    COLLECT = "evaluate a word"
    VOTE = "vote on a claim"
    OVER = "end of the game"


@dataclass
class Written:
    """A word laid face down: what was typed and the cards committed (secret until revealed)."""

    word: str
    cards: list[int]
    literatos: list[int]
    lopes: list[int]
    doubled: list[str]
    category: str = ""

    @property
    def count(self) -> int:
        return len(self.cards) + len(self.literatos) + len(self.lopes)


@dataclass
class Box:
    """One box of a poemario: a valid word and what it earned, or a crossed-out turn."""

    turn: int
    word: str = ""
    category: str = ""
    cards: int = 0
    points: int = 0
    seals: int = 0
    crossed: str = ""  # why the box is crossed out ("" for a valid word), in English
    devices: dict[str, str] = field(default_factory=dict)  # device -> the other word
    refused: dict[str, str] = field(default_factory=dict)  # claimed device -> why refused
    rhyme: str = ""  # the word it rhymes with
    steps: int = 0
    valedor: int = 0
    draws: list[str] = field(default_factory=list)
    # The same reasons as messages, for any viewer's language (why.py).
    crossed_why: Why | None = None
    refused_why: dict[str, Why] = field(default_factory=dict)


@dataclass
class Player:
    hand: list[int] = field(default_factory=list)
    valedores: list[int] = field(default_factory=list)
    literatos: list[int] = field(default_factory=list)  # vowel / asterisk side up: usable
    spent: list[int] = field(default_factory=list)  # character side up: used, still scored
    poemario: list[Box] = field(default_factory=list)
    took: bool = False  # took the one face-up letter of this turn
    discarded_valedor: bool = False
    known: list[int] = field(default_factory=list)  # hand cards the whole table has seen

    @property
    def valedores_obtained(self) -> int:
        """Valedores obtained during the game, those since discarded to take a letter included
        (the final tie-break): one per box that took one, since a word takes at most one. Read
        from the poemario, so states and records made before this count replay unchanged."""
        return sum(1 for b in self.poemario if b.valedor)


@dataclass
class Pending:
    """The creator's choices while their word is evaluated."""

    seat: int
    draws: int
    valedores: list[int]
    claimable: dict[str, list[str]]


@dataclass
class Claim:
    device: str
    other: str
    vote: Challenge


@dataclass
class SonetoState:
    seats: int
    options: dict[str, Any]
    rng: Rng
    devices: list[str]  # the four table devices, in the order of the literatos' decks
    genres: list[str]  # the three genre cards, in the order they come into play
    decks: dict[str, Deck[int]]  # the three mentideros
    face_up: list[int | None]
    corral: Deck[int]  # valedor cards: draw pile and discards
    row: list[int]  # valedores face up in the Corral del Príncipe
    literato_decks: list[list[int]]  # top = end of the list
    lope: dict[int, list[int]]  # Soneto level -> Lope de Vega cards still there
    track: Track
    players: list[Player]
    turn: int = 1
    stage: Phase = Phase.CREATE
    writing: Submissions[Written] | None = None
    written: dict[int, Written] = field(default_factory=dict)
    order: list[int] = field(default_factory=list)  # evaluation order (turn-order cards)
    evaluating: int = -1  # index into `order`
    played: list[int] = field(default_factory=list)  # letter cards used this turn
    pending: Pending | None = None
    claims: list[Claim] = field(default_factory=list)
    votes_held: int = 0
    log: list[Event] = grows()

    @property
    def round(self) -> int:
        return (self.turn - 1) // 3 + 1

    @property
    def genre(self) -> str:
        return self.genres[min(self.round, len(self.genres)) - 1]
