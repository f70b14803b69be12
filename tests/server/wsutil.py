"""Helpers for WebSocket tests with Starlette's test client."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from starlette.testclient import WebSocketTestSession


def hello(ws: WebSocketTestSession, key: str | None = None, since: int | None = None) -> None:
    ws.send_json({"type": "hello", "key": key, "since": since})


def until(
    ws: WebSocketTestSession,
    pred: Callable[[dict[str, Any]], bool],
    seen: list[dict[str, Any]] | None = None,
    limit: int = 200,
) -> dict[str, Any]:
    """Reads messages until one satisfies `pred` (keeping all of them in `seen`)."""
    for _ in range(limit):
        msg: dict[str, Any] = ws.receive_json()
        if seen is not None:
            seen.append(msg)
        if pred(msg):
            return msg
    raise AssertionError("expected message never came")


def update(pred: Callable[[dict[str, Any]], bool]) -> Callable[[dict[str, Any]], bool]:
    return lambda m: m["type"] == "update" and pred(m)
