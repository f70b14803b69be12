"""The issue's "done when": autoplay --json replays; --analyse shows each turn; the terminal game
runs to the end with both challenge variants."""

from __future__ import annotations

import queue
import subprocess
import sys
import threading
import time
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


def _answer(prompt: str, hand: str, tried: set[str]) -> str:
    """What the scripted player types at a prompt: first a refused move and a non-word, then
    it passes, buys nothing and keeps its hand (the penalty: its first card)."""
    if "play WORD" in prompt:
        for attempt in ("play zzzzzz", "play " + hand[:3]):
            if attempt not in tried:
                tried.add(attempt)
                return attempt
        return "pass"
    if "one card, the penalty" in prompt:
        return f"discard {hand[0]}"
    if "discard LETTERS" in prompt:
        return "discard"
    return "pass"  # challenge window, buying


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["player", "automatic"])
def test_a_terminal_game_runs_to_the_end(variant: str) -> None:
    command = [sys.executable, "-m", "logomachy", "play", "letter-tycoon", "--seed", "3"]
    command += ["--speed", "1000", "--strength", "medium", "--option", f"challenges={variant}"]
    proc = subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    assert proc.stdin is not None and proc.stdout is not None
    lines: queue.Queue[str | None] = queue.Queue()
    threading.Thread(target=lambda: [*map(lines.put, proc.stdout), lines.put(None)]).start()
    seen, hand, prompt, tried = [], "", "", set[str]()
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        line = lines.get(timeout=60)
        if line is None:
            break
        seen.append(line)
        if "your hand:" in line:
            hand = line.split("your hand:")[1].replace(" ", "").strip()
        if "your move:" in line or line.startswith("Refused"):
            prompt = line if "your move:" in line else prompt
            proc.stdin.write(_answer(prompt, hand, tried) + "\n")
            proc.stdin.flush()
    proc.stdin.close()
    assert proc.wait(timeout=30) == 0
    out = "".join(seen)
    assert "Game over. Won by" in out, out[-2000:]
    assert "Refused" in out  # the impossible move
    # The first three cards of the first hand (seed 3: CEE) spell no word: a bot challenges
    # it, or the referee refuses it.
    assert "not in the dictionary" in out
