"""A person plays Verbàlia's games on the wood (l'arbreda) against a bot in the browser:
Buguisíl·laB to the end — a word traced by clicking syllables (the first by the keyboard), a
refused word with its reason, a word typed for the referee to find, covered trees, passes,
both rounds and the final scores."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.games.verbalia.pieces.arbreda import placements, uncovered_words

from ...conftest import ARTIFACTS

SEED = 5


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-wood-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


def words(v: dict[str, Any]) -> list[tuple[str, tuple[int, ...]]]:
    """The referee's words on the wood the page shows, most syllables first."""
    cells = tuple(s or None for s in v["syllables"])
    return list(uncovered_words(cells, v["covered"], v["min_syllables"]).items())


def tree(page: Page, i: int) -> Any:
    return page.locator(f'.wood .cell[data-tree="{i}"]')


def new_table(server_url: str, game: str, options: dict[str, Any]) -> dict[str, Any]:
    table: dict[str, Any] = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": game,
            "name": "Pat",
            "seed": SEED,
            "options": options,
            "seats": [{"kind": "human"}, {"kind": "bot", "strength": "medium"}],
        },
        timeout=60,  # the first wood game a server deals loads the syllable words
    ).json()
    return table


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_buguisillab_against_a_bot(browser: Browser, server_url: str) -> None:
    table = new_table(server_url, "verbalia-buguisillab", {"turn_seconds": 60})
    ctx = browser.new_context(viewport={"width": 1100, "height": 1400}, locale="ca-ES")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator(".wood .cell")).to_have_count(135, timeout=10_000)
    expect(page.locator(".wood .strip")).to_have_count(5)
    expect(page.locator(".wood .strip-value").first).to_have_text("×3")
    expect(page.locator("#stage")).to_contain_text("Et toca")  # the Catalan interface
    shot(page, "buguisillab-start")

    # A refused word shows the rule's reason, and nothing is covered.
    page.fill("#wood-word", "CASSU")
    page.click("#announce-btn")
    expect(page.locator("#toast")).to_contain_text("no és una paraula del diccionari")

    # A word traced by clicking its syllables: the first by the keyboard, the rest by the mouse.
    word, path = words(view(page))[-1]  # a short one
    tree(page, path[0]).focus()
    page.keyboard.press("Enter")
    for i in path[1:]:
        tree(page, i).click()
    expect(page.locator("#wood-traced")).to_contain_text(str(len(path)))
    page.click("#announce-btn")
    expect(page.locator("#wood-claims")).to_contain_text(word.upper(), timeout=5000)
    expect(page.locator(".wood .cell.covered")).to_have_count(len(path))
    shot(page, "buguisillab-traced")

    # Then, each turn: a word typed (the referee finds its path), or a pass.
    typed = passed = 0
    deadline = time.monotonic() + 200
    while time.monotonic() < deadline:
        msg = page.evaluate("() => window.__logomachy.screen.msg")
        if msg["table"]["status"] == "over":
            break
        v = msg["view"]
        if not v["you"]["to_act"]:
            time.sleep(0.1)
            continue
        found = words(v)
        try:
            if found and typed < 3:
                page.fill("#wood-word", found[0][0].upper(), timeout=2000)
                page.click("#announce-btn", timeout=2000)
                typed += 1
            else:
                page.click("#pass-btn", timeout=2000)
                passed += 1
        except Exception:  # the view moved on between reading it and clicking: look again
            pass
        page.wait_for_function(
            "(k) => { const m = window.__logomachy.screen.msg;"
            " return m.table.status === 'over' || !m.view.timer || m.view.timer.key !== k; }",
            arg=v["timer"]["key"],
            timeout=10_000,
        )
    else:
        shot(page, "buguisillab-timeout")
        pytest.fail("the game did not end")

    v = view(page)
    assert v["result"] is not None and v["round"] == 2
    assert typed >= 1 and passed >= 1
    mine = [c for c in v["claims"] if c["seat"] == 0]
    assert len(mine) >= 2 and v["scores"][0] == sum(c["points"] for c in mine)
    expect(page.locator(".after table.scores")).to_contain_text("Ronda 1")
    shot(page, "buguisillab-over")
    assert errors == []


def a_placement(v: dict[str, Any]) -> tuple[int, str, int] | None:
    """A placement the referee accepts for the page's hand: (tile, syllable, tree)."""
    cells = [s or None for s in v["syllables"]]
    for hand_tile in v["you"]["hand"]:
        found = placements(cells, hand_tile["sides"], v["you"]["free"])
        if found:
            (tree_, syllable), _ = min(found.items())
            return hand_tile["tile"], syllable, tree_
    return None


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(400)
def test_a_person_plays_arbredasillab_against_a_bot(browser: Browser, server_url: str) -> None:
    table = new_table(server_url, "verbalia-arbredasillab", {"trees_per_strip": 5})
    ctx = browser.new_context(viewport={"width": 1100, "height": 1400}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator(".wood .cell")).to_have_count(135, timeout=10_000)
    expect(page.locator(".wood .cell.marked")).to_have_count(2)
    expect(page.locator("#stage")).to_contain_text("Your turn")
    shot(page, "arbreda-start")

    # Showing a tile that can be placed: the bot votes no, the player must place.
    page.click("#show-btn")
    expect(page.locator("#wood-shown")).to_be_visible(timeout=10_000)
    # (the bot's first search loads the wood's word tables: allow it time)
    expect(page.locator("#stage")).to_contain_text("Your turn", timeout=60_000)
    assert view(page)["exchange"] is None

    placed = 0
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        msg = page.evaluate("() => window.__logomachy.screen.msg")
        if msg["table"]["status"] == "over":
            break
        v = msg["view"]
        if not v["you"]["to_act"]:
            time.sleep(0.1)
            continue
        turns = len(v["plays"])
        try:
            if v["exchange"] is not None:
                page.click("#agree-yes", timeout=2000)
            else:
                choice = a_placement(v)
                if choice is None:
                    page.click("#show-btn", timeout=2000)
                else:
                    number, syllable, where = choice
                    page.click(
                        f'#wood-hand button[data-tile="{number}"][data-syllable="{syllable}"]',
                        timeout=2000,
                    )
                    tree(page, where).click(timeout=2000)
                    placed += 1
        except Exception:  # the view moved on between reading it and clicking: look again
            pass
        page.wait_for_function(
            "(n) => { const m = window.__logomachy.screen.msg;"
            " return m.table.status === 'over' || m.view.plays.length !== n || !m.view.you.to_act"
            " || m.view.exchange; }",
            arg=turns,
            timeout=15_000,
        )
        if placed == 1:
            expect(page.locator("#wood-last")).to_be_visible()
            shot(page, "arbreda-placed")
    else:
        shot(page, "arbreda-timeout")
        pytest.fail("the game did not end")

    v = view(page)
    assert v["result"] is not None and placed >= 5
    mine = sum(p["points"] for p in v["plays"] if p["seat"] == 0)
    assert v["scores"][0] == mine
    expect(page.locator(".after table.scores")).to_contain_text("Strips ×2")
    shot(page, "arbreda-over")
    assert errors == []
