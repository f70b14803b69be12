"""How a written word splits into tiles, and the compact code wordfind searches over.

A *tile* is what a player holds or a board cell shows: one letter (A, Ç, Ñ) or a digraph tile
(Catalan NY and QU, Spanish CH/LL/RR in some editions). Every search runs over *codes*: one
character per tile, so that a word's length in tiles is `len(code)` and a board path is a
string concatenation. Single-letter tiles code as their lower-case letter (so the code of
"casa" is the string "casa" itself and costs no memory beside the word); digraph tiles code
as C1 control characters (U+0080 on), which no word holds.

Splitting is greedy: where a word's letters spell a digraph tile, the digraph tile is used
(Verbàlia has an NY tile and no Y tile, so ANY is A + NY). Accents and marks fold away as in
`logomachy.lexicon.letters.card_letters` (L·L is two L tiles; Ç and Ñ stay their own).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np

from logomachy.lexicon.letters import card_letters

# Digraph tiles get codes among the C1 control characters (U+0080-U+009F), never a real
# letter and still Latin-1: a code list with digraphs stays one byte a character in
# memory (with private-use characters it took two: ~9 MB more for Catalan).
# Past 32 digraph tiles, codes go on in the private-use area.
_CONTROL, _CONTROLS, _PRIVATE = 0x80, 32, 0xE000


def _digraph_code(index: int) -> str:
    return chr(_CONTROL + index if index < _CONTROLS else _PRIVATE + index)


def _digraph_index(point: int) -> int:
    """The digraph number of a code point, or -1 for a letter's own code."""
    if _CONTROL <= point < _CONTROL + _CONTROLS:
        return point - _CONTROL
    return point - _PRIVATE if point >= _PRIVATE + _CONTROLS else -1


# Remembered piece spellings per alphabet (a syllable set is a few hundred).
_MOST_PIECES = 4096

# The wildcard tile in racks, grids and patterns (a blank; Verbàlia's maritime wildcard).
WILD = "?"

#: Default digraph tiles per language: the tiles a language's games print as one piece.
DIGRAPHS: dict[str, tuple[str, ...]] = {"ca": ("NY", "QU"), "es": (), "en": ()}


def _fold_char(ch: str, lang: str) -> str:
    letters = card_letters(ch, lang)
    if letters:
        return "".join(letters).lower()
    # Characters that fold to nothing (·, ', -, digits) vanish from the code.
    return ""


@dataclass(frozen=True)
class Alphabet:
    """Tiles of one language (and edition): folding, digraph tiles, optionally a closed set.

    `tiles`, if given, is every tile a word may use (upper case, e.g. Verbàlia has no K, W or
    lone Y); a word needing any other tile is not spellable and is left out of an index.
    """

    lang: str
    digraphs: tuple[str, ...] = ()
    tiles: frozenset[str] | None = None
    _fold: dict[int, str] = field(default_factory=dict, compare=False, repr=False)
    _pieces: dict[str, str | None] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def for_language(
        cls,
        lang: str,
        digraphs: Sequence[str] | None = None,
        tiles: Iterable[str] | None = None,
    ) -> Alphabet:
        """The alphabet of `lang` with its default digraph tiles (or `digraphs`)."""
        chosen = DIGRAPHS.get(lang, ()) if digraphs is None else tuple(digraphs)
        ordered = tuple(sorted((d.upper() for d in chosen), key=len, reverse=True))
        return cls(lang, ordered, frozenset(t.upper() for t in tiles) if tiles else None)

    @property
    def key(self) -> str:
        """The alphabet as a stable string (cache keys): `repr` would show the tile set in
        its iteration order, which changes from process to process."""
        tiles = ",".join(sorted(self.tiles)) if self.tiles is not None else "*"
        return f"{self.lang}|{','.join(self.digraphs)}|{tiles}"

    # -- codes ----------------------------------------------------------------------------

    def tile_code(self, tile: str) -> str:
        """The one-character code of a tile name ("NY" → a control char, "A" → "a")."""
        name = tile.upper()
        if name in self.digraphs:
            return _digraph_code(self.digraphs.index(name))
        code = self.spell(tile)
        if code is None or len(code) != 1:
            raise ValueError(f"{tile!r} is not a tile of {self.lang!r}")
        return code

    def tile_name(self, code: str) -> str:
        """The printed name of a coded tile ("a" → "A", a control char → "NY")."""
        point = ord(code)
        index = _digraph_index(point)
        if 0 <= index < len(self.digraphs):
            return self.digraphs[index]
        return code.upper()

    def render(self, code: str) -> str:
        """A code spelled out in tile names, upper case: "ANY" for the code of "any"."""
        return "".join(self.tile_name(c) for c in code)

    def _learn(self, text: str) -> dict[int, str]:
        fold = self._fold
        for point in {ord(ch) for ch in set(text)} - fold.keys():
            fold[point] = _fold_char(chr(point), self.lang)
        return fold

    def _digraphs(self, code: str) -> str:
        for index, digraph in enumerate(self.digraphs):
            low = digraph.lower()
            if low in code:
                code = code.replace(low, _digraph_code(index))
        return code

    def _allowed(self, code: str) -> bool:
        return self.tiles is None or all(self.tile_name(c) in self.tiles for c in set(code))

    def spell(self, word: str) -> str | None:
        """The tile code of `word`, or None when it needs a tile this alphabet lacks."""
        code = self._digraphs(word.translate(self._learn(word)))
        return code if code and self._allowed(code) else None

    def spell_piece(self, text: str) -> str | None:
        """`spell` of a board piece or rack tile, remembered (boards repeat a few pieces)."""
        pieces = self._pieces
        if text not in pieces:
            if len(pieces) > _MOST_PIECES:
                pieces.clear()
            pieces[text] = self.spell(text)
        return pieces[text]

    def _fold_bytes(self, text: str) -> str | None:
        """`text` folded through a 256-byte table (bytes.translate, ~20x quicker than
        str.translate's per-character dict lookups on a whole word list), or None when
        it holds a character past Latin-1 or one that folds to several letters."""
        try:
            raw = text.encode("latin-1")
        except UnicodeEncodeError:
            return None
        table = bytearray(range(256))
        drop = bytearray()
        present = np.flatnonzero(np.bincount(np.frombuffer(raw, np.uint8), minlength=256))
        for point in present.tolist():
            if point == ord("\n"):
                continue
            folded = self._fold.get(point)
            if folded is None:
                folded = self._fold[point] = _fold_char(chr(point), self.lang)
            if folded == "":
                drop.append(point)
            elif len(folded) == 1 and ord(folded) < 256:
                table[point] = ord(folded)
            else:
                return None
        return raw.translate(bytes(table), bytes(drop)).decode("latin-1")

    def spell_all(self, words: Sequence[str]) -> list[str | None]:
        """`spell` of each word, at C speed for whole word lists (one translation of the
        joined list, unless a word holds a line break)."""
        return [c or None for c in self.codes_of(words)]

    def codes_of(self, words: Sequence[str]) -> list[str]:
        """`spell_all` with "" for a word that cannot be spelled (for numpy string arrays,
        which hold no None)."""
        text = "\n".join(words)
        if text.count("\n") == len(words) - 1:
            folded = self._fold_bytes(text)
            if folded is None:
                folded = text.translate({**self._learn(text), ord("\n"): "\n"})
            codes = self._digraphs(folded).split("\n")
        else:
            fold = self._learn(text)
            codes = [self._digraphs(w.translate(fold)) for w in words]
        del text
        if self.tiles is not None:
            codes = [c if c and self._allowed(c) else "" for c in codes]
        return codes

    def rack(self, tiles: Iterable[str] | str) -> tuple[str, int]:
        """Coded tiles of a rack and its number of wildcards.

        `tiles` is either a sequence of tile names (["NY", "A", "?"]) or one string read as
        a word ("any?" → A, NY, wildcard): each WILD character is a wildcard.
        """
        if isinstance(tiles, str):
            wild = tiles.count(WILD)
            code = self.spell(tiles.replace(WILD, "")) or ""
            return code, wild
        codes: list[str] = []
        wild = 0
        for tile in tiles:
            if tile == WILD:
                wild += 1
            else:
                codes.append(self.tile_code(tile))
        return "".join(codes), wild
