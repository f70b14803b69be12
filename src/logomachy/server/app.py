"""The app factory: HTTP JSON for lobby actions, one WebSocket per seat for play, the front end.

`create_app(settings, store, fanout)` builds everything from explicit arguments (tests pass a
temporary SQLite file). Several servers share one PostgreSQL database with `node_url` set:
each live table is played by one of them (see `rooms.py`), and a request for it that reaches
another server is relayed to the holder (`relay.py`), so they can stand behind one address.

Every request passes the guards (`guards.py`: body cap, security headers) and, for lobby
writes, a per-address rate (`limits.py`); a socket has its own message rate, a hello
deadline, a bounded queue of answers and a send deadline. `/healthz`, `/readyz` and
`/metrics` are for operators. Players, "my games" and ratings: `accounts.py`, `ratings.py`;
rematch: `rematch.py`; table chat: `chat.py`.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import time
from collections import deque
from collections.abc import AsyncIterator
from importlib.resources import files
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import urlsplit

from fastapi import (
    Depends,
    FastAPI,
    Header,
    HTTPException,
    Query,
    Request,
    WebSocket,
    WebSocketDisconnect,
)
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ValidationError

from logomachy.bots.base import bot_strengths, family_of
from logomachy.bots.pace import PACES, default_pace
from logomachy.i18n import LANGS, web_catalogue
from logomachy.kernel import IllegalMove, all_games, get_game, replay, to_jsonable
from logomachy.kernel.record import Record
from logomachy.server.accounts import Accounts
from logomachy.server.analysis import Analyses, analysis_routes
from logomachy.server.fanout import Fanout, LocalFanout
from logomachy.server.gc_tuning import tune_gc
from logomachy.server.guards import Guards
from logomachy.server.limits import AddressCount, AddressRates, TokenBucket
from logomachy.server.metrics import CONTENT_TYPE_LATEST, Metrics
from logomachy.server.protocol import (
    CLIENT_MESSAGE,
    AddBot,
    ChatMessage,
    CreateTable,
    Hello,
    JoinTable,
    MoveMessage,
    Ping,
    ReleaseSeat,
    SeatJoined,
)
from logomachy.server.relay import RELAYED, Relay
from logomachy.server.rematch import follow, open_rematch
from logomachy.server.replay import Replays, replay_routes
from logomachy.server.rooms import Elsewhere, Rooms, clean_name
from logomachy.server.rulebooks import rules_section
from logomachy.server.screens import screen_of
from logomachy.server.settings import Settings
from logomachy.server.store import SQLiteStore, Store, open_store
from logomachy.server.table import BotMaker, Table
from logomachy.server.warm import preload_lexicons
from logomachy.server.wire import dumps

log = logging.getLogger(__name__)

WEB_DIR = Path(str(files("logomachy.web")))
# Longest pause in reading a socket that sends past its rate (seconds): short, so a flood
# reaches `flood_limit` dropped messages (and is closed) within seconds.
FLOOD_PAUSE = 0.01
SeatKey = Annotated[str | None, Header(alias="X-Seat-Key")]


class Problem(BaseModel):
    """Why a request was refused (`rule`: the game or lobby rule a refused action breaks)."""

    detail: str
    rule: str | None = None
    # A refusal's message id and parameters, for the page to say it in its reader's language.
    message: str | None = None
    params: dict[str, Any] | None = None


def _errors(*codes: int) -> dict[int | str, dict[str, Any]]:
    said = {
        400: "refused: the action breaks a rule of the game or the lobby (`rule` says which)",
        403: "the seat key does not allow it",
        404: "no such table",
        409: "not yet: the game is not over",
        413: "the request body is too large",
        421: "relayed once already: ask `holder`, the server that plays the table",
        429: "too many requests from this address: wait `Retry-After` seconds",
        503: "the server that plays this table cannot be reached; try again",
    }
    return {c: {"model": Problem, "description": said[c]} for c in codes}


class Sockets:
    """Open table sockets, in all and per address."""

    def __init__(self, per_address: int) -> None:
        self.count = 0
        self.by_address = AddressCount(per_address)


def create_app(
    settings: Settings | None = None,
    store: Store | None = None,
    fanout: Fanout | None = None,
    bot_maker: BotMaker | None = None,
) -> FastAPI:
    settings = settings or Settings()
    store = store or open_store(settings.database_url())
    fanout = fanout or LocalFanout()
    if settings.node_url is not None and isinstance(store, SQLiteStore):
        raise ValueError("several servers (--node-url) share a PostgreSQL database, not SQLite")
    rooms = Rooms(settings, store, fanout, **({"bot_maker": bot_maker} if bot_maker else {}))
    relay = Relay()
    sockets = Sockets(settings.max_sockets_per_address)
    metrics = Metrics(lambda: _statuses(rooms), lambda: sockets.count)
    rooms.on_event = metrics.lease_event
    table_rates = AddressRates(settings.tables_per_minute, settings.tables_burst)
    write_rates = AddressRates(settings.writes_per_minute, settings.writes_burst)
    ready = {"started": False}
    accounts = Accounts(store, settings)

    @contextlib.asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await store.open()
        if settings.preload_lexicons:
            # Before the live tables replay, which read the dictionaries too.
            await asyncio.to_thread(preload_lexicons)
        restored = await rooms.load_live()
        if restored:
            log.info("resumed %d live table(s)", restored)
        if settings.tune_gc:
            tune_gc()
        holding = asyncio.create_task(rooms.keep_holding()) if settings.node_url else None
        housekeeping = asyncio.create_task(rooms.housekeeping())
        await relay.open()
        ready["started"] = True
        yield
        ready["started"] = False
        await relay.close()
        for task in (holding, housekeeping):
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task
        rooms.shutdown()
        await rooms.release()
        await store.close()

    app = FastAPI(
        title="logomachy",
        summary="Word board games with an automatic referee: lobby and tables.",
        version="0.1.0",
        lifespan=lifespan,
    )
    app.state.rooms = rooms
    app.state.settings = settings
    app.state.metrics = metrics
    app.add_middleware(Guards, max_body=settings.max_body_bytes)
    app.include_router(accounts.router())

    def address(request: Request) -> str:
        return request.client.host if request.client else "?"

    def limit(rates: AddressRates, kind: str) -> Any:
        def check(request: Request) -> None:
            wait = rates.take(address(request))
            if wait is not None:
                metrics.rate_limited.labels(kind).inc()
                raise HTTPException(
                    429,
                    f"too many {kind} from your address: try again in {wait:.0f} s",
                    headers={"Retry-After": str(max(1, round(wait)))},
                )

        return Depends(check)

    new_tables = limit(table_rates, "new tables")
    writes = limit(write_rates, "requests")

    @app.exception_handler(IllegalMove)
    async def refused(request: Request, exc: IllegalMove) -> JSONResponse:
        body = refusal_json(exc)
        return JSONResponse({"detail": exc.reason, **body}, status_code=400)

    # -- for operators -----------------------------------------------------------------------
    @app.get("/healthz", tags=["operations"])
    def healthz() -> dict[str, str]:
        """The process answers (a liveness probe)."""
        return {"status": "ok"}

    @app.get("/readyz", tags=["operations"], responses=_errors(503))
    async def readyz() -> JSONResponse:
        """Started and its database answers (a readiness probe: send players here)."""
        if not ready["started"]:
            return JSONResponse({"detail": "starting or stopping"}, status_code=503)
        try:
            await asyncio.wait_for(store.load_table("-readyz-"), timeout=2)
        except Exception as exc:  # any failure of the database means "not ready"
            return JSONResponse({"detail": f"database: {exc!r}"[:200]}, status_code=503)
        return JSONResponse({"status": "ready", "tables": len(rooms.tables)})

    @app.get("/metrics", tags=["operations"], include_in_schema=False)
    def prometheus() -> Response:
        return Response(metrics.text(), media_type=CONTENT_TYPE_LATEST)

    @app.exception_handler(Elsewhere)
    async def elsewhere(request: Request, exc: Elsewhere) -> Response:
        """Another server holds the table: the request is relayed there. A request that was
        relayed already is answered 421 Misdirected Request (the same path, asked of
        `holder`, is answered) rather than relayed again."""
        if request.headers.get(RELAYED):
            return JSONResponse({"detail": str(exc), "holder": exc.holder}, status_code=421)
        return await relay.http(exc.holder, request)

    async def table_or_404(table_id: str) -> Table:
        table = await rooms.get(table_id)
        if table is None:
            raise HTTPException(404, "no such table")
        return table

    def seat_of(table: Table, key: str | None) -> int | None:
        seat = table.seat_for_key(key)
        if key and seat is None:
            raise HTTPException(403, "this seat key is not valid for this table")
        return seat

    def link(table: Table, seat: int) -> str:
        return f"/t/{table.id}#seat={seat}&key={table.row.seats[seat].key}"

    # -- lobby -----------------------------------------------------------------------------
    @app.get("/api/games", tags=["lobby"])
    def games() -> list[dict[str, Any]]:
        """Every game: title, players, minutes, languages, tags, table options, bot strengths
        and the bots' pace a table starts at (`pace`, one of `paces`)."""
        out = []
        for game in all_games():
            meta = to_jsonable(game.meta)
            try:
                strengths = bot_strengths(game.meta.id)
            except (KeyError, ImportError):
                strengths = []
            out.append(
                {
                    **meta,
                    "options": to_jsonable(game.option_specs()),
                    "bots": strengths,
                    "pace": default_pace(game.meta.id),
                    "paces": list(PACES),
                    "screen": screen_of(game),
                }
            )
        return out

    @app.get(
        "/api/games/{game_id}/rules",
        tags=["lobby"],
        responses={404: {"model": Problem, "description": "no such game"}},
    )
    def rules(
        game_id: str, lang: Annotated[str | None, Query(pattern="^[a-z]{2}$")] = None
    ) -> dict[str, Any]:
        """The game's section of its rulebook, as text and element nodes for the page, in
        `lang` where a copy in it is shipped (`lang` says which it is); `family` names the
        game's family of screens (their "how to play" help)."""
        try:
            game = get_game(game_id)
        except KeyError:
            raise HTTPException(404, "no such game") from None
        section = rules_section(game.meta, lang)
        return {**dataclasses.asdict(section), "family": family_of(game)}

    @app.get("/api/tables", tags=["lobby"])
    async def tables() -> list[dict[str, Any]]:
        """Public tables: waiting for players, in play, recently finished."""
        return await rooms.lobby()

    @app.post(
        "/api/tables",
        tags=["lobby"],
        status_code=201,
        dependencies=[new_tables],
        responses=_errors(400, 413, 429),
    )
    async def create_table(body: CreateTable, request: Request) -> dict[str, Any]:
        """Opens a table; the host takes seat 0. The answer holds every open seat's invite link
        (only the host ever sees them)."""
        table = await rooms.create(body, player=await accounts.player_id(request))
        return {
            "table": table.public_info(),
            "seat": 0,
            "key": table.host_key,
            "link": link(table, 0),
            "invites": {str(s): link(table, s) for s in table.open_seats()},
        }

    @app.get("/api/tables/{table_id}", tags=["tables"], responses=_errors(404, 421, 503))
    async def table_info(table_id: str) -> dict[str, Any]:
        return (await table_or_404(table_id)).public_info()

    @app.get(
        "/api/tables/{table_id}/invites", tags=["tables"], responses=_errors(403, 404, 421, 503)
    )
    async def invites(table_id: str, x_seat_key: SeatKey = None) -> dict[str, str]:
        """Invite links of the open seats; for the host only."""
        table = await table_or_404(table_id)
        if seat_of(table, x_seat_key) != 0:
            raise HTTPException(403, "only the host sees the invite links")
        return {str(s): link(table, s) for s in table.open_seats()}

    @app.post(
        "/api/tables/{table_id}/join",
        tags=["tables"],
        dependencies=[writes],
        responses=_errors(400, 403, 404, 413, 421, 429, 503),
    )
    async def join(table_id: str, body: JoinTable, request: Request) -> SeatJoined:
        """Takes a seat: the invite link's (with its key) or an open one from the lobby. The
        answer holds the seat's own key: an invite opens its seat once."""
        table = await table_or_404(table_id)
        if body.key is None and table.row.settings.get("private"):
            raise HTTPException(403, "this table is by invitation only")
        try:
            player = await accounts.player_id(request)
            seat = await table.join(clean_name(body.name, 40), body.key, body.seat, player)
        except PermissionError as exc:
            raise HTTPException(403, str(exc)) from exc
        return SeatJoined(
            table=table.id, seat=seat, key=table.row.seats[seat].key, link=link(table, seat)
        )

    @app.post(
        "/api/tables/{table_id}/seats/{seat}/bot",
        tags=["tables"],
        dependencies=[writes],
        responses=_errors(400, 403, 404, 413, 421, 429, 503),
    )
    async def add_bot(
        table_id: str, seat: int, body: AddBot, x_seat_key: SeatKey = None
    ) -> dict[str, Any]:
        """Puts a bot in an open seat; for the host only."""
        table = await table_or_404(table_id)
        if seat_of(table, x_seat_key) != 0:
            raise HTTPException(403, "only the host seats bots")
        await table.seat_bot(seat, body.strength)
        return table.public_info()

    @app.post(
        "/api/tables/{table_id}/seats/{seat}/release",
        tags=["tables"],
        dependencies=[writes],
        responses=_errors(400, 403, 404, 413, 421, 429, 503),
    )
    async def release_seat(
        table_id: str, seat: int, body: ReleaseSeat, x_seat_key: SeatKey = None
    ) -> dict[str, Any]:
        """Takes a seat back from whoever holds it, as a new invite or a bot; for the host
        only. The old holder's key stops working at once. With `to: "invite"` the answer
        holds the new invite link."""
        table = await table_or_404(table_id)
        if seat_of(table, x_seat_key) != 0:
            raise HTTPException(403, "only the host gives seats away")
        await table.release_seat(seat, body.to, body.strength)
        info = table.public_info()
        if body.to == "invite":
            info["invite"] = link(table, seat)
        return info

    # -- play and after the game ------------------------------------------------------------
    @app.get("/api/tables/{table_id}/view", tags=["tables"], responses=_errors(403, 404, 421, 503))
    async def view(
        table_id: str, seat: int | None = None, x_seat_key: SeatKey = None
    ) -> dict[str, Any]:
        """What a seat (by its key) or a spectator (no key) sees now. Asking for a seat that
        is not the key's is refused."""
        table = await table_or_404(table_id)
        own = seat_of(table, x_seat_key)
        if seat is not None and seat != own:
            raise HTTPException(403, "that is not your seat")
        message, _ = table.message(own, 0)
        return message

    @app.post(
        "/api/tables/{table_id}/rematch",
        tags=["after the game"],
        dependencies=[writes],
        responses=_errors(400, 403, 404, 413, 421, 429, 503),
    )
    async def rematch(table_id: str, x_seat_key: SeatKey = None) -> SeatJoined:
        """The same table again with a new deal: opened by the first seat to ask, followed by
        the others (each with its old seat's key; a spectator gets no seat). The answer holds
        the seat's own key at the new table."""
        old = await table_or_404(table_id)
        seat = seat_of(old, x_seat_key)
        if seat is None:
            raise HTTPException(403, "a rematch seats the players: a spectator may watch it")
        new = await table_or_404(await open_rematch(rooms, old))
        key = await follow(new, old, seat)
        return SeatJoined(table=new.id, seat=seat, key=key, link=link(new, seat))

    @app.get(
        "/api/tables/{table_id}/ratings",
        tags=["after the game"],
        responses=_errors(404, 409, 421),
    )
    async def table_ratings(table_id: str) -> dict[str, Any]:
        """What the game did to its rated seats' ratings (`seats`: seat, before, after, rd;
        `rated` is false until the table is counted, and for practice or unrated tables
        `seats` is empty)."""
        table = await table_or_404(table_id)
        if table.row.status != "over":
            raise HTTPException(409, "ratings change when the game is over")
        changes = await store.table_ratings(table.id)
        return {"rated": changes is not None, "seats": changes or []}

    @app.get(
        "/api/tables/{table_id}/record", tags=["after the game"], responses=_errors(404, 409, 421)
    )
    async def record(table_id: str) -> dict[str, Any]:
        """The game record (options, seed, seats, every move with its time) once it is over."""
        table = await table_or_404(table_id)
        if table.row.status != "over":
            raise HTTPException(409, "the record is published when the game is over")
        return table.record_json()

    @app.get(
        "/api/tables/{table_id}/replay/{n}",
        tags=["after the game"],
        responses=_errors(404, 409, 421),
    )
    async def replay_step(table_id: str, n: int) -> dict[str, Any]:
        """The public view after the first `n` moves of a finished game (the replay viewer)."""
        table = await table_or_404(table_id)
        if table.row.status != "over":
            raise HTTPException(409, "replays open when the game is over")
        rec = Record.from_json(table.record_json())
        total = len(rec.moves)
        n = max(0, min(n, total))
        partial = Record(rec.game, rec.options, rec.seed, rec.seats, rec.moves[:n])
        game, state = replay(partial)
        events = game.visible_events(state, None)
        return {
            "n": n,
            "total": total,
            "move": to_jsonable(rec.moves[n - 1]) if n else None,
            "view": to_jsonable(game.view(state, None)),
            "events": [to_jsonable(e) for e in events if e.to is None],
            "seats": to_jsonable(rec.seats),
        }

    app.state.analyses = analyses = Analyses(store)
    app.include_router(analysis_routes(rooms, analyses))
    app.include_router(replay_routes(rooms, Replays()))

    @app.websocket("/ws/tables/{table_id}")
    async def table_socket(websocket: WebSocket, table_id: str) -> None:
        if not _origin_allowed(websocket, settings.allowed_origins):
            await websocket.close(code=1008, reason="this page may not open a table's socket")
            return
        peer = websocket.client.host if websocket.client else "?"
        await websocket.accept()
        if not sockets.by_address.enter(peer):
            metrics.rate_limited.labels("sockets").inc()
            await websocket.close(code=1008, reason="too many connections from your address")
            return
        sockets.count += 1
        try:
            await Connection(websocket, rooms, settings, relay, metrics).run(table_id)
        finally:
            sockets.count -= 1
            sockets.by_address.leave(peer)

    # -- the front end ----------------------------------------------------------------------
    @app.get("/i18n/{lang}.json", tags=["lobby"], responses=_errors(404))
    def catalogue(lang: str) -> JSONResponse:
        """The page's words in one language (`messages`, English where it has none) and its
        plural categories (`plural`: CLDR category → form), from the gettext catalogues."""
        if lang not in LANGS:
            raise HTTPException(404, f"no catalogue for {lang!r}: there are {', '.join(LANGS)}")
        return JSONResponse(web_catalogue(lang), headers={"Cache-Control": "no-cache"})

    app.mount("/static", StaticFiles(directory=WEB_DIR), name="static")

    @app.get("/", include_in_schema=False)
    @app.get("/t/{table_id}", include_in_schema=False)
    @app.get("/replay/{table_id}", include_in_schema=False)
    @app.get("/me", include_in_schema=False)
    @app.get("/account", include_in_schema=False)
    def index(table_id: str = "") -> FileResponse:
        return FileResponse(WEB_DIR / "index.html", headers={"Cache-Control": "no-cache"})

    return app


class Connection:
    """One socket: a seat (proved by its key) or a spectator. Updates are coalesced: a listener
    only marks the connection stale, and one sender task sends the latest snapshot with every
    log line not yet sent, so a slow client never holds up the table."""

    def __init__(
        self, ws: WebSocket, rooms: Rooms, settings: Settings, relay: Relay, metrics: Metrics
    ) -> None:
        self.ws = ws
        self.rooms = rooms
        self.settings = settings
        self.relay = relay
        self.metrics = metrics
        self.wake = asyncio.Event()
        self.wake.set()  # the first snapshot goes out at once
        self.stale = True
        self.replies: deque[dict[str, Any]] = deque()
        self.cursor = 0
        self.epoch = 0  # the seat's epoch when this socket joined it (see Table.seat_epochs)
        self.bucket = TokenBucket(settings.socket_rate, settings.socket_burst)
        self.dropped = 0  # messages dropped unread for the rate, since it last kept to it
        self.last_drop = 0.0  # when a message was last dropped
        self.warned = 0.0  # when it was last told to slow down
        self.closing: tuple[int, str] | None = None  # the sender closes with this
        self.sent_at = -1e9  # when the last update went out
        self.wake_pending = False  # a spectator's delayed update is scheduled
        self.chat_seen = 0  # the last chat line sent (the recent ones go out first)

    def notify(self, table_id: str, seq: int) -> None:
        self.stale = True
        self.wake.set()

    def reply(self, message: dict[str, Any]) -> None:
        if len(self.replies) >= self.settings.max_pending_replies:
            self.close_soon(1008, "too many answers waiting: the connection reads too slowly")
            return
        self.replies.append(message)
        self.wake.set()

    def close_soon(self, code: int, reason: str) -> None:
        """Has the sender close the socket (after what it is sending now)."""
        if self.closing is None:
            self.closing = (code, reason)
        self.wake.set()

    async def run(self, table_id: str) -> None:
        try:
            first = await asyncio.wait_for(
                self.ws.receive_text(), timeout=self.settings.hello_seconds
            )
            hello = CLIENT_MESSAGE.validate_json(first)
        except (TimeoutError, ValidationError, WebSocketDisconnect):
            await self._close(4400, "expected a hello message")
            return
        if not isinstance(hello, Hello):
            await self._close(4400, "expected a hello message")
            return
        try:
            table = await self.rooms.get(table_id)
        except Elsewhere as exc:
            if self.ws.headers.get(RELAYED):
                await self._close(4421, exc.holder)  # relayed once already: go there
            else:
                await self.relay.socket(exc.holder, self.ws, table_id, first)
            return
        if table is None:
            await self._close(4404, "no such table")
            return
        seat = table.seat_for_key(hello.key)
        if hello.key and seat is None:
            await self._close(4403, "this seat key is not valid for this table")
            return
        self.cursor = table.events_cursor(hello.since)
        if seat is not None:
            self.epoch = table.seat_epochs[seat]
        await table.chat.load()
        table.chat.listeners.add(self.wake.set)
        table.fanout.subscribe(table.id, self.notify)
        table.attach(seat)
        sender = asyncio.create_task(self._send_loop(table, seat))
        # The sender may end first (the client stopped reading, the seat was given away):
        # the socket is closed then, which ends the receiving too.
        receiver = asyncio.create_task(self._receive_loop(table, seat))
        try:
            await asyncio.wait({sender, receiver}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            receiver.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await receiver
            sender.cancel()
            table.fanout.unsubscribe(table.id, self.notify)
            table.chat.listeners.discard(self.wake.set)
            table.detach(seat)
            with contextlib.suppress(asyncio.CancelledError):
                await sender

    async def _send_loop(self, table: Table, seat: int | None) -> None:
        try:
            while True:
                await self.wake.wait()
                self.wake.clear()
                while self.replies:
                    await self._send(dumps(self.replies.popleft()))
                if self.chat_seen < table.chat.last:
                    lines = table.chat.since(self.chat_seen)
                    self.chat_seen = table.chat.last
                    await self._send(dumps({"type": "chat", "lines": lines}))
                if self.closing is not None:
                    await self._close(*self.closing)
                    return
                if table.moved:
                    await self._close(4421, "")  # held elsewhere now: the client asks again
                    return
                if seat is not None and table.seat_epochs[seat] != self.epoch:
                    await self._close(4403, "the host gave this seat to someone else")
                    return
                if self.stale:
                    if seat is None and self._spectator_wait():
                        continue  # woken again when a spectator's next update is due
                    self.stale = False
                    text, self.cursor = table.message_text(seat, self.cursor)
                    await self._send(text)
                    self.sent_at = time.monotonic()
        except (WebSocketDisconnect, RuntimeError):
            return
        except TimeoutError:
            await self._close(1008, "the connection reads too slowly")
        except Exception:
            # Whatever it was, the socket must not stay open without a sender (a seat
            # shown connected that hears nothing, and no stand-in ever starts).
            log.exception("table %s: sending failed; closing the socket", table.id)
            await self._close(1011, "server error")

    def _spectator_wait(self) -> bool:
        """A spectator gets at most one update every `spectator_interval` seconds (the newest:
        those between are folded into it), so that watchers, not players, absorb a busy
        server's load; True (and a wake-up set) if its next one is not due yet."""
        due = self.sent_at + self.settings.spectator_interval - time.monotonic()
        if due <= 0:
            return False
        if not self.wake_pending:
            self.wake_pending = True
            asyncio.get_running_loop().call_later(due, self._wake_spectator)
        return True

    def _wake_spectator(self) -> None:
        self.wake_pending = False
        self.wake.set()

    async def _send(self, text: str) -> None:
        await asyncio.wait_for(self.ws.send_text(text), timeout=self.settings.send_timeout)

    async def _receive_loop(self, table: Table, seat: int | None) -> None:
        while True:
            try:
                text = await self.ws.receive_text()
            except (WebSocketDisconnect, RuntimeError):
                return
            if not self.bucket.take():
                self._flooding()
                # Read no more for a moment: messages wait in the server's small queue, then
                # in the network, so a flooding client is slowed by back-pressure, and one
                # socket's burst cannot hold the event loop (others' pings would wait).
                await asyncio.sleep(min(self.bucket.retry_after(), FLOOD_PAUSE))
                continue
            if time.monotonic() - self.last_drop >= 1.0:
                self.dropped = 0  # a second within its rate: forgiven
            if len(text) > self.settings.max_message_bytes:
                self.reply({"type": "error", "detail": "message too long"})
                continue
            try:
                msg = CLIENT_MESSAGE.validate_json(text)
            except ValidationError as exc:
                self.reply({"type": "error", "detail": exc.errors()[0]["msg"]})
                continue
            if isinstance(msg, Ping):
                self.reply({"type": "pong", "id": msg.id, "seq": table.seq})
            elif isinstance(msg, Hello):  # a resume on the same socket
                self.cursor = table.events_cursor(msg.since)
                self.notify(table.id, table.seq)
            elif isinstance(msg, MoveMessage):
                await self._move(table, seat, msg)
            elif isinstance(msg, ChatMessage):
                await self._chat(table, seat, msg)

    def _flooding(self) -> None:
        """A message past the socket's rate: dropped unread; said once a second; a socket
        that keeps on is closed."""
        self.dropped += 1
        self.last_drop = time.monotonic()
        self.metrics.rate_limited.labels("messages").inc()
        if self.dropped >= self.settings.flood_limit:
            self.close_soon(1008, "too many messages")
            return
        now = time.monotonic()
        if now - self.warned >= 1.0:
            self.warned = now
            self.reply({"type": "error", "detail": "too many messages: some were dropped"})

    async def _move(self, table: Table, seat: int | None, msg: MoveMessage) -> None:
        arrived = time.perf_counter()
        if seat is None:
            self.reply(_refusal(msg.id, IllegalMove.of("spectators do not move", rule="seats")))
            return
        if table.seat_epochs[seat] != self.epoch:
            self.reply(_refusal(msg.id, SEAT_GIVEN_AWAY))
            return
        try:
            move = table.game.move_from_json(msg.move)
            if move.verb == "time-up":
                raise IllegalMove.of("only the table's clock calls time", rule="timer")
            await table.play(seat, move)
        except IllegalMove as exc:
            self.metrics.refusals.labels(exc.rule or "").inc()
            self.reply(_refusal(msg.id, exc))
            return
        self.metrics.moves.inc()
        self.metrics.move_latency.observe(time.perf_counter() - arrived)
        self.reply({"type": "ack", "id": msg.id, "seq": table.seq})

    async def _chat(self, table: Table, seat: int | None, msg: ChatMessage) -> None:
        if seat is not None and table.seat_epochs[seat] != self.epoch:
            self.reply(_refusal(msg.id, IllegalMove.of(SEAT_GIVEN_AWAY.message, rule="chat")))
            return
        name = table.row.seats[seat].name if seat is not None else ""
        try:
            await table.chat.say(seat, name, msg.text, msg.phrase)
        except IllegalMove as exc:
            chat_refusal = exc if exc.rule else exc.under("chat")
            self.reply(_refusal(msg.id, chat_refusal))
            return
        self.reply({"type": "ack", "id": msg.id, "seq": table.seq})

    async def _close(self, code: int, reason: str) -> None:
        with contextlib.suppress(RuntimeError, WebSocketDisconnect):
            await self.ws.send_json({"type": "error", "detail": reason})
            await self.ws.close(code=code, reason=reason)


SEAT_GIVEN_AWAY = IllegalMove.of("the host gave this seat to someone else", rule="seats")


def _statuses(rooms: Rooms) -> dict[str, int]:
    counts: dict[str, int] = {}
    for table in list(rooms.tables.values()):
        counts[table.row.status] = counts.get(table.row.status, 0) + 1
    return counts


def _origin_allowed(ws: WebSocket, allowed: tuple[str, ...]) -> bool:
    """A browser's socket must come from this server's own pages (or an allowed site): a
    page elsewhere must not play with a key it got hold of. No Origin: not a browser."""
    origin = ws.headers.get("origin")
    if origin is None or origin in allowed:
        return True
    return urlsplit(origin).netloc.lower() == ws.headers.get("host", "").lower()


def _refusal(msg_id: int | None, refusal: IllegalMove) -> dict[str, Any]:
    """A refused move as the page says it in its reader's language: the message id and its
    parameters (`message`, `params`) and the rule's id; `reason` is the English text."""
    return {"type": "refused", "id": msg_id, **refusal_json(refusal)}


def refusal_json(refusal: IllegalMove) -> dict[str, Any]:
    return {
        "reason": refusal.reason,
        "rule": refusal.rule,
        "message": refusal.message,
        "params": to_jsonable(refusal.params),
    }
