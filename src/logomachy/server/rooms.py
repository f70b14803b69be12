"""The tables this server holds: opening them, finding them, reloading them after a restart.

With `Settings.node_url` several servers share one PostgreSQL database: a live table is
played by one of them at a time, the one whose lease on it (a row in the database, renewed
every `hold_seconds` / 4) runs; asking another server for it raises `Elsewhere(holder)`, and
the web app relays the request there (`relay.py`). Every move write is fenced by the lease
(`store.Lease`): a server that lost its lease writes nothing more and drops the table at its
first refused write, or at its next renewal. When a holder stops its leases end at once; when
it dies they run out after `hold_seconds`, and the next server's sweep (or the next request)
replays the table from the database, exactly as after a restart."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import secrets
import time
from collections.abc import Callable
from typing import Any

from logomachy.bots.base import make_bot
from logomachy.bots.pace import default_pace
from logomachy.kernel import IllegalMove, get_game
from logomachy.server.fanout import Fanout
from logomachy.server.protocol import CreateTable
from logomachy.server.ratings import rate_pending, rate_quietly
from logomachy.server.settings import Settings
from logomachy.server.store import Lease, SeatRow, Store, TableRow
from logomachy.server.table import BotMaker, Table, chosen_strength, new_key, public_info

ORPHANS_PER_SWEEP = 20  # tables taken over per sweep at most: a dead server's load spreads

log = logging.getLogger(__name__)

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069]")


def clean_name(name: str, limit: int) -> str:
    """A display name: control and direction-override characters dropped, spaces squeezed.
    (Escaping for HTML is the front end's job: it only ever sets text, never markup.)"""
    return " ".join(_CONTROL.sub("", name).split())[:limit]


class Elsewhere(Exception):
    """The table is played on another server: `holder` is its base URL."""

    def __init__(self, holder: str) -> None:
        super().__init__(f"this table is played on {holder}")
        self.holder = holder


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
        # Told "takeover" / "lost" as leases move (the app counts them for /metrics).
        self.on_event: Callable[[str], None] = lambda event: None

    def _table(self, row: TableRow, lease: Lease | None) -> Table:
        game = get_game(row.game)
        table = Table(row, game, self.settings, self.store, self.fanout, self.bot_maker)
        table.lease = lease
        table.on_lost = self._lose
        table.on_over = self._rate
        return table

    async def _rate(self, table: Table) -> None:
        await rate_quietly(self.store, table.row)

    async def create(self, req: CreateTable, player: str | None = None) -> Table:
        """Opens a table; `player`: the host's identity (`accounts`), if any."""
        try:
            game = get_game(req.game)
        except KeyError as exc:
            raise IllegalMove.of("no game '{game}'", rule="games", game=req.game) from exc
        meta = game.meta
        if not meta.min_players <= len(req.seats) <= meta.max_players:
            raise IllegalMove.of(
                "{game} is for {minimum} to {maximum} players",
                rule="players",
                game=meta.title,
                minimum=meta.min_players,
                maximum=meta.max_players,
            )
        if req.seats[0].kind != "human":
            raise IllegalMove.of("seat 0 is the host's", rule="seats")
        options = game.resolve_options(req.options)
        seats: list[SeatRow] = []
        for i, s in enumerate(req.seats):
            if s.kind == "bot":
                strength = chosen_strength(meta.id, meta.title, s.strength or "")
                seats.append(SeatRow("bot", new_key(), f"Bot {i + 1} ({strength})", strength, True))
            else:
                seats.append(SeatRow("human", new_key()))
        host = clean_name(req.name, self.settings.max_name) or "Player 1"
        seats[0].name, seats[0].claimed, seats[0].player = host, True, player
        row = TableRow(
            id=self.new_id(),
            game=meta.id,
            options=options,
            seed=req.seed if req.seed is not None else secrets.randbits(63),
            seats=seats,
            settings={
                "grace_seconds": req.grace_seconds,
                "private": req.private,
                "pace": req.pace or default_pace(meta.id),  # kept: a restart keeps the pace
                "practice": req.seed is not None,  # a chosen seed: see `table.public_info`
            },
            created=time.time(),
        )
        await self.store.save_table(row)
        if self.settings.node_url is not None:
            # Several servers: the table plays where its players' requests are routed (the
            # load balancer hashes its id), so the server that opened it does not hold it:
            # the first one asked for it does, and starts it if every seat is taken.
            return self._table(row, None)
        table = self._table(row, None)
        self.tables[row.id] = table
        async with table.lock:
            await table._start_if_full()
        table.announce()
        return table

    def new_id(self) -> str:
        while True:
            table_id = secrets.token_urlsafe(6).replace("-", "x").replace("_", "y")
            if table_id not in self.tables:
                return table_id

    async def get(self, table_id: str) -> Table | None:
        """A table held here, or one loaded from the store: a finished one (for its record),
        or a live one this server can hold (else `Elsewhere`)."""
        table = self.tables.get(table_id)
        if table is not None:
            return table
        loaded = await self.store.load_table(table_id)
        if loaded is None:
            return None
        lease = None
        if loaded[0].status != "over":
            lease = await self._hold(table_id)
            if lease is not None:
                # Read again under the lease: a move the last holder committed between the
                # first read and the claim is in the history now, and no later one can be.
                loaded = await self.store.load_table(table_id)
                assert loaded is not None
        row, moves = loaded
        table = self.tables.get(table_id)  # loaded meanwhile by another request
        if table is not None:
            return table
        table = self._table(row, lease)
        table.restore(moves)
        self.tables[table_id] = table
        await self._save_if_repaired(table)
        if row.status == "waiting" and not table.open_seats():
            async with table.lock:  # opened elsewhere with every seat taken (see `create`)
                await table._start_if_full()
            table.announce()
        elif lease is not None and moves:
            self.on_event("takeover")
        return table

    async def _save_if_repaired(self, table: Table) -> None:
        if table.repaired:
            log.warning("table %s: its last move had ended the game; marked over", table.id)
            await self.store.save_table(table.row)
            table.repaired = False
            await self._rate(table)

    async def load_live(self) -> int:
        """After a (re)start: every table not over (that no other server holds), rebuilt by
        replay; returns how many."""
        count = 0
        for row, moves in await self.store.live_tables():
            try:
                lease = await self._hold(row.id)
            except Elsewhere:
                continue
            if lease is not None:
                again = await self.store.load_table(row.id)  # read under the lease, as in get
                if again is None:
                    continue
                row, moves = again
            try:
                table = self._table(row, lease)
                table.restore(moves)
            except Exception:
                log.exception("table %s could not be restored", row.id)
                continue
            self.tables[row.id] = table
            await self._save_if_repaired(table)
            count += 1
        return count

    # -- holds (several servers) ------------------------------------------------------------
    async def _hold(self, table_id: str) -> Lease | None:
        """This server's lease on the table (None with one server), else `Elsewhere`."""
        node = self.settings.node_url
        if node is None:
            return None
        lease = await self.store.claim(table_id, node, self.settings.hold_seconds)
        if lease.node != node:
            raise Elsewhere(lease.node)
        return lease

    def _lose(self, table: Table) -> None:
        """The table is held elsewhere now: it stops here, and its sockets are told to go and
        find it (they reconnect and reach the new holder)."""
        if self.tables.get(table.id) is table:
            del self.tables[table.id]
        log.warning("table %s is held by another server now", table.id)
        self.on_event("lost")
        table.shutdown()
        table.moved = True
        self.fanout.publish(table.id, table.seq)

    def _live_ids(self) -> list[str]:
        return [tid for tid, t in self.tables.items() if t.row.status != "over"]

    async def keep_holding(self) -> None:
        """Until cancelled: renews this server's leases (a table whose lease was lost -- this
        server stalled past `hold_seconds` and another took it -- stops here), stops every
        table when the database could not be reached for a whole lease (they are surely held
        elsewhere by then), and takes over orphaned tables (their server died)."""
        node = self.settings.node_url
        assert node is not None
        renewed = time.monotonic()
        while True:
            await asyncio.sleep(self.settings.hold_seconds / 4)
            ids = self._live_ids()
            try:
                kept = await self.store.renew(node, ids, self.settings.hold_seconds)
            except Exception:
                log.exception("renewing the table leases failed; trying again")
                if time.monotonic() - renewed > self.settings.hold_seconds:
                    for table_id in self._live_ids():
                        self._lose(self.tables[table_id])
                continue
            renewed = time.monotonic()
            for table_id in set(ids) - kept:
                table = self.tables.get(table_id)
                if table is not None:
                    self._lose(table)
            await self.sweep_orphans()

    async def sweep_orphans(self) -> int:
        """Takes over live tables whose server died; returns how many this server took."""
        taken = 0
        try:
            orphans = await self.store.orphans(ORPHANS_PER_SWEEP)
        except Exception:
            log.exception("looking for orphaned tables failed")
            return 0
        for table_id in orphans:
            if table_id in self.tables:
                continue
            try:
                if await self.get(table_id) is not None:
                    taken += 1
                    log.info("took over orphaned table %s", table_id)
            except Elsewhere:
                continue  # another server was quicker
            except Exception:
                log.exception("taking over table %s failed", table_id)
        return taken

    async def release(self) -> None:
        node = self.settings.node_url
        if node is not None:
            with contextlib.suppress(Exception):
                await self.store.release(node, self._live_ids())

    async def lobby(self) -> list[dict[str, Any]]:
        """Public tables, those waiting for players first, then those in play, then finished
        (with several servers: every server's, from the database)."""
        order = {"waiting": 0, "playing": 1, "over": 2}
        shown = [t.public_info() for t in self.tables.values() if not t.row.settings.get("private")]
        if self.settings.node_url is not None:
            here = {info["id"] for info in shown}
            for row, seq in await self.store.public_tables(200):
                if row.id not in here:
                    with contextlib.suppress(KeyError):
                        meta = get_game(row.game).meta
                        grace = row.settings.get("grace_seconds")
                        shown.append(public_info(row, meta, seq, grace))
        shown.sort(key=lambda i: (order.get(i["status"], 3), -i["created"]))
        return shown[:200]

    async def housekeeping(self) -> None:
        """Until cancelled, every `sweep_seconds`: see `sweep` and `sweep_players`."""
        while True:
            await asyncio.sleep(self.settings.sweep_seconds)
            try:
                await self.sweep()
                await self.sweep_players()
            except Exception:
                log.exception("housekeeping failed; trying again")

    async def sweep_players(self) -> dict[str, int]:
        """Finished tables whose rating the server did not write (it stopped in between)
        are rated; expired sessions are deleted. Returns how many of each."""
        done = {
            "rated": await rate_pending(self.store),
            "sessions": await self.store.delete_expired_sessions(time.time()),
        }
        if any(done.values()):
            log.info("housekeeping: %s", done)
        return done

    async def sweep(self) -> dict[str, int]:
        """Finished tables nobody watches leave memory (reloaded on demand, then dropped
        again); tables abandoned while waiting for players are deleted; finished records past
        their retention are deleted. Returns how many of each."""
        now = time.monotonic()
        done = {"evicted": 0, "abandoned": 0, "expired": 0}
        for table in list(self.tables.values()):
            idle = now - table.active
            if table.watchers or table.lock.locked():
                continue
            if table.row.status == "over" and idle >= self.settings.keep_finished_seconds:
                del self.tables[table.id]
                table.shutdown()
                done["evicted"] += 1
            elif table.row.status == "waiting" and idle >= self.settings.abandon_waiting_seconds:
                del self.tables[table.id]
                table.shutdown()
                await self.store.delete_table(table.id)
                await self.release_one(table.id)
                done["abandoned"] += 1
        days = self.settings.retain_finished_days
        if days is not None:
            done["expired"] = await self.store.delete_finished_before(time.time() - days * 86_400)
        if any(done.values()):
            log.info("housekeeping: %s", done)
        return done

    async def release_one(self, table_id: str) -> None:
        node = self.settings.node_url
        if node is not None:
            await self.store.release(node, [table_id])

    def shutdown(self) -> None:
        for table in self.tables.values():
            table.shutdown()
