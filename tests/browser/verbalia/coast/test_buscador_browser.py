"""A person plays Buscador in the browser against a bot, to the end: the map drawn, the three
letters taken, a refused move with its reason, letters taken for the easel and left in the
maritime region through the page, the words closed listed, the final scores."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from ...conftest import ARTIFACTS

SEED = 5


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-buscador-{name}.png"), full_page=True)


def msg(page: Page) -> dict[str, Any]:
    found: dict[str, Any] = page.evaluate("() => window.__logomachy.screen.msg")
    return found


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_buscador_against_a_bot(browser: Browser, server_url: str) -> None:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-buscador",
            "name": "Pat",
            "seed": SEED,
            "options": {"markers": 1},
            "seats": [{"kind": "human"}, {"kind": "bot", "strength": "hard"}],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 1200, "height": 1400}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator(".country-map")).to_be_visible(timeout=10_000)
    expect(page.locator("#stage")).to_contain_text("three letters")
    page.fill("#busca-vowels", "2")
    page.click("#start-btn")
    expect(page.locator("#busca-easel .tile")).to_have_count(3, timeout=10_000)
    shot(page, "start")

    # A refused move shows the rule's reason.
    page.click("#finish-btn")
    expect(page.locator("#toast")).to_contain_text("two actions")

    # Each turn: two letters for the easel, or (easel full) two left in the maritime region.
    deadline = time.monotonic() + 200
    turns = 0
    while time.monotonic() < deadline:
        m = msg(page)
        if m["table"]["status"] == "over":
            break
        v = m["view"]
        if not v["you"]["to_act"] or v["stage"] != "turn":
            time.sleep(0.1)
            continue
        before = len(m["view"]["words"]), v["actions"], v["turn"], sum(v["bags"].values())
        try:
            if v["actions"] >= 2 or (not sum(v["bags"].values()) and not v["you"]["easel"]):
                page.click("#finish-btn", timeout=2000)
                turns += 1
            elif len(v["you"]["easel"]) < 8 and sum(v["bags"].values()):
                bag = "vowel" if v["bags"]["vowel"] and v["actions"] == 0 else "consonant"
                if not v["bags"][bag]:
                    bag = "vowel" if bag == "consonant" else "consonant"
                page.click(f"#take-{bag}", timeout=2000)
            else:
                page.select_option("#busca-region", "marina", timeout=2000)
                page.locator("#busca-region ~ p.actions .tile").first.click(timeout=2000)
        except Exception:  # the view moved on between reading it and clicking: look again
            pass
        page.wait_for_function(
            "(b) => { const m = window.__logomachy.screen.msg; const v = m.view;"
            " return m.table.status === 'over' || v.words.length !== b[0] || v.actions !== b[1]"
            " || v.turn !== b[2]; }",
            arg=list(before),
            timeout=20_000,
        )
    else:
        shot(page, "timeout")
        pytest.fail("the game did not end")
    v = msg(page)["view"]
    assert v["result"] is not None and turns >= 1
    assert v["words"], "a word was closed"
    expect(page.locator("#busca-words li").first).to_be_visible()
    shot(page, "over")
    assert errors == []


@pytest.mark.browser
@pytest.mark.timeout(120)
def test_buscador_is_played_on_the_map_of_a_phone(browser: Browser, server_url: str) -> None:
    """At 390 x 844: an easel letter dragged onto la Marina is left there, the vowel bag tapped
    and then el Delta leaves a vowel there, and (next turn) a region's letter tapped and then a
    neighbour's name moves it — the moves the forms make, played on the map."""
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-buscador",
            "name": "Pat",
            "seed": SEED,
            "seats": [{"kind": "human"}, {"kind": "bot", "strength": "easy"}],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    page.fill("#busca-vowels", "2")
    page.click("#start-btn")
    page.wait_for_function(
        "() => { const v = window.__logomachy.screen.msg.view;"
        " return v.stage === 'turn' && v.you.to_act; }",
        timeout=20_000,
    )
    v = msg(page)["view"]
    letter = v["you"]["easel"][0]
    page.locator("#busca-easel .tile").first.drag_to(
        page.locator('.cm-region[data-region="marina"]')
    )
    page.wait_for_function("() => window.__logomachy.screen.msg.view.actions === 1")
    v = msg(page)["view"]
    assert v["contents"]["marina"][-1] == letter
    delta = len(v["contents"]["delta"])
    page.click("#bag-vowel")
    expect(page.locator("#busca-held")).to_contain_text("Vowel bag")
    page.click('.cm-region[data-region="delta"] button.cm-name')
    page.wait_for_function("() => window.__logomachy.screen.msg.view.actions === 2")
    v = msg(page)["view"]
    assert len(v["contents"]["delta"]) == delta + 1 and v["contents"]["delta"][-1] in "AEIOU"
    shot(page, "phone-map")
    page.click("#finish-btn")
    # The bot's turn, then ours: a region's letter tapped, then a neighbour's name, moves it.
    page.wait_for_function(
        "() => { const v = window.__logomachy.screen.msg.view;"
        " return v.stage === 'turn' && v.you.to_act && v.actions === 0; }",
        timeout=30_000,
    )
    v = msg(page)["view"]
    source = next(r for r in v["country"]["regions"] if v["contents"][r["id"]])
    to = source["neighbours"][0]
    moved = v["contents"][source["id"]][0]
    before = v["contents"][to].count(moved)
    page.locator(f'.region-tiles .tile[data-region="{source["id"]}"][data-index="0"]').click()
    page.click(f'.cm-region[data-region="{to}"] button.cm-name')
    page.wait_for_function("() => window.__logomachy.screen.msg.view.actions === 1")
    assert msg(page)["view"]["contents"][to].count(moved) == before + 1
    assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth")
    assert errors == []
