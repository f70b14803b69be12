"""The dictionary's part in "If you misspell a word, it still counts, but you must place your
tokens as if it were spelled correctly" (Valid Words).

The rulebook lets players check spelling with a dictionary after the word-building phase; the
referee does it for them: whether the dictionary knows a written word, how many edits separate
it from the word meant, and which dictionary words lie near a misspelt one. Everything is a
pure function of the words and the compiled lexicon (the same lexicon gives the same answers,
in the same order, in every process).
"""

from __future__ import annotations

from collections import defaultdict
from functools import lru_cache

from rapidfuzz import process
from rapidfuzz.distance import OSA

from logomachy.lexicon import Lexicon, LexiconError, lexicon

# Reading: a misspelling is at most two edits (a letter added, dropped or changed, or two
# neighbours swapped) from the word meant; farther is another word, not a misspelling.
MAX_EDITS = 2

_by_length: dict[str, dict[int, list[str]]] = {}


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
    buckets = _lengths(lex)
    lengths = range(len(form) - MAX_EDITS, len(form) + MAX_EDITS + 1)
    near = [w for n in lengths for w in buckets.get(n, ())]
    found = process.extract(form, near, scorer=OSA.distance, score_cutoff=MAX_EDITS, limit=None)
    ranked = sorted((int(d), -lex.frequency(w), w) for w, d, _ in found if w != form)
    return tuple(w.upper() for _, _, w in ranked)


def _lengths(lex: Lexicon) -> dict[int, list[str]]:
    """The lexicon's forms by length, built once per lexicon (their order within a length
    does not matter: `_suggestions` ranks by a total order)."""
    table = _by_length.get(lex.key)
    if table is None:
        grouped: defaultdict[int, list[str]] = defaultdict(list)
        for w in lex.words():
            grouped[len(w)].append(w)
        table = _by_length[lex.key] = grouped
    return table
