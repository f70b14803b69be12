"""Records made before the lists, cover, syllists, containing, memory and hidden games (and
Buscador) moved onto declared stages replay to the identical final state: the stage is derived
from fields the states already had, never stored."""

from __future__ import annotations

from pathlib import Path

import pytest

from logomachy.kernel import Record, verify

RECORDS = sorted((Path(__file__).parent / "data" / "before-stages").glob("*.json"))


def test_there_is_a_record_of_every_game_moved() -> None:
    assert len(RECORDS) == 19  # every game moved but EnVoltagrama (see the data README)


@pytest.mark.parametrize("path", RECORDS, ids=[p.stem for p in RECORDS])
def test_a_record_made_before_the_stages_replays(path: Path) -> None:
    assert verify(Record.loads(path.read_text("utf-8"))) == []
