"""Rematch: the same table again, a new deal, in one click.

The first seat to ask opens the new table: the same game, options, bots (and strengths),
pace and grace, every seat where it was, a new seed from the server (even after a practice
table: a rematch is a new game). The old table then names it (`rematch` in its public info),
so every page at the old table is offered to follow. A seat follows by proving it held its
old seat (the old seat's key): it is given its seat at the new table under a new key of its
own, with its name and its player's identity. A spectator has no old seat, and gets none.

The new table is private (its seats are the old players', no stranger's from the lobby) and
starts, as any table, when every person has followed; until then its host (seat 0, once
they follow) may give an empty seat to a bot as usual.
"""

from __future__ import annotations

import secrets
import time
from typing import Any

from logomachy.kernel import IllegalMove
from logomachy.server.rooms import Rooms
from logomachy.server.store import SeatRow, TableRow
from logomachy.server.table import Table, new_key


def rematch_row(old: TableRow, table_id: str) -> TableRow:
    seats = [
        SeatRow("bot", new_key(), s.name, s.strength, claimed=True)
        if s.kind == "bot"
        else SeatRow("human", new_key())
        for s in old.seats
    ]
    kept: dict[str, Any] = {
        k: old.settings[k] for k in ("grace_seconds", "pace") if k in old.settings
    }
    settings: dict[str, Any] = {
        **kept,
        "private": True,
        "practice": False,
        "rematch_of": old.id,
    }
    return TableRow(
        id=table_id,
        game=old.game,
        options=dict(old.options),
        seed=secrets.randbits(63),
        seats=seats,
        settings=settings,
        created=time.time(),
    )


async def open_rematch(rooms: Rooms, old: Table) -> str:
    """The id of the old table's rematch, opened now unless it was already (by this server
    or, as the store says, another)."""
    async with old.lock:
        if old.row.status != "over":
            raise IllegalMove.of("a rematch opens when the game is over", rule="seats")
        stored = await rooms.store.load_table(old.id)
        known = old.row.settings.get("rematch") or (stored and stored[0].settings.get("rematch"))
        if known and await rooms.store.load_table(known) is None:
            known = None  # nobody followed, and the housekeeping deleted it: open another
        if not known:
            row = rematch_row(old.row, rooms.new_id())
            await rooms.store.save_table(row)
            old.row.settings["rematch"] = known = row.id
            await rooms.store.save_table(old.row)
        old.row.settings["rematch"] = known
    old.announce()
    return str(known)


async def follow(new: Table, old: Table, seat: int) -> str:
    """Seats the holder of `old`'s seat in the same seat of `new` (again, if they were
    already); returns the seat's own key at `new`."""
    was = old.row.seats[seat]
    if was.kind != "human":
        raise IllegalMove.of("that seat is a bot's", rule="seats")
    await new.join(was.name, new.row.seats[seat].key, None, player=was.player)
    return new.row.seats[seat].key
