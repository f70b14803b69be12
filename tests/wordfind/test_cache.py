"""Cached indexes: saved compactly, loaded back equal; keyed by what they were built from."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from logomachy.wordfind import Alphabet, Board, WordIndex, cache, index_file, index_words

CA = Alphabet.for_language("ca")
WORDS = ["casa", "casà", "Casa", "any", "anys", "nyap", "qui", "cel·la", "sala", "salà", "as"]


def test_pickle_round_trip_keeps_every_answer() -> None:
    index = WordIndex(WORDS, CA).build_all()
    again: WordIndex = pickle.loads(pickle.dumps(index))
    assert again.codes == index.codes and list(again) == list(index)
    assert again.forms("casa") == index.forms("casa") == ("casa", "Casa", "casà")
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


def _stamp_in_fresh_process(hash_seed: str) -> str:
    """The file name `index_words` saves a set-based word list under, in another process."""
    code = (
        "from logomachy.wordfind import Alphabet, cache, index_words\n"
        "words = frozenset(f'w{i}' for i in range(300))\n"
        "index_words(words, Alphabet.for_language('ca', tiles='WABCDEFGHIJKLMNOPQRSTUVXYZ'))\n"
        "print(next(cache.cache_dir().glob('*.pickle')).name)\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def test_the_same_words_and_tiles_find_the_same_file_in_every_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A set's order (of words, of an alphabet's tiles) changes with the hash seed; the key
    # must not, or every process would build and save the index again.
    monkeypatch.setenv("LOGOMACHY_DATA", str(tmp_path))
    assert _stamp_in_fresh_process("1") == _stamp_in_fresh_process("2")
    assert len(list(cache.cache_dir().glob("*.pickle"))) == 1
    a = Alphabet.for_language("ca", tiles=["A", "B", "NY"])
    assert a.key == Alphabet.for_language("ca", tiles=["NY", "B", "A"]).key == "ca|NY,QU|A,B,NY"


def test_only_the_latest_word_list_indexes_are_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LOGOMACHY_DATA", str(tmp_path))
    monkeypatch.setattr(cache, "_KEEP_LISTS", 3)
    for n in range(5):
        index_words([f"casa{n}", "sala"], CA)
    kept = list(cache.cache_dir().glob("*.pickle"))
    assert len(kept) == 3
    index_words(["casa4", "sala"], CA)  # the newest is still there: loaded, not rebuilt
    assert sorted(kept) == sorted(cache.cache_dir().glob("*.pickle"))
