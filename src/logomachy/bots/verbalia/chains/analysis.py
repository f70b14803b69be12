"""Vistagrama after the game: at each turn, the word the letters allowed.

The record is replayed; at each turn (a word formed, a pass, or the time running out) the words
one letter longer than the word on the table, with a letter still left, are every word the
referee would accept — a round's first word, every four-letter word the letters left lay — and
all of them are worth the same (the points go by length). So the cost of a turn is what a pass
or the time gave away when a word existed; the word named is the commonest of them (wordfreq,
the easy bot's own preference), the one a player is likeliest to know.
"""

from __future__ import annotations

from collections import Counter

from logomachy.bots.analysis import Choice
from logomachy.bots.verbalia.chains.engine import four_letter_words
from logomachy.games.verbalia.chains.engine import FIRST_WORD, Form
from logomachy.games.verbalia.chains.vistagrama import (
    GAME,
    POINTS,
    Vistagrama,
    VistagramaState,
)
from logomachy.games.verbalia.pieces.score_sheets import by_length
from logomachy.kernel import Record
from logomachy.lexicon import lexicon

COST_FORMAT = "{:.0f} point(s)"
UNIT = "points"
MEASURE = "vistagrama"


def best_now(state: VistagramaState) -> tuple[str, int]:
    """The commonest word the player to move could form now, and its points ("", 0: none)."""
    assert isinstance(GAME, Vistagrama)
    if state.word:
        found = [w for w, _ in GAME.words_now(state)]
        letters = len(state.word) + 1
    else:
        left = Counter(state.letters)
        found = [w for w, tiles in four_letter_words() if not Counter(tiles) - left]
        letters = FIRST_WORD
    if not found:
        return "", 0
    frequency = lexicon("ca").frequency
    word = min(found, key=lambda w: (-frequency(w.lower()), w))
    return word.upper(), by_length(POINTS, letters)


def analyse_record(record: Record) -> list[Choice]:
    state: VistagramaState = GAME.setup(len(record.seats), record.options, record.seed)
    items: list[Choice] = []
    for n, entry in enumerate(record.moves, 1):
        move = GAME.move_from_json(entry.move)
        seat, round_, best, best_value = state.turn, state.round, *best_now(state)
        state = GAME.apply(state, entry.seat, move)
        link = state.chain[-1] if isinstance(move, Form) else None
        played = (link.word, link.points) if link else ("", 0)
        items.append(Choice.judged(seat, *played, best, best_value, round=round_, move=n))
    return items
