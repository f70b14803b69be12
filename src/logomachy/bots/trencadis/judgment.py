"""How Trencadís bots judge a revealed word: what their knowledge says, and how often they err.

Knowledge (the same for every strength):
- the lexicon refutes a word that is not one (a rare unknown string: a frequent one is taken for
  a name), a plural, an inflected verb, or a variation on the prompt (a compound of it, or a
  derivative the dictionary links to it);
- relatedness to the prompt is supported by the edition's prompt card (the words it lists), a
  lexical relation between the word and the prompt, or an explanation that makes a case: it
  names something (other than the word and the prompt themselves) that is on the prompt card
  or that the lexicon links to the prompt or to a word on its card. A word none of these supports is
  "unsettled": the lexicon covers only a fifth of topical links, so that alone refutes nothing.

Judging a challenged word: refuted -> reject. When the challenge says the word is unrelated
(or names no rule), an unsettled word whose writer made no case is rejected too: the one
sentence "X fits the prompt" is no case. Anything else is accepted.

Errors: each judgment turns out wrong with a seeded, strength-dependent chance: `MISS` (letting
a word it should reject pass) and `SLIP` (rejecting one it should accept). Easy misses often and
slips now and then (never "always yes"); hard votes as an honest expert with rare slips.

What a bot says (a challenge's reason, an explanation) is a message of the catalogue
(namespace trencadis), said in the table's word language: a bot speaks the language it plays in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from logomachy.games.trencadis import TrencadisState
from logomachy.games.trencadis.edition import load_edition
from logomachy.i18n import LANGS, say
from logomachy.kernel import Rng
from logomachy.lexicon import Lexicon, LexiconError, lexicon

PROPER_NAME_ZIPF = 2.5  # an unknown word this frequent is taken for a name (Zipf scale)
STEM = 4  # letters two words must share at the start to be taken for the same stem
COMPOUND_PART = 3  # letters the rest of a compound on the prompt must have to be a word
FUNCTION_ZIPF = 6.0  # words this frequent ("the", "is", "de") say nothing about meaning
MIN_CONTENT = 3  # letters a word of an explanation needs to count as content
NEAR_CARD_ZIPF = 4.0  # words this frequent count only when on the card or linked to the prompt

MISS = {"easy": 0.35, "medium": 0.12, "hard": 0.03}
SLIP = {"easy": 0.15, "medium": 0.05, "hard": 0.02}
CHALLENGE_SLIP = {"easy": 0.04, "medium": 0.01, "hard": 0.0}  # challenging a word it accepts

# Grounds on which relatedness is what is being judged ("" = the challenger named no rule).
RELATEDNESS_GROUNDS = frozenset({"unrelated", "other", ""})


def _lang(state: TrencadisState) -> str:
    return state.language if state.language in LANGS else "en"


def _say(state: TrencadisState, msgid: str, **params: object) -> str:
    """A bot's words, in the table's word language (English where the catalogue has none)."""
    return say(_lang(state), msgid, params)


@dataclass(frozen=True)
class Belief:
    """What a bot's knowledge says of a word: a refutation (ground, reason), if any, and whether
    its relatedness to the prompt is supported."""

    refutation: tuple[str, str] | None
    related: bool

    def valid(self, ground: str) -> bool:
        if self.refutation is not None:
            return False
        return self.related or ground not in RELATEDNESS_GROUNDS


def belief(state: TrencadisState, word: str, explanation: str = "") -> Belief:
    """What the bot's knowledge says of `word` (the word as meant) for this round's prompt."""
    return Belief(refutation(state, word), related(state, word, explanation))


def judge(
    strength: str, state: TrencadisState, word: str, ground: str, explanation: str, rng: Rng
) -> bool:
    """A voter's thumbs up (True) or down: its knowledge, wrong with a seeded chance."""
    honest = belief(state, word, explanation).valid(ground)
    error = SLIP[strength] if honest else MISS[strength]
    return honest != (rng.random() < error)


def challenge_for(strength: str, state: TrencadisState, word: str, rng: Rng) -> tuple[str, str]:
    """The (ground, reason) to challenge `word` on, or ("", "") to let it stand. Bots challenge
    only what the lexicon refutes (relatedness is left to the vote after an explanation); they
    miss a refutation and, rarely, challenge a good word, by strength."""
    found = refutation(state, word)
    if found is not None:
        return ("", "") if rng.random() < MISS[strength] else found
    if rng.random() < CHALLENGE_SLIP[strength]:
        return "unrelated", _say(
            state, "{word} has nothing to do with {prompt}", word=word, prompt=state.prompt
        )
    return "", ""


def explanation_for(state: TrencadisState, word: str) -> str:
    """A bot's explanation of its own word: the link it knows, named so others can check it."""
    prompt = state.prompt
    try:
        lex = lexicon(state.language)
        relation = _relation(lex, word.lower(), lex.normalise(prompt))
        if relation:
            return _say(
                state,
                "{word} and {prompt}: the dictionary gives them as {relation}.",
                word=word,
                prompt=prompt,
                relation=say(_lang(state), relation, context="relation"),
            )
        bridge = _bridge(lex, word.lower(), lex.normalise(prompt))
    except LexiconError:
        bridge = None
    if bridge:
        return _say(
            state,
            "{word} goes with {bridge}, and {bridge} with {prompt}.",
            word=word,
            bridge=bridge.upper(),
            prompt=prompt,
        )
    listed = [w for w in sorted(_card_words(state.language, prompt)) if w != word.lower()][:2]
    if listed:
        return _say(
            state,
            "{word} belongs with {words}: all about {prompt}.",
            word=word,
            words=[w.upper() for w in listed],  # joined the language's way
            prompt=prompt,
        )
    return _say(state, "{word} is what {prompt} brings to mind.", word=word, prompt=prompt)


# -- the lexicon's refutations ---------------------------------------------------------------
def refutation(state: TrencadisState, word: str) -> tuple[str, str] | None:
    """The ground (a key of GROUNDS) and reason the lexicon gives against `word`, or None (it
    has no objection, or knows nothing: then the word has the benefit of the doubt)."""
    try:
        lex = lexicon(state.language)
        folded = word.lower()
        if not lex.is_word(folded):
            # Proper names are allowed; a name the dictionary lacks is usually still frequent
            # in running text, so only rare unknown strings are refuted. (A misspelt word was
            # respelled when revealed: what is left is as written.)
            named = any(a.pos == "proper noun" for a in lex.analyses(word.capitalize()))
            if named or lex.frequency(folded) >= PROPER_NAME_ZIPF:
                return None
            return "not-a-word", _say(state, "{word} is not a word in this language", word=word)
        readings = lex.analyses(folded)
        variation = _variation(lex, state.prompt, folded)
    except LexiconError:
        return None
    if variation:
        template, form, prompt = variation
        return "variation", _say(state, template, word=form, prompt=prompt)
    if not readings:
        return None
    base = [
        a
        for a in readings
        if (a.pos == "verb" and a.verb_form == "infinitive")
        or (a.pos != "verb" and a.number != "plural")
    ]
    if base:
        return None
    plural = next((a for a in readings if a.number == "plural"), None)
    if plural is not None:
        return "plural", _say(
            state, "{word} is a plural (write {lemma})", word=word, lemma=plural.lemma.upper()
        )
    lemma = readings[0].lemma.upper()
    return "verb-form", _say(
        state, "{word} is not the base form of the verb (write {lemma})", word=word, lemma=lemma
    )


# Why a word looks like a variation on the prompt (messages: {word} and {prompt}).
COMPOUND = "{word} is a compound of the prompt {prompt}"
DERIVATIVE = "{word} is a derivative of the prompt {prompt}"


def _variation(lex: Lexicon, prompt_text: str, form: str) -> tuple[str, str, str] | None:
    """Why `form` looks like a variation on the prompt without being one of its inflections
    (those the referee refuses itself): a compound built on the prompt, or a derivative the
    dictionary links to it that shares its stem, as (message, word, prompt). None when
    nothing suggests one."""
    prompt = lex.normalise(prompt_text)
    if form == prompt:
        return None
    stems = sorted({form, *(a.lemma for a in lex.analyses(form) if not a.guessed)})
    if len(prompt) >= STEM:
        for stem in stems:
            rest = (
                stem[len(prompt) :]
                if stem.startswith(prompt)
                else stem[: -len(prompt)]
                if stem.endswith(prompt)
                else ""
            )
            if len(rest) >= COMPOUND_PART and lex.is_word(rest):
                return COMPOUND, form.upper(), prompt.upper()
    for stem in stems:
        shared = len(_common_prefix(stem, prompt))
        if shared >= min(STEM, len(prompt)) and stem in _derivatives(lex, prompt):
            return DERIVATIVE, form.upper(), prompt.upper()
    return None


@lru_cache(maxsize=256)
def _derivatives(lex: Lexicon, prompt: str) -> frozenset[str]:
    """The words the dictionary lists as derivationally related to the prompt."""
    return frozenset(w.lower() for w, rel in lex.related(prompt).items() if "derivation" in rel)


def _common_prefix(a: str, b: str) -> str:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return a[:n]


# -- relatedness to the prompt ---------------------------------------------------------------
def related(state: TrencadisState, word: str, explanation: str = "") -> bool:
    """Does the bot's evidence support that `word` is related to the prompt?"""
    folded = word.lower()
    card = _card_words(state.language, state.prompt)
    try:
        lex = lexicon(state.language)
        prompt = lex.normalise(state.prompt)
        if card & _lemmas(lex, folded) or _relation(lex, folded, prompt):
            return True
        return _makes_a_case(lex, folded, prompt, card, explanation)
    except LexiconError:
        return folded in card or bool(explanation.strip())  # no lexicon: a case is a case


def _makes_a_case(
    lex: Lexicon, word: str, prompt: str, card: frozenset[str], explanation: str
) -> bool:
    """Does the explanation name something (beyond the word and the prompt themselves) that the
    lexicon links to the prompt's topic: the prompt, or a word its card lists? Talk about the
    word alone shows no link to the prompt."""
    own = _lemmas(lex, word) | _lemmas(lex, prompt)
    for token in _content_words(lex, explanation):
        lemmas = _lemmas(lex, token)
        if lemmas & own:
            continue
        if lemmas & card or _relation(lex, token, prompt) or _near_card(lex, lemmas, card):
            return True
    return False


def _near_card(lex: Lexicon, lemmas: frozenset[str], card: frozenset[str]) -> bool:
    """Does the lexicon relate one of `lemmas` directly to a word the prompt card lists (JET
    for AIRPLANE: the card's words mark out the prompt's topic)?"""
    if min(lex.frequency(lemma) for lemma in lemmas) >= NEAR_CARD_ZIPF:
        return False  # a common word (FIT) has neighbours on almost any card (MATCH, SUPPORT)
    return any(card.intersection(lex.related(lemma)) for lemma in sorted(lemmas))


def _content_words(lex: Lexicon, text: str) -> list[str]:
    words = sorted({w.lower() for w in re.findall(r"[^\W\d_]+", text)})
    return [
        w
        for w in words
        if len(w) >= MIN_CONTENT and lex.is_word(w) and lex.frequency(w) < FUNCTION_ZIPF
    ]


# How an explanation names a relation (a catalogue id, context "relation").
RELATION_NAMES = {
    "synonym": "synonyms",
    "antonym": "antonyms",
    "hypernym": "hypernyms",
    "hyponym": "hyponyms",
    "meronym": "meronyms",
    "holonym": "holonyms",
    "derivation": "derivations",
}


def _relation(lex: Lexicon, a: str, b: str) -> str:
    """A lexical relation between `a` and `b` (their lemmas included), or "" for none known."""
    for x in sorted(_lemmas(lex, a)):
        for y in sorted(_lemmas(lex, b)):
            if x == y:
                continue
            holds = lex.relations(x, y).holds
            if holds:
                first = sorted(holds)[0]
                return RELATION_NAMES.get(first, first + "s")
            if x in lex.related(y) or y in lex.related(x):
                return "related words"
    return ""


def _bridge(lex: Lexicon, word: str, prompt: str) -> str | None:
    """A word the lexicon relates both to `word` and to `prompt` (the first alphabetically)."""
    shared = sorted(set(lex.related(word)) & set(lex.related(prompt)))
    return shared[0] if shared else None


@lru_cache(maxsize=4096)
def _lemmas(lex: Lexicon, word: str) -> frozenset[str]:
    """`word` and its lemmas: single words only (a multi-word lemma, "cubo_matemáticas", has no
    relations of its own)."""
    try:
        found = {a.lemma for a in lex.analyses(word) if a.pos != "proper noun"}
    except LexiconError:
        found = set()
    return frozenset({word} | {w for w in found if all(ch.isalpha() or ch in "·'-" for ch in w)})


@lru_cache(maxsize=512)
def _card_words(language: str, prompt: str) -> frozenset[str]:
    card = load_edition(language).prompt(prompt)
    return frozenset(w.lower() for w in card.words) if card else frozenset()
