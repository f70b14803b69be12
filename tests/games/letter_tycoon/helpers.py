"""A Letter Tycoon table set up by hand: chosen hands, pool, patents and money."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from logomachy.games.letter_tycoon import GAME, LetterTycoonState
from logomachy.kernel import Move

WORDS = Path(__file__).with_name("table-words.txt")


def table(
    hands: Sequence[str],
    pool: str = "AEI",
    patents: dict[str, int] | None = None,
    money: Sequence[int] | None = None,
    **options: Any,
) -> LetterTycoonState:
    """A new game whose hands and pool are the given letters (the cards moved to and from the
    draw pile, so all 102 stay accounted for), dictionary: the small test list."""
    opts = {"dictionary": str(WORDS), **options}
    state = GAME.setup(len(hands), opts, seed=1)
    deck = state.deck
    everything = Counter(deck.draw_pile)
    for hand in state.hands:
        everything.update(hand)
    everything.update(state.pool.cards())
    wanted = Counter("".join(hands)) + Counter(pool)
    assert not wanted - everything, "not enough cards in the deck for that table"
    rest = everything - wanted
    deck.draw_pile = sorted(rest.elements(), reverse=True)  # draws pop from the end: A first
    state.hands = [sorted(h) for h in hands]
    state.pool.slots = list(pool)
    for letter, owner in (patents or {}).items():
        state.patents[letter] = owner
    for seat, amount in enumerate(money or ()):
        state.money[seat] = amount
        state.bank -= amount
    assert GAME.invariants(state) == []
    return state


def play(state: LetterTycoonState, *moves: tuple[int | None, Move]) -> LetterTycoonState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
        assert GAME.invariants(state) == [], (move, GAME.invariants(state))
    return state


def typed(state: LetterTycoonState, *lines: tuple[int, str]) -> LetterTycoonState:
    """Moves as a terminal player types them."""
    for seat, text in lines:
        state = play(state, (seat, GAME.parse_move(state, seat, text)))
    return state


def kinds(state: LetterTycoonState) -> list[str]:
    return [e.kind for e in state.log]


def texts(state: LetterTycoonState, kind: str) -> Iterable[str]:
    return [e.text for e in state.log if e.kind == kind]
