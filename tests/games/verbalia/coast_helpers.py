"""Putting chosen letters on the board of Verbàlia for the rule tests of the games of words
to the sea (Vestengrama, Baixagrama), with the 200 letters kept: the letters shown are taken
out of the bags and everything else on the board goes back in."""

from __future__ import annotations

from typing import Any

from logomachy.games.verbalia.coast.engine import is_vowel
from logomachy.games.verbalia.pieces.country import country


def lay(state: Any, contents: dict[str, list[str]]) -> Any:
    """`state` with exactly `contents` on the board (other regions empty)."""
    for tiles in state.contents.values():
        for tile in tiles:
            (state.vowels if is_vowel(tile) else state.consonants).append(tile)
    state.contents = {r: [] for r in country().ids}
    for region, tiles in contents.items():
        for tile in tiles:
            (state.vowels if is_vowel(tile) else state.consonants).remove(tile)
        state.contents[region] = list(tiles)
    return state


#: A small board: the delta and the plana hold letters, the rest is empty.
SMALL = {"delta": ["S", "A", "L", "T", "O"], "plana": ["C", "A", "R", "E", "N"]}
