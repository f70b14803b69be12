"""Sentences as the referee of Verbàlia's sentence games reads them (Brodagrama, ABocagrama,
BaBalagrama, Bananasíl·laB): the words of a sentence, the tile each begins with, the
dictionary check (ABC B), the particles (data/particles.toml) and the initials in order.

What the referee decides here is only what a rule or the dictionary decides: that every word
is a good word or a particle, that words begin with the drawn letters in their order, that a
sentence keeps the earlier words. Whether a sentence is "correctly constructed" is for the
players' vote.

Readings where the rulebook is silent:
- a word begins with the tile it is laid with (ABC L and N): accents fold (ÉS begins with E),
  NYU begins with NY and not with N, QUE with QU; L·L is two Ls, so LLIBRE begins with L;
- an elided article, preposition or pronoun (L'HOME, D'AIGUA, PORTA'L) is a particle of its
  own, and the word after the apostrophe is a word of its own; a hyphen (ANAR-HI) joins two
  words, each checked on its own.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from functools import cache, lru_cache
from typing import NamedTuple

from logomachy.games.verbalia.pieces import DATA
from logomachy.kernel import IllegalMove
from logomachy.lexicon import Analysis, Lexicon, lexicon

GOOD_WORDS = "ABC B: good words"
MAX_WORDS = 40  # a sentence said in a minute is shorter than this
MAX_CHARS = 400

_APOSTROPHES = str.maketrans({"’": "'", "`": "'", "´": "'", "ʼ": "'"})
_PUNCTUATION = re.compile(r"[.,;:!?¡¿\"«»()\[\]{}—–…/*]+")


@cache
def catalan() -> Lexicon:
    """The Catalan lexicon (looked up once: `lexicon()` takes a lock and a spec each call)."""
    return lexicon("ca")


class Word(NamedTuple):
    """A word of a sentence, as the referee reads it."""

    text: str  # lower case, as written (accents kept)
    initial: str  # the tile it begins with ("A", "NY", "QU", "Ç")
    elided: bool  # an elided particle (l', 'n): not a dictionary entry


@cache
def _particle_data() -> dict[str, list[str]]:
    text = (DATA / "particles.toml").read_text("utf-8")
    return {k: [str(w) for w in v] for k, v in tomllib.loads(text).items()}


@cache
def particles() -> frozenset[str]:
    """The closed-class words that may always be added (articles, prepositions, contracted
    articles, conjunctions, pronouns and determiners)."""
    data = _particle_data()
    kinds = ("articles", "contractions", "prepositions", "conjunctions", "pronouns")
    return frozenset(w for kind in kinds for w in data[kind])


def is_particle(word: Word | str) -> bool:
    text = word.text if isinstance(word, Word) else word.lower()
    return (isinstance(word, Word) and word.elided) or text in particles()


@lru_cache(maxsize=1 << 16)
def fold(text: str) -> str:
    """Upper case with accents, diaeresis and the L·L dot folded away (ABC N); Ç is kept."""
    out = []
    for ch in text.upper():
        if ch == "Ç":
            out.append(ch)
            continue
        base = unicodedata.normalize("NFD", ch)[0]
        if "A" <= base <= "Z":
            out.append(base)
    return "".join(out)


@lru_cache(maxsize=1 << 16)
def initial(text: str) -> str:
    """The tile a word begins with: NY and QU are tiles of their own (ABC L)."""
    folded = fold(text)
    if folded[:2] in ("NY", "QU"):
        return folded[:2]
    return folded[:1]


def same_word(a: str, b: str) -> bool:
    """Two words said are the same word when they are laid with the same letters (ABC N)."""
    return fold(a) == fold(b)


def words_of(sentence: str) -> list[Word]:
    """The words of a sentence in order (punctuation dropped, elisions split off)."""
    return list(_words_of(sentence))


@lru_cache(maxsize=1 << 14)
def _words_of(sentence: str) -> tuple[Word, ...]:
    text = _PUNCTUATION.sub(" ", sentence.translate(_APOSTROPHES).lower())
    data = _particle_data()
    before, after = set(data["elided_before"]), set(data["elided_after"])
    out: list[Word] = []
    for chunk in text.split():
        for part in chunk.split("-"):
            pieces = part.split("'")
            if len(pieces) == 1:
                if part:
                    out.append(Word(part, initial(part), False))
                continue
            head, *rest = pieces
            # l'home: "l'" then "home"; porta'l: "porta" then "'l"; l'hi: "l'" then "'hi"
            if head and head in before:
                out.append(Word(head + "'", initial(head), True))
            elif head:
                out.append(Word(head, initial(head), False))
            for i, piece in enumerate(rest):
                if not piece:
                    continue
                if piece in after and (i > 0 or not head or head not in before):
                    out.append(Word("'" + piece, initial(piece), True))
                else:
                    out.append(Word(piece, initial(piece), False))
    return tuple(out)


@lru_cache(maxsize=1 << 15)
def is_good_word(text: str) -> bool:
    """A word of the dictionary (ABC B), or a particle."""
    return text in particles() or catalan().is_word(text)


@lru_cache(maxsize=1 << 16)
def analyses(text: str) -> tuple[Analysis, ...]:
    """The lexicon's analyses of a form (none for a form it does not hold)."""
    lex = catalan()
    return lex.analyses(text) if lex.is_word(text) else ()


def read_sentence(sentence: str, rule: str) -> list[Word]:
    """The words of a sentence the referee accepts as written: every one a good word or a
    particle. IllegalMove (naming `rule` or ABC B) says what is wrong."""
    if len(sentence) > MAX_CHARS:
        raise IllegalMove.of("a sentence has at most {most} characters", rule=rule, most=MAX_CHARS)
    words = words_of(sentence)
    if not words:
        raise IllegalMove.of("write a sentence", rule=rule)
    if len(words) > MAX_WORDS:
        raise IllegalMove.of("a sentence has at most {most} words", rule=rule, most=MAX_WORDS)
    for w in words:
        if w.elided:
            continue
        if not w.initial or not is_good_word(w.text):
            raise IllegalMove.of(
                "{word} is not in the dictionary", rule=GOOD_WORDS, word=w.text.upper()
            )
    return words


def initials_in_order(words: list[Word], letters: list[str]) -> list[int] | None:
    """Positions of words beginning with `letters` in their order (the earliest such words;
    other words may come between them), or None."""
    found: list[int] = []
    at = 0
    for letter in letters:
        while at < len(words) and words[at].initial != letter:
            at += 1
        if at == len(words):
            return None
        found.append(at)
        at += 1
    return found


def missing_initial(words: list[Word], letters: list[str]) -> tuple[int, str, str] | None:
    """Why `initials_in_order` found nothing: the first letter left without its word, as
    (its place, counted from 1; the letter; the word found for the letter before it, "" for
    the first letter), or None when every letter has its word."""
    at = found_at = 0
    for n, letter in enumerate(letters, 1):
        while at < len(words) and words[at].initial != letter:
            at += 1
        if at == len(words):
            return n, letter, words[found_at].text.upper() if n > 1 else ""
        found_at = at
        at += 1
    return None


def show(words: list[Word]) -> str:
    """A sentence as the referee writes it back: upper case, elisions joined."""
    out: list[str] = []
    for w in words:
        text = w.text.upper()
        if out and (out[-1].endswith("'") or text.startswith("'")):
            out[-1] += text
        else:
            out.append(text)
    return " ".join(out)


def sentence_on_initials(sentence: str, letters: list[str], rule: str) -> str:
    """A sentence whose words begin with `letters` in their order (others may come between
    them), as the referee writes it back; IllegalMove naming `rule` or ABC B says why not.
    Brodagrama's papers and ABocagrama's turns are both held to it."""
    words = read_sentence(sentence, rule)
    missing = missing_initial(words, letters) if initials_in_order(words, letters) is None else None
    if missing is not None:
        n, letter, after = missing
        if after:
            raise IllegalMove.of(
                "no word after {after} begins with letter {n}, {letter}: the words must begin "
                "with {letters}, in that order",
                rule=rule,
                after=after,
                n=n,
                letter=letter,
                letters=" ".join(letters),
            )
        raise IllegalMove.of(
            "no word begins with letter {n}, {letter}: the words must begin with {letters}, "
            "in that order",
            rule=rule,
            n=n,
            letter=letter,
            letters=" ".join(letters),
        )
    return show(words)
