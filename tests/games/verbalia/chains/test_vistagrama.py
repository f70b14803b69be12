"""Vistagrama, rule by rule (rulebook section Vistagrama; ABC B, L, N and T)."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.chains.engine import Form, extensions, holds
from logomachy.games.verbalia.chains.vistagrama import GAME, POINTS, VistagramaState
from logomachy.games.verbalia.pieces.letters import letter_set
from logomachy.games.verbalia.pieces.score_sheets import by_length
from logomachy.kernel import IllegalMove, Move, Pass, Rng, TimeUp
from logomachy.terminal import render


def fresh(seats: int = 3, **options: object) -> VistagramaState:
    return GAME.setup(seats, options, seed=1)


def play(state: VistagramaState, *moves: tuple[int | None, Move]) -> VistagramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def time_up(state: VistagramaState) -> VistagramaState:
    timer = GAME.timer(state)
    assert timer is not None
    return GAME.apply(state, None, TimeUp(timer.key))


def set_aside(state: VistagramaState, tile: str) -> None:
    """Every letter `tile` leaves the table (as if used in earlier rounds)."""
    while tile in state.letters:
        state.letters.remove(tile)
        state.set_aside.append(tile)


def refused(state: VistagramaState, seat: int, word: str) -> str:
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(state, seat, Form(word))
    return caught.value.reason


def test_the_scoring_table_up_to_fifteen_or_more() -> None:
    table = [by_length(POINTS, n) for n in range(3, 18)]
    assert table == [0, 1, 2, 4, 7, 10, 15, 25, 35, 50, 65, 80, 100, 100, 100]


def test_the_letters_lie_face_up_and_the_first_player_forms_a_four_letter_word() -> None:
    state = fresh()
    assert sorted(state.letters) == sorted(letter_set()) and len(state.letters) == 200
    assert GAME.to_act(state) == [0]
    view = GAME.view(state, 1)
    assert sum(view["pool"].values()) == 200 and view["word"] == ""
    assert "takes 4 letters; CASAT has 5" in refused(state, 0, "CASAT")
    assert "not in the dictionary" in refused(state, 0, "CASB")
    assert "no K" in refused(state, 0, "KIWI")
    state = play(state, (0, Form("casa")))
    assert state.written == "CASA" and GAME.result(state).scores == (1, 0, 0)
    assert len(state.letters) == 196 and GAME.to_act(state) == [1]  # to the left


def test_each_word_is_the_last_rearranged_plus_one_letter_left() -> None:
    state = play(fresh(), (0, Form("CASA")))
    assert "5 letters" in refused(state, 1, "CASATS")
    assert "lacks A" in refused(state, 1, "CASES")
    assert "seat 2's turn" in refused(state, 2, "CASAT")
    state = play(state, (1, Form("acusa")))  # rearranged freely: A C U S A
    assert state.written == "ACUSA" and GAME.result(state).scores == (1, 2, 0)
    state = play(state, (2, Form("CAUSAT")))
    assert state.written == "CAUSAT" and GAME.result(state).scores == (1, 2, 4)


def test_the_letter_added_must_still_be_on_the_table() -> None:
    state = play(fresh(), (0, Form("CASA")))
    set_aside(state, "T")
    assert "no letter T is left" in refused(state, 1, "CASAT")
    state = play(fresh(), (0, Form("CASA")))
    set_aside(state, "C")
    assert "no letter C is left" in refused(state, 1, "CASCA")  # CASA holds one C only
    with_first = fresh()
    set_aside(with_first, "Ç")
    assert "no letter Ç" in refused(with_first, 0, "CAÇA")


def test_accents_do_not_count_and_digraph_tiles_are_one_letter() -> None:
    state = play(fresh(), (0, Form("CAFE")))  # CAFÈ is laid C A F E
    assert state.written == "CAFÈ"
    assert "has 3" in refused(fresh(), 0, "ANYS")  # A NY S: three tiles, not four
    state = play(fresh(), (0, Form("BANYS")))
    assert state.word == ("B", "A", "NY", "S")


def test_five_seconds_a_turn_and_one_minute_once_the_word_has_ten_letters() -> None:
    state = fresh()
    first = GAME.timer(state)
    assert first is not None and first.seconds == 60  # reading: the first word has the minute
    state = play(state, (0, Form("CASA")))
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 5
    state.word = tuple("CODIFICARE")
    state.written = "CODIFICARÉ"
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 60
    slow = fresh(turn_seconds=10, long_seconds=120)
    assert GAME.timer(play(slow, (0, Form("CASA")))).seconds == 10  # type: ignore[union-attr]


def test_a_player_who_cannot_is_eliminated_and_the_turn_skips_them() -> None:
    state = play(fresh(), (0, Form("CASA")))
    state = time_up(state)  # seat 2 runs out of time
    assert state.out == [False, True, False] and GAME.to_act(state) == [2]
    state = play(state, (2, Pass()))  # seat 3 says it cannot
    assert state.out == [False, True, True] and GAME.to_act(state) == [0]
    # Reading: the last player still in plays on alone.
    state = play(state, (0, Form("CASAT")), (0, Form("CASATS")))
    assert GAME.result(state).scores == (1 + 2 + 4, 0, 0)
    stale = TimeUp("r1:t0")
    with pytest.raises(IllegalMove, match="timer"):
        GAME.apply(state, None, stale)


def test_when_everyone_has_passed_the_round_ends_and_its_letters_are_set_aside() -> None:
    state = play(fresh(), (0, Form("CASA")), (1, Pass()), (2, Pass()), (0, Pass()))
    assert state.round == 2 and state.set_aside == list("CASA")
    assert len(state.letters) == 196 and state.word == ()
    assert GAME.to_act(state) == [1]  # begun by the player to the left of the last starter
    assert state.out == [False, False, False]
    assert GAME.invariants(state) == []


def test_the_referee_ends_the_round_when_no_word_is_one_letter_longer() -> None:
    state = play(fresh(), (0, Form("CASA")))
    # Only F I T X E on the table and S B Ç left: FITXES can grow by no letter left.
    state.letters.extend(state.word)
    state.set_aside, state.letters = state.letters, []
    for tile in "FITXESBÇ":
        state.set_aside.remove(tile)
    state.word, state.written, state.letters = tuple("FITXE"), "FITXE", list("SBÇ")
    assert GAME.invariants(state) == []
    assert extensions(tuple("FITXES"), ("B", "Ç")) == ()
    state = play(state, (1, Form("FITXES")))
    # Reading: no one could form the next word, so everyone still in is out: round 2.
    assert state.round == 2 and GAME.result(state).scores == (1, 4, 0)
    outs = [e.data["seat"] for e in state.log if e.kind == "out"]
    assert outs == [0, 1, 2]


def test_the_first_player_who_cannot_open_is_out_and_the_next_opens() -> None:
    state = time_up(fresh())
    assert state.out == [True, False, False] and GAME.to_act(state) == [1]
    state = play(state, (1, Form("CASA")))
    assert GAME.result(state).scores == (0, 1, 0)


def test_as_many_rounds_as_players_and_the_most_points_wins() -> None:
    state = fresh(seats=2)
    state = play(state, (0, Form("CASA")), (1, Form("CASAT")), (0, Pass()), (1, Pass()))
    assert state.round == 2 and GAME.to_act(state) == [1]
    state = play(state, (1, Form("GRAN")), (0, Pass()), (1, Pass()))
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result.scores == (1, 3) and result.winners == (1,)
    assert result.breakdown == ({"round 1": 1, "round 2": 0}, {"round 1": 2, "round 2": 1})
    assert GAME.invariants(state) == []


def test_a_tie_shares_the_win() -> None:
    state = fresh(seats=2)
    state = play(state, (0, Form("CASA")), (1, Pass()), (0, Pass()))
    state = play(state, (1, Form("GRAN")), (0, Pass()), (1, Pass()))
    assert GAME.result(state).winners == (0, 1)


def test_typed_moves() -> None:
    state = fresh()
    assert GAME.parse_move(state, 0, "form casa") == Form("casa")
    assert GAME.parse_move(state, 0, "CASA") == Form("CASA")
    assert GAME.parse_move(state, 0, "pass") == Pass()
    assert "form WORD" in render(GAME, GAME.view(state, 0))


def test_holds_in_order_and_in_any_order() -> None:
    assert holds(tuple("CASAT"), ["C", "T"], in_order=True)
    assert not holds(tuple("TASCA"), ["C", "T"], in_order=True)
    assert holds(tuple("TASCA"), ["C", "T"], in_order=False)
    assert not holds(tuple("CASA"), ["A", "A", "A"], in_order=False)


@pytest.mark.parametrize("strength", ["easy", "medium", "hard"])
def test_bots_play_legal_moves(strength: str) -> None:
    bot = make_bot(GAME.meta.id, strength)
    state = fresh()
    for _ in range(6):
        if GAME.is_over(state):
            break
        seat = GAME.to_act(state)[0]
        move = bot.choose(GAME, state, seat, Rng(7))
        assert 0 < bot.delay(GAME, state, seat, Rng(7)) <= 60
        state = GAME.apply(state, seat, move)  # legal, or this raises


def test_the_bot_decision_does_not_depend_on_which_is_asked_first() -> None:
    state = play(fresh(), (0, Form("CASA")))
    one, two = make_bot(GAME.meta.id, "medium"), make_bot(GAME.meta.id, "medium")
    a = (one.choose(GAME, state, 1, Rng(3)), one.delay(GAME, state, 1, Rng(3)))
    b = (two.delay(GAME, state, 1, Rng(3)), two.choose(GAME, state, 1, Rng(3)))
    assert a == (b[1], b[0])


def test_hard_beats_easy_in_a_clear_majority() -> None:
    """Measured over 20 seeded two-player games (seats alternating): hard won 18."""
    wins = 0
    for seed in range(20):
        order = ["hard", "easy"] if seed % 2 == 0 else ["easy", "hard"]
        scores = GAME.result(autoplay(GAME, 2, seed, {}, order).state).scores
        hard = order.index("hard")
        wins += scores[hard] > scores[1 - hard]
    assert wins >= 14
