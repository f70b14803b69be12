"""Baulasíl·laB bots: everything they read is public (the wood, the markers, every player's
three syllables; the bag's contents are what is not in view, its order they never use).

`Baulasillab.placements` gives every legal placement of the hand; they differ in how they
choose among them:
- easy: a random one (a person who finds a word and plays it);
- medium: the one that most improves its standing in that run if it closed now (most markers
  against the best other player's), ignoring when runs close;
- hard: weighs its margin in every run after the placement — runs this placement closes
  (full, or left with no syllable that extends them) in full, open runs the less the more
  trees they still have to fill (`1 / (1 + TEMPO * trees left)`: a lead far from the close
  is easily lost) — and, when the placement closes the last run the game needs, only whether
  it then leads.
A stuck bot swaps when the bag could give it a syllable to place, and passes otherwise.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.verbalia.pieces.arbreda import wood
from logomachy.games.verbalia.wood.baulasillab import (
    Baulasillab,
    BaulaState,
    Placement,
    Swap,
    shares,
)
from logomachy.games.verbalia.wood.engine import Place
from logomachy.kernel import Game, Move, Pass, Rng

TEMPO = 0.3  # how fast a lead in an open run loses worth with the trees it still has to fill
END_WEIGHT = 1000.0  # ending the game: only winning matters
THINK_SECONDS = {"easy": (6.0, 20.0), "medium": (4.0, 15.0), "hard": (3.0, 10.0)}


def margin(points: Sequence[int], seat: int) -> int:
    """The seat's points against the best other seat's."""
    return points[seat] - max(p for s, p in enumerate(points) if s != seat)


def one_tree_each(found: list[Placement]) -> list[Placement]:
    """One placement per tile, side and run (the tree among the next column's is cosmetic:
    the straight one, the same row as the run's end, when it is there)."""
    board = wood()
    best: dict[tuple[int, str, int], Placement] = {}
    for p in found:
        key = (p.tile, p.syllable, p.strip)
        if key not in best or board.row_of(p.tree) % board.rows_per_strip == board.start_row:
            best[key] = p
    return list(best.values())


class BaulaBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, Baulasillab) and isinstance(state, BaulaState)
        found = [] if state.markers_left(seat) <= 0 else game.placements(state, state.hands[seat])
        if not found:
            if state.markers_left(seat) > 0 and state.bag and game.can_place(state, state.bag):
                return Swap()
            return Pass()
        choices = one_tree_each(found)
        if self.strength == "easy":
            pick = rng.choice(choices)
        else:
            value = self.hard_value if self.strength == "hard" else self.medium_value
            scored = [(value(game, state, seat, p), rng.random(), p) for p in choices]
            pick = max(scored, key=lambda x: (x[0], x[1]))[2]
        return Place(pick.tile, pick.syllable, pick.tree)

    @staticmethod
    def medium_value(game: Baulasillab, state: BaulaState, seat: int, p: Placement) -> float:
        markers = list(state.markers_in(p.strip))
        before = margin(shares(markers), seat)
        markers[seat] += 1
        return float(margin(shares(markers), seat) - before)

    @staticmethod
    def hard_value(game: Baulasillab, state: BaulaState, seat: int, p: Placement) -> float:
        after = game.copy_state(state)
        after.hands[seat].remove(p.tile)
        after.trees[p.tree], after.tiles_on[p.tree] = p.syllable, p.tile
        after.owners[p.tree] = seat
        after.runs[p.strip].append(p.tree)
        left = after.unplayed()
        closing = [k for k in game.open_strips(after) if game.closes(after, k, left)]
        totals = [0] * state.seats
        for c in state.closed:
            totals = [t + q for t, q in zip(totals, c.points, strict=True)]
        if len(state.closed) + len(closing) >= int(state.options["runs"]):
            for k in closing:
                totals = [t + q for t, q in zip(totals, shares(after.markers_in(k)), strict=True)]
            return END_WEIGHT * margin(totals, seat)
        value = 0.0
        columns = wood().columns
        for k in game.open_strips(after):
            left_to_fill = columns - len(after.runs[k])
            weight = 1.0 if k in closing else 1.0 / (1.0 + TEMPO * left_to_fill)
            value += weight * margin(shares(after.markers_in(k)), seat)
        return value

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        low, high = THINK_SECONDS[self.strength]
        return low + (high - low) * rng.random()


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: BaulaBot("easy"),
    "medium": lambda: BaulaBot("medium"),
    "hard": lambda: BaulaBot("hard"),
}
