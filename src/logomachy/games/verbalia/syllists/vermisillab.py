"""Vermisíl·laB (rulebook: shared/rules/verbalia.md, Vermisíl·laB; 2-6 players, 30 minutes).

The board of the wood (l'arbreda) is filled with syllables at random, one on each tree, the
one-syllable tiles face up. For two minutes everyone writes down all the words (of at least
two syllables) formed by adjacent syllables, readable in order; a syllable may not be twice in
one word, but may serve different words. Then the lists are read out: words written by more
than one player score nothing; the others score 2 syllables 1, 3: 3, 4: 7, 5: 15, 6: 25; the
strips' multipliers do not count. The syllables go back into the bag, are mixed well, and a
new board is formed: as many rounds as players; most points wins. Variant: experienced players
play one minute per play (`write_seconds` 60).

The round is `lists.ListGame`'s, the board and the checks `syllable_lists.py`'s; the wood is
`arbreda.wood()` (135 trees touching orthogonally and diagonally, across strips too).

Readings where the rulebook is silent:
- a two-coloured tile shows the side it falls on (the rulebook only says one-syllable tiles go
  face up); the Rng tosses it;
- the wood holds 135 trees and there are 136 tiles: every tree is filled, one tile stays in
  the bag ("there must be no empty trees between syllables");
- the syllables must be the word's syllables (ABC P), read along a path of touching trees;
- a word of seven syllables or more scores as six (25: the table stops there);
- "written by more than one player" means the same tiles (accents do not count, ABC N);
- the referee refuses at once a word not in the dictionary or not in the wood, and says why;
  only the writer sees it; a player who has finished says so (`done`); ties share victory.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from logomachy.games.verbalia.lists.engine import Done, Write
from logomachy.games.verbalia.pieces.arbreda import wood
from logomachy.games.verbalia.pieces.syllables import TOTAL_TILES
from logomachy.games.verbalia.syllists.engine import (
    Graph,
    SyllableListGame,
    SyllableListState,
    draw,
    syllists_meta,
)
from logomachy.kernel import GameMeta, Rng, register

__all__ = ["Done", "Vermisillab", "VermisillabState", "Write"]

WRITE_SECONDS = 120  # "For two minutes"; experienced players may try one minute
POINTS = {2: 1, 3: 3, 4: 7, 5: 15, 6: 25}  # syllables -> points (no strip multiplier)


RULES = "Vermisíl·laB: rules"  # the rule its refusals name (`ListGame.rule`)


@dataclass
class VermisillabState(SyllableListState):
    pass


class Vermisillab(SyllableListGame[VermisillabState]):
    meta: ClassVar[GameMeta] = syllists_meta(
        "Vermisíl·laB",
        id="verbalia-vermisillab",
        minutes=30,
        summary=(
            "The wood is filled with syllables. For two minutes everyone writes words of two "
            "syllables or more along adjacent syllables in order. Words written by more than "
            "one player score nothing; the others score 2 syllables 1, 3: 3, 4: 7, 5: 15, "
            "6: 25. As many rounds as players; most points wins."
        ),
    )
    section = "Vermisíl·laB"
    write_seconds = WRITE_SECONDS
    write_help = "time to write words (the rulebook suggests 60 for experienced players)"
    board = "wood"
    points_table = POINTS

    # -- Preparation ----------------------------------------------------------------------------
    def new_state(self, seats: int, options: dict[str, Any], rng: Rng) -> VermisillabState:
        return VermisillabState(seats, self.abc.stored(options), rng, bag=list(range(TOTAL_TILES)))

    def deal(self, state: VermisillabState) -> None:
        """The syllables go back into the bag, are mixed well, and a new board is formed."""
        state.bag.extend(state.cells)
        state.rng.shuffle(state.bag)
        draw(state, wood().trees)

    def round_text(self, state: VermisillabState) -> str:
        return f"Round {state.round}: the wood is filled with syllables; write your words."

    def graph(self, state: VermisillabState) -> Graph:
        return wood().adjacency

    def board_view(self, state: VermisillabState) -> dict[str, Any]:
        return {"wood": wood().layout()}


GAME = register(Vermisillab())
