"""Fuzz: whatever a client sends on a table's socket, the server answers or closes it, and a
socket that is gone never stays counted (no zombie seat shown connected, whose stand-in
would never start)."""

from __future__ import annotations

import json
import time
from typing import Any

from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from starlette.websockets import WebSocketDisconnect

from logomachy.server.table import Table

from .test_ws import two_player_table
from .wsutil import hello, until, update

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)
messages = st.one_of(
    st.text(max_size=40),  # not JSON at all, mostly
    json_values.map(json.dumps),
    st.fixed_dictionaries(
        {"type": st.sampled_from(["move", "ping", "hello", "nope", ""])},
        optional={
            "id": st.integers() | st.text(max_size=4) | st.none(),
            "move": json_values,
            "key": st.text(max_size=8) | st.none(),
            "since": st.integers() | st.none(),
        },
    ).map(json.dumps),
)


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(st.lists(messages, min_size=1, max_size=8))
def test_any_message_is_answered_or_closes_and_no_socket_is_left_behind(
    client: TestClient, sent: list[str]
) -> None:
    tid, key0, _ = two_player_table(client, rounds=5)
    table: Table = client.app.state.rooms.tables[tid]  # type: ignore[attr-defined]
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        hello(ws, key0)
        until(ws, update(lambda m: True))
        alive = True
        for text in sent:
            try:
                ws.send_text(text)
                ws.send_json({"type": "ping", "id": 1})
                # Whatever came before, the ping is answered: the socket still works.
                got: list[dict[str, Any]] = []
                until(ws, lambda m: m["type"] == "pong" and m.get("id") == 1, got)
            except WebSocketDisconnect:
                alive = False
                break
        assert alive or table.presence[0].sockets == 0
    deadline = time.monotonic() + 5
    while table.presence[0].sockets or table.watchers:
        assert time.monotonic() < deadline, "a closed socket is still counted"
        time.sleep(0.01)
    info = client.get(f"/api/tables/{tid}").json()
    assert info["seats"][0]["connected"] is False
