"""Grafosíl·laB, rule by rule (rulebook section Grafosíl·laB; race_lists.py's readings).

The rulebook gives no worked example for this game: the examples here are ours."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.lists.engine import Done, Write
from logomachy.games.verbalia.races.grafosillab import GAME
from logomachy.kernel import IllegalMove, Rng, TimeUp

from tests.games.verbalia.races_helpers import list_middle, play


def test_two_syllables_and_one_minute_for_everyone() -> None:
    state = GAME.setup(3, {}, seed=2)
    assert len(state.middle) == 2 and len(state.bag) == 134
    assert GAME.to_act(state) == [0, 1, 2]
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 60
    view = GAME.view(state, 0)
    assert [m["syllable"] for m in view["middle"]] == list(GAME.syllables(state))
    assert view["target"] == 25 and view["shape"] == "letter" and view["rounds"] is None
    assert GAME.words_for(state) and GAME.invariants(state) == []


def test_a_marker_per_word_and_one_more_for_each_word_nobody_else_wrote() -> None:
    state = list_middle(GAME, "CA", "SA")
    state = play(
        GAME,
        state,
        (0, Write(("CAUSA", "capsa", "CASSA"))),
        (1, Write(("causà",))),  # the same word as CAUSA: accents do not count
        (2, Write(("CANSA",))),
        (0, Done()),
        (1, Done()),
        (2, Done()),
    )
    sheet = state.sheets[0]
    assert [(e.word, e.points, e.cancelled) for e in sheet[0]] == [
        ("CAUSA", 1, False),
        ("CAPSA", 2, False),
        ("CASSA", 2, False),
    ]
    assert [(e.word, e.points) for e in sheet[1]] == [("CAUSÀ", 1)]
    assert [(e.word, e.points) for e in sheet[2]] == [("CANSA", 2)]
    assert GAME.result(state).scores == (5, 1, 2)
    assert state.round == 2 and GAME.to_act(state) == [0, 1, 2]  # two new syllables
    assert "another player wrote it too" in str(GAME.view(state, 1)["read_out"])
    assert GAME.invariants(state) == []


@pytest.mark.parametrize(
    ("word", "reason", "rule"),
    [
        ("CASA", "is not made of CA, a letter and SA", "Grafosíl·laB: rules"),
        ("SAICA", "is not in the dictionary", "ABC B: good words"),
    ],
)
def test_the_referee_refuses_what_would_score_nothing(word: str, reason: str, rule: str) -> None:
    state = list_middle(GAME, "CA", "SA")
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(state, 0, Write((word,)))
    assert reason in caught.value.reason and caught.value.rule == rule
    state = play(GAME, state, (0, Write(("CAUSA",))))
    with pytest.raises(IllegalMove, match="already on your list"):
        GAME.apply(state, 0, Write(("causa",)))


def test_syllables_need_not_stay_syllables() -> None:
    state = list_middle(GAME, "SA", "CA")
    assert GAME.check_word(state, "CASSA") == "CASSA"  # CAS-SA


def test_the_first_to_25_markers_wins() -> None:
    state = GAME.setup(2, {"target": 6}, seed=3)
    while not GAME.is_over(state):
        words = GAME.words_for(state)[:2]
        state = play(GAME, state, (0, Write(tuple(words))))
        timer = GAME.timer(state)
        assert timer is not None
        state = GAME.apply(state, None, TimeUp(timer.key))
    scores = GAME.result(state).scores
    assert scores[0] >= 6 and scores[1] == 0 and GAME.result(state).winners == (0,)
    assert GAME.setup(2, {}, seed=3).options["target"] == 25


def test_a_list_is_secret_until_read_out() -> None:
    state = play(GAME, list_middle(GAME, "CA", "SA"), (0, Write(("CAUSA",))))
    assert GAME.secrets(state) == {0: {"CAUSA"}}
    assert "CAUSA" not in str(GAME.view(state, 1))
    assert GAME.view(state, 1)["writing"][0]["words"] == 1


def test_bots_write_legal_lists() -> None:
    state = list_middle(GAME, "CA", "SA")
    sizes = {}
    for strength in ("easy", "medium", "hard"):
        move = make_bot(GAME.meta.id, strength).choose(GAME, state, 0, Rng(3))
        assert isinstance(move, Write)
        GAME.apply(state, 0, move)
        sizes[strength] = len(move.words)
    assert sizes["easy"] <= sizes["medium"] <= sizes["hard"]
    after = play(GAME, state, (0, Write(("CAUSA",))))
    assert make_bot(GAME.meta.id, "hard").choose(GAME, after, 0, Rng(3)) == Done()


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
