"""EndeVinagrama, rule by rule (rulebook section EndeVinagrama; ABC B, L and N)."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.hidden.endevinagrama import (
    GAME,
    MARKERS_EACH,
    SET_MARKERS,
    Ask,
    EndeVinagramaState,
    Guess,
)
from logomachy.games.verbalia.hidden.engine import Lay
from logomachy.kernel import IllegalMove, Move, Pass, Rng


def play(state: EndeVinagramaState, *moves: tuple[int, Move]) -> EndeVinagramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def laid(word: str = "MONUMENTAL", seats: int = 3) -> EndeVinagramaState:
    return play(GAME.setup(seats, {}, seed=1), (0, Lay(word)))


def test_preparation_eight_markers_each_and_the_spares_aside() -> None:
    state = GAME.setup(4, {}, seed=1)
    assert state.markers == [MARKERS_EACH] * 4 and state.middle == 0
    assert state.spare == SET_MARKERS - 32
    assert GAME.to_act(state) == [0]  # the first player thinks of a word
    with pytest.raises(IllegalMove, match="3 to 8 players"):
        GAME.setup(2, {}, seed=1)


def test_the_secret_word_is_laid_face_down_in_order() -> None:
    state = laid()
    assert state.tiles == list("MONUMENTAL") and GAME.pattern(state) == [None] * 10
    assert GAME.to_act(state) == [1]  # starting with the player on the setter's left
    assert GAME.view(state, 0)["you"]["word"] == "MONUMENTAL"
    for seat in (None, 1, 2):
        assert "MONUMENTAL" not in str(GAME.view(state, seat))
    assert GAME.secrets(state) == {0: {"MONUMENTAL"}}


def test_the_secret_word_must_be_a_word_of_eight_to_twelve_letters_of_the_set() -> None:
    state = GAME.setup(3, {}, seed=1)
    for word, reason in [
        ("MOMENT", "between 8 and 12"),
        ("MONUMENTALX", "not in the dictionary"),
        ("KILOWATTS", "Verbàlia's letters"),
    ]:
        with pytest.raises(IllegalMove) as caught:
            GAME.apply(state, 0, Lay(word))
        assert reason in caught.value.reason
    with pytest.raises(IllegalMove, match="it is seat 1's turn"):
        GAME.apply(state, 1, Lay("MONUMENTAL"))
    with pytest.raises(IllegalMove, match="not the time to ask: now lay"):
        GAME.apply(state, 1, Ask("M"))


def test_monumental_asking_m_turns_one_m_not_both() -> None:
    """The rulebook's note: each repeated letter must be asked for separately."""
    state = play(laid(), (1, Ask("M")))
    shown = GAME.pattern(state)
    assert shown.count("M") == 1 and shown.count(None) == 9
    assert state.markers == [8, 8, 8]  # it is there: nobody pays
    state = play(state, (2, Ask("m")))
    assert GAME.pattern(state).count("M") == 2
    # Both Ms are turned over: a third M is a "no", and the asker pays a marker.
    state = play(state, (1, Ask("M")))
    assert state.misses == ["M"] and state.markers == [8, 7, 8] and state.middle == 1


def test_a_missing_letter_lies_face_up_and_the_asker_pays_a_marker() -> None:
    state = play(laid(), (1, Ask("S")))
    assert state.misses == ["S"] and state.markers[1] == 7 and state.middle == 1
    assert GAME.view(state, 2)["misses"] == ["S"]
    with pytest.raises(IllegalMove, match="asked already"):
        GAME.apply(state, 2, Ask("S"))
    for letter in ("K", "W", "Y", "LL", "3"):
        with pytest.raises(IllegalMove, match="not a letter of the set"):
            GAME.apply(state, 2, Ask(letter))
    with pytest.raises(IllegalMove, match="it is seat 3's turn"):
        GAME.apply(state, 1, Ask("A"))


def test_digraph_tiles_are_one_letter() -> None:
    state = laid("ESPANYOLA")
    state = play(state, (1, Ask("ny")))
    assert GAME.pattern(state)[4] == "NY"


def test_a_right_guess_takes_two_plus_one_per_letter_face_down_and_ends_the_round() -> None:
    state = play(laid(), (1, Ask("M")), (2, Ask("A")))
    # Out of turn (it is seat 2's turn): eight letters face down: 2 + 8 markers.
    state = play(state, (2, Guess("monumental")))
    last = state.rounds[-1]
    assert last.guessed_by == 2 and last.word == "MONUMENTAL"
    assert last.points == [18 - 8, 8, 18]  # the setter: most 18 - fewest 8
    assert state.setter == 1 and state.markers == [8, 8, 8]  # back to eight each
    assert state.spare == SET_MARKERS - 24 and GAME.to_act(state) == [1]


def test_a_wrong_guess_pays_two_and_play_goes_on() -> None:
    state = play(laid(), (2, Guess("DOCUMENTAL")))
    assert state.markers == [8, 8, 6] and state.middle == 2 and not state.rounds
    assert GAME.to_act(state) == [1]  # as if nothing had happened
    assert GAME.view(state, 1)["wrong_guesses"] == ["DOCUMENTAL"]
    with pytest.raises(IllegalMove, match="you thought of the word"):
        GAME.apply(state, 0, Guess("MONUMENTAL"))
    # A guess is not a turn: after a wrong guess the player still asks.
    state = play(state, (1, Guess("MOMENTANIA")), (1, Ask("T")))
    assert GAME.to_act(state) == [2]


def test_accents_do_not_count_in_a_guess() -> None:
    state = play(laid("MOMENTÀNIA"), (1, Guess("momentania")))
    assert state.rounds[-1].guessed_by == 1


def test_the_setter_scores_the_difference_between_most_and_fewest() -> None:
    """The rulebook's example: the first has 8 and the last has 3: the setter scores 5."""
    state = laid(seats=4)
    state.markers = [8, 8, 6, 3]
    state.middle += 7  # what seats 3 and 4 paid
    state = play(state, (1, Ask("M")), (2, Ask("O")), (3, Ask("N")))
    state = play(state, (1, Ask("U")), (2, Ask("E")), (3, Ask("T")))
    state = play(state, (1, Ask("A")), (2, Ask("L")), (3, Ask("M")), (1, Ask("N")))
    last = state.rounds[-1]
    # The last letter turned over ends the round: read, not guessed, nobody takes markers.
    assert last.guessed_by is None
    assert last.points == [5, 8, 6, 3]


def test_a_player_who_cannot_pay_passes_and_a_full_circle_of_passes_ends_the_round() -> None:
    state = laid()
    with pytest.raises(IllegalMove, match="must ask"):
        GAME.apply(state, 1, Pass())
    state.markers, state.middle = [8, 0, 1], 15
    with pytest.raises(IllegalMove, match="no marker to pay"):
        GAME.apply(state, 1, Ask("M"))
    state = play(state, (1, Pass()))
    with pytest.raises(IllegalMove, match="two markers a wrong one costs"):
        GAME.apply(state, 2, Guess("MONUMENTAL"))
    state = play(state, (2, Ask("S")), (1, Pass()), (2, Pass()))
    assert state.rounds[-1].guessed_by is None and state.rounds[-1].points == [0, 0, 0]


def test_everyone_sets_once_and_the_most_points_wins() -> None:
    state = GAME.setup(3, {}, seed=1)
    for setter in range(3):
        guesser = (setter + 1) % 3
        state = play(state, (setter, Lay("MONUMENTAL")), (guesser, Guess("MONUMENTAL")))
    assert GAME.is_over(state) and GAME.to_act(state) == []
    result = GAME.result(state)
    # Each guess took 12 (2 + 10 face down); each setter scored 20 - 8.
    assert result.scores == (12 + 8 + 20, 20 + 12 + 8, 8 + 20 + 12)
    assert result.breakdown[0] == {"round 1": 12, "round 2": 8, "round 3": 20}
    assert result.winners == (0, 1, 2)
    assert GAME.secrets(state) == {}


def test_typed_moves() -> None:
    state = GAME.setup(3, {}, seed=1)
    assert GAME.parse_move(state, 0, "monumental") == Lay("monumental")
    state = laid()
    assert GAME.parse_move(state, 1, "M") == Ask("M")
    assert GAME.parse_move(state, 1, "ny") == Ask("ny")
    assert GAME.parse_move(state, 1, "MONUMENTAL") == Guess("MONUMENTAL")
    assert GAME.parse_move(state, 1, "guess monumental") == Guess("monumental")
    assert GAME.parse_move(state, 1, "pass") == Pass()


@pytest.mark.parametrize("strength", ["easy", "medium", "hard"])
def test_bots_play_legal_moves(strength: str) -> None:
    bot = make_bot(GAME.meta.id, strength)
    state = GAME.setup(3, {}, seed=2)
    move = bot.choose(GAME, state, 0, Rng(1))
    assert isinstance(move, Lay)
    asks = [(1, Ask("M")), (2, Ask("M")), (1, Ask("O")), (2, Ask("N")), (1, Ask("N"))]
    state = play(laid(), *asks, (2, Ask("U")), (1, Ask("T")))
    assert [t or "?" for t in GAME.pattern(state)] == list("MONUM?NT??")
    move = bot.choose(GAME, state, 2, Rng(1))
    GAME.apply(state, 2, move)
    if strength != "easy":  # MONUM?NT??: no other common word fits
        assert move == Guess("MONUMENTAL")
    else:  # easy guesses only near the end; it asks the commonest letter not seen
        assert move == Ask("E")


def test_hard_beats_easy() -> None:
    """Seats alternate hard and easy; the best hard bot scores more than the best easy one
    in a clear majority of games (measured: 12 of 12 seeds, 3-5 players)."""
    wins = 0
    for seed in range(6):
        match = autoplay(GAME, 4, seed, {}, ["hard", "easy"])
        scores = GAME.result(match.state).scores
        wins += max(scores[0], scores[2]) > max(scores[1], scores[3])
    assert wins >= 5


def test_every_letter_the_easy_guesser_asks_for_is_a_tile_of_the_set() -> None:
    """QU and NY are single tiles: asking for "Q" was refused (ABC L) and crashed the bot."""
    from logomachy.bots.verbalia.hidden.engine import EASY_LETTERS
    from logomachy.games.verbalia.pieces.letters import TILES

    assert set(EASY_LETTERS) == set(TILES)
    assert len(EASY_LETTERS) == len(TILES)
