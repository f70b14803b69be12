"""`logomachy cluster`: several servers behind HAProxy on this machine (the scale-out path)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any


def register(sub: Any) -> None:
    parser: argparse.ArgumentParser = sub.add_parser(
        "cluster",
        help="several servers on one PostgreSQL database behind HAProxy, on this machine",
    )
    parser.add_argument("--nodes", type=int, default=3, help="how many servers (default 3)")
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on")
    parser.add_argument(
        "--port",
        type=int,
        default=8000,
        help="the load balancer's port; the servers take the next ones (default 8000)",
    )
    parser.add_argument(
        "--database", required=True, help="the shared PostgreSQL: postgresql://user@host/db"
    )
    parser.add_argument(
        "--data-dir", type=Path, default=None, help="where the HAProxy configuration is written"
    )
    parser.add_argument(
        "--print-config",
        action="store_true",
        help="print the HAProxy configuration for these servers and stop",
    )
    parser.add_argument(
        "--bot-pause",
        type=float,
        nargs=2,
        metavar=("MIN", "MAX"),
        default=None,
        help="passed to every server",
    )
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="passed to every server (see `logomachy serve --help`)",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from logomachy.server.cluster import haproxy_config, nodes_for, run_cluster
    from logomachy.server.settings import default_data_dir

    if not args.database.startswith(("postgresql://", "postgres://")):
        print("logomachy cluster: the servers share a PostgreSQL database (--database)")
        return 2
    if args.print_config:
        print(
            haproxy_config(f"{args.host}:{args.port}", nodes_for(args.nodes, args.port, args.host)),
            end="",
        )
        return 0
    from logomachy.server.settings import parse_overrides

    try:
        parse_overrides(args.set)  # refused here, before any server starts
    except ValueError as exc:
        print(f"logomachy cluster: {exc}")
        return 2
    extra = ["--bot-pause", *map(str, args.bot_pause)] if args.bot_pause else []
    for pair in args.set:
        extra += ["--set", pair]
    data_dir = args.data_dir or default_data_dir() / "cluster"
    return run_cluster(args.nodes, args.port, args.database, data_dir, args.host, extra)
