"""The derived tables' files on disk: atomic writes, and pruning that keeps the newest few of
a family (so two checkouts or lexicon builds do not delete each other's file)."""

from __future__ import annotations

import os
from pathlib import Path

from logomachy.wordfind.stored import KEEP_FILES, save_cache_file


def _write(path: Path, text: str) -> None:
    save_cache_file(path, "table.*.txt", lambda f: f.write(text.encode()))


def test_keeps_the_newest_files_of_the_family_only(tmp_path: Path) -> None:
    for n in range(KEEP_FILES + 2):
        _write(tmp_path / f"table.{n}.txt", str(n))
        os.utime(tmp_path / f"table.{n}.txt", (n, n))  # distinct ages, oldest first
    other = tmp_path / "other.1.txt"
    other.write_text("not of the family")
    _write(tmp_path / "table.new.txt", "new")
    kept = sorted(p.name for p in tmp_path.glob("table.*.txt"))
    expected = [f"table.{n}.txt" for n in range(KEEP_FILES + 2)][-(KEEP_FILES - 1) :]
    assert kept == sorted([*expected, "table.new.txt"])
    assert (tmp_path / "table.new.txt").read_text() == "new"
    assert other.exists()
    assert not list(tmp_path.glob("*.tmp"))


def test_a_read_only_place_is_no_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    _write(blocker / "table.1.txt", "x")  # its directory cannot be made
    assert not (blocker / "table.1.txt").exists()
