"""The issue's done-when, as a user runs it: a whole bot game as a JSON record that `replay`
confirms, the same seed giving the same record."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "logomachy", *args], capture_output=True,
                          text=True, timeout=300)  # fmt: skip


@pytest.mark.slow
def test_autoplay_seed_5_replays_identically(tmp_path: Path) -> None:
    first = run("autoplay", "el-soneto", "--players", "3", "--seed", "5", "--json")
    assert first.returncode == 0, first.stderr
    record = json.loads(first.stdout)
    assert record["game"] == "el-soneto" and len(record["seats"]) == 3
    assert record["result"]["winners"]
    assert {m["move"]["verb"] for m in record["moves"]} >= {"take", "write", "collect"}
    path = tmp_path / "soneto.json"
    path.write_text(first.stdout)
    ok = run("replay", str(path))
    assert ok.returncode == 0 and "identical" in ok.stdout
    again = run("autoplay", "el-soneto", "--players", "3", "--seed", "5", "--json")
    assert again.stdout == first.stdout
