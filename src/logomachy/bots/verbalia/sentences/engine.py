"""Bots of Verbàlia's sentence games: a template-based Catalan sentence maker over the lexicon,
and simple, stated heuristics to vote with.

The sentence maker (`Maker`) walks a small grammar of Catalan clauses, one content word per
drawn letter:

    START  -> [article] NOUN                    (the subject; article agrees with the noun)
    SUBJECT-> ADJECTIVE (agrees) | VERB (agrees in number) | de NOUN
    VERB   -> [article] NOUN | preposition [article] NOUN | bare plural NOUN
    OBJECT -> ADJECTIVE (agrees) | de NOUN | i VERB (the subject's number) | que VERB
              (the object's number) | i [article] NOUN

Nouns and adjectives come from the lexicon's analyses (gender and number), verbs in the third
person of the present (-ar verbs: CANTA / CANTEN, -ir inchoatives: SERVEIX / SERVEIXEN, and a
few common irregulars), all drawn from the most frequent Catalan words (wordfreq). A letter no
category can begin (Ç) is carried by any word the vocabulary has with it (ÇO).

Strengths differ in how often they find a sentence and how good it is:
- easy knows the 3,000 most frequent words, tries once, gets an article's gender wrong one time
  in four and gives up one time in four;
- medium knows 8,000, tries twice, always agrees, gives up one time in ten;
- hard knows 20,000, tries five times and keeps the best by `quality`, gives up one in fifty.

Judging (`quality`, `well_built`), all from the sentence alone (its sense only people can
judge; the bots read the evidence they have):
- quality = 10 - 1 per word beyond the drawn letters (connectors) - 3 per agreement error
  (article-noun, noun-adjective gender and number) + 2 if it has a verb + 1.5 if its last two
  content words rhyme (end in the same three letters) - 0.02 per character + 2 x the share
  of its content words among the 3,000 most frequent (common words make sense);
- easy voters rank by shortness alone, medium by connectors and shortness, hard by quality;
  medium and hard put a sentence they find faulty (`verbalia_judgment.sentence_faults`) last;
- "correctly constructed" (ABocagrama, BaBalagrama's yes/no vote): the belief is
  `verbalia_judgment.is_well_built` (every word good, agreement, articles before what may
  follow them, a verb, no dangling last word; in BaBalagrama also the new word's category,
  where the dictionary cannot tell it, by `is_of_category`), and the vote errs with the
  strength's chance (`verbalia_judgment.vote`: easy one in five, hard one in thirty).
"""

from __future__ import annotations

import itertools
import zlib
from bisect import bisect_left
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib.resources import files
from typing import Any

from logomachy.bots.base import Bot
from logomachy.bots.human_time import between
from logomachy.bots.verbalia.judgment import is_of_category, is_well_built, sentence_faults
from logomachy.bots.verbalia.judgment import vote as judged
from logomachy.games.verbalia.pieces.categories import CATEGORIES
from logomachy.games.verbalia.pieces.sentence_words import (
    Word,
    analyses,
    catalan,
    fold,
    initial,
    is_particle,
    words_of,
)
from logomachy.games.verbalia.sentences.contest import (
    Award,
    ContestState,
    SentenceContest,
    Write,
)
from logomachy.kernel import Game, Move, Pass, Rng

VOCABULARY_SIZE = 20_000
COMMON = 3_000  # "common words" for the voters' heuristic


@dataclass(frozen=True)
class Style:
    """How a strength makes sentences."""

    known: int  # how many of the most frequent words it knows
    tries: int  # sentences it makes before choosing the best
    wrong_gender: float  # how often it picks an article of the wrong gender
    gives_up: float  # how often it finds nothing at all


STYLES = {
    "easy": Style(3_000, 1, 0.25, 0.25),
    "medium": Style(8_000, 2, 0.0, 0.10),
    "hard": Style(VOCABULARY_SIZE, 5, 0.0, 0.02),
}

ARTICLES = {  # (gender, number) -> definite, indefinite
    ("m", "s"): ("el", "un"),
    ("f", "s"): ("la", "una"),
    ("m", "p"): ("els", "uns"),
    ("f", "p"): ("les", "unes"),
}
PREPOSITIONS = ("amb", "per", "a", "sense", "sobre", "entre", "contra")
IRREGULAR = {  # infinitive -> (he/she, they)
    "ser": ("és", "són"),
    "tenir": ("té", "tenen"),
    "fer": ("fa", "fan"),
    "dir": ("diu", "diuen"),
    "veure": ("veu", "veuen"),
    "viure": ("viu", "viuen"),
    "voler": ("vol", "volen"),
    "poder": ("pot", "poden"),
    "saber": ("sap", "saben"),
    "beure": ("beu", "beuen"),
    "escriure": ("escriu", "escriuen"),
    "obrir": ("obre", "obren"),
    "dormir": ("dorm", "dormen"),
    "córrer": ("corre", "corren"),
    "perdre": ("perd", "perden"),
    "vendre": ("ven", "venen"),
    "rebre": ("rep", "reben"),
    "moure": ("mou", "mouen"),
    "caure": ("cau", "cauen"),
    "riure": ("riu", "riuen"),
}


# -- Vocabulary -----------------------------------------------------------------------------
@dataclass
class Vocabulary:
    """Content words by first tile, category and agreement; each list in frequency order,
    with the word's rank (0 = most frequent) beside it."""

    nouns: dict[tuple[str, str, str], list[tuple[int, str]]]  # (tile, gender, number)
    adjectives: dict[tuple[str, str, str], list[tuple[int, str]]]
    verbs: dict[tuple[str, str], list[tuple[int, str]]]  # (tile, number)
    anything: dict[str, list[tuple[int, str]]]  # tile -> any good word
    ranks: dict[str, int]  # word -> rank
    inside: dict[str, list[tuple[int, str]]]  # a later syllable -> words (syllable games)

    def pick(
        self, table: dict[Any, list[tuple[int, str]]], key: Any, known: int, rng: Rng
    ) -> str | None:
        """One of the words under `key` among the `known` most frequent, at random."""
        words = table.get(key)
        if not words:
            return None
        top = bisect_left(words, (known, ""))
        if not top:
            return None
        return words[rng.below(top)][1]


_GENDERS = {"masculine": ("m",), "feminine": ("f",), "common": ("m", "f")}
_NUMBERS = {"singular": ("s",), "plural": ("p",), "invariable": ("s", "p")}

#: The vocabulary table, derived by scripts/derive_verbalia_vocabulary.py (its docstring says
#: how): rank, word, tags (w: a good word; n:/a:<gender><number>: noun, adjective; v:s, v:p:
#: the third persons of the present).
VOCABULARY_FILE = files("logomachy.bots") / "data" / "verbalia_vocabulary.csv"


@cache
def vocabulary() -> Vocabulary:
    """Read once per process (~50 ms): words by the tile they begin with."""
    return _read_vocabulary(initial)


@cache
def syllable_vocabulary() -> Vocabulary:
    """The same words by the syllable they begin with (Bananasíl·laB), read once; `inside`
    holds every word under each of its later syllables (CIUTAT under TAT)."""
    return _read_vocabulary(None)


def _read_vocabulary(key_of: Callable[[str], str] | None) -> Vocabulary:
    nouns: dict[Any, list[tuple[int, str]]] = defaultdict(list)
    adjectives: dict[Any, list[tuple[int, str]]] = defaultdict(list)
    verbs: dict[Any, list[tuple[int, str]]] = defaultdict(list)
    anything: dict[str, list[tuple[int, str]]] = defaultdict(list)
    inside: dict[str, list[tuple[int, str]]] = defaultdict(list)
    lines = VOCABULARY_FILE.read_text("utf-8").splitlines()[1:]
    for line in lines:
        rank_text, word, tags, syllables = line.split(",")
        rank = int(rank_text)
        if key_of is None:
            first, *later = syllables.split() or [""]
            tile = first
            for syllable in later:
                inside[syllable].append((rank, word))
        else:
            tile = key_of(word)
        for tag in tags.split():
            if tag == "w":
                anything[tile].append((rank, word))
            elif tag[0] == "v":
                verbs[tile, tag[2]].append((rank, word))
            else:
                table = nouns if tag[0] == "n" else adjectives
                table[tile, tag[2], tag[3]].append((rank, word))

    def ordered(table: dict[Any, list[tuple[int, str]]]) -> dict[Any, list[tuple[int, str]]]:
        return {k: sorted(v) for k, v in table.items()}

    return Vocabulary(
        ordered(nouns),
        ordered(adjectives),
        ordered(verbs),
        ordered(anything),
        {w: r for v in anything.values() for r, w in v},
        ordered(inside),
    )


# -- The sentence maker ------------------------------------------------------------------------
@dataclass(frozen=True)
class Clause:
    """Where the grammar stands: after the subject, the verb or an object, with agreement."""

    kind: str  # start | subject | verb | object
    gender: str = "m"
    number: str = "s"
    adjective: bool = False  # the noun already has its adjective
    subject_number: str = "s"


def _elide(article: str, word: str) -> str:
    """L', D' before a vowel (or h and a vowel): L'HOME, D'AIGUA; LA keeps before I and U
    (LA UNITAT, as it does before an unstressed one)."""
    w = fold(word)
    start = w[1:2] if w.startswith("H") else w[:1]
    elided = "d'" if article == "de" else "l'"
    if start in ("A", "E", "O") and article in ("el", "la", "de"):
        return elided
    if start in ("I", "U") and article in ("el", "de"):
        return elided
    return article


def _join(words: list[str]) -> str:
    out: list[str] = []
    for w in words:
        if out and out[-1].endswith("'"):
            out[-1] += w
        else:
            out.append(w)
    return " ".join(out).upper()


class Maker:
    """Makes sentences for one strength."""

    def __init__(self, style: Style, vocab: Vocabulary | None = None) -> None:
        self.style = style
        self.vocab = vocab or vocabulary()

    def noun(self, tile: str, rng: Rng, number: str | None = None) -> tuple[str, str, str] | None:
        genders = ["m", "f"]
        numbers = [number] if number else ["s", "p"]
        options = [(g, n) for g in genders for n in numbers]
        rng.shuffle(options)
        for g, n in options:
            word = self.vocab.pick(self.vocab.nouns, (tile, g, n), self.style.known, rng)
            if word:
                return word, g, n
        return None

    def article(self, gender: str, number: str, word: str, rng: Rng) -> str:
        if self.style.wrong_gender and rng.random() < self.style.wrong_gender:
            gender = "f" if gender == "m" else "m"
        definite, indefinite = ARTICLES[gender, number]
        return _elide(definite, word) if rng.random() < 0.7 else indefinite

    def step(self, clause: Clause, tile: str, rng: Rng) -> tuple[list[str], Clause] | None:
        """Words for one letter (connectors, then the content word beginning with it)."""
        v, known = self.vocab, self.style.known
        options: list[str] = []
        if clause.kind == "start":
            options = ["subject"]
        elif clause.kind == "subject":
            options = ["verb", "verb", "de"] + ([] if clause.adjective else ["adjective"] * 2)
        elif clause.kind == "verb":
            options = ["object", "object", "bare", "preposition"]
        else:
            options = ["de", "and-verb", "that-verb", "and-noun"] + (
                [] if clause.adjective else ["adjective"] * 3
            )
        rng.shuffle(options)
        for option in options:
            if option in ("subject", "object", "preposition", "and-noun"):
                found = self.noun(tile, rng)
                if not found:
                    continue
                noun, g, n = found
                lead = [self.article(g, n, noun, rng), noun]
                if option == "preposition":
                    lead = [rng.choice(PREPOSITIONS), *lead]
                elif option == "and-noun":
                    lead = ["i", *lead]
                kind = "subject" if option == "subject" else "object"
                subject = n if option == "subject" else clause.subject_number
                return lead, Clause(kind, g, n, False, subject)
            if option == "bare":
                found = self.noun(tile, rng, "p")
                if found:
                    return [found[0]], Clause("object", found[1], "p", False, clause.subject_number)
            elif option == "de":
                found = self.noun(tile, rng)
                if found:
                    noun, g, n = found
                    kind = clause.kind
                    return [_elide("de", noun), noun], Clause(
                        kind, g, n, True, clause.subject_number
                    )
            elif option == "adjective":
                adjective = v.pick(v.adjectives, (tile, clause.gender, clause.number), known, rng)
                if adjective:
                    return [adjective], Clause(
                        clause.kind, clause.gender, clause.number, True, clause.subject_number
                    )
            elif option == "verb":
                verb = v.pick(v.verbs, (tile, clause.number), known, rng)
                if verb:
                    return [verb], Clause("verb", subject_number=clause.number)
            elif option in ("and-verb", "that-verb"):
                number = clause.subject_number if option == "and-verb" else clause.number
                verb = v.pick(v.verbs, (tile, number), known, rng)
                if verb:
                    link = "i" if option == "and-verb" else "que"
                    return [link, verb], Clause("verb", subject_number=number)
        return None

    def attempt(self, tiles: Sequence[str], rng: Rng, clause: Clause) -> list[str] | None:
        words: list[str] = []
        for tile in tiles:
            found = self.step(clause, tile, rng)
            if found is None:
                word = self.vocab.pick(self.vocab.anything, tile, self.style.known, rng)
                if word is None:
                    word = self.vocab.pick(self.vocab.anything, tile, VOCABULARY_SIZE, rng)
                if word is None:  # a syllable that ends words (TAT): CIUTAT
                    word = self.vocab.pick(self.vocab.inside, tile, VOCABULARY_SIZE, rng)
                if word is None:
                    return None
                words.append(word)  # a word out of the grammar: the clause goes on
                continue
            lead, clause = found
            words.extend(lead)
        return words

    def sentence(self, tiles: Sequence[str], rng: Rng) -> str | None:
        """A sentence with words beginning with `tiles` in order, or None (gave up)."""
        if rng.random() < self.style.gives_up:
            return None
        made = [self.attempt(tiles, rng, Clause("start")) for _ in range(self.style.tries)]
        texts = [_join(m) for m in made if m]
        if not texts:
            return None
        return max(texts, key=lambda s: quality(s, len(tiles)))

    def extend(self, sentence: str, tile: str, rng: Rng) -> str | None:
        """The sentence and one more content word beginning with `tile` (particles before it
        allowed), keeping to the grammar (BaBalagrama)."""
        if rng.random() < self.style.gives_up:
            return None
        clause = clause_of(words_of(sentence)) if sentence.strip() else Clause("start")
        best: str | None = None
        for _ in range(self.style.tries):
            found = self.step(clause, tile, rng)
            if not found:
                continue
            text = _join([*([sentence.lower()] if sentence.strip() else []), *found[0]])
            if best is None or quality(text, 0) > quality(best, 0):
                best = text
        return best


def clause_of(words: Sequence[Word]) -> Clause:
    """Where a sentence said so far stands in the grammar, from its last content word."""
    has_verb = any(
        not is_particle(w)
        and any(a.pos == "verb" and a.verb_form == "finite" for a in analyses(w.text))
        for w in words
    )
    for w in reversed(words):
        found = () if is_particle(w) else analyses(w.text)
        if not found:
            continue
        for a in found:
            if a.pos in ("noun", "adjective") and a.gender and a.number:
                g = "f" if a.gender == "feminine" else "m"
                n = "p" if a.number == "plural" else "s"
                kind = "object" if has_verb else "subject"
                return Clause(kind, g, n, a.pos == "adjective", n)
        if any(a.pos == "verb" for a in found):
            return Clause("verb")
    return Clause("start")


# -- Judging sentences ---------------------------------------------------------------------------
@lru_cache(maxsize=1 << 15)
def _agreements(word: str, pos: str | None = None) -> set[tuple[str, str]]:
    """(gender, number) pairs the word's analyses (of part of speech `pos`) carry."""
    lex = catalan()
    if not lex.is_word(word):
        return set()
    out = set()
    for a in analyses(word):
        if pos is not None and a.pos != pos:
            continue
        for g in _GENDERS.get(a.gender or "", ()):
            for n in _NUMBERS.get(a.number or "", ()):
                out.add((g, n))
    return out


_DETERMINERS = {
    "el": ("m", "s"),
    "la": ("f", "s"),
    "els": ("m", "p"),
    "les": ("f", "p"),
    "un": ("m", "s"),
    "una": ("f", "s"),
    "uns": ("m", "p"),
    "unes": ("f", "p"),
}


@lru_cache(maxsize=1 << 14)
def agreement_errors(sentence: str) -> int:
    """Article-noun and noun-adjective pairs that disagree in gender or number."""
    lex = catalan()
    words = words_of(sentence)
    errors = 0
    for a, b in itertools.pairwise(words):
        if a.text in _DETERMINERS and not b.elided and lex.is_word(b.text):
            named = any(x.pos in ("noun", "adjective") for x in analyses(b.text))
            if named and _DETERMINERS[a.text] not in _agreements(b.text):
                errors += 1
        elif not a.elided and not b.elided and not is_particle(a) and not is_particle(b):
            if not (lex.is_word(a.text) and lex.is_word(b.text)):
                continue
            nouns = _agreements(a.text, "noun")
            adjectives = _agreements(b.text, "adjective")
            verb = any(x.pos == "verb" for x in analyses(b.text))
            if nouns and adjectives and not verb and not nouns & adjectives:
                errors += 1
    return errors


def rhymes(a: str, b: str) -> bool:
    """The voters' ear: two different words ending in the same three letters (accents not
    counting)."""
    fa, fb = fold(a), fold(b)
    return fa != fb and len(fa) >= 3 and len(fb) >= 3 and fa[-3:] == fb[-3:]


@lru_cache(maxsize=1 << 14)
def quality(sentence: str, letters: int) -> float:
    """The hard voter's heuristic (see the module docstring)."""
    lex = catalan()
    words = words_of(sentence)
    content = [w for w in words if not is_particle(w) and lex.is_word(w.text)]
    extra = max(0, len(words) - letters) if letters else 0
    has_verb = any(
        a.pos == "verb" and a.verb_form == "finite" for w in content for a in analyses(w.text)
    )
    rhyme = len(content) >= 2 and rhymes(content[-1].text, content[-2].text)
    ranks = vocabulary().ranks
    common = sum(ranks.get(w.text, VOCABULARY_SIZE) < COMMON for w in content)
    freq = common / len(content) if content else 0.0
    return (
        10.0
        - 1.0 * extra
        - 3.0 * agreement_errors(sentence)
        + 2.0 * has_verb
        + 1.5 * rhyme
        - 0.02 * len(sentence)
        + 2.0 * freq
    )


def rank(strength: str, sentences: Sequence[str], letters: int) -> list[int]:
    """Indexes of `sentences`, best first, by the strength's heuristic."""

    def key(i: int) -> tuple[float, int]:
        s = sentences[i]
        if strength == "easy":
            return (-len(s), i)
        if strength == "medium":
            return (-(len(words_of(s)) - letters) - 0.02 * len(s), i)
        return (quality(s, letters), i)

    def faulty(i: int) -> bool:
        return strength != "easy" and bool(sentence_faults(sentences[i]))

    return sorted(range(len(sentences)), key=lambda i: (faulty(i), -key(i)[0], key(i)[1]))


def well_built(strength: str, sentence: str, rng: Rng, new_word: str | None = None) -> bool:
    """The yes/no vote on "is it correctly constructed?" (with `new_word`, BaBalagrama's: and
    is the new word a noun, adjective or verb?): the belief, erring by strength."""
    belief = is_well_built(sentence)
    if belief and new_word is not None:
        belief = any(is_of_category(new_word, c) for c in CATEGORIES)
    return judged(belief, strength, rng)


# -- Brodagrama (and every 3-2-1 contest on letters) ---------------------------------------
class ContestBot:
    """Writes one sentence on the letters, then awards 3-2-1 by its heuristic."""

    def __init__(self, strength: str) -> None:
        self.strength = strength
        self.maker = Maker(STYLES[strength])
        self.syllable_maker: Maker | None = None  # made when first needed

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, SentenceContest) and isinstance(state, ContestState)
        view = game.view(state, seat)  # only what this seat may see
        if view["stage"] == "write":
            made = self.write(game, view, rng)
            return Write(made) if made else Pass()
        papers = view["papers"]
        mine = view["you"]["paper"]
        texts = [p["sentence"] for p in papers]
        order = [i + 1 for i in rank(self.strength, texts, len(view["tiles"]) or 5)]
        if not view["own_points"]:
            order = [n for n in order if n != mine]
        return Award(tuple(order[: view["you"]["awards_due"]]))

    def write(self, game: SentenceContest, view: dict[str, Any], rng: Rng) -> str | None:
        if view["tile_word"] != "syllable":
            return self.maker.sentence(view["tiles"], rng)
        if self.syllable_maker is None:
            self.syllable_maker = Maker(STYLES[self.strength], syllable_vocabulary())
        return self.syllable_maker.sentence(view["tiles"], rng)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        """Writing: a share of the time, larger the weaker the bot; awarding: quick."""
        assert isinstance(state, ContestState)
        if state.stage == "write":
            share = between(rng, *CONTEST_WRITE_SHARE[self.strength])
            return float(state.options["write_seconds"]) * share
        return float(state.options["award_seconds"]) * between(rng, 0.1, 0.4)


# Think times as shares of the phase's time (low, high), by strength: easy slower than hard.
CONTEST_WRITE_SHARE = {"easy": (0.45, 0.9), "medium": (0.3, 0.8), "hard": (0.2, 0.6)}
AT_ONCE_SHARE = {"easy": (0.2, 0.6), "medium": (0.1, 0.5), "hard": (0.05, 0.35)}
SAY_AGAIN_SHARE = {"easy": (0.1, 0.45), "medium": (0.05, 0.35), "hard": (0.03, 0.25)}


# -- ABocagrama: a sentence at once, judged by the others ---------------------------------------
#: "They must immediately say": how often a bot finds nothing at once, by strength.
AT_ONCE_GIVES_UP = {"easy": 0.45, "medium": 0.3, "hard": 0.15}


class AtOnceBot:
    """Says a sentence on its five letters at once (or gives up); votes on others' sentences
    by `well_built` (the evidence of `verbalia_judgment.is_well_built`, erring by strength)."""

    def __init__(self, strength: str) -> None:
        self.strength = strength
        style = STYLES[strength]
        self.maker = Maker(
            Style(style.known, style.tries, style.wrong_gender, AT_ONCE_GIVES_UP[strength])
        )

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        from logomachy.games.verbalia.sentences.spoken import GiveUp, Say, Vote

        view = game.view(state, seat)
        if view["stage"] == "vote":
            return Vote(well_built(self.strength, view["said"], rng))
        made = self.maker.sentence(view["letters"], rng)
        return Say(made) if made else GiveUp()

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        """Saying at once: a share of the time, larger the weaker the bot; voting: quick."""
        if state.stage == "vote":
            return float(state.options["vote_seconds"]) * between(rng, 0.1, 0.5)
        return float(state.options["say_seconds"]) * between(rng, *AT_ONCE_SHARE[self.strength])


# -- BaBalagrama: the growing sentence, said again whole -------------------------------------------
#: How often a bot loses a word of the sentence when saying it again, per word it holds.
SLIP = {"easy": 0.07, "medium": 0.025, "hard": 0.01}
#: With two bags, how often it draws a vowel (a consonant has more words behind it).
VOWEL_SHARE = {"easy": 0.5, "medium": 0.35, "hard": 0.25}


class ChainBot:
    """Says the sentence again with a new word (`Maker.extend`); the sentence is what it
    heard (it is public: every player heard it), and it may slip on a word, more often the
    longer the sentence. Votes by `well_built`, the new word's category included."""

    def __init__(self, strength: str) -> None:
        self.strength = strength
        style = STYLES[strength]
        self.maker = Maker(Style(style.known, style.tries, style.wrong_gender, style.gives_up / 2))

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        from logomachy.games.verbalia.sentences.babalagrama import Draw
        from logomachy.games.verbalia.sentences.spoken import GiveUp, Say, Vote

        view = game.view(state, seat)
        if view["stage"] == "vote":
            said = view["said"]
            new_word = words_of(said)[-1].text if words_of(said) else None
            return Vote(well_built(self.strength, said, rng, new_word))
        if view["stage"] == "draw":
            vowels = rng.random() < VOWEL_SHARE[self.strength] and view["bags"]["vowels"]
            return Draw("vowels" if vowels or not view["bags"]["consonants"] else "consonants")
        heard = list(state.sentence)  # said aloud at the table
        made = self.maker.extend(" ".join(heard), view["letters"][-1], rng)
        if made is None:
            return GiveUp()
        if heard and rng.random() < 1 - (1 - SLIP[self.strength]) ** len(heard):
            words = made.split()
            del words[rng.below(min(len(words), len(heard)))]  # a word forgotten
            made = " ".join(words)
        return Say(made)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        """Saying the sentence again: a share of the time, larger the weaker the bot."""
        if state.stage == "vote":
            return float(state.options["vote_seconds"]) * between(rng, 0.05, 0.35)
        return float(state.options["say_seconds"]) * between(rng, *SAY_AGAIN_SHARE[self.strength])


# -- Enfilasíl·laB, Malasíl·laB: the chain of words, said again from memory -----------------------
#: How often a bot loses a word of the chain when saying it again, per word.
CHAIN_SLIP = {"easy": 0.06, "medium": 0.03, "hard": 0.015}


@lru_cache(maxsize=4096)
def _known(syllable: str, known: int) -> int:
    return bisect_left(syllable_vocabulary().anything.get(syllable, []), (known, ""))


class SyllableChainBot:
    """Chooses a syllable it knows words for (hard: the one it knows most words for; medium:
    any it knows one for; easy: any at all), says the chain it heard — slipping on a word
    more often the longer the chain — and a new word of its vocabulary beginning with the
    syllable."""

    def __init__(self, strength: str) -> None:
        self.strength = strength
        self.style = STYLES[strength]

    def known(self, syllable: str) -> int:
        """How many words beginning with the syllable it knows."""
        return _known(syllable, self.style.known)

    def words_for(self, syllable: str, said: set[str]) -> list[str]:
        words = syllable_vocabulary().anything.get(syllable, [])
        top = words[: min(self.known(syllable), 200)]
        return [w for _, w in top if fold(w) not in said]

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        from logomachy.games.verbalia.sentences.syllable_chains import GiveUp, Say

        view = game.view(state, seat)
        heard = [link.word for link in state.chain]  # said aloud at the table
        choices = view["choices"]
        if not choices:
            return GiveUp()
        if self.strength == "easy":
            syllable = rng.choice(choices)
        else:
            known = [syl for syl in choices if self.known(syl)]
            if not known:
                return GiveUp()
            if self.strength == "hard":
                known = sorted(known, key=lambda syl: -self.known(syl))[:5]
            syllable = rng.choice(known)
        words = self.words_for(syllable, {fold(w) for w in heard})
        if not words or rng.random() < self.style.gives_up / 2:
            return GiveUp()
        chain = list(heard)
        if chain and rng.random() < 1 - (1 - CHAIN_SLIP[self.strength]) ** len(chain):
            del chain[rng.below(len(chain))]  # a word forgotten
        return Say(syllable, " ".join([*chain, rng.choice(words[:50])]).upper())

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        """Saying the chain again: a share of the time, larger the weaker the bot."""
        return float(state.options["say_seconds"]) * between(rng, *SAY_AGAIN_SHARE[self.strength])


def decision_rng(rng: Rng, seat: int, game: Game[Any], state: Any) -> Rng:
    """The decision's generator with the seat and the running timer mixed in.

    Works around `Rng.from_seed`, whose salt mixing collides: the drivers' per-decision salts
    "bot:1:1" and "bot:2:2" give the same generator (a character is XORed in and the state
    only advanced by a constant), so two bots wrote the same sentence in one round. The
    timer's key names the round or turn; crc32 keeps it the same from process to process."""
    timer = game.timer(state)
    key = zlib.crc32(f"{seat}:{timer.key if timer else ''}".encode())
    return Rng.from_seed(rng.next64() ^ (key * 0x9E3779B97F4A7C15), f"sentences:{seat}")


class SentenceBot:
    """The family's bot: plays whichever sentence game it sits at."""

    def __init__(self, strength: str) -> None:
        self.strength = strength
        self.contest = ContestBot(strength)
        self.at_once = AtOnceBot(strength)
        self.chain = ChainBot(strength)
        self.syllable_chain = SyllableChainBot(strength)

    def _for(self, game: Game[Any]) -> Bot:
        if isinstance(game, SentenceContest):
            return self.contest
        if game.meta.id == "verbalia-abocagrama":
            return self.at_once
        if game.meta.id == "verbalia-babalagrama":
            return self.chain
        return self.syllable_chain

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        return self._for(game).choose(game, state, seat, decision_rng(rng, seat, game, state))

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        return self._for(game).delay(game, state, seat, rng)


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: SentenceBot("easy"),
    "medium": lambda: SentenceBot("medium"),
    "hard": lambda: SentenceBot("hard"),
}
