"""After the game: the best word each prompt allowed, and what each word written cost."""

from __future__ import annotations

import io

from logomachy.bots.autoplay import autoplay
from logomachy.bots.poetry_slam.analysis import analyse_record, best_word, word_value
from logomachy.cli.analyse import print_analysis
from logomachy.games.poetry_slam import GAME

from .helpers import table


def test_word_value_is_length_less_slams() -> None:
    state = table("Second letter is _", "T")
    state.covered[0] = ["R"]
    assert word_value(state, 0, "STAR") == 1 - 2  # four letters, one lost letter
    assert word_value(state, 0, "STEAMBOAT") == 4
    assert word_value(state, 0, "") == 0
    best, value = best_word(state, 0)
    assert value == 4 and "R" not in best and best[1] == "T"


def test_every_word_written_is_analysed_and_never_beats_the_best() -> None:
    match = autoplay(GAME, 3, 4, {}, ["easy", "hard"])
    items = analyse_record(match.record)
    writes = [m for m in match.record.moves if m.move["verb"] == "write"]
    assert len(items) >= len(writes) and items
    assert all(item.best_value >= item.value and item.cost >= 0 for item in items)
    out = io.StringIO()
    assert print_analysis(match.record, out) == 0
    assert "point(s) in all" in out.getvalue()
