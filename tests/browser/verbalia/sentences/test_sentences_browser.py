"""A person plays Verbàlia's sentence games against bots in the browser.

Brodagrama: a refused sentence with the referee's reason, a sentence handed in on the drawn
letters, the anonymous read-out (one's own sentence cannot be clicked), 3-2-1 points awarded
by clicking, then the authors, points and the scores."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from playwright.sync_api import Browser, Page, expect

from logomachy.bots.verbalia.sentences.engine import STYLES, Maker
from logomachy.kernel import Rng

from ...conftest import ARTIFACTS

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


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_abocagrama_against_bots_to_the_end(
    browser: Browser, server_url: str
) -> None:
    """ABocagrama: a refused sentence with its reason, a sentence said and judged by the
    bots, a bot's sentence judged by the person, giving up three times (eliminated), and the
    bots play on until the last one left."""
    page, errors = open_table(
        browser,
        server_url,
        "verbalia-abocagrama",
        {"say_seconds": 120, "vote_seconds": 120},
        bots=2,
        locale="ca-ES",
    )
    expect(page.locator("#sentence-tiles .tile")).to_have_count(5, timeout=10_000)
    expect(page.locator("#stage")).to_contain_text("Et toca")  # the Catalan interface
    letters = view(page)["letters"]
    page.fill("#sentence-input", "xyzzq")
    page.click("#say-btn")
    expect(page.locator("#toast")).to_contain_text("XYZZQ no és al diccionari")  # in Catalan
    sentence = None
    seed = 0
    while not sentence:
        sentence = Maker(STYLES["hard"]).sentence(letters, Rng(seed))
        seed += 1
    page.fill("#sentence-input", sentence)
    page.click("#say-btn")
    expect(page.locator("#last-verdict")).to_contain_text(sentence, timeout=15_000)
    shot(page, "abocagrama-judged")

    # Then: vote on the bots' sentences, give up on one's own turns (three markers: out).
    voted = gave_up = 0
    for _ in range(600):
        v = view(page)
        if v["result"] is not None or 0 in v["eliminated"]:
            break
        if not v["you"]["to_act"]:
            page.wait_for_timeout(100)
            continue
        key = v["timer"]["key"]
        try:
            if v["stage"] == "vote":
                expect(page.locator("#said")).to_contain_text(v["said"])
                page.click("#vote-yes", timeout=2000)
                voted += 1
            else:
                page.click("#giveup-btn", timeout=2000)
                gave_up += 1
        except Exception:  # the view moved on between reading it and clicking
            pass
        page.wait_for_function(
            "(k) => { const m = window.__logomachy.screen.msg;"
            " return !m.view.timer || m.view.timer.key !== k || !m.view.you.to_act; }",
            arg=key,
            timeout=10_000,
        )
    v = view(page)
    assert 0 in v["eliminated"] and gave_up >= 2
    expect(page.locator("#sentence-standing")).to_contain_text("eliminat")
    shot(page, "abocagrama-out")
    expect(page.locator("#stage")).to_contain_text("acabat", timeout=120_000)
    v = view(page)
    assert v["result"] is not None and len(v["result"]["winners"]) == 1
    assert v["result"]["scores"][0] == v["eliminated"].index(0)
    assert voted >= 1 or v["last"] is not None
    shot(page, "abocagrama-over")
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_babalagrama_with_two_bags_against_a_bot(
    browser: Browser, server_url: str
) -> None:
    """BaBalagrama (two bags): a letter drawn from the chosen bag, a first word, the bot's
    sentence judged by the person, the whole sentence said again from memory with a new word,
    a mistake (the earlier words not kept) takes an A, and ADÉU complete ends the game."""
    page, errors = open_table(
        browser,
        server_url,
        "verbalia-babalagrama",
        {"two_bags": True, "say_seconds": 300, "vote_seconds": 300},
        bots=1,
    )
    expect(page.locator("#draw-consonant")).to_be_visible(timeout=10_000)
    page.click("#draw-consonant")
    expect(page.locator("#sentence-tiles .tile")).to_have_count(1, timeout=5000)
    maker = Maker(STYLES["hard"])
    heard = ""
    said_by_me = 0
    mistakes_made = False
    for _ in range(400):
        v = view(page)
        if v["result"] is not None:
            break
        if not v["you"]["to_act"]:
            page.wait_for_timeout(100)
            continue
        key = (
            v["timer"]["key"]
            if v["timer"]
            else v["stage"] + str(v["round"]) + str(len(v["letters"]))
        )
        try:
            if v["stage"] == "vote":
                expect(page.locator("#said")).to_contain_text(v["said"])
                heard = v["said"]  # on screen while it is voted on: "heard"
                page.click("#vote-yes", timeout=2000)
            elif v["stage"] == "draw":
                page.click("#draw-consonant", timeout=2000)
            elif said_by_me < 2:
                assert v["sentence"] is None  # from memory
                text = maker.extend(heard if v["words"] else "", v["letters"][-1], Rng(said_by_me))
                assert text
                page.fill("#sentence-input", text)
                page.click("#say-btn", timeout=2000)
                said_by_me += 1
                expect(page.locator("#said")).to_contain_text(text, timeout=5000)
                heard = text
            elif not mistakes_made and v["words"]:
                # Confused: the first word left out.
                words = heard.split()
                page.fill("#sentence-input", " ".join(words[1:]) + " " + words[0])
                page.click("#say-btn", timeout=2000)
                mistakes_made = True
                expect(page.locator("#last-verdict")).to_contain_text("earlier words", timeout=5000)
                expect(page.locator("#sentence-standing")).to_contain_text("A")
                shot(page, "babalagrama-mistake")
            else:
                page.click("#giveup-btn", timeout=2000)
        except AssertionError:
            raise
        except Exception:  # the view moved on between reading it and clicking
            pass
        page.wait_for_function(
            "(k) => { const m = window.__logomachy.screen.msg; const v = m.view;"
            " const now = v.timer ? v.timer.key : v.stage + v.round + v.letters.length;"
            " return now !== k || !v.you.to_act; }",
            arg=key,
            timeout=15_000,
        )
    v = view(page)
    assert v["result"] is not None and said_by_me == 2 and mistakes_made
    assert v["adeu"][0] == "ADEU" and v["result"]["winners"] == [1]
    expect(page.locator("#sentence-standing")).to_contain_text("goodbye")
    shot(page, "babalagrama-over")
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_a_round_of_bananasillab_and_votes_for_their_own(
    browser: Browser, server_url: str
) -> None:
    """Bananasíl·laB: seven syllables, a sentence holding them in order handed in, then 3
    points to one's own sentence (allowed here) and 2 and 1 to others."""
    from logomachy.bots.verbalia.sentences.engine import syllable_vocabulary

    page, errors = open_table(
        browser,
        server_url,
        "verbalia-bananasillab",
        {"write_seconds": 300, "award_seconds": 300, "target": 1},
        bots=3,
        locale="es-ES",
    )
    expect(page.locator("#sentence-tiles .tile")).to_have_count(7, timeout=10_000)
    expect(page.locator("#stage")).to_contain_text("sílabas")  # the Spanish interface
    syllables = view(page)["tiles"]
    maker = Maker(STYLES["hard"], syllable_vocabulary())
    sentence = None
    seed = 0
    while not sentence:
        sentence = maker.sentence(syllables, Rng(seed))
        seed += 1
    page.fill("#sentence-input", sentence)
    page.click("#write-btn")
    expect(page.locator("#papers li")).to_have_count(4, timeout=15_000)
    v = view(page)
    mine = v["you"]["paper"]
    expect(page.locator(f"#paper-{mine}")).to_be_enabled()  # one's own may get points here
    others = [p["n"] for p in v["papers"] if p["n"] != mine]
    for n in (mine, others[0], others[1]):
        page.click(f"#paper-{n}")
    expect(page.locator(f"#paper-{mine}")).to_contain_text("3 ptos")
    shot(page, "bananasillab-awarding")
    page.click("#award-btn")
    expect(page.locator("#last-papers tr")).to_have_count(4, timeout=15_000)
    v = view(page)
    assert v["result"] is not None
    mine_row = next(p for p in v["last"]["papers"] if p["seat"] == 0)
    assert mine_row["sentence"] == sentence and mine_row["points"] >= 3
    assert errors == []


@pytest.mark.browser
@pytest.mark.slow
@pytest.mark.timeout(300)
def test_a_person_plays_enfilasillab_from_memory_against_a_bot(
    browser: Browser, server_url: str
) -> None:
    """Enfilasíl·laB: a syllable chosen by clicking, the words typed again from memory (the
    screen shows each new word once), a mistake with its reason, ADÉU to the end."""
    from logomachy.bots.verbalia.sentences.engine import syllable_vocabulary

    page, errors = open_table(
        browser,
        server_url,
        "verbalia-enfilasillab",
        {"say_seconds": 300},
        bots=1,
    )
    expect(page.locator("#choices button")).not_to_have_count(0, timeout=10_000)
    vocab = syllable_vocabulary()
    heard: list[str] = []
    said = 0
    mistake = False
    for _ in range(300):
        v = view(page)
        if v["result"] is not None:
            break
        if v["heard"] and (not heard or heard[-1] != v["heard"]) and v["words"] == len(heard) + 1:
            heard.append(v["heard"])  # as heard: shown once
        if not v["you"]["to_act"]:
            page.wait_for_timeout(100)
            continue
        key = v["timer"]["key"]
        if v["words"] == 0:
            heard = []
        if said < 2:
            syllable = next(s for s in ("CA", "MA", "PA", "TA", "SA") if s in v["choices"])
            word = next(w for _, w in vocab.anything[syllable] if w.upper() not in heard)
            page.click(f'#choices button[data-syllable="{syllable}"]')
            expect(page.locator("#say-btn")).to_be_enabled()
            assert v["syllables"] is not None and "words" not in str(v["syllables"])
            page.fill("#words-input", " ".join([*heard, word]))
            page.click("#say-btn")
            said += 1
            heard.append(word.upper())
            expect(page.locator("#sentence-words")).not_to_contain_text(f"{len(heard) - 1} ")
            shot(page, "enfilasillab-said")
        elif not mistake:
            page.click(f'#choices button[data-syllable="{v["choices"][0]}"]')
            page.fill("#words-input", "xyzzq")
            page.click("#say-btn")
            mistake = True
            expect(page.locator("#last-verdict")).to_be_visible(timeout=5000)
        else:
            page.click("#giveup-btn")
        page.wait_for_function(
            "(k) => { const v = window.__logomachy.screen.msg.view;"
            " return !v.timer || v.timer.key !== k; }",
            arg=key,
            timeout=15_000,
        )
    v = view(page)
    assert v["result"] is not None and said == 2 and mistake
    assert v["adeu"][0] == "ADEU" and v["result"]["winners"] == [1]
    shot(page, "enfilasillab-over")
    assert errors == []
