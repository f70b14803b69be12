"""Relaying a request for a table another server holds (several servers behind one address).

With `Settings.node_url` each live table is played by one server, its holder (`rooms.py`).
Behind a load balancer a player may reach any server: that server passes the request on to
the holder's `node_url` (an address the servers reach each other by) and the answer back —
an HTTP request as it came, a WebSocket message by message in both directions. A relayed
request carries `RELAYED`; a server that is asked again for a table it does not hold then
answers 421 with the holder instead of relaying a second time (no loops while a hold moves).
What reaches the browser never names a server: a 421 becomes 503 (try again: the load
balancer and the leases settle within seconds), a socket closed 4421 closes without reason.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

import httpx
from fastapi import Request, WebSocket, WebSocketDisconnect
from fastapi.responses import JSONResponse, Response
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

log = logging.getLogger(__name__)

RELAYED = "X-Logomachy-Relayed"
# Request headers that mean something to the holder (the seat key above all; the session
# cookie names the player a seat taken there is linked to).
_PASSED = ("content-type", "accept", "x-seat-key", "accept-language", "cookie")


class Relay:
    """An HTTP client pool to the other servers, open while the app runs."""

    def __init__(self, timeout: float = 10.0) -> None:
        self.timeout = timeout
        self._client: httpx.AsyncClient | None = None

    async def open(self) -> None:
        self._client = httpx.AsyncClient(timeout=self.timeout)

    async def close(self) -> None:
        if self._client is not None:
            await self._client.aclose()
            self._client = None

    async def http(self, holder: str, request: Request) -> Response:
        """The holder's answer to the same request."""
        assert self._client is not None, "relay not open"
        headers = {k: v for k, v in request.headers.items() if k.lower() in _PASSED}
        headers[RELAYED] = "1"
        try:
            answer = await self._client.request(
                request.method,
                holder + request.url.path,
                params=request.query_params,
                content=await request.body(),
                headers=headers,
            )
        except httpx.HTTPError as exc:
            log.warning("relay to %s failed: %s", holder, exc)
            return _unreachable()
        if answer.status_code == 421:  # the lease moved while relaying: the client asks again
            return _unreachable(retry_after=1)
        return Response(
            answer.content,
            status_code=answer.status_code,
            media_type=answer.headers.get("content-type"),
        )

    async def socket(self, holder: str, ws: WebSocket, table_id: str, hello: str) -> None:
        """Pipes an accepted client socket (whose hello was read) to the holder's socket for
        the table until either side closes; the holder's closing code reaches the client."""
        url = "ws" + holder.removeprefix("http") + f"/ws/tables/{table_id}"
        try:
            async with connect(url, additional_headers={RELAYED: "1"}) as upstream:
                await upstream.send(hello)
                down = asyncio.create_task(_down(upstream, ws))
                up = asyncio.create_task(_up(ws, upstream))
                await asyncio.wait((down, up), return_when=asyncio.FIRST_COMPLETED)
                for task in (down, up):
                    task.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await task
                code, reason = upstream.close_code, upstream.close_reason or ""
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as exc:
            log.warning("relay socket to %s failed: %s", holder, exc)
            code, reason = 1013, "the server playing this table does not answer; try again"
        if code == 4421:
            reason = ""  # held elsewhere: the client reconnects here, never to a node's address
        if code is not None and code != 1000:
            with contextlib.suppress(RuntimeError, WebSocketDisconnect):
                await ws.close(code=code if code >= 3000 else 1013, reason=reason)
        else:
            with contextlib.suppress(RuntimeError, WebSocketDisconnect):
                await ws.close()


async def _down(upstream: ClientConnection, ws: WebSocket) -> None:
    with contextlib.suppress(ConnectionClosed, WebSocketDisconnect, RuntimeError):
        async for message in upstream:
            await ws.send_text(message if isinstance(message, str) else message.decode())


async def _up(ws: WebSocket, upstream: ClientConnection) -> None:
    with contextlib.suppress(ConnectionClosed, WebSocketDisconnect, RuntimeError):
        while True:
            await upstream.send(await ws.receive_text())


def _unreachable(retry_after: int = 5) -> JSONResponse:
    return JSONResponse(
        {"detail": "the server playing this table does not answer; try again in a few seconds"},
        status_code=503,
        headers={"Retry-After": str(retry_after)},
    )
