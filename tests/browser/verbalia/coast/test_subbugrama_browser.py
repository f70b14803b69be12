"""A person plays SuBBugrama in the browser against a bot, to the end: the map drawn, a
refused word with its reason, ten words written through the form, letters thrown at regions
(drawn where they land), the bot's letters knocked at, both rounds and the final scores."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.bots.verbalia.coast.subbugrama import VOCABULARY, best_region, word_for
from logomachy.games.verbalia.pieces.categories import CATEGORIES

from ...conftest import ARTIFACTS

SEED = 4


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-throws-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


def fill_words(page: Page, hand: list[str]) -> None:
    """A common word for each letter (none twice), in the first category it has."""
    used: set[str] = set()
    for i, letter in enumerate(hand):
        for category in CATEGORIES:
            word = word_for(letter, category, VOCABULARY["medium"])
            if word and word not in used:
                used.add(word)
                page.fill(f"#throw-word-{i}", word)
                page.select_option(f"#throw-cat-{i}", category)
                break


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_subbugrama_against_a_bot(browser: Browser, server_url: str) -> None:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-subbugrama",
            "name": "Pat",
            "seed": SEED,
            "seats": [{"kind": "human"}, {"kind": "bot", "strength": "easy"}],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 1200, "height": 1300}, locale="ca-ES")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator("svg.country-map")).to_be_visible(timeout=10_000)
    expect(page.locator("#stage")).to_contain_text("Escriu una paraula")  # Catalan
    v = view(page)
    hand = v["hands"][0]
    assert len(hand) == 10

    # A refused word: it does not begin with its letter.
    page.fill("#throw-word-0", "XXXX" if hand[0] != "X" else "CASA")
    page.click("#write-btn")
    expect(page.locator("#toast")).to_contain_text("no comença per cap de les lletres")  # Catalan
    page.fill("#throw-word-0", "")
    fill_words(page, hand)
    page.click("#write-btn")
    expect(page.locator("#throw-word-list li")).to_have_count(10, timeout=10_000)
    shot(page, "written")

    throws = 0
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        msg = page.evaluate("() => window.__logomachy.screen.msg")
        if msg["table"]["status"] == "over":
            break
        v = msg["view"]
        if not v["you"]["to_act"]:
            time.sleep(0.1)
            continue
        marker = (v["stage"], v["thrower"], v["thrown"], v["round"])
        try:
            if v["stage"] == "write":
                fill_words(page, v["hands"][0])
                page.click("#write-btn", timeout=2000)
            elif v["stage"] == "vote":
                page.locator(".vote-yes").first.click(timeout=2000)
            else:
                i = v["thrown"]
                word = v["words"][i] if v["stage"] == "throw" else None
                region = best_region(word["category"])[0] if word and word["counts"] else "cor"
                page.select_option("#throw-region", region, timeout=2000)
                page.fill("#throw-strength", str(v["model"]["right_strength"][region]))
                page.click("#throw-btn", timeout=2000)
                throws += 1
        except Exception:  # the view moved on between reading it and clicking: look again
            pass
        page.wait_for_function(
            "(k) => { const m = window.__logomachy.screen.msg; const v = m.view;"
            " return m.table.status === 'over' || !v.you.to_act"
            " || [v.stage, v.thrower, v.thrown, v.round].join() !== k.join(); }",
            arg=list(marker),
            timeout=20_000,
        )
        if throws == 1 and v["stage"] == "throw":
            expect(page.locator(".thrown-letter").first).to_be_visible()  # drawn where it lies
            shot(page, "thrown")
    else:
        shot(page, "timeout")
        pytest.fail("the game did not end")

    v = view(page)
    assert v["result"] is not None and v["round"] == 2
    assert throws == 40  # ten throws and ten knocks a round, two rounds
    assert len(v["halves"]) == 4
    expect(page.locator(".after table.scores")).to_contain_text(
        "Ronda 2"
    )  # the score sheet, in Catalan
    shot(page, "over")
    assert errors == []
