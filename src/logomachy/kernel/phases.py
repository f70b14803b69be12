"""Flow pieces shared by the rulebooks: turn order, timers, simultaneous secret submissions,
and challenges settled by a vote.

A game declares its timers (how long, counted from what); only the caller owns a clock. When
the caller sees a timer run out it plays `TimeUp(timer=key)`; the key names one running timer
so a stale TimeUp is refused.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from logomachy.kernel.errors import IllegalMove
from logomachy.kernel.rng import Rng

T = TypeVar("T")


@dataclass(frozen=True)
class Timer:
    """A running timer: `seconds` long, identified by `key` (the caller starts counting when it
    first sees the key, and plays `TimeUp(key)` when the time has passed)."""

    key: str
    seconds: float
    label: str = ""


def clockwise_from(first: int, seats: int) -> list[int]:
    """Seats in clockwise order starting at `first` (seat numbers increase clockwise)."""
    return [(first + i) % seats for i in range(seats)]


@dataclass(frozen=True)
class SimultaneousSpec:
    """How a simultaneous phase runs.

    - `after_first_seconds`: once someone has submitted, the others have this long (Trencadís'
      sand timer; El Soneto's two minutes); None: no such timer.
    - `limit_seconds`: an overall limit counted from the phase's start (Verbàlia's one minute).
    - `first_locks`: the first to submit can no longer change their submission.
    - `revisable`: others may resubmit (replace) until the phase closes.
    """

    name: str
    after_first_seconds: float | None = None
    limit_seconds: float | None = None
    first_locks: bool = False
    revisable: bool = True


@dataclass
class Submissions(Generic[T]):
    """Secret submissions from a set of seats; the order of first submission is kept."""

    spec: SimultaneousSpec
    expected: list[int]
    instance: str = ""
    entries: dict[int, T] = field(default_factory=dict)
    order: list[int] = field(default_factory=list)
    passed: list[int] = field(default_factory=list)
    closed: bool = False

    @property
    def first(self) -> int | None:
        return self.order[0] if self.order else None

    def waiting(self) -> list[int]:
        """Seats still expected to submit (those who submitted may still revise, if allowed)."""
        return [] if self.closed else self.outstanding()

    def outstanding(self) -> list[int]:
        """Seats that have neither submitted nor passed."""
        done = set(self.order) | set(self.passed)
        return [s for s in self.expected if s not in done]

    def submit(self, seat: int, value: T) -> None:
        self._check_open(seat)
        if seat in self.entries:
            if self.spec.first_locks and seat == self.first:
                raise IllegalMove.of(
                    "you finished first and turned the timer: your answer can no longer change",
                    rule=self.spec.name,
                )
            if not self.spec.revisable:
                raise IllegalMove.of("you have already submitted", rule=self.spec.name)
        else:
            self.order.append(seat)
        self.entries[seat] = value
        self._close_if_complete()

    def pass_(self, seat: int) -> None:
        """A seat declares it will submit nothing (it counts as done)."""
        self._check_open(seat)
        if seat in self.entries:
            raise IllegalMove.of("you have already submitted", rule=self.spec.name)
        if seat not in self.passed:
            self.passed.append(seat)
        self._close_if_complete()

    def time_up(self) -> list[int]:
        """Closes the phase; returns the seats that had not finished."""
        late = self.outstanding()
        self.closed = True
        return late

    def timer(self) -> Timer | None:
        if self.closed:
            return None
        if self.spec.after_first_seconds is not None and self.order:
            return Timer(f"{self.instance}:after-first", self.spec.after_first_seconds, "finish")
        if self.spec.limit_seconds is not None:
            return Timer(f"{self.instance}:limit", self.spec.limit_seconds, "limit")
        return None

    def _check_open(self, seat: int) -> None:
        if self.closed:
            raise IllegalMove.of("this phase is over", rule=self.spec.name)
        if seat not in self.expected:
            raise IllegalMove.of("you take no part in this phase", rule=self.spec.name)

    def _close_if_complete(self) -> None:
        if not self.outstanding():
            self.closed = True


class TieRule(enum.Enum):
    """What a tied vote decides, as each rulebook says."""

    RANDOM = "random"
    ACCEPT = "accept"
    REJECT = "reject"


class ChallengeStage(enum.Enum):
    EXPLAIN = "explain"
    VOTE = "vote"
    DONE = "done"


@dataclass
class Challenge:
    """A challenge of something a player did, settled by everyone's yes/no vote.

    Stages: the challenged player explains (or declines to), then every voter votes at once
    (votes stay secret until all are in, like thumbs shown on a count of three), then the
    majority decides; a tie is settled by `tie`. `accepted` is the verdict on the challenged
    thing: True keeps it, False rejects it.
    """

    challenger: int
    defendant: int
    subject: str
    reason: str
    voters: list[int]
    tie: TieRule = TieRule.RANDOM
    explanation: str | None = None
    votes: dict[int, bool] = field(default_factory=dict)
    stage: ChallengeStage = ChallengeStage.EXPLAIN
    accepted: bool | None = None
    decided_by_tie: bool = False

    def explain(self, seat: int, text: str) -> None:
        if self.stage is not ChallengeStage.EXPLAIN:
            raise IllegalMove.of("the explanation has already been given", rule="challenge")
        if seat != self.defendant:
            raise IllegalMove.of("only the challenged player explains", rule="challenge")
        self.explanation = text.strip()[:500]
        self.stage = ChallengeStage.VOTE

    def vote(self, seat: int, accept: bool, rng: Rng) -> None:
        if self.stage is ChallengeStage.EXPLAIN:
            raise IllegalMove.of("wait for the challenged player's explanation", rule="challenge")
        if self.stage is ChallengeStage.DONE:
            raise IllegalMove.of("the vote is over", rule="challenge")
        if seat not in self.voters:
            raise IllegalMove.of("you have no vote here", rule="challenge")
        if seat in self.votes:
            raise IllegalMove.of("you have already voted", rule="challenge")
        self.votes[seat] = accept
        if len(self.votes) == len(self.voters):
            self.settle(rng)

    def waiting(self) -> list[int]:
        if self.stage is ChallengeStage.EXPLAIN:
            return [self.defendant]
        if self.stage is ChallengeStage.VOTE:
            return [s for s in self.voters if s not in self.votes]
        return []

    def settle(self, rng: Rng) -> None:
        """Counts the votes cast (missing votes abstain) and decides."""
        yes = sum(1 for v in self.votes.values() if v)
        no = len(self.votes) - yes
        if yes != no:
            self.accepted = yes > no
        else:
            self.decided_by_tie = True
            if self.tie is TieRule.RANDOM:
                self.accepted = rng.coin()
            else:
                self.accepted = self.tie is TieRule.ACCEPT
        self.stage = ChallengeStage.DONE

    def time_up(self, rng: Rng) -> None:
        """The time for this stage ran out: no explanation, or the votes cast so far decide."""
        if self.stage is ChallengeStage.EXPLAIN:
            self.explanation = ""
            self.stage = ChallengeStage.VOTE
        elif self.stage is ChallengeStage.VOTE:
            self.settle(rng)
