"""What the server counts, for Prometheus (`GET /metrics`, text format).

One registry per app (tests build many apps in one process). Gauges are read when scraped
(tables and sockets are counted from the rooms, not kept in step by hand)."""

from __future__ import annotations

from collections.abc import Callable

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.exposition import CONTENT_TYPE_LATEST

__all__ = ["CONTENT_TYPE_LATEST", "Metrics"]


class Metrics:
    def __init__(self, tables: Callable[[], dict[str, int]], sockets: Callable[[], int]) -> None:
        self.registry = CollectorRegistry()
        r = self.registry
        self.moves = Counter(
            "logomachy_moves", "Moves played (seats, bots, the clock).", registry=r
        )
        self.refusals = Counter(
            "logomachy_refusals", "Moves refused, by the rule they break.", ["rule"], registry=r
        )
        self.rate_limited = Counter(
            "logomachy_rate_limited",
            "Requests and messages refused by a limit.",
            ["kind"],
            registry=r,
        )
        self.takeovers = Counter(
            "logomachy_lease_takeovers", "Tables this server took over from another.", registry=r
        )
        self.lost = Counter(
            "logomachy_leases_lost", "Tables this server found held by another.", registry=r
        )
        self.move_latency = Histogram(
            "logomachy_move_seconds",
            "From a move's arrival on a socket to its update being handed to every listener.",
            buckets=(0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0),
            registry=r,
        )
        live = Gauge("logomachy_tables", "Tables in this server's memory.", ["status"], registry=r)
        for status in ("waiting", "playing", "over"):
            live.labels(status).set_function(_count_of(tables, status))
        open_sockets = Gauge("logomachy_sockets", "Open table sockets.", registry=r)
        open_sockets.set_function(sockets)

    def lease_event(self, event: str) -> None:
        (self.takeovers if event == "takeover" else self.lost).inc()

    def text(self) -> bytes:
        return generate_latest(self.registry)


def _count_of(tables: Callable[[], dict[str, int]], status: str) -> Callable[[], float]:
    return lambda: float(tables().get(status, 0))
