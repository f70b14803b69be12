"""Which front-end module draws a game: found, never listed.

A game with a screen of its own has `web/js/games/<game id>.js`; the games of a family share
their engine's screen, which the engine (or the game) names in `Game.screen` as
`"module"` or `"module#export"` (the export that mounts it; `mount` by default). A game
with neither falls back to the generic screen, which shows the view as data."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from logomachy.kernel import Game

GAMES_JS = Path(__file__).resolve().parent.parent / "web" / "js" / "games"
GENERIC = {"module": "generic", "mount": "mount"}


@cache
def _exists(module: str) -> bool:
    return (GAMES_JS / f"{module}.js").is_file()


def screen_of(game: Game[Any]) -> dict[str, str]:
    """{"module": file name under web/js/games/ without .js, "mount": its export}."""
    if _exists(game.meta.id):
        return {"module": game.meta.id, "mount": "mount"}
    module, _, export = game.screen.partition("#")
    if module and _exists(module):
        return {"module": module, "mount": export or "mount"}
    return dict(GENERIC)
