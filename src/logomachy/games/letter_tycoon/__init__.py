"""Letter Tycoon (English; 2-5 players): build words, earn money and stock, buy letter patents."""

from logomachy.games.letter_tycoon.game import LetterTycoon, LetterTycoonState, Turn
from logomachy.games.letter_tycoon.moves import Buy, ChallengeWord, Discard, Play, Swap
from logomachy.kernel import Pass, register

GAME = register(LetterTycoon())

__all__ = [
    "GAME",
    "Buy",
    "ChallengeWord",
    "Discard",
    "LetterTycoon",
    "LetterTycoonState",
    "Pass",
    "Play",
    "Swap",
    "Turn",
]
