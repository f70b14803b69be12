"""Trencadís: A Mosaic of Words (English, Spanish, Catalan; 2-5 players)."""

from logomachy.games.trencadis.game import (
    Allow,
    Answer,
    ChallengeWord,
    Explain,
    GiveUp,
    Phase,
    Place,
    Spell,
    Trencadis,
    TrencadisState,
    Verdict,
    Vote,
    Withdraw,
    Write,
)
from logomachy.kernel import register

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
