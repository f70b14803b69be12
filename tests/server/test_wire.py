"""The socket's update text: the same message as `Table.message`, views cached per state."""

from __future__ import annotations

import json
from typing import Any

from fastapi.testclient import TestClient

from logomachy.server.table import Table
from logomachy.server.wire import dumps

from .test_api import open_table
from .wsutil import hello, until


def _without_remaining(message: dict[str, Any]) -> dict[str, Any]:
    """The timer's `remaining` is read from the clock at each call."""
    if message.get("timer"):
        message["timer"].pop("remaining", None)
    return message


def test_dumps_matches_the_stdlib_on_what_views_hold() -> None:
    data = {"a": [1, 2.5, None, True], 3: 'é <&> "q"', "s": {2, 1}, "t": (1, "x")}
    expected = json.dumps(
        {"a": [1, 2.5, None, True], "3": 'é <&> "q"', "s": [1, 2], "t": [1, "x"]},
        ensure_ascii=False,
        separators=(",", ":"),
    )
    assert dumps(data) == expected


def test_message_text_is_the_message(client: TestClient) -> None:
    made = open_table(client, [{"kind": "human"}] * 2, options={"rounds": 2})
    tid = made["table"]["id"]
    keys = [made["key"], client.post(f"/api/tables/{tid}/join", json={"name": "B"}).json()["key"]]
    table: Table = client.app.state.rooms.tables[tid]  # type: ignore[attr-defined]
    assert table.match is not None

    def same_for_everyone() -> None:
        for who in (0, 1, None):
            for cursor in (0, 1):
                text, after = table.message_text(who, cursor)
                message, expected_after = table.message(who, cursor)
                assert after == expected_after
                assert _without_remaining(json.loads(text)) == _without_remaining(message)

    same_for_everyone()
    before = table.message_text(0, 0)[0]
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        hello(ws, keys[0])
        ws.send_json({"type": "move", "id": 1, "move": {"verb": "write", "word": "QAB"}})
        assert until(ws, lambda m: m["type"] in ("ack", "refused"))["type"] == "ack"
    # A new state: the cached view was dropped, not served again.
    assert table.message_text(0, 0)[0] != before
    same_for_everyone()
