"""`logomachy games` and `logomachy rules GAME`: what can be played and how."""

from __future__ import annotations

import argparse
import json
import textwrap
from typing import Any

from logomachy.kernel import all_games, get_game


def register(sub: Any) -> None:
    games = sub.add_parser("games", help="list the games")
    games.add_argument("--json", action="store_true", help="machine-readable output")
    games.set_defaults(func=list_games)
    rules = sub.add_parser("rules", help="a game's rules in short, and where the rulebook is")
    rules.add_argument("game")
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
    for r in rows:
        print(f"{r['id']:<16} {r['title']}")
        print(
            f"{'':<16} {r['players'][0]}-{r['players'][1]} players, ~{r['minutes']} min, "
            f"{'/'.join(r['languages'])}; {', '.join(r['tags'])}"
        )
    return 0


def show_rules(args: argparse.Namespace) -> int:
    try:
        game = get_game(args.game)
    except KeyError as exc:
        print(exc.args[0])
        return 2
    meta = game.meta
    print(meta.title)
    print(textwrap.fill(meta.summary, width=88))
    print(
        f"\nPlayers: {meta.min_players}-{meta.max_players}; about {meta.minutes} minutes; "
        f"languages: {', '.join(meta.languages)}."
    )
    print(
        "Options: "
        + "; ".join(f"{o.name} (default {o.default}): {o.help}" for o in game.option_specs())
    )
    print(f"Full rulebook: {meta.rulebook}")
    return 0
