"""Per-game ratings: Glicko-2 (the `glicko2` library), against people and against bots.

Who is rated at a finished table: every seat a player's identity took (`SeatRow.player`), and
every bot, as the pseudo-player of its strength in that game ("trencadis/hard" is one rated
opponent however many tables it sits at). A table is one rating period for each of them:
a seat's results are its pairwise outcomes against every other rated seat — ahead (a winner
against a non-winner, else more points) 1, level ½, behind 0 — each against the opponent's
rating before the game. Seats of one key (two bots of one strength; a person in two seats)
are one player whose results are pooled, and never play themselves.

Not rated: practice tables (a chosen seed tells everyone the hidden hands), tables with no
player's identity (bots alone, or guests without one), and tables with fewer than two keys.
Those are marked rated with no changes all the same, so nothing looks at them again.

Counted once: the rating and the table's "rated" mark are one transaction
(`PlayersStore.rate_table`), done when the table ends and, for a table whose server stopped
in between, by the next sweep of any server (`rate_pending`).
"""

from __future__ import annotations

import logging
from typing import Any

import glicko2

from logomachy.server.store import Store, TableRow
from logomachy.server.store_accounts import Rating

log = logging.getLogger(__name__)

BOT = "bot:"  # a bot strength's key (player ids never hold a colon)


def rating_keys(row: TableRow) -> dict[int, str]:
    """The rated seats and whose rating each one plays for."""
    keys = {}
    for i, seat in enumerate(row.seats):
        if seat.kind == "bot":
            keys[i] = BOT + seat.strength
        elif seat.player:
            keys[i] = seat.player
    return keys


def rated(row: TableRow, keys: dict[int, str]) -> bool:
    return (
        row.status == "over"
        and row.result is not None
        and not row.settings.get("practice")
        and any(not k.startswith(BOT) for k in keys.values())
        and len(set(keys.values())) >= 2
    )


def outcome(result: dict[str, Any], seat: int, other: int) -> float:
    """Seat's result against other: 1 ahead, ½ level, 0 behind."""
    winners = set(result.get("winners", ()))
    if (seat in winners) != (other in winners):
        return 1.0 if seat in winners else 0.0
    if seat in winners:
        return 0.5
    scores = result.get("scores", ())
    mine, theirs = scores[seat], scores[other]
    return 1.0 if mine > theirs else 0.0 if mine < theirs else 0.5


def glicko_update(
    result: dict[str, Any], keys: dict[int, str], before: dict[str, Rating]
) -> tuple[dict[str, Rating], list[dict[str, Any]]]:
    """The new rating of every key, and each rated seat's change (rounded, for people)."""
    after: dict[str, Rating] = {}
    for key in set(keys.values()):
        ratings, rds, outcomes = [], [], []
        for seat, k in keys.items():
            if k != key:
                continue
            for other, ok in keys.items():
                if ok != key:
                    ratings.append(before[ok].rating)
                    rds.append(before[ok].rd)
                    outcomes.append(outcome(result, seat, other))
        old = before[key]
        player = glicko2.Player(rating=old.rating, rd=old.rd, vol=old.vol)
        player.update_player(ratings, rds, outcomes)
        after[key] = Rating(player.rating, player.rd, player.vol, old.games + 1)
    changes = [
        {
            "seat": seat,
            "bot": key.startswith(BOT),
            "before": round(before[key].rating),
            "after": round(after[key].rating),
            "rd": round(after[key].rd),
        }
        for seat, key in sorted(keys.items())
    ]
    return after, changes


async def rate_finished(store: Store, row: TableRow) -> list[dict[str, Any]] | None:
    """Rates a finished table unless it was already; returns its changes (None: done before).
    A table that is not rated is marked all the same, with no changes."""
    keys = rating_keys(row)
    result = row.result or {}
    if not rated(row, keys):
        keys = {}

    def update(before: dict[str, Rating]) -> tuple[dict[str, Rating], list[dict[str, Any]]]:
        if not keys:
            return {}, []
        return glicko_update(result, keys, before)

    return await store.rate_table(row.id, row.game, sorted(set(keys.values())), update)


async def rate_quietly(store: Store, row: TableRow) -> None:
    """`rate_finished` for the end of a game: a failure is logged and left to the sweep
    (the move that ended the game is written already; the rating must not undo it)."""
    try:
        await rate_finished(store, row)
    except Exception:
        log.exception("table %s: rating failed; the next sweep tries again", row.id)


async def rate_pending(store: Store, limit: int = 50) -> int:
    """Rates finished tables that were not (their server stopped first); returns how many."""
    count = 0
    for row in await store.unrated_tables(limit):
        if await rate_finished(store, row) is not None:
            count += 1
    return count
