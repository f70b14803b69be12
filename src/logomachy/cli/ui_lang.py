"""The language the terminal speaks (`--ui-lang`): the one asked for, else the system's
(`LC_ALL`/`LC_MESSAGES`/`LANG`, as gettext reads them) when it is one of en, es and ca."""

from __future__ import annotations

import argparse
import os

from logomachy.i18n import LANGS, say


def system_language() -> str:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(name, "")
        if value:
            base = value.split(".")[0].split("_")[0].lower()
            return base if base in LANGS else "en"
    return "en"


def add_ui_lang(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--ui-lang",
        choices=LANGS,
        default=system_language(),
        help="language of the interface (default: the system's, if en, es or ca)",
    )


def bot_name(lang: str, n: int, strength: str) -> str:
    """ "Bot 2 (fácil)", as the page names a bot seat (web/js/i18n.js seatName)."""
    return say(lang, "table.bot_name", {"n": n, "strength": say(lang, f"bot.{strength}")})
