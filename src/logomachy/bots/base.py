"""What a bot is: given the game, the state and its seat, it chooses a legal move.

A bot reads only what its seat may see (its own secrets and the public state) even though it
runs beside the full state on the server; each game's bot module keeps to that.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from typing import Any, Protocol

from logomachy.kernel import Game, Move, Rng, get_game

BOTS_ROOT = "logomachy.bots"


def family_of(game: Game[Any]) -> str:
    """A game's family: its `GameMeta.family`, else the package its module lives in under
    `logomachy.games` ("verbalia.coast" for `games/verbalia/coast/baixagrama.py`,
    "trencadis" for `games/trencadis/game.py`)."""
    if game.meta.family:
        return game.meta.family
    module = type(game).__module__
    package = module.removeprefix("logomachy.games.").rpartition(".")[0]
    return package or module


def bots_module_name(game: Game[Any]) -> str | None:
    """The module defining a game's `BOTS` (strength -> factory, weakest first), found from
    its family alone, so a game needs no entry in any table: the family's module for this
    game (`bots/verbalia/coast/vocaligrama.py`), else the family's engine bots
    (`bots/verbalia/coast/engine.py`), else the family's own package (`bots/trencadis/`); a game
    from another package names its own bots module as its family."""
    family = family_of(game)
    game_module = type(game).__module__.rpartition(".")[2]
    for name in (
        f"{BOTS_ROOT}.{family}.{game_module}",
        f"{BOTS_ROOT}.{family}.engine",
        f"{BOTS_ROOT}.{family}",
        family,
    ):
        try:
            if importlib.util.find_spec(name) is None:
                continue
        except (ImportError, ValueError):  # a parent is a module, not a package
            continue
        if hasattr(importlib.import_module(name), "BOTS"):
            return name
    return None


class Bot(Protocol):
    strength: str

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        """A legal move for `seat` (one of `game.to_act(state)`)."""
        ...

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        """Seconds a person of this strength would take for this decision (simulated clocks
        use it as is; a live table plays it at the pace its host chose: `bots.pace`). Draw from
        forks of `rng` (`human_time.between`): timing a decision must not change the move."""
        ...


def has_bots(game_id: str) -> bool:
    return bots_module_name(get_game(game_id)) is not None


def _factories(game_id: str) -> dict[str, Callable[[], Bot]]:
    module = bots_module_name(get_game(game_id))
    if module is None:
        raise KeyError(f"no bots for '{game_id}'")
    factories: dict[str, Callable[[], Bot]] = importlib.import_module(module).BOTS
    return factories


def bot_strengths(game_id: str) -> list[str]:
    """Strengths available for a game, weakest first."""
    return list(_factories(game_id))


def make_bot(game_id: str, strength: str | None = None) -> Bot:
    factories = _factories(game_id)
    if strength is None:
        strength = list(factories)[-1]
    if strength not in factories:
        raise KeyError(f"no '{strength}' bot for {game_id} (have: {', '.join(factories)})")
    return factories[strength]()
