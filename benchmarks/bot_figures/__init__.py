"""Per-game figures for `python -m benchmarks bots`, one module per game or family.

A module here (e.g. `trencadis.py`) defines any of these, and the bots benchmark
(`bench_bots.py`) finds and prints them beside the issue's bars:

- `judgment(strength: str) -> Judgment`: how a bot of that strength votes or challenges on
  claims whose truth is known (a word the referee knows is true or false, a synonym pair the
  thesaurus lists or refutes…), built from seeded game positions.
- `variety(seeds: range) -> Variety`: over seeded bot games at default strengths, how many
  rounds where several bots wrote a word had every bot write the same one.
- `guess_rate(strength: str) -> Rate`: a guessing game's share of held-out prompts guessed.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Judgment:
    """Votes on claims known true and claims known false (accept = vote yes / not challenge)."""

    true_accepted: int
    true_total: int
    false_accepted: int
    false_total: int

    @property
    def true_rate(self) -> float:
        return self.true_accepted / self.true_total if self.true_total else float("nan")

    @property
    def false_rate(self) -> float:
        return self.false_accepted / self.false_total if self.false_total else float("nan")


@dataclass(frozen=True)
class Variety:
    same_rounds: int
    rounds: int

    @property
    def same_share(self) -> float:
        return self.same_rounds / self.rounds if self.rounds else float("nan")


@dataclass(frozen=True)
class Rate:
    hits: int
    total: int

    @property
    def share(self) -> float:
        return self.hits / self.total if self.total else float("nan")
