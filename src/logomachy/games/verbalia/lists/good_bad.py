"""The good and the bad letters (Votagrama, TaBugrama): each round ten good letters and four
bad ones are taken from the bag, the last round's set aside; a word has no bad letter.

The two games keep the same four fields on their states (`bag`, `aside`, `good`, `bad`) and
differ in what a word must do with the good letters and how it scores; this module holds what
they share, so each game's module states only its own rules. Reading (TaBugrama: "fourteen
more are taken from the bag"): ten good and four bad, as in Votagrama.
"""

from __future__ import annotations

from typing import Any, Protocol

from logomachy.games.verbalia.pieces.drawn import bad_in, draw
from logomachy.games.verbalia.pieces.letters import letter_set
from logomachy.kernel import IllegalMove, Rng

GOOD, BAD = 10, 4  # "ten letters … the good letters. Four more are taken, the bad letters"


class GoodBadState(Protocol):
    rng: Rng
    round: int
    bag: list[str]
    aside: list[str]  # "the letters used are set aside"
    good: list[str]
    bad: list[str]


def shuffled_bag(rng: Rng) -> list[str]:
    """The 200 letters in the bag, mixed."""
    bag = letter_set()
    rng.shuffle(bag)
    return bag


def deal(state: GoodBadState, refill: bool = True) -> None:
    """The letters used are set aside; ten good and four bad letters are taken (`refill`: the
    set-aside letters go back when the bag runs short, `pieces.drawn.draw`)."""
    state.aside.extend(state.good + state.bad)
    letters = draw(state.bag, state.aside, GOOD + BAD, state.rng, refill=refill)
    state.good, state.bad = sorted(letters[:GOOD]), sorted(letters[GOOD:])


def round_text(state: GoodBadState) -> str:
    return (
        f"Round {state.round}: good letters {' '.join(state.good)}; "
        f"bad letters {' '.join(state.bad)}."
    )


def refuse_bad(state: GoodBadState, written: str, tiles: tuple[str, ...], rule: str) -> None:
    """IllegalMove when the word has a bad letter."""
    bad = bad_in(tiles, state.bad)
    if bad:
        raise IllegalMove.of(
            "{written} has the bad letter {bad}", rule=rule, written=written, bad=list(bad)
        )


def prompt(state: GoodBadState) -> list[dict[str, Any]]:
    """The round's letters as the screen shows them."""
    return [
        {"kind": "good", "letters": list(state.good)},
        {"kind": "bad", "letters": list(state.bad)},
    ]


def letters_conserved(state: GoodBadState) -> list[str]:
    held = state.bag + state.aside + state.good + state.bad
    return [] if sorted(held) == sorted(letter_set()) else ["the 200 letters are not conserved"]
