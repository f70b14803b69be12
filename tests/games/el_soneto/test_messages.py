"""El Soneto in the reader's language: a refused move, a crossed-out box and a log line each read
in en, es and ca from the catalogue (nothing English left in Spanish or Catalan), as the screen
(web/js/games/el_soneto.js `whyText`) and the log widget say them."""

from __future__ import annotations

import re
from typing import Any

import pytest

from logomachy.games.el_soneto.moves import Pass, Write
from logomachy.games.el_soneto.why import TEMPLATES, Why
from logomachy.i18n import event_text, messages, refusal_text, say
from logomachy.i18n.render import seat_names
from logomachy.kernel import IllegalMove
from tests.games.el_soneto.helpers import new_game, set_hand

GAME = new_game()
VALUE = "event.el-soneto.value."
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def why_text(lang: str, why: Why) -> str:
    """What whyText (el_soneto.js) shows: coded parameters through their value labels."""
    values: dict[str, Any] = dict(why.params)

    def label(code: str) -> str:
        return say(lang, VALUE + code) if VALUE + code in messages("en") else code

    for k, v in why.params.items():
        if isinstance(v, str):
            values[f"{k}_label"] = label(v)
        elif isinstance(v, list):
            values[f"{k}_label"] = ", ".join(label(x) for x in v)
    return say(lang, why.message, values, strict=True)


@pytest.mark.parametrize("code", sorted(TEMPLATES))
def test_every_reason_has_its_words_in_every_language(code: str) -> None:
    template = TEMPLATES[code]
    for lang in ("es", "ca"):
        text = messages(lang)[template]
        assert isinstance(text, str) and text != template, (lang, code)
        assert set(PLACEHOLDER.findall(text)) <= set(PLACEHOLDER.findall(template)), (lang, code)
    for lang in ("en", "es", "ca"):
        assert VALUE + code in messages(lang), (lang, code)  # the log line's short form


def test_a_crossed_out_reason_reads_in_the_viewers_language() -> None:
    why = Why.of(
        "genre",
        word="cantar",
        categories=["verb"],
        genre_name="Elegía",
        admitted=["noun", "adjective"],
    )
    assert why.text == "cantar is a verb; the Elegía admits only noun, adjective"
    assert why_text("en", why) == why.text
    assert (
        why_text("es", why) == "cantar es verbo; el género Elegía solo admite sustantivo, adjetivo"
    )
    assert why_text("ca", why) == (
        "cantar és verb; el gènere Elegía només admet substantiu, adjectiu"
    )
    assert why_text("es", Why.of("not-in-dictionary")) == "no está en el diccionario"
    assert why_text("ca", Why.of("not-in-dictionary")) == "no és al diccionari"


def _table() -> Any:
    state = GAME.setup(2, {}, 1)
    state.genres = ["elegy", "song", "epistle"]
    set_hand(GAME, state, 0, "CASMNTOR")
    set_hand(GAME, state, 1, "MESAOL")
    return state


def test_an_invalid_word_crosses_its_box_and_logs_in_every_language() -> None:
    state = GAME.apply(_table(), 0, Write("CANTAR", ""))
    state = GAME.apply(state, 1, Pass())
    box = state.players[0].poemario[-1]
    assert box.crossed_why is not None and box.crossed == box.crossed_why.text
    view = GAME.view(state, 1)
    assert view["players"][0]["poemario"][-1]["why"]["code"] == "genre"
    invalid = next(e for e in GAME.events(state) if e.kind == "invalid")
    lines = {
        lang: event_text(
            lang, "el-soneto", "invalid", invalid.data, seat_names(lang, 2), strict=True
        )
        for lang in ("en", "es", "ca")
    }
    assert "not valid (a category the genre does not admit)" in lines["en"]
    assert "no es válida (categoría que el género no admite)" in lines["es"]
    assert "no és vàlida (categoria que el gènere no admet)" in lines["ca"]
    # the second box: no word
    assert why_text("es", state.players[1].poemario[-1].crossed_why) == "sin palabra"


def test_refusals_read_in_every_language() -> None:
    state = _table()
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, 0, Write("CASA", "CCA"))
    e = err.value
    said = {
        lang: refusal_text(lang, e.message, e.params, e.rule, strict=True)
        for lang in ("en", "es", "ca")
    }
    assert "CASA has C only once, but 2 cards give it" in said["en"]
    assert "CASA solo tiene una C, pero 2 cartas la dan" in said["es"]
    assert "Crear una palabra" in said["es"]
    assert "CASA només té una C, però 2 cartes la donen" in said["ca"]
    assert "Crear una paraula" in said["ca"]
