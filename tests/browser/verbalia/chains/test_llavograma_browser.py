"""A person plays LlaVograma against a bot in the browser: a first word refused for want of a
syllable (with its reason), a syllable and a letter taken by clicking, words typed with a new
letter clicked each turn, passes, until a round ends and its last maker holds a marker."""

from __future__ import annotations

import time
from typing import Any

import pytest
from playwright.sync_api import Browser, expect

from logomachy.games.verbalia.chains.llavograma import new_letters, next_rows, word_table

from .test_chains_browser import message, new_table, shot


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_llavograma_against_a_bot(browser: Browser, server_url: str) -> None:
    table = new_table(server_url, "verbalia-llavograma", {"turn_seconds": 60})
    ctx = browser.new_context(viewport={"width": 1100, "height": 1300}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    expect(page.locator("#llavo-syllables .tile").first).to_be_visible(timeout=10_000)
    expect(page.locator("#llavo-syllable")).to_contain_text("first player takes a syllable")

    # A letter without a syllable: refused, with the rule's reason.
    page.click('#chain-pool .tile[data-tile="S"]')
    page.fill("#chain-input", "CASA")
    page.click("#form-btn")
    expect(page.locator("#toast")).to_contain_text("syllable")

    # The syllable and the letter clicked, the word typed.
    page.click('#llavo-syllables .tile[data-syllable="CA"]')
    if page.locator('#chain-pool .tile[data-tile="S"][aria-pressed="true"]').count() == 0:
        page.click('#chain-pool .tile[data-tile="S"]')
    page.fill("#chain-input", "CASA")
    page.click("#form-btn")
    expect(page.locator("#chain-list")).to_contain_text("CASA", timeout=5000)
    expect(page.locator("#llavo-syllable")).to_contain_text("CA")
    shot(page, "llavograma-first")

    said = passed = 0
    deadline = time.monotonic() + 200
    while time.monotonic() < deadline:
        msg: dict[str, Any] = message(page)
        v = msg["view"]
        if v["round"] > 1 or msg["table"]["status"] == "over":
            break
        if not v["you"]["to_act"]:
            time.sleep(0.1)
            continue
        left = [t for t, n in v["pool"].items() for _ in range(n)]
        said_codes = [
            "".join(word_table().index.spell(k["word"].lower()) or "") for k in v["chain"]
        ]
        rows = next_rows(v["syllable"], v["chosen"], left, said_codes)
        before = v["turns"]
        try:
            if said < 3 and len(rows):
                word, _ = word_table().word(int(rows[0]))
                letter = new_letters(int(rows[0]), v["chosen"], left)[0]
                page.click(f'#chain-pool .tile[data-tile="{letter}"]', timeout=2000)
                page.fill("#chain-input", word, timeout=2000)
                page.click("#form-btn", timeout=2000)
                said += 1
            else:
                page.click("#pass-btn", timeout=2000)
                passed += 1
        except Exception:  # the view moved on between reading it and clicking: look again
            pass
        page.wait_for_function(
            "(n) => { const v = window.__logomachy.screen.msg.view;"
            " return v.round > 1 || v.turns !== n; }",
            arg=before,
            timeout=20_000,
        )
    else:
        shot(page, "llavograma-timeout")
        pytest.fail("the round did not end")

    v = message(page)["view"]
    assert v["round"] == 2 and sum(v["markers"]) == 1
    assert said >= 1 and passed >= 1
    expect(page.locator("#chain-scores")).to_contain_text("1")
    shot(page, "llavograma-round-two")
    assert errors == []
