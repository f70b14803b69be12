"""The wood's games (Buguisíl·laB, ArBredasíl·laB, BaulasíL·laB, Velosíl·laB): what they share
beyond the board itself (`pieces/arbreda.py`): trees named as players name them, and the wood
drawn as text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from logomachy.games.verbalia.pieces.arbreda import wood
from logomachy.games.verbalia.pieces.endings import end_event
from logomachy.games.verbalia.pieces.syllables import fold, tile
from logomachy.kernel import Event, IllegalMove, Move, Result, Rng


def tree_of(name: str) -> int:
    """A tree as a player names it: column letter and row (d8)."""
    tree = wood().tree_named(name)
    if tree is None:
        raise IllegalMove.of(
            "name trees like d8 (column letter, row), not {name}", rule="move format", name=name
        )
    return tree


@dataclass(frozen=True)
class Place(Move):
    """Place a tile of your hand, with the side `syllable` up, on a tree (ArBredasíl·laB,
    BaulasíL·laB: each says which trees)."""

    verb: ClassVar[str] = "place"
    tile: int = -1
    syllable: str = ""
    tree: int = -1

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Place:
        """`place TILE SYLLABLE TREE` (e.g. place 17 TA e7)."""
        if len(args) != 3 or not args[0].isdigit():
            raise IllegalMove.of(
                "place TILE SYLLABLE TREE (e.g. place 17 TA e7)", rule="move format"
            )
        return cls(int(args[0]), args[1], tree_of(args[2]))


def side_up(move: Place, hand: Sequence[int], rule: str, held: str = "hand") -> str:
    """The syllable a placed tile shows (its first side if the move names none), after the
    checks every placing game makes: the tile is held, has that side, the tree is a tree.
    `held`: what the player's tiles are called in the refusal ("hand" or "syllables")."""
    if move.tile not in hand:
        if held == "syllables":
            raise IllegalMove.of("that tile is not among your syllables", rule=rule)
        raise IllegalMove.of("that tile is not in your hand", rule=rule)
    syllable = fold(move.syllable) or tile(move.tile).sides[0]
    if not tile(move.tile).has(syllable):
        raise IllegalMove.of(
            "that tile shows {sides}, not {syllable}",
            rule=rule,
            sides=" or ".join(tile(move.tile).sides),
            syllable=syllable,
        )
    if not 0 <= move.tree < wood().trees:
        raise IllegalMove.of("that tree is not in the wood", rule=rule)
    return syllable


def ending(result: Result, why: str, text: str) -> Event:
    """The log's last line (`end_event`, the English `text` of why the game ends): its data
    keep `why` as a code its template shows in words (`event.<game>.value.<why>`), and the
    winners as `seats`, so that the template names them in the reader's language."""
    event = end_event(result, text, why_in_data=True)
    event.data["why"] = why
    event.data["seats"] = list(result.winners)
    return event


def redraw(
    bag: list[int], hands: list[list[int]], seat: int, rng: Rng
) -> tuple[list[int], list[int]]:
    """A hand's tiles go back to the bag for as many others (drawn before the old go back,
    so they are others; the bag shuffled after): (the tiles drawn, the tiles returned)."""
    hand = hands[seat]
    drawn = [bag.pop() for _ in range(min(len(hand), len(bag)))]
    returned = hand[: len(drawn)]
    hands[seat] = hand[len(drawn) :] + drawn
    bag.extend(returned)
    rng.shuffle(bag)
    return drawn, returned


def render_wood(view: dict[str, Any], title: str) -> str:
    """The wood as text: one line a row of trees, a rule between strips, values at the left."""
    layout = view["wood"]
    columns, per = layout["columns"], layout["rows_per_strip"]
    syllables = view["syllables"]
    covered = view.get("covered") or [False] * len(syllables)
    lines = [title, "        " + " ".join(f"{chr(ord('a') + c):>4}" for c in range(columns))]
    for r in range(layout["strips"] * per):
        if r % per == 0:
            lines.append(f"  x{layout['multipliers'][r // per]} " + "-" * (5 * columns))
        row = []
        for c in range(columns):
            i = r * columns + c
            text = syllables[i] or "."
            row.append(f"{'·' if covered[i] else text:>4}")
        lines.append(f"  {r + 1:>4}  " + " ".join(row))
    for s, score in enumerate(view["scores"]):
        lines.append(f"  seat {s + 1}: {score:>3} pts")
    if view.get("result"):
        winners = ", ".join(f"seat {w + 1}" for w in view["result"]["winners"])
        lines.append(f"  game over: {winners}")
    return "\n".join(lines)
