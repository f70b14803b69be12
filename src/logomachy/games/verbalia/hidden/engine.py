"""Pieces shared by Verbàlia's hidden-word games (Barrejagrama, EndeVinagrama): a secret word
of eight to twelve letters taken from the face-up letters, and which words a table allows.

- A word's length is counted in letter tiles (ABC L: NY and QU are one tile, L·L two), since
  the setter "takes the corresponding letters"; the set must hold enough of each (one X, one
  Z, one NY in the 200).
- Two words are "the same" when they are laid with the same tiles (ABC N: accents do not
  count); a spelling is a good word when one of the dictionary's written forms spells it.
- "The players agree which words may be used" (Barrejagrama, Preparation) is the `words`
  option: `all` (ABC B: every form of the dictionary) or `beginners` (no conjugated verbs
  and no plurals of nouns or adjectives, as the rulebook suggests for inexperienced players),
  decided by the lexicon's analyses. Reading: "conjugated" means a finite (personal) form, so
  infinitives, gerunds and singular participles are allowed; a spelling is allowed when one
  of its readings is.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import ClassVar

from logomachy.games.verbalia.pieces.letters import ALPHABET, letter_counts
from logomachy.games.verbalia.pieces.plaza import tiles_of, word_index
from logomachy.kernel import IllegalMove, Move
from logomachy.lexicon import lexicon

MIN_LETTERS = 8
MAX_LETTERS = 12
WORD_RULES = ("all", "beginners")
GOOD_WORDS = "ABC B: good words"
LETTERS_RULE = "ABC L: letters"


@dataclass(frozen=True)
class Lay(Move):
    """The setter's secret word (Barrejagrama lays its letters face up in disorder,
    EndeVinagrama face down in the word's order)."""

    verb: ClassVar[str] = "lay"
    word: str = ""


@dataclass(frozen=True)
class Pass(Move):
    """Nothing this time: a finder gives up the play (Barrejagrama), a player has no word
    (Blufigrama), an asker who cannot pay asks nothing (EndeVinagrama)."""

    verb: ClassVar[str] = "pass"


def code_of(word: str) -> str:
    """The tiles a word is laid with, one character per tile (ABC N: accents fold)."""
    return ALPHABET.spell(word.strip().lower()) or ""


@lru_cache(maxsize=1 << 14)
def written_forms(code: str) -> tuple[str, ...]:
    """The dictionary's written forms spelt by these tiles (empty: not a good word)."""
    return word_index().forms(code) if code else ()


def allowed_form(form: str, rule: str) -> bool:
    """Whether one written form is a word the table allows (its `words` rule)."""
    if rule == "all":
        return True
    for a in lexicon("ca").analyses(form):
        if a.pos == "proper noun":
            continue
        if a.pos == "verb":
            if a.verb_form == "finite":
                continue
            if a.verb_form == "participle" and a.number == "plural":
                continue
            return True
        if a.pos in ("noun", "adjective") and a.number == "plural":
            continue
        return True
    return False


@lru_cache(maxsize=1 << 14)
def allowed(code: str, rule: str) -> str | None:
    """The first written form of a good word allowed at the table, or None."""
    for form in written_forms(code):
        if allowed_form(form, rule):
            return form
    return None


def check_word(word: str, rule: str, section: str) -> tuple[tuple[str, ...], str]:
    """A setter's secret word: its tiles and its written form (upper case), or IllegalMove
    saying which rule refuses it."""
    shown = word.strip().upper()
    if not shown:
        raise IllegalMove.of("say a word", rule=section)
    tiles = tiles_of(word)
    if tiles is None:
        raise IllegalMove.of(
            "{shown} cannot be laid with Verbàlia's letters", rule=LETTERS_RULE, shown=shown
        )
    if not MIN_LETTERS <= len(tiles) <= MAX_LETTERS:
        raise IllegalMove.of(
            "the word must have between {min_letters} and {max_letters} letters "
            "({shown} has {count})",
            rule=section,
            min_letters=MIN_LETTERS,
            max_letters=MAX_LETTERS,
            shown=shown,
            count=len(tiles),
        )
    have = letter_counts()
    for tile, n in Counter(tiles).items():
        if n > have[tile]:
            raise IllegalMove.of(
                "the set has only {have} {tile} tiles",  # a plural entry, by {have}
                rule=LETTERS_RULE,
                have=have[tile],
                tile=tile,
            )
    code = code_of(word)
    if not written_forms(code):
        raise IllegalMove.of("{shown} is not in the dictionary", rule=GOOD_WORDS, shown=shown)
    typed = word.strip().lower()
    form = typed if typed in written_forms(code) and allowed_form(typed, rule) else None
    form = form or allowed(code, rule)
    if form is None:
        raise IllegalMove.of(
            "{shown} is a conjugated verb or a plural: the table plays without them",
            rule=section.replace("rules", "preparation"),
            shown=shown,
        )
    return tiles, form.upper()
