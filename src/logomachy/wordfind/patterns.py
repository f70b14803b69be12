"""Letter patterns: tiles at positions, globs, tiles contained, in order, excluded, only.

Poetry Slam prompts ("second letter is T", "third letter from the last is T"), Votagrama and
TaBugrama (no bad letters; only good letters), ZomBigrama and El Soneto (holds these tiles),
Barrinagrama and EnVoltagrama (holds these tiles in the order they came out).

Every query is a few numpy passes over `Columns`: the codes grouped by length, each group an
(n, length) matrix of tile ids plus one bit mask of the tiles each code holds. Per length:
- the masks keep the codes holding every required tile and no refused one;
- fixed positions (glob head and tail, `at`) are column comparisons;
- the rest (repeats, tiles in order, glob parts between stars) runs on the few survivors:
  counts per row, and a greedy leftmost match of each part after the previous one, which
  is exact for a glob's starred middle and for tiles in order.
Only matching codes become Python strings.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np
import numpy.typing as npt

from logomachy.wordfind.arrays import ByteArray, Flat, IntArray
from logomachy.wordfind.tiles import Alphabet

if TYPE_CHECKING:
    from logomachy.wordfind.index import WordIndex

ANY = "?"
RUN = "*"

MaskArray = npt.NDArray[np.uint64]
BoolArray = npt.NDArray[np.bool_]

_NONE = np.zeros(0, dtype=np.int32)

# One bit per tile in a uint64 mask; tile sets beyond that are checked on the matrices.
_MASK_TILES = 64


@dataclass(frozen=True)
class Pattern:
    """What a word must look like; every given condition must hold.

    - `glob`: tile names with "?" for any one tile and "*" for any run ("C?S?", "?T*",
      "*ES"); digraph tiles are written as in a word ("*NY").
    - `at`: tile at a position, 0-based from the start, negative from the end ({1: "T"} is
      "second letter is T", {-3: "T"} "third letter from the last is T").
    - `contains`: tiles the word holds, with repeats ("AA" needs two As).
    - `in_order`: tiles the word holds in this order, not necessarily together.
    - `excludes`: tiles the word does not hold. `only`: the word holds no other tiles.
    - `min_len`/`max_len`: length in tiles.
    """

    glob: str = RUN
    at: Mapping[int, str] = field(default_factory=dict)
    contains: str = ""
    in_order: str = ""
    excludes: str = ""
    only: str | None = None
    min_len: int = 1
    max_len: int | None = None


class Columns:
    """The codes of an index grouped by length: per length, the code numbers (rows of the
    sorted code list), an (n, length) tile-id matrix and each code's tile bit mask."""

    def __init__(self, flat: Flat) -> None:
        self.chars = flat.chars
        self.exact_masks = len(flat.chars) <= _MASK_TILES
        bits = np.zeros(len(flat.chars) + 1, dtype=np.uint64)
        count = min(len(flat.chars), _MASK_TILES)
        bits[1 : count + 1] = np.left_shift(np.uint64(1), np.arange(count, dtype=np.uint64))
        self.bits = bits
        self.groups: dict[int, tuple[npt.NDArray[np.int32], ByteArray, MaskArray]] = {}
        lengths = flat.lengths
        order = np.argsort(lengths, kind="stable")
        bounds = np.searchsorted(lengths[order], np.arange(int(lengths.max(initial=0)) + 2))
        for length in range(1, len(bounds) - 1):
            rows = order[bounds[length] : bounds[length + 1]]
            if not rows.size:
                continue
            at = flat.starts[rows][:, None] + np.arange(length)
            matrix = flat.ids[at]
            masks = np.bitwise_or.reduce(bits[matrix], axis=1)
            self.groups[length] = (rows.astype(np.int32), matrix, masks)

    def id_of(self, code: str) -> int:
        """The tile id of a one-tile code, 0 if no word holds that tile."""
        return self.chars.find(code) + 1

    def mask(self, ids: Sequence[int]) -> int:
        return int(np.bitwise_or.reduce(self.bits[list(ids)])) if ids else 0


@dataclass
class _Query:
    """A pattern in tile ids (0: a tile no word holds; None in a part: any tile)."""

    head: list[int | None]
    middles: list[list[int | None]]
    tail: list[int | None]  # read from the end: tail[0] is the last tile
    fixed_len: int | None
    at: list[tuple[int, int]]
    counts: list[tuple[int, int]]
    in_order: list[int]
    excludes: list[int]
    only: list[int] | None
    min_len: int
    max_len: int


def _glob_tokens(glob: str, alphabet: Alphabet) -> list[str]:
    """The glob as a list of tile codes, ANY and RUN."""
    tokens: list[str] = []
    for part in re.split(r"([?*])", glob):
        if part in (ANY, RUN):
            if not (part == RUN and tokens and tokens[-1] == RUN):
                tokens.append(part)
        elif part:
            code = alphabet.spell(part)
            if code is None:
                raise ValueError(f"{part!r} is not spelled with tiles of {alphabet.lang!r}")
            tokens.extend(code)
    return tokens


def _codes(text: str, alphabet: Alphabet) -> str:
    if not text:
        return ""
    code = alphabet.spell(text)
    if code is None:
        raise ValueError(f"{text!r} is not spelled with tiles of {alphabet.lang!r}")
    return code


def compile_pattern(pattern: Pattern, alphabet: Alphabet, columns: Columns) -> _Query:
    """The pattern in the tile ids of `columns`."""
    tokens = _glob_tokens(pattern.glob, alphabet)
    ids = [None if t == ANY else t if t == RUN else columns.id_of(t) for t in tokens]
    parts: list[list[int | None]] = [[]]
    for token in ids:
        if token == RUN:
            parts.append([])
        else:
            parts[-1].append(token)  # type: ignore[arg-type]
    at: list[tuple[int, int]] = []
    for position, tile in pattern.at.items():
        code = _codes(tile, alphabet)
        if len(code) != 1:
            raise ValueError(f"position {position} needs one tile, not {tile!r}")
        at.append((position, columns.id_of(code)))
    fixed_len = None if len(parts) > 1 else len(parts[0])
    head = parts[0]
    tail = parts[-1][::-1] if len(parts) > 1 else []
    middles = parts[1:-1]
    counted = Counter(_codes(pattern.contains, alphabet))
    only = _codes(pattern.only, alphabet) if pattern.only is not None else None
    shortest = len(head) + len(tail) + sum(map(len, middles))
    return _Query(
        head=head,
        middles=middles,
        tail=tail,
        fixed_len=fixed_len,
        at=at,
        counts=[(columns.id_of(t), n) for t, n in sorted(counted.items())],
        in_order=[columns.id_of(t) for t in _codes(pattern.in_order, alphabet)],
        excludes=[i for i in map(columns.id_of, _codes(pattern.excludes, alphabet)) if i],
        only=None if only is None else [i for i in map(columns.id_of, only) if i],
        min_len=max(pattern.min_len, shortest, 1),
        max_len=pattern.max_len if pattern.max_len is not None else 1 << 30,
    )


def find(index: WordIndex, pattern: Pattern) -> npt.NDArray[np.int32]:
    """Rows (in the sorted code list) of every code matching `pattern`: shortest first,
    then in code order."""
    columns = index.columns
    q = compile_pattern(pattern, index.alphabet, columns)
    wanted = (
        [t for t, _ in q.counts]
        + q.in_order
        + [t for t in q.head + q.tail if t]
        + [t for part in q.middles for t in part if t]
    )
    if 0 in wanted or any(tile == 0 for _, tile in q.at):
        return _NONE  # a tile no word holds
    required, refused = 0, 0
    if columns.exact_masks:
        required = columns.mask(sorted(set(wanted)))
        refused = columns.mask(q.excludes)
        if q.only is not None:
            refused |= columns.mask(range(1, len(columns.chars) + 1)) & ~columns.mask(q.only)
        if required & refused:
            return _NONE  # a tile both needed and refused
    found: list[npt.NDArray[np.int32]] = []
    lengths = [q.fixed_len] if q.fixed_len is not None else sorted(columns.groups)
    for length in lengths:
        if not q.min_len <= length <= q.max_len or length not in columns.groups:
            continue
        rows = _match_length(columns, q, length, required, refused)
        if rows.size:
            found.append(rows)
    return np.concatenate(found) if found else _NONE


def _fixed(q: _Query, length: int) -> list[tuple[int, int]] | None:
    """(column, tile id) pairs the pattern fixes at this length; None if impossible."""
    fixed = [(i, t) for i, t in enumerate(q.head) if t is not None]
    fixed += [(length - 1 - i, t) for i, t in enumerate(q.tail) if t is not None]
    for position, tile in q.at:
        column = position if position >= 0 else length + position
        if not 0 <= column < length:
            return None
        fixed.append((column, tile))
    return fixed


def _match_length(
    columns: Columns, q: _Query, length: int, required: int, refused: int
) -> npt.NDArray[np.int32]:
    rows, matrix, masks = columns.groups[length]
    fixed = _fixed(q, length)
    if fixed is None:
        return rows[:0]
    keep: BoolArray | None = None
    if required or refused:
        keep = (masks & np.uint64(required | refused)) == np.uint64(required)
    for column, tile in fixed:
        hit = matrix[:, column] == tile
        keep = hit if keep is None else keep & hit
    index: IntArray | None = None if keep is None else np.flatnonzero(keep)
    checks = (
        any(n > 1 for _, n in q.counts)
        or q.middles
        or len(q.in_order) > 1
        or not columns.exact_masks
    )
    if not checks:
        return rows if index is None else rows[index]
    if len(q.in_order) > 1 and columns.exact_masks and not q.middles:
        # The masks kept only codes with every tile asked for; the order is checked in one
        # compiled pass over those codes' bytes, before any other count check.
        from logomachy.wordfind.compiled import in_order

        ordered = in_order(matrix, index, q.in_order)
        index = ordered if index is None else index[ordered]
        if not any(n > 1 for _, n in q.counts):
            return rows[index]
    sub = matrix if index is None else matrix[index]
    ok = np.ones(len(sub), dtype=bool)
    for tile, n in q.counts:
        if n > 1 or not columns.exact_masks:
            ok &= np.count_nonzero(sub == tile, axis=1) >= n
    if not columns.exact_masks:
        for tile in q.excludes:
            ok &= ~(sub == tile).any(axis=1)
        if q.only is not None:
            ok &= np.isin(sub, q.only).all(axis=1)
        for tile in q.in_order:
            ok &= (sub == tile).any(axis=1)
    if q.middles:
        ok &= _in_sequence(sub, q.middles, len(q.head), length - len(q.tail))
    if len(q.in_order) > 1 and not (columns.exact_masks and not q.middles):
        ok &= _in_sequence(sub, [[t] for t in q.in_order], 0, length)
    selected = np.flatnonzero(ok)
    return rows[selected] if index is None else rows[index[selected]]


def _in_sequence(
    matrix: ByteArray, parts: list[list[int | None]], start: int, stop: int
) -> BoolArray:
    """Rows holding each part (tile ids, None for any) after the previous one, within
    columns [start, stop): greedy leftmost placement, which finds a match if any exists."""
    n, _ = matrix.shape
    ok = np.ones(n, dtype=bool)
    position = np.full(n, start, dtype=np.int64)
    for part in parts:
        width = stop - len(part) + 1 - start
        if width <= 0:
            return np.zeros(n, dtype=bool)
        hit = np.ones((n, width), dtype=bool)
        for j, tile in enumerate(part):
            if tile is not None:
                hit &= matrix[:, start + j : start + j + width] == tile
        hit &= np.arange(start, start + width) >= position[:, None]
        ok &= hit.any(axis=1)
        position = start + hit.argmax(axis=1) + len(part)
    return ok
