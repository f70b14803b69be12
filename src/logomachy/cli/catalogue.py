"""`logomachy games` and `logomachy rules GAME`: what can be played and how, in the
interface language (`--ui-lang`; `--json` keeps the ids, as the API does)."""

from __future__ import annotations

import argparse
import json
import textwrap
from typing import Any

from logomachy.cli.ui_lang import add_ui_lang
from logomachy.i18n import say
from logomachy.kernel import all_games, get_game


def register(sub: Any) -> None:
    games = sub.add_parser("games", help="list the games")
    games.add_argument("--json", action="store_true", help="machine-readable output")
    add_ui_lang(games)
    games.set_defaults(func=list_games)
    rules = sub.add_parser("rules", help="a game's rules in short, and where the rulebook is")
    rules.add_argument("game")
    add_ui_lang(rules)
    rules.set_defaults(func=show_rules)


def list_games(args: argparse.Namespace) -> int:
    rows: list[dict[str, Any]] = [
        {
            "id": g.meta.id,
            "title": g.meta.title,
            "players": [g.meta.min_players, g.meta.max_players],
            "languages": list(g.meta.languages),
            "minutes": g.meta.minutes,
            "tags": list(g.meta.tags),
        }
        for g in all_games()
    ]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
        return 0
    ui = args.ui_lang
    for r in rows:
        print(f"{r['id']:<16} {r['title']}")
        line = say(
            ui,
            "cli.games.line",
            {
                "minimum": r["players"][0],
                "maximum": r["players"][1],
                "minutes": r["minutes"],
                "languages": "/".join(r["languages"]),
                "tags": [say(ui, tag, context="tag") for tag in r["tags"]],
            },
        )
        print(f"{'':<16} {line}")
    return 0


def show_rules(args: argparse.Namespace) -> int:
    try:
        game = get_game(args.game)
    except KeyError:
        print(say(args.ui_lang, "no game '{game}'", {"game": args.game}))
        return 2
    ui, meta = args.ui_lang, game.meta
    print(meta.title)
    print(textwrap.fill(say(ui, meta.summary), width=88))
    facts = {
        "minimum": meta.min_players,
        "maximum": meta.max_players,
        "minutes": meta.minutes,
        "languages": [say(ui, f"lang.{lang}") for lang in meta.languages],
    }
    print("\n" + say(ui, "cli.rules.facts", facts))
    options = [
        say(ui, "cli.rules.option", {"name": o.name, "default": o.default, "help": say(ui, o.help)})
        for o in game.option_specs()
    ]
    print(say(ui, "cli.rules.options", {"options": "; ".join(options)}))
    print(say(ui, "cli.rules.rulebook", {"rulebook": meta.rulebook}))
    return 0
