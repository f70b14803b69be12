"""A Spanish, a Catalan and an English player each open a table, play a few turns, make a
refused move and switch language mid-game: every text on the page is in their language.

"Another language's text" is found from the catalogues themselves: each phrase another
language has for an id (or an English-source id's own text) that this language says
differently, and that no text of this language contains, must not be on the page. For Spanish
and Catalan pages, English function words are looked for too (text built outside the
catalogue). Game data (the players' words, names) is chosen not to trip either check.
"""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.i18n import LANGS, messages
from logomachy.i18n.catalogue import CONTEXT_SEP

from .conftest import ARTIFACTS, click_while_offered

LOCALES = {"en": "en-GB", "es": "es-ES", "ca": "ca-ES"}
WORDS = {
    "en": ["HOUSE", "GARDEN", "BRIDGE", "CANDLE", "RIVER"],
    "es": ["CASA", "JARDIN", "PUENTE", "VELA", "RIO"],
    "ca": ["CASA", "JARDI", "PONT", "ESPELMA", "RIU"],
}
ENGLISH_WORDS = re.compile(r"\b(the|and|your|you|with|which|this|that|is|are|of)\b", re.I)
# What the page shows that is no one language's: game titles (names), players' names.
NAMES = re.compile(r"Letter Tycoon|Poetry Slam|El Soneto|Trencadís|Verbàlia[^\n]*|logomachy")


def text_of(lang: str, key: str) -> str:
    entry = messages(lang).get(key)
    if entry is None:
        entry = messages("en").get(key)
    if entry is None:  # an English-source id is its own English text
        return key.rpartition(CONTEXT_SEP)[2]
    forms = getattr(entry, "forms", None)
    return " ".join(forms) if forms else str(entry)


def fragments(text: str) -> list[str]:
    """The placeholder-free pieces of a text that are long enough to tell a language by."""
    return [
        p.strip(" .,:;()—-")
        for p in re.split(r"\{\w+\}", text)
        if len(p.strip()) >= 14 and len(p.split()) >= 3
    ]


def foreign_phrases(lang: str) -> set[str]:
    keys = {k for other in LANGS for k in messages(other)}
    own_texts = [text_of(lang, k) for k in keys]
    own = "\n".join(own_texts)
    found: set[str] = set()
    for key in keys:
        mine = text_of(lang, key)
        for other in LANGS:
            if other == lang:
                continue
            theirs = text_of(other, key)
            if theirs == mine:
                continue
            found |= {f for f in fragments(theirs) if f not in own}
    return found


def other_language_text(page: Page, lang: str, phrases: set[str]) -> list[str]:
    shown = page.evaluate("() => document.body.innerText")
    visible = NAMES.sub(" ", shown)
    problems = sorted(p for p in phrases if p in visible)
    if lang != "en":
        problems += [
            f"English word {m[0]!r} in {line!r}"
            for line in visible.splitlines()
            if (m := ENGLISH_WORDS.search(line))
        ]
    return problems


def say(lang: str, key: str) -> str:
    return text_of(lang, key)


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"languages-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any] | None:
    data: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    return data


def play_a_little(page: Page, lang: str, phrases: set[str], until_log_lines: int) -> None:
    """Acts as a person would until the log has grown (a word written, revealed, placed),
    checking the page's language at each step."""
    words = list(WORDS[lang])
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        msg = view(page)
        if msg and msg.get("view"):
            if page.locator(".log li").count() >= until_log_lines:
                return
            v, you = msg["view"], msg["view"]["you"]
            if you["to_act"]:
                if v["stage"] == "write" and not you["word"] and words:
                    page.fill("#word", words.pop(0))
                    page.press("#word", "Enter")
                elif page.locator("#keep-btn").is_visible():
                    click_while_offered(page, "#keep-btn")
                elif page.locator("#allow-btn").is_visible():
                    click_while_offered(page, "#allow-btn")  # the challenge window may close
                elif page.locator("#place-btn").is_visible():
                    if page.locator("#place-btn").is_disabled():
                        page.get_by_role("button", name=say(lang, "trencadis.place_auto")).click()
                    page.click("#place-btn")
            assert other_language_text(page, lang, phrases) == []
        time.sleep(0.1)
    shot(page, f"timeout-{lang}")
    pytest.fail("the game did not go on")


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
@pytest.mark.parametrize("lang", ["es", "ca", "en"])
def test_a_player_reads_only_their_language(browser: Browser, server_url: str, lang: str) -> None:
    phrases = foreign_phrases(lang)
    assert len(phrases) > 200, "the detector found too few phrases to judge by"
    ctx = browser.new_context(viewport={"width": 1100, "height": 900}, locale=LOCALES[lang])
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))

    # The lobby, in the browser's language: every summary, tag and option.
    page.goto(server_url + "/")
    expect(page.locator("html")).to_have_attribute("lang", lang)
    page.fill("#player-name", "Nil")
    card = page.locator("[data-game=trencadis]")
    card.get_by_role("button", name=say(lang, "lobby.open_table")).click()
    # A game played in several languages is played in the reader's.
    assert page.locator("#opt-lang").input_value() == f'"{lang}"'
    page.select_option("#players-trencadis", "2")
    page.select_option("[name=seat-1]", "bot:easy")
    assert other_language_text(page, lang, phrases) == []
    shot(page, f"lobby-{lang}")
    card.get_by_role("button", name=say(lang, "lobby.create")).click()
    expect(page.locator("#prompt")).to_be_visible(timeout=60_000)

    # A refused word: the refusal, its rule and its reason in the reader's language.
    page.fill("#word", "R2D2")
    page.press("#word", "Enter")
    toast = page.locator("#toast")
    expect(toast).to_be_visible()
    refused = toast.inner_text()
    prefix = say(lang, "refused.with_rule").split("{")[0].strip()
    assert refused.startswith(prefix), refused
    assert other_language_text(page, lang, phrases) == [], refused
    shot(page, f"refused-{lang}")

    # A few turns: a word written, revealed and placed; the bot's too.
    play_a_little(page, lang, phrases, until_log_lines=4)

    # Another language mid-game: everything visible re-rendered, without a reload.
    page.evaluate("() => { window.__stayed = true; }")
    other = "ca" if lang != "ca" else "es"
    page.select_option("#lang", other)
    expect(page.locator("html")).to_have_attribute("lang", other)
    page.wait_for_timeout(300)
    assert page.evaluate("() => window.__stayed === true"), "the page was reloaded"
    assert other_language_text(page, other, foreign_phrases(other)) == []
    shot(page, f"switched-{lang}-{other}")
    assert errors == []
    ctx.close()
