"""What the coast's screens share: the country as text, and the heading and board of the
games of words to the sea (`coast/engine.py`'s `SeaRounds`: Vestengrama, Baixagrama)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from logomachy.games.verbalia.pieces.country import country
from logomachy.kernel import Game


def country_lines(contents: Mapping[str, Sequence[str]]) -> list[str]:
    """The board as text: each region, its neighbours and its letters (the sea: the
    wildcard)."""
    land = country()
    lines = []
    for region in land.regions:
        tiles = contents.get(region.id, [])
        shown = "? (wildcard)" if region.id == land.maritime else " ".join(tiles)
        lines.append(
            f"  {region.id:<8} {region.name:<12} [{', '.join(land.neighbours(region.id))}]  {shown}"
        )
    return lines


def sea_lines(game: Game[Any], view: Mapping[str, Any], then: str = "") -> list[str]:
    """The first lines of a game of words to the sea: the round (and `then`), the country."""
    head = f"{game.meta.title} — round {view['round']}/{view['rounds']}{then}"
    return [head, *country_lines(view["contents"])]
