"""Leave values: what a card kept in hand is worth to the next turn, in dollars.

Measured, not guessed: `fit()` deals many random racks (7 hand + 3 pool cards from the
edition's deck), finds each rack's best word (money + stock, no patents) and fits, by least
squares, the best earnings on the rack's letter counts plus a vowel-balance term
((vowels - 4)^2). A letter's coefficient is what one card of it adds to a rack; a card kept
is worth its coefficient less the average card's (what a fresh draw brings instead).
The fitted figures live in data/leave.toml; regenerate with
`python -m logomachy.bots.letter_tycoon.leave` (about a minute).
"""

from __future__ import annotations

import tomllib
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from pathlib import Path

import numpy as np

from logomachy.games.letter_tycoon.edition import ALPHABET, DECK_SIZE, Edition, load_edition
from logomachy.games.letter_tycoon.scoring import VOWELS
from logomachy.kernel import Rng

RACK = 10  # hand 7 + pool 3
BALANCED_VOWELS = 4


@dataclass(frozen=True)
class LeaveValues:
    letters: dict[str, float]  # dollars one card adds to a rack
    balance: float  # dollars per (vowels - 4)^2 (negative: imbalance hurts)
    vowel_share: float  # share of vowels in the deck (a fresh card's chance of being one)
    mean: float  # the average card's value, weighted by the deck

    def value(self, kept: Sequence[str]) -> float:
        """Worth of keeping `kept` rather than drawing fresh cards in their place."""
        gain = sum(self.letters[ch] - self.mean for ch in kept)
        expected_vowels = sum(ch in VOWELS for ch in kept) + (RACK - len(kept)) * self.vowel_share
        fresh_vowels = RACK * self.vowel_share
        gain += self.balance * (
            (expected_vowels - BALANCED_VOWELS) ** 2 - (fresh_vowels - BALANCED_VOWELS) ** 2
        )
        return gain


def _from_counts(letters: dict[str, float], balance: float, edition: Edition) -> LeaveValues:
    share = sum(edition.counts[v] for v in VOWELS) / DECK_SIZE
    mean = sum(letters[ch] * edition.counts[ch] for ch in ALPHABET) / DECK_SIZE
    return LeaveValues(letters, balance, share, mean)


@cache
def leave_values() -> LeaveValues:
    data = tomllib.loads((files(__package__) / "data" / "leave.toml").read_text(encoding="utf-8"))
    letters = {ch: float(data["letters"][ch]) for ch in ALPHABET}
    return _from_counts(letters, float(data["balance"]), load_edition())


def fit(racks: int = 4000, seed: int = 1, dictionary: str = "nwl-like") -> LeaveValues:
    from logomachy.bots.letter_tycoon.search import single_words

    edition = load_edition()
    rng = Rng.from_seed(seed, "leave")
    deck = edition.deck()
    rows, target = [], []
    for _ in range(racks):
        cards = rng.sample(deck, RACK)
        hand, pool = cards[:7], cards[7:]
        cands = single_words(dictionary, hand, pool, frozenset(), edition)
        target.append(max((c.earned for c in cands), default=0))
        count = Counter(cards)
        vowels = sum(count[v] for v in VOWELS)
        rows.append([count[ch] for ch in ALPHABET] + [(vowels - BALANCED_VOWELS) ** 2, 1])
    x = np.array(rows, dtype=float)
    y = np.array(target, dtype=float)
    coef, *_ = np.linalg.lstsq(x, y, rcond=None)
    letters = {ch: float(coef[i]) for i, ch in enumerate(ALPHABET)}
    return _from_counts(letters, float(coef[len(ALPHABET)]), edition)


def main() -> None:
    racks = 4000
    values = fit(racks)
    lines = [
        "# Leave values for the Letter Tycoon hard bot: dollars one card adds to a 10-card rack.",
        f"# Fitted by logomachy.bots.letter_tycoon.leave.fit({racks} random racks, seed 1,",
        "# nwl-like list, logomachy edition): least squares of each rack's best money + stock",
        "# on its letter counts and (vowels - 4)^2. Regenerate: python -m "
        "logomachy.bots.letter_tycoon.leave",
        f"balance = {values.balance:.4f}",
        "",
        "[letters]",
        *(f"{ch} = {values.letters[ch]:.4f}" for ch in ALPHABET),
    ]
    path = Path(str(files(__package__) / "data" / "leave.toml"))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
