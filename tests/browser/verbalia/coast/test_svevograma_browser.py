"""A person plays SVeVograma in the browser against two bots, to the end: the map with its ten
vowels, a refused word with its reason, a consonant added through the page (picked from the
middle, a region chosen, the word typed), an offered word lengthened or declined, the noted
words and the final scores."""

from __future__ import annotations

import time
from collections import Counter
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.games.verbalia.coast.svevograma import NOTED, open_builds

from ...conftest import ARTIFACTS

SEED = 3


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-svevograma-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


def noted(v: dict[str, Any]) -> set[str]:
    from logomachy.games.verbalia.chains.engine import code
    from logomachy.games.verbalia.pieces.plaza import tiles_of

    return {code(tiles_of(n["word"]) or ()) for n in v["noted"]}


def best_add(v: dict[str, Any]) -> tuple[str, str, str] | None:
    """(consonant, region, word) of the longest word the page's position allows."""
    found = [
        (len(b.tiles), b.added, region, b.word)
        for region, tiles in v["contents"].items()
        if tiles
        for b in open_builds(tiles, Counter(v["middle"]), noted(v))
    ]
    return max(found)[1:] if found else None


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_svevograma_against_two_bots(browser: Browser, server_url: str) -> None:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-svevograma",
            "name": "Pat",
            "seed": SEED,
            "options": {"turn_seconds": 120, "offer_seconds": 120},
            "seats": [{"kind": "human"}, *[{"kind": "bot", "strength": "easy"}] * 2],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 1200, "height": 1300}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator(".country-map")).to_be_visible(timeout=10_000)
    expect(page.locator(".region-card")).to_have_count(11)
    expect(page.locator("#stage")).to_contain_text("Your turn")
    v = view(page)
    assert sorted(t[0] for t in v["contents"].values() if t) == sorted("AEIOU" * 2)
    shot(page, "start")

    # A word that is not made of the region's letters is refused with the rule's reason.
    region = next(r for r, tiles in v["contents"].items() if tiles)
    page.select_option("#svevo-letter", "S")
    page.select_option("#svevo-region", region)
    page.fill("#country-word", "ZZZ")
    page.click("#propose-btn")
    expect(page.locator("#toast")).to_contain_text("every letter there")

    # The first turn through the page: a consonant of the middle, a region, the word.
    move = best_add(v)
    assert move is not None
    letter, region, word = move
    page.select_option("#svevo-letter", letter)
    page.select_option("#svevo-region", region)
    page.fill("#country-word", word)
    page.click("#propose-btn")
    page.wait_for_function(
        "(r) => window.__logomachy.screen.msg.view.contents[r].length === 2", arg=region
    )
    assert view(page)["penalties"][0] == 0
    expect(page.locator(".log")).to_contain_text(word)
    shot(page, "added")

    # Then every turn and offer until the game ends.
    added = lengthened = 0
    deadline = time.monotonic() + 220
    while time.monotonic() < deadline:
        msg = page.evaluate("() => window.__logomachy.screen.msg")
        if msg["table"]["status"] == "over":
            break
        v = msg["view"]
        if not v["you"]["to_act"]:
            time.sleep(0.1)
            continue
        try:
            if v["stage"] == "offer":
                tiles = v["contents"][v["offer"]["region"]]
                longer = open_builds(tiles, Counter(v["middle"]), noted(v))
                if longer:
                    page.select_option("#svevo-letter", longer[0].added, timeout=2000)
                    page.fill("#country-word", longer[0].word, timeout=2000)
                    page.click("#propose-btn", timeout=2000)
                    lengthened += 1
                else:
                    page.click("#decline-btn", timeout=2000)
            elif (move := best_add(v)) is not None:
                letter, region, word = move
                page.select_option("#svevo-letter", letter, timeout=2000)
                page.select_option("#svevo-region", region, timeout=2000)
                page.fill("#country-word", word, timeout=2000)
                page.click("#propose-btn", timeout=2000)
                added += 1
            else:
                page.click("#pass-btn", timeout=2000)
        except Exception:  # the view moved on between reading it and clicking: look again
            pass
        page.wait_for_function(
            "(k) => { const m = window.__logomachy.screen.msg;"
            " return m.table.status === 'over' || !m.view.timer || m.view.timer.key !== k; }",
            arg=v["timer"]["key"],
            timeout=20_000,
        )
    else:
        shot(page, "timeout")
        pytest.fail("the game did not end")
    v = view(page)
    assert v["result"] is not None and added >= 3
    assert any(len(n["word"]) >= NOTED and n["seat"] == 0 for n in v["noted"])
    assert v["scores"][0] > 0 and v["penalties"][0] == 0
    expect(page.locator("#svevo-noted")).to_contain_text(v["noted"][0]["word"])
    shot(page, "over")
    assert errors == []
