"""Grafosíl·laB (rulebook: shared/rules/verbalia.md, Grafosíl·laB; 2-6 players, 30 minutes).

Two syllables are drawn at random from the bag and placed in the middle, in view of everyone.
For one minute, everyone writes words formed by one of the syllables, any letter, and the other
syllable; the syllables need not also be syllables in the words created (rule P is waived).
When the minute has passed, everyone takes as many markers as the number of words they have
written, plus one more for each word that nobody else has written. The first player to reach
twenty-five markers wins.

Oscíl·laB's shape, written down: the round is `lists.ListGame`'s, the syllables and checks the
races' (`race_lists.py` lists the readings). Readings of this game: as in Oscíl·laB, either
syllable may come first and the letter is any one written letter; the markers are counted,
not taken from the 120 of the box (a long game could need more).
"""

from __future__ import annotations

from logomachy.games.verbalia.races.engine import SYLLABLE_LETTER_SYLLABLE, race_meta
from logomachy.games.verbalia.races.pair_lists import PairListGame
from logomachy.kernel import register

MARKERS_TO_WIN = 25  # "The first player to reach twenty-five markers wins."


class Grafosillab(PairListGame):
    meta = race_meta(
        "Grafosíl·laB",
        id="verbalia-grafosillab",
        minutes=30,
        tags=("syllables", "simultaneous"),
        players=(2, 6),
        summary=(
            "Two syllables are drawn into the middle. For one minute everyone writes words "
            "made of one syllable, any letter and the other syllable. A marker for each word "
            "written, one more for each word nobody else wrote; first to 25 markers wins."
        ),
    )
    section = "Grafosíl·laB"
    shape = SYLLABLE_LETTER_SYLLABLE
    division = False  # "The syllables need not also be syllables in the words created."
    target_default = MARKERS_TO_WIN
    scored = "markers"


# The rule its refusals name (`Grafosillab.rule`), for the catalogue.
RULES = f"{Grafosillab.section}: rules"

GAME = register(Grafosillab())
