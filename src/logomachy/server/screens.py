"""Which front-end module draws a game: found where the game's Python is, never listed.

`web/js/games/` mirrors `logomachy/games/`: a module of rules that has a screen of its own has
a JS file at the same path (`verbalia/coast/buscador.js` for
`games/verbalia/coast/buscador.py`; an engine shared by a few games, such as
`verbalia/races/pair_lists.js`); a family's screen is named after the family
(`verbalia/coast.js`, `el_soneto.js`). A game draws with the first that exists of: the
modules of its class and its bases (nearest first), its family (`GameMeta.family`), the
families of its bases (an engine that extends another family's, as the containing games extend
the chains', draws with that family's screen); else the generic screen, which shows the view
as data (the order: `kernel.registry.screen_paths`, which the terminal's screens are found
by too). Every screen exports `mount`."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from logomachy.kernel import Game
from logomachy.kernel.registry import screen_paths

GAMES_JS = Path(__file__).resolve().parent.parent / "web" / "js" / "games"
GENERIC = {"module": "generic", "mount": "mount"}


@cache
def _exists(module: str) -> bool:
    return (GAMES_JS / f"{module}.js").is_file()


def screen_of(game: Game[Any]) -> dict[str, str]:
    """{"module": file under web/js/games/ without .js, "mount": its export}."""
    for module in screen_paths(game):
        if _exists(module):
            return {"module": module, "mount": "mount"}
    return dict(GENERIC)
