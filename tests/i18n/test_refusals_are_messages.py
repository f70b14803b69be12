"""A refusal is a message id and parameters (`IllegalMove.of("it is seat {seat}'s turn",
rule=..., seat=2)`), never a sentence made in code: only then can each reader have it in
their language."""

from __future__ import annotations

from logomachy.i18n.extract import refusals


def test_no_refusal_is_a_sentence_made_in_code() -> None:
    found = refusals()
    assert found.sentences == [], f"{len(found.sentences)} IllegalMove(...) not made with .of"


def test_every_refusal_template_is_written_out() -> None:
    found = refusals()
    assert [u for u in found.unresolved if u.endswith("template")] == []
