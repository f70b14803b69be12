"""A golden game record: seed 11, three players (easy, medium, hard), player challenges, on the
fixed word list beside this file. It must replay to the same final state and scores (a rules
regression test: the bots may change, the recorded moves do not); the checks below read the
record like a referee would.

Regenerate (after a deliberate rule change): python -m tests.games.letter_tycoon.test_golden
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.games.letter_tycoon import GAME
from logomachy.kernel import Record, replay, verify

HERE = Path(__file__).parent
ROOT = HERE.parents[2]
GOLDEN = HERE / "golden-seed11.json"
OPTIONS = {"dictionary": "tests/games/letter_tycoon/golden-words.txt"}  # from the repository root


def _record() -> Record:
    return Record.loads(GOLDEN.read_text(encoding="utf-8"))


@pytest.fixture(autouse=True)
def _at_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)


def test_the_golden_record_replays_to_its_final_state_and_scores() -> None:
    assert verify(_record()) == []


def test_the_golden_game_follows_the_turn_order_and_ends_after_a_full_round() -> None:
    record = _record()
    game, state = replay(record)
    assert game is GAME and state.over
    builders = [m.seat for m in record.moves if m.move["verb"] == "play"]
    assert builders[:6] == [0, 1, 2, 0, 1, 2]
    # Everyone had the same number of turns: the game ended after seat 3's turn.
    assert state.turn.seat == 2
    discards = Counter(m.seat for m in record.moves if m.move["verb"] == "discard")
    assert len(set(discards.values())) == 1
    result = GAME.result(state)
    assert record.result is not None and list(result.scores) == record.result["scores"]
    assert max(GAME.patent_value(state, s) for s in range(3)) >= 34


if __name__ == "__main__":
    os.chdir(ROOT)
    match = autoplay(GAME, 3, 11, OPTIONS, ["easy", "medium", "hard"])
    GOLDEN.write_text(match.record.dumps() + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN} ({len(match.record.moves)} moves)")
