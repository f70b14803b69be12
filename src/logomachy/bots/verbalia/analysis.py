"""Buguigrama and CaValcagrama after the game: at each turn, the best word the square allowed.

The record is replayed; at each announcement (or pass, or turn that timed out) the uncovered
letters are searched as the hard bot searches them, and the word played is valued by the
scoring table. The best word is the best *now*: covering it may leave the opponents more, which
this greedy measure does not see.
"""

from __future__ import annotations

from dataclasses import dataclass

from logomachy.games.verbalia.cover.engine import Announce, CoverGame, CoverState, Pass, points
from logomachy.kernel import Record, TimeUp, get_game

COST_FORMAT = "{:.0f} point(s)"


@dataclass(frozen=True)
class TurnAnalysis:
    round: int
    seat: int
    played: str  # "" for a pass or a turn that timed out
    value: int
    best: str
    best_value: int

    @property
    def cost(self) -> int:
        return max(0, self.best_value - self.value)

    def text(self) -> str:
        played = self.played or "(pass)"
        verdict = (
            "best word"
            if not self.cost
            else f"cost {self.cost}: best was {self.best} ({self.best_value})"
        )
        return f"round {self.round}, seat {self.seat + 1}: {played} ({self.value}) -- {verdict}"


def best_now(game: CoverGame, state: CoverState) -> tuple[str, int]:
    """The best-scoring word on the uncovered letters (none: "", 0)."""
    found = [(w, cells) for w, cells in game.words_left(state) if len(cells) <= state.markers]
    if not found:
        return "", 0
    word, cells = found[0]
    return word.upper(), points(len(cells))


def analyse_record(record: Record) -> list[TurnAnalysis]:
    game = get_game(record.game)
    assert isinstance(game, CoverGame)
    state: CoverState = game.setup(len(record.seats), record.options, record.seed)
    items = []
    for entry in record.moves:
        move = game.move_from_json(entry.move)
        if isinstance(move, Announce | Pass | TimeUp):
            best, best_value = best_now(game, state)
            seat, round_ = state.turn, state.round
            state = game.apply(state, entry.seat, move)
            claim = state.claims[-1] if isinstance(move, Announce) else None
            played = (claim.word, claim.points) if claim else ("", 0)
            items.append(TurnAnalysis(round_, seat, *played, best, best_value))
        else:
            state = game.apply(state, entry.seat, move)
    return items
