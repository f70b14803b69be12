"""Barrejagrama, rule by rule (rulebook section Barrejagrama; ABC B, L and N)."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.hidden.barrejagrama import (
    GAME,
    MARKERS_EACH,
    BarrejagramaState,
    Write,
)
from logomachy.games.verbalia.hidden.engine import Lay
from logomachy.kernel import IllegalMove, Move, Pass, Rng, TimeUp


def play(state: BarrejagramaState, *moves: tuple[int | None, Move]) -> BarrejagramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def time_up(state: BarrejagramaState) -> BarrejagramaState:
    timer = GAME.timer(state)
    assert timer is not None
    return GAME.apply(state, None, TimeUp(timer.key))


def test_preparation_twelve_markers_and_everyone_stakes_one() -> None:
    state = GAME.setup(4, {}, seed=1)
    assert state.markers == [MARKERS_EACH - 1] * 4 and state.pot == 4
    assert GAME.to_act(state) == [0] and GAME.timer(state) is None  # the setter thinks
    with pytest.raises(IllegalMove, match="4 to 10 players"):
        GAME.setup(3, {}, seed=1)


def test_the_rulebooks_example_meravella() -> None:
    """AAEELLMRV laid face up in disorder: MERAVELLA must be written."""
    state = play(GAME.setup(4, {}, seed=1), (0, Lay("MERAVELLA")))
    assert sorted(state.letters) == sorted("AAEELLMRV")
    assert state.letters != list("MERAVELLA")  # in disorder
    assert GAME.to_act(state) == [1, 2, 3]
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 60  # for one minute
    state = play(state, (1, Write("meravella")), (2, Pass()), (3, Pass()))
    last = state.plays[-1]
    assert last.word == "MERAVELLA" and last.finders == [1]
    # Up to five players, one finder: the finder and the setter share the four markers.
    assert last.shares == {0: 2, 1: 2}
    assert state.markers == [12, 12, 10, 10]  # 11 + 2, then the next play's stake


def test_another_word_of_the_same_letters_counts() -> None:
    state = play(GAME.setup(4, {}, seed=1), (0, Lay("MERAVELLA")), (1, Write("ALLEVAREM")))
    state = time_up(state)
    assert state.plays[-1].finders == [1] and state.plays[-1].answers == {1: "ALLEVAREM"}


def test_the_setters_word_is_refused_when_a_rule_forbids_it() -> None:
    state = GAME.setup(4, {}, seed=1)
    for word, reason in [
        ("CARAMEL", "between 8 and 12 letters"),
        ("DESENVOLUPAMENT", "between 8 and 12 letters"),
        ("KARAOKES", "Verbàlia's letters"),
        ("INVECTIVAVA", "only 2 V tiles"),
        ("MERAVELLW", "Verbàlia's letters"),
        ("MARAVELLA", "not in the dictionary"),
    ]:
        with pytest.raises(IllegalMove) as caught:
            GAME.apply(state, 0, Lay(word))
        assert reason in caught.value.reason, word
    with pytest.raises(IllegalMove, match="it is seat 1's turn"):
        GAME.apply(state, 1, Lay("MERAVELLA"))


def test_length_is_counted_in_tiles_ny_and_qu_are_one_letter() -> None:
    state = GAME.setup(4, {}, seed=1)
    # QUINZENA: 8 written letters, 7 tiles (QU is one tile).
    with pytest.raises(IllegalMove, match="has 7"):
        GAME.apply(state, 0, Lay("QUINZENA"))
    state = play(state, (0, Lay("ESPANYOLA")))  # 9 written letters, 8 tiles
    assert len(state.letters) == 8 and "NY" in state.letters


def test_beginners_play_without_conjugated_verbs_or_plurals() -> None:
    state = GAME.setup(4, {"words": "beginners"}, seed=1)
    for word in ("CANTÀVEM", "ORDINADORS"):
        with pytest.raises(IllegalMove, match="conjugated verb or a plural") as caught:
            GAME.apply(state, 0, Lay(word))
        assert caught.value.rule == "Barrejagrama: preparation"
    state = play(state, (0, Lay("MERAVELLA")))  # a noun (also a verb form: one reading will do)
    with pytest.raises(IllegalMove, match="conjugated verb"):
        GAME.apply(state, 1, Write("ALLEVAREM"))  # a finite verb only
    everyone = play(GAME.setup(4, {}, seed=1), (0, Lay("ORDINADORS")))
    assert len(everyone.letters) == 10


def test_a_finders_word_must_be_made_of_exactly_the_letters_laid() -> None:
    state = play(GAME.setup(4, {}, seed=1), (0, Lay("ORDINADOR")))
    for word, reason in [
        ("ORDINADORS", "exactly the letters"),
        ("MIRADOR", "exactly the letters"),
        ("DORINADOR", "not in the dictionary"),
    ]:
        with pytest.raises(IllegalMove) as caught:
            GAME.apply(state, 1, Write(word))
        assert reason in caught.value.reason
    with pytest.raises(IllegalMove, match="you thought of the word"):
        GAME.apply(state, 0, Write("ORDINADOR"))
    state = play(state, (1, Write("NODRIDORA")), (1, Write("ORDINADOR")))  # may change it
    assert state.writing is not None and state.writing.entries == {1: "ORDINADOR"}
    state = play(state, (1, Pass()))  # crosses it out and gives up
    with pytest.raises(IllegalMove, match="gave up"):
        GAME.apply(state, 1, Write("ORDINADOR"))


def test_more_than_one_finder_share_without_the_setter_and_the_rest_stays() -> None:
    state = GAME.setup(5, {}, seed=1)  # five markers in the centre
    state = play(
        state,
        (0, Lay("ORDINADOR")),
        (1, Write("ORDINADOR")),
        (2, Write("NODRIDORA")),
        (3, Pass()),
        (4, Pass()),
    )
    last = state.plays[-1]
    assert last.finders == [1, 2] and last.shares == {1: 2, 2: 2}
    assert last.left == 1  # five do not divide by two: one stays for the next play
    assert state.pot == 1 + 5 and state.setter == 1  # and everyone stakes again


def test_nobody_finds_it_the_setter_adds_a_marker_and_the_centre_stays() -> None:
    state = play(GAME.setup(4, {}, seed=1), (0, Lay("ORDINADOR")))
    state = time_up(state)
    last = state.plays[-1]
    assert last.finders == [] and last.shares == {} and last.left == 5
    assert state.markers[0] == MARKERS_EACH - 2 - 1  # two stakes and the extra marker
    assert state.pot == 5 + 4 and state.setter == 1 and GAME.to_act(state) == [1]
    with pytest.raises(IllegalMove, match="not running"):
        GAME.apply(state, None, TimeUp("p1:limit"))


@pytest.mark.parametrize(("finders", "setter_shares"), [(1, True), (2, True), (3, False)])
def test_six_or_more_players_one_or_two_finders_share_with_the_setter(
    finders: int, setter_shares: bool
) -> None:
    state = play(GAME.setup(6, {}, seed=1), (0, Lay("ORDINADOR")))
    for seat in range(1, 6):
        state = play(state, (seat, Write("ORDINADOR") if seat <= finders else Pass()))
    last = state.plays[-1]
    assert (0 in last.shares) is setter_shares
    sharers = finders + setter_shares
    assert all(n == 6 // sharers for n in last.shares.values())


def test_as_many_turns_as_players_or_twice_as_many() -> None:
    for turns, plays in [(1, 4), (2, 8)]:
        state = GAME.setup(4, {"turns_per_player": turns}, seed=1)
        for _ in range(plays):
            assert not GAME.is_over(state)
            state = time_up(play(state, (state.setter, Lay("ORDINADOR"))))
        assert GAME.is_over(state) and len(state.plays) == plays
        assert [p.setter for p in state.plays] == [i % 4 for i in range(plays)]
    result = GAME.result(state)
    assert result.scores == tuple(state.markers) and result.winners == (0, 1, 2, 3)
    # Eight stakes and, as the setter twice, a marker more each time.
    assert result.breakdown[0] == {"markers": 12, "staked": -10, "won": 0}


def test_a_player_without_markers_sits_the_play_out() -> None:
    state = GAME.setup(4, {}, seed=1)
    state.markers[3], state.staked[3], state.pot = 0, 12, state.pot + 11  # seat 4 spent all
    assert GAME.invariants(state) == []
    state = time_up(play(state, (0, Lay("ORDINADOR"))))
    state = play(state, (1, Lay("ORDINADOR")))
    assert 3 in state.sitting_out and GAME.to_act(state) == [0, 2]
    with pytest.raises(IllegalMove, match="sit this play out"):
        GAME.apply(state, 3, Write("ORDINADOR"))


def test_the_word_and_the_answers_are_secret_until_the_minute_is_over() -> None:
    state = play(GAME.setup(4, {}, seed=1), (0, Lay("ORDINADOR")), (1, Write("NODRIDORA")))
    assert GAME.secrets(state) == {0: {"ORDINADOR"}, 1: {"NODRIDORA"}}
    for seat in (None, 2, 3):
        text = str(GAME.view(state, seat)) + str([e.text for e in GAME.visible_events(state, seat)])
        assert "ORDINADOR" not in text and "NODRIDORA" not in text
    assert GAME.view(state, 0)["you"]["word"] == "ORDINADOR"
    assert GAME.view(state, 1)["you"]["written"] == "NODRIDORA"
    assert GAME.view(state, 2)["writing"][0] == {"seat": 1, "written": True, "passed": False}
    state = time_up(state)
    assert GAME.secrets(state) == {}
    assert GAME.view(state, 3)["last"]["word"] == "ORDINADOR"


def test_typed_moves() -> None:
    state = GAME.setup(4, {}, seed=1)
    assert GAME.parse_move(state, 0, "ordinador") == Lay("ordinador")
    state = play(state, (0, Lay("ORDINADOR")))
    assert GAME.parse_move(state, 1, "write nodridora") == Write("nodridora")
    assert GAME.parse_move(state, 1, "NODRIDORA") == Write("NODRIDORA")
    assert GAME.parse_move(state, 1, "pass") == Pass()


@pytest.mark.parametrize("strength", ["easy", "medium", "hard"])
def test_bots_set_and_find_legally(strength: str) -> None:
    bot = make_bot(GAME.meta.id, strength)
    state = GAME.setup(5, {"words": "beginners"}, seed=2)
    move = bot.choose(GAME, state, 0, Rng(4))
    assert isinstance(move, Lay)
    state = GAME.apply(state, 0, move)  # a word of the table
    for seed in range(8):
        answer = bot.choose(GAME, state, 1, Rng(seed))
        GAME.apply(state, 1, answer)  # legal: the word of the letters, or giving up
        if isinstance(answer, Write):
            assert sorted(GAME.check_answer(state, answer.word)) == sorted(answer.word)


def test_hard_beats_easy() -> None:
    """Seats alternate hard and easy; the best hard bot ends with more markers than the best
    easy one in a clear majority of games (measured: 28 of 30 seeds)."""
    wins = 0
    for seed in range(8):
        match = autoplay(GAME, 4, seed, {}, ["hard", "easy"])
        scores = GAME.result(match.state).scores
        wins += max(scores[0], scores[2]) > max(scores[1], scores[3])
    assert wins >= 6
