"""The rulebook's worked example (Buguigrama): "in this fragment of the square there are at
least the words ARRAULITS (9 points) and DANTESCA (6 points)"."""

from __future__ import annotations

from logomachy.games.verbalia.cover.buguigrama import GAME
from logomachy.games.verbalia.cover.engine import Announce
from tests.games.verbalia.helpers import cells, play, square

FRAGMENT = ["ARRAU", "ESTIL", "DANTE", "OMACS", "BEGOP"]


def test_arraulits_nine_letters_nine_points_dantesca_six() -> None:
    state = square(FRAGMENT)
    arraulits = cells(5, "a1", "b1", "c1", "d1", "e1", "e2", "d2", "c2", "b2")
    dantesca = cells(5, "a3", "b3", "c3", "d3", "e3", "e4", "d4", "c4")
    state = play(GAME, state, (0, Announce("ARRAULITS", arraulits)))
    assert sum(state.covered) == 9 and state.markers == 120 - 9
    state = play(GAME, state, (1, Announce("DANTESCA", dantesca)))
    assert [(c.seat, c.word, c.points) for c in state.claims] == [
        (0, "ARRAULITS", 9),
        (1, "DANTESCA", 6),
    ]
    assert GAME.result(state).scores == (9, 6)


def test_both_words_are_on_the_fragment_for_the_referee() -> None:
    found = dict(GAME.words_left(square(FRAGMENT)))
    assert "arraulits" in found and "dantesca" in found
    assert len(found["arraulits"]) == 9 and len(found["dantesca"]) == 8


def test_the_referee_finds_the_path_when_none_is_given() -> None:
    state = play(GAME, square(FRAGMENT), (0, Announce("arraulits")))
    assert state.claims[0].cells == cells(5, "a1", "b1", "c1", "d1", "e1", "e2", "d2", "c2", "b2")
