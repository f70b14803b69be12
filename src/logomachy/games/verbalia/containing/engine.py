"""The containing chain games: each player in turn takes a new letter and says a word that
contains every letter taken so far in the round (Barrinagrama: in the order they came out;
EnVoltagrama: in any order), or passes and is out of the round. When no one can go on, the
last player to say a word takes a marker; the first to five markers wins.

Readings shared by these games (each game's docstring lists its own):
- "a word that contains them": the word's letter tiles hold the letters taken, with repeats
  (two As taken need two As), accents not counting (ABC N); NY and QU are one letter each;
- the same word may not be said twice in a round: "the same" is laid with the same letters;
- a player who passes, or whose time runs out, is out of the round; the last player still in
  keeps going alone until they pass (everyone else already has);
- the turn's time before the long words is not given: `turn_seconds` (30 s) for the table;
- each round is begun by the player to the left of the last round's first;
- when the letters run out the game ends and the most markers win; ties share victory.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.verbalia.chains.engine import (
    MARKERS_TO_WIN,
    Link,
    MarkerGame,
    Tiles,
    code,
    dictionary_word,
    holds,
    next_in,
    open_round,
    pool_counts,
    winners_text,
)
from logomachy.games.verbalia.pieces.letters import letter_set, letters_conserved
from logomachy.kernel import (
    Event,
    IllegalMove,
    Move,
    OptionSpec,
    Pass,
    Result,
    Rng,
    grows,
    result_from_sheets,
)

TURN_SECONDS = 30  # reading: the rulebook times only the long words
LONG_SECONDS = 60  # "... has one minute to find a new word"


@dataclass(frozen=True)
class Say(Move):
    """Take a new letter (`letter`; drawn from the bag, it is the one drawn) and say a word
    that contains it and every letter taken before it in the round."""

    verb: ClassVar[str] = "say"
    word: str = ""
    letter: str = ""


@dataclass
class ContainState:
    seats: int
    options: dict[str, Any]
    rng: Rng
    letters: list[str]  # face up on the table, or in the bag (blind)
    blind: bool  # the letters are drawn from the bag, not chosen
    drawn: str | None = None  # blind: the letter drawn for this turn
    taken: list[str] = field(default_factory=list)  # this round's letters, in order
    set_aside: list[str] = field(default_factory=list)  # letters of earlier rounds
    round: int = 1
    starter: int = 0
    turn: int = 0
    turns: int = 0
    out: list[bool] = field(default_factory=list)
    last: int | None = None  # the last player to say a word this round
    long: bool = False  # the last word was long: the minute
    said: list[Link] = grows()  # every word said, every round
    markers: list[int] = field(default_factory=list)
    over: bool = False
    log: list[Event] = field(default_factory=list)


class ContainGame(MarkerGame[ContainState]):
    """A containing game; subclasses name their rules and how letters are contained."""

    in_order: ClassVar[bool]  # the letters must come in the order they came out
    long_from: ClassVar[int]  # a word this long gives the next player the minute
    blind_option: ClassVar[bool | None]  # None: always blind; else the variant's default
    move_types = (Say, Pass)
    say = Say

    def option_specs(self) -> tuple[OptionSpec, ...]:
        specs = [
            OptionSpec.seconds(
                "turn_seconds",
                TURN_SECONDS,
                "time to say a word (the rulebook times only the long words; ABC T)",
                minimum=5,
            ),
            OptionSpec.seconds(
                "long_seconds",
                LONG_SECONDS,
                f"time once a word of {self.long_from} letters has been said",
            ),
        ]
        if self.blind_option is not None:
            specs.append(
                OptionSpec(
                    "bag",
                    self.blind_option,
                    "experienced players: the letters stay in the bag and are drawn blind",
                )
            )
        return tuple(specs)

    # -- Preparation -------------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> ContainState:
        blind = True if self.blind_option is None else bool(options["bag"])
        state = ContainState(
            seats=seats,
            options=options,
            rng=Rng.from_seed(seed, self.meta.id),
            letters=letter_set(),
            blind=blind,
            markers=[0] * seats,
        )
        if blind:
            state.rng.shuffle(state.letters)  # into the bag
        self.begin_round(state)
        return state

    def begin_round(self, state: ContainState) -> None:
        state.taken = []
        state.out = [False] * state.seats
        state.last = None
        state.long = False
        state.turns = 0
        open_round(state, f"Round {state.round}: seat {state.starter + 1} begins.")
        self._draw(state)

    def _draw(self, state: ContainState) -> None:
        """Blind: the player to move draws a letter from the bag at random."""
        if not state.blind or state.over:
            return
        if not state.letters:
            self._end_game(state, "the letters have run out")
            return
        # (No log line: the view shows the letter drawn, and the word's line names it.)
        state.drawn = state.letters.pop(state.rng.below(len(state.letters)))

    def _put_back(self, state: ContainState) -> None:
        """Reading: a letter drawn by a player who passes goes back into the bag."""
        if state.drawn is not None:
            state.letters.append(state.drawn)
            state.drawn = None

    # -- A turn ------------------------------------------------------------------------------------
    def check_say(self, state: ContainState, move: Say) -> tuple[str, Tiles, str]:
        """(the letter taken, the word's tiles, the word as written), or IllegalMove."""
        if state.blind:
            assert state.drawn is not None
            letter = state.drawn
            if move.letter and move.letter.upper() != letter:
                raise IllegalMove.of("the letter drawn is {letter}", rule=self.rules, letter=letter)
        else:
            letter = self.new_letter(move.letter.strip().upper(), state.letters)
        tiles, written = dictionary_word(move.word)
        wanted = [*state.taken, letter]
        if not holds(tiles, wanted, self.in_order):
            if self.in_order:
                raise IllegalMove.of(
                    "{written} does not contain {wanted} in the order they came out",
                    rule=self.rules,
                    written=written,
                    wanted=" ".join(wanted),
                )
            raise IllegalMove.of(
                "{written} does not contain {wanted} (in any order)",
                rule=self.rules,
                written=written,
                wanted=" ".join(wanted),
            )
        self.unsaid(tiles, {code(k.word) for k in state.said if k.round == state.round}, written)
        return letter, tiles, written

    def said(self, state: ContainState, seat: int, move: Say) -> None:
        letter, tiles, written = self.check_say(state, move)
        if state.blind:
            state.drawn = None
        else:
            state.letters.remove(letter)
        state.taken.append(letter)
        state.said.append(Link(state.round, seat, written))
        state.last = seat
        state.long = len(tiles) >= self.long_from
        state.log.append(
            Event(
                "word",
                f"Seat {seat + 1} takes {letter} and says {written}.",
                {"seat": seat, "letter": letter, "word": written},
            )
        )
        self._next_turn(state)

    def passed(self, state: ContainState, seat: int, move: Pass) -> None:
        """The player cannot say a word: out of the round."""
        self._out(state, "passes")

    def time_up(self, state: ContainState) -> None:
        self._out(state, "the time is up")

    def _out(self, state: ContainState, why: str) -> None:
        seat = state.turn
        state.out[seat] = True
        self._put_back(state)
        state.log.append(
            Event(
                "out",
                f"Seat {seat + 1} is out of the round: {why}.",
                {"seat": seat, "why": "passes" if why == "passes" else "time-up"},  # codes
            )
        )
        self._next_turn(state)

    def _next_turn(self, state: ContainState) -> None:
        state.turns += 1
        nxt = next_in(state.turn, state.out)
        if nxt is None:
            self._end_round(state)
            return
        state.turn = nxt
        if not state.blind and not state.letters:
            self._end_game(state, "the letters have run out")
            return
        self._draw(state)

    # -- End of a round, end of the game -----------------------------------------------------------
    def _end_round(self, state: ContainState) -> None:
        """The last player to say a word takes a marker; the letters used are set aside."""
        state.set_aside.extend(state.taken)
        state.taken = []
        if state.last is not None:
            state.markers[state.last] += 1
            state.log.append(
                Event(
                    "marker",
                    f"Round {state.round} ends: seat {state.last + 1} said the last word and "
                    "takes a marker.",
                    {"round": state.round, "seat": state.last},
                )
            )
            if state.markers[state.last] >= MARKERS_TO_WIN:
                self._end_game(state, f"seat {state.last + 1} has {MARKERS_TO_WIN} markers")
                return
        self.next_round(state)

    def _end_game(self, state: ContainState, why: str) -> None:
        state.over = True
        state.set_aside.extend(state.taken)
        state.taken = []
        self._put_back(state)
        result = self.result(state)
        state.log.append(
            Event(
                "end",
                f"The game ends ({why}); " + winners_text(result),
                {"winners": list(result.winners), "scores": list(result.scores)},
            )
        )

    def result(self, state: ContainState) -> Result:
        """Markers won; the first to five wins (or the most when the letters run out)."""
        return result_from_sheets([{"markers": m} for m in state.markers])

    # -- Views -------------------------------------------------------------------------------------
    def table_view(self, state: ContainState, seat: int | None) -> dict[str, Any]:
        last = next((k for k in reversed(state.said) if k.round == state.round), None)
        return {
            **self.marker_view(state, seat),
            "kind": "contain",
            "in_order": self.in_order,
            "chosen": list(state.taken),
            "choose_letter": not state.blind,
            "drawn": state.drawn,
            "word": last.word if last else "",
            "tiles": [],
            "pool": None if state.blind else pool_counts(state.letters),
            "bag": len(state.letters) if state.blind else None,
            "out": list(state.out),
            "chain": [
                {"seat": k.seat, "word": k.word} for k in state.said if k.round == state.round
            ],
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: ContainState) -> list[str]:
        problems = []
        drawn = [state.drawn] if state.drawn is not None else []
        every = state.letters + drawn + state.taken + state.set_aside
        problems += letters_conserved(every)
        won = sum(1 for e in state.log if e.kind == "marker")
        if sum(state.markers) != won:
            problems.append("markers are not conserved")
        return problems
