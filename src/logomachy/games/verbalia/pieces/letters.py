"""The 200 letter tiles of Verbàlia (rulebook: Components, Letters; ABC L and N).

Letter tiles carry one letter, or one of the digraphs NY and QU; there is a Ç tile and no K,
W or lone Y tile; L·L is two L tiles. Accents, diaeresis and hyphens do not count (N), so a
word is matched to tiles by folding them away (`ALPHABET.spell`).

The rulebook's table is cut short in our copy: the printed counts are kept (`PRINTED`), the
rest of the edition is derived by `scripts/derive_verbalia_letters.py` (see data/README.md).
The printed counts are twice the Catalan 100-tile letter-game set, so the whole edition is
twice a half set: every count is even (EsBartigrama splits the letters into "two groups with
exactly the same letters").
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable
from functools import cache

from logomachy.games.verbalia.pieces import DATA
from logomachy.wordfind import Alphabet

TOTAL_LETTERS = 200

#: The counts the rulebook's table prints before it is cut short.
PRINTED: dict[str, int] = {
    "A": 22,
    "B": 4,
    "C": 6,
    "Ç": 2,
    "D": 6,
    "E": 24,
    "F": 2,
    "G": 4,
    "H": 2,
    "I": 16,
    "J": 2,
}

#: Every tile of the set (ABC L): the letters A-Z but K, W and Y, plus Ç, NY and QU (Q is
#: only ever on the QU tile: Catalan writes Q before U alone).
TILES: tuple[str, ...] = (
    *(chr(c) for c in range(ord("A"), ord("Z") + 1) if chr(c) not in "KQWY"),
    "Ç",
    "NY",
    "QU",
)

#: How a Catalan word splits into Verbàlia tiles (closed set: a word needing K, W or a lone Y
#: cannot be laid with these tiles).
ALPHABET = Alphabet.for_language("ca", digraphs=("NY", "QU"), tiles=TILES)


@cache
def letter_counts() -> dict[str, int]:
    """Tile -> number of tiles in the set (printed and derived counts, 200 in all)."""
    data = tomllib.loads((DATA / "letters.toml").read_text("utf-8"))
    counts = {str(t["letter"]): int(t["count"]) for t in data["tile"]}
    if sum(counts.values()) != TOTAL_LETTERS or set(counts) != set(TILES):
        raise ValueError("data/letters.toml must hold the 200 Verbàlia tiles")
    if any(n % 2 for n in counts.values()):
        raise ValueError("data/letters.toml: every count is even (twice a half set)")
    return counts


def letter_set() -> list[str]:
    """The 200 tiles, one entry per tile, in a fixed order (shuffle with the game's Rng)."""
    return [tile for tile, count in letter_counts().items() for _ in range(count)]


def letters_conserved(letters: Iterable[str]) -> list[str]:
    """The conformance check every game of the letters makes: each of the 200 is somewhere,
    once (`letters`: every place a letter can be, together)."""
    if sorted(letters) != sorted(letter_set()):
        return ["the 200 letters are not conserved"]
    return []
