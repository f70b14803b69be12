"""HTTP guards that wrap the whole app: a cap on request bodies and the security headers.

Plain ASGI middleware (no per-request Python objects beyond a closure), so they cost little
on the hot path and apply to every route, the static files included."""

from __future__ import annotations

import json
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from logomachy.server import logs

# The front end loads only its own files: no inline script, no other origin, never framed.
# Style attributes are set through the CSSOM (`el.style.cssText`), which CSP leaves alone.
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'"
)
HEADERS = [
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
]
# FastAPI's own API pages load their script from a CDN: they keep the other headers only.
NO_CSP = ("/docs", "/redoc")


class Guards:
    def __init__(self, app: ASGIApp, max_body: int) -> None:
        self.app = app
        self.max_body = max_body

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        rid = logs.bind(scope)  # the logs of what follows name this request and its table
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False
        refused = False  # the body went past the cap: 413 was sent, the app hears a disconnect
        csp = not str(scope.get("path", "")).startswith(NO_CSP)

        async def send_guarded(message: Message) -> None:
            nonlocal started
            if refused:
                return
            if message["type"] == "http.response.start":
                started = True
                headers = list(message.get("headers", []))
                headers += HEADERS
                headers.append((b"x-request-id", rid.encode()))
                if csp:
                    headers.append((b"content-security-policy", CSP.encode()))
                message = {**message, "headers": headers}
            await send(message)

        declared = _content_length(scope)
        if declared is not None and declared > self.max_body:
            await _too_large(send_guarded, self.max_body)
            return
        seen = 0

        async def receive_capped() -> Message:
            nonlocal seen, refused
            if refused:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_body and not started:
                    await _too_large(send_guarded, self.max_body)
                    refused = True
                    return {"type": "http.disconnect"}
            return message

        await self.app(scope, receive_capped, send_guarded)


def _content_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", []):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


async def _too_large(send: Any, limit: int) -> None:
    body = json.dumps({"detail": f"the request body is over {limit} bytes"}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 413,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})
