"""Buguigrama and CaValcagrama, rule by rule (rulebook sections of the same names, ABC B, L, N)."""

from __future__ import annotations

from itertools import pairwise

import pytest

from logomachy.games.verbalia.cover.buguigrama import GAME as BUGUIGRAMA
from logomachy.games.verbalia.cover.cavalcagrama import GAME as CAVALCAGRAMA
from logomachy.games.verbalia.cover.engine import MARKERS, Announce, points
from logomachy.kernel import IllegalMove, Pass, TimeUp
from tests.games.verbalia.helpers import cells, play, square

FRAGMENT = ["ARRAU", "ESTIL", "DANTE", "OMACS", "BEGOP"]
ARRAULITS = cells(5, "a1", "b1", "c1", "d1", "e1", "e2", "d2", "c2", "b2")
DANTESCA = cells(5, "a3", "b3", "c3", "d3", "e3", "e4", "d4", "c4")


def refusal(state: object, seat: int, move: Announce, game: object = BUGUIGRAMA) -> IllegalMove:
    with pytest.raises(IllegalMove) as caught:
        game.apply(state, seat, move)  # type: ignore[attr-defined]
    return caught.value


# -- Scoring ---------------------------------------------------------------------------------------
def test_scoring_table() -> None:
    table = {n: points(n) for n in range(5, 16)}
    assert table == {5: 1, 6: 2, 7: 4, 8: 6, 9: 9, 10: 12, 11: 15, 12: 20, 13: 20, 14: 20, 15: 20}


# -- Words: at least five letters, in the dictionary, laid with the set's letters ------------------
def test_words_must_have_at_least_five_letters() -> None:
    error = refusal(square(FRAGMENT), 0, Announce("ARRA", ARRAULITS[:4]))
    assert "at least 5 letters" in error.reason


def test_a_word_not_in_the_dictionary_is_refused() -> None:
    error = refusal(square(FRAGMENT), 0, Announce("RRAUL", ARRAULITS[1:6]))
    assert "not in the dictionary" in error.reason and error.rule.startswith("ABC B")


def test_no_k_w_or_lone_y_tiles() -> None:
    error = refusal(square(FRAGMENT), 0, Announce("KIWIS"))
    assert error.rule.startswith("ABC L")


def test_accents_do_not_count() -> None:
    state = square(["CAFES", "BCDFG", "HJLMN", "PRSTV", "BCDLM"])
    plain = play(BUGUIGRAMA, state, (0, Announce("cafes", cells(5, "a1", "b1", "c1", "d1", "e1"))))
    accented = play(BUGUIGRAMA, state, (0, Announce("CAFÈS")))
    assert plain.claims[0].word == accented.claims[0].word == "CAFÈS"


def test_digraph_tiles_count_as_one_letter() -> None:
    # Reading: length in letter tiles (markers): CANYES is C A NY E S, five letters, 1 point.
    state = square(["C A NY E S", "B C D F G", "H J L M N", "P R S T V", "B C D L M"])
    state = play(BUGUIGRAMA, state, (0, Announce("CANYES")))
    assert state.claims[0].cells == cells(5, "a1", "b1", "c1", "d1", "e1")
    assert state.claims[0].points == 1 and len(state.claims[0].cells) == 5


# -- The path: adjacent letters in order, each once, uncovered -------------------------------------
def test_letters_must_be_adjacent() -> None:
    path = cells(5, "a3", "b3", "c3", "d3", "e3", "e4", "d4", "a4")
    error = refusal(square(FRAGMENT), 0, Announce("DANTESCA", path))
    assert "holds O, not A" in error.reason
    state = square(["DANTE", "SCABC", "DFGHJ", "LMNPR", "STVBC"])
    error = refusal(state, 0, Announce("DANTESCA", cells(5, "a1", "b1", "c1", "d1", "e1", "a2",
                                                          "b2", "c2")))  # fmt: skip
    assert "not joined" in error.reason


def test_a_letter_may_not_be_used_twice() -> None:
    state = square(["ARROS", "BCDFG", "HJLMN", "PRSTV", "BCDLM"])
    error = refusal(state, 0, Announce("ARRAS", cells(5, "a1", "b1", "c1", "a1", "e1")))
    assert "more than once" in error.reason


def test_covered_letters_cannot_be_used_again_in_the_round() -> None:
    state = play(BUGUIGRAMA, square(FRAGMENT), (0, Announce("ARRAULITS", ARRAULITS)))
    error = refusal(state, 1, Announce("ARRAULITS", ARRAULITS))
    assert "covered" in error.reason
    error = refusal(state, 1, Announce("ARRAULITS"))
    assert "cannot be read" in error.reason


def test_only_the_player_whose_turn_it_is_announces() -> None:
    error = refusal(square(FRAGMENT), 1, Announce("DANTESCA", DANTESCA))
    assert "seat 1's turn" in error.reason


def test_cavalcagrama_joins_letters_by_knight_moves() -> None:
    found_knight = dict(CAVALCAGRAMA.words_left(square(FRAGMENT, game=CAVALCAGRAMA)))
    found_king = dict(BUGUIGRAMA.words_left(square(FRAGMENT)))
    assert "arraulits" in found_king and "arraulits" not in found_knight
    for path in found_knight.values():
        for a, b in pairwise(path):
            assert {abs(a // 5 - b // 5), abs(a % 5 - b % 5)} == {1, 2}
    error = refusal(square(FRAGMENT, game=CAVALCAGRAMA), 0, Announce("ARRAULITS", ARRAULITS),
                    CAVALCAGRAMA)  # fmt: skip
    assert "knight's move" in error.reason


# -- Markers ---------------------------------------------------------------------------------------
def test_a_word_needs_a_marker_per_letter() -> None:
    state = square(FRAGMENT)
    state.markers = 8
    error = refusal(state, 0, Announce("ARRAULITS", ARRAULITS))
    assert "only 8 markers" in error.reason


def test_the_round_ends_when_no_markers_are_left_for_a_word() -> None:
    state = square(FRAGMENT)
    state.markers = 12  # Reading: fewer than five left cannot cover a word: the round ends
    state = play(BUGUIGRAMA, state, (0, Announce("ARRAULITS", ARRAULITS)))
    assert state.round == 2 and state.markers == MARKERS and not any(state.covered)


# -- Passing, the timer, the end of a round --------------------------------------------------------
def test_time_up_passes_the_turn_and_a_stale_timer_is_refused() -> None:
    state = square(FRAGMENT, seats=3)
    timer = BUGUIGRAMA.timer(state)
    assert timer is not None and timer.seconds == 30
    after = BUGUIGRAMA.apply(state, None, TimeUp(timer.key))
    assert after.turn == 1 and after.passes == 1
    with pytest.raises(IllegalMove):
        BUGUIGRAMA.apply(after, None, TimeUp(timer.key))


def test_a_full_circle_of_passes_ends_the_round() -> None:
    state = square(FRAGMENT, seats=3)
    state = play(BUGUIGRAMA, state, (0, Pass()), (1, Pass()))
    assert state.round == 1
    state = play(BUGUIGRAMA, state, (2, Pass()))
    assert state.round == 2
    assert state.starter == 1 and state.turn == 1  # the player to the left starts


def test_a_word_breaks_the_circle_of_passes() -> None:
    state = square(FRAGMENT, seats=2)
    state = play(BUGUIGRAMA, state, (0, Pass()), (1, Announce("DANTESCA", DANTESCA)), (0, Pass()))
    assert state.round == 1 and state.passes == 1


def test_the_referee_ends_the_round_when_no_word_is_left() -> None:
    # Reading: the referee decides "no more words can be formed" with the dictionary.
    state = square(["ARRAU", "BSTIL", "CDFGH", "JLMNP", "RSTVB"])
    assert len(BUGUIGRAMA.words_left(state)) > 50
    state = play(BUGUIGRAMA, state, (0, Announce("ARRAULITS", ARRAULITS)))
    ended = [e for e in state.log if e.kind == "round-end"]
    assert ended and "no more words can be formed" in ended[0].text
    assert state.round == 2 and state.turn == 1 and not any(state.covered)
    assert BUGUIGRAMA.invariants(state) == []


def test_as_many_rounds_as_players_then_most_points_wins() -> None:
    state = square(FRAGMENT, seats=2)
    state = play(BUGUIGRAMA, state, (0, Announce("ARRAULITS", ARRAULITS)))
    while state.round == 1:
        state = BUGUIGRAMA.apply(state, state.turn, Pass())
    assert state.round == 2 and state.starter == 1
    while not BUGUIGRAMA.is_over(state):
        state = BUGUIGRAMA.apply(state, state.turn, Pass())
    result = BUGUIGRAMA.result(state)
    assert result.scores[0] >= 9 and result.winners == (0,)
    assert set(result.breakdown[0]) == {"round 1", "round 2"}
    assert BUGUIGRAMA.to_act(state) == [] and BUGUIGRAMA.timer(state) is None


def test_a_tie_is_shared() -> None:
    state = square(FRAGMENT, seats=2)
    while not BUGUIGRAMA.is_over(state):
        state = BUGUIGRAMA.apply(state, state.turn, Pass())
    assert BUGUIGRAMA.result(state).winners == (0, 1)


# -- Set-up, views, notation -----------------------------------------------------------------------
@pytest.mark.parametrize("size", [5, 8, 14])
def test_the_square_is_filled_and_the_letters_kept(size: int) -> None:
    state = BUGUIGRAMA.setup(4, {"size": size}, seed=3)
    assert len(state.letters) == size * size and len(state.bag) == 200 - size * size
    assert BUGUIGRAMA.invariants(state) == []


def test_everything_is_public() -> None:
    state = BUGUIGRAMA.setup(3, {}, seed=5)
    assert BUGUIGRAMA.secrets(state) == {}
    assert BUGUIGRAMA.view(state, 0)["letters"] == BUGUIGRAMA.view(state, None)["letters"]


def test_typed_moves() -> None:
    state = square(FRAGMENT)
    move = BUGUIGRAMA.parse_move(state, 0, "announce dantesca a3 b3 c3 d3 e3 e4 d4 c4")
    assert move == Announce("dantesca", DANTESCA)
    assert BUGUIGRAMA.parse_move(state, 0, "ARRAULITS") == Announce("ARRAULITS", ())
    assert BUGUIGRAMA.parse_move(state, 0, "pass") == Pass()
    with pytest.raises(IllegalMove):
        BUGUIGRAMA.parse_move(state, 0, "announce dantesca z9")
