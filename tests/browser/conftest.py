"""Browser test fixtures: a real `logomachy serve` process on a free port, Debian's Chromium
driven by Playwright (never Playwright's own browser download), screenshots in test-artifacts/.

Starting a server (imports, the game's data) and a Chromium costs seconds of CPU, so they are
shared, while each test still gets a clean slate:

- one server per test module (its own data directory): tests make their own tables, and a
  module's tables are gone with its server, so abandoned games never pile up across the run;
- one Chromium per worker, kept across consecutive browser tests; every browser context a
  test opens (`browser.new_context()`, `browser.new_page()`) is closed after it, so no
  cookie, storage or page outlives its test. Playwright's sync API keeps an asyncio loop
  running on the thread, which breaks any asyncio test run after it on the same worker, so
  Chromium is stopped whenever the next test on the worker is not a browser test.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import httpx
import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page, Playwright

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
HERE = Path(__file__).resolve().parent


@pytest.hookimpl(tryfirst=True)  # before xdist reads the groups
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A module's tests go to one xdist worker together (`--dist loadgroup`), so they share
    its server and that worker's Chromium."""
    for item in items:
        if HERE in item.path.parents:
            module = item.path.relative_to(HERE).with_suffix("").as_posix()
            item.add_marker(pytest.mark.xdist_group(f"browser-{module}"))


def click_while_offered(page: Page, selector: str, timeout_ms: float = 3_000) -> bool:
    """Click a button that a timer may take away (a challenge window, a vote): False when it
    went before the click landed, so the caller looks at the screen again instead of waiting
    the default 30 s for a button that will not come back."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.locator(selector).click(timeout=timeout_ms)
    except PlaywrightTimeout:
        return False
    return True


class Server:
    """A `logomachy serve` subprocess on a free port, data in `data_dir`."""

    def __init__(
        self,
        data_dir: Path,
        bot_pause: tuple[str, str] | None = ("0.05", "0.2"),
        settings: tuple[str, ...] = (),
    ) -> None:
        """`bot_pause`: the clamp on bots' pauses (quick tests); None plays the server's
        defaults, bots thinking as long as a person would (the pace tests). `settings`:
        more `--set NAME=VALUE` (a module that opens many tables at once raises the rate)."""
        pause = ("--bot-pause", *bot_pause) if bot_pause else ()
        self.proc = subprocess.Popen(
            [
                *(sys.executable, "-m", "logomachy", "serve", "--port", "0"),
                *("--data-dir", str(data_dir), *pause),
                *("--log-level", "warning"),
                # Each module starts a server: preloading every language (~8 s, ~750 MB)
                # would cost more than the first-use pauses a test sees (server/test_warm.py
                # tests the preload).
                *("--set", "preload_lexicons=false"),
                *(arg for pair in settings for arg in ("--set", pair)),
            ],
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            assert self.proc.stdout is not None
            line = self.proc.stdout.readline()
            match = re.search(r"http://[\w.]+:\d+", line)
            assert match, f"serve printed: {line!r}"
            self.url = match.group(0)
            for _ in range(200):
                try:
                    httpx.get(f"{self.url}/api/games", timeout=1)
                    break
                except httpx.TransportError:
                    time.sleep(0.05)
        except BaseException:
            self.stop()
            raise

    def alive(self) -> bool:
        return self.proc.poll() is None

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


@pytest.fixture(scope="module")
def module_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    server = Server(tmp_path_factory.mktemp("serve"))
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def server_url(module_server: Server) -> str:
    """The module's server (a test that needs a fresh one would say why in its own fixture)."""
    if not module_server.alive():
        pytest.fail(f"the module's server exited (code {module_server.proc.returncode})")
    return module_server.url


class _Chromium:
    """The worker's Playwright and Chromium, started on first use."""

    playwright: Playwright | None = None
    browser: Browser | None = None

    @classmethod
    def get(cls) -> Browser:
        if cls.browser is not None and cls.browser.is_connected():
            return cls.browser
        cls.stop()
        from playwright.sync_api import sync_playwright

        ARTIFACTS.mkdir(exist_ok=True)
        cls.playwright = sync_playwright().start()
        cls.browser = cls.playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        return cls.browser

    @classmethod
    def stop(cls) -> None:
        browser, playwright = cls.browser, cls.playwright
        cls.browser = cls.playwright = None
        try:
            if browser is not None and browser.is_connected():
                browser.close()
        finally:
            if playwright is not None:
                playwright.stop()


@pytest.fixture
def browser() -> Iterator[Browser]:
    """The worker's Chromium; the contexts (and pages) the test opens are closed after it."""
    if not Path(CHROMIUM).exists():
        pytest.fail("Chromium is missing: `make setup` installs it (Debian package chromium)")
    b = _Chromium.get()
    before = set(b.contexts)
    try:
        yield b
    finally:
        if b.is_connected():
            for ctx in b.contexts:
                if ctx not in before:
                    ctx.close()


@pytest.hookimpl(trylast=True)  # after the test's fixtures are torn down
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> None:
    """Chromium stays up only while browser tests follow one another on this worker."""
    if nextitem is None or HERE not in nextitem.path.parents:
        _Chromium.stop()


def pytest_sessionfinish() -> None:
    _Chromium.stop()
