"""Every worked example of the Poetry Slam rulebook, with the points exactly as written."""

from __future__ import annotations

import pytest

from logomachy.games.poetry_slam import GAME, Call, Guess, Pass, Phase, Recite, Write, words
from logomachy.games.poetry_slam.edition import load_edition
from logomachy.kernel import IllegalMove

from .helpers import play, table, time_up

HEAVEN = ("This is where the angels fly,", "and where good folks go when they die.")


def card(text: str):  # type: ignore[no-untyped-def]
    return next(c for c in load_edition().prompts if c.text == text)


def test_speed_tile_row_round_1_and_2_of_a_4_player_game() -> None:
    # "Round 1 ... first four tiles ... 5, 4, 3, 2. In Round 2, the next 4 ... 1, 5, 4, 3."
    state = GAME.setup(4, {}, seed=3)
    assert sorted((t.value for t in state.middle), reverse=True) == [5, 4, 3, 2]
    assert [t.value for t in state.row] == []
    GAME._start_round(state)  # round 2's tiles come off the row the same way
    assert [t.value for t in state.middle] == [1, 5, 4, 3]


@pytest.mark.parametrize(
    ("prompt", "letters", "good"),
    [
        ("Second letter is _", "T", ["ATHLETE", "STAR", "ETYMOLOGIST"]),
        ("First letter is _", "T", ["TORNADO", "TOP"]),
        ("Third letter is _", "T", ["ARTIST", "ORTHOPEDIC"]),
        ("Last letter is _", "T", ["RAT", "ACROBAT"]),
        ("Second letter from the last is _", "T", ["BEHEMOTH", "GATE"]),
        ("Third letter from the last is _", "T", ["TOE", "ANECDOTAL"]),
        ("Contains both letters drawn: _ and _", "TR", ["ARTISTIC", "TANDOOR"]),
        ("Second letter is _", "E", ["HEAVEN"]),
    ],
)
def test_word_prompt_card_index_examples(prompt: str, letters: str, good: list[str]) -> None:
    for word in good:
        assert words.matches_prompt(word, card(prompt), tuple(letters)), word
    assert not words.matches_prompt("BANANA", card(prompt), tuple(letters))


def test_length_chart() -> None:
    assert [words.length_points("X" * n) for n in range(3, 12)] == [1, 1, 2, 2, 3, 3, 4, 4, 4]


def test_heaven_poem_guessed_after_the_poem_scores_3_and_1() -> None:
    # "Second Letter is E" and the word "heaven": the rulebook's couplet.
    state = table("Second letter is _", "E")
    state = play(state, (0, Write("heaven", 5)), (1, Write("hear", 4)), (2, Write("ten", 3)))
    assert state.stage is Phase.PERFORM
    state = play(state, (0, Recite(*HEAVEN)))
    state = time_up(state)  # the second line is heard: the poem is finished
    # PARADISE is not the word: the poet's call ("not it"), then HEAVEN is right.
    state = play(state, (1, Guess("paradise")), (0, Call(False)), (2, Guess("HEAVEN")))
    assert state.line(0).poetry == 3 and state.line(2).guessing == 1
    assert state.line(1).guessing == 0
    sheet = GAME.score_sheet(state, 0)
    assert (sheet["speed"], sheet["length"], sheet["poetry"]) == (5, 2, 3)


def test_guess_before_the_poet_finishes_scores_the_poet_2() -> None:
    state = table("Second letter is _", "E")
    state = play(state, (0, Write("heaven", 5)), (1, Write("hear", 4)), (2, Write("ten", 3)))
    state = play(state, (0, Recite(*HEAVEN)), (2, Guess("heaven")))
    assert state.line(0).poetry == 2 and state.line(2).guessing == 1


def test_ironic_for_ironically_is_a_correct_guess() -> None:
    # "A guess of "IRONIC" where the poet's word is "IRONICALLY" would be acceptable."
    assert words.guess_is_right("IRONIC", "IRONICALLY")
    assert words.guess_is_right("ironically", "IRONICALLY")
    assert not words.guess_is_right("IRON", "IRONICALLY")  # a prefix, not a derivative


def test_blank_in_a_poem_is_refused() -> None:
    # "When the moon hits your eye. Like a big BLANK pie."
    state = table("First letter is _", "P")
    state = play(state, (0, Write("pizza", 5)), (1, Write("pear", 4)), (2, Pass(3)))
    with pytest.raises(IllegalMove, match="Blank"):
        play(state, (0, Recite("When the moon hits your eye.", "Like a big BLANK pie.")))


def test_m_is_lost_when_l_is_already_covered() -> None:
    # "If the chosen letter is already covered, cover another letter of the same value
    # (i.e. "M" could be used if "L" is already covered)."
    assert "M" in GAME.loss_choices(["L"], 3, "L")


def test_tier_below_then_tier_above() -> None:
    tiers = load_edition().tiers
    # "letter from tier 3 when tier 2 is fully covered"
    assert GAME.loss_choices(list(tiers[2]), 2) == tiers[3]
    # "lose a letter from tier 4 when tier 5 is fully covered"
    assert GAME.loss_choices(list(tiers[5]), 5) == tiers[4]


def test_aaaaaaah_earns_three_more_slams_when_rejected() -> None:
    assert words.is_nonsense("AAAAAAAH")
    assert not words.is_nonsense("BOOKKEEPER")


@pytest.mark.parametrize("word", ["CROSSWALK", "ICE CREAM", "DEEP-FRIED", "LASER"])
def test_compound_words_are_valid_or_go_to_the_vote(word: str) -> None:
    check = words.check_word(word, card("Contains both letters drawn: _ and _"), ("E", "R")
                             if "E" in word else ("A", "S"), set())  # fmt: skip
    assert not check.slams
    if " " in word or "-" in word:
        assert "compound" in check.unclear
    else:
        assert check.unclear == ""
