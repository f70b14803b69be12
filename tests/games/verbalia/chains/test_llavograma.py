"""LlaVograma, rule by rule (rulebook section LlaVograma; ABC B, L, N and T), and each reading
of its docstring. The rulebook gives no worked example for this game."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.chains.engine import has_run, syllable_tiles_of
from logomachy.games.verbalia.chains.llavograma import (
    GAME,
    LONG_SECONDS,
    MARKERS_TO_WIN,
    LlavogramaState,
    Say,
)
from logomachy.games.verbalia.pieces.plaza import tiles_of
from logomachy.games.verbalia.pieces.syllables import tile
from logomachy.kernel import IllegalMove, Move, Pass, Rng, TimeUp
from logomachy.terminal import render


def fresh(seats: int = 3, **options: object) -> LlavogramaState:
    return GAME.setup(seats, options, seed=1)


def play(state: LlavogramaState, *moves: tuple[int | None, Move]) -> LlavogramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def refused(state: LlavogramaState, seat: int, move: Move) -> str:
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(state, seat, move)
    assert caught.value.rule == "LlaVograma: rules"
    return str(caught.value)


def test_the_first_player_takes_a_letter_and_a_syllable_and_says_a_word() -> None:
    state = play(fresh(), (0, Say("casa", letter="S", syllable="CA")))
    assert state.chosen == ["S"] and state.syllable == "CA" and state.word == "CASA"
    assert state.turn == 1  # the player on their left
    assert state.syllable_tile is not None and state.syllable_tile not in state.syllables
    assert state.letters.count("S") == GAME.setup(3, {}, 1).letters.count("S") - 1


def test_each_next_word_holds_every_letter_chosen_and_the_syllable() -> None:
    state = play(fresh(), (0, Say("casa", letter="S", syllable="CA")))
    state = play(state, (1, Say("casat", letter="T")))
    assert state.chosen == ["S", "T"] and state.turn == 2
    assert "lacks S" in refused(state, 2, Say("carro", letter="R"))
    assert "lacks R" in refused(state, 2, Say("estaca", letter="R"))
    assert "syllable CA" in refused(state, 2, Say("sastre", letter="R"))


def test_refusals_letter_syllable_turn_dictionary() -> None:
    state = fresh()
    assert "first word takes a syllable" in refused(state, 0, Say("casa", letter="S"))
    assert "choose a new letter" in refused(state, 0, Say("casa", syllable="CA"))
    assert "no syllable" in refused(state, 0, Say("casa", letter="S", syllable="XYZ"))
    assert "turn" in refused(state, 1, Say("casa", letter="S", syllable="CA"))
    with pytest.raises(IllegalMove, match="dictionary"):
        GAME.apply(state, 0, Say("cassax", letter="S", syllable="CA"))
    state = play(state, (0, Say("casa", letter="S", syllable="CA")))
    assert "round's syllable" in refused(state, 1, Say("casat", letter="T", syllable="SA"))
    while "T" in state.letters:
        state.letters.remove("T")
        state.set_aside_letters.append("T")
    assert "no letter T" in refused(state, 1, Say("casat", letter="T"))


def test_no_word_is_repeated_in_a_round() -> None:
    state = play(fresh(), (0, Say("casa", letter="A", syllable="CA")))
    assert "said already" in refused(state, 1, Say("casa", letter="S"))
    assert "said already" in refused(state, 1, Say("CASÀ", letter="S"))  # ABC N


def test_reading_the_syllable_is_a_run_of_tiles_and_rule_p_does_not_apply() -> None:
    # PESCAR divides PES-CAR: CA is no syllable of it, but it is a run of its letters.
    state = play(fresh(), (0, Say("pescar", letter="P", syllable="CA")))
    assert state.word == "PESCAR"
    assert "syllable CA" in refused(state, 1, Say("pacta", letter="T"))  # A-C, no CA
    # NY and QU are one tile each: AN is not in ANYS, QUE is QU+E.
    assert not has_run(tiles_of("anys") or (), syllable_tiles_of("AN"))
    assert syllable_tiles_of("QUE") == ("QU", "E")
    assert has_run(tiles_of("barque") or (), syllable_tiles_of("QUE"))


def test_reading_the_letters_may_be_the_syllables_own_and_repeat() -> None:
    state = play(fresh(), (0, Say("casa", letter="A", syllable="CA")))  # A of CA counts
    state = play(state, (1, Say("casaca", letter="A")))  # two As chosen: CASACA has three
    assert state.chosen == ["A", "A"]
    assert "lacks A" in refused(state, 2, Say("cap", letter="P"))


def test_reading_a_two_coloured_tile_offers_either_side() -> None:
    state = fresh()
    two = next(t for t in map(tile, state.syllables) if t.two_sided)
    back = two.sides[1]
    # take every other tile with that syllable away, so only the back side offers it
    for n in [n for n in state.syllables if tile(n).has(back) and n != two.number]:
        state.syllables.remove(n)
        state.set_aside_syllables.append(n)
    assert back in GAME.syllables_left(state)
    assert GAME._syllable_tile(state, back) == two.number


def test_reading_a_full_circle_of_passes_ends_the_round_and_the_last_maker_scores() -> None:
    state = play(fresh(), (0, Say("casa", letter="S", syllable="CA")))
    state = play(state, (1, Pass()), (2, Pass()))
    assert state.round == 1 and state.turn == 0  # a pass is only for that turn
    state = play(state, (0, Pass()))
    assert state.round == 2 and state.markers == [1, 0, 0]
    assert state.starter == 1 and state.turn == 1  # the left of the previous first player
    assert state.set_aside_letters == ["S"] and len(state.set_aside_syllables) == 1
    assert GAME.invariants(state) == []


def test_reading_a_pass_then_a_word_resets_the_circle() -> None:
    state = play(fresh(), (0, Say("casa", letter="S", syllable="CA")))
    state = play(state, (1, Pass()), (2, Say("casat", letter="T")), (0, Pass()), (1, Pass()))
    assert state.round == 1 and state.turn == 2
    state = play(state, (2, Pass()))
    assert state.markers == [0, 0, 1]


def test_reading_the_referee_ends_the_round_when_no_word_exists() -> None:
    state = fresh()
    # Only the letters of one word and nothing else is left face up but one R: after
    # CASA with S, no word holds S, the syllable and an R plus ... check the referee asks.
    state.letters = ["S"]
    state = play(state, (0, Say("casa", letter="S", syllable="CA")))
    assert state.round == 2 or state.over  # no letter is left: no one can go on
    assert state.markers[0] == 1
    assert any(e.kind == "no-word" for e in state.log)


def test_reading_a_round_without_words_gives_no_marker() -> None:
    state = play(fresh(), (0, Pass()), (1, Pass()), (2, Pass()))
    assert state.round == 2 and state.markers == [0, 0, 0]
    assert state.set_aside_letters == [] and state.set_aside_syllables == []
    assert GAME.invariants(state) == []


def test_reading_time_untimed_until_a_word_of_ten_letters_then_one_minute() -> None:
    state = fresh()
    assert GAME.timer(state) is None
    state = play(state, (0, Say("casa", letter="S", syllable="CA")))
    assert GAME.timer(state) is None
    state = play(state, (1, Say("comunicacions", letter="N")))  # 13 letters
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == LONG_SECONDS
    state = GAME.apply(state, None, TimeUp(timer.key))
    assert state.passes == 1 and state.turn == 0  # a time-out is a pass
    with pytest.raises(IllegalMove):
        GAME.apply(state, None, TimeUp(timer.key))
    timed = fresh(turn_seconds=20)
    assert (t := GAME.timer(timed)) is not None and t.seconds == 20


def test_first_to_five_markers_wins() -> None:
    state = fresh(2)
    state.markers = [MARKERS_TO_WIN - 1, 0]
    state.round = 9
    state.chain = []
    state = play(state, (0, Say("casa", letter="S", syllable="CA")), (1, Pass()), (0, Pass()))
    assert GAME.is_over(state) and GAME.result(state).winners == (0,)


def test_parse_and_render() -> None:
    state = fresh()
    assert GAME.parse_move(state, 0, "say S CA casa") == Say("casa", "S", "CA")
    assert GAME.parse_move(state, 0, "pass") == Pass()
    with pytest.raises(IllegalMove):
        GAME.parse_move(state, 0, "say casa")
    state = play(state, (0, Say("casa", letter="S", syllable="CA")))
    assert GAME.parse_move(state, 1, "T casat") == Say("casat", "T")
    assert "CASA" in render(GAME, GAME.view(state, 1))


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


def test_hard_beats_easy_in_a_clear_majority() -> None:
    """Measured over 6 seeded two-player games (seats alternating): hard won 6."""
    wins = 0
    for seed in range(6):
        order = ["hard", "easy"] if seed % 2 == 0 else ["easy", "hard"]
        state = autoplay(GAME, 2, seed, {}, order).state
        assert GAME.invariants(state) == []
        scores = GAME.result(state).scores
        hard = order.index("hard")
        wins += scores[hard] > scores[1 - hard]
    assert wins >= 5


def test_the_result_counts_one_marker_per_round_won() -> None:
    state = play(fresh(), (0, Say("casa", letter="S", syllable="CA")))
    state = play(state, (1, Pass()), (2, Pass()), (0, Pass()))
    result = GAME.result(state)
    assert result.scores == (1, 0, 0)
    assert result.breakdown[0] == {"round 1": 1, "round 2": 0}
