"""`logomachy word find` on a small word list: racks, grids, patterns, JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from logomachy.cli import main


@pytest.fixture()
def wordlist(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("LOGOMACHY_DATA", str(tmp_path / "data"))
    path = tmp_path / "words.txt"
    path.write_text("casa\ncases\nsac\nany\nanys\nnyap\ncel·la\nsala\n", encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = main(["word", "find", "--lang", "ca", *args])
    return code, capsys.readouterr().out


def test_letters_wild_and_json(wordlist: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "--wordlist", str(wordlist), "--letters", "SANY", "--json")
    assert code == 0
    rows = json.loads(out)
    assert rows[0] == {"word": "anys", "tiles": ["A", "NY", "S"]}
    code, out = run(capsys, "--wordlist", str(wordlist), "--letters", "CAS?")
    assert out.split() == ["casa", "anys", "sac", "any"]


def test_grid_and_pattern(
    wordlist: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    board = tmp_path / "board.txt"
    board.write_text("C A S\nX S A\nE L .\n", encoding="utf-8")
    code, out = run(capsys, "--wordlist", str(wordlist), "--grid", str(board), "--min", "3")
    assert code == 0
    assert out.splitlines()[0] == "casa  a1 b1 c1 c2"
    code, out = run(capsys, "--wordlist", str(wordlist), "--pattern", "*S", "--at", "0=C")
    assert out.split() == ["cases"]
    code, out = run(capsys, "--wordlist", str(wordlist), "--in-order", "LL")
    assert out.split() == ["cel·la"]


def test_needs_exactly_one_question(wordlist: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["word", "find", "--wordlist", str(wordlist)]) == 2
