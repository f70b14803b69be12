"""Finished tables for the after-the-game tests: one game of every family (each screen module's
games share one), played whole by bots on the simulated clock, and written to a store as a
server writes a finished table.

The simulated clock skips the waits a live table would sit through (Poetry Slam's recitals,
GraVagrama's thirty-second show), so a game costs only its bots' thinking: about 15 CPU-s for
all of them, most of it El Soneto's and Poetry Slam's dictionaries loading.
"""

from __future__ import annotations

import asyncio
import time

from logomachy.bots.autoplay import autoplay
from logomachy.kernel import Match, get_game
from logomachy.kernel.record import result_json
from logomachy.server.store import MoveRow, SeatRow, TableRow, open_store

# Family (the screen module its games share) -> (a game of it, players).
FAMILIES: dict[str, tuple[str, int]] = {
    "trencadis": ("trencadis", 2),
    "el-soneto": ("el-soneto", 2),
    "letter-tycoon": ("letter-tycoon", 2),
    "poetry-slam": ("poetry-slam", 3),
    "plaza": ("verbalia-buguigrama", 2),
    "lists": ("verbalia-votagrama", 3),
    "chains": ("verbalia-vistagrama", 2),
    "secret": ("verbalia-blufigrama", 3),
    "sentences": ("verbalia-enfilasillab", 2),
    "country": ("verbalia-vestengrama", 2),
    "wood": ("verbalia-buguisillab", 2),
    "memory": ("verbalia-memosillab", 2),
    "races": ("verbalia-grafosillab", 2),
    "pairs": ("verbalia-gravagrama", 4),
}
SEED = 3


def finished(game_id: str, players: int, seed: int = SEED) -> Match:
    """A whole game, a hard bot against easy ones (so that some choices cost something)."""
    return autoplay(get_game(game_id), players, seed, {}, ["hard", "easy"])


def table_row(table_id: str, match: Match) -> TableRow:
    game = match.game
    seats = [
        SeatRow("bot", f"key-{table_id}-{i}", s.name, s.kind.removeprefix("bot:"), True)
        for i, s in enumerate(match.record.seats)
    ]
    now = time.time()
    return TableRow(
        id=table_id,
        game=game.meta.id,
        options=game.resolve_options(match.record.options),
        seed=match.record.seed,
        seats=seats,
        settings={"grace_seconds": 0},
        status="over",
        created=now,
        started=now,
        result=result_json(game.result(match.state)),
    )


def store_finished(database_url: str, tables: dict[str, Match]) -> None:
    """Writes each match as a finished table with its moves (what a server leaves behind)."""

    async def write() -> None:
        store = open_store(database_url)
        await store.open()
        try:
            for table_id, match in tables.items():
                await store.save_table(table_row(table_id, match))
                for n, m in enumerate(match.record.moves, 1):
                    await store.append_move(table_id, MoveRow(n, m.seat, m.move, m.t))
        finally:
            await store.close()

    asyncio.run(write())
