"""Several servers behind HAProxy on one machine: the scale-out path, started by one command.

HAProxy routes every request and socket of a table to one server, by a consistent hash of
the table id in the path (`/api/tables/ID…`, `/ws/tables/ID`), so the server that plays a
table is the one its players reach; the lobby and the pages go to any server. The servers
share one PostgreSQL database; each live table's writes are fenced by its lease
(`store.Lease`), so routing decides only where a table plays best, never who may write. When
a server dies its health check fails within ~2 s, HAProxy closes its sockets and hashes its
tables onto the others, and the first of them to be asked (or its sweep) takes each table
over as soon as the dead server's lease runs out (`Settings.hold_seconds`).

`haproxy_config` is the one source of the configuration: `deploy/haproxy.cfg` in the
repository is its output for three servers (a test keeps them equal).
"""

from __future__ import annotations

import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import httpx

RESTART_SECONDS = 5.0


@dataclass(frozen=True)
class Node:
    name: str
    host: str
    port: int

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"


def nodes_for(count: int, base_port: int, host: str = "127.0.0.1") -> list[Node]:
    """`count` servers on the ports after the load balancer's."""
    return [Node(f"n{i}", host, base_port + i) for i in range(1, count + 1)]


def haproxy_config(bind: str, nodes: list[Node]) -> str:
    servers = "\n".join(f"    server {n.name} {n.host}:{n.port}" for n in nodes)
    return f"""# logomachy behind HAProxy: a table's requests and socket go to one server, chosen
# by a consistent hash of the table id; written by `logomachy cluster` (server/cluster.py).
global
    # No maxconn: HAProxy sizes it from the file-descriptor limit it is given.
    log stderr format short local0 notice

defaults
    mode http
    timeout connect 2s
    timeout client 65s
    timeout server 65s
    # An open WebSocket: the page pings well within this.
    timeout tunnel 1h
    timeout http-request 10s
    # The servers see the player's address (their per-address limits).
    option forwardfor
    option redispatch
    retries 2

frontend logomachy
    bind {bind}
    http-request set-var(txn.table) path,field(4,/) if {{ path_beg /api/tables/ /ws/tables/ }}
    default_backend servers

backend servers
    # A table id in the path picks its server; anything else goes round robin.
    balance hash var(txn.table)
    hash-type consistent
    option httpchk GET /readyz
    http-check expect status 200
    # Patient checks: a server loading a game's dictionary for its first table answers late,
    # and that is no reason to cut its sockets. A dead one fails them within ~6 s (its
    # tables are taken over by their leases sooner: hold_seconds).
    timeout check 3s
    default-server check inter 2s fall 3 rise 2 on-marked-down shutdown-sessions
{servers}
"""


def run_cluster(
    count: int,
    port: int,
    database: str,
    data_dir: Path,
    host: str = "127.0.0.1",
    serve_args: list[str] | None = None,
) -> int:
    """Starts `count` servers and HAProxy in front of them, and keeps them running: a server
    that dies is started again after `RESTART_SECONDS` (as systemd's `Restart=always` would;
    its tables are taken over by the others meanwhile). Stops them all on Ctrl-C or SIGTERM,
    or if HAProxy stops."""
    haproxy = shutil.which("haproxy") or "/usr/sbin/haproxy"
    if not Path(haproxy).exists():
        print("logomachy cluster: HAProxy is not installed (Debian: apt install haproxy)")
        return 2
    data_dir.mkdir(parents=True, exist_ok=True)
    nodes = nodes_for(count, port, host)
    config = data_dir / "haproxy.cfg"
    config.write_text(haproxy_config(f"{host}:{port}", nodes))
    servers: dict[str, subprocess.Popen[bytes]] = {}
    balancer: subprocess.Popen[bytes] | None = None
    stopping = False

    def stop(*_: object) -> None:
        nonlocal stopping
        stopping = True

    def start(node: Node) -> subprocess.Popen[bytes]:
        command = [
            *(sys.executable, "-m", "logomachy", "serve", "--host", node.host),
            *("--port", str(node.port), "--node-url", node.url, "--database", database),
            *("--data-dir", str(data_dir / node.name), "--log-level", "warning"),
            # Idle connections outlive HAProxy's (5 s): it never reuses one being closed.
            *("--keep-alive", "75"),
            *(serve_args or []),
        ]
        return subprocess.Popen(command, stdout=subprocess.DEVNULL)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    try:
        for node in nodes:
            servers[node.name] = start(node)
        for node in nodes:
            wait_ready(node.url)
        balancer = subprocess.Popen([haproxy, "-db", "-f", str(config)])
        wait_ready(f"http://{host}:{port}")
        shown = "localhost" if host == "127.0.0.1" else host
        print(
            f"logomachy cluster: open http://{shown}:{port}/  ({count} servers behind HAProxy, "
            f"tables in {database})",
            flush=True,
        )
        died: dict[str, float] = {}
        while not stopping and balancer.poll() is None:
            for node in nodes:
                proc = servers[node.name]
                if proc.poll() is None:
                    continue
                if node.name not in died:
                    died[node.name] = time.monotonic()
                    print(
                        f"logomachy cluster: server {node.name} stopped ({proc.returncode}); "
                        f"starting it again in {RESTART_SECONDS:.0f} s",
                        file=sys.stderr,
                        flush=True,
                    )
                elif time.monotonic() - died[node.name] >= RESTART_SECONDS:
                    del died[node.name]
                    servers[node.name] = start(node)
            time.sleep(0.2)
    finally:
        procs = [*servers.values(), *([balancer] if balancer else [])]
        for p in procs:
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)
        for p in procs:
            try:
                p.wait(10)
            except subprocess.TimeoutExpired:
                p.kill()
    return 0 if stopping else 1


def wait_ready(url: str, seconds: float = 120.0) -> None:
    """Polls `url`/readyz until it answers 200 (raises after `seconds`)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"{url}/readyz", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"the server at {url} did not start")
