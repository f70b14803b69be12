"""Bigrafosíl·laB, rule by rule (rulebook section Bigrafosíl·laB; ABC P; race_lists.py's
readings). The rulebook gives no worked example for this game: the examples here are ours."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.games.verbalia.lists.engine import Done, Write
from logomachy.games.verbalia.races.bigrafosillab import GAME
from logomachy.kernel import IllegalMove

from tests.games.verbalia.races_helpers import list_middle, play


def test_two_syllables_two_letters_one_between_for_one_minute() -> None:
    state = list_middle(GAME, "CA", "SA", seats=2)
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 60
    state = play(
        GAME,
        state,
        (0, Write(("CAMISA", "canosa"))),
        (1, Write(("SÀDICA", "CAMISA"))),
        (0, Done()),
        (1, Done()),
    )
    # A point per word, one more for each word nobody else wrote.
    assert GAME.result(state).scores == (1 + 2, 2 + 1)
    assert GAME.view(state, 0)["target"] == 50 and GAME.view(state, 0)["shape"] == "two-letters"


def test_the_tiles_must_remain_syllables_unless_the_players_agree() -> None:
    state = list_middle(GAME, "CA", "SA")
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(state, 0, Write(("CASSAR",)))
    assert caught.value.rule == "ABC P: syllabic division" and "CAS-SAR" in caught.value.reason
    waived = list_middle(GAME, "CA", "SA", syllabic_division=False)
    assert play(GAME, waived, (0, Write(("CASSAR",)))).lists[0] == ["CASSAR"]


def test_the_referee_says_why() -> None:
    state = list_middle(GAME, "CA", "SA")
    with pytest.raises(IllegalMove, match="is not made of CA, SA and two letters"):
        GAME.apply(state, 0, Write(("CASA",)))
    with pytest.raises(IllegalMove, match="not in the dictionary"):
        GAME.apply(state, 0, Write(("CAXISA",)))


def test_the_agreed_total_wins() -> None:
    state = GAME.setup(3, {"target": 5}, seed=7)
    assert state.options["target"] == 5
    match = autoplay(GAME, 3, 7, {"target": 5}, ["hard", "medium", "easy"])
    result = GAME.result(match.state)
    assert max(result.scores) >= 5 and GAME.is_over(match.state)
    assert all(result.scores[w] == max(result.scores) for w in result.winners)


def test_hard_beats_easy() -> None:
    """Measured: hard beats easy in 20 of 20 seeded games, medium beats easy 20 of 20."""
    wins = 0
    for seed in range(10):
        seats = ["hard", "easy"] if seed % 2 else ["easy", "hard"]
        match = autoplay(GAME, 2, seed, {}, seats)
        scores = GAME.result(match.state).scores
        hard = seats.index("hard")
        wins += scores[hard] > scores[1 - hard]
    assert wins >= 8
