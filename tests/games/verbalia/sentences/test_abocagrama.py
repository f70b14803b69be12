"""ABocagrama, rule by rule (rulebook section ABocagrama; ABC B, L and N)."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.pieces.letters import letter_set
from logomachy.games.verbalia.sentences.abocagrama import GAME, AbocagramaState
from logomachy.games.verbalia.sentences.spoken import GiveUp, Say, Vote
from logomachy.kernel import IllegalMove, Move, Rng, TimeUp

GATPM = ["E", "G", "M", "P", "F"]
OK = "El gat menja peix fresc"


def table(letters: list[str] = GATPM, seats: int = 3) -> AbocagramaState:
    """A fresh game whose first five letters are `letters` (taken from the bag)."""
    state = GAME.setup(seats, {}, seed=1)
    state.bag.put_back(state.letters)
    for tile in letters:
        state.bag.pieces.remove(tile)
    state.letters = list(letters)
    return state


def play(state: AbocagramaState, *moves: tuple[int | None, Move]) -> AbocagramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def time_up(state: AbocagramaState) -> AbocagramaState:
    timer = GAME.timer(state)
    assert timer is not None
    return GAME.apply(state, None, TimeUp(timer.key))


def test_on_each_turn_a_player_draws_five_letters_face_up_in_order() -> None:
    state = GAME.setup(3, {}, seed=2)
    assert len(state.letters) == 5 and GAME.to_act(state) == [0]
    assert GAME.view(state, 1)["letters"] == state.letters
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 30  # "immediately": our thirty seconds
    assert sorted(state.bag.pieces + state.letters) == sorted(letter_set())
    assert GAME.invariants(state) == [] and state.supply == 20


def test_a_sentence_said_goes_to_the_others_vote() -> None:
    state = play(table(), (0, Say(OK)))
    assert state.stage == "vote" and state.said == "EL GAT MENJA PEIX FRESC"
    assert GAME.to_act(state) == [1, 2]
    with pytest.raises(IllegalMove, match="the others judge"):
        GAME.apply(state, 0, Vote(True))
    state = play(state, (1, Vote(True)), (2, Vote(True)))
    assert state.markers == [0, 0, 0] and state.turn == 1 and state.stage == "say"
    assert state.last is not None and state.last["accepted"] is True


def test_a_sentence_the_others_reject_takes_a_marker() -> None:
    state = play(table(), (0, Say(OK)), (1, Vote(False)), (2, Vote(False)))
    assert state.markers == [1, 0, 0] and state.supply == 19 and state.turn == 1


def test_reading_a_tied_vote_keeps_the_sentence() -> None:
    state = play(table(), (0, Say(OK)), (1, Vote(True)))
    state = play(state, (2, Vote(False)))  # 1 to 1
    assert state.markers == [0, 0, 0]
    assert state.last is not None and state.last["yes"] == 1 and state.last["no"] == 1


def test_the_referee_refuses_what_a_rule_decides_and_the_player_may_say_again() -> None:
    state = table()
    with pytest.raises(IllegalMove, match="letter 5, F"):
        GAME.apply(state, 0, Say("El gat menja peix"))
    with pytest.raises(IllegalMove, match="XYZZQ is not in the dictionary"):
        GAME.apply(state, 0, Say("El gat menja xyzzq peix fresc"))
    with pytest.raises(IllegalMove, match="it is seat 1's turn"):
        GAME.apply(state, 1, Say(OK))
    with pytest.raises(IllegalMove, match="not the time to vote: now say or give-up"):
        GAME.apply(state, 1, Vote(True))
    play(state, (0, Say(OK)))  # still in time


def test_a_player_who_cannot_form_a_sentence_takes_a_marker() -> None:
    state = play(table(), (0, GiveUp()))
    assert state.markers == [1, 0, 0] and state.turn == 1
    state = time_up(state)  # seat 1 says nothing in time
    assert state.markers == [1, 1, 0] and state.turn == 2


def test_reading_votes_not_cast_in_time_do_not_count() -> None:
    state = play(table(), (0, Say(OK)), (1, Vote(False)))
    state = time_up(state)  # seat 2 never voted: 0 to 1
    assert state.markers == [1, 0, 0]
    state = play(table(), (0, Say(OK)))
    state = time_up(state)  # nobody voted: a tie keeps it
    assert state.markers == [0, 0, 0]


def test_three_markers_eliminate_and_the_last_player_left_wins() -> None:
    state = table()
    for n in range(1, 4):  # seats 0 and 1 give up three times; seat 2's sentences pass
        state = play(state, (0, GiveUp()))
        assert state.markers[0] == n
        state = time_up(state)  # seat 1: no sentence in time
        if n < 3:
            assert state.turn == 2
            state = play(state, (2, Say(_any_sentence(state))), (0, Vote(True)), (1, Vote(True)))
    assert state.eliminated == [0, 1] and GAME.is_over(state)
    assert GAME.result(state).winners == (2,)
    assert GAME.result(state).scores == (0, 1, 2)  # players outlasted
    assert GAME.invariants(state) == [] and GAME.to_act(state) == [] and GAME.timer(state) is None


def _any_sentence(state: AbocagramaState) -> str:
    from logomachy.bots.verbalia.sentences.engine import STYLES, Maker

    made = None
    seed = 0
    while not made:
        made = Maker(STYLES["hard"]).sentence(state.letters, Rng(seed))
        seed += 1
    return made


def test_an_eliminated_player_neither_plays_nor_judges() -> None:
    state = table(seats=4)
    state.markers[1] = 2
    state.supply -= 2
    state = play(state, (0, GiveUp()), (1, GiveUp()))
    assert state.eliminated == [1] and state.turn == 2
    state = play(state, (2, Say(_any_sentence(state))))
    assert GAME.to_act(state) == [0, 3]


def test_reading_the_letters_set_aside_go_back_when_the_bag_runs_low() -> None:
    state = table()
    state.aside, state.bag.pieces = state.bag.pieces[3:], state.bag.pieces[:3]
    state = play(state, (0, GiveUp()))
    assert len(state.letters) == 5 and GAME.invariants(state) == []


def test_typed_moves() -> None:
    state = table()
    assert GAME.parse_move(state, 0, "say El gat") == Say("El gat")
    assert GAME.parse_move(state, 0, "El gat") == Say("El gat")
    assert GAME.parse_move(state, 0, "give-up") == GiveUp()
    assert GAME.parse_move(state, 1, "vote no") == Vote(False)
    assert GAME.parse_move(state, 1, "yes") == Vote(True)


def test_bots_say_legal_sentences_and_judge() -> None:
    said = 0
    for seed in range(10):
        move = make_bot(GAME.meta.id, "hard").choose(GAME, table(), 0, Rng(seed))
        if isinstance(move, Say):
            GAME.apply(table(), 0, move)
            said += 1
    assert said >= 6
    bad = play(table(), (0, Say("Ella veu la gat que menja peix fresc")))  # LA GAT
    good = play(table(), (0, Say("Ella veu el gat que menja peix fresc")))

    def accepted(strength: str, state: object) -> int:
        bot = make_bot(GAME.meta.id, strength)
        return sum(bot.choose(GAME, state, 1, Rng(seed)) == Vote(True) for seed in range(60))

    assert accepted("hard", bad) <= 6 and accepted("hard", good) >= 54
    # Easy errs either way, now and then: never "always yes".
    assert 0 < accepted("easy", bad) < 30 and 30 < accepted("easy", good) < 60


def test_hard_outlasts_easy() -> None:
    wins = 0
    for seed in range(6):
        match = autoplay(GAME, 4, seed, {}, ["hard", "easy"])
        winners = GAME.result(match.state).winners
        wins += winners[0] % 2 == 0
    assert wins >= 5


def test_abc_i_children_have_twice_the_time_to_say_their_sentence() -> None:
    """ABC I: "in timed games, children may have twice the time that adults have"."""
    state = GAME.setup(3, {"child_seats": "1, 3"}, seed=2)
    timer = GAME.timer(state)
    assert state.turn == 0 and timer is not None and timer.seconds == 2 * 30
    adult = GAME.setup(3, {}, seed=2)
    assert GAME.timer(adult).seconds == 30  # type: ignore[union-attr]
    assert "child_seats" not in adult.options  # the default is not stored: records replay
    with pytest.raises(IllegalMove, match="not a seat"):
        GAME.setup(3, {"child_seats": "x"}, seed=2)
