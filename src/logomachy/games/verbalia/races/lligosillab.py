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

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any, ClassVar

from logomachy.games.verbalia.pieces.abc_options import Adaptations, free_division, orders_spelling
from logomachy.games.verbalia.pieces.syllables import (
    COLOURS,
    TOTAL_TILES,
    fold,
    syllable_tiles,
    syllable_words,
    tile,
)
from logomachy.games.verbalia.pieces.verbigracia import situations
from logomachy.games.verbalia.races.engine import zipf
from logomachy.kernel import (
    Event,
    Game,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Result,
    Rng,
    Timer,
    TimeUp,
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
    if syllables < SHORTEST:
        return 0
    return POINTS[min(syllables, max(POINTS))]


# -- Moves -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Deal(Move):
    """The dealer places the syllable drawn: a two-syllable tile with the side they choose up."""

    verb: ClassVar[str] = "deal"
    syllable: str = ""


@dataclass(frozen=True)
class Take(Move):
    """Take a syllable from the table onto your pile (you will not see it again this round)."""

    verb: ClassVar[str] = "take"
    syllable: str = ""


@dataclass(frozen=True)
class Pass(Move):
    """Take nothing this deal."""

    verb: ClassVar[str] = "pass"


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
    ended: list[RoundEnd] = field(default_factory=list)
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
def words_by_syllables() -> dict[tuple[str, ...], tuple[str, ...]]:
    """Sorted syllables -> the good words that have exactly those syllables (rule P), one form
    a spelling: every word of the set's syllables (`syllable_words`), built in ~0.1 s."""
    found: dict[tuple[str, ...], dict[str, str]] = {}
    for word, pieces in syllable_words().items():
        found.setdefault(tuple(sorted(pieces)), {}).setdefault(fold(word), word)
    return {key: tuple(sorted(forms.values())) for key, forms in found.items()}


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


class Lligosillab(Game[LligoState]):
    meta: ClassVar[GameMeta] = GameMeta(
        conformance_seed_cost=4,  # ~2.2 CPU-s a bot game (measured 2026-12-02)
        id="verbalia-lligosillab",
        title="Verbàlia: Lligosíl·laB",
        min_players=3,
        max_players=8,
        languages=("ca",),
        minutes=45,
        tags=("verbàlia", *situations("Lligosíl·laB"), "syllables", "race", "memory"),
        rulebook="shared/rules/verbalia.md#lligosillab",
        family="verbalia.races",
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
            OptionSpec(
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
        state.bag = [t.number for t in syllable_tiles()]
        state.rng.shuffle(state.bag)
        state.table, state.piles = [], [[] for _ in range(state.seats)]
        state.dealt, state.waiting = 0, []
        d = dealer_of(state)
        state.log.append(
            Event(
                "round",
                f"Round {state.round + 1}: seat {d + 1} places {state.options['syllables']} "
                "syllables.",
                {"round": state.round + 1, "seat": d, "syllables": state.options["syllables"]},
            )
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
            state.log.append(
                Event(
                    "read",
                    f"Seat {s + 1}'s pile: {' '.join(r.pile) or '-'}: {said}; {r.points} points.",
                    {
                        "seat": s,
                        "pile": list(r.pile) or ["-"],
                        "words": [f"{w.word} ({w.points})" for w in r.words] or ["-"],
                        "points": r.points,
                    },
                )
            )
        state.log.append(
            Event(
                "dealer",
                f"Seat {d + 1}, the dealer, scores {best} as the best player.",
                {"seat": d, "points": best},
            )
        )
        state.round += 1
        state.drawn, state.table, state.waiting = None, [], []
        state.piles = [[] for _ in range(state.seats)]
        if state.round >= state.seats:
            state.over = True
            state.bag = []
            state.log.append(Event("end", "Everyone has dealt once: the game ends.", {}))
        else:
            self._start_round(state)

    # -- Dealing and taking --------------------------------------------------------------------
    def _deal(self, state: LligoState, text: str) -> None:
        n = state.drawn
        assert n is not None
        sides = tile(n).sides
        syllable = fold(text)
        if tile(n).two_sided:
            if syllable not in sides:
                raise IllegalMove(
                    f"choose the side to leave face up: {' or '.join(sides)}", rule=RULES
                )
            side = sides.index(syllable)
        else:
            if syllable and syllable != sides[0]:
                raise IllegalMove(f"the syllable drawn is {sides[0]}", rule=RULES)
            side = 0
        self._place(state, Laid(n, side))

    def _place(self, state: LligoState, laid: Laid) -> None:
        state.table.append(laid)
        state.drawn = None
        state.dealt += 1
        state.waiting = grabbers(state)  # the deal is in view: no log line (the table shows it)

    def _take(self, state: LligoState, seat: int, text: str) -> None:
        syllable = fold(text)
        there = [p for p in state.table if p.syllable == syllable]
        if not there:
            raise IllegalMove(f"{syllable or 'that syllable'} is not on the table", rule=RULES)
        laid = there[0]  # equal syllables are the same syllable on a pile
        state.table.remove(laid)
        state.piles[seat].append(laid)
        state.log.append(
            Event(
                "take",
                f"Seat {seat + 1} takes a syllable ({len(state.piles[seat])} on the pile).",
                {"seat": seat, "pile": len(state.piles[seat])},
            )
        )

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

    def copy_state(self, state: LligoState) -> LligoState:
        """The lists copied, their entries shared: tiles laid, rounds ended and log lines are
        never changed once made (a game of eight is some 4,000 moves; a pickle copy was its
        largest cost)."""
        new = copy.copy(state)
        new.rng = Rng(state.rng.state)
        new.bag = list(state.bag)
        new.table = list(state.table)
        new.piles = [list(p) for p in state.piles]
        new.waiting = list(state.waiting)
        new.ended = list(state.ended)
        new.log = list(state.log)
        return new

    # -- Dispatch ------------------------------------------------------------------------------
    def to_act(self, state: LligoState) -> list[int]:
        if state.over:
            return []
        if state.drawn is not None:
            return [dealer_of(state)]
        return list(state.waiting)

    def timer(self, state: LligoState) -> Timer | None:
        acting = self.to_act(state)
        if not acting:
            return None
        what = "deal" if state.drawn is not None else "take"
        return Timer(f"r{state.round}:d{state.dealt}:{what}", state.options["turn_seconds"], what)

    def perform(self, state: LligoState, seat: int | None, move: Move) -> None:
        if isinstance(move, TimeUp):
            timer = self.timer(state)
            if timer is None or timer.key != move.timer:
                raise IllegalMove("that timer is not running", rule="timer")
            if state.drawn is not None:
                self._place(state, Laid(state.drawn, 0))
            else:  # the others pass
                state.waiting = []
                self._next(state)
            return
        if seat is None or not 0 <= seat < state.seats:
            raise IllegalMove("a move needs a seat at this table", rule="players")
        dealer = dealer_of(state)
        if isinstance(move, Deal):
            if seat != dealer:
                raise IllegalMove("only the dealer places syllables", rule=RULES)
            if state.drawn is None:
                raise IllegalMove("wait until the others have taken or passed", rule=RULES)
            self._deal(state, move.syllable)
            return
        if seat == dealer:
            raise IllegalMove("the dealer places syllables and takes none", rule=RULES)
        if seat not in state.waiting:
            raise IllegalMove("one syllable a deal: wait for the next one", rule=RULES)
        if isinstance(move, Take):
            self._take(state, seat, move.syllable)
        self._done(state, seat)

    def is_over(self, state: LligoState) -> bool:
        return state.over

    def score_sheet(self, state: LligoState, seat: int) -> dict[str, int]:
        return {f"round {e.round}": e.points[seat] for e in state.ended}

    def result(self, state: LligoState) -> Result:
        sheets = tuple(self.score_sheet(state, s) for s in range(state.seats))
        scores = tuple(sum(s.values()) for s in sheets)
        best = max(scores)
        return Result(scores, sheets, tuple(s for s in range(state.seats) if scores[s] == best))

    # -- Views ---------------------------------------------------------------------------------
    def view(self, state: LligoState, seat: int | None) -> dict[str, Any]:
        timer = self.timer(state)
        result = self.result(state)
        acting = self.to_act(state)
        last = state.ended[-1] if state.ended else None
        dealer = dealer_of(state) if not state.over else None
        you: dict[str, Any] | None = None
        if seat is not None:
            you = {
                "seat": seat,
                "to_act": seat in acting,
                "dealer": seat == dealer,
                "pile": len(state.piles[seat]) if not state.over else 0,
            }
            if seat == dealer and state.drawn is not None:  # the dealer alone sees both sides
                drawn = tile(state.drawn)
                you["drawn"] = {
                    "sides": list(drawn.sides),
                    "colours": list(COLOURS) if drawn.two_sided else None,
                }
        return {
            "game": self.meta.id,
            "round": min(state.round + 1, state.seats),
            "rounds": state.seats,
            "dealer": dealer,
            "syllables": state.options["syllables"],
            "dealt": state.dealt,
            "drawing": state.drawn is not None,
            "table": [
                {
                    "syllable": p.syllable,
                    "colour": COLOURS[p.side] if tile(p.tile).two_sided else None,
                }
                for p in state.table
            ],
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
            "scores": list(result.scores),
            "to_act": acting,
            "timer": None
            if timer is None
            else {"key": timer.key, "seconds": timer.seconds, "label": timer.label},
            "you": you,
            "result": {
                "scores": list(result.scores),
                "winners": list(result.winners),
                "breakdown": [dict(b) for b in result.breakdown],
            }
            if state.over
            else None,
        }

    def parse_move(self, state: LligoState, seat: int, text: str) -> Move:
        parts = text.strip().split()
        usage = "deal [SYL], take SYL — or pass"
        if not parts:
            raise IllegalMove(usage, rule="move format")
        verb, rest = parts[0].lower(), parts[1:]
        if verb == "pass" and not rest:
            return Pass()
        if verb == "deal" and len(rest) <= 1:
            return Deal(rest[0] if rest else "")
        if verb == "take" and len(rest) == 1:
            return Take(rest[0])
        raise IllegalMove(usage, rule="move format")

    # -- Checks for the conformance tests ------------------------------------------------------
    def invariants(self, state: LligoState) -> list[str]:
        if state.over:
            return []
        tiles = state.bag + [p.tile for p in state.table]
        tiles += [p.tile for pile in state.piles for p in pile]
        tiles += [state.drawn] if state.drawn is not None else []
        if sorted(tiles) != list(range(TOTAL_TILES)):  # every round has all of them
            return ["the 136 syllable tiles are not conserved"]
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
