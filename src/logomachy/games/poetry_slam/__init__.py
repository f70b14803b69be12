"""Poetry Slam (game id `poetry-slam`): words to a prompt, couplets to guess them; 3-10 players."""

from logomachy.games.poetry_slam.game import (
    Allow,
    ChallengePoem,
    Cover,
    Discard,
    Explain,
    Guess,
    Line,
    Pass,
    PoetrySlam,
    PoetrySlamState,
    Recite,
    Snap,
    Stage,
    Vote,
    Write,
)
from logomachy.kernel import register

GAME = PoetrySlam()
register(GAME)

__all__ = [
    "GAME",
    "Allow",
    "ChallengePoem",
    "Cover",
    "Discard",
    "Explain",
    "Guess",
    "Line",
    "Pass",
    "PoetrySlam",
    "PoetrySlamState",
    "Recite",
    "Snap",
    "Stage",
    "Vote",
    "Write",
]
