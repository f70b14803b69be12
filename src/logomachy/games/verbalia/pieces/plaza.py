"""La plaça, the square board of Verbàlia, and the words that can be read on it.

The rulebook does not give the square's size. Reading: it is 8 x 8 (64 of the 200 letters),
a chessboard, because CaValcagrama walks it by knight's moves; a table may choose another
side (5-14) with the `size` option.

Cells are numbered in reading order, 0 .. size*size-1, and named like chess squares in the
views ("a1" top left). Covered cells (a marker on them) cannot be used again in the round:
the search board is built from the uncovered cells only.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from logomachy.games.verbalia.pieces.letters import ALPHABET
from logomachy.kernel import OptionSpec
from logomachy.wordfind import Alphabet, Board, WordIndex, load

DEFAULT_SIZE = 8
MIN_SIZE = 5
MAX_SIZE = 14  # 196 cells: the 200 letters fill it
#: The table's choice of the square's side (the games on la plaça share it).
SIZE_OPTION = OptionSpec(
    "size",
    DEFAULT_SIZE,
    "side of the square, la plaça (the rulebook does not give it)",
    minimum=MIN_SIZE,
    maximum=MAX_SIZE,
)

#: (row step, column step) of each way of walking the square.
STEPS: dict[str, tuple[tuple[int, int], ...]] = {
    "king": tuple((dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc),
    "knight": ((-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)),
}


def cell_name(cell: int, size: int) -> str:
    return f"{chr(ord('a') + cell % size)}{cell // size + 1}"


def adjacent(a: int, b: int, size: int, moves: str) -> bool:
    """Whether cells a and b are one step apart (a king's or a knight's move)."""
    step = (b // size - a // size, b % size - a % size)
    return step in STEPS[moves]


@lru_cache(maxsize=1)
def word_index() -> WordIndex:
    """The Catalan lexicon's words (ABC B) split into tiles with NY and QU, for board searches.

    The index uses the open Catalan alphabet (the same codes as Verbàlia's closed one for every
    word the set can spell): words needing a K, W or lone Y are in it but can never be read on
    a square without those tiles, and `tiles_of` refuses them. (A closed tile set is a
    frozenset whose repr, hence wordfind's cache key, changes from process to process.)"""
    return load("ca", Alphabet.for_language("ca", digraphs=ALPHABET.digraphs))


@lru_cache(maxsize=1 << 16)
def tiles_of(word: str) -> tuple[str, ...] | None:
    """The tiles a word is laid with (accents fold away, ABC N), or None if the set's tiles
    cannot spell it (K, W, a lone Y, a non-letter)."""
    code = ALPHABET.spell(word.strip().lower())
    if code is None or not word.strip():
        return None
    return tuple(ALPHABET.tile_name(ch) for ch in code)


@lru_cache(maxsize=1 << 16)
def good_word(tiles: tuple[str, ...]) -> str | None:
    """A written form of the dictionary spelt by these tiles (ABC B, accents not counting),
    or None when the dictionary has none."""
    code = ALPHABET.spell("".join(tiles).lower())  # the set has no lone N+Y or Q+U tiles
    forms = word_index().forms(code) if code else ()
    return forms[0] if forms else None


def find_path(
    letters: Sequence[str], covered: Sequence[bool], tiles: Sequence[str], moves: str
) -> tuple[int, ...] | None:
    """A path of uncovered cells, each used once, one step apart, that reads `tiles`; the
    first in reading order, or None."""
    size = round(len(letters) ** 0.5)
    steps = STEPS[moves]

    def extend(path: list[int]) -> tuple[int, ...] | None:
        if len(path) == len(tiles):
            return tuple(path)
        row, col = divmod(path[-1], size)
        for dr, dc in steps:
            r, c = row + dr, col + dc
            nxt = r * size + c
            if (
                0 <= r < size
                and 0 <= c < size
                and not covered[nxt]
                and nxt not in path
                and letters[nxt] == tiles[len(path)]
            ):
                found = extend([*path, nxt])
                if found:
                    return found
        return None

    for start, letter in enumerate(letters):
        if letter == tiles[0] and not covered[start]:
            found = extend([start])
            if found:
                return found
    return None


@lru_cache(maxsize=512)
def words_on(
    letters: tuple[str, ...], covered: tuple[bool, ...], moves: str, min_len: int
) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Every dictionary word of at least `min_len` tiles readable on the uncovered cells, with
    one path (cell numbers) each: longest first, then alphabetical; one entry per tile
    spelling (the first written form). Cached: the referee and the bots ask about the same
    boards (a pure function of its arguments)."""
    size = round(len(letters) ** 0.5)
    rows = [
        ["." if covered[r * size + c] else letters[r * size + c] for c in range(size)]
        for r in range(size)
    ]
    board = Board.grid(rows, moves)
    found = word_index().paths(board, min_len=min_len)
    # Written forms of one spelling share one path: keep the first form of each.
    first: dict[tuple[int, ...], str] = {}
    for word, path in found.items():
        if path not in first:
            first[path] = word
    if not any(covered):  # pieces are cells
        return tuple((word, path) for path, word in first.items())
    cell_of = [i for i, hidden in enumerate(covered) if not hidden].__getitem__
    return tuple((word, tuple(map(cell_of, path))) for path, word in first.items())
