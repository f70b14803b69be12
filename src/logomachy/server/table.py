"""One live table: the match, its seats, its clock and its bots.

The table is the only writer of its match. A move is checked by the game, appended to the
store (fenced by this server's lease when several servers share the database; the move that
ends the game is written with the table's "over" row in one transaction), and only then
applied and announced (number `seq` = moves played so far). The server's
clock lives here: when the game shows a new timer key the table starts counting, and when the
time has passed it plays `TimeUp(key)` with no seat. Bots, and stand-ins for seats whose player
stayed away longer than the table's grace period, move from here too, after a short pause.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import Any

from logomachy.bots.autoplay import bot_rng
from logomachy.bots.base import Bot, bot_strengths, make_bot
from logomachy.bots.pace import PACES, bot_pause, default_pace, show_floor
from logomachy.kernel import (
    Game,
    GameMeta,
    IllegalMove,
    Match,
    Move,
    RecordedMove,
    Rng,
    SeatInfo,
    TimeUp,
    fingerprint,
    get_game,
    to_jsonable,
)
from logomachy.kernel.record import result_json
from logomachy.server.chat import TableChat
from logomachy.server.fanout import Fanout
from logomachy.server.screens import screen_of
from logomachy.server.settings import Settings
from logomachy.server.store import (
    Lease,
    LeaseLost,
    MoveConflict,
    MoveRow,
    SeatRow,
    Store,
    TableRow,
)
from logomachy.server.wire import Fragment, dumps, encode

log = logging.getLogger(__name__)

BotMaker = Callable[[str, str | None], Bot]


class TableMoved(IllegalMove):
    """This server lost the table to another (its lease ran out while it stalled): the move
    was not written. The sockets are sent to find the new holder; the player plays again."""

    def __init__(self) -> None:
        super().__init__(
            "this table moved to another server and your move was not played: play it again",
            rule="server",
        )


def chosen_strength(game_id: str, title: str, strength: str) -> str:
    """The bot strength a seat gets: the one asked for, else the middle one; refused when the
    game has no bots or no such strength."""
    try:
        strengths = bot_strengths(game_id)
    except KeyError as exc:
        raise IllegalMove.of("{game} has no bots yet", rule="seats", game=title) from exc
    if strength and strength not in strengths:
        raise IllegalMove.of(
            "no '{strength}' bot (have: {strengths})",
            rule="seats",
            strength=strength,
            strengths=list(strengths),
        )
    return strength or strengths[len(strengths) // 2]


def new_key() -> str:
    return secrets.token_urlsafe(18)


@dataclass
class RunningTimer:
    key: str
    label: str
    seconds: float
    deadline: float  # wall-clock epoch


@dataclass
class Presence:
    sockets: int = 0
    standin: bool = False
    grace: asyncio.Task[None] | None = None


class Table:
    def __init__(
        self,
        row: TableRow,
        game: Game[Any],
        settings: Settings,
        store: Store,
        fanout: Fanout,
        bot_maker: BotMaker = make_bot,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.row = row
        self.game = game
        self.settings = settings
        self.store = store
        self.fanout = fanout
        self.bot_maker = bot_maker
        self.clock = clock
        self.match: Match | None = None
        # marks[n]: how many log events the game had after move n (for "what did I miss").
        self.marks: list[int] = []
        self.timer: RunningTimer | None = None
        self.presence = [Presence() for _ in row.seats]
        # Raised when the host gives a seat away: sockets opened before then are closed.
        self.seat_epochs = [0 for _ in row.seats]
        self.lock = asyncio.Lock()
        self._timer_task: asyncio.Task[None] | None = None
        self._bot_tasks: dict[int, asyncio.Task[None]] = {}
        self._bots: dict[int, Bot] = {}
        # seat -> fingerprint of the view a bot last decided from, while it stays to act: it
        # decides again only once its view has changed (a bot whose move was refused must not
        # retry in a hot loop); forgotten when its turn passes (see `_schedule_bots`).
        self._bot_done: dict[int, str] = {}
        self._views_of: object = None  # the state the cached views below were computed from
        self._views: dict[int | None, bytes] = {}
        self.closed = False
        self.moved = False  # another server holds the table now (see `Rooms.keep_holding`)
        self.lease: Lease | None = None  # this server's, when several share the database
        self.on_lost: Callable[[Table], None] = lambda table: None
        # Awaited once the move that ends the game is written (the ratings: `Rooms`).
        self.on_over: Callable[[Table], Awaitable[None]] | None = None
        self.chat = TableChat(store, row.id, settings)  # never part of the record
        self.repaired = False  # the restore found the game over: the row must say so
        # Sockets open on the table (seats and spectators), and when anything last happened
        # (a socket, a join, a move; monotonic): what `Rooms.housekeeping` evicts by.
        self.watchers = 0
        self.active = time.monotonic()

    def touch(self) -> None:
        self.active = time.monotonic()

    # -- identity and seats -------------------------------------------------------------------
    @property
    def id(self) -> str:
        return self.row.id

    @property
    def seq(self) -> int:
        return len(self.match.record.moves) if self.match else 0

    @property
    def host_key(self) -> str:
        return self.row.seats[0].key

    def seat_for_key(self, key: str | None) -> int | None:
        """The seat whose secret this is (constant-time comparison), else None."""
        if not key:
            return None
        found = None
        for i, seat in enumerate(self.row.seats):
            if secrets.compare_digest(seat.key.encode(), key.encode()):
                found = i
        return found

    def open_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.row.seats) if s.kind == "human" and not s.claimed]

    @property
    def grace_seconds(self) -> float:
        value = self.row.settings.get("grace_seconds")
        return float(self.settings.grace_seconds if value is None else value)

    @property
    def pace(self) -> str:
        """The bots' pace the host chose (`bots.pace`); tables opened before there was a
        choice play at the game's default."""
        return table_pace(self.row)

    def bot_driven(self, seat: int) -> bool:
        s = self.row.seats[seat]
        return s.kind == "bot" or self.presence[seat].standin

    def public_info(self) -> dict[str, Any]:
        """What anyone may know about the table (never a seat key)."""
        return public_info(self.row, self.game.meta, self.seq, self.grace_seconds, self.presence)

    # -- lobby actions ---------------------------------------------------------------------
    async def join(
        self, name: str, key: str | None, seat: int | None, player: str | None = None
    ) -> int:
        """Claims a seat: the invite link's (by key) or an open one (from the lobby). A seat is
        claimed once: its invite key then gives way to a key of the claimer's own, so an
        invite forwarded further, or the invite of a seat a stranger took from the lobby,
        opens nothing. The holder joining again with their own key keeps the seat.
        `player`: the claimer's identity (`accounts`), which the finished game is linked to."""
        self.touch()
        async with self.lock:
            if key is not None:
                found = self.seat_for_key(key)
                if found is None:
                    raise PermissionError(
                        "this invite link is not valid for this table (an invite opens its "
                        "seat once: ask the host for a new one)"
                    )
                target = found
            else:
                open_ = self.open_seats()
                if seat is not None:
                    if seat not in open_:
                        raise IllegalMove.of("that seat is not open", rule="seats")
                    target = seat
                elif not open_:
                    raise IllegalMove.of("the table is full", rule="seats")
                else:
                    target = open_[0]
            row = self.row.seats[target]
            if row.kind != "human":
                raise IllegalMove.of("a bot sits there", rule="seats")
            if row.claimed and key is None:
                raise IllegalMove.of("that seat is taken", rule="seats")
            if not row.claimed:
                row.name = name or f"Player {target + 1}"
                row.claimed = True
                row.key = new_key()
                row.player = player
                await self.store.save_table(self.row)
            await self._start_if_full()
        self.announce()
        return target

    async def release_seat(self, seat: int, to: str, strength: str) -> None:
        """The host takes a seat back from whoever holds it (a stranger, a friend who left):
        it becomes a new invite or a bot, under a new key; the old holder's sockets close."""
        async with self.lock:
            if not 0 < seat < len(self.row.seats):
                raise IllegalMove.of("the host's own seat cannot be given away", rule="seats")
            if self.row.status == "over":
                raise IllegalMove.of("the game is over", rule="seats")
            if to == "bot":
                strength = self._strength(strength)
                self.row.seats[seat] = SeatRow(
                    "bot", new_key(), f"Bot ({strength})", strength, claimed=True
                )
                self._bots.pop(seat, None)
            else:
                self.row.seats[seat] = SeatRow("human", new_key())
                self.presence[seat].standin = False
            self.seat_epochs[seat] += 1
            self._bot_done.pop(seat, None)
            await self.store.save_table(self.row)
            await self._start_if_full()
            if self.row.status == "playing":
                if to != "bot":
                    self._start_grace(seat)
                self._schedule_bots()
        self.announce()

    def _strength(self, strength: str) -> str:
        return chosen_strength(self.game.meta.id, self.game.meta.title, strength)

    async def seat_bot(self, seat: int, strength: str) -> None:
        async with self.lock:
            if seat not in self.open_seats():
                raise IllegalMove.of("that seat is not open", rule="seats")
            strength = self._strength(strength)
            self.row.seats[seat] = SeatRow(
                "bot", new_key(), f"Bot ({strength})", strength, claimed=True
            )
            await self.store.save_table(self.row)
            await self._start_if_full()
        self.announce()

    async def _start_if_full(self) -> None:
        if self.row.status != "waiting" or self.open_seats():
            return
        self.row.started = self.clock()
        self.row.status = "playing"
        self._new_match()
        await self.store.save_table(self.row)
        self._start_graces()
        self._after_change(restored=False)

    def _start_graces(self) -> None:
        """Every human seat without a socket starts its grace period (a seat that never comes
        is stood in for like one that left)."""
        for seat, s in enumerate(self.row.seats):
            if s.kind == "human":
                self._start_grace(seat)

    def _new_match(self) -> None:
        seats = [
            SeatInfo(s.name, "human" if s.kind == "human" else f"bot:{s.strength}")
            for s in self.row.seats
        ]
        self.match = Match(self.game, seats, self.row.options, self.row.seed)
        self.marks = [len(self.game.events(self.match.state))]
        self._track_timer(0.0, restored=False)

    # -- restart ----------------------------------------------------------------------------
    def restore(self, moves: list[MoveRow]) -> None:
        """Rebuilds the match by replaying its stored moves, then resumes clock and bots."""
        if self.row.status == "waiting":
            return
        self._new_match()
        assert self.match is not None
        for m in moves:
            self.match.play(m.seat, self.game.move_from_json(m.move), m.t)
            self.marks.append(len(self.game.events(self.match.state)))
            self._track_timer(m.t, restored=True)
        if self.row.status == "playing" and self.game.is_over(self.match.state):
            # Written by a version whose last move and "over" row were two commits, the
            # process dying in between: the game is over all the same.
            self.match.finish()
            self.row.status = "over"
            self.row.result = result_json(self.game.result(self.match.state))
            self.repaired = True
        if self.row.status == "playing":
            self._start_graces()
            self._after_change(restored=True)

    # -- play ------------------------------------------------------------------------------
    def offset(self) -> float:
        return round(self.clock() - (self.row.started or self.clock()), 3)

    async def play(self, seat: int | None, move: Move) -> None:
        """Checks, stores, applies and announces one move; raises IllegalMove if refused."""
        self.touch()
        async with self.lock:
            await self._play_locked(seat, move)
        self.announce()

    async def _play_locked(self, seat: int | None, move: Move) -> None:
        match = self.match
        if match is None or self.row.status != "playing":
            raise IllegalMove.of("the game has not started", rule="seats")
        state = self.game.apply(match.state, seat, move)  # raises IllegalMove, changes nothing
        t = self.offset()
        data = move.to_json()
        final = None
        if self.game.is_over(state):
            final = replace(self.row, status="over", result=result_json(self.game.result(state)))
        try:
            await self.store.append_move(
                self.id, MoveRow(self.seq + 1, seat, data, t), lease=self.lease, final=final
            )
        except (LeaseLost, MoveConflict) as exc:
            log.warning("table %s: write refused (%s); the table moved", self.id, exc)
            self.on_lost(self)
            raise TableMoved() from exc
        # What Match.play does, without applying the move a second time.
        match.state = state
        match.record.moves.append(RecordedMove(seat, data, t))
        self.marks.append(len(self.game.events(state)))
        if final is not None:
            match.finish()
            self.row.status, self.row.result = final.status, final.result
        self._track_timer(t, restored=False)
        self._after_change(restored=False)
        if final is not None and self.on_over is not None:
            await self.on_over(self)

    def announce(self) -> None:
        self.fanout.publish(self.id, self.seq)

    def _after_change(self, restored: bool) -> None:
        if self.row.status == "over":
            self.shutdown()
            return
        self._schedule_timer(restored)
        self._schedule_bots()

    # -- the clock ---------------------------------------------------------------------------
    def _track_timer(self, t: float, restored: bool) -> None:
        """Starts counting when a new timer key appears (t: the offset of the move showing it)."""
        assert self.match is not None
        timer = (
            self.game.timer(self.match.state) if not self.game.is_over(self.match.state) else None
        )
        if timer is None:
            self.timer = None
        elif self.timer is None or self.timer.key != timer.key:
            start = (self.row.started or 0.0) + t
            self.timer = RunningTimer(timer.key, timer.label, timer.seconds, start + timer.seconds)

    def _schedule_timer(self, restored: bool) -> None:
        if self._timer_task is not None and (
            self.timer is None or self._timer_task.get_name() != self._timer_name()
        ):
            self._timer_task.cancel()
            self._timer_task = None
        if self.timer is None or self._timer_task is not None:
            return
        remaining = self.timer.deadline - self.clock()
        if restored and remaining < self.settings.restart_timer_floor:
            # Reading chosen: time the server was down is not the players' fault.
            remaining = self.settings.restart_timer_floor
            self.timer.deadline = self.clock() + remaining
        self._timer_task = asyncio.get_running_loop().create_task(
            self._time_up(self.timer.key, max(0.0, remaining)), name=self._timer_name()
        )

    def _timer_name(self) -> str:
        return f"timer:{self.id}:{self.timer.key if self.timer else ''}"

    async def _time_up(self, key: str, delay: float) -> None:
        await asyncio.sleep(delay)
        self._timer_task = None
        try:
            await self.play(None, TimeUp(timer=key))
        except IllegalMove as exc:  # the timer stopped meanwhile: nothing to do
            log.debug("table %s: stale time-up %s: %s", self.id, key, exc)

    def timer_json(self) -> dict[str, Any] | None:
        if self.timer is None:
            return None
        return {
            "key": self.timer.key,
            "label": self.timer.label,
            "seconds": self.timer.seconds,
            "remaining": round(max(0.0, self.timer.deadline - self.clock()), 2),
        }

    # -- bots and stand-ins -----------------------------------------------------------------
    def _bot(self, seat: int) -> Bot:
        if seat not in self._bots:
            s = self.row.seats[seat]
            strength = s.strength if s.kind == "bot" else None
            if strength is None:
                strengths = bot_strengths(self.game.meta.id)
                strength = strengths[len(strengths) // 2]  # a stand-in plays at middle strength
            self._bots[seat] = self.bot_maker(self.game.meta.id, strength)
        return self._bots[seat]

    def _schedule_bots(self) -> None:
        if self.match is None or self.closed:
            return
        state = self.match.state
        acting = self.game.to_act(state)
        for seat in list(self._bot_done):
            # A seat that is not to act has had its turn: when it comes again it is a new
            # decision, even from a view seen before (a memory game's position repeats when
            # both players turn a pair that makes no word).
            if seat not in acting:
                del self._bot_done[seat]
        for seat in acting:
            if not self.bot_driven(seat) or seat in self._bot_tasks:
                continue
            # A bot that already decided from exactly this view has nothing to add. Its own
            # successful move changes its view, so a bot with a second step (take a letter,
            # then write) is scheduled again.
            if self._bot_done.get(seat) == fingerprint(self.game.view(state, seat)):
                continue
            task = asyncio.get_running_loop().create_task(self._bot_move(seat))
            self._bot_tasks[seat] = task

    async def _bot_move(self, seat: int) -> None:
        try:
            assert self.match is not None
            seq = self.seq
            state = self.match.state
            decided_from = fingerprint(self.game.view(state, seat))
            rng = bot_rng(self.row.seed, seat, seq)
            bot = self._bot(seat)
            await asyncio.sleep(self._pause_before(bot, state, seat, rng))
            if self.match is None or self.closed:
                return
            if seq != self.seq:
                # The table moved on while the bot thought: it decides now on the new state
                # (if it still has to act) instead of starting its pause over, as a person
                # would; restarting let every other player's move push a bot back in
                # simultaneous games (a faster team starved the other of turns).
                if seat not in self.game.to_act(self.match.state):
                    return
                seq, state = self.seq, self.match.state
                decided_from = fingerprint(self.game.view(state, seat))
                if self._bot_done.get(seat) == decided_from:
                    return  # it already decided from exactly this view
                rng = bot_rng(self.row.seed, seat, seq)
            move = await asyncio.to_thread(bot.choose, self.game, state, seat, rng)
            async with self.lock:
                if self.closed or not self.bot_driven(seat) or seq != self.seq:
                    return
                try:
                    await self._play_locked(seat, move)
                except IllegalMove as exc:
                    log.warning("table %s: bot at seat %d refused: %s", self.id, seat, exc)
                self._bot_done[seat] = decided_from
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("table %s: bot at seat %d failed", self.id, seat)
            if self.match is not None:
                self._bot_done[seat] = fingerprint(self.game.view(self.match.state, seat))
        finally:
            if self._bot_tasks.get(seat) is asyncio.current_task():
                del self._bot_tasks[seat]
            if not self.closed:
                self.announce()
                self._schedule_bots()
            elif self.row.status == "over":
                # The bot's move ended the game (which closed the table): every socket must
                # still hear of it, or screens wait on the last turn forever.
                self.announce()

    def _pause_before(self, bot: Bot, state: Any, seat: int, rng: Rng) -> float:
        """How long the bot at `seat` waits before deciding: its own think-time model at the
        table's pace (`bots.pace.bot_pause`)."""
        think = bot.delay(self.game, state, seat, rng)
        remaining = None if self.timer is None else self.timer.deadline - self.clock()
        return bot_pause(
            think,
            self.pace,
            floor=show_floor(self.game, state),
            timer_remaining=remaining,
            clamp=self.settings.bot_pause,
        )

    def attach(self, seat: int | None) -> None:
        """A socket for `seat` opened: the player is back (a stand-in hands the seat back)."""
        self.watchers += 1
        self.touch()
        if seat is None:
            return
        p = self.presence[seat]
        p.sockets += 1
        if p.grace is not None:
            p.grace.cancel()
            p.grace = None
        if p.standin:
            p.standin = False
            task = self._bot_tasks.pop(seat, None)
            if task is not None:
                task.cancel()
        self.announce()

    def detach(self, seat: int | None) -> None:
        self.watchers = max(0, self.watchers - 1)
        self.touch()
        if seat is None:
            return
        p = self.presence[seat]
        p.sockets = max(0, p.sockets - 1)
        if p.sockets == 0:
            self._start_grace(seat)
        self.announce()

    def _start_grace(self, seat: int) -> None:
        p = self.presence[seat]
        grace = self.grace_seconds
        if self.row.status != "playing" or grace <= 0 or p.grace is not None or p.sockets:
            return
        p.grace = asyncio.get_running_loop().create_task(self._stand_in(seat, grace))

    async def _stand_in(self, seat: int, grace: float) -> None:
        await asyncio.sleep(grace)
        p = self.presence[seat]
        p.grace = None
        if p.sockets == 0 and not self.closed:
            p.standin = True
            self._bot_done.pop(seat, None)
            self.announce()
            self._schedule_bots()

    def shutdown(self) -> None:
        """Stops the clock, bots and grace timers (game over, or the server stops)."""
        self.closed = True
        current = asyncio.current_task() if _in_loop() else None
        tasks: list[asyncio.Task[None] | None] = [self._timer_task, *self._bot_tasks.values()]
        tasks += [p.grace for p in self.presence]
        for task in tasks:
            if task is not None and task is not current:
                task.cancel()
        self._timer_task = None
        self._bot_tasks.clear()

    # -- what a seat sees --------------------------------------------------------------------
    def message(self, seat: int | None, events_from: int) -> tuple[dict[str, Any], int]:
        """The update for `seat` (None: a spectator) with log events numbered from
        `events_from`; returns it and the new events cursor."""
        msg, cursor = self._message(seat, events_from)
        if self.match is not None:
            msg["view"] = self.game.view(self.match.state, seat)  # JSON data already
        return msg, cursor

    def message_text(self, seat: int | None, events_from: int) -> tuple[str, int]:
        """`message()` as JSON text, with the seat's view encoded once per state."""
        msg, cursor = self._message(seat, events_from)
        if self.match is not None:
            msg["view"] = Fragment(self._view_json(self.match.state, seat))
        return dumps(msg), cursor

    def _message(self, seat: int | None, events_from: int) -> tuple[dict[str, Any], int]:
        msg: dict[str, Any] = {
            "type": "update",
            "seq": self.seq,
            "you": seat,
            "table": self.public_info(),
            "view": None,
            "events": [],
            "to_act": [],
            "timer": None,
        }
        if self.match is None:
            return msg, events_from
        state = self.match.state
        events = self.game.events(state)
        start = min(max(0, events_from), len(events))
        shown = []
        for i in range(start, len(events)):
            e = events[i]
            if e.to is None or (seat is not None and seat in e.to):
                shown.append({"i": i, "kind": e.kind, "text": e.text, "data": to_jsonable(e.data)})
        msg["events"] = shown
        msg["to_act"] = [] if self.row.status == "over" else list(self.game.to_act(state))
        msg["timer"] = self.timer_json()
        return msg, len(events)

    def _view_json(self, state: Any, seat: int | None) -> bytes:
        """`game.view(state, seat)` as JSON, computed once per state and seat: a view depends
        on the state alone (Game.view's contract) and every socket of the seat (tabs,
        spectators) needs it after each change. Kept as bytes, not as the view's dicts: the
        bytes are invisible to the garbage collector, while 1,000 cached views' dicts outliving
        their young generation made full collections three times as frequent under load."""
        if self._views_of is not state:
            self._views_of = state
            self._views = {}
        text = self._views.get(seat)
        if text is None:
            text = self._views[seat] = encode(self.game.view(state, seat))
        return text

    def events_cursor(self, since: int | None) -> int:
        """Where the log resumes for a client that last saw message `since` (None: from the top)."""
        if since is None or not self.marks or since > self.seq:
            return 0
        return self.marks[since]

    def record_json(self) -> dict[str, Any]:
        assert self.match is not None
        return self.match.record.to_json()


def _in_loop() -> bool:
    with contextlib.suppress(RuntimeError):
        asyncio.get_running_loop()
        return True
    return False


def table_pace(row: TableRow) -> str:
    value = row.settings.get("pace")
    return value if value in PACES else default_pace(row.game)


@functools.cache
def _secret_options(game_id: str) -> frozenset[str]:
    """Options whose value stays hidden until the game is over (`OptionSpec.secret`)."""
    return frozenset(o.name for o in get_game(game_id).option_specs() if o.secret)


def public_info(
    row: TableRow,
    meta: GameMeta,
    seq: int,
    grace_seconds: float | None,
    presence: list[Presence] | None = None,
) -> dict[str, Any]:
    """What anyone may know about a table (never a seat key); `presence` is known only to
    the server playing it. A seed the host chose is told to everyone: with it anyone can
    compute every hidden hand, so such a table is practice and says so."""
    practice = bool(row.settings.get("practice", False))
    options = row.options
    if row.status != "over":
        hidden = _secret_options(row.game)
        options = {k: ("(hidden)" if k in hidden else v) for k, v in options.items()}
    info = {
        "id": row.id,
        "game": meta.id,
        "title": meta.title,
        "screen": screen_of(get_game(meta.id)),
        "options": options,
        "status": row.status,
        "seq": seq,
        "private": bool(row.settings.get("private", False)),
        "grace_seconds": grace_seconds,
        "pace": table_pace(row),
        "seats": [
            {
                "seat": i,
                "name": s.name,
                "kind": s.kind,
                "strength": s.strength,
                "claimed": s.claimed,
                "connected": presence is not None and presence[i].sockets > 0,
                "standin": presence is not None and presence[i].standin,
            }
            for i, s in enumerate(row.seats)
        ],
        "result": row.result,
        "created": row.created,
        "practice": practice,
        "rematch": row.settings.get("rematch"),  # the table this one's players may follow to
    }
    if practice:
        info["seed"] = row.seed
    return info
