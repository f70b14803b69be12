"""The referee's Spanish from the project's lexicon (`logomachy.lexicon`, language "es").

The game's rules on words (rulebook, Create a Word) read on the lexicon's analyses: a word is
playable in a category when one of its readings is a noun, adjective or verb that is not plural,
and a verb only as an infinitive; a proper noun never.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property
from typing import Any

from logomachy.games.el_soneto.referee import CATEGORIES, Judgement, Relations

ACCENTED = {"a": "á", "e": "é", "i": "í", "o": "ó", "u": "úü"}


class LexiconReferee:
    def __init__(self, lex: Any = None) -> None:
        if lex is None:
            from logomachy.lexicon import lexicon

            lex = lexicon("es")
        self.lex = lex
        self._syllables: dict[str, tuple[str, ...]] = {}

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
            return Judgement(word, frozenset(), "not a word: letters only")
        if not self._is_word(word):
            proper = any(a.pos == "proper noun" for a in readings)
            return Judgement(
                word, frozenset(), "a proper noun" if proper else "not in the dictionary"
            )
        categories = frozenset(
            a.pos
            for a in readings
            if a.pos in CATEGORIES
            and a.number != "plural"
            and (a.pos != "verb" or a.verb_form == "infinitive")
        )
        if categories:
            return Judgement(word, categories)
        return Judgement(word, frozenset(), _refusal(word, readings))

    def syllables(self, word: str) -> tuple[str, ...]:
        known = self._syllables.get(word)
        if known is None:
            known = tuple(self.lex.syllables(word))
            self._syllables[word] = known
        return known

    def consonant_rhyme(self, a: str, b: str) -> bool:
        return bool(self.lex.rhyme(a, b) == "consonant")

    def relations(self, a: str, b: str) -> Relations:
        rel = self.lex.relations(a, b)
        return Relations(frozenset(rel.holds), frozenset(rel.unknown))

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


def _refusal(word: str, readings: Sequence[Any]) -> str:
    """Why no reading of a dictionary word is playable, as a player is told."""
    for a in readings:
        if a.pos == "proper noun":
            return "a proper noun"
    for a in readings:
        if a.pos in CATEGORIES and a.number == "plural":
            lemma = f" of {a.lemma}" if a.lemma and a.lemma != word else ""
            return f"a plural{lemma}"
    for a in readings:
        if a.pos == "verb" and a.verb_form != "infinitive":
            form = {"participle": "participle", "gerund": "gerund"}.get(
                a.verb_form or "", "conjugated form"
            )
            return f"a {form} of {a.lemma}: only infinitives are admitted"
    kinds = sorted({a.pos for a in readings})
    if not kinds:
        return "the dictionary knows no grammatical category for it"
    return f"an {' / '.join(kinds)}" if kinds[0][0] in "aeiou" else f"a {' / '.join(kinds)}"
