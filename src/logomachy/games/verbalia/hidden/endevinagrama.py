"""EndeVinagrama (rulebook: shared/rules/verbalia.md, EndeVinagrama; 3-8 players, 45 minutes).

Each player has eight markers. The setter thinks of a secret word of eight to twelve letters
and lays its letters face down, in order. From the setter's left, each player in turn asks for
a letter: if the word has it, the setter turns one of its letters over (MONUMENTAL: asking M
turns one M, not both); if not, the letter lies face up beneath the word and the asker puts a
marker in the middle. At any moment a player may say the word: right, they take two markers
plus one per letter still face down and the round ends; wrong, they put two in the middle and
play goes on. At the end of a round each player scores the markers they hold; the setter
scores the difference between the most and the fewest (8 and 3: 5). Markers go back to eight
each; the next player to the left sets. When everyone has set once, most points wins.

Readings where the rulebook is silent:
- the secret word: 8-12 letter tiles the 200 letters can lay, a good word (hidden/engine.py); the
  referee refuses any other and says why;
- the markers a right guess takes come from the spare markers (the set has 120: those not in
  the players' hands), and the payments go to the middle; neither counts for anyone;
- a letter is asked by naming it (any tile of the set: NY and QU are letters, K, W and a lone
  Y are not); the pile of letters is not counted in view, since it would tell the word's
  letters; a letter already asked and found missing cannot be asked again (the answer lies
  face up);
- a letter of the word whose every occurrence is already turned over is a "no": nothing is
  turned and the asker pays a marker (each occurrence is asked for separately);
- of several face-down occurrences, the setter turns one at random (their hand, not a
  signal: the leftmost would tell that no other lies before it);
- a turn is one letter asked, whether the word has it or not; a guess is not a turn: after a
  wrong guess on their turn a player still asks for a letter; anyone but the setter may
  guess at any moment, in or out of turn;
- asking needs a marker to pay a "no" and a guess needs the two a wrong guess costs: a player
  without them may only pass their turn; when every player passes in a row (nobody can pay)
  the round ends with nobody guessing;
- when the last letter is turned over the word is read and the round ends: nobody takes the
  guess's markers (there is nothing left to guess);
- "the player who has the most and the player who has the least" are the players who asked,
  not the setter (whose eight markers never moved); the setter scores only that difference;
- the first setter is seat 1; ties share victory.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.hidden.engine import LETTERS_RULE, Lay, Said, check_word, code_of
from logomachy.games.verbalia.pieces.letters import ALPHABET, TILES
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.kernel import (
    Event,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Pass,
    Result,
    Rng,
    Stage,
    StagedGame,
    grows,
    register,
    result_from_sheets,
)

# -- Material and tables ---------------------------------------------------------------------------
MARKERS_EACH = 8  # "Each player takes eight markers"
SET_MARKERS = 120  # the set's wooden markers (Components): the spares are the rest
MISS_COST = 1  # "the player who asked places one marker in the middle of the table"
WRONG_GUESS_COST = 2  # "they leave two markers in the middle of the table"
RIGHT_GUESS = 2  # "they take two markers, plus as many markers as ... letters still to turn"
RULES = "EndeVinagrama: rules"


# -- Moves -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Ask(Move):
    """Ask whether a letter forms part of the word."""

    verb: ClassVar[str] = "ask"
    letter: str = ""


@dataclass(frozen=True)
class Guess(Said):
    """Risk saying the secret word."""

    verb: ClassVar[str] = "guess"


# -- State -----------------------------------------------------------------------------------------
@dataclass
class Round:
    """A finished round as everyone saw it."""

    setter: int
    word: str
    guessed_by: int | None
    points: list[int]  # per seat, the setter's difference included


@dataclass
class EndeVinagramaState:
    seats: int
    options: dict[str, Any]
    rng: Rng
    setter: int = 0
    word: str = ""  # the secret word (written form, upper case); "" until laid
    tiles: list[str] = field(default_factory=list)  # its letters, in order
    turned: list[bool] = field(default_factory=list)
    misses: list[str] = field(default_factory=list)  # letters face up beneath the word
    wrong: list[str] = field(default_factory=list)  # words said this round, wrongly
    asker: int = 1
    passes: int = 0  # passes in a row
    markers: list[int] = field(default_factory=list)
    middle: int = 0
    spare: int = 0
    rounds: list[Round] = grows()
    over: bool = False
    log: list[Event] = field(default_factory=list)


class EndeVinagrama(StagedGame[EndeVinagramaState]):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "EndeVinagrama",
        id="verbalia-endevinagrama",
        family="hidden",
        minutes=45,
        tags=("deduction", "markers"),
        players=(3, 8),
        summary=(
            "The setter lays a secret word of 8-12 letters face down. In turn the others ask "
            "for letters: one occurrence is turned over, or the letter lies face up and the "
            "asker pays a marker. A right guess takes two markers plus one per letter face "
            "down; a wrong one pays two. Players score their markers; the setter the spread "
            "between the most and the fewest. Everyone sets once."
        ),
    )
    move_types = (Lay, Ask, Guess, Pass)
    default_verb = "guess"  # a bare word (see `complete`)

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return ()

    # -- Preparation -------------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> EndeVinagramaState:
        state = EndeVinagramaState(seats=seats, options=options, rng=Rng.from_seed(seed, "endevi"))
        self._new_round(state)
        return state

    def _new_round(self, state: EndeVinagramaState) -> None:
        """The markers are rearranged so that all players have eight again."""
        state.markers = [MARKERS_EACH] * state.seats
        state.middle, state.spare = 0, SET_MARKERS - MARKERS_EACH * state.seats
        state.word, state.tiles, state.turned, state.misses, state.wrong = "", [], [], [], []
        state.asker, state.passes = self._left_of(state, state.setter), 0
        note(
            state,
            "round",
            f"Round {len(state.rounds) + 1}: Seat {state.setter + 1} thinks of a secret word.",
            round=len(state.rounds) + 1,
            seat=state.setter,
        )

    def _left_of(self, state: EndeVinagramaState, seat: int) -> int:
        """The next player to the left who asks (the setter never asks)."""
        nxt = (seat + 1) % state.seats
        return (nxt + 1) % state.seats if nxt == state.setter else nxt

    # -- Rules: the secret word --------------------------------------------------------------------
    def _lay(self, state: EndeVinagramaState, seat: int, move: Lay) -> None:
        tiles, word = check_word(move.word, "all", RULES)
        state.word, state.tiles, state.turned = word, list(tiles), [False] * len(tiles)
        note(
            state,
            "lay",
            f"Seat {seat + 1} lays a word of {len(tiles)} letters face down.",
            seat=seat,
            count=len(tiles),
        )

    # -- Rules: asking for a letter ----------------------------------------------------------------
    def _ask(self, state: EndeVinagramaState, seat: int, move: Ask) -> None:
        letter = move.letter.strip().upper()
        code = ALPHABET.spell(letter.lower()) if letter else None
        if not letter:
            raise IllegalMove.of("name a letter", rule=RULES)
        if code is None or len(code) != 1 or ALPHABET.tile_name(code) not in TILES:
            raise IllegalMove.of(
                "{letter} is not a letter of the set", rule=LETTERS_RULE, letter=letter
            )
        letter = ALPHABET.tile_name(code)
        if letter in state.misses:
            raise IllegalMove.of(
                "{letter} was asked already: it lies face up", rule=RULES, letter=letter
            )
        if state.markers[seat] < MISS_COST:
            raise IllegalMove.of("you have no marker to pay if it is not there: pass", rule=RULES)
        down = [i for i, t in enumerate(state.tiles) if t == letter and not state.turned[i]]
        state.passes = 0
        if down:
            at = down[state.rng.below(len(down))]
            state.turned[at] = True
            note(
                state,
                "yes",
                f"Seat {seat + 1} asks for {letter}: letter {at + 1} is turned over.",
                seat=seat,
                letter=letter,
                position=at + 1,
            )
        else:
            state.misses.append(letter)
            state.markers[seat] -= MISS_COST
            state.middle += MISS_COST
            note(
                state,
                "no",
                f"Seat {seat + 1} asks for {letter}: not there; a marker to the middle.",
                seat=seat,
                letter=letter,
            )
        if all(state.turned):  # the word is read: nothing left to guess
            self._end_round(state, None)
            return
        state.asker = self._left_of(state, seat)

    def _pass(self, state: EndeVinagramaState, seat: int, move: Pass) -> None:
        """An asker who cannot pay a "no" asks nothing this turn."""
        if state.markers[seat] >= MISS_COST:
            raise IllegalMove.of("you must ask for a letter (you can pay)", rule=RULES)
        state.passes += 1
        note(state, "pass", f"Seat {seat + 1} cannot pay and passes.", seat=seat)
        if state.passes >= state.seats - 1:
            self._end_round(state, None)  # nobody can pay: nobody will guess
            return
        state.asker = self._left_of(state, seat)

    # -- Rules: risking the word -------------------------------------------------------------------
    def _guess(self, state: EndeVinagramaState, seat: int, move: Guess) -> None:
        if seat == state.setter:
            raise IllegalMove.of("you thought of the word", rule=RULES)
        if state.markers[seat] < WRONG_GUESS_COST:
            raise IllegalMove.of("a guess needs the two markers a wrong one costs", rule=RULES)
        guess = move.word.strip().upper()
        if not guess:
            raise IllegalMove.of("say a word", rule=RULES)
        if code_of(guess) == code_of(state.word):  # accents do not count (ABC N)
            face_down = state.turned.count(False)
            take = min(state.spare, RIGHT_GUESS + face_down)
            state.markers[seat] += take
            state.spare -= take
            note(
                state,
                "right",
                f"Seat {seat + 1} says {state.word}: right! Takes {take} markers.",
                seat=seat,
                word=state.word,
                markers=take,
            )
            self._end_round(state, seat)
            return
        state.markers[seat] -= WRONG_GUESS_COST
        state.middle += WRONG_GUESS_COST
        state.wrong.append(guess)
        note(
            state,
            "wrong",
            f"Seat {seat + 1} says {guess}: wrong; two markers to the middle.",
            seat=seat,
            word=guess,
        )

    # -- Scoring -----------------------------------------------------------------------------------
    def _end_round(self, state: EndeVinagramaState, guessed_by: int | None) -> None:
        askers = [s for s in range(state.seats) if s != state.setter]
        points = [state.markers[s] if s != state.setter else 0 for s in range(state.seats)]
        held = [state.markers[s] for s in askers]
        points[state.setter] = max(held) - min(held)
        state.rounds.append(Round(state.setter, state.word, guessed_by, points))
        note(
            state,
            "scored",
            f"The word was {state.word}. Seat {state.setter + 1} scores {points[state.setter]} "
            f"(most {max(held)}, fewest {min(held)}).",
            seat=state.setter,
            word=state.word,
            points=points[state.setter],
            most=max(held),
            fewest=min(held),
        )
        if len(state.rounds) >= state.seats:  # every player has put forward a word
            state.over = True
            state.word = ""
            return
        state.setter = (state.setter + 1) % state.seats
        self._new_round(state)

    # -- The stages ------------------------------------------------------------------------------
    def stage(self, state: EndeVinagramaState) -> Stage | None:
        """The setter lays the secret word; then in turn the others ask for a letter (or pass,
        if they cannot pay), and any of them may risk the word at any time. No clock runs."""
        if state.over:
            return None
        if not state.word:
            return Stage("set", (state.setter,), {Lay: self._lay}, rule=RULES)
        return Stage(
            "ask",
            (state.asker,),
            {Ask: self._ask, Pass: self._pass, Guess: self._guess},
            rule=RULES,
            open_to={Guess: range(state.seats)},  # the setter hears why not
        )

    def complete(self, state: EndeVinagramaState, seat: int, move: Move) -> Move:
        """A bare word is a guess (`default_verb`), and a bare letter an ask; before the
        secret word is laid, it is the setter's word. Reading: a "guess" of one letter is an
        ask, since the secret word has eight letters or more."""
        if isinstance(move, Guess) and not state.word:
            return Lay(move.word)
        if isinstance(move, Guess) and len(code_of(move.word)) == 1:
            return Ask(move.word)
        return move

    def result(self, state: EndeVinagramaState) -> Result:
        return result_from_sheets(
            [
                {
                    f"round {r + 1}": state.rounds[r].points[s] if r < len(state.rounds) else 0
                    for r in range(state.seats)
                }
                for s in range(state.seats)
            ]
        )

    # -- Views -------------------------------------------------------------------------------------
    def pattern(self, state: EndeVinagramaState) -> list[str | None]:
        """The secret word as the table sees it: turned letters, None face down."""
        return [t if up else None for t, up in zip(state.tiles, state.turned, strict=True)]

    def table_view(self, state: EndeVinagramaState, seat: int | None) -> dict[str, Any]:
        result = self.result(state)
        last = state.rounds[-1] if state.rounds else None
        return {
            "lang": "ca",
            "round": len(state.rounds) + (0 if state.over else 1),
            "rounds": state.seats,
            "setter": state.setter,
            "pattern": self.pattern(state),
            "misses": list(state.misses),
            "wrong_guesses": list(state.wrong),
            "asker": state.asker,
            "markers": list(state.markers),
            "middle": state.middle,
            "spare": state.spare,
            "points": list(result.scores),
            "scores": list(result.scores),
            "last": None
            if last is None
            else {
                "setter": last.setter,
                "word": last.word,
                "guessed_by": last.guessed_by,
                "points": list(last.points),
            },
            "you": None
            if seat is None
            else {
                "setter": seat == state.setter and not state.over,
                "word": state.word if seat == state.setter and state.word else None,
                "may_guess": bool(state.word)
                and seat != state.setter
                and state.markers[seat] >= WRONG_GUESS_COST,
            },
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: EndeVinagramaState) -> list[str]:
        problems = []
        if sum(state.markers) + state.middle + state.spare != SET_MARKERS:
            problems.append("the 120 markers are not conserved")
        if min(state.markers) < 0 or state.spare < 0:
            problems.append("a negative number of markers")
        if state.word and code_of(state.word) != code_of("".join(state.tiles)):
            problems.append("the letters laid are not the secret word's")
        if any(
            t in state.misses for t, up in zip(state.tiles, state.turned, strict=True) if not up
        ):
            problems.append("a letter lies face up beneath the word and face down in it")
        return problems

    def secrets(self, state: EndeVinagramaState) -> dict[int, set[str]]:
        return {state.setter: {state.word}} if state.word else {}


GAME = register(EndeVinagrama())
