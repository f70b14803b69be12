"""Bad input never crashes the lexicon: `is_word` says False, the rest raise BadWord."""

from __future__ import annotations

import contextlib
import functools
import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logomachy.lexicon import BadWord, Lexicon

BAD = ["", "   ", "123", "casa1", "ca sa", "ca-sa", "слово", "😀", "a" * 10_000, "\x00", "·"]


@pytest.mark.parametrize("bad", BAD)
@pytest.mark.parametrize("name", ["es", "ca", "en"])
def test_known_bad_inputs(request: pytest.FixtureRequest, name: str, bad: str) -> None:
    lex: Lexicon = request.getfixturevalue(name)
    if name == "ca" and bad == "ca-sa":
        assert lex.is_word(bad)  # Verbàlia's ABC N: hyphens don't count (casa)
        return
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


def _normalised_answer(lex: Lexicon, text: str) -> bool:
    """What is_word must say: normalise, then look up (its fast paths must agree)."""
    try:
        return lex.normalise(text) in lex._valid
    except BadWord:
        return False


# Letters of each language and what normalising rewrites: capitals, decomposed accents, spaces,
# Catalan ŀ and l.l look-alikes; so that the random words are often real ones, altered.
_PIECES = st.sampled_from(
    [
        *("casa", "col", "lecció", "niño", "arrogante", "cat", "à", "é", "ñ", "ü", "·", "l", "ŀ"),
        *("C", "Á", "É", "Ñ", "L", " ", "\u0301", "\u0303", ".", "•", "q", "1", "-"),
    ]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(_PIECES, max_size=5).map("".join))
def test_fast_paths_agree_with_normalising(text: str) -> None:
    from logomachy.lexicon import lexicon

    for lex in (lexicon("es"), lexicon("ca"), lexicon("en")):
        assert lex.is_word(text) is _normalised_answer(lex, text), (lex.lang, text)


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("es", "niño"),
        ("es", "nin\u0303o"),  # decomposed ñ
        ("es", " NIÑO\t"),
        ("ca", "col·lecció"),
        ("ca", "coŀlecció"),
        ("ca", "col.lecció"),
        ("ca", "COL•LECCIÓ"),
        ("en", "Cat"),
    ],
)
def test_spellings_that_normalise_to_a_word(
    request: pytest.FixtureRequest, name: str, text: str
) -> None:
    lex: Lexicon = request.getfixturevalue(name)
    assert lex.is_word(text) is True


_SPELLINGS = st.sampled_from(
    [
        str.upper,
        str.title,
        lambda w: f" {w}\t",
        lambda w: unicodedata.normalize("NFD", w),
        lambda w: w.replace("l·l", "ŀl"),
        lambda w: w.replace("l·l", "l.l").upper(),
        lambda w: w + "s",
        lambda w: w[:-1],
    ]
)


@functools.cache
def _sample(lang: str) -> list[str]:
    """Every 300th form (about 3000 a language, l·l words among them)."""
    from logomachy.lexicon import lexicon

    return list(lexicon(lang).words())[::300]


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_altered_real_words_agree_with_normalising(data: st.DataObject) -> None:
    from logomachy.lexicon import lexicon

    for lex in (lexicon("es"), lexicon("ca"), lexicon("en")):
        word = data.draw(st.sampled_from(_sample(lex.lang)))
        text = data.draw(_SPELLINGS)(word)
        assert lex.is_word(text) is _normalised_answer(lex, text), (lex.lang, text)


@pytest.mark.parametrize(
    ("name", "word"), [("ca", "yg"), ("ca", "cm"), ("es", "km"), ("es", "pts")]
)
def test_a_word_with_no_vowel_rhymes_with_nothing(
    request: pytest.FixtureRequest, name: str, word: str
) -> None:
    # The dictionaries list symbols and abbreviations ("cm", "pts"): the build excludes them
    # (no vowel, `excluded_symbol`), so they are no words and have no syllable to rhyme on.
    lex: Lexicon = request.getfixturevalue(name)
    assert not lex.is_word(word)
    # Not a word: the rules may also refuse it outright (Catalan: "no vowel").
    with contextlib.suppress(BadWord):
        assert lex.rhyme(word, "casa") == "none"
