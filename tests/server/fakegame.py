"""A small game used only by the server tests: a secret hand, a simultaneous timed writing phase
and a turn phase, so that every server mechanism (views, clock, bots, log) is exercised without
depending on a real rulebook."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.kernel import (
    Event,
    Game,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Result,
    Rng,
    SimultaneousSpec,
    Submissions,
    Timer,
)

WRITE = SimultaneousSpec("writing", after_first_seconds=30, first_locks=True)


@dataclass(frozen=True)
class Write(Move):
    verb: ClassVar[str] = "write"
    word: str = ""


@dataclass(frozen=True)
class Place(Move):
    verb: ClassVar[str] = "place"
    tile: str = ""


@dataclass(frozen=True)
class Note(Move):
    """A remark any seat may make while the words are written (a move that changes little)."""

    verb: ClassVar[str] = "note"
    text: str = ""


@dataclass
class FakeState:
    seats: int
    rng: Rng
    rounds: int
    hands: list[list[str]]
    round: int = 1
    phase: str = "write"
    subs: Submissions[str] = field(default_factory=lambda: Submissions(WRITE, []))
    turn: int = 0
    placed: list[int] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    log: list[Event] = field(default_factory=list)
    over: bool = False


class FakeGame(Game[FakeState]):
    meta = GameMeta(
        id="fake",
        title="Fake Words",
        min_players=2,
        max_players=4,
        languages=("en",),
        minutes=5,
        tags=("under half an hour",),
        rulebook="none",
        summary="a test game",
        family=__name__,  # its bots are this module's BOTS
    )
    move_types = (Write, Place, Note)

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec("rounds", 2, "rounds to play", minimum=1, maximum=5),
            OptionSpec("finish_seconds", 30.0, "time after the first word", minimum=0.05),
        )

    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> FakeState:
        rng = Rng.from_seed(seed)
        hands = [[f"tile-{s}-{rng.next64() % 10**8:08d}" for _ in range(2)] for s in range(seats)]
        state = FakeState(seats, rng, int(options["rounds"]), hands, scores=[0] * seats)
        state.subs = self._subs(state, float(options["finish_seconds"]))
        state.log.append(Event("round", "round 1 starts"))
        for s in range(seats):
            state.log.append(Event("hand", f"you hold {' '.join(hands[s])}", to=[s]))
        return state

    def _subs(self, state: FakeState, seconds: float) -> Submissions[str]:
        spec = SimultaneousSpec("writing", after_first_seconds=seconds, first_locks=True)
        return Submissions(spec, list(range(state.seats)), instance=f"r{state.round}")

    def to_act(self, state: FakeState) -> list[int]:
        if state.over:
            return []
        if state.phase == "write":
            return state.subs.waiting()
        return [state.turn]

    def perform(self, state: FakeState, seat: int | None, move: Move) -> None:
        if move.verb == "time-up":
            timer = self.timer(state)
            if timer is None or getattr(move, "timer", "") != timer.key:
                raise IllegalMove("no such timer is running", rule="timer")
            state.subs.time_up()
            self._close_write(state)
            return
        assert seat is not None
        if isinstance(move, Write):
            if state.phase != "write":
                raise IllegalMove("the writing phase is over", rule="writing")
            if not move.word.isalpha():
                raise IllegalMove("a word is letters only", rule="valid words")
            state.subs.submit(seat, move.word)
            if state.subs.closed:
                self._close_write(state)
        elif isinstance(move, Note):
            if state.phase != "write":
                raise IllegalMove("notes are for the writing phase", rule="writing")
            state.log.append(Event("note", f"seat {seat}: {move.text}", {"seat": seat}))
        elif isinstance(move, Place):
            if state.phase != "place" or seat != state.turn:
                raise IllegalMove("it is not your turn", rule="placement")
            if move.tile not in state.hands[seat]:
                raise IllegalMove("you hold no such tile", rule="placement")
            state.hands[seat].remove(move.tile)
            state.scores[seat] += 1
            state.log.append(Event("place", f"seat {seat} places a tile", {"seat": seat}))
            state.placed.append(seat)
            if len(state.placed) == state.seats:
                self._next_round(state)
            else:
                state.turn = (state.turn + 1) % state.seats

    def _close_write(self, state: FakeState) -> None:
        for s in range(state.seats):
            word = state.subs.entries.get(s)
            text = f"seat {s} wrote {word}" if word else f"seat {s} wrote nothing"
            state.log.append(Event("word", text, {"seat": s, "word": word}))
            if word:
                state.scores[s] += len(word)
        state.phase = "place"
        state.turn = state.subs.first if state.subs.first is not None else 0
        state.placed = []

    def _next_round(self, state: FakeState) -> None:
        if state.round >= state.rounds:
            state.over = True
            state.log.append(Event("end", "game over"))
            return
        state.round += 1
        seconds = state.subs.spec.after_first_seconds or 30.0
        state.subs = self._subs(state, seconds)
        state.phase = "write"
        state.log.append(Event("round", f"round {state.round} starts"))

    def timer(self, state: FakeState) -> Timer | None:
        return None if state.over or state.phase != "write" else state.subs.timer()

    def is_over(self, state: FakeState) -> bool:
        return state.over

    def result(self, state: FakeState) -> Result:
        best = max(state.scores)
        return Result(
            tuple(state.scores),
            tuple({"points": s} for s in state.scores),
            tuple(i for i, s in enumerate(state.scores) if s == best),
        )

    def view(self, state: FakeState, seat: int | None) -> dict[str, Any]:
        closed = state.phase != "write"
        return {
            "round": state.round,
            "phase": state.phase,
            "turn": state.turn,
            "scores": state.scores,
            "hand": list(state.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in state.hands],
            "finished": list(state.subs.order),
            "my_word": state.subs.entries.get(seat) if seat is not None else None,
            "words": {str(k): v for k, v in state.subs.entries.items()} if closed else None,
        }

    def secrets(self, state: FakeState) -> dict[int, set[str]]:
        out = {s: set(state.hands[s]) for s in range(state.seats)}
        if state.phase == "write":
            for s, word in state.subs.entries.items():
                out[s].add(word)
        return out


GAME = FakeGame()


class FakeBot:
    strength = "plain"

    def __init__(self, strength: str = "plain") -> None:
        self.strength = strength

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        view = game.view(state, seat)
        if view["phase"] == "write":
            return Write(word=f"BOT{'XYZ'[rng.below(3)]}")
        return Place(tile=view["hand"][0])

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        return 5.0


BOTS = {"weak": lambda: FakeBot("weak"), "plain": lambda: FakeBot("plain")}
