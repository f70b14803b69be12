"""Catalan syllables, stress and rhyme keys against hand-checked tables (IEC norms)."""

from __future__ import annotations

import pytest

from logomachy.lexicon.model import BadWord
from logomachy.lexicon.rules import ca

SYLLABLES = [
    ("col·lecció", "col-lec-ci-ó", 3),  # l·l divides; i-ó is a hiatus
    ("però", "pe-rò", 1),  # PER + O does not make PERÒ (rulebook, P)
    ("cimes", "ci-mes", 0),  # nor CIM + ES make CIMES
    ("canya", "ca-nya", 0),  # ny stays together
    ("cavall", "ca-vall", 1),  # ll stays together
    ("terra", "ter-ra", 0),  # rr divides
    ("passa", "pas-sa", 0),  # ss divides
    ("cotxe", "cot-xe", 0),  # tx divides
    ("metge", "met-ge", 0),  # tg divides
    ("caixa", "cai-xa", 0),
    ("faig", "faig", 0),  # -ig after a vowel: one syllable
    ("desig", "de-sig", 1),
    ("quatre", "qua-tre", 0),  # qu + vowel: the u is in the onset
    ("aigua", "ai-gua", 0),
    ("aigües", "ai-gües", 0),
    ("qüestió", "qües-ti-ó", 2),
    ("pingüí", "pin-güí", 1),
    ("guerra", "guer-ra", 0),
    ("cuina", "cui-na", 0),  # falling diphthong ui
    ("noia", "no-ia", 0),  # i between vowels opens the next syllable
    ("duien", "du-ien", 0),
    ("raïm", "ra-ïm", 1),  # ï marks a hiatus, not the stress
    ("veïna", "ve-ï-na", 1),
    ("Lluís", "Llu-ís", 1),
    ("conduir", "con-du-ir", 2),  # infinitive: hiatus without diaeresis
    ("traduint", "tra-du-int", 2),
    ("piano", "pi-a-no", 1),
    ("ciutat", "ciu-tat", 1),
    ("remei", "re-mei", 1),  # final falling diphthong: oxytone
    ("història", "his-tò-ri-a", 1),
    ("iogurt", "io-gurt", 1),
    ("hiena", "hie-na", 0),
    ("beure", "beu-re", 0),
    ("canten", "can-ten", 0),  # -en: paroxytone
    ("menjada", "men-ja-da", 1),
    ("desafinat", "de-sa-fi-nat", 3),
    ("atles", "at-les", 0),
    ("obstacle", "obs-ta-cle", 1),
    ("llengua", "llen-gua", 0),
    ("rellotge", "re-llot-ge", 1),
    ("pastís", "pas-tís", 1),
]


@pytest.mark.parametrize(("word", "expected", "stressed"), SYLLABLES)
def test_syllables_and_stress(word: str, expected: str, stressed: int) -> None:
    assert "-".join(ca.syllables(word)) == expected.lower()
    assert ca.stress(word) == stressed


def test_middle_dot_look_alikes_are_normalised() -> None:
    assert ca.normalise("COL·LECCIÓ") == "col·lecció"
    assert ca.normalise("coŀlecció") == "col·lecció"
    assert ca.normalise("col.lecció") == "col·lecció"
    with pytest.raises(BadWord):
        ca.normalise("ca·sa")


CONSONANT = [("casa", "case"), ("cançó", "lliçó"), ("verd", "pert"), ("faig", "maig")]
ASSONANT = [("casa", "mare"), ("porta", "cosa")]
NONE = [("casa", "cosa"), ("taula", "mar")]


@pytest.mark.parametrize(("a", "b"), CONSONANT)
def test_consonant(a: str, b: str) -> None:
    assert ca.rhyme_keys(a)[0] == ca.rhyme_keys(b)[0]


@pytest.mark.parametrize(("a", "b"), ASSONANT)
def test_assonant_only(a: str, b: str) -> None:
    assert ca.rhyme_keys(a)[0] != ca.rhyme_keys(b)[0]
    assert ca.rhyme_keys(a)[1] == ca.rhyme_keys(b)[1]


@pytest.mark.parametrize(("a", "b"), NONE)
def test_no_rhyme(a: str, b: str) -> None:
    assert ca.rhyme_keys(a)[1] != ca.rhyme_keys(b)[1]


def test_verbalia_tiles() -> None:
    assert ca.tiles("Canya") == ["C", "A", "NY", "A"]
    assert ca.tiles("quatre") == ["QU", "A", "T", "R", "E"]
    assert ca.tiles("col·lecció") == ["C", "O", "L", "L", "E", "C", "C", "I", "O"]
    assert ca.card_letters("plaça") == ["P", "L", "A", "Ç", "A"]
