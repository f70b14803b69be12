"""`store_accounts.PlayersStore` on PostgreSQL, mixed into `store_pg.PostgresStore`.

The same tables as on SQLite (JSONB for the rating changes). Ratings are updated under one
transaction-scoped advisory lock: finished games are few next to moves, and one rating update
at a time across every server makes "rated once" and "read, compute, write" safe without
locking rows that may not exist yet.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import psycopg
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

from logomachy.server.store_accounts import (
    TABLE_CHILDREN,
    ChatLine,
    NameTaken,
    PlayerRow,
    PlayersStore,
    Rating,
    RatingUpdate,
    chat_line,
    seat_player_rows,
)

if TYPE_CHECKING:
    from logomachy.server.store import TableRow

RATING_LOCK = 0x72617465  # "rate"

PG_SCHEMA = (
    """
    CREATE TABLE IF NOT EXISTS players (
        id TEXT PRIMARY KEY,
        name TEXT,
        name_key TEXT UNIQUE,
        password TEXT,
        created DOUBLE PRECISION NOT NULL
    )""",
    """
    CREATE TABLE IF NOT EXISTS sessions (
        token TEXT PRIMARY KEY,
        player TEXT NOT NULL REFERENCES players(id),
        expires DOUBLE PRECISION NOT NULL
    )""",
    "CREATE INDEX IF NOT EXISTS sessions_expires ON sessions(expires)",
    """
    CREATE TABLE IF NOT EXISTS seat_players (
        table_id TEXT NOT NULL,
        seat INTEGER NOT NULL,
        player TEXT NOT NULL,
        PRIMARY KEY (table_id, seat)
    )""",
    "CREATE INDEX IF NOT EXISTS seat_players_player ON seat_players(player)",
    """
    CREATE TABLE IF NOT EXISTS ratings (
        player TEXT NOT NULL,
        game TEXT NOT NULL,
        rating DOUBLE PRECISION NOT NULL,
        rd DOUBLE PRECISION NOT NULL,
        vol DOUBLE PRECISION NOT NULL,
        games INTEGER NOT NULL,
        PRIMARY KEY (player, game)
    )""",
    """
    CREATE TABLE IF NOT EXISTS rated_tables (
        table_id TEXT PRIMARY KEY,
        changes JSONB NOT NULL,
        rated DOUBLE PRECISION NOT NULL
    )""",
    """
    CREATE TABLE IF NOT EXISTS chat (
        table_id TEXT NOT NULL,
        n INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        text TEXT NOT NULL,
        phrase TEXT NOT NULL,
        t DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (table_id, n)
    )""",
)


async def sync_seat_players_pg(conn: psycopg.AsyncConnection[Any], table: TableRow) -> None:
    """Inside the caller's transaction: `seat_players` made to say what the seats say."""
    await conn.execute("DELETE FROM seat_players WHERE table_id=%s", (table.id,))
    rows = seat_player_rows(table)
    if rows:
        async with conn.cursor() as cur:
            await cur.executemany("INSERT INTO seat_players VALUES (%s,%s,%s)", rows)


async def delete_children_pg(conn: psycopg.AsyncConnection[Any], where: str, arg: Any) -> None:
    """Deletes what hangs off the tables `table_id {where}` picks (inside a transaction)."""
    for child in TABLE_CHILDREN:
        await conn.execute(f"DELETE FROM {child} WHERE table_id {where}", (arg,))


def _player(row: dict[str, Any] | None) -> PlayerRow | None:
    if row is None:
        return None
    return PlayerRow(row["id"], float(row["created"]), row["name"], row["password"])


def _rating(row: dict[str, Any]) -> Rating:
    return Rating(float(row["rating"]), float(row["rd"]), float(row["vol"]), int(row["games"]))


class PostgresPlayers(PlayersStore):
    """The players' storage on `PostgresStore`'s pool."""

    @property
    def _pool(self) -> AsyncConnectionPool:
        raise NotImplementedError  # PostgresStore's

    async def add_player(self, player: PlayerRow) -> None:
        async with self._pool.connection() as conn:
            await conn.execute(
                "INSERT INTO players VALUES (%s,%s,%s,%s,%s)",
                (player.id, player.name, None, player.password, player.created),
            )

    async def player_named(self, name_key: str) -> PlayerRow | None:
        async with self._pool.connection() as conn:
            cur = conn.cursor(row_factory=dict_row)
            await cur.execute("SELECT * FROM players WHERE name_key=%s", (name_key,))
            return _player(await cur.fetchone())

    async def register_player(self, player_id: str, name: str, name_key: str, hash_: str) -> None:
        async with self._pool.connection() as conn:
            try:
                await conn.execute(
                    "UPDATE players SET name=%s, name_key=%s, password=%s WHERE id=%s",
                    (name, name_key, hash_, player_id),
                )
            except psycopg.errors.UniqueViolation as exc:
                raise NameTaken(name) from exc

    async def add_session(self, token_hash: str, player_id: str, expires: float) -> None:
        async with self._pool.connection() as conn:
            await conn.execute(
                "INSERT INTO sessions VALUES (%s,%s,%s)", (token_hash, player_id, expires)
            )

    async def session_player(self, token_hash: str, now: float) -> PlayerRow | None:
        async with self._pool.connection() as conn:
            cur = conn.cursor(row_factory=dict_row)
            await cur.execute(
                """SELECT p.* FROM sessions s JOIN players p ON p.id = s.player
                WHERE s.token=%s AND s.expires > %s""",
                (token_hash, now),
            )
            return _player(await cur.fetchone())

    async def delete_session(self, token_hash: str) -> None:
        async with self._pool.connection() as conn:
            await conn.execute("DELETE FROM sessions WHERE token=%s", (token_hash,))

    async def delete_expired_sessions(self, now: float) -> int:
        async with self._pool.connection() as conn:
            cur = await conn.execute("DELETE FROM sessions WHERE expires <= %s", (now,))
            return cur.rowcount

    async def player_tables(self, player_id: str, limit: int) -> list[tuple[TableRow, int]]:
        from logomachy.server.store_pg import _table

        async with self._pool.connection() as conn:
            cur = conn.cursor(row_factory=dict_row)
            await cur.execute(
                """SELECT t.*, sp.seat AS seat_no FROM seat_players sp JOIN tables t
                ON t.id = sp.table_id WHERE sp.player=%s ORDER BY t.created DESC LIMIT %s""",
                (player_id, limit),
            )
            return [(_table(r), int(r["seat_no"])) for r in await cur.fetchall()]

    async def player_ratings(self, player_id: str) -> dict[str, Rating]:
        async with self._pool.connection() as conn:
            cur = conn.cursor(row_factory=dict_row)
            await cur.execute("SELECT * FROM ratings WHERE player=%s", (player_id,))
            return {r["game"]: _rating(r) for r in await cur.fetchall()}

    async def rate_table(
        self, table_id: str, game: str, keys: list[str], update: RatingUpdate
    ) -> list[dict[str, Any]] | None:
        async with self._pool.connection() as conn, conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock(%s)", (RATING_LOCK,))
            cur = conn.cursor(row_factory=dict_row)
            await cur.execute("SELECT 1 FROM rated_tables WHERE table_id=%s", (table_id,))
            if await cur.fetchone() is not None:
                return None
            await cur.execute(
                "SELECT * FROM ratings WHERE game=%s AND player = ANY(%s)", (game, keys)
            )
            before = {r["player"]: _rating(r) for r in await cur.fetchall()}
            after, changes = update({k: before.get(k, Rating()) for k in keys})
            await cur.executemany(
                """INSERT INTO ratings VALUES (%s,%s,%s,%s,%s,%s)
                ON CONFLICT (player, game) DO UPDATE SET rating=EXCLUDED.rating,
                rd=EXCLUDED.rd, vol=EXCLUDED.vol, games=EXCLUDED.games""",
                [(k, game, r.rating, r.rd, r.vol, r.games) for k, r in after.items()],
            )
            await conn.execute(
                "INSERT INTO rated_tables VALUES (%s,%s,extract(epoch FROM now()))",
                (table_id, json.dumps(changes)),
            )
            return changes

    async def table_ratings(self, table_id: str) -> list[dict[str, Any]] | None:
        async with self._pool.connection() as conn:
            cur = await conn.execute(
                "SELECT changes FROM rated_tables WHERE table_id=%s", (table_id,)
            )
            row = await cur.fetchone()
            return None if row is None else list(row[0])

    async def unrated_tables(self, limit: int) -> list[TableRow]:
        from logomachy.server.store_pg import _table

        async with self._pool.connection() as conn:
            cur = conn.cursor(row_factory=dict_row)
            await cur.execute(
                """SELECT * FROM tables t WHERE t.status = 'over' AND NOT EXISTS
                (SELECT 1 FROM rated_tables r WHERE r.table_id = t.id)
                ORDER BY t.created LIMIT %s""",
                (limit,),
            )
            return [_table(r) for r in await cur.fetchall()]

    async def add_chat(
        self, table_id: str, seat: int, name: str, text: str, phrase: str, t: float, keep: int
    ) -> ChatLine:
        async with self._pool.connection() as conn, conn.transaction():
            # One writer per table at a time (two servers may hold sockets of a finished one).
            await conn.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", (table_id,))
            cur = await conn.execute("SELECT max(n) FROM chat WHERE table_id=%s", (table_id,))
            last = await cur.fetchone()
            line = ChatLine(int((last and last[0]) or 0) + 1, seat, name, text, phrase, t)
            await conn.execute(
                "INSERT INTO chat VALUES (%s,%s,%s,%s,%s,%s,%s)",
                (table_id, line.n, seat, name, text, phrase, t),
            )
            await conn.execute(
                "DELETE FROM chat WHERE table_id=%s AND n <= %s", (table_id, line.n - keep)
            )
            return line

    async def recent_chat(self, table_id: str, limit: int) -> list[ChatLine]:
        async with self._pool.connection() as conn:
            cur = conn.cursor(row_factory=dict_row)
            await cur.execute(
                "SELECT * FROM chat WHERE table_id=%s ORDER BY n DESC LIMIT %s", (table_id, limit)
            )
            return [chat_line(r) for r in reversed(await cur.fetchall())]
