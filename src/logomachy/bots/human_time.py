"""The pieces of a person's think time that bots' `delay()` models share.

A person in a speed phase first reads what is on the table (the prompt, the letters), then
looks for a word, then writes it letter by letter; a weaker player is slower at each. The
figures are rough but in order (easy slower than medium slower than hard) and sized so that
an attentive person usually reaches the first slot before an easy or medium bot: reading a
prompt and a few letters takes a person 2-5 s, writing a six-letter word 2-3 s.

The draws come from forks of the decision's generator, never from the generator itself, so
timing a decision never changes which move a bot makes (the server times a decision before
making it, simulated clocks after).
"""

from __future__ import annotations

from logomachy.kernel import Rng

#: Seconds to read the prompt or the letters before a speed choice can start.
READ_SECONDS: dict[str, float] = {"easy": 6.0, "medium": 4.0, "hard": 2.5}
#: Seconds to write (type, or lay out) each letter of the word chosen.
LETTER_SECONDS: dict[str, float] = {"easy": 0.5, "medium": 0.35, "hard": 0.25}


def between(rng: Rng, low: float, high: float, salt: str = "think") -> float:
    """A time drawn evenly from [low, high] by a fork of `rng` (which stays unchanged)."""
    return low + (high - low) * rng.fork(salt).random()


def reading(strength: str) -> float:
    return READ_SECONDS.get(strength, READ_SECONDS["medium"])


def writing(word: str, strength: str) -> float:
    """Seconds to write `word` out (letters only: spaces and marks cost nothing)."""
    letters = sum(1 for ch in word if ch.isalpha())
    return letters * LETTER_SECONDS.get(strength, LETTER_SECONDS["medium"])
