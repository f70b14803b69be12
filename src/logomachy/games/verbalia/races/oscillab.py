"""Oscíl·laB (rulebook: shared/rules/verbalia.md, Oscíl·laB; 2-8 players, 30 minutes).

Two syllables are drawn at random from the bag and placed in the middle, in view of everyone.
Everyone tries to think of a word formed by one of the syllables, any letter, and the other
syllable; the syllables need not also be syllables in the new word (rule P is waived). The
first player who says a word wins a marker; the first to reach five markers wins the game.

The race, the draw and what happens when nobody finds a word are the family's
(`races/engine.py`: its docstring lists the readings). Readings of this game:
- "one of the syllables, any letter, and the other syllable" is in that order, either
  syllable first: with CA and SA, CASSA and SATCA would both do (CASSA is a word);
- the letter is any one written letter, vowel or consonant.
"""

from __future__ import annotations

from logomachy.games.verbalia.races.engine import SYLLABLE_LETTER_SYLLABLE, RaceGame, race_meta
from logomachy.kernel import register


class Oscillab(RaceGame):
    meta = race_meta(
        "Oscíl·laB",
        id="verbalia-oscillab",
        minutes=30,
        tags=("syllables", "race"),
        players=(2, 8),
        summary=(
            "Two syllables are drawn into the middle. The first player who says a word made of "
            "one syllable, any letter and the other syllable (the syllables need not stay "
            "syllables) wins a marker. First to five markers wins."
        ),
    )
    shape = SYLLABLE_LETTER_SYLLABLE
    rules = "Oscíl·laB: rules"
    division = False  # "The syllables need not also be syllables in the new word."


GAME = register(Oscillab())
