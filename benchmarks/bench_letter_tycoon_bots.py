"""Letter Tycoon bots: time per decision and the strength table.

`python -m benchmarks letter_tycoon` plays GAMES seeded 3-player games with one easy, one medium
and one hard bot (seat order rotated through all six permutations), then prints:
- the time each strength takes per word-building decision (median, 90th percentile, max)
  beside the baseline measured in the same run: one bare wordfind sub-anagram search of the
  same racks (the floor any word-building bot pays) -- and the 200 ms budget;
- how often each stronger bot finished above each weaker one (target: >= 70 %).
Environment: LT_BENCH_GAMES (default 200), LT_BENCH_CHALLENGES (player | automatic).
"""

from __future__ import annotations

import itertools
import os
import statistics
import time
from typing import Any

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import Bot
from logomachy.bots.letter_tycoon import BOTS
from logomachy.bots.letter_tycoon.search import word_index
from logomachy.kernel import Game, Move, Rng, get_game

STRENGTHS = ("easy", "medium", "hard")
BUDGET_MS = 200.0
TARGET = 0.70


class Timed:
    """A bot wrapper that records how long each word-building decision takes."""

    def __init__(self, bot: Bot, times: list[float], racks: list[tuple[str, str]]) -> None:
        self.bot = bot
        self.strength = bot.strength
        self.times = times
        self.racks = racks

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        start = time.perf_counter()
        move = self.bot.choose(game, state, seat, rng)
        if state.turn.stage == "build" and state.turn.seat == seat:
            self.times.append(time.perf_counter() - start)
            self.racks.append(("".join(state.hands[seat]), "".join(state.pool.cards())))
        return move

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        return self.bot.delay(game, state, seat, rng)


def _ms(values: list[float]) -> str:
    if not values:
        return "-"
    ordered = sorted(values)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    return (
        f"median {1000 * statistics.median(ordered):6.1f} ms  p90 {1000 * p90:6.1f} ms  "
        f"max {1000 * ordered[-1]:6.1f} ms  ({len(ordered)} decisions)"
    )


def main() -> None:
    games = int(os.environ.get("LT_BENCH_GAMES", "200"))
    challenges = os.environ.get("LT_BENCH_CHALLENGES", "player")
    game = get_game("letter-tycoon")
    word_index("nwl-like")  # build the index once, outside the timings
    times: dict[str, list[float]] = {s: [] for s in STRENGTHS}
    racks: list[tuple[str, str]] = []
    above = {(a, b): 0 for a, b in itertools.combinations(STRENGTHS, 2)}
    wins = dict.fromkeys(STRENGTHS, 0)
    scores: dict[str, list[int]] = {s: [] for s in STRENGTHS}
    orders = list(itertools.permutations(STRENGTHS))
    started = time.perf_counter()
    for seed in range(games):
        order = orders[seed % len(orders)]
        bots: list[Bot] = [Timed(BOTS[s](), times[s], racks) for s in order]
        match = autoplay(game, 3, seed, {"challenges": challenges}, bots=bots)
        result = game.result(match.state)
        by = {order[i]: result.scores[i] for i in range(3)}
        for s in STRENGTHS:
            scores[s].append(by[s])
        for weak, strong in above:
            above[weak, strong] += by[strong] > by[weak]
        for w in result.winners:
            wins[order[w]] += 1
    elapsed = time.perf_counter() - started

    index = word_index("nwl-like")
    baseline = []
    for hand, pool in racks[:2000]:
        start = time.perf_counter()
        index.subanagrams((hand + pool).lower(), must_use=hand.lower(), min_len=3)
        baseline.append(time.perf_counter() - start)

    print(f"{games} games, 3 players (easy, medium, hard; seats rotated), challenges={challenges}")
    print(f"played in {elapsed:.0f} s ({elapsed / games:.2f} s a game)\n")
    print(f"time per word-building decision (budget {BUDGET_MS:.0f} ms median):")
    print(f"  baseline (one sub-anagram search) {_ms(baseline)}")
    for s in STRENGTHS:
        print(f"  {s:<8} {_ms(times[s])}")
    print("\nstrength table: games in which the stronger bot scored more than the weaker")
    ok = True
    for (weak, strong), n in above.items():
        share = n / games
        ok &= share >= TARGET or (weak, strong) == ("easy", "hard")
        print(f"  {strong:>6} > {weak:<6} {n:4d}/{games}  {100 * share:5.1f} %")
    print("\nwins (shared wins count for each winner) and mean score:")
    for s in STRENGTHS:
        print(f"  {s:<8} {wins[s]:4d} wins   mean score {statistics.mean(scores[s]):6.1f}")
    medians_ok = all(statistics.median(times[s]) * 1000 <= BUDGET_MS for s in STRENGTHS)
    print(
        f"\ntargets: hard > medium and medium > easy in >= {100 * TARGET:.0f} % of games: "
        f"{'met' if ok else 'NOT met'}; median decision <= {BUDGET_MS:.0f} ms: "
        f"{'met' if medians_ok else 'NOT met'}"
    )
