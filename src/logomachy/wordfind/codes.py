"""Sorted tile codes and their written words, as a few long strings.

A lexicon's index holds ~800k codes; as Python strings in a list they cost ~55 MB (and a
dict of the words that differ from their code ~40 MB more), which kept a Catalan index at
~210 MB and its build above 290 MB. Here the codes are one string, "\\n" between codes,
with an array of where each starts (~20 MB); a code becomes a Python string only when a
search returns it. `take` turns a batch of rows into strings with one slice each.

The index keeps its written words the same way (`WordIndex._ordered`).
"""

from __future__ import annotations

import bisect
import itertools
from array import array
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, overload

import numpy as np
import numpy.typing as npt

# A written-words entry: one word, or several words of one code.
Words = str | tuple[str, ...]


# Parts joined per batch, so a generator's strings never all exist at once.
_BATCH = 1 << 16


def _batches(parts: Iterable[str]) -> Iterator[list[str]]:
    source = iter(parts)
    while batch := list(itertools.islice(source, _BATCH)):
        yield batch


def _join(batches: Iterable[Sequence[str]]) -> tuple[str, array[int]]:
    """The parts joined by "\\n" and each part's start, then the end (+1) after the last;
    lengths summed by numpy a batch at a time."""
    texts: list[str] = []
    ends = [np.zeros(1, dtype=np.int64)]
    at = 0
    for batch in batches:
        if not batch:
            continue
        sizes = np.fromiter(map(len, batch), dtype=np.int64, count=len(batch)) + 1
        ends.append(at + np.cumsum(sizes))
        at = int(ends[-1][-1])
        texts.append("\n".join(batch))
    if at >= 1 << 32:
        raise ValueError("a code list of 4 G characters or more")
    starts = array("I")
    starts.frombytes(np.concatenate(ends).astype(np.uint32).tobytes())
    return "\n".join(texts), starts


class CodeList(Sequence[str]):
    """Sorted distinct codes: `codes[i]`, `len`, iteration, slices (lists), `find`."""

    __slots__ = ("_starts", "_text")

    def __init__(self, codes: Iterable[str] = ()) -> None:
        self._text, self._starts = _join(_batches(codes))

    @classmethod
    def of_batches(cls, batches: Iterable[Sequence[str]]) -> CodeList:
        """The list of the codes of several batches (lists), in order: the quick way in."""
        made = cls.__new__(cls)
        made._text, made._starts = _join(batches)
        return made

    def __len__(self) -> int:
        return len(self._starts) - 1

    @overload
    def __getitem__(self, i: int) -> str: ...
    @overload
    def __getitem__(self, i: slice) -> list[str]: ...
    def __getitem__(self, i: int | slice) -> str | list[str]:
        starts = self._starts
        if isinstance(i, slice):
            begin, end, step = i.indices(len(self))
            if step != 1:
                return [self[k] for k in range(begin, end, step)]
            if begin >= end:
                return []
            return self._text[starts[begin] : starts[end] - 1].split("\n")
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError("code row out of range")
        return self._text[starts[i] : starts[i + 1] - 1]

    def __iter__(self) -> Iterator[str]:
        if len(self):
            yield from self._text.split("\n")

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CodeList):
            return self._text == other._text and len(self) == len(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._text)

    def find(self, code: str) -> int:
        """The row of `code`, or -1."""
        i = bisect.bisect_left(self, code)
        return i if i < len(self) and self[i] == code else -1

    def take(self, rows: npt.NDArray[np.integer[Any]] | Sequence[int]) -> list[str]:
        """The codes of several rows, in the order given."""
        starts = self.starts()
        picked = np.asarray(rows, dtype=np.int64)
        text = self._text
        ends = (starts[picked + 1] - 1).tolist()
        return [text[a:b] for a, b in zip(starts[picked].tolist(), ends, strict=True)]

    def starts(self) -> npt.NDArray[np.uint32]:
        """Where each code starts in the text, then the end + 1 (a view, no copy)."""
        return np.frombuffer(self._starts, dtype=np.uint32)

    def lengths(self) -> npt.NDArray[np.int64]:
        """Each code's length in tiles."""
        return np.diff(self.starts()).astype(np.int64) - 1

    def __getstate__(self) -> tuple[str, bytes]:
        return self._text, self._starts.tobytes()

    def __setstate__(self, state: tuple[str, bytes]) -> None:
        self._text = state[0]
        self._starts = array("I")
        self._starts.frombytes(state[1])
