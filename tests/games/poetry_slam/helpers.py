"""Building Poetry Slam positions by hand for the rule and golden tests."""

from __future__ import annotations

from logomachy.games.poetry_slam import GAME, Freeform, Phase, PoetrySlamState
from logomachy.games.poetry_slam.edition import load_edition
from logomachy.kernel import Move, TimeUp


def table(
    prompt: str = "Second letter is _",
    letters: str = "T",
    seats: int = 3,
    verse: tuple[int, ...] = (),
    **options: object,
) -> PoetrySlamState:
    """A 3-player game at the start of Writing Words in round 1, with this prompt card (with
    the freeform variant allowed, the seats in `verse` chose free verse)."""
    state = GAME.setup(seats, dict(options), seed=1)
    if state.stage is Phase.FREEFORM:
        for seat in range(seats):
            state = GAME.apply(state, seat, Freeform(seat in verse))
    assert state.round == 1 or seats >= 6
    index = next(i for i, c in enumerate(load_edition().prompts) if c.text == prompt)
    deck = state.letter_deck
    deck.draw_pile += list(state.drawn)
    for letter in letters:
        deck.draw_pile.remove(letter)
    state.drawn = tuple(letters)
    state.prompt_deck.draw_pile.append(state.prompt)
    state.prompt_deck.draw_pile.remove(index)
    state.prompt = index
    if state.stage is Phase.PROMPT:
        GAME._start_writing(state)
    return state


def play(state: PoetrySlamState, *moves: tuple[int | None, Move]) -> PoetrySlamState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def time_up(state: PoetrySlamState) -> PoetrySlamState:
    timer = GAME.timer(state)
    assert timer is not None
    return GAME.apply(state, None, TimeUp(timer.key))
