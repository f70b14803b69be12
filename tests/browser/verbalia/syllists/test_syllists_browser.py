"""A person plays the syllable-board list games in the browser (verbalia/syllists.js): a
Ruscosíl·laB round against a bot, a word traced by clicking touching cells of the rusc and
written, a refused word with its reason, the read-out; and the wood of Vermisíl·laB drawn."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from ...conftest import ARTIFACTS


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


def open_table(browser: Browser, server_url: str, game: str) -> Page:
    body = {
        "game": game,
        "name": "Pat",
        "seed": 3,
        "options": {"write_seconds": 30},
        "seats": [{"kind": "human"}, {"kind": "bot", "strength": "easy"}],
    }
    made = httpx.post(f"{server_url}/api/tables", json=body).json()
    page = browser.new_context(viewport={"width": 1100, "height": 1300}).new_page()
    page.goto(server_url + made["link"])
    return page


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(180)
def test_a_person_traces_and_writes_words_on_the_rusc(browser: Browser, server_url: str) -> None:
    from logomachy.games.verbalia.syllists.engine import words_on
    from logomachy.games.verbalia.syllists.ruscosillab import rusc_graph

    page = open_table(browser, server_url, "verbalia-ruscosillab")
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    expect(page.locator("#syllists-rusc .cell")).to_have_count(7, timeout=10_000)
    v = view(page)
    page.fill("#lists-word", "XQZT")
    page.click("#write-btn")
    expect(page.locator("#toast")).to_contain_text("dictionary", timeout=40_000)
    found = words_on(tuple(v["syllables"]), rusc_graph(7))
    if found:
        _word, path = found[0]
        for cell in path:
            page.click(f'#syllists-rusc .cell[data-cell="{cell}"]')
        expect(page.locator("#syllists-traced")).to_contain_text(str(len(path)))
        page.click("#write-btn")
        expect(page.locator("#lists-mine li")).to_have_count(1)
    page.screenshot(path=str(ARTIFACTS / "verbalia-syllists-rusc.png"), full_page=True)
    page.click("#done-btn")
    expect(page.locator("#lists-read-out")).to_be_visible(timeout=40_000)
    expect(page.locator("#syllists-rusc .cell")).to_have_count(19)
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(120)
def test_the_wood_of_vermisillab_is_drawn(browser: Browser, server_url: str) -> None:
    page = open_table(browser, server_url, "verbalia-vermisillab")
    expect(page.locator("#syllists-wood .cell")).to_have_count(135, timeout=10_000)
    expect(page.locator("#stage")).to_contain_text("adjacent trees")
    page.screenshot(path=str(ARTIFACTS / "verbalia-syllists-wood.png"), full_page=True)
