"""Votagrama, rule by rule (rulebook section Votagrama; ABC B, L and N)."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.lists.engine import Done, Entry, NotedEntry, Write
from logomachy.games.verbalia.lists.votagrama import GAME, VotagramaState
from logomachy.games.verbalia.pieces.drawn import good_letters
from logomachy.games.verbalia.pieces.letters import letter_set
from logomachy.games.verbalia.pieces.plaza import tiles_of
from logomachy.kernel import IllegalMove, Move, Rng, Timer, TimeUp


def table(good: str, bad: str, seats: int = 3) -> VotagramaState:
    """A fresh game with these good and bad letters face up (taken from the bag)."""
    state = GAME.setup(seats, {}, seed=1)
    pool = state.bag + state.good + state.bad
    state.good, state.bad = list(good), list(bad)
    for tile in state.good + state.bad:
        pool.remove(tile)
    state.bag = pool
    return state


def play(state: VotagramaState, *moves: tuple[int | None, Move]) -> VotagramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def test_ten_good_and_four_bad_letters_for_one_minute() -> None:
    state = GAME.setup(3, {}, seed=5)
    assert len(state.good) == 10 and len(state.bad) == 4
    assert sorted(state.bag + state.good + state.bad) == sorted(letter_set())
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 60
    assert GAME.to_act(state) == [0, 1, 2]
    with pytest.raises(IllegalMove):
        GAME.setup(2, {}, seed=1)  # 3-10 players


def test_each_good_letter_counts_once_armari_and_fonamental() -> None:
    """ "If there is one A among the good letters … ARMARI scores one point for an A; if there
    are two Es … FONAMENTAL scores one point for an E, not two." """
    armari = tiles_of("ARMARI")
    fonamental = tiles_of("FONAMENTAL")
    assert armari is not None and fonamental is not None
    assert good_letters(armari, "A") == 1
    assert good_letters(fonamental, "EE") == 1
    assert good_letters(armari, "AARRMI") == 6


def test_bad_letters_and_fewer_than_half_good_are_refused_at_once() -> None:
    state = table("ARMIOTSLCE", "NPBU")
    with pytest.raises(IllegalMove, match="bad letter N") as caught:
        GAME.apply(state, 0, Write(("CANTAR",)))
    assert caught.value.rule == "Votagrama: rules"
    state2 = table("AEIOSLRCTM", "NPBU")
    with pytest.raises(IllegalMove, match="at least half good"):
        GAME.apply(state2, 0, Write(("GAFA",)))  # G, F and the second A are not: 1 of 4
    with pytest.raises(IllegalMove, match="not in the dictionary"):
        GAME.apply(state, 0, Write(("RAMOTI",)))
    with pytest.raises(IllegalMove, match="at least 2 letters"):
        GAME.apply(state, 0, Write(("A",)))
    with pytest.raises(IllegalMove, match="one word"):
        GAME.apply(state, 0, Write(("ARMARI", "MOTO")))


def test_half_good_letters_counts_good_tiles_as_scored() -> None:
    """Reading: ARMARI with good A, R, M holds A, R, M, A, R — but only three good tiles are
    used (each once), three of six letters: exactly half, accepted."""
    state = table("ARMEOTSLCN", "PBUG")
    state = play(state, (0, Write(("ARMARI",))))
    assert state.lists[0] == ["ARMARI"]
    with pytest.raises(IllegalMove, match="at least half good"):
        GAME.apply(state, 1, Write(("FARRA",)))  # one A, one R: 2 of 5 (by kind: 4 of 5)


def test_one_word_said_the_last_written() -> None:
    state = table("ARMEOTSLCI", "NPBU")
    state = play(state, (0, Write(("MOTO",))), (0, Write(("ARMARI",))))
    assert state.lists[0] == ["ARMARI"]
    assert GAME.view(state, 1)["writing"][0]["words"] == 1
    assert "ARMARI" not in str(GAME.view(state, 1))
    assert GAME.secrets(state) == {0: {"ARMARI"}}


def test_a_point_a_good_letter_and_3_more_for_the_most() -> None:
    state = table("ARMEOTSLCI", "NPBU")
    state = play(
        state,
        (0, Write(("ARMARI",))),  # A R M I: 4 good letters of 6 (each once)
        (1, Write(("MOTO",))),  # M O T: 3
        (2, Write(("CEL",))),  # C E L: 3
        (0, Done()),
        (1, Done()),
        (2, Done()),
    )
    sheet = state.sheets[0]
    assert sheet[0] == [NotedEntry("ARMARI", 7, False, "most good letters")]
    assert sheet[1] == [Entry("MOTO", 3)] and sheet[2] == [Entry("CEL", 3)]
    assert GAME.result(state).breakdown[0] == {"good letters": 4, "most good letters": 3}


def test_a_tie_of_good_letters_goes_to_the_shorter_word() -> None:
    state = table("ARMEOTSLCI", "NPBU")
    state = play(
        state,
        (0, Write(("MOTOS",))),  # M O T S: 4 good, 5 letters
        (1, Write(("MOTS",))),  # M O T S: 4 good, 4 letters: the shorter
        (2, Write(("CEL",))),
    )
    state = play(state, (0, Done()), (1, Done()), (2, Done()))
    assert [e.points for row in state.sheets[0] for e in row] == [4, 7, 3]


def test_a_tie_of_good_letters_and_length_shares_the_bonus_and_words_may_repeat() -> None:
    """Readings: nothing cancels in Votagrama; equal words share the 3 points."""
    state = table("ARMEOTSLCI", "NPBU")
    state = play(
        state,
        (0, Write(("MOTS",))),
        (1, Write(("MOTS",))),
        (0, Done()),
        (1, Done()),
        (2, Done()),
    )
    assert [e.points for row in state.sheets[0] for e in row] == [7, 7]
    assert state.sheets[0][2] == []


def test_letters_used_are_set_aside_and_fourteen_more_taken() -> None:
    state = GAME.setup(3, {}, seed=2)
    first = state.good + state.bad
    state = GAME.apply(state, None, TimeUp("r1:write"))
    assert state.round == 2 and sorted(state.aside) == sorted(first)
    assert len(state.good) == 10 and len(state.bad) == 4
    assert not GAME.invariants(state)


def test_the_set_aside_letters_return_when_the_bag_runs_short() -> None:
    state = GAME.setup(3, {}, seed=2)
    for r in range(1, 16):
        state = GAME.apply(state, None, TimeUp(f"r{r}:write"))
        assert not GAME.invariants(state)
    assert state.round == 16 and len(state.good) == 10 and not GAME.is_over(state)


def test_first_to_50_points_wins() -> None:
    state = table("ARMEOTSLCI", "NPBU")
    state.sheets = [[[Entry("X", 45)], [Entry("Y", 48)], []]]
    state.round = 2
    state = play(state, (0, Write(("ARMARI",))), (1, Write(("MOTS",))), (2, Done()))
    state = play(state, (0, Done()), (1, Done()))
    assert GAME.is_over(state)
    # ARMARI and MOTS use 4 good letters each; MOTS, the shorter, takes the 3.
    assert GAME.result(state).scores == (49, 55, 0) and GAME.result(state).winners == (1,)
    assert GAME.to_act(state) == [] and GAME.timer(state) is None


def test_bots_say_legal_words_by_strength() -> None:
    state = table("ARMEOTSLCI", "NPBU")
    said = {}
    for strength in ("easy", "medium", "hard"):
        move = make_bot(GAME.meta.id, strength).choose(GAME, state, 0, Rng(3))
        assert isinstance(move, Write) and len(move.words) == 1
        GAME.apply(state, 0, move)  # legal
        tiles = tiles_of(move.words[0])
        assert tiles is not None
        said[strength] = good_letters(tiles, state.good)
    assert said["hard"] >= said["medium"] and said["hard"] > said["easy"]
    after = play(state, (0, Write(("MOTS",))))
    assert make_bot(GAME.meta.id, "hard").choose(GAME, after, 0, Rng(3)) == Done()


def test_hard_beats_easy() -> None:
    wins = 0
    for seed in range(6):
        match = autoplay(GAME, 3, seed, {}, ["hard", "easy", "easy"])
        scores = GAME.result(match.state).scores
        wins += scores[0] > max(scores[1:])
    assert wins >= 5


# -- ABC I: children's time -------------------------------------------------------------------
def test_abc_i_child_seats_have_twice_the_time() -> None:
    """ABC I: "in timed games, children may have twice the time that adults have". Seat 2 is a
    child: at the table's minute the others' words stand and seat 2 writes on for another
    minute; then the round is read out."""
    state = GAME.setup(3, GAME.resolve_options({"child_seats": "2"}), seed=1)
    assert GAME.view(state, 0)["child_seats"] == [1]
    pool = state.bag + state.good + state.bad
    state.good, state.bad = list("ARMIOTSLCE"), list("NPBU")
    for tile in state.good + state.bad:
        pool.remove(tile)
    state.bag = pool
    first = GAME.timer(state)
    assert first is not None and (first.key, first.seconds) == ("r1:write", 60)
    state = play(state, (0, Write(("MOTO",))), (None, TimeUp(first.key)))
    assert state.round == 1 and not state.sheets  # not read out: the child writes on
    second = GAME.timer(state)
    assert second is not None and (second.key, second.seconds) == ("r1:write-children", 60)
    assert GAME.to_act(state) == [1] and GAME.view(state, 1)["overtime"] is True
    assert state.log[-1].kind == "overtime" and state.log[-1].data == {"seats": [1]}
    with pytest.raises(IllegalMove, match="your time is up") as caught:
        GAME.apply(state, 0, Write(("ESTIMAR",)))
    assert caught.value.rule == "ABC I: children may have twice the time"
    state = play(state, (1, Write(("ESTIMAR",))), (None, TimeUp(second.key)))
    assert [[e.word for e in row] for row in state.sheets[0]] == [["MOTO"], ["ESTIMAR"], []]
    assert state.round == 2 and GAME.timer(state) == Timer("r2:write", 60, "write")
    assert GAME.view(state, 1)["overtime"] is False


def test_abc_i_a_child_done_or_done_early_needs_no_second_time() -> None:
    """The round ends when every seat's own time is up or all are done: a child who finished
    before the minute is read out with the others; everyone done ends the second time too."""
    options = GAME.resolve_options({"child_seats": "1, 3"})
    state = GAME.setup(3, options, seed=2)
    timer = GAME.timer(state)
    assert timer is not None
    state = play(state, (0, Done()), (2, Done()), (None, TimeUp(timer.key)))
    assert len(state.sheets) == 1 and state.round == 2  # children done: read out at once
    timer = GAME.timer(state)
    assert timer is not None
    state = play(state, (1, Done()), (None, TimeUp(timer.key)))
    assert GAME.to_act(state) == [0, 2] and len(state.sheets) == 1
    state = play(state, (0, Done()), (2, Done()))
    assert len(state.sheets) == 2  # every child done within the second time: read out


def test_abc_i_bad_child_seats_and_the_default_table() -> None:
    with pytest.raises(IllegalMove, match="not a seat") as caught:
        GAME.setup(3, GAME.resolve_options({"child_seats": "4"}), seed=1)
    assert caught.value.rule == "ABC I: children may have twice the time"
    plain = GAME.setup(3, GAME.resolve_options({}), seed=1)
    assert "child_seats" not in plain.options and "child_seats" not in GAME.view(plain, 0)
    timer = GAME.timer(plain)
    assert timer is not None
    plain = GAME.apply(plain, None, TimeUp(timer.key))
    assert len(plain.sheets) == 1  # no child seat: the one minute ends the round, as before
