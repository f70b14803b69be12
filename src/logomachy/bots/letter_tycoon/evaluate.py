"""The hard bot's judgement of a position: what a play and a patent are worth, in dollars.

A patent is score-neutral when bought (its cost counts as patent value at the end), so its worth
is what it brings later:
- royalties: each opponent turn plays about `WORD_LETTERS` letters, each this letter with the
  deck's share of it; one dollar each, over the rounds left;
- denial: the royalties this seat no longer pays, had an opponent bought it;
- ability: a rough dollar figure per own turn left (doubling patents pay when the word fits,
  V/X/Z widen the search, Q thins bad cards).
A play is worth its money and stock, less a share of the royalties it hands to opponents, plus
the best patent it lets this seat buy.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from logomachy.bots.letter_tycoon.search import Candidate
from logomachy.games.letter_tycoon.edition import DECK_SIZE, Edition

WORD_LETTERS = 5.5  # letters in a typical bot word (measured: 5-6 over benchmark games)
PATENTS_PER_ROUND = 5.0  # dollars of patents the leader adds per round, roughly
# Dollars per own turn left that an ability patent adds (estimates, tuned by the benchmark).
ABILITY_PER_TURN = {"B": 0.4, "J": 0.9, "K": 0.9, "Q": 0.3, "V": 1.2, "X": 0.8, "Z": 0.8}
HANDED_OVER = 0.6  # a dollar given to one opponent costs this much of this seat's standing


@dataclass(frozen=True)
class Position:
    """What a seat knows, read from its view."""

    seat: int
    players: int
    money: int
    patents: dict[str, int]
    costs: dict[str, int]
    goal_value: int
    patent_values: list[int]
    final_round: bool
    turn: int

    @classmethod
    def of(cls, view: dict[str, Any]) -> Position:
        return cls(
            seat=int(view["seat"]),
            players=int(view["players"]),
            money=int(view["money"][view["seat"]]),
            patents={str(k): int(v) for k, v in view["patents"].items()},
            costs={str(k): int(v) for k, v in view["costs"].items()},
            goal_value=int(view["goal"]["patent_value"]),
            patent_values=[int(v) for v in view["patent_values"]],
            final_round=bool(view["final_round"]),
            turn=int(view["turn"]),
        )

    def rounds_left(self) -> float:
        """Rounds until the goal is likely reached (at least the current one)."""
        if self.final_round:
            return 0.0
        gap = self.goal_value - max(self.patent_values)
        return max(1.0, gap / PATENTS_PER_ROUND)


def patent_worth(letter: str, pos: Position, edition: Edition) -> float:
    """Dollars the patent is expected to bring beyond its (score-neutral) cost."""
    rounds = pos.rounds_left()
    share = edition.counts[letter] / DECK_SIZE
    per_turn = share * WORD_LETTERS
    royalties = per_turn * rounds * (pos.players - 1)
    denial = per_turn * rounds * HANDED_OVER
    ability = ABILITY_PER_TURN.get(letter, 0.0) * rounds
    return royalties + denial + ability


def best_buy(
    letters: Iterable[str], money: int, pos: Position, edition: Edition
) -> tuple[str | None, float]:
    """The patent among `letters` most worth buying with `money`, and its worth."""
    best: tuple[str | None, float] = (None, 0.0)
    for ch in sorted(set(letters)):
        if ch in pos.patents or pos.costs[ch] > money:
            continue
        worth = patent_worth(ch, pos, edition)
        if worth > best[1]:
            best = (ch, worth)
    return best


def play_value(cand: Candidate, pos: Position, edition: Edition) -> float:
    """The hard bot's dollar value of a play (money, stock, royalties handed over, best buy)."""
    handed = cand.royalties_to(pos.patents, pos.seat) * HANDED_OVER
    _, buy = best_buy(cand.real, pos.money + cand.money, pos, edition)
    return cand.money + cand.stock - handed + buy
