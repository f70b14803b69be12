"""ABraçagrama (rulebook: shared/rules/verbalia.md, ABraçagrama; 2-6 players, 45 minutes).

Everyone takes eight letters at random from the bag onto their easel. The first player forms
a four-letter word with their letters in the middle of the table and takes four letters to
have eight again. Then, in turn to the left, each player has one minute to add one letter
from their easel to the word on the table and form a new word (its letters rearranged
freely), or to pass; a word scores by its length and its player takes a new letter. When
everyone has passed the round ends: all the letters go back to the bag, everyone takes
eight, and the player to the left of the last round's first begins. As many rounds as
players; most points wins.

Readings where the rulebook is silent or ambiguous:
- "when everyone has passed": a full circle of passes in a row since the last word (a
  player who passed may play again on a later turn: the word and their easel change);
- a first player who cannot (or does not) form a four-letter word passes, and the next
  player may form the first word; the minute holds for the first word too;
- a time-up is a pass; when the bag is empty nobody draws, and play goes on;
- easels are hidden (ABC F): others see how many letters you hold, never which; with
  `easels=face up` (ABC F: by agreement before the game) everyone sees every easel;
- the seat chosen to start is seat 1; ties share victory (the rulebook names no tie-break).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.chains.engine import (
    TABLE_90,
    Form,
    HandGrowGame,
    HandTable,
    circle_passed,
    open_round,
    turn_stage,
)
from logomachy.games.verbalia.pieces.abc_options import HIDDEN, Adaptations, face_up
from logomachy.games.verbalia.pieces.letters import letter_set
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.timed_turns import next_turn
from logomachy.kernel import (
    Bag,
    GameMeta,
    OptionSpec,
    Pass,
    Rng,
    Stage,
    register,
)

RULES = "ABraçagrama: rules"
EASEL = 8  # "all players take eight letters at random from the bag"
TURN_SECONDS = 60  # "on each turn, the player has one minute"

#: Why a turn is passed (the pass line's `why`, a code its template shows in words).
PASS_WHY = {"pass": "passes", "time": "the minute is up"}

#: Scoring: points by letters in the word formed; 15 or more letters score 90.
POINTS = TABLE_90


# -- State -----------------------------------------------------------------------------------------
@dataclass
class AbracagramaState(HandTable):
    easels: list[list[str]]  # each kept sorted: the order on an easel means nothing
    turns: int = 0  # turns played in the round (names the turn timer)
    passes: int = 0  # passes in a row since the last word


class Abracagrama(HandGrowGame[AbracagramaState]):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "ABraçagrama",
        id="verbalia-abracagrama",
        family="chains",
        minutes=45,
        tags=("turns", "letters", "chains"),
        summary=(
            "Everyone holds eight letters on an easel. The first player forms a four-letter "
            "word; then, in turn, each player has a minute to add one letter of their easel "
            "and form a new word from the word's letters rearranged, or to pass, and draws a "
            "letter. 4 letters score 1, 5: 2, 6: 4, 7: 6, 8: 9, 9: 12, 10: 15, 11: 20, 12: 30, "
            "13: 45, 14: 65, 15 or more: 90. The round ends when everyone has passed; as many "
            "rounds as players; most points wins."
        ),
    )
    move_types = (Form, Pass)
    rules = RULES
    points_table = POINTS
    hand_size = EASEL
    abc = Adaptations(easels=HIDDEN)  # ABC F: easels hidden, or face up by agreement

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec.seconds(
                "turn_seconds",
                TURN_SECONDS,
                "time for a turn (ABC T: the table may lengthen or shorten it)",
            ),
            *self.abc.specs(),
        )

    # -- Preparation -------------------------------------------------------------------------------
    def new_state(self, seats: int, options: dict[str, Any], rng: Rng) -> AbracagramaState:
        stored = self.abc.stored(options)
        easels: list[list[str]] = [[] for _ in range(seats)]
        return AbracagramaState(seats, stored, rng, bag=Bag(letter_set()), easels=easels)

    def letters_of(self, state: AbracagramaState, seat: int) -> list[str]:
        return state.easels[seat]

    def begin_round(self, state: AbracagramaState) -> None:
        """All the letters go back to the bag and everyone takes eight."""
        self.deal(state)
        state.turns = 0
        state.passes = 0
        open_round(
            state,
            f"Round {state.round}: everyone takes eight letters; seat {state.starter + 1} "
            "forms the first word.",
        )

    # -- A turn ------------------------------------------------------------------------------------
    def _form(self, state: AbracagramaState, seat: int, move: Form) -> None:
        self.form(state, seat, move.word)  # and takes letters to have eight again
        state.passes = 0
        next_turn(state)

    def _pass(self, state: AbracagramaState, why: str) -> None:
        """`why`: "pass" (the player passes) or "time" (the minute is up)."""
        text = f"Seat {state.turn + 1} passes ({PASS_WHY[why]})."
        if not circle_passed(state, text, why):
            next_turn(state)
            return
        # Reading: everyone has passed, in a row: the round ends.
        ends = f"Round {state.round} ends: everyone has passed."
        note(state, "round-end", ends, round=state.round, word=state.written)
        self.next_round(state)

    # -- The stage ---------------------------------------------------------------------------------
    def stage(self, state: AbracagramaState) -> Stage | None:
        """On their turn a player has one minute to form the next word or pass."""
        if state.over:
            return None
        return turn_stage(
            state,
            {Form: self._form, Pass: self._pass_move},
            RULES,
            state.options["turn_seconds"],
            self._time_up,
        )

    def _pass_move(self, state: AbracagramaState, seat: int, move: Pass) -> None:
        """The player passes this turn (they may form a word on a later one)."""
        self._pass(state, "pass")

    def _time_up(self, state: AbracagramaState) -> None:
        self._pass(state, "time")

    # -- Views -------------------------------------------------------------------------------------
    def table_view(self, state: AbracagramaState, seat: int | None) -> dict[str, Any]:
        return {
            **self.chain_view(state, seat, state.turn),
            "bag": len(state.bag),
            "easels": [len(e) for e in state.easels],  # how many; which only face up
            "shown_easels": [list(e) for e in state.easels]
            if face_up(state.options, HIDDEN)
            else None,
            "passes": state.passes,
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: AbracagramaState) -> list[str]:
        return self.letter_problems(state)

    def secrets(self, state: AbracagramaState) -> dict[int, set[str]]:
        """Each easel is its owner's (ABC F): the letters, as one string; none face up."""
        if face_up(state.options, HIDDEN):
            return {}
        return {s: {"".join(e)} for s, e in enumerate(state.easels) if len(e) >= 3}


GAME = register(Abracagrama())
