"""Bigrafosíl·laB (rulebook: shared/rules/verbalia.md, Bigrafosíl·laB; 2-8 players, 30 min).

Two syllables are drawn at random from the bag and placed in the middle, in view of everyone.
For one minute, everyone writes words formed by the two syllables and two letters of their
choice, with the only condition that one of the letters must go between the two syllables.
When the minute has passed, everyone scores as many points as the number of words they have
written, plus one point for each word that nobody else has written. The first player to reach
the agreed number of points wins, for example 50 points.

Aparellasíl·laB's shape, written down: the round is `lists.ListGame`'s, the syllables and
checks the races' (`race_lists.py` lists the readings). Readings of this game, as in
Aparellasíl·laB: either syllable first, the other letter before, between or after; rule P
holds (ABC P; this game does not waive it), unless the table agrees to waive it
(`syllabic_division`); the agreed total is the `target` option, 50 by default.
"""

from __future__ import annotations

from logomachy.games.verbalia.races.engine import TWO_LETTERS_ONE_BETWEEN, race_meta
from logomachy.games.verbalia.races.pair_lists import PairListGame
from logomachy.kernel import register

POINTS_TO_WIN = 50  # "the agreed number of points, for example 50 points"


class Bigrafosillab(PairListGame):
    meta = race_meta(
        "Bigrafosíl·laB",
        id="verbalia-bigrafosillab",
        minutes=30,
        tags=("syllables", "simultaneous"),
        players=(2, 8),
        summary=(
            "Two syllables are drawn into the middle. For one minute everyone writes words "
            "made of the two syllables and two letters, one of them between the syllables. "
            "A point for each word written, one more for each word nobody else wrote; first "
            "to the agreed total (50) wins."
        ),
    )
    section = "Bigrafosíl·laB"
    shape = TWO_LETTERS_ONE_BETWEEN
    division = True  # ABC P: the tiles remain syllables, unless the players agree otherwise
    target_default = POINTS_TO_WIN


# The rule its refusals name (`Bigrafosillab.rule`), for the catalogue.
RULES = f"{Bigrafosillab.section}: rules"

GAME = register(Bigrafosillab())
