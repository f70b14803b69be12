"""The terminal's screens: a seat's view as text, found where the game's Python is, never listed.

`terminal/games/` is laid out as `logomachy/games/` is, as the web's screens are
(`web/js/games/`): a module of rules that draws in its own way has a screen module at the same
path (`terminal/games/verbalia/coast/baixagrama.py` for `games/verbalia/coast/baixagrama.py`),
an engine whose games draw alike has one at the engine's path
(`terminal/games/verbalia/cover/engine.py`), a game of its own one named after its package
(`terminal/games/trencadis.py`). A game draws with the first module that defines
`render(game, view) -> str` of the paths `kernel.registry.screen_paths` gives (its class's
modules and its bases', nearest first, its family, the families of its bases: the order the
web's screens are found in); else the view as JSON. A screen reads only the view (and the
game's title), never the state.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable
from functools import cache
from typing import Any

from logomachy.kernel import Game
from logomachy.kernel.registry import screen_paths

Screen = Callable[[Game[Any], dict[str, Any]], str]
SCREENS = "logomachy.terminal.games."


def generic(game: Game[Any], view: dict[str, Any]) -> str:
    """The screen of a game with none of its own: the view as JSON."""
    return json.dumps(view, indent=1, ensure_ascii=False)


@cache
def _screen(path: str) -> Screen | None:
    """The `render` of the screen module at `path` ("verbalia/coast/engine"), if there is one."""
    name = SCREENS + path.replace("/", ".")
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name is not None and (name + ".").startswith(missing.name + "."):
            return None  # no such module (or no such package on the way to it)
        raise
    found: Screen | None = getattr(module, "render", None)
    return found


def screen_path(game: Game[Any]) -> str | None:
    """The path under terminal/games/ of the module that draws `game` (None: the generic)."""
    return next((path for path in screen_paths(game) if _screen(path) is not None), None)


def screen_of(game: Game[Any]) -> Screen:
    """The function that draws `game`'s views as text."""
    path = screen_path(game)
    found = None if path is None else _screen(path)
    return generic if found is None else found


def render(game: Game[Any], view: dict[str, Any]) -> str:
    """A seat's (or a spectator's) view of `game` as text, for the terminal."""
    return screen_of(game)(game, view)
