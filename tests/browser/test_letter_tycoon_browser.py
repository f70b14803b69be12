"""A person plays Letter Tycoon against two bots on a phone-sized screen: a refused play shows
its reason, a typed word takes cards from the pool, a patent is bought, a card is discarded by
keyboard, and a second word is built by clicking cards."""

from __future__ import annotations

import re
import time
from collections import Counter
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from logomachy.games.letter_tycoon.dictionary import load_dictionary
from logomachy.games.letter_tycoon.edition import load_edition
from logomachy.games.letter_tycoon.scoring import play_earnings

from .conftest import ARTIFACTS

SEED = 20  # seat 1's first hand and the pool allow a word using pool cards that pays a patent


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"letter-tycoon-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


def wait_for(page: Page, test: Any, seconds: float = 20) -> dict[str, Any]:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        v = view(page)
        if test(v):
            return v
        time.sleep(0.05)
    raise AssertionError(f"timed out; the view is {view(page)}")


def best_word(hand: str, pool: list[str | None]) -> str:
    """The best-paying dictionary word built from the hand with at least one pool card (ties:
    the one buying the cheapest patent, then alphabetical)."""
    have, shared = Counter(hand), Counter(c for c in pool if c)
    edition = load_edition("logomachy")
    best: tuple[tuple[int, int, str], str] | None = None
    for w in load_dictionary("nwl-like").words():
        word = w.upper()
        need = Counter(word)
        if len(word) > 9 or need - (have + shared) or not need - have or not need & have:
            continue
        money = play_earnings((word,), edition, frozenset())[0].money
        cheapest = min(edition.costs[ch] for ch in word)
        key = (money - cheapest, money, word)
        if best is None or key > best[0]:
            best = (key, word)
    assert best is not None, f"no word from {hand} + {pool}"
    return best[1]


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(120)
def test_a_person_plays_letter_tycoon_against_bots(browser: Browser, server_url: str) -> None:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "letter-tycoon",
            "name": "Ada <b>",
            "seed": SEED,
            "options": {"challenge_seconds": 10},
            "seats": [
                {"kind": "human"},
                {"kind": "bot", "strength": "easy"},
                {"kind": "bot", "strength": "easy"},
            ],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    word_input = page.locator("#lt-word")
    expect(word_input).to_be_visible(timeout=10_000)
    # Typed names are text, never markup.
    expect(page.locator(".lt-players")).to_contain_text("Ada <b>")
    v = view(page)
    assert v["stage"] == "build" and v["active"] == 0 and len(v["hand"]) == 7
    expect(page.locator(".lt-hand .tile")).to_have_count(7)
    expect(page.locator(".lt-patents .tile")).to_have_count(26)

    # A refused play says which rule it breaks.
    word_input.fill(v["hand"][:2])
    word_input.press("Enter")
    expect(page.locator("#toast")).to_contain_text("at least 3 letters")
    shot(page, "refused")

    # Turn 1: type a word that needs pool cards; the preview says where each letter comes from.
    word = best_word(v["hand"], v["pool"])
    page.click("#lt-clear")
    word_input.press_sequentially(word.lower())
    expect(page.locator("#lt-sources")).to_contain_text("pool")
    assert page.locator(".lt-pool .tile.used").count() >= 1
    shot(page, "building")
    word_input.press("Enter")
    v = wait_for(page, lambda v: v["stage"] in ("buy", "discard") and v["active"] == 0)
    expect(page.locator("#lt-outcomes")).to_contain_text(f"for {word}")
    assert v["money"][0] > 0

    # Buy a patent of a letter just played.
    assert v["stage"] == "buy" and v["buyable"], v
    letter = v["buyable"][0]
    shot(page, "buy")
    page.click(f"#lt-buy-{letter}")
    v = wait_for(page, lambda v: v["stage"] == "discard")
    assert v["patents"][letter] == 0
    expect(page.locator(".lt-players tr[data-seat='0'] .patents")).to_contain_text(letter)

    # Discard one card with the keyboard alone: type its letter, Tab to the button, Enter.
    discard = v["hand"][0]
    page.locator("body").press(discard)
    expect(page.locator(".lt-hand .tile.chosen")).to_have_count(1)
    expect(page.locator("#lt-discard")).to_have_text("Discard 1 and draw")
    page.locator("#lt-discard").focus()
    page.keyboard.press("Enter")

    # The bots play their turns until it is seat 1's again; seat 1 challenges the first bot
    # word (a failed challenge costs $1) and lets the next one stand.
    challenged = False
    deadline = time.monotonic() + 40
    while not ((v := view(page))["active"] == 0 and v["stage"] == "build"):
        assert time.monotonic() < deadline, v
        if v["stage"] == "challenge" and 0 in v["to_act"]:
            button = "#lt-allow" if challenged else "#lt-challenge"
            try:
                page.click(button, timeout=2000)
            except PlaywrightTimeout:
                continue  # the window closed meanwhile
            if not challenged:
                challenged = True
                expect(page.locator("#lt-outcomes")).to_contain_text("challenged")
                shot(page, "challenged")
        time.sleep(0.05)
    assert challenged
    assert v["turn"] == 3 and len(v["hand"]) == 7
    shot(page, "second-turn")

    # Turn 2: build by clicking cards -- the pool's where the word needs them, else the hand's.
    word = best_word(v["hand"], v["pool"])
    from_pool = Counter(word) - Counter(v["hand"])
    for ch in word:
        # A card's name is its content, the spoken line first ("pool card N — ..."), then the
        # letter drawn.
        if from_pool[ch]:
            from_pool[ch] -= 1
            tile = page.locator(
                ".lt-pool .tile:not(.used)", has_text=re.compile(f"^pool card {ch}(?: —|{ch})")
            )
        else:
            tile = page.locator(
                ".lt-hand .tile:not(.used)", has_text=re.compile(f"^your card {ch}(?: —|{ch})")
            )
        tile.first.click()
    expect(word_input).to_have_value(word)
    page.click("#lt-play")
    v = wait_for(page, lambda v: v["active"] != 0 or v["stage"] in ("buy", "discard", "penalty"))
    if v["active"] == 0 and v["stage"] == "buy":
        page.click("#lt-no-buy")
        v = wait_for(page, lambda v: v["stage"] == "discard")
    if v["active"] == 0 and v["stage"] == "penalty":  # a bot's challenge succeeded
        page.locator("body").press(v["hand"][0])
    if v["active"] == 0:
        page.click("#lt-discard")  # keep the hand (or the penalty card)
    wait_for(page, lambda v: v["turn"] > 3)
    shot(page, "after-second-turn")

    # The same screen in Spanish, on a wide screen: every string has a translation.
    page.set_viewport_size({"width": 1200, "height": 900})
    page.select_option("#lang", "es")
    expect(page.locator(".lt-patents h2")).to_have_text("Patentes de letras")
    text = page.locator("main").inner_text()
    assert not re.search(r"\blt\.[a-z_.]+", text), text
    shot(page, "wide-es")
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
def test_the_screen_resolves_card_sources_as_the_referee(browser: Browser, server_url: str) -> None:
    """The screen's preview of where each letter comes from (hand, pool, X copy, Z's S) agrees
    with the notation's `resolve_sources` -- the same play a typed `play WORD` would make."""
    import random

    from logomachy.games.letter_tycoon.notation import resolve_sources
    from logomachy.kernel import IllegalMove

    rng = random.Random(7)
    words = sorted(w.upper() for w in load_dictionary("nwl-like").words() if len(w) <= 8)
    deck = load_edition("logomachy").deck()
    cases = []
    for _ in range(400):
        hand, pool = rng.sample(deck, 7), rng.sample(deck, 3)
        owned = sorted(rng.sample(["X", "Z", "V", "B"], rng.randint(0, 3)))
        play = rng.sample(words, 2 if "V" in owned and rng.random() < 0.3 else 1)
        if rng.random() < 0.5:  # mostly words the cards can nearly make
            letters = rng.sample(hand + pool, rng.randint(3, 8))
            play[0] = "".join(letters) + ("S" if rng.random() < 0.3 else "")
        try:
            expected: list[str] | None = list(resolve_sources(play, hand, pool, frozenset(owned)))
        except IllegalMove:
            expected = None
        cases.append(
            {"words": play, "hand": hand, "pool": pool, "owned": owned, "expected": expected}
        )
    page = browser.new_page()
    page.goto(server_url + "/")
    got = page.evaluate(
        """async (cases) => {
          const m = await import("/static/js/games/letter_tycoon.js");
          return cases.map((c) => m.resolveSources(c.words, [], c.hand, c.pool, new Set(c.owned)));
        }""",
        cases,
    )
    assert sum(c["expected"] is not None for c in cases) > 100
    for case, answer in zip(cases, got, strict=True):
        if case["expected"] is None:
            assert answer["missing"], case
        else:
            assert answer == {"sources": case["expected"], "missing": []}, case


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(60)
def test_giving_up_after_a_refusal_asks_for_the_penalty_card(
    browser: Browser, server_url: str
) -> None:
    """Automatic challenges: after a refused word the pass button gives up, and giving up costs
    the penalty discard ("recupera sus cartas, pierde el resto de su turno y debe descartar una
    carta"). The head names the goal as the table plays it: the patent value alone."""
    from itertools import permutations

    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "letter-tycoon",
            "seed": SEED,
            "options": {"challenges": "automatic"},
            "seats": [{"kind": "human"}, {"kind": "bot", "strength": "easy"}],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    word_input = page.locator("#lt-word")
    expect(word_input).to_be_visible(timeout=10_000)
    expect(page.locator(".lt-head")).to_contain_text("Goal: patents worth $45")
    expect(page.locator(".lt-head")).not_to_contain_text("at least")
    v = view(page)
    expect(page.locator("#lt-pass")).to_have_text("Build no word this turn")
    words = load_dictionary("nwl-like")
    wrong = next(
        "".join(p) for p in permutations(v["hand"], 3) if not words.is_word("".join(p).lower())
    )
    word_input.fill(wrong.lower())
    word_input.press("Enter")
    v = wait_for(page, lambda v: v["failed_attempts"] == 1)
    expect(page.locator("#lt-pass")).to_have_text("Give up (the penalty: discard one card)")
    page.click("#lt-pass")
    v = wait_for(page, lambda v: v["stage"] == "penalty")
    assert v["active"] == 0 and len(v["hand"]) == 7
    page.locator("body").press(v["hand"][0])
    expect(page.locator("#lt-discard")).to_be_enabled()
    page.click("#lt-discard")
    v = wait_for(page, lambda v: v["active"] != 0 or v["turn"] > 0)
    assert len(v["hand"]) == 7
    shot(page, "gave-up")
    assert errors == []
