"""The sentences family's turn at speaking (ABocagrama, BaBalagrama, and through
`syllable_chains` Enfilasíl·laB and Malasíl·laB).

`SpokenTurn`: on their turn a player says something (`say`, within the turn's time,
`say_seconds`; twice as long for the seats of `child_seats`, ABC I, where a game admits it) or
cannot (`give-up`, or the time runs out): a failure the game names (`GAVE_UP`, `TIME_UP`) and
settles (`failed`). A game whose failures are the letters of ADÉU ends the round with
`adeu_round`.

`SpokenSentenceGame`, a sentence judged by the others (ABocagrama, BaBalagrama): the referee
refuses at once only what a rule decides, then the players still in the game vote whether it is
well built (kernel `Challenge`: votes secret until all are in, a tie keeps the sentence, votes
not cast in time do not count). A game says what a sentence must be (`say`), what a failure
costs (`failed`) and what the verdict does (`judged`); a game with a step before the sentence
(BaBalagrama's choice of bag) declares it as `extra_stage`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from logomachy.games.challenges import tally
from logomachy.games.log import note
from logomachy.games.verbalia.pieces.abc_options import Adaptations, seconds
from logomachy.games.verbalia.pieces.adeu import Mistake, begin_round, next_in, take_letter
from logomachy.kernel import (
    Challenge,
    ChallengeStage,
    Event,
    IllegalMove,
    Move,
    OptionSpec,
    Rng,
    Stage,
    StagedGame,
    TieRule,
    Timer,
    Vote,
    yes_or_no,
)

VOTE_SECONDS = 30
VOTE_OPTION = OptionSpec.seconds(
    "vote_seconds", VOTE_SECONDS, "time to judge it", minimum=5, maximum=300
)
# Failures without words of their own (a mistake line's `why`, a code its template says): the
# player gave up; the time of the turn ran out.
GAVE_UP = Mistake("gave-up", IllegalMove.of("gave up"))
NO_SENTENCE_IN_TIME = Mistake("time", IllegalMove.of("no sentence in time"))


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Say(Move):
    """Say your sentence."""

    verb: ClassVar[str] = "say"
    sentence: str = ""


@dataclass(frozen=True)
class GiveUp(Move):
    """You cannot say it (the sentence, the chain): a failure."""

    verb: ClassVar[str] = "give-up"
    aliases: ClassVar[tuple[str, ...]] = ("pass",)


T = TypeVar("T")


class SpokenTurn(StagedGame[T]):
    """A turn at speaking; the state holds `turn`, `turn_no`, `options` (`say_seconds`)."""

    RULES: ClassVar[str]
    GAVE_UP: ClassVar[Mistake] = GAVE_UP  # what a give-up is, for the log
    TIME_UP: ClassVar[Mistake] = NO_SENTENCE_IN_TIME
    TURN: ClassVar[str] = "say"  # the stage's name
    abc: ClassVar[Adaptations] = Adaptations()  # the ABC adaptations a game admits

    def say(self, state: T, seat: int, move: Any) -> None:
        """What was said: refuse it, count it a failure, or take it."""
        raise NotImplementedError

    def failed(self, state: T, why: Mistake) -> None:
        """The player could not say it (a mistake, gave up, or the time ran out)."""
        raise NotImplementedError

    def turn_stage(self, state: Any, say: type[Move]) -> Stage:
        """The player whose turn it is says it (`say`) or gives up, within the turn's time."""
        base = state.options["say_seconds"]
        return Stage(
            self.TURN,
            (state.turn,),
            {say: self.say, GiveUp: self._give_up},
            rule=self.RULES,
            timer=Timer(f"t{state.turn_no}:say", seconds(state.options, state.turn, base), "say"),
            time_up=self._time_up,
        )

    def _give_up(self, state: T, seat: int, move: GiveUp) -> None:
        self.failed(state, self.GAVE_UP)

    def _time_up(self, state: T) -> None:
        self.failed(state, self.TIME_UP)

    def pass_turn(self, state: Any) -> None:
        """The turn passes to the left, to the next player still in (`state.alive()`)."""
        state.turn = next_in(state.seats, state.turn, state.alive())
        state.turn_no += 1

    def adeu_round(self, state: Any, why: Mistake) -> bool:
        """The mistake takes the next letter of ADÉU; unless only one player is left (False:
        the game is over), a new round, begun by the mistaken player (the next one still in,
        if they left). The state holds what `adeu.take_letter` and `begin_round` need."""
        seat = state.turn
        take_letter(state, why)
        alive = state.alive()
        if len(alive) <= 1:
            return False
        begin_round(state, seat, alive)
        return True


# -- A sentence judged ------------------------------------------------------------------------
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


class SpokenSentenceGame(SpokenTurn[S]):
    JUDGING_RULE: ClassVar[str]  # the rule a vote's refusals name
    move_types: ClassVar[tuple[type[Move], ...]] = (Say, GiveUp, Vote)

    # -- what a game says -------------------------------------------------------------------
    def say(self, state: S, seat: int, move: Say) -> None:
        """The sentence said: refuse it, count it a failure, or `open_vote` on it."""
        raise NotImplementedError

    def judged(self, state: S, yes: int, no: int) -> None:
        """The vote is settled (`state.vote.accepted`, by `yes` votes to `no`)."""
        raise NotImplementedError

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

    def settled(self, state: S) -> None:
        """The verdict said in the log, then what it does (`judged`)."""
        vote = state.vote
        assert vote is not None and vote.accepted is not None
        yes, no = tally(vote)
        note(
            state,
            "judged",
            f"The sentence is {'accepted' if vote.accepted else 'rejected'}, {yes} to {no}.",
            seat=state.turn,
            accepted=vote.accepted,
            yes=yes,
            no=no,
        )
        self.judged(state, yes, no)

    def _vote(self, state: S, seat: int, move: Vote) -> None:
        """Is the sentence well built? Accept it (yes) or reject it (no)."""
        assert state.vote is not None
        if seat == state.turn:
            raise IllegalMove.of("the others judge your sentence", rule=self.JUDGING_RULE)
        state.vote.vote(seat, move.accept, state.rng)
        if state.vote.stage is ChallengeStage.DONE:
            self.settled(state)

    def _vote_time_up(self, state: S) -> None:
        assert state.vote is not None
        state.vote.time_up(state.rng)
        self.settled(state)

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
        return self.turn_stage(state, Say)

    def parse_move(self, state: S, seat: int, text: str) -> Move:
        """The generic notation; a vote is `vote yes` (or sí) / `vote no`, or `yes` / `no`
        alone."""
        words = text.lower().split()
        if words in (["yes"], ["no"]):
            return Vote(words == ["yes"])
        if words[:1] == ["vote"]:
            answer = yes_or_no(" ".join(words[1:]))
            if answer is None:
                raise IllegalMove.of("vote yes or no", rule="move format")
            return Vote(answer)
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


__all__ = ["GiveUp", "Say", "SpokenSentenceGame", "SpokenState", "SpokenTurn", "Vote"]
