"""Every screen on a phone, and axe-core on every screen: the lobby and one table of each game
screen (each module of web/js/games/ with code of its own) and of each bot family (the
module bots/base.py's bots_module_name finds), opened at 390 x 844 — no horizontal overflow of
the page, the running timer in view after scrolling to the bottom, and 0 axe-core
violations.

One server and one browser context for the module; the tables are created through the API
(bots fill the other seats) and their pages opened a few at a time, so the whole run costs
about as much as one played game."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from logomachy.bots.base import bots_module_name
from logomachy.kernel import get_game

from .conftest import ARTIFACTS, Server

PHONE = {"width": 390, "height": 844}
AXE = Path(__file__).with_name("vendor") / "axe.min.js"
GAMES_JS = Path(__file__).resolve().parents[2] / "src/logomachy/web/js/games"
BATCH = 10  # pages loading at once (the server plays their bots meanwhile)
NAME = "Maria Antònia"  # a long name with an accent, as a table shows them

# The page's layout checks: horizontal overflow of the page, and where the running timer is
# once the page is scrolled to its end (a sticky header keeps it in view).
MEASURE = """() => {
  scrollTo(0, document.scrollingElement.scrollHeight);
  const timer = document.querySelector('.timer');
  const running = timer && !timer.hidden;
  const box = running ? timer.getBoundingClientRect() : null;
  return {
    scrollWidth: document.scrollingElement.scrollWidth,
    innerWidth,
    timer: running ? {top: box.top, bottom: box.bottom, height: innerHeight} : null,
    wide: [...document.querySelectorAll('main *')]
      .filter((el) => el.getBoundingClientRect().right > innerWidth + 1)
      .filter((el) => !el.closest('.table-scroll'))
      .slice(0, 3).map((el) => el.tagName + '.' + el.className + '#' + el.id),
  };
}"""
AXE_RUN = """async () => {
  const r = await axe.run(document, {resultTypes: ['violations']});
  return r.violations.map((v) => `${v.id} x${v.nodes.length}: ${v.nodes[0].target.join(' ')}`);
}"""


@pytest.fixture(scope="module")
def module_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """The module's server, allowing the tables it opens at once from one address. Its bots
    wait ten minutes before each move: the screens are checked as they open, and no table
    spends the machine on bots playing on while the others load."""
    server = Server(
        tmp_path_factory.mktemp("serve"), bot_pause=("600", "600"), settings=("tables_burst=100",)
    )
    try:
        yield server
    finally:
        server.stop()


def screen_module(game: dict[str, Any]) -> str:
    """The module (and export) that draws a game, as the server finds it."""
    return f"{game['screen']['module']}#{game['screen']['mount']}"


def bots_of(game_id: str) -> str:
    return bots_module_name(get_game(game_id)) or game_id


def chosen_games(games: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One game for each screen module and for each bot family, the first by id."""
    screens: set[str] = set()
    families: set[str] = set()
    chosen = []
    for game in sorted(games, key=lambda g: g["id"]):
        screen, family = screen_module(game), bots_of(game["id"])
        if screen not in screens or family not in families:
            chosen.append(game)
            screens.add(screen)
            families.add(family)
    return chosen


def open_table(server_url: str, game: dict[str, Any]) -> str:
    players = min(game["max_players"], max(game["min_players"], 3))
    bot = {"kind": "bot", "strength": game["bots"][0]}
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": game["id"],
            "name": NAME,
            "seed": 3,
            "seats": [{"kind": "human"}] + [bot] * (players - 1),
        },
        timeout=30,
    )
    assert table.is_success, f"{game['id']}: {table.text}"
    return str(table.json()["link"])


def problems(page: Page, what: str) -> list[str]:
    found = []
    m = page.evaluate(MEASURE)
    if m["scrollWidth"] > m["innerWidth"]:
        found.append(f"{what}: the page is {m['scrollWidth']} px wide ({m['wide']})")
    timer = m["timer"]
    if timer and (timer["top"] < 0 or timer["bottom"] > timer["height"]):
        found.append(f"{what}: the timer scrolled out of view ({timer})")
    found += [f"{what}: {v}" for v in page.evaluate(AXE_RUN)]
    if found:
        page.screenshot(path=str(ARTIFACTS / f"phone-{what}.png"), full_page=True)
    return found


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(600)
def test_every_screen_fits_a_phone_and_axe_finds_nothing(browser: Browser, server_url: str) -> None:
    started = time.monotonic()
    games = httpx.get(f"{server_url}/api/games").json()
    chosen = chosen_games(games)
    # Every screen module is one of them, and every family of bots.
    assert {screen_module(g) for g in chosen} == {screen_module(g) for g in games}
    assert {bots_of(g["id"]) for g in chosen} == {bots_of(g["id"]) for g in games}
    ctx = browser.new_context(viewport=PHONE, locale="en-US")
    ctx.add_init_script(path=str(AXE))  # the page's CSP refuses inline scripts; this is not one
    errors: list[str] = []
    ctx.on("weberror", lambda e: errors.append(str(e.error)))
    found: list[str] = []

    lobby = ctx.new_page()
    lobby.goto(server_url + "/")
    lobby.wait_for_selector(".games li")
    found += problems(lobby, "lobby")
    lobby.close()

    links = {g["id"]: open_table(server_url, g) for g in chosen}
    timed = 0
    ids = list(links)
    for start in range(0, len(ids), BATCH):
        pages = {}
        for game_id in ids[start : start + BATCH]:
            pages[game_id] = page = ctx.new_page()
            page.goto(server_url + links[game_id], wait_until="commit")
        for game_id, page in pages.items():
            try:
                page.wait_for_function(
                    "() => { const s = window.__logomachy && window.__logomachy.screen;"
                    " return s && s.msg && s.msg.table.status !== 'waiting'"
                    " && document.querySelector('section.game > *'); }",
                    timeout=30_000,
                )
            except PlaywrightTimeout:
                found.append(f"{game_id}: the screen did not show")
                continue
            timed += page.locator(".timer:not([hidden])").count()
            found += problems(page, game_id)
            page.close()
    assert not found, "\n".join(found)
    assert errors == []
    assert timed >= len(chosen) // 2, "most screens start with a running timer"
    print(f"{len(chosen)} screens and the lobby in {time.monotonic() - started:.1f} s")
