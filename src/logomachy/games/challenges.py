"""Challenges settled by the table, for the games whose players judge each other's words.

What a player puts forward (a word revealed, a poem that scored, the poet's call) is open for
a while to the other players' objections: each objects or allows it, and the first objection
heard stands for everyone. It becomes a kernel `Challenge`: the challenged player explains,
then the voters vote (kernel/flow `challenge_stage`). The window is a kernel `Submissions`,
whose stage `submissions_stage` gives (a game's other simultaneous windows use it too).

Game-independent: which move objects, who may object or vote, and what a verdict does are
each game's, said in its handlers.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from logomachy.kernel import (
    Challenge,
    ChallengeStage,
    Move,
    SimultaneousSpec,
    Stage,
    Submissions,
    Timer,
    Vote,
    challenge_stage,
)
from logomachy.kernel.flow import Handler


@dataclass(frozen=True)
class Allow(Move):
    """Let what was just put forward stand: you do not object."""

    verb: ClassVar[str] = "allow"


@dataclass(frozen=True)
class Explain(Move):
    """The challenged player says why what they put forward is good."""

    verb: ClassVar[str] = "explain"
    text: str = ""


def objection_window(
    rule: str,
    seats: int,
    author: int,
    instance: str,
    seconds: float | None,
    revisable: bool = False,
) -> Submissions[Any]:
    """The window in which every seat but `author` may object to what `author` put forward:
    `seconds` long (None: no timer of its own); `revisable`: an objection may be restated."""
    spec = SimultaneousSpec(rule, limit_seconds=seconds, revisable=revisable)
    return Submissions(spec, [s for s in range(seats) if s != author], instance=instance)


def submissions_stage(
    name: str,
    window: Submissions[Any],
    moves: Mapping[type[Move], Handler],
    time_up: Callable[[Any], None],
    *,
    rule: str,
    open_to: Mapping[type[Move], Sequence[int]] | None = None,
    ends: bool = False,
) -> Stage:
    """The stage of any window of simultaneous submissions: the seats it still expects act,
    and `time_up` runs when its timer (if it has one now) runs out -- and, with `ends`, also
    once a move has completed the window (every seat it expects submitted or passed), so that
    the end of the window is one handler whichever way it comes."""
    timer = window.timer()
    if ends:
        moves = {kind: _then_end(window, handler, time_up) for kind, handler in moves.items()}
    return Stage(
        name,
        window.waiting(),
        moves,
        rule=rule,
        timer=timer,
        time_up=time_up if timer is not None else None,
        open_to=open_to or {},
    )


def _then_end(window: Submissions[Any], handler: Handler, end: Callable[[Any], None]) -> Handler:
    """`handler`, then `end(state)` if the move completed `window`."""

    def run(state: Any, seat: int, move: Any) -> None:
        handler(state, seat, move)
        if window.closed:
            end(state)

    return run


def objection_stage(
    name: str,
    window: Submissions[Any],
    objection: type[Move],
    on_objection: Handler,
    closed: Callable[[Any], None],
    *,
    rule: str,
) -> Stage:
    """The stage of `window`, open to objections: each seat it expects objects (`objection`,
    checked and submitted to the window by `on_objection`) or allows (`Allow`). Once every
    seat has, or the window's timer ran out, `closed(state)` decides from the window's first
    objection (`window.order[0]`), if any. The window must be the one of the state the stage
    is asked of."""

    def on_allow(state: Any, seat: int, move: Any) -> None:
        window.pass_(seat)

    def end(state: Any) -> None:
        window.time_up()
        closed(state)

    moves = {objection: on_objection, Allow: on_allow}
    return submissions_stage(name, window, moves, end, rule=rule, ends=True)


def settling_stage(
    challenge: Challenge,
    *,
    key: str,
    seconds: Mapping[str, Any],
    rule: str,
    settled: Callable[[Any], None],
    voting: Callable[[Any], None],
) -> Stage:
    """`challenge` explained (`Explain`) and voted (`Vote`): the stage is named after the
    step ("explain", "vote"), timed by the table's `explain_seconds` or `vote_seconds` option
    (`seconds`: the table's options) and its timer keyed `key:explain` or `key:vote`;
    `voting` and `settled` as in kernel `challenge_stage`."""
    step = challenge.stage.value
    return challenge_stage(
        step,
        challenge,
        explain=Explain,
        vote=Vote,
        rule=rule,
        timer=Timer(f"{key}:{step}", seconds[f"{step}_seconds"], step),
        settled=settled,
        voting=voting,
    )


def tally(challenge: Challenge) -> tuple[int, int]:
    """The votes cast for and against what is challenged."""
    yes = sum(challenge.votes.values())
    return yes, len(challenge.votes) - yes


def challenge_view(challenge: Challenge, seat: int | None, **extra: Any) -> dict[str, Any]:
    """What every seat sees of a challenge: who challenged whom, the explanation, who has
    voted (the votes themselves once all are in) and `seat`'s own vote; `extra`: what the
    game adds (what is challenged, and why)."""
    return {
        "challenger": challenge.challenger,
        "defendant": challenge.defendant,
        "explanation": challenge.explanation,
        "stage": challenge.stage.value,
        "voted": sorted(challenge.votes),
        "votes": {str(k): v for k, v in challenge.votes.items()}
        if challenge.stage is ChallengeStage.DONE
        else None,
        "your_vote": challenge.votes.get(seat) if seat is not None else None,
        **extra,
    }
