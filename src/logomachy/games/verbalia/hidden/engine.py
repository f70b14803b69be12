"""Pieces shared by Verbàlia's hidden-word games (Barrejagrama, Blufigrama, EndeVinagrama): a
secret word of eight to twelve letters taken from the face-up letters, which words a table
allows, and the words the players write in secret against the clock.

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
- The words written in secret (Barrejagrama's finders, Blufigrama's longest words): each
  player writes one word and may change it until the time is up, or gives up (`pass`: a word
  written is crossed out); when everyone has written or given up the time ends early; a word
  is read in the dictionary's spelling, as typed where the typing is one of its spellings.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ClassVar

from logomachy.games.challenges import submissions_stage
from logomachy.games.verbalia.pieces.letters import ALPHABET, letter_counts
from logomachy.games.verbalia.pieces.plaza import tiles_of, word_index
from logomachy.kernel import IllegalMove, Move, OptionSpec, Pass, Stage, Submissions
from logomachy.kernel.flow import Handler
from logomachy.lexicon import lexicon

MIN_LETTERS = 8
MAX_LETTERS = 12
WORD_RULES = ("all", "beginners")
GOOD_WORDS = "ABC B: good words"
LETTERS_RULE = "ABC L: letters"
#: "As many turns as there are players, or double that number" (Barrejagrama, Blufigrama).
TURNS_OPTION = OptionSpec(
    "turns_per_player", 1, "as many turns as players (1) or twice as many (2)", choices=(1, 2)
)


@dataclass(frozen=True)
class Said(Move):
    """A move that says one word: each game's verb says what the word is for."""

    word: str = ""


@dataclass(frozen=True)
class Lay(Said):
    """The setter's secret word (Barrejagrama lays its letters face up in disorder,
    EndeVinagrama face down in the word's order)."""

    verb: ClassVar[str] = "lay"


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
    form = table_form(word, code, rule, section)
    typed = word.strip().lower()
    if typed in written_forms(code) and allowed_form(typed, rule):
        form = typed
    return tiles, form.upper()


def table_form(word: str, code: str, rule: str, section: str) -> str:
    """The first written form of these tiles that the table allows (its `words` rule), or
    IllegalMove: they spell no good word (ABC B), or none the table plays with (the
    preparation of `section`'s game)."""
    shown = word.strip().upper()
    if not written_forms(code):
        raise IllegalMove.of("{shown} is not in the dictionary", rule=GOOD_WORDS, shown=shown)
    form = allowed(code, rule)
    if form is None:
        raise IllegalMove.of(
            "{shown} is a conjugated verb or a plural: the table plays without them",
            rule=section.replace("rules", "preparation"),
            shown=shown,
        )
    return form


def spelt(word: str, code: str, form: str) -> str:
    """The word as it will be read (upper case): as typed when that is one of the dictionary's
    spellings of its tiles, else `form`."""
    typed = word.strip().lower()
    return (typed if typed in written_forms(code) else form).upper()


# -- Words written in secret ----------------------------------------------------------------------
def cross_out(writing: Submissions[str], seat: int) -> None:
    """A player gives up: a word they wrote is crossed out, and they write no more."""
    if seat in writing.entries:
        del writing.entries[seat]
        writing.order.remove(seat)
    writing.pass_(seat)


def writing_stage(
    name: str,
    writing: Submissions[str],
    seats: int,
    write: type[Said],
    *,
    may_write: Callable[[Any, int], None],
    read: Callable[[Any, int, str], str],
    over: Callable[[Any], None],
    rule: str,
) -> Stage:
    """The players still writing act until the time is up, or all have written or given up
    (then `over(state)`): `write` writes a word (as `read(state, seat, word)` reads it, or its
    refusal), `Pass` gives up (`cross_out`). Any seat may try the moves: `may_write(state,
    seat)` refuses one that may not write now (the setter, one who gave up) saying why."""

    def on_write(state: Any, seat: int, move: Said) -> None:
        may_write(state, seat)
        writing.submit(seat, read(state, seat, move.word))

    def on_pass(state: Any, seat: int, move: Pass) -> None:
        may_write(state, seat)
        cross_out(writing, seat)

    moves: dict[type[Move], Handler] = {write: on_write, Pass: on_pass}
    everyone = tuple(range(seats))
    return submissions_stage(
        name, writing, moves, over, rule=rule, open_to=dict.fromkeys(moves, everyone), ends=True
    )


def writing_view(writing: Submissions[str] | None) -> list[dict[str, Any]] | None:
    """Who has written and who gave up (not what: the words are secret until read)."""
    if writing is None:
        return None
    return [
        {"seat": s, "written": s in writing.entries, "passed": s in writing.passed}
        for s in writing.expected
    ]


def written_secrets(writing: Submissions[str] | None, hidden: dict[int, set[str]]) -> None:
    """Each word being written is its writer's secret (added to `hidden`)."""
    if writing is not None and not writing.closed:
        for seat, word in writing.entries.items():
            hidden.setdefault(seat, set()).add(word)
