"""Baixagrama (rulebook: Baixagrama): every rule, refusal and reading."""

from __future__ import annotations

from collections import Counter

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.verbalia.coast.engine import SeaBot, best_sea_word
from logomachy.games.verbalia.coast.baixagrama import GAME, BaixagramaState, Form, Pass
from logomachy.games.verbalia.coast.engine import VOWELS, points
from logomachy.games.verbalia.pieces.country import country
from logomachy.kernel import IllegalMove, Move, Rng, TimeUp
from logomachy.terminal import render
from tests.games.verbalia.coast_helpers import SMALL, lay

LAND = [r for r in country().ids if r != country().maritime]


def small(seats: int = 2) -> BaixagramaState:
    return lay(GAME.setup(seats, None, seed=3), SMALL)


def play(state: BaixagramaState, *moves: tuple[int | None, Move]) -> BaixagramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def test_seven_letters_in_each_region_but_the_sea_four_and_three() -> None:
    splits = set()
    for seed in range(10):
        state = GAME.setup(2, None, seed)
        assert state.contents[country().maritime] == []
        for region in LAND:
            tiles = state.contents[region]
            vowels = sum(t in VOWELS for t in tiles)
            assert len(tiles) == 7 and vowels in (3, 4)
            splits.add(vowels)
        assert GAME.invariants(state) == []
    assert splits == {3, 4}


def test_a_word_to_the_sea_scores_and_its_letters_are_removed() -> None:
    state = play(small(), (0, Form("CANTAR")))  # C A N of the plana, T A of the delta, R: ?
    assert GAME.result(state).scores == (points(6), 0) == (4, 0)
    assert state.turn == 1
    assert Counter(state.contents["plana"]) == Counter(["R", "E"])
    assert Counter(state.contents["delta"]) == Counter(["S", "L", "O"])
    assert GAME.invariants(state) == []


def test_refusals_name_their_rule_and_the_turn_stays() -> None:
    state = small()
    for move, reason in [
        (Form("CAS"), "at least 4 letters"),
        (Form("NOTES"), "cannot be read"),
        (Form("CASA", ("plana", "plana", "conca", "marina")), "not adjacent"),
        (Form("SALSA", ("delta", "delta", "delta", "delta", "marina")), "taken twice"),
    ]:
        with pytest.raises(IllegalMove, match=reason):
            GAME.apply(state, 0, move)
    with pytest.raises(IllegalMove, match="turn"):
        GAME.apply(state, 1, Form("ROSA"))
    # Re-entering a region: the delta, the plana, the delta again, the sea.
    play(state, (0, Form("ACTA", ("delta", "plana", "delta", "marina"))))


def test_each_player_forms_one_word_a_round_and_the_turn_skips_who_has() -> None:
    state = play(small(3), (0, Form("ROSA")), (1, Pass()), (2, Form("CANTA")))
    assert state.turn == 1 and state.formed == [True, False, True]  # seat 1's chance again
    # Seat 2 is the only one still without a word and fails again since CANTA: the round
    # ends (reading: every player still without a word has failed in a row).
    state = play(state, (1, Pass()))
    assert state.round == 2 and state.starter == 1 and state.turn == 1


def test_the_round_ends_when_everyone_has_formed_a_word() -> None:
    state = play(small(), (0, Form("ROSA")), (1, Form("CANTA")))
    assert state.round == 2 and state.starter == 1  # the player on the left starts
    for region in LAND:
        assert len(state.contents[region]) == 7  # a new board: the letters went back
    assert state.aside == [] and GAME.invariants(state) == []


def test_the_minute_passes_the_turn_and_a_stale_timer_is_refused() -> None:
    state = small(3)
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 60
    with pytest.raises(IllegalMove, match="timer"):
        GAME.apply(state, None, TimeUp("r1:t7"))
    state = GAME.apply(state, None, TimeUp(timer.key))
    assert state.turn == 1 and state.formed == [False, False, False]


def test_as_many_rounds_as_players_and_the_most_points_win() -> None:
    state = GAME.setup(2, None, seed=11)
    while not GAME.is_over(state):
        word = best_sea_word(state.contents) if state.turn == 0 else None
        state = play(state, (state.turn, Form(*word) if word else Pass()))
    assert state.round == 2
    assert GAME.result(state).winners == (0,)
    assert GAME.invariants(state) == []


def test_ties_share_victory() -> None:
    state = GAME.setup(2, None, seed=1)
    while not GAME.is_over(state):
        state = play(state, (state.turn, Pass()))
    assert GAME.result(state).winners == (0, 1)


def test_typed_moves_and_render() -> None:
    state = small()
    assert GAME.parse_move(state, 0, "form rosa") == Form("rosa")
    assert GAME.parse_move(state, 0, "ROSA plana delta delta marina") == Form(
        "ROSA", ("plana", "delta", "delta", "marina")
    )
    assert GAME.parse_move(state, 0, "pass") == Pass()
    assert "marina" in render(GAME, GAME.view(state, 0))


def test_bots_form_legal_words() -> None:
    state = GAME.setup(3, None, seed=5)
    for strength in ("easy", "medium", "hard"):
        move = SeaBot(strength).choose(GAME, state, 0, Rng.from_seed(1))
        assert isinstance(move, Form)
        GAME.apply(state, 0, move)


@pytest.mark.slow
def test_hard_beats_easy_in_most_games() -> None:
    wins = 0
    for seed in range(12):
        match = autoplay(GAME, 2, seed, strengths=["easy", "hard"])
        scores = GAME.result(match.state).scores
        wins += scores[1] > scores[0]
    assert wins >= 10, wins
