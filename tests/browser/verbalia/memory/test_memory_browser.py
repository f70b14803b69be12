"""A person plays Verbàlia's memory games against a bot in the browser: Vailetosíl·laB to the
end — tiles turned over by clicking (and one by the keyboard), a word refused with its reason,
words formed (the referee's index says which the syllables make), tiles turned back down,
face-down tiles showing nothing, the final scores; then the two-square games: one syllable
from each square (the same square is not open), a two-coloured tile turned down with the
colour chosen face up (Mésquememosíl·laB), a repicó risked and settled (ReBimemosíl·laB)."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.games.verbalia.memory.engine import words_by_spelling, words_of
from logomachy.games.verbalia.memory.rebimemosillab import GAME as REBIMEMO
from logomachy.games.verbalia.memory.vailetosillab import GAME as VAILETO

from ...conftest import ARTIFACTS

SEED = 5


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-memory-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


def cell(page: Page, square: int, i: int) -> Any:
    return page.locator(f'.memo-square[data-square="{square}"] .memo-cell[data-cell="{i}"]')


def face_down(v: dict[str, Any], square: int) -> list[int]:
    return [i for i, c in enumerate(v["squares"][square]["cells"]) if c and c["down"]]


def new_table(server_url: str, game: str, options: dict[str, Any]) -> str:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": game,
            "name": "Pat",
            "seed": SEED,
            "options": options,
            "seats": [{"kind": "human"}, {"kind": "bot", "strength": "medium"}],
        },
        timeout=240,  # a server may first build the syllable words' index (~15 s; more when busy)
    ).json()
    return str(table["link"])


def split_pair(state: Any) -> tuple[int, int, str]:
    """Two cells of the square whose syllables, glued in that order, spell a dictionary word
    of other syllables (DES + A: DESA, DE-SA), and that spelling."""
    square = state.squares[0]
    syllables = [square.in_play(c) for c in range(len(square.tiles))]
    for i, a in enumerate(syllables):
        for j, b in enumerate(syllables):
            spelled = a + b
            found = words_by_spelling().get(spelled, ())
            if i != j and found and all(sorted(p) != sorted((a, b)) for _, p in found):
                return i, j, spelled
    raise AssertionError("no two syllables of the square spell a word of other syllables")


def word_pair(state: Any) -> tuple[int, int]:
    """A cell of each square whose syllables form a word (rule P kept)."""
    ones, twos = state.squares
    for i in range(len(ones.tiles)):
        for j in range(len(twos.tiles)):
            if words_of([ones.in_play(i), twos.in_play(j)]):
                return i, j
    raise AssertionError("no syllable of one square forms a word with one of the other")


def wait_for_my_turn(page: Page) -> dict[str, Any] | None:
    """The view once it is this person's move (None when the game is over)."""
    page.wait_for_function(
        "() => { const m = window.__logomachy && window.__logomachy.screen.msg;"
        " return m && m.view && (m.table.status === 'over' || m.view.you.to_act); }",
        timeout=20_000,
    )
    v = view(page)
    return None if v["result"] else v


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(600)
def test_a_person_plays_vailetosillab_against_a_bot(browser: Browser, server_url: str) -> None:
    link = new_table(server_url, "verbalia-vailetosillab", {"length": "short"})
    ctx = browser.new_context(viewport={"width": 1100, "height": 1100}, locale="ca-ES")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + link)
    expect(page.locator(".memo-square .memo-cell")).to_have_count(36, timeout=10_000)
    expect(page.locator("#stage")).to_contain_text("Et toca")  # the Catalan interface
    expect(page.locator(".memo-cell.up")).to_have_count(0)
    # Face-down tiles show nothing: no syllable is in the page.
    assert all(c == {"down": True} for c in view(page)["squares"][0]["cells"])
    shot(page, "start")

    # One tile turned over by the keyboard, one by the mouse: two whose letters glued make a
    # dictionary word that does not divide into them (the seed's square, read from the game).
    first, second, glued = split_pair(VAILETO.setup(2, {"length": "short"}, SEED))
    cell(page, 0, first).focus()
    page.keyboard.press("Enter")
    expect(page.locator(".memo-cell.up")).to_have_count(1, timeout=5000)
    cell(page, 0, second).click()
    expect(page.locator(".memo-cell.up")).to_have_count(2, timeout=5000)
    v = view(page)
    pieces = [t["syllable"] for t in v["turned"]]
    assert "".join(pieces) == glued
    expect(page.locator("#memo-turned")).to_contain_text(" + ".join(pieces))
    # A word glued from the tiles that does not divide into them is refused (rule P), and
    # so is a word that is not in the dictionary.
    page.fill("#memo-word", glued)
    page.click("#memo-form")
    expect(page.locator("#toast")).to_contain_text("síl·labes de la paraula", timeout=15_000)
    page.fill("#memo-word", "XQXQ")
    page.click("#memo-form")
    expect(page.locator("#toast")).to_contain_text("no és al diccionari", timeout=15_000)
    shot(page, "refused")

    formed = downs = 0
    deadline = time.monotonic() + 200
    current: dict[str, Any] | None = v
    # The person remembers the square (the seed's, read from the game) and turns a tile that
    # makes a word with one still face down, as an attentive player would: turning the first
    # face-down tiles every time repeats one position for ever when they make no word.
    square = VAILETO.setup(2, {"length": "short"}, SEED).squares[0]
    syllables = [square.in_play(c) for c in range(len(square.tiles))]
    while current is not None and time.monotonic() < deadline:
        v = current
        turned = v["turned"]
        if len(turned) < v["needed"]:
            down = face_down(v, 0)
            held = [t["syllable"] for t in turned]
            good = [
                i
                for i in down
                if any(
                    words_of([*held, syllables[i], syllables[j]][: v["needed"]])
                    for j in down
                    if j != i
                )
                or (len(held) + 1 == v["needed"] and words_of([*held, syllables[i]]))
            ]
            cell(page, 0, (good or down)[0]).click()
            page.wait_for_function(
                "(n) => { const m = window.__logomachy.screen.msg;"
                " return m.table.status === 'over' || m.view.turned.length !== n; }",
                arg=len(turned),
                timeout=10_000,
            )
        else:
            words = words_of([t["syllable"] for t in turned])
            if words:
                page.fill("#memo-word", words[0].upper())
                page.click("#memo-form")
                formed += 1
            else:
                page.click("#memo-down")
                downs += 1
            try:
                page.wait_for_function(
                    "() => { const m = window.__logomachy.screen.msg;"
                    " return m.table.status === 'over' || m.view.turned.length === 0; }",
                    timeout=10_000,
                )
            except Exception:
                shot(page, "stuck")
                raise
        current = wait_for_my_turn(page)
    v = view(page)
    assert v["result"] is not None, "the game did not end"
    assert formed >= 2
    mine = [k for k in v["kept"] if k["seat"] == 0]
    assert v["scores"][0] == sum(len(k["syllables"]) for k in mine)
    expect(page.locator("#memo-kept")).to_contain_text(mine[0]["word"])
    expect(page.locator(".after table.scores")).to_be_visible(timeout=10_000)
    shot(page, "over")
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(600)
def test_two_squares_a_colour_chosen_when_turning_down_and_a_repico(
    browser: Browser, server_url: str
) -> None:
    ctx = browser.new_context(viewport={"width": 1300, "height": 1100}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))

    # Mésquememosíl·laB: one syllable from each square; a tile turned down with its other
    # colour face up shows the syllable that was in play as its back.
    page.goto(server_url + new_table(server_url, "verbalia-mesquememosillab", {}))
    expect(page.locator(".memo-square")).to_have_count(2, timeout=10_000)
    expect(page.locator('.memo-square[data-square="1"] .memo-cell.down .back')).to_have_count(36)
    cell(page, 0, 0).click()
    expect(page.locator(".memo-cell.up")).to_have_count(1, timeout=5000)
    expect(page.locator("#stage")).to_contain_text("other square")
    # The same square again is not open: its tiles are disabled until the other is turned.
    expect(cell(page, 0, 1)).to_have_attribute("aria-disabled", "true")
    expect(cell(page, 1, 0)).not_to_have_attribute("aria-disabled", "true")
    cell(page, 1, 0).click()
    expect(page.locator(".memo-cell.up")).to_have_count(2, timeout=5000)
    v = view(page)
    under = v["turned"][1]["syllable"]
    before = v["squares"][1]["cells"][0]
    other = next(c for c in v["colours"] if c != before["back_colour"])
    page.locator(f'.memo-up input[data-colour="{other}"]').check()
    shot(page, "mesque-choose")
    page.click("#memo-down")
    expect(page.locator(".memo-cell.up")).to_have_count(0, timeout=5000)
    after = view(page)["squares"][1]["cells"][0]
    assert after == {"down": True, "back": under, "back_colour": other}

    # ReBimemosíl·laB: a pair that forms a word (the seed's squares, read from the game) risks
    # a repicó; the third syllable comes from either square; a three-syllable word keeps all
    # three, else the turn passes.
    page.goto(server_url + new_table(server_url, "verbalia-rebimemosillab", {}))
    expect(page.locator(".memo-square")).to_have_count(2, timeout=10_000)
    one, two = word_pair(REBIMEMO.setup(2, {}, SEED))
    assert wait_for_my_turn(page) is not None
    cell(page, 0, one).click()
    expect(page.locator(".memo-cell.up")).to_have_count(1, timeout=5000)
    cell(page, 1, two).click()
    expect(page.locator(".memo-cell.up")).to_have_count(2, timeout=5000)
    words = words_of([t["syllable"] for t in view(page)["turned"]])
    assert words
    page.fill("#memo-word", words[0].upper())
    page.click("#memo-repico")
    expect(page.locator("#stage")).to_contain_text("third syllable", timeout=5000)
    v = view(page)
    # The third from the square of one's choice: here the first face-down tile of either
    # (what it hides nobody knows; the seed decides which way the repicó goes).
    square = 0 if face_down(v, 0) else 1
    shot(page, "repico")
    cell(page, square, face_down(v, square)[0]).click()
    expect(page.locator(".memo-cell.up")).to_have_count(3, timeout=5000)
    v = view(page)
    found = words_of([t["syllable"] for t in v["turned"]])
    if found:
        page.fill("#memo-word", found[0].upper())
        page.click("#memo-form")
        expect(page.locator("#memo-kept")).to_contain_text(found[0].upper(), timeout=5000)
        assert view(page)["scores"][0] == 3
    else:
        page.click("#memo-down")
        page.wait_for_function(
            "() => window.__logomachy.screen.msg.view.turn !== 0", timeout=10_000
        )
        assert view(page)["scores"][0] == 0
    assert errors == []
