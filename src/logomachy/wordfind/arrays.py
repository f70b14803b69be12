"""Tile codes as numpy arrays: one byte per tile, so whole-list passes run at C speed.

The sorted codes of an index become one flat byte array (tile ids, 1-based in code-point
order so byte order is code order) with each code's start and length. From it come the
DAWG (`trie.build`) and the per-length tile matrices the pattern search scans
(`patterns.Columns`). Arrays pickle as a few buffers, which keeps a cached index small
and quick to load.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import numpy as np
import numpy.typing as npt

from logomachy.wordfind.codes import CodeList

IntArray = npt.NDArray[np.int64]
Int32Array = npt.NDArray[np.int32]
ByteArray = npt.NDArray[np.uint8]

# Tile ids are bytes and 0 is padding: at most 255 distinct tiles.
MOST_TILES = 255
# Codes encoded per batch.
_BATCH = 1 << 16


@dataclass(frozen=True)
class Flat:
    """Sorted codes as tile ids: `ids[starts[i] : starts[i] + lengths[i]]` is code i."""

    chars: str  # chars[k - 1] is the code character of tile id k
    ids: ByteArray
    starts: Int32Array
    lengths: Int32Array

    def __len__(self) -> int:
        return len(self.lengths)

    def char_of(self, tile_id: int) -> str:
        return self.chars[tile_id - 1]

    def id_of(self, char: str) -> int:
        """The tile id of a code character, or 0 if no code holds it."""
        return self.chars.find(char) + 1


def flatten(codes: Sequence[str]) -> Flat:
    """The flat tile-id form of `codes` (any order; trie.build needs them sorted)."""
    if isinstance(codes, CodeList):
        quick = _flatten_bytes(codes)
        if quick is not None:
            return quick
    if not codes:
        empty = np.zeros(0, dtype=np.int32)
        return Flat("", np.zeros(0, dtype=np.uint8), empty, empty)
    present: set[str] = set()
    for start in range(0, len(codes), _BATCH):
        present.update(*codes[start : start + _BATCH])
    chars = "".join(sorted(present))
    if len(chars) > MOST_TILES:
        raise ValueError(f"{len(chars)} distinct tiles; at most {MOST_TILES} are supported")
    # Code points → 1-based ids by their rank among the characters used (sorted); a batch
    # at a time, so the 4-byte code points of the whole list never exist at once.
    table = np.zeros(ord(chars[-1]) + 1, dtype=np.uint8)
    table[[ord(c) for c in chars]] = np.arange(1, len(chars) + 1, dtype=np.uint8)
    # int32: a build holds these beside everything else (int64 cost ~6 MB more at its peak).
    lengths = np.zeros(len(codes), dtype=np.int32)
    for start in range(0, len(codes), _BATCH):
        batch = codes[start : start + _BATCH]
        lengths[start : start + len(batch)] = np.fromiter(map(len, batch), np.int32, len(batch))
    if int(lengths.sum(dtype=np.int64)) >= 1 << 31:
        raise ValueError("codes of 2 G tiles or more")
    starts = np.zeros(len(lengths), dtype=np.int32)
    np.cumsum(lengths[:-1], out=starts[1:])
    ids = np.empty(int(lengths.sum()), dtype=np.uint8)
    for start in range(0, len(codes), _BATCH):
        text = "".join(codes[start : start + _BATCH])
        points = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), np.uint32)
        ids[starts[start] : starts[start] + len(points)] = table[points]
    return Flat(chars, ids, starts, lengths)


def _flatten_bytes(codes: CodeList) -> Flat | None:
    """`flatten` of a code list whose text is Latin-1 (every alphabet's codes with up to
    32 digraph tiles are): its text encoded once, line breaks dropped, bytes mapped to ids,
    instead of a Python pass over 800k strings (~0.4 s of a Catalan build). None if the
    text holds a character past Latin-1."""
    text = codes._text
    try:
        raw = np.frombuffer(text.encode("latin-1"), dtype=np.uint8)
    except UnicodeEncodeError:
        return None
    raw = raw[raw != ord("\n")]
    present = np.flatnonzero(np.bincount(raw, minlength=256))
    if not len(present):
        return None
    table = np.zeros(256, dtype=np.uint8)
    table[present] = np.arange(1, len(present) + 1, dtype=np.uint8)
    ids = table[raw]
    del raw
    lengths = (np.diff(codes.starts()) - 1).astype(np.int32)
    starts = np.zeros(len(lengths), dtype=np.int32)
    np.cumsum(lengths[:-1], out=starts[1:])
    chars = bytes(present.astype(np.uint8).tolist()).decode("latin-1")
    return Flat(chars, ids, starts, lengths)


def common_prefixes(flat: Flat) -> IntArray:
    """lcp[i]: length of the common prefix of codes i-1 and i (lcp[0] = 0), column by
    column over the pairs still equal, so memory stays proportional to the code count."""
    n = len(flat)
    lcp = np.zeros(n, dtype=np.int64)
    active = np.arange(1, n)
    column = 0
    ids, starts, lengths = flat.ids, flat.starts, flat.lengths
    while active.size:
        long_enough = (lengths[active - 1] > column) & (lengths[active] > column)
        active = active[long_enough]
        same = ids[starts[active - 1] + column] == ids[starts[active] + column]
        active = active[same]
        lcp[active] += 1
        column += 1
    return lcp


@cache
def _malloc_trim() -> ctypes._NamedFuncPointer | None:
    name = ctypes.util.find_library("c")
    try:
        return ctypes.CDLL(name).malloc_trim if name else None
    except (OSError, AttributeError):
        return None


def release_memory() -> None:
    """Hands freed heap memory back to the system (glibc's `malloc_trim`) between the steps
    of an index build: the freed numpy temporaries of one step otherwise stay in the
    process, and the build's peak is the sum of its steps instead of the largest (Catalan:
    ~220 MB instead of ~190). Does nothing where the C library has no such call."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)
