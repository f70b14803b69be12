"""`logomachy autoplay GAME` (a whole bot game) and `logomachy replay FILE` (check a record)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import bot_strengths
from logomachy.cli.analyse import print_analysis
from logomachy.kernel import BadRecord, IllegalMove, Record, get_game, verify
from logomachy.kernel.record import replay


def register(sub: Any) -> None:
    auto = sub.add_parser("autoplay", help="play a whole game between bots")
    auto.add_argument("game")
    auto.add_argument("--players", type=int, default=None)
    auto.add_argument("--seed", type=int, default=0)
    auto.add_argument("--lang", default=None, help="language of the words (en, es, ca)")
    auto.add_argument(
        "--strength",
        action="append",
        default=None,
        help="bot strength per seat (repeat; cycles), e.g. --strength hard",
    )
    auto.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a table option (JSON value), e.g. --option timer_seconds=20",
    )
    auto.add_argument("--json", action="store_true", help="print the game record as JSON")
    auto.add_argument(
        "--analyse",
        action="store_true",
        help="after the game, each turn's best play and what the choice cost",
    )
    auto.set_defaults(func=run_autoplay)
    rep = sub.add_parser("replay", help="re-run a game record and confirm its final state")
    rep.add_argument("file", help="a record written by autoplay --json (or - for stdin)")
    rep.set_defaults(func=run_replay)


def parse_options(pairs: list[str], lang: str | None) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"--option needs NAME=VALUE, not {pair!r}")
        try:
            options[name] = json.loads(value)
        except json.JSONDecodeError:
            options[name] = value
    if lang:
        options["lang"] = lang
    return options


def run_autoplay(args: argparse.Namespace) -> int:
    try:
        game = get_game(args.game)
        strengths = args.strength
        if strengths:
            unknown = set(strengths) - set(bot_strengths(game.meta.id))
            if unknown:
                print(
                    f"unknown strength(s) {', '.join(unknown)}; "
                    f"have {', '.join(bot_strengths(game.meta.id))}",
                    file=sys.stderr,
                )
                return 2
        players = args.players or min(4, game.meta.max_players)
        match = autoplay(game, players, args.seed, parse_options(args.option, args.lang), strengths)
    except (KeyError, IllegalMove) as exc:
        print(exc.args[0] if isinstance(exc, KeyError) else exc, file=sys.stderr)
        return 2
    if args.json:
        print(match.record.dumps())
    else:
        for event in game.visible_events(match.state, None):
            print(event.text)
    if args.analyse:
        # With --json the record stays alone on stdout; the analysis goes to stderr.
        return print_analysis(match.record, sys.stderr if args.json else sys.stdout)
    return 0


def run_replay(args: argparse.Namespace) -> int:
    text = sys.stdin.read() if args.file == "-" else Path(args.file).read_text(encoding="utf-8")
    try:
        record = Record.loads(text)
        problems = verify(record)
        game, state = replay(record)
    except BadRecord as exc:
        print(f"cannot replay: {exc}", file=sys.stderr)
        return 1
    if problems:
        for p in problems:
            print(p)
        return 1
    result = game.result(state)
    print(
        f"{record.game}: {len(record.moves)} moves replayed; final state identical"
        f"{' (' + record.final_state + ')' if record.final_state else ''}; scores "
        + ", ".join(f"{record.seats[s].name} {p}" for s, p in enumerate(result.scores))
    )
    return 0
