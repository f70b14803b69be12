"""Setting the syllables in the middle by hand for the race tests."""

from __future__ import annotations

from typing import Any

from logomachy.games.verbalia.pieces.syllables import syllable_tiles
from logomachy.games.verbalia.races.engine import RaceGame, RaceState
from logomachy.games.verbalia.races.pair_lists import PairListGame, PairListState


def tile_of(syllable: str, taken: list[int]) -> tuple[int, int]:
    """A tile (number, side up) showing `syllable`, not among `taken`: one-syllable first."""
    for t in syllable_tiles():
        if t.number not in taken and syllable in t.sides:
            return t.number, t.sides.index(syllable)
    raise AssertionError(f"no tile shows {syllable}")


def middle(game: RaceGame, a: str, b: str, seats: int = 3, **options: Any) -> RaceState:
    """A fresh game with syllables a and b in the middle (their tiles taken from the bag, the
    first draw's put back)."""
    state = game.setup(seats, options, seed=1)
    state.bag.extend(n for n, _ in state.middle)
    first = tile_of(a, [])
    second = tile_of(b, [first[0]])
    state.middle = [first, second]
    state.bag = [n for n in state.bag if n not in (first[0], second[0])]
    return state


def play(game: RaceGame, state: RaceState, *moves: tuple[int | None, Any]) -> RaceState:
    for seat, move in moves:
        state = game.apply(state, seat, move)
    return state


def list_middle(
    game: PairListGame, a: str, b: str, seats: int = 3, **options: Any
) -> PairListState:
    """A fresh list game whose first round has syllables a and b in the middle."""
    state = game.setup(seats, options, seed=1)
    state.bag.extend(n for n, _ in state.middle)
    first = tile_of(a, [])
    second = tile_of(b, [first[0]])
    state.middle = [first, second]
    state.bag = [n for n in state.bag if n not in (first[0], second[0])]
    return state
