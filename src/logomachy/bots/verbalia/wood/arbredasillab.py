"""ArBredasíl·laB bots: each reads its own hand and the public wood.

One `placements` search gives every word each syllable of its hand would form on each free
tree where a syllable may go:
- easy: a random placement among the trees it looks at (a few; all if none of them serves);
- medium: the best placement on the trees it looks at (some ten; all if none serves);
- hard: the placement worth most (its words' points times the strip's value).
Each shows its tiles only when it finds no placement. On another player's shown tiles ("no
word can be formed") it searches as it plays — easy and medium on the trees they look at,
hard on every free tree — and believes the claim when it finds no placement for them; the
vote errs by strength (`verbalia_judgment.vote`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from logomachy.bots.base import Bot
from logomachy.bots.verbalia.judgment import vote
from logomachy.games.verbalia.pieces.arbreda import placements, wood
from logomachy.games.verbalia.pieces.syllables import tile
from logomachy.games.verbalia.wood.arbredasillab import (
    Agree,
    Arbredasillab,
    ArbredaState,
    Show,
)
from logomachy.games.verbalia.wood.engine import Place, points
from logomachy.kernel import Game, Move, Rng

LOOKS = {"easy": 6, "medium": 10}  # trees a bot looks at (hard: all)
THINK_SECONDS = {"easy": (10.0, 40.0), "medium": (8.0, 30.0), "hard": (5.0, 20.0)}


class ArbredaBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, Arbredasillab) and isinstance(state, ArbredaState)
        if state.exchange is not None:  # a vote on someone's shown tiles (public now)
            return Agree(self.judge(game, state, rng))
        hand = state.hands[seat]
        options = game.options_of(hand)
        free = game.free_trees(state)
        found = {}
        if self.strength in LOOKS:
            looks = rng.sample(free, min(LOOKS[self.strength], len(free)))
            found = placements(state.trees, options, looks)
        if not found:
            found = placements(state.trees, options, free)
        if not found:
            return Show()
        board = wood()
        worth = sorted(
            (-sum(points(len(p)) for _, p in words) * board.multiplier(tree), tree, syllable)
            for (tree, syllable), words in found.items()
        )
        if self.strength != "easy":
            _, tree, syllable = worth[0]
        else:
            _, tree, syllable = rng.choice(worth)
        number = next(n for n in hand if syllable in tile(n).sides)
        return Place(number, syllable, tree)

    def judge(self, game: Arbredasillab, state: ArbredaState, rng: Rng) -> bool:
        """The vote on a shown hand: can no word be formed with it?"""
        assert state.exchange is not None
        hand = state.hands[state.exchange.defendant]
        if self.strength in LOOKS:
            free = game.free_trees(state)
            looks = rng.sample(free, min(LOOKS[self.strength], len(free)))
            belief = not placements(state.trees, game.options_of(hand), looks)
        else:
            belief = not game.can_place(state, hand)
        return vote(belief, self.strength, rng)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        low, high = THINK_SECONDS[self.strength]
        if isinstance(state, ArbredaState) and state.exchange is not None:
            low, high = 2.0, 10.0
        return low + (high - low) * rng.random()


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: ArbredaBot("easy"),
    "medium": lambda: ArbredaBot("medium"),
    "hard": lambda: ArbredaBot("hard"),
}
