"""Judging guesses: "Guesses don't need to be exact. Rulings should be based on the discretion
of the poet and the table as a whole. If a player guesses a derivative of the poet's word, it
can be considered a correct guess." The referee settles the word, its inflections and attested
derivatives; any other guess is the poet's call, which the table may overrule by vote."""

from __future__ import annotations

import pytest

from logomachy.bots.poetry_slam.strategies import PoetrySlamBot, close_variant
from logomachy.games.poetry_slam import (
    GAME,
    Allow,
    Appeal,
    Call,
    Guess,
    Pass,
    Phase,
    PoetrySlamState,
    Recite,
    Vote,
    Write,
    words,
)
from logomachy.kernel import IllegalMove, Rng

from .helpers import play, table, time_up

COUPLET = ("Up in the clouds where the angels fly,", "good folks go there on the day they die.")


def heaven(seats: int = 3) -> PoetrySlamState:
    """HEAVEN written by seat 0, its couplet begun (the first line heard)."""
    state = table("Second letter is _", "E", seats=seats)
    others = ("hear", "ten", "pen", "men")[: seats - 1]
    state = play(state, (0, Write("heaven", 5)), *((s + 1, Write(w, 4 - s)) for s, w in
                 enumerate(others)))  # fmt: skip
    return play(state, (0, Recite(*COUPLET)))


# -- The referee's part ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("guess", "word"),
    [
        ("IRONIC", "IRONICALLY"),  # the rulebook's derivative
        ("HEAVENS", "HEAVEN"),  # an inflection (same lemma)
        ("RAN", "RUN"),  # an irregular inflection
        ("RUNNER", "RUN"),  # WordNet: derivationally related
        ("HAPPINESS", "HAPPY"),
    ],
)
def test_the_word_its_inflections_and_attested_derivatives_are_right(guess: str, word: str) -> None:
    # "If a player guesses a derivative of the poet's word, it can be considered a correct guess."
    assert words.guess_is_right(guess, word)


@pytest.mark.parametrize(
    ("guess", "word"),
    [("IRON", "IRONICALLY"), ("CAR", "CARPET"), ("PARADISE", "HEAVEN"), ("HEVEN", "HEAVEN")],
)
def test_a_bare_prefix_a_synonym_or_a_misspelling_is_not_settled(guess: str, word: str) -> None:
    # "Rulings should be based on the discretion of the poet and the table": not a prefix rule.
    assert not words.guess_is_right(guess, word)


def test_a_guessed_reading_is_no_evidence() -> None:
    from logomachy.lexicon import lexicon

    lex = lexicon("en")
    # The lexicon keeps guesses apart from its analyses (and the English build makes none):
    # whatever a guess would say, only attested readings link two words.
    assert all(not a.guessed for a in lex.analyses("ironicalness"))
    assert all(a.guessed for a in lex.guesses("ironicalness"))
    assert "ironic" not in words.attested_lemmas("IRONICALNESS")
    assert not words.guess_is_right("IRONICALNESS", "IRONIC")


# -- The poet's call --------------------------------------------------------------------------
def test_a_derivative_scores_without_a_call() -> None:
    state = play(heaven(), (1, Guess("heavens")))
    assert state.line(0).poetry == 2 and state.line(1).guessing == 1
    assert state.stage is Phase.CHALLENGE  # no call was made: nothing to appeal


def test_any_other_guess_is_the_poets_call_with_its_timer() -> None:
    state = play(heaven(), (1, Guess("heavenly")))
    assert state.stage is Phase.CALL and GAME.to_act(state) == [0]
    timer = GAME.timer(state)
    assert timer is not None and timer.label == "call" and timer.seconds == 10
    with pytest.raises(IllegalMove, match="not the time to guess: now call"):
        play(state, (2, Guess("paradise")))
    with pytest.raises(IllegalMove, match="it is seat 1's turn"):
        play(state, (2, Call(True)))
    assert GAME.view(state, 2)["calling"] == "HEAVENLY"


def test_the_poet_accepts_a_close_guess() -> None:
    # The guess came before the poet finished: 2 points to the poet, 1 to the guesser.
    state = play(heaven(), (1, Guess("heavenly")), (0, Call(True)))
    assert state.line(0).poetry == 2 and state.line(1).guessing == 1
    assert state.stage is Phase.APPEAL  # the word shown, the call may be appealed
    assert GAME.appealable(state) == [1]


def test_a_rejected_guess_lets_the_poem_go_on_with_its_timer_started_again() -> None:
    state = heaven()
    before = GAME.timer(state)
    state = play(state, (1, Guess("cloud")), (0, Call(False)))
    after = GAME.timer(state)
    assert state.stage is Phase.RECITE and before and after and before.key != after.key
    state = play(state, (2, Guess("heaven")))
    assert state.line(2).guessing == 1 and state.line(1).guessing == 0
    assert state.stage is Phase.CHALLENGE  # a right guess: the "not it" call changes nothing


def test_silence_is_not_it() -> None:
    # Reading: a poet who makes no call in time says "not it".
    state = time_up(play(heaven(), (1, Guess("heavenly"))))
    assert state.stage is Phase.RECITE and state.guesses[0].called is False


# -- The table overrules --------------------------------------------------------------------
def test_the_table_overrules_a_rejection_by_majority() -> None:
    # "the discretion of the poet and the table as a whole": a player may appeal; the majority
    # of the other players decides.
    state = play(heaven(4), (1, Guess("heavenly")), (0, Call(False)))
    state = play(state, (2, Pass()), (3, Pass()))
    assert state.stage is Phase.APPEAL and state.line(0).revealed
    with pytest.raises(IllegalMove, match="appeal the poet's call"):
        play(state, (1, Appeal(2, "")))
    state = play(state, (1, Appeal(1, "a derivative")), (2, Allow()), (3, Allow()))
    assert state.stage is Phase.VOTE and GAME.to_act(state) == [1, 2, 3]
    with pytest.raises(IllegalMove, match="not for you to vote"):  # the poet has no vote
        play(state, (0, Vote(True)))
    state = play(state, (1, Vote(False)), (2, Vote(False)), (3, Vote(True)))
    assert any("overrules the poet: HEAVENLY is right, 2 to 1" in e.text for e in state.log)
    assert state.line(1).guessing == 1 and state.line(0).poetry == 2  # it came before the end


def test_the_table_overrules_an_acceptance() -> None:
    state = play(heaven(), (1, Guess("paradise")), (0, Call(True)))
    assert state.line(0).poetry == 2
    state = play(state, (2, Appeal(1, "a synonym is not the word")), (1, Allow()))
    state = play(state, (1, Vote(True)), (2, Vote(False)))  # a tie: the call stands
    assert state.line(0).poetry == 2 and state.line(1).guessing == 1

    state = play(heaven(4), (1, Guess("paradise")), (0, Call(True)))
    state = play(state, (2, Appeal(1, "")), (1, Allow()), (3, Allow()))
    state = play(state, (1, Vote(True)), (2, Vote(False)), (3, Vote(False)))
    assert state.line(0).poetry == 0 and state.line(1).guessing == 0
    assert any("overrules the poet: PARADISE is not it" in e.text for e in state.log)


def test_no_appeal_in_time_the_calls_stand() -> None:
    state = play(heaven(), (1, Guess("heavenly")), (0, Call(True)))
    state = time_up(state)
    assert state.line(0).poetry == 2 and state.stage is Phase.CHALLENGE


# -- Bots ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("guess", "word", "right"),
    [
        ("HEAVENLY", "HEAVEN", True),  # HEAVEN + -LY
        ("HAPPINESS", "HAPPY", True),
        ("IRON", "IRONICALLY", False),  # a bare prefix
        ("PARADISE", "HEAVEN", False),  # a synonym is the clue, not the word
        ("CARPET", "CAR", False),
        ("BANANA", "HEAVEN", False),
    ],
)
def test_the_bots_judgement(guess: str, word: str, right: bool) -> None:
    assert close_variant(guess, word) is right


def test_a_bot_poet_calls_honestly_and_bots_appeal_a_wrong_call() -> None:
    state = play(heaven(), (1, Guess("heavenly")))
    move = PoetrySlamBot("hard").choose(GAME, state, 0, Rng.from_seed(1))
    assert move == Call(True)
    state = play(heaven(), (1, Guess("heavenly")), (0, Call(False)), (2, Pass()))
    assert state.stage is Phase.APPEAL
    assert PoetrySlamBot("medium").choose(GAME, state, 2, Rng.from_seed(1)) == Appeal(
        1, "that call is not what the word says"
    )
    easy = [PoetrySlamBot("easy").choose(GAME, state, 2, Rng.from_seed(s)) for s in range(40)]
    assert 20 < sum(isinstance(m, Appeal) for m in easy) < 40  # honest, with seeded mistakes
    state = play(state, (2, Appeal(1, "")), (1, Allow()))
    assert PoetrySlamBot("hard").choose(GAME, state, 1, Rng.from_seed(1)) == Vote(False)
