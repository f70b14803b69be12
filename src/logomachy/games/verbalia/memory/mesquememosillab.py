"""Mésquememosíl·laB (rulebook: shared/rules/verbalia.md, Mésquememosíl·laB; 2-8 players,
20 to 40 minutes; one of the games for "more memory than an optical pencil").

The one-syllable tiles go into one bag, the two-coloured ones into the other. A short, medium
or long game: 36, 49 or 64 tiles drawn at random from each bag make two squares of 6x6, 7x7
or 8x8: one of one-syllable tiles face down, the other of two-coloured tiles placed as they
come out of the bag, without regard to which colour is hidden and which is in view. On their
turn each player turns over one syllable from each square; if they can form a word they keep
them and turn over two more; if not they turn them face down again in the same place and the
turn passes. A one-syllable tile is always placed face down, but a two-coloured tile may be
left with whichever colour they want face up: the syllable in play from then on is the one
underneath; the other only serves as the back.

The flow and the readings shared by the family are in `logomachy.games.verbalia.memory.engine`.
Readings of this section:
- "as they come out of the bag": each two-coloured tile lies either way up, at random;
- the syllable of a two-coloured tile turned over is the one that was underneath (the one
  in play); the back never forms a word;
- the colour to leave face up is chosen when the tiles go back face down (`turn-down` with
  the colour: none named, the tile goes back as it was); a tile kept leaves the table;
- the section gives no end: the siblings' is taken (no syllables left, or no more words can
  be formed); since any tile may yet be put back the other way up, the referee counts either
  side of a two-coloured tile as a syllable that may still come into play.
"""

from __future__ import annotations

from typing import ClassVar

from logomachy.games.verbalia.memory.engine import ONE, TWO, MemoryGame, memory_meta
from logomachy.kernel import GameMeta, register


class Mesquememosillab(MemoryGame):
    meta: ClassVar[GameMeta] = memory_meta(
        "Mésquememosíl·laB",
        id="verbalia-mesquememosillab",
        summary=(
            "Two squares: one-syllable tiles face down, two-coloured tiles as they come out "
            "of the bag (the syllable in play is the one underneath). On your turn turn over "
            "one syllable from each square: if they form a word, say it, keep them and turn "
            "over two more; if not, they go back face down — a two-coloured tile with the "
            "colour you want face up — and the turn passes. Most syllables wins."
        ),
    )
    section: ClassVar[str] = "Mésquememosíl·laB"
    kinds: ClassVar[tuple[str, ...]] = (ONE, TWO)
    placed_as_drawn: ClassVar[bool] = True
    choose_up: ClassVar[bool] = True


# The rule its refusals name (`Mesquememosillab.rules`), for the catalogue.
RULES = f"{Mesquememosillab.section}: rules"

GAME = register(Mesquememosillab())
