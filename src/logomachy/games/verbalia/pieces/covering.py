"""The covering games' turns, as Buguigrama and CaValcagrama (`cover/engine.py`) and
Buguisíl·laB (`wood/buguisillab.py`) play them alike: on their turn a player has thirty seconds
to announce a word read on the board's uncovered pieces (letters, syllables) and cover it with
markers, or passes; the round ends when the players agree no more words can be formed or no
markers are left, and a new board is laid, started by the player to the left of the previous
starter. As many rounds as players; most points wins. Each game says how its board is laid,
how a word is read on it (its refusals) and what its view shows of the board; its docstring
gives the readings these turns apply (marked "Reading:" here).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from logomachy.games.log import note
from logomachy.games.verbalia.pieces.endings import end_event
from logomachy.games.verbalia.pieces.score_sheets import SheetGame
from logomachy.games.verbalia.pieces.timed_turns import next_round, next_turn, timed_turn
from logomachy.kernel import Event, Move, OptionSpec, Pass, Result, Rng, Stage, grows

MARKERS = 120  # the set's wooden markers (Components); their colour does not matter here
TURN_SECONDS = 30  # "thirty seconds"
#: Why a player passes, why a round ends: the log's words for each reason's code.
WHY = {
    "pass": "passes",
    "time": "time is up",
    "all-passed": "every player passed: they agree no more words can be formed",
    "no-markers": "no markers are left to cover a word",
    "no-words": "no more words can be formed",
}


class Claimed(Protocol):
    """A word announced and covered, as the turns read it: `cells` is its path on the board."""

    round: int
    seat: int
    word: str
    points: int

    @property
    def cells(self) -> tuple[int, ...]: ...


P = TypeVar("P")  # what the bag holds: letters, tile numbers
C = TypeVar("C", bound=Claimed)


@dataclass
class CoveringState(Generic[P, C]):
    """What a covering game's state holds besides its board: the bag, the covered pieces, the
    markers in the supply, the round and its turns, and the words announced."""

    seats: int
    options: dict[str, Any]
    rng: Rng
    bag: list[P]  # the pieces not on the board
    covered: list[bool] = field(default_factory=list)
    markers: int = MARKERS  # markers still in the supply
    round: int = 1
    starter: int = 0
    turn: int = 0  # the seat to play
    turns: int = 0  # turns played in this round (names the turn timer)
    passes: int = 0  # passes in a row since the last word
    claims: list[C] = grows()
    over: bool = False
    log: list[Event] = field(default_factory=list)


S = TypeVar("S", bound=CoveringState[Any, Any])


class CoveringGame(SheetGame[S]):
    """A covering game: subclasses lay the board (`lay`), read a word on it (`_announce`,
    which calls `cover`), say which words are left (`words_left`) and show the board
    (`board_view`).

    `section` names the rulebook section in refusals; `pieces` is what a word is counted in
    ("letters", "syllables"), `shortest` the fewest a word has, `path_key` what the log and the
    view call a word's path ("cells", "trees"), `pass_codes` the pass line's codes (a pass,
    time up), `dealt` the round line's words for the new board; with `coded`, the log's data
    also name the reason a round ends and the winners as `seats` (the templates of the games
    that read them so)."""

    section: ClassVar[str]
    pieces: ClassVar[str]
    shortest: ClassVar[int]
    points_table: ClassVar[dict[int, int]]
    path_key: ClassVar[str]
    pass_codes: ClassVar[tuple[str, str]] = ("pass", "time")
    dealt: ClassVar[str]
    coded: ClassVar[bool] = False
    announce: ClassVar[type[Move]]

    @property
    def rules(self) -> str:
        return f"{self.section}: rules"

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec.seconds(
                "turn_seconds",
                TURN_SECONDS,
                "time to find a word on your turn (children may have twice the time: ABC I)",
                minimum=5,
            ),
            *self.board_options(),
        )

    def board_options(self) -> tuple[OptionSpec, ...]:
        """The options the game adds (the square's size, the ABC's agreements)."""
        return ()

    # -- A round -------------------------------------------------------------------------------
    def lay(self, state: S) -> int:
        """A new board from the bag (the last one's pieces back in it): how many cells it has."""
        raise NotImplementedError

    def new_round(self, state: S) -> None:
        """The board is laid; every marker is back in the supply; the starter plays first."""
        state.covered = [False] * self.lay(state)
        state.markers = MARKERS
        state.turn = state.starter
        state.turns = 0
        state.passes = 0
        data = {"round": state.round, "starter": state.starter}
        if self.coded:
            data["seat"] = state.starter
        text = f"Round {state.round}: {self.dealt}; seat {state.starter + 1} starts."
        state.log.append(Event("round", text, data))
        self._check_round_end(state)

    def words_left(self, state: S) -> Any:
        """Every word still readable on the uncovered pieces (empty: none)."""
        raise NotImplementedError

    # -- A turn --------------------------------------------------------------------------------
    def _announce(self, state: S, seat: int, move: Any) -> None:
        """Check the announced word (`IllegalMove` says which rule it breaks), then `cover`."""
        raise NotImplementedError

    def cover(self, state: S, claim: Claimed) -> None:
        """The word's pieces are covered with markers from the supply; the turn passes."""
        for c in claim.cells:
            state.covered[c] = True
        state.markers -= len(claim.cells)
        state.claims.append(claim)
        state.passes = 0
        state.log.append(
            Event(
                "word",
                f"Seat {claim.seat + 1} announces {claim.word} ({len(claim.cells)} "
                f"{self.pieces}, {claim.points} points) and covers it.",
                {
                    "seat": claim.seat,
                    "word": claim.word,
                    self.path_key: list(claim.cells),
                    "points": claim.points,
                },
            )
        )
        self._next_turn(state)

    def _pass(self, state: S, seat: int, move: Pass) -> None:
        """Find no word (or agree that none is left): the turn passes to the next player."""
        self._no_word(state, timed_out=False)

    def _time_up(self, state: S) -> None:
        self._no_word(state, timed_out=True)  # the thirty seconds are up: the turn passes

    def _no_word(self, state: S, timed_out: bool) -> None:
        seat = state.turn
        state.passes += 1
        why = "time" if timed_out else "pass"
        note(
            state,
            "pass",
            f"Seat {seat + 1} finds no word: {WHY[why]}.",
            seat=seat,
            why=self.pass_codes[timed_out],
        )
        self._next_turn(state)

    def _next_turn(self, state: S) -> None:
        next_turn(state)
        self._check_round_end(state)

    # -- End of a round, end of the game -------------------------------------------------------
    def _check_round_end(self, state: S) -> None:
        if state.passes >= state.seats:
            # Reading: a full circle of passes is the players agreeing no word is left.
            why = "all-passed"
        elif state.markers < self.shortest:
            why = "no-markers"
        elif not self.words_left(state):
            # Reading: the referee decides for the players when the dictionary holds no word.
            why = "no-words"
        else:
            return
        data: dict[str, Any] = {"round": state.round}
        if self.coded:
            data["why"] = why
        state.log.append(Event("round-end", f"Round {state.round} ends: {WHY[why]}.", data))
        if state.round >= state.seats:  # as many rounds as players
            state.over = True
            end = end_event(self.result(state))
            if self.coded:
                end.data["seats"] = list(self.result(state).winners)
            state.log.append(end)
            return
        next_round(state)  # started by the player to the left
        self.new_round(state)

    # -- The stage -----------------------------------------------------------------------------
    def stage(self, state: S) -> Stage | None:
        """On their turn a player announces a word within the time, or passes."""
        if state.over:
            return None
        moves = {self.announce: self._announce, Pass: self._pass}
        return timed_turn(state, moves, self.rules, self._time_up)

    def score_sheet(self, state: S, seat: int) -> dict[str, int]:
        """Points per round (the score notebook's columns)."""
        return {
            f"round {r}": sum(c.points for c in state.claims if c.seat == seat and c.round == r)
            for r in range(1, state.seats + 1)
        }

    # -- Views ---------------------------------------------------------------------------------
    def table_view(self, state: S, seat: int | None) -> dict[str, Any]:
        """The board (`board_view`), the round and its turn, the markers, the words covered
        and the scores."""
        result = self.result(state)
        return {
            "lang": "ca",
            **self.board_view(state, result),
            "covered": list(state.covered),
            "round": state.round,
            "rounds": state.seats,
            "starter": state.starter,
            "turn": None if state.over else state.turn,
            "passes": state.passes,
            "markers": state.markers,
            "bag": len(state.bag),
            f"min_{self.pieces}": self.shortest,
            "points_table": {str(k): v for k, v in self.points_table.items()},
            "claims": [
                {
                    "round": c.round,
                    "seat": c.seat,
                    "word": c.word,
                    self.path_key: list(c.cells),
                    "points": c.points,
                }
                for c in state.claims
            ],
            "scores": list(result.scores),
        }

    def board_view(self, state: S, result: Result) -> dict[str, Any]:
        """What the view shows of the board (and what else the game adds)."""
        raise NotImplementedError

    # -- Checks for the conformance tests ------------------------------------------------------
    def covering_problems(self, state: S) -> list[str]:
        """This round's words cover each piece once, the covered pieces are theirs, and the
        markers are conserved."""
        problems = []
        piece = self.pieces.removesuffix("s")
        this_round = [c for c in state.claims if c.round == state.round]
        covered = [i for c in this_round for i in c.cells]
        if len(covered) != len(set(covered)):
            problems.append(f"a {piece} is covered twice")
        if sorted(covered) != [i for i, hidden in enumerate(state.covered) if hidden]:
            problems.append(f"covered {self.pieces} do not match the words announced")
        if state.markers + len(covered) != MARKERS:
            problems.append("markers are not conserved")
        return problems
