"""The lexicon's answer types: analyses, relations, rhyme kinds, and its errors.

Plain named tuples and string constants, so that games can compare and serialise answers
without importing anything but this module.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, NamedTuple

Pos = Literal["noun", "adjective", "verb", "adverb", "proper noun", "other"]
Number = Literal["singular", "plural", "invariable"] | None
Gender = Literal["masculine", "feminine", "common", "neuter"] | None
VerbForm = Literal["infinitive", "finite", "participle", "gerund"] | None
Rhyme = Literal["consonant", "assonant", "none"]
Relation = Literal["synonym", "antonym", "hypernym", "hyponym", "meronym", "holonym", "derivation"]
Verdict = Literal["yes", "no", "unknown"]

POS_VALUES: tuple[Pos, ...] = ("noun", "adjective", "verb", "adverb", "proper noun", "other")
RELATIONS: tuple[Relation, ...] = (
    "synonym",
    "antonym",
    "hypernym",
    "hyponym",
    "meronym",
    "holonym",
    "derivation",
)


class Analysis(NamedTuple):
    """One reading of a word form. `guessed` marks readings inferred from hunspell affix
    flags where the morphological analyser did not know the word: `Lexicon.analyses` never
    returns those (they decide nothing; `Lexicon.guesses` lists them); `clitic` marks a verb form
    with enclitic pronouns joined to it (agotarlo, dámelo: the verb form is the base's)."""

    lemma: str
    pos: Pos
    number: Number = None
    gender: Gender = None
    verb_form: VerbForm = None
    guessed: bool = False
    clitic: bool = False


@dataclass(frozen=True)
class Relations:
    """Which lexical relations hold from `a` to `b` ("b is a hypernym of a"), which were
    checked and do not hold, and which no source can decide (`unknown`): a game hands those
    to the players' vote instead of refusing the word."""

    holds: frozenset[Relation]
    unknown: frozenset[Relation]
    sources: tuple[str, ...] = ()

    def verdict(self, relation: Relation) -> Verdict:
        if relation in self.holds:
            return "yes"
        if relation in self.unknown:
            return "unknown"
        return "no"

    @property
    def known(self) -> bool:
        """True when every relation kind was decided by a source."""
        return not self.unknown

    def as_dict(self) -> dict[str, str]:
        return {rel: self.verdict(rel) for rel in RELATIONS}


class LexiconError(Exception):
    """Base class of the lexicon's errors."""


class BadWord(LexiconError, ValueError):
    """The input cannot be a word of the language (empty, digits, other scripts, too long).
    `is_word` answers False instead of raising; the analysis methods raise this."""


class LexiconNotBuilt(LexiconError, RuntimeError):
    """The compiled data for a language is missing or stale: run `logomachy lexicon build`."""
