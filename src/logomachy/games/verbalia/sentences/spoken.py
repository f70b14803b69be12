"""A sentence said on one's turn and judged by the others (ABocagrama, BaBalagrama).

On their turn a player says a sentence (`say`, within the turn's time) or cannot (`give-up`,
or the time runs out); the referee refuses at once only what a rule decides, then the
players still in the game vote whether it is well built (kernel `Challenge`: votes secret
until all are in, a tie keeps the sentence, votes not cast in time do not count). A game
says what a sentence must be (`say`), what a failure costs (`no_sentence`) and what the
verdict does (`judged`); a game with a step before the sentence (BaBalagrama's choice of
bag) declares it as `extra_stage`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from logomachy.games.verbalia.pieces.adeu import Mistake
from logomachy.kernel import (
    Challenge,
    ChallengeStage,
    Event,
    IllegalMove,
    Move,
    Rng,
    Stage,
    StagedGame,
    TieRule,
    Timer,
)

SAY_SECONDS = 60
VOTE_SECONDS = 30
_YES = {"yes", "y", "sí", "si", "true", "1"}
_NO = {"no", "n", "false", "0"}
# The time of the turn ran out (a failure, a mistake, in every game of the family).
NO_SENTENCE_IN_TIME = Mistake("time", IllegalMove.of("no sentence in time"))


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Say(Move):
    """Say your sentence."""

    verb: ClassVar[str] = "say"
    sentence: str = ""


@dataclass(frozen=True)
class GiveUp(Move):
    """You cannot say a sentence."""

    verb: ClassVar[str] = "give-up"
    aliases: ClassVar[tuple[str, ...]] = ("pass",)


@dataclass(frozen=True)
class Vote(Move):
    """Is the sentence well built? `vote yes` (or sí) / `vote no`."""

    verb: ClassVar[str] = "vote"
    accept: bool = True

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        answer = " ".join(args).lower()
        if answer not in _YES | _NO:
            raise IllegalMove.of("vote yes or no", rule="move format")
        return cls(answer in _YES)


# -- State ----------------------------------------------------------------------------------
@dataclass
class SpokenState:
    """The fields of a turn at speaking; a game's state adds its own (keyword-only here, so
    that a game's fields without defaults may follow)."""

    seats: int
    options: dict[str, Any]
    rng: Rng
    turn: int = field(default=0, kw_only=True)  # the player whose turn it is
    turn_no: int = field(default=1, kw_only=True)
    stage: str = field(default="say", kw_only=True)  # (draw ->) say -> vote ... -> over
    said: str | None = field(default=None, kw_only=True)  # the sentence being judged
    vote: Challenge | None = field(default=None, kw_only=True)
    last: dict[str, Any] | None = field(default=None, kw_only=True)  # for the screen
    log: list[Event] = field(default_factory=list, kw_only=True)

    def alive(self) -> list[int]:
        """The players still in the game."""
        raise NotImplementedError


S = TypeVar("S", bound=SpokenState)


class SpokenSentenceGame(StagedGame[S]):
    RULES: ClassVar[str]
    JUDGING_RULE: ClassVar[str]  # the rule a vote's refusals name
    GAVE_UP: ClassVar[Mistake]  # what a give-up is, for the log (its `why`: "gave-up")
    move_types: ClassVar[tuple[type[Move], ...]] = (Say, GiveUp, Vote)

    # -- what a game says -------------------------------------------------------------------
    def say(self, state: S, seat: int, move: Say) -> None:
        """The sentence said: refuse it, count it a failure, or `open_vote` on it."""
        raise NotImplementedError

    def no_sentence(self, state: S, why: Mistake) -> None:
        """The player could not say a sentence (gave up, or the time ran out)."""
        raise NotImplementedError

    def judged(self, state: S) -> None:
        """The vote is settled (`state.vote.accepted`)."""
        raise NotImplementedError

    def say_seconds(self, state: S) -> float:
        return float(state.options["say_seconds"])

    def extra_stage(self, state: S) -> Stage | None:
        """A stage of the game's own before the sentence, or None."""
        return None

    # -- the turn -----------------------------------------------------------------------------
    def open_vote(self, state: S, seat: int, reason: str) -> Challenge:
        """The others still in judge `state.said`."""
        assert state.said is not None
        state.vote = Challenge(
            challenger=seat,
            defendant=seat,
            subject=state.said,
            reason=reason,
            voters=[s for s in state.alive() if s != seat],
            tie=TieRule.ACCEPT,  # reading: it takes a majority to call it badly built
            explanation="",
            stage=ChallengeStage.VOTE,  # the sentence speaks for itself
        )
        state.stage = "vote"
        return state.vote

    def _give_up(self, state: S, seat: int, move: GiveUp) -> None:
        self.no_sentence(state, self.GAVE_UP)

    def _say_time_up(self, state: S) -> None:
        self.no_sentence(state, NO_SENTENCE_IN_TIME)

    def _vote(self, state: S, seat: int, move: Vote) -> None:
        assert state.vote is not None
        if seat == state.turn:
            raise IllegalMove.of("the others judge your sentence", rule=self.JUDGING_RULE)
        state.vote.vote(seat, move.accept, state.rng)
        if state.vote.stage is ChallengeStage.DONE:
            self.judged(state)

    def _vote_time_up(self, state: S) -> None:
        assert state.vote is not None
        state.vote.time_up(state.rng)
        self.judged(state)

    def stage(self, state: S) -> Stage | None:
        """The player says a sentence within the turn's time; then the others vote on it."""
        if state.stage == "over":
            return None
        extra = self.extra_stage(state)
        if extra is not None:
            return extra
        if state.stage == "vote" and state.vote is not None:
            return Stage(
                "vote",
                tuple(state.vote.waiting()),
                {Vote: self._vote},
                rule=self.JUDGING_RULE,
                timer=Timer(f"t{state.turn_no}:vote", state.options["vote_seconds"], "vote"),
                time_up=self._vote_time_up,
                # the speaker and those who voted are told so in the vote's own words
                open_to={Vote: tuple(range(state.seats))},
            )
        return Stage(
            "say",
            (state.turn,),
            {Say: self.say, GiveUp: self._give_up},
            rule=self.RULES,
            timer=Timer(f"t{state.turn_no}:say", self.say_seconds(state), "say"),
            time_up=self._say_time_up,
        )

    def parse_move(self, state: S, seat: int, text: str) -> Move:
        """The generic notation, and `yes` / `no` alone for a vote."""
        if text.strip().lower() in ("yes", "no"):
            return Vote(text.strip().lower() == "yes")
        return super().parse_move(state, seat, text)

    # -- views --------------------------------------------------------------------------------
    def spoken_view(self, state: S, seat: int | None) -> dict[str, Any]:
        """What both games show of the turn: whose, the sentence judged, who voted, the last
        verdict; a voter's own vote."""
        vote = state.vote
        return {
            "turn": state.turn,
            "said": state.said,
            "voting": None
            if vote is None
            else {"voters": list(vote.voters), "voted": sorted(vote.votes)},
            "last": state.last,
            "you": None
            if seat is None
            else {"vote": None if vote is None else vote.votes.get(seat)},
        }
