"""A client that ignores the server's close frame is hung up on, not read for seconds.

uvicorn alone keeps reading (and parsing) what such a client sends for up to 10 s after the
server's close; on the event loop every table shares, that stalled other seats (the load
benchmark's flood). `server.ws_protocol` bounds it. The client here speaks WebSocket by hand
(websockets' sans-I/O protocol for the handshake, then raw frames), so that it can do what no
well-behaved library does: go on sending after the close.
"""

from __future__ import annotations

import json
import select
import socket
from pathlib import Path

import httpx
import pytest
from websockets.client import ClientProtocol
from websockets.frames import Close, Opcode
from websockets.uri import parse_uri

from tests.server.test_restart import server


def _handshake(base: str, path: str) -> tuple[socket.socket, ClientProtocol]:
    host, port = base.split(":")
    sock = socket.create_connection((host, int(port)), timeout=10)
    conn = ClientProtocol(parse_uri(f"ws://{base}{path}"))
    conn.send_request(conn.connect())
    sock.sendall(b"".join(conn.data_to_send()))
    while not conn.handshake_exc and conn.state.name == "CONNECTING":
        conn.receive_data(sock.recv(65536))
    assert conn.handshake_exc is None
    conn.events_received()  # the handshake's response
    return sock, conn


@pytest.mark.slow
def test_a_client_that_floods_past_the_servers_close_is_hung_up_on(tmp_path: Path) -> None:
    with server(tmp_path, None) as (_proc, base):
        made = httpx.post(
            f"http://{base}/api/tables",
            json={"game": "fake", "name": "Ada", "seats": [{"kind": "human"}] * 2},
        ).json()
        sock, conn = _handshake(base, f"/ws/tables/{made['table']['id']}")
        conn.send_text(json.dumps({"type": "hello", "key": made["key"], "since": None}).encode())
        conn.send_text(json.dumps({"type": "ping", "id": 1}).encode())
        hello, ping = conn.data_to_send()
        sock.sendall(hello)
        # Pings past the socket's rate until the server closes it (1008), then more of them,
        # the close ignored; the server must hang up long before uvicorn's own 10 s.
        closed_code = None
        sent = 0
        hung_up = False
        sock.settimeout(5.0)  # a server that stops reading without hanging up fails below
        try:
            while sent < 200 * 1024 * 1024:
                sock.sendall(ping * 64)  # whole frames only
                sent += len(ping) * 64
                while select.select([sock], [], [], 0)[0]:
                    data = sock.recv(65536)
                    if not data:
                        raise ConnectionResetError("the server hung up")
                    conn.receive_data(data)
                    for frame in conn.events_received():
                        if frame.opcode is Opcode.CLOSE:
                            closed_code = Close.parse(frame.data).code
        except TimeoutError:
            pass
        except OSError:  # EPIPE / ECONNRESET
            hung_up = True
        sock.close()
        # The close frame may be lost to the reset (the server hangs up with unread data),
        # but if it came it says why.
        assert hung_up
        assert closed_code in (None, 1008)
        # Bounded by the flood limit, what the kernel buffers and the protocol's limit, not
        # by seconds of the client's sending (at full speed: hundreds of megabytes).
        assert sent < 32 * 1024 * 1024
