"""Property: no message to a seat carries another seat's key or another seat's secrets."""

from __future__ import annotations

import json
from typing import Any

from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from logomachy.server.table import Table

from .test_api import open_table
from .wsutil import hello, until

actions = st.lists(
    st.tuples(
        st.integers(0, 2),
        st.sampled_from(["write", "place", "bogus"]),
        st.text(alphabet="ABCxyz<>&\"'0", min_size=1, max_size=8),
    ),
    min_size=1,
    max_size=14,
)


def leaks(table: Table, seat: int | None, text: str) -> list[str]:
    """Other seats' keys, and other seats' secrets as JSON strings, found in `text`."""
    assert table.match is not None
    found = [s.key for i, s in enumerate(table.row.seats) if i != seat and s.key in text]
    for owner, secrets in table.game.secrets(table.match.state).items():
        if owner != seat:
            found += [x for x in secrets if json.dumps(x) in text]
    return found


@settings(
    max_examples=20,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(actions)
def test_no_message_leaks(client: TestClient, plan: list[tuple[int, str, str]]) -> None:
    made = open_table(client, [{"kind": "human"}] * 3, options={"rounds": 2})
    tid = made["table"]["id"]
    keys = [made["key"]]
    for _ in range(2):
        keys.append(client.post(f"/api/tables/{tid}/join", json={"name": "P"}).json()["key"])
    table: Table = client.app.state.rooms.tables[tid]  # type: ignore[attr-defined]
    sockets = [client.websocket_connect(f"/ws/tables/{tid}") for _ in range(3)]
    try:
        conns = [s.__enter__() for s in sockets]
        for ws, key in zip(conns, keys, strict=True):
            hello(ws, key)
        for seat, verb, text in plan:
            hand = table.game.view(table.match.state, seat)["hand"]  # type: ignore[union-attr]
            if verb == "write":
                # A letter of each seat's own (absent from the alphabet above) keeps two seats'
                # words apart, so a word found in a message is known to be whose.
                move: dict[str, Any] = {"verb": "write", "word": "QKW"[seat] + text}
            elif verb == "place":
                move = {"verb": "place", "tile": hand[0] if hand else text}
            else:
                move = {"verb": "write", "word": 3}
            conns[seat].send_json({"type": "move", "id": 1, "move": move})
            reply = until(conns[seat], lambda m: m["type"] in ("ack", "refused"))
            assert reply["type"] in ("ack", "refused")
            # Every seat's and a spectator's snapshot right now.
            for who in (0, 1, 2, None):
                message, _ = table.message(who, 0)
                assert leaks(table, who, json.dumps(message)) == []
                # The socket's text, with its view cached per state and seat.
                assert leaks(table, who, table.message_text(who, 0)[0]) == []
        # And what actually went over each socket (the latest snapshot, queued in order).
        for seat, ws in enumerate(conns):
            ws.send_json({"type": "ping", "id": 99})
            seen: list[dict[str, Any]] = []
            until(ws, lambda m: m["type"] == "pong", seen)
            for message in seen:
                text = json.dumps(message)
                assert not [k for i, k in enumerate(keys) if i != seat and k in text]
    finally:
        for s in sockets:
            s.__exit__(None, None, None)
