"""The covering games on la plaça: Buguigrama (king's moves) and CaValcagrama (knight's moves).

Both rulebook sections read the same but for how letters join: the square is filled with
letters at random; on their turn a player has thirty seconds to announce the longest word they
can find (at least five letters, read in order along joined letters, each letter once) and
cover its letters with markers; a player who finds none passes. The round ends when the
players agree no more words can be formed or no markers are left; the letters go back to the
bag and a new square is dealt, started by the player to the left of the previous starter.
As many rounds as players; most points wins.

Readings where the rulebook is silent (each marked "Reading:" where it is applied):
- "when the players agree no more words can be formed": the referee ends the round as soon as
  the dictionary holds no word of five letters or more on the uncovered letters (it can decide
  it; no one would disagree), and the players agree by passing: a full circle of passes (or
  timed-out turns) since the last word ends the round too;
- a word's length is counted in letter tiles, the markers it needs: an NY or QU tile is one
  letter of the set (ABC L);
- a word may be announced again in a round if it can be read again on uncovered letters;
- a word needs as many markers as letters, so a word longer than the markers left cannot be
  announced, and the round ends when fewer than five markers are left (no word can be
  covered); with the 120 markers this only happens on squares of more than 120 letters;
- a new square that holds no word at all is a round that ends at once (it still counts);
- the first player is seat 1 (the table seats whoever it chose first); ties share victory,
  as the rulebook names no tie-break.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, ClassVar

from logomachy.games.verbalia.pieces.covering import MARKERS as MARKERS  # the tests read it here
from logomachy.games.verbalia.pieces.covering import CoveringGame, CoveringState
from logomachy.games.verbalia.pieces.letters import letter_set, letters_conserved
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.plaza import (
    SIZE_OPTION,
    adjacent,
    cell_name,
    find_path,
    good_word,
    tiles_of,
    words_on,
)
from logomachy.games.verbalia.pieces.score_sheets import by_length
from logomachy.kernel import GameMeta, IllegalMove, Move, OptionSpec, Pass, Result, Rng

# -- Components and tables -------------------------------------------------------------------------
MIN_LETTERS = 5
#: Points by word length in letters; 12 or more letters score the last entry.
POINTS = {5: 1, 6: 2, 7: 4, 8: 6, 9: 9, 10: 12, 11: 15, 12: 20}

GOOD_WORDS = "ABC B: good words"
LETTERS_RULE = "ABC L: letters"


def points(letters: int) -> int:
    """The scoring table: 5 letters 1 point ... 12 or more 20 points."""
    return by_length(POINTS, letters)


# -- Moves -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Announce(Move):
    """Announce a word and cover its letters; `cells` is its path on the square (cell numbers
    in reading order, the word's order); empty: the referee finds a path for it."""

    verb: ClassVar[str] = "announce"
    word: str = ""
    cells: tuple[int, ...] = ()


# -- State -----------------------------------------------------------------------------------------
@dataclass
class Claim:
    """A word announced and covered."""

    round: int
    seat: int
    word: str
    cells: tuple[int, ...]
    points: int


@dataclass
class CoverState(CoveringState[str, Claim]):
    """The bag's letters, the covered ones and the turns (`CoveringState`), and the square."""

    size: int = 0
    letters: list[str] = field(default_factory=list)  # the square, in reading order


# -- The game --------------------------------------------------------------------------------------
class CoverGame(CoveringGame[CoverState]):
    """A covering game on la plaça (`CoveringGame`: the turns and rounds); subclasses name the
    section and how letters join."""

    moves_by: ClassVar[str]  # "king" or "knight"
    move_types = (Announce, Pass)
    announce = Announce
    pieces = "letters"
    shortest = MIN_LETTERS
    points_table = POINTS
    path_key = "cells"
    pass_codes = ("passes", "time-up")  # codes
    dealt = "a new square is dealt"

    def board_options(self) -> tuple[OptionSpec, ...]:
        return (SIZE_OPTION,)

    # -- Preparation ---------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> CoverState:
        size = int(options["size"])
        state = CoverState(
            seats=seats,
            options=options,
            rng=Rng.from_seed(seed, self.meta.id),
            bag=letter_set(),
            size=size,
        )
        self.new_round(state)
        return state

    def lay(self, state: CoverState) -> int:
        """The square is completely filled with letters face up at random; surplus letters stay
        in the bag."""
        state.bag.extend(state.letters)
        state.rng.shuffle(state.bag)
        cells = state.size * state.size
        state.letters, state.bag = state.bag[:cells], state.bag[cells:]
        return cells

    # -- A turn --------------------------------------------------------------------------------
    def words_left(self, state: CoverState) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """Every word still readable on the uncovered letters, longest first, one path each."""
        return words_on(tuple(state.letters), tuple(state.covered), self.moves_by, MIN_LETTERS)

    def check_word(self, state: CoverState, word: str, cells: tuple[int, ...]) -> Claim:
        """The claim an announcement makes, or IllegalMove saying which rule it breaks."""
        if not word.strip():
            raise IllegalMove.of("announce a word", rule=self.rules)
        tiles = tiles_of(word)
        if tiles is None:
            raise IllegalMove.of(
                "{word} cannot be laid with Verbàlia's letters (there is no K, W or lone Y)",
                rule=LETTERS_RULE,
                word=word.strip().upper(),
            )
        if len(tiles) < MIN_LETTERS:
            raise IllegalMove.of(
                "words must have at least {min_letters} letters",
                rule=self.rules,
                min_letters=MIN_LETTERS,
            )
        written = good_word(tiles)
        if written is None:
            raise IllegalMove.of(
                "{word} is not in the dictionary", rule=GOOD_WORDS, word=word.strip().upper()
            )
        if len(tiles) > state.markers:
            raise IllegalMove.of(
                "only {markers} markers are left: not enough to cover {count} letters",
                rule=self.rules,
                markers=state.markers,
                count=len(tiles),
            )
        path = cells
        if cells:
            self._check_path(state, tiles, cells)
        else:
            found = find_path(state.letters, state.covered, tiles, self.moves_by)
            if found is None:
                # One message per way of joining letters (its words are the sentence's).
                if self.moves_by == "knight":
                    raise IllegalMove.of(
                        "{written} cannot be read on the uncovered letters by a knight's move",
                        rule=self.rules,
                        written=written.upper(),
                    )
                raise IllegalMove.of(
                    "{written} cannot be read on the uncovered letters by adjacent letters "
                    "(orthogonally or diagonally)",
                    rule=self.rules,
                    written=written.upper(),
                )
            path = found
        return Claim(state.round, state.turn, written.upper(), path, points(len(tiles)))

    def _check_path(
        self, state: CoverState, tiles: tuple[str, ...], cells: tuple[int, ...]
    ) -> None:
        size = state.size
        if len(cells) != len(tiles):
            raise IllegalMove.of(
                "the word has {count} letters: name one cell each",
                rule=self.rules,
                count=len(tiles),
            )
        if any(not 0 <= c < size * size for c in cells):
            raise IllegalMove.of("that cell is not on the square", rule=self.rules)
        if len(set(cells)) != len(cells):
            raise IllegalMove.of(
                "a letter may not form part of a word more than once", rule=self.rules
            )
        for c, tile in zip(cells, tiles, strict=True):
            if state.covered[c]:
                raise IllegalMove.of(
                    "{cell} is covered: it can no longer be used this round",
                    rule=self.rules,
                    cell=cell_name(c, size),
                )
            if state.letters[c] != tile:
                raise IllegalMove.of(
                    "{cell} holds {letter}, not {tile}",
                    rule=self.rules,
                    cell=cell_name(c, size),
                    letter=state.letters[c],
                    tile=tile,
                )
        for a, b in pairwise(cells):
            if not adjacent(a, b, size, self.moves_by):
                if self.moves_by == "knight":
                    raise IllegalMove.of(
                        "{cell} and {next} are not joined by a knight's move: words must be "
                        "readable in order",
                        rule=self.rules,
                        cell=cell_name(a, size),
                        next=cell_name(b, size),
                    )
                raise IllegalMove.of(
                    "{cell} and {next} are not joined by adjacent letters (orthogonally or "
                    "diagonally): words must be readable in order",
                    rule=self.rules,
                    cell=cell_name(a, size),
                    next=cell_name(b, size),
                )

    def _announce(self, state: CoverState, seat: int, move: Announce) -> None:
        self.cover(state, self.check_word(state, move.word, tuple(move.cells)))

    # -- Views ---------------------------------------------------------------------------------
    def board_view(self, state: CoverState, result: Result) -> dict[str, Any]:
        return {
            "moves": self.moves_by,
            "size": state.size,
            "letters": list(state.letters),
            "sheets": [dict(s) for s in result.breakdown],
        }

    # -- Terminal notation ---------------------------------------------------------------------
    def parse_move(self, state: CoverState, seat: int, text: str) -> Move:
        """`announce WORD a1 b2 ...`: the cells named as on the square's edges (column letter,
        row number), which only the square's size turns into the move's cell numbers."""
        names = {cell_name(c, state.size): str(c) for c in range(state.size * state.size)}
        tokens = text.split()
        if not tokens or tokens[0].lower() == Pass.verb:
            return super().parse_move(state, seat, text)
        head = 2 if tokens[0].lower() == Announce.verb else 1
        for i, token in enumerate(tokens[head:], start=head):
            if token.lower() not in names:
                raise IllegalMove.of(
                    "name cells like a1 b2 (column letter, row number), not {token}",
                    rule="move format",
                    token=token,
                )
            tokens[i] = names[token.lower()]
        return super().parse_move(state, seat, " ".join(tokens))

    # -- Checks for the conformance tests ------------------------------------------------------
    def invariants(self, state: CoverState) -> list[str]:
        problems = letters_conserved(state.bag + state.letters)
        if len(state.letters) != state.size * state.size:
            problems.append("the square is not completely filled")
        problems.extend(self.covering_problems(state))
        return problems


def cover_meta(section: str, *, id: str, summary: str) -> GameMeta:
    """A covering game's lobby card: 2-4 players, 30 minutes of turns on la plaça."""
    return verbalia_meta(
        section,
        id=id,
        family="cover",
        minutes=30,
        tags=("turns", "board"),
        players=(2, 4),
        summary=summary,
    )
