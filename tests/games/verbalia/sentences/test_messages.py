"""The sentence games in the reader's language: every mistake's code has its words in each
game's log (`event.<game>.value.<code>`), and a mistake's reason, sent to the screen as a
message id with parameters, is said in Spanish and Catalan without an English word."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from logomachy.games.verbalia.sentences import abocagrama, babalagrama, spoken, syllable_chains
from logomachy.games.verbalia.sentences.babalagrama import GAME as BABALA
from logomachy.games.verbalia.sentences.enfilasillab import GAME as ENFILA
from logomachy.games.verbalia.sentences.spoken import Say
from logomachy.games.verbalia.sentences.syllable_chains import Say as SayChain
from logomachy.i18n import LANGS, event_text, say
from logomachy.i18n.catalogue import messages

CODE = re.compile(r'Mistake\(\s*"([a-z-]+)"|"(not-in-dictionary|too-long)"')


def codes(*modules: object) -> set[str]:
    found: set[str] = set()
    for module in modules:
        text = Path(str(getattr(module, "__file__", ""))).read_text("utf-8")
        found |= {a or b for a, b in CODE.findall(text)}
    return found


GAMES = {
    "verbalia-abocagrama": codes(spoken, abocagrama),
    "verbalia-babalagrama": codes(spoken, babalagrama),
    "verbalia-enfilasillab": codes(syllable_chains),
    "verbalia-malasillab": codes(syllable_chains),
}


def test_the_codes_are_found() -> None:
    assert {"not-kept", "wrong-initial", "not-in-dictionary", "too-long"} <= GAMES[
        "verbalia-babalagrama"
    ]
    assert {"wrong-syllable", "said-before", "too-few"} <= GAMES["verbalia-enfilasillab"]
    assert GAMES["verbalia-abocagrama"] == {"gave-up", "time", "rejected"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_mistake_code_has_its_words_in_the_log(game: str, lang: str) -> None:
    missing = [c for c in GAMES[game] if f"event.{game}.value.{c}" not in messages(lang)]
    assert missing == []


@pytest.mark.parametrize("lang", ["es", "ca"])
def test_a_mistake_and_its_line_read_in_the_readers_language(lang: str) -> None:
    state = BABALA.setup(2, {}, seed=1)
    state = BABALA.apply(state, state.turn, Say("xyzzq"))
    last = state.last
    assert last is not None and last["why"] == "not-in-dictionary"
    reason = say(lang, last["message"], last["params"], strict=True)
    assert "XYZZQ" in reason and "dictionary" not in reason
    line = next(e for e in reversed(state.log) if e.kind == "mistake")
    text = event_text(lang, BABALA.meta.id, line.kind, line.data, ["Ada", "Bob"], strict=True)
    assert "mistake" not in text and "not-in-dictionary" not in text

    chain = ENFILA.setup(2, {}, seed=1)
    chain = ENFILA.apply(chain, 0, SayChain("CA", "casa"))
    chain = ENFILA.apply(chain, 1, SayChain("PER", "casa pera"))
    last = chain.last
    assert last is not None and last["why"] == "wrong-syllable"
    reason = say(lang, last["message"], last["params"], strict=True)
    assert "PERA (PE-RA)" in reason and "begin" not in reason
