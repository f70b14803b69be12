"""Challenges, both variants ("Desafíos de los jugadores", "Desafíos automáticos")."""

from __future__ import annotations

import pytest

from logomachy.games.letter_tycoon import GAME, ChallengeWord, Discard, Pass, Play
from logomachy.kernel import IllegalMove

from .helpers import play, table, texts

A, B, C = 0, 1, 2
HANDS = ("CATLMPS", "EEKRSTV", "ABDGHNO")


def test_a_successful_challenge_returns_the_cards_and_costs_a_discard() -> None:
    state = table(HANDS, pool="AEI", patents={"T": B})
    state = play(state, (A, Play(("TAC",), ("hhh",))))  # not a word
    assert state.turn.stage == "challenge" and GAME.to_act(state) == [B, C]
    assert GAME.view(state, C)["words"] == ["TAC"]
    state = play(state, (C, ChallengeWord()))
    assert state.turn.stage == "penalty" and GAME.to_act(state) == [A]
    assert state.hands[A] == sorted(HANDS[A]) and state.pool.cards() == list("AEI")
    assert state.money == [0, 0, 0]  # no earnings, no royalties, nothing paid
    with pytest.raises(IllegalMove, match="exactly one"):
        GAME.apply(state, A, Discard(()))
    state = play(state, (A, Discard(("M",))))
    assert "M" not in state.hands[A] and len(state.hands[A]) == 7  # drawn back to 7
    assert state.turn.seat == B and state.turn.stage == "build"


def test_a_failed_challenge_costs_the_challenger_one_dollar() -> None:
    state = table(HANDS, pool="AEI", money=[0, 3, 0])
    state = play(state, (A, Play(("CAT",), ("hhh",))), (B, ChallengeWord()))
    assert state.money == [1 + 1, 2, 0]  # the $1 challenge + the word's $1
    assert "Seat 2 pays $1" in next(iter(texts(state, "challenge-lost")))
    assert state.turn.stage == "discard"


def test_a_penniless_challenger_costs_the_bank_instead() -> None:
    state = table(HANDS, pool="AEI")
    bank = state.bank
    state = play(state, (A, Play(("CAT",), ("hhh",))), (B, ChallengeWord()))
    assert state.money == [2, 0, 0] and state.bank == bank - 2
    assert "The bank pays $1" in next(iter(texts(state, "challenge-lost-bank")))


def test_the_word_stands_when_nobody_challenges_even_if_it_is_no_word() -> None:
    state = table(HANDS, pool="AEI")
    state = play(state, (A, Play(("TAC",), ("hhh",))), (B, Pass()), (C, Pass()))
    assert state.money[A] == 1


def test_only_the_others_challenge_and_only_once() -> None:
    state = table(HANDS, pool="AEI")
    state = play(state, (A, Play(("CAT",), ("hhh",))))
    with pytest.raises(IllegalMove, match="not for you to challenge now"):
        GAME.apply(state, A, ChallengeWord())
    state = play(state, (B, Pass()))
    with pytest.raises(IllegalMove, match="it is seat 3's turn"):
        GAME.apply(state, B, ChallengeWord())


def test_automatic_challenges_allow_retries_then_the_penalty() -> None:
    state = table(HANDS, pool="AEI", challenges="automatic", retries=2)
    assert GAME.timer(state) is None
    state = play(state, (A, Play(("TAC",), ("hhh",))))
    assert state.turn.stage == "build" and state.turn.failed_attempts == 1
    assert "(2 retries left)" in next(iter(texts(state, "refused")))
    # A play refused for its cards is not an attempt.
    with pytest.raises(IllegalMove):
        GAME.apply(state, A, Play(("ZAP",), ("hhh",)))
    state = play(state, (A, Play(("ACT",), ("hhh",))))  # not in the table's list either
    assert state.turn.failed_attempts == 2
    state = play(state, (A, Play(("SCAT",), ("hhhh",))))
    assert state.turn.stage == "penalty" and state.money == [0, 0, 0]
    assert state.hands[A] == sorted(HANDS[A])


def test_giving_up_after_a_refusal_costs_the_penalty_of_the_last_retry() -> None:
    """ "Si se le acaban los reintentos, recupera sus cartas, pierde el resto de su turno y debe
    descartar una carta como penalización." Passing instead of a retry is no way around it:
    it costs the same as the last refused retry, never a free discard of the whole hand."""
    given_up = table(HANDS, pool="AEI", challenges="automatic", retries=2)
    given_up = play(given_up, (A, Play(("TAC",), ("hhh",))), (A, Pass()))
    assert given_up.turn.stage == "penalty" and GAME.to_act(given_up) == [A]
    assert next(iter(texts(given_up, "give-up"))) == "Seat 1 gives up after a refused word."
    assert GAME.view(given_up, A)["stage"] == "penalty"
    with pytest.raises(IllegalMove, match="exactly one"):
        GAME.apply(given_up, A, Discard(()))
    with pytest.raises(IllegalMove, match="exactly one"):
        GAME.apply(given_up, A, Discard(tuple("CATLMPS")))
    exhausted = table(HANDS, pool="AEI", challenges="automatic", retries=0)
    exhausted = play(exhausted, (A, Play(("TAC",), ("hhh",))))
    assert exhausted.turn.stage == "penalty"
    given_up = play(given_up, (A, Discard(("M",))))
    exhausted = play(exhausted, (A, Discard(("M",))))
    for state in (given_up, exhausted):
        assert state.turn.seat == B and state.turn.stage == "build"
    assert given_up.hands == exhausted.hands and given_up.money == exhausted.money
    assert given_up.pool.cards() == exhausted.pool.cards()
    assert given_up.deck.discard_pile == exhausted.deck.discard_pile == ["M"]


def test_passing_before_any_refusal_is_still_a_free_turn() -> None:
    state = table(HANDS, pool="AEI", challenges="automatic")
    state = play(state, (A, Pass()))
    assert state.turn.stage == "discard"
    state = play(state, (A, Discard(("C", "M"))))
    assert state.turn.seat == B


def test_automatic_challenges_accept_a_word_at_once() -> None:
    state = table(HANDS, pool="AEI", challenges="automatic")
    state = play(state, (A, Play(("TAC",), ("hhh",))), (A, Play(("CAT",), ("hhh",))))
    assert state.money[A] == 1 and state.turn.stage == "discard"
    assert GAME.to_act(state) == [A]


def test_no_retries_means_the_first_refusal_is_penalised() -> None:
    state = table(HANDS, pool="AEI", challenges="automatic", retries=0)
    state = play(state, (A, Play(("TAC",), ("hhh",))))
    assert state.turn.stage == "penalty"
