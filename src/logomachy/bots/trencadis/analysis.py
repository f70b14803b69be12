"""Trencadís after the game: for each round and player, the word written beside the best word
the prompt card offered, both valued as the hard bot values a word.

The record is replayed to each round's end of writing (the last word in, or the sand timer):
then the mosaic, the tokens and this round's placement order are known, and every word is
valued by the hard bot's `word_value` — the card points its letters can reach, each card
weighted by the chance to win it, plus the efficiency bonus when every letter is on the table.
The alternatives are the words the prompt card lists that the referee and the lexicon would
let stand (the bots' own vocabulary for the prompt); a word written counts as written, whether
a challenge later rejected it or not (the vote is the table's, not the word's worth).
"""

from __future__ import annotations

from logomachy.bots.analysis import Choice, replayed
from logomachy.bots.trencadis.strategies import TrencadisBot
from logomachy.games.trencadis import GAME, Phase, Trencadis, TrencadisState
from logomachy.kernel import Record

COST_FORMAT = "{:.1f} point(s)"
UNIT = "points"
MEASURE = "trencadis"


def _game() -> Trencadis:
    assert isinstance(GAME, Trencadis)
    return GAME


def best_word(state: TrencadisState, seat: int) -> tuple[str, float]:
    """The prompt card's word worth most to `seat` now, and its value ("", 0: none)."""
    bot = TrencadisBot("hard")
    valued = sorted(
        (-bot.word_value(_game(), state, seat, w), w) for w in bot.candidates(_game(), state)
    )
    return (valued[0][1], -valued[0][0]) if valued else ("", 0.0)


def word_value(state: TrencadisState, seat: int, word: str) -> float:
    return TrencadisBot("hard").word_value(_game(), state, seat, word) if word else 0.0


def analyse_record(record: Record) -> list[Choice]:
    items: list[Choice] = []
    for n, before, state in replayed(GAME, record):
        if before.stage is Phase.WRITE and (
            state.stage is not Phase.WRITE or state.round != before.round
        ):
            # Writing closed. Valued on the state of that moment, unless nobody wrote and the
            # round is over already: then on the round as it was.
            at = state if state.round == before.round else before
            for seat in range(state.seats):
                word = state.answer(seat, before.round).word  # a late seat has none
                value = word_value(at, seat, word)
                best, best_value = best_word(at, seat)
                items.append(
                    Choice.judged(seat, word, value, best, best_value, round=before.round, move=n)
                )
    return items
