"""Baulasíl·laB (rulebook: shared/rules/verbalia.md, Baulasíl·laB; 3-6 players, 30 min).

The wood in the middle; five syllables drawn from the bag, one on the box on the left of each
strip. Each player has twenty markers of one colour and three syllable tiles, face up in view
of everyone. On their turn a player adds a syllable beside a tree that already has one, in the
same strip, so that a new word is formed; never on a tree before the strip's rightmost
syllable. They put one of their markers on it and draw back to three. Placing is compulsory:
a player who cannot place any syllable puts the three back and draws three others, without
losing the turn. A run of syllables cannot leave its strip, so long chains of linked words
form; when a run is closed its markers score: 5 for the player with the most, 3 the second, 1
the third, ties sharing the points of their positions. The game ends when four runs (three,
the faster variant) have closed; the most points wins.

Readings where the rulebook is silent (each marked "Reading:" where it is applied):
- a run grows one column to the right: the new syllable goes on a tree of the next column
  touching the rightmost syllable (same row or a diagonal, inside the strip); the word read is
  the run's last syllables in order ending with the new one (two or more: its neighbour alone
  or more), a word of the set's syllables dividing as the tiles (ABC P). Runs are read along
  their own strip only, never across a border (a run "cannot leave its strip");
- "cannot place any" is the referee's to judge: it checks every side of the three tiles at the
  end of every open run; `swap` is refused while a placement exists; the new tiles are drawn
  before the old go back (the player gets others); when the bag holds no syllable that could
  be placed now (or is empty) the stuck player `pass`es instead;
- a run is closed when it reaches the strip's last column (the strip is full) or when no
  syllable out of the wood — in the bag or any hand, either side — can make a word at its end
  (no player can ever extend it); a run closed with no marker on it scores nothing but counts;
- ties share the positions' points in whole points, what does not divide is lost (with three
  players every share is whole: 8/2, 9/3, 4/2); only players with a marker in the run rank;
- the game ends as soon as the fourth (third) run closes; the open runs do not score. A full
  circle of passes also ends it; the first player is seat 1; ties share victory;
- a two-coloured starting tile lands on a side at random; hands are open, both sides.
- ABC P by agreement (`free_division`, abc_options): a placement may also end a word the
  tiles only spell; the referee's dead runs and the bots keep to the norm.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.pieces.abc_options import agreed_word, free_division
from logomachy.games.verbalia.pieces.arbreda import HEIGHT, WORDS, Node, syllable_trie, wood
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.syllables import tile
from logomachy.games.verbalia.pieces.tiles_in_play import deal, label, sides_of
from logomachy.games.verbalia.pieces.timed_turns import next_turn
from logomachy.games.verbalia.wood.engine import Place, PlacingGame, WoodState, redraw
from logomachy.kernel import IllegalMove, Move, OptionSpec, Pass, Stage, grows, register

# -- Components and tables -------------------------------------------------------------------
MARKERS = 20  # "twenty markers of one colour for each player"
HAND = 3  # "draws three syllables from the bag"
POSITIONS = (5, 3, 1)  # most markers in a closed run, second, third
RUNS_TO_END = 4  # "when four runs ... have been closed (or three ...)"

RULES = "Baulasíl·laB: rules"
COMPULSORY = "Baulasíl·laB: placing is compulsory"


def shares(markers: Sequence[int]) -> list[int]:
    """Each seat's points from a closed run with these marker counts: 5/3/1 to the most, the
    second and the third; tied players share their positions' points. Reading: in whole
    points, what does not divide is lost; a seat without a marker in the run does not rank."""
    out = [0] * len(markers)
    ranked = sorted({m for m in markers if m > 0}, reverse=True)
    position = 0
    for count in ranked:
        tied = [s for s, m in enumerate(markers) if m == count]
        pool = sum(POSITIONS[position : position + len(tied)])
        for s in tied:
            out[s] = pool // len(tied)
        position += len(tied)
    return out


def extensions(run: Sequence[str], wanted: Sequence[str]) -> dict[str, list[str]]:
    """For each syllable of `wanted` that can follow the run: the words it would end, read
    back along the run, longest first. Reading: "a new word" is the run's last syllables
    (its neighbour alone or more) with the new one, in order; the set's syllables' words,
    divided as the tiles (ABC P)."""
    root: Node = syllable_trie()
    nodes: list[Node] = []  # the trie's node for each of the run's suffixes, longest first
    for start in range(len(run)):
        node: Node | None = root
        for syllable in run[start:]:
            node = node.get(syllable) if node is not None else None
        if node is not None and node[HEIGHT] > 0:
            nodes.append(node)
    out: dict[str, list[str]] = {}
    for syllable in dict.fromkeys(wanted):
        for node in nodes:
            child = node.get(syllable)
            if child is not None and child.get(WORDS):
                out.setdefault(syllable, []).append(child[WORDS][0])
    return out


# -- Moves -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Swap(Move):
    """You cannot place any syllable: your three go back and you draw three others."""

    verb: ClassVar[str] = "swap"


# -- State -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Placement:
    """A legal placement: the tile, its side, the strip, the tree and the words it ends."""

    tile: int
    syllable: str
    strip: int
    tree: int
    words: tuple[str, ...]


@dataclass(frozen=True)
class Closing:
    strip: int
    why: str  # "full" | "dead"
    markers: tuple[int, ...]  # each seat's markers in the run
    points: tuple[int, ...]


@dataclass
class BaulaState(WoodState):
    #: the marker on each tree (None: a starting syllable or free)
    owners: list[int | None] = field(default_factory=list)
    runs: list[list[int]] = field(default_factory=list)  # each strip's run: trees left to right
    closed: list[Closing] = grows()
    passes: int = 0  # passes in a row

    def is_closed(self, strip: int) -> bool:
        return any(c.strip == strip for c in self.closed)

    def run(self, strip: int) -> list[str]:
        return [str(self.trees[t]) for t in self.runs[strip]]

    def markers_left(self, seat: int) -> int:
        return MARKERS - sum(o == seat for o in self.owners)

    def markers_in(self, strip: int) -> tuple[int, ...]:
        return tuple(sum(self.owners[t] == s for t in self.runs[strip]) for s in range(self.seats))


class Baulasillab(PlacingGame[BaulaState]):
    meta = verbalia_meta(
        "Baulasíl·laB",
        id="verbalia-baulasillab",
        family="wood",
        players=(3, 6),
        minutes=30,
        tags=("syllables", "turns", "board", "chains", "majority"),
        summary=(
            "Five syllables start on the left of the wood's five strips. Add one of your three "
            "open syllables to the right end of a run so that it makes a word with the "
            "syllables before it, and put your marker on it. When a run closes, the most "
            "markers in it score 5, the second 3, the third 1; four closed runs end the game."
        ),
    )
    move_types = (Place, Swap, Pass)
    yours = "syllables"

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec(
                "runs",
                RUNS_TO_END,
                "closed runs that end the game (three: a faster and more tense game)",
                choices=(3, 4),
            ),
            *self.abc.specs(),
        )

    # -- Preparation ---------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> BaulaState:
        board = wood()
        state = BaulaState(
            **self.new_wood(seats, options, seed),
            owners=[None] * board.trees,
            runs=[[] for _ in range(board.strips)],
        )
        for strip in range(board.strips):  # "five are drawn at random"
            number = state.bag.pop()
            # Reading: a two-coloured tile lands on a side at random.
            side = state.rng.below(2) if tile(number).two_sided else 0
            self.start_on(state, number, side, board.start_tree(strip))
            state.runs[strip].append(board.start_tree(strip))
        state.hands = deal(state.bag, seats, HAND)
        note(
            state,
            "start",
            "The wood is set: "
            + ", ".join(state.run(s)[0] for s in range(board.strips))
            + " on the left of the strips; seat 1 starts.",
            syllables=[state.run(s)[0] for s in range(board.strips)],
        )
        self._close_runs(state)
        return state

    # -- Where a syllable may go -----------------------------------------------------------------
    def open_strips(self, state: BaulaState) -> list[int]:
        return [s for s in range(len(state.runs)) if not state.is_closed(s)]

    def next_trees(self, state: BaulaState, strip: int) -> list[int]:
        """The trees a run may grow onto. Reading: "beside a tree that already has one ...
        not before the rightmost syllable" is the next column, touching the rightmost
        syllable (straight or diagonally), inside the strip: a run "cannot leave its strip"."""
        board = wood()
        last = state.runs[strip][-1]
        column = board.column_of(last) + 1
        if column >= board.columns:
            return []
        strip_rows = range(strip * board.rows_per_strip, (strip + 1) * board.rows_per_strip)
        return [
            board.tree(r, column)
            for r in (board.row_of(last) + d for d in (-1, 0, 1))
            if r in strip_rows
        ]

    def free_trees(self, state: BaulaState) -> list[int]:
        return [t for s in self.open_strips(state) for t in self.next_trees(state, s)]

    def placements(self, state: BaulaState, numbers: Sequence[int]) -> list[Placement]:
        """Every legal placement of these tiles (each side, each open run, each tree)."""
        out: list[Placement] = []
        for strip in self.open_strips(state):
            trees = self.next_trees(state, strip)
            if not trees:
                continue
            found = extensions(state.run(strip), sides_of(numbers))
            for number in dict.fromkeys(numbers):
                for syllable in tile(number).sides:
                    if syllable in found:
                        out.extend(
                            Placement(number, syllable, strip, t, tuple(found[syllable]))
                            for t in trees
                        )
        return out

    def can_place(self, state: BaulaState, numbers: Sequence[int]) -> bool:
        """Whether some side of these tiles ends a word on some open run (the referee's view)."""
        return any(
            extensions(state.run(s), sides_of(numbers))
            for s in self.open_strips(state)
            if self.next_trees(state, s)
        )

    def stuck(self, state: BaulaState, seat: int) -> bool:
        """The seat cannot place any syllable: none of its tiles fits, or it has no marker."""
        return state.markers_left(seat) <= 0 or not self.can_place(state, state.hands[seat])

    # -- Closing runs --------------------------------------------------------------------------
    def closes(self, state: BaulaState, strip: int, left: Sequence[int]) -> str | None:
        """Why this run is closed with the tiles `left` out of the wood, or None if open.
        Reading: "full" (no tree to its right) or "dead" (no syllable left, either side,
        makes a word at its end: no player can ever extend it)."""
        if not self.next_trees(state, strip):
            return "full"
        if not extensions(state.run(strip), sides_of(left)):
            return "dead"
        return None

    def _close_runs(self, state: BaulaState) -> None:
        left = state.unplayed()
        for strip in self.open_strips(state):
            why = self.closes(state, strip, left)
            if why is None:
                continue
            markers = state.markers_in(strip)
            points = tuple(shares(markers))
            state.closed.append(Closing(strip, why, markers, points))
            reason = "the strip is full" if why == "full" else "no syllable left can extend it"
            note(
                state,
                "closed",
                f"The run of strip {strip + 1} ({'-'.join(state.run(strip))}) is closed: "
                f"{reason}. "
                + (
                    ", ".join(f"seat {s + 1} {p}" for s, p in enumerate(points) if markers[s])
                    or "No markers on it."
                ),
                strip=strip + 1,
                why=why,
                run="-".join(state.run(strip)),
                points=list(points),
                markers=list(markers),
            )
        if len(state.closed) >= int(state.options["runs"]):
            # Reading: the game ends at once; the runs still open do not score.
            self.end(state, "runs", f"{len(state.closed)} runs are closed")

    # -- A turn --------------------------------------------------------------------------------
    def check_place(self, state: BaulaState, seat: int, move: Place) -> Placement:
        board = wood()
        syllable, name = self.placed(state, seat, move, RULES)
        if state.markers_left(seat) <= 0:
            raise IllegalMove.of("you have no markers left", rule=RULES)
        strip = board.strip_of(move.tree)
        if state.is_closed(strip):
            raise IllegalMove.of("the run of strip {strip} is closed", rule=RULES, strip=strip + 1)
        if move.tree not in self.next_trees(state, strip):
            last = board.name(state.runs[strip][-1])
            raise IllegalMove.of(
                "{tree} is not next to the rightmost syllable of strip {strip} ({last}): "
                "a syllable goes on the next column touching it, never before it",
                rule=RULES,
                tree=name,
                strip=strip + 1,
                last=last,
            )
        run = state.run(strip)
        words = extensions(run, [syllable]).get(syllable)
        if not words and free_division(state.options):  # ABC P agreed: words spelt
            agreed = (agreed_word(state.options, [*run[i:], syllable]) for i in range(len(run)))
            words = [w for w in agreed if w is not None]
        if not words:
            raise IllegalMove.of(
                "{syllable} after {run} forms no new word (ABC B, P)",
                rule=RULES,
                syllable=syllable,
                run="-".join(run),
            )
        return Placement(move.tile, syllable, strip, move.tree, tuple(words))

    def _place(self, state: BaulaState, seat: int, move: Place) -> None:
        play = self.check_place(state, seat, move)
        board = wood()
        self.lay(state, seat, move, play.syllable)
        state.owners[play.tree] = seat
        state.runs[play.strip].append(play.tree)
        state.passes = 0
        note(
            state,
            "place",
            f"Seat {seat + 1} places {play.syllable} on {board.name(play.tree)} "
            f"(strip {play.strip + 1}): " + ", ".join(w.upper() for w in play.words) + ".",
            seat=seat,
            syllable=play.syllable,
            tree=board.name(play.tree),
            strip=play.strip + 1,
            words=[w.upper() for w in play.words],
        )
        self._close_runs(state)  # the hand has three again
        if not state.over:
            next_turn(state)

    def _swap(self, state: BaulaState, seat: int, move: Swap) -> None:
        # Reading: "if the other players agree" is the referee's check that no side of the
        # three tiles makes a word at the end of any open run.
        if not self.stuck(state, seat):
            raise IllegalMove.of(
                "one of your syllables can still make a word at the end of a run", rule=COMPULSORY
            )
        if not state.bag:
            raise IllegalMove.of("the bag is empty: pass", rule=COMPULSORY)
        # Reading: the new tiles are drawn before the old go back, so they are others.
        drawn, returned = redraw(state.bag, state.hands, seat, state.rng)
        note(
            state,
            "swap",
            f"Seat {seat + 1} cannot place any syllable: puts "
            + ", ".join(label(n) for n in returned)
            + " back and draws "
            + ", ".join(label(n) for n in drawn)
            + ".",
            seat=seat,
            returned=[label(n) for n in returned],
            drawn=[label(n) for n in drawn],
        )

    def _pass(self, state: BaulaState, seat: int, move: Pass) -> None:
        """You cannot place any syllable and the bag holds none that could be: the turn
        passes."""
        if not self.stuck(state, seat):
            raise IllegalMove.of(
                "one of your syllables can still make a word at the end of a run", rule=COMPULSORY
            )
        # Reading: a stuck player passes only when swapping cannot help (an empty bag, or
        # none of its syllables fits now); else a loop of swaps could never end the game.
        if state.markers_left(seat) > 0 and self.can_place(state, state.bag):
            raise IllegalMove.of(
                "the bag still holds syllables that could be placed: swap", rule=COMPULSORY
            )
        state.passes += 1
        note(state, "pass", f"Seat {seat + 1} cannot place any syllable and passes.", seat=seat)
        if state.passes >= state.seats:  # Reading: a full circle of passes ends the game
            self.end(state, "stuck", "nobody can place a syllable")
        else:
            next_turn(state)

    # -- The stage -----------------------------------------------------------------------------
    def stage(self, state: BaulaState) -> Stage | None:
        """A turn without a clock: place a syllable (compulsory when one fits), or swap, or
        pass."""
        if state.over:
            return None
        return Stage(
            "turn",
            (state.turn,),
            {Place: self._place, Swap: self._swap, Pass: self._pass},
            rule=RULES,
        )

    def score_sheet(self, state: BaulaState, seat: int) -> dict[str, int]:
        return {
            f"strip {k + 1}": sum(c.points[seat] for c in state.closed if c.strip == k)
            for k in range(len(state.runs))
        }

    # -- Views ---------------------------------------------------------------------------------
    def more_view(self, state: BaulaState) -> dict[str, Any]:
        closings = {c.strip: c for c in state.closed}
        return {
            "owners": list(state.owners),
            "runs": [
                {
                    "strip": k,
                    "trees": list(trees),
                    "run": "-".join(state.run(k)),
                    "closed": k in closings,
                    "why": closings[k].why if k in closings else None,
                    "markers": list(state.markers_in(k)),
                    "points": list(closings[k].points) if k in closings else None,
                    "next": [] if k in closings else self.next_trees(state, k),
                }
                for k, trees in enumerate(state.runs)
            ],
            "runs_to_end": state.options["runs"],
            "closed": len(state.closed),
            "hands": [self.hand_view(h) for h in state.hands],  # in view of the other players
            "markers_left": [state.markers_left(s) for s in range(state.seats)],
            "positions": list(POSITIONS),
        }

    # -- Checks for the conformance tests ------------------------------------------------------
    def invariants(self, state: BaulaState) -> list[str]:
        board = wood()
        problems = super().invariants(state)
        in_runs = sorted(t for r in state.runs for t in r)
        if in_runs != [t for t in range(board.trees) if state.trees[t] is not None]:
            problems.append("a syllable lies outside the runs")
        for k, run in enumerate(state.runs):
            if run[0] != board.start_tree(k) or state.owners[run[0]] is not None:
                problems.append(f"strip {k + 1}'s run does not start on the box on the left")
            if any(
                board.column_of(b) != board.column_of(a) + 1
                or not board.adjacent(a, b)
                or board.strip_of(b) != k
                for a, b in pairwise(run)
            ):
                problems.append(f"strip {k + 1}'s run does not grow one column at a time")
            if any(state.owners[t] is None for t in run[1:]):
                problems.append(f"a placed syllable of strip {k + 1} has no marker")
        if any(len(h) > HAND for h in state.hands):
            problems.append("a hand holds more than three syllables")
        if any(state.markers_left(s) < 0 for s in range(state.seats)):
            problems.append("a player used more than twenty markers")
        return problems

    def secrets(self, state: BaulaState) -> dict[int, set[str]]:
        # Reading: a hand's tiles are "in view of the other players", both sides of a
        # two-coloured tile; only the bag's order is hidden (never in a view).
        return {}


GAME = register(Baulasillab())
