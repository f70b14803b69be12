"""The replay viewer's data: a finished game step by step, as a spectator saw it.

`GET /api/tables/{id}/steps?start=&count=` gives, for each step in the range (step k: the
state after the record's first k moves), the move in the game's own notation, the spectator's
view and the log lines it added; with them, every public log line before the range, so a page
that jumps into the middle shows the log so far. Views are a spectator's and lines only the
public ones: what a seat alone saw (a hand, a refusal) stays out, even after the game.

Replaying is a pass over the record, so the last position a page reached is kept per table
(a few tables): an auto-play that asks for the next steps goes on from there instead of
replaying from the first move each time. It runs in a thread, off the event loop.
"""

from __future__ import annotations

import asyncio
import threading
from collections import OrderedDict
from typing import Any

from fastapi import APIRouter, Query

from logomachy.kernel import Game, Record, get_game, to_jsonable
from logomachy.server.analysis import RESPONSES, finished_table
from logomachy.server.rooms import Rooms

MOST_STEPS = 50  # steps a request may ask for: a long game's views are sent in parts
KEPT = 8  # tables whose last replayed position is kept


class Replays:
    """Steps of finished records, each table's last position kept for the next request."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.positions: OrderedDict[str, tuple[int, Any]] = OrderedDict()  # moves, state

    def steps(self, table_id: str, record: Record, start: int, count: int) -> dict[str, Any]:
        game = get_game(record.game)
        total = len(record.moves)
        start = max(0, min(start, total))
        end = min(total, start + max(1, min(count, MOST_STEPS)) - 1)
        # From the step before the range: its log is the log so far, and the first step's
        # own lines are those its move added.
        n, state = self._position(table_id, game, record, max(0, start - 1))
        events = game.events(state)
        log = [_line(i, e) for i, e in enumerate(events) if e.to is None]
        steps = []
        if start == 0:
            steps.append(self._step(game, record, 0, state, log))
            log = []
        seen = len(events)
        while n < end:
            entry = record.moves[n]
            state = game.apply(state, entry.seat, game.move_from_json(entry.move))
            n += 1
            events = game.events(state)
            new = [_line(i, events[i]) for i in range(seen, len(events)) if events[i].to is None]
            seen = len(events)
            steps.append(self._step(game, record, n, state, new))
        with self.lock:
            self.positions[table_id] = (n, state)
            self.positions.move_to_end(table_id)
            while len(self.positions) > KEPT:
                self.positions.popitem(last=False)
        return {"total": total, "start": start, "log": log, "steps": steps}

    def _position(self, table_id: str, game: Game[Any], record: Record, n: int) -> tuple[int, Any]:
        """The state after the first `n` moves, from the kept position when it is not past."""
        with self.lock:
            kept = self.positions.get(table_id)
        if kept is not None and kept[0] <= n:
            at, state = kept
        else:
            at, state = 0, game.setup(len(record.seats), record.options, record.seed)
        while at < n:
            entry = record.moves[at]
            state = game.apply(state, entry.seat, game.move_from_json(entry.move))
            at += 1
        return at, state

    @staticmethod
    def _step(
        game: Game[Any], record: Record, n: int, state: Any, events: list[dict[str, Any]]
    ) -> dict[str, Any]:
        entry = record.moves[n - 1] if n else None
        return {
            "n": n,
            "move": to_jsonable(entry) if entry else None,
            "notation": game.move_from_json(entry.move).notation() if entry else None,
            "view": to_jsonable(game.view(state, None)),
            "events": events,
        }


def _line(i: int, event: Any) -> dict[str, Any]:
    return {"i": i, "kind": event.kind, "text": event.text, "data": to_jsonable(event.data)}


def replay_routes(rooms: Rooms, replays: Replays) -> APIRouter:
    router = APIRouter(tags=["after the game"])

    @router.get("/api/tables/{table_id}/steps", responses=RESPONSES)
    async def steps(
        table_id: str,
        start: int = Query(0, ge=0, description="the first step (0: the game as set up)"),
        count: int = Query(20, ge=1, le=MOST_STEPS, description="how many steps"),
    ) -> dict[str, Any]:
        """A finished game's steps from `start`: each move in the game's notation, the
        spectator's view after it and the public log lines it added; `log`: the public lines
        before the first step; `total`: the record's moves."""
        table = await finished_table(rooms, table_id, "the replay")
        record = Record.from_json(table.record_json())
        return await asyncio.to_thread(replays.steps, table_id, record, start, count)

    return router
