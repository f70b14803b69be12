"""Letter patterns against brute force: globs, positions, contains, order, excludes, only."""

from __future__ import annotations

import fnmatch
import re
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from logomachy.wordfind import Alphabet, WordIndex
from logomachy.wordfind.patterns import Pattern

CA = Alphabet.for_language("ca")
LETTERS = ["a", "e", "l", "s", "ny", "qu"]
TILES = ["A", "E", "L", "S", "NY", "QU"]

words_st = st.lists(
    st.lists(st.sampled_from(LETTERS), min_size=1, max_size=6).map("".join),
    min_size=1,
    max_size=60,
)
tiles_st = st.lists(st.sampled_from(TILES), max_size=3).map("".join)


def holds_in_order(code: str, tiles: str) -> bool:
    rest = iter(code)
    return all(tile in rest for tile in tiles)


def brute(words: list[str], p: Pattern, alphabet: Alphabet = CA) -> set[str]:
    out = set()
    spell = alphabet.spell
    # The glob spelled in tile codes, its wildcards kept.
    glob = "".join(
        part if part in "?*" else spell(part) or "" for part in re.split(r"([?*])", p.glob)
    )
    for word in words:
        code = spell(word) or ""
        n = len(code)
        if not (p.min_len <= n <= (p.max_len or 99)):
            continue
        if p.glob != "*" and not fnmatch.fnmatchcase(code, glob):
            continue
        if any(not (-n <= i < n) or code[i] != spell(t) for i, t in p.at.items()):
            continue
        if Counter(spell(p.contains) or "") - Counter(code):
            continue
        if not holds_in_order(code, spell(p.in_order) or ""):
            continue
        if set(spell(p.excludes) or "") & set(code):
            continue
        if p.only is not None and not set(code) <= set(spell(p.only) or ""):
            continue
        out.add(word)
    return out


@settings(max_examples=300, deadline=None)
@given(
    words=words_st,
    glob=st.lists(st.sampled_from([*TILES, "?", "*"]), max_size=4).map("".join),
    at=st.dictionaries(st.integers(-3, 2), st.sampled_from(TILES), max_size=2),
    contains=tiles_st,
    in_order=tiles_st,
    excludes=tiles_st,
    only=st.one_of(
        st.none(), st.lists(st.sampled_from(TILES), min_size=1, max_size=4).map("".join)
    ),
    min_len=st.integers(1, 3),
)
def test_patterns_match_brute_force(
    words: list[str],
    glob: str,
    at: dict[int, str],
    contains: str,
    in_order: str,
    excludes: str,
    only: str | None,
    min_len: int,
) -> None:
    pattern = Pattern(
        glob=glob or "*",
        at=at,
        contains=contains,
        in_order=in_order,
        excludes=excludes,
        only=only,
        min_len=min_len,
    )
    index = WordIndex(words, CA)
    got = index.find(pattern)
    assert len(got) == len(set(got))
    assert set(got) == brute(words, pattern)


def test_poetry_slam_prompts() -> None:
    index = WordIndex(
        ["star", "etymologist", "artist", "gate", "toe", "rat", "tot"], Alphabet.for_language("en")
    )
    assert sorted(index.find(at={1: "T"})) == ["etymologist", "star"]
    assert sorted(index.find(at={2: "T"})) == ["artist", "gate", "rat", "tot"]
    assert sorted(index.find(at={-2: "T"})) == ["gate"]
    assert sorted(index.find(at={-3: "T"})) == ["star", "toe", "tot"]
    assert sorted(index.find("*T")) == ["artist", "etymologist", "rat", "tot"]
    assert sorted(index.find(in_order="TS")) == ["artist", "etymologist"]
    assert index.find("?T*", excludes="Y") == ["star"]


# More tiles than a 64-bit mask holds: 26 letters and 45 digraph tiles (AB, AC, ...).
MANY = Alphabet.for_language(
    "en", digraphs=[a + b for a in "ABCDEFGHI" for b in "VWXYZ"], tiles=None
)
MANY_TILES = [a + b for a in "ABCDEFGHI" for b in "VWXYZ"] + list("ABCDEFGHIJKLMNOPQRSTU")
MANY_WORDS = [
    "".join(MANY_TILES[(i * 7 + j * 11) % len(MANY_TILES)] for j in range(5)) for i in range(70)
]
MANY_INDEX = WordIndex(MANY_WORDS, MANY)
many_tiles_st = st.lists(st.sampled_from(MANY_TILES), max_size=3).map("".join)


def test_many_tiles_index_uses_exact_checks() -> None:
    assert not MANY_INDEX.columns.exact_masks


@settings(max_examples=150, deadline=None)
@given(
    glob=st.lists(st.sampled_from([*MANY_TILES[:8], "?", "*"]), max_size=4).map("".join),
    at=st.dictionaries(st.integers(-3, 2), st.sampled_from(MANY_TILES), max_size=1),
    contains=many_tiles_st,
    in_order=many_tiles_st,
    excludes=many_tiles_st,
    only=st.one_of(st.none(), st.lists(st.sampled_from(MANY_TILES), min_size=1).map("".join)),
)
def test_patterns_beyond_mask_tiles_match_brute_force(
    glob: str, at: dict[int, str], contains: str, in_order: str, excludes: str, only: str | None
) -> None:
    pattern = Pattern(
        glob=glob or "*", at=at, contains=contains, in_order=in_order, excludes=excludes, only=only
    )
    assert set(MANY_INDEX.find(pattern)) == brute(MANY_WORDS, pattern, MANY)
