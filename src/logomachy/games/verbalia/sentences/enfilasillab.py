"""Enfilasíl·laB (rulebook: shared/rules/verbalia.md, Enfilasíl·laB; 2-6 players, 30 minutes).

The syllables are scattered face up on the table. The first player chooses a syllable (of a
two-syllable tile, the side they want), says a word beginning with it and leaves it face up in
full view. In turn, each player chooses a new syllable, places it behind the others, and says,
in order, all the words said so far and then a word beginning with their syllable. A mistake
takes the next letter of ADÉU, and the mistaken player begins the new round; with ADÉU
complete the player says goodbye. The last player still in the game wins. The flow and what
the referee checks: `syllable_chains.SyllableChain`.

Readings where the rulebook is silent (and those of `syllable_chains`):
- the chain's syllables stay in view (the screen shows them in order); the words do not: they
  were said, not written;
- a syllable is chosen from the tiles still on the table (one a tile: a two-syllable tile's
  other side is gone with it); choosing one no tile on the table shows is refused, not a
  mistake (nothing was said);
- at a new round the chain's tiles go back onto the table.
"""

from __future__ import annotations

from functools import cache
from typing import ClassVar

from logomachy.games.verbalia.pieces.abc_options import Adaptations, playable_sides
from logomachy.games.verbalia.pieces.syllables import syllable_tiles, tile
from logomachy.games.verbalia.sentences.syllable_chains import ChainState, SyllableChain, chain_meta
from logomachy.kernel import GameMeta, IllegalMove, register

RULES = "Enfilasíl·laB: rules"


class Enfilasillab(SyllableChain):
    meta: ClassVar[GameMeta] = chain_meta(
        "Enfilasíl·laB",
        id="verbalia-enfilasillab",
        anchor="enfilasillab",
        summary=(
            "Choose a syllable from the table and put it at the end of the row; say, in "
            "order, every word said so far and a new word beginning with your syllable. A "
            "mistake takes the next letter of ADÉU; with ADÉU complete you are out. The last "
            "player still in wins."
        ),
    )
    RULES = RULES
    SHOW_SYLLABLES = True  # "leaves it face up in full view of everyone"
    abc = Adaptations(division=True, short_syllables=True, child_time=True)  # ABC P, I

    def tile_for(self, state: ChainState, syllable: str) -> int:
        on_table = set(state.pool)
        free = [n for n in tiles_with(syllable) if n in on_table]
        if not free:
            raise IllegalMove.of(
                "no tile on the table shows {syllable}", rule=RULES, syllable=syllable or "that"
            )
        return min(free, key=lambda n: (tile(n).two_sided, n))  # a one-syllable tile first

    def end_round(self, state: ChainState) -> None:
        state.pool.extend(link.tile for link in state.chain)
        state.pool.sort()

    def choices(self, state: ChainState) -> list[str]:
        return sorted({s for n in state.pool for s in playable_sides(state.options, tile(n))})


@cache
def tiles_with(syllable: str) -> tuple[int, ...]:
    """The numbers of the tiles that show `syllable` on a side."""
    return tuple(t.number for t in syllable_tiles() if syllable in t.sides)


GAME = register(Enfilasillab())
