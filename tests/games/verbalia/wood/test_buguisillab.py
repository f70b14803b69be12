"""Buguisíl·laB: the covering game on the wood's syllables — every rule, refusal and reading."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.pieces.arbreda import wood
from logomachy.games.verbalia.pieces.syllables import syllable_tiles
from logomachy.games.verbalia.wood.buguisillab import (
    GAME,
    MARKERS,
    Announce,
    BuguisillabState,
    Pass,
    points,
)
from logomachy.kernel import IllegalMove, Rng, TimeUp
from logomachy.terminal import render


def trees(*names: str) -> tuple[int, ...]:
    return tuple(t for n in names if (t := wood().tree_named(n)) is not None)


def board(placed: dict[str, str], seats: int = 2) -> BuguisillabState:
    """A game whose wood shows only `placed` (tree name -> syllable); the other trees empty."""
    state = GAME.setup(seats, {}, seed=1)
    shown = [""] * wood().trees
    for name, syllable in placed.items():
        shown[wood().tree_named(name) or 0] = syllable
    state.shown = tuple(shown)
    return state


CASA = {
    **{"a1": "CA", "b1": "SA", "c1": "CA", "a2": "PER", "b2": "O"},
    **{"e5": "RA", "f5": "RA", "h9": "TAT", "i9": "DES"},
}


def test_preparation_one_tile_a_tree_a_side_up_the_136th_in_the_bag() -> None:
    state = GAME.setup(3, {}, seed=4)
    assert len(state.tiles) == wood().trees == 135 and len(state.bag) == 1
    assert sorted(state.tiles + state.bag) == list(range(136))
    two = [i for i, n in enumerate(state.tiles) if syllable_tiles()[n].two_sided]
    assert {state.sides[i] for i in two} == {0, 1}  # sides at random
    tiles = syllable_tiles()
    assert all(state.shown[i] == tiles[state.tiles[i]].sides[state.sides[i]] for i in two)
    assert GAME.invariants(state) == []


def test_points_table_and_more_than_six_syllables_score_as_six() -> None:
    assert [points(n) for n in range(1, 9)] == [0, 1, 3, 7, 15, 25, 25, 25]


def test_announce_covers_the_syllables_and_scores() -> None:
    state = GAME.apply(board(CASA), 0, Announce("CASACA", trees("a1", "b1", "c1")))
    assert [(c.word, c.points) for c in state.claims] == [("CASACA", 3)]
    assert state.markers == MARKERS - 3 and sum(state.covered) == 3
    assert state.turn == 1
    assert GAME.result(state).scores == (3, 0)


def test_the_referee_finds_the_path_when_none_is_given() -> None:
    state = GAME.apply(board(CASA), 0, Announce("rara"))
    assert state.claims[0].trees in (trees("e5", "f5"), trees("f5", "e5"))


@pytest.mark.parametrize(
    ("move", "says"),
    [
        (Announce("CASA", trees("a1", "c1")), "not adjacent"),
        (Announce("CASACA", trees("a1", "b1", "a1")), "more than once"),
        (Announce("CA", trees("a1")), "at least 2 syllables"),
        (Announce("SACA", trees("a1", "b1")), "read CA-SA, not SACA"),
        (Announce("", trees("a2", "b2")), "PERÒ divides PE-RO"),  # ABC P's own example
        (Announce("", trees("h9", "i9")), "TATDES is not in the dictionary"),
        (Announce("CASSU"), "not a dictionary word"),
        (Announce("CADIRA"), "cannot be read"),
        (Announce("", (500, 501)), "not in the wood"),
    ],
)
def test_refusals_say_which_rule(move: Announce, says: str) -> None:
    with pytest.raises(IllegalMove, match=says):
        GAME.apply(board(CASA), 0, move)


def test_covered_syllables_cannot_be_used_again_in_the_round() -> None:
    state = GAME.apply(board(CASA), 0, Announce("CASA", trees("a1", "b1")))
    with pytest.raises(IllegalMove, match="covered"):
        GAME.apply(state, 1, Announce("SACA", trees("b1", "c1")))


def test_only_the_player_to_move_announces() -> None:
    with pytest.raises(IllegalMove, match="seat 1's turn"):
        GAME.apply(board(CASA), 1, Pass())


def test_a_word_longer_than_the_markers_left_cannot_be_covered() -> None:
    state = board(CASA)
    state.markers = 2
    with pytest.raises(IllegalMove, match="only 2 markers"):
        GAME.apply(state, 0, Announce("CASACA", trees("a1", "b1", "c1")))


def test_a_full_circle_of_passes_ends_the_round_the_next_player_starts() -> None:
    state = board(CASA)
    state = GAME.apply(state, 0, Pass())
    state = GAME.apply(state, None, TimeUp(GAME.timer(state).key))  # type: ignore[union-attr]
    assert state.round == 2 and state.starter == 1 and state.turn == 1
    assert not any(state.covered) and len(state.tiles) == 135


def test_the_round_ends_when_no_word_is_left_and_the_game_after_as_many_rounds() -> None:
    state = board({"a1": "CA", "b1": "SA"})
    state = GAME.apply(state, 0, Announce("CASA", trees("a1", "b1")))
    assert state.round == 2  # nothing left to read: the referee ends the round
    state.shown = tuple([""] * 135)
    state = GAME.apply(state, 1, Pass())  # the referee sees no word left: round 2 ends too
    assert GAME.is_over(state) and GAME.to_act(state) == []
    assert GAME.result(state).winners == (0,)


def test_a_stale_timer_is_refused() -> None:
    with pytest.raises(IllegalMove, match="not running"):
        GAME.apply(board(CASA), None, TimeUp("r9:t9"))


def test_the_strips_multipliers_do_not_count() -> None:
    far = {"a1": "CA", "b1": "SA"}  # a x3 strip
    state = GAME.apply(board(far), 0, Announce("CASA", trees("a1", "b1")))
    assert state.claims[0].points == 1


def test_terminal_notation() -> None:
    state = board(CASA)
    assert GAME.parse_move(state, 0, "announce casa a1 b1") == Announce("casa", trees("a1", "b1"))
    assert GAME.parse_move(state, 0, "pass") == Pass()
    with pytest.raises(IllegalMove):
        GAME.parse_move(state, 0, "casa z9")
    assert "x3" in render(GAME, GAME.view(state, 0))


def test_bots_are_legal_and_hard_takes_the_longest() -> None:
    state = GAME.setup(2, {}, seed=3)
    longest = len(next(iter(GAME.words_left(state).values())))
    for strength in ("easy", "medium", "hard"):
        move = make_bot(GAME.meta.id, strength).choose(GAME, state, 0, Rng(2))
        assert isinstance(move, Announce)
        GAME.apply(state, 0, move)
        if strength == "hard":
            assert len(move.trees) == longest


def test_hard_beats_easy() -> None:
    wins = 0
    for seed in range(6):
        order = ["hard", "easy"] if seed % 2 == 0 else ["easy", "hard"]
        scores = GAME.result(autoplay(GAME, 2, seed, {}, order).state).scores
        hard = order.index("hard")
        wins += scores[hard] > scores[1 - hard]
    assert wins >= 5


def test_abc_p_per_and_o_make_pero_only_if_the_players_agreed() -> None:
    """ABC P: "Only if the players agree is a division of the words in play accepted that
    does not correspond to the syllabic division established by the grammatical norm"."""
    with pytest.raises(IllegalMove, match="must stay syllables") as caught:
        GAME.apply(board(CASA), 0, Announce("PERO", trees("a2", "b2")))
    assert caught.value.rule.startswith("ABC P")
    agreed = board(CASA)
    agreed.options["free_division"] = True  # as GAME.setup(2, {"free_division": True}) keeps it
    assert GAME.setup(2, {"free_division": True}, seed=1).options["free_division"] is True
    state = GAME.apply(agreed, 0, Announce("PERO", trees("a2", "b2")))
    assert [(c.word, c.points) for c in state.claims] == [("PERÒ", 1)]
