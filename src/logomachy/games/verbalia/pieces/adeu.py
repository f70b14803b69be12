"""ADÉU, the word of mistakes of Verbàlia's spoken chains (BaBalagrama, Enfilasíl·laB,
Malasíl·laB): a player's first mistake takes an A, the second a D, the third an E, the fourth
a U; when ADÉU is complete the player says goodbye to the game. The last player still in
wins; the score is how many players one outlasted (ABocagrama's markers rank the same way).

A state of these games holds `seats`, `turn`, `turn_no`, `round`, `mistakes` (per seat),
`out` (in the order of farewells) and `log`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from logomachy.games.log import note
from logomachy.kernel import IllegalMove, Result, result_from_sheets

ADEU = ("A", "D", "E", "U")  # the letters, in the order they are taken
GOODBYE = len(ADEU)  # mistakes that complete the word


@dataclass(frozen=True)
class Mistake:
    """What a player got wrong, as the referee says it: `why`, a code the mistake's log line
    says in words (`event.<game>.value.<why>`), and `said`, the reason with its words (the
    message id and parameters of an `IllegalMove.of`, never raised: the screen says it in
    its reader's language; `said.reason` is the English)."""

    why: str
    said: IllegalMove

    def shown(self) -> dict[str, Any]:
        """For a view: the code, and the reason as a message id with its parameters."""
        return {"why": self.why, "message": self.said.message, "params": dict(self.said.params)}


def verdict(seat: int, mistake: Mistake | None, **said: Any) -> dict[str, Any]:
    """A turn's outcome for the screen (a state's `last`): whose, whether it was accepted or
    which mistake it was (`Mistake.shown`), and what the game adds (`said`)."""
    shown = mistake.shown() if mistake else {"why": None, "message": None, "params": {}}
    return {"seat": seat, "accepted": mistake is None, **said, **shown}


def letters_taken(mistakes: int) -> str:
    """The letters of ADÉU in front of a player with this many mistakes: "AD"."""
    return "".join(ADEU[:mistakes])


def still_in(seats: int, out: Sequence[int]) -> list[int]:
    """The seats still in the game, those `out` having said goodbye."""
    return [s for s in range(seats) if s not in out]


def next_in(seats: int, after: int, alive: Sequence[int]) -> int:
    """The first seat still in the game to the left of `after` (itself if alone)."""
    for i in range(1, seats + 1):
        seat = (after + i) % seats
        if seat in alive:
            return seat
    return after


def result(seats: int, out: Sequence[int]) -> Result:
    """Players outlasted: the order of farewells ranks the players; those still in share it."""
    return result_from_sheets(
        [{"players outlasted": list(out).index(s) if s in out else len(out)} for s in range(seats)]
    )


def take_letter(state: Any, mistake: Mistake) -> None:
    """The mistake of the player whose turn it is: the next letter of ADÉU, said in the log
    (its `why`, a code); with ADÉU complete they say goodbye (`state.out`). The state holds
    `mistakes`, `out`, `turn` and `log`."""
    seat = state.turn
    state.mistakes[seat] += 1
    taken = letters_taken(state.mistakes[seat])
    why = mistake.said.reason
    note(
        state,
        "mistake",
        f"Seat {seat + 1} makes a mistake ({why}) and takes {taken[-1]}: {taken}.",
        seat=seat,
        why=mistake.why,
        letters=taken,
    )
    if state.mistakes[seat] >= GOODBYE:
        state.out.append(seat)
        note(state, "goodbye", f"Seat {seat + 1} says ADÉU.", seat=seat)


def begin_round(state: Any, seat: int, alive: Sequence[int]) -> None:
    """After `seat`'s mistake a new round: they begin it (the next player still in, if they
    left). The state holds `round`, `turn`, `turn_no`, `seats` and `log`."""
    state.round += 1
    state.turn = seat if seat in alive else next_in(state.seats, seat, alive)
    state.turn_no += 1
    note(
        state,
        "round",
        f"Round {state.round}: seat {state.turn + 1} begins.",
        round=state.round,
        seat=state.turn,
    )


def adeu_view(state: Any) -> dict[str, Any]:
    """What every table shows of the game of ADÉU: the round, each player's letters, who said
    goodbye, the scores."""
    return {
        "round": state.round,
        "adeu": [letters_taken(m) for m in state.mistakes],
        "out": list(state.out),
        "scores": list(result(state.seats, state.out).scores),
    }


def adeu_problems(state: Any) -> list[str]:
    """The conformance checks of the letters of ADÉU."""
    problems = []
    if sorted(state.out) != [s for s in range(state.seats) if state.mistakes[s] >= GOODBYE]:
        problems.append("the players out and the letters of ADÉU disagree")
    if any(m > GOODBYE for m in state.mistakes):
        problems.append("more mistakes than the letters of ADÉU")
    return problems
