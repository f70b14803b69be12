"""Runs the web app with the fake game registered, in its own process (restart tests kill it).

Usage: python serve_fake.py DATA_DIR [DATABASE_URL [HOLD_SECONDS]] — prints the port it listens
on, then serves. With HOLD_SECONDS it is one of several servers on the database, its node URL
http://127.0.0.1:PORT.
"""

from __future__ import annotations

import socket
import sys
from pathlib import Path

import uvicorn

sys.path.insert(0, str(Path(__file__).parent))

import fakegame

from logomachy.kernel.registry import register
from logomachy.server import Settings, create_app
from logomachy.server.ws_protocol import protocol_class


def main() -> None:
    register(fakegame.GAME)
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    cluster = len(sys.argv) > 3
    settings = Settings(
        data_dir=Path(sys.argv[1]),
        database=sys.argv[2] if len(sys.argv) > 2 else None,
        bot_pause=(0.0, 0.01),
        restart_timer_floor=0.3,
        node_url=f"http://127.0.0.1:{port}" if cluster else None,
        hold_seconds=float(sys.argv[3]) if cluster else 15.0,
    )
    print(port, flush=True)
    config = uvicorn.Config(create_app(settings), log_level="warning", ws=protocol_class())
    uvicorn.Server(config).run(sockets=[sock])


if __name__ == "__main__":
    main()
