"""ArBredasíl·laB (rulebook: shared/rules/verbalia.md, ArBredasíl·laB; 2-6 players, 60 min).

The wood in the middle; each player holds one syllable tile (two or three in the "to make it
easier" variant); two one-syllable tiles start on the central strip's marked trees. On their
turn a player places a syllable on a free tree next to an occupied one so that it forms at
least one word along adjacent syllables, read in the syllables' order (a two-coloured tile:
the side that suits them). Every word formed with the placed syllable scores, in all
directions of reading (DONA and NADÓ both; RARA twice), a syllable never twice in a word, the
tiles staying syllables (ABC P): 2 syllables 1 point, 3: 3, 4: 7, 5: 15, 6: 25; the total is
multiplied by the strip's value (x1, x2, x3). Then they draw a new tile. When fifteen trees of
a strip are occupied, the neighbouring strips open. Placing is compulsory: a player who
believes they cannot shows their tile(s) and, if everyone agrees, puts them back in the bag
and draws others to try again. The game ends when every strip holds at least fifteen
syllables; play goes on to the player before the first, so that all play as many times.

Readings where the rulebook is silent (each marked "Reading:" where it is applied):
- a word is a path of adjacent trees (orthogonal or diagonal), each once, read in the word's
  syllable order; each word formed scores once, however many paths through the placed tree
  read it; "score twice" only in the rulebook's two cases: DONA/NADÓ (two words, one path,
  each once) and a word read both ways along one path (RARA: its syllables a palindrome);
  more than six syllables score 25;
- "if they all agree" is a vote of the other players (`agree yes|no`), unanimous; a missing
  vote when the vote's time runs out is not agreement; a player may show again after a refusal;
- the exchange returns the shown tiles after drawing the new ones (the player gets others);
  with an empty bag an agreed player keeps their tiles and the turn passes; the game also ends
  when the referee finds no place for any syllable left (in the bag or in a hand), or when the
  hands are empty;
- the hands are hidden (the rulebook has a player "show the tile"): others see how many;
- "the number of trees occupied in each strip" (Length of the game) is the `trees_per_strip`
  option, the end's count; the neighbouring strips still open at fifteen;
- ABC P by agreement (`free_division`, abc_options): a path also forms a word when its
  syllables spell one, any division (PER + O makes PERÒ); a path the norm reads keeps the
  norm's word. The referee's "no place for any syllable" check and the bots keep to the norm
  (a table that agreed to more words ends no sooner for it than the norm allows);
- the strips' values and the marked trees are the edition's wood (`arbreda.py`); the first
  player is seat 1; ties share victory.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.pieces.abc_options import free_division
from logomachy.games.verbalia.pieces.arbreda import (
    placements,
    wood,
    words_spelt_through,
    words_through,
)
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.syllables import tile
from logomachy.games.verbalia.pieces.tiles_in_play import deal, label, sides_of
from logomachy.games.verbalia.pieces.timed_turns import next_turn
from logomachy.games.verbalia.wood.engine import (
    POINTS,
    Place,
    PlacingGame,
    WoodState,
    points,
    redraw,
)
from logomachy.kernel import (
    Challenge,
    IllegalMove,
    Move,
    OptionSpec,
    Stage,
    TieRule,
    Timer,
    grows,
    register,
)

# -- Components and tables -------------------------------------------------------------------
OPENING_TREES = 15  # "when fifteen trees of one strip have been occupied"
END_TREES = 15  # "at least fifteen trees occupied in every strip"
HAND = 1  # "each player draws one syllable tile"; the variant: two or three
STARTING_TILES = 2  # one-syllable tiles on the marked trees
VOTE_SECONDS = 60

RULES = "ArBredasíl·laB: rules"
EXCHANGE = "ArBredasíl·laB: placing is compulsory"
#: Why the game ends: the last line's `why`, a code its template shows in words.
END_WHY = {
    "no-place": "no syllable left can be placed anywhere in the wood",
    "full": "every strip is occupied and everyone played as many times",
    "no-syllables": "no syllables are left to place",
    "stuck": "no one can draw a syllable to place",
}


def score(
    cells: Sequence[str | None],
    tree: int,
    vocabulary: Mapping[str, Sequence[str]] | None = None,
    free: bool = False,
) -> tuple[list[tuple[str, tuple[int, ...]]], int]:
    """The words the syllable on `tree` forms and their points before the strip's value:
    each word once (its first path), however many paths read it; a second time only in the
    rulebook's case of a word read both ways along one path, its syllables a palindrome
    (RARA). DONA and NADÓ are two words of one path, each once ("score twice" together).
    `free` (ABC P agreed): a path the norm reads no word along may spell one."""
    found = words_through(cells, tree, vocabulary=vocabulary)
    if free:
        normed = {path for _, path in found}
        found += [(w, p) for w, p in words_spelt_through(cells, tree) if p not in normed]
        found.sort(key=lambda wp: (-len(wp[1]), wp[0], wp[1]))
    words: list[tuple[str, tuple[int, ...]]] = []
    for word, path in found:
        first = [p for w, p in words if w == word]
        if not first:
            words.append((word, path))
        elif len(first) == 1 and path == first[0][::-1]:
            words.append((word, path))  # read both ways: "two identical syllables" (RARA)
    return words, sum(points(len(path)) for _, path in words)


def token(number: int) -> str:
    """How a hidden tile is named to its holder (and declared secret)."""
    return f"tile-{number}"


# -- Moves -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Show(Move):
    """Show your tiles: you believe no word can be formed with them."""

    verb: ClassVar[str] = "show"


@dataclass(frozen=True)
class Agree(Move):
    """Agree (or not) that the shown tiles cannot be placed: `agree` alone is yes, `agree no`
    is no (the kernel's reading of a typed yes or no)."""

    verb: ClassVar[str] = "agree"
    yes: bool = True


# -- State -----------------------------------------------------------------------------------
@dataclass
class Play:
    seat: int
    syllable: str
    tree: int
    words: list[tuple[str, tuple[int, ...]]]
    multiplier: int
    points: int


@dataclass
class ArbredaState(WoodState):
    exchange: Challenge | None = None
    votes_held: int = 0
    stuck: int = 0  # agreed players in a row who could draw nothing
    final: bool = False  # every strip is full enough: play to the player before the first
    plays: list[Play] = grows()


class Arbredasillab(PlacingGame[ArbredaState]):
    meta = verbalia_meta(
        "ArBredasíl·laB",
        conformance_seed_cost=2,  # ~0.9 CPU-s a bot game (measured 2026-12-02)
        id="verbalia-arbredasillab",
        family="wood",
        minutes=60,
        tags=("syllables", "turns", "board"),
        summary=(
            "Place your syllable on a free tree of the wood next to an occupied one so that "
            "it forms words along adjacent syllables. Every word formed scores (2 syllables "
            "1, 3: 3, 4: 7, 5: 15, 6: 25), times the strip's value. Fifteen trees in a strip "
            "open its neighbours; the game ends when every strip has fifteen."
        ),
    )
    move_types = (Place, Show, Agree)
    yours = "tiles"

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec(
                "hand",
                HAND,
                "syllable tiles each player holds (to make it easier: two or three)",
                choices=(1, 2, 3),
            ),
            OptionSpec(
                "trees_per_strip",
                END_TREES,
                "trees to occupy in every strip for the game to end (Length of the game)",
                minimum=5,
                maximum=27,
            ),
            *self.abc.specs(),
        )

    # -- Preparation ---------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> ArbredaState:
        state = ArbredaState(**self.new_wood(seats, options, seed))
        state.hands = deal(state.bag, seats, int(options["hand"]))
        board = wood()
        singles = [n for n in state.bag if not tile(n).two_sided][:STARTING_TILES]
        for number, tree in zip(singles, board.marked_trees, strict=True):
            state.bag.remove(number)
            self.start_on(state, number, 0, tree)
        note(
            state,
            "start",
            "The wood is set: "
            + " and ".join(f"{state.trees[t]} on {board.name(t)}" for t in board.marked_trees)
            + "; seat 1 starts.",
            trees=[state.trees[t] for t in board.marked_trees],
        )
        return state

    # -- Where a syllable may go -----------------------------------------------------------------
    def occupied(self, state: ArbredaState, strip: int) -> int:
        return sum(state.trees[t] is not None for t in wood().strip_trees(strip))

    def open_strips(self, state: ArbredaState) -> list[int]:
        """The central strip, and the neighbours of every strip with fifteen trees occupied."""
        board = wood()
        full = [self.occupied(state, s) >= OPENING_TREES for s in range(board.strips)]
        return [
            s
            for s in range(board.strips)
            if s == board.central_strip
            or any(full[n] for n in (s - 1, s + 1) if 0 <= n < len(full))
        ]

    def free_trees(self, state: ArbredaState) -> list[int]:
        """Free trees of open strips next to an occupied tree: where a syllable may go."""
        board = wood()
        open_ = set(self.open_strips(state))
        return [
            t
            for t in range(board.trees)
            if state.trees[t] is None
            and board.strip_of(t) in open_
            and any(state.trees[n] is not None for n in board.neighbours(t))
        ]

    def options_of(self, numbers: Sequence[int]) -> list[str]:
        return sides_of(numbers)

    def can_place(self, state: ArbredaState, numbers: Sequence[int]) -> bool:
        """Whether some syllable of these tiles forms a word somewhere (the referee's view)."""
        if not numbers:
            return False
        return bool(placements(state.trees, self.options_of(numbers), self.free_trees(state)))

    # -- A turn --------------------------------------------------------------------------------
    def check_place(self, state: ArbredaState, seat: int, move: Place) -> Play:
        board = wood()
        syllable, name = self.placed(state, seat, move, RULES)
        if not any(state.trees[n] is not None for n in board.neighbours(move.tree)):
            raise IllegalMove.of("{tree} is not next to an occupied tree", rule=RULES, tree=name)
        if board.strip_of(move.tree) not in self.open_strips(state):
            raise IllegalMove.of(
                "strip {strip} opens when fifteen trees of a neighbouring strip are occupied",
                rule=RULES,
                strip=board.strip_of(move.tree) + 1,
            )
        cells = list(state.trees)
        cells[move.tree] = syllable
        words, total = score(cells, move.tree, free=free_division(state.options))
        if not words:
            raise IllegalMove.of(
                "{syllable} on {tree} forms no word along adjacent syllables in order",
                rule=RULES,
                syllable=syllable,
                tree=name,
            )
        multiplier = board.multiplier(move.tree)
        return Play(seat, syllable, move.tree, words, multiplier, total * multiplier)

    def _place(self, state: ArbredaState, seat: int, move: Place) -> None:
        play = self.check_place(state, seat, move)
        self.lay(state, seat, move, play.syllable)
        state.plays.append(play)
        state.stuck = 0
        board = wood()
        note(
            state,
            "place",
            f"Seat {seat + 1} places {play.syllable} on {board.name(play.tree)}: "
            + ", ".join(w.upper() for w, _ in play.words)
            + f" — {play.points} points (x{play.multiplier}).",
            seat=seat,
            syllable=play.syllable,
            tree=board.name(play.tree),
            words=[w.upper() for w, _ in play.words],
            points=play.points,
            multiplier=play.multiplier,
        )
        ends = int(state.options["trees_per_strip"])
        if not state.final and all(self.occupied(state, s) >= ends for s in range(board.strips)):
            state.final = True
            note(
                state,
                "final",
                f"Every strip has {ends} trees occupied: play goes on to the player "
                "before the first.",
                trees=ends,
            )
        self._next_turn(state)

    def _show(self, state: ArbredaState, seat: int, move: Show) -> None:
        if not state.hands[seat]:
            raise IllegalMove.of("you have no tiles to show", rule=EXCHANGE)
        shown = [label(n) for n in state.hands[seat]]
        state.votes_held += 1
        state.exchange = Challenge(
            challenger=seat,
            defendant=seat,
            subject=" ".join(shown),
            reason="cannot place",
            voters=[s for s in range(state.seats) if s != seat],
            tie=TieRule.REJECT,
        )
        state.exchange.explain(seat, "")  # showing the tiles is the whole explanation
        note(
            state,
            "show",
            f"Seat {seat + 1} shows {' '.join(shown)}: no word can be formed with it.",
            seat=seat,
            tiles=shown,
        )

    def _agree(self, state: ArbredaState, seat: int, move: Agree) -> None:
        exchange = state.exchange
        assert exchange is not None
        exchange.vote(seat, move.yes, state.rng)
        if exchange.accepted is not None:
            self._settle(state)

    def _settle(self, state: ArbredaState) -> None:
        exchange = state.exchange
        assert exchange is not None
        seat = exchange.defendant
        state.exchange = None
        # Reading: "if they all agree" is unanimous; a missing vote is no agreement.
        agreed = len(exchange.votes) == len(exchange.voters) and all(exchange.votes.values())
        if not agreed:
            note(
                state,
                "refused",
                f"Not everyone agrees: seat {seat + 1} must place a syllable.",
                seat=seat,
            )
            return
        if not state.bag:
            # Reading: nothing to draw: the player keeps their tiles and the turn passes.
            state.stuck += 1
            note(
                state,
                "stuck",
                f"Everyone agrees; the bag is empty: seat {seat + 1} passes.",
                seat=seat,
            )
            self._next_turn(state)
            return
        _, returned = redraw(state.bag, state.hands, seat, state.rng)
        note(
            state,
            "exchange",
            f"Everyone agrees: seat {seat + 1} puts {len(returned)} tile(s) back and draws again.",
            seat=seat,
            tiles=len(returned),
        )
        if not self.can_place(state, state.unplayed()):
            # Reading: the referee sees no place for any syllable left: the game cannot go on.
            self._end(state, "no-place")

    def _next_turn(self, state: ArbredaState) -> None:
        next_turn(state)
        if state.final and state.turn == 0:  # everyone has played as many times
            self._end(state, "full")
        elif not any(state.hands):
            self._end(state, "no-syllables")
        elif state.stuck >= state.seats:
            self._end(state, "stuck")

    def _end(self, state: ArbredaState, why: str) -> None:
        self.end(state, why, END_WHY[why])

    # -- The stages ----------------------------------------------------------------------------
    def stage(self, state: ArbredaState) -> Stage | None:
        """A turn without a clock: place a syllable, or show your tiles; shown tiles open a
        vote of the others (its own time), and the votes cast decide when it runs out."""
        if state.over:
            return None
        if state.exchange is not None:
            return Stage(
                "vote",
                state.exchange.waiting(),
                {Agree: self._agree},
                rule=EXCHANGE,
                timer=Timer(f"vote{state.votes_held}", VOTE_SECONDS, "vote"),
                time_up=self._vote_time_up,
            )
        return Stage("turn", (state.turn,), {Place: self._place, Show: self._show}, rule=RULES)

    def _vote_time_up(self, state: ArbredaState) -> None:
        assert state.exchange is not None
        state.exchange.time_up(state.rng)  # the votes cast so far decide
        self._settle(state)

    def score_sheet(self, state: ArbredaState, seat: int) -> dict[str, int]:
        return {
            f"strip x{m}": sum(
                p.points for p in state.plays if p.seat == seat and p.multiplier == m
            )
            for m in sorted(set(wood().multipliers))
        }

    # -- Views ---------------------------------------------------------------------------------
    def more_view(self, state: ArbredaState) -> dict[str, Any]:
        board = wood()
        exchange = state.exchange
        last = state.plays[-1] if state.plays else None
        return {
            "lang": "ca",
            "open_strips": self.open_strips(state),
            "occupied": [self.occupied(state, s) for s in range(board.strips)],
            "trees_per_strip": state.options["trees_per_strip"],
            "opening_trees": OPENING_TREES,
            "final": state.final,
            "hands": [len(h) for h in state.hands],
            "points_table": {str(k): v for k, v in POINTS.items()},
            "last": None
            if last is None
            else {
                "seat": last.seat,
                "syllable": last.syllable,
                "tree": last.tree,
                "words": [{"word": w.upper(), "trees": list(p)} for w, p in last.words],
                "multiplier": last.multiplier,
                "points": last.points,
            },
            "plays": [
                {"seat": p.seat, "syllable": p.syllable, "tree": p.tree, "points": p.points}
                for p in state.plays
            ],
            "exchange": None
            if exchange is None
            else {
                "seat": exchange.defendant,
                "tiles": super().hand_view(state.hands[exchange.defendant]),
                "voted": sorted(exchange.votes),
                "voters": list(exchange.voters),
            },
        }

    def hand_view(self, numbers: Sequence[int]) -> list[dict[str, Any]]:
        """A hand is hidden: its tiles are named to their holder by their tokens."""
        return [{"tile": n, "token": token(n), "sides": list(tile(n).sides)} for n in numbers]

    # -- Checks for the conformance tests ------------------------------------------------------
    def invariants(self, state: ArbredaState) -> list[str]:
        problems = super().invariants(state)
        if any(len(h) > int(state.options["hand"]) for h in state.hands):
            problems.append("a hand holds too many tiles")
        return problems

    def secrets(self, state: ArbredaState) -> dict[int, set[str]]:
        shown = state.exchange.defendant if state.exchange is not None else None
        return {
            s: {token(n).upper() for n in hand}
            for s, hand in enumerate(state.hands)
            if hand and s != shown
        }


GAME = register(Arbredasillab())
