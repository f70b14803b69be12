"""`logomachy play GAME`: play in the terminal against bots, on the real clock.

The human is seat 1; bots think for as long as a person would (their `delay`), and the game's
timers run on the wall clock, so a slow answer can miss the sand timer as at a table. `--speed`
divides every delay and timer (handy for a quick game or a scripted test). `--ui-lang` is the
language the terminal speaks (log lines, refusals, prompts: the web app's catalogues); a game
played in several languages plays its words in it too unless `--lang` says otherwise.
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
from logomachy.cli.ui_lang import add_ui_lang, bot_name
from logomachy.i18n import MissingMessage, event_text, refusal_text, say
from logomachy.kernel import IllegalMove, Match, Move, SeatInfo, TimeUp, get_game
from logomachy.terminal import render

HUMAN = 0


def register(sub: Any) -> None:
    play = sub.add_parser("play", help="play in the terminal against bots")
    play.add_argument("game")
    play.add_argument("--lang", default=None, help="language of the words (en, es, ca)")
    play.add_argument("--bots", type=int, default=2, help="number of bot opponents")
    play.add_argument("--strength", default=None, help="bot strength (default: the strongest)")
    play.add_argument("--seed", type=int, default=None, help="seed (default: from the clock)")
    play.add_argument("--speed", type=float, default=1.0, help="divide delays and timers by this")
    play.add_argument("--name", default=None, help="your name at the table")
    add_ui_lang(play)
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    play.set_defaults(func=run_play)


def run_play(args: argparse.Namespace) -> int:
    ui = args.ui_lang
    try:
        game = get_game(args.game)
        strengths = bot_strengths(game.meta.id)
        if args.strength and args.strength not in strengths:
            print(say(ui, "cli.strengths", {"strengths": list(strengths)}), file=sys.stderr)
            return 2
        bots = [make_bot(game.meta.id, args.strength) for _ in range(args.bots)]
        seed = args.seed if args.seed is not None else time.time_ns() % 1_000_000
        name = args.name or say(ui, "table.seat_n", {"n": 1})
        seats = [SeatInfo(name, "human")] + [
            SeatInfo(bot_name(ui, i + 1, b.strength), f"bot:{b.strength}")
            for i, b in enumerate(bots)
        ]
        several = len(game.meta.languages) > 1  # only those have a "lang" option
        lang = args.lang or (ui if several and ui in game.meta.languages else None)
        match = Match(game, seats, parse_options(args.option, lang), seed)
    except KeyError:
        print(say(ui, "no game '{game}'", {"game": args.game}), file=sys.stderr)
        return 2
    except IllegalMove as exc:
        print(refusal_text(ui, exc.message, exc.params, exc.rule), file=sys.stderr)
        return 2
    print(say(ui, "cli.play.intro", {"game": game.meta.title, "seed": seed}) + "\n")
    table = TerminalTable(match, [None, *bots], max(args.speed, 0.01), sys.stdin, sys.stdout, ui)
    return table.run()


class TerminalTable:
    def __init__(
        self,
        match: Match,
        bots: list[Any],
        speed: float,
        inp: TextIO,
        out: TextIO,
        ui_lang: str = "en",
    ):
        self.match, self.bots, self.speed, self.inp, self.out = match, bots, speed, inp, out
        self.ui = ui_lang
        self.names = [s.name for s in match.record.seats]
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
                self.say(say(self.ui, "cli.play.stuck"))
                return 1
            line = self.read_line(None if next_at is None else max(0.0, next_at - self.now()))
            if line is None:  # time for a bot or a timer
                self.advance(deadline, timer.key if timer else None)
                continue
            if line == "":
                self.say("\n" + say(self.ui, "cli.play.bye"))
                return 0
            if not self.human(line.strip()):
                return 0
        self.show_events()
        self.say(render(self.game, self.game.view(self.match.state, HUMAN)))
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
            self.say(say(self.ui, "cli.play.bye"))
            return False
        if line in ("", "view"):
            self.shown_view = ""
            return True
        if line == "help":
            self.say(self.game.parse_move.__doc__ or "")
            try:
                self.game.parse_move(self.match.state, HUMAN, "help")
            except IllegalMove as exc:
                self.say(say(self.ui, exc.message, exc.params))
            return True
        # Anything the bots or the clock did before this line arrived happens first.
        self.flush_due()
        try:
            move = self.game.parse_move(self.match.state, HUMAN, line)
            self.match.play(HUMAN, move, self.now())
        except IllegalMove as exc:
            self.say(refusal_text(self.ui, exc.message, exc.params, exc.rule))
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
            try:
                line = event_text(self.ui, self.game.meta.id, event.kind, event.data, self.names)
            except MissingMessage:  # a kind with no template yet (the conformance run finds it)
                line = event.text
            self.say(f"• {line}")
        self.shown_events = len(events)

    def show_view(self, timer: Any, deadline: float | None) -> None:
        text = render(self.game, self.game.view(self.match.state, HUMAN))
        if text == self.shown_view:
            return  # unchanged: don't repeat the table because a clock ticked
        self.shown_view = text
        if timer is not None and deadline is not None:
            left = max(0.0, deadline - self.now()) * self.speed
            label = say(self.ui, timer.label)
            left_text = say(self.ui, "cli.play.time_left", {"s": round(left), "label": label})
            text += f"\n  ⏳ {left_text}"
        self.say("\n" + text)
