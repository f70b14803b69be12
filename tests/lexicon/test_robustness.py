"""Bad input never crashes the lexicon: `is_word` says False, the rest raise BadWord."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logomachy.lexicon import BadWord, Lexicon

BAD = ["", "   ", "123", "casa1", "ca sa", "ca-sa", "слово", "😀", "a" * 10_000, "\x00", "·"]


@pytest.mark.parametrize("bad", BAD)
@pytest.mark.parametrize("name", ["es", "ca", "en"])
def test_known_bad_inputs(request: pytest.FixtureRequest, name: str, bad: str) -> None:
    lex: Lexicon = request.getfixturevalue(name)
    assert lex.is_word(bad) is False
    for method in (lex.analyses, lex.syllables, lex.stress, lex.frequency, lex.check):
        with pytest.raises(BadWord):
            method(bad)
    with pytest.raises(BadWord):
        lex.rhyme(bad, "casa")
    with pytest.raises(BadWord):
        lex.relations(bad, "casa")


def test_non_strings(es: Lexicon) -> None:
    assert es.is_word(None) is False  # type: ignore[arg-type]
    assert es.is_word(42) is False  # type: ignore[arg-type]


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=30))
def test_any_text_is_answered_or_refused(text: str) -> None:
    from logomachy.lexicon import lexicon

    for name in ("es", "ca"):
        lex = lexicon(name)
        valid = lex.is_word(text)
        try:
            syls = lex.syllables(text)
            lex.stress(text)
            lex.rhyme(text, text)
            lex.analyses(text)
        except BadWord:
            assert not valid
            continue
        # a word's syllables spell it again (the middle dot aside)
        assert "".join(syls) == lex.normalise(text).replace("·", "")
