"""Ruscosíl·laB (rulebook: shared/rules/verbalia.md, Ruscosíl·laB; 2-6 players, 45 minutes).

Seven syllables are drawn from the bag and a rusc (beehive) is built: one in the middle, the
other six around it. For one minute everyone writes words formed with adjacent syllables in
natural order (DI, DA, TA in this order cannot form DITADA), no syllable twice in a word. Then
the lists are read out: words more than one player wrote do not count; the others score 2
syllables 3, 3: 6, 4: 10, 5: 15. Three rounds: on 7, 19 and 37 syllables, built the same way;
the syllables used are set aside after each round; two minutes for the third. Most points wins.

The round is `lists.ListGame`'s, the board and the checks `syllable_lists.py`'s; the rusc is
wordfind's `Board.beehive` (rows 2-3-2, 3-4-5-4-3, 4-5-6-7-6-5-4; each cell touches six).

Readings where the rulebook is silent:
- "natural order" is the order of a path: each syllable of the word touches the one before,
  as in the other path games (Vermisíl·laB, the wood); any direction, each cell once;
- the syllables must be the word's syllables (ABC P): PER + O do not make PERÒ;
- a two-coloured tile shows the side it falls on when drawn (the rulebook says nothing);
- a word of six syllables or more scores as five (15: the table stops there);
- "words more than one player has written" are the same tiles (accents do not count, ABC N);
- the referee refuses at once a word not in the dictionary or not on the rusc, and says why;
  only the writer sees it; a player who has finished says so (`done`);
- the minute (and the third round's two minutes) are options; the game is always 3 rounds,
  whatever the number of players; ties share victory.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

from logomachy.games.verbalia.lists.engine import Done, Write
from logomachy.games.verbalia.pieces.syllables import TOTAL_TILES
from logomachy.games.verbalia.syllists.engine import (
    Graph,
    SyllableListGame,
    SyllableListState,
    draw,
    syllists_meta,
)
from logomachy.kernel import GameMeta, OptionSpec, Rng, register
from logomachy.wordfind import Board

__all__ = ["Done", "Ruscosillab", "RuscosillabState", "Write"]

RUSCS = (7, 19, 37)  # "the first with 7 syllables, the second with 19 and the third with 37"
ROUNDS = len(RUSCS)  # "Three rounds are played"
WRITE_SECONDS = 60  # "For one minute"
LAST_ROUND_SECONDS = 120  # "For the third round, two minutes are allowed"
POINTS = {2: 3, 3: 6, 4: 10, 5: 15}  # syllables -> points


@cache
def rusc_graph(cells: int) -> Graph:
    """Each cell's neighbours on a beehive of 7, 19 or 37 cells (reading order)."""
    return Board.beehive(["A"] * cells).neighbours


@cache
def rusc_rows(cells: int) -> tuple[int, ...]:
    """How many cells each row of the beehive holds (2-3-2 ...: `Board.beehive`'s shape)."""
    radius = RUSCS.index(cells) + 1
    return tuple(2 * radius + 1 - abs(r) for r in range(-radius, radius + 1))


RULES = "Ruscosíl·laB: rules"  # the rule its refusals name (`ListGame.rule`)


@dataclass
class RuscosillabState(SyllableListState):
    pass


class Ruscosillab(SyllableListGame[RuscosillabState]):
    meta: ClassVar[GameMeta] = syllists_meta(
        "Ruscosíl·laB",
        id="verbalia-ruscosillab",
        minutes=45,
        summary=(
            "A rusc (beehive) of syllables drawn from the bag: 7, then 19, then 37. For one "
            "minute (two in the third round) everyone writes words of adjacent syllables in "
            "order. Words more than one player wrote do not count; the others score 2 "
            "syllables 3, 3: 6, 4: 10, 5: 15. Three rounds; most points wins."
        ),
    )
    section = "Ruscosíl·laB"
    write_seconds = WRITE_SECONDS
    write_help = "time to write words in the first two rounds (one minute)"
    board = "rusc"
    points_table = POINTS

    def extra_options(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec(
                "last_round_seconds",
                LAST_ROUND_SECONDS,
                "time to write words in the third round (two minutes)",
                minimum=10,
                maximum=600,
            ),
        )

    # -- Preparation ----------------------------------------------------------------------------
    def new_state(self, seats: int, options: dict[str, Any], rng: Rng) -> RuscosillabState:
        bag = list(range(TOTAL_TILES))
        rng.shuffle(bag)  # "The syllables are placed in the bag"
        return RuscosillabState(seats, self.abc.stored(options), rng, bag=bag)

    def deal(self, state: RuscosillabState) -> None:
        """The last rusc's syllables are set aside; a new one is drawn from the bag."""
        state.aside.extend(state.cells)
        draw(state, RUSCS[state.round - 1])

    def round_text(self, state: RuscosillabState) -> str:
        return f"Round {state.round}: a rusc of {len(state.cells)} syllables; write your words."

    def graph(self, state: RuscosillabState) -> Graph:
        return rusc_graph(len(state.cells))

    # -- Time and end -----------------------------------------------------------------------------
    def write_time(self, state: RuscosillabState) -> int:
        if state.round == ROUNDS:
            return int(state.options["last_round_seconds"])
        return super().write_time(state)

    def game_over(self, state: RuscosillabState) -> bool:
        return state.round >= ROUNDS

    def rounds(self, state: RuscosillabState) -> int | None:
        return ROUNDS

    def board_view(self, state: RuscosillabState) -> dict[str, Any]:
        return {"rows": list(rusc_rows(len(state.cells)))}


GAME = register(Ruscosillab())
