"""Bimemosíl·laB (rulebook: shared/rules/verbalia.md, Bimemosíl·laB; 2-8 players, 20 to 40
minutes; one of the games for playing with your partner).

The one-syllable tiles go into one bag, the two-coloured ones into the other. A short,
medium or long game: 36, 49 or 64 tiles drawn from each bag at random make two squares of
6x6, 7x7 or 8x8 syllables: in one the one-syllable tiles face down, their blank backs in view;
in the other the syllables of the chosen colour face down, so the syllables left face up are
all of the colour not chosen, and they do not count. When there are no syllables left face up
on the table, or the players agree that no more words can be formed with the syllables on
the table, the game ends; the player with the most syllables wins.

The flow and the readings shared by the family are in `logomachy.games.verbalia.memory.engine`.
Readings of this section:
- its Rules text is missing but for the end: the siblings' rules on the same two squares
  (Mésquememosíl·laB, ReBimemosíl·laB) are taken — on their turn each player turns over one
  syllable from each square (either square first); if they can form a word with them they
  keep them and turn over two more, if not they turn them face down again in the same place
  and the turn passes;
- "no syllables left face up": the squares are empty (a play takes one tile of each, so both
  run out together); "no more words can be formed": the referee checks every one-syllable
  tile against every chosen-colour syllable left;
- the backs of the two-coloured tiles are public; only the chosen colour forms words.
"""

from __future__ import annotations

from typing import ClassVar

from logomachy.games.verbalia.memory.engine import ONE, TWO, MemoryGame, memory_meta
from logomachy.kernel import GameMeta, register


class Bimemosillab(MemoryGame):
    meta: ClassVar[GameMeta] = memory_meta(
        "Bimemosíl·laB",
        id="verbalia-bimemosillab",
        summary=(
            "Two squares face down: one of one-syllable tiles, one of two-coloured tiles with "
            "the chosen colour face down. On your turn turn over one syllable from each "
            "square: if they form a word, say it, keep them and turn over two more; if not, "
            "they go back face down and the turn passes. The game ends when no syllables are "
            "left or no more words can be formed; most syllables wins."
        ),
    )
    section: ClassVar[str] = "Bimemosíl·laB"
    kinds: ClassVar[tuple[str, ...]] = (ONE, TWO)


# The rule its refusals name (`Bimemosillab.rules`), for the catalogue.
RULES = f"{Bimemosillab.section}: rules"

GAME = register(Bimemosillab())
