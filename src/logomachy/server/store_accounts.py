"""Storage of players, their sessions and ratings, and table chat: the contract and SQLite.

Kept in the tables' own database (the same file, or the same PostgreSQL: `store_pg_accounts`),
so a finished game, who played it and what it did to their ratings are one history. Every
table here is made with CREATE ... IF NOT EXISTS beside the tables and moves: a database from
before players existed gains them at its next start, and nothing old changes.

- `players`: a device identity (no name) or an account (a name and an argon2 hash);
- `sessions`: the SHA-256 of each session cookie (a copy of the database opens no session);
- `seat_players`: which player sat where, kept by `save_table` from the seats' `player`;
- `ratings` and `rated_tables`: Glicko-2 per player (or bot strength) and game, and the tables
  already counted, with what each seat's rating did (a table is counted once: see `rate_table`);
- `chat`: the last lines said at each table, never part of its record.
"""

from __future__ import annotations

import json
import sqlite3
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # store.py imports this module: its rows are read at call time
    from logomachy.server.store import TableRow


class NameTaken(Exception):
    """Another account has this name already."""


@dataclass(frozen=True)
class PlayerRow:
    """A player: `name` and `password` (its argon2 hash) are None for a device identity."""

    id: str
    created: float
    name: str | None = None
    password: str | None = None

    @property
    def registered(self) -> bool:
        return self.name is not None


@dataclass(frozen=True)
class Rating:
    """Glicko-2's three numbers on the usual scale, and how many rated games made them."""

    rating: float = 1500.0
    rd: float = 350.0
    vol: float = 0.06
    games: int = 0


@dataclass(frozen=True)
class ChatLine:
    n: int  # numbered per table, from 1
    seat: int
    name: str
    text: str
    phrase: str  # a quick phrase's id (shown in each reader's language), or ""
    t: float  # wall-clock epoch

    def to_json(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "seat": self.seat,
            "name": self.name,
            "text": self.text,
            "phrase": self.phrase,
            "t": self.t,
        }


# What a rating update computes from the ratings before it: the new ratings by key, and what
# each seat's rating did (JSON, kept with the table and shown at its end).
RatingUpdate = Callable[[dict[str, Rating]], tuple[dict[str, Rating], list[dict[str, Any]]]]


class PlayersStore(ABC):
    """What the players' features need from storage (both stores implement it)."""

    @abstractmethod
    async def add_player(self, player: PlayerRow) -> None: ...

    @abstractmethod
    async def player_named(self, name_key: str) -> PlayerRow | None:
        """The account whose folded name (`accounts.name_key`) this is."""

    @abstractmethod
    async def register_player(self, player_id: str, name: str, name_key: str, hash_: str) -> None:
        """Gives a device identity its name and password; `NameTaken` if the name is."""

    @abstractmethod
    async def add_session(self, token_hash: str, player_id: str, expires: float) -> None: ...

    @abstractmethod
    async def session_player(self, token_hash: str, now: float) -> PlayerRow | None:
        """The player of an unexpired session."""

    @abstractmethod
    async def delete_session(self, token_hash: str) -> None: ...

    @abstractmethod
    async def delete_expired_sessions(self, now: float) -> int: ...

    @abstractmethod
    async def player_tables(self, player_id: str, limit: int) -> list[tuple[TableRow, int]]:
        """The tables the player sat at (with the seat), newest first."""

    @abstractmethod
    async def player_ratings(self, player_id: str) -> dict[str, Rating]:
        """The player's rating in each game they were rated in, by game id."""

    @abstractmethod
    async def rate_table(
        self, table_id: str, game: str, keys: list[str], update: RatingUpdate
    ) -> list[dict[str, Any]] | None:
        """In one transaction: unless the table was rated already (then None), reads the
        ratings of `keys` in `game` (the default for those without one), writes what
        `update` makes of them and marks the table rated with the seats' changes, which it
        returns. Two servers rating one table at once: one of them does it."""

    @abstractmethod
    async def table_ratings(self, table_id: str) -> list[dict[str, Any]] | None:
        """What the table did to its seats' ratings; None if it was never rated."""

    @abstractmethod
    async def unrated_tables(self, limit: int) -> list[TableRow]:
        """Finished tables not rated yet (the server stopped between the two writes)."""

    @abstractmethod
    async def add_chat(
        self, table_id: str, seat: int, name: str, text: str, phrase: str, t: float, keep: int
    ) -> ChatLine:
        """Appends a line (numbered next) and forgets all but the table's last `keep`."""

    @abstractmethod
    async def recent_chat(self, table_id: str, limit: int) -> list[ChatLine]:
        """The table's last `limit` lines, oldest first."""


SQLITE_SCHEMA = """
CREATE TABLE IF NOT EXISTS players (
    id TEXT PRIMARY KEY,
    name TEXT,
    name_key TEXT UNIQUE,
    password TEXT,
    created REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
    token TEXT PRIMARY KEY,
    player TEXT NOT NULL REFERENCES players(id),
    expires REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_expires ON sessions(expires);
CREATE TABLE IF NOT EXISTS seat_players (
    table_id TEXT NOT NULL,
    seat INTEGER NOT NULL,
    player TEXT NOT NULL,
    PRIMARY KEY (table_id, seat)
);
CREATE INDEX IF NOT EXISTS seat_players_player ON seat_players(player);
CREATE TABLE IF NOT EXISTS ratings (
    player TEXT NOT NULL,
    game TEXT NOT NULL,
    rating REAL NOT NULL,
    rd REAL NOT NULL,
    vol REAL NOT NULL,
    games INTEGER NOT NULL,
    PRIMARY KEY (player, game)
);
CREATE TABLE IF NOT EXISTS rated_tables (
    table_id TEXT PRIMARY KEY,
    changes TEXT NOT NULL,
    rated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS chat (
    table_id TEXT NOT NULL,
    n INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    text TEXT NOT NULL,
    phrase TEXT NOT NULL,
    t REAL NOT NULL,
    PRIMARY KEY (table_id, n)
);
"""

# What deleting a table deletes besides its row and moves (both stores).
TABLE_CHILDREN = ("seat_players", "chat", "rated_tables")


def seat_player_rows(table: TableRow) -> list[tuple[str, int, str]]:
    return [(table.id, i, s.player) for i, s in enumerate(table.seats) if s.player]


def sync_seat_players_sqlite(db: sqlite3.Connection, table: TableRow) -> None:
    """Inside the caller's transaction: `seat_players` made to say what the seats say."""
    db.execute("DELETE FROM seat_players WHERE table_id=?", (table.id,))
    db.executemany("INSERT INTO seat_players VALUES (?,?,?)", seat_player_rows(table))


def _player(row: sqlite3.Row | None) -> PlayerRow | None:
    if row is None:
        return None
    return PlayerRow(row["id"], float(row["created"]), row["name"], row["password"])


class SQLitePlayers(PlayersStore):
    """`PlayersStore` on the SQLite connection of `SQLiteStore` (which mixes this in)."""

    def _conn(self) -> sqlite3.Connection:
        raise NotImplementedError  # SQLiteStore's

    async def add_player(self, player: PlayerRow) -> None:
        self._conn().execute(
            "INSERT INTO players VALUES (?,?,?,?,?)",
            (player.id, player.name, None, player.password, player.created),
        )

    async def player_named(self, name_key: str) -> PlayerRow | None:
        row = self._conn().execute("SELECT * FROM players WHERE name_key=?", (name_key,))
        return _player(row.fetchone())

    async def register_player(self, player_id: str, name: str, name_key: str, hash_: str) -> None:
        try:
            self._conn().execute(
                "UPDATE players SET name=?, name_key=?, password=? WHERE id=?",
                (name, name_key, hash_, player_id),
            )
        except sqlite3.IntegrityError as exc:
            raise NameTaken(name) from exc

    async def add_session(self, token_hash: str, player_id: str, expires: float) -> None:
        self._conn().execute(
            "INSERT INTO sessions VALUES (?,?,?)", (token_hash, player_id, expires)
        )

    async def session_player(self, token_hash: str, now: float) -> PlayerRow | None:
        row = self._conn().execute(
            """SELECT p.* FROM sessions s JOIN players p ON p.id = s.player
            WHERE s.token=? AND s.expires > ?""",
            (token_hash, now),
        )
        return _player(row.fetchone())

    async def delete_session(self, token_hash: str) -> None:
        self._conn().execute("DELETE FROM sessions WHERE token=?", (token_hash,))

    async def delete_expired_sessions(self, now: float) -> int:
        return int(self._conn().execute("DELETE FROM sessions WHERE expires <= ?", (now,)).rowcount)

    async def player_tables(self, player_id: str, limit: int) -> list[tuple[TableRow, int]]:
        rows = self._conn().execute(
            """SELECT t.*, sp.seat AS seat_no FROM seat_players sp JOIN tables t
            ON t.id = sp.table_id WHERE sp.player=? ORDER BY t.created DESC LIMIT ?""",
            (player_id, limit),
        )
        return [(row_to_table(r), int(r["seat_no"])) for r in rows.fetchall()]

    async def player_ratings(self, player_id: str) -> dict[str, Rating]:
        rows = self._conn().execute("SELECT * FROM ratings WHERE player=?", (player_id,))
        return {r["game"]: _rating(r) for r in rows.fetchall()}

    async def rate_table(
        self, table_id: str, game: str, keys: list[str], update: RatingUpdate
    ) -> list[dict[str, Any]] | None:
        db = self._conn()
        db.execute("BEGIN IMMEDIATE")
        try:
            done = db.execute("SELECT 1 FROM rated_tables WHERE table_id=?", (table_id,))
            if done.fetchone() is not None:
                db.execute("ROLLBACK")
                return None
            marks = ",".join("?" * len(keys))
            rows = db.execute(
                f"SELECT * FROM ratings WHERE game=? AND player IN ({marks})", (game, *keys)
            ).fetchall()
            before = {r["player"]: _rating(r) for r in rows}
            after, changes = update({k: before.get(k, Rating()) for k in keys})
            db.executemany(
                "INSERT OR REPLACE INTO ratings VALUES (?,?,?,?,?,?)",
                [(k, game, r.rating, r.rd, r.vol, r.games) for k, r in after.items()],
            )
            db.execute(
                "INSERT INTO rated_tables VALUES (?,?,?)",
                (table_id, json.dumps(changes), time.time()),
            )
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        return changes

    async def table_ratings(self, table_id: str) -> list[dict[str, Any]] | None:
        row = (
            self._conn()
            .execute("SELECT changes FROM rated_tables WHERE table_id=?", (table_id,))
            .fetchone()
        )
        return None if row is None else list(json.loads(row["changes"]))

    async def unrated_tables(self, limit: int) -> list[TableRow]:
        rows = self._conn().execute(
            """SELECT * FROM tables t WHERE t.status = 'over' AND NOT EXISTS
            (SELECT 1 FROM rated_tables r WHERE r.table_id = t.id) ORDER BY t.created LIMIT ?""",
            (limit,),
        )
        return [row_to_table(r) for r in rows.fetchall()]

    async def add_chat(
        self, table_id: str, seat: int, name: str, text: str, phrase: str, t: float, keep: int
    ) -> ChatLine:
        db = self._conn()
        db.execute("BEGIN IMMEDIATE")
        try:
            last = db.execute("SELECT max(n) FROM chat WHERE table_id=?", (table_id,)).fetchone()
            line = ChatLine(int(last[0] or 0) + 1, seat, name, text, phrase, t)
            db.execute(
                "INSERT INTO chat VALUES (?,?,?,?,?,?,?)",
                (table_id, line.n, seat, name, text, phrase, t),
            )
            db.execute("DELETE FROM chat WHERE table_id=? AND n <= ?", (table_id, line.n - keep))
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
        return line

    async def recent_chat(self, table_id: str, limit: int) -> list[ChatLine]:
        rows = (
            self._conn()
            .execute(
                "SELECT * FROM chat WHERE table_id=? ORDER BY n DESC LIMIT ?", (table_id, limit)
            )
            .fetchall()
        )
        return [chat_line(r) for r in reversed(rows)]


def row_to_table(row: sqlite3.Row) -> TableRow:
    from logomachy.server.store import row_to_table as read

    return read(row)


def _rating(row: Any) -> Rating:
    return Rating(float(row["rating"]), float(row["rd"]), float(row["vol"]), int(row["games"]))


def chat_line(row: Any) -> ChatLine:
    return ChatLine(
        int(row["n"]), int(row["seat"]), row["name"], row["text"], row["phrase"], float(row["t"])
    )
