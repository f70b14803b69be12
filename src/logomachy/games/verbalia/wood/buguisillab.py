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
from logomachy.games.verbalia.pieces.endings import end_event
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.score_sheets import SheetGame
from logomachy.games.verbalia.pieces.syllables import fold, syllable_tiles, tile
from logomachy.games.verbalia.pieces.tiles_in_play import conserved
from logomachy.games.verbalia.pieces.timed_turns import next_round, next_turn, timed_turn
from logomachy.games.verbalia.wood.engine import POINTS, tree_of
from logomachy.games.verbalia.wood.engine import points as points  # the analysis reads it here
from logomachy.kernel import Event, IllegalMove, Move, OptionSpec, Rng, Stage, grows, register
from logomachy.kernel import Pass as Pass  # the analysis reads it here
from logomachy.kernel.flow import Handler

# -- Components and tables -------------------------------------------------------------------
MARKERS = 120  # the set's wooden markers; their colour does not matter here
MIN_SYLLABLES = min(POINTS)  # "two syllables or more"
TURN_SECONDS = 30

RULES = "Buguisíl·laB: rules"
GOOD_WORDS = "ABC B: good words"
DIVISION = "ABC P: syllabic division"
#: Why a player passes, why a round ends: the lines' `why`, a code their templates show in
#: words (`event.verbalia-buguisillab.value.<code>`).
WHY = {
    "pass": "passes",
    "time": "time is up",
    "all-passed": "every player passed: they agree no more words can be formed",
    "no-markers": "no markers are left to cover a word",
    "no-words": "no more words can be formed",
}


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


@dataclass
class BuguisillabState:
    seats: int
    options: dict[str, Any]
    rng: Rng
    bag: list[int]  # tile numbers not on the wood
    tiles: list[int] = field(default_factory=list)  # the tile on each tree
    sides: list[int] = field(default_factory=list)  # the side up on each tree
    shown: tuple[str, ...] = ()  # the syllable up on each tree
    covered: list[bool] = field(default_factory=list)
    markers: int = MARKERS
    round: int = 1
    starter: int = 0
    turn: int = 0
    turns: int = 0
    passes: int = 0
    claims: list[Claim] = grows()
    over: bool = False
    log: list[Event] = field(default_factory=list)

    def cells(self) -> tuple[str | None, ...]:
        """The syllables that may still be used (None: covered)."""
        return tuple(
            None if hidden or not syllable else syllable
            for syllable, hidden in zip(self.shown, self.covered, strict=True)
        )


class Buguisillab(SheetGame[BuguisillabState]):
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
    abc = Adaptations(division=True)  # ABC P

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec.seconds(
                "turn_seconds",
                TURN_SECONDS,
                "time to find a word on your turn (children may have twice the time: ABC I)",
                minimum=5,
            ),
            *self.abc.specs(),
        )

    # -- Preparation ---------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> BuguisillabState:
        state = BuguisillabState(
            seats=seats,
            options=self.abc.stored(options),
            rng=Rng.from_seed(seed, self.meta.id),
            bag=[t.number for t in syllable_tiles()],
        )
        self._deal(state)
        return state

    def _deal(self, state: BuguisillabState) -> None:
        """Reading: one tile at random on each tree, a side up at random (as Vermisíl·laB)."""
        state.tiles, state.sides, state.bag = lay_wood(state.rng, state.bag + state.tiles)
        state.shown = tuple(tile(n).side(s) for n, s in zip(state.tiles, state.sides, strict=True))
        state.covered = [False] * len(state.tiles)
        state.markers = MARKERS
        state.turn = state.starter
        state.turns = 0
        state.passes = 0
        state.log.append(
            Event(
                "round",
                f"Round {state.round}: the wood is filled; seat {state.starter + 1} starts.",
                {"round": state.round, "starter": state.starter, "seat": state.starter},
            )
        )
        self._check_round_end(state)

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
        claim = self.check_word(state, move.word, tuple(move.trees))
        for t in claim.trees:
            state.covered[t] = True
        state.markers -= len(claim.trees)
        state.claims.append(claim)
        state.passes = 0
        state.log.append(
            Event(
                "word",
                f"Seat {claim.seat + 1} announces {claim.word} ({len(claim.trees)} syllables, "
                f"{claim.points} points) and covers it.",
                {
                    "seat": claim.seat,
                    "word": claim.word,
                    "trees": list(claim.trees),
                    "points": claim.points,
                },
            )
        )
        self._next_turn(state)

    def _pass(self, state: BuguisillabState, timed_out: bool) -> None:
        seat = state.turn
        state.passes += 1
        why = "time" if timed_out else "pass"
        state.log.append(
            Event(
                "pass",
                f"Seat {seat + 1} finds no word: {WHY[why]}.",
                {"seat": seat, "why": why},
            )
        )
        self._next_turn(state)

    def _next_turn(self, state: BuguisillabState) -> None:
        next_turn(state)
        self._check_round_end(state)

    # -- End of a round, end of the game -------------------------------------------------------
    def _check_round_end(self, state: BuguisillabState) -> None:
        if state.passes >= state.seats:
            # Reading: a full circle of passes is the players agreeing no word is left.
            why = "all-passed"
        elif state.markers < MIN_SYLLABLES:
            why = "no-markers"
        elif not self.words_left(state):
            # Reading: the referee decides for the players when the dictionary holds no word.
            why = "no-words"
        else:
            return
        state.log.append(
            Event(
                "round-end",
                f"Round {state.round} ends: {WHY[why]}.",
                {"round": state.round, "why": why},
            )
        )
        if state.round >= state.seats:  # as many rounds as players
            state.over = True
            end = end_event(self.result(state))
            end.data["seats"] = list(self.result(state).winners)
            state.log.append(end)
            return
        next_round(state)
        self._deal(state)

    # -- The stage ---------------------------------------------------------------------------
    def stage(self, state: BuguisillabState) -> Stage | None:
        """On their turn a player has thirty seconds to announce a word or pass."""
        if state.over:
            return None
        moves: dict[type[Move], Handler] = {Announce: self._announce, Pass: self._pass_move}
        # the thirty seconds are up: the turn passes
        return timed_turn(state, moves, RULES, lambda s: self._pass(s, timed_out=True))

    def _pass_move(self, state: BuguisillabState, seat: int, move: Pass) -> None:
        """Find no word (or agree that none is left): the turn passes to the next player."""
        self._pass(state, timed_out=False)

    def score_sheet(self, state: BuguisillabState, seat: int) -> dict[str, int]:
        return {
            f"round {r}": sum(c.points for c in state.claims if c.seat == seat and c.round == r)
            for r in range(1, state.seats + 1)
        }

    # -- Views ---------------------------------------------------------------------------------
    def table_view(self, state: BuguisillabState, seat: int | None) -> dict[str, Any]:
        return {
            "lang": "ca",
            "wood": wood().layout(),
            "syllables": list(state.shown),
            "covered": list(state.covered),
            "round": state.round,
            "rounds": state.seats,
            "starter": state.starter,
            "turn": None if state.over else state.turn,
            "passes": state.passes,
            "markers": state.markers,
            "bag": len(state.bag),
            "min_syllables": MIN_SYLLABLES,
            "points_table": {str(k): v for k, v in POINTS.items()},
            "claims": [
                {
                    "round": c.round,
                    "seat": c.seat,
                    "word": c.word,
                    "trees": list(c.trees),
                    "points": c.points,
                }
                for c in state.claims
            ],
            "scores": list(self.result(state).scores),
        }

    # -- Checks for the conformance tests ------------------------------------------------------
    def invariants(self, state: BuguisillabState) -> list[str]:
        problems = conserved(state.bag + state.tiles)
        up = [tile(n).side(s) for n, s in zip(state.tiles, state.sides, strict=True)]
        if list(state.shown) != up:
            problems.append("a tree shows a syllable its tile does not have")
        this_round = [c for c in state.claims if c.round == state.round]
        covered = [t for c in this_round for t in c.trees]
        if len(covered) != len(set(covered)):
            problems.append("a syllable is covered twice")
        if sorted(covered) != [i for i, hidden in enumerate(state.covered) if hidden]:
            problems.append("covered syllables do not match the words announced")
        if state.markers + len(covered) != MARKERS:
            problems.append("markers are not conserved")
        return problems


GAME = register(Buguisillab())
