"""Server test fixtures: the fake game registered, an app on a temporary SQLite file."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
from fastapi.testclient import TestClient

from logomachy.kernel.registry import register
from logomachy.server import Settings, create_app

from . import fakegame

register(fakegame.GAME)

# Tests open many tables and sockets from one address: the limits are tested on their own.
FAST = Settings(
    bot_pause=(0.0, 0.01),
    grace_seconds=60.0,
    restart_timer_floor=0.2,
    tables_burst=10_000,
    writes_burst=10_000,
    socket_burst=10_000,
    max_sockets_per_address=10_000,
)


def fast_settings(tmp_path: Path, **changes: object) -> Settings:
    from dataclasses import replace

    return replace(FAST, data_dir=tmp_path, **changes)  # type: ignore[arg-type]


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return fast_settings(tmp_path)


# The PostgreSQL the tests use: the machine's local server (trust auth, database "test"), or
# another via this variable. Each test gets a schema of its own, dropped afterwards.
POSTGRES_ENV = "LOGOMACHY_TEST_POSTGRES"
POSTGRES_DEFAULT = "postgresql://postgres@127.0.0.1:5432/test"


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """A PostgreSQL URL whose tables land in a fresh schema (search_path)."""
    import psycopg

    base = os.environ.get(POSTGRES_ENV, POSTGRES_DEFAULT)
    schema = f"logomachy_test_{uuid.uuid4().hex[:12]}"
    try:
        admin = psycopg.connect(base, autocommit=True, connect_timeout=5)
    except psycopg.OperationalError as exc:
        pytest.skip(f"PostgreSQL not reachable at {base} (set {POSTGRES_ENV}): {exc}")
    with admin:
        admin.execute("SET lock_timeout = '20s'")  # a stuck session fails the test, not hangs it
        admin.execute(f"CREATE SCHEMA {schema}")
        try:
            joiner = "&" if "?" in base else "?"
            yield f"{base}{joiner}options={quote(f'-csearch_path={schema}')}"
        finally:
            admin.execute(f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    with TestClient(create_app(settings)) as c:
        yield c
