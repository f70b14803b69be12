"""Two people play a round of Verbàlia's Velosíl·laB in the browser, at the same time: each
page shows its own ten syllables and the others' counts only; Pat places a syllable on the
first tree of her row (Quim's page shows it) and draws again; Quim leaves two syllables in
the pot (Pat's page shows them) and Pat, after placing another, takes one; Pat races across
the wood, and when her row reaches the other side both pages show the round's words, each
incorrect one struck through, and the scores."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.games.verbalia.pieces.tiles_in_play import sides
from logomachy.games.verbalia.wood.velosillab import GAME, row_trees

from ...conftest import ARTIFACTS

SEED = 11


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-velosillab-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


def tree(page: Page, i: int) -> Any:
    return page.locator(f'.wood .cell[data-tree="{i}"]')


def place_first(page: Page) -> str:
    """Clicks the first syllable of the page's hand; returns it."""
    syllable = view(page)["you"]["hand"][0]["sides"][0]
    page.locator("#velo-hand .place-btn").first.click()
    return str(syllable)


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_two_people_race_a_round_of_velosillab(browser: Browser, server_url: str) -> None:
    start = GAME.setup(2, GAME.resolve_options({"rounds": 1}), SEED)
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-velosillab",
            "name": "Pat",
            "seed": SEED,
            "options": {"rounds": 1},
            "seats": [{"kind": "human"}, {"kind": "human"}],
        },
        timeout=60,  # the first wood game a server deals loads the syllable words
    ).json()
    errors: list[str] = []
    pat = browser.new_context(viewport={"width": 1100, "height": 1500}, locale="en-US").new_page()
    quim = browser.new_context(viewport={"width": 1100, "height": 1500}, locale="en-US").new_page()
    for page in (pat, quim):
        page.on("pageerror", lambda e: errors.append(str(e)))
    pat.goto(server_url + table["link"])
    quim.goto(server_url + table["invites"]["1"])
    quim.fill("#claim-name", "Quim")
    quim.get_by_role("button", name="Take the seat").click()
    for page in (pat, quim):
        expect(page.locator(".wood .cell")).to_have_count(135, timeout=40_000)
        expect(page.locator("#velo-hand .velo-tile")).to_have_count(10, timeout=20_000)
    expect(pat.locator("#stage")).to_contain_text("first syllable")
    assert [h["sides"] for h in view(pat)["you"]["hand"]] == [
        list(sides(n)) for n in start.hands[0]
    ]
    assert view(quim)["you"]["hand"] != view(pat)["you"]["hand"]
    assert view(quim)["hands"] == [10, 10]
    expect(pat.locator("#draw-btn")).to_be_disabled()  # ten in hand

    # Pat places a syllable on the first tree of her row; Quim sees it; Pat draws again.
    first = place_first(pat)
    mine = row_trees(0)
    for page in (pat, quim):
        expect(tree(page, mine[0])).to_contain_text(first, timeout=10_000)
    expect(pat.locator("#stage")).to_contain_text(f"after {first}")
    expect(pat.locator("#draw-btn")).to_be_enabled()
    pat.click("#draw-btn")
    expect(pat.locator("#velo-hand .velo-tile")).to_have_count(10, timeout=10_000)
    shot(pat, "first")

    # Quim leaves two syllables in the pot and draws up to ten; Pat takes one after placing.
    left = [h["sides"] for h in view(quim)["you"]["hand"][:2]]
    boxes = quim.locator("#velo-hand .leave-box")
    boxes.nth(0).check()
    boxes.nth(1).check()
    quim.click("#leave-btn")
    expect(pat.locator("#velo-pot .tile")).to_have_count(2, timeout=10_000)
    expect(quim.locator("#velo-hand .velo-tile")).to_have_count(10)
    assert [p["sides"] for p in view(pat)["pot"]] == left
    second = place_first(pat)
    expect(tree(quim, mine[1])).to_contain_text(second, timeout=10_000)
    pat.locator("#velo-pot .tile").first.click()
    expect(pat.locator("#velo-pot .tile")).to_have_count(1, timeout=10_000)
    assert left[0] in [h["sides"] for h in view(pat)["you"]["hand"]]

    # Pat races to the other side (whatever her syllables make: the words are judged then).
    for k in range(2, 9):
        expect(pat.locator("#velo-row")).to_contain_text(f"{k} of 9", timeout=10_000)
        place_first(pat)
    for page in (pat, quim):
        expect(page.locator("#stage")).to_contain_text("The game is over", timeout=10_000)
        expect(page.locator("#velo-last")).to_be_visible()
    last = view(quim)["last_round"]
    assert last["finisher"] == 0 and len(last["rows"][0]) == 8
    wrong = sum(p["word"] is None for p in last["rows"][0])
    expect(quim.locator("#velo-last .velo-word.incorrect")).to_have_count(wrong)
    assert last["markers"][0] == 9 - wrong and last["markers"][1] == 0
    assert view(pat)["result"]["scores"] == [2 * (9 - wrong), 0]
    shot(quim, "over")
    assert errors == []
