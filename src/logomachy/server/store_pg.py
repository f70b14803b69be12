"""PostgreSQL storage: the same contract as `SQLiteStore`, for a server whose tables must
outlive its machine (a managed database, backups, several servers reading one history).

`logomachy serve --database postgresql://user@host/db`. Tables and moves use the schema of
`store.SCHEMA` with JSONB columns; an append is one INSERT committed before it returns, and
(table_id, n) is the primary key, so a move number is never written twice. A small
connection pool serves the event loop (psycopg 3's asyncio driver).
"""

from __future__ import annotations

import json
from typing import Any

import psycopg
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

from logomachy.server.store import MoveRow, SeatRow, Store, TableRow, table_values

SCHEMA = (
    """
    CREATE TABLE IF NOT EXISTS tables (
        id TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        options JSONB NOT NULL,
        seed BIGINT NOT NULL,
        seats JSONB NOT NULL,
        settings JSONB NOT NULL,
        status TEXT NOT NULL,
        created DOUBLE PRECISION NOT NULL,
        started DOUBLE PRECISION,
        result JSONB
    )""",
    "CREATE INDEX IF NOT EXISTS tables_status ON tables(status)",
    """
    CREATE TABLE IF NOT EXISTS moves (
        table_id TEXT NOT NULL REFERENCES tables(id),
        n INTEGER NOT NULL,
        seat INTEGER,
        move JSONB NOT NULL,
        t DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (table_id, n)
    )""",
)


class PostgresStore(Store):
    """Tables and moves in PostgreSQL (psycopg 3, asyncio, a pool of up to `max_size`)."""

    def __init__(self, url: str, max_size: int = 4) -> None:
        self.url = url
        self.max_size = max_size
        self._open_pool: AsyncConnectionPool | None = None

    @property
    def _pool(self) -> AsyncConnectionPool:
        assert self._open_pool is not None, "store not open"
        return self._open_pool

    async def open(self) -> None:
        # Made here, not in __init__: a pool belongs to the event loop that opens it.
        self._open_pool = AsyncConnectionPool(
            self.url, min_size=1, max_size=self.max_size, open=False, kwargs={"autocommit": True}
        )
        await self._open_pool.open(wait=True)
        async with self._pool.connection() as conn, conn.transaction():
            for statement in SCHEMA:
                await conn.execute(statement)

    async def close(self) -> None:
        if self._open_pool is not None:
            await self._open_pool.close()
            self._open_pool = None

    async def save_table(self, table: TableRow) -> None:
        async with self._pool.connection() as conn:
            await conn.execute(
                """INSERT INTO tables VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s)
                ON CONFLICT (id) DO UPDATE SET game=EXCLUDED.game, options=EXCLUDED.options,
                seed=EXCLUDED.seed, seats=EXCLUDED.seats, settings=EXCLUDED.settings,
                status=EXCLUDED.status, created=EXCLUDED.created, started=EXCLUDED.started,
                result=EXCLUDED.result""",
                table_values(table),
            )

    async def append_move(self, table_id: str, move: MoveRow) -> None:
        async with self._pool.connection() as conn:
            await conn.execute(
                "INSERT INTO moves VALUES (%s,%s,%s,%s,%s)",
                (table_id, move.n, move.seat, json.dumps(move.move), move.t),
            )

    async def load_table(self, table_id: str) -> tuple[TableRow, list[MoveRow]] | None:
        async with self._pool.connection() as conn:
            cur = conn.cursor(row_factory=dict_row)
            await cur.execute("SELECT * FROM tables WHERE id=%s", (table_id,))
            row = await cur.fetchone()
            if row is None:
                return None
            return _table(row), await _moves(conn, table_id)

    async def live_tables(self) -> list[tuple[TableRow, list[MoveRow]]]:
        async with self._pool.connection() as conn:
            cur = conn.cursor(row_factory=dict_row)
            await cur.execute("SELECT * FROM tables WHERE status != 'over' ORDER BY created")
            rows = await cur.fetchall()
            return [(_table(row), await _moves(conn, row["id"])) for row in rows]


async def _moves(conn: psycopg.AsyncConnection[Any], table_id: str) -> list[MoveRow]:
    cur = conn.cursor(row_factory=dict_row)
    await cur.execute(
        "SELECT n, seat, move, t FROM moves WHERE table_id=%s ORDER BY n", (table_id,)
    )
    return [MoveRow(r["n"], r["seat"], r["move"], r["t"]) for r in await cur.fetchall()]


def _table(row: dict[str, Any]) -> TableRow:
    return TableRow(
        id=row["id"],
        game=row["game"],
        options=row["options"],
        seed=int(row["seed"]),
        seats=[SeatRow.from_json(s) for s in row["seats"]],
        settings=row["settings"],
        status=row["status"],
        created=float(row["created"]),
        started=row["started"],
        result=row["result"],
    )
