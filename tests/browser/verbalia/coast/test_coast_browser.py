"""A person plays the games on the board of Verbàlia in the browser: Vestengrama against a bot,
to the end — the map drawn, a refused word with its reason, a word traced by clicking letters
of adjacent regions and the sea's wildcard, a word typed for the referee to route, a pass,
the words said after each play, rounds and the final scores."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.bots.verbalia.coast.engine import best_sea_word
from logomachy.games.verbalia.pieces.plaza import tiles_of

from ...conftest import ARTIFACTS

SEED = 4


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-country-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


def tile(page: Page, region: str, index: int) -> Any:
    return page.locator(f'.region-tiles .tile[data-region="{region}"][data-index="{index}"]')


def trace(page: Page, v: dict[str, Any], regions: tuple[str, ...], word_tiles: list[str]) -> None:
    """Clicks, for each letter, the first unused tile of its region (the sea: the wildcard)."""
    used: set[tuple[str, int]] = set()
    sea = v["country"]["maritime"]
    for region, letter in zip(regions, word_tiles, strict=True):
        pieces = [*v["contents"][region], *(["?"] if region == sea else [])]
        index = next(
            i
            for i, p in enumerate(pieces)
            if (region, i) not in used and (p == letter or (region == sea and p == "?"))
        )
        used.add((region, index))
        tile(page, region, index).click()


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_vestengrama_against_a_bot(browser: Browser, server_url: str) -> None:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-vestengrama",
            "name": "Pat",
            "seed": SEED,
            "options": {"play_seconds": 120},
            "seats": [{"kind": "human"}, {"kind": "bot", "strength": "easy"}],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 1200, "height": 1200}, locale="ca-ES")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator(".country-map")).to_be_visible(timeout=10_000)
    expect(page.locator(".region-card")).to_have_count(11)
    expect(page.locator("#stage")).to_contain_text("regió marítima")  # the Catalan interface
    shot(page, "start")

    # A refused word shows the rule's reason.
    page.fill("#country-word", "CAS")
    page.click("#propose-btn")
    expect(page.locator("#toast")).to_contain_text("com a mínim 4 lletres")  # Catalan

    # A word traced by clicking: letters of adjacent regions, then the sea's wildcard.
    v = view(page)
    best = best_sea_word(v["contents"])
    assert best is not None
    word, regions = best

    tiles = list(tiles_of(word) or ())
    trace(page, v, regions, tiles)
    page.fill("#sea-letter", tiles[-1])
    expect(page.locator("#country-traced")).to_contain_text(str(len(tiles)))
    page.click("#propose-btn")
    expect(page.locator("#country-last")).to_contain_text(word, timeout=15_000)
    shot(page, "traced")

    # Then each play: a word typed (the referee routes it), or a pass; until the game ends.
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
        found = best_sea_word(v["contents"])
        try:
            if found and typed < 2:
                page.fill("#country-word", found[0], timeout=2000)
                page.click("#propose-btn", timeout=2000)
                typed += 1
            else:
                page.click("#pass-btn", timeout=2000)
                passed += 1
        except Exception:  # the view moved on between reading it and clicking: look again
            pass
        page.wait_for_function(
            "(k) => { const m = window.__logomachy.screen.msg;"
            " return m.table.status === 'over' || !m.view.timer || m.view.timer.key !== k"
            " || !m.view.you.to_act; }",
            arg=v["timer"]["key"],
            timeout=20_000,
        )
    else:
        shot(page, "timeout")
        pytest.fail("the game did not end")

    v = view(page)
    assert v["result"] is not None and v["round"] == 2
    assert typed >= 1 and passed >= 1
    assert v["scores"][0] > 0
    expect(page.locator(".after table.scores")).to_contain_text("Ronda 1")
    shot(page, "over")
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_baixagrama_against_a_bot(browser: Browser, server_url: str) -> None:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-baixagrama",
            "name": "Pat",
            "seed": SEED,
            "options": {"turn_seconds": 120},
            "seats": [{"kind": "human"}, {"kind": "bot", "strength": "medium"}],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 1200, "height": 1200}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator(".country-map")).to_be_visible(timeout=10_000)
    expect(page.locator("#stage")).to_contain_text("Your turn")

    # A word traced through the page on the first turn; then typed words or passes.
    v = view(page)
    best = best_sea_word(v["contents"])
    assert best is not None
    tiles = list(tiles_of(best[0]) or ())
    trace(page, v, best[1], tiles)
    page.fill("#sea-letter", tiles[-1])
    page.click("#propose-btn")
    expect(page.locator("#country-words")).to_contain_text(best[0], timeout=10_000)
    expect(page.locator("#country-formed")).to_contain_text("word formed")
    shot(page, "baixagrama")

    deadline = time.monotonic() + 150
    while time.monotonic() < deadline:
        msg = page.evaluate("() => window.__logomachy.screen.msg")
        if msg["table"]["status"] == "over":
            break
        v = msg["view"]
        if not v["you"]["to_act"]:
            time.sleep(0.1)
            continue
        found = best_sea_word(v["contents"])
        try:
            if found:
                page.fill("#country-word", found[0], timeout=2000)
                page.click("#propose-btn", timeout=2000)
            else:
                page.click("#pass-btn", timeout=2000)
        except Exception:  # the view moved on between reading it and clicking: look again
            pass
        page.wait_for_function(
            "(k) => { const m = window.__logomachy.screen.msg;"
            " return m.table.status === 'over' || !m.view.timer || m.view.timer.key !== k; }",
            arg=v["timer"]["key"],
            timeout=20_000,
        )
    else:
        shot(page, "baixagrama-timeout")
        pytest.fail("the game did not end")
    v = view(page)
    assert v["result"] is not None and v["round"] == 2 and v["scores"][0] > 0
    expect(page.locator(".after table.scores")).to_contain_text("Round 2")
    assert errors == []


def pentavowel_for(v: dict[str, Any]) -> str | None:
    """The longest pentavowel word the position the page shows allows (from its view)."""
    from collections import Counter

    from logomachy.bots.verbalia.coast.engine import pentavowels
    from logomachy.games.verbalia.coast.vocaligrama import FIVE_VOWELS, longest_way

    start = v["start"]
    limit = longest_way(start["region"]) or 99
    pool = Counter(v["consonants"])
    if start["consonant"]:
        pool[start["consonant"]] += 1
    words = pentavowels()
    firsts = [start["consonant"]] if start["consonant"] else sorted(words)
    found = [
        t
        for f in firsts
        for t in words.get(f, ())
        if len(t) <= limit
        and all(pool[x] >= n for x, n in Counter(t).items() if x not in FIVE_VOWELS)
    ]
    return "".join(max(found, key=len)) if found else None


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_vocaligrama_against_a_bot(browser: Browser, server_url: str) -> None:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-vocaligrama",
            "name": "Pat",
            "seed": SEED,
            "seats": [{"kind": "human"}, {"kind": "bot", "strength": "easy"}],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 1200, "height": 1200}, locale="es-ES")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator(".country-map")).to_be_visible(timeout=10_000)
    expect(page.locator("#stage")).to_contain_text("el Delta")  # begins closest to the sea

    page.fill("#country-word", "EQUIVOCAR")  # the U of QU is not the player's U
    page.click("#propose-btn")
    expect(page.locator("#toast")).to_contain_text("no es pentavocálica")  # Spanish

    placed = 0
    deadline = time.monotonic() + 150
    while time.monotonic() < deadline:
        msg = page.evaluate("() => window.__logomachy.screen.msg")
        if msg["table"]["status"] == "over":
            break
        v = msg["view"]
        if not v["you"]["to_act"]:
            time.sleep(0.1)
            continue
        word = pentavowel_for(v)
        try:
            if word and not placed:
                # The first word's way tapped on the map, region by region from its start.
                from logomachy.games.verbalia.coast.vocaligrama import first_route

                way = first_route(v["start"]["region"], len(tiles_of(word) or ()))
                assert way is not None
                for region in way:
                    page.click(f'.cm-region[data-region="{region}"] button.cm-name', timeout=2000)
                expect(page.locator("#country-route")).to_contain_text(f"({len(way)} ")
                page.fill("#country-word", word, timeout=2000)
                page.click("#propose-btn", timeout=2000)
                expect(page.locator("#country-words")).to_contain_text(word, timeout=10_000)
                assert view(page)["last_word"]["regions"] == list(way)
                placed += 1
            elif word:
                page.fill("#country-word", word, timeout=2000)
                page.click("#propose-btn", timeout=2000)
                placed += 1
            else:
                page.click("#pass-btn", timeout=2000)
        except Exception:  # the view moved on between reading it and clicking: look again
            pass
        page.wait_for_function(
            "(k) => { const m = window.__logomachy.screen.msg;"
            " return m.table.status === 'over' || !m.view.timer || m.view.timer.key !== k; }",
            arg=v["timer"]["key"],
            timeout=20_000,
        )
    else:
        shot(page, "vocaligrama-timeout")
        pytest.fail("the game did not end")
    v = view(page)
    assert v["result"] is not None and placed >= 2
    shot(page, "vocaligrama-over")
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_xavograma_with_bots(browser: Browser, server_url: str) -> None:
    from types import SimpleNamespace

    from logomachy.bots.verbalia.coast.engine import XavoBot
    from logomachy.kernel import Rng

    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-xavograma",
            "name": "Pat",
            "seed": SEED,
            "options": {"think_seconds": 120},
            "seats": [{"kind": "human"}, *[{"kind": "bot", "strength": "easy"}] * 3],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 1200, "height": 1200}, locale="ca-ES")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator(".country-map")).to_be_visible(timeout=10_000)
    for play in (1, 2):
        expect(page.locator("#take-btn")).to_be_visible(timeout=15_000)
        page.fill("#xavo-vowels", "3")
        page.click("#take-btn")
        expect(page.locator("#xavo-easel .tile")).to_have_count(8, timeout=10_000)
        v = view(page)
        assert sum(t in "AEIOU" for t in v["you"]["easel"]) == 3
        if play == 1:  # a word without the region's letter is refused with its reason
            region = v["country"]["regions"][0]
            page.fill("#country-word", "ZZZZ")
            page.select_option("#xavo-region", region["id"])
            page.click("#propose-btn")
            expect(page.locator("#toast")).to_be_visible()
        board = {r: tiles[0] for r, tiles in v["contents"].items()}
        fake = SimpleNamespace(easels={0: v["you"]["easel"]}, board=board)
        best = XavoBot("hard").best(fake, 0, Rng(1))
        assert best is not None
        page.fill("#country-word", best[0])
        page.select_option("#xavo-region", best[1])
        page.click("#propose-btn")
        # The bots place theirs; the words are said; a doubtful one may go to the vote.
        page.wait_for_function(
            "(n) => { const v = window.__logomachy.screen.msg.view;"
            " return v.stage === 'vote' || v.play > n || v.result; }",
            arg=play,
            timeout=150_000,
        )
        while view(page)["stage"] == "vote":
            buttons = page.locator("button.vote-yes")
            if buttons.count():
                buttons.first.click()
            time.sleep(0.3)
        expect(page.locator("#country-last")).to_contain_text(best[0], timeout=10_000)
        shot(page, f"xavograma-{play}")
    assert view(page)["scores"][0] > 0
    assert errors == []
