"""A person and two easy bots play Verbàlia's Lligosíl·laB in the browser: Pat deals the first
round (the page shows both sides of a two-syllable tile to Pat alone, and the side clicked
goes face up on the table), the piles are read out at the round's end; in the second round Pat
takes a syllable, which the page then shows only as a count (the view holds no pile), passes
the deals left, and the read-out shows that syllable as Pat's pile."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from ...conftest import ARTIFACTS

DEALS = 6


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-lligo-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_deals_and_grabs_in_lligosillab(browser: Browser, server_url: str) -> None:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-lligosillab",
            "name": "Pat",
            "seed": 11,  # round 1 deals two-coloured tiles (ONS/GA, VE/E, ...)
            "options": {"syllables": DEALS, "turn_seconds": 60},
            "seats": [
                {"kind": "human"},
                {"kind": "bot", "strength": "easy"},
                {"kind": "bot", "strength": "easy"},
            ],
        },
    ).json()
    errors: list[str] = []
    pat = browser.new_context(viewport={"width": 1100, "height": 900}, locale="en-US").new_page()
    pat.on("pageerror", lambda e: errors.append(str(e)))
    pat.goto(server_url + table["link"])

    # Round 1: Pat deals every syllable, choosing the side of two-syllable tiles.
    expect(pat.locator("#lligo-round")).to_contain_text("Round 1 of 3", timeout=40_000)
    two_sided = False
    for k in range(1, DEALS + 1):
        expect(pat.locator("#lligo-drawn .tile").first).to_be_visible(timeout=20_000)
        expect(pat.locator("#lligo-dealt")).to_contain_text(f"Syllable {k - 1} of {DEALS}")
        drawn = view(pat)["you"]["drawn"]["sides"]
        side = drawn[-1]  # the second side of a two-coloured tile
        if len(drawn) == 2:
            two_sided = True
            expect(pat.locator("#stage")).to_contain_text("place the syllable")
            shot(pat, "two-sides")
        pat.locator("#lligo-drawn .tile", has_text=side).first.click()
        if k < DEALS:
            expect(pat.locator("#lligo-dealt")).to_contain_text(f"Syllable {k} of {DEALS}")
    assert two_sided
    expect(pat.locator("#lligo-read-out")).to_contain_text("Round 1", timeout=20_000)
    after = view(pat)
    assert after["last"]["dealer"] == 0
    assert after["last"]["points"][0] == max(after["last"]["points"][1:])
    assert sum(len(r["pile"]) for r in after["last"]["readings"]) <= DEALS
    shot(pat, "read-out")

    # Round 2: a bot deals; Pat takes a syllable and sees only how many the pile holds. Pat
    # waits until the bots have grabbed (then nobody else can take what is left), and passes a
    # deal that leaves the table empty.
    expect(pat.locator("#lligo-round")).to_contain_text("Round 2 of 3", timeout=20_000)
    alone = "() => { const v = window.__logomachy.screen.msg.view; return v.waiting.length === 1"
    alone += " && v.waiting[0] === 0; }"
    for _ in range(DEALS):
        pat.wait_for_function(alone, timeout=20_000)
        if view(pat)["table"]:
            break
        pat.click("#pass-btn")
    taken = view(pat)["table"][0]["syllable"]
    pat.locator("#lligo-table .tile", has_text=taken).first.click()
    expect(pat.locator("#lligo-your-pile")).to_contain_text("1 syllables", timeout=10_000)
    mine = view(pat)
    assert mine["piles"][0] == 1 and mine["you"]["pile"] == 1
    assert "drawn" not in mine["you"]  # the tile in the dealer's hand is the dealer's
    assert all(set(t) == {"syllable", "colour"} for t in mine["table"])
    shot(pat, "grab")
    # Pat passes every deal left; at the round's end the read-out shows Pat's pile of one.
    while view(pat)["round"] == 2:
        pat.wait_for_function(
            "() => { const v = window.__logomachy.screen.msg.view;"
            " return v.round !== 2 || (v.waiting.length === 1 && v.waiting[0] === 0); }",
            timeout=20_000,
        )
        if view(pat)["round"] == 2:
            expect(pat.locator("#lligo-your-pile")).to_contain_text("1 syllables")
            pat.click("#pass-btn")
            pat.wait_for_function(
                "() => !window.__logomachy.screen.msg.view.waiting.includes(0)", timeout=10_000
            )
    expect(pat.locator("#lligo-read-out")).to_contain_text("Round 2", timeout=10_000)
    assert view(pat)["last"]["readings"][0]["pile"] == [taken]
    assert errors == []
