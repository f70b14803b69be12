"""Words on boards with many single-tile pieces (Vestengrama, Baixagrama region maps).

Walking the DAWG over such a board explodes: with 50 letters in 10 regions most letters of
a word can come from several regions, and every choice is a different path to explore
(a full map took ~90 s). This search goes word-first instead:

1. the words whose tiles the board holds, wildcards making up the rest (numpy over the
   per-length tile matrices: a tile mask test, then per-tile counts);
2. the words that can be read region to region if letters could be reused: one pass per
   letter position over bit masks of regions (reachable regions → their neighbours →
   those holding the next tile), exact for the adjacency, blind to piece reuse;
3. a per-word depth-first check on the few survivors, using each piece at most once
   (identical pieces of one region are interchangeable, so a region is chosen, not a piece).
"""

from __future__ import annotations

import functools
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from logomachy.wordfind.boards import Board
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
    candidates: list[str] = []
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
            keep = keep[ok]
        candidates.extend(codes.take(rows[keep]))
    check = _Checker(board, held, wild, stay, starts, ends)
    found: dict[str, tuple[int, ...]] = {}
    for code in candidates:
        path = check.path(code)
        if path is not None:
            found[code] = path
    return found


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


class _Checker:
    """Depth-first placement of one word's tiles on regions, each piece used once."""

    def __init__(
        self,
        board: Board,
        held: list[dict[str, list[int]]],
        wild: list[list[int]],
        stay: bool,
        starts: Collection[int] | None,
        ends: Collection[int] | None,
    ) -> None:
        regions = range(len(board.neighbours))
        self.held = held
        self.wild = wild
        self.left = [{tile: len(p) for tile, p in region.items()} for region in held]
        self.wild_left = [len(p) for p in wild]
        self.next_regions = [((r,) if stay else ()) + tuple(board.neighbours[r]) for r in regions]
        self.first_regions = tuple(regions) if starts is None else tuple(sorted(set(starts)))
        count = len(board.neighbours)
        self.end_mask = _mask(ends, count)
        self.wild_mask = sum(1 << r for r in regions if wild[r])
        self.has: dict[str, int] = {}
        for r, region_tiles in enumerate(held):
            for tile in region_tiles:
                self.has[tile] = self.has.get(tile, 0) | (1 << r)
        near = [sum(1 << n for n in self.next_regions[r]) for r in regions]

        def steps(mask: int) -> int:
            out = 0
            for r in range(count):
                if mask >> r & 1:
                    out |= near[r]
            return out

        self.steps = functools.lru_cache(maxsize=4096)(steps)
        self.finish: list[int] = []

    def path(self, code: str) -> tuple[int, ...] | None:
        """The pieces reading `code` (the first placement found), or None."""
        # finish[i]: regions where tile i may go so that the rest of the word can still be
        # read to an end region (adjacency only); the search tries no other region.
        finish = [0] * len(code)
        after = self.end_mask
        has, wild, steps = self.has, self.wild_mask, self.steps
        for i in range(len(code) - 1, -1, -1):
            here = (has.get(code[i], 0) | wild) & after
            if not here:
                return None
            finish[i] = here
            after = steps(here)
        self.finish = finish
        chosen: list[tuple[int, bool]] = []  # (region, by wildcard) per tile
        if not self._place(code, 0, self.first_regions, chosen):
            return None
        used: dict[tuple[int, str], int] = {}
        pieces = []
        for (region, by_wild), tile in zip(chosen, code, strict=True):
            key = (region, WILD if by_wild else tile)
            k = used.get(key, 0)
            used[key] = k + 1
            pool = self.wild[region] if by_wild else self.held[region][tile]
            pieces.append(pool[k])
        return tuple(pieces)

    def _place(
        self, code: str, i: int, regions: Sequence[int], chosen: list[tuple[int, bool]]
    ) -> bool:
        if i == len(code):
            return True
        tile = code[i]
        left, wild_left = self.left, self.wild_left
        allowed = self.finish[i]
        for region in regions:
            if not allowed >> region & 1:
                continue
            counts = left[region]
            if counts.get(tile, 0) > 0:
                counts[tile] -= 1
                chosen.append((region, False))
                done = self._place(code, i + 1, self.next_regions[region], chosen)
                counts[tile] += 1
                if done:
                    return True
                chosen.pop()
            if wild_left[region] > 0:
                wild_left[region] -= 1
                chosen.append((region, True))
                done = self._place(code, i + 1, self.next_regions[region], chosen)
                wild_left[region] += 1
                if done:
                    return True
                chosen.pop()
        return False
