"""Vistagrama (rulebook: shared/rules/verbalia.md, Vistagrama; 2-6 players, 45 minutes).

The letters lie face up. The round's first player takes four letters and forms a word in the
middle of the table. Then, in turn to the left, each player has five seconds to form a new
word with the letters of the word on the table plus one of the letters still left, rearranged
freely, and scores it by its length; a player who cannot is eliminated from the round. Once
the word has ten letters the player whose turn it is has one minute. When everyone has
passed the round ends; its letters are set aside. Each round is begun by the player to the
left of the previous round's first; as many rounds as players; most points wins.

Readings where the rulebook is silent or ambiguous:
- "a new word, using the letters of the word on the table and any others of those still
  left": one letter more each turn (the scoring table goes letter by letter, and the time
  changes "once a word of ten letters has been formed"), as ABraçagrama says outright;
- the first word of a round has the minute (the rulebook times only the later words); a
  first player who lets it run out (or passes) is eliminated and the next player opens;
- the referee eliminates at once everyone still in when the dictionary holds no word one
  letter longer with the letters left (no one could form it; the round ends);
- `pass` is saying "I cannot": the player is eliminated, as when the time runs out;
- the last player still in keeps playing alone until they cannot (everyone else has
  passed, but not they);
- the seat chosen to start is seat 1; ties share victory (the rulebook names no tie-break);
- the time may be lengthened or shortened for the table (ABC T): `turn_seconds`,
  `long_seconds`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.chains.engine import (
    LONG_FROM,
    TABLE_100,
    Form,
    GrowGame,
    GrowTable,
    Tiles,
    eliminate,
    extensions_with,
    next_in,
    open_round,
    pool_counts,
    turn_stage,
)
from logomachy.games.verbalia.pieces.letters import letter_set, letters_conserved
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.kernel import (
    GameMeta,
    IllegalMove,
    OptionSpec,
    Pass,
    Rng,
    Stage,
    register,
)

RULES = "Vistagrama: rules"
#: Why a player is out of the round: the line's `why`, a code its template shows in words.
WHY = {
    "pass": "cannot form a word",
    "time": "the time is up",
    "no-word": "no word is one letter longer",
}
TURN_SECONDS = 5  # "each player has five seconds" (a minute once the word has ten letters)

#: Scoring: points by letters in the word formed; 15 or more letters score 100.
POINTS = TABLE_100


# -- State -----------------------------------------------------------------------------------------
@dataclass
class VistagramaState(GrowTable):
    letters: list[str]  # the face-up letters still left
    set_aside: list[str] = field(default_factory=list)  # letters of earlier rounds' words
    turns: int = 0  # turns played in the round (names the turn timer)
    out: list[bool] = field(default_factory=list)  # eliminated from the round


class Vistagrama(GrowGame[VistagramaState]):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "Vistagrama",
        id="verbalia-vistagrama",
        family="chains",
        minutes=45,
        tags=("turns", "letters", "chains"),
        summary=(
            "The letters lie face up. The first player forms a four-letter word; then, in "
            "turn, each player has five seconds to form a word one letter longer from its "
            "letters, rearranged, plus one letter still left (a minute once the word has ten "
            "letters), or is out of the round. 4 letters score 1, 5: 2, 6: 4, 7: 7, 8: 10, "
            "9: 15, 10: 25, 11: 35, 12: 50, 13: 65, 14: 80, 15 or more: 100. As many rounds "
            "as players; most points wins."
        ),
    )
    move_types = (Form, Pass)
    rules = RULES
    points_table = POINTS

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec.seconds(
                "turn_seconds",
                TURN_SECONDS,
                "time to form the next word (ABC T: the table may lengthen it; children "
                "twice the time, ABC I)",
                minimum=3,
            ),
            self.LONG_OPTION,
        )

    # -- Preparation -------------------------------------------------------------------------------
    def new_state(self, seats: int, options: dict[str, Any], rng: Rng) -> VistagramaState:
        return VistagramaState(seats, options, rng, letters=letter_set())

    def begin_round(self, state: VistagramaState) -> None:
        state.word, state.written = (), ""
        state.out = [False] * state.seats
        state.turns = 0
        open_round(state, f"Round {state.round}: seat {state.starter + 1} forms the first word.")

    # -- A turn ------------------------------------------------------------------------------------
    def letters_of(self, state: VistagramaState, seat: int) -> list[str]:
        return state.letters  # face up: everyone's

    def lacking(self, tiles: Sequence[str], word: str) -> IllegalMove:
        return IllegalMove.of(
            "no letter {letter} is left on the table", rule=RULES, letter=tiles[0]
        )

    def not_held(self, letter: str) -> IllegalMove:
        return IllegalMove.of(
            "no letter {letter} is left on the table to add", rule=RULES, letter=letter
        )

    def words_now(self, state: VistagramaState) -> tuple[tuple[str, Tiles], ...]:
        """Every word one letter longer than the word on the table with a letter still left
        (the referee's and the bots' question)."""
        return extensions_with(state.word, state.letters)

    def _form(self, state: VistagramaState, seat: int, move: Form) -> None:
        self.form(state, seat, move.word)
        if not self.words_now(state):
            # Reading: the referee sees that no one still in could form the next word.
            for s in range(state.seats):
                if not state.out[s]:
                    eliminate(state, s, "no-word", WHY["no-word"])
            self._end_round(state)
            return
        self._next_turn(state)

    def _next_turn(self, state: VistagramaState) -> None:
        state.turns += 1
        nxt = next_in(state.turn, state.out)
        if nxt is None:  # everyone has passed
            self._end_round(state)
            return
        state.turn = nxt

    # -- End of a round, end of the game -----------------------------------------------------------
    def _end_round(self, state: VistagramaState) -> None:
        """The letters used are set aside; the next player to the left begins a new round."""
        state.set_aside.extend(state.word)
        note(
            state,
            "round-end",
            f"Round {state.round} ends with {state.written or 'no word'}.",
            round=state.round,
            word=state.written,
            formed=int(bool(state.written)),
        )
        if state.round >= state.seats:
            state.word, state.written = (), ""  # the last word is set aside too
        self.next_round(state)

    # -- The stage ---------------------------------------------------------------------------------
    def stage(self, state: VistagramaState) -> Stage | None:
        """On their turn a player forms the next word within five seconds (a minute for a
        round's first word and once the word has ten letters), or is out of the round."""
        if state.over:
            return None
        long = not state.word or len(state.word) >= LONG_FROM
        seconds = state.options["long_seconds" if long else "turn_seconds"]
        return turn_stage(
            state, {Form: self._form, Pass: self._pass}, RULES, seconds, self._time_up
        )

    def _pass(self, state: VistagramaState, seat: int, move: Pass) -> None:
        """The player says they cannot form a word: out of the round."""
        eliminate(state, seat, "pass", WHY["pass"])
        self._next_turn(state)

    def _time_up(self, state: VistagramaState) -> None:
        eliminate(state, state.turn, "time", WHY["time"])
        self._next_turn(state)

    # -- Views -------------------------------------------------------------------------------------
    def table_view(self, state: VistagramaState, seat: int | None) -> dict[str, Any]:
        return {
            **self.chain_view(state, seat, state.turn),
            "pool": pool_counts(state.letters),
            "set_aside": len(state.set_aside),
            "out": list(state.out),
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: VistagramaState) -> list[str]:
        problems = letters_conserved(state.letters + list(state.word) + state.set_aside)
        if not state.over and state.out[state.turn]:
            problems.append("an eliminated player has the turn")
        return problems


GAME = register(Vistagrama())
