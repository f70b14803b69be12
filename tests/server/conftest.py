"""Server test fixtures: the fake game registered, an app on a temporary SQLite file."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from logomachy.bots import base
from logomachy.kernel.registry import register
from logomachy.server import Settings, create_app

from . import fakegame

register(fakegame.GAME)
base.BOT_MODULES.setdefault("fake", fakegame.__name__)

FAST = Settings(bot_pause=(0.0, 0.01), grace_seconds=60.0, restart_timer_floor=0.2)


def fast_settings(tmp_path: Path, **changes: object) -> Settings:
    from dataclasses import replace

    return replace(FAST, data_dir=tmp_path, **changes)  # type: ignore[arg-type]


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return fast_settings(tmp_path)


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    with TestClient(create_app(settings)) as c:
        yield c
