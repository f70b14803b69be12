"""The platform around the game, in the browser: "your turn" in a background tab's title (and
the chime, once turned on), the rules dialog at the table and in the lobby, a refusal's
message gone once the next move is accepted (and covering no button), the seat key out of the
address bar with the invite link as the one to share, the lobby's "return to your seat", a
kept key that no longer opens a seat, and the lobby's filters folded on a phone. One
LlaVograma against a bot carries the table's part."""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from .conftest import ARTIFACTS

# Hides or shows the tab as switching tabs would (Chromium in a test never loses sight of it).
VISIBILITY = """(hidden) => {
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
  Object.defineProperty(document, "visibilityState", { configurable: true,
    get: () => (hidden ? "hidden" : "visible") });
  document.dispatchEvent(new Event("visibilitychange"));
}"""
# Any visible button the message's box overlaps (none, where it is a line of the table's head).
COVERED = """() => {
  const r = document.getElementById("toast").getBoundingClientRect();
  return [...document.querySelectorAll("button, a.button, input, select")].filter((b) => {
    const o = b.getBoundingClientRect();
    return o.width && o.height && o.left < r.right && r.left < o.right
      && o.top < r.bottom && r.top < o.bottom;
  }).map((b) => b.outerHTML.slice(0, 80));
}"""


def shot(page: Page, name: str, full_page: bool = True) -> None:
    page.screenshot(path=str(ARTIFACTS / f"table-{name}.png"), full_page=full_page)


def open_table(server_url: str, game: str, seats: list[dict[str, Any]], **extra: Any) -> Any:
    return httpx.post(
        f"{server_url}/api/tables",
        json={"game": game, "name": "Pat", "seed": 3, "seats": seats, **extra},
    ).json()


def message(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] = page.evaluate("() => window.__logomachy.screen.msg")
    return msg


def wait_for_my_turn(page: Page) -> None:
    page.wait_for_function(
        "() => { const m = window.__logomachy.screen.msg; return m.to_act.includes(m.you); }",
        timeout=30_000,  # the bot's move, on a loaded machine
    )


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(240)
def test_turn_alert_toast_rules_and_the_key_out_of_the_address(
    browser: Browser, server_url: str
) -> None:
    made = open_table(
        server_url,
        "verbalia-llavograma",
        [{"kind": "human"}, {"kind": "bot", "strength": "medium"}],
        options={"turn_seconds": 60},
    )
    table_id = made["table"]["id"]
    ctx = browser.new_context(viewport={"width": 1100, "height": 1000}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + made["link"])
    expect(page.locator("#llavo-syllables .tile").first).to_be_visible(timeout=15_000)
    # The key is kept in this browser: the address bar holds the spectators' link only.
    assert page.url == f"{server_url}/t/{table_id}"
    expect(page).to_have_title("Verbàlia: LlaVograma — logomachy")  # visible: no alert

    # A refused word: the message says why, in the table's head, over no button.
    page.click('#chain-pool .tile[data-tile="S"]')
    page.fill("#chain-input", "CASA")
    page.click("#form-btn")
    toast = page.locator(".table-head #toast.error")
    expect(toast).to_contain_text("syllable", timeout=60_000)  # the first check loads words
    assert page.evaluate(COVERED) == []
    shot(page, "refused")

    # The tab goes to the background; the next move is accepted and the message goes at once.
    page.evaluate(VISIBILITY, True)
    page.click('#llavo-syllables .tile[data-syllable="CA"]')
    if page.locator('#chain-pool .tile[data-tile="S"][aria-pressed="true"]').count() == 0:
        page.click('#chain-pool .tile[data-tile="S"]')
    page.fill("#chain-input", "CASA")
    page.click("#form-btn")
    expect(page.locator("#chain-list")).to_contain_text("CASA", timeout=10_000)
    expect(page.locator("#toast")).not_to_have_class(re.compile("show"))
    expect(page.locator("#toast")).to_have_text("")

    # The bot plays; the turn comes back while the tab is hidden: its title says so, until
    # the tab is seen again.
    wait_for_my_turn(page)
    expect(page).to_have_title("● Your turn — Verbàlia: LlaVograma")
    page.evaluate(VISIBILITY, False)
    expect(page).to_have_title("Verbàlia: LlaVograma — logomachy")

    # The chime is off until turned on (and remembered); then the next turn in the
    # background plays it.
    sound = page.locator("#turn-sound")
    expect(sound).to_have_attribute("aria-pressed", "false")
    sound.click()
    expect(sound).to_have_attribute("aria-pressed", "true")
    assert page.evaluate("() => localStorage.getItem('turn-sound')") == "on"
    page.evaluate(VISIBILITY, True)
    page.click("#pass-btn")
    page.wait_for_function(
        "() => { const m = window.__logomachy.screen.msg; return !m.to_act.includes(m.you); }"
    )
    wait_for_my_turn(page)
    expect(page).to_have_title("● Your turn — Verbàlia: LlaVograma")
    assert page.evaluate("() => window.__logomachy.alert.sounds") == 1
    page.evaluate(VISIBILITY, False)

    # The rules: how to play on this screen, and the game's section of the rulebook.
    page.get_by_role("button", name="Rules").click()
    dialog = page.get_by_role("dialog", name="Rules of LlaVograma")
    expect(dialog).to_be_visible()
    expect(dialog.locator(".howto")).to_contain_text("Form the word")
    expect(dialog.locator(".rulebook-text h4")).to_have_text("LlaVograma")
    expect(dialog.locator(".rulebook-text")).to_contain_text("Players: ")
    expect(dialog.locator(".rulebook-text")).not_to_contain_text("Lligosíl·laB")  # the next game
    shot(page, "rules")
    page.keyboard.press("Escape")
    expect(dialog).to_have_count(0)
    expect(page.get_by_role("button", name="Rules")).to_be_focused()

    # A reload finds the seat through the key kept in this browser, not in the address.
    page.reload()
    expect(page.locator("#chain-pool .tile").first).to_be_visible(timeout=10_000)
    assert message(page)["you"] == 0 and page.url == f"{server_url}/t/{table_id}"
    expect(page.locator("#turn-sound")).to_have_attribute("aria-pressed", "true")
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(120)
def test_invite_link_to_share_and_the_lobby_offers_your_seat_back(
    browser: Browser, server_url: str
) -> None:
    waiting = open_table(server_url, "trencadis", [{"kind": "human"}, {"kind": "human"}])
    playing = open_table(
        server_url,
        "verbalia-llavograma",
        [{"kind": "human"}, {"kind": "bot", "strength": "easy"}],
        options={"turn_seconds": 60},
    )
    host = browser.new_context(viewport={"width": 1100, "height": 1000}, locale="en-US")
    page = host.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))

    # The host's waiting room: the invite link is the one to share; the host's own seat link
    # is tucked away and said to be private.
    page.goto(server_url + waiting["link"])
    invite = page.locator("input.invite").first
    expect(invite).to_have_value(re.compile(r"#seat=1&key="))
    assert page.url == f"{server_url}/t/{waiting['table']['id']}"
    expect(page.locator(".share-note")).to_contain_text("the address bar only lets people watch")
    own = page.locator("details.own-link")
    own.locator("summary").click()
    expect(own.locator("input")).to_have_value(server_url + waiting["link"])
    expect(own).to_contain_text("whoever opens it plays as you")
    shot(page, "waiting-room")
    page.goto(server_url + playing["link"])
    expect(page.locator("#llavo-syllables .tile").first).to_be_visible(timeout=15_000)

    # The lobby offers both tables back to their seat, in this browser only.
    page.goto(server_url + "/")
    for made in (waiting, playing):
        row = page.locator(f'[data-table="{made["table"]["id"]}"]')
        expect(row.get_by_role("link", name="Return to your seat")).to_be_visible()
        expect(row.get_by_role("link", name="Watch")).to_have_count(0)
        expect(row.get_by_role("button", name="Join")).to_have_count(0)
    page.locator(f'[data-table="{playing["table"]["id"]}"]').get_by_role(
        "link", name="Return to your seat"
    ).click()
    expect(page.locator("#chain-pool .tile").first).to_be_visible(timeout=10_000)
    assert message(page)["you"] == 0

    # On a phone, in another browser: the same tables are to join or watch, the 44 tag chips
    # fold behind "Filters", nothing is wider than the screen, and a game's rules open.
    phone = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-US")
    other = phone.new_page()
    other.on("pageerror", lambda e: errors.append(str(e)))
    other.goto(server_url + "/")
    row = other.locator(f'[data-table="{playing["table"]["id"]}"]')
    expect(row.get_by_role("link", name="Watch")).to_be_visible()
    expect(
        other.locator(f'[data-table="{waiting["table"]["id"]}"]').get_by_role("button", name="Join")
    ).to_be_visible()
    chips = other.locator(".filters .chip")
    expect(chips.first).to_be_hidden()
    assert other.evaluate("() => document.documentElement.scrollWidth") <= 390
    other.get_by_text("Filters", exact=True).click()
    expect(chips.first).to_be_visible()
    assert other.evaluate("() => document.documentElement.scrollWidth") <= 390
    shot(other, "lobby-phone", full_page=False)  # the lobby is long: what a phone shows
    other.locator('[data-game="trencadis"]').get_by_role("button", name="Rules").click()
    dialog = other.get_by_role("dialog", name="Rules of Trencadís")
    expect(dialog.locator(".rulebook-text")).to_contain_text("Card-Claiming Phase")
    assert other.evaluate("() => document.getElementById('rules').scrollWidth") <= 390
    other.get_by_role("button", name="Close").click()
    expect(dialog).to_have_count(0)

    # A kept key that no longer opens a seat (given to someone else): forgotten, and the
    # table is watched rather than a dead page.
    playing_id = playing["table"]["id"]
    other.evaluate("(id) => localStorage.setItem(`seat:${id}`, 'not-a-key')", playing_id)
    other.goto(f"{server_url}/t/{playing_id}")
    expect(other.locator("#toast")).to_contain_text("you are watching")
    other.wait_for_function("() => window.__logomachy.screen.msg?.you === null")
    assert other.evaluate("(id) => localStorage.getItem(`seat:${id}`)", playing_id) is None
    assert errors == []
