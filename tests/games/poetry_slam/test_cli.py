"""A whole bot game from the command line, replayed identically."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "logomachy", *args], capture_output=True,
                          text=True, timeout=300)  # fmt: skip


def test_autoplay_seed_3_then_replay_says_identical(tmp_path: Path) -> None:
    first = run("autoplay", "poetry-slam", "--seed", "3", "--json")
    assert first.returncode == 0, first.stderr
    record = json.loads(first.stdout)
    assert record["game"] == "poetry-slam" and record["result"]["winners"]
    assert {m["move"]["verb"] for m in record["moves"]} >= {"write", "recite", "guess"}
    path = tmp_path / "slam.json"
    path.write_text(first.stdout)
    ok = run("replay", str(path))
    assert ok.returncode == 0 and "identical" in ok.stdout, ok.stdout + ok.stderr
