"""Aparellasíl·laB, rule by rule (rulebook section Aparellasíl·laB; ABC P; the race readings of
races.py). The rulebook gives no worked example for this game: the examples here are ours."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.races.aparellasillab import GAME
from logomachy.games.verbalia.races.engine import Fit, Say, TwoLettersOneBetween
from logomachy.kernel import IllegalMove, Rng

from tests.games.verbalia.races_helpers import middle, play


def test_two_syllables_and_two_letters_one_between_takes_a_marker() -> None:
    state = middle(GAME, "CA", "SA")
    state = play(GAME, state, (2, Say("camisa")))  # CA + M, I + SA: CA-MI-SA
    assert state.markers == [0, 0, 1] and state.races[-1].word == "CAMISA"
    assert GAME.view(state, 0)["shape"] == "two-letters"


def test_the_second_letter_may_go_before_between_or_after() -> None:
    shape = TwoLettersOneBetween()
    assert shape.fits("XCAYSA", "CA", "SA") == [Fit("CA", 1, "SA", 4)]  # L-S-L-S
    assert shape.fits("CAXSAY", "CA", "SA") == [Fit("CA", 0, "SA", 3)]  # S-L-S-L
    assert shape.fits("CAXYSA", "CA", "SA") == [Fit("CA", 0, "SA", 4)]  # S-L-L-S
    assert shape.fits("SAXYCA", "CA", "SA") == [Fit("SA", 0, "CA", 4)]  # either first
    assert shape.fits("XYCASA", "CA", "SA") == []  # no letter between
    assert shape.fits("CASAXY", "CA", "SA") == []
    # In the dictionary, with rule P waived: APARTA (A + PA + R + TA), CASSAR (CA S SA R).
    state = middle(GAME, "PA", "TA", syllabic_division=False)
    assert GAME.check(state, "aparta") == "APARTA"
    state = middle(GAME, "CA", "SA", syllabic_division=False)
    assert GAME.check(state, "cassar") == "CASSAR"


def test_the_tiles_must_remain_syllables_rule_p() -> None:
    state = middle(GAME, "CA", "SA")
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(state, 0, Say("CASSAR"))
    assert caught.value.rule == "ABC P: syllabic division"
    assert "CAS-SAR" in caught.value.reason
    with pytest.raises(IllegalMove, match="CAU-SAR"):
        GAME.apply(state, 0, Say("causar"))
    assert "cassar" not in GAME.words_for(state) and "camisa" in GAME.words_for(state)
    state = middle(GAME, "PA", "TA")
    with pytest.raises(IllegalMove, match="A-PAR-TA"):
        GAME.apply(state, 0, Say("APARTA"))
    assert GAME.check(state, "PATATA") == "PATATA"  # PA-TA-TA
    assert GAME.view(state, 0)["syllabic_division"] is True


def test_the_players_may_agree_to_waive_rule_p() -> None:
    state = middle(GAME, "CA", "SA", syllabic_division=False)
    assert {"cassar", "causar", "camisa"} <= set(GAME.words_for(state))
    assert GAME.view(state, 0)["syllabic_division"] is False


@pytest.mark.parametrize(
    ("word", "reason", "rule"),
    [
        ("CASA", "is not made of CA, SA and two letters", "Aparellasíl·laB: rules"),
        ("CASAS", "is not made of", "Aparellasíl·laB: rules"),
        ("CAMISES", "is not made of", "Aparellasíl·laB: rules"),
        ("CAXISA", "is not in the dictionary", "ABC B: good words"),
    ],
)
def test_the_referee_says_why_a_word_does_not_win(word: str, reason: str, rule: str) -> None:
    state = middle(GAME, "CA", "SA")
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(state, 0, Say(word))
    assert reason in caught.value.reason and caught.value.rule == rule


def test_accents_do_not_count() -> None:
    state = middle(GAME, "SA", "CA")
    assert GAME.check(state, "SADICA") == "SÀDICA"  # SA-DI-CA, typed without its accent


def test_bots_say_legal_words() -> None:
    state = middle(GAME, "CA", "SA")
    for strength in ("easy", "medium", "hard"):
        move = make_bot(GAME.meta.id, strength).choose(GAME, state, 0, Rng(5))
        assert isinstance(move, Say)
        GAME.apply(state, 0, move)


def test_hard_beats_easy() -> None:
    """Measured: hard beats easy in 30 of 30 seeded two-player games."""
    wins = 0
    for seed in range(10):
        seats = ["hard", "easy"] if seed % 2 else ["easy", "hard"]
        match = autoplay(GAME, 2, seed, {}, seats)
        scores = GAME.result(match.state).scores
        hard = seats.index("hard")
        wins += scores[hard] > scores[1 - hard]
    assert wins >= 8
