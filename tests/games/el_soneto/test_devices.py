"""Every poetic device on the rulebook's own pairs, and on pairs where it must not hold."""

from __future__ import annotations

import pytest

from logomachy.games.el_soneto.devices import (
    Word,
    alliteration,
    anaphora,
    call,
    concatenation,
    find_devices,
    retruecano,
    semantic,
)
from logomachy.games.el_soneto.referee import Relations
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


def test_a_thesaurus_silence_goes_to_the_vote() -> None:
    """SINÓNIMO: "they must create a word with a meaning analogous to that of another already
    created" — the table judges meaning; a thesaurus that knows both words (CASA, FUEGO) but
    lists no link between them has not said "no"."""
    assert REF.relations("casa", "fuego").verdict("synonym") == "no"  # looked up, not listed
    finding = semantic("synonym", w("casa"), w("fuego"), REF)
    assert finding.claimable and not finding.found and not finding.reason
    assert semantic("antonym", w("casa"), w("fuego"), REF).claimable


def test_a_contrary_listing_refuses_the_claim_with_its_reason() -> None:
    """ANTÓNIMO "expresses an opposite or contrary idea", SINÓNIMO "the same or a very similar
    meaning": a pair the dictionary lists as opposites is no synonym, and the reverse."""
    finding = semantic("synonym", w("grande", "adjective"), w("pequeño", "adjective"), REF)
    assert not finding.found and not finding.claimable
    assert finding.reason == "the dictionary lists grande and pequeño as antonyms, not synonyms"
    finding = semantic("antonym", w("precioso", "adjective"), w("hermoso", "adjective"), REF)
    assert not finding.found and not finding.claimable
    assert finding.reason == "the dictionary lists precioso and hermoso as synonyms, not antonyms"


@pytest.mark.parametrize(
    ("holds", "unknown", "kind", "expected"),
    [
        ({"synonym"}, set(), "synonym", "yes"),
        ({"antonym"}, set(), "synonym", "no"),
        ({"synonym", "antonym"}, set(), "synonym", "yes"),  # a listing of the claim wins
        (set(), set(), "synonym", "vote"),  # looked up, nothing listed: silence
        (set(), {"synonym"}, "synonym", "vote"),  # no source covers the words
        ({"hypernym"}, set(), "antonym", "vote"),  # a kind/genus listing says nothing of this
        ({"synonym"}, set(), "antonym", "no"),
    ],
)
def test_the_referee_calls_yes_vote_or_no_on_contrary_evidence_only(
    holds: set[str], unknown: set[str], kind: str, expected: str
) -> None:
    assert call(kind, Relations(frozenset(holds), frozenset(unknown))) == expected


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
