"""Declared stages: a game says what may happen now, the kernel does the rest.

A rulebook reads as a sequence of stages ("on your turn, within one minute, form a word or
pass; when the minute is up the turn passes"). A `StagedGame` answers one question,
`stage(state)`, with exactly that: who is to act, which moves they may make and which handler
applies each, the timer running and what its running out does, and the rule section a refusal
names. From that one answer the kernel derives `to_act`, `timer`, the dispatch with its seat,
stage and timer guards, the view's envelope and the parsing of typed moves, so that a game
module holds rules only and every game refuses out-of-turn moves in the same words.

The stage is derived from the state's own fields each time it is asked, never stored, so
records and fingerprints made before a game moved onto stages replay unchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from logomachy.kernel.errors import IllegalMove
from logomachy.kernel.game import Game, Result
from logomachy.kernel.moves import Move, TimeUp, parse_notation
from logomachy.kernel.phases import Challenge, ChallengeStage, Timer

S = TypeVar("S")

# A handler applies an allowed move in place: (state, seat, move). It checks what only it can
# (is the word on the board?) before changing anything; the kernel has already checked that
# the seat may make this move now.
Handler = Callable[[Any, int, Any], None]


@dataclass(frozen=True)
class Stage:
    """What the rules allow right now.

    - `name`: the rulebook's word for the stage ("turn", "vote"), shown to players;
    - `to_act`: the seats expected to move (several in a simultaneous stage);
    - `moves`: each allowed move type and its handler;
    - `open_to`: moves that other seats than `to_act` may also make (a challenge, say),
      with the seats allowed;
    - `timer`, `time_up`: the timer running, and what happens when the caller's clock says it
      ran out (both or neither);
    - `rule`: the rule section a refusal in this stage names.
    """

    name: str
    to_act: Sequence[int]
    moves: Mapping[type[Move], Handler]
    rule: str = ""
    timer: Timer | None = None
    time_up: Callable[[Any], None] | None = None
    open_to: Mapping[type[Move], Sequence[int]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if (self.timer is None) != (self.time_up is None):
            raise TypeError(f"stage {self.name!r}: a timer needs a time-up handler and back")

    def seats_for(self, move_type: type[Move]) -> Sequence[int]:
        return self.open_to.get(move_type, self.to_act)

    def verbs(self) -> list[str]:
        return [m.verb for m in self.moves]


def challenge_stage(
    name: str,
    challenge: Challenge,
    *,
    explain: type[Move],
    vote: type[Move],
    rule: str,
    timer: Timer,
    settled: Callable[[Any], None],
    voting: Callable[[Any], None] | None = None,
) -> Stage:
    """The stage of a `Challenge` being settled: the challenged player explains (`explain`'s
    `text`), then the voters vote (`vote`'s `accept`), drawing ties from the state's `rng`.
    `voting(state)` runs when the explanation is in (or its time is up), `settled(state)` once
    the vote has decided. The challenge must be the one of the state the stage is asked of."""

    def on_explain(state: Any, seat: int, move: Any) -> None:
        challenge.explain(seat, move.text)
        if voting is not None:
            voting(state)

    def on_vote(state: Any, seat: int, move: Any) -> None:
        challenge.vote(seat, move.accept, state.rng)
        if challenge.stage is ChallengeStage.DONE:
            settled(state)

    def on_time_up(state: Any) -> None:
        challenge.time_up(state.rng)
        if challenge.stage is ChallengeStage.DONE:
            settled(state)
        elif voting is not None:
            voting(state)

    moves: dict[type[Move], Handler] = (
        {explain: on_explain} if challenge.stage is ChallengeStage.EXPLAIN else {vote: on_vote}
    )
    return Stage(name, challenge.waiting(), moves, rule=rule, timer=timer, time_up=on_time_up)


def winners_by_score(
    scores: Sequence[int], tiebreak: Sequence[float] | None = None
) -> tuple[int, ...]:
    """Seats with the top score; among them, those best by `tiebreak` (higher is better) when
    the rulebook names one. Ties that remain share victory."""
    best = max(scores)
    top = [s for s, score in enumerate(scores) if score == best]
    if tiebreak is not None and len(top) > 1:
        second = max(tiebreak[s] for s in top)
        top = [s for s in top if tiebreak[s] == second]
    return tuple(top)


def result_from_sheets(
    sheets: Sequence[Mapping[str, int]],
    tiebreak: Sequence[float] | None = None,
    tiebreak_name: str = "",
) -> Result:
    """A `Result` whose scores are the sums of each seat's score sheet."""
    breakdown = tuple(dict(sheet) for sheet in sheets)
    scores = tuple(sum(sheet.values()) for sheet in breakdown)
    winners = winners_by_score(scores, tiebreak)
    used = tiebreak is not None and len(winners_by_score(scores)) > 1
    return Result(scores, breakdown, winners, tiebreak_name if used else "")


class StagedGame(Game[S]):
    """A game whose flow is `stage(state)`; the kernel provides the rest of the protocol."""

    # The verb a typed move means when it starts with no verb ("GIRASOL" for "form GIRASOL"):
    # by default the one move of the stage that takes arguments, if there is exactly one.
    default_verb: ClassVar[str | None] = None

    def stage(self, state: S) -> Stage | None:
        """The current stage, or None once the game is over."""
        raise NotImplementedError

    def is_over(self, state: S) -> bool:
        return self.stage(state) is None

    # -- derived from the stage ------------------------------------------------------------
    def to_act(self, state: S) -> list[int]:
        stage = self.stage(state)
        return [] if stage is None else list(stage.to_act)

    def timer(self, state: S) -> Timer | None:
        stage = self.stage(state)
        return None if stage is None else stage.timer

    def perform(self, state: S, seat: int | None, move: Move) -> None:
        stage = self.stage(state)
        if stage is None:
            raise IllegalMove.of("the game is over", rule="end of the game")
        if isinstance(move, TimeUp):
            if stage.timer is None or stage.time_up is None or stage.timer.key != move.timer:
                raise IllegalMove.of("that timer is not running", rule="timer")
            stage.time_up(state)
            return
        seats = getattr(state, "seats", None)
        if seat is None or (isinstance(seats, int) and not 0 <= seat < seats):
            raise IllegalMove.of("a move needs a seat at this table", rule="players")
        handler = stage.moves.get(type(move))
        if handler is None:
            if not stage.moves:
                raise IllegalMove.of(
                    "nothing can be played now ({stage})", rule=stage.rule, stage=stage.name
                )
            raise IllegalMove.of(
                "it is not the time to {action}: now {actions}",
                rule=stage.rule,
                action=move.verb,
                actions=list(stage.verbs()),
            )
        allowed = stage.seats_for(type(move))
        if seat not in allowed:
            if len(stage.to_act) == 1 and allowed == stage.to_act:
                raise IllegalMove.of(
                    "it is seat {seat}'s turn", rule=stage.rule, seat=stage.to_act[0] + 1
                )
            raise IllegalMove.of(
                "it is not for you to {action} now", rule=stage.rule, action=move.verb
            )
        handler(state, seat, move)

    def parse_move(self, state: S, seat: int, text: str) -> Move:
        stage = self.stage(state)
        default: type[Move] | None = None
        by_verb = {t.verb: t for t in self.move_types}
        if self.default_verb is not None:
            default = by_verb[self.default_verb]
        elif stage is not None:
            candidates = [
                t for t in stage.moves if seat in stage.seats_for(t) and t.notation_fields()
            ]
            default = candidates[0] if len(candidates) == 1 else None
        return self.complete(state, seat, parse_notation(self.move_types, text, default))

    def complete(self, state: S, seat: int, move: Move) -> Move:
        """A typed move with what its notation lets a player leave out filled in from the
        state (which cards a word is spelled from); by default the move as typed."""
        return move

    # -- the view ----------------------------------------------------------------------------
    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """The kernel's envelope (game, stage, to_act, timer, you, result) around the game's
        own `table_view`; the game's `you` entries join the envelope's."""
        stage = self.stage(state)
        to_act = [] if stage is None else list(stage.to_act)
        timer = None if stage is None else stage.timer
        table = self.table_view(state, seat)
        you: dict[str, Any] | None = None
        if seat is not None:
            you = {"seat": seat, "to_act": seat in to_act, **(table.pop("you", None) or {})}
        else:
            table.pop("you", None)
        result = None
        if stage is None:
            final = self.result(state)
            result = {
                "scores": list(final.scores),
                "winners": list(final.winners),
                "breakdown": [dict(b) for b in final.breakdown],
                **({"tiebreak": final.tiebreak} if final.tiebreak else {}),
            }
        return {
            "game": self.meta.id,
            **table,
            "stage": "over" if stage is None else stage.name,
            "to_act": to_act,
            "timer": None
            if timer is None
            else {"key": timer.key, "seconds": timer.seconds, "label": timer.label},
            "you": you,
            "result": result,
        }

    def table_view(self, state: S, seat: int | None) -> dict[str, Any]:
        """What `seat` may see of the table (None: a spectator); the envelope is added."""
        raise NotImplementedError
