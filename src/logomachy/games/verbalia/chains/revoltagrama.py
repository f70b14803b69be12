"""ReVoltagrama (rulebook: shared/rules/verbalia.md, ReVoltagrama; 2-6 players, 45 minutes).

Everyone takes ten letters from the bag and lays them face up. The first player places a
four-letter word on the table and takes four letters to have ten again. Then everyone plays
at once: a player who believes they can form a word one letter longer -- the letters of the
word on the table, rearranged, plus one of their own -- calls, and has five seconds to form
it (one minute once the word has ten letters); a caller who does not manage it is eliminated
from the round. A word scores by its length and its player takes letters to have ten again.
No one may form two words in a row. When everyone has passed the round ends: the letters go
back to the bag, everyone takes ten, and the player to the left of the last round's first
begins. As many rounds as players; most points wins.

Readings where the rulebook is silent or ambiguous:
- "the first who calls": calls are taken in the order they arrive; the first wins the call,
  and only the caller may form the word until they do or are eliminated;
- a refused word (not in the dictionary, not one of the caller's letters...) is refused with
  its reason and the caller may try again until the time is up; `pass` while calling is
  giving up, which eliminates, as the time running out does;
- "when everyone has passed": a player who passes while no one is calling is out of the round
  too; the round ends when nobody who may call is left (the last word's player may not);
- the referee ends the round as soon as no player who may call has a letter that makes a
  word one letter longer (the letters lie face up: anyone could check it), and when no one
  calls for `call_seconds` (the rulebook gives the waiting no time: thirty seconds);
- the first word has the minute; a first player who cannot (or does not) form one passes
  and the next player to the left may; when no one does, the round ends;
- when the bag is empty nobody draws, and play goes on;
- the seat chosen to start is seat 1; ties share victory (the rulebook names no tie-break).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.chains.engine import (
    LONG_FROM,
    TABLE_100,
    Form,
    HandGrowGame,
    HandTable,
    Tiles,
    eliminate,
    extensions_with,
    open_round,
)
from logomachy.games.verbalia.pieces.letters import letter_set
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.kernel import (
    Bag,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Pass,
    Rng,
    Stage,
    Timer,
    register,
)

RULES = "ReVoltagrama: rules"
#: Why a player passes or is out, why a round ends: the log lines' `why`, a code their
#: templates show in words (`event.verbalia-revoltagrama.value.<code>`).
WHY = {
    "pass": "passes",
    "minute": "the minute is up",
    "time": "the time is up",
    "give-up": "gives up",
    "no-word": "no one who may call has a word one letter longer",
    "all-passed": "everyone has passed",
    "no-first": "no one placed a first word",
    "no-call": "no one called",
}
HAND = 10  # "all players take ten letters from the bag and place them face up"
FORM_SECONDS = 5  # "calls it and has five seconds to form it" (a minute from ten letters)
CALL_SECONDS = 30  # reading: how long the table waits for a call

#: Scoring: points by letters in the word formed; 15 or more letters score 100.
POINTS = TABLE_100

OPENING, CALLING, FORMING = "opening", "calling", "forming"


# -- Moves -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Call(Move):
    """Call: you believe you can form the word one letter longer (the first call wins)."""

    verb: ClassVar[str] = "call"


# -- State -----------------------------------------------------------------------------------------
@dataclass
class RevoltagramaState(HandTable):
    """`turn`: who may form the first word (OPENING) or who called (FORMING)."""

    hands: list[list[str]]  # face up; each kept sorted
    phase: str = OPENING
    opening_passes: int = 0
    last: int | None = None  # who formed the last word: they may not form the next
    out: list[bool] = field(default_factory=list)
    steps: int = 0  # phases begun in the round (names the timers)


class Revoltagrama(HandGrowGame[RevoltagramaState]):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "ReVoltagrama",
        id="verbalia-revoltagrama",
        family="chains",
        minutes=45,
        tags=("simultaneous", "letters", "chains"),
        summary=(
            "Everyone holds ten letters face up. The first player places a four-letter word; "
            "then anyone who sees a word one letter longer (the word's letters rearranged plus "
            "one of theirs) calls and has five seconds to form it, or is out of the round; no "
            "one forms two words in a row. 4 letters score 1, 5: 2, 6: 4, 7: 7, 8: 10, 9: 15, "
            "10: 25, 11: 35, 12: 50, 13: 65, 14: 80, 15 or more: 100. As many rounds as "
            "players; most points wins."
        ),
    )
    move_types = (Call, Form, Pass)
    rules = RULES
    points_table = POINTS
    hand_size = HAND

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec.seconds(
                "form_seconds",
                FORM_SECONDS,
                "time to form the word after calling (ABC T: the table may lengthen it)",
                minimum=3,
            ),
            self.LONG_OPTION,
            OptionSpec.seconds(
                "call_seconds",
                CALL_SECONDS,
                "how long the table waits for someone to call before the round ends",
                minimum=5,
            ),
        )

    # -- Preparation -------------------------------------------------------------------------------
    def new_state(self, seats: int, options: dict[str, Any], rng: Rng) -> RevoltagramaState:
        hands: list[list[str]] = [[] for _ in range(seats)]
        return RevoltagramaState(seats, options, rng, bag=Bag(letter_set()), hands=hands)

    def letters_of(self, state: RevoltagramaState, seat: int) -> list[str]:
        return state.hands[seat]

    def begin_round(self, state: RevoltagramaState) -> None:
        """The letters go back to the bag; everyone takes ten."""
        self.deal(state)
        state.phase, state.opening_passes = OPENING, 0
        state.last = None
        state.out = [False] * state.seats
        state.steps = 0
        open_round(
            state,
            f"Round {state.round}: everyone takes ten letters; seat {state.starter + 1} "
            "places the first word.",
        )

    # -- Who may call ------------------------------------------------------------------------------
    def callers(self, state: RevoltagramaState) -> list[int]:
        """Seats that may call now: still in the round, and not the last word's player."""
        return [s for s in range(state.seats) if not state.out[s] and s != state.last]

    def words_for(self, state: RevoltagramaState, seat: int) -> tuple[tuple[str, Tiles], ...]:
        """The words one letter longer `seat` could form with a letter of its hand."""
        return extensions_with(state.word, state.hands[seat])

    def _open_calls(self, state: RevoltagramaState) -> None:
        """Everyone may call, unless no one who may can (the referee ends the round)."""
        state.phase = CALLING
        state.steps += 1
        able = [s for s in self.callers(state) if self.words_for(state, s)]
        if not able:
            self._end_round(state, "no-word")

    # -- Moves -------------------------------------------------------------------------------------
    def _form(self, state: RevoltagramaState, seat: int, move: Form) -> None:
        self.form(state, seat, move.word)  # and takes letters to have ten again
        state.last = seat
        self._open_calls(state)

    def _call(self, state: RevoltagramaState, seat: int, move: Call) -> None:
        self._may_call(state, seat)
        state.phase, state.turn = FORMING, seat
        state.steps += 1
        note(state, "call", f"Seat {seat + 1} calls.", seat=seat)

    def _eliminate(self, state: RevoltagramaState, seat: int, why: str) -> None:
        eliminate(state, seat, why, WHY[why])
        if not self.callers(state):
            self._end_round(state, "all-passed")
        else:
            self._open_calls(state)

    def _opening_pass(self, state: RevoltagramaState, why: str) -> None:
        state.opening_passes += 1
        seat = state.turn
        note(state, "pass", f"Seat {seat + 1} passes ({WHY[why]}).", seat=seat, why=why)
        if state.opening_passes >= state.seats:
            self._end_round(state, "no-first")
            return
        state.turn = (state.turn + 1) % state.seats
        state.steps += 1

    # -- End of a round, end of the game -----------------------------------------------------------
    def _end_round(self, state: RevoltagramaState, why: str) -> None:
        note(
            state, "round-end", f"Round {state.round} ends: {WHY[why]}.", round=state.round, why=why
        )
        self.next_round(state)

    # -- The stages --------------------------------------------------------------------------------
    def stage(self, state: RevoltagramaState) -> Stage | None:
        """The first word, on the starter's turn (a minute); then everyone may call (the
        table waits `call_seconds`); the caller forms the word (five seconds, a minute once
        it has ten letters) or is out of the round."""
        if state.over:
            return None
        key = f"r{state.round}:s{state.steps}"
        if state.phase == OPENING:
            return Stage(
                "first word",
                (state.turn,),
                {Form: self._form, Pass: self._pass_opening},
                rule=RULES,
                timer=Timer(key, state.options["long_seconds"], "first word"),
                time_up=lambda s: self._opening_pass(s, "minute"),
            )
        if state.phase == CALLING:
            everyone = range(state.seats)  # the call refuses the last word's player, the out
            return Stage(
                "call",
                self.callers(state),
                {Call: self._call, Pass: self._pass_calling},
                rule=RULES,
                timer=Timer(key, state.options["call_seconds"], "call"),
                time_up=lambda s: self._end_round(s, "no-call"),  # Reading: no one could
                open_to={Call: everyone, Pass: everyone},
            )
        long = len(state.word) >= LONG_FROM
        return Stage(
            "form",
            (state.turn,),
            {Form: self._form, Pass: self._give_up},
            rule=RULES,
            timer=Timer(key, state.options["long_seconds" if long else "form_seconds"], "form"),
            time_up=lambda s: self._eliminate(s, s.turn, "time"),
        )

    def _may_call(self, state: RevoltagramaState, seat: int) -> None:
        if seat == state.last:
            raise IllegalMove.of("you formed the last word: no two words in a row", rule=RULES)
        if state.out[seat]:
            raise IllegalMove.of("you are out of this round", rule=RULES)

    def _pass_opening(self, state: RevoltagramaState, seat: int, move: Pass) -> None:
        """The first player places no first word: the next to the left may."""
        self._opening_pass(state, "pass")

    def _pass_calling(self, state: RevoltagramaState, seat: int, move: Pass) -> None:
        """Passing while no one calls: out of the round."""
        self._may_call(state, seat)
        self._eliminate(state, seat, "pass")

    def _give_up(self, state: RevoltagramaState, seat: int, move: Pass) -> None:
        """The caller gives up forming the word: out of the round."""
        self._eliminate(state, seat, "give-up")

    # -- Views -------------------------------------------------------------------------------------
    def actions(self, state: RevoltagramaState, seat: int) -> list[str]:
        if state.phase == CALLING and seat in self.to_act(state):
            return ["call", "pass"]
        return super().actions(state, seat)

    def table_view(self, state: RevoltagramaState, seat: int | None) -> dict[str, Any]:
        return {
            **self.chain_view(state, seat, None if state.phase == CALLING else state.turn),
            "phase": state.phase,
            "caller": state.turn if state.phase == FORMING and not state.over else None,
            "last": state.last,
            "bag": len(state.bag),
            "hands": [list(h) for h in state.hands],  # face up, in view of everyone
            "out": list(state.out),
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: RevoltagramaState) -> list[str]:
        problems = self.letter_problems(state)
        if state.phase == FORMING and (state.turn == state.last or state.out[state.turn]):
            problems.append("the caller may not form this word")
        return problems


GAME = register(Revoltagrama())
