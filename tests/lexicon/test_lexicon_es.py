"""The Spanish lexicon on El Soneto's examples (rulebook: Create a Word, the ARROGANTE turn,
poetic devices, rhyme)."""

from __future__ import annotations

import pytest

from logomachy.lexicon import Lexicon


@pytest.mark.parametrize("word", ["agotar", "arrogante", "petulante", "azuzar", "cabo", "clavo"])
def test_rulebook_words_are_valid_lemma_forms(es: Lexicon, word: str) -> None:
    assert es.is_word(word)
    assert es.is_lemma_form(word)


def test_categories_of_the_rulebook_examples(es: Lexicon) -> None:
    assert es.is_lemma_form("agotar", "verb")
    assert es.is_lemma_form("azuzar", "verb")
    assert es.is_lemma_form("arrogante", "adjective")
    assert es.is_lemma_form("petulante", "adjective")
    assert es.is_lemma_form("hermoso", "adjective")
    assert es.is_lemma_form("cabo", "noun")


def test_plural_is_valid_but_not_a_lemma_form(es: Lexicon) -> None:
    assert es.is_word("arrogantes")
    assert not es.is_lemma_form("arrogantes")
    (reading,) = [a for a in es.analyses("arrogantes") if a.pos == "adjective"]
    assert reading.lemma == "arrogante"
    assert reading.number == "plural"


def test_conjugated_verbs_are_not_lemma_forms(es: Lexicon) -> None:
    assert es.is_word("agoté")
    assert not es.is_lemma_form("agoté", "verb")
    assert {a.verb_form for a in es.analyses("agotando")} == {"gerund"}
    assert "participle" in {a.verb_form for a in es.analyses("agotado")}
    # enclitic pronouns: a valid word, an infinitive reading, but not the entry form
    assert es.is_word("agotarlo")
    assert not es.is_lemma_form("agotarlo", "verb")
    assert {(a.lemma, a.verb_form, a.clitic) for a in es.analyses("agotarlo")} == {
        ("agotar", "infinitive", True)
    }


def test_verbs_apertium_lacks_are_guessed_apart(es: Lexicon) -> None:
    """A guess is kept for diagnostics but is no attested reading: it decides nothing."""
    assert es.is_word("descolmáramos")
    assert es.analyses("descolmáramos") == ()
    readings = es.guesses("descolmáramos")
    assert readings and all(a.guessed for a in readings)
    assert {(a.lemma, a.pos, a.verb_form) for a in readings} == {("descolmar", "verb", "finite")}
    assert es.entry("descolmáramos", "verb") == "unknown"
    assert not es.is_lemma_form("descolmáramos")


def test_proper_nouns_are_not_words_but_are_analysed(es: Lexicon) -> None:
    assert not es.is_word("Madrid")
    assert {a.pos for a in es.analyses("Madrid")} == {"proper noun"}


def test_forms_of_a_lemma(es: Lexicon) -> None:
    assert set(es.forms("arrogante")) == {"arrogante", "arrogantes"}
    forms = set(es.forms("agotar"))
    assert {"agotar", "agoto", "agotamos", "agotado", "agotando"} <= forms


def test_rhyme_of_the_rulebook(es: Lexicon) -> None:
    assert es.rhyme("cabo", "clavo") == "consonant"
    assert es.rhyme("arrogante", "petulante") == "consonant"
    assert es.rhyme("miel", "él") == "consonant"  # Samaniego's fable
    assert es.rhyme("acudieron", "murieron") == "consonant"
    assert es.rhyme("casa", "mapa") == "assonant"
    assert es.rhyme("cabo", "casa") == "none"


def test_anaphora_and_concatenation_syllables(es: Lexicon) -> None:
    # ARROGANTE / AZUZAR share the first syllable A; PATOSO / SOFLAMA concatenate on SO
    assert es.syllables("arrogante")[0] == es.syllables("azuzar")[0] == "a"
    assert es.syllables("pelaje")[0] == es.syllables("petardo")[0] == "pe"
    assert es.syllables("patoso")[-1] == es.syllables("soflama")[0] == "so"


def test_synonyms_from_the_thesaurus(es: Lexicon) -> None:
    rel = es.relations("arrogante", "petulante")
    assert rel.verdict("synonym") == "yes"
    assert es.relations("hermoso", "precioso").verdict("synonym") == "yes"
    # plural and lemma: relations are between lemmas
    assert es.relations("arrogantes", "petulante").verdict("synonym") == "yes"


def test_uncovered_words_are_unknown_not_no(es: Lexicon) -> None:
    # "descolmar" is in no thesaurus: nothing may be answered "no" about it
    rel = es.relations("descolmar", "agotar")
    assert not rel.holds
    assert rel.verdict("synonym") == "unknown"
    assert rel.verdict("hypernym") == "unknown"


def test_covered_words_without_link_are_no(es: Lexicon) -> None:
    assert es.relations("arrogante", "cabo").verdict("synonym") == "no"


def test_frequency_orders_common_and_rare_words(es: Lexicon) -> None:
    assert es.frequency("casa") > 5 > es.frequency("descolmar")


def test_case_and_spacing_are_normalised(es: Lexicon) -> None:
    assert es.is_word("ARROGANTE")
    assert es.is_word(" Clavo ")
    assert not es.is_word("arrogánte")  # accents are spelling in Spanish
