"""This project's edition of El Soneto's components (data/edition.toml), read once and cached.

The rulebook gives the counts (90 letter cards, 6 genres, 24 literato cards, 27 valedores) but
not the cards; the data file has them, with where each number comes from. A table may swap it
for another file of the same shape (`load_edition(path)`).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

DECKS = ("bronze", "silver", "gold")  # the three mentideros, from frequent to scarce letters
SEALS = {"bronze": 0, "silver": 1, "gold": 2}
LOPE = "Lope de Vega"


@dataclass(frozen=True)
class LetterCard:
    id: int
    letter: str
    deck: str  # bronze | silver | gold

    @property
    def seals(self) -> int:
        return SEALS[self.deck]


@dataclass(frozen=True)
class LiteratoCard:
    """A literato card: a vowel (Cervantes, Quevedo, Góngora, Tirso) or Lope's asterisk."""

    id: int
    literato: str
    vowel: str  # "" for Lope de Vega's asterisk

    @property
    def is_lope(self) -> bool:
        return self.literato == LOPE


@dataclass(frozen=True)
class Genre:
    id: str
    name: str
    categories: tuple[str, ...]
    seal: str
    feathers: int


@dataclass(frozen=True)
class Valedor:
    id: int
    name: str
    letters: str
    shield: str
    number: int  # 0: the wild card (any number from 1 to 8)

    @property
    def wild(self) -> bool:
        return self.number == 0


@dataclass(frozen=True)
class Edition:
    letters: tuple[LetterCard, ...]
    literatos: tuple[str, ...]  # the four literatos, in the order their decks are laid out
    literato_cards: tuple[LiteratoCard, ...]
    genres: tuple[Genre, ...]
    one_feather: tuple[str, ...]
    two_feathers: tuple[str, ...]
    valedores: tuple[Valedor, ...]
    track_top: int
    lope_levels: tuple[int, ...]
    lope_per_level: int

    def letter(self, card: int) -> LetterCard:
        return self.letters[card]

    def literato(self, card: int) -> LiteratoCard:
        return self.literato_cards[card]

    def valedor(self, vid: int) -> Valedor:
        return self.valedores[vid - 1]

    def genre(self, gid: str) -> Genre:
        return next(g for g in self.genres if g.id == gid)

    @property
    def devices(self) -> tuple[str, ...]:
        return self.one_feather + self.two_feathers


def load_edition(path: Path | None = None) -> Edition:
    if path is None:
        return default_edition()
    return _parse(tomllib.loads(path.read_text(encoding="utf-8")))


@cache
def default_edition() -> Edition:
    text = resources.files(__package__).joinpath("data/edition.toml").read_text(encoding="utf-8")
    return _parse(tomllib.loads(text))


def _parse(data: dict[str, Any]) -> Edition:
    """The edition a TOML file describes (its tables are read as the shipped file has them)."""
    letters: list[LetterCard] = []
    for deck in DECKS:
        for letter, count in data["letters"][deck].items():
            base = len(letters)
            letters.extend(LetterCard(base + i, letter, deck) for i in range(int(count)))
    lit = data["literatos"]
    names = tuple(str(n) for n in lit["names"])
    cards: list[LiteratoCard] = []
    for name in names:
        for vowel in str(lit["vowels"]):
            cards.append(LiteratoCard(len(cards), name, vowel))
    for _ in range(int(lit["lope_cards"])):
        cards.append(LiteratoCard(len(cards), LOPE, ""))
    genres = tuple(
        Genre(g["id"], g["name"], tuple(g["categories"]), g["seal"], int(g["feathers"]))
        for g in data["genre"]
    )
    devices = data["devices"]
    valedores = tuple(
        Valedor(int(v["id"]), v["name"], v["letters"], v["shield"], int(v["number"]))
        for v in data["valedor"]
    )
    assert [v.id for v in valedores] == list(range(1, len(valedores) + 1)), "valedor ids 1..n"
    soneto = data["soneto"]
    return Edition(
        letters=tuple(letters),
        literatos=names,
        literato_cards=tuple(cards),
        genres=genres,
        one_feather=tuple(devices["one_feather"]),
        two_feathers=tuple(devices["two_feathers"]),
        valedores=valedores,
        track_top=int(soneto["top"]),
        lope_levels=tuple(int(x) for x in soneto["lope_levels"]),
        lope_per_level=int(soneto["lope_per_level"]),
    )
