"""The tables this server holds: opening them, finding them, reloading them after a restart."""

from __future__ import annotations

import logging
import re
import secrets
import time
from typing import Any

from logomachy.bots.base import bot_strengths, make_bot
from logomachy.kernel import IllegalMove, get_game
from logomachy.server.fanout import Fanout
from logomachy.server.protocol import CreateTable
from logomachy.server.settings import Settings
from logomachy.server.store import SeatRow, Store, TableRow
from logomachy.server.table import BotMaker, Table, new_key

log = logging.getLogger(__name__)

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069]")


def clean_name(name: str, limit: int) -> str:
    """A display name: control and direction-override characters dropped, spaces squeezed.
    (Escaping for HTML is the front end's job: it only ever sets text, never markup.)"""
    return " ".join(_CONTROL.sub("", name).split())[:limit]


class Rooms:
    def __init__(
        self,
        settings: Settings,
        store: Store,
        fanout: Fanout,
        bot_maker: BotMaker = make_bot,
    ) -> None:
        self.settings = settings
        self.store = store
        self.fanout = fanout
        self.bot_maker = bot_maker
        self.tables: dict[str, Table] = {}

    def _table(self, row: TableRow) -> Table:
        game = get_game(row.game)
        return Table(row, game, self.settings, self.store, self.fanout, self.bot_maker)

    async def create(self, req: CreateTable) -> Table:
        try:
            game = get_game(req.game)
        except KeyError as exc:
            raise IllegalMove(str(exc.args[0]), rule="games") from exc
        meta = game.meta
        if not meta.min_players <= len(req.seats) <= meta.max_players:
            raise IllegalMove(
                f"{meta.title} is for {meta.min_players}-{meta.max_players} players", "players"
            )
        if req.seats[0].kind != "human":
            raise IllegalMove("seat 0 is the host's", rule="seats")
        options = game.resolve_options(req.options)
        seats: list[SeatRow] = []
        for i, s in enumerate(req.seats):
            if s.kind == "bot":
                try:
                    strengths = bot_strengths(meta.id)
                except KeyError as exc:
                    raise IllegalMove(f"{meta.title} has no bots yet", rule="seats") from exc
                strength = s.strength or strengths[len(strengths) // 2]
                if strength not in strengths:
                    raise IllegalMove(
                        f"no '{strength}' bot (have: {', '.join(strengths)})", rule="seats"
                    )
                seats.append(SeatRow("bot", new_key(), f"Bot {i + 1} ({strength})", strength, True))
            else:
                seats.append(SeatRow("human", new_key()))
        host = clean_name(req.name, self.settings.max_name) or "Player 1"
        seats[0].name, seats[0].claimed = host, True
        row = TableRow(
            id=self._new_id(),
            game=meta.id,
            options=options,
            seed=req.seed if req.seed is not None else secrets.randbits(63),
            seats=seats,
            settings={"grace_seconds": req.grace_seconds, "private": req.private},
            created=time.time(),
        )
        await self.store.save_table(row)
        table = self._table(row)
        self.tables[row.id] = table
        async with table.lock:
            await table._start_if_full()
        table.announce()
        return table

    def _new_id(self) -> str:
        while True:
            table_id = secrets.token_urlsafe(6).replace("-", "x").replace("_", "y")
            if table_id not in self.tables:
                return table_id

    async def get(self, table_id: str) -> Table | None:
        """A table held here, or a finished one loaded from the store (for its record)."""
        table = self.tables.get(table_id)
        if table is not None:
            return table
        loaded = await self.store.load_table(table_id)
        if loaded is None:
            return None
        row, moves = loaded
        table = self._table(row)
        table.restore(moves)
        self.tables[table_id] = table
        return table

    async def load_live(self) -> int:
        """After a (re)start: every table not over, rebuilt by replay; returns how many."""
        count = 0
        for row, moves in await self.store.live_tables():
            try:
                table = self._table(row)
                table.restore(moves)
            except Exception:
                log.exception("table %s could not be restored", row.id)
                continue
            self.tables[row.id] = table
            count += 1
        return count

    def lobby(self) -> list[dict[str, Any]]:
        """Public tables, those waiting for players first, then those in play, then finished."""
        order = {"waiting": 0, "playing": 1, "over": 2}
        shown = [t for t in self.tables.values() if not t.row.settings.get("private")]
        shown.sort(key=lambda t: (order.get(t.row.status, 3), -t.row.created))
        return [t.public_info() for t in shown[:200]]

    def shutdown(self) -> None:
        for table in self.tables.values():
            table.shutdown()
