"""The compiled board search against the Python one: the same words and the same first
paths (both search depth first, cells and neighbours in order), on grids of letters and
of syllables, with start and end cells and a length limit."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logomachy.wordfind import Alphabet, WordIndex, compiled
from logomachy.wordfind.boards import Board
from logomachy.wordfind.compiled import board_rows
from logomachy.wordfind.paths import board_words, coded_options

CA = Alphabet.for_language("ca")
LETTERS = ["a", "e", "l", "s", "n", "ny", "qu"]
PIECES = [*LETTERS, "sa", "la", "nya", "es", "x"]  # x: a tile no word holds

words_st = st.lists(
    st.lists(st.sampled_from(LETTERS), min_size=1, max_size=7).map("".join),
    min_size=1,
    max_size=60,
)


@settings(max_examples=200, deadline=None)
@given(
    words=words_st,
    cells=st.lists(st.sampled_from(PIECES), min_size=4, max_size=16),
    moves=st.sampled_from(["king", "knight", "rook"]),
    min_len=st.integers(1, 4),
    max_len=st.integers(1, 9),
    starts=st.none() | st.sets(st.integers(0, 15), max_size=5),
    ends=st.none() | st.sets(st.integers(0, 15), max_size=5),
)
def test_compiled_search_finds_what_the_python_search_finds(
    words: list[str],
    cells: list[str],
    moves: str,
    min_len: int,
    max_len: int,
    starts: set[int] | None,
    ends: set[int] | None,
) -> None:
    side = 4 if len(cells) >= 16 else 3 if len(cells) >= 9 else 2
    board = Board.grid([cells[r * side : (r + 1) * side] for r in range(side)], moves)
    count = len(board.neighbours)
    first = None if starts is None else frozenset(c for c in starts if c < count)
    last = None if ends is None else frozenset(c for c in ends if c < count)
    index = WordIndex(words, CA)
    coded = coded_options(board, CA)
    expected = board_words(index.trie, board, coded, min_len, max_len, starts=first, ends=last)
    rows, paths = board_rows(
        index.automaton,
        [o[0] if o else "" for o in coded],
        board.neighbours,
        min_len,
        max_len,
        first,
        last,
    )
    assert {index.codes[r]: p for r, p in zip(rows, paths, strict=True)} == expected


def test_rows_are_the_codes_rows_and_room_grows(monkeypatch: pytest.MonkeyPatch) -> None:
    # Every word is found even past the first buffers' room (the search runs again).
    monkeypatch.setattr(compiled, "_FIRST_ROOM", 4)
    words = ["".join(p) for p in itertools.product("aels", repeat=5)]
    index = WordIndex(words, CA)
    board = Board.grid([list("aels"), list("lsea"), list("seal"), list("eals")], "king")
    rows, paths = board_rows(index.automaton, [o[0] for o in board.options], board.neighbours, 5, 5)
    assert len(rows) == len(set(rows)) > 100
    for row, path in zip(rows, paths, strict=True):
        assert "".join(board.options[c][0].lower() for c in path) == index.codes[row]


def test_empty_index_and_board() -> None:
    index = WordIndex([], CA)
    board = Board.parse("CA\nSA")
    assert index.paths(board) == {}
    assert board_rows(index.automaton, [], (), 1, 9) == ([], [])
