"""A person plays Baulasíl·laB against two bots in the browser, to the end: a swap the referee
refuses (a syllable still fits), syllables placed by clicking a tile and a tree at a run's
end, the marker on each, runs closing, and the final scores."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.games.verbalia.wood.baulasillab import GAME, extensions

from ...conftest import ARTIFACTS

SEATS = 3
OPTIONS = {"runs": 3}


def placeable_seed() -> int:
    """The first seed whose deal lets seat 1 (who starts) place a syllable, as the referee
    sees it: the opening swap is then refused because placing is compulsory. Searched with
    the game's own deal, so it follows the syllable words and tiles when they are re-derived."""
    for seed in range(200):
        state = GAME.setup(SEATS, OPTIONS, seed)
        if GAME.to_act(state) == [0] and GAME.can_place(state, state.hands[0]):
            return seed
    raise AssertionError("no seed deals seat 1 a placeable syllable")


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-baulasillab-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


def a_placement(v: dict[str, Any]) -> tuple[int, str, int] | None:
    """A placement the referee accepts for the page's hand: (tile, syllable, tree)."""
    for run in v["runs"]:
        if run["closed"] or not run["next"]:
            continue
        syllables = [v["syllables"][t] for t in run["trees"]]
        for hand_tile in v["you"]["hand"]:
            found = extensions(syllables, hand_tile["sides"])
            if found:
                return hand_tile["tile"], next(iter(found)), run["next"][0]
    return None


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(400)
def test_a_person_plays_baulasillab_against_two_bots(browser: Browser, server_url: str) -> None:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-baulasillab",
            "name": "Pat",
            "seed": placeable_seed(),
            "options": OPTIONS,
            "seats": [
                {"kind": "human"},
                {"kind": "bot", "strength": "medium"},
                {"kind": "bot", "strength": "easy"},
            ],
        },
        timeout=60,  # the first wood game a server deals loads the syllable words
    ).json()
    ctx = browser.new_context(viewport={"width": 1100, "height": 1500}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator(".wood .cell")).to_have_count(135, timeout=10_000)
    expect(page.locator(".wood .strip-value")).to_have_count(5)
    expect(page.locator("#stage")).to_contain_text("Your turn")
    expect(page.locator("#baula-hands tr")).to_have_count(3)  # everyone's syllables in view
    shot(page, "start")

    first = a_placement(view(page))
    assert first is not None, "the seed deals a placeable syllable"
    page.click("#swap-btn")  # the referee refuses: placing is compulsory
    expect(page.locator("#toast")).to_contain_text("can still make a word", timeout=5000)

    placed = swapped = 0
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        msg = page.evaluate("() => window.__logomachy.screen.msg")
        if msg["table"]["status"] == "over":
            break
        v = msg["view"]
        if not v["you"]["to_act"]:
            time.sleep(0.1)
            continue
        filled = sum(len(r["trees"]) for r in v["runs"])
        hand = [h["tile"] for h in v["you"]["hand"]]
        try:
            choice = a_placement(v)
            if choice is None:
                page.click("#swap-btn", timeout=2000)
                swapped += 1
                try:
                    expect(page.locator("#toast")).to_contain_text("pass", timeout=1500)
                    page.click("#pass-btn", timeout=2000)
                except AssertionError:
                    pass  # the swap was accepted
            else:
                number, syllable, where = choice
                page.click(
                    f'#wood-hand button[data-tile="{number}"][data-syllable="{syllable}"]',
                    timeout=2000,
                )
                page.locator(f'.wood .cell[data-tree="{where}"]').click(timeout=2000)
                expect(page.locator(f'.wood .cell[data-tree="{where}"] .marker')).to_have_text(
                    "1", timeout=5000
                )
                placed += 1
                if placed == 1:
                    shot(page, "placed")
        except Exception:  # the view moved on between reading it and clicking: look again
            pass
        page.wait_for_function(
            "([n, hand]) => { const m = window.__logomachy.screen.msg;"
            " const v = m.view; return m.table.status === 'over' || !v.you.to_act"
            " || v.runs.reduce((k, r) => k + r.trees.length, 0) !== n"
            " || JSON.stringify(v.you.hand.map((x) => x.tile)) !== JSON.stringify(hand); }",
            arg=[filled, hand],
            timeout=15_000,
        )
    else:
        shot(page, "timeout")
        pytest.fail("the game did not end")

    v = view(page)
    assert v["result"] is not None and placed >= 3
    assert v["closed"] >= 3 and sum(r["closed"] for r in v["runs"]) == v["closed"]
    mine = [t for t, owner in enumerate(v["owners"]) if owner == 0]
    assert len(mine) == placed and v["markers_left"][0] == 20 - placed
    closed_points = sum(r["points"][0] for r in v["runs"] if r["closed"])
    assert v["scores"][0] == closed_points
    expect(page.locator(".wood .strip-value", has_text="closed")).to_have_count(v["closed"])
    expect(page.locator(".after table.scores")).to_contain_text("Strip 1")
    shot(page, "over")
    assert errors == []
