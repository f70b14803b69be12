"""Whole Verbàlia bot games from the command line, replayed identically."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "logomachy", *args], capture_output=True,
                          text=True, timeout=300)  # fmt: skip


@pytest.mark.parametrize(
    "game", ["verbalia-buguigrama", "verbalia-cavalcagrama", "verbalia-vermigrama"]
)
def test_autoplay_then_replay_says_identical(game: str, tmp_path: Path) -> None:
    first = run("autoplay", game, "--players", "3", "--seed", "4", "--json")
    assert first.returncode == 0, first.stderr
    record = json.loads(first.stdout)
    assert record["game"] == game and record["result"]["winners"]
    assert {"announce", "write"} & {m["move"]["verb"] for m in record["moves"]}
    path = tmp_path / "game.json"
    path.write_text(first.stdout)
    ok = run("replay", str(path))
    assert ok.returncode == 0 and "identical" in ok.stdout, ok.stdout + ok.stderr
