"""After the game: each finished table's analysis (`bots.analysis`: every decision's best
alternative and what the choice cost), served to the table and replay pages.

An analysis replays the whole record and searches every position as the strongest bot does:
from a few milliseconds to seconds of CPU. So it is computed once per table, in one worker
thread (off the event loop, one at a time: a burst of requests queues instead of taking every
core; a thread rather than a process because it needs the lexicons and word indexes this
process has loaded already, as the bots' threads do), by one task however many pages ask at
once, and kept in the store, so that a restart does not compute it again. Only a finished
table is analysed: during play the analysis would show every hidden hand.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from fastapi import APIRouter, HTTPException

from logomachy.bots.analysis import VERSION, analyse
from logomachy.kernel import Record
from logomachy.server.rooms import Rooms
from logomachy.server.store import Store
from logomachy.server.table import Table

log = logging.getLogger(__name__)

Analyser = Callable[[Record], dict[str, Any]]
RESPONSES: dict[int | str, dict[str, Any]] = {
    404: {"description": "no such table"},
    409: {"description": "not yet: the game is not over"},
    421: {"description": "relayed once already: ask `holder`"},
    500: {"description": "the analysis failed (the server's log says why)"},
}


async def finished_table(rooms: Rooms, table_id: str, what: str) -> Table:
    """The table, if it exists and its game is over (404 / 409 with the reason otherwise)."""
    table = await rooms.get(table_id)
    if table is None:
        raise HTTPException(404, "no such table")
    if table.row.status != "over":
        raise HTTPException(409, f"{what} opens when the game is over")
    return table


class Analyses:
    """Analyses of finished tables: from the store, or computed once in the worker."""

    def __init__(self, store: Store, analyser: Analyser = analyse) -> None:
        self.store = store
        self.analyser = analyser
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="analysis")
        self.running: dict[str, asyncio.Task[dict[str, Any]]] = {}

    async def of(self, table: Table) -> dict[str, Any]:
        stored = await self.store.load_analysis(table.id)
        if stored is not None and stored.get("version") == VERSION:
            return stored
        task = self.running.get(table.id)
        if task is None:
            record = Record.from_json(table.record_json())
            task = asyncio.create_task(self._compute(table.id, record))
            self.running[table.id] = task
            task.add_done_callback(lambda _: self.running.pop(table.id, None))
        # Shielded: a page that goes away does not cancel the analysis another page awaits.
        return await asyncio.shield(task)

    async def _compute(self, table_id: str, record: Record) -> dict[str, Any]:
        loop = asyncio.get_running_loop()
        data = await loop.run_in_executor(self.worker, self.analyser, record)
        await self.store.save_analysis(table_id, data)
        return data


def analysis_routes(rooms: Rooms, analyses: Analyses) -> APIRouter:
    router = APIRouter(tags=["after the game"])

    @router.get("/api/tables/{table_id}/analysis", responses=RESPONSES)
    async def analysis(table_id: str) -> dict[str, Any]:
        """Each decision of a finished game beside the best the position allowed (by the
        game's strongest bot) and what it cost, in the analyser's `unit`; `available: false`
        with a `reason` ("votes": the players' votes decide the points; "none": no analyser)
        for a game that has none."""
        table = await finished_table(rooms, table_id, "the analysis")
        try:
            return await analyses.of(table)
        except Exception as exc:
            log.exception("table %s: the analysis failed", table_id)
            raise HTTPException(500, "the analysis of this game failed") from exc

    return router
