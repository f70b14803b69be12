"""Words read along paths of a `Board`: each piece used at most once per word.

The search walks the board and the DAWG together, so it only follows paths that still spell
the start of some word. A word is reported once, with the first path found for it. Boards of
one piece per cell (letter and syllable grids, beehives) take the compiled search of
`compiled.py`; this one, in Python over the nested-dict DAWG, covers the rest (several
pieces per cell, two-sided tiles, wildcards, syllable checks).

Rules the boards of the games share (each game picks its options):
- consecutive pieces lie in the same cell or in neighbouring cells (a grid cell has one
  piece, so a grid path moves every step; a region may hold the next letter too: reading
  of Vestengrama's "formed by letters from adjacent regions" — a fair table lets a word
  take two letters of one region in a row — set `stay=False` for the strict reading);
- `starts`/`ends` limit the first and last cell (Vestengrama: the word ends in the sea);
- `syllables`, for syllable boards, makes each piece a syllable of the word (Verbàlia's
  rule P: PER + O does not make PERÒ).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from logomachy.wordfind.boards import Board
from logomachy.wordfind.tiles import WILD, Alphabet
from logomachy.wordfind.trie import END, Node


@dataclass(frozen=True)
class PathWord:
    """A word found on a board: its tile code and the pieces read, in order."""

    code: str
    path: tuple[int, ...]


def coded_options(board: Board, alphabet: Alphabet) -> list[tuple[str, ...]]:
    """Each piece's options as tile codes (WILD stays WILD); unspellable options drop."""
    coded: list[tuple[str, ...]] = []
    for options in board.options:
        codes = []
        for text in options:
            if text == WILD:
                codes.append(WILD)
            else:
                code = alphabet.spell_piece(text)
                if code:
                    codes.append(code)
        coded.append(tuple(codes))
    return coded


def board_words(
    root: Node,
    board: Board,
    options: Sequence[tuple[str, ...]],
    min_len: int,
    max_len: int,
    *,
    stay: bool = True,
    starts: Collection[int] | None = None,
    ends: Collection[int] | None = None,
    accept_path: Callable[[str, tuple[str, ...]], bool] | None = None,
) -> dict[str, tuple[int, ...]]:
    """The general search (several pieces per cell, syllables, two-sided tiles, wildcards):
    code → first path of piece numbers. `accept_path(code, readings)` may refuse a path
    (e.g. pieces that are not the word's syllables); another path may then be found."""
    by_cell: list[list[int]] = [[] for _ in board.neighbours]
    for piece, cell in enumerate(board.pieces):
        by_cell[cell].append(piece)
    # Pieces that may follow a piece in a cell: its own cell's (if staying) and neighbours'.
    following: list[list[int]] = []
    for cell in range(len(board.neighbours)):
        near = list(by_cell[cell]) if stay else []
        for other in board.neighbours[cell]:
            near.extend(by_cell[other])
        following.append(near)
    # Identical pieces of one cell are interchangeable: only the first unused one is tried,
    # so a region holding A, E, A does not explore each path twice.
    twin: list[int] = []
    for piece, cell in enumerate(board.pieces):
        earlier = [p for p in by_cell[cell] if p < piece and options[p] == options[piece]]
        twin.append(earlier[-1] if earlier else -1)
    found: dict[str, tuple[int, ...]] = {}
    used = [False] * len(board.pieces)
    path: list[int] = []
    readings: list[str] = []
    cell_of = board.pieces

    def spell_piece(node: Node, text: str) -> list[tuple[Node, str]]:
        # The nodes reached by reading `text` (a code, or WILD for any one tile).
        if text == WILD:
            return [(child, tile) for tile, child in node.items() if tile != END]
        for tile in text:
            nxt = node.get(tile)
            if nxt is None:
                return []
            node = nxt
        return [(node, text)]

    def visit(piece: int, node: Node, spelled: str) -> None:
        cell = cell_of[piece]
        if (
            END in node
            and len(spelled) >= min_len
            and spelled not in found
            and (ends is None or cell in ends)
            and (accept_path is None or accept_path(spelled, tuple(readings)))
        ):
            found[spelled] = tuple(path)
        if len(spelled) >= max_len:
            return
        for nxt in following[cell]:
            if used[nxt] or (twin[nxt] >= 0 and not used[twin[nxt]]):
                continue
            for text in options[nxt]:
                for child, read in spell_piece(node, text):
                    if len(spelled) + len(read) > max_len:
                        continue
                    used[nxt] = True
                    path.append(nxt)
                    readings.append(read)
                    visit(nxt, child, spelled + read)
                    readings.pop()
                    path.pop()
                    used[nxt] = False

    first = (
        range(len(board.pieces))
        if starts is None
        else [p for p, c in enumerate(cell_of) if c in starts]
    )
    for piece in first:
        if twin[piece] >= 0:
            continue
        for text in options[piece]:
            for child, read in spell_piece(root, text):
                if len(read) > max_len:
                    continue
                used[piece] = True
                path.append(piece)
                readings.append(read)
                visit(piece, child, read)
                readings.pop()
                path.pop()
                used[piece] = False
    return found
