"""Vermigrama (rulebook: shared/rules/verbalia.md, Vermigrama; 2-6 players, 30 minutes).

La plaça is filled with letters. For two minutes everyone writes down as many words as they
can (five letters or more, read in order along letters adjacent orthogonally or diagonally,
each letter once per word; a letter may serve several words). When time is up the lists are
read out: words written by more than one player are cancelled, the others score by length.
A new square each round; as many rounds as players; most points wins. Variant: one minute per
play for experienced players (`write_seconds`).

The round (write, read out, cancel, score) is `lists.ListGame`'s; this module is the square.

Readings where the rulebook is silent:
- the referee refuses at once a word that is not in the dictionary or cannot be read on the
  square (it would score nothing when read out), and says why; only the writer sees it;
- a word is "the same" as another player's when it is laid with the same letters (accents do
  not count, ABC N): CAFES and CAFÈS cancel each other;
- a player who has finished may say so (`done`); when everyone has, the lists are read out
  before the time is up;
- while writing, the others see how many words you have, not which (a list is turned face
  down, not hidden under the table); ties share victory.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.verbalia.cover.engine import MIN_LETTERS, POINTS, points
from logomachy.games.verbalia.lists.engine import (
    GOOD_WORDS,
    MOST_WORDS,
    Done,
    Entry,
    ListGame,
    ListState,
    Write,
)
from logomachy.games.verbalia.pieces.letters import letter_set, letters_conserved
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.plaza import (
    DEFAULT_SIZE,
    SIZE_OPTION,
    find_path,
    good_word,
    tiles_of,
    words_on,
)
from logomachy.kernel import GameMeta, IllegalMove, OptionSpec, Rng, register

__all__ = ["MOST_WORDS", "Done", "Entry", "Vermigrama", "VermigramaState", "Write"]

WRITE_SECONDS = 120  # "for two minutes"; experienced players may try one minute
RULES = "Vermigrama: rules"


@dataclass
class VermigramaState(ListState):
    size: int = DEFAULT_SIZE
    bag: list[str] = field(default_factory=list)
    letters: list[str] = field(default_factory=list)


class Vermigrama(ListGame[VermigramaState]):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "Vermigrama",
        id="verbalia-vermigrama",
        family="lists",
        minutes=30,
        tags=("simultaneous", "board"),
        summary=(
            "The square is filled with letters. For two minutes everyone writes down words of "
            "5 letters or more along letters adjacent orthogonally or diagonally. Words "
            "written by more than one player are cancelled; the others score 5 letters 1, "
            "6: 2, 7: 4, 8: 6, 9: 9, 10: 12, 11: 15, 12 or more: 20. As many rounds as "
            "players; most points wins."
        ),
    )
    section = "Vermigrama"
    write_seconds = WRITE_SECONDS
    write_help = "time to write words (the rulebook suggests 60 for experienced players)"

    def extra_options(self) -> tuple[OptionSpec, ...]:
        return (SIZE_OPTION,)

    # -- Preparation ----------------------------------------------------------------------------
    def new_state(self, seats: int, options: dict[str, Any], rng: Rng) -> VermigramaState:
        return VermigramaState(seats, options, rng, size=int(options["size"]), bag=letter_set())

    def deal(self, state: VermigramaState) -> None:
        """The letters go back into the bag, are mixed well, and a new board is formed."""
        state.bag.extend(state.letters)
        state.rng.shuffle(state.bag)
        cells = state.size * state.size
        state.letters, state.bag = state.bag[:cells], state.bag[cells:]

    def round_text(self, state: VermigramaState) -> str:
        return f"Round {state.round}: a new square is dealt; write your words."

    # -- Writing ----------------------------------------------------------------------------------
    def words_on_square(self, state: VermigramaState) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """Every dictionary word readable on the square (longest first), one path each."""
        return words_on(tuple(state.letters), (False,) * len(state.letters), "king", MIN_LETTERS)

    def best_words(self, state: VermigramaState, count: int) -> list[str]:
        """The `count` best words of the round (post-game analysis): the longest first."""
        return [word.upper() for word, _ in self.words_on_square(state)[:count]]

    def check_word(self, state: VermigramaState, word: str) -> str:
        """The word as it will be read out (the dictionary's spelling, upper case), or
        IllegalMove saying why it would score nothing."""
        shown = word.strip().upper()
        if not shown:
            raise IllegalMove.of("write at least one word", rule=RULES)
        tiles = tiles_of(word)
        if tiles is None:
            raise IllegalMove.of(
                "{shown} cannot be laid with Verbàlia's letters", rule=RULES, shown=shown
            )
        if len(tiles) < MIN_LETTERS:
            raise IllegalMove.of(
                "words must have at least {min_letters} letters",
                rule=RULES,
                min_letters=MIN_LETTERS,
            )
        written = good_word(tiles)
        if written is None:
            raise IllegalMove.of("{shown} is not in the dictionary", rule=GOOD_WORDS, shown=shown)
        if find_path(state.letters, [False] * len(state.letters), tiles, "king") is None:
            raise IllegalMove.of(
                "{written} cannot be read on the square along adjacent letters",
                rule=RULES,
                written=written.upper(),
            )
        return written.upper()

    # -- Scoring ----------------------------------------------------------------------------------
    def points(self, state: VermigramaState, word: str) -> int:
        """5 letters 1 point ... 12 or more 20 (a word two players wrote is cancelled)."""
        return points(len(self.key(word)))

    # -- Views and checks -------------------------------------------------------------------------
    def extra_view(self, state: VermigramaState, seat: int | None) -> dict[str, Any]:
        return {
            "moves": "king",
            "size": state.size,
            "letters": list(state.letters),
            "min_letters": MIN_LETTERS,
            "points_table": {str(k): v for k, v in POINTS.items()},
        }

    def invariants(self, state: VermigramaState) -> list[str]:
        return super().invariants(state) + letters_conserved(state.bag + state.letters)


GAME = register(Vermigrama())
