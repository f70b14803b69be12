"""A person plays Verbàlia's GraVagrama with three bots in the browser, to the end: thirty
words underlined by clicking the page, a clue refused with the referee's reason and one
given, the partner's thirty words and the page seen during the show and gone after it,
answers typed from memory, the reveal and the final scores."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.bots.verbalia.sentences.gravagrama import pointed
from logomachy.games.verbalia.pieces.syllables import fold
from logomachy.games.verbalia.sentences.gravagrama import page_words, pages

from ...conftest import ARTIFACTS

SEED = 5


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-gravagrama-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg


def wait_for(page: Page, condition: str, timeout: int = 120_000) -> None:
    page.wait_for_function(
        "() => { const m = window.__logomachy && window.__logomachy.screen.msg;"
        f" if (!m) return false; const v = m.view; return {condition}; }}",
        timeout=timeout,
    )


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(420)
def test_a_person_plays_gravagrama_with_bots(browser: Browser, server_url: str) -> None:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-gravagrama",
            "name": "Pat",
            "seed": SEED,
            "options": {"page": "mercat", "clue_seconds": 240},
            "seats": [{"kind": "human"}]
            + [{"kind": "bot", "strength": "medium"} for _ in range(3)],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 1100, "height": 1400}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator("#stage")).to_contain_text("Underline 30 different words", timeout=60_000)

    # Pat gives first: thirty different words clicked on the page (a second "de" is refused
    # by the screen before it is sent), then underlined.
    text = pages()["mercat"]["text"]
    spans = page_words(text)
    first: dict[str, int] = {}
    for place, (a, b) in enumerate(spans):
        if len(text[a:b]) >= 4:
            first.setdefault(fold(text[a:b]), place)
    chosen = list(first.values())[:30]
    for place in chosen:
        page.click(f'#gv-page [data-place="{place}"]')
    expect(page.locator("#gv-count")).to_contain_text("30 of 30")
    shot(page, "underline")
    page.click("#gv-underline")
    expect(page.locator("#stage")).to_contain_text("looking at the underlined", timeout=30_000)
    expect(page.locator("#gv-page mark")).to_have_count(30)  # the giver sees its own words
    expect(page.locator("#stage")).to_contain_text("Choose one of your words", timeout=60_000)

    # A clue that is the word itself is refused with the rule's reason; then a real one.
    mine = view(page)["view"]["you"]["words"]
    word = mine[0]["word"]
    page.fill("#gv-word", word.upper())
    page.click("#gv-send")
    expect(page.locator("#gv-refused")).to_contain_text("the underlined word itself")
    page.fill("#gv-word", "xyzzy")
    page.click("#gv-send")
    expect(page.locator("#gv-plays")).to_contain_text("xyzzy")
    wait_for(page, "v.you.to_act || v.half === 2", 60_000)
    page.click("#gv-pass")  # no more clues this half
    shot(page, "clues")

    # Half two: the partner underlines, Pat sees the thirty words for thirty seconds only.
    wait_for(page, "v.half === 2 && v.stage === 'show'")
    expect(page.locator("#gv-shown li")).to_have_count(30)
    shown = [w["word"] for w in view(page)["view"]["you"]["words"]]
    shot(page, "show")
    wait_for(page, "v.stage === 'clues'", 60_000)
    expect(page.locator("#gv-shown")).to_have_count(0)
    assert view(page)["view"]["you"]["words"] is None  # never sent again
    # "They let their partner see them for thirty seconds": the page goes with them.
    assert view(page)["view"]["page"] is None
    expect(page.locator("#gv-page")).to_have_count(0)
    expect(page.locator("#gv-page-hidden")).to_contain_text("answer from memory")
    shot(page, "page-hidden")

    # Pat answers every clue by what the words are related to among those remembered.
    answered = 0
    deadline = time.monotonic() + 250
    while time.monotonic() < deadline:
        msg = view(page)
        v = msg["view"]
        if msg["table"]["status"] == "over":
            break
        if not (v["you"]["to_act"] and v["stage"] == "clues"):
            time.sleep(0.1)
            continue
        play = next(p for p in v["plays"] if p["guesser"] == 0)
        clue = play["clues"][-1]["clue"]
        near = {w: s for w, s in pointed(text, clue).items() if w in {fold(x) for x in shown}}
        try:
            if near:
                guess = next(x for x in shown if fold(x) == max(near, key=lambda w: near[w]))
                page.fill("#gv-word", guess, timeout=2000)
                page.click("#gv-send", timeout=2000)
            else:
                page.click("#gv-pass", timeout=2000)
            answered += 1
        except Exception as exc:  # the view moved on between reading it and clicking
            print("retry:", exc)
        n = len(play["clues"])
        ours = "v.plays.find((p) => p.guesser === 0)"
        moved = f"!v.plays.length || {ours}.clues.length !== {n}"
        moved += f" || {ours}.clues[{n - 1}].guess !== null"
        wait_for(page, f"m.table.status === 'over' || {moved}")  # a bot clue: seconds under load
    else:
        shot(page, "timeout")
        pytest.fail("the game did not end")

    v = view(page)["view"]
    assert answered >= 10 and v["result"] is not None
    scores = v["result"]["scores"]
    assert scores[0] == scores[1] and scores[2] == scores[3]  # partners share their points
    expect(page.locator("#gv-last")).to_contain_text(shown[0])  # the reveal names the words
    expect(page.locator(".after table.scores")).to_contain_text("Round 1")
    shot(page, "over")
    assert errors == []
