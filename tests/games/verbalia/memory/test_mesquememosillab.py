"""Mésquememosíl·laB, rule by rule (rulebook section Mésquememosíl·laB): two-coloured tiles
as they come out of the bag; a tile turned down may show whichever colour the player wants,
and the syllable in play is the one underneath."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.games.verbalia.memory.engine import NO_WORDS, Form, Turn, TurnDown, words_of
from logomachy.games.verbalia.memory.mesquememosillab import GAME
from logomachy.games.verbalia.pieces.syllables import COLOURS, tile
from logomachy.kernel import IllegalMove

from tests.games.verbalia.memory_helpers import lay, play


def test_two_coloured_tiles_lie_as_they_come_out_and_no_colour_is_chosen() -> None:
    state = GAME.setup(2, {"length": "long"}, seed=6)
    assert [len(sq.tiles) for sq in state.squares] == [64, 64]
    assert set(state.squares[1].up) == {0, 1}  # both colours in view, at random
    with pytest.raises(IllegalMove):
        GAME.setup(2, {"colour": "orange"}, seed=6)


def test_the_syllable_in_play_is_the_one_underneath_and_may_be_put_back_either_way() -> None:
    # NO lies underneath, DIS is its back: IN + NO makes no word, IN + DIS makes INDIS.
    state = lay(GAME, ["CA", "IN"], ["TE", "NO"])
    back = GAME.view(state, 0)["squares"][1]["cells"][1]
    assert back["back"] == "DIS" and back["down"]
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(1, 0)), (0, Form("TECA")))
    assert not GAME.is_over(state)  # DIS may yet come into play (reading)
    state = play(GAME, state, (0, Turn(0, 1)), (0, Turn(1, 1)))
    with pytest.raises(IllegalMove, match=r"not made of the syllables turned over \(IN \+ NO\)"):
        GAME.apply(state, 0, Form("INDIS"))  # the back does not count
    for up, reason in ((("blue",),), "the colours are"), ((COLOURS[0], COLOURS[1]), "each"):
        with pytest.raises(IllegalMove, match=reason):
            GAME.apply(state, 0, TurnDown(up))
    pa_colour = next(c for c in COLOURS if c != back["back_colour"])
    state = play(GAME, state, (0, TurnDown((pa_colour,))))  # NO face up: DIS underneath
    assert state.log[-1].data["in_play"] == ["IN", "DIS"]
    assert GAME.view(state, 1)["squares"][1]["cells"][1]["back"] == "NO"
    state = play(GAME, state, (1, Turn(1, 1)), (1, Turn(0, 1)), (1, Form("indis")))
    assert state.kept[-1].syllables == ("DIS", "IN") and GAME.result(state).scores == (2, 2)


def test_turned_down_as_it_was_when_no_colour_is_named() -> None:
    state = lay(GAME, ["IN", "CA"], ["PA", "TE"])
    up = list(state.squares[1].up)
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(1, 0)), (0, TurnDown()))
    assert state.squares[1].up == up


def test_the_game_ends_when_neither_side_of_any_tile_left_forms_a_word() -> None:
    # CIM lies on the tile whose other side is VA: IN makes no word with either.
    assert not words_of(["IN", "CIM"]) and not words_of(["IN", "VA"])
    state = lay(GAME, ["CA", "IN"], ["TE", "CIM"])
    assert set(tile(state.squares[1].tiles[1] or 0).sides) == {"CIM", "VA"}
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(1, 0)), (0, Form("TECA")))
    assert GAME.is_over(state) and state.why == NO_WORDS


def test_bots_play_legal_whole_games_and_hard_beats_easy() -> None:
    wins = 0
    for seed in range(8):
        order = ["hard", "easy"] if seed % 2 == 0 else ["easy", "hard"]
        match = autoplay(GAME, 2, seed, {}, order)
        assert match.over
        wins += GAME.result(match.state).winners == (order.index("hard"),)
    assert wins >= 7, wins  # measured: 8 of 8 (and 20 of 20)
