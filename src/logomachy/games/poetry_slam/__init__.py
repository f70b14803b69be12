"""Poetry Slam (game id `poetry-slam`): words to a prompt, couplets to guess them; 3-10 players."""

from logomachy.games.challenges import Allow, Explain
from logomachy.games.poetry_slam.game import (
    Appeal,
    Call,
    ChallengePoem,
    Cover,
    Discard,
    Freeform,
    Guess,
    Line,
    Pass,
    Phase,
    PoetrySlam,
    PoetrySlamState,
    Recite,
    Snap,
    Write,
)
from logomachy.kernel import Vote, register

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
