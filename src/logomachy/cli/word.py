"""`logomachy word ...`: the referee's word knowledge and word search on the command line."""

from __future__ import annotations

import argparse
import importlib
from typing import Any

# Modules adding subcommands to `word`; each has `register_word(word_subparsers)`.
WORD_COMMAND_MODULES: tuple[str, ...] = ("logomachy.cli.word_find", "logomachy.cli.word_lexicon")


def register(sub: Any) -> None:
    parser: argparse.ArgumentParser = sub.add_parser(
        "word", help="check words, syllables, rhymes, relations; find words"
    )
    word_sub = parser.add_subparsers(dest="word_command", metavar="WORD_COMMAND")
    for name in WORD_COMMAND_MODULES:
        importlib.import_module(name).register_word(word_sub)

    def show_help(_args: argparse.Namespace) -> int:
        parser.print_help()
        return 2

    parser.set_defaults(func=show_help)
