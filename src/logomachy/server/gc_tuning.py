"""Garbage-collector settings for a long-running server process.

Measured under the load benchmark (250 Trencadís tables, 1,000 sockets, ~170 moves/s): with
Python's defaults the collector ran a full collection every ~2.5 s, each ~220 ms of CPU over the
~180,000 objects of the heap, stalling every table at once -- most of the p99 latency. Each
move copies its game state (a pickle round trip, ~500 new containers) and that copy lives until
the next move, so with the default young threshold (700) nearly every move promoted its state,
and the old generation grew fast enough to trigger full collections. Game states hold no
reference cycles (they are freed by reference counting), so collecting them is wasted work.
"""

from __future__ import annotations

import gc

# Young collections every 10,000 net allocations instead of 700 (a few moves, not every move);
# a full collection after 100 middle ones instead of 10. Cyclic garbage (a few objects per
# message, from the web stack) still goes in the young collections.
THRESHOLDS = (10_000, 20, 100)


def tune_gc() -> None:
    """Moves everything alive after start-up (modules, game data, restored tables) out of the
    collector's sight for good, and sets `THRESHOLDS`. Call once, after start-up."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)
