"""ReBimemosíl·laB (rulebook: shared/rules/verbalia.md, ReBimemosíl·laB; 2-8 players, 15 to 45
minutes; one of the games for playing with your partner).

The one-syllable tiles go into one bag, the two-coloured ones into the other. A short,
medium or long game: 36, 49 or 64 tiles drawn at random make two squares of 6x6, 7x7 or 8x8:
one of one-syllable tiles face down (blank backs in view), the other with the syllables of
the chosen colour face down (the other colour is only the back). On their turn each player
turns over one syllable from each square. If they cannot form a word they turn them face
down again in the same place and the turn passes. If they form a word, they may keep the
syllables and turn over two more, or risk a repicó: turn over a third syllable from the
square of their choice; if they can form a word with the three, they keep them and may play
twice more; if they cannot form any three-syllable word, they win nothing: the three go back
face down in the same place and the turn passes. When the syllables of one square run out,
or the players agree that no more words can be formed with the syllables on the table, the
game ends; the player with the most syllables wins.

The flow and the readings shared by the family are in `logomachy.games.verbalia.memory.engine`.
Readings of this section:
- to risk a repicó the player says the word the two syllables form (`repico WORD`: the
  referee checks it, as for keeping them), then turns over the third from either square;
- "they keep them and may play twice more": a repicó won gives two plays in hand (a keep
  gives one, the play it was: "turn over two more"); a play that forms no word spends one,
  and the turn passes when none is left — but a repicó lost passes the turn at once ("they
  win nothing ... and pass the turn"), plays in hand or not;
- the three syllables form a word in any order; the third may come from either square, so
  one square may run out before the other: then the game ends (a play needs one of each).
"""

from __future__ import annotations

from typing import ClassVar

from logomachy.games.verbalia.memory.engine import (
    ONE,
    TWO,
    Form,
    MemoryGame,
    Repico,
    Stop,
    Turn,
    TurnDown,
    memory_meta,
)
from logomachy.kernel import GameMeta, Move, register


class Rebimemosillab(MemoryGame):
    meta: ClassVar[GameMeta] = memory_meta(
        "ReBimemosíl·laB",
        id="verbalia-rebimemosillab",
        summary=(
            "Two squares face down: one-syllable tiles, and two-coloured tiles with the "
            "chosen colour face down. On your turn turn over one syllable from each square. "
            "A word: keep them and play again, or risk a repicó — a third syllable from "
            "either square; a three-syllable word keeps all three and gives two more plays, "
            "else nothing and the turn passes. Ends when a square runs out; most syllables "
            "wins."
        ),
    )
    section: ClassVar[str] = "ReBimemosíl·laB"
    kinds: ClassVar[tuple[str, ...]] = (ONE, TWO)
    repicos: ClassVar[bool] = True
    move_types: ClassVar[tuple[type[Move], ...]] = (Turn, Form, TurnDown, Repico, Stop)


# The rule its refusals name (`Rebimemosillab.rules`), for the catalogue.
RULES = f"{Rebimemosillab.section}: rules"

GAME = register(Rebimemosillab())
