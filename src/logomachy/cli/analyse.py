"""`logomachy analyse RECORD` and `logomachy autoplay GAME --analyse`: after each turn, the best
play the position allowed (by the game's strongest bot) and what the player's choice cost.

Games with an analyser are listed in ANALYSERS (module with `analyse_record(record)` returning
items with a `text()` line and a `cost`, and optionally `COST_FORMAT`, the cost's unit: dollars
unless it says otherwise); `logomachy.cli.autoplay` calls `print_analysis`.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path
from typing import Any, TextIO

from logomachy.kernel import BadRecord, Record

# Game id -> module with `analyse_record(record: Record) -> list[<item with text(), cost>]`.
ANALYSERS: dict[str, str] = {
    "letter-tycoon": "logomachy.bots.letter_tycoon.analysis",
    "poetry-slam": "logomachy.bots.poetry_slam_analysis",
    "verbalia-buguigrama": "logomachy.bots.verbalia.analysis",
    "verbalia-cavalcagrama": "logomachy.bots.verbalia.analysis",
}
# Every game of the "everyone writes a list" kind shares one analyser.
LIST_ANALYSER = "logomachy.bots.verbalia.lists.analysis"


def analyser_module(game_id: str) -> str | None:
    """The module analysing records of `game_id`, or None."""
    if game_id in ANALYSERS:
        return ANALYSERS[game_id]
    from logomachy.games.verbalia.lists.engine import ListGame
    from logomachy.kernel import get_game

    try:
        game = get_game(game_id)
    except KeyError:
        return None
    return LIST_ANALYSER if isinstance(game, ListGame) else None


def register(sub: Any) -> None:
    parser = sub.add_parser("analyse", help="each turn's best play and what the choice cost")
    parser.add_argument("file", help="a record written by autoplay --json (or - for stdin)")
    parser.set_defaults(func=run_analyse)


def print_analysis(record: Record, out: TextIO | None = None) -> int:
    out = out or sys.stdout  # looked up now: a default bound at import would miss redirections
    module = analyser_module(record.game)
    if module is None:
        print(f"no analysis for {record.game}", file=sys.stderr)
        return 2
    analyser = importlib.import_module(module)
    items = analyser.analyse_record(record)
    cost_format = getattr(analyser, "COST_FORMAT", "${:.1f}")  # the game's unit of value
    print("\nanalysis (by the hard bot's evaluation):", file=out)
    for item in items:
        print(f"  {item.text()}", file=out)
    seats = sorted({item.seat for item in items})
    for seat in seats:
        lost = sum(item.cost for item in items if item.seat == seat)
        print(f"  seat {seat + 1}: choices cost {cost_format.format(lost)} in all", file=out)
    return 0


def run_analyse(args: argparse.Namespace) -> int:
    text = sys.stdin.read() if args.file == "-" else Path(args.file).read_text(encoding="utf-8")
    try:
        record = Record.loads(text)
    except BadRecord as exc:
        print(f"cannot read: {exc}", file=sys.stderr)
        return 1
    return print_analysis(record)
