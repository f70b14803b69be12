"""Vestengrama after the game: at each play, the longest word to the sea the map allowed.

The record is replayed to the end of each play's minute; then every player has proposed a word
(the last one proposed counts) or none, and the letters of the map are searched as the hard bot
searches them (its vocabulary of the 40,000 commonest good words, longest first, each placed
region by region to the maritime one). A word is worth the points its length scores — what it
would earn if it won the play; which word wins depends on the others', not on one's choice.
"""

from __future__ import annotations

from logomachy.bots.analysis import Choice, replayed
from logomachy.bots.verbalia.coast.engine import best_sea_word
from logomachy.games.verbalia.coast.engine import points
from logomachy.games.verbalia.coast.vestengrama import GAME
from logomachy.kernel import Record

COST_FORMAT = "{:.0f} point(s)"
UNIT = "points"
MEASURE = "vestengrama"


def analyse_record(record: Record) -> list[Choice]:
    items: list[Choice] = []
    for n, before, state in replayed(GAME, record):
        if len(state.plays) == len(before.plays):
            continue
        play = state.plays[-1]
        found = best_sea_word(before.contents)
        best = (found[0].upper(), points(len(found[1]))) if found else ("", 0)
        for seat in range(state.seats):
            journey = play.proposals.get(seat)
            played = (journey.word, points(journey.letters)) if journey else ("", 0)
            items.append(Choice.judged(seat, *played, *best, round=play.round, move=n))
    return items
