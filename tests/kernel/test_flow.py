"""The kernel's declared stages, on a small game of its own: who acts, which moves, guards,
timers, typed moves, the view's envelope and state copies."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

import pytest

from logomachy.kernel import (
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Result,
    Stage,
    StagedGame,
    Timer,
    TimeUp,
    grows,
    result_from_sheets,
    shared,
    winners_by_score,
)


@dataclass(frozen=True)
class Say(Move):
    verb: ClassVar[str] = "say"
    word: str = ""
    letters: tuple[int, ...] = ()


@dataclass(frozen=True)
class Pass(Move):
    verb: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Object(Move):
    verb: ClassVar[str] = "object"
    agree: bool = False


@dataclass
class ToyState:
    seats: int
    options: dict[str, Any]
    turn: int = 0
    said: list[str] = grows()
    page: tuple[str, ...] = shared(())
    points: list[int] = field(default_factory=list)
    objection: int | None = None
    log: list[Any] = field(default_factory=list)


class Toy(StagedGame[ToyState]):
    """Seats take turns saying words (3 of them end the game); after each word any other seat
    may object within ten seconds."""

    meta: ClassVar[GameMeta] = GameMeta("toy", "Toy", 2, 3, ("en",), 5, (), "", "", family="toy")
    move_types = (Say, Pass, Object)

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return ()

    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> ToyState:
        return ToyState(seats, options, points=[0] * seats)

    def stage(self, state: ToyState) -> Stage | None:
        if len(state.said) >= 3:
            return None
        if state.objection is not None:
            others = tuple(s for s in range(state.seats) if s != state.turn)
            return Stage(
                "objection",
                (),
                {Object: self._object},
                rule="objections",
                timer=Timer(f"o{len(state.said)}", 10, "object"),
                time_up=self._no_objection,
                open_to={Object: others},
            )
        return Stage("turn", (state.turn,), {Say: self._say, Pass: self._pass}, rule="turns")

    def _say(self, state: ToyState, seat: int, move: Say) -> None:
        if not move.word.isalpha():
            raise IllegalMove.of("{word} is not a word", rule="words", word=move.word)
        state.said.append(move.word)
        state.points[seat] += len(move.word)
        state.objection = seat

    def _pass(self, state: ToyState, seat: int, move: Pass) -> None:
        state.turn = (state.turn + 1) % state.seats

    def _object(self, state: ToyState, seat: int, move: Object) -> None:
        if not move.agree:
            state.points[state.turn] -= 1
        self._no_objection(state)

    def _no_objection(self, state: ToyState) -> None:
        state.objection = None
        state.turn = (state.turn + 1) % state.seats

    def result(self, state: ToyState) -> Result:
        return result_from_sheets([{"words": p} for p in state.points])

    def table_view(self, state: ToyState, seat: int | None) -> dict[str, Any]:
        return {"said": list(state.said), "you": {"points": state.points[seat]} if seat else {}}


TOY = Toy()


def test_to_act_and_timer_come_from_the_stage() -> None:
    state = TOY.setup(2, {}, seed=1)
    assert TOY.to_act(state) == [0] and TOY.timer(state) is None
    state = TOY.apply(state, 0, Say("cat"))
    assert TOY.to_act(state) == [] and TOY.timer(state) == Timer("o1", 10, "object")
    state = TOY.apply(state, None, TimeUp("o1"))
    assert TOY.to_act(state) == [1] and not TOY.is_over(state)


def test_guards_name_the_rule_and_keep_their_message_ids() -> None:
    state = TOY.setup(3, {}, seed=1)
    with pytest.raises(IllegalMove) as wrong_seat:
        TOY.apply(state, 1, Say("cat"))
    assert (wrong_seat.value.reason, wrong_seat.value.rule) == ("it is seat 1's turn", "turns")
    assert wrong_seat.value.message == "it is seat {seat}'s turn"
    assert wrong_seat.value.params == {"seat": 1}
    with pytest.raises(IllegalMove, match="not the time to object: now say or pass"):
        TOY.apply(state, 0, Object(True))
    with pytest.raises(IllegalMove, match="needs a seat"):
        TOY.apply(state, 7, Say("cat"))
    with pytest.raises(IllegalMove, match="timer is not running"):
        TOY.apply(state, None, TimeUp("o1"))
    state = TOY.apply(state, 0, Say("cat"))
    with pytest.raises(IllegalMove, match="not for you to object"):
        TOY.apply(state, 0, Object(False))  # the speaker cannot object to their own word
    state = TOY.apply(state, 2, Object(False))
    assert state.points == [2, 0, 0] and TOY.to_act(state) == [1]


def test_a_handler_refusal_leaves_the_state_as_it_was() -> None:
    state = TOY.setup(2, {}, seed=1)
    with pytest.raises(IllegalMove, match="c4t is not a word"):
        TOY.apply(state, 0, Say("c4t"))
    assert state.said == [] and TOY.to_act(state) == [0]


def test_typed_moves_are_the_inverse_of_their_notation() -> None:
    state = TOY.setup(2, {}, seed=1)
    move = Say("cat", (1, 2))
    assert TOY.parse_move(state, 0, move.notation()) == move
    assert TOY.parse_move(state, 0, "dog") == Say("dog")  # the stage's one move with fields
    assert TOY.parse_move(state, 0, "PASS") == Pass()
    assert TOY.parse_move(state, 0, "object yes") == Object(True)
    with pytest.raises(IllegalMove, match="must be a number, not x"):
        TOY.parse_move(state, 0, "say cat x")
    with pytest.raises(IllegalMove, match="must be yes or no"):
        TOY.parse_move(state, 0, "object maybe")
    with pytest.raises(IllegalMove, match="too many words for 'pass'"):
        TOY.parse_move(state, 0, "pass now")
    with pytest.raises(IllegalMove, match="type a move"):
        TOY.parse_move(state, 0, "  ")


def test_the_view_envelope_is_the_kernels() -> None:
    state = TOY.setup(2, {}, seed=1)
    view = TOY.view(state, 1)
    assert view["game"] == "toy" and view["stage"] == "turn" and view["to_act"] == [0]
    assert view["you"] == {"seat": 1, "to_act": False, "points": 0}
    assert view["result"] is None and TOY.view(state, None)["you"] is None
    for word in ("ab", "abc", "abcd"):
        state = TOY.apply(state, state.turn, Say(word))
        if not TOY.is_over(state):
            state = TOY.apply(state, None, TimeUp(TOY.timer(state).key))  # type: ignore[union-attr]
    final = TOY.view(state, 0)
    assert final["stage"] == "over" and final["to_act"] == [] and final["timer"] is None
    assert final["result"] == {
        "scores": [6, 3],
        "winners": [0],
        "breakdown": [{"words": 6}, {"words": 3}],
    }


def test_copies_share_growing_and_shared_fields_and_copy_the_rest() -> None:
    state = TOY.setup(2, {}, seed=1)
    state.said.append("first")
    state.page = ("a", "page")
    new = TOY.copy_state(state)
    assert new.said == state.said and new.said is not state.said
    assert new.page is state.page and new.points is not state.points
    new.said.append("second")
    new.points[0] = 9
    assert state.said == ["first"] and state.points == [0, 0]


def test_winners_by_score_and_tiebreak() -> None:
    assert winners_by_score([3, 5, 5]) == (1, 2)
    assert winners_by_score([3, 5, 5], tiebreak=[0, 1, 2]) == (2,)
    tied = result_from_sheets([{"a": 1}, {"a": 1}], tiebreak=[2, 2], tiebreak_name="letters")
    assert tied.winners == (0, 1) and tied.tiebreak == "letters"
    assert result_from_sheets([{"a": 2}, {"a": 1}], [0, 0], "letters").tiebreak == ""
