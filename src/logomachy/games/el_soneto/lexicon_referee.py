"""The referee's Spanish from the project's lexicon (`logomachy.lexicon`, language "es").

The game's rules on words (rulebook, Create a Word) read on the lexicon's analyses: a word is
playable in a category when one of its readings is a noun, adjective or verb that is not plural,
and a verb only as an infinitive; a proper noun never.

Readings: only attested readings decide a category (`Lexicon.analyses`: an analyser's); a
reading the lexicon guessed from a hunspell affix class (`Lexicon.guesses`) never makes a word
playable. The rulebook has the dictionary judge categories ("accepted by the Real Academia"),
not the players, so an unknown category is refused, and the refusal says what the dictionary
does not list ("the dictionary lists no noun reading of ...").
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Hashable, Sequence
from functools import cached_property
from typing import Any, TypeVar

from logomachy.games.el_soneto.referee import CATEGORIES, Judgement, Relations
from logomachy.games.el_soneto.why import Why

ACCENTED = {"a": "á", "e": "é", "i": "í", "o": "ó", "u": "úü"}
RULES_VERSION = 3  # bump when `judge` changes which words are playable
K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class LexiconReferee:
    def __init__(self, lex: Any = None) -> None:
        if lex is None:
            from logomachy.lexicon import lexicon

            lex = lexicon("es")
        self.lex = lex
        self._syllables: dict[str, tuple[str, ...]] = {}
        self._rhymes: dict[str, frozenset[str]] = {}
        self._relations: dict[tuple[str, str], Relations] = {}
        self._related: dict[str, dict[str, frozenset[str]]] = {}
        self._arguable: dict[tuple[str, str], frozenset[str]] = {}

    def spelling(self, typed: str) -> str:
        """Lower case; a word typed without its written accent gets it back when exactly one
        accented spelling is a playable word and the typed one is not (cards carry no accents:
        LAGRIMA is lágrima, not the verb form lagrima)."""
        word = typed.strip().lower()
        if not word or self.judge(word).categories:
            return word
        options = []
        for i, ch in enumerate(word):
            for accented in ACCENTED.get(ch, ""):
                candidate = word[:i] + accented + word[i + 1 :]
                if self._is_word(candidate) and self.judge(candidate).categories:
                    options.append(candidate)
        return options[0] if len(options) == 1 else word

    def _is_word(self, word: str) -> bool:
        try:
            return bool(self.lex.is_word(word))
        except ValueError:
            return False

    def judge(self, word: str) -> Judgement:
        try:
            readings = list(self.lex.analyses(word))
        except ValueError:
            return _refused(word, Why.of("letters-only"))
        if not self._is_word(word):
            proper = any(a.pos == "proper noun" for a in readings)
            return _refused(word, Why.of("proper-noun" if proper else "not-in-dictionary"))
        categories = frozenset(
            a.pos
            for a in readings
            if a.pos in CATEGORIES
            and a.number != "plural"
            and (a.pos != "verb" or _bare_infinitive(word, a))
        )
        if categories:
            return Judgement(word, categories)
        guesses = getattr(self.lex, "guesses", None)
        guessed = list(guesses(word)) if guesses is not None else []
        return _refused(word, _refusal(word, readings, guessed))

    def syllables(self, word: str) -> tuple[str, ...]:
        return _memo(self._syllables, word, lambda: tuple(self.lex.syllables(word)))

    @property
    def cache_key(self) -> str:
        """Names this vocabulary for caches: the compiled lexicon's manifest and these rules."""
        manifest = json.dumps(getattr(self.lex, "manifest", {}), sort_keys=True, default=str)
        digest = hashlib.sha256(manifest.encode()).hexdigest()[:12]
        return f"es-{digest}-r{RULES_VERSION}"

    def _rhyme_keys(self, word: str) -> frozenset[str]:
        """The word's consonant-rhyme keys, computed once (as `Lexicon.rhyme` compares them)."""

        def keys() -> frozenset[str]:
            rules = self.lex.rules
            every = getattr(rules, "all_rhyme_keys", None)
            pairs = list(every(word)) if every is not None else [rules.rhyme_keys(word)]
            return frozenset(k[0] for k in pairs if k[0])

        return _memo(self._rhymes, word, keys)

    def consonant_rhyme(self, a: str, b: str) -> bool:
        return bool(self._rhyme_keys(a) & self._rhyme_keys(b))

    def relations(self, a: str, b: str) -> Relations:
        def listed() -> Relations:
            rel = self.lex.relations(a, b)
            return Relations(frozenset(rel.holds), frozenset(rel.unknown))

        return _memo(self._relations, (a, b), listed)

    def related(self, word: str) -> dict[str, frozenset[str]]:
        """The words a source relates to `word`, with how (what a player's thesaurus shows;
        bots read it as evidence on claims the referee leaves to the vote)."""
        return _memo(self._related, word, lambda: dict(self.lex.related(word)))

    def arguable(self, a: str, b: str) -> frozenset[str]:
        """Relations a looser reading of the sources supports (`Lexicon.arguable`): evidence
        for a vote, never the referee's ruling."""
        return _memo(self._arguable, (a, b), lambda: frozenset(self.lex.arguable(a, b)))

    @cached_property
    def _vocabulary(self) -> list[tuple[str, frozenset[str]]]:
        words = []
        for word in self.lex.words():
            if not word.isalpha() or word != word.lower():
                continue
            judged = self.judge(word)
            if judged.categories:
                words.append((word, judged.categories))
        return words

    def vocabulary(self) -> Sequence[tuple[str, frozenset[str]]]:
        return self._vocabulary

    def frequency(self, word: str) -> float:
        return float(self.lex.frequency(word))


def _memo(known: dict[K, V], key: K, compute: Callable[[], V]) -> V:
    """`known[key]`, computed once (the lexicon's answers never change)."""
    if key not in known:
        known[key] = compute()
    return known[key]


def _bare_infinitive(word: str, a: Any) -> bool:
    """An infinitive as the dictionary gives it (cantar, or pronominal desmayarse), not one with
    pronouns attached (desmayarme, cantarlo): those are forms, not entries. Reading: the
    rulebook admits infinitives, and a fair table writes them as the dictionary does."""
    return bool(a.verb_form == "infinitive" and word in (a.lemma, a.lemma + "se"))


def _refused(word: str, why: Why) -> Judgement:
    return Judgement(word, frozenset(), why.text, why)


def _refusal(word: str, readings: Sequence[Any], guessed: Sequence[Any] = ()) -> Why:
    """Why no reading of a dictionary word is playable, as a player is told. A category only
    a guess suggests is named as one the dictionary does not list."""
    unlisted = sorted({a.pos for a in guessed if a.pos in CATEGORIES} - {a.pos for a in readings})
    if unlisted and not any(a.pos in CATEGORIES for a in readings):
        return Why.of("unlisted", categories=unlisted, word=word)
    for a in readings:
        if a.pos == "proper noun":
            return Why.of("proper-noun")
    for a in readings:
        if a.pos in CATEGORIES and a.number == "plural":
            if a.lemma and a.lemma != word:
                return Why.of("plural-of", lemma=a.lemma)
            return Why.of("plural")
    for a in readings:
        if a.pos == "verb" and a.verb_form == "infinitive":
            return Why.of("pronoun", lemma=a.lemma)
        if a.pos == "verb" and a.verb_form != "infinitive":
            form = {"participle": "participle", "gerund": "gerund"}.get(
                a.verb_form or "", "conjugated"
            )
            return Why.of(form, lemma=a.lemma)
    kinds = sorted({a.pos for a in readings})
    if not kinds:
        return Why.of("no-category", word=word)
    return Why.of("other-category", word=word, categories=kinds)
