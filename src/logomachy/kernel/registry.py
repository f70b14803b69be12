"""The registry of games, filled from the `logomachy.games` entry points.

Entry points keep the kernel ignorant of which games exist (the layering rule) and let a
separately installed package add a game without touching this project. An entry point names
a game, or a collection of games (a package's `GAMES`): the Verbàlia package finds its own
games, so a new one is registered by its module alone.
"""

from __future__ import annotations

from importlib.metadata import entry_points
from typing import Any, TypeVar

from logomachy.kernel.game import Game

ENTRY_POINT_GROUP = "logomachy.games"
_GAMES: dict[str, Game[Any]] = {}
_loaded = False
G = TypeVar("G", bound=Game[Any])


def register(game: G) -> G:
    _GAMES[game.meta.id] = game
    return game


def _load() -> None:
    global _loaded
    if _loaded:
        return
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        loaded = ep.load()
        for game in loaded if isinstance(loaded, list | tuple) else [loaded]:
            if isinstance(game, Game):
                register(game)
    _loaded = True


def all_games() -> list[Game[Any]]:
    _load()
    return sorted(_GAMES.values(), key=lambda g: g.meta.id)


def get_game(game_id: str) -> Game[Any]:
    _load()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(_GAMES))
        raise KeyError(f"no game '{game_id}' (known: {known})") from None
