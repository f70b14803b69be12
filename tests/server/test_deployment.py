"""The scale-out path as shipped: `logomachy cluster` starts three servers behind HAProxy on
one PostgreSQL database; tables are played through the load balancer while the server that
plays the most of them is killed (SIGKILL); every table is finished by the others, each
record whole (moves numbered 1..n, once each) and replaying to its result."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import psycopg
import pytest

from logomachy.kernel import Record, verify
from logomachy.server.cluster import haproxy_config, nodes_for

REPO = Path(__file__).resolve().parents[2]


def test_the_shipped_haproxy_config_is_what_the_cluster_command_writes() -> None:
    shipped = (REPO / "deploy" / "haproxy.cfg").read_text()
    assert shipped == haproxy_config("127.0.0.1:8000", nodes_for(3, 8000))


def _free_port_block(size: int) -> int:
    for _ in range(50):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            base = int(s.getsockname()[1])
        if base + size < 65535 and all(_is_free(base + i) for i in range(size)):
            return base
    raise RuntimeError("no free ports")


def _is_free(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def _pid_listening_with(port: int) -> int:
    """The server process started with `--port PORT` (a child of the cluster command)."""
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            args = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if (
            b"serve" in args
            and b"--port" in args
            and args[args.index(b"--port") + 1] == str(port).encode()
        ):
            return int(entry.name)
    raise AssertionError(f"no server on port {port}")


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_tables_play_on_through_the_load_balancer_while_a_server_is_killed(
    tmp_path: Path, postgres_url: str
) -> None:
    if shutil.which("haproxy") is None and not Path("/usr/sbin/haproxy").exists():
        pytest.skip("HAProxy is not installed (scripts/debian-packages.txt has it)")
    port = _free_port_block(4)
    cluster = subprocess.Popen(
        [
            *(sys.executable, "-m", "logomachy", "cluster", "--nodes", "3"),
            *("--port", str(port), "--database", postgres_url, "--data-dir", str(tmp_path)),
            *("--bot-pause", "0.3", "0.6"),  # games of a minute or so: killed mid-game
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    lb = f"http://127.0.0.1:{port}"
    try:
        assert cluster.stdout is not None
        started = cluster.stdout.readline()
        assert "servers behind HAProxy" in started, cluster.communicate(timeout=20)
        tables = []
        for _ in range(9):
            made = httpx.post(
                f"{lb}/api/tables",
                json={
                    "game": "trencadis",
                    "name": "Ada",
                    "seats": [{"kind": "human"}, {"kind": "bot", "strength": "easy"}],
                    "grace_seconds": 0.2,  # nobody comes: a stand-in plays seat 0
                },
                timeout=30,
            )
            assert made.status_code == 201, made.text
            tables.append(made.json()["table"]["id"])
        # Every table is asked for once through the balancer: its hashed server takes it.
        for tid in tables:
            assert httpx.get(f"{lb}/api/tables/{tid}", timeout=30).status_code == 200
        with psycopg.connect(postgres_url, autocommit=True) as db:
            holders = dict(db.execute("SELECT table_id, node FROM holds").fetchall())
        assert set(holders) == set(tables)
        assert len(set(holders.values())) >= 2, holders  # spread over the servers
        victim = max(set(holders.values()), key=list(holders.values()).count)
        orphans = [t for t, n in holders.items() if n == victim]
        infos = {t: httpx.get(f"{lb}/api/tables/{t}", timeout=30).json() for t in orphans}
        assert all(i["status"] == "playing" for i in infos.values()), infos
        before = {t: i["seq"] for t, i in infos.items()}
        os.kill(_pid_listening_with(int(victim.rsplit(":", 1)[1])), signal.SIGKILL)
        killed = time.monotonic()
        # The orphans are taken over and finished by the others, without being asked for.
        resumed: dict[str, float] = {}
        while len(resumed) < len(orphans) and time.monotonic() - killed < 60:
            with psycopg.connect(postgres_url, autocommit=True) as db:
                for tid in orphans:
                    n = db.execute("SELECT count(*) FROM moves WHERE table_id=%s", (tid,))
                    row = n.fetchone()
                    status = db.execute("SELECT status FROM tables WHERE id=%s", (tid,))
                    done = status.fetchone()
                    moved = row is not None and row[0] > before[tid]
                    if tid not in resumed and (moved or (done and done[0] == "over")):
                        resumed[tid] = time.monotonic() - killed
            time.sleep(0.2)
        assert len(resumed) == len(orphans), f"not resumed: {set(orphans) - set(resumed)}"
        print(f"takeover after SIGKILL: {max(resumed.values()):.1f} s for {len(orphans)} tables")
        deadline = time.monotonic() + 120
        for tid in tables:
            while True:
                info = httpx.get(f"{lb}/api/tables/{tid}", timeout=30)
                if info.status_code == 200 and info.json()["status"] == "over":
                    break
                assert time.monotonic() < deadline, f"{tid} never finished"
                time.sleep(0.3)
            record = httpx.get(f"{lb}/api/tables/{tid}/record", timeout=30).json()
            assert verify(Record.from_json(record)) == [], tid
        with psycopg.connect(postgres_url, autocommit=True) as db:
            for tid in tables:
                numbers = [
                    n
                    for (n,) in db.execute(
                        "SELECT n FROM moves WHERE table_id=%s ORDER BY n", (tid,)
                    )
                ]
                assert numbers == list(range(1, len(numbers) + 1))
    finally:
        cluster.send_signal(signal.SIGTERM)
        try:
            cluster.wait(20)
        except subprocess.TimeoutExpired:
            cluster.kill()
