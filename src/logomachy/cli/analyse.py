"""`logomachy analyse RECORD` and `logomachy autoplay GAME --analyse`: after each turn, the best
play the position allowed (by the game's strongest bot) and what the player's choice cost.

The analysers and their registry live in `logomachy.bots.analysis` (the server serves the same
analysis to the pages); `logomachy.cli.autoplay` calls `print_analysis`.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path
from typing import Any, TextIO

from logomachy.bots.analysis import ANALYSERS, LIST_ANALYSER, analyser_module, unavailable_reason
from logomachy.kernel import BadRecord, Record

__all__ = ["ANALYSERS", "LIST_ANALYSER", "analyser_module", "print_analysis", "register"]


def register(sub: Any) -> None:
    parser = sub.add_parser("analyse", help="each turn's best play and what the choice cost")
    parser.add_argument("file", help="a record written by autoplay --json (or - for stdin)")
    parser.set_defaults(func=run_analyse)


def print_analysis(record: Record, out: TextIO | None = None) -> int:
    out = out or sys.stdout  # looked up now: a default bound at import would miss redirections
    module = analyser_module(record.game)
    reason = unavailable_reason(record.game)
    if module is None or reason is not None:
        why = " (the players' votes decide its points)" if reason == "votes" else ""
        print(f"no analysis for {record.game}{why}", file=sys.stderr)
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
