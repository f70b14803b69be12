"""Freeform Poetry Variant: "Not all players would have to play with this variant if some feel
comfortable coming up with rhyming couplets" -- each player chooses, at the start."""

from __future__ import annotations

import pytest

from logomachy.bots.poetry_slam.strategies import PoetrySlamBot
from logomachy.games.poetry_slam import (
    GAME,
    Allow,
    ChallengePoem,
    Freeform,
    Guess,
    Phase,
    PoetrySlamState,
    Recite,
    Write,
    words,
)
from logomachy.kernel import IllegalMove, Rng

from .helpers import play, table, time_up

FREE = ("Oh! To be here in paradise is so sweet! An eternal reward up in the clouds.",)


def chosen(*verse: bool) -> PoetrySlamState:
    state = GAME.setup(len(verse), {"freeform": True}, seed=1)
    assert state.stage is Phase.FREEFORM and GAME.to_act(state) == list(range(len(verse)))
    return play(state, *((s, Freeform(v)) for s, v in enumerate(verse)))


def heaven_written(*verse: int) -> PoetrySlamState:
    """HEAVEN, HEAR and TEN written; the seats in `verse` play free verse."""
    state = table("Second letter is _", "E", verse=verse, freeform=True)
    assert state.freeform == [s in verse for s in range(3)]
    return play(state, (0, Write("heaven", 5)), (1, Write("hear", 4)), (2, Write("ten", 3)))


def test_the_variant_is_not_played_unless_allowed() -> None:
    # The rulebook's game is rhyming couplets; the variant is a table's choice ("feel free").
    assert next(o for o in GAME.option_specs() if o.name == "freeform").default is False
    state = GAME.setup(3, {}, seed=1)
    assert state.stage is not Phase.FREEFORM and state.freeform == [False] * 3
    with pytest.raises(IllegalMove, match="not the time"):
        play(state, (0, Freeform(True)))


def test_each_player_chooses_once() -> None:
    state = GAME.setup(3, {"freeform": True}, seed=1)
    state = play(state, (0, Freeform(True)))
    with pytest.raises(IllegalMove, match="not for you to freeform"):  # the choice is made once
        play(state, (0, Freeform(False)))
    state = play(state, (1, Freeform(False)), (2, Freeform(False)))
    assert state.freeform == [True, False, False] and state.round == 1


def test_who_does_not_choose_in_time_recites_couplets() -> None:
    state = GAME.setup(3, {"freeform": True, "freeform_seconds": 30}, seed=1)
    state = time_up(play(state, (1, Freeform(True))))
    assert state.freeform == [False, True, False] and state.round == 1


def test_a_one_line_free_verse_clue_is_recited_and_is_finished_at_once() -> None:
    # "a player might use the following freeform poem, "Oh! To be here in paradise is so sweet!
    # An eternal reward up in the clouds.""
    state = heaven_written(0)
    state = play(state, (0, Recite(*FREE)))
    assert state.stage is Phase.GUESS and state.line(0).poem == FREE
    state = play(state, (1, Guess("heaven")))
    assert state.line(0).poetry == 3


def test_free_verse_of_several_lines_is_heard_line_by_line() -> None:
    state = heaven_written(0)
    poem = Recite("Angels", "clouds", ("and a reward", "that never ends"))
    state = play(state, (0, poem))
    assert state.stage is Phase.RECITE
    assert GAME.view(state, 1)["players"][0]["sheet"][0]["poem"] == [
        "Angels",
        "clouds",
        "and a reward",
        "",
    ]


def test_a_couplet_player_still_recites_two_lines() -> None:
    # "Not all players would have to play with this variant".
    state = heaven_written(0)
    state = play(state, (0, Recite(*FREE)))
    state = play(state, (1, Guess("heaven")), (1, Allow()), (2, Allow()))
    with pytest.raises(IllegalMove, match="a rhyming couplet has two lines"):
        play(state, (1, Recite("My word is what you do with your ears")))


def test_free_verse_still_may_not_contain_the_word_nor_a_blank() -> None:
    assert words.poem_problem(("Heaven above",), "HEAVEN", freeform=True)
    assert words.poem_problem(("a big BLANK pie",), "PIZZA", freeform=True)
    problem = words.poem_problem(("x" * 401,), "PIZZA", freeform=True)
    assert problem is not None and problem.reason == "a free verse poem is a short clue"
    assert words.poem_problem(("",), "PIZZA", freeform=True)


def test_free_verse_is_judged_by_the_table_as_a_clue_not_by_rhyme() -> None:
    # "These freeform poems ... don't need to rhyme or have any common meter": the table may
    # still judge the poem ("a short, creative, storytelling clue"), never on its rhyme.
    state = heaven_written(0)
    state = play(state, (0, Recite("Angels and clouds", "a reward for good folk")))
    state = time_up(state)
    state = play(state, (1, Guess("heaven")))
    assert state.stage is Phase.CHALLENGE
    assert GAME.view(state, 2)["rhyme"] is None  # no rhyme to hear
    hard = PoetrySlamBot("hard").choose(GAME, state, 2, Rng.from_seed(1))
    assert hard == Allow()
    state = play(state, (2, ChallengePoem("it tells no story")), (1, Allow()))
    assert state.stage is Phase.EXPLAIN and state.voting == "poem"


def test_bots_choose_and_recite_free_verse_when_they_opt_in() -> None:
    state = GAME.setup(3, {"freeform": True}, seed=1)
    assert PoetrySlamBot("easy").choose(GAME, state, 0, Rng.from_seed(1)) == Freeform(True)
    assert PoetrySlamBot("hard").choose(GAME, state, 1, Rng.from_seed(1)) == Freeform(False)
    state = heaven_written(0)
    move = PoetrySlamBot("hard").choose(GAME, state, 0, Rng.from_seed(1))
    assert isinstance(move, Recite) and move.line2 == "" and move.line1


@pytest.mark.slow
@pytest.mark.parametrize("seed", [2, 5])
def test_bots_play_a_freeform_table_to_the_end_and_it_replays(seed: int) -> None:
    import json

    from logomachy.bots.autoplay import autoplay
    from logomachy.kernel import Record, fingerprint, verify

    match = autoplay(GAME, 3 + seed % 3, seed, {"freeform": True}, ["easy", "medium", "hard"])
    assert match.over and any(match.state.freeform) and not all(match.state.freeform)
    record = Record.loads(json.dumps(match.record.to_json()))
    assert verify(record) == []
    state = GAME.setup(len(record.seats), record.options, record.seed)
    for entry in record.moves:
        state = GAME.apply(state, entry.seat, GAME.move_from_json(entry.move))
        assert not GAME.invariants(state)
    assert fingerprint(state) == fingerprint(match.state)
