"""Building positions on la plaça by hand for the rule tests."""

from __future__ import annotations

from typing import Any

from logomachy.games.verbalia.cover.buguigrama import GAME as BUGUIGRAMA
from logomachy.games.verbalia.cover.engine import CoverGame, CoverState
from logomachy.kernel import Move


def square(
    rows: list[str], seats: int = 2, game: CoverGame = BUGUIGRAMA, **options: Any
) -> CoverState:
    """A fresh game whose square shows `rows` (one row a string: one letter a cell, or cells
    split by spaces when a row holds a digraph tile: "A NY E L L"), with the 200 letters kept:
    the tiles shown are taken out of the bag."""
    cells = [row.split() if " " in row else list(row) for row in rows]
    size = len(cells)
    assert all(len(row) == size for row in cells), "a square"
    state = game.setup(seats, {"size": size, **options}, seed=1)
    pool = state.bag + state.letters
    letters = [tile for row in cells for tile in row]
    for tile in letters:
        pool.remove(tile)
    state.letters, state.bag = letters, pool
    state.covered = [False] * (size * size)
    return state


def play(game: CoverGame, state: CoverState, *moves: tuple[int | None, Move]) -> CoverState:
    for seat, move in moves:
        state = game.apply(state, seat, move)
    return state


def cells(size: int, *names: str) -> tuple[int, ...]:
    """Cell numbers of chess-like names (a1 = top left)."""
    return tuple((int(n[1:]) - 1) * size + ord(n[0]) - ord("a") for n in names)
