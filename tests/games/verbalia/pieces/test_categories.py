"""Grammatical categories (rulebook: The ABC of Verbàlia, C; ZomBigrama, TaBugrama and
SuBBugrama on citation forms), over the Catalan lexicon.

Where the lexicon and the rulebook disagree the referee answers "unknown", so that the
players' vote decides: those cases are tested as such, with the rulebook's answer beside."""

from __future__ import annotations

import pytest

from logomachy.games.verbalia.pieces.categories import (
    CATEGORIES,
    any_citation_form,
    categories,
    citation_form,
    entries,
    same_entry,
    verdict,
    verdicts,
    written_forms,
)


# -- ABC C, every example -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("word", "category", "expected", "rulebook"),
    [
        # "only those adjectives that are participles are accepted when they have an adjective
        # entry in the dictionary (DESAFINAT yes, DIBUIXAT no)": no source lists desafinat as an
        # adjective, so the lexicon carries the rulebook's own rulings (ca_abc_c_rulings.csv).
        ("DESAFINAT", "adjective", "yes", "yes"),
        ("DIBUIXAT", "adjective", "no", "no"),
        # a participle the rulebook does not name and no source lists as an adjective: the vote
        ("DESAFIAT", "adjective", "unknown", "unknown"),
        # "The same criterion applies to participles and nominalised infinitives (DESCOBERT
        # and BEURE yes, DESPLEGAT and PIXAR no, MENJADA yes but MENJAT no)" — as nouns.
        ("DESCOBERT", "noun", "yes", "yes"),
        ("BEURE", "noun", "yes", "yes"),
        ("DESPLEGAT", "noun", "no", "no"),
        ("PIXAR", "noun", "no", "no"),
        ("MENJADA", "noun", "yes", "yes"),
        ("MENJAT", "noun", "no", "no"),
    ],
)
def test_abc_c_examples(word: str, category: str, expected: str, rulebook: str) -> None:
    assert verdict(word, category) == expected  # type: ignore[arg-type]
    assert citation_form(word, category) == expected  # type: ignore[arg-type]
    if expected != "unknown":
        assert expected == rulebook  # the lexicon agrees with the rulebook: the referee decides
        assert (category in categories(word)) == (expected == "yes")
    else:
        assert category not in categories(word)  # "unknown" is never a category taken for sure


def test_participles_and_infinitives_are_verbs_all_the_same() -> None:
    for word in ("DESAFINAT", "DIBUIXAT", "DESPLEGAT", "PIXAR", "MENJAT", "MENJADA", "BEURE"):
        assert "verb" in categories(word), word


def test_participial_adjectives_the_sources_list_are_adjectives() -> None:
    assert verdict("COMPLICAT", "adjective") == "yes"
    assert verdict("DESCARADA", "adjective") == "yes"  # any form of an adjective entry
    assert citation_form("DESCARAT", "adjective") == "yes"


# -- Categories of any form -----------------------------------------------------------------------
def test_any_form_of_a_category_belongs_to_it() -> None:
    assert verdicts("CASES") == {"noun": "yes", "adjective": "no", "verb": "yes"}
    assert categories("MENJAVA") == {"verb"}
    assert categories("VERD") == {"noun", "adjective"}
    assert categories("CANTANT") == {"noun", "adjective", "verb"}


def test_accents_do_not_count() -> None:
    """ABC N: CAFES is laid with the tiles of cafès (and cafes); every spelling counts."""
    assert "cafès" in written_forms("CAFES")
    assert verdict("CAFES", "noun") == "yes"
    assert written_forms("beure") == written_forms("BEURE")


def test_a_word_the_dictionary_lacks_is_no_category() -> None:
    assert written_forms("XYZZY") == ()
    assert verdicts("XYZZY") == dict.fromkeys(CATEGORIES, "no")
    assert verdicts("") == dict.fromkeys(CATEGORIES, "no")
    assert categories("K9") == frozenset()


def test_affix_class_guesses_beside_a_known_reading_are_dropped() -> None:
    """Reading: ARMARI's hunspell class fits adjectives too; the analyser knows it as a noun."""
    assert verdicts("ARMARI") == {"noun": "yes", "adjective": "no", "verb": "no"}
    # A guessed infinitive must end as Catalan infinitives do: MATA is no infinitive.
    assert citation_form("MATA", "verb") == "no"


def test_a_word_only_hunspell_knows_is_unknown() -> None:
    """Reading: its category comes from an affix class only: the players decide."""
    assert verdict("ABACALLANAVA", "verb") == "unknown"
    assert verdict("ABACALLANAVA", "noun") == "no"


def test_plural_of_a_noun_entry_known_only_in_the_singular_is_unknown() -> None:
    """Reading: MENJADA is a noun entry; the analyser gives MENJADES only as a participle."""
    assert verdict("MENJADES", "noun") == "unknown"
    assert citation_form("MENJADES", "noun") == "no"  # a plural is never a citation form


# -- Citation forms --------------------------------------------------------------------------------
def test_verbs_in_the_infinitive() -> None:
    assert citation_form("MENJAR", "verb") == "yes"
    assert citation_form("BEURE", "verb") == "yes"
    assert citation_form("MENJAVA", "verb") == "no"
    assert citation_form("MENJAT", "verb") == "no"


def test_adjectives_in_the_masculine_singular() -> None:
    assert citation_form("VERD", "adjective") == "yes"
    assert citation_form("VERDA", "adjective") == "no"
    assert citation_form("VERDS", "adjective") == "no"
    assert citation_form("CANTANT", "adjective") == "yes"  # one form for both genders
    # A feminine participle is never an adjective's citation form, entry or not.
    assert citation_form("DESAFINADA", "adjective") == "no"


def test_nouns_in_the_singular() -> None:
    assert citation_form("GAT", "noun") == "yes"
    assert citation_form("GATS", "noun") == "no"
    assert citation_form("TAULA", "noun") == "yes"  # a feminine noun of its own
    assert citation_form("CASES", "noun") == "no"


def test_sastre_or_sastressa_may_be_written_but_not_both() -> None:
    """ZomBigrama and TaBugrama: "SASTRE or SASTRESSA may be written, but not both words"."""
    assert citation_form("SASTRE", "noun") == "yes"
    assert citation_form("SASTRESSA", "noun") == "yes"
    assert same_entry("SASTRE", "SASTRESSA")
    assert same_entry("sastressa", "SASTRE")
    assert same_entry("GAT", "GATA")
    assert not same_entry("SASTRE", "GAT")
    assert not same_entry("MENJADA", "MENJAR")  # a noun entry and a verb: two entries
    assert entries("GATA") == {"gat", "gata"}


def test_a_feminine_known_only_as_a_form_of_the_masculine_goes_to_the_vote() -> None:
    """Reading: "nouns may not be ... feminine" against "SASTRESSA may be written": the
    lexicon lists GATA and SASTRESSA as entries of their own, NENA and ACTRIU only as forms of
    NEN and ACTOR, as the DIEC lists SASTRESSA under SASTRE: the players decide."""
    assert citation_form("GATA", "noun") == "yes"
    assert citation_form("NENA", "noun") == "unknown"
    assert citation_form("ACTRIU", "noun") == "unknown"
    assert verdict("NENA", "noun") == "yes"  # a noun all the same
    assert same_entry("NEN", "NENA") and same_entry("ACTOR", "ACTRIU")


def test_any_citation_form() -> None:
    """TaBugrama: any word, written as its category asks; a one-form word (ARA, PERÒ) is."""
    assert any_citation_form("MENJAR") == "yes"
    assert any_citation_form("VERD") == "yes"
    assert any_citation_form("ARA") == "yes"
    assert any_citation_form("CASES") == "no"
    assert any_citation_form("MENJAVA") == "no"
    assert any_citation_form("DESAFINAT") == "yes"  # ABC C's own ruling
    assert any_citation_form("DESAFIAT") == "unknown"  # as an adjective: the vote
