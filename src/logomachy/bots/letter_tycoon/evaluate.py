"""The hard bot's judgement of a position: what a play and a patent are worth, in dollars.

A patent is score-neutral when bought (its cost counts as patent value at the end), so its worth
is what it brings later:
- royalties: each opponent turn plays about `WORD_LETTERS` letters, each this letter with the
  deck's share of it; one dollar each, over the rounds left;
- denial: the royalties this seat no longer pays, had an opponent bought it;
- ability: the measured dollars per own turn the ability adds, over the turns left;
- ending: a patent that reaches the goal is bought only with a safe lead, and then gladly.
A play is worth its money and stock, less a share of the royalties it hands to opponents, plus
part of the best patent it lets this seat buy, plus the worth of the cards it keeps in hand
(`leave.py`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from logomachy.bots.letter_tycoon.leave import leave_values
from logomachy.bots.letter_tycoon.search import Candidate
from logomachy.games.letter_tycoon.edition import DECK_SIZE, Edition
from logomachy.games.letter_tycoon.moves import HAND

WORD_LETTERS = 5.5  # letters in a typical bot word (measured: 5-6 over benchmark games)
PATENTS_PER_ROUND = 5.0  # dollars of patents the leader adds per round, roughly
# Dollars per own turn that an ability patent adds: measured over 210 word-building positions
# of medium-bot games (best money + stock with the patent minus without it, nwl-like list).
# Q (a swap) is a guess: one awkward card fewer now and then.
ABILITY_PER_TURN = {"B": 2.0, "J": 3.6, "K": 1.15, "Q": 0.3, "V": 0.25, "X": 1.5, "Z": 0.9}
HANDED_OVER = 0.6  # a dollar given to one opponent costs this much of this seat's standing
BUY_NOW = 0.4  # share of a patent's worth credited to the play that lets it be bought now
# (it could often be bought on a later turn; measured best between 0.3 and 0.5 by the benchmark)
LAST_TURN = 8  # what a seat still to play in the final round may add (a good turn's money+stock)
ENDING = 20.0  # dollars of worth for ending the game while safely ahead
LEAVE_WEIGHT = 1.0  # how much of the measured leave value (leave.py) a play is credited


@dataclass(frozen=True)
class Position:
    """What a seat knows, read from its view."""

    seat: int
    players: int
    money: int
    patents: dict[str, int]
    costs: dict[str, int]
    goal_value: int
    goal_patents: int
    patent_values: list[int]
    scores: list[int]
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
            goal_patents=int(view["goal"]["min_patents"]),
            patent_values=[int(v) for v in view["patent_values"]],
            scores=[int(v) for v in view["scores"]],
            final_round=bool(view["final_round"]),
            turn=int(view["turn"]),
        )

    def rounds_left(self) -> float:
        """Rounds until the goal is likely reached (at least the current one)."""
        if self.final_round:
            return 0.0
        gap = self.goal_value - max(self.patent_values)
        return max(1.0, gap / PATENTS_PER_ROUND)

    def owned(self) -> list[str]:
        return [ch for ch, owner in self.patents.items() if owner == self.seat]

    def triggers(self, letter: str) -> bool:
        """Would buying `letter` reach the goal and start the final round?"""
        value = self.patent_values[self.seat] + self.costs[letter]
        return (
            not self.final_round
            and value >= self.goal_value
            and len(self.owned()) + 1 >= self.goal_patents
        )

    def safe_lead(self, earned: int) -> float:
        """This seat's lead if the game ended after this turn, allowing each seat still to
        play in this round one more good turn."""
        mine = self.scores[self.seat] + earned
        others = [
            self.scores[s] + (LAST_TURN if s > self.seat else 0)
            for s in range(self.players)
            if s != self.seat
        ]
        return mine - max(others)


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
    letters: Iterable[str], money: int, pos: Position, edition: Edition, earned: int = 0
) -> tuple[str | None, float]:
    """The patent among `letters` most worth buying with `money`, and its worth. A patent that
    starts the final round is worth ENDING more with a safe lead, and is not bought without."""
    best: tuple[str | None, float] = (None, 0.0)
    for ch in sorted(set(letters)):
        if ch in pos.patents or pos.costs[ch] > money:
            continue
        worth = patent_worth(ch, pos, edition)
        if pos.triggers(ch):
            if pos.safe_lead(earned) <= 0:
                continue
            worth += ENDING
        if worth > best[1]:
            best = (ch, worth)
    return best


def play_value(
    cand: Candidate, pos: Position, edition: Edition, hand: Sequence[str] | None = None
) -> float:
    """The hard bot's dollar value of a play (money, stock, royalties handed over, best buy,
    and -- given the hand -- the worth of the cards it leaves in hand for the next turn)."""
    handed = cand.royalties_to(pos.patents, pos.seat) * HANDED_OVER
    _, buy = best_buy(cand.real, pos.money + cand.money, pos, edition, cand.earned)
    value = cand.money + cand.stock - handed + BUY_NOW * buy
    if hand is not None and not pos.final_round:
        value += LEAVE_WEIGHT * leave_values().value(kept_after(cand, hand))
    return value


def kept_after(cand: Candidate, hand: Sequence[str]) -> list[str]:
    """The hand cards a play leaves in hand."""
    used = Counter(
        ch
        for w, s in zip(cand.words, cand.sources, strict=True)
        for ch, src in zip(w, s, strict=True)
        if src == HAND
    )
    return list((Counter(hand) - used).elements())
