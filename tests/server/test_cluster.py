"""Several servers on one PostgreSQL database: a live table is played on one of them at a
time, the others relay its requests and sockets there, and a table whose server stopped
or died is taken over by replay, moves intact."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from pathlib import Path

import httpx
import psycopg
import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from logomachy.server import create_app
from logomachy.server.relay import RELAYED
from logomachy.server.store import Lease, LeaseLost, MoveRow, TableRow, open_store

from .conftest import fast_settings
from .test_restart import move, seat, server
from .test_restart import until as until_live
from .test_ws import two_player_table
from .wsutil import hello, until, update

A, B = "http://a.test:8001", "http://b.test:8002"


def test_holds_go_to_one_server_until_released_or_run_out(postgres_url: str) -> None:
    store = open_store(postgres_url)

    async def run() -> None:
        await store.open()
        try:
            assert await store.claim("t1", A, 30) == Lease(A, 1)
            assert await store.claim("t1", B, 30) == Lease(A, 1)  # A's lease runs
            assert await store.claim("t1", A, 30) == Lease(A, 1)  # renewing one's own
            assert await store.renew(B, ["t1"], 30) == set()
            assert await store.renew(A, ["t1", "t2"], 30) == {"t1"}
            await store.release(A, ["t1"])
            assert await store.claim("t1", B, 0.2) == Lease(B, 2)  # released: B at once
            assert await store.claim("t1", A, 30) == Lease(B, 2)
            await asyncio.sleep(0.3)
            assert await store.claim("t1", A, 30) == Lease(A, 3)  # B's lease ran out
        finally:
            await store.close()

    asyncio.run(run())


def test_a_relayed_request_is_not_relayed_again_and_a_silent_holder_says_so(
    tmp_path: Path, postgres_url: str
) -> None:
    on_a = fast_settings(tmp_path / "a", database=postgres_url, node_url=A)
    on_b = fast_settings(tmp_path / "b", database=postgres_url, node_url=B)
    with TestClient(create_app(on_b)) as b:
        with TestClient(create_app(on_a)) as a:
            tid, _, key1 = two_player_table(a, rounds=1)
            # Relayed once already (the hold moved meanwhile): answered with the holder.
            asked = b.get(f"/api/tables/{tid}", headers={RELAYED: "1"})
            assert asked.status_code == 421 and asked.json()["holder"] == A
            with b.websocket_connect(f"/ws/tables/{tid}", headers={RELAYED: "1"}) as ws:
                hello(ws, key1)
                assert ws.receive_json() == {"type": "error", "detail": A}
                with pytest.raises(WebSocketDisconnect) as closed:
                    ws.receive_json()
                assert closed.value.code == 4421
            # A (in-process here) cannot be reached over the network: B says so.
            silent = b.get(f"/api/tables/{tid}")
            assert silent.status_code == 503 and silent.headers["retry-after"] == "5"
            lobby = {t["id"]: t for t in b.get("/api/tables").json()}
            assert [s["name"] for s in lobby[tid]["seats"]] == ["Ada", "Bea"]
        # A stopped (its holds end): B replays the table from the database and plays on.
        info = b.get(f"/api/tables/{tid}").json()
        assert info["status"] == "playing" and info["seq"] == 0
        with b.websocket_connect(f"/ws/tables/{tid}") as ws:
            hello(ws, key1)
            until(ws, update(lambda m: True))
            ws.send_json({"type": "move", "id": 2, "move": {"verb": "write", "word": "DOG"}})
            until(ws, lambda m: m["type"] == "ack" and m["id"] == 2)


@pytest.mark.slow
def test_two_servers_behind_one_address(tmp_path: Path, postgres_url: str) -> None:
    """Real processes: players reach either server; B relays to A, which holds the table;
    A is killed (no clean stop) and B takes the table over when A's hold runs out."""
    with (
        server(tmp_path / "a", postgres_url, 1.0) as (proc_a, base_a),
        server(tmp_path / "b", postgres_url, 1.0) as (_, base_b),
    ):
        made = httpx.post(
            f"http://{base_a}/api/tables",
            json={"game": "fake", "name": "Ada", "seats": [{"kind": "human"}] * 2},
        ).json()
        tid, key0 = made["table"]["id"], made["key"]
        invite = made["invites"]["1"].split("key=")[1]
        joined = httpx.post(
            f"http://{base_b}/api/tables/{tid}/join", json={"name": "Bea", "key": invite}
        )
        assert joined.status_code == 200 and joined.json()["seat"] == 1  # relayed to A
        key1 = joined.json()["key"]
        a = seat(base_a, tid, key0)
        b = seat(base_b, tid, key1)  # relayed, message by message
        until_live(b, lambda m: m["type"] == "update" and m["seq"] == 0)
        move(a, verb="write", word="SWIFT")
        got = until_live(b, lambda m: m["type"] == "update" and m["seq"] == 1)
        assert got["you"] == 1 and got["view"]["finished"] == [0]
        move(b, verb="write", word="CAT")
        until_live(a, lambda m: m["type"] == "update" and m["seq"] >= 2)
        info = httpx.get(f"http://{base_b}/api/tables/{tid}").json()
        assert info["seq"] >= 2
        a.close()
        b.close()
        os.kill(proc_a.pid, signal.SIGKILL)
        proc_a.wait(5)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            answer = httpx.get(f"http://{base_b}/api/tables/{tid}")
            if answer.status_code == 200:
                break
            assert answer.status_code == 503  # A's hold still runs, A is silent
            time.sleep(0.2)
        assert answer.status_code == 200 and answer.json()["seq"] == info["seq"]
        b = seat(base_b, tid, key1)
        assert until_live(b, lambda m: m["type"] == "update")["seq"] == info["seq"]
        b.close()


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
        assert a.get(f"/api/tables/{tid}", headers={RELAYED: "1"}).json()["holder"] == B


def test_several_servers_need_a_shared_database(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="PostgreSQL"):
        create_app(fast_settings(tmp_path, node_url=A))


def test_a_write_is_fenced_by_the_writers_lease(postgres_url: str) -> None:
    """The split brain: A stalls past its lease, B takes the table over, A wakes up and tries
    to write with its old lease -- nothing is written, and B's history goes on."""
    store = open_store(postgres_url)

    async def run() -> None:
        await store.open()
        try:
            await store.save_table(TableRow("t1", "fake", {}, 1, []))
            a = await store.claim("t1", A, 0.2)
            await store.append_move("t1", MoveRow(1, 0, {"verb": "x"}, 0.1), lease=a)
            await asyncio.sleep(0.3)  # A stalls
            b = await store.claim("t1", B, 30)
            assert b == Lease(B, a.epoch + 1)
            with pytest.raises(LeaseLost):
                await store.append_move("t1", MoveRow(2, 0, {"verb": "late"}, 0.4), lease=a)
            with pytest.raises(LeaseLost):  # A's own lease again, even unexpired, is gone
                await store.append_move("t1", MoveRow(2, 0, {"verb": "late"}, 0.4), lease=a)
            await store.append_move("t1", MoveRow(2, 1, {"verb": "y"}, 0.5), lease=b)
            loaded = await store.load_table("t1")
            assert loaded is not None
            assert [m.move["verb"] for m in loaded[1]] == ["x", "y"]
            # An orphan is a playing table whose lease ran out; B's still runs.
            assert await store.orphans(10) == []
        finally:
            await store.close()

    asyncio.run(run())


def test_a_stalled_holder_acknowledges_nothing_and_the_table_plays_on(
    tmp_path: Path, postgres_url: str
) -> None:
    """Both servers in one process: A holds the table, stalls past its lease (its renewals
    stop), B takes it over by its sweep; A's next move is refused (not acknowledged) and its
    socket sent away; the move played again on B is written once, after B's."""
    slow_a = fast_settings(tmp_path / "a", database=postgres_url, node_url=A, hold_seconds=600)
    on_b = fast_settings(tmp_path / "b", database=postgres_url, node_url=B, hold_seconds=0.4)
    with TestClient(create_app(slow_a)) as a:
        tid, key0, key1 = two_player_table(a, rounds=1)
        with psycopg.connect(postgres_url, autocommit=True) as db:
            db.execute("UPDATE holds SET expires = 0")  # A's lease ran out while it stalled
        with a.websocket_connect(f"/ws/tables/{tid}") as ws_a:
            hello(ws_a, key0)
            until(ws_a, update(lambda m: True))
            with TestClient(create_app(on_b)) as b:
                deadline = time.monotonic() + 5
                while b.app.state.rooms.tables.get(tid) is None:  # type: ignore[attr-defined]
                    assert time.monotonic() < deadline, "B never took the orphan over"
                    time.sleep(0.05)
                with b.websocket_connect(f"/ws/tables/{tid}") as ws_b:
                    hello(ws_b, key1)
                    until(ws_b, update(lambda m: True))
                    dog = {"verb": "write", "word": "DOG"}
                    ws_b.send_json({"type": "move", "id": 1, "move": dog})
                    until(ws_b, lambda m: m["type"] == "ack" and m["id"] == 1)
                ws_a.send_json({"type": "move", "id": 5, "move": {"verb": "write", "word": "CAT"}})
                refused = until(ws_a, lambda m: m["type"] in ("refused", "ack"))
                assert refused["type"] == "refused" and refused["rule"] == "server"
                with pytest.raises(WebSocketDisconnect) as closed:
                    until(ws_a, lambda m: False)
                assert closed.value.code == 4421
                assert tid not in a.app.state.rooms.tables  # type: ignore[attr-defined]
                info = b.get(f"/api/tables/{tid}").json()
                assert info["seq"] == 1
    with psycopg.connect(postgres_url, autocommit=True) as db:
        rows = db.execute("SELECT n, move FROM moves WHERE table_id=%s ORDER BY n", (tid,))
        assert [(n, m["word"]) for n, m in rows.fetchall()] == [(1, "DOG")]
