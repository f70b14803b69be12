"""Two people and two easy bots play Verbàlia's Quadrisíl·laB in the browser: each page shows its
own hand of twelve syllables and the others' counts only; Quim leaves a syllable in the middle
(Pat's page shows it), Pat, holding twelve, may not take it (the referee's reason), a claim of
the wrong words is refused, and Pat links four three-syllable words and wins on both pages."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.bots.verbalia.races.quadrisillab import pack
from logomachy.games.verbalia.pieces.tiles_in_play import sides
from logomachy.games.verbalia.races.quadrisillab import GAME

from ...conftest import ARTIFACTS

SEED = 31  # Pat's hand makes four words; the easy bots' hands at most two


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-quadri-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_two_people_and_two_bots_play_quadrisillab(browser: Browser, server_url: str) -> None:
    start = GAME.setup(4, GAME.resolve_options({}), SEED)
    words = pack(tuple(sorted(start.hands[0])), 1.0, 4, 3000)
    assert len(words) == 4
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-quadrisillab",
            "name": "Pat",
            "seed": SEED,
            "options": {},
            "seats": [
                {"kind": "human"},
                {"kind": "human"},
                {"kind": "bot", "strength": "easy"},
                {"kind": "bot", "strength": "easy"},
            ],
        },
    ).json()
    errors: list[str] = []
    pat = browser.new_context(viewport={"width": 1100, "height": 900}, locale="en-US").new_page()
    quim = browser.new_context(viewport={"width": 1100, "height": 900}, locale="en-US").new_page()
    for page in (pat, quim):
        page.on("pageerror", lambda e: errors.append(str(e)))
    pat.goto(server_url + table["link"])
    quim.goto(server_url + table["invites"]["1"])
    quim.fill("#claim-name", "Quim")
    quim.get_by_role("button", name="Take the seat").click()
    for page in (pat, quim):
        expect(page.locator("#quadri-hand .tile")).to_have_count(12, timeout=40_000)
    expect(pat.locator("#stage")).to_contain_text("three-syllable words")
    expect(pat.locator(".quadri-shown-hand")).to_have_count(0)  # ABC F: hidden by default
    mine = [h["sides"] for h in view(pat)["you"]["hand"]]
    assert mine == [list(sides(n)) for n in start.hands[0]]
    assert view(quim)["you"]["hand"] != view(pat)["you"]["hand"]
    assert view(pat)["hands"][:2] == [12, 12]

    # Quim leaves his first syllable; Pat sees it in the middle but holds twelve already.
    left = view(quim)["you"]["hand"][0]["sides"]
    quim.locator("#quadri-hand .tile").first.click()
    expect(quim.locator("#quadri-hand .tile")).to_have_count(11, timeout=10_000)
    label = "/".join(left)
    expect(pat.locator("#race-middle .tile", has_text=label).first).to_be_visible(timeout=10_000)
    pat.locator("#race-middle .tile", has_text=label).first.click()
    expect(pat.locator("#race-refused")).to_contain_text("more than 12", timeout=10_000)
    shot(pat, "full-hand")

    # A claim with a word of the wrong length is refused; then Pat links the four words.
    for i, word in enumerate((*words[:3], "CASA")):
        pat.fill(f"#quadri-word-{i}", word)
    pat.click("#link-btn")
    expect(pat.locator("#race-refused")).to_contain_text("three syllables", timeout=40_000)
    pat.fill("#quadri-word-3", words[3].lower())
    pat.click("#link-btn")
    for page in (pat, quim):
        expect(page.locator("#stage")).to_contain_text("Pat links", timeout=10_000)
    expect(pat.locator(".after table.scores")).to_be_visible(timeout=10_000)
    assert view(quim)["result"]["winners"] == [0]
    shot(quim, "over")
    assert errors == []


@pytest.mark.browser
@pytest.mark.timeout(120)
def test_quadrisillab_hands_face_up_show_on_the_page(browser: Browser, server_url: str) -> None:
    """ABC F: "you can play with the letters or syllables face up or hidden ... provided you
    agree before starting the game": with hands face up the page shows every hand."""
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-quadrisillab",
            "name": "Pat",
            "seed": SEED,
            "options": {"easels": "face up"},
            "seats": [{"kind": "human"}, *[{"kind": "bot", "strength": "easy"}] * 3],
        },
    ).json()
    errors: list[str] = []
    page = browser.new_context(viewport={"width": 1100, "height": 900}, locale="en-US").new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    shown = page.locator(".quadri-shown-hand")
    expect(shown).to_have_count(4, timeout=40_000)
    seen = view(page)  # Pat's own hand changes only by Pat's moves
    mine = ["/".join(h["sides"]) for h in seen["you"]["hand"]]
    assert sorted(seen["shown_hands"][0]) == sorted(mine)
    expect(shown.nth(0)).to_have_text(" · ".join(seen["shown_hands"][0]))
    assert errors == []
