"""Two people race in Verbàlia's Oscíl·laB in the browser, to the end: the syllables in the
middle on both pages, a refused word with the referee's reason, a race won by a typed word
(both pages see it), a race everyone gives up (the referee names a word), and the game won at
the agreed number of markers."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.games.verbalia.races.engine import shape_words
from logomachy.games.verbalia.races.oscillab import GAME

from ...conftest import ARTIFACTS


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-races-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


def answer(v: dict[str, Any]) -> str:
    """A word the referee accepts for the syllables the page shows."""
    a, b = (m["syllable"] for m in v["middle"])
    return shape_words(GAME.shape, a, b, False)[0].upper()


def next_race(page: Page, race: int) -> None:
    page.wait_for_function(
        "(n) => window.__logomachy.screen.msg.view.race > n"
        " || window.__logomachy.screen.msg.table.status === 'over'",
        arg=race,
        timeout=15_000,
    )


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_two_people_race_in_oscillab(browser: Browser, server_url: str) -> None:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-oscillab",
            "name": "Pat",
            "seed": 3,
            "options": {"markers_to_win": 2, "race_seconds": 120},
            "seats": [{"kind": "human"}, {"kind": "human"}],
        },
    ).json()
    errors: list[str] = []
    pat = browser.new_context(viewport={"width": 1100, "height": 900}, locale="en-US").new_page()
    quim = browser.new_context(viewport={"width": 390, "height": 844}, locale="ca-ES").new_page()
    for page in (pat, quim):
        page.on("pageerror", lambda e: errors.append(str(e)))
    pat.goto(server_url + table["link"])
    quim.goto(server_url + table["invites"]["1"])
    quim.fill("#claim-name", "Quim")
    quim.get_by_role("button", name="Ocupa el seient").click()
    for page in (pat, quim):  # the server's first game loads the dictionary: allow for it
        expect(page.locator("#race-middle .tile")).to_have_count(2, timeout=40_000)
    expect(pat.locator("#stage")).to_contain_text("any letter")
    expect(quim.locator("#stage")).to_contain_text("una lletra qualsevol")  # Catalan page
    v = view(pat)
    a, b = (m["syllable"] for m in v["middle"])
    expect(pat.locator("#race-middle")).to_contain_text(a)
    shot(pat, "start")

    # A refused word: the reason comes back to its speaker only; the race goes on.
    pat.fill("#race-word", a + b)
    pat.press("#race-word", "Enter")
    expect(pat.locator("#toast")).to_contain_text("is not made of")
    expect(pat.locator("#race-refused")).to_contain_text("is not made of")
    expect(quim.locator("#race-refused")).to_have_text("")

    # Quim says a good word first: both pages see it and his marker.
    word = answer(v)
    quim.fill("#race-word", word.lower())
    quim.click("#say-btn")
    for page in (pat, quim):
        expect(page.locator("#race-last")).to_contain_text(word, timeout=5000)
    expect(pat.locator("#stage")).to_contain_text(f"Quim was first with {word}")
    expect(pat.locator("#race-markers")).to_contain_text("1")
    shot(pat, "won")
    next_race(pat, 1)

    # Race 2: both give up; the referee names a word and new syllables come.
    v = view(pat)
    assert v["race"] == 2 and v["markers"] == [0, 1]
    named = answer(v)
    pat.click("#pass-btn")
    expect(pat.locator("#stage")).to_contain_text("You gave up")
    quim.click("#pass-btn")
    expect(pat.locator("#stage")).to_contain_text(f"the referee names {named}", timeout=5000)
    next_race(pat, 2)

    # Then Pat wins two races, and the game.
    for race in (3, 4):
        v = view(pat)
        assert v["race"] == race
        pat.fill("#race-word", answer(v))
        pat.press("#race-word", "Enter")
        if race == 3:
            next_race(pat, race)
    expect(pat.locator(".after table.scores")).to_be_visible(timeout=10_000)
    v = view(pat)
    assert v["result"]["winners"] == [0] and v["markers"] == [2, 1]
    expect(pat.locator("#stage")).to_contain_text("Pat wins")
    shot(pat, "over")
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_writes_grafosillab_lists_against_a_bot(browser: Browser, server_url: str) -> None:
    from logomachy.games.verbalia.races.grafosillab import GAME as GRAFO

    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-grafosillab",
            "name": "Pat",
            "seed": 4,
            "options": {"target": 12, "write_seconds": 120},
            "seats": [{"kind": "human"}, {"kind": "bot", "strength": "medium"}],
        },
        timeout=60,  # a table with a bot starts at once: the server loads the dictionary
    ).json()
    errors: list[str] = []
    page = browser.new_context(viewport={"width": 1100, "height": 1000}, locale="en-US").new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator("#race-middle .tile")).to_have_count(2, timeout=40_000)
    expect(page.locator("#stage")).to_contain_text("any letter")

    v = view(page)
    a, b = (m["syllable"] for m in v["middle"])
    # A refused word, with the reason; then good words onto the list; one twice is refused.
    page.fill("#race-word", a + b)
    page.press("#race-word", "Enter")
    expect(page.locator("#race-refused")).to_contain_text("is not made of")
    found = [w.upper() for w in shape_words(GRAFO.shape, a, b, False)[:3]]
    for i, word in enumerate(found):
        page.fill("#race-word", word.lower())
        page.click("#say-btn")
        expect(page.locator("#race-list li")).to_have_count(i + 1, timeout=5000)
    page.fill("#race-word", found[0])
    page.press("#race-word", "Enter")
    expect(page.locator("#toast")).to_contain_text("already on your list")
    # The bot's list is counted, not shown, until the read-out.
    expect(page.locator("#race-others")).to_contain_text("finished", timeout=10_000)
    bot_words = view(page)["writing"][1]["words"]
    assert view(page)["you"]["words"] == found
    shot(page, "grafo-writing")
    page.click("#done-btn")
    expect(page.locator("#race-read-out")).to_be_visible(timeout=10_000)
    v = view(page)
    mine = v["read_out"][0]
    assert [e["word"] for e in mine] == found and len(v["read_out"][1]) == bot_words
    theirs = {e["word"] for e in v["read_out"][1]}
    assert [e["points"] for e in mine] == [1 if w in theirs else 2 for w in found]
    expect(page.locator("#race-read-out .shared")).to_have_count(2 * len(theirs & set(found)))
    shot(page, "grafo-read-out")

    # Then each round: write what the referee knows, until someone has twelve markers.
    for _ in range(20):
        if view(page)["result"] is not None:
            break
        v = view(page)
        a, b = (m["syllable"] for m in v["middle"])
        for word in shape_words(GRAFO.shape, a, b, False)[:3]:
            page.fill("#race-word", word.upper())
            page.press("#race-word", "Enter")
        page.click("#done-btn")
        page.wait_for_function(
            "(n) => { const m = window.__logomachy.screen.msg;"
            " return m.table.status === 'over' || m.view.round > n; }",
            arg=v["round"],
            timeout=10_000,
        )
    expect(page.locator(".after table.scores")).to_be_visible(timeout=10_000)
    v = view(page)
    assert v["result"] is not None and max(v["scores"]) >= 12 and v["round"] >= 2
    shot(page, "grafo-over")
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_two_people_play_cleptosillab(browser: Browser, server_url: str) -> None:
    from logomachy.bots.verbalia.races.cleptosillab import middle_words

    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "verbalia-cleptosillab",
            "name": "Pat",
            "seed": 6,
            "options": {"plays": 6, "wait_seconds": 60, "moment_seconds": 5},
            "seats": [{"kind": "human"}, {"kind": "human"}],
        },
    ).json()
    errors: list[str] = []
    pat = browser.new_context(viewport={"width": 1100, "height": 900}, locale="en-US").new_page()
    quim = browser.new_context(viewport={"width": 1100, "height": 900}, locale="en-US").new_page()
    for page in (pat, quim):
        page.on("pageerror", lambda e: errors.append(str(e)))
    pat.goto(server_url + table["link"])
    quim.goto(server_url + table["invites"]["1"])
    quim.fill("#claim-name", "Quim")
    quim.get_by_role("button", name="Take the seat").click()
    for page in (pat, quim):  # the server's first game loads the dictionary: allow for it
        expect(page.locator("#race-middle .tile")).to_have_count(2, timeout=40_000)
    expect(pat.locator("#stage")).to_contain_text("formed with syllables in the middle")
    assert view(pat)["piles"] == [67, 67]

    pat.fill("#race-word", "QWXZ")
    pat.press("#race-word", "Enter")
    # (the server's first word loads the dictionary search: allow for it)
    expect(pat.locator("#race-refused")).to_contain_text("not in the dictionary", timeout=40_000)

    said = False
    for _ in range(8):
        v = view(pat)
        if v["result"] is not None:
            break
        middle = [m["syllable"] for m in v["middle"]]
        found = [w for w, n in middle_words(tuple(sorted(middle))) if n == 2]
        if found and not said:
            # Pat says a two-syllable word and Quim the same one at the same moment: each
            # keeps one syllable.
            word = found[0].upper()
            pat.fill("#race-word", word)
            pat.press("#race-word", "Enter")
            expect(quim.locator("#stage")).to_contain_text(f"Pat says {word}", timeout=5000)
            quim.fill("#race-word", word.lower())
            quim.press("#race-word", "Enter")
            expect(pat.locator("#race-last")).to_contain_text("Quim keeps", timeout=5000)
            v = view(pat)
            assert [len(k["syllables"]) for k in v["last"]["kept"]] == [1, 1]
            assert v["piles"] == [67 - v["plays"] + 1 + 1, 67 - v["plays"] + 1 + 1]
            shot(pat, "clepto-same-word")
            said = True
            pat.wait_for_function(
                "() => !window.__logomachy.screen.msg.view.showing", timeout=10_000
            )
            continue
        plays = v["plays"]
        pat.click("#pass-btn")
        quim.click("#pass-btn")
        pat.wait_for_function(
            "(n) => { const m = window.__logomachy.screen.msg;"
            " return m.table.status === 'over' || m.view.plays > n; }",
            arg=plays,
            timeout=10_000,
        )
    expect(pat.locator(".after table.scores")).to_be_visible(timeout=10_000)
    v = view(pat)
    assert said and v["result"] is not None and v["plays"] == 6
    shot(pat, "clepto-over")
    assert errors == []
