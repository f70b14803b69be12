"""The memory games (Vailetosíl·laB, Memosíl·laB, Bimemosíl·laB, Mésquememosíl·laB) after the
game: at each play, the word the table's memory allowed.

The record is replayed. What everyone at the table has seen is public (the log says which
syllable was turned over where), so at each play the syllables face down that were turned over
before are known cells. The play could keep two syllables when a word was there to take: two
known cells that form one (one of each square in the two-square games), the first syllable
turned with a known cell, or the two syllables turned themselves (a word not said). A play is
worth the syllables it keeps; the word named is the commonest of those the dictionary lists
for the pair. Plays of a repicó (three syllables, ReBimemosíl·laB) are not judged.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from logomachy.bots.analysis import Choice
from logomachy.games.verbalia.memory.engine import (
    Form,
    MemoryGame,
    MemoryState,
    Stop,
    Turn,
    TurnDown,
    words_of,
)
from logomachy.kernel import Record, get_game
from logomachy.lexicon import lexicon

COST_FORMAT = "{:.0f} syllable(s)"
UNIT = "syllables"
MEASURE = "memory"
PAIR = 2

Cell = tuple[int, int]


def known_cells(state: MemoryState) -> dict[Cell, str]:
    """Face-down cells whose syllable has been seen, with that syllable."""
    seen = set(state.seen)
    return {
        (s, c): square.in_play(c)
        for s, square in enumerate(state.squares)
        for c in square.left()
        if square.tiles[c] in seen and (s, c) not in state.turned
    }


def commonest(words: tuple[str, ...]) -> str:
    frequency = lexicon("ca").frequency
    return min(words, key=lambda w: (-frequency(w), w)).upper() if words else ""


def pair_word(state: MemoryState, first: Cell | None) -> str:
    """A word the known cells give: with the `first` cell turned (None: any two known)."""
    known = known_cells(state)
    two_squares = len(state.squares) == PAIR
    if first is not None:
        a = state.squares[first[0]].in_play(first[1])
        found: tuple[str, ...] = ()
        for cell, b in sorted(known.items()):
            if cell != first and not (two_squares and cell[0] == first[0]):
                found += words_of([a, b])
        return commonest(found)
    found = ()
    for (x, a), (y, b) in combinations(sorted(known.items()), PAIR):
        if not (two_squares and x[0] == y[0]):
            found += words_of([a, b])
    return commonest(found)


def analyse_record(record: Record) -> list[Choice]:
    game: Any = get_game(record.game)
    if not isinstance(game, MemoryGame):
        raise ValueError(f"{record.game} is not a memory game")
    state: MemoryState = game.setup(len(record.seats), record.options, record.seed)
    items: list[Choice] = []
    best = ""  # the best word of the play under way, as far as it has gone
    for n, entry in enumerate(record.moves, 1):
        move = game.move_from_json(entry.move)
        seat = state.turn
        if state.repico:
            state = game.apply(state, entry.seat, move)
            continue
        if isinstance(move, Turn | Stop) and not state.turned:
            best = pair_word(state, None)  # two known cells, before anything is turned
        if isinstance(move, Stop):
            items.append(Choice.judged(seat, "", 0, best, PAIR if best else 0, move=n))
        elif isinstance(move, Turn) and len(state.turned) == 1:
            best = best or pair_word(state, state.turned[0])  # the first and a known cell
        elif isinstance(move, Form | TurnDown):
            pair = tuple(game.turned_syllables(state))
            best = commonest(words_of(pair)) or best
            after = game.apply(state, entry.seat, move)
            played = (after.kept[-1].word, PAIR) if isinstance(move, Form) else ("", 0)
            items.append(Choice.judged(seat, *played, best, PAIR if best else 0, move=n))
            state = after
            continue
        state = game.apply(state, entry.seat, move)
    return items
