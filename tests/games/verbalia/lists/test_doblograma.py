"""DoBlograma, rule by rule (rulebook section DoBlograma; ABC B, L and N), and the rulebook's
worked example (Albert and Bruna) as a golden test."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.lists.doblograma import GAME, Choose, DoBlogramaState, Take
from logomachy.games.verbalia.lists.engine import Done, Entry, Write
from logomachy.kernel import IllegalMove, Move, Rng, TimeUp

ALBERT, BRUNA = 0, 1


def play(state: DoBlogramaState, *moves: tuple[int | None, Move]) -> DoBlogramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def both(state: DoBlogramaState, albert: str | None, bruna: str | None) -> DoBlogramaState:
    """One play: each writes their word (or nothing) and says so."""
    for seat, word in ((ALBERT, albert), (BRUNA, bruna)):
        if word:
            state = GAME.apply(state, seat, Write((word,)))
    return play(state, (ALBERT, Done()), (BRUNA, Done()))


def test_the_worked_example_albert_and_bruna() -> None:
    state = GAME.setup(2, {}, seed=1)
    assert GAME.to_act(state) == [ALBERT] and state.stage == "choose"
    # Play 1. Albert chooses an A. He writes DECANTÉSSIM, 11; Bruna SIMULTANI, 9.
    state = play(state, (ALBERT, Choose("A")))
    state = both(state, "DECANTÉSSIM", "SIMULTANI")
    assert [e.points for row in state.sheets[0] for e in row] == [11, 9]
    assert state.stage == "take" and GAME.to_act(state) == [ALBERT]
    # Play 2. Albert chooses a new A and a D. CADERNERA, 9; Bruna ATARDÉSSIM, 10.
    state = play(state, (ALBERT, Take("D")))
    assert (state.letter, state.times, state.others) == ("A", 2, ["D"])
    state = both(state, "CADERNERA", "ATARDÉSSIM")
    assert GAME.to_act(state) == [BRUNA]
    # Play 3. Bruna chooses a new A and an M. DEMANARÀS, 9; Albert DIAMANTINA, 10.
    state = play(state, (BRUNA, Take("M")))
    state = both(state, "DIAMANTINA", "DEMANARÀS")
    assert GAME.to_act(state) == [ALBERT]
    # Play 4. Albert chooses a new A and an I. He finds no word; Bruna neither.
    state = play(state, (ALBERT, Take("I")))
    assert (state.letter, state.times, state.others) == ("A", 4, ["D", "M", "I"])
    state = both(state, None, None)
    # The round ends. Albert has 30 points and Bruna 28. Bruna chooses and begins a new round.
    assert GAME.result(state).scores == (30, 28)
    assert GAME.result(state).breakdown[0] == {"round 1": 30, "round 2": 0}
    assert state.stage == "choose" and state.set == 2 and GAME.to_act(state) == [BRUNA]
    assert not GAME.invariants(state)


def test_the_word_holds_the_letter_exactly_so_many_times_and_the_others() -> None:
    state = play(GAME.setup(2, {}, seed=1), (ALBERT, Choose("A")))
    with pytest.raises(IllegalMove, match="holds A 2 times, not 1") as caught:
        GAME.apply(state, BRUNA, Write(("CADERNERA",)))
    assert caught.value.rule == "DoBlograma: rules"
    state = both(state, "DECANTÉSSIM", None)
    state = play(state, (ALBERT, Take("D")))
    with pytest.raises(IllegalMove, match="lacks the letter D"):
        GAME.apply(state, BRUNA, Write(("CASA",)))
    with pytest.raises(IllegalMove, match="not in the dictionary"):
        GAME.apply(state, BRUNA, Write(("DAXA",)))


def test_choosing_and_taking_are_refused_out_of_turn_and_from_the_wrong_letters() -> None:
    state = GAME.setup(2, {}, seed=1)
    with pytest.raises(IllegalMove, match="seat 1's turn"):
        GAME.apply(state, BRUNA, Choose("A"))
    with pytest.raises(IllegalMove, match="not the time to write: now choose"):
        GAME.apply(state, ALBERT, Write(("CASA",)))
    with pytest.raises(IllegalMove, match="no K letter"):
        GAME.apply(state, ALBERT, Choose("K"))
    state = both(play(state, (ALBERT, Choose("A"))), "DECANTÉSSIM", "SIMULTANI")
    with pytest.raises(IllegalMove, match="seat 1's turn"):
        GAME.apply(state, BRUNA, Take("S"))
    with pytest.raises(IllegalMove, match="not asked for yet"):
        GAME.apply(state, ALBERT, Take("A"))  # "different from the other two"
    with pytest.raises(IllegalMove, match="not asked for yet"):
        GAME.apply(state, ALBERT, Take("U"))  # not in his word
    assert GAME.view(state, BRUNA)["pick"] == {
        "seat": ALBERT,
        "verb": "take",
        "options": ["C", "D", "E", "I", "M", "N", "S", "T"],
    }


def test_a_tie_for_the_longest_goes_to_the_closest_on_the_left_of_the_last_taker() -> None:
    state = GAME.setup(3, {}, seed=1)
    state = play(state, (0, Choose("A")))
    state = play(
        state,
        (0, Write(("MAR",))),
        (1, Write(("SIMULTANI",))),
        (2, Write(("SIMULTANI",))),
        (0, Done()),
        (1, Done()),
        (2, Done()),
    )
    assert GAME.to_act(state) == [1]  # seats 1 and 2 tie; seat 1 is next after seat 0
    state = play(state, (1, Take("S")))
    state = play(
        state,
        (0, Write(("ASSASSÍ",))),
        (2, Write(("ASSASSÍ",))),
        (0, Done()),
        (1, Done()),
        (2, Done()),
    )
    assert GAME.to_act(state) == [2]  # after seat 1 (the last taker): seat 2 before seat 0


def test_the_time_running_out_chooses_and_takes_at_random() -> None:
    state = GAME.setup(2, {}, seed=1)
    state = GAME.apply(state, None, TimeUp("r1:choose"))
    assert state.stage == "write" and state.times == 1 and state.letter
    written = make_bot(GAME.meta.id, "hard").choose(GAME, state, ALBERT, Rng(1))
    state = play(state, (ALBERT, written))
    state = GAME.apply(state, None, TimeUp("r1:write"))
    state = GAME.apply(state, None, TimeUp("r2:take"))
    assert state.stage == "write" and state.times == 2 and len(state.others) == 1


def test_as_many_rounds_as_players() -> None:
    state = GAME.setup(1, {}, seed=1)
    state = play(state, (0, Choose("E")), (0, Done()))
    assert GAME.is_over(state) and GAME.result(state).scores == (0,)
    state = GAME.setup(2, {}, seed=1)
    state = both(play(state, (ALBERT, Choose("E"))), None, None)
    state = both(play(state, (BRUNA, Choose("O"))), None, "OS")
    assert not GAME.is_over(state) and state.stage == "take"
    state = both(play(state, (BRUNA, Take("S"))), None, None)
    assert GAME.is_over(state) and GAME.result(state).scores == (0, 2)
    assert state.sheets[-2][BRUNA] == [Entry("OS", 2)]


def test_bots_choose_write_and_take() -> None:
    state = GAME.setup(2, {}, seed=1)
    bot = make_bot(GAME.meta.id, "hard")
    move = bot.choose(GAME, state, ALBERT, Rng(1))
    assert move == Choose("A")
    state = GAME.apply(state, ALBERT, move)
    words = {}
    for strength in ("easy", "medium", "hard"):
        written = make_bot(GAME.meta.id, strength).choose(GAME, state, ALBERT, Rng(2))
        assert isinstance(written, Write)
        GAME.apply(state, ALBERT, written)
        words[strength] = written.words[0]
    assert len(words["easy"]) <= len(words["medium"]) <= len(words["hard"])
    state = both(state, words["hard"], None)
    took = bot.choose(GAME, state, ALBERT, Rng(3))
    assert isinstance(took, Take)
    GAME.apply(state, ALBERT, took)


def test_hard_beats_easy() -> None:
    wins = 0
    for seed in range(3):
        match = autoplay(GAME, 2, seed, {}, ["hard", "easy"])
        scores = GAME.result(match.state).scores
        wins += scores[0] > scores[1]
    assert wins == 3
