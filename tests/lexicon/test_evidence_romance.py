"""Validity and categories from evidence in Spanish and Catalan (issue 13): the exclusion
classes, hyphenated Catalan entries, recall filled from a second source, plural forms that
are never singular lemmas, and categories never decided by a guessed reading. The examples
are deliberately not the ones the issue names."""

from __future__ import annotations

import csv
from importlib import resources
from itertools import islice

import pytest

from logomachy.lexicon import Lexicon


@pytest.mark.parametrize(
    ("word", "kind"),
    [
        ("ctra", "abbreviation"),  # Apertium knows "ctra." (carretera)
        ("gral", "abbreviation"),
        ("febr", "abbreviation"),
        ("pral", "abbreviation"),
        ("kg", "symbol"),  # no vowel
        ("ml", "symbol"),
        ("hg", "symbol"),
        ("necessit", "stem"),  # SFX "ar 0": necessitar -> necessit
        ("telefon", "stem"),
        ("trob", "stem"),
        ("beòcia", "proper"),  # a bare lower-case entry beside Beòcia
        ("mindfulness", "foreign"),  # a bare entry spelt as Catalan never is
        ("backgammon", "foreign"),
        ("ptge", "abbreviation"),  # a short bare entry no Catalan word begins like
        ("ib", "abbreviation"),  # Apertium's ib. (ibídem)
        ("reompl", "stem"),  # a final cluster no Catalan word ends with
        ("entreobr", "stem"),
    ],
)
def test_catalan_exclusion_classes(ca: Lexicon, word: str, kind: str) -> None:
    assert not ca.is_word(word), (word, kind)


@pytest.mark.parametrize(
    ("word", "kind"),
    [
        ("avda", "abbreviation"),
        ("tfno", "abbreviation"),
        ("admón", "abbreviation"),
        ("izq", "abbreviation"),
        ("sras", "abbreviation"),  # made by an affix rule (sra/S), known as "sras."
        ("hnos", "abbreviation"),
        ("pts", "symbol"),
        ("cfr", "symbol"),
        ("paraguay", "proper"),
        ("jamaica", "proper"),
        ("nicaragua", "proper"),  # nicaragua/S beside Nicaragua: aspell-es has no lower case
        ("samuel", "proper"),
        ("york", "foreign"),
        ("mtro", "abbreviation"),  # RLA-ES's own abbreviation list (mtro)
        ("dupdo", "abbreviation"),
        ("afmas", "abbreviation"),  # made by an affix rule from the list's afmo/G
        ("teléf", "abbreviation"),
    ],
)
def test_spanish_exclusion_classes(es: Lexicon, word: str, kind: str) -> None:
    assert not es.is_word(word), (word, kind)


def test_excluded_words_that_an_analyser_knows_stay(ca: Lexicon, es: Lexicon) -> None:
    """The classes claim only forms no analyser knows: real words of the same shapes stay."""
    for word in ("des", "cant", "vibra", "pregunta", "reeixir", "deshonrar"):
        assert ca.is_word(word), word
    for word in ("sida", "deshonra", "cooperar", "leer", "chile", "pisco"):
        assert es.is_word(word), word
    # in the abbreviation list too, but also another entry (col/S, vid/GS) or another word
    # to the analyser (del = de + el); ene, the letter, beside Apertium's ene. (enero)
    for word in ("col", "coles", "vid", "del", "ene"):
        assert es.is_word(word), word


def test_exclusion_counts_in_the_manifest(ca: Lexicon, es: Lexicon) -> None:
    for lex in (ca, es):
        stats = lex.manifest["stats"]
        for kind in ("abbreviation", "symbol", "proper", "stem", "foreign"):
            assert isinstance(stats[f"excluded_{kind}"], int)
        assert stats["excluded_symbol"] > 0 and stats["excluded_abbreviation"] > 0
    assert ca.manifest["stats"]["excluded_stem"] > 1000
    assert es.manifest["stats"]["added_apertium_wordfreq"] > 50
    assert ca.manifest["stats"]["added_apertium_wordfreq"] > 0


@pytest.mark.parametrize("word", ["ñoquis", "pingüinos", "ciberseguridad", "aclaraciones"])
def test_spanish_recall_from_apertium_and_wordfreq(es: Lexicon, word: str) -> None:
    assert es.is_word(word)
    assert es.analyses(word)  # added with the analyser's attested readings


@pytest.mark.parametrize("word", ["dia", "musica", "email", "guión"])
def test_spanish_recall_leaves_out_misspellings_and_english(es: Lexicon, word: str) -> None:
    """guión: Apertium reads it, but its generator writes guion (the 2010 spelling)."""
    assert not es.is_word(word)


def test_catalan_recall_from_apertium_only_in_standard_spellings(ca: Lexicon) -> None:
    assert ca.is_word("tuitejar") and ca.analyses("tuitejar")
    for word in ("barco", "este"):  # the analyser reads them; its generator never writes them
        assert not ca.is_word(word), word


def test_a_category_the_index_adds_against_the_analyser_is_undecided(ca: Lexicon) -> None:
    """The lemma index lists pròsper as a noun, Apertium only as an adjective: one source
    against another, so entry() leaves it to the players."""
    assert ca.entry("pròsper", "adjective") == "yes"
    assert ca.entry("pròsper", "noun") == "unknown"


@pytest.mark.parametrize(
    ("hyphenated", "joined"),
    [
        ("nord-coreà", "nordcoreà"),
        ("sud-africà", "sudafricà"),
        ("malva-rosa", "malvarosa"),
        ("malva-roses", "malvaroses"),
        ("enganxa-roques", "enganxaroques"),
    ],
)
def test_catalan_hyphenated_entries_with_or_without_the_hyphen(
    ca: Lexicon, hyphenated: str, joined: str
) -> None:
    assert ca.is_word(hyphenated)
    assert ca.is_word(joined)
    assert ca.is_word(hyphenated.upper().replace("-", "\u2010"))
    assert ca.normalise(hyphenated) == joined


def test_hyphenated_clitic_forms_are_not_entries(ca: Lexicon) -> None:
    assert not ca.is_word("menjar-lo")
    assert not ca.is_word("agafar-la")


def test_hyphenated_entries_are_analysed(ca: Lexicon) -> None:
    assert ca.entry("nord-coreà", "adjective") == "yes" or ca.entry("nordcoreà", "noun") == "yes"


def _ca_lemma_index() -> dict[str, set[str]]:
    from logomachy.lexicon.build.romance import _lemma_index

    return {k: set(v) for k, v in _lemma_index("ca").items()}


@pytest.mark.parametrize("word", ["cases", "gats", "arbres", "cançons"])
def test_plural_forms_are_never_singular_lemmas(ca: Lexicon, word: str) -> None:
    assert ca.is_word(word)
    assert not ca.is_lemma_form(word, "noun")
    assert ca.entry(word, "noun") != "yes"
    assert all(a.number != "singular" for a in ca.analyses(word) if a.pos == "noun")


def test_plural_forms_the_lemma_index_lists_are_not_singular_lemmas(ca: Lexicon) -> None:
    """The BSC index lists some plural forms as noun lemmas; an attested plural of another
    lemma is never one."""
    index = _ca_lemma_index()["noun"]
    checked = 0
    for word in sorted(index):
        if not ca.is_word(word):
            continue
        nouns = [a for a in ca.analyses(word) if a.pos == "noun"]
        plural_of_other = [a for a in nouns if a.number == "plural" and a.lemma != word]
        if (
            plural_of_other
            and ca.ruling(word, "noun") is None
            and len(plural_of_other) == len(nouns)
        ):
            assert ca.entry(word, "noun") != "yes", word
            checked += 1
    assert checked > 20


def test_analyses_never_return_a_guess(ca: Lexicon, es: Lexicon) -> None:
    for lex in (ca, es):
        guessed_only = 0
        for word in islice(lex.words(), 0, None, 97):
            assert not any(a.guessed for a in lex.analyses(word)), word
            if lex.guesses(word) and not lex.analyses(word):
                guessed_only += 1
                pos = lex.guesses(word)[0].pos
                if pos in ("noun", "adjective", "verb", "adverb"):
                    assert lex.entry(word, pos) == "unknown", word
                    assert not lex.is_lemma_form(word, pos), word
                assert not lex.lemmas(word), word
        assert guessed_only > 0


def test_a_guess_never_links_a_form_to_a_lemma(es: Lexicon) -> None:
    """forms(lemma) lists attested inflections only (descolmáramos is guessed)."""
    assert "descolmáramos" not in es.forms("descolmar")


def test_check_shows_guesses_marked(es: Lexicon) -> None:
    data = es.check("descolmáramos")
    assert data["analyses"] == []
    assert data["guesses"] and all(g["guessed"] for g in data["guesses"])


def _rulings() -> list[dict[str, str]]:
    path = resources.files("logomachy.lexicon.sources") / "data" / "ca_abc_c_rulings.csv"
    return list(csv.DictReader(path.read_text(encoding="utf-8").splitlines()))


def test_abc_c_rulings_file_is_the_rulebook_s_own() -> None:
    rows = _rulings()
    assert len(rows) == 8
    for row in rows:
        assert row["verdict"] in ("yes", "no")
        assert row["word"].upper() in row["rule"] and "ABC C" in row["rule"]


def test_abc_c_rulings_decide_the_entries(ca: Lexicon) -> None:
    for row in _rulings():
        assert ca.entry(row["word"], row["pos"]) == row["verdict"], row  # type: ignore[arg-type]
        assert ca.ruling(row["word"], row["pos"]) == row["verdict"]  # type: ignore[arg-type]


def test_participles_the_rulebook_does_not_name_go_to_the_sources(ca: Lexicon) -> None:
    assert ca.ruling("pintat", "adjective") is None
    assert ca.entry("complicat", "adjective") == "yes"  # the analyser lists the adjective
    assert ca.entry("esmorzat", "adjective") in ("unknown", "yes")  # never a ruled "no"


def test_el_soneto_refuses_a_category_only_a_guess_gives(es: Lexicon) -> None:
    """El Soneto's rulebook has the dictionary judge categories: a guessed noun is refused,
    and the reason names what the dictionary does not list."""
    from logomachy.games.el_soneto.lexicon_referee import LexiconReferee

    referee = LexiconReferee(es)
    for word in ("ababol", "abarcón"):
        assert not es.analyses(word) and any(g.pos == "noun" for g in es.guesses(word))
        judged = referee.judge(word)
        assert judged.categories == frozenset()
        assert judged.reason == f"the dictionary lists no noun reading of {word}"
    assert referee.judge("arrogante").categories == {"adjective"}
