"""EnVoltagrama (rulebook: shared/rules/verbalia.md, EnVoltagrama; 2-6 players, 45 minutes).

The letters are in the bag. The first player draws a letter at random and says a word that
contains it; the player on their left takes a new letter and says a word that contains both;
and so on until no one can say a new word: the last player who did takes a marker. Once a
word of nine letters has been said, the player whose turn it is has one minute. The same
word may not be said twice in a round; the letters used are set aside. The first to five
markers wins.

Readings (besides those of `containing`, which every containing game shares):
- "the player on their left chooses a new letter": the letters stay in the bag (Material,
  Rules), so each player draws theirs at random, as the first does, then says a word or
  passes; a letter drawn by a player who passes goes back into the bag;
- "contains both": in any order (Barrinagrama is the game that asks for the order);
- a player who passes is out of the round, as in Barrinagrama ("until no one can").
"""

from __future__ import annotations

from typing import ClassVar

from logomachy.games.verbalia.containing.engine import ContainGame
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.kernel import GameMeta, register

RULES = "EnVoltagrama: rules"


class EnVoltagrama(ContainGame):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "EnVoltagrama",
        id="verbalia-envoltagrama",
        family="containing",
        minutes=45,
        tags=("turns", "letters", "chains", "markers"),
        summary=(
            "The letters are in the bag. In turn, each player draws a letter and says a word "
            "containing every letter drawn so far in the round, in any order, or passes and is "
            "out of the round. The last to say a word takes a marker; a minute once a word has "
            "nine letters; no word twice in a round. First to five markers wins."
        ),
    )
    rules = RULES
    in_order: ClassVar[bool] = False
    long_from: ClassVar[int] = 9  # "when a word of nine letters is formed"
    blind_option: ClassVar[bool | None] = None  # always from the bag


GAME = register(EnVoltagrama())
