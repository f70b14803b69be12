"""The `logomachy` command. Each subcommand lives in its own module with a `register(sub)`."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# Modules defining subcommands; each has `register(subparsers)` setting `func` on its parser.
COMMAND_MODULES: tuple[str, ...] = (
    "logomachy.cli.catalogue",
    "logomachy.cli.autoplay",
    "logomachy.cli.play",
    "logomachy.cli.word",
    "logomachy.cli.analyse",
    "logomachy.cli.lexicon_cmd",
    "logomachy.cli.serve",
    "logomachy.cli.cluster",
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="logomachy", description="Word board games with an automatic referee."
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        print("\ninterrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
