"""Turns against the clock in rounds, as several Verbàlia games play them (Buguisíl·laB; the
covering games and BaixaGrama read alike): on their turn a player has `turn_seconds` to play
or pass, the timer named by the round and the turn; each new round is started by the player
to the left of the last round's starter."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from logomachy.kernel import Move, Stage, Timer
from logomachy.kernel.flow import Handler


class Turns(Protocol):
    """The state fields a turn reads: the seat to play and the turns played so far."""

    seats: int
    turn: int
    turns: int


class Rounds(Turns, Protocol):
    """The state fields of turns in rounds: the round, its starter and the turn's seconds."""

    options: dict[str, Any]
    round: int
    starter: int


def timed_turn(
    state: Rounds,
    moves: Mapping[type[Move], Handler],
    rule: str,
    time_up: Callable[[Any], None],
) -> Stage:
    """The stage of a turn: the seat to play, its moves, and `turn_seconds` on the clock."""
    timer = Timer(f"r{state.round}:t{state.turns}", state.options["turn_seconds"], "turn")
    return turn_stage(state.turn, moves, rule, timer, time_up)


def turn_stage(
    seat: int,
    moves: Mapping[type[Move], Handler],
    rule: str,
    timer: Timer,
    time_up: Callable[[Any], None],
) -> Stage:
    """The stage of `seat`'s turn, within `timer`'s time (`time_up` when it runs out)."""
    return Stage("turn", (seat,), dict(moves), rule=rule, timer=timer, time_up=time_up)


def next_turn(state: Turns) -> None:
    """The turn passes to the player on the left."""
    state.turn = (state.turn + 1) % state.seats
    state.turns += 1


def next_round(state: Rounds) -> None:
    """A new round, started by the player to the left of the last round's starter."""
    state.round += 1
    state.starter = (state.starter + 1) % state.seats
