"""A person plays Verbàlia's sentence games against bots in the browser.

Brodagrama: a refused sentence with the referee's reason, a sentence handed in on the drawn
letters, the anonymous read-out (one's own sentence cannot be clicked), 3-2-1 points awarded
by clicking, then the authors, points and the scores."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.bots.verbalia_sentences import STYLES, Maker
from logomachy.kernel import Rng

from .conftest import ARTIFACTS

SEED = 5


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"verbalia-sentences-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


def open_table(
    browser: Browser,
    server_url: str,
    game: str,
    options: dict[str, Any],
    bots: int,
    locale: str = "en-US",
) -> tuple[Page, list[str]]:
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": game,
            "name": "Pat",
            "seed": SEED,
            "options": options,
            "seats": [{"kind": "human"}] + [{"kind": "bot", "strength": "hard"}] * bots,
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 1100, "height": 1100}, locale=locale)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    return page, errors


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_a_round_of_brodagrama_against_bots(
    browser: Browser, server_url: str
) -> None:
    page, errors = open_table(
        browser,
        server_url,
        "verbalia-brodagrama",
        {"write_seconds": 300, "award_seconds": 300, "target": 1},
        bots=3,
    )
    expect(page.locator("#sentence-tiles .tile")).to_have_count(5, timeout=10_000)
    expect(page.locator("#stage")).to_contain_text("begin with these letters")
    tiles = view(page)["tiles"]

    # A sentence the referee refuses shows why.
    page.fill("#sentence-input", "xyzzq")
    page.click("#write-btn")
    expect(page.locator("#toast")).to_contain_text("not in the dictionary")

    # A sentence on the letters (the hard bot's maker writes it for the test), handed in.
    sentence = Maker(STYLES["hard"]).sentence(tiles, Rng(1))
    assert sentence
    page.fill("#sentence-input", sentence.lower())
    page.click("#write-btn")
    shot(page, "brodagrama-writing")

    # The bots hand in too; the papers are read out numbered, without authors.
    expect(page.locator("#papers li")).to_have_count(4, timeout=15_000)
    v = view(page)
    mine = v["you"]["paper"]
    assert v["papers"][mine - 1]["sentence"] == sentence
    assert all("seat" not in p for p in v["papers"])
    expect(page.locator(f"#paper-{mine}")).to_be_disabled()  # never one's own
    others = [p["n"] for p in v["papers"] if p["n"] != mine]
    for n in others:
        page.click(f"#paper-{n}")
    expect(page.locator(f"#paper-{others[0]}")).to_contain_text("3 pts")
    expect(page.locator(f"#paper-{others[2]}")).to_contain_text("1 pts")
    shot(page, "brodagrama-awarding")
    page.click("#award-btn")

    # Authors and points of the round; someone reached the 1 point agreed: the game is over.
    expect(page.locator("#last-papers tr")).to_have_count(4, timeout=15_000)
    v = view(page)
    last = v["last"]
    points = {p["n"]: p["points"] for p in last["papers"]}
    assert sum(points.values()) == 4 * 6
    for n, got in zip(others, (3, 2, 1), strict=True):
        assert points[n] >= got
    mine_row = next(p for p in last["papers"] if p["seat"] == 0)
    assert mine_row["sentence"] == sentence
    assert v["result"] is not None
    assert v["scores"][0] == mine_row["points"] + int(last["collected"].get("0", 0))
    expect(page.locator("#stage")).to_contain_text("over")
    shot(page, "brodagrama-over")
    assert errors == []
