"""A person plays Verbàlia's hidden-word games against bots in the browser, to the end, with
real moves through the page: a refused word with its reason, a secret word laid, words of the
laid letters found, giving up, the markers and the final scores."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.bots.verbalia.hidden.engine import anagrams, blufi_words
from logomachy.games.verbalia.hidden.engine import code_of

from ...conftest import ARTIFACTS

SEED = 3


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-secret-{name}.png"), full_page=True)


def message(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg


def open_table(browser: Browser, server_url: str, game: str, seats: int, **options: Any) -> Page:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": game,
            "name": "Pat",
            "seed": SEED,
            "options": options,
            "seats": [{"kind": "human"}]
            + [{"kind": "bot", "strength": "medium"} for _ in range(seats - 1)],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 1100, "height": 1100}, locale="en-US")
    page = ctx.new_page()
    page.goto(server_url + table["link"])
    return page


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_barrejagrama_against_bots(browser: Browser, server_url: str) -> None:
    page = open_table(browser, server_url, "verbalia-barrejagrama", 4)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    expect(page.locator("#stage")).to_contain_text("think of a word", timeout=10_000)
    expect(page.locator("#secret-pot")).to_contain_text("4")

    # The setter: a word too short is refused with the rule's reason; then a good one.
    page.fill("#secret-word", "CASA")
    page.click("#secret-send")
    expect(page.locator("#toast")).to_contain_text("between 8 and 12 letters")
    page.fill("#secret-word", "ORDINADOR")
    page.click("#secret-send")
    # The bots answer within a second or two (the table's short bot pauses), so the play is
    # soon over: the word is read out with their answers.
    expect(page.locator("#barreja-last")).to_contain_text("ORDINADOR", timeout=90_000)
    shot(page, "barreja-set")

    # Then the bots set; Pat finds the first word (after a refused one) and gives up later.
    found = gave_up = 0
    deadline = time.monotonic() + 200
    while time.monotonic() < deadline:
        msg = message(page)
        if msg["table"]["status"] == "over":
            break
        v = msg["view"]
        if not (v["you"]["to_act"] and v["stage"] == "write"):
            time.sleep(0.1)
            continue
        try:
            if not found:
                expect(page.locator("#secret-letters .tile")).to_have_count(len(v["letters"]))
                page.fill("#secret-word", "ORDINADOR", timeout=2000)
                page.click("#secret-send", timeout=2000)
                expect(page.locator("#toast")).to_contain_text("exactly the letters")
                word = anagrams(code_of("".join(v["letters"])), "all")[0].upper()
                page.fill("#secret-word", word, timeout=2000)
                page.click("#secret-send", timeout=2000)
                # The bots had answered already: Pat's word closes the minute; it counts.
                expect(page.locator("#barreja-last")).to_contain_text(f"{word} ✓")
                shot(page, "barreja-found")
                found += 1
            else:
                page.click("#secret-pass", timeout=2000)
                gave_up += 1
        except Exception as exc:  # the view moved on between reading it and clicking: look again
            print("retry:", exc)
        page.wait_for_function(
            "(p) => { const m = window.__logomachy.screen.msg;"
            " return m.table.status === 'over' || m.view.play !== p || m.view.stage !== 'write'; }",
            arg=v["play"],
            timeout=90_000,
        )
    else:
        shot(page, "barreja-timeout")
        pytest.fail("the game did not end")

    v = message(page)["view"]
    assert v["result"] is not None and found == 1 and gave_up >= 1
    assert sum(v["markers"]) + v["pot"] == 48
    expect(page.locator(".after table.scores")).to_contain_text("Won")
    shot(page, "barreja-over")
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_endevinagrama_against_bots(browser: Browser, server_url: str) -> None:
    page = open_table(browser, server_url, "verbalia-endevinagrama", 3)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    expect(page.locator("#stage")).to_contain_text("secret word", timeout=10_000)

    # Pat sets first: a short word is refused, then MONUMENTAL is laid face down.
    page.fill("#secret-word", "MOMENT")
    page.click("#secret-send")
    expect(page.locator("#toast")).to_contain_text("between 8 and 12 letters")
    page.fill("#secret-word", "MONUMENTAL")
    page.click("#secret-send")
    # The bots ask and guess until the round ends; the word is then shown to all.
    expect(page.locator("#endevi-last")).to_contain_text("MONUMENTAL", timeout=60_000)
    shot(page, "endevi-set")

    # Rounds 2 and 3: the bots set; Pat asks letters by clicking them, and once risks a word.
    asked = guessed = 0
    deadline = time.monotonic() + 200
    while time.monotonic() < deadline:
        msg = message(page)
        if msg["table"]["status"] == "over":
            break
        v = msg["view"]
        if not (v["you"]["to_act"] and v["stage"] == "ask"):
            time.sleep(0.1)
            continue
        try:
            if not guessed and v["you"]["may_guess"]:
                expect(page.locator("#secret-pattern .tile")).to_have_count(len(v["pattern"]))
                page.fill("#secret-word", "ZZZZZZZZ", timeout=2000)
                page.click("#secret-send", timeout=2000)
                expect(page.locator("#endevi-wrong")).to_contain_text("ZZZZZZZZ")
                guessed += 1
                continue  # a guess is not a turn: Pat still asks
            if page.locator("#endevi-pass").count():
                page.click("#endevi-pass", timeout=2000)
            else:
                page.locator("#endevi-letters button:not([disabled])").first.click(timeout=2000)
                asked += 1
        except Exception:  # the view moved on between reading it and clicking: look again
            pass
        page.wait_for_function(
            "(n) => window.__logomachy.screen.msg.table.seq !== n",
            arg=msg["table"]["seq"],
            timeout=60_000,
        )
    else:
        shot(page, "endevi-timeout")
        pytest.fail("the game did not end")

    v = message(page)["view"]
    assert v["result"] is not None and asked >= 1 and guessed == 1
    expect(page.locator(".after table.scores")).to_contain_text("Round 3")
    shot(page, "endevi-over")
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_blufigrama_against_bots(browser: Browser, server_url: str) -> None:
    page = open_table(browser, server_url, "verbalia-blufigrama", 3, word_seconds=60)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    expect(page.locator("#blufi-easel .tile")).to_have_count(4, timeout=10_000)
    expect(page.locator("#secret-common .tile.special")).to_have_count(5)  # all face down

    # Every bid Pat makes is the least allowed (matching); in the first word phase a word not
    # of Pat's letters is refused, then Pat's best word is written; later Pat withdraws.
    bids = words = withdrawn = 0
    deadline = time.monotonic() + 220
    while time.monotonic() < deadline:
        msg = message(page)
        if msg["table"]["status"] == "over":
            break
        v = msg["view"]
        if not v["you"]["to_act"]:
            time.sleep(0.1)
            continue
        try:
            if v["stage"] == "bid":
                if words and not withdrawn:
                    page.click("#blufi-withdraw", timeout=2000)
                    withdrawn += 1
                else:
                    page.locator("#blufi-bids button.primary").click(timeout=2000)
                    bids += 1
            elif not words:
                page.fill("#secret-word", "ZZZZZ", timeout=2000)
                page.click("#secret-send", timeout=2000)
                expect(page.locator("#toast")).to_contain_text("not in the dictionary")
                easel = v["you"]["easel"]
                found = blufi_words(tuple(easel), tuple(t for t in v["common"] if t))
                if found:
                    page.fill("#secret-word", found[0][0].upper(), timeout=2000)
                    page.click("#secret-send", timeout=2000)
                else:
                    page.click("#secret-pass", timeout=2000)
                expect(page.locator("#blufi-last")).to_be_visible(timeout=60_000)
                shot(page, "blufi-word")
                words += 1
            else:
                page.click("#secret-pass", timeout=2000)
        except Exception as exc:  # the view moved on between reading it and clicking: look again
            # (the bids have no clock: waiting for a move after a click that missed would wait
            # for ever, so read the view again instead)
            print("retry:", exc)
            time.sleep(0.2)
            continue
        page.wait_for_function(
            "(n) => window.__logomachy.screen.msg.table.seq !== n",
            arg=msg["table"]["seq"],
            timeout=90_000,
        )
    else:
        shot(page, "blufi-timeout")
        pytest.fail("the game did not end")

    v = message(page)["view"]
    assert v["result"] is not None and bids >= 1
    expect(page.locator(".after table.scores")).to_be_visible()
    shot(page, "blufi-over")
    assert errors == []
