"""Poetry Slam rules, section by section (rulebook: shared/rules/poetry-slam.md)."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.games.poetry_slam import (
    GAME,
    Allow,
    Call,
    ChallengePoem,
    Cover,
    Discard,
    Explain,
    Guess,
    Pass,
    Phase,
    Recite,
    Snap,
    Vote,
    Write,
    words,
)
from logomachy.games.poetry_slam.edition import SpeedTile
from logomachy.games.poetry_slam.game import CHIPS_TO_DRAW, ROUNDS
from logomachy.kernel import IllegalMove
from logomachy.terminal import render

from .helpers import play, table, time_up

COUPLET = ("Up in the clouds where the angels fly,", "good folks go there on the day they die.")


def written(state, *entries):  # type: ignore[no-untyped-def]
    return play(state, *((s, Write(w, v)) for s, (w, v) in enumerate(entries)))


# -- Setup and rounds ------------------------------------------------------------------------
@pytest.mark.parametrize(("players", "rounds"), sorted(ROUNDS.items()))
def test_rounds_by_player_count(players: int, rounds: int) -> None:
    state = GAME.setup(players, {}, seed=2)
    assert state.rounds == rounds
    assert len(state.setup_tiers) == CHIPS_TO_DRAW.get(players, 0)
    assert (state.stage is Phase.COVER) == (players >= 6)


def test_six_players_cover_a_letter_of_the_drawn_tier_first() -> None:
    state = GAME.setup(6, {}, seed=4)
    (tier,) = state.setup_tiers
    letters = GAME.loss_choices([], tier)
    with pytest.raises(IllegalMove, match="cover one of"):
        play(state, (0, Cover(("Z" if "Z" not in letters else "E",))))
    for seat in range(6):
        state = play(state, (seat, Cover((letters[0],))))
    assert state.round == 1 and all(c == [letters[0]] for c in state.covered)


@pytest.mark.parametrize("players", [3, 6, 7, 8, 10])
def test_seven_lost_letter_chips_going_into_the_final_round(players: int) -> None:
    match = autoplay(GAME, players, 11, {}, ["easy", "hard"])
    state = match.state
    assert all(len(covered) == 7 for covered in state.covered)  # none lost in the last round
    assert all(line.lost == "" for line in (state.line(s) for s in range(players)))


def test_the_wordsmith_must_sit_at_the_table() -> None:
    with pytest.raises(IllegalMove, match="Wordsmith"):
        GAME.setup(3, {"wordsmith": 5}, seed=1)


# -- Word Phase ------------------------------------------------------------------------------
def test_speed_tile_taken_on_finishing_and_not_twice() -> None:
    state = play(table(), (1, Write("star", 5)))
    assert sorted(t.value for t in state.middle) == [3, 4]
    with pytest.raises(IllegalMove, match="no 5-point Speed Tile"):
        play(state, (0, Write("stop", 5)))
    with pytest.raises(IllegalMove, match="not for you to write"):
        play(state, (1, Write("stir", 4)))


def test_a_pass_takes_a_tile_but_scores_no_speed_or_length() -> None:
    state = written(table(), ("star", 5), ("stop", 4))
    state = play(state, (2, Pass(3)))
    assert state.line(2).tile is not None and state.line(2).tile.value == 3
    sheet = GAME.score_sheet(state, 2)
    assert sheet["speed"] == sheet["length"] == 0


def test_malformed_words_are_refused_but_contractions_slam() -> None:
    with pytest.raises(IllegalMove, match="letters only"):
        play(table(), (0, Write("st4r", 5)))
    state = written(table(), ("it's", 5), ("stop", 4), ("stem", 3))
    state = play(state, (0, Pass()))
    assert any("contraction" in s for s in state.line(0).slams)


def test_only_the_wordsmith_discards_and_only_for_contains_both() -> None:
    state = GAME.setup(3, {"wordsmith": 1}, seed=1)  # seed 1 opens with "contains both"
    assert state.stage is Phase.PROMPT and GAME.to_act(state) == [1]
    with pytest.raises(IllegalMove):
        play(state, (0, Discard((state.drawn[0],))))
    kept = state.drawn[1]
    state = play(state, (1, Discard((state.drawn[0],))))
    assert state.stage is Phase.WRITE and state.drawn[0] == kept and len(set(state.drawn)) == 2


def test_last_letter_card_redraws_its_listed_letters() -> None:
    for seed in range(40):
        state = GAME.setup(3, {}, seed=seed)
        if GAME.card(state).text == "Last letter is _":
            assert state.drawn[0] not in "CIJQUVX"


# -- Slams -----------------------------------------------------------------------------------
def test_slams_for_prompt_length_and_lost_letters() -> None:
    state = table("Second letter is _", "T")
    state.covered[0] = ["T", "R"]
    state = written(state, ("stratospheric", 5), ("ox", 4), ("ate", 3))
    for seat in range(3):
        state = play(state, (seat, Pass()))
    # STRATOSPHERIC: two Ts (one free: the prompt's letter) and two Rs -> 3 lost-letter Slams.
    assert len(state.line(0).slams) == 3
    assert {
        "OX does not match the prompt Second letter is T",
        "OX has fewer than 3 letters",
    } == set(state.line(1).slams)
    assert state.line(2).slams == []
    assert GAME.score_sheet(state, 0)["slams"] == -6
    assert GAME.score_sheet(state, 0)["speed"] == 5  # Slams are the only penalty


def test_an_unknown_word_goes_to_the_vote_and_slams_when_rejected() -> None:
    state = written(table(), ("stzzzq", 5), ("star", 4), ("stop", 3))
    state = play(state, (0, Pass()))
    assert state.stage is Phase.EXPLAIN and state.challenge is not None
    state = play(state, (0, Explain("a word")), (1, Vote(False)), (2, Vote(False)))
    assert (
        state.line(0).slams
        == ["STZZZQ was voted not a valid word"] + ["STZZZQ is nonsense to get round the rules"] * 3
    )


@pytest.mark.parametrize("wordsmith_says", [True, False])
def test_a_tied_vote_goes_the_wordsmiths_way(wordsmith_says: bool) -> None:
    state = table("First letter is _", "I", seats=5, wordsmith=2)
    state = written(state, ("ice cream", 5), ("ink", 4), ("idea", 3), ("iron", 2), ("ill", 1))
    state = play(state, (0, Pass()))
    assert state.stage is Phase.EXPLAIN
    state = play(state, (0, Explain("a compound")))
    votes = {1: not wordsmith_says, 2: wordsmith_says, 3: not wordsmith_says, 4: wordsmith_says}
    state = play(state, *((s, Vote(v)) for s, v in votes.items()))
    assert (state.line(0).slams == []) == wordsmith_says


# -- Poetry Phase ----------------------------------------------------------------------------
def test_a_poem_may_not_contain_the_word() -> None:
    state = written(table("Second letter is _", "E"), ("heaven", 5), ("hear", 4), ("ten", 3))
    with pytest.raises(IllegalMove, match="may not contain"):
        play(state, (0, Recite("Heaven is high", "up in the sky")))


def test_one_guess_per_poem_and_everyone_wrong_scores_nothing() -> None:
    state = written(table("Second letter is _", "E"), ("heaven", 5), ("hear", 4), ("ten", 3))
    state = play(state, (0, Recite(*COUPLET)), (1, Guess("cloud")), (0, Call(False)))
    with pytest.raises(IllegalMove, match="one guess"):
        play(state, (1, Guess("heaven")))
    state = play(state, (2, Guess("sky")), (0, Call(False)))
    assert state.line(0).poetry == 0 and state.line(0).revealed
    assert state.stage is Phase.APPEAL  # the word shown, the poet's calls may be appealed
    state = play(state, (1, Allow()), (2, Allow()))
    assert state.stage is Phase.PERFORM and sorted(GAME.to_act(state)) == [1, 2]


def test_no_guess_in_time_scores_nothing() -> None:
    state = written(table("Second letter is _", "E"), ("heaven", 5), ("hear", 4), ("ten", 3))
    state = time_up(time_up(play(state, (0, Recite(*COUPLET)))))
    assert state.line(0).poetry == 0 and state.stage is Phase.PERFORM


def test_a_duplicate_word_takes_2_points_without_performing() -> None:
    state = written(table("Second letter is _", "E"), ("heaven", 5), ("heaven", 4), ("ten", 3))
    state = play(state, (0, Recite(*COUPLET)))
    state = play(state, (2, Guess("heaven")))
    assert state.line(1).poetry == 2 and state.line(1).performed
    state = play(state, (1, Allow()), (2, Allow()))
    assert GAME.to_act(state) == [2]


def test_a_challenged_poem_voted_down_loses_the_poets_points_only() -> None:
    state = written(table("Second letter is _", "E"), ("heaven", 5), ("hear", 4), ("ten", 3))
    state = play(state, (0, Recite("Where angels are", "good folks go")))
    state = play(state, (1, Guess("heaven")))
    assert state.stage is Phase.CHALLENGE
    state = play(state, (2, ChallengePoem("no rhyme")), (1, Allow()))
    state = play(state, (0, Explain("it does")), (1, Vote(False)), (2, Vote(False)))
    assert state.line(0).poetry == 0 and state.line(1).guessing == 1


# -- Letter Loss Phase -----------------------------------------------------------------------
def test_letter_loss_after_the_poems() -> None:
    state = written(table(), ("star", 5), ("stop", 4), ("stem", 3))
    for seat in range(3):
        state = play(state, (seat, Pass()))
    owed = dict(state.owed)
    for seat, tiers in owed.items():
        state = play(state, (seat, Cover((GAME.loss_choices(state.covered[seat], tiers[0])[0],))))
    assert state.round == 2
    assert all(len(c) == 1 for c in state.covered)
    values = {s: state.line(s, 1).tile.value for s in range(3)}  # type: ignore[union-attr]
    for s in range(3):
        assert state.covered[s][0] in GAME.loss_choices([], values[s])


# -- Snaps -----------------------------------------------------------------------------------
def test_snaps_one_a_round_three_a_game() -> None:
    state = table()
    state = play(state, (0, Snap(1)))
    with pytest.raises(IllegalMove, match="one Snap each round"):
        play(state, (0, Snap(2)))
    with pytest.raises(IllegalMove, match="another poet"):
        play(state, (1, Snap(1)))
    assert GAME.score_sheet(state, 1)["snaps"] == 1 - 3
    assert GAME.score_sheet(state, 0)["snaps"] == -2
    state.snap_round[0] = 0
    state.snaps_left[0] = 0
    with pytest.raises(IllegalMove, match="all three"):
        play(state, (0, Snap(1)))


# -- Views -----------------------------------------------------------------------------------
def test_a_written_word_is_behind_the_screen_until_revealed() -> None:
    state = play(table(), (0, Write("star", 5)))
    assert GAME.view(state, 0)["you"]["word"] == "STAR"
    for seat in (None, 1, 2):
        assert "STAR" not in str(GAME.view(state, seat))
    assert GAME.secrets(state) == {0: {"STAR"}}


# -- Timers ----------------------------------------------------------------------------------
def test_writing_time_up_late_players_pass_with_the_lowest_tiles() -> None:
    state = play(table(write_seconds=60), (1, Write("star", 5)))
    state = time_up(state)
    assert state.stage is Phase.PERFORM
    tiles = [state.line(s).tile for s in (0, 2)]
    assert [t.value for t in tiles if t] == [3, 4]  # seat order, the lowest tile first
    assert state.line(0).word == "" and GAME.score_sheet(state, 0)["speed"] == 0
    assert GAME.to_act(state) == [1]


def test_nobody_begins_in_time_the_rest_pass() -> None:
    state = written(table(poem_seconds=30), ("star", 5), ("stop", 4), ("stem", 3))
    state = time_up(state)
    assert all(state.line(s).revealed for s in range(3))
    assert state.stage is Phase.COVER or state.round == 2


def test_cover_time_up_covers_the_rarest_letter_allowed() -> None:
    state = written(table(cover_seconds=20), ("star", 5), ("stop", 4), ("stem", 3))
    for seat in range(3):  # tiles that say "a letter of this tier": a choice for everyone
        tile = state.line(seat).tile
        assert tile is not None
        state.line(seat).tile = SpeedTile(tile.value)
    for seat in range(3):
        state = play(state, (seat, Pass()))
    assert state.stage is Phase.COVER and state.covering is not None
    state = play(state, (0, Cover(("A",))))
    expected = {s: GAME.default_cover(state, s) for s in (1, 2)}
    state = time_up(state)
    assert state.covered == [["A"], list(expected[1]), list(expected[2])]
    assert expected[1] == ("H",) and expected[2] == ("M",)  # tiers 4 and 3, rarest last
    assert state.round == 2


def test_a_snap_may_be_given_during_the_set_up() -> None:
    state = GAME.setup(6, {}, seed=4)
    assert state.round == 0
    state = play(state, (0, Snap(1)))
    assert state.snaps_received[1] == 1


def test_the_terminal_shows_the_prompt_the_poem_and_what_to_do() -> None:
    state = written(table("Second letter is _", "E"), ("heaven", 5), ("hear", 4), ("ten", 3))
    state = time_up(play(state, (0, Recite(*COUPLET))))
    text = render(GAME, GAME.view(state, 1))
    assert "Second letter is E" in text and COUPLET[1] in text
    assert "→ guess WORD" in text and "HEAVEN" not in text


def test_a_tie_stands_when_the_wordsmith_wrote_the_word() -> None:
    state = table("First letter is _", "I", seats=5, wordsmith=0)
    state = written(state, ("ice cream", 5), ("ink", 4), ("idea", 3), ("iron", 2), ("ill", 1))
    state = play(state, (0, Pass()), (0, Explain("a compound")))
    state = play(state, (1, Vote(False)), (2, Vote(True)), (3, Vote(False)), (4, Vote(True)))
    assert state.line(0).slams == []


def test_the_referees_prompt_check_agrees_with_wordfind_patterns() -> None:
    from logomachy import wordfind
    from logomachy.bots.poetry_slam.strategies import common_words
    from logomachy.games.poetry_slam.edition import load_edition

    index = wordfind.load("en")
    sample = list(common_words())[:3000]
    for card in load_edition().prompts:
        drawn = ("T", "R")[: card.letters]
        found = {w.upper() for w in index.find(card.pattern(drawn))}
        for word in sample:
            assert words.matches_prompt(word, card, drawn) == (word in found), (card.text, word)
