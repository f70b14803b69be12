"""Vocaligrama (rulebook: Vocaligrama): every rule, refusal and reading."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.verbalia.coast.engine import VocaliBot
from logomachy.games.verbalia.coast.vocaligrama import (
    GAME,
    GOAL,
    Pass,
    Place,
    Placed,
    VocaligramaState,
    first_route,
    longest_way,
    points,
    route_problem,
)
from logomachy.games.verbalia.pieces.country import country
from logomachy.kernel import IllegalMove, Move, Rng, TimeUp
from logomachy.terminal import render

DELTA = country().closest_to_sea


def play(state: VocaligramaState, *moves: tuple[int | None, Move]) -> VocaligramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def test_each_player_has_the_five_vowels_and_the_consonants_are_shared() -> None:
    state = GAME.setup(4, None, seed=1)
    assert all(sorted(e) == ["A", "E", "I", "O", "U"] for e in state.easels)
    assert len(state.consonants) == 120 and GAME.invariants(state) == []
    assert GAME.start(state) == (DELTA, None)  # the region closest to the sea, any letter


def test_the_scoring_table() -> None:
    assert [points(n) for n in (5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 20)] == [
        0, 4, 7, 10, 15, 25, 35, 50, 65, 80, 100, 100,
    ]  # fmt: skip


def test_a_word_goes_from_region_to_adjacent_region_and_leaves_its_last_consonant() -> None:
    state = play(GAME.setup(2, None, seed=1), (0, Place("COPIAREU")))
    placed = state.words[-1]
    assert placed.regions[0] == DELTA and len(set(placed.regions)) == 8
    assert route_problem(placed.regions, DELTA) is None
    assert GAME.result(state).scores == (10, 0)
    # The last consonant, the R, stays where it was placed; the next word begins there.
    assert state.left == (placed.regions[5], "R")
    assert GAME.start(state) == (placed.regions[5], "R")
    assert GAME.invariants(state) == []
    with pytest.raises(IllegalMove, match="must begin with the R"):
        GAME.apply(state, 1, Place("SOMIAREU"))
    state = play(state, (1, Place("ROSARIEU")))
    assert state.words[-1].regions[0] == placed.regions[5]
    assert state.left == (state.words[-1].regions[4], "R")
    assert GAME.invariants(state) == []


def test_refusals_name_their_rule() -> None:
    state = GAME.setup(2, None, seed=1)
    for word, reason, rule in [
        ("COPIA", "not pentavowel", "Vocaligrama: rules"),
        ("EQUIVOCAR", "not pentavowel", "Vocaligrama: rules"),  # the U of QU is not yours
        ("AEIOUX", "not in the dictionary", "ABC B: good words"),
        ("KIWI", "no K, W", "ABC L: letters"),
    ]:
        with pytest.raises(IllegalMove) as refused:
            GAME.apply(state, 0, Place(word))
        assert reason in refused.value.reason and refused.value.rule == rule, word
    route = first_route(DELTA, 8)
    assert route is not None
    with pytest.raises(IllegalMove, match="must begin in el Delta"):
        GAME.apply(state, 0, Place("COPIAREU", ("plana", *route[1:])))
    with pytest.raises(IllegalMove, match="not adjacent"):
        GAME.apply(state, 0, Place("COPIAREU", (*route[:7], "marina")))
    with pytest.raises(IllegalMove, match="twice"):
        GAME.apply(state, 0, Place("COPIAREU", (*route[:6], route[4], route[5])))
    with pytest.raises(IllegalMove, match="turn"):
        GAME.apply(state, 1, Place("COPIAREU"))


def test_the_delta_allows_ten_letters_at_most_and_the_rest_all_eleven() -> None:
    # The sea is reached only through the delta: from the delta no way passes all eleven.
    assert longest_way(DELTA) == 10
    assert all(longest_way(r) == 0 for r in country().ids if r != DELTA)
    assert first_route(DELTA, 11) is None


def test_more_than_eleven_letters_only_after_all_eleven() -> None:
    state = GAME.setup(2, None, seed=1)
    state.consonants.remove("C")
    state.left, state.fresh = ("conca", "C"), False
    route = first_route("conca", 15)
    assert route is not None and set(route[:11]) == set(country().ids)
    assert route_problem(route, "conca") is None
    state = play(state, (0, Place("CONFLICTUALMENT")))
    assert state.words[-1].points == 100
    # Repeating a region before all eleven is refused, however long the word.
    early = ("conca", "delta", "conca", *route[1:13])
    problem = route_problem(early, "conca")
    assert len(early) == 15 and problem is not None and "twice" in problem.reason


def test_a_word_uses_only_the_consonants_of_the_set() -> None:
    state = GAME.setup(2, None, seed=1)
    for _ in range(state.consonants.count("R")):
        state.consonants.remove("R")  # every R is in use elsewhere (a test's own board)
    with pytest.raises(IllegalMove, match="only 0 R"):
        GAME.apply(state, 0, Place("COPIAREU"))


def test_the_first_to_two_hundred_wins() -> None:
    state = GAME.setup(2, None, seed=1)
    state.words.append(Placed(1, "X", ("X",), ("delta",), GOAL - 10))
    state = play(state, (0, Place("COPIAREU")), (1, Place("ROSARIEU")))
    assert GAME.is_over(state) and GAME.result(state).winners == (1,)


def test_passes_start_afresh_then_end_the_game() -> None:
    state = play(GAME.setup(2, None, seed=1), (0, Place("COPIAREU")))
    state = play(state, (1, Pass()), (0, Pass()))
    assert state.left is None and GAME.start(state) == (DELTA, None)
    assert GAME.invariants(state) == []
    state = play(state, (1, Pass()))
    assert not GAME.is_over(state)
    state = play(state, (0, Pass()))
    assert GAME.is_over(state) and GAME.result(state).winners == (0,)


def test_the_turn_time_passes_and_a_stale_timer_is_refused() -> None:
    state = GAME.setup(2, None, seed=1)
    timer = GAME.timer(state)
    assert timer is not None
    with pytest.raises(IllegalMove, match="timer"):
        GAME.apply(state, None, TimeUp("t9"))
    state = GAME.apply(state, None, TimeUp(timer.key))
    assert state.turn == 1 and state.passes == 1


def test_typed_moves_and_render() -> None:
    state = GAME.setup(2, None, seed=1)
    assert GAME.parse_move(state, 0, "place copiareu") == Place("copiareu")
    assert GAME.parse_move(state, 0, "pass") == Pass()
    assert "delta" in render(GAME, GAME.view(state, 0))


def test_bots_place_legal_words() -> None:
    state = GAME.setup(3, None, seed=5)
    for strength in ("easy", "medium", "hard"):
        move = VocaliBot(strength).choose(GAME, state, 0, Rng.from_seed(1))
        assert isinstance(move, Place)
        GAME.apply(state, 0, move)


@pytest.mark.slow
def test_hard_beats_easy_in_most_games() -> None:
    wins = 0
    for seed in range(12):
        match = autoplay(GAME, 2, seed, strengths=["easy", "hard"])
        wins += GAME.result(match.state).winners == (1,)
    assert wins >= 10, wins
