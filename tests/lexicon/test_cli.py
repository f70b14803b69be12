"""The command line of the issue's "done when"."""

from __future__ import annotations

import json

import pytest

from logomachy.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_check_arrogantes(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "word", "check", "arrogantes", "--lang", "es", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["valid"] is True
    assert data["lemma_form"] is False
    assert {(a["lemma"], a["pos"], a["number"]) for a in data["analyses"]} == {
        ("arrogante", "adjective", "plural")
    }
    assert data["syllables"] == ["a", "rro", "gan", "tes"]


def test_rhyme_cabo_clavo(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "word", "rhyme", "cabo", "clavo", "--lang", "es") == (0, "consonant\n")


def test_syllables_collection(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "word", "syllables", "col·lecció", "--lang", "ca") == (0, "col-lec-ci-ó\n")


def test_relations_and_forms(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "word", "relations", "hermoso", "precioso", "--lang", "es", "--json")
    assert code == 0
    assert json.loads(out)["relations"]["synonym"] == "yes"
    code, out = run(capsys, "word", "forms", "arrogante", "--lang", "es")
    assert out.split() == ["arrogante", "arrogantes"]


def test_english_word_list_choice(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "word", "check", "ironically", "--lang", "en", "--wordlist", "csw-like")
    assert code == 0
    assert "adverb" in out


def test_bad_word_is_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["word", "check", "12ab", "--lang", "es"]) == 2
    assert "digits" in capsys.readouterr().err


def test_build_skips_what_is_up_to_date(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "lexicon", "build", "--lang", "es")
    assert code == 0
    assert "es" in out and "up to date" in out
