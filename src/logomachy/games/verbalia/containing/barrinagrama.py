"""Barrinagrama (rulebook: shared/rules/verbalia.md, Barrinagrama; 2-5 players, 45 minutes).

The letters lie face up. The first player takes any letter they wish and says a word that
contains it. The player on their left chooses a new letter and says a word that contains
both letters in the order in which they came out, or passes; a player who has passed may not
play again in the round. Play goes on until no one can say a new word: the last player who
did wins a marker. Once a word of eight letters has been said, the player whose turn it is
has one minute. The same word may not be said twice in a round; the letters used are set
aside. The first to five markers wins. Variant for experienced players (`bag`): the letters
stay in the bag, and each player draws one blind instead of choosing it.

Readings (besides those of `containing`, which every containing game shares):
- "in the order in which they came out": the word holds the letters in that order, not
  necessarily together (BARRINA holds B, R, N);
- the variant: the player whose turn it is draws the letter at random and then says a word
  or passes; a letter drawn by a player who passes goes back into the bag.
"""

from __future__ import annotations

from typing import ClassVar

from logomachy.games.verbalia.containing.engine import ContainGame
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.kernel import GameMeta, register

RULES = "Barrinagrama: rules"


class Barrinagrama(ContainGame):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "Barrinagrama",
        id="verbalia-barrinagrama",
        family="containing",
        minutes=45,
        tags=("turns", "letters", "chains", "markers"),
        players=(2, 5),
        summary=(
            "The letters lie face up. In turn, each player chooses a new letter and says a "
            "word containing every letter chosen so far in the order they came out, or passes "
            "and is out of the round. The last to say a word takes a marker; a minute once a "
            "word has eight letters; no word twice in a round. First to five markers wins. "
            "Variant: the letters are drawn blind from the bag."
        ),
    )
    rules = RULES
    in_order: ClassVar[bool] = True
    long_from: ClassVar[int] = 8  # "when a player forms a word of eight letters"
    blind_option: ClassVar[bool | None] = False


GAME = register(Barrinagrama())
