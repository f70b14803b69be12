"""A person plays Verbàlia's chain games against a bot in the browser, to the end: Vistagrama
(a refused first word with its reason, a first word built by clicking letters left on the
table, longer words typed, a pass, rounds and the final scores), ABraçagrama (a first word
clicked from the easel, words typed, passes), ReVoltagrama (calls, words formed after them)
and Barrinagrama (a refused word, letters chosen by clicking them, words holding the letters
in order, passes, to five markers)."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.bots.base import make_bot
from logomachy.bots.verbalia.chains.engine import four_from
from logomachy.games.verbalia.chains.engine import Link, extensions
from logomachy.games.verbalia.containing.barrinagrama import GAME as BARRINAGRAMA
from logomachy.games.verbalia.containing.engine import ContainGame, ContainState, Say
from logomachy.kernel import Rng

from ...conftest import ARTIFACTS

SEED = 3
assert isinstance(BARRINAGRAMA, ContainGame)


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-chains-{name}.png"), full_page=True)


def message(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg


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
    ).json()
    return table


def refuse(page: Page, word: str, reason: str) -> None:
    """Types a word the referee refuses and sees the reason. The server's first word check
    loads the word index (a fraction of a second, far longer on a loaded machine): wait."""
    page.fill("#chain-input", word)
    page.click("#form-btn")
    expect(page.locator("#toast")).to_contain_text(reason, timeout=60_000)


def wait_for_change(page: Page, key: str | None) -> None:
    page.wait_for_function(
        "(k) => { const m = window.__logomachy.screen.msg;"
        " return m.table.status === 'over' || !m.view.timer || m.view.timer.key !== k; }",
        arg=key,
        timeout=30_000,  # a loaded CI machine: the bot's move can take seconds
    )


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_vistagrama_against_a_bot(browser: Browser, server_url: str) -> None:
    table = new_table(server_url, "verbalia-vistagrama", {"turn_seconds": 60, "long_seconds": 60})
    ctx = browser.new_context(viewport={"width": 1100, "height": 1100}, locale="ca-ES")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator("#chain-pool .tile").first).to_be_visible(timeout=10_000)
    expect(page.locator("#stage")).to_contain_text("Et toca")  # the Catalan interface
    shot(page, "vistagrama-start")

    # A refused first word shows the rule's reason.
    refuse(page, "CASAT", "4 lletres")  # said in Catalan

    # The first word built by clicking the letters left on the table.
    page.fill("#chain-input", "")
    for tile in "CASA":
        page.click(f'#chain-pool .tile[data-tile="{tile}"]')
    expect(page.locator("#chain-input")).to_have_value("CASA")
    page.click("#form-btn")
    expect(page.locator("#chain-list")).to_contain_text("CASA", timeout=30_000)
    expect(page.locator("#chain-word .tile")).to_have_count(4)
    shot(page, "vistagrama-first")

    # Then, each turn: a word one letter longer, typed, or a pass once a few are in.
    formed = passed = 0
    deadline = time.monotonic() + 200
    while time.monotonic() < deadline:
        msg = message(page)
        if msg["table"]["status"] == "over":
            break
        v = msg["view"]
        if not v["you"]["to_act"]:
            time.sleep(0.1)
            continue
        left = tuple(sorted(v["pool"]))
        try:
            if not v["tiles"]:
                page.fill("#chain-input", "GRAN", timeout=2000)
                page.click("#form-btn", timeout=2000)
            else:
                found = extensions(tuple(v["tiles"]), left)
                if found and formed < 4:
                    page.fill("#chain-input", found[0][0], timeout=2000)
                    page.click("#form-btn", timeout=2000)
                    formed += 1
                else:
                    page.click("#pass-btn", timeout=2000)
                    passed += 1
        except Exception:  # the view moved on between reading it and clicking: look again
            pass
        wait_for_change(page, v["timer"]["key"] if v["timer"] else None)
    else:
        shot(page, "vistagrama-timeout")
        pytest.fail("the game did not end")

    v = message(page)["view"]
    assert v["result"] is not None and v["round"] == 2
    assert formed >= 1 and passed >= 1
    expect(page.locator(".after table.scores")).to_contain_text("Ronda 1")
    shot(page, "vistagrama-over")
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_abracagrama_against_a_bot(browser: Browser, server_url: str) -> None:
    table = new_table(server_url, "verbalia-abracagrama", {"turn_seconds": 60})
    ctx = browser.new_context(viewport={"width": 1100, "height": 1100}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator("#chain-hand .tile")).to_have_count(8, timeout=10_000)
    expect(page.locator("#chain-easels")).to_contain_text("8")
    expect(page.locator("#chain-pool")).to_have_count(0)  # the letters are in the bag
    expect(page.locator("#chain-shown-easels")).to_have_count(0)  # ABC F: hidden by default

    # Each turn: the first word built by clicking easel letters, then words one letter
    # longer typed, or a pass when the easel makes none.
    clicked = formed = passed = 0
    deadline = time.monotonic() + 200
    while time.monotonic() < deadline:
        msg = message(page)
        if msg["table"]["status"] == "over":
            break
        v = msg["view"]
        if not v["you"]["to_act"]:
            time.sleep(0.1)
            continue
        hand = v["you"]["hand"]
        try:
            if not v["tiles"]:
                words = four_from(hand)
                if words and not clicked:
                    page.fill("#chain-input", "")
                    for tile in words[0][1]:
                        page.locator(f'#chain-hand .tile[data-tile="{tile}"]').first.click()
                    page.click("#form-btn", timeout=2000)
                    clicked += 1
                elif words:
                    page.fill("#chain-input", words[0][0], timeout=2000)
                    page.click("#form-btn", timeout=2000)
                else:
                    page.click("#pass-btn", timeout=2000)
                    passed += 1
            else:
                found = extensions(tuple(v["tiles"]), tuple(sorted(set(hand))))
                if found and formed < 4:
                    page.fill("#chain-input", found[0][0], timeout=2000)
                    page.click("#form-btn", timeout=2000)
                    formed += 1
                else:
                    page.click("#pass-btn", timeout=2000)
                    passed += 1
        except Exception:  # the view moved on between reading it and clicking: look again
            pass
        try:
            wait_for_change(page, v["timer"]["key"] if v["timer"] else None)
        except Exception:
            shot(page, "abracagrama-stuck")
            raise
    else:
        shot(page, "abracagrama-timeout")
        pytest.fail("the game did not end")

    v = message(page)["view"]
    assert v["result"] is not None and v["round"] == 2
    assert clicked + formed >= 1 and passed >= 1
    expect(page.locator(".after table.scores")).to_contain_text("Round 1")
    shot(page, "abracagrama-over")
    assert errors == []


@pytest.mark.browser
@pytest.mark.timeout(120)
def test_abracagrama_easels_face_up_show_on_the_page(browser: Browser, server_url: str) -> None:
    """ABC F: "you can play with the letters ... face up or hidden ... provided you agree before
    starting the game": a table that set easels face up shows the bot's easel to the person."""
    table = new_table(server_url, "verbalia-abracagrama", {"easels": "face up"})
    ctx = browser.new_context(viewport={"width": 1100, "height": 1100}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    shown = page.locator("#chain-shown-easels p")
    expect(shown).to_have_count(2, timeout=10_000)
    view = message(page)["view"]  # the person's own easel changes only by their move
    assert view["shown_easels"][0] == view["you"]["hand"]
    expect(shown.nth(0)).to_contain_text(" ".join(view["you"]["hand"]))
    expect(shown.nth(1)).to_contain_text(":")  # the bot's row, its letters after its name
    assert errors == []
    ctx.close()


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_revoltagrama_against_a_bot(browser: Browser, server_url: str) -> None:
    table = new_table(
        server_url,
        "verbalia-revoltagrama",
        {"form_seconds": 60, "long_seconds": 60, "call_seconds": 20},
    )
    ctx = browser.new_context(viewport={"width": 1100, "height": 1100}, locale="es-ES")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator("#chain-hand .tile")).to_have_count(10, timeout=10_000)
    expect(page.locator("#chain-hands")).to_contain_text("Bot 2")  # everyone's letters

    # The first word typed; then, whenever a word one letter longer is in your letters, call
    # and form it (the bot may call first); when none is, pass (out of the round).
    words = calls = passed = 0
    deadline = time.monotonic() + 200
    while time.monotonic() < deadline:
        msg = message(page)
        if msg["table"]["status"] == "over":
            break
        v = msg["view"]
        actions = v["you"]["actions"]
        if not actions:
            time.sleep(0.1)
            continue
        hand = v["you"]["hand"]
        try:
            if "call" in actions:
                if extensions(tuple(v["tiles"]), tuple(sorted(set(hand)))):
                    page.click("#call-btn", timeout=2000)
                    calls += 1
                else:
                    page.click("#pass-btn", timeout=2000)
                    passed += 1
            elif not v["tiles"]:
                found = four_from(hand)
                if found:
                    page.fill("#chain-input", found[0][0], timeout=2000)
                    page.click("#form-btn", timeout=2000)
                    words += 1
                else:
                    page.click("#pass-btn", timeout=2000)
            else:  # we called: form the word
                found = extensions(tuple(v["tiles"]), tuple(sorted(set(hand))))
                page.fill("#chain-input", found[0][0], timeout=2000)
                page.click("#form-btn", timeout=2000)
                words += 1
        except Exception:  # the view moved on between reading it and clicking: look again
            pass
        wait_for_change(page, v["timer"]["key"] if v["timer"] else None)
    else:
        shot(page, "revoltagrama-timeout")
        pytest.fail("the game did not end")

    v = message(page)["view"]
    assert v["result"] is not None and v["round"] == 2
    assert words >= 1
    expect(page.locator(".after table.scores")).to_contain_text("Ronda 1")
    shot(page, "revoltagrama-over")
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_barrinagrama_against_a_bot(browser: Browser, server_url: str) -> None:
    table = new_table(server_url, "verbalia-barrinagrama", {"turn_seconds": 60})
    ctx = browser.new_context(viewport={"width": 1100, "height": 1100}, locale="ca-ES")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator("#chain-pool .tile").first).to_be_visible(timeout=10_000)
    expect(page.locator("#chain-chosen")).to_be_visible()

    # A word without a chosen letter is refused with the rule's reason.
    refuse(page, "CASA", "tria una lletra nova")

    # Each turn: click a letter left on the table, type a word holding every letter in order;
    # after a few words, pass (out of the round). Play to five markers.
    said = passed = 0
    bot = make_bot("verbalia-barrinagrama", "hard")
    deadline = time.monotonic() + 250
    while time.monotonic() < deadline:
        msg = message(page)
        if msg["table"]["status"] == "over":
            break
        v = msg["view"]
        if not v["you"]["to_act"]:
            time.sleep(0.1)
            continue
        try:
            state = game_state(v)
            move = bot.choose(BARRINAGRAMA, state, v["you"]["seat"], Rng(said))
            if isinstance(move, Say) and len(v["chosen"]) < 3:
                page.click(f'#chain-pool .tile[data-tile="{move.letter}"]', timeout=2000)
                expect(page.locator("#chain-letter")).to_contain_text(move.letter)
                page.fill("#chain-input", move.word, timeout=2000)
                page.click("#form-btn", timeout=2000)
                said += 1
            else:
                page.click("#pass-btn", timeout=2000)
                passed += 1
        except Exception:  # the view moved on between reading it and clicking: look again
            pass
        wait_for_change(page, v["timer"]["key"] if v["timer"] else None)
    else:
        shot(page, "barrinagrama-timeout")
        pytest.fail("the game did not end")

    v = message(page)["view"]
    assert v["result"] is not None and max(v["markers"]) == 5
    assert said >= 1 and passed >= 1
    expect(page.locator(".after table.scores")).to_contain_text("Marcadors")
    shot(page, "barrinagrama-over")
    assert errors == []


def game_state(v: dict[str, Any]) -> ContainState:
    """A Barrinagrama state showing what the page shows (for a bot to suggest a move)."""
    state = BARRINAGRAMA.setup(len(v["markers"]), {}, seed=0)
    state.letters = [t for t, n in v["pool"].items() for _ in range(n)]
    state.taken = list(v["chosen"])
    state.round = v["round"]
    state.said = [Link(v["round"], k["seat"], k["word"]) for k in v["chain"]]
    return state
