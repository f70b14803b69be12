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
