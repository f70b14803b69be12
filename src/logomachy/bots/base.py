"""What a bot is: given the game, the state and its seat, it chooses a legal move.

A bot reads only what its seat may see (its own secrets and the public state) even though it
runs beside the full state on the server; each game's bot module keeps to that.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, Protocol

from logomachy.kernel import Game, Move, Rng

# Game id -> module defining `BOTS: dict[str, Callable[[], Bot]]` (strength -> factory),
# strengths listed weakest first.
BOT_MODULES: dict[str, str] = {
    "trencadis": "logomachy.bots.trencadis",
    "letter-tycoon": "logomachy.bots.letter_tycoon",
    "el-soneto": "logomachy.bots.el_soneto",
    "poetry-slam": "logomachy.bots.poetry_slam",
    "verbalia-buguigrama": "logomachy.bots.verbalia",
    "verbalia-cavalcagrama": "logomachy.bots.verbalia",
    "verbalia-vermigrama": "logomachy.bots.verbalia_vermigrama",
    "verbalia-vistagrama": "logomachy.bots.verbalia_chains",
    "verbalia-barrejagrama": "logomachy.bots.verbalia_secret",
    "verbalia-brodagrama": "logomachy.bots.verbalia_sentences",
    "verbalia-abracagrama": "logomachy.bots.verbalia_chains",
    "verbalia-votagrama": "logomachy.bots.verbalia_lists",
    "verbalia-zombigrama": "logomachy.bots.verbalia_lists",
    "verbalia-tabugrama": "logomachy.bots.verbalia_lists",
    "verbalia-revoltagrama": "logomachy.bots.verbalia_chains",
    "verbalia-endevinagrama": "logomachy.bots.verbalia_secret",
    "verbalia-abocagrama": "logomachy.bots.verbalia_sentences",
    "verbalia-babalagrama": "logomachy.bots.verbalia_sentences",
    "verbalia-vestengrama": "logomachy.bots.verbalia_country",
    "verbalia-baixagrama": "logomachy.bots.verbalia_country",
    "verbalia-buguisillab": "logomachy.bots.verbalia_wood",
    "verbalia-arbredasillab": "logomachy.bots.verbalia_arbredasillab",
    "verbalia-baulasillab": "logomachy.bots.verbalia_baulasillab",
    "verbalia-vailetosillab": "logomachy.bots.verbalia_memory",
    "verbalia-memosillab": "logomachy.bots.verbalia_memory",
    "verbalia-bimemosillab": "logomachy.bots.verbalia_memory",
    "verbalia-oscillab": "logomachy.bots.verbalia_races",
    "verbalia-aparellasillab": "logomachy.bots.verbalia_races",
    "verbalia-grafosillab": "logomachy.bots.verbalia_races",
    "verbalia-bigrafosillab": "logomachy.bots.verbalia_races",
    "verbalia-doblograma": "logomachy.bots.verbalia_lists",
    "verbalia-blufigrama": "logomachy.bots.verbalia_secret",
    "verbalia-bananasillab": "logomachy.bots.verbalia_sentences",
    "verbalia-enfilasillab": "logomachy.bots.verbalia_sentences",
    "verbalia-malasillab": "logomachy.bots.verbalia_sentences",
    "verbalia-vocaligrama": "logomachy.bots.verbalia_vocaligrama",
    "verbalia-mesquememosillab": "logomachy.bots.verbalia_memory",
    "verbalia-rebimemosillab": "logomachy.bots.verbalia_memory",
    "verbalia-xavograma": "logomachy.bots.verbalia_xavograma",
    "verbalia-cleptosillab": "logomachy.bots.verbalia_clepto",
    "verbalia-buscador": "logomachy.bots.verbalia_buscador",
    "verbalia-barrinagrama": "logomachy.bots.verbalia_containing",
    "verbalia-envoltagrama": "logomachy.bots.verbalia_containing",
    "verbalia-ruscosillab": "logomachy.bots.verbalia_syllists",
    "verbalia-vermisillab": "logomachy.bots.verbalia_syllists",
    "verbalia-llavograma": "logomachy.bots.verbalia_llavograma",
    "verbalia-esbartigrama": "logomachy.bots.verbalia_esbartigrama",
    "verbalia-subbugrama": "logomachy.bots.verbalia_throws",
    "verbalia-quadrisillab": "logomachy.bots.verbalia_quadri",
    "verbalia-svevograma": "logomachy.bots.verbalia_svevograma",
    "verbalia-velosillab": "logomachy.bots.verbalia_velo",
    "verbalia-byebyegrama": "logomachy.bots.verbalia_byebyegrama",
    "verbalia-brodasillab": "logomachy.bots.verbalia_brodasillab",
    "verbalia-lligosillab": "logomachy.bots.verbalia_lligo",
    "verbalia-gravagrama": "logomachy.bots.verbalia_gravagrama",
}


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


def _factories(game_id: str) -> dict[str, Callable[[], Bot]]:
    module = BOT_MODULES.get(game_id)
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
