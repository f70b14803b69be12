"""Vailetosíl·laB (rulebook: shared/rules/verbalia.md, Vailetosíl·laB; 2-5 players, 20 to 40
minutes; the game the rulebook proposes for children under eight, ABC I).

The one-syllable tiles go into the bag; 36 or 49 are drawn at random (a short or long game)
to form a square of 6x6 or 7x7 syllables face down. On their turn each player turns over two
syllables; if they can form a word with them they keep them and turn over two more; if not
they turn them face down again in the same place and the turn passes. When no syllables are
left on the table, or the players agree that no more words can be formed with them, the game
ends; the player with the most syllables wins.

The flow and the readings shared by the family are in `logomachy.games.verbalia.memory.engine`.
Readings of this section:
- the two syllables form a word in either order (MA + CA and CA + MA both make CAMA);
- the long game's 49 tiles leave one tile over at the end: it forms no word alone, so the game
  ends with it on the table (the referee's "no more words can be formed").
"""

from __future__ import annotations

from typing import ClassVar

from logomachy.games.verbalia.memory.engine import ONE, MemoryGame, memory_meta
from logomachy.games.verbalia.pieces.abc_options import Adaptations
from logomachy.kernel import GameMeta, register

#: "It is decided whether the game will be short or long": 36 or 49 tiles.
LENGTHS = {"short": 6, "long": 7}


class Vailetosillab(MemoryGame):
    meta: ClassVar[GameMeta] = memory_meta(
        "Vailetosíl·laB",
        id="verbalia-vailetosillab",
        players=(2, 5),
        summary=(
            "A square of 6x6 or 7x7 one-syllable tiles face down. On your turn turn over two "
            "syllables: if they form a word (in either order), say it, keep them and turn over "
            "two more; if not, they go back face down and the turn passes. The game ends when "
            "no syllables are left or no more words can be formed; most syllables wins."
        ),
    )
    section: ClassVar[str] = "Vailetosíl·laB"
    kinds: ClassVar[tuple[str, ...]] = (ONE,)
    lengths = LENGTHS
    abc = Adaptations(division=True, short_syllables=True)  # ABC P; ABC I (no clock to double)


# The rule its refusals name (`Vailetosillab.rules`), for the catalogue.
RULES = f"{Vailetosillab.section}: rules"

GAME = register(Vailetosillab())
