"""The referee on the project's Spanish lexicon: the rulebook's words and refusals, and the
devices decided by spelling and syllables on the rulebook's pairs with real syllables."""

from __future__ import annotations

import pytest

from logomachy.games.el_soneto.devices import Word, find_devices, semantic
from logomachy.games.el_soneto.lexicon_referee import LexiconReferee


@pytest.fixture(scope="module")
def ref() -> LexiconReferee:
    return LexiconReferee()


@pytest.mark.parametrize(
    ("typed", "spelled", "categories"),
    [
        ("ARROGANTE", "arrogante", {"adjective"}),
        ("PETULANTE", "petulante", {"adjective"}),
        ("AZUZAR", "azuzar", {"verb"}),
        ("AGOTAR", "agotar", {"verb"}),
        ("LAGRIMA", "lágrima", {"noun"}),  # typed without the accent the cards lack
        ("ARTILLERIA", "artillería", {"noun"}),
        ("RELOJ", "reloj", {"noun"}),
        ("FUEGO", "fuego", {"noun"}),
        ("ARDIENTE", "ardiente", {"adjective"}),
        ("LLORAR", "llorar", {"verb"}),
    ],
)
def test_rulebook_words_are_playable(
    ref: LexiconReferee, typed: str, spelled: str, categories: set[str]
) -> None:
    assert ref.spelling(typed) == spelled
    assert ref.judge(spelled).categories >= categories


@pytest.mark.parametrize(
    ("word", "reason"),
    [
        ("arrogantes", "a plural of arrogante"),
        ("cantamos", "a conjugated form of cantar: only infinitives are admitted"),
        ("cantando", "a gerund of cantar: only infinitives are admitted"),
        ("madrid", "a proper noun"),
        ("cantarlo", "cantar with a pronoun attached: only the infinitive itself is admitted"),
        ("xqzw", "not in the dictionary"),
    ],
)
def test_refusals_say_why(ref: LexiconReferee, word: str, reason: str) -> None:
    judged = ref.judge(word)
    assert not judged.categories and judged.reason == reason


def test_devices_and_rhyme_on_real_syllables(ref: LexiconReferee) -> None:
    def w(word: str, category: str) -> Word:
        return Word(word, category, ref.syllables(word))

    tables = ("alliteration", "anaphora", "concatenation", "retruecano")
    cases = [
        ("salsera", "asestar", "alliteration"),
        ("petardo", "pelaje", "anaphora"),
        ("soflama", "patoso", "concatenation"),
        ("reloj", "artillería", "retruecano"),
    ]
    for new, old, device in cases:
        found, _ = find_devices(tables, w(new, "noun"), [w(old, "noun")], ref)
        assert device in found, (new, old)
    assert ref.consonant_rhyme("arrogante", "petulante")
    assert not ref.consonant_rhyme("arrogante", "azuzar")
    syn = semantic("synonym", w("precioso", "adjective"), w("hermoso", "adjective"), ref)
    assert syn.found
