"""Play over WebSockets: numbered updates, refusals with their rule, clock, resume, spectators."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from logomachy.server import Settings, create_app
from logomachy.server.store import Store, open_store

from .conftest import fast_settings
from .test_api import open_table
from .wsutil import hello, until, update


@pytest.fixture(params=["sqlite", "postgresql"])
def settings(request: pytest.FixtureRequest, tmp_path: Path) -> Settings:
    """Every test here runs on both stores."""
    if request.param == "postgresql":
        return fast_settings(tmp_path, database=request.getfixturevalue("postgres_url"))
    return fast_settings(tmp_path)


def two_player_table(client: TestClient, **options: Any) -> tuple[str, str, str]:
    made = open_table(client, [{"kind": "human"}, {"kind": "human"}], options=options)
    tid = made["table"]["id"]
    invite = made["invites"]["1"].split("key=")[1]
    joined = client.post(f"/api/tables/{tid}/join", json={"name": "Bea", "key": invite})
    return tid, made["key"], joined.json()["key"]


def test_a_whole_game_over_sockets(client: TestClient) -> None:
    tid, key0, key1 = two_player_table(client, rounds=1)
    seen0: list[dict[str, Any]] = []
    with (
        client.websocket_connect(f"/ws/tables/{tid}") as a,
        client.websocket_connect(f"/ws/tables/{tid}") as b,
    ):
        hello(a, key0)
        hello(b, key1)
        first = until(a, update(lambda m: True), seen0)
        assert first["you"] == 0 and first["seq"] == 0 and first["to_act"] == [0, 1]
        assert any(e["text"].startswith("you hold tile-0") for e in first["events"])
        until(b, update(lambda m: True))

        a.send_json({"type": "move", "id": 1, "move": {"verb": "write", "word": "CAT"}})
        until(a, lambda m: m["type"] == "ack" and m["id"] == 1, seen0)
        got = until(b, update(lambda m: m["seq"] == 1))
        assert got["view"]["finished"] == [0] and got["view"]["my_word"] is None
        assert got["timer"]["key"] == "r1:after-first" and 0 < got["timer"]["remaining"] <= 30

        b.send_json({"type": "move", "id": 7, "move": {"verb": "write", "word": "d0g"}})
        refused = until(b, lambda m: m["type"] == "refused")
        assert refused == {
            "type": "refused",
            "id": 7,
            "reason": "a word is letters only",
            "rule": "valid words",
            "message": "a word is letters only",  # the id each reader's page translates
            "params": {},
        }
        b.send_json({"type": "move", "id": 8, "move": {"verb": "write", "word": "DOG"}})
        placing = until(b, update(lambda m: m["seq"] == 2))
        assert placing["view"]["words"] == {"0": "CAT", "1": "DOG"}
        assert placing["timer"] is None and placing["to_act"] == [0]

        hand0 = until(a, update(lambda m: m["seq"] == 2), seen0)["view"]["hand"]
        b.send_json({"type": "move", "id": 9, "move": {"verb": "place", "tile": hand0[0]}})
        assert until(b, lambda m: m["type"] == "refused")["rule"] == "placement"
        a.send_json({"type": "move", "id": 2, "move": {"verb": "place", "tile": hand0[0]}})
        hand1 = until(b, update(lambda m: m["seq"] == 3))["view"]["hand"]
        b.send_json({"type": "move", "id": 10, "move": {"verb": "place", "tile": hand1[0]}})
        final = until(a, update(lambda m: m["table"]["status"] == "over"), seen0)
        assert final["table"]["result"]["scores"] == [4, 4]
        assert final["to_act"] == []
    # Log lines arrive once each, in order, with their index.
    indexes = [e["i"] for m in seen0 if m["type"] == "update" for e in m["events"]]
    assert indexes == sorted(set(indexes))

    record = client.get(f"/api/tables/{tid}/record").json()
    assert [m["move"]["verb"] for m in record["moves"]] == ["write", "write", "place", "place"]
    step = client.get(f"/api/tables/{tid}/replay/2").json()
    assert (
        step["n"] == 2 and step["total"] == 4 and step["view"]["words"] == {"0": "CAT", "1": "DOG"}
    )
    assert step["view"]["hand"] is None


def test_record_and_replay_wait_for_the_end(client: TestClient) -> None:
    tid, _, _ = two_player_table(client)
    assert client.get(f"/api/tables/{tid}/record").status_code == 409
    assert client.get(f"/api/tables/{tid}/replay/1").status_code == 409


def test_the_server_calls_time(client: TestClient) -> None:
    tid, key0, _ = two_player_table(client, finish_seconds=0.2)
    with client.websocket_connect(f"/ws/tables/{tid}") as a:
        hello(a, key0)
        a.send_json({"type": "move", "move": {"verb": "write", "word": "FAST"}})
        closed = until(a, update(lambda m: m["view"] and m["view"]["phase"] == "place"))
        assert closed["seq"] == 2 and closed["view"]["words"] == {"0": "FAST"}
        assert any(e["text"] == "seat 1 wrote nothing" for e in closed["events"])
    record_moves = client.get(f"/api/tables/{tid}/view").json()
    assert record_moves["seq"] == 2


def test_a_client_cannot_call_time_or_move_as_spectator(client: TestClient) -> None:
    tid, key0, _ = two_player_table(client)
    with client.websocket_connect(f"/ws/tables/{tid}") as a:
        hello(a, key0)
        a.send_json({"type": "move", "move": {"verb": "time-up", "timer": "r1:after-first"}})
        assert until(a, lambda m: m["type"] == "refused")["rule"] == "timer"
    with client.websocket_connect(f"/ws/tables/{tid}") as s:
        hello(s)
        view = until(s, update(lambda m: True))
        assert view["you"] is None and view["view"]["hand"] is None
        assert not any(e["kind"] == "hand" for e in view["events"])
        s.send_json({"type": "move", "move": {"verb": "write", "word": "X"}})
        assert until(s, lambda m: m["type"] == "refused")["reason"] == "spectators do not move"


def test_a_forged_key_or_bad_hello_is_shut_out(client: TestClient) -> None:
    tid, _, _ = two_player_table(client)
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        hello(ws, "forged")
        assert ws.receive_json()["type"] == "error"
        with pytest.raises(WebSocketDisconnect) as info:
            ws.receive_json()
        assert info.value.code == 4403
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        ws.send_json({"type": "move", "move": {}})
        assert ws.receive_json()["type"] == "error"
        with pytest.raises(WebSocketDisconnect) as info:
            ws.receive_json()
        assert info.value.code == 4400
    with client.websocket_connect("/ws/tables/nope") as ws:
        hello(ws)
        ws.receive_json()
        with pytest.raises(WebSocketDisconnect) as info:
            ws.receive_json()
        assert info.value.code == 4404


def test_malformed_messages_are_answered_not_fatal(client: TestClient) -> None:
    tid, key0, _ = two_player_table(client)
    with client.websocket_connect(f"/ws/tables/{tid}") as a:
        hello(a, key0)
        a.send_text("{not json")
        assert until(a, lambda m: m["type"] == "error")
        a.send_json({"type": "move", "move": {"verb": "fly"}})
        assert until(a, lambda m: m["type"] == "refused")["rule"] == "move format"
        a.send_json({"type": "ping", "id": 3})
        assert until(a, lambda m: m["type"] == "pong")["id"] == 3


def test_resume_sends_only_what_was_missed(client: TestClient) -> None:
    tid, key0, key1 = two_player_table(client)
    with client.websocket_connect(f"/ws/tables/{tid}") as a:
        hello(a, key0)
        seq = until(a, update(lambda m: True))["seq"]
        assert seq == 0
    with client.websocket_connect(f"/ws/tables/{tid}") as b:
        hello(b, key1)
        b.send_json({"type": "move", "move": {"verb": "write", "word": "ONE"}})
        until(b, lambda m: m["type"] == "ack")
    with client.websocket_connect(f"/ws/tables/{tid}") as a:
        hello(a, key0, since=seq)
        back = until(a, update(lambda m: True))
        assert back["seq"] == 1
        # Only the line since message 0; not the hand lines seen before.
        assert back["events"] == []
        a.send_json({"type": "move", "move": {"verb": "write", "word": "TWO"}})
        after = until(a, update(lambda m: m["seq"] == 2))
        assert [e["kind"] for e in after["events"]] == ["word", "word"]
    with client.websocket_connect(f"/ws/tables/{tid}") as a:
        hello(a, key0)  # a fresh page: the whole log again
        full = until(a, update(lambda m: True))
        assert [e["kind"] for e in full["events"]] == ["round", "hand", "word", "word"]


def test_bots_play_and_a_stand_in_takes_an_absent_seat(client: TestClient) -> None:
    made = open_table(
        client, [{"kind": "human"}, {"kind": "bot", "strength": "weak"}], grace_seconds=0.3
    )
    tid, key0 = made["table"]["id"], made["key"]
    with client.websocket_connect(f"/ws/tables/{tid}") as a:
        hello(a, key0)
        bot_wrote = until(a, update(lambda m: 1 in (m["view"] or {}).get("finished", [])))
        assert bot_wrote["table"]["seats"][0]["connected"] is True
    # Seat 0 stays away past the grace period (0.3 s here): a stand-in plays it to the end.
    deadline = time.monotonic() + 10
    info: dict[str, Any] = {}
    while time.monotonic() < deadline:
        info = client.get(f"/api/tables/{tid}").json()
        if info["status"] == "over":
            break
        time.sleep(0.05)
    assert info["status"] == "over", info
    assert info["seats"][0]["standin"] is True
    record = client.get(f"/api/tables/{tid}/record").json()
    assert {m["seat"] for m in record["moves"]} == {0, 1}


@pytest.mark.timeout(30)  # without the final update the socket waits forever
def test_a_game_ended_by_a_bot_reaches_every_socket(client: TestClient) -> None:
    # The stand-in and the bot play to the end while a spectator watches: the final update
    # (status over, with the result) must reach it although the last move closed the table.
    made = open_table(
        client, [{"kind": "human"}, {"kind": "bot", "strength": "weak"}], grace_seconds=0.1
    )
    tid = made["table"]["id"]
    with client.websocket_connect(f"/ws/tables/{tid}") as s:
        hello(s)
        last = until(s, update(lambda m: m["table"]["status"] == "over"), limit=1000)
    assert last["table"]["result"]["winners"]
    assert last["seq"] == client.get(f"/api/tables/{tid}").json()["seq"]


def test_a_player_who_comes_back_reclaims_the_seat(client: TestClient) -> None:
    made = open_table(
        client, [{"kind": "human"}, {"kind": "human"}], options={"rounds": 5}, grace_seconds=0.1
    )
    tid, key0 = made["table"]["id"], made["key"]
    invite = made["invites"]["1"].split("key=")[1]
    joined = client.post(f"/api/tables/{tid}/join", json={"name": "Bea", "key": invite})
    key1 = joined.json()["key"]
    with client.websocket_connect(f"/ws/tables/{tid}") as b:
        hello(b, key1)
        # Seat 0 never connected: after the grace period its stand-in writes for it.
        until(b, update(lambda m: m["table"]["seats"][0]["standin"]))
        with client.websocket_connect(f"/ws/tables/{tid}") as a:
            hello(a, key0)
            back = until(a, update(lambda m: True))
            assert back["table"]["seats"][0]["standin"] is False
            assert back["you"] == 0


def test_a_bot_is_not_held_back_by_other_players_moves(tmp_path: Path) -> None:
    # A bot pauses before it moves; moves by others meanwhile used to start its pause over,
    # so at a busy simultaneous table a bot never moved. Here seat 0 makes a move every
    # 0.1 s while the bot (pause 0.3 s) must write its word.
    from logomachy.server import create_app

    with TestClient(create_app(fast_settings(tmp_path, bot_pause=(0.3, 0.3)))) as client:
        made = open_table(client, [{"kind": "human"}, {"kind": "bot", "strength": "weak"}])
        tid, key0 = made["table"]["id"], made["key"]
        with client.websocket_connect(f"/ws/tables/{tid}") as a:
            hello(a, key0)
            until(a, update(lambda m: True))
            bot_wrote = False
            for n in range(40):
                a.send_json({"type": "move", "id": n, "move": {"verb": "note", "text": f"{n}"}})
                seen: list[dict[str, Any]] = []
                until(a, lambda m, n=n: m["type"] == "ack" and m["id"] == n, seen)
                finished = [m["view"]["finished"] for m in seen if m["type"] == "update"]
                if any(1 in f for f in finished):
                    bot_wrote = True
                    break
                time.sleep(0.1)
            assert bot_wrote, "the bot never wrote while seat 0 kept moving"
            assert n < 30


def test_a_game_whose_last_move_was_stored_without_its_over_row_is_over_after_a_restart(
    settings: Settings,
) -> None:
    """Stores written before the last move and the "over" row were one commit: a process that
    died between them left a finished game "playing"; loading it finishes it."""
    with TestClient(create_app(settings)) as client:
        made = open_table(
            client, [{"kind": "human"}, {"kind": "bot", "strength": "weak"}], grace_seconds=0.05
        )
        tid = made["table"]["id"]
        deadline = time.monotonic() + 10
        while client.get(f"/api/tables/{tid}").json()["status"] != "over":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        result = client.get(f"/api/tables/{tid}").json()["result"]
    store = open_store(settings.database_url())

    async def unfinish() -> None:
        await store.open()
        loaded = await store.load_table(tid)
        assert loaded is not None
        loaded[0].status, loaded[0].result = "playing", None
        await store.save_table(loaded[0])
        await store.close()

    asyncio.run(unfinish())
    with TestClient(create_app(settings)) as client:
        info = client.get(f"/api/tables/{tid}").json()
        assert info["status"] == "over" and info["result"] == result
        assert client.get(f"/api/tables/{tid}/record").status_code == 200
    asyncio.run(_status_of(store, tid, "over"))


async def _status_of(store: Store, tid: str, status: str) -> None:
    await store.open()
    loaded = await store.load_table(tid)
    await store.close()
    assert loaded is not None and loaded[0].status == status


def test_finished_tables_leave_memory_and_come_back_on_demand(tmp_path: Path) -> None:
    settings = fast_settings(
        tmp_path, keep_finished_seconds=0.0, abandon_waiting_seconds=0.0, sweep_seconds=3600
    )
    with TestClient(create_app(settings)) as client:
        rooms = client.app.state.rooms  # type: ignore[attr-defined]
        made = open_table(
            client, [{"kind": "human"}, {"kind": "bot", "strength": "weak"}], grace_seconds=0.05
        )
        tid = made["table"]["id"]
        deadline = time.monotonic() + 10
        while client.get(f"/api/tables/{tid}").json()["status"] != "over":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        with client.websocket_connect(f"/ws/tables/{tid}") as ws:  # watched: stays
            hello(ws)
            until(ws, update(lambda m: True))
            assert client.portal.call(rooms.sweep)["evicted"] == 0  # type: ignore[union-attr]
        waiting = open_table(client, [{"kind": "human"}, {"kind": "human"}])["table"]["id"]
        done = client.portal.call(rooms.sweep)  # type: ignore[union-attr]
        assert done == {"evicted": 1, "abandoned": 1, "expired": 0}
        assert tid not in rooms.tables and waiting not in rooms.tables
        assert client.get(f"/api/tables/{waiting}").status_code == 404
        # The finished record is loaded again when asked for, then dropped again.
        assert client.get(f"/api/tables/{tid}/record").status_code == 200
        assert tid in rooms.tables
        client.portal.call(rooms.sweep)  # type: ignore[union-attr]
        assert tid not in rooms.tables


def test_a_spectator_gets_the_newest_update_not_every_one(tmp_path: Path) -> None:
    """Under load watchers absorb the cost: a spectator's updates are folded together within
    `spectator_interval`, while each player hears of every move."""
    settings = fast_settings(tmp_path, spectator_interval=1.0)
    with TestClient(create_app(settings)) as client:
        tid, key0, key1 = two_player_table(client, rounds=2)
        with (
            client.websocket_connect(f"/ws/tables/{tid}") as a,
            client.websocket_connect(f"/ws/tables/{tid}") as b,
            client.websocket_connect(f"/ws/tables/{tid}") as s,
        ):
            hello(a, key0)
            hello(b, key1)
            hello(s)
            until(s, update(lambda m: m["seq"] == 0))
            moved = 0
            for n in range(1, 6):  # notes: moves that leave the writing phase open
                a.send_json({"type": "move", "id": n, "move": {"verb": "note", "text": f"n{n}"}})
                until(a, lambda m, n=n: m["type"] == "ack" and m["id"] == n)
                moved = n
            seen: list[dict[str, Any]] = []
            last = until(s, update(lambda m: m["seq"] == moved), seen)
            spectator_seqs = [m["seq"] for m in seen if m["type"] == "update"]
            assert last["seq"] == moved
            assert len(spectator_seqs) < moved  # some updates were folded into later ones
