"""The wood's games (Buguisíl·laB, ArBredasíl·laB, BaulasíL·laB, Velosíl·laB): what they share
beyond the board itself (`pieces/arbreda.py`): trees named as players name them, the points of
a word by its syllables, and the wood drawn as text; and what the two games that place a tile
of the hand on a tree each turn share (ArBredasíl·laB, BaulasíL·laB: `PlacingGame`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from logomachy.games.verbalia.pieces.abc_options import Adaptations
from logomachy.games.verbalia.pieces.arbreda import wood
from logomachy.games.verbalia.pieces.endings import end_event
from logomachy.games.verbalia.pieces.score_sheets import SheetGame, by_length
from logomachy.games.verbalia.pieces.syllables import fold, tile
from logomachy.games.verbalia.pieces.tiles_in_play import conserved, mixed_bag
from logomachy.kernel import Event, IllegalMove, Move, Result, Rng

#: Points by syllables (ArBredasíl·laB, Buguisíl·laB); more than six score as six (Reading).
POINTS = {2: 1, 3: 3, 4: 7, 5: 15, 6: 25}


def points(syllables: int) -> int:
    """The table's points for a word of this many syllables (one syllable is no word)."""
    return by_length(POINTS, syllables)


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


# -- The games that place a tile of the hand on a tree -------------------------------------------
@dataclass
class WoodState:
    """What ArBredasíl·laB's and BaulasíL·laB's states begin with: the bag, the hands, the
    wood's trees with the syllable and the tile on each, the seat whose turn it is, whether the
    game is over, and the log."""

    seats: int
    options: dict[str, Any]
    rng: Rng
    bag: list[int]
    hands: list[list[int]]
    trees: list[str | None]  # the syllable on each tree
    tiles_on: list[int | None]  # the tile on each tree
    turn: int = 0
    turns: int = 0
    over: bool = False
    log: list[Event] = field(default_factory=list)

    def unplayed(self) -> list[int]:
        """Every tile out of the wood: in the bag or in a hand."""
        return self.bag + [n for h in self.hands for n in h]


W = TypeVar("W", bound=WoodState)


class PlacingGame(SheetGame[W]):
    """A turn places a tile of the hand (`Place`) on a tree the game allows and draws a new
    one from the bag; the words formed keep to ABC P unless the table agrees otherwise
    (`abc`). `yours` is what the player's tiles are called ("tiles", "syllables")."""

    yours: ClassVar[str]
    abc = Adaptations(division=True)  # ABC P: the tiles must remain syllables unless agreed

    def new_wood(self, seats: int, options: dict[str, Any], seed: int) -> dict[str, Any]:
        """A state's opening fields: the options as agreed (ABC), the bag mixed, no hands yet
        and every tree free."""
        rng = Rng.from_seed(seed, self.meta.id)
        trees: list[None] = [None] * wood().trees
        return {
            "seats": seats,
            "options": self.abc.stored(options),
            "rng": rng,
            "bag": mixed_bag(rng),
            "hands": [],
            "trees": trees,
            "tiles_on": list(trees),
        }

    def start_on(self, state: W, number: int, side: int, tree: int) -> None:
        """A starting tile from the bag on its tree, `side` up."""
        state.trees[tree] = tile(number).side(side)
        state.tiles_on[tree] = number

    def free_trees(self, state: W) -> list[int]:
        """Every tree where a syllable may go now, whatever the syllable."""
        raise NotImplementedError

    def placed(self, state: W, seat: int, move: Place, rule: str) -> tuple[str, str]:
        """The syllable the placed tile shows and the tree's name (`side_up`'s checks), once
        the tree is sure to be free."""
        held = "hand" if self.yours == "tiles" else "syllables"
        syllable = side_up(move, state.hands[seat], rule, held)
        name = wood().name(move.tree)
        if state.trees[move.tree] is not None:
            raise IllegalMove.of("{tree} is not free", rule=rule, tree=name)
        return syllable, name

    def lay(self, state: W, seat: int, move: Place, syllable: str) -> None:
        """The tile leaves the hand for its tree, and a new one comes from the bag."""
        state.hands[seat].remove(move.tile)
        state.trees[move.tree] = syllable
        state.tiles_on[move.tree] = move.tile
        if state.bag:
            state.hands[seat].append(state.bag.pop())  # draw a new syllable

    def end(self, state: W, why: str, text: str) -> None:
        """The game is over: `why` is the last line's code for its reason, `text` the English
        words for it."""
        state.over = True
        state.log.append(ending(self.result(state), why, text))

    # -- Views -------------------------------------------------------------------------------
    def table_view(self, state: W, seat: int | None) -> dict[str, Any]:
        """The wood, whose turn it is, the bag and the scores, with what the game adds
        (`more_view`); a seat sees its own tiles (`hand_view`) and, on its turn, the trees
        where a syllable may go."""
        you = None
        if seat is not None:
            free = self.free_trees(state) if seat == state.turn and not state.over else []
            you = {"hand": self.hand_view(state.hands[seat]), "free": free}
        return {
            "wood": wood().layout(),
            "syllables": [s or "" for s in state.trees],
            **self.more_view(state),
            "turn": None if state.over else state.turn,
            "bag": len(state.bag),
            "scores": list(self.result(state).scores),
            "you": you,
        }

    def more_view(self, state: W) -> dict[str, Any]:
        """What the game's view adds to the wood's."""
        raise NotImplementedError

    def hand_view(self, numbers: Sequence[int]) -> list[dict[str, Any]]:
        """Tiles as a hand shows them: each tile's number and both its sides."""
        return [{"tile": n, "sides": list(tile(n).sides)} for n in numbers]

    def invariants(self, state: W) -> list[str]:
        on_board = [n for n in state.tiles_on if n is not None]
        problems = conserved(state.unplayed() + on_board)
        for t, n in enumerate(state.tiles_on):
            if (n is None) != (state.trees[t] is None) or (
                n is not None and not tile(n).has(str(state.trees[t]))
            ):
                problems.append(f"tree {t} shows a syllable its tile does not have")
        return problems
