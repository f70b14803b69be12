"""After the game: each decision's best alternative, by the game's strongest bot, and what the
choice cost, in one shape for every game that has an analyser (`logomachy analyse` prints it;
the server serves it as JSON to the table and replay pages).

An analyser is a module with `analyse_record(record)` returning items that each have `seat`,
`cost`, `text()` (one English line) and `choice()` (the item as a `Choice`); `UNIT` names the
cost's unit and `MEASURE` what is measured (the pages explain both in the reader's language),
`COST_FORMAT` formats a cost for the terminal. Games whose
points are decided by the players' votes have no automatic analysis (`VOTED`), and say so.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from logomachy.kernel import Game, Record, get_game

S = TypeVar("S")

#: Raised when the JSON's shape or an analyser's measure changes: a stored analysis of an
#: older version is computed again.
VERSION = 1

# Game id -> module analysing its records.
ANALYSERS: dict[str, str] = {
    "trencadis": "logomachy.bots.trencadis.analysis",
    "el-soneto": "logomachy.bots.el_soneto.analysis",
    "letter-tycoon": "logomachy.bots.letter_tycoon.analysis",
    "poetry-slam": "logomachy.bots.poetry_slam.analysis",
    "verbalia-buguigrama": "logomachy.bots.verbalia.analysis",
    "verbalia-cavalcagrama": "logomachy.bots.verbalia.analysis",
    "verbalia-buguisillab": "logomachy.bots.verbalia.analysis",
    "verbalia-vistagrama": "logomachy.bots.verbalia.chains.analysis",
    "verbalia-blufigrama": "logomachy.bots.verbalia.hidden.analysis",
    "verbalia-enfilasillab": "logomachy.bots.verbalia.sentences.analysis",
    "verbalia-malasillab": "logomachy.bots.verbalia.sentences.analysis",
    "verbalia-vestengrama": "logomachy.bots.verbalia.coast.analysis",
    "verbalia-vailetosillab": "logomachy.bots.verbalia.memory.analysis",
    "verbalia-memosillab": "logomachy.bots.verbalia.memory.analysis",
    "verbalia-bimemosillab": "logomachy.bots.verbalia.memory.analysis",
    "verbalia-mesquememosillab": "logomachy.bots.verbalia.memory.analysis",
    "verbalia-gravagrama": "logomachy.bots.verbalia.sentences.gravagrama_analysis",
}
# Every game of the "everyone writes a list" kind shares one analyser.
LIST_ANALYSER = "logomachy.bots.verbalia.lists.analysis"
# Games whose points are the players' judgement (a sentence voted or ranked by the table): no
# automatic measure of a choice exists, and the pages say so rather than show a guess.
VOTED = frozenset(
    {
        "verbalia-brodagrama",
        "verbalia-bananasillab",
        "verbalia-abocagrama",
        "verbalia-babalagrama",
    }
)
# What an analysis leaves out because people decide it (the pages show it as a note).
NOT_ANALYSED = {"poetry-slam": "poems"}


@dataclass(frozen=True)
class Choice:
    """One decision: what `seat` played (`played`, "" for a pass or nothing), worth `value`,
    beside the best the position allowed (`best`, "" when nothing could be played), worth
    `best_value`, in the analyser's unit. `round`/`turn` place it as the players count;
    `move` is the record's move number (1-based) that made it, so a replay can show it."""

    seat: int
    played: str
    value: float
    best: str
    best_value: float
    round: int | None = None
    turn: int | None = None
    move: int = 0

    @classmethod
    def judged(
        cls,
        seat: int,
        played: str,
        value: float,
        best: str,
        best_value: float,
        *,
        round: int | None = None,
        turn: int | None = None,
        move: int = 0,
    ) -> Choice:
        """The choice beside the best alternative found, or beside itself when it was at
        least as good (a player may find what the bot's search missed)."""
        if value >= best_value:
            best, best_value = played, value
        return cls(seat, played, value, best, best_value, round=round, turn=turn, move=move)

    @property
    def cost(self) -> float:
        """What the choice lost, to a tenth (finer differences are the bots' tie-breaks)."""
        return round(max(0.0, self.best_value - self.value), 1)

    def choice(self) -> Choice:
        return self

    def text(self) -> str:
        where = f"round {self.round}" if self.round is not None else f"turn {self.turn}"
        played = self.played or "(pass)"
        verdict = (
            "best"
            if not self.cost
            else f"cost {_number(self.cost)}: best was {self.best} ({_number(self.best_value)})"
        )
        return f"{where}, seat {self.seat + 1}: {played} ({_number(self.value)}) -- {verdict}"

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "round": self.round,
            "turn": self.turn,
            "move": self.move,
            "played": self.played,
            "value": _rounded(self.value),
            "best": self.best,
            "best_value": _rounded(self.best_value),
            "cost": _rounded(self.cost),
        }


def replayed(game: Game[S], record: Record) -> Iterator[tuple[int, S, S]]:
    """The record replayed move by move: (the move's number, 1-based; the state before it; the
    state after it). An analysis reads what each move changed."""
    state = game.setup(len(record.seats), record.options, record.seed)
    for n, entry in enumerate(record.moves, 1):
        before, state = state, game.apply(state, entry.seat, game.move_from_json(entry.move))
        yield n, before, state


class Item(Protocol):
    seat: int

    @property
    def cost(self) -> float: ...

    def text(self) -> str: ...

    def choice(self) -> Choice: ...


def _number(x: float) -> str:
    return f"{x:.0f}" if float(x).is_integer() else f"{x:.1f}"


def _rounded(x: float) -> float | int:
    return int(x) if float(x).is_integer() else round(x, 2)


def analyser_module(game_id: str) -> str | None:
    """The module analysing records of `game_id`, or None."""
    if game_id in ANALYSERS:
        return ANALYSERS[game_id]
    from logomachy.games.verbalia.lists.engine import ListGame

    try:
        game = get_game(game_id)
    except KeyError:
        return None
    return LIST_ANALYSER if isinstance(game, ListGame) else None


def unavailable_reason(game_id: str) -> str | None:
    """Why a game has no analysis ("votes": people decide its points; "none": no analyser),
    or None when it has one."""
    if game_id in VOTED:
        return "votes"
    return None if analyser_module(game_id) else "none"


def analyse(record: Record) -> dict[str, Any]:
    """The analysis of a finished game's record as JSON data: for a game with an analyser,
    `available`, the cost's `unit`, the `measure` (which analyser, for the pages' explanation),
    every decision (`items`) and each seat's total cost; otherwise `available: false` and the
    `reason`."""
    head: dict[str, Any] = {"version": VERSION, "game": record.game}
    reason = unavailable_reason(record.game)
    module_name = analyser_module(record.game)
    if reason is not None or module_name is None:
        return {**head, "available": False, "reason": reason or "none"}
    module = importlib.import_module(module_name)
    choices = [item.choice() for item in module.analyse_record(record)]
    totals = [0.0] * len(record.seats)
    for c in choices:
        totals[c.seat] += c.cost
    out = {
        **head,
        "available": True,
        "unit": getattr(module, "UNIT", "points"),
        "measure": getattr(module, "MEASURE", record.game),
        "items": [c.to_json() for c in choices],
        "totals": [_rounded(round(t, 2)) for t in totals],
    }
    if record.game in NOT_ANALYSED:
        out["not_analysed"] = NOT_ANALYSED[record.game]
    return out
