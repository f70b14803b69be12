"""Two people play a play of Verbàlia's Brodasíl·laB in the browser: both pages show the 200
letters face up and everyone's six syllables; Pat chooses his first syllable, types a word one
letter longer and forms it, and the letter it took leaves the table on Quim's page at once (the
reading: a letter is claimed when the word is accepted); Quim's word of the wrong length is
refused with the referee's reason; both say they are done, and the second play begins with
Pat's marker counted on both pages."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.games.verbalia.chains.brodasillab import GAME

from ...conftest import ARTIFACTS

SEED = 7


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-brodasillab-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_two_people_play_a_play_of_brodasillab(browser: Browser, server_url: str) -> None:
    start = GAME.setup(2, GAME.resolve_options({}), SEED)
    slot, word, _, letter = next(o for o in GAME.options_for(start, 0) if o[1].isalpha())
    quims = GAME.options_for(start, 1)
    assert quims
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-brodasillab",
            "name": "Pat",
            "seed": SEED,
            "options": {},
            "seats": [{"kind": "human"}, {"kind": "human"}],
        },
    ).json()
    errors: list[str] = []
    pat = browser.new_context(viewport={"width": 1100, "height": 1000}, locale="en-US").new_page()
    quim = browser.new_context(viewport={"width": 1100, "height": 1000}, locale="en-US").new_page()
    for page in (pat, quim):
        page.on("pageerror", lambda e: errors.append(str(e)))
    pat.goto(server_url + table["link"])
    quim.goto(server_url + table["invites"]["1"])
    quim.fill("#claim-name", "Quim")
    quim.get_by_role("button", name="Take the seat").click()
    for page in (pat, quim):
        expect(page.locator("#broda-mine li")).to_have_count(6, timeout=40_000)
        expect(page.locator("#broda-round")).to_contain_text("play 1")
    expect(pat.locator("#stage")).to_contain_text("syllables into a word")
    expect(quim.locator("#broda-left")).to_contain_text("200")
    assert [w["sides"] for w in view(pat)["players"][1]["words"]] == [
        w["sides"] for w in view(quim)["players"][1]["words"]
    ]  # everyone's syllables lie face up
    before = view(quim)["pool"][letter]

    # Pat chooses his syllable (the box fills with it), types the word and forms it.
    pat.locator(f"#broda-mine li[data-slot='{slot + 1}'] button").click()
    expect(pat.locator("#broda-chosen")).to_contain_text("Growing")
    pat.fill("#chain-input", word.lower())
    pat.click("#form-btn")
    expect(pat.locator(f"#broda-mine li[data-slot='{slot + 1}']")).to_contain_text(
        word, timeout=10_000
    )
    pool = quim.locator(f"#chain-pool [data-tile='{letter}']")
    if before > 1:
        expect(pool.locator(".points")).to_have_text(str(before - 1), timeout=10_000)
    else:
        expect(pool).to_have_count(0, timeout=10_000)
    expect(quim.locator("#broda-players")).to_contain_text(word)
    shot(quim, "claimed")

    # Quim's word is not his syllable plus one letter: refused, with the reason.
    qslot = quims[0][0]
    quim.locator(f"#broda-mine li[data-slot='{qslot + 1}'] button").click()
    quim.fill("#chain-input", "CASAMENT")
    quim.click("#form-btn")
    expect(quim.locator("#broda-refused")).to_contain_text("one letter more", timeout=10_000)

    # Both are done: the play closes, Pat's word has won its marker.
    pat.click("#done-btn")
    expect(pat.locator("#stage")).to_contain_text("done with this play", timeout=10_000)
    quim.click("#done-btn")
    for page in (pat, quim):
        expect(page.locator("#broda-round")).to_contain_text("play 2", timeout=10_000)
        expect(page.locator("#broda-players")).to_contain_text("Markers: 1")
    assert view(quim)["players"][0]["words"][slot]["markers"] == 1
    assert view(pat)["players"][1]["words"][qslot]["aside"]
    shot(pat, "second-play")
    assert errors == []
