"""The Catalan lexicon on Verbàlia's rulebook (C — Grammatical categories; P — syllabic
division)."""

from __future__ import annotations

import pytest

from logomachy.lexicon import Lexicon


def test_validity(ca: Lexicon) -> None:
    for word in ("col·lecció", "desafinat", "dibuixat", "menjada", "beure", "pixar", "però"):
        assert ca.is_word(word), word
    assert ca.is_word("COL·LECCIÓ")
    assert ca.is_word("coŀlecció")
    assert not ca.is_word("l'home")  # elided forms are not words on a board
    assert not ca.is_word("Barcelona")


@pytest.mark.parametrize(
    ("word", "pos", "verdict"),
    [
        # nominalised participles and infinitives (rulebook C)
        ("descobert", "noun", "yes"),
        ("beure", "noun", "yes"),
        ("menjada", "noun", "yes"),
        ("menjat", "noun", "no"),
        ("desplegat", "noun", "no"),
        ("pixar", "noun", "no"),
        # participles as adjectives: the rulebook's own rulings decide its two examples
        ("desafinat", "adjective", "yes"),
        ("dibuixat", "adjective", "no"),
        # participial adjectives the analyser lists
        ("complicat", "adjective", "yes"),
        ("mort", "adjective", "yes"),
        # plain cases
        ("casa", "noun", "yes"),
        ("cases", "noun", "no"),
        ("menjar", "verb", "yes"),
        ("menjat", "verb", "no"),
        ("casa", "adjective", "no"),
    ],
)
def test_entries_of_the_rulebook(ca: Lexicon, word: str, pos: str, verdict: str) -> None:
    assert ca.entry(word, pos) == verdict  # type: ignore[arg-type]


def test_analyses(ca: Lexicon) -> None:
    readings = ca.analyses("menjada")
    assert ("menjar", "verb", "participle", "feminine") in {
        (a.lemma, a.pos, a.verb_form, a.gender) for a in readings
    }
    assert ca.is_lemma_form("gat", "noun")
    assert not ca.is_lemma_form("gats", "noun")
    assert "gates" in ca.forms("gat")


def test_syllables_done_when(ca: Lexicon) -> None:
    assert ca.syllables("col·lecció") == ["col", "lec", "ci", "ó"]
    assert ca.syllables("però") == ["pe", "rò"]


def test_relations_unknown_where_the_thesaurus_is_silent(ca: Lexicon) -> None:
    rel = ca.relations("bonic", "lleig")
    assert rel.verdict("antonym") == "yes"  # marked "(antònim)" in mythes-ca
    rel = ca.relations("desafinar", "col·lecció")
    assert rel.verdict("synonym") in ("no", "unknown")
    assert rel.verdict("hypernym") == "unknown"


def test_rhyme(ca: Lexicon) -> None:
    assert ca.rhyme("cançó", "lliçó") == "consonant"
    assert ca.rhyme("casa", "mare") == "assonant"
    assert ca.rhyme("casa", "cosa") == "none"


def test_lemma_index_is_the_vendored_copy() -> None:
    """The BSC lemma index ships in the package (no 98 MB spacy-lookups-data wheel)."""
    from logomachy.lexicon.build.romance import _lemma_index

    index = _lemma_index("ca")
    assert {k: len(v) for k, v in index.items()} == {
        "adjective": 18108,
        "noun": 59542,
        "verb": 8893,
        "adverb": 2672,
    }
    assert "menjada" in index["noun"] and "beure" in index["verb"]
    assert _lemma_index("es") == {}


def test_related_lists_the_thesaurus_both_ways(ca: Lexicon) -> None:
    listed = ca.related("bonic")
    assert listed["lleig"] == {"antonym"}  # marked "(antònim)" under bonic
    assert "casa" in ca.related("llar")  # casa lists llar; llar's own group need not
    assert "llar" in ca.related("cases")  # through the lemma: cases -> casa
    assert all(" " not in w for w in ca.related("casar"))  # single words only
    assert "casa" not in ca.related("casa")  # never the word itself
    for word, kinds in listed.items():
        assert ca.relations("bonic", word).holds & kinds or ca.relations(word, "bonic").holds
