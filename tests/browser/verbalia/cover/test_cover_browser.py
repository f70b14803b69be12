"""A person plays Verbàlia's Buguigrama against a bot in the browser, to the end: a word traced
by clicking letters (and one letter with the keyboard), a refused word with its reason, a word
typed for the referee to find, covered cells shown, a pass, rounds and the final scores."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.games.verbalia.pieces.plaza import words_on

from ...conftest import ARTIFACTS

SEED = 5


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


def words(v: dict[str, Any]) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The referee's words on the square the page shows."""
    return words_on(tuple(v["letters"]), tuple(v["covered"]), v["moves"], v["min_letters"])


def cell(page: Page, i: int) -> Any:
    return page.locator(f'.plaza .cell[data-cell="{i}"]')


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_buguigrama_against_a_bot(browser: Browser, server_url: str) -> None:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-buguigrama",
            "name": "Pat",
            "seed": SEED,
            "options": {"turn_seconds": 60},
            "seats": [{"kind": "human"}, {"kind": "bot", "strength": "medium"}],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 1100, "height": 1100}, locale="ca-ES")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator(".plaza .cell")).to_have_count(64, timeout=10_000)
    expect(page.locator("#stage")).to_contain_text("Et toca")  # the Catalan interface
    shot(page, "start")

    # A refused word shows the rule's reason, and nothing is covered.
    page.fill("#plaza-word", "CASA")
    page.click("#announce-btn")
    expect(page.locator("#toast")).to_contain_text("5 lletres")  # said in Catalan

    # A word traced by clicking its letters: the first by the keyboard, the rest by the mouse.
    word, path = words(view(page))[-1]  # a short one
    cell(page, path[0]).focus()
    page.keyboard.press("Enter")
    for i in path[1:]:
        cell(page, i).click()
    expect(page.locator("#plaza-traced")).to_contain_text(str(len(path)))
    page.click("#announce-btn")
    expect(page.locator("#plaza-claims")).to_contain_text(word.upper(), timeout=5000)
    expect(page.locator(".plaza .cell.covered")).to_have_count(len(path))
    shot(page, "traced")

    # Then, each turn: a word typed (the referee finds its path), or a pass when none is left.
    typed = passed = 0
    deadline = time.monotonic() + 150
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
                page.fill("#plaza-word", found[0][0].upper(), timeout=2000)
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
        shot(page, "timeout")
        pytest.fail("the game did not end")

    v = view(page)
    assert v["result"] is not None and v["round"] == 2
    assert typed >= 1 and passed >= 1
    mine = [c for c in v["claims"] if c["seat"] == 0]
    assert len(mine) >= 2 and v["scores"][0] == sum(c["points"] for c in mine)
    expect(page.locator("table.scores caption").first).to_be_visible()
    expect(page.locator(".after table.scores")).to_contain_text("Ronda 1")
    shot(page, "over")
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_vermigrama_against_a_bot(browser: Browser, server_url: str) -> None:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-vermigrama",
            "name": "Pat",
            "seed": SEED,
            "options": {"write_seconds": 120},
            "seats": [{"kind": "human"}, {"kind": "bot", "strength": "hard"}],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 1100, "height": 1100}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator(".plaza .cell")).to_have_count(64, timeout=10_000)
    expect(page.locator("#stage")).to_contain_text("Write as many words")

    v = view(page)
    found = words({**v, "covered": [False] * 64})
    longest, shortest = found[0], found[-1]
    # One word traced by clicking, one typed; a word twice is refused with its reason.
    for i in shortest[1]:
        cell(page, i).click()
    page.click("#announce-btn")
    expect(page.locator("#vermi-list li")).to_have_count(1, timeout=5000)
    page.fill("#plaza-word", longest[0].upper())
    page.click("#announce-btn")
    expect(page.locator("#vermi-list li")).to_have_count(2, timeout=5000)
    page.fill("#plaza-word", longest[0].upper())
    page.click("#announce-btn")
    expect(page.locator("#toast")).to_contain_text("already on your list")
    expect(page.locator(".plaza .cell.covered")).to_have_count(0)  # letters serve many words
    shot(page, "vermigrama-writing")

    # The bot wrote its list at once: it is counted, not shown, until the read-out.
    expect(page.locator("#vermi-others")).to_contain_text("finished", timeout=10_000)
    bot_words = view(page)["writing"][1]["words"]
    assert bot_words > 0
    page.click("#done-btn")
    expect(page.locator("#vermi-read-out")).to_be_visible(timeout=10_000)
    v = view(page)
    assert v["round"] == 2 and v["read_out_round"] == 1 and len(v["read_out"][1]) == bot_words
    mine = v["read_out"][0]
    assert [e["word"] for e in mine] == [shortest[0].upper(), longest[0].upper()]
    cancelled = sum(e["cancelled"] for e in mine)
    expect(page.locator("#vermi-read-out s")).to_have_count(2 * cancelled)
    shot(page, "vermigrama-read-out")

    page.click("#done-btn")  # round 2: nothing written
    expect(page.locator(".after table.scores")).to_contain_text("Round 2", timeout=10_000)
    v = view(page)
    assert v["result"] is not None
    assert v["scores"][0] == sum(e["points"] for e in mine)
    assert errors == []
