"""The issue's "done when": autoplay --json replays; --analyse shows each turn; the terminal game
runs to the end with both challenge variants."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from logomachy.cli import main


def test_autoplay_seed_11_replays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["autoplay", "letter-tycoon", "--players", "3", "--seed", "11", "--json"]) == 0
    record = tmp_path / "seed11.json"
    record.write_text(capsys.readouterr().out)
    assert main(["replay", str(record)]) == 0
    assert "final state identical" in capsys.readouterr().out
    assert main(["analyse", str(record)]) == 0
    out = capsys.readouterr().out
    assert "analysis (by the hard bot's evaluation)" in out and "turn   1, seat 1" in out


def test_autoplay_analyse(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["autoplay", "letter-tycoon", "--players", "3", "--seed", "4", "--analyse"]
    assert main([*args, "--strength", "easy", "--strength", "hard"]) == 0
    out = capsys.readouterr().out
    assert "Game over" in out and "cost $" in out and "seat 1: choices cost" in out


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["player", "automatic"])
def test_a_terminal_game_runs_to_the_end(variant: str) -> None:
    # The human types a refused move, a non-word, then passes and keeps its hand every turn.
    lines = ["play zzzzzz", "play qxj:hhh", "pass", "discard"] + ["pass", "discard"] * 400
    command = [sys.executable, "-m", "logomachy", "play", "letter-tycoon", "--seed", "3"]
    command += ["--speed", "1000", "--strength", "medium", "--option", f"challenges={variant}"]
    done = subprocess.run(
        command,
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert "Game over. Winner" in done.stdout
    assert "your hand:" in done.stdout and "your move:" in done.stdout
