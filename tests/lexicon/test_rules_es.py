"""Spanish syllables, stress and rhyme keys against hand-checked tables (RAE Ortografía 2010)."""

from __future__ import annotations

import pytest

from logomachy.lexicon.model import BadWord
from logomachy.lexicon.rules import es

# word, syllables, stressed syllable (0-based)
SYLLABLES = [
    ("agotar", "a-go-tar", 2),
    ("arrogante", "a-rro-gan-te", 2),
    ("petulante", "pe-tu-lan-te", 2),
    ("azuzar", "a-zu-zar", 2),
    ("caballo", "ca-ba-llo", 1),  # ll is one consonant
    ("perro", "pe-rro", 0),  # rr is one consonant
    ("chico", "chi-co", 0),  # ch is one consonant
    ("queso", "que-so", 0),
    ("guitarra", "gui-ta-rra", 1),
    ("pingüino", "pin-güi-no", 1),  # ü is a vowel: diphthong üi
    ("ciudad", "ciu-dad", 1),  # diphthong iu
    ("ruido", "rui-do", 0),
    ("aire", "ai-re", 0),
    ("maíz", "ma-íz", 1),  # accented weak vowel: hiatus
    ("río", "rí-o", 0),
    ("país", "pa-ís", 1),
    ("poeta", "po-e-ta", 1),  # two strong vowels: hiatus
    ("leer", "le-er", 1),
    ("héroe", "hé-ro-e", 0),
    ("teatro", "te-a-tro", 1),
    ("buey", "buey", 0),  # triphthong
    ("averiguáis", "a-ve-ri-guáis", 3),
    ("prohibir", "prohi-bir", 1),  # h does not stop a diphthong
    ("ahumar", "ahu-mar", 1),
    ("búho", "bú-ho", 0),
    ("alcohol", "al-co-hol", 2),
    ("cacahuete", "ca-ca-hue-te", 2),
    ("instante", "ins-tan-te", 1),
    ("obstruir", "obs-truir", 1),
    ("atleta", "at-le-ta", 1),  # Spain divides tl
    ("examen", "e-xa-men", 1),
    ("árbol", "ár-bol", 0),
    ("canción", "can-ción", 1),
    ("lápiz", "lá-piz", 0),
    ("rápidamente", "rá-pi-da-men-te", 3),  # -mente keeps its own stress
    ("rey", "rey", 0),
    ("hoy", "hoy", 0),
    ("chiita", "chi-i-ta", 1),
    ("hermoso", "her-mo-so", 1),
    ("reloj", "re-loj", 1),
    ("robots", "ro-bots", 1),
]


@pytest.mark.parametrize(("word", "expected", "stressed"), SYLLABLES)
def test_syllables_and_stress(word: str, expected: str, stressed: int) -> None:
    assert "-".join(es.syllables(word)) == expected
    assert es.stress(word) == stressed


CONSONANT = [
    ("cabo", "clavo"),  # b = v
    ("arrogante", "petulante"),
    ("miel", "él"),  # the glide before the stressed vowel does not count
    ("acudieron", "murieron"),
    ("gente", "mente"),
    ("rugir", "surgir"),  # g before i sounds as j
    ("hoja", "coja"),
    ("caballo", "rayo"),  # yeísmo: ll = y
    ("hora", "aurora"),
    ("rey", "ley"),
]
ASSONANT = [
    ("casa", "mapa"),
    ("cabo", "pato"),
    ("lápiz", "madre"),  # final unstressed i counts as e
    ("gracia", "alta"),  # the glide of the last diphthong does not count
    ("cielo", "perro"),
]
NONE = [
    ("cabo", "casa"),
    ("canción", "camino"),
    ("árbol", "farol"),  # stress on different syllables
]


@pytest.mark.parametrize(("a", "b"), CONSONANT)
def test_consonant_rhyme_keys(a: str, b: str) -> None:
    assert es.rhyme_keys(a)[0] == es.rhyme_keys(b)[0]


@pytest.mark.parametrize(("a", "b"), ASSONANT)
def test_assonant_only(a: str, b: str) -> None:
    ka, kb = es.rhyme_keys(a), es.rhyme_keys(b)
    assert ka[0] != kb[0]
    assert ka[1] == kb[1]


@pytest.mark.parametrize(("a", "b"), NONE)
def test_no_rhyme(a: str, b: str) -> None:
    ka, kb = es.rhyme_keys(a), es.rhyme_keys(b)
    assert ka[0] != kb[0]
    assert ka[1] != kb[1]


def test_distincion_keeps_z_apart_from_s() -> None:
    # central Spain (the game's setting) distinguishes caza and casa
    assert es.rhyme_keys("caza")[0] != es.rhyme_keys("casa")[0]
    assert es.rhyme_keys("caza")[1] == es.rhyme_keys("casa")[1]


def test_normalise_keeps_accents_and_folds_case() -> None:
    assert es.normalise("  ÁRBOL ") == "árbol"
    assert es.normalise("Niño") == "niño"


@pytest.mark.parametrize("bad", ["", "   ", "abc1", "a b", "ca-sa", "слово", "x" * 10_000])
def test_bad_input_is_refused_with_a_reason(bad: str) -> None:
    with pytest.raises(BadWord):
        es.syllables(bad)


def test_card_letters_keep_enye() -> None:
    assert es.card_letters("Niño") == ["N", "I", "Ñ", "O"]
