"""Every poetic device on the rulebook's own pairs, and on pairs where it must not hold."""

from __future__ import annotations

import pytest

from logomachy.games.el_soneto.devices import (
    Word,
    alliteration,
    anaphora,
    concatenation,
    find_devices,
    retruecano,
    semantic,
)
from tests.games.el_soneto.fake import FakeReferee, syllabify

REF = FakeReferee()


def w(word: str, category: str = "noun") -> Word:
    return Word(word, category, syllabify(word))


def test_alliteration_asestar_salsera() -> None:
    assert alliteration("salsera", "asestar")  # S twice in both
    assert not alliteration("salsera", "petardo")  # no consonant repeated in PETARDO
    assert not alliteration("reloj", "asestar")  # RELOJ repeats nothing


def test_anaphora_pelaje_petardo() -> None:
    assert anaphora(syllabify("petardo"), syllabify("pelaje"))  # pe-
    assert anaphora(syllabify("arrogante"), syllabify("azuzar"))  # a- (the worked turn)
    assert not anaphora(syllabify("patoso"), syllabify("pelaje"))  # pa- vs pe-


def test_concatenation_patoso_soflama() -> None:
    assert concatenation(syllabify("soflama"), syllabify("patoso"))  # -so → so-
    assert not concatenation(syllabify("patoso"), syllabify("soflama"))  # pa- vs -ma


def test_retruecano_artilleria_reloj() -> None:
    assert retruecano("reloj", "artillería")  # LER → REL, accents folded
    assert not retruecano("reloj", "petardo")
    # Reading: a palindromic trio reversed is the same trio, not a reversal.
    assert not retruecano("ala", "bala")


@pytest.mark.parametrize(
    ("device", "new", "old", "expected"),
    [
        ("synonym", w("precioso", "adjective"), w("hermoso", "adjective"), "found"),
        ("antonym", w("pequeño", "adjective"), w("grande", "adjective"), "found"),
        ("synecdoche", w("acero"), w("espada"), "found"),
        ("epithet", w("ardiente", "adjective"), w("fuego"), "claim"),
        ("oxymoron", w("frío", "adjective"), w("fuego"), "claim"),
        ("pleonasm", w("lágrima"), w("llorar", "verb"), "claim"),
    ],
)
def test_semantic_devices_on_the_rulebook_pairs(
    device: str, new: Word, old: Word, expected: str
) -> None:
    finding = semantic(device, new, old, REF)
    assert (finding.found, finding.claimable) == (expected == "found", expected == "claim")


def test_known_words_without_the_relation_are_refused_with_a_reason() -> None:
    finding = semantic("synonym", w("grande", "adjective"), w("pequeño", "adjective"), REF)
    assert not finding.found and not finding.claimable
    assert "does not give grande as a synonym of pequeño" in finding.reason


def test_unknown_relations_go_to_the_vote() -> None:
    finding = semantic("antonym", w("lento", "adjective"), w("veloz", "adjective"), REF)
    assert finding.claimable and not finding.found


def test_epithet_and_oxymoron_need_an_adjective_for_a_noun() -> None:
    finding = semantic("epithet", w("fuego"), w("ardiente", "adjective"), REF)
    assert not finding.claimable and "needs a new adjective and an existing noun" in finding.reason
    assert not semantic("oxymoron", w("frío", "noun"), w("fuego"), REF).claimable


def test_find_devices_gives_one_word_per_device_and_the_claimable_rest() -> None:
    existing = [w("petulante", "adjective"), w("azuzar", "verb")]
    devices = ("synonym", "anaphora", "antonym", "concatenation")
    found, claimable = find_devices(devices, w("arrogante", "adjective"), existing, REF)
    assert found == {"synonym": "petulante", "anaphora": "azuzar"}
    assert claimable == {"antonym": ["azuzar"]}  # PETULANTE is known, AZUZAR is not
