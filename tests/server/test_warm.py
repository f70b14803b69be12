"""`logomachy serve` loads the games' dictionaries before it reports ready."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from logomachy.lexicon import lexicon
from logomachy.server import Settings, create_app
from logomachy.server.warm import game_languages


def test_the_languages_are_those_the_games_play_in() -> None:
    assert game_languages() == ["ca", "en", "es"]


@pytest.mark.slow
def test_a_preloading_server_has_read_every_table_of_the_lexicons_when_ready(
    tmp_path: Path,
) -> None:
    settings = Settings(data_dir=tmp_path, preload_lexicons=True)
    with TestClient(create_app(settings)) as client:
        assert client.get("/readyz").status_code == 200
        for lang in game_languages():
            lex = lexicon(lang)
            # Nothing is left to read on a player's first move.
            assert lex._codes is not None and lex._proper is not None
            assert lex._forms is not None and lex._rulings is not None
