"""Compiled data lives in the cache (or $LOGOMACHY_DATA) and is stale when a source changes."""

from __future__ import annotations

from pathlib import Path

import pytest

from logomachy.lexicon import LexiconNotBuilt, store
from logomachy.lexicon.build import source_versions
from logomachy.lexicon.lexicon import Lexicon
from logomachy.lexicon.registry import spec_for
from logomachy.lexicon.relations import ThesaurusRelations
from logomachy.lexicon.rules import es


def test_data_root_follows_the_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("LOGOMACHY_DATA", str(tmp_path))
    assert store.data_root() == tmp_path / "lexicon"


def test_changed_source_version_makes_it_stale(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("LOGOMACHY_DATA", str(tmp_path))
    spec = spec_for("es")
    versions = source_versions(spec)
    assert versions["debian:hunspell-es"]  # recorded from dpkg
    store.write_manifest("es", {"sources": versions})
    assert store.is_current("es", versions)
    changed = {**versions, "debian:hunspell-es": "0.0-other"}
    assert not store.is_current("es", changed)


def test_missing_lexicon_says_how_to_build(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("LOGOMACHY_DATA", str(tmp_path))
    with pytest.raises(LexiconNotBuilt, match="logomachy lexicon build"):
        Lexicon("es", "es", es, ThesaurusRelations())  # type: ignore[arg-type]


def test_words_and_analyses_round_trip(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("LOGOMACHY_DATA", str(tmp_path))
    table = {"casa": "0,,nsf-", "casas": "1,,npf-", "ñu": "0,,nsm-", "bien": "", "col·lecció": ""}
    store.write_words("t", table)
    forms, valid = store.read_words("t", block=3)  # blocks that cut words in two
    assert forms == sorted(table) and valid == set(table)
    codes, index = store.read_analyses("t")
    assert {f: codes[index[i]] for i, f in enumerate(forms)} == table


def test_lexicon_answers_from_the_split_tables(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("LOGOMACHY_DATA", str(tmp_path))
    store.write_words("es", {"casa": "0,,nsf-", "casas": "1,,nsf-;1,,vsf-f", "ñu": ""})
    store.write_pickle("es", "proper", {})
    store.write_manifest("es", {"sources": {}})
    lex = Lexicon("es", "es", es, ThesaurusRelations())  # type: ignore[arg-type]
    assert lex._codes is None  # analyses wait for their first use
    assert lex.is_word("casas") and lex.is_word(" CASAS ") and lex.is_word("ñu")
    assert lex.is_word("n\u0303u")  # decomposed ñ: normalised to the composed letter
    assert not lex.is_word("casa\u0301") and not lex.is_word("cas") and not lex.is_word("")
    assert lex._codes is None
    assert [a.pos for a in lex.analyses("Casas")] == ["noun", "verb"]
    assert lex.analyses("ñu") == () and lex.analyses("perro") == ()
    assert list(lex.words()) == ["casa", "casas", "ñu"] and len(lex) == 3
    assert "casas" in lex.valid_forms and "Casas" not in lex.valid_forms  # normal forms only
