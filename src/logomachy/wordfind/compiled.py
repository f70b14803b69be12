"""The board search's inner loop, compiled (numba): words along paths of cells.

A board search takes thousands of steps per query (a 7×7 king grid on the Catalan list:
~7,000 cells entered, ~50,000 neighbour tests), and in Python each step is a few hundred
nanoseconds of interpreter and cache misses over 83k scattered dicts: 2–7 ms a grid on
this project's 2-core machine, against 0.1–0.5 ms compiled. So the walk over the DAWG's
arrays (`trie.Automaton`) is compiled once per machine by numba (cached on disk beside
this module, or in numba's user cache when that is read-only) and reports each word as
its row in the sorted codes, with the first path found, in the same order as a plain
depth-first search from cell 0.

The general board search (several pieces per cell, wildcards, two-sided tiles) stays in
Python (`paths.board_words`); this covers one piece of one or more tiles per cell: letter
grids, syllable grids and beehives. A second kernel (`_place`) does the last step of the
word-first search of region maps (`regions.py`): placing each candidate word's tiles on
regions, each piece once (~1 µs a word, against ~100 µs in Python: a full Vestengrama map
has ~100k candidates).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    from logomachy.wordfind.trie import Automaton

Ints = npt.NDArray[np.int64]

# Found words before the search asks for more room (it then runs again with twice).
_FIRST_ROOM = 4096


def _walk(
    first: npt.NDArray[np.int32],
    tiles: npt.NDArray[np.uint8],
    targets: npt.NDArray[np.int32],
    skips: npt.NDArray[np.int32],
    final: npt.NDArray[np.bool_],
    wide_row: npt.NDArray[np.int32],
    wide: npt.NDArray[np.int32],
    root: int,
    piece_tiles: Ints,
    piece_sizes: Ints,
    neighbours: Ints,
    degree: Ints,
    min_len: int,
    max_len: int,
    ends: npt.NDArray[np.bool_],
    rows: Ints,
    paths: Ints,
    ends_at: Ints,
) -> int:
    """Depth-first search of the board and the DAWG together. Cell c reads the tile ids
    `piece_tiles[c, :piece_sizes[c]]`; its neighbours are `neighbours[c, :degree[c]]`; the
    last row is a cell of no piece whose neighbours are the cells a word may start in.
    Writes each distinct word's row and its path's cells, one after another in `paths`
    (word i's end at `ends_at[i]`); returns how many words, or -1 when `rows` or `paths`
    is full (the caller retries with more room)."""
    cells = piece_sizes.shape[0]
    room = rows.shape[0]
    used = np.zeros(cells, dtype=np.bool_)
    at_cell = np.empty(cells + 1, dtype=np.int64)
    at_node = np.empty(cells + 1, dtype=np.int64)
    at_rank = np.empty(cells + 1, dtype=np.int64)
    at_size = np.empty(cells + 1, dtype=np.int64)
    at_next = np.empty(cells + 1, dtype=np.int64)
    # Rows already reported: open addressing, row + 1 per slot (0 = empty).
    slots = 1
    while slots < 2 * room:
        slots *= 2
    seen = np.zeros(slots, dtype=np.int64)
    found = 0
    written = 0
    # Depth 0 is the start cell (no piece, the root); depth d >= 1 the d-th cell read.
    at_cell[0] = cells - 1
    at_node[0] = root
    at_rank[0] = 0
    at_size[0] = 0
    at_next[0] = 0
    depth = 0
    while depth >= 0:
        cell = at_cell[depth]
        k = at_next[depth]
        if k == degree[cell]:
            used[cell] = False
            depth -= 1
            continue
        at_next[depth] = k + 1
        nxt = neighbours[cell, k]
        size = piece_sizes[nxt]
        if used[nxt] or size == 0 or at_size[depth] + size > max_len:
            continue
        node = at_node[depth]
        rank = at_rank[depth]
        for j in range(size):  # read the piece down the DAWG
            tile = piece_tiles[nxt, j]
            step = -1
            row = wide_row[node]
            if row >= 0:
                step = wide[row, tile]
            else:
                for e in range(first[node], first[node + 1]):
                    if tiles[e] >= tile:
                        if tiles[e] == tile:
                            step = e
                        break
            if step < 0:
                node = -1
                break
            rank += skips[step]
            node = targets[step]
        if node < 0:
            continue
        depth += 1
        at_cell[depth] = nxt
        at_node[depth] = node
        at_rank[depth] = rank
        at_size[depth] = at_size[depth - 1] + size
        at_next[depth] = 0
        used[nxt] = True
        if final[node] and at_size[depth] >= min_len and ends[nxt]:
            slot = (rank * 2654435761) & (slots - 1)
            while seen[slot] != 0 and seen[slot] != rank + 1:
                slot = (slot + 1) & (slots - 1)
            if seen[slot] == 0:
                if found == room or written + depth > paths.shape[0]:
                    return -1
                seen[slot] = rank + 1
                rows[found] = rank
                for j in range(depth):
                    paths[written + j] = at_cell[j + 1]
                written += depth
                ends_at[found] = written
                found += 1
    return found


def _place(
    words: npt.NDArray[np.uint8],
    left: Ints,
    wild: Ints,
    has: Ints,
    wild_mask: int,
    near: Ints,
    following: Ints,
    count: Ints,
    first: Ints,
    end_mask: int,
    chosen: Ints,
    by_wild: npt.NDArray[np.bool_],
) -> npt.NDArray[np.bool_]:
    """For each word (a row of tile ids), whether its tiles can be placed on regions in
    order, each piece once: `left[r, t]` pieces of tile t in region r, `wild[r]` wildcards;
    a word starts in a region of `first` and moves to `following[r, :count[r]]`, and must
    end in a region of `end_mask`; `has[t]` and `near[r]` are the same as bit masks.
    The first placement found (regions in order, the tile before a wildcard) goes to
    `chosen` and `by_wild`. `left` and `wild` are restored after each word."""
    n, length = words.shape
    regions = near.shape[0]
    ok = np.zeros(n, dtype=np.bool_)
    finish = np.zeros(length, dtype=np.int64)
    at = np.zeros(length + 1, dtype=np.int64)  # next candidate index per depth
    phase = np.zeros(length + 1, dtype=np.int64)  # 0: try the tile, 1: a wildcard, 2: done
    for w in range(n):
        # finish[i]: regions where tile i may go so that the rest can reach an end region.
        after = end_mask
        possible = True
        for i in range(length - 1, -1, -1):
            here = (has[words[w, i]] | wild_mask) & after
            if here == 0:
                possible = False
                break
            finish[i] = here
            after = 0
            for r in range(regions):
                if (here >> r) & 1:
                    after |= near[r]
        if not possible:
            continue
        i = 0
        at[0] = 0
        phase[0] = 0
        while True:
            if i == length:
                ok[w] = True
                break
            tile = words[w, i]
            options = first.shape[0] if i == 0 else count[chosen[w, i - 1]]
            moved = False
            while at[i] < options:
                r = first[at[i]] if i == 0 else following[chosen[w, i - 1], at[i]]
                if (finish[i] >> r) & 1:
                    if phase[i] == 0:
                        phase[i] = 1
                        if left[r, tile] > 0:
                            left[r, tile] -= 1
                            chosen[w, i] = r
                            by_wild[w, i] = False
                            moved = True
                            break
                    if phase[i] == 1:
                        phase[i] = 2
                        if wild[r] > 0:
                            wild[r] -= 1
                            chosen[w, i] = r
                            by_wild[w, i] = True
                            moved = True
                            break
                at[i] += 1
                phase[i] = 0
            if moved:
                i += 1
                at[i] = 0
                phase[i] = 0
                continue
            if i == 0:
                break
            i -= 1  # back: give the piece of depth i back and try its next option
            if by_wild[w, i]:
                wild[chosen[w, i]] += 1
            else:
                left[chosen[w, i], words[w, i]] += 1
        if ok[w]:
            for j in range(length):  # give every piece back for the next word
                if by_wild[w, j]:
                    wild[chosen[w, j]] += 1
                else:
                    left[chosen[w, j], words[w, j]] += 1
    return ok


def _rack_places(
    primes: Ints,
    copies: Ints,
    spare: Ints,
    min_len: int,
    max_len: int,
    keys: npt.NDArray[np.uint64],
    key_runs: npt.NDArray[np.uint16],
    key_rows: npt.NDArray[np.int32],
    position_starts: npt.NDArray[np.int32],
    positions: npt.NDArray[np.int32],
    out: npt.NDArray[np.int32],
) -> int:
    """A whole plain rack search in one call. Each sub-multiset of a rack with `copies[t]`
    of the tile of prime `primes[t]`, of `min_len` to `max_len` tiles, that uses more than
    `spare[t]` of some tile t (spare -1: no such condition), has one key (the product of
    its primes; unique factorisation, so no repeats; the caller checks the rack's whole
    product fits in 64 bits). Each key is looked up by binary search in the sorted `keys`;
    each code of that key (`key_runs` of them from its first place) gives its written
    words' places in the written order. The places go to `out`, unsorted; their number is
    returned, or minus the number needed when `out` is too small. One call instead of five
    numpy steps and their Python glue, which were most of a 10-tile search."""
    tiles = primes.shape[0]
    size = keys.shape[0]
    room = out.shape[0]
    exponent = np.zeros(tiles, dtype=np.int64)
    placed = 0
    while True:
        length = 0
        over = False
        for t in range(tiles):
            length += exponent[t]
            if exponent[t] > spare[t]:
                over = True
        if min_len <= length <= max_len and over:
            key = np.uint64(1)
            for t in range(tiles):
                for _ in range(exponent[t]):
                    key *= np.uint64(primes[t])
            lo = 0
            hi = size
            while lo < hi:
                mid = (lo + hi) >> 1
                if keys[mid] < key:
                    lo = mid + 1
                else:
                    hi = mid
            if lo < size and keys[lo] == key:
                for at in range(lo, lo + np.int64(key_runs[lo])):
                    row = key_rows[at]
                    for j in range(position_starts[row], position_starts[row + 1]):
                        if placed < room:
                            out[placed] = positions[j]
                        placed += 1
        t = 0
        while t < tiles and exponent[t] == copies[t]:
            exponent[t] = 0
            t += 1
        if t == tiles:
            return placed if placed <= room else -placed
        exponent[t] += 1


def rack_places(
    primes: list[int],
    copies: list[int],
    spare: list[int],
    min_len: int,
    max_len: int,
    arrays: tuple[npt.NDArray[Any], ...],
) -> npt.NDArray[np.int32]:
    """`_rack_places`, sorted: the places of a plain rack's words in the written order.
    `arrays` are the index's (keys, key_runs, key_rows, position_starts, positions)."""
    kernel = _kernel("rack_places")
    prime_array = np.array(primes, dtype=np.int64)
    copy_array = np.array(copies, dtype=np.int64)
    spare_array = np.array(spare, dtype=np.int64)
    out = np.empty(_FIRST_ROOM, dtype=np.int32)
    while True:
        found = kernel(prime_array, copy_array, spare_array, min_len, max_len, *arrays, out)
        if found >= 0:
            break
        out = np.empty(-found, dtype=np.int32)
    places: npt.NDArray[np.int32] = np.sort(out[:found])
    return places


def _subsequence(
    matrix: npt.NDArray[np.uint8], rows: Ints, wanted: npt.NDArray[np.uint8], out: Ints
) -> int:
    """Which of `rows` of a code matrix (one code of one length a row, tile ids) hold the
    tiles `wanted` in this order, not necessarily together: greedy leftmost matching, which
    finds a match if any exists. Their indexes (into `rows`) go to `out`; their number is
    returned. numpy needs a (codes x columns) boolean matrix per wanted tile for this (~25
    ms over a Catalan list); one compiled pass over each code's bytes takes ~2 ms."""
    found = 0
    columns = matrix.shape[1]
    need = wanted.shape[0]
    for k in range(rows.shape[0]):
        r = rows[k]
        j = 0
        for c in range(columns):
            if matrix[r, c] == wanted[j]:
                j += 1
                if j == need:
                    break
        if j == need:
            out[found] = k
            found += 1
    return found


def in_order(
    matrix: npt.NDArray[np.uint8], rows: npt.NDArray[np.intp] | None, wanted: list[int]
) -> npt.NDArray[np.intp]:
    """Indexes (into `rows`, or into the matrix's rows when None) of the codes holding
    `wanted` in order (see `_subsequence`)."""
    picked = np.arange(matrix.shape[0]) if rows is None else rows
    out = np.empty(len(picked), dtype=np.int64)
    found = _kernel("subsequence")(
        matrix, picked.astype(np.int64), np.array(wanted, dtype=np.uint8), out
    )
    result: npt.NDArray[np.intp] = out[:found]
    return result


_Kernel = Callable[..., Any]
_compiled: dict[str, _Kernel] = {}


def _kernel(name: str = "walk") -> _Kernel:
    """A compiled kernel (numba is imported on first use, not before)."""
    kernel = _compiled.get(name)
    if kernel is None:
        import numba

        source = {
            "walk": _walk,
            "place": _place,
            "subsequence": _subsequence,
            "rack_places": _rack_places,
        }[name]
        kernel = _compiled[name] = cast(_Kernel, numba.njit(cache=True, nogil=True)(source))
    return kernel


def region_placements(
    words: npt.NDArray[np.uint8],
    left: Ints,
    wild: Ints,
    has: Ints,
    wild_mask: int,
    near: Ints,
    following: list[tuple[int, ...]],
    first: list[int],
    end_mask: int,
) -> tuple[npt.NDArray[np.bool_], Ints, npt.NDArray[np.bool_]]:
    """`_place` over a matrix of same-length words: which can be placed, and for each its
    regions and whether each tile is a wildcard."""
    n, length = words.shape
    width = max(1, max(map(len, following), default=1))
    table = np.zeros((len(following), width), dtype=np.int64)
    count = np.zeros(len(following), dtype=np.int64)
    for r, regions in enumerate(following):
        table[r, : len(regions)] = regions
        count[r] = len(regions)
    chosen = np.zeros((n, length), dtype=np.int64)
    by_wild = np.zeros((n, length), dtype=np.bool_)
    ok = _kernel("place")(
        np.ascontiguousarray(words),
        left.copy(),
        wild.copy(),
        has,
        wild_mask,
        near,
        table,
        count,
        np.array(first, dtype=np.int64),
        end_mask,
        chosen,
        by_wild,
    )
    return ok, chosen, by_wild


def board_rows(
    automaton: Automaton,
    pieces: list[str],
    neighbours: tuple[tuple[int, ...], ...],
    min_len: int,
    max_len: int,
    starts: frozenset[int] | None = None,
    ends: frozenset[int] | None = None,
) -> tuple[list[int], list[tuple[int, ...]]]:
    """Words read along paths of one piece (a tile code) per cell, each cell used once:
    their rows in the sorted codes and the first path found for each. A piece holding a
    character no code has, or "", reads nothing."""
    count = len(pieces)
    if count == 0:
        return [], []
    width = max(1, max(map(len, pieces)))
    ids = {char: k + 1 for k, char in enumerate(automaton.chars)}
    piece_tiles = np.zeros((count, width), dtype=np.int64)
    piece_sizes = np.zeros(count, dtype=np.int64)
    for cell, piece in enumerate(pieces):
        coded = [ids.get(char, 0) for char in piece]
        if piece and all(coded):
            piece_tiles[cell, : len(coded)] = coded
            piece_sizes[cell] = len(coded)
    # The last row is the start: a cell of no piece next to every cell a word may start in.
    first_cells = list(range(count)) if starts is None else sorted(starts)
    reach = max(len(first_cells), max(map(len, neighbours)), 1)
    near = np.zeros((count + 1, reach), dtype=np.int64)
    degree = np.zeros(count + 1, dtype=np.int64)
    for cell, others in enumerate([*neighbours, first_cells]):
        near[cell, : len(others)] = others
        degree[cell] = len(others)
    piece_tiles = np.vstack([piece_tiles, np.zeros((1, width), dtype=np.int64)])
    piece_sizes = np.append(piece_sizes, 0)
    end_mask = np.ones(count + 1, dtype=np.bool_)
    if ends is not None:
        end_mask[:] = False
        end_mask[sorted(ends)] = True
    longest = min(max_len, int(piece_sizes.sum()))
    room = _FIRST_ROOM
    walk = _kernel()
    while True:
        rows = np.empty(room, dtype=np.int64)
        paths = np.empty(room * 8, dtype=np.int64)
        ends_at = np.empty(room, dtype=np.int64)
        found = walk(
            automaton.first,
            automaton.tiles,
            automaton.targets,
            automaton.skips,
            automaton.final,
            automaton.wide_row,
            automaton.wide,
            automaton.root,
            piece_tiles,
            piece_sizes,
            near,
            degree,
            min_len,
            longest,
            end_mask,
            rows,
            paths,
            ends_at,
        )
        if found >= 0:
            break
        room *= 2
    bounds = ends_at[:found].tolist()
    cells = paths[: bounds[-1] if bounds else 0].tolist()
    return rows[:found].tolist(), [
        tuple(cells[start:stop]) for start, stop in zip([0, *bounds], bounds, strict=False)
    ]
