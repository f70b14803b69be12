"""Memosíl·laB, rule by rule (rulebook section Memosíl·laB): a square of two-coloured tiles
with the chosen colour face down; the other colour is only the back, and it is in view."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.games.verbalia.memory.engine import NO_WORDS, NOBODY, Form, Turn, TurnDown
from logomachy.games.verbalia.memory.memosillab import GAME
from logomachy.games.verbalia.pieces.syllables import tile
from logomachy.kernel import IllegalMove

from tests.games.verbalia.memory_helpers import lay, play


def test_short_medium_or_long_square_with_the_chosen_colour_face_down() -> None:
    for length, cells in (("short", 36), ("medium", 49), ("long", 64)):
        state = GAME.setup(2, {"length": length, "colour": "green"}, seed=2)
        square = state.squares[0]
        assert len(square.tiles) == cells and len(state.bags[0]) == 68 - cells
        assert all(tile(t).two_sided for t in square.tiles if t is not None)
        assert set(square.up) == {0}  # green (the second colour) face down: orange up
    with pytest.raises(IllegalMove):
        GAME.setup(2, {"colour": "blue"}, seed=2)
    with pytest.raises(IllegalMove):
        GAME.setup(9, {}, seed=2)  # 2-8 players


def test_the_backs_are_in_view_the_syllables_underneath_are_not() -> None:
    state = GAME.setup(2, {}, seed=4)  # orange played: green up
    view = GAME.view(state, 1)
    square = state.squares[0]
    for cell, shown in enumerate(view["squares"][0]["cells"]):
        number = square.tiles[cell]
        assert number is not None
        assert shown == {"down": True, "back": tile(number).sides[1], "back_colour": "green"}
    hidden = GAME.secrets(state)[NOBODY]
    assert hidden and not hidden & {tile(t).sides[1] for t in square.tiles if t is not None}


def test_only_the_chosen_colour_forms_words() -> None:
    # Orange played: FO (its back MI) and TO (its back DO) make FOTO; the backs would make
    # MIDÓ, but they count nothing.
    state = lay(GAME, ["FO", "TO", "CIM", "TRA"])
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(0, 1)))
    assert [c["back"] for c in GAME.view(state, 0)["squares"][0]["cells"][:2]] == ["MI", "DO"]
    with pytest.raises(IllegalMove, match=r"not made of the syllables turned over \(FO \+ TO\)"):
        GAME.apply(state, 0, Form("MIDO"))
    state = play(GAME, state, (0, Form("foto")))
    assert state.kept[0].syllables == ("FO", "TO") and GAME.result(state).scores == (2, 0)
    # CIM and TRA pair into no word: the game is over (the siblings' end).
    assert GAME.is_over(state) and state.why == NO_WORDS


def test_tiles_go_back_as_they_were() -> None:
    state = lay(GAME, ["TE", "CIM", "LA", "VI"], colour="orange")
    before = (list(state.squares[0].tiles), list(state.squares[0].up))
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(0, 1)))
    with pytest.raises(IllegalMove, match="as they were"):
        GAME.apply(state, 0, TurnDown(("orange", "orange")))
    state = play(GAME, state, (0, TurnDown()))
    assert (state.squares[0].tiles, state.squares[0].up) == before
    assert GAME.to_act(state) == [1]


def test_bots_play_legal_whole_games_and_hard_beats_easy() -> None:
    wins = 0
    for seed in range(10):
        order = ["hard", "easy"] if seed % 2 == 0 else ["easy", "hard"]
        options = {"length": ("short", "medium", "long")[seed % 3], "colour": "green"}
        match = autoplay(GAME, 2, seed, options, order)
        assert match.over
        wins += GAME.result(match.state).winners == (order.index("hard"),)
    assert wins >= 8, wins  # measured: 10 of 10 (and 20 of 20 on the short square)
