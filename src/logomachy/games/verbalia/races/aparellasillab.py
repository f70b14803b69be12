"""Aparellasíl·laB (rulebook: shared/rules/verbalia.md, Aparellasíl·laB; 2-8 players, 30 min).

Two syllables are drawn at random from the bag and placed in the middle, in view of everyone.
Everyone tries to think of a word formed by the two syllables and two letters of their choice,
with the only condition that one of the letters must go between the two syllables. The first
player who says a word takes a marker; the first to reach five markers wins the game.

The race, the draw and what happens when nobody finds a word are the family's
(`races/engine.py`: its docstring lists the readings). Readings of this game:
- either syllable may come first, and the other letter goes before the first syllable,
  after the second, or beside the first letter between them (L-S-L-S, S-L-S-L, S-L-L-S);
- rule P holds (ABC P: "in all syllabic games the tiles must remain syllables"; unlike
  Oscíl·laB this game does not waive it): CA and SA make CAMISA (CA-MI-SA), not CASSAR
  (CAS-SAR). A table may agree to waive it (option `syllabic_division`, ABC P: "only if the
  players agree");
- the letters are said, not tiles: any two written letters.
"""

from __future__ import annotations

from logomachy.games.verbalia.races.engine import TWO_LETTERS_ONE_BETWEEN, RaceGame, race_meta
from logomachy.kernel import register


class Aparellasillab(RaceGame):
    meta = race_meta(
        "Aparellasíl·laB",
        id="verbalia-aparellasillab",
        minutes=30,
        tags=("syllables", "race"),
        players=(2, 8),
        summary=(
            "Two syllables are drawn into the middle. The first player who says a word made of "
            "the two syllables and two letters, one of them between the syllables, takes a "
            "marker. First to five markers wins."
        ),
    )
    shape = TWO_LETTERS_ONE_BETWEEN
    rules = "Aparellasíl·laB: rules"
    division = True  # ABC P: the tiles remain syllables, unless the players agree otherwise


GAME = register(Aparellasillab())
