"""Board paths against brute force: grids (king, knight), regions, syllables, wildcards."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from logomachy.wordfind import WILD, Alphabet, WordIndex
from logomachy.wordfind.boards import Board
from logomachy.wordfind.paths import board_words, coded_options
from logomachy.wordfind.regions import applies as region_applies
from logomachy.wordfind.regions import region_words

CA = Alphabet.for_language("ca")
LETTERS = ["a", "e", "l", "s", "n", "ny", "qu"]

words_st = st.lists(
    st.lists(st.sampled_from(LETTERS), min_size=1, max_size=6).map("".join),
    min_size=1,
    max_size=40,
)


def brute(
    words: Sequence[str],
    board: Board,
    min_len: int,
    stay: bool = True,
    ends: frozenset[int] | None = None,
    syllables: bool = False,
) -> set[str]:
    """Words with some path of pieces spelling them, found by trying each word alone."""
    coded = [
        tuple(WILD if t == WILD else CA.spell(t) or "" for t in opts) for opts in board.options
    ]

    def can_follow(prev: int | None, nxt: int) -> bool:
        if prev is None:
            return True
        a, b = board.pieces[prev], board.pieces[nxt]
        return (stay and a == b) or b in board.neighbours[a]

    def match(code: str, used: tuple[int, ...], readings: tuple[str, ...]) -> bool:
        if not code:
            if ends is not None and board.pieces[used[-1]] not in ends:
                return False
            return not syllables or list(readings) == syllables_of(word_code)
        prev = used[-1] if used else None
        for piece, options in enumerate(coded):
            if piece in used or not can_follow(prev, piece):
                continue
            for text in options:
                read = code[0] if text == WILD else text
                if (
                    text
                    and code.startswith(read)
                    and match(code[len(read) :], (*used, piece), (*readings, read))
                ):
                    return True
        return False

    found = set()
    for word in words:
        word_code = CA.spell(word) or ""
        if len(word_code) >= min_len and match(word_code, (), ()):
            found.add(word)
    return found


def syllables_of(code: str) -> list[str]:
    """A toy syllabifier for the tests: pairs of tiles from the start."""
    return [code[i : i + 2] for i in range(0, len(code), 2)]


@settings(max_examples=150, deadline=None)
@given(
    words=words_st,
    cells=st.lists(st.sampled_from([*LETTERS, "?"]), min_size=9, max_size=16),
    moves=st.sampled_from(["king", "knight", "rook"]),
    min_len=st.integers(1, 4),
)
def test_grid_paths_match_brute_force(
    words: list[str], cells: list[str], moves: str, min_len: int
) -> None:
    side = 3 if len(cells) < 16 else 4
    rows = [cells[r * side : (r + 1) * side] for r in range(side)]
    board = Board.grid(rows, moves)
    index = WordIndex(words, CA)
    found = index.paths(board, min_len=min_len)
    assert set(found) == brute(words, board, min_len)
    for word, path in found.items():
        assert len(set(path)) == len(path)
        spelled = "".join(CA.spell(board.options[p][0]) or "" for p in path)
        if WILD not in "".join(board.options[p][0] for p in path):
            assert spelled == CA.spell(word)


@settings(max_examples=150, deadline=None)
@given(
    words=words_st,
    contents=st.lists(
        st.lists(st.sampled_from([*LETTERS, "?"]), min_size=1, max_size=3), min_size=2, max_size=4
    ),
    edges=st.sets(st.tuples(st.integers(0, 3), st.integers(0, 3)), max_size=5),
    stay=st.booleans(),
    min_len=st.integers(1, 4),
    end=st.booleans(),
)
def test_region_paths_match_brute_force(
    words: list[str],
    contents: list[list[str]],
    edges: set[tuple[int, int]],
    stay: bool,
    min_len: int,
    end: bool,
) -> None:
    names = [f"r{i}" for i in range(len(contents))]
    board = Board.regions(
        dict(zip(names, contents, strict=True)),
        {f"r{a}": [f"r{b}"] for a, b in edges if a < len(names) and b < len(names)},
    )
    index = WordIndex(words, CA)
    ends = frozenset({0}) if end else None
    found = index.paths(board, min_len=min_len, stay=stay, ends=["r0"] if end else None)
    assert set(found) == brute(words, board, min_len, stay=stay, ends=ends)


@settings(max_examples=100, deadline=None)
@given(
    words=words_st,
    cells=st.lists(
        st.lists(st.sampled_from(LETTERS), min_size=1, max_size=2).map("".join),
        min_size=7,
        max_size=7,
    ),
    split=st.booleans(),
)
def test_syllable_beehive_matches_brute_force(
    words: list[str], cells: list[str], split: bool
) -> None:
    board = Board.beehive([c.upper() for c in cells])
    index = WordIndex(words, CA)

    def syllables(word: str) -> list[str]:
        return [CA.render(chunk) for chunk in syllables_of(CA.spell(word) or "")]

    found = index.paths(board, min_len=1, syllables=syllables if split else None)
    assert set(found) == brute(words, board, 1, syllables=split)


def test_grid_example_and_paths() -> None:
    index = WordIndex(["casa", "cases", "sac", "asa", "ase", "any"], CA)
    board = Board.parse("C A S\nX S A\nE NY .")
    found = index.paths(board, min_len=2)
    # Length counts tiles: ANY is A + NY, two tiles.
    assert list(found) == ["casa", "asa", "ase", "sac", "any"]
    assert board.cells_of(found["any"]) == ["c2", "b3"]
    assert board.cells_of(found["sac"]) == ["c1", "b1", "a1"]
    knight = Board.parse("C..\n..A\nS..", moves="knight")
    # C a1 → A c2 → S a3 are knight moves; C a1 → S a3 is not.
    knights = WordIndex(["cas", "sac", "as", "cs", "sc"], CA).paths(knight, min_len=2)
    assert list(knights) == ["cas", "sac", "as"]


def test_beehive_shape() -> None:
    for cells, centre in ((7, 3), (19, 9), (37, 18)):
        board = Board.beehive(["A"] * cells)
        degrees = sorted(len(n) for n in board.neighbours)
        assert len(board.neighbours[centre]) == 6
        assert degrees.count(6) == {7: 1, 19: 7, 37: 19}[cells]
        assert all(c in board.neighbours[n] for c in range(cells) for n in board.neighbours[c])


def test_two_sided_syllable_and_wild_region() -> None:
    index = WordIndex(["casa", "sapa", "pasta"], CA)
    board = Board.grid([["CA/PA", "SA"], ["TA", "?"]])
    assert set(index.paths(board, min_len=2)) == {"casa", "pasta", "sapa"}
    sea = Board.regions({"land": ["C", "A", "S"], "sea": ["?"]}, {"land": ["sea"]})
    assert list(index.paths(sea, min_len=4, ends=["sea"])) == ["casa"]


@settings(max_examples=150, deadline=None)
@given(
    words=words_st,
    contents=st.lists(
        st.lists(st.sampled_from([*LETTERS, "?"]), min_size=1, max_size=4), min_size=2, max_size=5
    ),
    edges=st.sets(st.tuples(st.integers(0, 4), st.integers(0, 4)), max_size=6),
    stay=st.booleans(),
    min_len=st.integers(1, 4),
    end=st.booleans(),
    start=st.booleans(),
)
def test_word_first_region_search_matches_brute_force(
    words: list[str],
    contents: list[list[str]],
    edges: set[tuple[int, int]],
    stay: bool,
    min_len: int,
    end: bool,
    start: bool,
) -> None:
    names = [f"r{i}" for i in range(len(contents))]
    board = Board.regions(
        dict(zip(names, contents, strict=True)),
        {f"r{a}": [f"r{b}"] for a, b in edges if a < len(names) and b < len(names)},
    )
    index = WordIndex(words, CA)
    coded = coded_options(board, CA)
    assert region_applies(coded)
    ends = frozenset({0}) if end else None
    starts = frozenset({len(names) - 1}) if start else None
    found = region_words(index, board, coded, min_len, 99, stay=stay, starts=starts, ends=ends)
    expected = {CA.spell(w) for w in brute(words, board, min_len, stay=stay, ends=ends)}
    if starts is not None:
        # The brute force has no start cell: keep the words it can also read from there.
        expected = {
            c
            for c in expected
            if c
            in board_words(
                index.trie, board, coded, min_len, 99, stay=stay, starts=starts, ends=ends
            )
        }
    assert set(found) == expected
    for code, path in found.items():
        assert len(set(path)) == len(path)
        assert all(
            board.options[p][0] == WILD or CA.spell(board.options[p][0]) == tile
            for p, tile in zip(path, code, strict=True)
        )
        if ends is not None:
            assert board.pieces[path[-1]] in ends
        if starts is not None:
            assert board.pieces[path[0]] in starts
        for a, b in itertools.pairwise(path):
            ra, rb = board.pieces[a], board.pieces[b]
            assert (stay and ra == rb) or rb in board.neighbours[ra]


def test_full_size_region_map_goes_word_first() -> None:
    # 10 regions of 5 letters and a wildcard sea: more pieces than the DAWG walk handles.
    rows = [
        "CASAL",
        "ESTAR",
        "LLIMA",
        "PORTE",
        "NEULA",
        "ROSAT",
        "MIRES",
        "TALLO",
        "SENAT",
        "PILAR",
    ]
    contents: dict[str, list[str]] = {f"r{k}": list(r) for k, r in enumerate(rows)}
    contents["sea"] = ["?"]
    adjacency = {
        f"r{k}": [f"r{k + 1}", "sea" if k % 3 == 0 else f"r{(k + 3) % 10}"] for k in range(10)
    }
    board = Board.regions(contents, adjacency)
    words = ["casals", "estarem", "portal", "xxxx", "salat", "llistat", "tapa", "rentat"]
    index = WordIndex(words, CA)
    found = index.paths(board, min_len=4, ends=["sea"])
    coded = coded_options(board, CA)
    walked = board_words(index.trie, board, coded, 4, 99, ends=frozenset({10}))
    assert set(found) == set(walked)
    assert {"casals", "estarem", "salat", "tapa"} <= set(found) and "xxxx" not in found
    assert all(board.cells_of(p)[-1] == "sea" for p in found.values())
