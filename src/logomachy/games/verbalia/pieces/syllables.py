"""The 136 syllable tiles of Verbàlia and how words divide into them (rulebook: Components,
Syllables; ABC N, P and S).

There are 68 tiles with one syllable and 68 two-coloured tiles with a syllable on each side
("the syllables that are hardest to place give a second option on the back"): 204 syllables.
Our copy of the rulebook's table stops at BI; the printed counts are kept (`PRINTED`), the
rest of the edition is derived by `scripts/derive_verbalia_syllables.py` (data/README.md).

Syllables are written as Verbàlia writes words: upper case, accents and diaeresis off (ABC N),
L·L divided between two syllables (COL-LEC-CI-O). Rule P: in syllable games the tiles must
stay syllables of the words formed (PER + O does not make PERÒ): `divides_as` checks it with
logomachy's Catalan syllabic division (`lexicon.rules.ca`, the IEC's rules).
"""

from __future__ import annotations

import tomllib
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache

from logomachy.games.verbalia.pieces import DATA
from logomachy.lexicon import lexicon
from logomachy.lexicon.rules import ca as catalan
from logomachy.wordfind.stored import kept_on_disk

TOTAL_TILES = 136
ONE_SYLLABLE_TILES = 68
TWO_SYLLABLE_TILES = 68
TOTAL_SYLLABLES = ONE_SYLLABLE_TILES + 2 * TWO_SYLLABLE_TILES  # 204

#: The counts the rulebook's table prints before it is cut short (BI's count is cut off).
PRINTED: dict[str, int] = {"A": 6, "AL": 1, "AR": 1, "AS": 1, "BA": 3, "BE": 1}

#: Every syllable a worked example of the rulebook places as a tile (so the set must hold it):
#: ABC P (PER + O, CIM + ES), ArBredasíl·laB (DA: A LA DA RE VEN PO; REN: REN TA TI ES RE CO A;
#: DONA/NADÓ, RARA, CASA/SACA), Bananasíl·laB (TA EX COM LLA MA RA DES), Brodasíl·laB (RAN),
#: Ruscosíl·laB (DI DA TA). tests/games/verbalia/pieces/test_syllables.py reads them off the
#: examples.
RULEBOOK_TILES: frozenset[str] = frozenset(
    [
        "PER",
        "O",
        "CIM",
        "ES",
        "A",
        "LA",
        "DA",
        "RE",
        "VEN",
        "PO",
        "REN",
        "TA",
        "TI",
        "CO",
        "DO",
        "NA",
        "RA",
        "CA",
        "SA",
        "EX",
        "COM",
        "LLA",
        "MA",
        "DES",
        "RAN",
        "DI",
    ]
)

#: The two colours of the two-syllable tiles (the rulebook does not name them): a tile's
#: first side is of the first colour. Memosíl·laB and Bimemosíl·laB play "with one colour".
COLOURS: tuple[str, str] = ("orange", "green")


# -- Spelling ---------------------------------------------------------------------------------
_FOLD: dict[int, str | None] = {
    ord(c): unicodedata.normalize("NFD", c)[0] for c in "àáâäèéêëìíîïòóôöùúûüÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜ"
}
_FOLD.update(dict.fromkeys(map(ord, "·.-'’")))


def fold(text: str) -> str:
    """Text as Verbàlia writes it: upper case, accents, diaeresis, middle dot, hyphens and
    apostrophes off (ABC N); Ç stays (it has its own tile)."""
    return text.strip().translate(_FOLD).upper()


@lru_cache(maxsize=1 << 17)
def syllables_of(word: str) -> tuple[str, ...]:
    """The word's syllables as Verbàlia writes them (`fold`): col·lecció -> COL LEC CI O."""
    cleaned = word.strip().lower()
    if not cleaned:
        return ()
    try:
        return tuple(fold(s) for s in catalan.syllables(cleaned))
    except ValueError:  # the rules refuse what is not a Catalan word (digits, other scripts)
        return ()


def divides_as(word: str, pieces: Sequence[str]) -> bool:
    """Rule P: the pieces, in order, are exactly the word's syllables."""
    return syllables_of(word) == tuple(fold(p) for p in pieces)


def spells(word: str, pieces: Sequence[str]) -> bool:
    """The pieces, in order, spell the word, whatever its syllables (games that waive rule P:
    Grafosíl·laB, Brodasíl·laB)."""
    return fold(word) == "".join(fold(p) for p in pieces)


@lru_cache(maxsize=1 << 16)
def good_word(text: str) -> str | None:
    """The dictionary's spelling of a Catalan word (ABC B: entries and their forms), with its
    accents, or None when it is not a good word. Accents do not count (ABC N): COLLECCIO
    finds col·lecció (through wordfind's index of the lexicon, cached on disk)."""
    lex = lexicon("ca")
    cleaned = text.strip().lower()
    if not cleaned:
        return None
    if lex.is_word(cleaned):
        return lex.normalise(cleaned)
    from logomachy.games.verbalia.pieces.plaza import word_index

    index = word_index()
    code = index.spell(cleaned)
    forms = index.forms(code) if code else ()
    return forms[0] if forms else None


# -- The tiles --------------------------------------------------------------------------------
@dataclass(frozen=True)
class SyllableTile:
    """One tile: `sides` holds one syllable, or two (the side of each colour of `COLOURS`)."""

    number: int
    sides: tuple[str, ...]

    @property
    def two_sided(self) -> bool:
        return len(self.sides) == 2

    def side(self, colour: int) -> str:
        """The syllable on the side of `colour` (0 or 1); a one-syllable tile's only one."""
        return self.sides[colour if self.two_sided else 0]

    def has(self, syllable: str) -> bool:
        return fold(syllable) in self.sides


@cache
def _data() -> dict[str, object]:
    text = (DATA / "syllables.toml").read_text("utf-8")
    return tomllib.loads(text)


@cache
def syllable_tiles() -> tuple[SyllableTile, ...]:
    """The 136 tiles in a fixed order (numbers 0-135): the 68 one-syllable tiles first.
    Shuffle them with the game's Rng."""
    raw = _data()["tiles"]
    assert isinstance(raw, list)
    tiles = tuple(SyllableTile(i, tuple(str(s) for s in sides)) for i, sides in enumerate(raw))
    singles = sum(not t.two_sided for t in tiles)
    if len(tiles) != TOTAL_TILES or singles != ONE_SYLLABLE_TILES:
        raise ValueError("data/syllables.toml must hold 68 one- and 68 two-syllable tiles")
    return tiles


def tile(number: int) -> SyllableTile:
    return syllable_tiles()[number]


def one_syllable_tiles() -> tuple[SyllableTile, ...]:
    return tuple(t for t in syllable_tiles() if not t.two_sided)


def two_syllable_tiles() -> tuple[SyllableTile, ...]:
    return tuple(t for t in syllable_tiles() if t.two_sided)


@cache
def syllable_counts() -> dict[str, int]:
    """Syllable -> on how many tiles it is (the rulebook's table: 204 in all)."""
    counts: dict[str, int] = {}
    for t in syllable_tiles():
        for s in t.sides:
            counts[s] = counts.get(s, 0) + 1
    return counts


@cache
def set_syllables() -> frozenset[str]:
    """Every syllable on some tile."""
    return frozenset(syllable_counts())


# -- Words made of the set's syllables ----------------------------------------------------------
SYLLABLE_WORDS_FORMAT = 1


def syllable_words() -> Mapping[str, tuple[str, ...]]:
    """Every dictionary form of two syllables or more whose syllables are all on some tile,
    with its syllables: what the bots and hints of the syllable games search. ~62k forms;
    the first build reads the whole lexicon (~15 s) and keeps the result on disk."""
    return _syllable_words()


@cache
def _syllable_words() -> dict[str, tuple[str, ...]]:
    """Kept on disk, keyed by the compiled lexicon and the tile set."""
    return kept_on_disk(
        "syllable-words",
        (str(SYLLABLE_WORDS_FORMAT), repr([t.sides for t in syllable_tiles()])),
        "txt",
        lambda: _build_syllable_words(lexicon("ca").words(), set_syllables()),
        lambda path: _parse(path.read_text(encoding="utf-8")),
        lambda f, words: f.write(
            "".join(f"{w}\t{' '.join(s)}\n" for w, s in words.items()).encode("utf-8")
        ),
        lang="ca",
        folder="verbalia",
    )


def _build_syllable_words(
    forms: Iterable[str], allowed: frozenset[str]
) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    longest = max(map(len, allowed))
    for form in forms:
        folded = fold(form)
        if not _could_be_made(folded, allowed, longest):
            continue
        pieces = syllables_of(form)
        if len(pieces) >= 2 and all(p in allowed for p in pieces):
            out[form] = pieces
    return out


def _could_be_made(text: str, allowed: frozenset[str], longest: int) -> bool:
    """Whether `text` is a concatenation of allowed pieces (a cheap filter before the
    syllabic division, which costs ~80 µs a word)."""
    reach = [False] * (len(text) + 1)
    reach[0] = True
    for i in range(len(text)):
        if reach[i]:
            for n in range(1, min(longest, len(text) - i) + 1):
                if text[i : i + n] in allowed:
                    reach[i + n] = True
    return reach[len(text)]


def _parse(text: str) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for line in text.splitlines():
        word, _, pieces = line.partition("\t")
        out[word] = tuple(pieces.split(" "))
    return out
