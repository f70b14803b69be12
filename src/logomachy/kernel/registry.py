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
GAMES_PACKAGE = "logomachy.games."
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


def screen_paths(game: Game[Any]) -> list[str]:
    """Where a screen that draws `game` may be, nearest first, as paths in a folder laid out as
    `logomachy/games/` is ("verbalia/coast/buscador", "verbalia/coast/engine",
    "verbalia/coast"): the modules of its class and its bases, its family (`GameMeta.family`),
    the packages of those modules (an engine that extends another family's draws with that
    family's screen). The web's screens (server/screens.py) and the terminal's
    (`logomachy.terminal`) are both found in this order; each takes the first it has."""
    modules = [
        cls.__module__.removeprefix(GAMES_PACKAGE).split(".")
        for cls in type(game).__mro__
        if cls.__module__.startswith(GAMES_PACKAGE)
    ]
    declared = [game.meta.family.split(".")] if game.meta.family else []
    families = [*declared, *(parts[:-1] for parts in modules)]
    found = ["/".join(parts) for parts in [*modules, *families] if parts]
    return list(dict.fromkeys(found))
