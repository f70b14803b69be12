"""Laying squares of syllables by hand for the memory games' rule tests."""

from __future__ import annotations

from typing import Any

from logomachy.games.verbalia.memory.engine import ONE, MemoryGame, MemoryState
from logomachy.games.verbalia.pieces.syllables import tile
from logomachy.kernel import Move


def lay(
    game: MemoryGame, *squares: list[str | None], seats: int = 2, **options: Any
) -> MemoryState:
    """A fresh game whose squares hold these syllables in play (a list a square, cell by cell;
    None: an empty cell), with every tile kept: the tiles laid come from the square's own
    kind, the others go to the bag. A two-coloured tile is chosen (and turned, when the game
    places tiles as drawn) so that the syllable given is the one in play."""
    state = game.setup(seats, options, seed=1)
    for n, (sq, wanted) in enumerate(zip(state.squares, squares, strict=True)):
        pool = [t for t in sq.tiles if t is not None] + state.bags[n]
        cells = sq.size * sq.size
        layout = list(wanted) + [None] * (cells - len(wanted))
        tiles: list[int | None] = []
        ups: list[int] = []
        for syllable in layout:
            if syllable is None:
                tiles.append(None)
                ups.append(sq.up[0])
                continue
            number, up = _take(pool, syllable, sq.kind, sq.up[0], game.placed_as_drawn)
            tiles.append(number)
            ups.append(up)
        sq.tiles, sq.up, state.bags[n] = tiles, ups, pool
    return state


def _take(pool: list[int], syllable: str, kind: str, up: int, free: bool) -> tuple[int, int]:
    for number in pool:
        t = tile(number)
        if kind == ONE and t.sides[0] == syllable:
            pool.remove(number)
            return number, 0
        if kind != ONE and (t.side(1 - up) == syllable or (free and syllable in t.sides)):
            pool.remove(number)
            return number, 1 - t.sides.index(syllable)
    raise AssertionError(f"no tile left with {syllable} in play")


def play(game: MemoryGame, state: MemoryState, *moves: tuple[int | None, Move]) -> MemoryState:
    for seat, move in moves:
        state = game.apply(state, seat, move)
    return state
