"""Buguigrama, CaValcagrama and Buguisíl·laB after the game: at each turn, the best word the
square (or the wood) allowed.

The record is replayed; at each announcement (or pass, or turn that timed out) the uncovered
letters or syllables are searched as the hard bot searches them, and the word played is valued
by the scoring table. The best word is the best *now*: covering it may leave the opponents
more, which this greedy measure does not see.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from logomachy.bots.analysis import Choice
from logomachy.games.verbalia.cover.engine import Announce, CoverGame, CoverState, points
from logomachy.games.verbalia.wood import buguisillab
from logomachy.kernel import Move, Pass, Record, TimeUp, get_game

COST_FORMAT = "{:.0f} point(s)"
UNIT = "points"
MEASURE = "cover"


def best_now(game: CoverGame, state: CoverState) -> tuple[str, int]:
    """The best-scoring word on the uncovered letters (none: "", 0)."""
    found = [(w, cells) for w, cells in game.words_left(state) if len(cells) <= state.markers]
    if not found:
        return "", 0
    word, cells = found[0]
    return word.upper(), points(len(cells))


def best_in_wood(
    game: buguisillab.Buguisillab, state: buguisillab.BuguisillabState
) -> tuple[str, int]:
    """The best-scoring word on the uncovered syllables that the markers can still cover."""
    for word, trees in game.words_left(state).items():  # most syllables first
        if len(trees) <= state.markers:
            return word.upper(), buguisillab.points(len(trees))
    return "", 0


def analyse_record(record: Record) -> list[Choice]:
    game = get_game(record.game)
    if isinstance(game, CoverGame):
        return _analyse(game, record, lambda s: best_now(game, s), Announce, Pass)
    if isinstance(game, buguisillab.Buguisillab):
        return _analyse(
            game, record, lambda s: best_in_wood(game, s), buguisillab.Announce, buguisillab.Pass
        )
    raise ValueError(f"{record.game} is not a covering game")


def _analyse(
    game: Any,
    record: Record,
    best: Callable[[Any], tuple[str, int]],
    announce: type[Move],
    pass_: type[Move],
) -> list[Choice]:
    state = game.setup(len(record.seats), record.options, record.seed)
    items = []
    turn_moves = (announce, pass_, TimeUp)
    for n, entry in enumerate(record.moves, 1):
        move = game.move_from_json(entry.move)
        if isinstance(move, turn_moves):
            best_word, best_value = best(state)
            seat, round_ = state.turn, state.round
            state = game.apply(state, entry.seat, move)
            claim = state.claims[-1] if isinstance(move, announce) else None
            word, points_ = (str(claim.word), int(claim.points)) if claim else ("", 0)
            items.append(
                Choice.judged(seat, word, points_, best_word, best_value, round=round_, move=n)
            )
        else:
            state = game.apply(state, entry.seat, move)
    return items
