"""Poetry Slam (game id `poetry-slam`): words to a prompt, couplets to guess them; 3-10 players."""

from logomachy.games.poetry_slam.game import (
    Allow,
    Appeal,
    Call,
    ChallengePoem,
    Cover,
    Discard,
    Explain,
    Freeform,
    Guess,
    Line,
    Pass,
    Phase,
    PoetrySlam,
    PoetrySlamState,
    Recite,
    Snap,
    Vote,
    Write,
)
from logomachy.kernel import register

GAME = PoetrySlam()
register(GAME)

__all__ = [
    "GAME",
    "Allow",
    "Appeal",
    "Call",
    "ChallengePoem",
    "Cover",
    "Discard",
    "Explain",
    "Freeform",
    "Guess",
    "Line",
    "Pass",
    "Phase",
    "PoetrySlam",
    "PoetrySlamState",
    "Recite",
    "Snap",
    "Vote",
    "Write",
]
