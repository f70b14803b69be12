"""Records made before the chain games shared their state's fields and their turns, passes,
setup and results through the family engine replay to the identical final state and scores."""

from __future__ import annotations

from pathlib import Path

import pytest

from logomachy.kernel import Record, verify

RECORDS = sorted((Path(__file__).parent / "data" / "before-tables").glob("*.json"))


def test_there_is_a_record_of_every_game_of_the_family() -> None:
    games = {Record.loads(p.read_text("utf-8")).game for p in RECORDS}
    assert len(RECORDS) == 10 and len(games) == 6


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_a_record_made_before_the_tables_replays(path: Path) -> None:
    assert verify(Record.loads(path.read_text("utf-8"))) == []
