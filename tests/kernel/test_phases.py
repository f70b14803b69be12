import pytest

from logomachy.kernel import (
    Challenge,
    ChallengeStage,
    IllegalMove,
    Rng,
    SimultaneousSpec,
    Submissions,
    TieRule,
)

SAND = SimultaneousSpec("writing", after_first_seconds=30, first_locks=True, revisable=True)


def test_submissions_keep_order_lock_the_first_and_close_when_all_are_in() -> None:
    sub: Submissions[str] = Submissions(SAND, [0, 1, 2], instance="r1")
    assert sub.timer() is None  # no timer until someone finishes
    sub.submit(2, "SKYDIVE")
    assert sub.timer() is not None and sub.timer().seconds == 30  # type: ignore[union-attr]
    with pytest.raises(IllegalMove, match="no longer change"):
        sub.submit(2, "PILOT")
    sub.submit(0, "AVIATION")
    sub.submit(0, "AIRPORT")  # not first: may still change the word
    assert sub.entries[0] == "AIRPORT" and sub.order == [2, 0]
    assert sub.waiting() == [1]
    sub.pass_(1)
    assert sub.closed and sub.waiting() == [] and sub.first == 2


def test_time_up_closes_and_names_the_late() -> None:
    sub: Submissions[str] = Submissions(SAND, [0, 1, 2])
    sub.submit(1, "A")
    assert sub.time_up() == [0, 2]
    with pytest.raises(IllegalMove, match="over"):
        sub.submit(0, "B")


def test_outsiders_cannot_submit() -> None:
    sub: Submissions[str] = Submissions(SAND, [0, 1])
    with pytest.raises(IllegalMove):
        sub.submit(5, "X")


def _challenge(tie: TieRule) -> Challenge:
    return Challenge(0, 1, "BEACHGOER", "variation", voters=[0, 1, 2, 3], tie=tie)


def test_challenge_goes_explain_then_vote_then_majority() -> None:
    rng = Rng.from_seed(1)
    c = _challenge(TieRule.RANDOM)
    with pytest.raises(IllegalMove, match="explanation"):
        c.vote(2, True, rng)
    with pytest.raises(IllegalMove, match="only the challenged"):
        c.explain(0, "no")
    c.explain(1, "it is a word")
    c.vote(0, False, rng)
    with pytest.raises(IllegalMove, match="already voted"):
        c.vote(0, True, rng)
    c.vote(1, True, rng)
    c.vote(2, False, rng)
    assert c.stage is ChallengeStage.VOTE and c.waiting() == [3]
    c.vote(3, False, rng)
    assert c.stage is ChallengeStage.DONE and c.accepted is False and not c.decided_by_tie


@pytest.mark.parametrize(("tie", "expected"), [(TieRule.ACCEPT, True), (TieRule.REJECT, False)])
def test_a_tie_follows_the_rulebook(tie: TieRule, expected: bool) -> None:
    rng = Rng.from_seed(1)
    c = _challenge(tie)
    c.explain(1, "")
    for seat, vote in enumerate([False, True, True, False]):
        c.vote(seat, vote, rng)
    assert c.accepted is expected and c.decided_by_tie


def test_a_random_tie_uses_the_state_rng_and_both_outcomes_occur() -> None:
    outcomes = set()
    for seed in range(20):
        c = _challenge(TieRule.RANDOM)
        c.explain(1, "")
        rng = Rng.from_seed(seed)
        for seat, vote in enumerate([False, True, True, False]):
            c.vote(seat, vote, rng)
        outcomes.add(c.accepted)
    assert outcomes == {True, False}


def test_time_up_skips_the_explanation_then_counts_votes_cast() -> None:
    rng = Rng.from_seed(1)
    c = _challenge(TieRule.ACCEPT)
    c.time_up(rng)
    assert c.stage is ChallengeStage.VOTE and c.explanation == ""
    c.vote(0, False, rng)
    c.time_up(rng)
    assert c.accepted is False
