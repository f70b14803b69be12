"""Vocaligrama (rulebook: shared/rules/verbalia.md, Vocaligrama; 2-5 players, 30 minutes).

The consonants are scattered around the board of Verbàlia; each player has the five vowels on
their easel. On their turn a player places a pentavowel word (one with the five different
vowels) with their vowels and whatever consonants they wish, one letter a region, each in a
region adjacent to the previous one, never passing through a region twice in the word — only
a word of more than eleven letters may repeat regions, after passing through all eleven. The
game begins at the region closest to the sea; after that, play continues from the region
where the last word's last consonant was left, and the next word must begin with that
consonant. The player collects their vowels, returns the consonants but the last one, and
scores by length: 6 letters 4, 7: 7, 8: 10, 9: 15, 10: 25, 11: 35, 12: 50, 13: 65, 14: 80,
15 or more 100. The first player to reach 200 points wins.

Readings where the rulebook is silent:
- a player has one tile of each vowel, so a pentavowel word uses each vowel tile exactly once
  (the U of a QU tile is the consonant tile's, not the player's U: ABC L);
- the table starts at six letters: shorter words are refused (they could not carry a
  consonant on to the next word either);
- the first word may begin with any letter; it begins in the region closest to the sea;
- the consonant left on the board is the next word's first letter, in its region; it goes
  back to the others when that word is placed (it is one of its consonants);
- the rulebook forbids no repeat (as SVeVograma and ByeByegrama do): a word may be placed
  again;
- a word's route names one region a letter; without one the referee finds the first in map
  order; a word can use only as many tiles of a consonant as the set has;
- a player who finds no word passes (the rulebook sets no time: two minutes by default, the
  `turn_seconds` option); after a full circle of passes the consonant on the board goes back
  and the next word begins afresh at the region closest to the sea; a second full circle of
  passes from there ends the game, and the most points win (ties share).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from itertools import pairwise
from typing import Any, ClassVar, NamedTuple

from logomachy.games.log import note
from logomachy.games.verbalia.coast import engine as coast
from logomachy.games.verbalia.coast.engine import (
    FIVE_VOWELS,
    LETTERS_RULE,
    CoastGame,
    Table,
    bags,
    board_view,
    coast_meta,
    in_dictionary,
    is_vowel,
    laid,
    letter_problems,
    no_word_event,
    scoring_view,
)
from logomachy.games.verbalia.pieces.country import country
from logomachy.games.verbalia.pieces.timed_turns import next_turn, turn_stage
from logomachy.kernel import (
    IllegalMove,
    Move,
    OptionSpec,
    Pass,
    Stage,
    Timer,
    grows,
    register,
)

RULES = "Vocaligrama: rules"
GOAL = 200  # "The first player to reach 200 points wins"
TURN_SECONDS = 120  # the rulebook sets no time
MIN_LETTERS = 6
#: Points by length; 15 letters or more score the last entry.
POINTS = {6: 4, 7: 7, 8: 10, 9: 15, 10: 25, 11: 35, 12: 50, 13: 65, 14: 80, 15: 100}


def points(letters: int) -> int:
    return coast.points(letters, POINTS)


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Place(Move):
    """Place a pentavowel word; `regions` is where each letter goes (empty: the referee
    finds a way)."""

    verb: ClassVar[str] = "place"
    word: str = ""
    regions: tuple[str, ...] = ()


# -- State ----------------------------------------------------------------------------------
class Placed(NamedTuple):
    """A word placed: by whom, its letters and regions, its points."""

    seat: int
    word: str
    tiles: tuple[str, ...]
    regions: tuple[str, ...]
    points: int


@dataclass
class VocaligramaState(Table):
    easels: list[list[str]]  # each player's five vowels
    consonants: list[str]  # scattered around the board
    box: list[str]  # the vowels nobody plays with
    left: tuple[str, str] | None = None  # (region, consonant) the last word left
    turn: int = 0
    turns: int = 0
    passes: int = 0  # passes in a row
    fresh: bool = True  # the next word begins at the region closest to the sea
    words: list[Placed] = grows()


class Vocaligrama(CoastGame[VocaligramaState]):
    meta = coast_meta(
        "Vocaligrama",
        players=(2, 5),
        minutes=30,
        tags=("board",),
        summary=(
            "Place pentavowel words (A, E, I, O and U once each) on the board of Verbàlia, "
            "one letter a region along adjacent regions, never the same region twice (unless "
            "the word passes through all eleven). Each word begins with the consonant the last "
            "one left; 6 letters 4 points ... 15 or more 100. First to 200 wins."
        ),
    )
    move_types = (Place, Pass)

    table_options = (
        OptionSpec.seconds(
            "turn_seconds",
            TURN_SECONDS,
            "time to place a word (the rulebook sets none)",
            10,
            1800,
        ),
    )

    # -- Preparation ----------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> VocaligramaState:
        vowels, consonants = bags()
        easels = [list(FIVE_VOWELS) for _ in range(seats)]
        for vowel in (v for easel in easels for v in easel):
            vowels.remove(vowel)
        state = VocaligramaState(
            seats=seats,
            options=options,
            rng=self.generator(seed),
            easels=easels,
            consonants=consonants,
            box=vowels,
        )
        note(
            state,
            "start",
            "The game begins at the region closest to the sea.",
            region=country().closest_to_sea,
        )
        return state

    # -- A turn -----------------------------------------------------------------------------------
    def start(self, state: VocaligramaState) -> tuple[str, str | None]:
        """Where the next word begins, and the consonant it must begin with (None: any)."""
        if state.fresh or state.left is None:
            return country().closest_to_sea, None
        return state.left

    def check_word(self, state: VocaligramaState, word: str, regions: tuple[str, ...]) -> Placed:
        """The word as placed, or IllegalMove saying which rule it breaks."""
        tiles, shown = laid(word)
        counts = Counter(tiles)
        if any(counts[v] != 1 for v in FIVE_VOWELS):
            raise IllegalMove.of(
                "{word} is not pentavowel: it must hold your five vowels, A, E, I, O and U, "
                "once each",
                rule=RULES,
                word=shown,
            )
        if len(tiles) < MIN_LETTERS:
            raise IllegalMove.of(
                "words of fewer than {n} letters score nothing", rule=RULES, n=MIN_LETTERS
            )
        region, first = self.start(state)
        if first is not None and tiles[0] != first:
            raise IllegalMove.of(
                "the word must begin with the {letter} the last word left in {region}",
                rule=RULES,
                letter=first,
                region=country().region(region).name,
            )
        written = in_dictionary(tiles, shown)
        pool = Counter(state.consonants)
        if first is not None:
            pool[first] += 1  # the one on the board
        for tile, n in counts.items():
            if not is_vowel(tile) and n > pool[tile]:
                raise IllegalMove.of(
                    "the set has only {count} {letter} for this word",
                    rule=LETTERS_RULE,
                    count=pool[tile],
                    letter=tile,
                )
        route = tuple(regions) if regions else first_route(region, len(tiles))
        if route is None:
            raise IllegalMove.of(
                "no way of {n} regions from {region} passes through no region twice",
                rule=RULES,
                n=len(tiles),
                region=country().region(region).name,
            )
        problem = route_problem(route, region)
        if problem:
            raise problem
        return Placed(state.turn, written.upper(), tiles, route, points(len(tiles)))

    def _place(self, state: VocaligramaState, seat: int, move: Place) -> None:
        placed = self.check_word(state, move.word, tuple(r.lower() for r in move.regions))
        # The vowels come back to the easel; the consonants but the last go back.
        self._take_back(state)
        consonants = [(i, t) for i, t in enumerate(placed.tiles) if not is_vowel(t)]
        last = consonants[-1][0]
        state.consonants.remove(placed.tiles[last])
        state.left = (placed.regions[last], placed.tiles[last])
        state.fresh = False
        state.words.append(placed)
        state.passes = 0
        score = self.result(state).scores[placed.seat]
        note(
            state,
            "word",
            f"Seat {placed.seat + 1} places {placed.word} ({len(placed.tiles)} letters, "
            f"{placed.points} points); its {placed.tiles[last]} stays in "
            f"{country().region(state.left[0]).name}.",
            seat=placed.seat,
            word=placed.word,
            letters=len(placed.tiles),
            points=placed.points,
            consonant=placed.tiles[last],
            region=state.left[0],
        )
        if score >= GOAL:
            self._end(state, f"seat {placed.seat + 1} reaches {GOAL} points", "goal")
            return
        next_turn(state)

    def _pass(self, state: VocaligramaState, timed_out: bool) -> None:
        state.passes += 1
        state.log.append(no_word_event(state.turn, "places", timed_out))
        if state.passes >= state.seats:
            if state.fresh:
                self._end(state, "nobody can place a word", "stuck")
                return
            # Reading: a full circle of passes: the consonant goes back, start afresh.
            self._take_back(state)
            state.fresh = True
            state.passes = 0
            note(
                state,
                "afresh",
                "Nobody can go on: the next word begins at the region closest to the sea.",
                region=country().closest_to_sea,
            )
        next_turn(state)

    def _take_back(self, state: VocaligramaState) -> None:
        """The consonant the last word left goes back to the others."""
        if state.left is not None:
            state.consonants.append(state.left[1])
            state.left = None

    def _end(self, state: VocaligramaState, why: str, code: str) -> None:
        """`code`: why, for the log's words ("goal": a player reaches the goal; "stuck")."""
        self.finish(state, why).data["why"] = code

    # -- The stage ---------------------------------------------------------------------------------
    def stage(self, state: VocaligramaState) -> Stage | None:
        """On their turn a player places a pentavowel word or passes (the table's time)."""
        if state.over:
            return None
        return turn_stage(
            state.turn,
            # a pass: the player finds no word
            {Place: self._place, Pass: lambda st, seat, move: self._pass(st, timed_out=False)},
            RULES,
            Timer(f"t{state.turns}", state.options["turn_seconds"], "turn"),
            lambda st: self._pass(st, timed_out=True),
        )

    def score_sheet(self, state: VocaligramaState, seat: int) -> dict[str, int]:
        return {"words": sum(w.points for w in state.words if w.seat == seat)}

    # -- Views ------------------------------------------------------------------------------------
    def table_view(self, state: VocaligramaState, seat: int | None) -> dict[str, Any]:
        region, first = self.start(state)
        last = state.words[-1] if state.words else None
        contents: dict[str, list[str]] = {r: [] for r in country().ids}
        if state.left is not None:
            contents[state.left[0]].append(state.left[1])
        return {
            **board_view(contents, wildcard=False),
            "start": {"region": region, "consonant": first},
            "easels": [list(e) for e in state.easels],
            "consonants": dict(sorted(Counter(state.consonants).items())),
            "goal": GOAL,
            **scoring_view(POINTS),
            "last_word": None
            if last is None
            else {
                "seat": last.seat,
                "word": last.word,
                "tiles": list(last.tiles),
                "regions": list(last.regions),
                "points": last.points,
            },
            "words": [{"seat": w.seat, "word": w.word, "points": w.points} for w in state.words],
            "turn": None if state.over else state.turn,
            "scores": list(self.result(state).scores),
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: VocaligramaState) -> list[str]:
        board = [state.left[1]] if state.left is not None else []
        held = [*state.box, *(t for e in state.easels for t in e)]
        problems = letter_problems(held, state.consonants, *board)
        if any(sorted(e) != list(FIVE_VOWELS) for e in state.easels):
            problems.append("an easel does not hold the five vowels")
        return problems


# -- Ways through the country ---------------------------------------------------------------------
def route_problem(route: tuple[str, ...], start: str) -> IllegalMove | None:
    """Why a route breaks the rule, the refusal (None: it keeps it): it begins at `start`,
    each region is adjacent to the previous one, and no region is passed twice — unless the
    word has more than eleven letters, and then only after passing through all eleven."""
    land = country()
    unknown = [r for r in route if r not in land]
    if unknown:
        return IllegalMove.of("{region} is not a region of Verbàlia", rule=RULES, region=unknown[0])
    if route[0] != start:
        return IllegalMove.of(
            "the word must begin in {region}", rule=RULES, region=land.region(start).name
        )
    for a, b in pairwise(route):
        if not land.adjacent(a, b):
            return IllegalMove.of(
                "{region} and {other} are not adjacent: each letter goes in a region adjacent "
                "to the previous one",
                rule=RULES,
                region=land.region(a).name,
                other=land.region(b).name,
            )
    # The first eleven letters in eleven different regions: all of them, when there are
    # more letters (then regions may be repeated).
    head = route[: len(land.ids)]
    if len(set(head)) != len(head):
        return IllegalMove.of(
            "a word may not pass through the same region twice (only after passing through "
            "all eleven)",
            rule=RULES,
        )
    return None


@cache
def first_route(start: str, letters: int) -> tuple[str, ...] | None:
    """The first way of `letters` regions from `start` that keeps the rule (map order)."""
    land = country()
    everywhere = len(land.ids)
    path = [start]

    def extend() -> bool:
        if len(path) == min(letters, everywhere):
            return True
        for nxt in land.neighbours(path[-1]):
            if nxt not in path:
                path.append(nxt)
                if extend():
                    return True
                path.pop()
        return False

    if not extend():
        return None
    while len(path) < letters:  # after all eleven, back and forth with a neighbour
        path.append(land.neighbours(path[-1])[0])
    return tuple(path)


@cache
def longest_way(start: str) -> int:
    """The most letters a word beginning at `start` can have (0: no limit, after all
    eleven)."""
    everywhere = len(country().ids)
    if first_route(start, everywhere) is not None:
        return 0
    return max(n for n in range(1, everywhere) if first_route(start, n) is not None)


GAME = register(Vocaligrama())
