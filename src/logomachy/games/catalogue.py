"""Every game of this project, found by walking the `logomachy.games` packages: a game module
registers itself by defining `GAME`, so adding a game touches no list (the project's one entry
point names `GAMES`; other packages may add games through entry points of their own)."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

from logomachy import games
from logomachy.kernel import Game


def _find() -> list[Game[Any]]:
    found: dict[str, Game[Any]] = {}
    for info in pkgutil.walk_packages(games.__path__, games.__name__ + "."):
        if info.name == __name__:
            continue
        game = getattr(importlib.import_module(info.name), "GAME", None)
        if isinstance(game, Game):
            found[game.meta.id] = game
    return [found[name] for name in sorted(found)]


GAMES = _find()
