"""How Verbàlia bots vote on another player's claim: the referee's knowledge, honestly used.

Every vote starts from a *belief* built from what the referee itself knows — the Catalan
lexicon (`logomachy.lexicon`), its categories (`games.verbalia.categories`) and the game's own
checks — and then errs by chance, more often the weaker the bot (`vote`):

- a claim the lexicon settles ("yes"/"no") is believed as the lexicon says;
- a claim it cannot settle ("unknown": a participle no source lists as an adjective, a form
  known only from hunspell's affix class, the feminine of a noun entry) is believed when the
  bot's evidence supports it: the affix class fits the category, or the word is common enough
  that a reader knows it in that use (Zipf ≥ `KNOWN_ZIPF`);
- a sentence's sense only people can judge: the bot reads what evidence it has — every word a
  good word, articles agreeing with their nouns and adjectives with theirs
  (`verbalia_sentences.agreement_errors`), an article or a preposition followed by a word that
  can follow it (a noun or an adjective; a verb after a weak pronoun: LA VEIG), the sentence
  not ending on a definite article, a preposition or a conjunction, a verb with a person
  once it has four content words, no two nouns or two verbs with a person side by side
  without a link, not five content words with no article, preposition or conjunction at all — and
  believes a sentence that passes all of them.

`ERROR` is the chance a vote goes against the belief, drawn from the decision's seeded `Rng`:
easy errs either way one time in five (never "always yes"), medium one in ten, hard one in
thirty (an honest expert who now and then misreads).
"""

from __future__ import annotations

import itertools
from functools import cache, lru_cache

from logomachy.games.verbalia.pieces.categories import (
    CATEGORIES,
    Category,
    any_citation_form,
    citation_form,
    verdict,
    written_forms,
)
from logomachy.games.verbalia.pieces.sentence_words import (
    Word,
    _particle_data,
    analyses,
    catalan,
    words_of,
)
from logomachy.kernel import Rng
from logomachy.lexicon import Verdict

#: The chance a bot's vote goes against its belief, by strength.
ERROR = {"easy": 0.2, "medium": 0.1, "hard": 1 / 30}
#: Zipf frequency from which a reader knows a word well enough to vouch for its use.
KNOWN_ZIPF = 3.0
#: From this many content words a sentence needs a verb with a person (fewer: a title or
#: an exclamation, LA CASA BLANCA!, may stand without).
VERB_FROM = 4
#: Catalan links its nouns with articles, prepositions and conjunctions: this many content
#: words with none of them is a list of words, not a sentence (a bare five-word sentence,
#: PERE MENJA POMES MOLT VERMELLES, is rare enough to pay for the rejection).
BARE_RUN = 5
INDEFINITE = frozenset({"un", "una", "uns", "unes"})
#: Words that cannot end a sentence: they ask for what follows (closed-class words that are
#: also adverbs or pronouns, FORA, ARA, UNA, may).
DANGLING = frozenset(
    [
        "el",
        "la",
        "els",
        "les",
        "lo",
        "al",
        "als",
        "del",
        "dels",
        "pel",
        "pels",
        "a",
        "de",
        "en",
        "amb",
        "per",
        "sense",
        "sobre",
        "sota",
        "entre",
        "fins",
        "des",
        "contra",
        "segons",
        "vers",
        "envers",
        "durant",
        "malgrat",
        "excepte",
        "mitjançant",
        "i",
        "o",
        "ni",
        "que",
        "però",
        "sinó",
        "si",
        "quan",
        "perquè",
        "mentre",
    ]
)


def vote(belief: bool, strength: str, rng: Rng) -> bool:
    """The vote cast: the belief, flipped with the strength's chance of error."""
    return belief != (rng.random() < ERROR[strength])


# -- Words -----------------------------------------------------------------------------------------
def _known(word: str) -> bool:
    return catalan().frequency(word.lower()) >= KNOWN_ZIPF


def _guessed(word: str, category: Category) -> bool:
    """hunspell's affix class reads one of the word's forms as the category."""
    ca = catalan()
    return any(a.pos == category for f in written_forms(word) for a in ca.guesses(f))


def _believe(said: Verdict, evidence: bool) -> bool:
    return said == "yes" or (said == "unknown" and evidence)


@lru_cache(maxsize=1 << 14)
def is_of_category(word: str, category: Category) -> bool:
    """Belief that `word` is a word of `category` (Buscador, XaVograma, BaBalagrama)."""
    said = verdict(word, category)
    return _believe(said, said == "unknown" and (_guessed(word, category) or _known(word)))


@lru_cache(maxsize=1 << 14)
def is_written_as_asked(word: str, category: Category | None) -> bool:
    """Belief that `word` is in the citation form of `category` (None: of any category it has:
    TaBugrama) — ZomBigrama, TaBugrama, SuBBugrama. Unsettled: a common word (a reader knows
    NENA as a word of its own) or one the affix class reads as the category."""
    if category is None:
        said = any_citation_form(word)
        guessed = any(_guessed(word, c) for c in CATEGORIES)
    else:
        said = citation_form(word, category)
        guessed = _guessed(word, category)
    return _believe(said, said == "unknown" and (guessed or _known(word)))


# -- Sentences -------------------------------------------------------------------------------------
@cache
def _closed(kind: str) -> frozenset[str]:
    return frozenset(_particle_data()[kind])


def _nominal(text: str) -> bool:
    return any(a.pos in ("noun", "adjective") for a in analyses(text))


@lru_cache(maxsize=1 << 14)
def sentence_faults(sentence: str) -> tuple[str, ...]:
    """What a careful reader finds wrong in a sentence's construction (empty: nothing)."""
    from logomachy.bots.verbalia.sentences.engine import agreement_errors

    lex = catalan()
    words = words_of(sentence)
    if not words:
        return ("no words",)
    faults: list[str] = []
    articles, contractions = _closed("articles"), _closed("contractions")
    pronouns = _closed("pronouns")
    particles = articles | contractions | _closed("prepositions") | _closed("conjunctions")
    particles |= pronouns
    # An article (or a contraction) is followed by a noun, an adjective, a determiner (EL MEU,
    # EL QUE) or, as a weak pronoun, a verb (LA VEIG).
    for w in words:
        if not w.elided and w.text not in particles and not lex.is_word(w.text):
            faults.append(f"{w.text.upper()} is not a word")
    if agreement_errors(sentence):
        faults.append("gender or number disagree")
    for a, b in itertools.pairwise(words):
        if a.elided or a.text not in articles | contractions:
            continue
        pronoun_before_verb = a.text in pronouns and any(x.pos == "verb" for x in analyses(b.text))
        if pronoun_before_verb:
            continue  # LA VEIG: a weak pronoun, not an article
        follows = b.elided or b.text in pronouns or b.text == "que" or _nominal(b.text)
        if b.text in articles | contractions or not follows:
            faults.append(f"{a.text.upper()} before {b.text.upper()}")
    faults.extend(_clause_faults(words, particles))
    last = words[-1]
    if last.text in DANGLING:
        faults.append(f"ends on {last.text.upper()}")
    elif last.text in INDEFINITE and (len(words) < 2 or "finite" not in _tags(words[-2].text)):
        faults.append(f"ends on {last.text.upper()}")  # a pronoun only after a verb: EN VOL UNA
    return tuple(faults)


def _tags(text: str) -> frozenset[str]:
    """The word's readings as "noun", "adjective", "finite" (a verb form with a person), "verb"
    (infinitive, participle, gerund) or "other"."""
    out = set()
    for a in analyses(text):
        if a.pos == "verb":
            out.add("finite" if a.verb_form == "finite" else "verb")
        else:
            out.add(a.pos if a.pos in ("noun", "adjective") else "other")
    return frozenset(out)


def _clause_faults(words: list[Word], particles: frozenset[str]) -> list[str]:
    """Two words side by side that no reading lets stand together (two nouns with no link,
    IMATGES POETES), and two verbs with a person in one clause (no conjunction, relative or
    preposition between: USEN RÀDIO DONEU): the marks of words strung together."""
    faults: list[str] = []
    finite_seen = False
    previous: frozenset[str] = frozenset()
    for w in words:
        if w.elided or w.text in particles:
            if w.text not in _closed("articles") | _closed("pronouns"):
                finite_seen = False  # a link starts another clause or phrase
            previous = frozenset()
            continue
        tags = _tags(w.text)
        if tags == {"finite"}:
            if finite_seen:
                faults.append(f"two verbs without a link ({w.text.upper()})")
            finite_seen = True
        if previous == {"noun"} and tags in ({"noun"}, {"verb"}):
            faults.append(f"a noun and {w.text.upper()} without a link")
        if previous == {"adjective"} and tags == {"adjective"}:
            faults.append(f"two adjectives without a link ({w.text.upper()})")
        previous = tags
    content = [w for w in words if not w.elided and w.text not in particles]
    if len(content) >= VERB_FROM and not any("finite" in _tags(w.text) for w in content):
        faults.append("no verb")
    links = [w for w in words if w.elided or w.text in DANGLING | INDEFINITE]
    if not links and len(content) >= BARE_RUN:
        faults.append("words strung together with no article, preposition or conjunction")
    return faults


def is_well_built(sentence: str) -> bool:
    """Belief that a sentence is correctly constructed (`sentence_faults` finds nothing)."""
    return not sentence_faults(sentence)
