"""Bots at the server's default pace, in the browser: a person opening a Trencadís table in
the lobby (the pace field at the game's default) writes a word in a speed round and gets the
first slot ahead of default bots; in Memosíl·laB a person can read a tile a bot turned over
(it is still up 2 s and more later), and a pair the person turns back at once stays in sight.

This module's server runs without `--bot-pause`: the bots think as long as a person would.
The memory test measures with the page's own clock (`performance.now()`, sampled every 50 ms
in the page): the socket's messages carry no server time, and the page is what a person
reads. The server holds the tiles up 3-4 s; the test asks for 2 s, a margin for a slow run.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.games.verbalia.memory.engine import words_of
from logomachy.games.verbalia.memory.memosillab import GAME as MEMOSILLAB

from .conftest import ARTIFACTS, Server

SEED = 11
WORDS = ["GARDEN", "WINDOW", "BRIDGE", "CASTLE", "PLANET", "MARKET", "JUNGLE"]


@pytest.fixture(scope="module")
def module_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    server = Server(tmp_path_factory.mktemp("serve-paced"), bot_pause=None)
    try:
        yield server
    finally:
        server.stop()


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"pace-{name}.png"), full_page=False)


def msg(page: Page) -> dict[str, Any]:
    data: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert data is not None and data["view"] is not None
    return data


@pytest.mark.browser
@pytest.mark.timeout(180)
def test_a_person_beats_default_bots_to_the_first_slot_in_trencadis(
    browser: Browser, server_url: str
) -> None:
    page = browser.new_context(viewport={"width": 1100, "height": 900}, locale="en-US").new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + "/")
    page.fill("#player-name", "Ada")
    card = page.locator("[data-game=trencadis]")
    card.get_by_role("button", name="Open a table").click()
    page.select_option("#players-trencadis", "3")
    medium = "bot:medium"  # the default strength (the middle one)
    page.select_option("[name=seat-1]", medium)
    page.select_option("[name=seat-2]", medium)
    # The pace field, at the game's default, says what it does.
    expect(page.locator("#pace-trencadis")).to_have_value("normal")
    expect(page.locator("#pace-help-trencadis")).to_contain_text("as long as a person")
    card.get_by_role("button", name="Open the table").click()
    expect(page.locator("#prompt")).to_be_visible(timeout=60_000)  # the game's data loads first

    # An attentive person reads the prompt and writes a word within a few seconds.
    for word in WORDS:
        page.fill("#word", word)
        page.press("#word", "Enter")
        page.wait_for_function(
            "(w) => { const m = window.__logomachy.screen.msg;"
            " return m.view.you.word === w || document.querySelector('#toast.error'); }",
            arg=word,
            timeout=10_000,
        )
        if msg(page)["view"]["you"]["word"] == word:
            break
    v = msg(page)["view"]
    assert v["you"]["locked"], "the person did not finish first"  # first: turned the timer
    assert not any(p["finished"] for p in v["players"] if p["seat"] != 0)
    shot(page, "trencadis-first")
    assert errors == []


def no_word_pair(state: Any) -> tuple[int, int]:
    """Two cells of the seed's square whose syllables form no word (the person turns them
    back down)."""
    square = state.squares[0]
    cells = square.left()
    for i in cells:
        for j in cells:
            if i < j and not words_of([square.in_play(i), square.in_play(j)]):
                return i, j
    raise AssertionError("every pair forms a word")


# Samples the page every 50 ms: when the bot's play had all its tiles up, and when the first
# of them stopped being drawn face up.
WATCH = """() => {
  const w = window.__paceWatch = { up: null, gone: null };
  const id = setInterval(() => {
    const m = window.__logomachy.screen.msg;
    const v = m && m.view;
    if (!v) return;
    const now = performance.now();
    if (w.up === null && v.turn === 1 && v.turned.length >= v.needed) {
      w.up = now; w.cells = v.turned.map((x) => [x.square, x.cell]);
    } else if (w.up !== null && w.gone === null) {
      const still = w.cells.every(([s, c]) => document.querySelector(
        `.memo-square[data-square="${s}"] .memo-cell[data-cell="${c}"].up`));
      if (!still) { w.gone = now; clearInterval(id); }
    }
  }, 50);
}"""


@pytest.mark.browser
@pytest.mark.timeout(180)
def test_a_person_reads_the_tiles_a_memory_bot_turns(browser: Browser, server_url: str) -> None:
    options = {"length": "short"}
    made = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-memosillab",
            "name": "Pat",
            "seed": SEED,
            "options": options,
            "seats": [{"kind": "human"}, {"kind": "bot"}],  # the default bot, default pace
        },
        timeout=240,  # a fresh server may first build the syllable words' index
    ).json()
    assert made["table"]["pace"] == "normal"
    page = browser.new_context(viewport={"width": 1100, "height": 1000}, locale="en-US").new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + made["link"])
    cells = page.locator(".memo-square .memo-cell")
    expect(cells).to_have_count(36, timeout=20_000)

    # The person turns two tiles that form no word and turns them back at once: the screen
    # keeps them in sight (dimmed) for the rest of the show.
    first, second = no_word_pair(MEMOSILLAB.setup(2, options, SEED))
    page.locator(f'.memo-cell[data-cell="{first}"]').click()
    expect(page.locator(".memo-cell.up")).to_have_count(1, timeout=5_000)
    page.locator(f'.memo-cell[data-cell="{second}"]').click()
    expect(page.locator("#memo-down")).to_be_visible(timeout=5_000)
    page.click("#memo-down")
    page.wait_for_function(
        "() => window.__logomachy.screen.msg.view.turned.length === 0", timeout=5_000
    )
    quick = page.evaluate(
        "() => { const s = window.__logomachy.screen; return Date.now() - s.upSince; }"
    )
    if quick < 2_000:  # turned back well within the show: the pair is still drawn
        expect(page.locator(".memo-cell.up.shown")).to_have_count(2)
    expect(page.locator(".memo-cell.up")).to_have_count(0, timeout=5_000)  # then hidden

    # The bot's play: each tile it turns stays up long enough to be read.
    page.evaluate(WATCH)
    # Gone when turned back down or kept with a word (the cells then empty).
    page.wait_for_function("() => window.__paceWatch.gone !== null", timeout=60_000)
    watch = page.evaluate("() => window.__paceWatch")
    shown_ms = watch["gone"] - watch["up"]
    assert shown_ms >= 2_000, f"the bot's tiles were up {shown_ms:.0f} ms"
    shot(page, "memory-read")
    assert errors == []
