"""El Soneto bots: time per word and strength.

`python -m benchmarks el_soneto_bots` (env: SONETO_GAMES, games per pairing, default 200 — so
400 seeded games in all for hard–medium and medium–easy; about two minutes on an idle machine).

Prints, on the project's Spanish lexicon:
- the median and 90th-percentile time of a bot's "create a word" decision, per strength, beside
  a baseline measured in the same run: the same search (cards each word can use from the hand)
  as a plain-Python loop over the vocabulary;
- heads-up win rates over seeded two-player games, seats alternating: hard vs medium,
  medium vs easy (target: the stronger wins ≥ 70 %).
"""

from __future__ import annotations

import os
import statistics
import time
from collections import Counter
from typing import Any

from logomachy.bots.autoplay import autoplay
from logomachy.bots.el_soneto import BOTS, SonetoBot, word_table
from logomachy.games.el_soneto import ElSoneto
from logomachy.games.el_soneto.devices import letters
from logomachy.games.el_soneto.state import Phase, SonetoState
from logomachy.kernel import Game, Move, Rng

GAMES = int(os.environ.get("SONETO_GAMES", "200"))


class Timed:
    """A bot that records how long its create-a-word decisions take."""

    def __init__(
        self,
        bot: SonetoBot,
        times: list[float],
        hands: list[list[str]],
        judging: list[float] | None = None,
    ) -> None:
        self.bot, self.times, self.hands = bot, times, hands
        self.judging = judging if judging is not None else []
        self.strength = bot.strength

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        start = time.perf_counter()
        move = self.bot.choose(game, state, seat, rng)
        if isinstance(state, SonetoState) and state.stage is Phase.CREATE:
            self.times.append(time.perf_counter() - start)
            ed = game.edition  # type: ignore[attr-defined]
            self.hands.append([ed.letter(c).letter for c in state.players[seat].hand])
        elif isinstance(state, SonetoState):
            self.judging.append(time.perf_counter() - start)  # collect (claims) and votes
        return move

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        return self.bot.delay(game, state, seat, rng)


def plain_search(words: list[str], hand: list[str]) -> int:
    """Baseline: for every word, how many hand cards it can use (plain Python)."""
    have = Counter(hand)
    best = 0
    for word in words:
        need = Counter(letters(word))
        best = max(best, sum(min(n, have[x]) for x, n in need.items()))
    return best


def main() -> None:
    game = ElSoneto()
    start = time.perf_counter()
    table = word_table(game.referee)
    print(f"vocabulary: {len(table.words)} playable words, indexed in "
          f"{time.perf_counter() - start:.1f} s (load avg {os.getloadavg()[0]:.1f})")  # fmt: skip
    times: dict[str, list[float]] = {s: [] for s in BOTS}
    judging: dict[str, list[float]] = {s: [] for s in BOTS}
    hands: list[list[str]] = []
    wins: dict[tuple[str, str], float] = {}
    for strong, weak in (("hard", "medium"), ("medium", "easy")):
        score = 0.0
        began = time.perf_counter()
        for seed in range(GAMES):
            pair = [strong, weak] if seed % 2 == 0 else [weak, strong]
            bots = [
                Timed(BOTS[s](), times[s], hands, judging[s])  # type: ignore[arg-type]
                for s in pair
            ]
            match = autoplay(game, 2, seed, None, bots=bots)  # type: ignore[arg-type]
            winners = game.result(match.state).winners
            if pair.index(strong) in winners:
                score += 1 / len(winners)
        wins[(strong, weak)] = score / GAMES
        print(f"{strong} vs {weak}: {strong} wins {100 * score / GAMES:.0f} % of {GAMES} games "
              f"({time.perf_counter() - began:.0f} s)", flush=True)  # fmt: skip
    sample = hands[:: max(1, len(hands) // 30)][:30]
    base = []
    for hand in sample:
        t = time.perf_counter()
        plain_search(table.words, hand)
        base.append(time.perf_counter() - t)
    print("\ndecision (ms): create a word     median    p90   decisions")
    for strength, ts in times.items():
        ts = sorted(ts)
        p90 = ts[int(0.9 * (len(ts) - 1))] if ts else 0.0
        print(f"  {strength:<30}{1000 * statistics.median(ts):8.1f}{1000 * p90:7.1f}"
              f"{len(ts):10d}")  # fmt: skip
    for strength, ts in judging.items():
        ts = sorted(ts)
        if ts:
            print(f"  {strength + ': claims and votes':<30}{1000 * statistics.median(ts):8.1f}"
                  f"{1000 * ts[int(0.9 * (len(ts) - 1))]:7.1f}{len(ts):10d}")  # fmt: skip
    print(f"  {'baseline: plain-Python scan':<30}{1000 * statistics.median(base):8.1f}"
          f"{1000 * sorted(base)[int(0.9 * (len(base) - 1))]:7.1f}{len(base):10d}")  # fmt: skip
    print(
        "targets: ≤ 500 ms median per word; stronger bot wins ≥ 70 %: "
        + ", ".join(f"{a}>{b} {'yes' if w >= 0.7 else 'NO'}" for (a, b), w in wins.items())
    )


if __name__ == "__main__":
    main()
