"""Structured logs: one JSON object a line, with the request and the table it concerns.

`logomachy serve --log-format json` (what a log collector wants); the default stays uvicorn's
plain text for a person at a terminal. The request id is the client's `X-Request-ID` or a new
one, echoed in the response; the table id is read from the path (`/api/tables/ID…`,
`/ws/tables/ID`) or set by whoever works on a table (the socket, the table's own tasks).
"""

from __future__ import annotations

import json
import logging
import re
import secrets
import time
from collections.abc import MutableMapping
from contextvars import ContextVar
from typing import Any

request_id: ContextVar[str | None] = ContextVar("request_id", default=None)
table_id: ContextVar[str | None] = ContextVar("table_id", default=None)

_TABLE_PATH = re.compile(r"^/(?:api|ws)/tables/([^/]+)")
_REQUEST_ID = re.compile(r"^[\w.-]{1,64}$")


def bind(scope: MutableMapping[str, Any]) -> str:
    """Sets the request and table of what runs for this ASGI scope; returns the request id."""
    given = None
    for name, value in scope.get("headers", []):
        if name == b"x-request-id":
            text = value.decode("latin-1")
            given = text if _REQUEST_ID.match(text) else None
    rid = given or secrets.token_hex(6)
    request_id.set(rid)
    match = _TABLE_PATH.match(str(scope.get("path", "")))
    table_id.set(match.group(1) if match else None)
    return rid


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        rid, tid = request_id.get(), table_id.get()
        if rid:
            entry["request"] = rid
        if tid:
            entry["table"] = tid
        if record.exc_info:
            entry["error"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False)


def uvicorn_log_config(level: str) -> dict[str, Any]:
    """uvicorn's logging configuration with every line as JSON on standard error."""
    handler = {"class": "logging.StreamHandler", "formatter": "json", "stream": "ext://sys.stderr"}
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"json": {"()": JsonFormatter}},
        "handlers": {"json": handler},
        "root": {"handlers": ["json"], "level": level.upper()},
        "loggers": {
            "uvicorn": {"handlers": ["json"], "level": level.upper(), "propagate": False},
            "uvicorn.access": {"handlers": ["json"], "level": level.upper(), "propagate": False},
            "uvicorn.error": {"handlers": ["json"], "level": level.upper(), "propagate": False},
        },
    }
