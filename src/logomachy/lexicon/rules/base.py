"""What every language's rules module provides, and the syllable machinery Spanish and
Catalan share (both divide written words by the same plan: vowel nuclei, then the
consonants between two nuclei are shared out by the onset clusters a syllable may start with).
"""

from __future__ import annotations

import itertools
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from logomachy.lexicon.model import BadWord

MAX_WORD_LENGTH = 64  # longer than any dictionary word of the three languages


class LanguageRules(Protocol):
    """One language's policy: normalisation, syllables, stress and rhyme keys."""

    lang: str
    ALPHABET: frozenset[str]  # the characters of a normalised word

    def normalise(self, word: str) -> str: ...

    def syllables(self, word: str) -> list[str]: ...

    def stress(self, word: str) -> int: ...

    def rhyme_keys(self, word: str) -> tuple[str, str]: ...


def clean(word: str, alphabet: frozenset[str], *, extra: str = "") -> str:
    """Lower-case NFC `word` and check every character is in `alphabet` (or `extra`);
    raise BadWord with the reason otherwise."""
    if not isinstance(word, str):
        raise BadWord(f"not a string: {type(word).__name__}")
    text = unicodedata.normalize("NFC", word.strip()).lower()
    if not text:
        raise BadWord("empty word")
    if len(text) > MAX_WORD_LENGTH:
        raise BadWord(f"too long to be a word ({len(text)} characters)")
    for ch in text:
        if ch not in alphabet and ch not in extra:
            if ch.isdigit():
                raise BadWord(f"digits are not letters: {word[:20]!r}")
            raise BadWord(f"{ch!r} is not a letter of this language: {word[:20]!r}")
    return text


@dataclass(frozen=True)
class Unit:
    """A written sound unit: one letter or a digraph, vowel or consonant."""

    text: str
    vowel: bool


def divide(
    units: Sequence[Unit],
    splits_between: Callable[[Sequence[Unit], int, int], bool],
    onsets: frozenset[str],
    transparent: str = "",
) -> list[list[Unit]]:
    """Divide units into syllables.

    `splits_between(units, i, j)` says whether vowel units i and j (adjacent, or with only a
    `transparent` consonant such as Spanish h between them) belong to different syllables.
    Consonants between two nuclei: one goes to the second syllable, two go together when they
    form an onset in `onsets`, otherwise the last one (or last onset pair) goes.
    """
    n = len(units)
    vowels = [i for i, u in enumerate(units) if u.vowel]
    if not vowels:
        return [list(units)] if units else []
    # Group vowels into nuclei.
    nuclei: list[list[int]] = [[vowels[0]]]
    for prev, cur in itertools.pairwise(vowels):
        between = units[prev + 1 : cur]
        joinable = all(u.text in transparent for u in between)
        if joinable and not splits_between(units, prev, cur):
            nuclei[-1].append(cur)
        else:
            nuclei.append([cur])
    # Cut points: the index of the first unit of each syllable after the first.
    cuts: list[int] = []
    for left, right in itertools.pairwise(nuclei):
        start, end = left[-1] + 1, right[0]
        cons = list(range(start, end))
        if not cons:
            cuts.append(end)
        elif len(cons) == 1:
            cuts.append(cons[0])
        elif units[cons[-2]].text + units[cons[-1]].text in onsets:
            cuts.append(cons[-2])
        else:
            cuts.append(cons[-1])
    bounds = [0, *cuts, n]
    return [list(units[a:b]) for a, b in itertools.pairwise(bounds)]


def fold_accents(text: str, keep: str = "") -> str:
    """Strip diacritics except on the characters listed in `keep`."""
    out = []
    for ch in text:
        if ch in keep:
            out.append(ch)
        else:
            out.append(unicodedata.normalize("NFD", ch)[0])
    return "".join(out)
