"""A person plays El Soneto against two bots: a face-up letter is taken, a word is written with
cards picked by clicking, the evaluation's choices and votes are answered, a refused word shows
its reason, and a turn is passed with the keyboard alone."""

from __future__ import annotations

import json
import re
import time
from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from logomachy.bots.el_soneto import BOTS
from logomachy.games.el_soneto.moves import Take, Write
from logomachy.kernel import Rng, get_game

from .conftest import ARTIFACTS

SEED = 5
# The rulebook's two-minute sand timer: a bot that takes a face-up letter and then writes must
# not wait for it (the server reschedules a bot whose own move changed its view).
OPTIONS = {"timer_seconds": 120, "vote_seconds": 10}


def shot(page: Page, name: str) -> None:
    page.screenshot(path=str(ARTIFACTS / f"el-soneto-{name}.png"), full_page=True)


def view(page: Page) -> dict[str, Any]:
    msg: dict[str, Any] | None = page.evaluate(
        "() => window.__logomachy && window.__logomachy.screen.msg"
    )
    assert msg is not None and msg["view"] is not None
    return msg["view"]  # type: ignore[no-any-return]


def play_along(page: Page, done: Any, seconds: float = 45) -> dict[str, Any]:
    """Answers the evaluation's choices (defaults) and votes (yes) until `done(view)`."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        v = view(page)
        if done(v):
            return v
        you = v["you"]
        try:  # the step may end meanwhile (a vote's timer): then look again
            if you["choices"]:
                page.click("#es-collect", timeout=2000)
            elif v["claim"] and you["seat"] in v["to_act"]:
                page.click(".vote .up", timeout=2000)
        except PlaywrightTimeout:
            pass
        time.sleep(0.1)
    raise AssertionError(f"timed out; the view is {view(page)}")


def words_after_taking() -> dict[int, Write]:
    """What a bot would write for seat 1 at the start of the game after taking the face-up card
    at each position (the other seats' moves do not change seat 1's cards). Worked out before
    the game starts: the sand timer would not wait."""
    game = get_game("el-soneto")
    start = game.setup(3, OPTIONS, SEED)
    moves = {}
    for position in range(1, len(start.face_up) + 1):
        state = game.apply(start, 0, Take(position))
        move = BOTS["easy"]().choose(game, state, 0, Rng.from_seed(SEED, "test"))
        assert isinstance(move, Write), move
        moves[position] = move
    return moves


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(120)
def test_a_person_plays_el_soneto_against_bots(browser: Browser, server_url: str) -> None:
    words = words_after_taking()
    table = httpx.post(
        f"{server_url}/api/tables",
        json={
            "game": "el-soneto",
            "name": "Clara <i>",
            "seed": SEED,
            "options": OPTIONS,
            "seats": [
                {"kind": "human"},
                {"kind": "bot", "strength": "easy"},
                {"kind": "bot", "strength": "easy"},
            ],
        },
    ).json()
    ctx = browser.new_context(viewport={"width": 1100, "height": 900}, locale="en-US")
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server_url + table["link"])
    word_input = page.locator("#es-word")
    expect(word_input).to_be_visible(timeout=10_000)
    expect(page.locator(".es-player.you h3")).to_contain_text("Clara <i>")
    v = view(page)
    assert v["stage"] == "create a word" and v["turn"] == 1 and len(v["you"]["hand"]) == 6

    # Take a face-up letter (the first still there: the bots take letters too).
    for position, card in enumerate(v["face_up"], start=1):
        if card and view(page)["face_up"][position - 1]:
            try:
                page.locator(".es-face-up .tile").nth(position - 1).click(timeout=2000)
            except PlaywrightTimeout:
                continue  # a bot took it first
            deadline = time.monotonic() + 5
            while not view(page)["you"]["took"] and time.monotonic() < deadline:
                time.sleep(0.05)
            if view(page)["you"]["took"]:
                break
    else:
        pytest.fail("no face-up letter could be taken")
    v = view(page)
    assert card["letter"] in [c["letter"] for c in v["you"]["hand"]]
    expect(page.locator(".es-face-up button.tile:not([disabled])")).to_have_count(0)  # one per turn

    # Type the word: the referee's pick of cards shows; clicking a card leaves it out or adds it.
    move = words[position]
    word_input.fill("")
    word_input.press_sequentially(move.word.lower())
    usage = page.locator("#es-usage")
    n = len(move.cards) + len(move.vowels) + len(move.doubled)
    expect(usage).to_contain_text(f"The referee lays down the most cards: {' '.join(move.cards)}")
    expect(page.locator(".es-hand .tile[aria-pressed='true']")).to_have_count(n)
    # A card's name is its content (a spoken line first): "your letter A, ...".
    first = re.compile(f"^your letter {move.cards[0]},")
    page.locator(".es-hand .tile[aria-pressed='true']", has_text=first).first.click()
    expect(usage).to_contain_text(f"Your cards: {' '.join(move.cards[1:])} — {n - 1} cards")
    page.locator(".es-hand .tile[aria-pressed='false']", has_text=first).first.click()
    expect(usage).to_contain_text(f"— {n} cards")
    shot(page, "writing")
    word_input.press("Enter")
    laid = play_along(page, lambda v: v["you"]["word"] or v["players"][0]["poemario"])
    if laid["you"]["word"]:
        assert laid["you"]["word"]["word"] == move.word.upper()

    # Everyone's words are revealed and evaluated; the first box of the poemario is filled.
    v = play_along(page, lambda v: v["turn"] == 2, seconds=50)
    box = v["players"][0]["poemario"][0]
    assert box["turn"] == 1 and box["word"] == move.word.upper(), box
    expect(page.locator(".es-player.you .poemario li").first).to_contain_text(box["word"])
    assert page.locator("#es-outcomes li").count() >= 1
    shot(page, "evaluated")

    # Turn 2: a refused word says which rule it breaks; then make no word, by keyboard alone.
    word_input.fill("R2D2")
    word_input.press("Enter")
    expect(page.locator("#toast")).to_contain_text("letters only")
    shot(page, "refused")
    page.locator("#es-pass").focus()
    page.keyboard.press("Enter")
    v = play_along(page, lambda v: v["turn"] == 3, seconds=60)
    assert v["players"][0]["poemario"][1]["crossed"] == "no word"
    expect(page.locator(".es-player.you .poemario li").nth(1)).to_contain_text("crossed out")

    # The same screen on a phone, in Catalan: every string has a translation.
    page.set_viewport_size({"width": 390, "height": 844})
    page.select_option("#lang", "ca")
    expect(page.locator("#es-face-up-h")).to_have_text("Lletres cap per amunt")
    text = page.locator("main").inner_text()
    assert not re.search(r"\bes\.[a-z_.]+", text), text
    shot(page, "phone-ca")
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
def test_the_screen_previews_the_cards_the_referee_lays_down(
    browser: Browser, server_url: str
) -> None:
    """With no card picked, the screen shows the cards `best_usage` commits (letters folded as
    `card_letters` folds them), so the preview is what the referee will lay down."""
    import random

    from logomachy.games.el_soneto.cards import best_usage
    from logomachy.lexicon.letters import card_letters

    game = get_game("el-soneto")
    ed = game.edition
    rng = random.Random(3)
    words = ["agotar", "arrogante", "niño", "pingüino", "canción", "acción", "árbol", "ahorrar",
             "lluvia", "cigüeña", "mermelada", "espectacular", "pez", "oso", "arrabal"]  # fmt: skip
    letters = [c.id for c in ed.letters]
    vowels = "AEIOU*"
    cases = []
    for _ in range(300):
        hand_ids = rng.sample(letters, rng.randint(4, 9))
        hand = [{"letter": ed.letter(c).letter, "deck": ed.letter(c).deck} for c in hand_ids]
        lits = [
            {"literato": "Cervantes", "vowel": rng.choice(vowels)} for _ in range(rng.randint(0, 3))
        ]
        word = rng.choice(words)
        use = best_usage(
            word,
            [(i, c["letter"], ed.letter(hand_ids[i]).seals) for i, c in enumerate(hand)],
            [(i, c["vowel"]) for i, c in enumerate(lits) if c["vowel"] != "*"],
            [i for i, c in enumerate(lits) if c["vowel"] == "*"],
        )
        cases.append({
            "word": word, "hand": hand, "lits": lits, "letters": card_letters(word, "es"),
            "cards": sorted(hand[i]["letter"] for i in use.cards),
            "vowels": sorted(lits[i]["vowel"] for i in use.literatos),
            "doubled": list(use.doubled),
        })  # fmt: skip
    page = browser.new_page()
    page.goto(server_url + "/")
    got = page.evaluate(
        """async (cases) => {
          const m = await import("/static/js/games/el_soneto.js");
          return cases.map((c) => {
            const u = m.bestUsage(c.word, c.hand, c.lits);
            return {
              letters: m.cardLetters(c.word),
              cards: u.cards.map((i) => c.hand[i].letter).sort(),
              vowels: u.lits.map((i) => c.lits[i].vowel).sort(),
              doubled: [...u.lopes.values()],
            };
          });
        }""",
        cases,
    )
    for case, answer in zip(cases, got, strict=True):
        want = {k: case[k] for k in ("letters", "cards", "vowels", "doubled")}
        assert answer == want, case


@pytest.mark.browser
@pytest.mark.slow
def test_the_evaluation_choices_and_a_claim_vote_become_moves(
    browser: Browser, server_url: str
) -> None:
    """The creator's choices (a draw, a valedor, a claimed device) and a vote on a claim, on
    views shaped like the game's, send the moves the game reads."""
    from logomachy.games.el_soneto.moves import Collect, Vote

    game = get_game("el-soneto")
    state = game.setup(3, OPTIONS, SEED)
    base = game.view(state, 0)
    valedor = base["corral"][0]
    collect = json.loads(json.dumps(base))
    collect["stage"] = "evaluate a word"
    collect["evaluating"] = 0
    collect["to_act"] = [0]
    collect["players"][0]["poemario"] = [
        {"turn": 1, "word": "ARROGANTE", "category": "adjective", "cards": 6, "points": 15,
         "seals": 2, "crossed": "", "devices": {}, "refused": {}, "rhyme": "", "steps": 0,
         "valedor": 0, "draws": []}
    ]  # fmt: skip
    collect["you"]["choices"] = {
        "draws": 1,
        "valedores": [valedor],
        "claimable": {"synonym": ["PETULANTE", "ALTIVO"]},
    }
    vote = json.loads(json.dumps(base))
    vote["stage"] = "vote on a claim"
    vote["evaluating"] = 1
    vote["to_act"] = [0, 2]
    vote["claim"] = {"seat": 1, "device": "synonym", "other": "PETULANTE",
                     "text": "ARROGANTE and PETULANTE form a sinónimo", "voted": [],
                     "your_vote": None}  # fmt: skip
    page = browser.new_page()
    page.goto(server_url + "/")
    # Let the lobby finish rendering first: it fills <main> asynchronously and would replace
    # the screen mounted below (a race seen under load).
    expect(page.locator("#player-name")).to_be_visible()
    page.evaluate(
        """async ([collect, vote]) => {
          const m = await import("/static/js/games/el_soneto.js");
          window.sent = [];
          const box = document.createElement("div");
          document.querySelector("main").replaceChildren(box);
          const ctx = { send: async (move) => { window.sent.push(move); return { type: "ack" }; },
                        names: () => ["Clara", "Ignacio", "Jimena <b>"] };
          window.screen_ = m.mount(box, ctx);
          window.screen_.update({ view: collect, events: [] });
          window.nextView = vote;
        }""",
        [collect, vote],
    )
    expect(page.locator("#es-collect")).to_be_visible()
    page.select_option("#es-draw-0", "silver")
    page.select_option("#es-claim-synonym", "PETULANTE")
    page.get_by_label(re.compile(valedor["name"])).check()
    page.click("#es-collect")
    page.evaluate("() => window.screen_.update({ view: window.nextView, events: [] })")
    expect(page.locator("#es-claim")).to_contain_text("Ignacio claims a synonym with PETULANTE")
    page.get_by_role("button", name="It holds").click()
    sent = page.evaluate("() => window.sent")
    assert sent == [
        {"verb": "collect", "draws": ["silver"], "valedor": valedor["id"],
         "claims": ["synonym:PETULANTE"]},
        {"verb": "vote", "accept": True},
    ]  # fmt: skip
    assert game.move_from_json(sent[0]) == Collect(
        ("silver",), valedor["id"], ("synonym:PETULANTE",)
    )
    assert game.move_from_json(sent[1]) == Vote(accept=True)
