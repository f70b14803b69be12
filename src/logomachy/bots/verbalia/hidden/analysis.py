"""Blufigrama after the game: at each play's thirty seconds, the longest word each player's
easel and the five common letters allowed.

The record is replayed to the end of each play's word stage; then every player still in has
announced a word (the last one written counts) or none, and the dictionary is searched as the
hard bot searches it (every word of the easel and the common letters with one easel letter at
least, longest first, then the most of one's own letters). A word is worth its letters (the
longest takes the middle). The bids are not judged: they are a bluff on what others hold,
which no replay can price.
"""

from __future__ import annotations

from logomachy.bots.analysis import Choice, replayed
from logomachy.bots.verbalia.hidden.engine import blufi_words
from logomachy.games.verbalia.hidden.blufigrama import GAME
from logomachy.kernel import Record

COST_FORMAT = "{:.0f} letter(s)"
UNIT = "letters"
MEASURE = "blufigrama"


def longest_word(easel: list[str], common: list[str]) -> tuple[str, int]:
    """The longest word of the easel and the common letters (with one easel letter), and its
    letters ("", 0: none)."""
    found = blufi_words(tuple(easel), tuple(common))
    return (found[0][0].upper(), found[0][1]) if found else ("", 0)


def analyse_record(record: Record) -> list[Choice]:
    items: list[Choice] = []
    for n, before, state in replayed(GAME, record):
        if (
            before.stage == "word"
            and before.words is not None
            and len(state.plays) > len(before.plays)
        ):
            claims = state.plays[-1].claims
            for seat in sorted(before.words.expected):
                claim = claims.get(seat)
                played = (claim.word, claim.letters) if claim else ("", 0)
                best = longest_word(before.easels[seat], before.common)
                items.append(Choice.judged(seat, *played, *best, turn=before.turns + 1, move=n))
    return items
