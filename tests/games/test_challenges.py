"""games/challenges.py: the windows of simultaneous submissions and of objections end through
one handler, whether a move completes them or their time runs out."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.challenges import (
    Allow,
    objection_stage,
    objection_window,
    submissions_stage,
)
from logomachy.kernel import Move, SimultaneousSpec, Submissions


@dataclass(frozen=True)
class Say(Move):
    verb: ClassVar[str] = "say"
    word: str = ""


@dataclass
class Table:
    window: Submissions[str]
    ended: list[list[int]] = field(default_factory=list)  # the late seats, at each end


def table(seconds: float | None = 30) -> Table:
    spec = SimultaneousSpec("writing", limit_seconds=seconds, revisable=False)
    return Table(Submissions(spec, [0, 1, 2], instance="r1"))


def end(state: Table) -> None:
    state.ended.append(state.window.time_up())


def say(state: Table, seat: int, move: Any) -> None:
    state.window.submit(seat, move.word)


def test_with_ends_the_move_that_completes_the_window_ends_it_once() -> None:
    state = table()
    for seat in (0, 1, 2):
        assert not state.ended
        stage = submissions_stage("write", state.window, {Say: say}, end, rule="r", ends=True)
        stage.moves[Say](state, seat, Say("A"))
    assert state.ended == [[]]
    assert state.window.closed


def test_without_ends_the_handler_is_left_as_it_is() -> None:
    state = table()
    for seat in (0, 1, 2):
        stage = submissions_stage("write", state.window, {Say: say}, end, rule="r")
        stage.moves[Say](state, seat, Say("A"))
    assert state.ended == [] and state.window.closed


def test_the_time_up_ends_the_window_with_the_late_seats() -> None:
    state = table()
    stage = submissions_stage("write", state.window, {Say: say}, end, rule="r", ends=True)
    stage.moves[Say](state, 1, Say("A"))
    stage = submissions_stage("write", state.window, {Say: say}, end, rule="r", ends=True)
    assert stage.timer is not None and stage.time_up is not None
    stage.time_up(state)
    assert state.ended == [[0, 2]]


def test_an_untimed_window_has_no_timer() -> None:
    state = table(seconds=None)
    stage = submissions_stage("write", state.window, {Say: say}, end, rule="r", ends=True)
    assert stage.timer is None and stage.time_up is None


def test_objections_are_decided_once_every_seat_objected_or_allowed() -> None:
    state = table()
    decided: list[list[int]] = []

    def closed(state: Table) -> None:
        decided.append(list(state.window.order))

    for seat, move in ((0, Allow()), (1, Say("no")), (2, Allow())):
        assert not decided
        stage = objection_stage("challenge", state.window, Say, say, closed, rule="r")
        stage.moves[type(move)](state, seat, move)
    assert decided == [[1]]


def test_an_objection_window_waits_for_everyone_but_the_author() -> None:
    window = objection_window("challenging", 4, 2, "r1:s2", 20)
    assert window.expected == [0, 1, 3] and window.instance == "r1:s2"
    assert window.spec == SimultaneousSpec("challenging", limit_seconds=20, revisable=False)
    assert objection_window("x", 3, 0, "t", None, revisable=True).spec.revisable
    assert objection_window("x", 3, 0, "t", None).timer() is None
