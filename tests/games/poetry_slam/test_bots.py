"""Poetry Slam bots: legal to the end, reading each other's clues, and ordered by strength."""

from __future__ import annotations

from logomachy.bots.autoplay import autoplay
from logomachy.bots.poetry_slam.strategies import PoetrySlamBot
from logomachy.games.poetry_slam import GAME, Phase, Recite, Write, words
from logomachy.kernel import Rng

from .helpers import play, table, time_up


def test_bots_write_words_that_meet_the_prompt() -> None:
    state = table("Third letter from the last is _", "T")
    for strength in ("easy", "medium", "hard"):
        move = PoetrySlamBot(strength).choose(GAME, state, 0, Rng.from_seed(1))
        assert isinstance(move, Write)
        assert words.matches_prompt(words.normalise(move.word), GAME.card(state), ("T",))
        assert (
            words.check_word(words.normalise(move.word), GAME.card(state), ("T",), set()).slams
            == []
        )


def test_hard_bot_avoids_its_lost_letters() -> None:
    state = table("First letter is _", "B")
    state.covered[0] = ["E", "A", "O", "T"]
    move = PoetrySlamBot("hard").choose(GAME, state, 0, Rng.from_seed(1))
    assert isinstance(move, Write)
    assert words.lost_letter_uses(words.normalise(move.word), {"E", "A", "O", "T"}, ("B",)) == 0


def test_a_hard_poem_is_guessed_by_a_hard_guesser() -> None:
    scored = 0
    for seed in range(6):
        state = table("Second letter is _", "E")
        written = PoetrySlamBot("hard").choose(GAME, state, 0, Rng.from_seed(seed))
        assert isinstance(written, Write)
        word = written.word
        state = play(state, (0, Write(word, 5)), (1, Write("hear", 4)), (2, Write("ten", 3)))
        poem = PoetrySlamBot("hard").choose(GAME, state, 0, Rng.from_seed(seed))
        assert isinstance(poem, Recite) and word.lower() not in (poem.line1 + poem.line2).lower()
        assert words.rhymes(poem.line1, poem.line2)
        state = time_up(play(state, (0, poem)))
        assert state.stage is Phase.GUESS
        guess = PoetrySlamBot("hard").choose(GAME, state, 1, Rng.from_seed(seed))
        scored += play(state, (1, guess)).line(0).poetry == 3
    assert scored >= 4


def test_hard_beats_easy_more_often_than_not() -> None:
    wins = 0
    for seed in range(6):
        order = ["easy", "easy", "easy"]
        order[seed % 3] = "hard"
        result = GAME.result(autoplay(GAME, 3, seed, {}, order).state)
        wins += order.index("hard") in result.winners
    assert wins >= 5
