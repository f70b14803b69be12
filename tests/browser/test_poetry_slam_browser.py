"""A person plays Poetry Slam against two bots in the browser through a whole round: couplets
chosen over free verse, the word written and a Speed Tile clicked, a couplet recited, guesses
typed, the poet's call made on a bot's guess, a call appealed to the table and voted, the poem
judged, a letter lost, a Snap given -- and a refused poem shows its reason."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.bots.poetry_slam.strategies import fitting_words
from logomachy.games.poetry_slam import words
from logomachy.games.poetry_slam.edition import load_edition

from .conftest import ARTIFACTS

SEED = 7
OPTIONS = {
    "recite_seconds": 2,
    "guess_seconds": 6,
    "challenge_seconds": 6,
    "vote_seconds": 10,
    "call_seconds": 8,
    "appeal_seconds": 8,
    "freeform": True,
}
COUPLETS = (
    ("Think of the card and the letter I drew,", "my word is a thing that is common and true."),
    ("Here is a rhyme on a bright summer day,", "guess what I mean in the simplest way."),
)


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"poetry-slam-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


def a_word(v: dict[str, Any]) -> str:
    """A common word for the prompt that avoids the person's lost letters -- not one of the
    commonest, which the bots guess first: their guesses then come to the person's call."""
    card = next(c for c in load_edition().prompts if c.text == v["prompt_card"])
    covered = set(v["players"][v["you"]["seat"]]["covered"])
    fits = fitting_words(card, tuple(v["letters"]))
    return next(w for w in fits[10:] if not words.lost_letter_uses(w, covered, tuple(v["letters"])))


class Person:
    def __init__(self, page: Page) -> None:
        self.page = page
        self.seen: set[str] = set()  # stages acted in, for the test's assertions
        self.refused_poem = False
        self.appealed = False

    def act(self) -> None:
        page, v = self.page, view(self.page)
        you, stage = v["you"], v["stage"]
        if stage == "freeform" and you["may_choose_freeform"]:
            expect(page.locator("#stage")).to_contain_text("free verse or rhyming couplets")
            page.click("#freeform-no", timeout=2000)  # couplets; the easy bot takes free verse
        elif stage == "call" and you["seat"] == v["poet"]:
            # The poet's call on a guess the referee cannot settle: the bot's is not the word.
            expect(page.locator("#call-question")).to_contain_text(v["calling"])
            page.click("#call-wrong", timeout=2000)
        elif stage == "appeal" and you["to_act"]:
            if not self.appealed and v["appealable"]:
                page.fill("#appeal-reason", "close enough")
                page.click(f"#appeal-{v['appealable'][0]}", timeout=2000)
                self.appealed = True
            else:
                page.click("#allow-btn", timeout=2000)
        elif stage == "prompt" and you["wordsmith"]:
            page.click("#keep-btn", timeout=2000)
        elif stage == "cover" and you["cover_choices"]:
            for i, letters in enumerate(you["cover_choices"]):
                page.get_by_role("group", name=f"Chip {i + 1}").get_by_role(
                    "button", name=letters[-1], exact=True
                ).click()
            page.click("#cover-btn", timeout=2000)
        elif stage == "write" and you["to_act"]:
            page.fill("#word", a_word(v))
            page.locator(".speed-tiles button").first.click()  # the most dots
            page.click("#write-btn", timeout=2000)
        elif stage == "perform" and you["seat"] in v["waiting_poets"]:
            if not self.refused_poem:
                # Saying the word itself is refused, with the rule.
                page.fill("#line1", f"My word is {you['word']}, as you can see,")
                page.fill("#line2", "so guess it now and give it to me.")
                page.click("#recite-btn")
                expect(page.locator("#toast")).to_contain_text("may not contain your word")
                self.refused_poem = True
            line1, line2 = next(
                c for c in COUPLETS if words.poem_problem(c, words.normalise(you["word"])) is None
            )
            page.fill("#line1", line1)
            page.fill("#line2", line2)
            page.click("#recite-btn", timeout=2000)
        elif stage in ("recite", "guess") and you["may_guess"]:
            page.fill("#guess", "banana")
            page.click("#guess-btn", timeout=2000)
        elif stage == "challenge" and you["to_act"]:
            page.click("#allow-btn", timeout=2000)
        elif stage == "explain" and v["challenge"]["defendant"] == you["seat"]:
            page.fill("#explanation", "It is a fine word.")
            page.click("#explain-btn", timeout=2000)
        elif stage == "vote" and you["to_act"] and v["challenge"]["about"] == "call":
            expect(page.locator(".vote .down")).to_contain_text("Overrule the poet")
            page.click(".vote .down", timeout=2000)  # the appellant votes to overrule
            self.seen.add("appeal-vote")
        elif stage == "vote" and you["to_act"]:
            page.click(".vote .up", timeout=2000)
        else:
            return
        self.seen.add(stage)


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(500)
def test_a_person_plays_a_round_of_poetry_slam_against_bots(
    browser: Browser, server_url: str
) -> None:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "poetry-slam",
            "name": "Pat",
            "seed": SEED,
            "options": OPTIONS,
            "seats": [
                {"kind": "human"},
                {"kind": "bot", "strength": "easy"},
                {"kind": "bot", "strength": "hard"},
            ],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 1100, "height": 1000}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    # The Freeform Poetry Variant is allowed: each poet chooses first (couplets here).
    expect(page.locator("#stage")).to_contain_text("free verse or rhyming couplets", timeout=10_000)
    shot(page, "freeform")
    person = Person(page)
    person.act()
    expect(page.locator("#prompt")).to_be_visible(timeout=10_000)
    expect(page.locator(".player-board")).to_contain_text("Tier 5")
    shot(page, "start")

    snapped = False
    last_error = ""
    deadline = time.monotonic() + 400
    while time.monotonic() < deadline:
        v = view(page)
        # Round 1 at least; on until a call was made and appealed (a right guess can leave
        # nothing to appeal in a round).
        done = {"call", "appeal-vote"} <= person.seen
        if v["round"] >= 2 and v["stage"] not in ("cover", "freeform") and done:
            break
        if v["stage"] in ("recite", "guess") and "poem" not in person.seen:
            shot(page, "poem")
            person.seen.add("poem")
        if v["stage"] in ("call", "appeal") and f"shot-{v['stage']}" not in person.seen:
            shot(page, v["stage"])
            person.seen.add(f"shot-{v['stage']}")
        try:
            person.act()
        except Exception as e:  # the view moved on between reading it and clicking: look again
            last_error = f"{type(e).__name__}: {str(e)[:300]}"
            time.sleep(0.1)
        time.sleep(0.1)
    else:
        shot(page, "timeout")
        pytest.fail(
            f"no call appealed by round {view(page)['round']}; acted in {sorted(person.seen)}; "
            f"last error: {last_error}"
        )

    assert {"freeform", "write", "perform", "call", "appeal"} <= person.seen, person.seen
    assert person.refused_poem and person.appealed and "appeal-vote" in person.seen
    v = view(page)
    me = v["players"][0]
    assert len(me["covered"]) == v["round"] - 1  # a letter lost in each Letter Loss Phase
    expect(page.locator(".player-board .lost")).to_have_count(v["round"] - 1)
    revealed = [p["sheet"][0].get("word") for p in v["players"]]
    assert revealed[0] and sum(map(bool, revealed)) >= 2  # round 1's words, shown after poems
    expect(page.locator("table.sheets tbody tr")).to_have_count(3)
    assert [p["freeform"] for p in v["players"]] == [False, True, False]
    expect(page.locator("table.sheets .free-verse")).to_have_count(1)  # the easy bot's choice
    # A Snap for the hard bot, from the button.
    page.get_by_role("button", name="Snap for").last.click()
    expect(page.locator(".snaps")).to_contain_text("Snaps to give: 2")
    snapped = True
    shot(page, "round-2")
    assert snapped and errors == []
