"""`logomachy play GAME`: play in the terminal against bots, on the real clock.

The human is seat 1; bots think for as long as a person would (their `delay`), and the game's
timers run on the wall clock, so a slow answer can miss the sand timer as at a table. `--speed`
divides every delay and timer (handy for a quick game or a scripted test).
"""

from __future__ import annotations

import argparse
import contextlib
import select
import sys
import time
from typing import Any, TextIO

from logomachy.bots.autoplay import bot_rng
from logomachy.bots.base import bot_strengths, make_bot
from logomachy.cli.autoplay import parse_options
from logomachy.kernel import IllegalMove, Match, Move, SeatInfo, TimeUp, get_game

HUMAN = 0


def register(sub: Any) -> None:
    play = sub.add_parser("play", help="play in the terminal against bots")
    play.add_argument("game")
    play.add_argument("--lang", default=None, help="language of the words (en, es, ca)")
    play.add_argument("--bots", type=int, default=2, help="number of bot opponents")
    play.add_argument("--strength", default=None, help="bot strength (default: the strongest)")
    play.add_argument("--seed", type=int, default=None, help="seed (default: from the clock)")
    play.add_argument("--speed", type=float, default=1.0, help="divide delays and timers by this")
    play.add_argument("--name", default="you")
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    play.set_defaults(func=run_play)


def run_play(args: argparse.Namespace) -> int:
    try:
        game = get_game(args.game)
        if args.strength and args.strength not in bot_strengths(game.meta.id):
            print(f"strengths: {', '.join(bot_strengths(game.meta.id))}", file=sys.stderr)
            return 2
        bots = [make_bot(game.meta.id, args.strength) for _ in range(args.bots)]
        seed = args.seed if args.seed is not None else time.time_ns() % 1_000_000
        seats = [SeatInfo(args.name, "human")] + [
            SeatInfo(f"{b.strength} bot {i + 2}", f"bot:{b.strength}") for i, b in enumerate(bots)
        ]
        match = Match(game, seats, parse_options(args.option, args.lang), seed)
    except (KeyError, IllegalMove) as exc:
        print(exc.args[0] if isinstance(exc, KeyError) else exc, file=sys.stderr)
        return 2
    print(
        f"{game.meta.title} — seed {seed}. You are seat 1. Type 'help' for the moves, "
        "'view' to see the table again, 'quit' to stop.\n"
    )
    return TerminalTable(match, [None, *bots], max(args.speed, 0.01), sys.stdin, sys.stdout).run()


class TerminalTable:
    def __init__(self, match: Match, bots: list[Any], speed: float, inp: TextIO, out: TextIO):
        self.match, self.bots, self.speed, self.inp, self.out = match, bots, speed, inp, out
        self.game = match.game
        self.start = time.monotonic()
        self.pending: dict[int, tuple[float, Move]] = {}
        self.timer_started: dict[str, float] = {}
        self.shown_events = 0
        self.shown_view = ""

    def now(self) -> float:
        return time.monotonic() - self.start

    def say(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    def run(self) -> int:
        while not self.match.over:
            self.schedule_bots()
            self.show_events()
            state = self.match.state
            waits = [t for t, _ in self.pending.values()]
            timer = self.game.timer(state)
            deadline = None
            if timer is not None:
                deadline = self.timer_started.setdefault(timer.key, self.now()) + (
                    timer.seconds / self.speed
                )
                waits.append(deadline)
            human_turn = HUMAN in self.game.to_act(state)
            if human_turn:
                self.show_view(timer, deadline)
            next_at = min(waits) if waits else None
            if next_at is None and not human_turn:
                self.say("The game cannot go on (nobody to move).")
                return 1
            line = self.read_line(None if next_at is None else max(0.0, next_at - self.now()))
            if line is None:  # time for a bot or a timer
                self.advance(deadline, timer.key if timer else None)
                continue
            if line == "":
                self.say("\nbye")
                return 0
            if not self.human(line.strip()):
                return 0
        self.show_events()
        self.say(self.game.render(self.game.view(self.match.state, HUMAN)))
        return 0

    def schedule_bots(self) -> None:
        state = self.match.state
        actors = self.game.to_act(state)
        for seat in list(self.pending):
            if seat not in actors:
                del self.pending[seat]
        for seat in actors:
            bot = self.bots[seat]
            if bot is None or seat in self.pending:
                continue
            rng = bot_rng(self.match.record.seed, seat, len(self.match.record.moves))
            move = bot.choose(self.game, state, seat, rng)
            delay = bot.delay(self.game, state, seat, rng) / self.speed
            self.pending[seat] = (self.now() + delay, move)

    def advance(self, deadline: float | None, key: str | None) -> None:
        due = [(t, s) for s, (t, _) in self.pending.items() if t <= self.now()]
        if deadline is not None and deadline <= self.now() and (not due or deadline <= min(due)[0]):
            self.match.play(None, TimeUp(timer=key or ""), self.now())
            return
        if due:
            _, seat = min(due)
            _, move = self.pending.pop(seat)
            # If its situation changed meanwhile, the move is refused and it decides again.
            with contextlib.suppress(IllegalMove):
                self.match.play(seat, move, self.now())

    def read_line(self, timeout: float | None) -> str | None:
        """A line typed by the player, or None if `timeout` passed first."""
        ready, _, _ = select.select([self.inp], [], [], timeout)
        return self.inp.readline() if ready else None

    def human(self, line: str) -> bool:
        if line in ("quit", "exit"):
            self.say("bye")
            return False
        if line in ("", "view"):
            self.shown_view = ""
            return True
        if line == "help":
            self.say(self.game.parse_move.__doc__ or "")
            try:
                self.game.parse_move(self.match.state, HUMAN, "help")
            except IllegalMove as exc:
                self.say(exc.reason)
            return True
        # Anything the bots or the clock did before this line arrived happens first.
        self.flush_due()
        try:
            move = self.game.parse_move(self.match.state, HUMAN, line)
            self.match.play(HUMAN, move, self.now())
        except IllegalMove as exc:
            self.say(f"Refused — {exc.rule}: {exc.reason}" if exc.rule else f"Refused: {exc}")
        return True

    def flush_due(self) -> None:
        while True:
            timer = self.game.timer(self.match.state)
            deadline = None
            if timer is not None and timer.key in self.timer_started:
                deadline = self.timer_started[timer.key] + timer.seconds / self.speed
            due = any(t <= self.now() for t, _ in self.pending.values())
            if not due and (deadline is None or deadline > self.now()):
                return
            self.advance(deadline, timer.key if timer else None)
            self.schedule_bots()

    def show_events(self) -> None:
        events = self.game.visible_events(self.match.state, HUMAN)
        for event in events[self.shown_events :]:
            self.say(f"• {event.text}")
        self.shown_events = len(events)

    def show_view(self, timer: Any, deadline: float | None) -> None:
        text = self.game.render(self.game.view(self.match.state, HUMAN))
        if text == self.shown_view:
            return  # unchanged: don't repeat the table because a clock ticked
        self.shown_view = text
        if timer is not None and deadline is not None:
            left = max(0.0, deadline - self.now()) * self.speed
            text += f"\n  ⏳ {left:.0f} s left ({timer.label})"
        self.say("\n" + text)
