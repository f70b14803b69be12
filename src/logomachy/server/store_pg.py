"""PostgreSQL storage: the same contract as `SQLiteStore`, for a server whose tables must
outlive its machine (a managed database, backups, several servers reading one history).

`logomachy serve --database postgresql://user@host/db`. Tables and moves use the schema of
`store.SCHEMA` with JSONB columns; an append is one transaction committed before it returns,
and (table_id, n) is the primary key, so a move number is never written twice. A small
connection pool serves the event loop (psycopg 3's asyncio driver).

Leases (several servers): a row in `holds` per live table, with its holder, its expiry (the
database's clock decides, never a server's) and an epoch raised at every change of holder.
A move is written only inside a transaction that first locks its table's lease row FOR SHARE
and finds this server's lease, in its epoch, still running: a takeover (an UPDATE of that
row) waits for the write to commit, and a write after a takeover finds another lease and
writes nothing. A clean stop expires its leases instead of deleting them, so epochs only grow.
"""

from __future__ import annotations

import json
from typing import Any

import psycopg
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

from logomachy.server.store import (
    Lease,
    LeaseLost,
    MoveConflict,
    MoveRow,
    SeatRow,
    Store,
    TableRow,
    table_values,
)

NOW = "extract(epoch FROM now())"
SCHEMA_LOCK = 0x6C6F676F  # "logo": the advisory lock held while the schema is made

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
    CREATE TABLE IF NOT EXISTS holds (
        table_id TEXT PRIMARY KEY,
        node TEXT NOT NULL,
        expires DOUBLE PRECISION NOT NULL
    )""",
    # Databases made before leases had epochs.
    "ALTER TABLE holds ADD COLUMN IF NOT EXISTS epoch BIGINT NOT NULL DEFAULT 1",
    """
    CREATE TABLE IF NOT EXISTS moves (
        table_id TEXT NOT NULL REFERENCES tables(id),
        n INTEGER NOT NULL,
        seat INTEGER,
        move JSONB NOT NULL,
        t DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (table_id, n)
    )""",
    """
    CREATE TABLE IF NOT EXISTS analyses (
        table_id TEXT PRIMARY KEY REFERENCES tables(id),
        data JSONB NOT NULL
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
            self.url,
            min_size=self.max_size,
            max_size=self.max_size,
            open=False,
            kwargs={"autocommit": True},
        )
        await self._open_pool.open(wait=True)
        async with self._pool.connection() as conn, conn.transaction():
            # Servers starting together would race on CREATE ... IF NOT EXISTS (the catalogue's
            # unique keys): one at a time makes the schema.
            await conn.execute("SELECT pg_advisory_xact_lock(%s)", (SCHEMA_LOCK,))
            for statement in SCHEMA:
                await conn.execute(statement)

    async def close(self) -> None:
        if self._open_pool is not None:
            await self._open_pool.close()
            self._open_pool = None

    async def save_table(self, table: TableRow) -> None:
        async with self._pool.connection() as conn:
            await conn.execute(SAVE_TABLE, table_values(table))

    async def append_move(
        self,
        table_id: str,
        move: MoveRow,
        *,
        lease: Lease | None = None,
        final: TableRow | None = None,
    ) -> None:
        async with self._pool.connection() as conn:
            try:
                async with conn.transaction():
                    if lease is not None:
                        cur = await conn.execute(
                            f"""SELECT 1 FROM holds WHERE table_id=%s AND node=%s AND epoch=%s
                            AND expires > {NOW} FOR SHARE""",
                            (table_id, lease.node, lease.epoch),
                        )
                        if await cur.fetchone() is None:
                            raise LeaseLost(f"{lease.node} no longer holds {table_id}")
                    await conn.execute(
                        "INSERT INTO moves VALUES (%s,%s,%s,%s,%s)",
                        (table_id, move.n, move.seat, json.dumps(move.move), move.t),
                    )
                    if final is not None:
                        await conn.execute(SAVE_TABLE, table_values(final))
            except psycopg.errors.UniqueViolation as exc:
                raise MoveConflict(f"move {move.n} of {table_id} exists already") from exc

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

    async def delete_table(self, table_id: str) -> None:
        async with self._pool.connection() as conn, conn.transaction():
            await conn.execute("DELETE FROM moves WHERE table_id=%s", (table_id,))
            await conn.execute("DELETE FROM holds WHERE table_id=%s", (table_id,))
            await conn.execute("DELETE FROM analyses WHERE table_id=%s", (table_id,))
            await conn.execute("DELETE FROM tables WHERE id=%s", (table_id,))

    async def delete_finished_before(self, created: float) -> int:
        old = "SELECT id FROM tables WHERE status = 'over' AND created < %s"
        async with self._pool.connection() as conn, conn.transaction():
            await conn.execute(f"DELETE FROM moves WHERE table_id IN ({old})", (created,))
            await conn.execute(f"DELETE FROM holds WHERE table_id IN ({old})", (created,))
            await conn.execute(f"DELETE FROM analyses WHERE table_id IN ({old})", (created,))
            cur = await conn.execute(
                "DELETE FROM tables WHERE status = 'over' AND created < %s", (created,)
            )
            return cur.rowcount

    async def save_analysis(self, table_id: str, data: dict[str, Any]) -> None:
        async with self._pool.connection() as conn:
            await conn.execute(
                """INSERT INTO analyses VALUES (%s, %s)
                ON CONFLICT (table_id) DO UPDATE SET data=EXCLUDED.data""",
                (table_id, json.dumps(data)),
            )

    async def load_analysis(self, table_id: str) -> dict[str, Any] | None:
        async with self._pool.connection() as conn:
            cur = await conn.execute("SELECT data FROM analyses WHERE table_id=%s", (table_id,))
            row = await cur.fetchone()
            return dict(row[0]) if row else None

    # -- holds: one server plays a live table at a time; the database clock decides ---------

    async def claim(self, table_id: str, node: str, seconds: float) -> Lease:
        async with self._pool.connection() as conn:
            cur = await conn.execute(
                f"""INSERT INTO holds (table_id, node, expires, epoch)
                VALUES (%s, %s, {NOW} + %s, 1)
                ON CONFLICT (table_id) DO UPDATE SET node=EXCLUDED.node, expires=EXCLUDED.expires,
                    epoch = CASE WHEN holds.node = EXCLUDED.node THEN holds.epoch
                                 ELSE holds.epoch + 1 END
                WHERE holds.node = EXCLUDED.node OR holds.expires < {NOW}
                RETURNING node, epoch""",
                (table_id, node, seconds),
            )
            won = await cur.fetchone()
            if won is not None:
                return Lease(str(won[0]), int(won[1]))
            cur = await conn.execute("SELECT node, epoch FROM holds WHERE table_id=%s", (table_id,))
            held = await cur.fetchone()
            if held is None:
                return await self.claim(table_id, node, seconds)
            return Lease(str(held[0]), int(held[1]))

    async def renew(self, node: str, table_ids: list[str], seconds: float) -> set[str]:
        if not table_ids:
            return set()
        async with self._pool.connection() as conn:
            cur = await conn.execute(
                f"""UPDATE holds SET expires = {NOW} + %s
                WHERE node=%s AND table_id = ANY(%s) RETURNING table_id""",
                (seconds, node, table_ids),
            )
            return {str(row[0]) for row in await cur.fetchall()}

    async def release(self, node: str, table_ids: list[str]) -> None:
        if table_ids:
            async with self._pool.connection() as conn:
                await conn.execute(
                    "UPDATE holds SET expires = 0 WHERE node=%s AND table_id = ANY(%s)",
                    (node, table_ids),
                )

    async def orphans(self, limit: int) -> list[str]:
        async with self._pool.connection() as conn:
            cur = await conn.execute(
                f"""SELECT t.id FROM tables t LEFT JOIN holds h ON h.table_id = t.id
                WHERE t.status = 'playing' AND (h.table_id IS NULL OR h.expires < {NOW})
                ORDER BY t.created LIMIT %s""",
                (limit,),
            )
            return [str(row[0]) for row in await cur.fetchall()]

    async def public_tables(self, limit: int) -> list[tuple[TableRow, int]]:
        async with self._pool.connection() as conn:
            cur = conn.cursor(row_factory=dict_row)
            await cur.execute(
                """SELECT t.*, (SELECT count(*) FROM moves m WHERE m.table_id = t.id) AS seq
                FROM tables t WHERE NOT coalesce((t.settings->>'private')::boolean, false)
                ORDER BY (t.status = 'over'), t.created DESC LIMIT %s""",
                (limit,),
            )
            return [(_table(row), int(row["seq"])) for row in await cur.fetchall()]


SAVE_TABLE = """INSERT INTO tables VALUES (%s,%s,%s,%s,%s,%s,%s,%s,%s,%s)
    ON CONFLICT (id) DO UPDATE SET game=EXCLUDED.game, options=EXCLUDED.options,
    seed=EXCLUDED.seed, seats=EXCLUDED.seats, settings=EXCLUDED.settings,
    status=EXCLUDED.status, created=EXCLUDED.created, started=EXCLUDED.started,
    result=EXCLUDED.result"""


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
