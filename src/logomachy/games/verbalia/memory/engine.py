"""The memory games on squares of face-down syllables (rulebook: Vailetosíl·laB, Memosíl·laB,
Bimemosíl·laB, Mésquememosíl·laB, ReBimemosíl·laB): one engine, each game a subclass naming
its squares, how the two-coloured tiles lie and its own rules.

The family's flow: syllable tiles drawn from the bag(s) at random make one or two squares
(6x6, 7x7 or 8x8), face down → on their turn a player turns over two syllables (from the one
square, or one from each square), one at a time, in view of everyone → if they can form a
word with them they say it and keep the tiles and turn over two more; if not they turn them
face down again in the same place and the turn passes → the game ends when no syllables are
left or no more words can be formed with the syllables on the table → the player with the
most syllables wins.

Readings shared by the family (each game's module adds its own):
- "if they can form a word with them": the player says the word (`form`); the syllables may
  be used in either order (tiles on the table have no order), and rule P holds (ABC P: the
  tiles must stay the word's syllables, so DES + A does not make DESA, DE-SA); a word the
  dictionary does not have, or that is not made of the syllables turned over, is refused with
  its reason and the player may say another or turn the tiles down; with `free_division`
  (ABC P, abc_options) the tiles need only spell the word (DES + A makes DESA), while the
  referee's "no more words" and the bots still read the norm's divisions;
- a player who sees no word turns the tiles down (`turn-down`); nobody has to say a word;
- "when the players agree that no more words can be formed": the referee decides it exactly —
  after every word it checks every pair of syllables left on the table against the dictionary,
  and ends the game when none forms a word (saying so, and showing what was left); players
  who do not know the words left may still agree to stop: on their turn, before turning a
  tile, each says `stop`, and a full circle of stops in a row ends the game;
- the syllables are turned over one at a time (the second is chosen after seeing the first),
  and each is shown to everyone: the log says which syllable each player turned over, and
  where (what everyone at the table saw); a face-down syllable is nobody's (no view, no log
  line shows it: `secrets()` declares them under seat -1, a seat no viewer holds);
- the first player is seat 1 (the table seats whoever it chose); ties share victory (the
  rulebook names no tie-break); there is no clock (the rulebook times no turn).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache, cached_property
from itertools import permutations
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.pieces.abc_options import Adaptations, free_division, playable_sides
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.score_sheets import SheetGame
from logomachy.games.verbalia.pieces.syllables import (
    COLOURS,
    fold,
    one_syllable_tiles,
    syllable_words,
    syllables_of,
    tile,
    two_syllable_tiles,
)
from logomachy.kernel import (
    Event,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Rng,
    Stage,
    grows,
    shared,
)
from logomachy.lexicon import lexicon

# -- Components and tables -----------------------------------------------------------------------
#: "It is decided whether the game will be short, medium or long": the side of each square.
LENGTHS: dict[str, int] = {"short": 6, "medium": 7, "long": 8}
ONE = "one"  # a square of one-syllable tiles (blank backs)
TWO = "two"  # a square of two-coloured tiles (the colour face up is only the back)
NOBODY = -1  # the seat that owns the face-down syllables in `secrets()`: no viewer holds it

GOOD_WORDS = "ABC B: good words"
RULE_P = "ABC P: syllabic division"

#: Why a game ended (the end event's `why`, for the log's templates).
EMPTY = "empty"
NO_WORDS = "no-words"
AGREED = "agreed"
WHY = {
    EMPTY: "no syllables are left to turn over",
    NO_WORDS: "no more words can be formed with the syllables on the table",
    AGREED: "the players agree that no more words can be formed",
}


# -- The words the syllables make (the referee's and the bots' index) ---------------------------
@cache
def words_by_syllables() -> dict[tuple[str, ...], tuple[str, ...]]:
    """Sorted syllables -> the dictionary forms of two or three syllables made of exactly
    them (in some order), most frequent spelling first is not needed: alphabetical."""
    out: dict[tuple[str, ...], list[str]] = {}
    for form, pieces in syllable_words().items():
        if 2 <= len(pieces) <= 3:
            out.setdefault(tuple(sorted(pieces)), []).append(form)
    return {k: tuple(sorted(v)) for k, v in out.items()}


@cache
def words_by_spelling() -> dict[str, tuple[tuple[str, tuple[str, ...]], ...]]:
    """Verbàlia spelling (`fold`) -> (form, syllables) of the two- and three-syllable forms."""
    out: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
    for form, pieces in syllable_words().items():
        if 2 <= len(pieces) <= 3:
            out.setdefault(fold(form), []).append((form, pieces))
    return {k: tuple(v) for k, v in out.items()}


def words_of(syllables: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """Every dictionary form made of exactly these syllables, in any order (rule P kept)."""
    return words_by_syllables().get(tuple(sorted(syllables)), ())


# -- Moves ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Turn(Move):
    """Turn over one face-down syllable: `cell` of `square` (0 is the first square: in the
    two-square games, the one of one-syllable tiles)."""

    verb: ClassVar[str] = "turn"
    square: int = 0
    cell: int = 0


@dataclass(frozen=True)
class Form(Move):
    """Say the word the syllables turned over form, and keep them."""

    verb: ClassVar[str] = "form"
    word: str = ""


@dataclass(frozen=True)
class TurnDown(Move):
    """Form no word: turn the syllables face down again in the same place. `up` (Mésquememo-
    síl·laB only): the colour to leave face up on each two-coloured tile turned, in order."""

    verb: ClassVar[str] = "turn-down"
    up: tuple[str, ...] = ()


@dataclass(frozen=True)
class Repico(Move):
    """ReBimemosíl·laB: say the word the two syllables form and risk a repicó: turn over a
    third syllable, from the square of your choice."""

    verb: ClassVar[str] = "repico"
    word: str = ""


@dataclass(frozen=True)
class Stop(Move):
    """Before turning a syllable: agree that no more words can be formed (the turn passes; a
    full circle of stops in a row ends the game)."""

    verb: ClassVar[str] = "stop"


# -- State ---------------------------------------------------------------------------------------
@dataclass
class Square:
    """One square of tiles: `tiles[cell]` is a tile number (None once kept); `up[cell]` the
    colour (0 or 1) face up on a two-coloured tile — the back; the syllable in play is the one
    underneath."""

    kind: str
    size: int
    tiles: list[int | None]
    up: list[int]

    def in_play(self, cell: int) -> str:
        number = self.tiles[cell]
        assert number is not None
        t = tile(number)
        return t.side(1 - self.up[cell]) if t.two_sided else t.sides[0]

    def back(self, cell: int) -> str | None:
        number = self.tiles[cell]
        if number is None or self.kind == ONE:
            return None
        return tile(number).side(self.up[cell])

    def left(self) -> list[int]:
        return [c for c, t in enumerate(self.tiles) if t is not None]


@dataclass(frozen=True)
class Kept:
    """A word formed and the tiles kept with it."""

    seat: int
    word: str
    syllables: tuple[str, ...]
    tiles: tuple[int, ...]
    repico: bool = False


@dataclass
class MemoryState:
    seats: int
    options: dict[str, Any]
    # A copy of the state shares the generator, the bags and the squares (copying them at
    # every move was most of a move's cost): the first two serve the deal only (no move draws
    # or shuffles again), and a move that changes a tile replaces the squares (`_changing`).
    rng: Rng = shared()
    bags: list[list[int]] = shared()  # per square: the tiles left in its bag
    squares: list[Square] = shared()
    turn: int = 0  # the seat playing
    turned: list[tuple[int, int]] = field(default_factory=list)  # (square, cell) face up now
    repico: bool = False  # a repicó is under way (ReBimemosíl·laB)
    plays: int = 1  # plays left in this turn (a repicó won gives two more)
    stops: int = 0  # stops in a row
    kept: list[Kept] = grows()
    seen: list[int] = grows()  # tile numbers ever turned over (public)
    over: bool = False
    why: str = ""
    log: list[Event] = field(default_factory=list)


# -- The game ------------------------------------------------------------------------------------
class MemoryGame(SheetGame[MemoryState]):
    """A memory game of the family; subclasses name the section and their squares."""

    section: ClassVar[str]  # the rulebook section, named in refusals
    kinds: ClassVar[tuple[str, ...]]  # the squares: (ONE,), (TWO,) or (ONE, TWO)
    lengths: ClassVar[Mapping[str, int]] = LENGTHS
    placed_as_drawn: ClassVar[bool] = False  # two-coloured tiles lie as they come out
    choose_up: ClassVar[bool] = False  # a tile turned down may show either colour
    repicos: ClassVar[bool] = False
    abc: ClassVar[Adaptations] = Adaptations(division=True)  # ABC P in every memory game
    move_types: ClassVar[tuple[type[Move], ...]] = (Turn, Form, TurnDown, Stop)

    @property
    def rules(self) -> str:
        return f"{self.section}: rules"

    @property
    def chosen_colour(self) -> bool:
        """Whether the table chooses the colour played (a square of two-coloured tiles placed
        with the chosen colour face down)."""
        return TWO in self.kinds and not self.placed_as_drawn

    def option_specs(self) -> tuple[OptionSpec, ...]:
        names = tuple(self.lengths)
        specs = [
            OptionSpec(
                "length",
                names[0],
                "short, medium or long: the side of the square ("
                + ", ".join(f"{n} {s}x{s}" for n, s in self.lengths.items())
                + ")",
                choices=names,
            )
        ]
        if self.chosen_colour:
            specs.append(
                OptionSpec(
                    "colour",
                    COLOURS[0],
                    "the colour of the two-coloured tiles played (placed face down; the "
                    "other colour is only the back)",
                    choices=COLOURS,
                )
            )
        return (*specs, *self.abc.specs())

    def tiles_of(self, kind: str, options: Mapping[str, Any]) -> list[int]:
        """The tiles of a square's kind the game is played with: without those that have a
        syllable of three letters when the table discards them (ABC I; a two-coloured tile
        may be turned to either side, so both must be short)."""
        every = one_syllable_tiles() if kind == ONE else two_syllable_tiles()
        return [t.number for t in every if playable_sides(options, t) == t.sides]

    # -- Preparation -----------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> MemoryState:
        rng = Rng.from_seed(seed, self.meta.id)
        size = self.lengths[options["length"]]
        chosen = COLOURS.index(options["colour"]) if "colour" in options else 0
        bags: list[list[int]] = []
        squares: list[Square] = []
        for kind in self.kinds:
            bag = self.tiles_of(kind, options)
            rng.shuffle(bag)  # the tiles are placed in the bag ... drawn at random
            cells = size * size
            drawn, bag = bag[:cells], bag[cells:]
            if kind == ONE:
                up = [0] * cells
            elif self.placed_as_drawn:  # without regard to which colour is hidden
                up = [rng.below(2) for _ in range(cells)]
            else:  # the syllables of the chosen colour face down: the other one is up
                up = [1 - chosen] * cells
            tiles: list[int | None] = list(drawn)
            bags.append(bag)
            squares.append(Square(kind, size, tiles, up))
        state = MemoryState(
            seats=seats, options=self.abc.stored(options), rng=rng, bags=bags, squares=squares
        )
        count = " and ".join(f"{size}x{size} of {_kind_name(k)}" for k in self.kinds)
        note(
            state,
            "deal",
            f"The tiles are drawn at random: {'squares' if len(squares) > 1 else 'a square'}"
            f" of {count}, face down. Seat 1 starts.",
            size=size,
            squares=len(squares),
        )
        self._check_end(state)
        return state

    # -- What is in play -------------------------------------------------------------------------
    def needed(self, state: MemoryState) -> int:
        """Syllables to turn over in this play: two, or three in a repicó."""
        return 3 if state.repico else 2

    def in_play(self, state: MemoryState, square: int, cell: int) -> str:
        return state.squares[square].in_play(cell)

    def turned_syllables(self, state: MemoryState) -> list[str]:
        return [self.in_play(state, s, c) for s, c in state.turned]

    def word_possible(self, state: MemoryState) -> bool:
        """Whether some syllables on the table still form a word (the end condition the
        referee decides for the players): a pair of one square, or one of each square."""
        index = words_by_syllables()
        if len(state.squares) == 1:
            square = state.squares[0]
            counts = Counter(square.in_play(c) for c in square.left())
            distinct = sorted(counts)
            return any(
                (a, b) in index
                for i, a in enumerate(distinct)
                for b in distinct[i:]
                if a != b or counts[a] > 1
            )
        first = {state.squares[0].in_play(c) for c in state.squares[0].left()}
        second: set[str] = set()
        square = state.squares[1]
        for c in square.left():
            number = square.tiles[c]
            assert number is not None
            # Reading: a two-coloured tile may later be put back with either colour up
            # (Mésquememosíl·laB), so either of its syllables may still come into play.
            second |= set(tile(number).sides) if self.choose_up else {square.in_play(c)}
        return any(tuple(sorted((a, b))) in index for a in first for b in second)

    # -- Turning syllables over ------------------------------------------------------------------
    def _turn(self, state: MemoryState, seat: int, move: Turn) -> None:
        if not 0 <= move.square < len(state.squares):
            raise IllegalMove.of("there is no such square", rule=self.rules)
        square = state.squares[move.square]
        if not 0 <= move.cell < len(square.tiles):
            raise IllegalMove.of("that cell is not on the square", rule=self.rules)
        if square.tiles[move.cell] is None:
            raise IllegalMove.of("that tile has been kept: the cell is empty", rule=self.rules)
        if (move.square, move.cell) in state.turned:
            raise IllegalMove.of("that syllable is already face up", rule=self.rules)
        self.check_square(state, move.square)
        number = square.tiles[move.cell]
        assert number is not None
        state.turned.append((move.square, move.cell))
        state.stops = 0
        if number not in state.seen:
            state.seen.append(number)
        syllable = square.in_play(move.cell)
        note(
            state,
            "turn",
            f"Seat {seat + 1} turns over {syllable}.",
            seat=seat,
            square=move.square,
            cell=move.cell,
            syllable=syllable,
        )

    def check_square(self, state: MemoryState, square: int) -> None:
        """In the two-square games each player turns over one syllable from each square."""
        if len(state.squares) == 2 and len(state.turned) == 1 and state.turned[0][0] == square:
            raise IllegalMove.of("turn over one syllable from each square", rule=self.rules)

    # -- Forming a word, or not --------------------------------------------------------------------
    def check_word(self, state: MemoryState, word: str) -> str:
        """The word as the dictionary writes it (upper case) when the syllables turned over
        form it, or IllegalMove saying why not."""
        pieces = self.turned_syllables(state)
        spelled = fold(word)
        shown = spelled or word.strip().upper()
        if not shown:
            raise IllegalMove.of("say a word", rule=self.rules)
        candidates = words_by_spelling().get(spelled, ())
        for form, syllables in candidates:
            if sorted(syllables) == sorted(pieces):
                return form.upper()
        # Not `syllables.good_word`: its first miss reads the whole lexicon (~9 s), which a
        # table cannot wait for. A word of the set's syllables is in `candidates`; any other
        # word the lexicon has as typed.
        typed = word.strip().lower()
        if not candidates and not (typed and lexicon("ca").is_word(typed)):
            raise IllegalMove.of("{shown} is not in the dictionary", rule=GOOD_WORDS, shown=shown)
        if spelled in {"".join(p) for p in permutations(pieces)}:
            written = candidates[0][0] if candidates else lexicon("ca").normalise(typed)
            if free_division(state.options):  # ABC P: the players agreed to other divisions
                return written.upper()
            raise IllegalMove.of(
                "{shown} divides {division}: the tiles must stay syllables of the word",
                rule=RULE_P,
                shown=shown,
                division="-".join(syllables_of(written)),
            )
        raise IllegalMove.of(
            "{shown} is not made of the syllables turned over ({pieces})",
            rule=self.rules,
            shown=shown,
            pieces=" + ".join(pieces),
        )

    def _form(self, state: MemoryState, seat: int, move: Form) -> None:
        word = self.check_word(state, move.word)
        pieces = tuple(self.turned_syllables(state))
        tiles: list[int] = []
        squares = self._changing(state)
        for s, c in state.turned:
            number = squares[s].tiles[c]
            assert number is not None
            tiles.append(number)
            squares[s].tiles[c] = None
        state.kept.append(Kept(seat, word, pieces, tuple(tiles), state.repico))
        won = 2 if state.repico else 1  # a repicó won: "they may play twice more"
        note(
            state,
            "word",
            f"Seat {seat + 1} forms {word} ({'-'.join(pieces)}) and keeps {len(pieces)} syllables.",
            seat=seat,
            word=word,
            syllables=list(pieces),
            repico=state.repico,
        )
        self._end_play(state, won)
        if not state.over:
            self._check_end(state)

    def _turn_down(self, state: MemoryState, seat: int, move: TurnDown) -> None:
        doubles = [(s, c) for s, c in state.turned if state.squares[s].kind == TWO]
        if move.up and not self.choose_up:
            raise IllegalMove.of(
                "the tiles go back face down as they were, in the same place", rule=self.rules
            )
        if move.up and len(move.up) != len(doubles):
            raise IllegalMove.of(
                "name the colour to leave face up on each two-coloured tile ({count})",
                rule=self.rules,
                count=len(doubles),
            )
        for colour in move.up:
            if colour not in COLOURS:
                raise IllegalMove.of("the colours are orange and green", rule=self.rules)
        squares = self._changing(state) if move.up else state.squares
        for (s, c), colour in zip(doubles, move.up, strict=False):
            squares[s].up[c] = COLOURS.index(colour)
        in_play = self.turned_syllables(state)
        lost = state.repico
        note(
            state,
            "turn-down",
            f"Seat {seat + 1} forms no word: the syllables go back face down"
            + (" (the repicó is lost)" if lost else "")
            + ".",
            seat=seat,
            cells=[[s, c] for s, c in state.turned],
            in_play=in_play,
            repico=lost,
        )
        if lost:  # "they win nothing ... and pass the turn to the next player"
            state.plays = 0
        self._end_play(state, 0)

    @staticmethod
    def _changing(state: MemoryState) -> list[Square]:
        """The squares, to be changed by this move: a copy of the state shares them with the
        state the move was applied to (most moves only turn a tile over), so they are copied
        here, before the first change."""
        state.squares = [
            Square(sq.kind, sq.size, list(sq.tiles), list(sq.up)) for sq in state.squares
        ]
        return state.squares

    def _stop(self, state: MemoryState, seat: int, move: Stop) -> None:
        state.stops += 1
        note(
            state,
            "stop",
            f"Seat {seat + 1} agrees that no more words can be formed.",
            seat=seat,
            stops=state.stops,
        )
        if state.stops >= state.seats:
            self._finish(state, AGREED)
            return
        state.plays = 0
        self._end_play(state, 0)

    def _end_play(self, state: MemoryState, won: int) -> None:
        """A play is over: one play spent, `won` more earned; none left, the turn passes."""
        state.turned = []
        state.repico = False
        state.plays = max(0, state.plays - 1) + won
        if state.plays <= 0:
            state.turn = (state.turn + 1) % state.seats
            state.plays = 1

    # -- End -------------------------------------------------------------------------------------
    def _check_end(self, state: MemoryState) -> None:
        if any(len(sq.left()) < (2 if len(state.squares) == 1 else 1) for sq in state.squares):
            self._finish(state, EMPTY)
        elif not self.word_possible(state):
            # Reading: the referee decides for the players when the dictionary holds no word.
            self._finish(state, NO_WORDS)

    def _finish(self, state: MemoryState, why: str) -> None:
        state.over = True
        state.why = why
        state.turned = []
        result = self.result(state)
        left = [sq.in_play(c) for sq in state.squares for c in sq.left()]
        winners = ", ".join(f"seat {w + 1}" for w in result.winners)
        note(
            state,
            "end",
            f"The game ends: {WHY[why]}"
            + (f" (left: {' '.join(sorted(left))})" if left else "")
            + f". {winners} {'wins' if len(result.winners) == 1 else 'share the win'}.",
            why=why,
            left=sorted(left),
            winners=list(result.winners),
            scores=list(result.scores),
        )

    # -- The stages ------------------------------------------------------------------------------
    def stage(self, state: MemoryState) -> Stage | None:
        """On their turn a player turns over the syllables one at a time (or, before the
        first, agrees that no word is left: `stop`), then forms a word with them or turns
        them down (ReBimemosíl·laB: or risks a repicó). No clock runs."""
        if state.over:
            return None
        if len(state.turned) < self.needed(state):
            return self._stages[state.turn, "turn over", not state.turned]
        return self._stages[state.turn, "word", self.repicos and not state.repico]

    @cached_property
    def _stages(self) -> dict[tuple[int, str, bool], Stage]:
        """Every stage there is, by (seat, stage, whether `stop` or `repico` is open): the
        kernel asks for the stage several times a move, and building it anew each time
        was a tenth of a bot game's time."""
        stages: dict[tuple[int, str, bool], Stage] = {}
        for seat in range(self.meta.max_players):
            for extra in (False, True):
                turning: dict[type[Move], Any] = {Turn: self._turn}
                word: dict[type[Move], Any] = {Form: self._form, TurnDown: self._turn_down}
                if extra:
                    turning[Stop] = self._stop
                    word[Repico] = self._repico
                stages[seat, "turn over", extra] = Stage(
                    "turn over", (seat,), turning, rule=self.rules
                )
                stages[seat, "word", extra] = Stage("word", (seat,), word, rule=self.rules)
        return stages

    def _repico(self, state: MemoryState, seat: int, move: Repico) -> None:
        """ReBimemosíl·laB: a word formed with the two syllables, the player risks a third."""
        word = self.check_word(state, move.word)  # "if they form a word, ... or risk a repicó"
        if not any(
            (s, c) not in state.turned for s, sq in enumerate(state.squares) for c in sq.left()
        ):
            raise IllegalMove.of("no syllable is left face down to turn over", rule=self.rules)
        state.repico = True
        note(
            state,
            "repico",
            f"Seat {seat + 1} forms {word} and risks a repicó.",
            seat=seat,
            word=word,
        )

    def score_sheet(self, state: MemoryState, seat: int) -> dict[str, int]:
        """The syllables a player kept (the tiles of the words formed)."""
        return {"syllables": sum(len(k.tiles) for k in state.kept if k.seat == seat)}

    # -- Views -----------------------------------------------------------------------------------
    def cell_view(self, state: MemoryState, square: int, cell: int) -> dict[str, Any] | None:
        """What everyone sees of a cell: nothing once kept; the back of a face-down tile (a
        blank, or the syllable of the colour face up); the syllable of a tile face up. At the
        end of the game the tiles left are shown."""
        sq = state.squares[square]
        if sq.tiles[cell] is None:
            return None
        out: dict[str, Any] = {"down": True}
        if sq.kind == TWO:
            out["back"] = sq.back(cell)
            out["back_colour"] = COLOURS[sq.up[cell]]
        if (square, cell) in state.turned or state.over:
            out["down"] = False
            out["syllable"] = sq.in_play(cell)
        return out

    def table_view(self, state: MemoryState, seat: int | None) -> dict[str, Any]:
        result = self.result(state)
        return {
            # No "lang": "ca" here: the no-leak check reads every string of a view, and CA is
            # a syllable (the game is Catalan by its metadata).
            "colours": list(COLOURS),
            "colour": state.options.get("colour"),
            "length": state.options["length"],
            "one_each": len(state.squares) == 2,
            "choose_up": self.choose_up,
            "repicos": self.repicos,
            "squares": [
                {
                    "kind": sq.kind,
                    "size": sq.size,
                    "cells": [self.cell_view(state, i, c) for c in range(len(sq.tiles))],
                    "left": len(sq.left()),
                }
                for i, sq in enumerate(state.squares)
            ],
            "turn": None if state.over else state.turn,
            "turned": [
                {"square": s, "cell": c, "syllable": self.in_play(state, s, c)}
                for s, c in state.turned
            ],
            "needed": self.needed(state),
            "repico": state.repico,
            "plays": state.plays,
            "stops": state.stops,
            "kept": [
                {"seat": k.seat, "word": k.word, "syllables": list(k.syllables)} for k in state.kept
            ],
            "scores": list(result.scores),
            "why": state.why or None,
        }

    # -- Terminal notation -----------------------------------------------------------------------
    def parse_move(self, state: MemoryState, seat: int, text: str) -> Move:
        """`turn [square] a1`: the square numbered from 1 and the cell named as on the
        square's edges, which only the square's size turns into the move's numbers."""
        tokens = text.lower().split()
        verb = tokens[0] if tokens else ""
        if verb in (Turn.verb, Form.verb, Repico.verb) and len(tokens) == 1:
            if verb == Turn.verb:
                raise IllegalMove.of("'{verb}' needs a cell", rule="move format", verb=verb)
            raise IllegalMove.of("'{verb}' needs a word", rule="move format", verb=verb)
        if verb != Turn.verb or len(tokens) > 3:
            return super().parse_move(state, seat, " ".join(tokens))
        square = "1" if len(tokens) == 2 else tokens[1]
        if not square.isdigit():
            raise IllegalMove.of("turn SQUARE CELL: the square by its number", rule="move format")
        size = state.squares[0].size
        name = tokens[-1].lower()
        try:
            column, row = ord(name[0]) - ord("a"), int(name[1:]) - 1
        except (IndexError, ValueError):
            raise IllegalMove.of(
                "name cells like a1 (column letter, row number)", rule="move format"
            ) from None
        if not (0 <= column < size and 0 <= row < size):
            raise IllegalMove.of("that cell is not on the square", rule="move format")
        return Turn(int(square) - 1, row * size + column)

    # -- Checks for the conformance tests --------------------------------------------------------
    def invariants(self, state: MemoryState) -> list[str]:
        problems = []
        kept = Counter(t for k in state.kept for t in k.tiles)
        for n, (kind, sq) in enumerate(zip(self.kinds, state.squares, strict=True)):
            every = self.tiles_of(kind, state.options)
            here = [t for t in sq.tiles if t is not None] + state.bags[n]
            mine = [t for t in every if kept[t]]
            if sorted(here + mine) != sorted(every):
                problems.append(f"the tiles of square {n + 1} are not conserved")
            if len(sq.tiles) != sq.size * sq.size:
                problems.append(f"square {n + 1} is not {sq.size}x{sq.size}")
        if any(v > 1 for v in kept.values()):
            problems.append("a tile was kept twice")
        for s, c in state.turned:
            if state.squares[s].tiles[c] is None:
                problems.append("an empty cell is face up")
        if sum(self.result(state).scores) != sum(kept.values()):
            problems.append("the scores are not the syllables kept")
        return problems

    def secrets(self, state: MemoryState) -> dict[int, set[str]]:
        """The syllables face down that nobody has seen are nobody's: no viewer may see them
        (seat -1 is no viewer's). Syllables shown before (turned over, kept, the backs face
        up) are public, and so is any identical syllable elsewhere."""
        if state.over:
            return {}
        public: set[str] = set()
        for number in state.seen:
            public |= set(tile(number).sides)
        hidden: set[str] = set()
        for sq in state.squares:
            for c in sq.left():
                here = sq.tiles[c]
                assert here is not None
                back = sq.back(c)
                if back is not None:
                    public.add(back)
                if here not in state.seen:
                    hidden.add(sq.in_play(c))
        hidden -= public
        return {NOBODY: hidden} if hidden else {}


def _kind_name(kind: str) -> str:
    return "one-syllable tiles" if kind == ONE else "two-coloured tiles"


def memory_meta(
    section: str, *, id: str, summary: str, players: tuple[int, int] = (2, 8)
) -> GameMeta:
    """A memory game's lobby card: 20 to 40 minutes of turns on syllables, for memory (its
    rulebook anchor is its id's)."""
    return verbalia_meta(
        section,
        id=id,
        family="memory",
        minutes=30,
        tags=("turns", "syllables", "memory"),
        players=players,
        anchor=id.removeprefix("verbalia-"),
        summary=summary,
    )
