"""Cleptosíl·laB, rule by rule (rulebook section Cleptosíl·laB; ABC P; the module's readings).

The rulebook gives no worked example of play; its tie rules are played out here with our own
words, and ABC P's example (PER + O does not make PERÒ) with the referee."""

from __future__ import annotations

from typing import Any

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.bots.verbalia.races.cleptosillab import words_in_middle
from logomachy.games.verbalia.pieces.syllables import tile
from logomachy.games.verbalia.races.cleptosillab import (
    GAME,
    SHOW_SECONDS,
    CleptoState,
    Pass,
    Say,
)
from logomachy.kernel import IllegalMove, Rng, TimeUp
from tests.games.verbalia.races_helpers import tile_of


def with_middle(syllables: list[str], seats: int = 2, **options: Any) -> CleptoState:
    """A fresh game whose middle shows `syllables` (their tiles taken from the piles; the tiles
    first placed go under seat 0's pile), the 136 tiles kept."""
    state = GAME.setup(seats, options, seed=1)
    state.piles[0].extend(state.middle)
    state.middle = []
    taken: list[int] = []
    for s in syllables:
        n, side = tile_of(s, taken)
        taken.append(n)
        for pile in state.piles:
            pile[:] = [p for p in pile if p[0] != n]
        state.middle.append((n, side))
    assert GAME.invariants(state) == []
    return state


def play(state: CleptoState, *moves: tuple[int | None, Any]) -> CleptoState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def time_up(state: CleptoState) -> CleptoState:
    timer = GAME.timer(state)
    assert timer is not None
    return GAME.apply(state, None, TimeUp(timer.key))


def test_the_syllables_are_shared_out_and_everyone_places_one() -> None:
    state = GAME.setup(3, {}, seed=2)
    assert len(state.middle) == 3 and state.plays == 1
    assert sorted(len(p) for p in state.piles) == [44, 44, 45]  # 136 - 3, round the table
    assert GAME.to_act(state) == [0, 1, 2]
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 12  # "ten or fifteen seconds"
    view = GAME.view(state, 0)
    assert view["piles"] == [len(p) for p in state.piles]  # counts only: piles are face down
    assert GAME.invariants(state) == [] and GAME.secrets(state) == {}


def test_a_shorter_game_sets_forty_or_fifty_tiles_aside() -> None:
    state = GAME.setup(2, {"set_aside": 40}, seed=2)
    assert len(state.aside) == 40 and sum(map(len, state.piles)) + len(state.middle) == 96
    with pytest.raises(IllegalMove):
        GAME.setup(2, {"set_aside": 30}, seed=2)


def test_two_coloured_tiles_keep_the_side_they_were_dealt() -> None:
    state = GAME.setup(2, {}, seed=5)
    sides = {n: side for pile in state.piles for n, side in pile}
    state = play(state, (0, Pass()), (1, Pass()))  # everyone places another at once
    for n, side in state.middle:
        if n in sides:
            assert side == sides[n]
    assert all(tile(n).two_sided or side == 0 for pile in state.piles for n, side in pile)


def test_the_first_word_takes_its_syllables_under_the_pile() -> None:
    state = with_middle(["CA", "SA", "TA"])
    before = list(state.piles[1])
    state = play(state, (1, Say("casa")))
    assert GAME.to_act(state) == [0]  # the same moment: the other may still speak
    state = time_up(state)  # the moment passes
    assert [n for n, _ in state.piles[1][: len(before)]] == [n for n, _ in before]
    assert [tile(n).side(s) for n, s in state.piles[1][len(before) :]] == ["CA", "SA"]
    assert [tile(n).side(s) for n, s in state.middle] == ["TA"]
    assert state.showing and GAME.to_act(state) == []
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == SHOW_SECONDS
    state = time_up(state)
    assert GAME.to_act(state) == [0, 1] and state.plays == 1  # the race on TA goes on
    assert GAME.invariants(state) == []


def test_one_syllable_that_is_a_word_is_enough_unless_the_table_agrees() -> None:
    state = play(with_middle(["A", "TA"]), (0, Say("A")), (1, Pass()))
    assert state.last is not None and state.last.kept == {0: ["A"]}
    strict = with_middle(["A", "TA"], min_syllables=2)
    with pytest.raises(IllegalMove, match="needs 2 syllables"):
        GAME.apply(strict, 0, Say("A"))


def test_the_tiles_must_remain_syllables_per_plus_o_is_not_pero() -> None:
    state = with_middle(["PER", "O"])
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(state, 0, Say("PERÒ"))
    assert caught.value.rule == "ABC P: syllabic division" and "PE-RO" in caught.value.reason


def test_abc_p_agreed_per_plus_o_makes_pero() -> None:
    """ABC P: "Only if the players agree is a division of the words in play accepted that
    does not correspond to the syllabic division established by the grammatical norm"."""
    state = with_middle(["PER", "O"], free_division=True)
    state = GAME.apply(state, 0, Say("PERÒ"))
    assert state.claims and state.claims[0].word == "PERÒ" and len(state.claims[0].tiles) == 2


@pytest.mark.parametrize(
    ("word", "reason", "rule"),
    [
        ("CAXA", "not in the dictionary", "ABC B: good words"),
        ("PATATA", "is not formed with syllables in the middle", "Cleptosíl·laB: rules"),
        (" ", "say a word", "Cleptosíl·laB: rules"),
    ],
)
def test_the_referee_says_why(word: str, reason: str, rule: str) -> None:
    state = with_middle(["CA", "SA", "TA"])
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(state, 0, Say(word))
    assert reason in caught.value.reason and caught.value.rule == rule


def test_the_same_two_syllable_word_at_the_same_moment_each_keeps_one() -> None:
    state = play(with_middle(["CA", "SA"]), (0, Say("CASA")), (1, Say("casa")))
    assert state.last is not None and state.last.kept == {0: ["CA"], 1: ["SA"]}
    assert state.middle == [] and state.last.removed == []
    assert GAME.invariants(state) == []


def test_the_same_three_syllable_word_each_keeps_one_and_one_is_removed() -> None:
    state = play(with_middle(["PA", "TA", "TA"], seats=3), (2, Say("PATATA")), (0, Say("PATATA")))
    assert state.last is not None and state.last.kept == {2: ["PA"], 0: ["TA"]}
    assert state.last.removed == ["TA"] and len(state.removed) == 1
    assert GAME.invariants(state) == []


def test_two_words_sharing_a_syllable_the_longer_keeps_its_syllables() -> None:
    state = play(with_middle(["CA", "SA", "MA"]), (0, Say("CA")), (1, Say("CASA")))
    assert state.last is not None and state.last.kept == {1: ["CA", "SA"]}
    assert [tile(n).side(s) for n, s in state.middle] == ["MA"]  # not the shorter's


def test_two_words_of_as_many_syllables_each_keeps_the_different_one() -> None:
    state = play(with_middle(["CA", "SA", "MA"]), (0, Say("CASA")), (1, Say("MACA")))
    assert state.last is not None and state.last.kept == {0: ["SA"], 1: ["MA"]}
    assert state.last.removed == ["CA"] and state.middle == []


def test_words_on_different_tiles_do_not_clash_and_a_second_closes_the_moment() -> None:
    state = play(with_middle(["CA", "SA", "CA", "SA"], seats=3), (0, Say("CASA")), (1, Say("CASA")))
    assert state.last is not None and state.last.kept == {0: ["CA", "SA"], 1: ["CA", "SA"]}
    state = play(with_middle(["CA", "SA", "TA", "PA"], seats=3), (0, Say("CASA")))
    state = play(state, (1, Say("PA")))
    assert state.showing  # two words: resolved at once
    with pytest.raises(IllegalMove, match="nothing can be played now"):  # a third: too late
        GAME.apply(state, 2, Say("TA"))
    crowded = play(with_middle(["CA", "SA", "TA", "PA"], seats=3), (0, Say("CASA")))
    with pytest.raises(IllegalMove, match="already said a word"):
        GAME.apply(crowded, 0, Say("TA"))


def test_without_a_same_moment_the_first_word_takes_at_once() -> None:
    state = play(with_middle(["CA", "SA"], moment_seconds=0), (0, Say("CASA")))
    assert state.showing and state.last is not None and state.last.kept == {0: ["CA", "SA"]}


def test_nobody_in_the_wait_or_everyone_passing_places_another_syllable() -> None:
    state = GAME.setup(2, {}, seed=3)
    state = time_up(state)
    assert state.plays == 2 and len(state.middle) == 4
    assert state.log[-1].kind == "place"
    state = play(state, (0, Pass()))
    with pytest.raises(IllegalMove, match="already passed"):
        GAME.apply(state, 0, Pass())
    with pytest.raises(IllegalMove, match="you passed"):
        GAME.apply(state, 0, Say("A"))
    state = play(state, (1, Pass()))
    assert state.plays == 3 and len(state.middle) == 6 and state.passed == []


def test_an_emptied_middle_is_filled_again_at_once() -> None:
    state = play(with_middle(["CA", "SA"]), (0, Say("CASA")), (1, Pass()))
    assert state.middle == [] and state.plays == 1
    state = time_up(state)
    assert state.plays == 2 and len(state.middle) == 2


def test_the_game_ends_when_a_player_runs_out_and_the_most_syllables_wins() -> None:
    state = with_middle(["CA", "SA"])
    state.piles[1].extend(state.piles[0])
    state.piles[0] = []  # seat 0 has placed its last syllable
    state = play(state, (0, Pass()), (1, Pass()))
    assert GAME.is_over(state) and state.ended_by == "out"
    assert GAME.result(state).winners == (1,) and GAME.result(state).scores[0] == 0
    assert "has no syllable left" in state.log[-1].text


def test_the_game_ends_at_the_agreed_limit() -> None:
    state = GAME.setup(2, {"plays": 2}, seed=3)
    state = time_up(state)
    assert state.plays == 2 and not GAME.is_over(state)
    state = time_up(state)
    assert GAME.is_over(state) and state.ended_by == "limit" and GAME.timer(state) is None


def test_typed_moves_and_views() -> None:
    state = with_middle(["CA", "SA"])
    assert GAME.parse_move(state, 0, "say casa") == Say("casa")
    assert GAME.parse_move(state, 0, "pass") == Pass()
    state = play(state, (0, Say("CASA")))
    assert GAME.view(state, 1)["claims"] == [{"seat": 0, "word": "CASA"}]


def test_the_bots_search_the_middle_and_say_legal_words() -> None:
    state = with_middle(["CA", "SA", "MA", "TA"])
    found = dict(words_in_middle(state))
    assert found["casa"] == 2 and found["maca"] == 2 and found["ca"] == 1
    hard = make_bot(GAME.meta.id, "hard").choose(GAME, state, 0, Rng(2))
    assert isinstance(hard, Say) and found[hard.word.lower()] >= 2  # the longest it knows
    for strength in ("easy", "medium", "hard"):
        move = make_bot(GAME.meta.id, strength).choose(GAME, state, 0, Rng(2))
        assert isinstance(move, Say)
        GAME.apply(state, 0, move)


def test_hard_beats_easy() -> None:
    """Measured: hard beats easy in 10 of 10 seeded games, medium beats easy 10 of 10."""
    wins = 0
    for seed in range(6):
        seats = ["hard", "easy"] if seed % 2 else ["easy", "hard"]
        match = autoplay(GAME, 2, seed, {"plays": 20}, seats)
        scores = GAME.result(match.state).scores
        hard = seats.index("hard")
        wins += scores[hard] > scores[1 - hard]
    assert wins >= 5
