"""A person plays El Soneto against two bots: a refused word shows its reason, a face-up letter
is taken, a word is written with cards picked by clicking, the evaluation's choices and votes
are answered, and a turn is passed with the keyboard alone."""

from __future__ import annotations

import re
import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.bots.el_soneto import BOTS
from logomachy.games.el_soneto.moves import Take, Write
from logomachy.kernel import Rng, get_game

from .conftest import ARTIFACTS

SEED = 5
OPTIONS = {"timer_seconds": 30, "vote_seconds": 10}


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"el-soneto-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


def play_along(page: Page, done: Any, seconds: float = 45) -> dict[str, Any]:
    """Answers the evaluation's choices (defaults) and votes (yes) until `done(view)`."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        v = view(page)
        if done(v):
            return v
        you = v["you"]
        if you["choices"] and page.locator("#es-collect").is_visible():
            page.click("#es-collect")
        elif v["claim"] and you["seat"] in v["to_act"] and page.locator(".vote .up").is_visible():
            page.locator(".vote .up").click()
        time.sleep(0.1)
    raise AssertionError(f"timed out; the view is {view(page)}")


def words_after_taking() -> dict[int, Write]:
    """What a bot would write for seat 1 at the start of the game after taking the face-up card
    at each position (the other seats' moves do not change seat 1's cards). Worked out before
    the game starts: the sand timer would not wait."""
    game = get_game("el-soneto")
    start = game.setup(3, OPTIONS, SEED)
    moves = {}
    for position in range(1, len(start.face_up) + 1):
        state = game.apply(start, 0, Take(position))
        move = BOTS["easy"]().choose(game, state, 0, Rng.from_seed(SEED, "test"))
        assert isinstance(move, Write), move
        moves[position] = move
    return moves


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(120)
def test_a_person_plays_el_soneto_against_bots(browser: Browser, server_url: str) -> None:
    words = words_after_taking()
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "el-soneto",
            "name": "Clara <i>",
            "seed": SEED,
            "options": OPTIONS,
            "seats": [
                {"kind": "human"},
                {"kind": "bot", "strength": "easy"},
                {"kind": "bot", "strength": "easy"},
            ],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 1100, "height": 900}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    word_input = page.locator("#es-word")
    expect(word_input).to_be_visible(timeout=10_000)
    expect(page.locator(".es-player.you h3")).to_contain_text("Clara <i>")
    v = view(page)
    assert v["stage"] == "create a word" and v["turn"] == 1 and len(v["you"]["hand"]) == 6

    # A refused word says which rule it breaks.
    word_input.fill("R2D2")
    word_input.press("Enter")
    expect(page.locator("#toast")).to_contain_text("letters only")
    shot(page, "refused")

    # Take a face-up letter (the first still there: the bots take letters too).
    for position, card in enumerate(v["face_up"], start=1):
        if card and view(page)["face_up"][position - 1]:
            page.locator(".es-face-up .tile").nth(position - 1).click()
            deadline = time.monotonic() + 5
            while not view(page)["you"]["took"] and time.monotonic() < deadline:
                time.sleep(0.05)
            if view(page)["you"]["took"]:
                break
    else:
        pytest.fail("no face-up letter could be taken")
    v = view(page)
    assert card["letter"] in [c["letter"] for c in v["you"]["hand"]]
    expect(page.locator(".es-face-up button.tile:not([disabled])")).to_have_count(0)  # one per turn

    # Type the word: the referee's pick of cards shows; clicking a card leaves it out or adds it.
    move = words[position]
    word_input.fill("")
    word_input.press_sequentially(move.word.lower())
    usage = page.locator("#es-usage")
    n = len(move.cards) + len(move.vowels) + len(move.doubled)
    expect(usage).to_contain_text(f"The referee lays down the most cards: {' '.join(move.cards)}")
    expect(page.locator(".es-hand .tile[aria-pressed='true']")).to_have_count(n)
    first = f".es-hand .tile[aria-label^='your letter {move.cards[0]},']"
    page.locator(f"{first}[aria-pressed='true']").first.click()
    expect(usage).to_contain_text(f"Your cards: {' '.join(move.cards[1:])} — {n - 1} cards")
    page.locator(f"{first}[aria-pressed='false']").first.click()
    expect(usage).to_contain_text(f"— {n} cards")
    shot(page, "writing")
    word_input.press("Enter")
    laid = play_along(page, lambda v: v["you"]["word"] or v["players"][0]["poemario"])
    if laid["you"]["word"]:
        assert laid["you"]["word"]["word"] == move.word.upper()

    # Everyone's words are revealed and evaluated; the first box of the poemario is filled.
    v = play_along(page, lambda v: v["turn"] == 2)
    box = v["players"][0]["poemario"][0]
    assert box["turn"] == 1 and box["word"] == move.word.upper(), box
    expect(page.locator(".es-player.you .poemario li").first).to_contain_text(box["word"])
    assert page.locator("#es-outcomes li").count() >= 1
    shot(page, "evaluated")

    # Turn 2: make no word, with the keyboard alone.
    page.locator("#es-pass").focus()
    page.keyboard.press("Enter")
    v = play_along(page, lambda v: v["turn"] == 3, seconds=60)
    assert v["players"][0]["poemario"][1]["crossed"] == "no word"
    expect(page.locator(".es-player.you .poemario li").nth(1)).to_contain_text("crossed out")

    # The same screen on a phone, in Catalan: every string has a translation.
    page.set_viewport_size({"width": 390, "height": 844})
    page.select_option("#lang", "ca")
    expect(page.locator("#es-face-up-h")).to_have_text("Lletres cap per amunt")
    text = page.locator("main").inner_text()
    assert not re.search(r"\bes\.[a-z_.]+", text), text
    shot(page, "phone-ca")
    assert errors == []
