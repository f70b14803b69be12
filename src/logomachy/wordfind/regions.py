"""Words on boards with many single-tile pieces (Vestengrama, Baixagrama region maps).

Walking the DAWG over such a board explodes: with 50 letters in 10 regions most letters of
a word can come from several regions, and every choice is a different path to explore
(a full map took ~90 s). This search goes word-first instead:

1. the words whose tiles the board holds, wildcards making up the rest (numpy over the
   per-length tile matrices: a tile mask test, then per-tile counts);
2. the words that can be read region to region if letters could be reused: one pass per
   letter position over bit masks of regions (reachable regions → their neighbours →
   those holding the next tile), exact for the adjacency, blind to piece reuse;
3. a per-word depth-first placement of the survivors, using each piece at most once
   (identical pieces of one region are interchangeable, so a region is chosen, not a
   piece), compiled (`compiled.region_placements`).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from logomachy.wordfind.boards import Board
from logomachy.wordfind.compiled import region_placements
from logomachy.wordfind.tiles import WILD

if TYPE_CHECKING:
    from logomachy.wordfind.index import WordIndex

# Region bit masks are looked up in a table of 2**regions entries.
MOST_REGIONS = 16
# Wildcards counted one by one in the region pass; more count as "that many or more".
_MOST_WILD_STATES = 3


def region_words(
    index: WordIndex,
    board: Board,
    options: Sequence[tuple[str, ...]],
    min_len: int,
    max_len: int,
    *,
    stay: bool = True,
    starts: Collection[int] | None = None,
    ends: Collection[int] | None = None,
) -> dict[str, tuple[int, ...]]:
    """Code → first path of piece numbers, for a board whose pieces each read as one tile
    or WILD (see `applies`); same answers as `paths.board_words`."""
    columns = index.columns
    regions = len(board.neighbours)
    if regions > 62:
        raise ValueError("a region map of more than 62 regions (bit masks of 64 bits)")
    tiles_of = [options[p][0] for p in range(len(board.pieces))]
    # Pieces per region: tile code → piece numbers (in order), and wildcard pieces.
    held: list[dict[str, list[int]]] = [{} for _ in range(regions)]
    wild: list[list[int]] = [[] for _ in range(regions)]
    for piece, (region, tile) in enumerate(zip(board.pieces, tiles_of, strict=True)):
        if tile == WILD:
            wild[region].append(piece)
        else:
            held[region].setdefault(tile, []).append(piece)
    wild_total = sum(map(len, wild))
    on_board: dict[int, int] = {}  # tile id → copies on the board
    for region_tiles in held:
        for tile, pieces in region_tiles.items():
            tile_id = columns.id_of(tile)
            if tile_id:
                on_board[tile_id] = on_board.get(tile_id, 0) + len(pieces)
    # Regions holding each tile id (a wildcard region holds them all).
    wild_regions = sum(1 << r for r in range(regions) if wild[r])
    region_has = np.zeros(len(columns.chars) + 1, dtype=np.int64)
    for r, region_tiles in enumerate(held):
        for tile in region_tiles:
            tile_id = columns.id_of(tile)
            if tile_id:
                region_has[tile_id] |= 1 << r
    steps = _step_table(board, stay) if regions <= MOST_REGIONS else None
    start_mask = _mask(starts, regions)
    end_mask = _mask(ends, regions)
    board_mask = columns.mask(sorted(on_board))
    longest = min(max_len, len(board.pieces))
    # Last step, per word: its tiles placed on regions, each piece once (compiled).
    left = np.zeros((regions, len(columns.chars) + 1), dtype=np.int64)
    for r, region_tiles in enumerate(held):
        for tile, pieces in region_tiles.items():
            left[r, columns.id_of(tile)] = len(pieces)
    following = [((r,) if stay else ()) + tuple(board.neighbours[r]) for r in range(regions)]
    near = np.array([sum(1 << n for n in f) for f in following], dtype=np.int64)
    first = list(range(regions)) if starts is None else sorted(set(starts))
    wild_counts = np.array([len(p) for p in wild], dtype=np.int64)
    found: dict[str, tuple[int, ...]] = {}
    codes = index.codes
    for length, (rows, matrix, masks) in sorted(columns.groups.items()):
        if not min_len <= length <= longest:
            continue
        keep = np.arange(len(rows))
        if columns.exact_masks:
            missing = np.bitwise_count(masks & np.uint64(~board_mask & (2**64 - 1)))
            keep = np.flatnonzero(missing <= wild_total)
        sub = matrix[keep]
        # Tiles the board covers: sum over its tiles of min(count in word, copies).
        covered = np.zeros(len(sub), dtype=np.int64)
        for tile_id, copies in on_board.items():
            count = np.count_nonzero(sub == tile_id, axis=1)
            covered += np.minimum(count, copies)
        fits = np.flatnonzero(length - covered <= wild_total)
        keep, sub = keep[fits], sub[fits]
        if steps is not None and len(sub):
            ok = _readable(sub, steps, region_has, wild_regions, wild_total, start_mask, end_mask)
            keep, sub = keep[ok], sub[ok]
        if not len(sub):
            continue
        placed, chosen, by_wild = region_placements(
            sub, left, wild_counts, region_has, wild_regions, near, following, first, end_mask
        )
        hits = np.flatnonzero(placed)
        for code, regions_of, wilds in zip(
            codes.take(rows[keep[hits]]),
            chosen[hits].tolist(),
            by_wild[hits].tolist(),
            strict=True,
        ):
            found[code] = _pieces(code, regions_of, wilds, held, wild)
    return found


def _pieces(
    code: str,
    regions_of: list[int],
    wilds: list[bool],
    held: list[dict[str, list[int]]],
    wild: list[list[int]],
) -> tuple[int, ...]:
    """The piece numbers of a placement: the next unused piece of each (region, tile)."""
    used: dict[tuple[int, str], int] = {}
    pieces = []
    for region, by_wild, tile in zip(regions_of, wilds, code, strict=True):
        key = (region, WILD if by_wild else tile)
        k = used.get(key, 0)
        used[key] = k + 1
        pieces.append((wild[region] if by_wild else held[region][tile])[k])
    return tuple(pieces)


def applies(options: Sequence[tuple[str, ...]]) -> bool:
    """Every piece is one tile or a wildcard, with one reading (no two-sided pieces)."""
    return all(len(o) == 1 and (o[0] == WILD or len(o[0]) == 1) for o in options)


def _readable(
    words: npt.NDArray[np.uint8],
    steps: npt.NDArray[np.int64],
    region_has: npt.NDArray[np.int64],
    wild_regions: int,
    wild_total: int,
    start_mask: int,
    end_mask: int,
) -> npt.NDArray[np.intp]:
    """Rows of `words` readable region to region, ignoring piece reuse but counting
    wildcards: reach[w] holds the regions a prefix can end in having used w wildcards
    (the last state stands for "that many or more")."""
    states = min(wild_total, _MOST_WILD_STATES) + 1
    first = region_has[words[:, 0]] & start_mask
    reach = [first] + [np.zeros_like(first) for _ in range(states - 1)]
    if states > 1:
        reach[1] = np.full_like(first, wild_regions & start_mask)
    for column in range(1, words.shape[1]):
        real = region_has[words[:, column]]
        moved = [steps[r] for r in reach]
        reach = [moved[0] & real]
        for w in range(1, states):
            grown = (moved[w] & real) | (moved[w - 1] & wild_regions)
            if w == states - 1 and w < wild_total:
                grown |= moved[w] & wild_regions
            reach.append(grown)
    done = np.zeros(len(words), dtype=bool)
    for r in reach:
        done |= (r & end_mask) != 0
    return np.flatnonzero(done)


def _mask(cells: Collection[int] | None, regions: int) -> int:
    if cells is None:
        return (1 << regions) - 1
    return sum(1 << c for c in set(cells))


def _step_table(board: Board, stay: bool) -> npt.NDArray[np.int64]:
    """steps[m]: the regions one step away from any region of bit mask m (itself too if
    a word may take two pieces of one region in a row)."""
    regions = len(board.neighbours)
    near = [
        sum(1 << n for n in board.neighbours[r]) | ((1 << r) if stay else 0) for r in range(regions)
    ]
    table = np.zeros(1 << regions, dtype=np.int64)
    for r in range(regions):
        bit = 1 << r
        # Masks holding region r gain its neighbours: a doubling fill, one region at a time.
        block = table.reshape(-1, 2 * bit)
        block[:, bit:] |= near[r]
    return table
