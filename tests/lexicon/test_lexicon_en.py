"""The English lexicon: Scrabble-style lists, WordNet analyses and relations, CMU rhymes."""

from __future__ import annotations

import pytest

from logomachy.lexicon import Lexicon, lexicon


def test_word_lists(en: Lexicon) -> None:
    assert en.is_word("aviation")
    assert en.is_word("Cat")
    assert not en.is_word("don't")
    assert not en.is_word("london")  # proper nouns are capitalised in SCOWL: left out
    words = set(en.words())
    assert len(words) > 200_000
    assert all(w.isascii() and w.isalpha() and w.islower() for w in list(words)[:5000])


def test_csw_like_list_is_larger(en: Lexicon) -> None:
    big = lexicon("en", wordlist="csw-like")
    assert len(big) > len(en)
    assert big is lexicon("en", "csw-like")


def test_ironic_and_ironically(en: Lexicon) -> None:
    assert {a.pos for a in en.analyses("ironic")} == {"adjective"}
    assert {a.pos for a in en.analyses("ironically")} == {"adverb"}
    assert en.relations("ironically", "ironic").verdict("derivation") == "yes"


def test_inflections(en: Lexicon) -> None:
    assert ("cat", "noun", "plural") in {(a.lemma, a.pos, a.number) for a in en.analyses("cats")}
    went = {(a.lemma, a.verb_form) for a in en.analyses("went")}
    assert ("go", "finite") in went
    assert {(a.lemma, a.verb_form) for a in en.analyses("ran")} == {("run", "finite")}
    assert ("sing", "participle") in {(a.lemma, a.verb_form) for a in en.analyses("sung")}
    assert {a.pos for a in en.analyses("sung")} == {"verb"}  # not the Sung dynasty
    assert {(a.lemma, a.pos) for a in en.analyses("the")} == {("the", "other")}
    assert en.is_lemma_form("go", "verb")
    assert not en.is_lemma_form("going", "verb")
    assert "going" in en.forms("go")


@pytest.mark.parametrize(
    ("a", "b", "relation"),
    [
        ("hot", "cold", "antonym"),
        ("big", "large", "synonym"),
        ("dog", "animal", "hypernym"),
        ("animal", "dog", "hyponym"),
        ("car", "wheel", "meronym"),
        ("wheel", "car", "holonym"),
    ],
)
def test_wordnet_relations(en: Lexicon, a: str, b: str, relation: str) -> None:
    rel = en.relations(a, b)
    assert rel.verdict(relation) == "yes"  # type: ignore[arg-type]
    assert rel.known


def test_unknown_word_relations_are_unknown(en: Lexicon) -> None:
    rel = en.relations("blorptastic", "cat")
    assert not rel.holds
    assert rel.verdict("synonym") == "unknown"


def test_rhyme(en: Lexicon) -> None:
    assert en.rhyme("cat", "hat") == "consonant"
    assert en.rhyme("heaven", "seven") == "consonant"
    assert en.rhyme("cat", "cap") == "assonant"
    assert en.rhyme("cat", "dog") == "none"


def test_user_word_list(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from logomachy.lexicon.build import build
    from logomachy.lexicon.registry import spec_for

    monkeypatch.setenv("LOGOMACHY_DATA", str(tmp_path / "data"))
    path = tmp_path / "list.txt"
    path.write_text("AA\nAAH\nZYZZYVA\nQI\n", encoding="utf-8")  # official lists are upper case
    spec = spec_for("en", path)
    assert build(spec, lambda m, f: None)
    assert not build(spec, lambda m, f: None)  # up to date: skipped
    lex = lexicon("en", wordlist=path)
    assert sorted(lex.words()) == ["aa", "aah", "qi", "zyzzyva"]
    assert lex.is_word("QI")


def test_related_lists_wordnet_neighbours(en: Lexicon) -> None:
    listed = en.related("hot")
    assert "antonym" in listed["cold"]
    assert "synonym" in en.related("car")["automobile"]
    assert all("_" not in w for w in en.related("dog"))
