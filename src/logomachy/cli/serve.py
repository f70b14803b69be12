"""`logomachy serve`: the web app on the embedded default (SQLite file, in-process fan-out)."""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any


def register(sub: Any) -> None:
    parser: argparse.ArgumentParser = sub.add_parser(
        "serve", help="the web app: lobby, tables, play in the browser"
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument("--port", type=int, default=8000, help="port to listen on (0: any free)")
    parser.add_argument(
        "--database",
        default=None,
        help="database URL: sqlite:///PATH (default: <data dir>/logomachy.sqlite3) or "
        "postgresql://user@host/db",
    )
    parser.add_argument(
        "--data-dir",
        type=Path,
        default=None,
        help="where tables are kept (default: $LOGOMACHY_DATA or the user data directory)",
    )
    parser.add_argument(
        "--bot-pause",
        type=float,
        nargs=2,
        metavar=("MIN", "MAX"),
        default=None,
        help="clamp every bot's pause into this range, seconds (default: none; bots take as "
        "long as a person would, at the pace each table chose; 0 0.01 for demos)",
    )
    parser.add_argument(
        "--node-url",
        default=None,
        help="the URL the other servers reach this one by (http://host:port) when several "
        "servers share one PostgreSQL database: each live table is played on one of them, "
        "the others relay its requests there",
    )
    parser.add_argument("--log-level", default="info", help="uvicorn log level")
    parser.add_argument(
        "--keep-alive",
        type=float,
        default=5.0,
        help="seconds an idle HTTP connection stays open (behind a load balancer: longer than "
        "its own idle timeout, so that it never reuses a connection this server is closing)",
    )
    parser.add_argument(
        "--log-format",
        choices=("text", "json"),
        default="text",
        help="json: one JSON object a line, with the request and table ids (for collectors)",
    )
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="change a limit or timing of the server (repeatable), e.g. --set socket_rate=40 "
        "--set keep_finished_seconds=60; the names and defaults are in server/settings.py",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import socket

    import uvicorn

    from logomachy.server import Settings, create_app
    from logomachy.server.settings import default_data_dir, parse_overrides

    data_dir: Path = args.data_dir or default_data_dir()
    changes: dict[str, Any] = {"data_dir": data_dir, "database": args.database, "tune_gc": True}
    changes["preload_lexicons"] = True
    if args.bot_pause:
        changes["bot_pause"] = (args.bot_pause[0], args.bot_pause[1])
    if args.node_url:
        if not re.fullmatch(r"https?://[^/\s]+", args.node_url.rstrip("/")):
            print("logomachy serve: --node-url is http(s)://host:port", file=sys.stderr)
            return 2
        changes["node_url"] = args.node_url.rstrip("/")
    try:
        changes.update(parse_overrides(args.set))
    except ValueError as exc:
        print(f"logomachy serve: {exc}", file=sys.stderr)
        return 2
    settings = Settings(**changes)
    try:
        app = create_app(settings)
    except ValueError as exc:
        print(f"logomachy serve: {exc}", file=sys.stderr)
        return 2
    sock = socket.socket(socket.AF_INET6 if ":" in args.host else socket.AF_INET)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((args.host, args.port))
    host, port = sock.getsockname()[:2]
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    print(f"logomachy: open http://{shown}:{port}/  (tables in {settings.database_shown()})")
    print("press Ctrl-C to stop", flush=True)
    # No per-message deflate: compressing every update cost about 1 ms of server CPU per
    # message under load, for ~4 KB messages that travel fine uncompressed.
    extra: dict[str, Any] = {}
    if args.log_format == "json":
        from logomachy.server.logs import uvicorn_log_config

        extra["log_config"] = uvicorn_log_config(args.log_level)
    from logomachy.server.ws_protocol import protocol_class

    config = uvicorn.Config(
        app,
        ws=protocol_class(),
        log_level=args.log_level,
        ws_max_size=1 << 16,
        ws_per_message_deflate=False,
        timeout_keep_alive=args.keep_alive,
        **extra,
    )
    server = uvicorn.Server(config)
    server.run(sockets=[sock])
    return 0
