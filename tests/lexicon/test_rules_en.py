"""English syllables, stress and rhyme from the CMU dictionary."""

from __future__ import annotations

import pytest

from logomachy.lexicon.model import BadWord
from logomachy.lexicon.rules import en


@pytest.mark.parametrize(
    ("word", "count", "stressed"),
    [
        ("cat", 1, 0),
        ("ironic", 3, 1),
        ("ironically", 4, 1),
        ("beautiful", 3, 0),
        ("tycoon", 2, 1),
        ("poetry", 3, 0),
        ("rhythm", 2, 0),
    ],
)
def test_counts_and_stress_follow_cmu(word: str, count: int, stressed: int) -> None:
    syls = en.syllables(word)
    assert len(syls) == count == en.syllable_count(word)
    assert "".join(syls) == word
    assert en.stress(word) == stressed


def test_unknown_words_fall_back_to_vowel_groups() -> None:
    assert en.pronunciations("blorptastic") == []
    assert en.syllable_count("blorptastic") == 3


def test_rhyme_keys() -> None:
    assert en.rhyme_keys("cat")[0] == en.rhyme_keys("hat")[0]
    assert en.rhyme_keys("cat")[0] != en.rhyme_keys("cap")[0]
    assert en.rhyme_keys("cat")[1] == en.rhyme_keys("cap")[1]


@pytest.mark.parametrize("bad", ["", "naïve", "don't", "abc1", "\u4e2d"])
def test_bad_input(bad: str) -> None:
    with pytest.raises(BadWord):
        en.normalise(bad)
