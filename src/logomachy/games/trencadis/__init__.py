"""Trencadís: A Mosaic of Words (English, Spanish, Catalan; 2-5 players)."""

from logomachy.games.challenges import Allow, Explain
from logomachy.games.trencadis.game import (
    Answer,
    ChallengeWord,
    GiveUp,
    Phase,
    Place,
    Spell,
    Trencadis,
    TrencadisState,
    Verdict,
    Withdraw,
    Write,
)
from logomachy.kernel import Vote, register

GAME = register(Trencadis())

__all__ = [
    "GAME",
    "Allow",
    "Answer",
    "ChallengeWord",
    "Explain",
    "GiveUp",
    "Phase",
    "Place",
    "Spell",
    "Trencadis",
    "TrencadisState",
    "Verdict",
    "Vote",
    "Withdraw",
    "Write",
]
