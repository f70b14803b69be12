"""Load on one `logomachy serve` process: N Trencadís tables of 4 people each, over WebSockets.

The players are client-side scripts (not server bots) making legal moves at a human pace: each
seat looks at its view every 1.5-4 s and, when the game expects it to, writes a word, lets a
revealed word stand, or places its tokens. Measured in the same run: a small baseline (a few
tables) and the load itself; for each, tables and sockets held, moves/s, move-to-broadcast
latency (a move sent by one seat until each other seat of the table has the update that
contains it) p50/p99, and the server's CPU and memory (from /proc).

    python -m benchmarks server_load                 # baseline 10 tables, load 60 tables, 60 s
    python -m benchmarks server_load --full          # the target: 250 tables (1,000 sockets)
    python -m benchmarks.bench_server_load --tables 120 --seconds 90
    python -m benchmarks server_load --database postgresql://postgres@127.0.0.1/test

The load generator runs on the same 2 cores as the server, so its own CPU is reported too. It is
split over several processes (`--clients`, each holding whole tables), so one Python event loop
juggling 1,000 sockets cannot be what lags: every timestamp is `time.monotonic()` (one clock for
all processes), and each process reports how late its own loop woke (`gen lag`: p99 of the delay
of a 50 ms tick) -- if that is high, the latency figures measure the generator, not the server.
"""

from __future__ import annotations

import argparse
import asyncio
import bisect
import collections
import contextlib
import json
import multiprocessing
import os
import random
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import httpx
import websockets

from logomachy.server.cluster import wait_ready

SEATS = 4
DEBUG = bool(os.environ.get("BENCH_DEBUG"))
WINDOW = 10  # seconds: p99 is also shown per slice of the run (start-up burst vs steady state)
TICK = os.sysconf("SC_CLK_TCK")


@dataclass
class Stats:
    """What one generator process saw (times: `time.monotonic()`)."""

    receipts: dict[tuple[str, int], list[tuple[int, float]]] = field(default_factory=dict)
    moves: list[tuple[str, int, float, int]] = field(default_factory=list)  # table, seat, t, seq
    refused: collections.Counter[str] = field(default_factory=collections.Counter)
    open_sockets: int = 0
    finished_tables: int = 0


def proc_usage(pid: int) -> tuple[float, float]:
    """CPU seconds (user + system) and resident memory in MB of a process."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / TICK
    rss = 0.0
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1]) / 1024
    return cpu, rss


def machine_busy() -> float:
    """CPU seconds all processes of the machine have used (busy ticks of /proc/stat)."""
    with open("/proc/stat") as f:
        ticks = [int(x) for x in f.readline().split()[1:]]
    idle = ticks[3] + ticks[4]  # idle, iowait
    return (sum(ticks[:8]) - idle) / TICK


def decide(view: dict[str, Any], seat: int, round_words: dict[int, str]) -> dict[str, Any] | None:
    """The legal move a person at this seat would make now, or None."""
    you = view["you"]
    if not you or not you["to_act"]:
        return None
    stage = view["stage"]
    if stage == "write" and not you["word"]:
        return {"verb": "write", "word": round_words[view["round"]]}
    if stage == "reveal":
        return {"verb": "allow"}
    if stage == "spell":
        return {"verb": "spell", "word": ""}  # the made-up word is kept as written
    if stage == "place" and view["placing"] == seat:
        mosaic = view["mosaic"]
        spots = [
            next(i for i, c in enumerate(mosaic) if c and c["letter"] == letter)
            for letter in you["letters_on_table"]
        ]
        return {"verb": "place", "spots": spots}
    if stage == "explain":
        return {"verb": "explain", "text": "it fits"}
    if stage == "vote":
        return {"verb": "vote", "accept": True}
    if stage == "withdraw":
        return None  # nobody challenges in this script
    return None


def words_for(seat: int, table_no: int) -> dict[int, str]:
    """A different made-up word per seat and round (letters only, never repeated: the last
    letter is the round's own, the one before the seat's)."""
    letters = "BCDFGHKLMNPRSTVWZ"
    rng = random.Random(f"{table_no}:{seat}")
    return {
        r: "".join(rng.choice(letters) for _ in range(5)) + "AEIO"[seat] + "AEIOUY"[r - 1]
        for r in range(1, 7)
    }


async def seat_client(
    ws_url: str, tid: str, key: str, seat: int, table_no: int, stats: Stats, stop: float
) -> None:
    rng = random.Random(f"{tid}:{seat}")
    words = words_for(seat, table_no)
    receipts: list[tuple[int, float]] = []
    stats.receipts[(tid, seat)] = receipts
    latest: dict[str, Any] = {}
    changed = asyncio.Event()
    async with websockets.connect(ws_url, max_size=1 << 22, open_timeout=60) as ws:
        stats.open_sockets += 1
        await ws.send(json.dumps({"type": "hello", "key": key, "since": None}))

        async def reader() -> None:
            async for raw in ws:
                now = time.monotonic()
                msg = json.loads(raw)
                if msg["type"] == "update":
                    receipts.append((msg["seq"], now))
                    latest.clear()
                    latest.update(msg)
                    changed.set()
                elif msg["type"] == "ack":
                    stats.moves.append((tid, seat, sent.pop(msg["id"], now), msg["seq"]))
                elif msg["type"] == "refused":
                    stats.refused[msg["reason"]] += 1
                    sent.pop(msg["id"], None)

        sent: dict[int, float] = {}
        task = asyncio.create_task(reader())
        next_id = 0
        try:
            while time.monotonic() < stop:
                await asyncio.sleep(rng.uniform(1.5, 4.0))  # a person looks, thinks, acts
                if not latest or latest["table"]["status"] != "playing":
                    if latest.get("table", {}).get("status") == "over":
                        stats.finished_tables += seat == 0
                        break
                    continue
                move = decide(latest["view"], seat, words)
                if move is None:
                    changed.clear()
                    continue
                next_id += 1
                sent[next_id] = time.monotonic()
                await ws.send(json.dumps({"type": "move", "id": next_id, "move": move}))
        finally:
            task.cancel()
            stats.open_sockets -= 1


# The load comes from one address: the per-address limits (which a real crowd spreads over
# many) are lifted so that they measure nothing here; the per-socket ones stay.
ONE_ADDRESS = [
    *("--set", "tables_per_minute=1000000", "--set", "tables_burst=1000000"),
    *("--set", "writes_per_minute=1000000", "--set", "writes_burst=1000000"),
    *("--set", "max_sockets_per_address=100000"),
]


def children(pid: int) -> list[int]:
    """The direct child processes of `pid` (from /proc)."""
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as f:
            return [int(x) for x in f.read().split()]
    except FileNotFoundError:
        return []


@dataclass
class Target:
    """What the load is aimed at: one server, or a cluster behind HAProxy."""

    proc: subprocess.Popen[str]
    base: str
    label: str

    def pids(self) -> list[int]:
        """The processes whose CPU and memory count as the server's (a cluster: every server
        and HAProxy, not the supervising `logomachy cluster` itself)."""
        kids = children(self.proc.pid)
        return kids or [self.proc.pid]

    def usage(self) -> tuple[float, float]:
        cpu = rss = 0.0
        for pid in self.pids():
            with contextlib.suppress(FileNotFoundError, ProcessLookupError):
                c, r = proc_usage(pid)
                cpu, rss = cpu + c, rss + r
        return cpu, rss


def start_server(data: str, database: str | None, extra: list[str] | None = None) -> Target:
    cmd = [sys.executable, "-m", "logomachy", "serve", "--port", "0", "--data-dir", data]
    if database:
        cmd += ["--database", database]
    cmd += [*ONE_ADDRESS, *(extra or [])]
    proc = subprocess.Popen([*cmd, "--log-level", "warning"], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    match = re.search(r"http://[\w.]+:(\d+)", proc.stdout.readline())
    assert match, "serve did not print its address"
    base = f"127.0.0.1:{match.group(1)}"
    wait_ready(f"http://{base}")
    return Target(proc, base, "1 server")


def free_port_block(n: int) -> int:
    """A port p with p..p+n free (the balancer on p, the servers on the next ones)."""
    import socket

    for _ in range(50):
        p = random.randrange(20000, 60000 - n)
        try:
            socks = []
            for q in range(p, p + n + 1):
                s = socket.socket()
                socks.append(s)
                s.bind(("127.0.0.1", q))
            return p
        except OSError:
            continue
        finally:
            for s in socks:
                s.close()
    raise RuntimeError("no free block of ports")


def start_cluster(data: str, database: str, nodes: int) -> Target:
    """`logomachy cluster`: `nodes` servers on one PostgreSQL database behind HAProxy."""
    port = free_port_block(nodes)
    cmd = [
        *(sys.executable, "-m", "logomachy", "cluster", "--nodes", str(nodes)),
        *("--port", str(port), "--database", database, "--data-dir", data),
        *ONE_ADDRESS,
    ]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    assert "open http" in line, f"cluster did not start: {line!r}"
    base = f"127.0.0.1:{port}"
    wait_ready(f"http://{base}")
    return Target(proc, base, f"{nodes} behind HAProxy")


def stop_target(target: Target) -> None:
    target.proc.terminate()
    try:
        target.proc.wait(20)
    except subprocess.TimeoutExpired:
        target.proc.kill()


@contextlib.contextmanager
def cpu_hog(on: bool) -> Iterator[None]:
    """A process that keeps one core busy (another tenant's job), for the run's length."""
    if not on:
        yield
        return
    hog = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        yield
    finally:
        hog.kill()
        hog.wait()


async def open_tables(base: str, n: int) -> list[tuple[str, list[str]]]:
    tables = []
    limits = httpx.Limits(max_connections=20)
    async with httpx.AsyncClient(base_url=f"http://{base}", limits=limits, timeout=60) as http:
        for i in range(n):
            made = await http.post(
                "/api/tables",
                json={
                    "game": "trencadis",
                    "name": f"p{i}-0",
                    "seats": [{"kind": "human"}] * SEATS,
                    "options": {"timer_seconds": 30, "challenge_seconds": 20},
                    "grace_seconds": 0,
                    "seed": i,
                },
            )
            if made.status_code >= 300:
                raise RuntimeError(f"opening a table: {made.status_code} {made.text}")
            tid = made.json()["table"]["id"]
            made = made.json()
            keys = [made["key"]]
            for s in range(1, SEATS):
                joined = await http.post(f"/api/tables/{tid}/join", json={"name": f"p{i}-{s}"})
                keys.append(joined.json()["key"])
            tables.append((tid, keys))
    return tables


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def latencies_ms(stats: Stats) -> list[tuple[float, float]]:
    """Move-to-broadcast: from a seat sending its move until each other seat of the table has an
    update numbered at least the move's; (time sent, ms) pairs."""
    out = []
    for tid, mover, t_sent, seq in stats.moves:
        for s in range(SEATS):
            if s == mover:
                continue
            got = stats.receipts.get((tid, s), [])
            i = bisect.bisect_left([r[0] for r in got], seq)
            if i < len(got):
                out.append((t_sent, (got[i][1] - t_sent) * 1000))
    return out


async def _watch_lag(stop: float, lags: list[float], held: list[int], stats: Stats) -> None:
    """How late this process's event loop wakes from a 50 ms sleep, and sockets held (per s)."""
    tick = 0.05
    next_sample = time.monotonic()
    while time.monotonic() < stop:
        before = time.monotonic()
        await asyncio.sleep(tick)
        now = time.monotonic()
        lags.append((now - before - tick) * 1000)
        if now >= next_sample:
            held.append(stats.open_sockets)
            next_sample += 1.0


async def _drive(
    base: str, tables: list[tuple[int, str, list[str]]], stop: float
) -> dict[str, Any]:
    stats = Stats()
    lags: list[float] = []
    held: list[int] = []
    clients = [
        seat_client(f"ws://{base}/ws/tables/{tid}", tid, key, s, i, stats, stop)
        for i, tid, keys in tables
        for s, key in enumerate(keys)
    ]
    watcher = asyncio.create_task(_watch_lag(stop, lags, held, stats))
    results = await asyncio.gather(*clients, return_exceptions=True)
    watcher.cancel()
    errors = [repr(r) for r in results if isinstance(r, BaseException)]
    return {
        "moves": len(stats.moves),
        "latencies": latencies_ms(stats),
        "refused": dict(stats.refused),
        "errors": errors,
        "lags": lags,
        "held": held,
    }


def generator_process(base: str, tables: list[tuple[int, str, list[str]]], stop: float) -> Any:
    """One generator process: its share of the tables, on its own event loop."""
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    me0 = resource.getrusage(resource.RUSAGE_SELF)
    out = asyncio.run(_drive(base, tables, stop))
    me1 = resource.getrusage(resource.RUSAGE_SELF)
    out["cpu"] = (me1.ru_utime + me1.ru_stime) - (me0.ru_utime + me0.ru_stime)
    return out


@contextlib.contextmanager
def scratch(database: str | None) -> Iterator[str | None]:
    """A PostgreSQL URL is used in a schema of its own, dropped afterwards."""
    if not database or not database.startswith(("postgresql://", "postgres://")):
        yield database
        return
    import psycopg

    schema = f"logomachy_bench_{os.getpid()}"
    with psycopg.connect(database, autocommit=True) as admin:
        admin.execute(f"CREATE SCHEMA {schema}")
        try:
            joiner = "&" if "?" in database else "?"
            yield f"{database}{joiner}options=-csearch_path%3D{schema}"
        finally:
            admin.execute(f"DROP SCHEMA {schema} CASCADE")


def run(
    n_tables: int,
    seconds: float,
    n_clients: int,
    database: str | None,
    nodes: int = 0,
    hog: bool = False,
) -> dict[str, Any]:
    """One measured run: `nodes` 0 is one `logomachy serve`; N is a cluster of N behind
    HAProxy (PostgreSQL only); `hog` keeps one core busy meanwhile."""
    with tempfile.TemporaryDirectory() as data, scratch(database) as url:
        if nodes:
            assert url and url.startswith("postgres"), "a cluster needs --database postgresql://"
            target = start_cluster(data, url, nodes)
        else:
            target = start_server(data, url)
        base = target.base
        try:
            opened = asyncio.run(open_tables(base, n_tables))
            tables = [(i, tid, keys) for i, (tid, keys) in enumerate(opened)]
            shares = [tables[k::n_clients] for k in range(n_clients) if tables[k::n_clients]]
            spawn = multiprocessing.get_context("spawn")
            with ProcessPoolExecutor(len(shares), mp_context=spawn) as pool, cpu_hog(hog):
                # Workers start (import) first, so the clock starts when they are ready.
                list(pool.map(time.sleep, [0.0] * len(shares)))
                cpu0, _ = target.usage()
                busy0 = machine_busy()
                t0 = time.monotonic()
                stop_at = t0 + seconds
                futures = [pool.submit(generator_process, base, share, stop_at) for share in shares]
                peak_rss = 0.0
                while not all(f.done() for f in futures):
                    time.sleep(1.0)
                    peak_rss = max(peak_rss, target.usage()[1])
                parts = [f.result() for f in futures]
                wall = time.monotonic() - t0
                cpu1, rss = target.usage()
                busy1 = machine_busy()
        finally:
            stop_target(target)
    timed = [x for p in parts for x in p["latencies"]]
    latencies = [ms for _, ms in timed]
    windows = [
        percentile([ms for t, ms in timed if w <= t - t0 < w + WINDOW], 0.99)
        for w in range(0, int(seconds), WINDOW)
    ]
    lags = [x for p in parts for x in p["lags"]]
    refused: collections.Counter[str] = collections.Counter()
    for p in parts:
        refused.update(p["refused"])
    samples = max(len(p["held"]) for p in parts)
    held = [sum(p["held"][i] for p in parts if i < len(p["held"])) for i in range(samples)]
    moves = sum(p["moves"] for p in parts)
    return {
        "label": target.label + (" + CPU hog" if hog else ""),
        "tables": n_tables,
        "clients": len(parts),
        "sockets": max(held, default=0),
        "seconds": wall,
        "moves": moves,
        "moves_s": moves / wall,
        "refused": sum(refused.values()),
        "refused_why": refused.most_common(3),
        "p50": statistics.median(latencies) if latencies else float("nan"),
        "p99": percentile(latencies, 0.99),
        "p99_windows": windows,
        "server_cpu": 100 * (cpu1 - cpu0) / wall,
        "server_rss": max(peak_rss, rss),
        "client_cpu": 100 * sum(p["cpu"] for p in parts) / wall,
        # Everything else on the machine meanwhile (other users' jobs share the cores).
        "other_cpu": 100 * ((busy1 - busy0) - (cpu1 - cpu0) - sum(p["cpu"] for p in parts)) / wall,
        "gen_lag": percentile(lags, 0.99),
        "errors": sum(len(p["errors"]) for p in parts),
        "first_errors": [e for p in parts for e in p["errors"]][:3],
    }


# -- memory after finished tables ---------------------------------------------------------
# A short game whose tables play themselves: seat 0 (which must be a person) never comes and is
# stood in for after a moment, seat 1 is a bot.
SHORT_GAME = "verbalia-vocaligrama"


async def _finish_tables(base: str, n: int, at_once: int = 16) -> int:
    """Opens `n` self-playing tables, at most `at_once` running, and waits for each to end."""
    limits = httpx.Limits(max_connections=at_once + 4)
    gate = asyncio.Semaphore(at_once)
    finished = 0
    async with httpx.AsyncClient(base_url=f"http://{base}", limits=limits, timeout=120) as http:

        async def one(i: int) -> None:
            nonlocal finished
            async with gate:
                made = await http.post(
                    "/api/tables",
                    json={
                        "game": SHORT_GAME,
                        "name": f"r{i}",
                        "seats": [{"kind": "human"}, {"kind": "bot", "strength": "easy"}],
                        "grace_seconds": 0.01,
                    },
                )
                if made.status_code >= 300:
                    raise RuntimeError(f"opening a table: {made.status_code} {made.text}")
                tid = made.json()["table"]["id"]
                for _ in range(1200):
                    got = (await http.get(f"/api/tables/{tid}")).json()
                    if got["status"] == "over":
                        finished += 1
                        return
                    await asyncio.sleep(0.1)

        await asyncio.gather(*(one(i) for i in range(n)))
    return finished


def run_finished(n: int, database: str | None) -> None:
    """RSS before and after `n` tables have been played to the end and left memory (finished
    tables nobody watches are evicted after `keep_finished_seconds`)."""
    keep, sweep = 3.0, 1.0
    extra = [*("--bot-pause", "0", "0"), "--set", f"keep_finished_seconds={keep}"]
    extra += ["--set", f"sweep_seconds={sweep}"]
    print(f"\nmemory: {n} finished {SHORT_GAME} tables (a person stood in for, and a bot)")
    with tempfile.TemporaryDirectory() as data, scratch(database) as url:
        target = start_server(data, url, extra)
        try:
            # Warm: the game's dictionary and code paths loaded, as on a server that has run.
            warm = max(20, n // 20)
            asyncio.run(_finish_tables(target.base, warm))
            time.sleep(keep + 3 * sweep)
            before = target.usage()[1]
            t0 = time.monotonic()
            done = asyncio.run(_finish_tables(target.base, n))
            played = time.monotonic() - t0
            peak = target.usage()[1]
            time.sleep(keep + 3 * sweep)
            after = target.usage()[1]
            held = httpx.get(f"http://{target.base}/metrics").text
            live = re.search(r"^logomachy_tables(?:\{[^}]*\})? (\S+)", held, re.M)
        finally:
            stop_target(target)
    growth = 100 * (after - before) / before
    mark = "✔" if growth <= 10 else "✘"
    print(
        f"  warm-up {warm} tables; then {done}/{n} played to the end in {played:.0f} s; RSS "
        f"before {before:.0f} MB, at the end {peak:.0f} MB, after eviction {after:.0f} MB: "
        f"{growth:+.1f} % {mark} (bar: within 10 %)"
    )
    if live:
        print(f"  tables still in memory after eviction (metrics): {live.group(1)}")


# -- a flooding socket ------------------------------------------------------------------
async def _flooder(url: str, key: str, stop_at: float) -> dict[str, Any]:
    """A socket that sends moves as fast as it can until it is closed or time is up."""
    flood: dict[str, Any] = {"sent": 0, "closed": None, "warned": 0}
    async with websockets.connect(url, max_size=1 << 22) as ws:
        await ws.send(json.dumps({"type": "hello", "key": key, "since": None}))

        async def read() -> None:
            with contextlib.suppress(websockets.ConnectionClosed):
                async for raw in ws:
                    msg = json.loads(raw)
                    if msg["type"] == "error" and "too many" in msg.get("detail", ""):
                        flood["warned"] += 1

        reader = asyncio.create_task(read())
        move = {"verb": "write", "word": "QQQQ"}
        try:
            while time.monotonic() < stop_at:
                flood["sent"] += 1
                await ws.send(json.dumps({"type": "move", "id": flood["sent"], "move": move}))
                if flood["sent"] % 50 == 0:
                    await asyncio.sleep(0)
        except websockets.ConnectionClosed as exc:
            flood["closed"] = exc.rcvd.code if exc.rcvd else None
        reader.cancel()
    return flood


def flooder_process(url: str, key: str, stop_at: float) -> dict[str, Any]:
    """The flooder in a process of its own: its sending must not slow the pingers' loop."""
    return asyncio.run(_flooder(url, key, stop_at))


async def _pings(url: str, keys: list[str], stop_at: float) -> list[float]:
    """Seats 1-3 ping every 50 ms; the round trips in ms."""
    pings: list[float] = []

    async def pinger(key: str) -> None:
        async with websockets.connect(url, max_size=1 << 22) as ws:
            await ws.send(json.dumps({"type": "hello", "key": key, "since": None}))
            sent: dict[int, float] = {}

            async def read() -> None:
                async for raw in ws:
                    msg = json.loads(raw)
                    if msg["type"] == "pong" and msg.get("id") in sent:
                        t = sent.pop(msg["id"])
                        pings.append((time.monotonic() - t) * 1000)
                        if pings[-1] > 50 and DEBUG:
                            print(f"slow ping at {t - stop_at:.2f}: {pings[-1]:.0f} ms")

            reader = asyncio.create_task(read())
            n = 0
            while time.monotonic() < stop_at:
                n += 1
                sent[n] = time.monotonic()
                await ws.send(json.dumps({"type": "ping", "id": n}))
                await asyncio.sleep(0.05)
            await asyncio.sleep(0.5)
            reader.cancel()

    await asyncio.gather(*(pinger(k) for k in keys))
    return pings


def _flood(base: str, seconds: float) -> dict[str, Any]:
    """Seat 0 floods from its own process while seats 1-3 ping."""
    tid, keys = asyncio.run(open_tables(base, 1))[0]
    url = f"ws://{base}/ws/tables/{tid}"
    spawn = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(1, mp_context=spawn) as pool:
        list(pool.map(time.sleep, [0.0]))  # started and imported before the clock starts
        stop_at = time.monotonic() + seconds
        flood = pool.submit(flooder_process, url, keys[0], stop_at)
        pings = asyncio.run(_pings(url, keys[1:], stop_at))
        return {"pings": pings, **flood.result()}


def run_flood(seconds: float, database: str | None) -> None:
    with tempfile.TemporaryDirectory() as data, scratch(database) as url:
        target = start_server(data, url)
        try:
            got = _flood(target.base, seconds)
        finally:
            stop_target(target)
    p99 = percentile(got["pings"], 0.99)
    mark = "✔" if p99 <= 50 and got["closed"] == 1008 else "✘"
    closed = f"closed with {got['closed']}" if got["closed"] else "NOT closed"
    print(
        f"\nflood: one socket sent {got['sent']} moves as fast as it could: {closed}, told to "
        f"slow down {got['warned']} times; other seats' ping (every 50 ms, {len(got['pings'])} "
        f"round trips): p50 {statistics.median(got['pings']):.1f} ms, p99 {p99:.1f} ms {mark} "
        "(bar: throttled or closed, others' p99 <= 50 ms)"
    )


def report(r: dict[str, Any]) -> None:
    print(
        f"{r['label']:<22} {r['tables']:>6} {r['sockets']:>7} {r['moves_s']:>8.1f} "
        f"{r['p50']:>8.1f} {r['p99']:>8.1f} {r['server_cpu']:>7.0f}% {r['server_rss']:>7.0f} "
        f"{r['client_cpu']:>7.0f}% {r['gen_lag']:>7.1f} {r['other_cpu']:>8.0f}% "
        f"{r['refused']:>7} {r['errors']:>6}",
        flush=True,
    )
    shown = " ".join(f"{x:.0f}" for x in r["p99_windows"])
    print(f"{'':<22} p99 ms by {WINDOW} s of the run (moves sent then): {shown}")
    for reason, n in r["refused_why"]:
        print(f"{'':<22} refused {n}x: {reason}")
    for error in r["first_errors"]:
        print(f"{'':<22} error: {error}")


def growing(windows: list[float]) -> bool:
    """Whether p99 keeps climbing over the run (queues without bound): the last third of the
    slices' median well above the first third's (the start-up slice left out; medians, so a
    lone slow slice is not a trend)."""
    steady = [w for w in windows[1:] if w == w]
    if len(steady) < 3:
        return False
    third = max(1, len(steady) // 3)
    return statistics.median(steady[-third:]) > 2 * statistics.median(steady[:third]) + 50


def verdict(r: dict[str, Any], bar_ms: float) -> str:
    ok = r["p99"] <= bar_ms and not growing(r["p99_windows"]) and not r["errors"]
    grows = ", growing" if growing(r["p99_windows"]) else ", not growing"
    return f"{'✔' if ok else '✘'} p99 {r['p99']:.0f} ms (bar {bar_ms:.0f} ms{grows})"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="bench_server_load")
    parser.add_argument("--tables", type=int, default=60)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--baseline", type=int, default=10, help="tables in the baseline run")
    parser.add_argument(
        "--full",
        action="store_true",
        help="the targets: 250 tables for 120 s on one server, with a CPU hog, and behind "
        "HAProxy with 1, 2 and 3 servers (needs --database postgresql://...); 1,000 finished "
        "tables' memory; a flood",
    )
    parser.add_argument(
        "--clients", type=int, default=4, help="load generator processes (tables split evenly)"
    )
    parser.add_argument(
        "--database",
        default=None,
        help="the server's database URL (default: a SQLite file in a temporary directory); "
        "e.g. postgresql://postgres@127.0.0.1/test to measure the PostgreSQL store",
    )
    parser.add_argument(
        "--nodes",
        default="",
        help="also run the load behind HAProxy with these numbers of servers, e.g. 1,2,3 "
        "(a PostgreSQL --database is then used for them: the cluster shares it)",
    )
    parser.add_argument(
        "--cluster-database",
        default="postgresql://postgres@127.0.0.1/test",
        help="the PostgreSQL the cluster runs use when --database is SQLite",
    )
    parser.add_argument("--hog", action="store_true", help="also run the load beside a CPU hog")
    parser.add_argument(
        "--finished", type=int, default=0, help="memory before and after N finished tables"
    )
    parser.add_argument("--flood", action="store_true", help="a flooding socket beside pings")
    parser.add_argument(
        "--only", action="store_true", help="skip the baseline and the plain load run"
    )
    args = parser.parse_args(argv if argv is not None else _own_args())
    if args.full:
        args.tables, args.seconds = 250, 120.0
        args.hog, args.flood = True, True
        args.nodes = args.nodes or "1,2,3"
        args.finished = args.finished or 1000
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    print("4-seat Trencadís tables, client scripts at a human pace (a look every 1.5-4 s per seat)")
    print(
        f"{'run':<22} {'tables':>6} {'sockets':>7} {'moves/s':>8} {'p50 ms':>8} {'p99 ms':>8} "
        f"{'srv cpu':>8} {'srv MB':>7} {'gen cpu':>8} {'gen lag':>7} {'other cpu':>9} "
        f"{'refused':>7} {'errors':>6}"
    )
    print(f"database: {args.database or 'SQLite (temporary file)'}")
    verdicts = []
    if not args.only:
        base = run(args.baseline, min(args.seconds, 30.0), args.clients, args.database)
        report(base)
        load = run(args.tables, args.seconds, args.clients, args.database)
        report(load)
        verdicts.append(f"{load['label']}: {verdict(load, 100)}")
        print(f"{'':<22} vs baseline: p99 x{load['p99'] / max(base['p99'], 0.1):.1f}")
    if args.hog:
        hogged = run(args.tables, args.seconds, args.clients, args.database, hog=True)
        report(hogged)
        verdicts.append(f"{hogged['label']}: {verdict(hogged, 1000)}")
    cluster_db = (
        args.database if (args.database or "").startswith("postgres") else args.cluster_database
    )
    for nodes in [int(n) for n in args.nodes.split(",") if n.strip()]:
        r = run(args.tables, args.seconds, args.clients, cluster_db, nodes=nodes)
        report(r)
        # No bar of its own: PostgreSQL and fenced writes, compared with the one process.
        grows = "growing" if growing(r["p99_windows"]) else "not growing"
        verdicts.append(f"{r['label']}: p99 {r['p99']:.0f} ms, {grows} (a figure, no bar)")
    print(f"load generator: {args.clients} processes; gen lag: p99 ms its loops woke late")
    print("cpu: % of one core; other cpu: the rest of the machine meanwhile (of 200%)")
    for line in verdicts:
        print(f"bar {line}")
    if args.flood:
        run_flood(15.0, args.database)
    if args.finished:
        run_finished(args.finished, args.database)


def _own_args() -> list[str]:
    """Flags after the benchmark's name when run as `python -m benchmarks server_load ...`."""
    argv = sys.argv[1:]
    first = next((i for i, a in enumerate(argv) if a.startswith("-")), len(argv))
    return argv[first:]


if __name__ == "__main__":
    main(sys.argv[1:])
