"""The WebSocket protocol `logomachy serve` runs: uvicorn's, with a bounded closing handshake.

After the server sends a close frame (a flood closed with 1008, a seat given away), uvicorn
keeps reading and discarding what the client sends until the client's own close frame comes
back, for up to 10 s. A client that ignores the close and keeps sending makes the server parse
its frames at full speed all that time, on the event loop every table shares (the load
benchmark's flood: other seats' pings stalled 400 ms). Here a closing connection reads at most
`CLOSING_READ_LIMIT` more bytes, and waits at most `CLOSE_TIMEOUT` seconds, then hangs up.
"""

from __future__ import annotations

from typing import Any

CLOSING_READ_LIMIT = 64 * 1024
CLOSE_TIMEOUT = 2.0


def protocol_class() -> Any:
    """The protocol class for `uvicorn.Config(ws=...)`, or "auto" where this uvicorn has no
    sans-I/O WebSocket implementation to build on."""
    try:
        from uvicorn.protocols.websockets.websockets_sansio_impl import (
            WebSocketsSansIOProtocol,
        )
    except ImportError:  # an older uvicorn: its default, unbounded
        return "auto"

    class BoundedCloseProtocol(WebSocketsSansIOProtocol):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self.close_timeout = CLOSE_TIMEOUT
            self.read_while_closing = 0

        def data_received(self, data: bytes) -> None:
            if self.close_sent:
                self.read_while_closing += len(data)
                if self.read_while_closing > CLOSING_READ_LIMIT:
                    self.transport.close()  # our close frame is flushed first
                    return
            super().data_received(data)

    return BoundedCloseProtocol
