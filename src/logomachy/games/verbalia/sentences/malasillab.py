"""Malasíl·laB (rulebook: shared/rules/verbalia.md, Malasíl·laB; 2-6 players, 30 minutes).

The first player draws a syllable at random from the bag, lays it with whichever side they
want face up, says a word beginning with it, and leaves it out of view of all the players.
In turn, every player draws a new syllable and says, in order, all the words said so far and
then a word beginning with the syllable drawn. The syllables set aside are kept in the order
they appeared. Mistakes take the letters of ADÉU as in Enfilasíl·laB (its section, which this
one follows); the last player still in wins. The flow and what the referee checks:
`syllable_chains.SyllableChain`.

Readings where the rulebook is silent (and those of `syllable_chains`):
- the syllable drawn is in view while its player speaks; then it is set aside out of view:
  the screen shows neither the round's syllables nor its words, only each new word once,
  when it is said;
- a mistaken player's syllable is set aside with the round's; the round's syllables stay
  aside, in order, and go back into the bag only when it is empty;
- naming a side the tile drawn does not have is refused, not a mistake (nothing was said).
"""

from __future__ import annotations

from typing import ClassVar

from logomachy.games.verbalia.pieces.syllables import tile
from logomachy.games.verbalia.sentences.syllable_chains import ChainState, SyllableChain, chain_meta
from logomachy.kernel import GameMeta, IllegalMove, register

RULES = "Malasíl·laB: rules"


class Malasillab(SyllableChain):
    meta: ClassVar[GameMeta] = chain_meta(
        "Malasíl·laB",
        id="verbalia-malasillab",
        anchor="malasillab",
        summary=(
            "Draw a syllable; say, in order and from memory, every word said so far and a new "
            "word beginning with your syllable; the syllables are set aside out of view. A "
            "mistake takes the next letter of ADÉU; with ADÉU complete you are out. The last "
            "player still in wins."
        ),
    )
    RULES = RULES
    SHOW_SYLLABLES = False  # "leaves it out of view of all the players"

    def start_turn(self, state: ChainState) -> None:
        """The player whose turn it is draws a syllable at random from the bag."""
        if not state.pool:
            state.pool, state.aside = sorted(state.aside), []
        state.drawn = state.pool.pop(state.rng.below(len(state.pool)))

    def tile_for(self, state: ChainState, syllable: str) -> int:
        assert state.drawn is not None
        drawn = tile(state.drawn)
        if syllable not in drawn.sides:
            raise IllegalMove.of(
                "the syllable drawn is {choices}", rule=RULES, choices=list(drawn.sides)
            )
        return state.drawn

    def end_round(self, state: ChainState) -> None:
        state.aside.extend(link.tile for link in state.chain)
        if state.drawn is not None:
            state.aside.append(state.drawn)
            state.drawn = None

    def choices(self, state: ChainState) -> list[str]:
        return list(tile(state.drawn).sides) if state.drawn is not None else []


GAME = register(Malasillab())
