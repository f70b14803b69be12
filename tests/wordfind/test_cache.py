"""Cached indexes: saved compactly, loaded back equal; keyed by what they were built from."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from logomachy.wordfind import Alphabet, Board, WordIndex, cache, index_file

CA = Alphabet.for_language("ca")
WORDS = ["casa", "casà", "Casa", "any", "anys", "nyap", "qui", "cel·la", "sala", "salà", "as"]


def test_pickle_round_trip_keeps_every_answer() -> None:
    index = WordIndex(WORDS, CA).build_all()
    again: WordIndex = pickle.loads(pickle.dumps(index))
    assert again.codes == index.codes and list(again) == list(index)
    assert again.forms("casa") == index.forms("casa") == ("casa", "casà", "Casa")
    assert again.subanagrams("casa") == index.subanagrams("casa")
    assert again.find("*A") == index.find("*A")
    board = Board.parse("C A\nS A")
    assert again.paths(board, min_len=2) == index.paths(board, min_len=2)


def test_index_file_is_cached_and_rebuilt_when_the_file_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LOGOMACHY_DATA", str(tmp_path / "data"))
    words = tmp_path / "words.txt"
    words.write_text("casa\nsala\n", encoding="utf-8")
    first = index_file(words, CA)
    assert len(list(cache.cache_dir().glob("*.pickle"))) == 1
    assert index_file(words, CA).codes == first.codes
    words.write_text("casa\nsala\nsal\n", encoding="utf-8")
    stale = cache.cache_dir() / "f0.old.0123.pickle"
    stale.write_bytes(b"from an older wordfind")
    assert "sal" in index_file(words, CA)
    # The changed file's index replaced the old one; an older format's file went too.
    assert len(list(cache.cache_dir().glob("*.pickle"))) == 1
    other = tmp_path / "other.txt"
    other.write_text("nyap\n", encoding="utf-8")
    index_file(other, CA)
    assert len(list(cache.cache_dir().glob("*.pickle"))) == 2


def test_lines_split_by_blocks() -> None:
    text = "\n".join(f"w{i}" for i in range(1000))
    assert list(cache._lines(text, block=7)) == text.split("\n")
    assert list(cache._lines("")) == []
