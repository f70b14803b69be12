"""Verbàlia bots on la plaça: legal, in character, and stronger by strength."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.bots.verbalia.cover.engine import EASY_LONGEST, best_word
from logomachy.games.verbalia.cover.buguigrama import GAME as BUGUIGRAMA
from logomachy.games.verbalia.cover.cavalcagrama import GAME as CAVALCAGRAMA
from logomachy.games.verbalia.cover.engine import Announce, CoverGame, points
from logomachy.kernel import Pass, Rng
from tests.games.verbalia.helpers import square

FRAGMENT = ["ARRAU", "ESTIL", "DANTE", "OMACS", "BEGOP"]


def test_hard_plays_the_best_scoring_word() -> None:
    state = square(FRAGMENT)
    move = make_bot(BUGUIGRAMA.meta.id, "hard").choose(BUGUIGRAMA, state, 0, Rng(1))
    assert isinstance(move, Announce)
    lengths = [len(cells) for _, cells in BUGUIGRAMA.words_left(state)]
    assert len(move.cells) == max(lengths) == 11  # DESNATARIES, longer than ARRAULITS
    assert best_word(BUGUIGRAMA, state) == (move.word, points(11)) == ("DESNATARIES", 15)


@pytest.mark.parametrize("seed", range(5))
def test_easy_plays_a_short_word_and_medium_a_longer_one(seed: int) -> None:
    state = square(FRAGMENT)
    longest = len(BUGUIGRAMA.words_left(state)[0][1])
    easy = make_bot(BUGUIGRAMA.meta.id, "easy").choose(BUGUIGRAMA, state, 0, Rng(seed))
    medium = make_bot(BUGUIGRAMA.meta.id, "medium").choose(BUGUIGRAMA, state, 0, Rng(seed))
    assert isinstance(easy, Announce) and isinstance(medium, Announce)
    assert len(easy.cells) <= EASY_LONGEST < len(medium.cells) <= longest
    for move in (easy, medium):
        BUGUIGRAMA.apply(state, 0, move)  # legal


def test_bots_pass_when_no_word_is_left() -> None:
    state = square(["BCDFG", "HJLMN", "PRSTV", "BCDLM", "NPRST"])
    for strength in ("easy", "medium", "hard"):
        bot = make_bot(BUGUIGRAMA.meta.id, strength)
        assert bot.choose(BUGUIGRAMA, state, 0, Rng(2)) == Pass()
        assert 0 < bot.delay(BUGUIGRAMA, state, 0, Rng(2)) < 40


@pytest.mark.parametrize("game", [BUGUIGRAMA, CAVALCAGRAMA], ids=lambda g: g.meta.id)
def test_hard_beats_easy(game: CoverGame) -> None:
    wins = 0
    for seed in range(6):
        match = autoplay(game, 2, seed, {}, ["hard", "easy"])
        scores = game.result(match.state).scores
        wins += scores[0] > scores[1]
    assert wins >= 5
