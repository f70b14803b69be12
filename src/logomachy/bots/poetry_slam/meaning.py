"""What a Poetry Slam bot knows of meaning: Princeton WordNet 3.0 (the lexicon's synsets, sense
order and pointers, and the glosses read from Debian's wordnet-base), used two ways.

Reading a poem (`rank_by_meaning`): each content word of the couplet (a cue) is spread over the
synsets it points at, each with the weight of its link -- the cue is a synonym, the category
(hypernym) of the synset, a kind of it, a part or whole of it, a word of its definition or of
an example, a derived or similar word, or the cue's own definition names the synset. A word
that fits the prompt scores, per cue, its best-linked sense (commoner senses count more),
weighed by how rare the cue is (a rare cue says more), summed over the cues. Which links a
reader follows is its `Reading` (the bot's strength decides it).

Writing a poem (`clues`): the short phrases a person would use to hint at a word -- its
category, a piece of its definition, its parts and company, a synonym or a kind of it --
none containing the word or an obvious form of it (`gives_away`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any

from logomachy.lexicon import lexicon
from logomachy.lexicon.sources.wordnet import Gloss, read_glosses

# Function words, and the words poems use for the game itself rather than for the word.
STOP = frozenset(
    """
    a an the and or but nor so yet if then than that this these those there here where when
    what which who whom whose why how it its it's i me my mine we us our you your yours he him
    his she her hers they them their theirs one ones is are was were be been being am do does
    did done have has had having will would shall should can could may might must not no yes
    to of in on at by for with from into onto upon over under up down out off about as all
    any some each every both more most much many few very too also just only own same such
    again ever never always still now well oh let lets get got make made say said tell
    word words guess guessed letter letters rhyme rhymes rhyming clue clues riddle poem line
    lines think thing things something anything way know plain see clear mind find game name
    try time please right bit quite sure really thee thy dear friend friends
    """.split()  # noqa: SIM905 - a word list reads best as text
)
TOKEN = re.compile(r"[a-z]+")
POS = ("n", "v", "a", "r")
SENSES = 6  # senses of a cue, and of a candidate, read
LINKS_KEPT = 2_000  # cue readings remembered
RARE_ZIPF = 6.5  # a cue as common as "people" says little; rarer ones weigh up to 2x


@dataclass(frozen=True)
class Reading:
    """Which links between a cue and a sense a reader follows (its strength's evidence)."""

    relations: bool = True  # hypernyms, hyponyms, parts and wholes, derivations
    examples: bool = True  # the senses' example sentences
    reverse: bool = True  # the cue's own definition naming the word
    senses: int = SENSES


# Weights of each kind of link from a cue to a sense of the word.
SYNONYM = 3.0
DEFINES = 2.0  # the cue is in the sense's definition
EXAMPLE = 1.0
CATEGORY = 2.5  # the cue is the sense's hypernym ("a kind of CAT")
CATEGORY_2 = 1.4
KIND = 1.5  # the cue is a kind of the sense (a hyponym)
PART = 2.0  # the cue is a part or whole of the sense
RELATED = 1.5  # derivation, similar
OPPOSITE = 0.8
NAMED_BY_CUE = 1.5  # the cue's definition uses the word
INFLECTED = 0.7  # a candidate that is only a form of a headword (TURNS, SANDERS)
LINKS = (
    ("hyponym", CATEGORY),
    ("hypernym", KIND),
    ("holonym", PART),
    ("meronym", PART),
    ("derivation", RELATED),
    ("similar", RELATED),
    ("antonym", OPPOSITE),
)


class Meaning:
    """WordNet with its glosses indexed by the words they use."""

    def __init__(self, wordnet: Any, glosses: dict[int, Gloss]) -> None:
        self.wn = wordnet
        self.glosses = glosses
        self._bases: dict[str, tuple[str, ...]] = {}
        self._senses: dict[str, list[int]] = {}
        self._links: dict[tuple[str, Reading], dict[int, float]] = {}
        self.defines: dict[str, list[int]] = {}  # base word -> synsets whose definition uses it
        self.exemplifies: dict[str, list[int]] = {}  # … whose examples use it
        for sid in sorted(glosses):
            gloss = glosses[sid]
            for base in self.content(gloss.definition):
                self.defines.setdefault(base, []).append(sid)
            for base in self.content(" ".join(gloss.examples)):
                self.exemplifies.setdefault(base, []).append(sid)

    # -- words ------------------------------------------------------------------------------
    def bases(self, token: str) -> tuple[str, ...]:
        """The token and its WordNet lemmas (morphy), in a fixed order."""
        found = self._bases.get(token)
        if found is None:
            out = [token]
            for pos in POS:
                for lemma in self.wn.morphy(token, pos):
                    if lemma not in out:
                        out.append(lemma)
            found = self._bases[token] = tuple(out)
        return found

    def content(self, text: str) -> list[str]:
        """The distinct base forms of the content words of `text`, in order of appearance."""
        out: list[str] = []
        for token in TOKEN.findall(text.lower()):
            if len(token) < 3 or token in STOP:
                continue
            for base in self.bases(token):
                if base not in out and base not in STOP:
                    out.append(base)
        return out

    def senses(self, word: str, limit: int = SENSES) -> list[int]:
        """The word's synsets, commonest sense first per part of speech, parts interleaved
        (nouns before verbs before adjectives at the same rank)."""
        found = self._senses.get(word)
        if found is None:
            found = self._senses[word] = self._all_senses(word)
        return found[:limit]

    def _all_senses(self, word: str) -> list[int]:
        per_pos: list[list[int]] = []
        for pos in POS:
            found: list[int] = []
            for lemma in self.wn.morphy(word.lower(), pos):
                for sid in self.wn.lemmas[lemma][pos]:
                    if sid not in found:
                        found.append(sid)
            per_pos.append(found)
        out: list[int] = []
        for rank in range(max(map(len, per_pos), default=0)):
            out += [found[rank] for found in per_pos if rank < len(found)]
        return out

    def linked(self, sid: int, relation: str) -> list[int]:
        return [t for t, _w in self.wn.pointers.get(sid, {}).get(relation, ())]

    def names(self, sid: int) -> list[str]:
        """The synset's members as plain words (multi-word lemmas with spaces)."""
        return [m.replace("_", " ") for m in self.wn.members.get(sid, ())]

    # -- reading ----------------------------------------------------------------------------
    def cue_links(self, cue: str, reading: Reading) -> dict[int, float]:
        """Synset -> the weight of the best link from this cue to it (remembered: every
        guesser at the table reads the same poem)."""
        key = (cue, reading)
        known = self._links.get(key)
        if known is None:
            if len(self._links) > LINKS_KEPT:
                self._links.clear()
            known = self._links[key] = self._cue_links(cue, reading)
        return known

    def _cue_links(self, cue: str, reading: Reading) -> dict[int, float]:
        found: dict[int, float] = {}

        def put(sids: Iterable[int], weight: float) -> None:
            for sid in sids:
                if weight > found.get(sid, 0.0):
                    found[sid] = weight

        put(self.defines.get(cue, ()), DEFINES)
        if reading.examples:
            put(self.exemplifies.get(cue, ()), EXAMPLE)
        for rank, sid in enumerate(self.senses(cue, reading.senses)):
            decay = 0.9**rank
            put((sid,), SYNONYM * decay)
            if not reading.relations:
                continue
            for relation, weight in LINKS:
                targets = self.linked(sid, relation)
                put(targets, weight * decay)
                if relation == "hyponym" and len(targets) <= 30:
                    put((s for t in targets for s in self.linked(t, "hyponym")), CATEGORY_2 * decay)
            if reading.reverse and rank < 3:
                for base in self.content(self.glosses[sid].definition)[:8]:
                    put(self.senses(base, 2), NAMED_BY_CUE * decay)
        return found

    def cues(self, text: str) -> list[str]:
        """The couplet's cue words: content words the lexicon knows, as WordNet lemmas (one
        per word said)."""
        out: list[str] = []
        for token in TOKEN.findall(text.lower()):
            if len(token) < 3 or token in STOP:
                continue
            bases = [b for b in self.bases(token) if b in self.wn.lemmas]
            base = bases[0] if bases else token
            if base not in out and base not in STOP:
                out.append(base)
        return out


@cache
def meaning() -> Meaning:
    """Loaded once per process (a few seconds: the glosses are indexed on first use)."""
    wordnet = lexicon("en").wordnet()
    if wordnet is None:
        raise RuntimeError("English WordNet is not available")
    return Meaning(wordnet, read_glosses())


def cue_weight(cue: str) -> float:
    """Rarer cues say more: 1 for the commonest content words, up to 2."""
    from wordfreq import zipf_frequency

    return 1.0 + min(1.0, max(0.0, (RARE_ZIPF - zipf_frequency(cue, "en")) / 3.0))


def rank_by_meaning(text: str, candidates: Iterable[str], reading: Reading) -> dict[str, float]:
    """Each candidate (upper case) that the text's cues reach -> its score (see the module
    docstring); candidates no cue reaches are left out."""
    m = meaning()
    links = [(cue_weight(cue), m.cue_links(cue, reading)) for cue in m.cues(text)]
    if not links:
        return {}
    reached = {sid for _weight, found in links for sid in found}
    scores: dict[str, float] = {}
    for word in candidates:
        senses = m.senses(word, reading.senses)
        if reached.isdisjoint(senses):  # no cue reaches any of its senses: it scores 0
            continue
        total = 0.0
        for weight, found in links:
            best = max(found.get(sid, 0.0) / (1.0 + 0.25 * rank) for rank, sid in enumerate(senses))
            total += weight * best
        if total > 0:  # a poet's word is most often a dictionary headword, not a form of one
            scores[word] = total if word.lower() in m.wn.lemmas else INFLECTED * total
    return scores


# -- writing ------------------------------------------------------------------------------------
def gives_away(token: str, word: str) -> bool:
    """Would saying `token` give `word` away -- the word itself, a form of it, or one inside
    the other (LEMONADE for LEMON)? A fair table hears all of these as "the word"."""
    t, w = token.lower(), word.lower()
    if not t or not w:
        return False
    if t == w or (len(t) >= 4 and len(w) >= 4 and (t in w or w in t)):
        return True
    if len(w) >= 3 and (t.startswith(w) and len(t) - len(w) <= 3):
        return True
    m = meaning()
    return bool(set(m.bases(t)) & set(m.bases(w)))


class GivenAway:
    """The words a spoken text gives away (`gives_away` by any of its tokens), checked for
    many candidates at once: a guesser filters hundreds of fitting words against one poem,
    and the tokens' own forms are worked out once instead of once per candidate."""

    def __init__(self, tokens: Iterable[str]) -> None:
        self.tokens = {t.lower() for t in tokens if t}
        long = sorted(t for t in self.tokens if len(t) >= 4)
        # a long token inside the word, the word (4+) inside a long token, the word a
        # token's start short of at most three letters: the three cases of `gives_away`
        self.inside = re.compile("|".join(map(re.escape, long))) if long else None
        self.parts = {t[i:j] for t in long for i in range(len(t)) for j in range(i + 4, len(t) + 1)}
        self.starts = {t[:k] for t in self.tokens for k in range(max(3, len(t) - 3), len(t) + 1)}
        self.bases = {b for t in self.tokens for b in meaning().bases(t)}

    def __call__(self, word: str) -> bool:
        w = word.lower()
        if not w or not self.tokens:
            return False
        if w in self.tokens or w in self.starts:
            return True
        if len(w) >= 4 and (w in self.parts or (self.inside and self.inside.search(w))):
            return True
        return not self.bases.isdisjoint(meaning().bases(w))


@dataclass(frozen=True)
class Clue:
    """A short phrase hinting at the word, and the kind of hint (the couplet shapes use it)."""

    kind: str  # "category", "definition", "part", "whole", "synonym", "kind", "company"
    text: str  # e.g. "a kind of vessel", "made from fermented grapes"
    end: str  # the phrase's last word (what a line ending with this phrase rhymes on)


def _plain(name: str) -> bool:
    return name.isascii() and name.replace(" ", "").isalpha() and name.islower()


def _article(noun: str) -> str:
    return ("an " if noun[:1] in "aeiou" else "a ") + noun


def _safe(text: str, word: str) -> bool:
    return not any(gives_away(t, word) for t in TOKEN.findall(text.lower()))


def _definition_phrase(definition: str, word: str, most: int = 7) -> str:
    """The start of a definition, cut before a parenthesis or semicolon and at `most` words,
    ending on a content word (a line can then rhyme on it)."""
    text = re.split(r"[(;:]", definition)[0]
    tokens = text.replace(",", " ,").split()[:most]
    while tokens and (tokens[-1].lower() in STOP or not tokens[-1].isalpha()):
        tokens.pop()
    return " ".join(tokens).replace(" ,", ",").strip(" ,")


@cache
def clues(word: str) -> tuple[Clue, ...]:
    """Hints at `word` from its commonest senses, best first, none giving it away."""
    m = meaning()
    found: list[Clue] = []

    def add(kind: str, text: str, end: str) -> None:
        if text and _safe(text, word) and all(c.text != text for c in found):
            found.append(Clue(kind, text, end))

    for rank, sid in enumerate(m.senses(word, 3)):
        verb = sid // 100_000_000 == 2
        for hyper in m.linked(sid, "hypernym")[:1]:
            for name in [n for n in m.names(hyper) if _plain(n)][:2]:
                add("verb category" if verb else "category", name, name.split()[-1])
        phrase = _definition_phrase(m.glosses[sid].definition, word)
        if phrase and len(phrase.split()) >= 2:
            add("definition", phrase, phrase.split()[-1])
        if rank == 0:
            for relation, kind in (("meronym", "part"), ("holonym", "whole")):
                for target in m.linked(sid, relation)[:3]:
                    for name in [n for n in m.names(target) if _plain(n)][:1]:
                        add(kind, name, name.split()[-1])
            for name in [n for n in m.names(sid) if _plain(n) and n != word.lower()][:2]:
                add("synonym", name, name.split()[-1])
            for target in m.linked(sid, "hyponym")[:3]:
                for name in [n for n in m.names(target) if _plain(n)][:1]:
                    add("kind", name, name.split()[-1])
            for base in m.content(" ".join(m.glosses[sid].examples))[:4]:
                if base in m.wn.lemmas and "n" in m.wn.lemmas[base]:
                    add("company", base, base)
    return tuple(found)
