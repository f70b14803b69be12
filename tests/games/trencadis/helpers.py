"""Building Trencadís positions by hand for the rule tests."""

from __future__ import annotations

from logomachy.games.trencadis import GAME, TrencadisState
from logomachy.games.trencadis.edition import LetterCard
from logomachy.kernel import Move

POINTS = {"K": 3, "V": 2, "D": 2, "C": 2}


def table(
    letters: str,
    seats: int = 3,
    lang: str = "en",
    prompt: str = "FLIGHT",
    round_: int = 1,
    **options: object,
) -> TrencadisState:
    """A fresh game whose mosaic shows `letters` (one card each) and whose prompt is `prompt`,
    at the start of round `round_` (round 2 is handy: no card claiming at its end)."""
    state = GAME.setup(seats, {"lang": lang, **options}, seed=1)
    state.mosaic = [LetterCard(ch, POINTS.get(ch, 1)) for ch in letters]
    state.round = round_
    state.prompts[round_ - 1] = prompt
    assert state.writing is not None
    state.writing.instance = f"r{round_}"
    return state


def play(state: TrencadisState, *moves: tuple[int | None, Move]) -> TrencadisState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state
