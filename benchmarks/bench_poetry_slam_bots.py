"""Poetry Slam bots: head-to-head win rates between strengths, decision time per move (a word,
a poem, a guess), and the figures of benchmarks/bot_figures/poetry_slam.py (held-out guess
rate, honest judgement, variety). Bars (issue 16): writing median <= 500 ms, guessing <= 200 ms.

Baseline in the same run: the easy bot (random common word, one-clue poem, shallow reading).
`python -m benchmarks poetry_slam [GAMES]`.
"""

from __future__ import annotations

import statistics
import sys
import time
from functools import cache
from typing import Any

from benchmarks.bot_figures import poetry_slam as figures
from logomachy.bots.autoplay import autoplay
from logomachy.bots.poetry_slam.meaning import meaning
from logomachy.bots.poetry_slam.strategies import PoetrySlamBot, _fitting
from logomachy.games.poetry_slam import GAME, Phase, PoetrySlamState
from logomachy.kernel import Rng

PAIRS = (("easy", "medium"), ("medium", "hard"), ("easy", "hard"))


def head_to_head(weak: str, strong: str, games: int) -> tuple[int, int, float, float]:
    """Games won by each (4 players: one strong seat against three weak, seats rotating), and
    the mean score of each side."""
    won_weak = won_strong = 0
    strong_points: list[int] = []
    weak_points: list[int] = []
    for seed in range(games):
        order = [weak] * 4
        order[seed % 4] = strong
        result = GAME.result(autoplay(GAME, 4, seed, {}, order).state)
        seat = order.index(strong)
        won_strong += seat in result.winners
        won_weak += any(w != seat for w in result.winners)
        strong_points.append(result.scores[seat])
        weak_points += [p for s, p in enumerate(result.scores) if s != seat]
    return won_weak, won_strong, statistics.mean(weak_points), statistics.mean(strong_points)


@cache
def hard_game(seed: int) -> Any:
    return autoplay(GAME, 4, seed, {}, ["hard"])


def positions(stage: Phase, samples: int = 8) -> list[PoetrySlamState]:
    """The first moment of `stage` in hard bots' games (a round's writing; a poem to guess)."""
    found = []
    for seed in range(samples):
        match = hard_game(seed)
        state = GAME.setup(4, {}, seed)
        for entry in match.record.moves:
            if state.stage is stage:
                break
            state = GAME.apply(state, entry.seat, GAME.move_from_json(entry.move))
        found.append(state)
    return found


def decision_times(strength: str, states: list[PoetrySlamState]) -> list[float]:
    """Seconds per decision, the prompt's word search not yet cached (as at a round's start)
    and the poem read by nobody yet."""
    bot = PoetrySlamBot(strength)
    times = []
    for i, state in enumerate(states):
        _fitting.cache_clear()
        meaning()._links.clear()  # the poem not yet read by anyone at the table
        start = time.perf_counter()
        bot.choose(GAME, state, GAME.to_act(state)[0], Rng.from_seed(i))
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    games = int(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[2].isdigit() else 20
    meaning()  # loaded once per process (seconds), as on a server: not a decision's time
    print(f"4-player games, one strong seat against three weaker ones, {games} seeds each")
    print(f"{'pairing':<18}{'weak wins':>10}{'strong wins':>13}{'strong %':>10}"
          f"{'weak pts':>10}{'strong pts':>12}")  # fmt: skip
    for weak, strong in PAIRS:
        w, s, wp, sp = head_to_head(weak, strong, games)
        print(f"{weak + ' v ' + strong:<18}{w:>10}{s:>13}{100 * s / games:>9.0f}%"
              f"{wp:>10.1f}{sp:>12.1f}")  # fmt: skip
    bars = {Phase.WRITE: 500, Phase.PERFORM: 500, Phase.GUESS: 200}
    for stage, bar in bars.items():
        states = positions(stage)
        print(f"\n{stage.value} decision, median ms (bar {bar} ms; baseline: easy)")
        medians = {
            s: statistics.median(decision_times(s, states)) for s in ("easy", "medium", "hard")
        }
        base = medians["easy"]
        for strength, med in medians.items():
            print(f"  {strength:<8}{med * 1000:8.2f} ms   x{med / base:5.1f} of easy")
    print()
    figures.main()
