"""Two teammates and an opponent play EsBartigrama in three browser pages: one team, one
paper (a word written by one member shows on the other's page), a refused word with its
reason, a teammate's stale move refused, the other team's word hidden until the read-out, a
chain of four letters set aside for its point, both teams finishing, the final scores."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from ...conftest import ARTIFACTS

SEED = 4


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-esbartigrama-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    found: dict[str, Any] = page.evaluate("() => window.__logomachy.screen.msg.view")
    return found


def write(page: Page, letter: str, word: str) -> None:
    page.click(f'#chain-pool .tile[data-tile="{letter}"]')
    expect(page.locator("#chain-letter")).to_contain_text(letter)
    page.fill("#chain-input", word)
    page.click("#form-btn")


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_teammates_share_one_paper_and_the_other_team_stays_hidden(
    browser: Browser, server_url: str
) -> None:
    created = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-esbartigrama",
            "name": "Pat",
            "seed": SEED,
            "options": {"rounds": 1},
            "seats": [{"kind": "human"}] * 6,
            "grace_seconds": 600,  # the three players who never open the page stay seated
        },
    ).json()
    links = {0: created["link"]}
    for seat, link in created["invites"].items():
        key = link.split("key=")[1]
        joined = httpx.post(
            f"{server_url}/api/tables/{created['table']['id']}/join",
            json={"name": f"Player {int(seat) + 1}", "key": key},
        ).json()
        links[int(seat)] = joined["link"]
    ctx = browser.new_context(viewport={"width": 1100, "height": 1300}, locale="en-US")
    errors: list[str] = []
    pages = {}
    for seat in (0, 1, 3):
        page = ctx.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("dialog", lambda d: d.accept())
        page.goto(server_url + links[seat])
        expect(page.locator("#chain-pool .tile").first).to_be_visible(timeout=15_000)
        pages[seat] = page
    pat, kim, rival = pages[0], pages[1], pages[3]
    expect(pat.locator("#esb-teams")).to_contain_text("Team 1")

    # One member writes; the teammate's page shows the same paper.
    write(pat, "S", "CASA")
    expect(kim.locator("#chain-list")).to_contain_text("CASA", timeout=60_000)
    expect(kim.locator("#chain-chosen")).to_contain_text("S")

    # A word that does not hold every letter of the chain: refused with the reason.
    write(kim, "E", "PERA")
    expect(kim.locator("#toast")).to_contain_text("lacks S", timeout=10_000)
    kim.fill("#chain-input", "CASES")
    kim.click("#form-btn")
    expect(pat.locator("#chain-list")).to_contain_text("CASES", timeout=10_000)

    # A move made on the chain as it was before a teammate's: refused, naming the teammate.
    pat.evaluate(
        "() => window.__logomachy.screen.send({verb: 'write', word: 'SERRA', letter: 'R', step: 0})"
    )
    expect(pat.locator("#toast")).to_contain_text("teammate", timeout=10_000)

    # The other team writes on its own paper: our pages show only its counts.
    write(rival, "M", "MESA")
    expect(rival.locator("#chain-list")).to_contain_text("MESA", timeout=10_000)
    expect(pat.locator("#esb-teams")).to_contain_text("1 words", timeout=10_000)
    assert "MESA" not in pat.locator("body").inner_text()
    assert all(k["word"] != "MESA" for k in view(kim)["chain"])

    # Two more letters make a chain of four, set aside for its point.
    write(pat, "R", "SERRA")
    expect(kim.locator("#chain-list")).to_contain_text("SERRA", timeout=10_000)
    write(kim, "T", "RESTA")
    expect(pat.locator("#chain-chosen")).to_contain_text("T", timeout=10_000)
    pat.click("#esb-set-aside")
    expect(kim.locator("#esb-set-aside-list")).to_contain_text("RESTA", timeout=10_000)
    expect(kim.locator("#esb-set-aside-list")).to_contain_text("1 pts")
    shot(kim, "set-aside")

    # Both teams finish: the round (the only one) is read out and the game ends.
    kim.click("#esb-finish")
    expect(pat.locator("#stage")).to_contain_text("finished", timeout=10_000)
    rival.click("#esb-finish")
    expect(pat.locator("#esb-readout")).to_contain_text("MESA", timeout=10_000)
    final = view(pat)
    assert final["result"] is not None
    assert final["result"]["scores"] == [1, 1, 1, 0, 0, 0]
    assert final["result"]["winners"] == [0, 1, 2]
    shot(pat, "over")
    assert errors == []
