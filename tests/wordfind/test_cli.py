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


def test_region_map_and_ends(
    wordlist: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    board = tmp_path / "map.txt"
    board.write_text(
        "# a coast and the sea\nnord: C A S | sud mar\nsud: E L A | nord\nmar: ? | nord\n",
        encoding="utf-8",
    )
    args = ["--wordlist", str(wordlist), "--regions", str(board), "--min", "4"]
    code, out = run(capsys, *args, "--ends", "mar", "--json")
    assert code == 0
    rows = json.loads(out)
    # CASA ends on the sea's wildcard; CASES needs two Ss; SALA never reaches the sea.
    assert [r["word"] for r in rows] == ["casa"]
    assert rows[0]["cells"] == ["nord", "nord", "nord", "mar"]
    code, out = run(capsys, *args)
    assert {line.split()[0] for line in out.splitlines()} >= {"casa", "sala"}
    # Strictly region to region, C A S of one region cannot follow each other.
    code, out = run(capsys, *args, "--ends", "mar", "--no-stay")
    assert out.splitlines() == ["casa  nord sud nord mar"]
    board.write_text("nord: C A S | sud\nsud: X | bad\n", encoding="utf-8")
    assert run(capsys, *args)[0] == 2


def test_syllable_board(wordlist: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    hive = tmp_path / "hive.txt"
    # Rows of 2-3-2 cells: CA and S touch, S touches E, E touches the last S; SA (the
    # centre) touches every cell.
    hive.write_text("CA S\nLA SA E\nX S\n", encoding="utf-8")
    args = ["--wordlist", str(wordlist), "--beehive", str(hive), "--min", "2"]
    code, out = run(capsys, *args)
    assert code == 0 and "cases" in out.split() and "casa" in out.split()
    # CA + S + E + S reads CASES, but its syllables are CA-SES: refused with --syllables.
    code, out = run(capsys, *args, "--syllables")
    words = [line.split()[0] for line in out.splitlines()]
    assert "casa" in words and "sala" in words and "cases" not in words
