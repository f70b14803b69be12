"""A person plays Verbàlia's letter-list games in the browser (verbalia/lists.js): a whole
Votagrama against two bots (a refused word with its reason, a word said and replaced, the
read-outs, the final scores), and a ZomBigrama round whose doubtful word the bots vote on."""

from __future__ import annotations

import time
from typing import Any

import httpx
import numpy as np
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.bots.verbalia.lists.engine import holding, table, votagrama_ranked, zombigrama_ranked
from logomachy.games.verbalia.lists.zombigrama import GAME as ZOMBIGRAMA
from logomachy.games.verbalia.pieces.categories import citation_form

from ...conftest import ARTIFACTS


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-lists-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


def open_table(browser: Browser, server_url: str, body: dict[str, Any], locale: str) -> Page:
    made = httpx.post(f"{server_url}/api/tables", json=body).json()
    ctx = browser.new_context(viewport={"width": 1100, "height": 1100}, locale=locale)
    page = ctx.new_page()
    page.goto(server_url + made["link"])
    return page


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_votagrama_against_two_bots(browser: Browser, server_url: str) -> None:
    page = open_table(
        browser,
        server_url,
        {
            "game": "verbalia-votagrama",
            "name": "Pat",
            "seed": 3,
            "options": {"write_seconds": 30},
            "seats": [
                {"kind": "human"},
                {"kind": "bot", "strength": "easy"},
                {"kind": "bot", "strength": "easy"},
            ],
        },
        "en-US",
    )
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    expect(page.locator("#lists-prompt .prompt-good .tile")).to_have_count(10, timeout=10_000)
    expect(page.locator("#lists-prompt .prompt-bad .tile")).to_have_count(4)
    expect(page.locator("#stage")).to_contain_text("no bad letter")
    v = view(page)

    # A word with a bad letter is refused with its reason.
    bad = v["prompt"][1]["letters"][0]
    with_bad = table().words(np.flatnonzero(holding([bad]) & (table().lengths > 3))[:1])[0]
    page.fill("#lists-word", with_bad)
    page.click("#write-btn")
    expect(page.locator("#toast")).to_contain_text("bad letter", timeout=30_000)  # a cold server
    shot(page, "votagrama-start")

    # Each round: a word said, then a better one replaces it, then done.
    rounds = 0
    deadline = time.monotonic() + 200
    while time.monotonic() < deadline:
        msg = page.evaluate("() => window.__logomachy.screen.msg")
        if msg["table"]["status"] == "over":
            break
        v = msg["view"]
        if not v["you"]["to_act"]:
            time.sleep(0.1)
            continue
        good, bad = v["prompt"][0]["letters"], v["prompt"][1]["letters"]
        words = table().words(votagrama_ranked(tuple(good), tuple(bad)).best[:2])
        try:
            if len(words) > 1:
                page.fill("#lists-word", words[1], timeout=2000)
                page.click("#write-btn", timeout=2000)
                expect(page.locator("#lists-mine li")).to_have_text([words[1]], timeout=3000)
            page.fill("#lists-word", words[0], timeout=2000)
            page.click("#write-btn", timeout=2000)
            expect(page.locator("#lists-mine li")).to_have_text([words[0]], timeout=3000)
            page.click("#done-btn", timeout=2000)
            rounds += 1
        except Exception:  # the view moved on between reading it and clicking: look again
            pass
        page.wait_for_function(
            "(k) => { const m = window.__logomachy.screen.msg;"
            " return m.table.status === 'over' || !m.view.timer || m.view.timer.key !== k; }",
            arg=v["timer"]["key"],
            timeout=40_000,
        )
        if rounds == 1:
            expect(page.locator("#lists-read-out")).to_be_visible()
            shot(page, "votagrama-read-out")
    else:
        shot(page, "votagrama-timeout")
        pytest.fail("the game did not end")

    v = view(page)
    assert v["result"] is not None and max(v["scores"]) >= 50 and rounds >= 2
    expect(page.locator(".after table.scores")).to_contain_text("Good letters")
    shot(page, "votagrama-over")
    assert errors == []


def zombigrama_seed() -> tuple[int, str]:
    """A seed whose first round asks for adjectives, and a participle there the dictionary
    cannot settle as one (ABC C: the players vote)."""
    for seed in range(200):
        state = ZOMBIGRAMA.setup(4, {}, seed)
        if state.category != "A":
            continue
        rows = zombigrama_ranked(tuple(state.letters), "adjective").best
        for word in table().words(rows[:400]):
            if word.endswith("AT") and citation_form(word, "adjective") == "unknown":
                return seed, word
    raise AssertionError("no seed with a doubtful adjective")


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_zombigrama_doubt_goes_to_the_bots_vote(browser: Browser, server_url: str) -> None:
    seed, doubtful = zombigrama_seed()
    page = open_table(
        browser,
        server_url,
        {
            "game": "verbalia-zombigrama",
            "name": "Pat",
            "seed": seed,
            "options": {"write_seconds": 60},
            "seats": [{"kind": "human"}, *[{"kind": "bot", "strength": "medium"}] * 3],
        },
        "ca-ES",
    )
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    expect(page.locator("#lists-prompt .prompt-letters .tile")).to_have_count(3, timeout=10_000)
    expect(page.locator("#lists-prompt .prompt-category")).to_contain_text("adjectiu")
    # Two words at once, each judged on its own: the doubtful one stays on the list (for
    # the vote), the one not spelt with Verbàlia's letters is refused and told.
    page.fill("#lists-word", f"{doubtful} XQZT")
    page.click("#write-btn")
    # The first word a fresh server judges loads the lexicon and the word index: a while.
    expect(page.locator("#lists-mine li")).to_contain_text("votaran", timeout=30_000)
    expect(page.locator("#lists-refused")).to_contain_text("Paraula rebutjada")
    expect(page.locator("#lists-refused")).to_contain_text("XQZT")
    shot(page, "zombigrama-doubt")
    expect(page.locator("#lists-others")).to_contain_text("ha acabat", timeout=30_000)
    page.click("#done-btn")
    expect(page.locator("#lists-read-out")).to_be_visible(timeout=60_000)
    v = view(page)
    assert v["round"] == 2 and v["votes"] == [] and v["read_out"][0][0]["word"] == doubtful
    expect(page.locator(".log")).to_contain_text(doubtful)
    shot(page, "zombigrama-read-out")
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_doblograma_alone(browser: Browser, server_url: str) -> None:
    """One player (the rulebook allows 1-8): choose the letter, write, take letters, to the
    round's end, which is the game's."""
    page = open_table(
        browser,
        server_url,
        {
            "game": "verbalia-doblograma",
            "name": "Pat",
            "seed": 1,
            "options": {"write_seconds": 60, "choose_seconds": 60},
            "seats": [{"kind": "human"}],
        },
        "en-US",
    )
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    expect(page.locator("#stage")).to_contain_text("Choose the round's letter", timeout=10_000)
    page.click('#lists-pick button[data-letter="A"]')
    expect(page.locator("#lists-prompt .prompt-exactly .tile")).to_have_count(1, timeout=5000)
    page.fill("#lists-word", "CADERNERA")  # A twice: refused with its reason
    page.click("#write-btn")
    expect(page.locator("#toast")).to_contain_text("not 1", timeout=30_000)  # a cold server
    page.fill("#lists-word", "DECANTÉSSIM")
    page.click("#write-btn")
    expect(page.locator("#lists-mine li")).to_have_text(["DECANTÉSSIM"])
    page.click("#done-btn")
    expect(page.locator("#stage")).to_contain_text("take one more letter", timeout=5000)
    shot(page, "doblograma-take")
    page.click('#lists-pick button[data-letter="D"]')
    expect(page.locator("#lists-prompt .prompt-exactly .tile")).to_have_count(2, timeout=5000)
    expect(page.locator("#lists-prompt .prompt-also .tile")).to_have_count(1)
    page.fill("#lists-word", "CADERNERA")
    page.click("#write-btn")
    page.click("#done-btn")
    page.click('#lists-pick button[data-letter="R"]', timeout=5000)
    page.click("#done-btn", timeout=5000)  # no word: the round, and the game, end
    expect(page.locator(".after table.scores")).to_contain_text("Round 1", timeout=10_000)
    v = view(page)
    assert v["result"]["scores"] == [20]
    shot(page, "doblograma-over")
    assert errors == []


@pytest.mark.browser
@pytest.mark.timeout(120)
def test_votagrama_child_seat_writes_on_after_the_table_time(
    browser: Browser, server_url: str
) -> None:
    """ABC I: "in timed games, children may have twice the time that adults have": Pat's
    seat is a child's; at the table's time the bots' words stand and Pat writes on."""
    page = open_table(
        browser,
        server_url,
        {
            "game": "verbalia-votagrama",
            "name": "Pat",
            "seed": 3,
            "options": {"write_seconds": 10, "child_seats": "1"},
            "seats": [
                {"kind": "human"},
                {"kind": "bot", "strength": "easy"},
                {"kind": "bot", "strength": "easy"},
            ],
        },
        "en-US",
    )
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    expect(page.locator("#lists-children")).to_contain_text("Twice the time", timeout=10_000)
    expect(page.locator("#lists-children")).to_contain_text("Pat")
    page.wait_for_function(
        "() => { const v = window.__logomachy && window.__logomachy.screen.msg.view;"
        " return v && v.overtime && v.timer.key.endsWith('write-children'); }",
        timeout=30_000,
    )
    v = view(page)
    assert v["to_act"] == [0] and v["read_out"] is None  # the round is not read out yet
    expect(page.locator("#stage")).to_contain_text("no bad letter")  # Pat still writes
    assert errors == []
