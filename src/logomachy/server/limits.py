"""Limits that keep one client from taking the server from everyone else.

Token buckets for rates (messages on a socket, table creations and other writes per address),
counters for concurrent sockets per address. Everything is in memory and per process: with
several servers behind a load balancer each one limits what reaches it, which is what
protects it. Addresses are the peer address uvicorn reports (behind a proxy, run uvicorn with
`--proxy-headers` and `--forwarded-allow-ips` so that it is the client's).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass
class TokenBucket:
    """`rate` tokens a second, at most `burst` saved up; `take()` spends one if there is one."""

    rate: float
    burst: float
    clock: Callable[[], float] = time.monotonic
    tokens: float = field(init=False)
    stamp: float = field(init=False)

    def __post_init__(self) -> None:
        self.tokens = self.burst
        self.stamp = self.clock()

    def take(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False

    def retry_after(self) -> float:
        """Seconds until the next token."""
        return max(0.0, (1.0 - self.tokens) / self.rate) if self.rate > 0 else float("inf")


class AddressRates:
    """One bucket per address for one kind of request (forgotten when full again, so the
    table of addresses does not grow without bound)."""

    def __init__(
        self, per_minute: float, burst: float, clock: Callable[[], float] = time.monotonic
    ):
        self.rate = per_minute / 60.0
        self.burst = burst
        self.clock = clock
        self.buckets: dict[str, TokenBucket] = {}

    def take(self, address: str) -> float | None:
        """None if allowed, else the seconds to wait."""
        bucket = self.buckets.get(address)
        if bucket is None:
            if len(self.buckets) > 10_000:
                self._forget_full()
            bucket = self.buckets[address] = TokenBucket(self.rate, self.burst, self.clock)
        if bucket.take():
            return None
        return bucket.retry_after()

    def _forget_full(self) -> None:
        now = self.clock()
        for address, b in list(self.buckets.items()):
            if b.tokens + (now - b.stamp) * b.rate >= b.burst:
                del self.buckets[address]


class AddressCount:
    """How many sockets each address has open."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.open: dict[str, int] = {}

    def enter(self, address: str) -> bool:
        n = self.open.get(address, 0)
        if n >= self.limit:
            return False
        self.open[address] = n + 1
        return True

    def leave(self, address: str) -> None:
        n = self.open.get(address, 0) - 1
        if n > 0:
            self.open[address] = n
        else:
            self.open.pop(address, None)
