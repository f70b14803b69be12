"""After the game, in the page: the analysis of a finished game of every family on its table
page (one browser, a page each), a game voted by people saying it has none, and a replay —
of a bot-vs-bot table made through the API — played by itself to the end, in the game's own
screen and notation.

The finished games are played by bots on the simulated clock and written to the module's
server's store before it starts (`tests/after_game.py`): played live, Poetry Slam's recitals and
GraVagrama's show would hold the test for minutes of waiting."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.kernel import get_game
from logomachy.server import Settings

from ..after_game import FAMILIES, finished, store_finished
from .conftest import ARTIFACTS, Server

VOTED = ("verbalia-brodagrama", 4)


@pytest.fixture(scope="module")
def module_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """The module's server, its store holding a finished game of every family (and one whose
    points are votes) before it starts."""
    data = tmp_path_factory.mktemp("after-game")
    games = {**FAMILIES, "voted": VOTED}
    store_finished(
        Settings(data_dir=data).database_url(),
        {name: finished(game, players) for name, (game, players) in games.items()},
    )
    server = Server(data, bot_pause=("0.0", "0.05"))
    try:
        yield server
    finally:
        server.stop()


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"after-game-{name}.png"), full_page=True)


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_the_analysis_of_every_family_is_shown_after_the_game(
    browser: Browser, server_url: str
) -> None:
    ctx = browser.new_context(viewport={"width": 1100, "height": 900}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    for family in FAMILIES:
        data: dict[str, Any] = httpx.get(
            f"{server_url}/api/tables/{family}/analysis", timeout=120
        ).json()
        page.goto(f"{server_url}/t/{family}")
        rows = page.locator("#analysis .analysis-table tbody tr")
        expect(rows).to_have_count(len(data["items"]), timeout=30_000)
        costly = [i for i in data["items"] if i["cost"] > 0]
        expect(page.locator("#analysis .analysis-table tbody tr.costly")).to_have_count(len(costly))
        if costly:  # the first costly choice reads as it was: who, what, the best, the loss
            row = page.locator("#analysis .analysis-table tbody tr.costly").first
            expect(row).to_contain_text(costly[0]["played"] or "(nothing)")
            expect(row).to_contain_text(costly[0]["best"])
        # Each row leads to its move in the replay.
        first = data["items"][0]["move"]
        expect(rows.first.locator("a")).to_have_attribute("href", f"/replay/{family}#step={first}")
        # Only the costly choices, then one player's.
        page.check("#analysis-costly")
        expect(rows).to_have_count(len(costly))
        page.uncheck("#analysis-costly")
        page.select_option("#analysis-seat", "0")
        expect(rows).to_have_count(sum(1 for i in data["items"] if i["seat"] == 0))
    shot(page, "analysis-gravagrama")
    # A game whose points are votes says so, honestly.
    page.goto(f"{server_url}/t/voted")
    expect(page.locator("#analysis .analysis-none")).to_contain_text("players' votes decide")
    # In the reader's language.
    page.goto(f"{server_url}/t/trencadis")
    page.select_option("#lang", "ca")
    expect(page.locator("#analysis h2")).to_have_text("Anàlisi")
    expect(page.locator("#analysis thead")).to_contain_text("Punts perduts")
    shot(page, "analysis-trencadis-ca")
    assert errors == []


def bot_table(server_url: str, game: str, players: int) -> str:
    """A finished table of bots only (the host's seat is left to its stand-in)."""
    made = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": game,
            "name": "Host",
            "seats": [{"kind": "human"}] + [{"kind": "bot", "strength": "hard"}] * (players - 1),
            "grace_seconds": 0.05,  # nobody comes: a stand-in plays the host's seat
            "pace": "quick",
        },
    ).json()
    table_id: str = made["table"]["id"]
    deadline = time.monotonic() + 120
    while httpx.get(f"{server_url}/api/tables/{table_id}").json()["status"] != "over":
        assert time.monotonic() < deadline, "the bots did not finish"
        time.sleep(0.2)
    return table_id


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_replay_plays_itself_to_the_end_in_the_games_screen(
    browser: Browser, server_url: str
) -> None:
    table_id = bot_table(server_url, "verbalia-vistagrama", 2)
    record = httpx.get(f"{server_url}/api/tables/{table_id}/record").json()
    game = get_game(record["game"])
    notation = [game.move_from_json(m["move"]).notation() for m in record["moves"]]
    total = len(notation)
    ctx = browser.new_context(viewport={"width": 1000, "height": 900}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server_url}/replay/{table_id}")
    expect(page.locator("#replay-counter")).to_have_text(f"move 0 of {total}")
    expect(page.locator("#replay-move")).to_have_text("The game as it was set up.")
    # The game's own screen, as a spectator sees it: the letters on the table, no word form.
    expect(page.locator(".replay-screen .tile").first).to_be_visible()
    expect(page.locator(".replay-screen input[type=text]")).to_have_count(0)
    page.select_option("#replay-speed", "8")
    page.click("#replay-play")
    expect(page.locator("#replay-play")).to_contain_text("Pause")
    expect(page.locator("#replay-counter")).to_have_text(f"move {total} of {total}", timeout=30_000)
    expect(page.locator("#replay-play")).to_contain_text("Play")  # stopped at the end
    last = record["moves"][-1]
    who = "the clock" if last["seat"] is None else record["seats"][last["seat"]]["name"]
    expect(page.locator("#replay-move")).to_have_text(f"{who}: {notation[-1]}")
    expect(page.locator("#replay-log li").last).to_contain_text("The game ends")
    expect(page.locator("#replay-slider")).to_have_value(str(total))
    shot(page, "replay-end")
    # Back a step by the keyboard; a row of the analysis jumps to its move.
    page.keyboard.press("ArrowLeft")
    expect(page.locator("#replay-counter")).to_have_text(f"move {total - 1} of {total}")
    page.locator("#analysis .analysis-table tbody tr button").first.click()
    expect(page.locator("#replay-counter")).to_have_text(f"move 1 of {total}")
    expect(page.locator("#replay-move")).to_contain_text(notation[0])
    expect(page.locator("#analysis tr.current")).to_have_count(1)
    assert errors == []
