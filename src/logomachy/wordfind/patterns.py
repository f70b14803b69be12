"""Letter patterns: tiles at positions, globs, tiles contained, in order, excluded, only.

Poetry Slam prompts ("second letter is T", "third letter from the last is T"), Votagrama and
TaBugrama (no bad letters; only good letters), ZomBigrama and El Soneto (holds these tiles),
Barrinagrama and EnVoltagrama (holds these tiles in the order they came out).

A query first picks its candidates the cheap way, then filters them:
- a fixed start (glob head or positions from the start): prefix ranges of the sorted codes,
  the `?` positions expanded along the DAWG;
- a fixed end: suffix ranges of the codes sorted by their reversal;
- otherwise the words grouped by the set of tiles they hold: only the groups holding every
  required tile (and none excluded) are read, with one regular expression over their text.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from logomachy.wordfind.tiles import Alphabet
from logomachy.wordfind.trie import END, Node

if TYPE_CHECKING:
    from logomachy.wordfind.index import WordIndex

ANY = "?"
RUN = "*"
# Expanding `?` positions at the end beyond this many suffixes is slower than scanning.
_MOST_SUFFIXES = 2000


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


@dataclass
class _Compiled:
    head: list[str | None]
    tail: list[str | None]
    regex: re.Pattern[str] | None
    fixed_len: int | None
    at: list[tuple[int, str]]
    contains: list[tuple[str, int]]
    in_order: str
    excludes: str
    only: frozenset[str] | None
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


def compile_pattern(pattern: Pattern, alphabet: Alphabet) -> _Compiled:
    tokens = _glob_tokens(pattern.glob, alphabet)
    at = [(i, _codes(t, alphabet)) for i, t in pattern.at.items()]
    for position, tile in at:
        if len(tile) != 1:
            raise ValueError(f"position {position} needs one tile, not {tile!r}")
    cut = tokens.index(RUN) if RUN in tokens else len(tokens)
    head: list[str | None] = [None if t == ANY else t for t in tokens[:cut]]
    last = len(tokens) - 1 - tokens[::-1].index(RUN) if RUN in tokens else len(tokens)
    tail: list[str | None] = [None if t == ANY else t for t in tokens[last + 1 :]][::-1]
    if RUN not in tokens:
        tail = []
    for position, tile in at:
        side, index = (head, position) if position >= 0 else (tail, -position - 1)
        side.extend([None] * (index + 1 - len(side)))
        if side[index] not in (None, tile):
            side[index] = "\x00"  # two different tiles at one place: nothing matches
        else:
            side[index] = tile
    regex = None
    if any(t != RUN for t in tokens) and RUN in tokens:
        regex = re.compile(
            "".join(".*" if t == RUN else "." if t == ANY else re.escape(t) for t in tokens),
            re.DOTALL,
        )
    fixed_len = None if RUN in tokens else len(tokens)
    contains = sorted(Counter(_codes(pattern.contains, alphabet)).items())
    only = frozenset(_codes(pattern.only, alphabet)) if pattern.only is not None else None
    return _Compiled(
        head=head,
        tail=tail,
        regex=regex,
        fixed_len=fixed_len,
        at=at,
        contains=contains,
        in_order=_codes(pattern.in_order, alphabet),
        excludes=_codes(pattern.excludes, alphabet),
        only=only,
        min_len=pattern.min_len,
        max_len=pattern.max_len if pattern.max_len is not None else 1 << 30,
    )


# -- candidates -------------------------------------------------------------------------


def _prefixes(root: Node, head: list[str | None]) -> list[str]:
    """Existing code prefixes matching `head` up to its last fixed tile."""
    fixed = [i for i, t in enumerate(head) if t is not None]
    if not fixed:
        return [""]
    level: list[tuple[str, Node]] = [("", root)]
    for want in head[: fixed[-1] + 1]:
        grown: list[tuple[str, Node]] = []
        for spelled, node in level:
            if want is None:
                grown.extend((spelled + t, n) for t, n in node.items() if t != END)
            elif want in node:
                grown.append((spelled + want, node[want]))
        level = grown
    return [spelled for spelled, _ in level]


def _ranges(keys: list[str], prefixes: list[str], key: object = None) -> list[tuple[int, int]]:
    out = []
    for prefix in prefixes:
        if key is None:
            lo = bisect.bisect_left(keys, prefix)
            hi = bisect.bisect_left(keys, prefix + "\U0010ffff")
        else:
            lo = bisect.bisect_left(keys, prefix, key=_reverse)
            hi = bisect.bisect_left(keys, prefix + "\U0010ffff", key=_reverse)
        if hi > lo:
            out.append((lo, hi))
    return out


def _reverse(code: str) -> str:
    return code[::-1]


def _suffixes(tail: list[str | None], tiles: list[str]) -> list[str] | None:
    """Reversed suffixes matching `tail` up to its last fixed tile (None if too many)."""
    fixed = [i for i, t in enumerate(tail) if t is not None]
    if not fixed:
        return [""]
    choices = [[t] if t is not None else tiles for t in tail[: fixed[-1] + 1]]
    count = 1
    for c in choices:
        count *= len(c)
    if count > _MOST_SUFFIXES:
        return None
    return ["".join(p) for p in itertools.product(*choices)]


def find(index: WordIndex, pattern: Pattern) -> list[str]:
    """Codes of every word matching `pattern`."""
    c = compile_pattern(pattern, index.alphabet)
    candidates: list[str] | None = None
    head_ranges = _ranges(index.codes, _prefixes(index.trie, c.head)) if any(c.head) else None
    tail_ranges = None
    if any(c.tail):
        suffixes = _suffixes(c.tail, list(index.primes))
        if suffixes is not None:
            tail_ranges = _ranges(index.by_suffix, suffixes, key=_reverse)
    best = None
    for ranges, keys in ((head_ranges, index.codes), (tail_ranges, index.by_suffix)):
        if ranges is not None:
            size = sum(hi - lo for lo, hi in ranges)
            if best is None or size < best[0]:
                best = (size, ranges, keys)
    needs = c.contains or c.in_order or c.only is not None or c.excludes
    if best is not None and not (needs and best[0] > len(index.codes) // 8):
        _, ranges, keys = best
        candidates = [code for lo, hi in ranges for code in keys[lo:hi]]
    elif needs:
        # The groups already checked the tiles held, their repeats and their order.
        candidates = index.letter_groups.select(c)
        c.contains, c.in_order, c.excludes, c.only = [], "", "", None
    else:
        candidates = index.codes
    return _filter(candidates, c)


def _filter(candidates: list[str], c: _Compiled) -> list[str]:
    out = candidates
    if c.fixed_len is not None:
        n = c.fixed_len
        out = [w for w in out if len(w) == n]
    if c.min_len > 1 or c.max_len < 1 << 30:
        lo, hi = c.min_len, c.max_len
        out = [w for w in out if lo <= len(w) <= hi]
    for position, tile in c.at:
        need = position + 1 if position >= 0 else -position
        out = [w for w in out if len(w) >= need and w[position] == tile]
    if c.fixed_len is not None:
        for position, want in enumerate(c.head):
            if want is not None:
                out = [w for w in out if w[position] == want]
    if c.regex is not None:
        match = c.regex.fullmatch
        out = [w for w in out if match(w)]
    for tile, n in c.contains:
        out = [w for w in out if w.count(tile) >= n]
    for tile in c.excludes:
        out = [w for w in out if tile not in w]
    if c.only is not None:
        only = c.only
        out = [w for w in out if only.issuperset(w)]
    if c.in_order:
        search = re.compile(_in_order(c.in_order), re.DOTALL).search
        out = [w for w in out if search(w)]
    return out


def _in_order(tiles: str) -> str:
    """A regular expression finding `tiles` in order, without backtracking."""
    parts = [re.escape(tiles[0])]
    for tile in tiles[1:]:
        parts.append(f"[^{re.escape(tile)}\n]*{re.escape(tile)}")
    return "".join(parts)


class LetterGroups:
    """Codes grouped by the set of tiles they hold (a bit mask), each group one text."""

    def __init__(self, codes: list[str], tiles: list[str]) -> None:
        self.bits = {tile: 1 << i for i, tile in enumerate(tiles)}
        bit = self.bits.__getitem__
        grouped: dict[int, list[str]] = {}
        for code in codes:
            mask = sum(map(bit, set(code)))
            group = grouped.get(mask)
            if group is None:
                grouped[mask] = [code]
            else:
                group.append(code)
        self.masks: list[int] = list(grouped)
        self.texts: list[str] = ["\n".join(group) for group in grouped.values()]

    def mask(self, tiles: str) -> int:
        return sum(self.bits.get(t, 0) for t in set(tiles))

    def select(self, c: _Compiled) -> list[str]:
        """Codes holding every required tile, no excluded one, only allowed ones, and (one
        regular expression over the selected text) the ordered tiles and repeats."""
        wanted = "".join(t for t, _ in c.contains) + c.in_order
        if any(t not in self.bits for t in wanted):
            return []
        required = self.mask(wanted)
        banned = self.mask(c.excludes)
        outside = ~self.mask("".join(c.only)) if c.only is not None else 0
        refused = banned | outside
        text = "\n".join(
            [
                text
                for mask, text in zip(self.masks, self.texts, strict=True)
                if mask & required == required and not mask & refused
            ]
        )
        if not text:
            return []
        checks = [f"(?={_steps(t * n)})" for t, n in c.contains if n > 1]
        if c.in_order:
            checks.append(f"(?={_steps(c.in_order)})")
        if not checks:
            return text.split("\n")
        return re.compile("^" + "".join(checks) + "[^\n]*$", re.MULTILINE).findall(text)


def _steps(tiles: str) -> str:
    """A regular expression reading `tiles` in order within one line, each step skipping
    to the next wanted tile (no backtracking)."""
    return "".join(f"[^\n{re.escape(t)}]*{re.escape(t)}" for t in tiles)
