"""English: normalisation, and syllables, stress and rhyme from the CMU Pronouncing Dictionary
(through `pronouncing`), since English spelling does not tell them.

- Syllable count and stress come from the first CMU pronunciation; written syllables come from
  the TeX hyphenation patterns (pyphen, en_US), split further or merged at vowel groups until
  their number equals the CMU count. Words CMU lacks fall back to counting vowel groups.
- Rhyme: consonant ("perfect") when the phonemes from the last stressed vowel on are equal for
  some pair of pronunciations; assonant when only their vowels are.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from logomachy.lexicon.rules.base import clean

lang = "en"
ALPHABET = frozenset("abcdefghijklmnopqrstuvwxyz")
OWN_LETTERS: frozenset[str] = frozenset()
_VOWEL_GROUP = re.compile(r"[aeiouy]+")


def normalise(word: str) -> str:
    """Lower case; only the 26 letters (word lists for word games hold plain words)."""
    return clean(word, ALPHABET)


@lru_cache(maxsize=1)
def _hyphenator() -> Any:
    import pyphen  # type: ignore[import-untyped]

    return pyphen.Pyphen(lang="en_US")


def _cmu() -> Any:
    import pronouncing  # loads the CMU dictionary on first use: imported when needed

    return pronouncing


def pronunciations(word: str) -> list[str]:
    """CMU pronunciations (ARPAbet with stress digits) of a word, [] when unknown."""
    return list(_cmu().phones_for_word(normalise(word)))


_VOICED_ES = re.compile(r"(?:[sxzgc]|ch|sh|[aeiouy])es$")  # -es that is a syllable: boxes
_SOUNDED_ED = re.compile(r"(?:[td]|[aeiouy])ed$")  # -ed that is a syllable: wanted
_SPLIT_PAIRS = re.compile(r"(?:ia|io|iu|eo|ua|uo|ea(?=[ct]i)|ie(?=r$|st$|t$))")


def _vowel_groups(text: str) -> int:
    """Syllables of a word CMU lacks, by spelling: vowel groups, less a silent final e and
    the silent e of -es/-ed, plus vowel pairs that are usually two syllables (ratio, area)."""
    groups = len(_VOWEL_GROUP.findall(text))
    groups += len(_SPLIT_PAIRS.findall(text))
    silent = (
        (text.endswith("e") and not text.endswith(("le", "ee", "ie", "ye")))
        or (text.endswith("es") and not _VOICED_ES.search(text))
        or (text.endswith("ed") and not _SOUNDED_ED.search(text))
    )
    if silent and groups > 1:
        groups -= 1
    return max(groups, 1)


def syllable_count(word: str) -> int:
    text = normalise(word)
    phones = pronunciations(text)
    if phones:
        return int(_cmu().syllable_count(phones[0]))
    return _vowel_groups(text)


def syllables(word: str) -> list[str]:
    """Written syllables whose number is the CMU syllable count."""
    text = normalise(word)
    want = syllable_count(text)
    parts = [p for p in _hyphenator().inserted(text, hyphen="-").split("-") if p]
    # pyphen never splits off one or two letters at the ends; split inside long parts.
    while len(parts) < want:
        idx = max(range(len(parts)), key=lambda k: len(_VOWEL_GROUP.findall(parts[k])))
        part = parts[idx]
        groups = list(_VOWEL_GROUP.finditer(part))
        if len(groups) >= 2:
            cut = groups[1].start()
            between = part[groups[0].end() : cut]
            if len(between) > 1:
                cut -= len(between) - 1
        elif groups and groups[0].end() < len(part) - 1:
            cut = groups[0].end()  # a syllabic consonant: rhy-thm
        else:
            break
        parts[idx : idx + 1] = [part[:cut], part[cut:]]
    while len(parts) > want:
        idx = min(range(len(parts) - 1), key=lambda k: len(parts[k]) + len(parts[k + 1]))
        parts[idx : idx + 2] = [parts[idx] + parts[idx + 1]]
    return parts


def stress(word: str) -> int:
    """Index of the primary-stressed syllable in the first CMU pronunciation (0 if unknown)."""
    phones = pronunciations(word)
    if not phones:
        return 0
    digits = _cmu().stresses(phones[0])
    return digits.index("1") if "1" in digits else 0


def _keys(phones: str) -> tuple[str, str]:
    part = _cmu().rhyming_part(phones)
    consonant = re.sub(r"[02]", "", part).replace("1", "")
    vowels = " ".join(p for p in consonant.split() if p[0] in "AEIOU")
    return consonant, vowels


def rhyme_keys(word: str) -> tuple[str, str]:
    """Keys of the first pronunciation; `all_rhyme_keys` gives every pronunciation's."""
    keys = all_rhyme_keys(word)
    return keys[0] if keys else ("", "")


def all_rhyme_keys(word: str) -> list[tuple[str, str]]:
    return [_keys(p) for p in pronunciations(word)]


def card_letters(word: str) -> list[str]:
    return [ch for ch in word.upper() if "A" <= ch <= "Z"]
