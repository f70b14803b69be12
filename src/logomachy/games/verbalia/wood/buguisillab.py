"""Buguisíl·laB (rulebook: shared/rules/verbalia.md, Buguisíl·laB; 2-5 players, 30 minutes).

Buguigrama on the wood, with syllables: on their turn a player has thirty seconds to find the
longest word they can (two syllables or more) along adjacent syllables, read in order, each
syllable once; they announce it and cover its syllables with markers, which can no longer be
used in the round. A player who finds none passes. The round ends when the players agree no
more words can be formed, or no markers are left; the syllables go back to the bag and a new
board is formed, started by the player to the left of the previous starter. As many rounds as
players; most points wins. 2 syllables score 1, 3: 3, 4: 7, 5: 15, 6: 25; the strips'
multipliers do not count.

Readings where the rulebook is silent (each marked "Reading:" where it is applied):
- the Preparation is blank in the rulebook: the wood is filled as Vermisíl·laB fills it, one
  tile at random on each of its 135 trees (the 136th stays in the bag); a two-coloured tile
  lies with one side up, at random, and only that side is read;
- words of more than six syllables score as six (the table's last line, 25);
- "when the players agree no more words can be formed": the referee ends the round as soon as
  the dictionary holds no word on the uncovered syllables, and a full circle of passes (or
  timed-out turns) since the last word is the players agreeing so;
- a word needs a marker a syllable: a word longer than the markers left cannot be announced,
  and the round ends when fewer than two are left;
- a word may be announced again in a round if it can be read again on uncovered syllables;
- the first player is seat 1; ties share victory (the rulebook names no tie-break).
- ABC P by agreement (`free_division`, abc_options): the tiles need only spell the word,
  any division (PER + O makes PERÒ); the bots and the referee's searches keep to the norm.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, ClassVar

from logomachy.games.verbalia.pieces.abc_options import Adaptations, agreed_word
from logomachy.games.verbalia.pieces.arbreda import (
    find_path,
    read,
    spelt_words,
    uncovered_words,
    wood,
    word_of,
)
from logomachy.games.verbalia.pieces.covering import MARKERS as MARKERS  # the tests read it here
from logomachy.games.verbalia.pieces.covering import CoveringGame, CoveringState
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.syllables import fold, syllable_tiles, tile
from logomachy.games.verbalia.pieces.tiles_in_play import conserved
from logomachy.games.verbalia.wood.engine import POINTS, tree_of
from logomachy.games.verbalia.wood.engine import points as points  # the analysis reads it here
from logomachy.kernel import IllegalMove, Move, OptionSpec, Result, Rng, register
from logomachy.kernel import Pass as Pass  # the analysis reads it here

# -- Components and tables -------------------------------------------------------------------
MIN_SYLLABLES = min(POINTS)  # "two syllables or more"

RULES = "Buguisíl·laB: rules"
GOOD_WORDS = "ABC B: good words"
DIVISION = "ABC P: syllabic division"


def lay_wood(rng: Rng, bag: list[int]) -> tuple[list[int], list[int], list[int]]:
    """Tiles at random on the trees, one a tree, a two-coloured tile with a side up at random:
    (tile on each tree, side up on each tree, tiles left in the bag)."""
    rng.shuffle(bag)
    trees = wood().trees
    on, left = bag[:trees], bag[trees:]
    sides = [rng.below(2) if tile(n).two_sided else 0 for n in on]
    return on, sides, left


# -- Moves -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Announce(Move):
    """Announce a word and cover its syllables; `trees` is its path (tree numbers in the
    word's order); empty: the referee finds a path for it."""

    verb: ClassVar[str] = "announce"
    word: str = ""
    trees: tuple[int, ...] = ()

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Announce:
        """`announce WORD [d8 e8 ...]`: trees as players name them."""
        if not args:
            raise IllegalMove.of("announce which word?", rule="move format")
        return cls(args[0], tuple(tree_of(name) for name in args[1:]))


# -- State -----------------------------------------------------------------------------------
@dataclass
class Claim:
    round: int
    seat: int
    word: str
    trees: tuple[int, ...]
    points: int

    @property
    def cells(self) -> tuple[int, ...]:
        """The trees covered (what the covering turns call a word's path)."""
        return self.trees


@dataclass
class BuguisillabState(CoveringState[int, Claim]):
    """The bag's tile numbers, the covered trees and the turns (`CoveringState`), and the wood."""

    tiles: list[int] = field(default_factory=list)  # the tile on each tree
    sides: list[int] = field(default_factory=list)  # the side up on each tree
    shown: tuple[str, ...] = ()  # the syllable up on each tree

    def cells(self) -> tuple[str | None, ...]:
        """The syllables that may still be used (None: covered)."""
        return tuple(
            None if hidden or not syllable else syllable
            for syllable, hidden in zip(self.shown, self.covered, strict=True)
        )


class Buguisillab(CoveringGame[BuguisillabState]):
    meta = verbalia_meta(
        "Buguisíl·laB",
        id="verbalia-buguisillab",
        family="wood",
        players=(2, 5),
        minutes=30,
        tags=("syllables", "turns", "board"),
        summary=(
            "The wood is filled with syllables. On your turn you have 30 seconds to announce "
            "the longest word you can find (2 syllables or more) along adjacent syllables, "
            "each once, and cover it with markers. 2 syllables score 1, 3: 3, 4: 7, 5: 15, "
            "6: 25. The round ends when no word is left; as many rounds as players."
        ),
    )
    move_types = (Announce, Pass)
    announce = Announce
    section = "Buguisíl·laB"
    pieces = "syllables"
    shortest = MIN_SYLLABLES
    points_table = POINTS
    path_key = "trees"
    dealt = "the wood is filled"
    coded = True  # the log's reasons are codes (`event.verbalia-buguisillab.value.<code>`)
    abc = Adaptations(division=True)  # ABC P

    def board_options(self) -> tuple[OptionSpec, ...]:
        return self.abc.specs()

    # -- Preparation ---------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> BuguisillabState:
        state = BuguisillabState(
            seats=seats,
            options=self.abc.stored(options),
            rng=Rng.from_seed(seed, self.meta.id),
            bag=[t.number for t in syllable_tiles()],
        )
        self.new_round(state)
        return state

    def lay(self, state: BuguisillabState) -> int:
        """Reading: one tile at random on each tree, a side up at random (as Vermisíl·laB)."""
        state.tiles, state.sides, state.bag = lay_wood(state.rng, state.bag + state.tiles)
        state.shown = tuple(tile(n).side(s) for n, s in zip(state.tiles, state.sides, strict=True))
        return len(state.tiles)

    # -- A turn --------------------------------------------------------------------------------
    def words_left(self, state: BuguisillabState) -> dict[str, tuple[int, ...]]:
        """Every word still readable on the uncovered syllables (most syllables first)."""
        return uncovered_words(tuple(s or None for s in state.shown), state.covered, MIN_SYLLABLES)

    def check_word(self, state: BuguisillabState, word: str, trees: tuple[int, ...]) -> Claim:
        shown = fold(word) or "—"
        cells = state.cells()
        if trees:
            path = self._check_path(state, cells, trees)
            pieces = read(cells, path)
            if fold(word) and fold(word) != "".join(pieces):
                raise IllegalMove.of(
                    "those trees read {pieces}, not {word}",
                    rule=RULES,
                    pieces="-".join(pieces),
                    word=shown,
                )
        else:
            known = spelt_words().get(fold(word))
            if known is None:
                raise IllegalMove.of(
                    "{word} is not a dictionary word made of Verbàlia's syllables",
                    rule=GOOD_WORDS,
                    word=shown,
                )
            pieces = known[1]
            found = find_path(cells, pieces)
            if found is None:
                raise IllegalMove.of(
                    "{pieces} cannot be read on the uncovered syllables, adjacent and in order",
                    rule=RULES,
                    pieces="-".join(pieces),
                )
            path = found
        written_word = word_of(pieces) or agreed_word(state.options, pieces)  # ABC P
        if written_word is None:
            spelt = spelt_words().get("".join(pieces))
            if spelt is not None:
                raise IllegalMove.of(
                    "{word} divides {division}, not {pieces}: the tiles must stay syllables",
                    rule=DIVISION,
                    word=spelt[0].upper(),
                    division="-".join(spelt[1]),
                    pieces="-".join(pieces),
                )
            raise IllegalMove.of(
                "{word} is not in the dictionary", rule=GOOD_WORDS, word="".join(pieces)
            )
        if len(path) > state.markers:
            raise IllegalMove.of(
                "only {markers} markers are left: not enough to cover {n} syllables",
                rule=RULES,
                markers=state.markers,
                n=len(path),
            )
        return Claim(state.round, state.turn, written_word.upper(), path, points(len(path)))

    def _check_path(
        self, state: BuguisillabState, cells: tuple[str | None, ...], trees: tuple[int, ...]
    ) -> tuple[int, ...]:
        board = wood()
        if len(trees) < MIN_SYLLABLES:
            raise IllegalMove.of(
                "words must have at least {n} syllables", rule=RULES, n=MIN_SYLLABLES
            )
        if any(not 0 <= t < board.trees for t in trees):
            raise IllegalMove.of("that tree is not in the wood", rule=RULES)
        if len(set(trees)) != len(trees):
            raise IllegalMove.of(
                "a syllable may not form part of a word more than once", rule=RULES
            )
        for t in trees:
            if cells[t] is None:
                raise IllegalMove.of(
                    "{tree} is covered: it can no longer be used this round",
                    rule=RULES,
                    tree=board.name(t),
                )
        for a, b in pairwise(trees):
            if not board.adjacent(a, b):
                raise IllegalMove.of(
                    "{tree} and {other} are not adjacent: syllables must be readable in order",
                    rule=RULES,
                    tree=board.name(a),
                    other=board.name(b),
                )
        return trees

    def _announce(self, state: BuguisillabState, seat: int, move: Announce) -> None:
        self.cover(state, self.check_word(state, move.word, tuple(move.trees)))

    # -- Views ---------------------------------------------------------------------------------
    def board_view(self, state: BuguisillabState, result: Result) -> dict[str, Any]:
        return {"wood": wood().layout(), "syllables": list(state.shown)}

    # -- Checks for the conformance tests ------------------------------------------------------
    def invariants(self, state: BuguisillabState) -> list[str]:
        problems = conserved(state.bag + state.tiles)
        up = [tile(n).side(s) for n, s in zip(state.tiles, state.sides, strict=True)]
        if list(state.shown) != up:
            problems.append("a tree shows a syllable its tile does not have")
        problems.extend(self.covering_problems(state))
        return problems


GAME = register(Buguisillab())
