"""Seeded randomness held in a game's state.

A small SplitMix64 generator rather than `random.Random`: its whole state is one integer, so it
copies, compares and serialises trivially, and its sequence can never change under us with a
Python upgrade -- a game record must replay to the identical state for years.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from dataclasses import dataclass
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


@dataclass
class Rng:
    state: int

    @classmethod
    def from_seed(cls, seed: int, salt: str = "") -> Rng:
        """A generator for `seed`; different salts give independent streams from one seed."""
        rng = cls(seed & _MASK)
        for ch in salt:
            rng.state = (rng.state ^ ord(ch)) & _MASK
            rng.next64()
        return rng

    @classmethod
    def derived(cls, seed: int, salt: str) -> Rng:
        """A generator for `seed` and `salt` through a hash, for decisions taken outside the
        game's state (bots). `from_seed` folds its salt in linearly, so salts of the same
        characters collide ("bot:1:1" and "bot:2:2": of 6 seats x 3,000 moves, all but 242
        streams repeated one another); it stays as it is because stored games' deals come
        from it."""
        digest = hashlib.blake2b(
            f"{seed & _MASK}:{salt}".encode("utf-8", "surrogatepass"), digest_size=8
        ).digest()
        return cls(int.from_bytes(digest, "little"))

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """Uniform float in [0, 1)."""
        return (self.next64() >> 11) / float(1 << 53)

    def coin(self) -> bool:
        return self.below(2) == 1

    def choice(self, items: Sequence[T]) -> T:
        if not items:
            raise ValueError("choice() from an empty sequence")
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates, in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]

    def fork(self, salt: str) -> Rng:
        """An independent generator derived from this one's state (this one is unchanged)."""
        return Rng.from_seed(self.state, salt)
