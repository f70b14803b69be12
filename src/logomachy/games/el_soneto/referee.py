"""What the referee must know of Spanish, as a small interface the game is written against.

The game decides everything the rulebook defines (which cards a word may use, the devices
decided by spelling and syllables, the scores); the language facts (is it a word, in which
categories, its syllables, consonant rhyme, meaning relations) come from an object with this
interface: `LexiconReferee` (the project's Spanish lexicon) in play, a small table in tests.
It is static data, so the game stays pure and deterministic.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from logomachy.games.el_soneto.why import Why

CATEGORIES = ("noun", "adjective", "verb")  # the grammatical categories the genre cards name

# Meaning relations a lexicon may know between two words.
SYNONYM = "synonym"
ANTONYM = "antonym"
PART_WHOLE_OR_KIND = frozenset({"hypernym", "hyponym", "meronym", "holonym"})


@dataclass(frozen=True)
class Judgement:
    """Whether a written word may be played, and as what.

    `categories`: the categories (of CATEGORIES) in which the word is a valid entry: a
    dictionary word, not a proper noun, singular, and a verb only in the infinitive. Empty when
    the word is refused, and `reason` then says why, as a player would be told (in English;
    `why`, when given, is the same as a message any viewer reads in their language).
    """

    word: str
    categories: frozenset[str]
    reason: str = ""
    why: Why | None = None

    def refusal(self) -> Why:
        """Why the word is refused, as a message."""
        if self.why is not None:
            return self.why
        return Why.said(self.reason) if self.reason else Why.of("not-valid")


@dataclass(frozen=True)
class Relations:
    """Meaning relations between two words: those a source lists (`holds`), and those no source
    covers (`unknown`). Any other relation was looked up and not listed — which is silence, not
    evidence against it: the game refuses a device only on a contrary listing (`devices.call`)."""

    holds: frozenset[str] = frozenset()
    unknown: frozenset[str] = frozenset()

    def verdict(self, kind: str) -> str:
        """yes (listed) | no (looked up, not listed) | unknown (no source covers the words)"""
        if kind in self.holds:
            return "yes"
        return "unknown" if kind in self.unknown else "no"


class SpanishReferee(Protocol):
    def spelling(self, typed: str) -> str:
        """The dictionary spelling of what a player typed (lower case; written accents restored
        when the word was typed without them and only one entry fits)."""
        ...

    def judge(self, word: str) -> Judgement: ...

    def syllables(self, word: str) -> tuple[str, ...]: ...

    def consonant_rhyme(self, a: str, b: str) -> bool:
        """Consonant rhyme: all sounds equal from the last stressed vowel on."""
        ...

    def relations(self, a: str, b: str) -> Relations: ...

    def vocabulary(self) -> Sequence[tuple[str, frozenset[str]]]:
        """Every playable word with its categories (what bots search)."""
        ...

    def frequency(self, word: str) -> float:
        """Zipf frequency (0 when unknown): how well a typical player knows the word."""
        ...
