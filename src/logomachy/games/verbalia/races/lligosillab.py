"""Lligosíl·laB (rulebook: shared/rules/verbalia.md, Lligosíl·laB; 3-8 players, 45 minutes).

The first player is chosen. For two minutes they take syllables out of the bag one by one and
place them on the table: the one-syllable tiles face up, the two-syllable tiles face down with
whichever side they want. The other players take whichever syllables they want, without
turning them over, and place them in a pile in front of them; they may not look at the pile
again until the round ends. Then each pile is turned over and read out: the syllables of a
word need not be in order, but there may be no mixed-up words; syllables that form no word do
not count. A word scores by its syllables: 2 = 3, 3 = 6, 4 = 10, 5 = 15. The dealer scores as
much as the player who scored the most. As many rounds as players; the most points wins.

Readings where the rulebook needs a clock or is silent (a fair table's):
- the dealer's pace is turns: the round is `syllables` deals (60: two minutes at one every
  two seconds). After each deal the other players all grab at once: each may take one
  syllable from the table (any one there, not only the newest) or pass — one a deal, so
  everyone keeps "a similar pace" — and the first to take a syllable has it (arrival order,
  the hands on the table); a syllable already gone is refused and the player may take another.
  The deal is over when everyone has taken or passed, the table is empty, or at the turn's
  time (the rest pass):
  a deal lasts one decision whatever the number of players, as the two minutes do. Syllables
  nobody takes stay on the table; at the round's end they and the bag go back in, and every
  round starts with all 136 tiles;
- "only the syllables that can be seen count": the side up on the table is the syllable in
  play, and it stays so in the pile (taken without turning over); the side the dealer lays
  face down is never read. The dealer sees both sides of the tile drawn before choosing; the
  others never see the face-down side;
- a pile is hidden from everyone until the round ends, its owner included ("they may not look
  at it again"): views show only how many syllables each pile holds, and the log says "takes
  a syllable" without naming it (what you took you must remember; so must the bots);
- the pile is read in the order the syllables were taken (turned over it reads backwards,
  which changes no run), and "no mixed-up words" makes a word a run of consecutive syllables
  of the pile in any order (CA SA reads CASA; CA X SA does not); the referee reads each pile
  the best way, as its owner would: the split into runs that scores the most (a small search
  over runs), each run a good word (ABC B) whose syllables are exactly the run's tiles by the
  syllabic division (ABC P, which this game does not waive);
- ABC P by agreement (`free_division`, abc_options): a run is also a word when some order of
  its tiles spells one, any division (CIM ES reads CIMES); the norm's word first, else the most
  common word some order spells (a search over the run's few tiles, cut by word starts);
- a word of more than five syllables scores as five (15): the table stops there and a fair
  table would not punish a longer word; one syllable alone is no word (the table starts at 2);
  the same word twice in a pile scores twice;
- a pile cannot fall over here, so nobody loses a round for disorder;
- a turn has `turn_seconds`; when it runs out a player passes, and the dealer deals the tile
  with its first colour up;
- the first dealer is the first seat, then the next seat to the left each round; ties at the
  end share the victory.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.pieces.abc_options import Adaptations, free_division, orders_spelling
from logomachy.games.verbalia.pieces.score_sheets import SheetGame, by_length
from logomachy.games.verbalia.pieces.syllables import TOTAL_TILES, fold, tile
from logomachy.games.verbalia.pieces.tiles_in_play import (
    Take,
    conserved,
    laid_view,
    mixed_bag,
    tile_view,
)
from logomachy.games.verbalia.races.engine import race_meta, words_by_syllables, zipf
from logomachy.kernel import (
    Event,
    IllegalMove,
    Move,
    OptionSpec,
    Pass,
    Rng,
    Stage,
    Timer,
    grows,
    register,
)

RULES = "Lligosíl·laB: rules"
#: "Points are scored according to the length of the words" (syllables -> points).
POINTS: dict[int, int] = {2: 3, 3: 6, 4: 10, 5: 15}
SHORTEST = min(POINTS)
SYLLABLES = 60  # reading: two minutes at "one every second or every two seconds"
TURN_SECONDS = 10  # reading: a turn's time (then a pass, or the first colour up)
NOBODY = -1  # the seat of secrets no viewer holds (the piles, hidden even from their owners)


def points(syllables: int) -> int:
    """The table's points for a word of this many syllables (past five as five)."""
    return by_length(POINTS, syllables)


# -- Moves -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Deal(Move):
    """The dealer places the syllable drawn: a two-syllable tile with the side they choose up."""

    verb: ClassVar[str] = "deal"
    syllable: str = ""


# -- State -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Laid:
    """A tile as it lies: its number and the side up (the syllable in play)."""

    tile: int
    side: int

    @property
    def syllable(self) -> str:
        return tile(self.tile).side(self.side)


@dataclass(frozen=True)
class Word:
    """A word the referee read in a pile: the run `start`..`start + len(syllables)`."""

    word: str
    start: int
    syllables: tuple[str, ...]
    points: int


@dataclass(frozen=True)
class Reading:
    """One pile turned over: its syllables in the order taken, the words read, the points."""

    pile: tuple[str, ...]
    words: tuple[Word, ...]
    points: int


@dataclass(frozen=True)
class RoundEnd:
    round: int
    dealer: int
    readings: tuple[Reading, ...]  # by seat; the dealer's is empty
    points: tuple[int, ...]  # by seat, the dealer's the best player's


@dataclass
class LligoState:
    seats: int
    options: dict[str, Any]
    rng: Rng
    round: int = 0  # 0-based
    bag: list[int] = field(default_factory=list)
    drawn: int | None = None  # the tile in the dealer's hand, to place now
    table: list[Laid] = field(default_factory=list)
    piles: list[list[Laid]] = field(default_factory=list)  # in the order taken
    dealt: int = 0  # syllables placed this round
    waiting: list[int] = field(default_factory=list)  # grabbers yet to take or pass this deal
    ended: list[RoundEnd] = grows()
    over: bool = False
    log: list[Event] = field(default_factory=list)


def dealer_of(state: LligoState) -> int:
    return state.round % state.seats


def grabbers(state: LligoState) -> list[int]:
    """The other players, clockwise from the dealer's left."""
    d = dealer_of(state)
    return [(d + i) % state.seats for i in range(1, state.seats)]


# -- The referee's reading of a pile -----------------------------------------------------------
@cache
def longest_word() -> int:
    """The most syllables of any word of the set's syllables: the longest run worth reading."""
    return max(len(k) for k in words_by_syllables())


def word_of(run: Sequence[str], free: bool = False) -> str | None:
    """The most common good word whose syllables are the run's, in any order, or None; with
    `free` (ABC P agreed), else the most common word some order of the run's tiles spells."""
    key = tuple(sorted(run))
    return _most_common(key) or (_most_spelt(key) if free else None)


@lru_cache(maxsize=1 << 14)
def _most_spelt(key: tuple[str, ...]) -> str | None:
    forms = [word for word, _ in orders_spelling(key)]
    return min(forms, key=lambda w: (-zipf(w), w)) if forms else None


@lru_cache(maxsize=1 << 14)
def _most_common(key: tuple[str, ...]) -> str | None:
    forms = words_by_syllables().get(key)
    if not forms:
        return None
    return min(forms, key=lambda w: (-zipf(w), w))  # frequencies only of the few words read


@lru_cache(maxsize=4096)
def read_pile(pile: tuple[str, ...], free: bool = False) -> Reading:
    """The best way to read a pile: runs of consecutive syllables that are words (any order
    inside a run), the rest not counted, the most points in all. best[i] is the most the first
    i syllables score; a run of 2..longest syllables ending at i either is a word or is not.
    `free`: the table agreed to other divisions (ABC P)."""
    n = len(pile)
    best = [0] * (n + 1)
    back: list[tuple[int, str] | None] = [None] * (n + 1)  # (run length, word) ending there
    longest = longest_word()
    for i in range(1, n + 1):
        best[i], back[i] = best[i - 1], None
        for length in range(SHORTEST, min(longest, i) + 1):
            word = word_of(pile[i - length : i], free)
            if word is not None and best[i - length] + points(length) > best[i]:
                best[i], back[i] = best[i - length] + points(length), (length, word)
    words: list[Word] = []
    i = n
    while i > 0:
        step = back[i]
        if step is None:
            i -= 1
            continue
        length, word = step
        i -= length
        words.append(Word(word.upper(), i, pile[i : i + length], points(length)))
    return Reading(pile, tuple(reversed(words)), best[n])


class Lligosillab(SheetGame[LligoState]):
    meta = race_meta(
        "Lligosíl·laB",
        conformance_seed_cost=4,  # ~2.2 CPU-s a bot game (measured 2026-12-02)
        id="verbalia-lligosillab",
        players=(3, 8),
        minutes=45,
        tags=("syllables", "race", "memory"),
        summary=(
            "The dealer places syllables one by one; the others take them onto a pile they may "
            "not look at again. At the round's end each pile is read as words of consecutive "
            "syllables, in any order: 3, 6, 10 or 15 points. The dealer scores as the best."
        ),
    )
    move_types = (Deal, Take, Pass)
    abc = Adaptations(division=True)  # ABC P

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec(
                "syllables",
                SYLLABLES,
                "syllables the dealer places a round (the two minutes)",
                minimum=5,
                maximum=TOTAL_TILES,
            ),
            OptionSpec.seconds(
                "turn_seconds",
                TURN_SECONDS,
                "seconds a turn (then a pass; the dealer's tile goes down first colour up)",
                minimum=2,
                maximum=60,
            ),
            *self.abc.specs(),
        )

    # -- Rounds --------------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> LligoState:
        state = LligoState(seats, self.abc.stored(options), Rng.from_seed(seed, self.meta.id))
        self._start_round(state)
        return state

    def _start_round(self, state: LligoState) -> None:
        """All 136 tiles in the bag, empty piles, the dealer draws the first syllable."""
        state.bag = mixed_bag(state.rng)
        state.table, state.piles = [], [[] for _ in range(state.seats)]
        state.dealt, state.waiting = 0, []
        d = dealer_of(state)
        note(
            state,
            "round",
            f"Round {state.round + 1}: seat {d + 1} places {state.options['syllables']} syllables.",
            round=state.round + 1,
            seat=d,
            syllables=state.options["syllables"],
        )
        state.drawn = state.bag.pop()

    def _end_round(self, state: LligoState) -> None:
        """Every pile turned over and read; the dealer scores as the best of the others."""
        d = dealer_of(state)
        readings = [
            read_pile(tuple(p.syllable for p in pile), free_division(state.options))
            if s != d
            else Reading((), (), 0)
            for s, pile in enumerate(state.piles)
        ]
        best = max(r.points for s, r in enumerate(readings) if s != d)
        scored = tuple(best if s == d else r.points for s, r in enumerate(readings))
        state.ended.append(RoundEnd(state.round + 1, d, tuple(readings), scored))
        for s, r in enumerate(readings):
            if s == d:
                continue
            said = ", ".join(f"{w.word} ({w.points})" for w in r.words) or "no word"
            note(
                state,
                "read",
                f"Seat {s + 1}'s pile: {' '.join(r.pile) or '-'}: {said}; {r.points} points.",
                seat=s,
                pile=list(r.pile) or ["-"],
                words=[f"{w.word} ({w.points})" for w in r.words] or ["-"],
                points=r.points,
            )
        note(
            state,
            "dealer",
            f"Seat {d + 1}, the dealer, scores {best} as the best player.",
            seat=d,
            points=best,
        )
        state.round += 1
        state.drawn, state.table, state.waiting = None, [], []
        state.piles = [[] for _ in range(state.seats)]
        if state.round >= state.seats:
            state.over = True
            state.bag = []
            note(state, "end", "Everyone has dealt once: the game ends.")
        else:
            self._start_round(state)

    # -- Dealing and taking --------------------------------------------------------------------
    def _deal(self, state: LligoState, seat: int, move: Deal) -> None:
        if seat != dealer_of(state):
            raise IllegalMove.of("only the dealer places syllables", rule=RULES)
        n = state.drawn
        assert n is not None
        sides = tile(n).sides
        syllable = fold(move.syllable)
        if tile(n).two_sided:
            if syllable not in sides:
                raise IllegalMove.of(
                    "choose the side to leave face up: {choices}",
                    rule=RULES,
                    choices=list(sides),
                )
            side = sides.index(syllable)
        else:
            if syllable and syllable != sides[0]:
                raise IllegalMove.of(
                    "the syllable drawn is {syllable}", rule=RULES, syllable=sides[0]
                )
            side = 0
        self._place(state, Laid(n, side))

    def _place(self, state: LligoState, laid: Laid) -> None:
        state.table.append(laid)
        state.drawn = None
        state.dealt += 1
        state.waiting = grabbers(state)  # the deal is in view: no log line (the table shows it)

    def _may_grab(self, state: LligoState, seat: int) -> None:
        if seat == dealer_of(state):
            raise IllegalMove.of("the dealer places syllables and takes none", rule=RULES)
        if seat not in state.waiting:
            raise IllegalMove.of("one syllable a deal: wait for the next one", rule=RULES)

    def _take(self, state: LligoState, seat: int, move: Take) -> None:
        """Take a syllable from the table onto your pile (you will not see it again this
        round)."""
        self._may_grab(state, seat)
        syllable = fold(move.syllable)
        there = [p for p in state.table if p.syllable == syllable]
        if not there:
            if not syllable:
                raise IllegalMove.of("name a syllable", rule=RULES)
            raise IllegalMove.of("{syllable} is not on the table", rule=RULES, syllable=syllable)
        laid = there[0]  # equal syllables are the same syllable on a pile
        state.table.remove(laid)
        state.piles[seat].append(laid)
        note(
            state,
            "take",
            f"Seat {seat + 1} takes a syllable ({len(state.piles[seat])} on the pile).",
            seat=seat,
            pile=len(state.piles[seat]),
        )
        self._done(state, seat)

    def _pass(self, state: LligoState, seat: int, move: Pass) -> None:
        """Take nothing this deal."""
        self._may_grab(state, seat)
        self._done(state, seat)

    def _done(self, state: LligoState, seat: int) -> None:
        """The grabber has acted on this deal; after the last, the next deal or the round's
        end."""
        state.waiting.remove(seat)
        if not state.table:  # nothing left to take: nobody need say so
            state.waiting = []
        if not state.waiting:
            self._next(state)

    def _next(self, state: LligoState) -> None:
        if state.dealt >= state.options["syllables"] or not state.bag:
            self._end_round(state)
        else:
            state.drawn = state.bag.pop()

    def _deal_time_up(self, state: LligoState) -> None:
        assert state.drawn is not None
        self._place(state, Laid(state.drawn, 0))  # the first colour up

    def _take_time_up(self, state: LligoState) -> None:
        state.waiting = []  # the others pass
        self._next(state)

    # -- The stages ----------------------------------------------------------------------------
    def stage(self, state: LligoState) -> Stage | None:
        """The dealer places the syllable drawn; then the others grab at once, one syllable
        each or a pass. Each has the turn's time."""
        if state.over:
            return None
        everyone = tuple(range(state.seats))  # the rules say who may not, in their words
        seconds = state.options["turn_seconds"]
        if state.drawn is not None:
            return Stage(
                "deal",
                (dealer_of(state),),
                {Deal: self._deal},
                rule=RULES,
                timer=Timer(f"r{state.round}:d{state.dealt}:deal", seconds, "deal"),
                time_up=self._deal_time_up,
                open_to={Deal: everyone},
            )
        return Stage(
            "take",
            tuple(state.waiting),
            {Take: self._take, Pass: self._pass},
            rule=RULES,
            timer=Timer(f"r{state.round}:d{state.dealt}:take", seconds, "take"),
            time_up=self._take_time_up,
            open_to={Take: everyone, Pass: everyone},
        )

    def score_sheet(self, state: LligoState, seat: int) -> dict[str, int]:
        return {f"round {e.round}": e.points[seat] for e in state.ended}

    # -- Views ---------------------------------------------------------------------------------
    def table_view(self, state: LligoState, seat: int | None) -> dict[str, Any]:
        last = state.ended[-1] if state.ended else None
        dealer = dealer_of(state) if not state.over else None
        you: dict[str, Any] | None = None
        if seat is not None:
            you = {
                "dealer": seat == dealer,
                "pile": len(state.piles[seat]) if not state.over else 0,
            }
            if seat == dealer and state.drawn is not None:  # the dealer alone sees both sides
                you["drawn"] = tile_view(state.drawn)
        return {
            "round": min(state.round + 1, state.seats),
            "rounds": state.seats,
            "dealer": dealer,
            "syllables": state.options["syllables"],
            "dealt": state.dealt,
            "drawing": state.drawn is not None,
            "table": [laid_view(p.tile, p.side) for p in state.table],
            "piles": [len(p) for p in state.piles],
            "waiting": list(state.waiting),
            "last": None
            if last is None
            else {
                "round": last.round,
                "dealer": last.dealer,
                "points": list(last.points),
                "readings": [
                    {
                        "pile": list(r.pile),
                        "words": [
                            {
                                "word": w.word,
                                "start": w.start,
                                "length": len(w.syllables),
                                "points": w.points,
                            }
                            for w in r.words
                        ],
                        "points": r.points,
                    }
                    for r in last.readings
                ],
            },
            "rounds_scored": [list(e.points) for e in state.ended],
            "scores": list(self.result(state).scores),
            "you": you,
        }

    # -- Checks for the conformance tests ------------------------------------------------------
    def invariants(self, state: LligoState) -> list[str]:
        if state.over:
            return []
        tiles = state.bag + [p.tile for p in state.table]
        tiles += [p.tile for pile in state.piles for p in pile]
        tiles += [state.drawn] if state.drawn is not None else []
        if conserved(tiles):  # every round has all of them
            return conserved(tiles)
        d = dealer_of(state)
        if state.piles[d]:
            return ["the dealer has a pile"]
        if any(len(p) > state.dealt for p in state.piles):
            return ["a pile holds more syllables than were dealt"]
        return []

    def secrets(self, state: LligoState) -> dict[int, set[str]]:
        """The piles' syllables are nobody's until the round ends (their owners' neither); the
        tile in the dealer's hand and the sides laid face down are the dealer's. A syllable in
        view elsewhere (the table, the last read-out) is public, whoever holds another one."""
        if state.over:
            return {}
        public = {p.syllable for p in state.table}
        if state.ended:
            public |= {s for r in state.ended[-1].readings for s in r.pile}
        piles = {p.syllable for pile in state.piles for p in pile} - public
        dealers: set[str] = set()
        if state.drawn is not None:
            dealers |= set(tile(state.drawn).sides)
        for p in [*state.table, *(q for pile in state.piles for q in pile)]:
            if tile(p.tile).two_sided:
                dealers.add(tile(p.tile).side(1 - p.side))
        out: dict[int, set[str]] = {}
        if piles:
            out[NOBODY] = piles
        dealers -= public  # what the dealer holds may also lie in a pile: the dealer's own
        if dealers:
            out[dealer_of(state)] = dealers
        return out


GAME = register(Lligosillab())
