"""The dictionary's part in "If you misspell a word, it still counts, but you must place your
tokens as if it were spelled correctly" (Valid Words).

The rulebook lets players check spelling with a dictionary after the word-building phase; the
referee does it for them: whether the dictionary knows a written word, how many edits separate
it from the word meant, and which dictionary words lie near a misspelt one. Everything is a
pure function of the words and the compiled lexicon (the same lexicon gives the same answers,
in the same order, in every process).
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
from rapidfuzz import process
from rapidfuzz.distance import OSA

from logomachy.lexicon import Lexicon, LexiconError, lexicon

# Reading: a misspelling is at most two edits (a letter added, dropped or changed, or two
# neighbours swapped) from the word meant; farther is another word, not a misspelling.
MAX_EDITS = 2

_by_lexicon: dict[str, _NearIndex] = {}


def dictionary(lang: str) -> Lexicon | None:
    """The game language's lexicon, or None where it is not built (then nothing is checked)."""
    try:
        return lexicon(lang)
    except LexiconError:
        return None


def knows(lex: Lexicon, word: str) -> bool:
    """Does the dictionary know `word`, as a common word or as a proper name?"""
    if lex.is_word(word):
        return True
    try:
        return any(a.pos == "proper noun" for a in lex.analyses(word.capitalize()))
    except LexiconError:
        return False


def edits(lex: Lexicon, written: str, meant: str) -> int:
    """Edits from `written` to `meant` in the language's normal spelling (an accent is a
    letter of its own: AVION to AVIÓN is one edit)."""
    try:
        a, b = lex.normalise(written), lex.normalise(meant)
    except LexiconError:
        a, b = written.lower(), meant.lower()
    return int(OSA.distance(a, b))


def suggestions(lex: Lexicon, word: str) -> tuple[str, ...]:
    """The dictionary words within MAX_EDITS of `word`, in upper case: the fewest edits first,
    then the most frequent, then alphabetical (a stable order, whatever the process)."""
    try:
        form = lex.normalise(word)
    except LexiconError:
        return ()
    return _suggestions(lex, form)


@lru_cache(maxsize=512)
def _suggestions(lex: Lexicon, form: str) -> tuple[str, ...]:
    near = _index(lex).near(form)
    found = process.extract(form, near, scorer=OSA.distance, score_cutoff=MAX_EDITS, limit=None)
    ranked = sorted((int(d), -lex.frequency(w), w) for w, d, _ in found if w != form)
    return tuple(w.upper() for _, _, w in ranked)


class _NearIndex:
    """Every form with its length and the set of its letters (a bit each), so that the few
    forms that can lie within MAX_EDITS of a word are found by two vectorised comparisons
    instead of measuring the distance to the ~400,000 forms of similar length (100-470 ms a
    word, on the server's event loop). Exact: an edit changes the length by at most one and
    the set of letters by at most two (a substitution drops one letter and adds another; a
    transposition changes nothing), so a form MAX_EDITS away differs from the word in length
    by at most MAX_EDITS and in at most 2 x MAX_EDITS letters of its set."""

    def __init__(self, words: list[str]) -> None:
        self.words = words
        letters = sorted({c for w in words for c in w})
        # 64 bits: letters past the 63rd share the last bit (more candidates, none lost).
        self.bit = {c: min(i, 63) for i, c in enumerate(letters)}
        self.lengths = np.fromiter((len(w) for w in words), dtype=np.int16, count=len(words))
        self.masks = np.fromiter((self._mask(w) for w in words), dtype=np.uint64, count=len(words))

    def _mask(self, word: str) -> int:
        m = 0
        for c in set(word):
            m |= 1 << self.bit.get(c, 63)
        return m

    def near(self, form: str) -> list[str]:
        close = np.abs(self.lengths - len(form)) <= MAX_EDITS
        close &= np.bitwise_count(self.masks ^ np.uint64(self._mask(form))) <= 2 * MAX_EDITS
        words = self.words
        return [words[i] for i in np.flatnonzero(close)]


def _index(lex: Lexicon) -> _NearIndex:
    """The lexicon's index, built once per lexicon (order within it does not matter:
    `_suggestions` ranks by a total order)."""
    index = _by_lexicon.get(lex.key)
    if index is None:
        index = _by_lexicon[lex.key] = _NearIndex(list(lex.words()))
    return index


def warm_up(lang: str) -> None:
    """Builds the language's index ahead of play (a server does it before it is ready)."""
    lex = dictionary(lang)
    if lex is not None:
        _index(lex)
