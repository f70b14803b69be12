"""The web app: lobby, tables, clocks, seat keys, storage and fan-out (see `app.create_app`)."""

from logomachy.server.app import create_app
from logomachy.server.settings import Settings

__all__ = ["Settings", "create_app"]
