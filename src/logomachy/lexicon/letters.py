"""Which letter card (tile) each letter of a written word is, per language.

Word games match written words against letter cards: accents fold away (Á is an A card), but
some letters are letters of their own in a language (Spanish Ñ, Catalan Ç) and some marks are
not letters at all (Catalan L·L's middle dot, apostrophes, hyphens).
"""

from __future__ import annotations

import unicodedata

# Letters that keep their identity (are their own card) per language; everything else folds
# to its base letter.
_OWN_LETTERS: dict[str, frozenset[str]] = {
    "en": frozenset(),
    "es": frozenset({"Ñ"}),
    "ca": frozenset({"Ç"}),
}


def card_letters(word: str, lang: str) -> list[str]:
    """The upper-case card letters of `word`, in order: `card_letters("Niño", "es")` is
    ['N', 'I', 'Ñ', 'O']; `card_letters("col·lecció", "ca")` is C O L L E C C I O."""
    own = _OWN_LETTERS.get(lang, frozenset())
    letters: list[str] = []
    for ch in word.upper():
        if ch in own:
            letters.append(ch)
            continue
        base = unicodedata.normalize("NFD", ch)[0]
        if "A" <= base <= "Z":
            letters.append(base)
    return letters
