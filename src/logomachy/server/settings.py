"""Server settings: where data lives, how bots pace themselves, how long an absent seat waits."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

import platformdirs

DATA_ENV = "LOGOMACHY_DATA"


def default_data_dir() -> Path:
    """`$LOGOMACHY_DATA`, else the platform's user data directory (~/.local/share/logomachy)."""
    env = os.environ.get(DATA_ENV)
    return Path(env) if env else Path(platformdirs.user_data_dir("logomachy", appauthor=False))


@dataclass(frozen=True)
class Settings:
    data_dir: Path = field(default_factory=default_data_dir)
    # `sqlite:///path`, or None for `<data_dir>/logomachy.sqlite3`; `memory:` keeps nothing.
    database: str | None = None
    # Bots wait as long as a person of their strength would (their `delay()`), at the pace
    # each table chose (`bots.pace`). Set, this range clamps every bot's pause (seconds):
    # tests and demos set it near zero, and the bots then play at once.
    bot_pause: tuple[float, float] | None = None
    # Default seconds a disconnected seat waits before a bot stands in for it (tables may set
    # their own; 0 or None: never).
    grace_seconds: float = 60.0
    # After a restart a running timer gets at least this long, so players whose connection the
    # restart dropped have time to come back.
    restart_timer_floor: float = 10.0
    # Longest name, longest client message and largest HTTP request body accepted.
    max_name: int = 40
    max_message_bytes: int = 64_000
    max_body_bytes: int = 64_000
    # A socket must say hello within this many seconds, and read what it is sent: a send
    # that does not complete within `send_timeout`, or more than `max_pending_replies`
    # answers waiting, closes it (a slow client is dropped, not buffered).
    hello_seconds: float = 10.0
    # A spectator's socket gets at most one update (the newest) every this many seconds:
    # watchers, not players, absorb a busy server's load.
    spectator_interval: float = 0.5
    send_timeout: float = 15.0
    max_pending_replies: int = 256
    # Messages a socket may send: `socket_rate` a second on average, `socket_burst` at once.
    # Past that they are dropped unread (with one "slow down" a second); a socket that keeps
    # flooding for `flood_limit` dropped messages is closed (1008).
    socket_rate: float = 20.0
    socket_burst: float = 60.0
    flood_limit: int = 200
    # Per client address: open sockets; tables opened and other lobby writes (joins, bots),
    # a minute on average and at once.
    max_sockets_per_address: int = 64
    tables_per_minute: float = 30.0
    tables_burst: float = 15.0
    writes_per_minute: float = 120.0
    writes_burst: float = 60.0
    # Housekeeping, every `sweep_seconds`: a finished table nobody watches leaves memory after
    # `keep_finished_seconds` (its record stays in the database and is loaded again on
    # demand); a table still waiting for players after `abandon_waiting_seconds` with nobody
    # there is deleted (nothing was played); finished records older than
    # `retain_finished_days` are deleted (None: kept for ever).
    sweep_seconds: float = 30.0
    keep_finished_seconds: float = 300.0
    abandon_waiting_seconds: float = 86_400.0
    retain_finished_days: float | None = None
    # Pages that may open a table's socket besides the server's own (an embedding site, say);
    # the same host as the request's is always allowed, and clients that send no Origin
    # (not browsers) too.
    allowed_origins: tuple[str, ...] = ()
    # Several servers on one PostgreSQL database: the base URL the other servers reach this
    # one by ("http://host:port"). Each live table is then played on one server at a time
    # (its holder, whose lease is renewed every `hold_seconds` / 4); another server relays
    # its requests there, and takes the table over when its holder stops or is lost for
    # `hold_seconds` (its sweep, every renewal, finds the table orphaned: a takeover after a
    # crash within about 1.25 x `hold_seconds` plus the replay). Every write is fenced by the
    # lease, so a short lease costs renewals, never consistency.
    node_url: str | None = None
    hold_seconds: float = 3.0
    # Players (`accounts`): sign-in and sign-up attempts per address and per account name, a
    # minute on average and at once; new device identities per address; argon2id's cost
    # (iterations, memory in KiB: argon2-cffi's defaults). The session cookie is Secure on
    # HTTPS requests, and on every one with `secure_cookies` (behind a proxy that ends TLS
    # without telling uvicorn, say).
    logins_per_minute: float = 10.0
    logins_burst: float = 10.0
    identities_per_minute: float = 60.0
    identities_burst: float = 60.0
    password_time_cost: int = 3
    password_memory_kib: int = 65_536
    secure_cookies: bool = False
    # Table chat (`chat`): lines a seat may say, a minute on average and at once; the longest
    # line; how many lines a table keeps (what a reconnecting page is sent).
    chat_per_minute: float = 20.0
    chat_burst: float = 5.0
    chat_max_chars: int = 200
    chat_keep: int = 50
    # Tune the garbage collector for a long-running server (see `server.gc_tuning`): what
    # `logomachy serve` does; off by default so tests and embedders keep Python's defaults.
    tune_gc: bool = False
    # Load every game language's dictionary at start (see `server.warm`), before reporting
    # ready: what `logomachy serve` does; off by default so tests start fast.
    preload_lexicons: bool = False

    def database_url(self) -> str:
        return self.database or f"sqlite:///{self.data_dir / 'logomachy.sqlite3'}"

    def database_shown(self) -> str:
        """The database URL without its password, for logs."""
        return re.sub(r"(://[^:/@]+):[^@/]*@", r"\1:***@", self.database_url())


# Settings an operator may change from the command line (`logomachy serve --set NAME=VALUE`):
# the numeric limits and timings above. Paths, URLs and tuples have flags of their own.
_TUNABLE = (int, float, bool)


def tunable_settings() -> dict[str, type]:
    """The settings `--set` accepts, with the type of each."""
    out: dict[str, type] = {}
    defaults = Settings()
    for f in fields(Settings):
        value = getattr(defaults, f.name)
        if isinstance(value, _TUNABLE):
            out[f.name] = type(value)
    # `retain_finished_days` is None by default (kept for ever) but takes a number.
    out["retain_finished_days"] = float
    return out


def parse_overrides(pairs: list[str]) -> dict[str, Any]:
    """`["socket_rate=50", "flood_limit=400"]` -> typed settings; a clear ValueError naming the
    setting for anything unknown or malformed."""
    known = tunable_settings()
    out: dict[str, Any] = {}
    for pair in pairs:
        name, sep, raw = pair.partition("=")
        name = name.strip().replace("-", "_")
        if not sep:
            raise ValueError(f"--set {pair!r}: expected NAME=VALUE")
        kind = known.get(name)
        if kind is None:
            raise ValueError(f"--set {name}: not a setting (have: {', '.join(sorted(known))})")
        try:
            if kind is bool:
                if raw.lower() not in ("true", "false", "1", "0", "yes", "no"):
                    raise ValueError(raw)
                out[name] = raw.lower() in ("true", "1", "yes")
            elif name == "retain_finished_days" and raw.lower() in ("none", ""):
                out[name] = None
            else:
                out[name] = kind(raw)
        except ValueError:
            raise ValueError(f"--set {name}={raw}: expected a {kind.__name__}") from None
    return out
