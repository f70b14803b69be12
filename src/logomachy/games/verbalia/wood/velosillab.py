"""Velosíl·laB (rulebook: shared/rules/verbalia.md, Velosíl·laB; 2-5 players, 30 minutes).

The wood in the middle; each player draws ten syllable tiles. Everyone plays at the same time,
each in a strip of the wood, using one row of its trees: starting from one side, they place
syllables one at a time so that each syllable forms a word with the previous one. For each
syllable placed a player may take a new one from the bag or from the common pot, if there is
one. A player not interested in their syllables may leave them beside the board, in view of
everyone (the pot), and draw new ones from the bag until they have ten again. When a player
reaches the other side of the wood with their row, the round ends: everyone takes a marker a
syllable placed, each incorrect word removing one; the round's winner also takes as many
markers as the difference between themselves and the last player. As many rounds as players;
the most markers wins.

Readings where the rulebook is silent:
- seat N plays the middle row of strip N (`arbreda.wood()`, five strips for at most five
  players), from the left (column a) to the other side (column i): nine syllables reach it;
  the strips' values (x1-x3) are ArBredasíl·laB's and do not count here;
- "forms a word with the previous one": the two syllables, in the row's order, are a good word
  (ABC B) that divides into exactly them (ABC P); the first syllable of a row needs none;
- incorrect words: a placement is never refused for its word. At the table nobody checks a row
  until the round is scored ("each incorrect word removes one"), so the referee accepts the
  syllable and judges every pair when the round ends; the verdicts are then shown to all, each
  incorrect pair marked as such. Placing a syllable thus earns a marker and an incorrect word
  costs it back. So no clock is needed: a player can always place, and the round ends only
  when a row reaches the other side;
- a two-coloured tile goes on the side its player names (ABC S); a syllable on both a plain
  and a two-coloured tile of the hand is taken from the plain one;
- "for each syllable placed, the player may take a new syllable": a player below ten tiles may
  `draw` one from the bag or `take` one from the pot, one at a time, whenever they like; ten is
  the most a hand holds. `leave` puts any of one's tiles in the pot face up and draws from the
  bag up to ten at once;
- the pot is public (both sides of a two-coloured tile in view); hands are their owners' alone
  (the others see how many tiles each holds); a placed syllable is on the board for all;
- when the bag is empty and a tile must be drawn, the pot is shuffled back into the bag;
- the round's winner is the player with the most markers in it; a tie for the most goes to the
  player who reached the other side if they are in it, otherwise every tied player is a winner
  and takes the bonus (the difference to the last, zero when everyone ties);
- after each round every tile goes back into the bag, it is mixed and everyone draws ten again;
  the `rounds` option (0: as many as players, the rulebook's number) sets how many; ties at the
  end share the win.
- ABC P by agreement (`free_division`, abc_options): a pair need only spell a good word
  (PER + O makes PERÒ); the bots keep to the norm.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.pieces.abc_options import Adaptations, agreed_word
from logomachy.games.verbalia.pieces.arbreda import wood, word_of
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.score_sheets import SheetGame
from logomachy.games.verbalia.pieces.syllables import fold, tile
from logomachy.games.verbalia.pieces.tiles_in_play import (
    Take,
    conserved,
    deal,
    different_tiles,
    hand_secrets,
    label,
    mixed_bag,
    open_view,
    plain_first,
    showing,
    tile_view,
)
from logomachy.kernel import Event, IllegalMove, Move, OptionSpec, Rng, Stage, grows, register

RULES = "Velosíl·laB: rules"
HAND = 10  # "Each player draws ten syllable tiles at random"; "until they have ten again"
MOST_PLAYERS = 5  # "Players: 2–5": one strip each


# -- Moves -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Place(Move):
    """Place a syllable of your hand on the next tree of your row."""

    verb: ClassVar[str] = "place"
    syllable: str


@dataclass(frozen=True)
class Draw(Move):
    """Take a new syllable from the bag (you hold fewer than ten)."""

    verb: ClassVar[str] = "draw"


@dataclass(frozen=True)
class Leave(Move):
    """Leave syllables you are not interested in beside the board and draw up to ten."""

    verb: ClassVar[str] = "leave"
    syllables: tuple[str, ...]


# -- State -----------------------------------------------------------------------------------
@dataclass
class Placed:
    tile: int
    syllable: str  # the side up


@dataclass(frozen=True)
class Pair:
    """Two neighbouring syllables of a row and the referee's verdict on them."""

    first: str
    second: str
    word: str | None  # the dictionary's word, None: an incorrect word


@dataclass(frozen=True)
class RoundScore:
    """A scored round: each seat's row, its pairs judged, and the markers taken."""

    number: int
    finisher: int  # who reached the other side
    rows: tuple[tuple[str, ...], ...]
    pairs: tuple[tuple[Pair, ...], ...]
    markers: tuple[int, ...]  # syllables placed minus incorrect words
    winners: tuple[int, ...]
    bonus: tuple[int, ...]  # the winner's difference to the last


@dataclass
class VeloState:
    seats: int
    options: dict[str, Any]
    rng: Rng
    bag: list[int]
    hands: list[list[int]]
    rows: list[list[Placed]]
    pot: list[int] = field(default_factory=list)
    round: int = 1
    scored: list[RoundScore] = grows()
    over: bool = False
    log: list[Event] = field(default_factory=list)


def row_trees(seat: int) -> tuple[int, ...]:
    """Seat N's row: the middle row of strip N, left to right (Reading)."""
    board = wood()
    return board.strip_row(seat, board.start_row)


def row_length() -> int:
    return wood().columns


def judge(
    row: list[str] | tuple[str, ...], options: Mapping[str, Any] | None = None
) -> tuple[Pair, ...]:
    """Every pair of neighbouring syllables of a row with the word it makes (ABC B, P; with
    `free_division` any good word the two spell) or None: the round's scoring, where
    incorrect words are found out."""
    agreed = options or {}
    return tuple(
        Pair(a, b, word_of([a, b]) or agreed_word(agreed, [a, b])) for a, b in pairwise(row)
    )


def score_round(
    rows: list[tuple[str, ...]],
    finisher: int,
    number: int,
    options: Mapping[str, Any] | None = None,
) -> RoundScore:
    """The markers of a round: a syllable placed, minus one an incorrect word; the winner (most
    markers, a tie to the finisher if in it, else all tied) takes the difference to the last."""
    pairs = tuple(judge(r, options) for r in rows)
    markers = tuple(
        len(r) - sum(p.word is None for p in ps) for r, ps in zip(rows, pairs, strict=True)
    )
    best, last = max(markers), min(markers)
    tied = tuple(s for s, m in enumerate(markers) if m == best)
    winners = (finisher,) if finisher in tied else tied
    bonus = tuple(best - last if s in winners else 0 for s in range(len(rows)))
    return RoundScore(number, finisher, tuple(rows), pairs, markers, winners, bonus)


class Velosillab(SheetGame[VeloState]):
    meta = verbalia_meta(
        "Velosíl·laB",
        id="verbalia-velosillab",
        family="wood",
        players=(2, MOST_PLAYERS),
        minutes=30,
        tags=("syllables", "race", "board"),
        summary=(
            "Everyone at once, each in a row of the wood: place syllables one at a time so "
            "that each forms a word with the previous one, drawing from the bag or the pot. "
            "The first across ends the round: a marker a syllable, minus one an incorrect "
            "word; the winner takes the difference to the last."
        ),
    )
    move_types = (Place, Draw, Take, Leave)
    abc = Adaptations(division=True)  # ABC P

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec(
                "rounds",
                0,
                "rounds to play (0: as many as players, as the rulebook says)",
                minimum=0,
                maximum=MOST_PLAYERS,
            ),
            *self.abc.specs(),
        )

    def rounds(self, state: VeloState) -> int:
        return int(state.options["rounds"]) or state.seats

    # -- Preparation ---------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> VeloState:
        rng = Rng.from_seed(seed, self.meta.id)
        state = VeloState(seats, self.abc.stored(options), rng, [], [[] for _ in range(seats)], [])
        self._deal(state)
        return state

    def _deal(self, state: VeloState) -> None:
        """Every tile in the bag, mixed; ten each; empty rows."""
        state.bag = mixed_bag(state.rng)
        state.hands = deal(state.bag, state.seats, HAND)
        state.rows = [[] for _ in range(state.seats)]
        state.pot = []
        note(
            state,
            "deal",
            f"Round {state.round} of {self.rounds(state)}: everyone draws {HAND} syllables; go!",
            round=state.round,
            rounds=self.rounds(state),
            count=HAND,
        )

    def _draw_one(self, state: VeloState) -> int:
        if not state.bag:
            # Reading: the pot goes back into the bag, mixed.
            state.bag, state.pot = state.pot, []
            state.rng.shuffle(state.bag)
            note(
                state,
                "refill",
                "The bag is empty: the pot goes back into it.",
                count=len(state.bag),
            )
        return state.bag.pop()

    # -- Moves ---------------------------------------------------------------------------------
    def _tile_for(self, hand: list[int], syllable: str, what: str) -> int:
        """The tile of `hand` showing `syllable`; `what`: "hand" (the player's) or "pot"."""
        mine = showing(hand, syllable)
        if mine is not None:
            return mine
        if what == "pot" and syllable:
            raise IllegalMove.of(
                "the pot holds no {syllable} syllable", rule=RULES, syllable=syllable
            )
        if what == "pot":
            raise IllegalMove.of("the pot holds no such syllable", rule=RULES)
        if syllable:
            raise IllegalMove.of(
                "your hand holds no {syllable} syllable", rule=RULES, syllable=syllable
            )
        raise IllegalMove.of("your hand holds no such syllable", rule=RULES)

    def _tiles_for(self, hand: list[int], syllables: list[str]) -> list[int]:
        """A different tile of `hand` showing each of `syllables`. Two-coloured tiles make
        the names ambiguous (COM may be the COM/PRO tile or the PE/COM one, which PE then
        needs), so tiles are matched as a whole: each syllable's plain tiles first, then
        backtracking over the rest."""
        for syllable in syllables:
            self._tile_for(hand, syllable, "hand")  # names the syllable missing
        found = different_tiles(syllables, sorted(hand, key=plain_first))
        if found is None:
            raise IllegalMove.of(
                "your hand does not hold {syllables} on different tiles",
                rule=RULES,
                syllables=", ".join(syllables),
            )
        return found

    def _place(self, state: VeloState, seat: int, move: Place) -> None:
        syllable = fold(move.syllable)
        row = state.rows[seat]
        number = self._tile_for(state.hands[seat], syllable, "hand")
        state.hands[seat].remove(number)
        row.append(Placed(number, syllable))
        tree = row_trees(seat)[len(row) - 1]
        note(
            state,
            "place",
            f"Seat {seat + 1} places {syllable} on {wood().name(tree)}.",
            seat=seat,
            syllable=syllable,
            tree=wood().name(tree),
            n=len(row),
        )
        if len(row) == row_length():
            self._end_round(state, seat)

    def _draw(self, state: VeloState, seat: int, move: Draw) -> None:
        self._room(state, seat)
        state.hands[seat].append(self._draw_one(state))
        note(state, "draw", f"Seat {seat + 1} draws a syllable from the bag.", seat=seat)

    def _take(self, state: VeloState, seat: int, move: Take) -> None:
        """Take a syllable from the common pot (you hold fewer than ten)."""
        self._room(state, seat)
        number = self._tile_for(state.pot, fold(move.syllable), "pot")
        state.pot.remove(number)
        state.hands[seat].append(number)
        note(
            state,
            "take",
            f"Seat {seat + 1} takes {label(number)} from the pot.",
            seat=seat,
            syllable=label(number),
        )

    def _room(self, state: VeloState, seat: int) -> None:
        if len(state.hands[seat]) >= HAND:
            raise IllegalMove.of(
                "you hold {n} syllables: a new one comes for each syllable placed",
                rule=RULES,
                n=HAND,
            )

    def _leave(self, state: VeloState, seat: int, move: Leave) -> None:
        texts = move.syllables
        if not texts:
            raise IllegalMove.of("name the syllables to leave", rule=RULES)
        hand = list(state.hands[seat])
        left = self._tiles_for(hand, [fold(text) for text in texts])
        for number in left:
            hand.remove(number)
        state.hands[seat] = hand
        state.pot.extend(left)
        drawn = 0
        while len(hand) < HAND:
            hand.append(self._draw_one(state))
            drawn += 1
        shown = [label(n) for n in left]
        note(
            state,
            "leave",
            f"Seat {seat + 1} leaves {', '.join(shown)} in the pot and draws {drawn}.",
            seat=seat,
            syllables=shown,
            drawn=drawn,
        )

    # -- The end of a round --------------------------------------------------------------------
    def _end_round(self, state: VeloState, finisher: int) -> None:
        rows = [tuple(p.syllable for p in r) for r in state.rows]
        scored = score_round(rows, finisher, state.round, state.options)
        state.scored.append(scored)
        wrong = [[f"{p.first}{p.second}" for p in ps if p.word is None] for ps in scored.pairs]
        note(
            state,
            "round",
            f"Seat {finisher + 1} reaches the other side. "
            + "; ".join(
                f"seat {s + 1}: {scored.markers[s]} markers"
                + (f" ({len(wrong[s])} incorrect: {', '.join(wrong[s])})" if wrong[s] else "")
                + (f", +{scored.bonus[s]} for winning" if s in scored.winners else "")
                for s in range(state.seats)
            )
            + ".",
            seat=finisher,
            round=state.round,
            markers=list(scored.markers),
            bonus=list(scored.bonus),
            winners=list(scored.winners),
            incorrect=wrong,
        )
        if state.round >= self.rounds(state):
            state.over = True
            # the hands go back into the bag (the rows stay on the board for the read-out)
            state.bag.extend(n for h in state.hands for n in h)
            state.hands = [[] for _ in range(state.seats)]
            result = self.result(state)
            note(
                state,
                "end",
                "The game ends: "
                + ", ".join(f"seat {w + 1}" for w in result.winners)
                + (" wins." if len(result.winners) == 1 else " share the win."),
                seats=list(result.winners),
                scores=list(result.scores),
            )
            return
        state.round += 1
        self._deal(state)

    # -- The stage -----------------------------------------------------------------------------
    def stage(self, state: VeloState) -> Stage | None:
        """Everyone at once, without turns or a clock, until a row reaches the other side."""
        if state.over:
            return None
        return Stage(
            "race",
            range(state.seats),
            {Place: self._place, Draw: self._draw, Take: self._take, Leave: self._leave},
            rule=RULES,
        )

    def score_sheet(self, state: VeloState, seat: int) -> dict[str, int]:
        return {
            "markers": sum(r.markers[seat] for r in state.scored),
            "bonus": sum(r.bonus[seat] for r in state.scored),
        }

    # -- Views ---------------------------------------------------------------------------------
    def table_view(self, state: VeloState, seat: int | None) -> dict[str, Any]:
        board = wood()
        cells: list[str] = [""] * board.trees
        for s, row in enumerate(state.rows):
            for tree, placed in zip(row_trees(s), row, strict=False):
                cells[tree] = placed.syllable
        last = state.scored[-1] if state.scored else None
        return {
            "wood": {**board.layout(), "marked": []},  # ArBredasíl·laB's start trees
            "syllables": cells,
            "rows": [
                {"trees": list(row_trees(s)), "syllables": [p.syllable for p in row]}
                for s, row in enumerate(state.rows)
            ],
            "row_length": row_length(),
            "round": state.round,
            "rounds": self.rounds(state),
            "hands": [len(h) for h in state.hands],
            "most": HAND,
            "pot": [open_view(n) for n in state.pot],
            "bag": len(state.bag),
            "scores": list(self.result(state).scores),
            "last_round": None
            if last is None
            else {
                "number": last.number,
                "finisher": last.finisher,
                "rows": [
                    [{"first": p.first, "second": p.second, "word": p.word} for p in ps]
                    for ps in last.pairs
                ],
                "syllables": [list(r) for r in last.rows],
                "markers": list(last.markers),
                "bonus": list(last.bonus),
                "winners": list(last.winners),
            },
            "you": None
            if seat is None
            else {
                "hand": [tile_view(n) for n in state.hands[seat]],
                "previous": state.rows[seat][-1].syllable if state.rows[seat] else None,
                "can_draw": not state.over and len(state.hands[seat]) < HAND,
            },
        }

    # -- Checks for the conformance tests ------------------------------------------------------
    def invariants(self, state: VeloState) -> list[str]:
        placed = [p.tile for r in state.rows for p in r]
        problems = conserved(state.bag + state.pot + placed + [n for h in state.hands for n in h])
        if any(len(h) > HAND for h in state.hands):
            problems.append("a hand holds more than ten syllables")
        if any(len(r) >= row_length() for r in state.rows) and not state.over:
            problems.append("a row reached the other side and the round goes on")
        if any(not tile(p.tile).has(p.syllable) for r in state.rows for p in r):
            problems.append("a placed syllable is not on its tile")
        return problems

    def secrets(self, state: VeloState) -> dict[int, set[str]]:
        """Each hand is its owner's: its syllables, as one string."""
        return hand_secrets(state.hands)


GAME = register(Velosillab())
