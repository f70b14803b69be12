"""Memosíl·laB (rulebook: shared/rules/verbalia.md, Memosíl·laB; 2-8 players, 20 to 40
minutes; one of the games for "more memory than an optical pencil" and for players with
little Catalan).

The two-coloured tiles go into the bag. The table chooses the colour played and a short,
medium or long game: 36, 49 or 64 tiles drawn at random make a square of 6x6, 7x7 or 8x8
with the syllables of the chosen colour face down; the syllables of the other colour are not
counted, they are only the backs. On their turn each player turns over two syllables; if they
can form a word they keep them and turn over two more; if not they turn them face down again
in the same place and the turn passes.

The flow and the readings shared by the family are in `logomachy.games.verbalia.memory.engine`.
Readings of this section:
- the section gives no end: the siblings' (Bimemosíl·laB, ReBimemosíl·laB) is taken — the
  game ends when no syllables are left or no more words can be formed with the syllables of
  the chosen colour on the table, and the player with the most syllables wins;
- the backs face up are public: everyone sees the syllable of the other colour on every tile,
  and only the chosen colour forms words (a back never does: "they are only the backs");
- a tile kept counts one syllable (its chosen-colour side).
"""

from __future__ import annotations

from typing import ClassVar

from logomachy.games.verbalia.memory.engine import TWO, MemoryGame, memory_meta
from logomachy.kernel import GameMeta, register


class Memosillab(MemoryGame):
    meta: ClassVar[GameMeta] = memory_meta(
        "Memosíl·laB",
        id="verbalia-memosillab",
        summary=(
            "A square of 6x6, 7x7 or 8x8 two-coloured tiles with the chosen colour face down "
            "(the other colour is only the back). On your turn turn over two syllables: if "
            "they form a word, say it, keep them and turn over two more; if not, they go back "
            "face down and the turn passes. The game ends when no syllables are left or no "
            "more words can be formed; most syllables wins."
        ),
    )
    section: ClassVar[str] = "Memosíl·laB"
    kinds: ClassVar[tuple[str, ...]] = (TWO,)


# The rule its refusals name (`Memosillab.rules`), for the catalogue.
RULES = f"{Memosillab.section}: rules"

GAME = register(Memosillab())
