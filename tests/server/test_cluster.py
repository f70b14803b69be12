"""Several servers on one PostgreSQL database: a live table is played on one of them at a
time, the others send players there (HTTP 421, socket close 4421 with the holder's URL),
and a table whose server stopped is taken over by replay, moves intact."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import psycopg
import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from logomachy.server import create_app
from logomachy.server.store import open_store

from .conftest import fast_settings
from .test_ws import two_player_table
from .wsutil import hello, until, update

A, B = "http://a.test:8001", "http://b.test:8002"


def test_holds_go_to_one_server_until_released_or_run_out(postgres_url: str) -> None:
    store = open_store(postgres_url)

    async def run() -> None:
        await store.open()
        try:
            assert await store.claim("t1", A, 30) == A
            assert await store.claim("t1", B, 30) == A  # A's hold runs
            assert await store.claim("t1", A, 30) == A  # renewing one's own
            assert await store.renew(B, ["t1"], 30) == set()
            assert await store.renew(A, ["t1", "t2"], 30) == {"t1"}
            await store.release(A, ["t1"])
            assert await store.claim("t1", B, 0.2) == B  # released: B at once
            assert await store.claim("t1", A, 30) == B
            await asyncio.sleep(0.3)
            assert await store.claim("t1", A, 30) == A  # B's hold ran out
        finally:
            await store.close()

    asyncio.run(run())


def test_another_server_sends_players_to_the_holder_then_takes_over(
    tmp_path: Path, postgres_url: str
) -> None:
    on_a = fast_settings(tmp_path / "a", database=postgres_url, node_url=A)
    on_b = fast_settings(tmp_path / "b", database=postgres_url, node_url=B)
    with TestClient(create_app(on_b)) as b:
        with TestClient(create_app(on_a)) as a:
            tid, key0, key1 = two_player_table(a, rounds=1)
            with a.websocket_connect(f"/ws/tables/{tid}") as ws:
                hello(ws, key0)
                until(ws, update(lambda m: True))
                ws.send_json({"type": "move", "id": 1, "move": {"verb": "write", "word": "CAT"}})
                until(ws, lambda m: m["type"] == "ack" and m["id"] == 1)

            asked = b.get(f"/api/tables/{tid}")
            assert asked.status_code == 421 and asked.json()["holder"] == A
            assert b.post(f"/api/tables/{tid}/join", json={"name": "Cy"}).status_code == 421
            with b.websocket_connect(f"/ws/tables/{tid}") as ws:
                hello(ws, key1)
                assert ws.receive_json() == {"type": "error", "detail": A}
                with pytest.raises(WebSocketDisconnect) as closed:
                    ws.receive_json()
                assert closed.value.code == 4421
            lobby = {t["id"]: t for t in b.get("/api/tables").json()}
            assert lobby[tid]["seq"] == 1 and [s["name"] for s in lobby[tid]["seats"]] == [
                "Ada",
                "Bea",
            ]
        # A stopped (its holds end): B replays the table from the database and plays on.
        info = b.get(f"/api/tables/{tid}").json()
        assert info["status"] == "playing" and info["seq"] == 1
        with b.websocket_connect(f"/ws/tables/{tid}") as ws:
            hello(ws, key1)
            got = until(ws, update(lambda m: True))
            assert got["seq"] == 1 and got["view"]["finished"] == [0]
            ws.send_json({"type": "move", "id": 2, "move": {"verb": "write", "word": "DOG"}})
            until(ws, lambda m: m["type"] == "ack" and m["id"] == 2)
            assert until(ws, update(lambda m: m["seq"] >= 2))["seq"] >= 2


def test_a_server_that_lost_its_hold_sends_its_sockets_away(
    tmp_path: Path, postgres_url: str
) -> None:
    on_a = fast_settings(tmp_path, database=postgres_url, node_url=A, hold_seconds=0.3)
    with TestClient(create_app(on_a)) as a:
        tid, key0, _ = two_player_table(a, rounds=1)
        with a.websocket_connect(f"/ws/tables/{tid}") as ws:
            hello(ws, key0)
            until(ws, update(lambda m: True))
            # Another server took the table (A stalled past its hold, say).
            with psycopg.connect(postgres_url, autocommit=True) as db:
                db.execute("UPDATE holds SET node=%s, expires=%s", (B, time.time() + 60))
            assert until(ws, lambda m: m["type"] == "error") == {"type": "error", "detail": ""}
            with pytest.raises(WebSocketDisconnect) as closed:
                ws.receive_json()
            assert closed.value.code == 4421
        assert a.get(f"/api/tables/{tid}").json()["holder"] == B


def test_several_servers_need_a_shared_database(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="PostgreSQL"):
        create_app(fast_settings(tmp_path, node_url=A))
