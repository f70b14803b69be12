"""A person plays ByeByegrama in the browser against a bot, to the end: the map drawn, a
refused word with its reason, each play a syllable, a region and a word chosen through the
page (or a pass), the words shown after each play, the pile walking to the sea, the final
markers."""

from __future__ import annotations

import time
from types import SimpleNamespace
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from logomachy.bots.verbalia.coast.byebyegrama import words_there
from logomachy.games.verbalia.coast.byebyegrama import GAME, Pile
from logomachy.games.verbalia.pieces.country import country

from ...conftest import ARTIFACTS

SEED = 6


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-byebyegrama-{name}.png"), full_page=True)


def msg(page: Page) -> dict[str, Any]:
    found: dict[str, Any] = page.evaluate("() => window.__logomachy.screen.msg")
    return found


def best(v: dict[str, Any]) -> tuple[str, str, str] | None:
    """The longest word the hard bot would find from what the page shows: (syllable,
    region, word)."""
    seat = v["you"]["seat"]
    pile = v["players"][seat]["pile"]
    state = SimpleNamespace(
        piles={seat: Pile(pile["region"], list(pile["syllables"]), list(pile["letters"]))},
        contents=v["contents"],  # the letters still lying there (not stacked this play)
        options={"rule_p": v["rule_p"]},
        phase=None,
    )
    found = [
        (n, word, syllable, region)
        for syllable in v["you"]["syllables"]
        for region in v["you"]["regions"]
        for word, n in words_there(GAME, state, seat, syllable, region, 40_000, 5)
    ]
    if not found:
        return None
    _, word, syllable, region = max(found, key=lambda f: f[0])
    return syllable, region, word


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_byebyegrama_against_a_bot(browser: Browser, server_url: str) -> None:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-byebyegrama",
            "name": "Pat",
            "seed": SEED,
            "seats": [{"kind": "human"}, {"kind": "bot", "strength": "easy"}],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 1200, "height": 1400}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator(".country-map")).to_be_visible(timeout=60_000)
    expect(page.locator(".region-card")).to_have_count(11)
    expect(page.locator("#stage")).to_contain_text("four regions furthest from the sea")
    expect(page.locator("#bye-region option")).to_have_count(4)
    # "the letters from any of the four regions furthest from the sea": together.
    expect(page.locator("#bye-letters")).to_contain_text("Letters of the four furthest regions")
    shot(page, "start")

    # A refused word shows the rule's reason.
    page.fill("#country-word", "QQQ")
    page.click("#propose-btn")
    expect(page.locator("#toast")).to_contain_text("cannot be spelled")

    formed = 0
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        m = msg(page)
        if m["table"]["status"] == "over":
            break
        v = m["view"]
        if not v["you"]["to_act"]:
            time.sleep(0.1)
            continue
        choice = best(v)
        try:
            if choice is not None:
                syllable, region, word = choice
                page.select_option("#bye-syllable", syllable, timeout=2000)
                page.select_option("#bye-region", region, timeout=2000)
                page.fill("#country-word", word, timeout=2000)
                page.click("#propose-btn", timeout=2000)
                formed += 1
                if formed == 1 and v["play"] == 1 and not v["players"][1]["sealed"]:
                    # "stack the letters used on top of it": shown at once, to everyone.
                    expect(page.locator('.bye-stacked[data-seat="0"]')).to_contain_text(
                        "stacked this play", timeout=5000
                    )
                    shot(page, "stacked")
            else:
                page.click("#pass-btn", timeout=2000)
        except Exception:  # the view moved on between reading it and clicking: look again
            pass
        try:
            page.wait_for_function(
                "(p) => { const m = window.__logomachy.screen.msg;"
                " return m.table.status === 'over' || m.view.play !== p || !m.view.you.to_act; }",
                arg=v["play"],
                timeout=30_000,
            )
        except PlaywrightTimeout:
            # The proposal was refused (the bot stacked a letter it needed first: first come,
            # first served) and it is still this person's move: look again, within the deadline.
            continue
        if v["play"] == 1 and msg(page)["view"]["play"] == 2:
            expect(page.locator("#country-last li")).to_have_count(2)
            expect(page.locator("#bye-pile")).to_contain_text("Your pile")
            shot(page, "play-2")
    else:
        shot(page, "timeout")
        pytest.fail("the game did not end")
    v = msg(page)["view"]
    assert v["result"] is not None and formed >= 1
    assert all(p["pile"]["region"] == country().maritime for p in v["players"])
    expect(page.locator("#country-scores")).to_be_visible()
    shot(page, "over")
    assert errors == []
