"""Browser test fixtures: a real `logomachy serve` process on a free port, Debian's Chromium
driven by Playwright (never Playwright's own browser download), screenshots in test-artifacts/."""

from __future__ import annotations

import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


@pytest.fixture
def server_url(tmp_path: Path) -> Iterator[str]:
    proc = subprocess.Popen(
        [
            *(sys.executable, "-m", "logomachy", "serve", "--port", "0"),
            *("--data-dir", str(tmp_path), "--bot-pause", "0.05", "0.2", "--log-level", "warning"),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        match = re.search(r"http://[\w.]+:\d+", line)
        assert match, f"serve printed: {line!r}"
        url = match.group(0)
        for _ in range(200):
            try:
                httpx.get(f"{url}/api/games", timeout=1)
                break
            except httpx.TransportError:
                time.sleep(0.05)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


@pytest.fixture
def browser() -> Iterator[object]:
    if not Path(CHROMIUM).exists():
        pytest.fail("Chromium is missing: `make setup` installs it (Debian package chromium)")
    from playwright.sync_api import sync_playwright

    ARTIFACTS.mkdir(exist_ok=True)
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()
