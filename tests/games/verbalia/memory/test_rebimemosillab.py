"""ReBimemosíl·laB, rule by rule (rulebook section ReBimemosíl·laB): one syllable from each
square; after a word, keep it or risk a repicó with a third syllable from either square."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.games.verbalia.memory.engine import EMPTY, Form, Repico, Turn, TurnDown
from logomachy.games.verbalia.memory.rebimemosillab import GAME
from logomachy.games.verbalia.memory.vailetosillab import GAME as VAILETOSILLAB
from logomachy.kernel import IllegalMove
from logomachy.terminal import render
from tests.games.verbalia.memory_helpers import lay, play

SQUARES = (["CA", "NA", "IN", "CA"], ["BA", "CIM", "TE"])


def test_a_repico_won_keeps_the_three_and_gives_two_plays() -> None:
    # CA + BA make BACA; the repicó turns over NA from the same square: CABANA.
    state = lay(GAME, *SQUARES)
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(1, 0)), (0, Repico("BACA")))
    assert GAME.view(state, 1)["needed"] == 3 and GAME.view(state, 1)["repico"]
    state = play(GAME, state, (0, Turn(0, 1)), (0, Form("cabana")))
    assert state.kept[0].syllables == ("CA", "BA", "NA") and state.kept[0].repico
    assert GAME.result(state).scores == (3, 0) and state.plays == 2
    # Two plays in hand: a play that forms no word spends one, and the player goes on.
    state = play(GAME, state, (0, Turn(0, 2)), (0, Turn(1, 1)), (0, TurnDown()))
    assert GAME.to_act(state) == [0] and state.plays == 1
    state = play(GAME, state, (0, Turn(0, 2)), (0, Turn(1, 1)), (0, TurnDown()))
    assert GAME.to_act(state) == [1] and state.plays == 1


def test_a_repico_lost_wins_nothing_and_passes_the_turn() -> None:
    state = lay(GAME, *SQUARES)
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(1, 0)), (0, Repico("BACA")))
    state = play(GAME, state, (0, Turn(0, 2)))  # IN: CA, BA and IN make no word
    with pytest.raises(IllegalMove, match=r"not made of the syllables turned over"):
        GAME.apply(state, 0, Form("BACA"))  # the two alone no longer do
    state = play(GAME, state, (0, TurnDown()))
    assert state.kept == [] and GAME.to_act(state) == [1]
    assert state.squares[0].tiles[2] is not None and state.log[-1].data["repico"]


def test_a_word_may_be_kept_as_in_the_siblings() -> None:
    state = lay(GAME, *SQUARES)
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(1, 0)), (0, Form("BACA")))
    assert GAME.result(state).scores == (2, 0) and GAME.to_act(state) == [0]


def test_repico_refusals() -> None:
    state = lay(GAME, *SQUARES)
    one = play(GAME, state, (0, Turn(0, 0)))
    with pytest.raises(IllegalMove, match=r"not the time to repico: now turn$"):
        GAME.apply(one, 0, Repico("BACA"))
    two = play(GAME, one, (0, Turn(1, 1)))  # CA + CIM: no word
    with pytest.raises(IllegalMove):
        GAME.apply(two, 0, Repico("CACIM"))
    risked = play(GAME, state, (0, Turn(0, 0)), (0, Turn(1, 0)), (0, Repico("BACA")))
    with pytest.raises(IllegalMove, match=r"not the time to repico: now turn$"):
        GAME.apply(risked, 0, Repico("BACA"))
    sibling = VAILETOSILLAB.setup(2, {}, seed=1)
    with pytest.raises(IllegalMove, match="not a move"):
        VAILETOSILLAB.apply(sibling, 0, Repico("BACA"))


def test_the_game_ends_when_the_syllables_of_one_square_run_out() -> None:
    state = lay(GAME, ["CA", "NA"], ["BA", "CIM", "TE"])
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(1, 0)), (0, Repico("BACA")))
    state = play(GAME, state, (0, Turn(0, 1)), (0, Form("CABANA")))
    assert GAME.is_over(state) and state.why == EMPTY
    assert state.squares[1].left() == [1, 2]  # the other square still holds two


def test_bots_play_legal_whole_games_and_hard_beats_easy() -> None:
    wins = 0
    for seed in range(8):
        order = ["hard", "easy"] if seed % 2 == 0 else ["easy", "hard"]
        match = autoplay(GAME, 2, seed, {}, order)
        assert match.over
        wins += GAME.result(match.state).winners == (order.index("hard"),)
    assert wins >= 7, wins  # measured: 8 of 8 (and 20 of 20)


def test_reading_a_repico_lost_passes_the_turn_even_with_plays_in_hand() -> None:
    state = lay(GAME, *SQUARES)
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(1, 0)), (0, Repico("BACA")))
    state = play(GAME, state, (0, Turn(0, 1)), (0, Form("CABANA")))
    assert state.plays == 2
    state = play(GAME, state, (0, Turn(0, 3)), (0, Turn(1, 2)), (0, Repico("TECA")))
    state = play(GAME, state, (0, Turn(0, 2)), (0, TurnDown()))  # TE, CA, IN: no word
    assert GAME.to_act(state) == [1] and state.plays == 1


def test_terminal_notation_of_the_two_squares() -> None:
    state = GAME.setup(2, {}, seed=1)
    assert GAME.parse_move(state, 0, "turn 2 a1") == Turn(1, 0)
    assert GAME.parse_move(state, 0, "repico baca") == Repico("baca")
    assert "repico WORD" not in render(GAME, GAME.view(state, 0))  # nothing turned yet
