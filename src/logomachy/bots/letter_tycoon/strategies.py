"""Letter Tycoon bots at three strengths. Each decides from its seat's view only.

- easy: a common short word (3-5 letters, among the three most frequent it can make), no
  patent abilities used on purpose, buys a random affordable patent half the time, never
  discards.
- medium: the play earning the most money + stock now (X, Z and V used when owned), buys the
  dearest patent it can (dear = frequent = royalties), discards a Q it cannot place.
- hard: the play worth most by `evaluate.play_value` (earnings, royalties handed to others,
  the patent it lets it buy, valued by future royalties, denial and abilities); swaps and
  discards awkward cards (Q patent, end of turn).
All challenge exactly the words their dictionary does not hold, and never bluff.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache
from typing import Any

import wordfreq

from logomachy.bots.letter_tycoon.evaluate import Position, best_buy, play_value
from logomachy.bots.letter_tycoon.search import Candidate, single_words, word_pairs
from logomachy.games.letter_tycoon import (
    Buy,
    ChallengeWord,
    Discard,
    LetterTycoon,
    Pass,
    Swap,
)
from logomachy.games.letter_tycoon.dictionary import load_dictionary
from logomachy.games.letter_tycoon.edition import Edition, load_edition
from logomachy.games.letter_tycoon.scoring import VOWELS
from logomachy.kernel import Game, Move, Rng

# Think times in seconds (low, high): building a word takes a person a while; the rest is quick.
BUILD_SECONDS = {"easy": (10.0, 30.0), "medium": (8.0, 25.0), "hard": (6.0, 20.0)}
QUICK_SECONDS = (1.0, 3.0)

# Cards that are hard to place in a word: how much a player would rather not hold them.
AWKWARD = {"Q": 3.0, "J": 2.5, "Z": 2.5, "X": 2.0, "V": 1.5, "K": 1.2, "W": 0.8, "Y": 0.5}
DISCARD_AT = 2.0  # hard: discard a card this awkward
SWAP_AT = 1.5  # hard: swap (Q patent) a card this awkward


@cache
def _frequencies() -> dict[str, float]:
    """English word frequencies (wordfreq), for the easy bot's "common words"."""
    freq: dict[str, float] = wordfreq.get_frequency_dict("en")
    return freq


def awkwardness(letter: str, hand: Sequence[str]) -> float:
    """How much worse off a hand is for holding this card (0: a fine card)."""
    count = Counter(hand)
    score = AWKWARD.get(letter, 0.0)
    if letter == "Q" and count["U"]:
        score -= 1.5
    vowels = sum(count[v] for v in VOWELS)
    if letter in VOWELS:
        score += 1.0 if vowels > 4 else 0.0
        score += 1.0 if count[letter] > 2 else 0.0
    else:
        score += 0.8 if vowels < 2 else 0.0
        score += 1.0 if count[letter] > (2 if letter == "S" else 1) else 0.0
    return score


class LetterTycoonBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    # -- the Bot protocol ----------------------------------------------------------------------
    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, LetterTycoon)
        view = game.view(state, seat)
        edition = load_edition(str(state.options["edition"]))
        stage = view["stage"]
        if stage == "challenge":
            dictionary = load_dictionary(str(view["dictionary"]))
            return (
                ChallengeWord() if any(not dictionary.is_word(w) for w in view["words"]) else Pass()
            )
        if stage == "build":
            return self.build(view, edition, rng)
        if stage == "buy":
            letter = self.buy(view, edition, rng)
            return Buy(letter) if letter else Pass()
        if stage == "penalty":
            hand = list(view["hand"])
            return Discard((max(hand, key=lambda ch: (awkwardness(ch, hand), ch)),))
        return Discard(self.discards(list(view["hand"]), view))

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        low, high = BUILD_SECONDS[self.strength]
        if not (game.to_act(state) == [seat] and state.turn.stage == "build"):
            low, high = QUICK_SECONDS
        return low + (high - low) * rng.random()

    # -- building ------------------------------------------------------------------------------
    def candidates(self, view: dict[str, Any], edition: Edition) -> list[Candidate]:
        hand = list(view["hand"])
        pool = [ch for ch in view["pool"] if ch]
        owned = frozenset(ch for ch, o in view["patents"].items() if o == view["seat"])
        if self.strength == "easy":
            return single_words(
                view["dictionary"], hand, pool, owned, edition, max_len=5, use_abilities=False
            )
        singles = single_words(view["dictionary"], hand, pool, owned, edition)
        if "V" in owned:
            return singles + word_pairs(singles, hand, pool, owned, edition)
        return singles

    def build(self, view: dict[str, Any], edition: Edition, rng: Rng) -> Move:
        hand = list(view["hand"])
        owned = {ch for ch, o in view["patents"].items() if o == view["seat"]}
        if self.strength == "hard" and "Q" in owned and not view["swapped"]:
            worst = max(hand, key=lambda ch: (awkwardness(ch, hand), ch))
            if awkwardness(worst, hand) >= SWAP_AT and view["deck"] + view["discards"] > 0:
                return Swap(worst)
        cands = self.candidates(view, edition)
        if not cands:
            return Pass()
        return self.pick(cands, view, edition, rng).move

    def pick(
        self, cands: list[Candidate], view: dict[str, Any], edition: Edition, rng: Rng
    ) -> Candidate:
        if self.strength == "easy":
            freq = _frequencies()
            common = sorted(cands, key=lambda c: (-freq.get(c.words[0].lower(), 0.0), c.words))
            return rng.choice(common[:3])
        if self.strength == "medium":
            return max(cands, key=lambda c: (c.earned, c.money, sum(map(len, c.words)), c.words))
        pos = Position.of(view)

        def key(c: Candidate) -> tuple[float, int, tuple[str, ...]]:
            return (play_value(c, pos, edition), c.earned, c.words)

        return max(cands, key=key)

    # -- buying and discarding -----------------------------------------------------------------
    def buy(self, view: dict[str, Any], edition: Edition, rng: Rng) -> str | None:
        options: list[str] = sorted(view["buyable"])
        if not options:
            return None
        if self.strength == "easy":
            return rng.choice(options) if rng.coin() else None
        if self.strength == "medium":
            return max(options, key=lambda ch: (edition.costs[ch], ch))
        pos = Position.of(view)
        letter, _ = best_buy(options, pos.money, pos, edition)
        return letter

    def discards(self, hand: list[str], view: dict[str, Any]) -> tuple[str, ...]:
        if self.strength == "easy":
            return ()
        if self.strength == "medium":
            return ("Q",) if "Q" in hand and "U" not in hand else ()
        out: list[str] = []
        rest = list(hand)
        while rest:
            worst = max(rest, key=lambda ch: (awkwardness(ch, rest), ch))
            if awkwardness(worst, rest) < DISCARD_AT:
                break
            out.append(worst)
            rest.remove(worst)
        return tuple(out)
