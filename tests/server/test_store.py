"""The storage contract, on SQLite and on PostgreSQL: tables round-trip, moves append in
order and a taken move number is refused, live tables come back with their moves."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from logomachy.server.settings import Settings
from logomachy.server.store import (
    MoveConflict,
    MoveRow,
    SeatRow,
    Store,
    TableRow,
    open_store,
)


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Store:
    if request.param == "postgresql":
        return open_store(request.getfixturevalue("postgres_url"))
    return open_store(f"sqlite:///{tmp_path / 'tables.sqlite3'}")


def opened(store: Store, body: Callable[[], Awaitable[None]]) -> None:
    """Runs `body` on one event loop with the store open (a pool belongs to its loop)."""

    async def run() -> None:
        await store.open()
        try:
            await body()
        finally:
            await store.close()

    asyncio.run(run())


def table(tid: str, created: float, status: str = "playing") -> TableRow:
    return TableRow(
        id=tid,
        game="trencadis",
        options={"lang": "ca", "nested": {"list": [1, 2.5, None, "ç·l"]}},
        seed=2**62 + 7,
        seats=[
            SeatRow("human", "k0", "Núria", claimed=True),
            SeatRow("bot", "k1", strength="hard"),
        ],
        settings={"grace_seconds": 30},
        status=status,
        created=created,
        started=created + 1.5 if status != "waiting" else None,
        result={"scores": [3, 4]} if status == "over" else None,
    )


def test_tables_and_moves_round_trip(store: Store) -> None:
    async def run() -> None:
        await store.save_table(table("t1", 10.0))
        await store.append_move("t1", MoveRow(1, 0, {"verb": "write", "word": "ÀNEC"}, 0.25))
        await store.append_move("t1", MoveRow(2, None, {"verb": "time-up", "timer": "r1"}, 30.0))
        loaded = await store.load_table("t1")
        assert loaded is not None
        row, moves = loaded
        assert row == table("t1", 10.0)
        assert moves == [
            MoveRow(1, 0, {"verb": "write", "word": "ÀNEC"}, 0.25),
            MoveRow(2, None, {"verb": "time-up", "timer": "r1"}, 30.0),
        ]
        assert await store.load_table("nope") is None

    opened(store, run)


def test_a_taken_move_number_is_refused(store: Store) -> None:
    async def run() -> None:
        await store.save_table(table("t1", 10.0))
        await store.append_move("t1", MoveRow(1, 0, {"verb": "pass"}, 1.0))
        with pytest.raises(MoveConflict):
            await store.append_move("t1", MoveRow(1, 1, {"verb": "pass"}, 2.0))
        _, moves = await store.load_table("t1") or (None, [])
        assert [m.seat for m in moves] == [0]

    opened(store, run)


def test_saving_again_updates_and_live_tables_leave_out_finished_ones(store: Store) -> None:
    async def run() -> None:
        await store.save_table(table("late", 30.0))
        await store.save_table(table("early", 20.0, "waiting"))
        await store.save_table(table("done", 25.0, "playing"))
        await store.append_move("late", MoveRow(1, 1, {"verb": "pass"}, 3.0))
        await store.save_table(table("done", 25.0, "over"))  # the same row, now finished
        live = await store.live_tables()
        assert [(row.id, [m.n for m in moves]) for row, moves in live] == [
            ("early", []),
            ("late", [1]),
        ]
        loaded = await store.load_table("done")
        assert loaded is not None and loaded[0].result == {"scores": [3, 4]}

    opened(store, run)


def test_unknown_databases_are_refused_with_the_supported_ones() -> None:
    with pytest.raises(ValueError, match="postgresql://"):
        open_store("mysql://root@localhost/x")


def test_logs_never_show_a_database_password() -> None:
    shown = Settings(database="postgresql://ada:s3cret@db.example:5432/games").database_shown()
    assert shown == "postgresql://ada:***@db.example:5432/games"


def test_the_move_that_ends_the_game_and_the_over_row_are_one_write(store: Store) -> None:
    async def run() -> None:
        await store.save_table(table("t1", 10.0))
        await store.append_move("t1", MoveRow(1, 0, {"verb": "pass"}, 1.0))
        over = table("t1", 10.0, "over")
        # Refused (the number is taken): neither the move nor the row is written.
        with pytest.raises(MoveConflict):
            await store.append_move("t1", MoveRow(1, 1, {"verb": "last"}, 2.0), final=over)
        loaded = await store.load_table("t1")
        assert loaded is not None and loaded[0].status == "playing" and len(loaded[1]) == 1
        await store.append_move("t1", MoveRow(2, 1, {"verb": "last"}, 2.0), final=over)
        loaded = await store.load_table("t1")
        assert loaded is not None and loaded[0] == over and len(loaded[1]) == 2
        assert await store.live_tables() == []

    opened(store, run)


def test_abandoned_tables_and_old_records_are_deleted_with_their_moves(store: Store) -> None:
    async def run() -> None:
        await store.save_table(table("old", 10.0, "over"))
        await store.append_move("old", MoveRow(1, 0, {"verb": "pass"}, 1.0))
        await store.save_table(table("new", 50.0, "over"))
        await store.save_table(table("live", 5.0, "playing"))
        await store.save_table(table("idle", 5.0, "waiting"))
        assert await store.delete_finished_before(20.0) == 1  # only finished ones, only old
        assert await store.load_table("old") is None
        assert await store.load_table("new") is not None
        await store.delete_table("idle")
        assert [row.id for row, _ in await store.live_tables()] == ["live"]

    opened(store, run)
