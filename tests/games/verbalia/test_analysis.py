"""After the game: each turn's best word on the square, and what the choice cost."""

from __future__ import annotations

import io

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.verbalia.analysis import analyse_record
from logomachy.cli.analyse import print_analysis
from logomachy.games.verbalia.cover.buguigrama import GAME as BUGUIGRAMA
from logomachy.games.verbalia.cover.cavalcagrama import GAME as CAVALCAGRAMA
from logomachy.games.verbalia.cover.engine import CoverGame


@pytest.mark.parametrize("game", [BUGUIGRAMA, CAVALCAGRAMA], ids=lambda g: g.meta.id)
def test_every_turn_is_analysed_and_the_hard_bot_loses_nothing(game: CoverGame) -> None:
    match = autoplay(game, 2, 3, {}, ["hard", "easy"])
    items = analyse_record(match.record)
    turns = [m for m in match.record.moves if m.move["verb"] in ("announce", "pass", "time-up")]
    assert len(items) == len(turns)
    assert all(item.cost == 0 for item in items if item.seat == 0 and item.played)
    easy = [item for item in items if item.seat == 1 and item.played]
    assert easy and any(item.cost > 0 for item in easy)
    assert all(item.value <= item.best_value for item in items)
    scored = sum(item.value for item in items if item.seat == 0)
    assert scored == game.result(match.state).scores[0]
    out = io.StringIO()
    assert print_analysis(match.record, out) == 0
    assert "seat 2: choices cost" in out.getvalue()
