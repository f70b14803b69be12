"""A restart loses nothing: kill the server process mid-game (SIGKILL, no clean shutdown), start
it again on the same data, and the game goes on from the same move, running timer included."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
from websockets.sync.client import ClientConnection, connect

SCRIPT = Path(__file__).with_name("serve_fake.py")


@contextmanager
def server(
    data: Path, database: str | None, hold_seconds: float | None = None
) -> Iterator[tuple[subprocess.Popen[str], str]]:
    extra = [database] if database else []
    if hold_seconds is not None:
        extra.append(str(hold_seconds))
    proc = subprocess.Popen(
        [sys.executable, str(SCRIPT), str(data), *extra], stdout=subprocess.PIPE, text=True
    )
    try:
        assert proc.stdout is not None
        port = int(proc.stdout.readline())
        base = f"127.0.0.1:{port}"
        for _ in range(100):
            try:
                httpx.get(f"http://{base}/api/games", timeout=1)
                break
            except httpx.TransportError:
                time.sleep(0.05)
        yield proc, base
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(5)


def until(ws: ClientConnection, pred: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        msg: dict[str, Any] = json.loads(ws.recv(timeout=10))
        if pred(msg):
            return msg
    raise AssertionError("expected message never came")


def seat(base: str, tid: str, key: str, since: int | None = None) -> ClientConnection:
    ws = connect(f"ws://{base}/ws/tables/{tid}")
    ws.send(json.dumps({"type": "hello", "key": key, "since": since}))
    return ws


def move(ws: ClientConnection, **data: Any) -> None:
    ws.send(json.dumps({"type": "move", "move": data}))


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest) -> str | None:
    return request.getfixturevalue("postgres_url") if request.param == "postgresql" else None


@pytest.mark.slow
def test_killed_server_resumes_every_table_from_the_same_move(
    tmp_path: Path, database: str | None
) -> None:
    with server(tmp_path, database) as (proc, base):
        made = httpx.post(
            f"http://{base}/api/tables",
            json={
                "game": "fake",
                "name": "Ada",
                "seats": [{"kind": "human"}, {"kind": "human"}],
                "options": {"rounds": 2, "finish_seconds": 1.0},
                "grace_seconds": 0,
            },
        ).json()
        tid, key0 = made["table"]["id"], made["key"]
        invite = made["invites"]["1"].split("key=")[1]
        joined = httpx.post(
            f"http://{base}/api/tables/{tid}/join", json={"name": "Bea", "key": invite}
        )
        key1 = joined.json()["key"]
        a = seat(base, tid, key0)
        move(a, verb="write", word="SWIFT")
        before = until(a, lambda m: m["type"] == "update" and m["seq"] == 1)
        assert before["timer"]["key"] == "r1:after-first"
        os.kill(proc.pid, signal.SIGKILL)  # no shutdown hook runs
        proc.wait(5)

    with server(tmp_path, database) as (_, base):
        # The stored move survived; the running timer resumed and the server called time.
        b = seat(base, tid, key1, since=1)
        after = until(b, lambda m: m["type"] == "update" and m["seq"] == 2)
        assert after["view"]["words"] == {"0": "SWIFT"}
        texts = [e["text"] for e in after["events"]]
        assert texts == ["seat 0 wrote SWIFT", "seat 1 wrote nothing"]
        a = seat(base, tid, key0, since=2)
        hand = until(a, lambda m: m["type"] == "update")["view"]["hand"]
        move(a, verb="place", tile=hand[0])
        hand1 = until(b, lambda m: m["type"] == "update" and m["seq"] == 3)["view"]["hand"]
        move(b, verb="place", tile=hand1[0])
        until(a, lambda m: m["type"] == "update" and m["seq"] == 4)
        a.close()
        b.close()
        info = httpx.get(f"http://{base}/api/tables/{tid}").json()
        assert info["status"] == "playing" and info["seq"] == 4
        assert [s["name"] for s in info["seats"]] == ["Ada", "Bea"]
