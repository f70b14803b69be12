"""The 136 syllable tiles in play, as the races and the wood handle them: the bag mixed, hands
dealt from it, the tile a player means when naming a syllable, different tiles for several
syllables, a tile as the views show it, a hand as the no-leak checks name it, the check that
no tile is lost, and the move that takes a named syllable (from a table, the middle, a pot).

A two-coloured tile shows either of its syllables (ABC S); a player naming a syllable that a
plain tile and a two-coloured one both show means the plain one (the other keeps its second
side for later), and among equals the lowest-numbered tile (so that a record replays alike).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from logomachy.games.verbalia.pieces.syllables import COLOURS, TOTAL_TILES, syllable_tiles, tile
from logomachy.kernel import Move, Rng


@dataclass(frozen=True)
class Take(Move):
    """Take the syllable named from where the rules let you take one (each game says where:
    Lligosíl·laB's table, Quadrisíl·laB's middle, Velosíl·laB's pot)."""

    verb: ClassVar[str] = "take"
    syllable: str


def mixed_bag(rng: Rng) -> list[int]:
    """Every tile's number, in the order the bag is drawn from (`pop()`: the last first)."""
    bag = [t.number for t in syllable_tiles()]
    rng.shuffle(bag)
    return bag


def deal(bag: list[int], seats: int, count: int) -> list[list[int]]:
    """`count` tiles from the bag for each seat, one seat after the other."""
    return [[bag.pop() for _ in range(count)] for _ in range(seats)]


def label(number: int) -> str:
    """A tile as the log names it: its sides, "PE/COM" for a two-coloured one."""
    return "/".join(tile(number).sides)


def plain_first(number: int) -> tuple[int, int]:
    return (len(tile(number).sides), number)


def showing(tiles: Sequence[int], syllable: str) -> int | None:
    """The tile of `tiles` a player means by `syllable` (a plain tile before a two-coloured
    one), or None when none shows it."""
    found = [n for n in tiles if syllable in tile(n).sides]
    return min(found, key=plain_first) if found else None


def different_tiles(syllables: Sequence[str], tiles: Sequence[int]) -> list[int] | None:
    """A different tile of `tiles` for each syllable, in order (a two-coloured tile stands for
    either side), or None: a small search, as a hand holds at most thirteen tiles. The tiles
    are tried in their given order (sort them with `plain_first` to spare two-coloured ones)."""
    if not syllables:
        return []
    first, rest = syllables[0], syllables[1:]
    for i, n in enumerate(tiles):
        if first in tile(n).sides:
            found = different_tiles(rest, [*tiles[:i], *tiles[i + 1 :]])
            if found is not None:
                return [n, *found]
    return None


def sides(number: int) -> tuple[str, ...]:
    """The syllables a tile may show: one, or two on a two-coloured tile."""
    return tile(number).sides


def sides_of(numbers: Sequence[int]) -> list[str]:
    """Every syllable these tiles may show, each once, in the tiles' order."""
    return list(dict.fromkeys(s for n in numbers for s in sides(n)))


def open_view(number: int) -> dict[str, Any]:
    """A tile left face up where everyone may take it (a pot, the middle): both sides."""
    return {"sides": list(sides(number)), "two_coloured": tile(number).two_sided}


def tile_view(number: int) -> dict[str, Any]:
    """A tile in its holder's hand: both sides, and their colours when it has two."""
    two = tile(number).two_sided
    return {"sides": list(tile(number).sides), "colours": list(COLOURS) if two else None}


def laid_view(number: int, side: int) -> dict[str, Any]:
    """A tile lying with `side` up: the syllable in play, and its colour on a two-coloured
    tile (the other side is not read)."""
    two = tile(number).two_sided
    return {"syllable": tile(number).side(side), "colour": COLOURS[side] if two else None}


def hand_secrets(hands: Sequence[Sequence[int]]) -> dict[int, set[str]]:
    """Each non-empty hand is its owner's: its syllables, as one string."""
    return {s: {"|".join(label(n) for n in hand)} for s, hand in enumerate(hands) if hand}


def conserved(tiles: Sequence[int]) -> list[str]:
    """The conformance check every game of the tiles makes: each tile is somewhere, once."""
    if sorted(tiles) != list(range(TOTAL_TILES)):
        return ["the 136 syllable tiles are not conserved"]
    return []
