"""The lists, cover, containing and syllists families speak the reader's language: their
refusals name rule ids the catalogue translates, and what their views say in words (a
read-out's notes, the referee's doubt on a voted word) are codes the screens say from the
catalogue (`lists.note.<code>`, `lists.doubt.<code>`)."""

from __future__ import annotations

import importlib

import pytest

from logomachy.games.verbalia.lists.engine import NOTE_CODES
from logomachy.i18n import say
from logomachy.i18n.catalogue import key_of, messages
from logomachy.kernel import get_game

RULED = {
    "verbalia-buguigrama": "logomachy.games.verbalia.cover.buguigrama",
    "verbalia-cavalcagrama": "logomachy.games.verbalia.cover.cavalcagrama",
    "verbalia-barrinagrama": "logomachy.games.verbalia.containing.barrinagrama",
    "verbalia-envoltagrama": "logomachy.games.verbalia.containing.envoltagrama",
    "verbalia-ruscosillab": "logomachy.games.verbalia.syllists.ruscosillab",
    "verbalia-vermisillab": "logomachy.games.verbalia.syllists.vermisillab",
}


@pytest.mark.parametrize("game_id", sorted(RULED))
def test_the_rule_a_game_names_is_its_modules_constant_and_translated(game_id: str) -> None:
    game = get_game(game_id)
    rule = getattr(game, "rules", None) or game.rule  # type: ignore[attr-defined]
    assert rule == importlib.import_module(RULED[game_id]).RULES
    for lang in ("es", "ca"):
        assert key_of(rule, "rule") in messages(lang), (lang, rule)


@pytest.mark.parametrize("lang", ["en", "es", "ca"])
def test_every_note_and_doubt_code_has_its_words(lang: str) -> None:
    keys = [f"lists.note.{code}" for code in NOTE_CODES.values()]
    keys += [f"lists.doubt.{c}" for c in ("citation", "noun", "verb", "adjective")]
    for key in keys:
        assert key in messages(lang), (lang, key)
    assert "CASA" in say(lang, "lists.doubt.noun", {"word": "CASA"})


def test_a_read_out_note_is_sent_as_codes_too() -> None:
    from logomachy.games.verbalia.lists.engine import NotedEntry, _entry_view

    shown = _entry_view(NotedEntry("CASA", 3, False, "only one writer +1, all the good letters +2"))
    assert shown["notes"] == ["one-writer", "all-good"]
