"""Players in the browser, on one server: a guest plays Velosíl·laB against a bot to the end
and sees what it did to the ratings, finds it in "my games", rematches the bot in one click
and keeps it all as an account; two people and a spectator chat (a hostile name and line shown
as typed, never as markup), one mutes the other (remembered through a reload, which brings the
chat back), and after the game the rematch is opened by one, followed by the other, and only
watched by the spectator."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import ARTIFACTS

HOSTILE = "<img src=x onerror=alert(1)>"
CREATE = """async (body) => {
  const r = await fetch('/api/tables', {method: 'POST',
    headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)});
  return r.json();
}"""


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"players-{name}.png"), full_page=True)


def new_page(browser: Browser, server_url: str, errors: list[str]) -> Page:
    page = browser.new_context(viewport={"width": 1100, "height": 1400}, locale="en-US").new_page()
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("dialog", lambda d: (errors.append(f"dialog: {d.message}"), d.dismiss()))
    page.goto(server_url + "/")
    expect(page.locator("#account-link")).to_contain_text("Guest")  # an identity, silently
    return page


def open_table(page: Page, seats: list[dict[str, Any]], name: str = "Pat") -> dict[str, Any]:
    """Opens a Velosíl·laB table from the page (its player's cookie goes with it)."""
    body = {"game": "verbalia-velosillab", "name": name, "options": {"rounds": 1}, "seats": seats}
    made: dict[str, Any] = page.evaluate(CREATE, body)
    page.goto(page.url.rstrip("/") + made["link"])
    return made


def race_across(page: Page) -> None:
    """Places the first syllable of the hand on each tree of the row until the game is over
    (this row, or a bot's, reached the other side)."""
    over = "() => document.querySelector('#stage')?.textContent.startsWith('The game is over')"
    expect(page.locator("#velo-row")).to_be_visible(timeout=40_000)
    while not page.evaluate(over):
        placed = page.evaluate("() => window.__logomachy.screen.msg.seq")
        page.locator("#velo-hand .place-btn").first.click()
        page.wait_for_function(
            f"() => ({over})() || window.__logomachy.screen.msg.seq > {placed}", timeout=10_000
        )
    expect(page.locator("#stage")).to_contain_text("The game is over")


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(180)
def test_a_game_against_a_bot_rates_both_and_rematches_in_one_click(
    browser: Browser, server_url: str
) -> None:
    errors: list[str] = []
    pat = new_page(browser, server_url, errors)
    made = open_table(pat, [{"kind": "human"}, {"kind": "bot", "strength": "easy"}])
    race_across(pat)
    # Both seats were rated: the player against the bot's strength, the bot against her.
    mine = pat.locator('#rating-changes li[data-seat="0"]')
    expect(mine).to_contain_text(re.compile(r"Pat: rating 1500 → \d+ \([+-]\d+\)"), timeout=10_000)
    expect(pat.locator('#rating-changes li[data-seat="1"]')).to_contain_text("rating 1500 →")
    after = int(re.findall(r"→ (\d+)", mine.inner_text())[0])
    shot(pat, "rating")

    pat.click("#my-games-link")
    expect(pat.locator("#my-ratings")).to_contain_text("Velosíl·laB")
    expect(pat.locator("#my-ratings")).to_contain_text(f"{after} ±")
    row = pat.locator(f'#my-games li[data-table="{made["table"]["id"]}"]')
    expect(row).to_contain_text("with Bot 2 (easy)")
    expect(row.locator(".rating-change")).to_contain_text(f"1500 → {after}")
    row.get_by_role("link", name="Replay", exact=True).click()
    # The replay writes the step it shows into the address (#step=0) once it has drawn it.
    expect(pat).to_have_url(re.compile(f"/replay/{made['table']['id']}(#step=\\d+)?$"))

    # Back at the table: one click, and the same seats play again with a new deal.
    pat.goto(server_url + made["link"])
    pat.click("#rematch-btn")
    expect(pat).not_to_have_url(re.compile(made["table"]["id"]), timeout=10_000)
    expect(pat.locator("#velo-hand .place-btn").first).to_be_visible(timeout=20_000)
    msg = pat.evaluate("() => window.__logomachy.screen.msg.table")
    assert msg["status"] == "playing" and msg["id"] != made["table"]["id"]
    assert [(s["name"], s["strength"]) for s in msg["seats"]] == [
        ("Pat", ""),
        ("Bot 2 (easy)", "easy"),
    ]
    assert msg["options"]["rounds"] == 1

    # The guest keeps it all as an account: a refused password says why, then a good one.
    pat.click("#account-link")
    pat.fill("#register-name", "Pat")
    pat.fill("#register-password", "short")
    pat.click("#register-form button[type=submit]")
    expect(pat.locator("#register-error")).to_contain_text("at least 8 characters")
    pat.fill("#register-password", "a long passphrase")
    pat.click("#register-form button[type=submit]")
    expect(pat.locator("#account-link")).to_have_text("Pat", timeout=10_000)
    pat.click("#my-games-link")
    expect(pat.locator("main")).to_contain_text("Signed in as Pat")
    expect(pat.locator("#my-games li")).to_have_count(2)  # the game and its rematch
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(240)
def test_two_people_chat_mute_and_rematch_while_a_spectator_watches(
    browser: Browser, server_url: str
) -> None:
    errors: list[str] = []
    ada = new_page(browser, server_url, errors)
    made = open_table(ada, [{"kind": "human"}, {"kind": "human"}], name="Ada")
    tid = made["table"]["id"]
    bea = new_page(browser, server_url, errors)
    bea.goto(server_url + made["invites"]["1"])
    bea.fill("#claim-name", HOSTILE)
    bea.get_by_role("button", name="Take the seat").click()
    watcher = new_page(browser, server_url, errors)
    watcher.goto(f"{server_url}/t/{tid}")
    for page in (ada, bea, watcher):
        expect(page.locator(".wood .cell")).to_have_count(135, timeout=40_000)

    # Bea says a hostile line and a quick phrase: every page shows them as typed.
    bea.fill("#chat-input", HOSTILE)
    bea.press("#chat-input", "Enter")
    expect(bea.locator("#chat-input")).to_have_value("")
    bea.click('#chat .phrase[data-phrase="good_luck"]')
    for page in (ada, watcher):
        lines = page.locator("#chat-lines li")
        expect(lines).to_have_count(2, timeout=10_000)
        expect(lines.nth(0)).to_have_text(f"{HOSTILE}: {HOSTILE}")
        expect(lines.nth(1)).to_have_text(f"{HOSTILE}: Good luck!")
        assert page.locator("#chat img, .seats img").count() == 0
    expect(watcher.locator("#chat-input")).to_be_hidden()  # spectators read
    expect(watcher.locator("#chat")).to_contain_text("Spectators read the chat")
    ada.fill("#chat-input", "hola")
    ada.press("#chat-input", "Enter")
    expect(bea.locator("#chat-lines li")).to_have_count(3, timeout=10_000)

    # Ada mutes Bea: Bea's lines are hidden on Ada's page only, and stay so after a reload.
    ada.get_by_role("button", name=f"Mute {HOSTILE}").click()
    expect(ada.locator("#chat-lines li[data-seat='1']")).to_have_count(0)
    expect(ada.locator("#chat-lines")).to_contain_text("2 message(s) from muted players hidden")
    expect(watcher.locator("#chat-lines li[data-seat='1']")).to_have_count(2)
    ada.reload()
    expect(ada.locator("#chat-lines li[data-seat='0']")).to_have_text("Ada: hola", timeout=20_000)
    expect(ada.locator("#chat-lines li[data-seat='1']")).to_have_count(0)
    expect(ada.get_by_role("button", name=f"Unmute {HOSTILE}")).to_have_attribute(
        "aria-pressed", "true"
    )
    shot(ada, "chat")

    # Ada races across; she opens the rematch, Bea follows, the spectator may only watch it.
    race_across(ada)
    ada.click("#rematch-btn")
    expect(ada).not_to_have_url(re.compile(tid), timeout=10_000)
    new_id = ada.evaluate("() => location.pathname.split('/')[2]")
    expect(bea.locator("#rematch-btn")).to_have_text("Join the rematch", timeout=10_000)
    expect(watcher.locator("#watch-rematch")).to_have_attribute("href", f"/t/{new_id}")
    assert watcher.locator("#rematch-btn").count() == 0
    bea.click("#rematch-btn")
    expect(bea).to_have_url(re.compile(f"/t/{new_id}"), timeout=10_000)
    for page in (ada, bea):
        expect(page.locator("#velo-hand .place-btn").first).to_be_visible(timeout=20_000)
    table = bea.evaluate("() => window.__logomachy.screen.msg.table")
    assert [s["name"] for s in table["seats"]] == ["Ada", HOSTILE]
    assert table["status"] == "playing" and table["private"]
    expect(bea.locator("#chat-lines li")).to_have_count(0)  # a new table, a new chat
    shot(bea, "rematch")
    assert errors == []
