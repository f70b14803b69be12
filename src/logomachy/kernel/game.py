"""The Game protocol every rulebook module implements, and the data it describes itself with."""

from __future__ import annotations

import copy
import dataclasses
import itertools
import pickle
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from logomachy.kernel.errors import IllegalMove
from logomachy.kernel.moves import Move, move_from_json
from logomachy.kernel.phases import Timer


@dataclass(frozen=True)
class GameMeta:
    id: str
    title: str
    min_players: int
    max_players: int
    languages: tuple[str, ...]
    minutes: int
    tags: tuple[str, ...]
    rulebook: str
    summary: str
    # What one bot-vs-bot game costs to play and check, in typical games (Trencadís's, about
    # half a CPU-second), rounded: the conformance run (tests/test_conformance.py) gives every
    # game about the same time, so it plays 1/cost of the seeds, never fewer than its player
    # counts, languages and bot strengths need.
    conformance_seed_cost: int = 1
    # The family the game belongs to, as a dotted path under the layers ("verbalia.coast";
    # a game of its own names its package: "trencadis"). It is the one registration: it
    # names the game's bots (`logomachy.bots.<family>`), its family's screen
    # (`web/js/games/verbalia/coast.js`, `trencadis.js`) and its messages' namespace.
    family: str = ""


@dataclass(frozen=True)
class OptionSpec:
    """One table option (language, variant, timer length) as a lobby shows it."""

    name: str
    default: Any
    help: str
    choices: tuple[Any, ...] = ()
    minimum: float | None = None
    maximum: float | None = None
    multiline: bool = False  # a text of several lines (a lobby shows a text area)
    # Part of what players must not know before the game says so (GraVagrama's pasted page):
    # the table's public information hides the value until the game is over.
    secret: bool = False

    @classmethod
    def seconds(
        cls, name: str, default: int, help: str, minimum: int = 10, maximum: int = 600
    ) -> OptionSpec:
        """A timer's length in seconds: most rulebooks' clocks run between 10 s and 10 min."""
        return cls(name, default, help, minimum=minimum, maximum=maximum)

    def check(self, value: Any) -> Any:
        if self.choices and value not in self.choices:
            raise IllegalMove.of(
                "option {option} must be one of {choices}",
                rule="options",
                option=self.name,
                choices=[str(c) for c in self.choices],
            )
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise IllegalMove.of(
                    "option {option} must be true or false", rule="options", option=self.name
                )
        elif isinstance(self.default, str) and not isinstance(value, str):
            raise IllegalMove.of("option {option} must be text", rule="options", option=self.name)
        elif isinstance(self.default, int | float):
            if not isinstance(value, int | float) or isinstance(value, bool):
                raise IllegalMove.of(
                    "option {option} must be a number", rule="options", option=self.name
                )
            if (self.minimum is not None and value < self.minimum) or (
                self.maximum is not None and value > self.maximum
            ):
                raise IllegalMove.of(
                    "option {option} must be between {minimum} and {maximum}",
                    rule="options",
                    option=self.name,
                    minimum=self.minimum,
                    maximum=self.maximum,
                )
        return value


@dataclass
class Event:
    """Something that happened, for the log: `kind` plus data (for any interface language) and an
    English `text`. `to` limits who may see it (None: everyone)."""

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)
    to: list[int] | None = None


@dataclass(frozen=True)
class Result:
    """Final scores: `scores[seat]`, each the sum of `breakdown[seat]`; `winners` share victory."""

    scores: tuple[int, ...]
    breakdown: tuple[dict[str, int], ...]
    winners: tuple[int, ...]
    tiebreak: str = ""


S = TypeVar("S")


class Game(ABC, Generic[S]):
    """One rulebook. Pure: `apply` returns a new state or raises `IllegalMove`, never touches I/O
    or a clock. Seats are numbered 0..n-1 clockwise."""

    meta: ClassVar[GameMeta]
    move_types: ClassVar[tuple[type[Move], ...]]

    # -- set-up -----------------------------------------------------------------------------
    @abstractmethod
    def option_specs(self) -> tuple[OptionSpec, ...]: ...

    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults filled in, unknown names and bad values refused."""
        specs = {o.name: o for o in self.option_specs()}
        given = dict(options or {})
        unknown = sorted(set(given) - set(specs))
        if unknown:
            raise IllegalMove.of(
                "unknown option: {options}", rule="options", options=unknown, count=len(unknown)
            )
        return {n: spec.check(given.get(n, spec.default)) for n, spec in specs.items()}

    def setup(self, seats: int, options: Mapping[str, Any] | None, seed: int) -> S:
        if not self.meta.min_players <= seats <= self.meta.max_players:
            raise IllegalMove.of(
                "{game} is for {minimum} to {maximum} players",
                rule="players",
                game=self.meta.title,
                minimum=self.meta.min_players,
                maximum=self.meta.max_players,
            )
        return self.initial_state(seats, self.resolve_options(options), seed)

    @abstractmethod
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> S: ...

    # -- play -------------------------------------------------------------------------------
    @abstractmethod
    def to_act(self, state: S) -> list[int]:
        """Seats that may (and are expected to) move now; several in a simultaneous phase."""

    def apply(self, state: S, seat: int | None, move: Move) -> S:
        """The state after `seat` plays `move` (seat None: the caller's clock, for `TimeUp`).

        The state is copied first, so a refused move leaves the caller's state untouched.
        """
        if not isinstance(move, self.move_types) and move.verb != "time-up":
            raise IllegalMove.of(
                "'{verb}' is not a move of {game}",
                rule="moves",
                verb=move.verb,
                game=self.meta.title,
            )
        if self.is_over(state):
            raise IllegalMove.of("the game is over", rule="end of the game")
        new = self.copy_state(state)
        self.perform(new, seat, move)
        return new

    def copy_state(self, state: S) -> S:
        """An independent copy of `state`: a pickle round trip (states are plain data, and it
        is several times faster than `copy.deepcopy`), except for the fields the state's
        dataclass marks with `grows()` or `shared()`, and its `log`.

        A growing field (a log, the words said) is a list whose entries are never changed
        once appended: the copy gets a new list of the same entries. A shared field holds a
        value never changed in place (the pasted page): the copy shares it. Copying a long
        game's history whole was the largest cost of a move; the conformance run's copy
        guard checks on every game that no move changes the state it was applied to."""
        plan = _copy_plan(type(state))
        if plan is None:
            copied: S = pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
            return copied
        growing, sharing = plan
        outer = copy.copy(state)
        for name in (*growing, *sharing):
            setattr(outer, name, None)
        new: S = pickle.loads(pickle.dumps(outer, protocol=pickle.HIGHEST_PROTOCOL))
        for name in growing:
            setattr(new, name, copy.copy(getattr(state, name)))
        for name in sharing:
            setattr(new, name, getattr(state, name))
        return new

    @abstractmethod
    def perform(self, state: S, seat: int | None, move: Move) -> None:
        """Applies `move` to `state` in place; must check everything before changing anything."""

    def timer(self, state: S) -> Timer | None:
        """The timer running now, if any."""
        return None

    def warm_up(self) -> None:
        """Builds ahead of play what the referee otherwise builds on a first use (an index
        over the dictionary, say), so that no move waits on it: a server calls it before it
        reports ready. Changes no state and decides nothing."""

    def parse_move(self, state: S, seat: int, text: str) -> Move:
        """A move from what a terminal player typed (`Move.notation()` form)."""
        raise IllegalMove.of("this game takes no typed moves", rule="moves")

    def move_from_json(self, data: dict[str, Any]) -> Move:
        return move_from_json(self.move_types, data)

    # -- end --------------------------------------------------------------------------------
    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def result(self, state: S) -> Result:
        """Scores so far (final once `is_over`)."""

    # -- views ------------------------------------------------------------------------------
    @abstractmethod
    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """What `seat` may see (None: a spectator), as JSON data. Nothing secret of others."""

    def events(self, state: S) -> list[Event]:
        return list(getattr(state, "log", []))

    def visible_events(self, state: S, seat: int | None, since: int = 0) -> list[Event]:
        """The log lines `seat` may see, from log entry `since` on (a caller that has read
        the log up to there reads only what is new: re-reading a long log at every move
        made checking views quadratic in the game's length)."""
        return [
            e
            for e in itertools.islice(self.events(state), since, None)
            if e.to is None or (seat is not None and seat in e.to)
        ]

    # -- checks used by the conformance tests ---------------------------------------------
    def invariants(self, state: S) -> list[str]:
        """Violations of conservation laws (cards, tokens, score sums); empty when all hold."""
        return []

    def secrets(self, state: S) -> dict[int, set[str]]:
        """Strings only the given seat may see right now (for the no-leak tests)."""
        return {}


COPY = "copy"  # a dataclass field's metadata key: how `Game.copy_state` copies it


def grows(factory: Callable[[], Any] = list) -> Any:
    """A state field that only grows (a list, or a dict whose entries are set once): a copy
    of the state shares its entries. `log` is always such a field."""
    return field(default_factory=factory, metadata={COPY: "grows"})


def shared(default: Any = None) -> Any:
    """A state field whose value is never changed in place once set (it may be replaced): a
    copy of the state shares it."""
    return field(default=default, metadata={COPY: "shared"})


_PLANS: dict[type, tuple[tuple[str, ...], tuple[str, ...]] | None] = {}


def _copy_plan(cls: type) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """(growing fields, shared fields) of a non-frozen dataclass state; None otherwise."""
    if cls not in _PLANS:
        _PLANS[cls] = _plan_of(cls)
    return _PLANS[cls]


def _plan_of(cls: type) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or params.frozen:
        return None
    growing, sharing = [], []
    for f in dataclasses.fields(cls):
        how = f.metadata.get(COPY)
        if how == "grows" or (how is None and f.name == "log"):
            growing.append(f.name)
        elif how == "shared":
            sharing.append(f.name)
    if not growing and not sharing:
        return None
    return tuple(growing), tuple(sharing)
