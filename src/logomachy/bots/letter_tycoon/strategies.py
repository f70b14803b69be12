"""Letter Tycoon bots at three strengths. Each decides from its seat's view only.

- easy: a common short word (3-5 letters, among the three most frequent it can make), no
  patent abilities used on purpose, buys a random affordable patent half the time, never
  discards.
- medium: the play earning the most money + stock now (X, Z and V used when owned), buys the
  dearest patent it can (dear = frequent = royalties), discards a Q it cannot place.
- hard: the play worth most by `evaluate.play_value` (earnings, royalties handed to others,
  the patent it lets it buy -- valued by future royalties, denial, its measured ability value,
  and ending the game only with a safe lead -- and the measured worth of the cards it keeps,
  `leave.py`); keeps good letters by taking them from the pool; swaps (Q patent) and discards
  the cards a fresh draw would beat.
Challenges come from the game's own dictionary (what the referee checks), with a seeded,
strength-dependent chance of error (`MISS`: letting a word it lacks pass; `SLIP`: challenging
a word it holds, which costs the challenger $1): easy misses a quarter of the bad words and now
and then challenges a good one, medium errs rarely, hard holds the referee's list and never
errs. None ever bluffs.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

import wordfreq

from logomachy.bots.letter_tycoon.evaluate import Position, best_buy, play_value
from logomachy.bots.letter_tycoon.leave import leave_values
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
from logomachy.kernel import Game, Move, Rng

# Think times in seconds (low, high): building a word takes a person a while; the rest is quick.
BUILD_SECONDS = {"easy": (10.0, 30.0), "medium": (8.0, 25.0), "hard": (6.0, 20.0)}
QUICK_SECONDS = (1.0, 3.0)

# Chance of a wrong call on a challenge, by strength: the dictionary is the whole rule here, so
# the hard bot, which holds it, makes none.
MISS = {"easy": 0.25, "medium": 0.06, "hard": 0.0}
SLIP = {"easy": 0.05, "medium": 0.01, "hard": 0.0}

DISCARD_GAIN = 0.05  # hard: discard a card when a fresh draw is worth this much more


@cache
def _frequencies() -> dict[str, float]:
    """English word frequencies (wordfreq), for the easy bot's "common words"."""
    freq: dict[str, float] = wordfreq.get_frequency_dict("en")
    return freq


@cache
def keepers() -> frozenset[str]:
    """Letters worth more in hand than a fresh draw: the hard bot takes these from the pool
    when it can, keeping its own."""
    values = leave_values()
    return frozenset(ch for ch, v in values.letters.items() if v > values.mean)


def leave_discards(hand: Sequence[str], most: int = 7) -> list[str]:
    """Cards whose place a fresh draw would fill better, by the measured leave values: the
    worst first, while dropping one more still raises the hand's worth by DISCARD_GAIN."""
    values = leave_values()
    kept = list(hand)
    out: list[str] = []
    while kept and len(out) < most:
        now = values.value(kept)
        gains = {ch: values.value(_without(kept, ch)) - now for ch in set(kept)}
        worst = max(sorted(gains), key=lambda ch: gains[ch])
        if gains[worst] < DISCARD_GAIN:
            break
        out.append(worst)
        kept.remove(worst)
    return out


def _without(cards: list[str], card: str) -> list[str]:
    rest = list(cards)
    rest.remove(card)
    return rest


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
            bad = any(not dictionary.is_word(w) for w in view["words"])
            return ChallengeWord() if self.challenges(bad, rng) else Pass()
        if stage == "build":
            return self.build(view, edition, rng)
        if stage == "buy":
            letter = self.buy(view, edition, rng)
            return Buy(letter) if letter else Pass()
        if stage == "penalty":
            hand = list(view["hand"])
            worth = leave_values().letters
            return Discard((min(hand, key=lambda ch: (worth[ch], ch)),))
        return Discard(self.discards(list(view["hand"]), view))

    def challenges(self, bad: bool, rng: Rng) -> bool:
        """Challenge a play the dictionary refutes (`bad`) or holds, erring by strength."""
        error = MISS[self.strength] if bad else SLIP[self.strength]
        return bad != (rng.random() < error)

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
        keep = keepers() if self.strength == "hard" else frozenset()
        singles = single_words(view["dictionary"], hand, pool, owned, edition, keep=keep)
        if "V" in owned:
            return singles + word_pairs(singles, hand, pool, owned, edition, keep=keep)
        return singles

    def build(self, view: dict[str, Any], edition: Edition, rng: Rng) -> Move:
        hand = list(view["hand"])
        owned = {ch for ch, o in view["patents"].items() if o == view["seat"]}
        if self.strength == "hard" and "Q" in owned and not view["swapped"]:
            worst = leave_discards(hand, most=1)
            if worst and view["deck"] + view["discards"] > 0:
                return Swap(worst[0])
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

        hand = list(view["hand"])

        def key(c: Candidate) -> tuple[float, int, tuple[str, ...]]:
            return (play_value(c, pos, edition, hand), c.earned, c.words)

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
        if view["final_round"]:
            return ()
        return tuple(leave_discards(hand))
