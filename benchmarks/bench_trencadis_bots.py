"""Trencadís bots: head-to-head win rates between strengths, and decision time per move.

Baseline in the same run: the easy bot (random related word, first-card placement).
`python -m benchmarks trencadis [GAMES]`.
"""

from __future__ import annotations

import statistics
import sys
import time

from logomachy.bots.autoplay import autoplay
from logomachy.bots.trencadis.strategies import TrencadisBot
from logomachy.games.trencadis import GAME
from logomachy.kernel import Rng

PAIRS = (("easy", "medium"), ("medium", "hard"), ("easy", "hard"))


def head_to_head(weak: str, strong: str, games: int) -> tuple[int, int, int]:
    """Games won by each (3 players: one strong seat against two weak, seats rotating)."""
    won_weak = won_strong = shared = 0
    for seed in range(games):
        order = [weak, weak, weak]
        order[seed % 3] = strong
        match = autoplay(GAME, 3, seed, {"lang": ("en", "es", "ca")[seed % 3]}, order)
        winners = GAME.result(match.state).winners
        if len(winners) > 1:
            shared += 1
        if order.index(strong) in winners:
            won_strong += 1
        else:
            won_weak += 1
    return won_weak, won_strong, shared


def decision_times(strength: str, samples: int = 200) -> list[float]:
    bot = TrencadisBot(strength)
    times = []
    for seed in range(samples):
        state = GAME.setup(4, {"lang": ("en", "es", "ca")[seed % 3]}, seed)
        start = time.perf_counter()
        bot.choose(GAME, state, seed % 4, Rng.from_seed(seed))
        times.append(time.perf_counter() - start)
    return times


# Misspelt words (two letters swapped) whose nearby dictionary words the referee offers.
MISSPELT = {"en": ("avaition", "windwo", "piulot"), "es": ("avoin", "pajaor"), "ca": ("platxa",)}


def suggestion_times() -> dict[str, tuple[float, float]]:
    """Per language: seconds for the first query (it groups the lexicon's forms by length)
    and the median of later ones."""
    from logomachy.games.trencadis import spelling

    times = {}
    for lang, words in MISSPELT.items():
        lex = spelling.dictionary(lang)
        assert lex is not None
        start = time.perf_counter()
        spelling.suggestions(lex, words[0])
        first = time.perf_counter() - start
        later = []
        for word in words[1:] or words:
            start = time.perf_counter()
            spelling.suggestions(lex, word + "x")  # a query the cache has not seen
            later.append(time.perf_counter() - start)
        times[lang] = (first, statistics.median(later))
    return times


def main() -> None:
    games = int(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[2].isdigit() else 90
    print(f"3-player games, one strong seat against two weaker ones, {games} seeds each")
    print(f"{'pairing':<18}{'weak wins':>10}{'strong wins':>13}{'strong %':>10}")
    for weak, strong in PAIRS:
        w, s, _ = head_to_head(weak, strong, games)
        print(f"{weak + ' v ' + strong:<18}{w:>10}{s:>13}{100 * s / games:>9.0f}%")
    print("\nword choice, median ms per decision (baseline: easy)")
    base = statistics.median(decision_times("easy"))
    for strength in ("easy", "medium", "hard"):
        med = statistics.median(decision_times(strength))
        print(f"  {strength:<8}{med * 1000:8.2f} ms   x{med / base:5.1f} of easy")
    start = time.perf_counter()
    for seed in range(20):
        autoplay(GAME, 4, seed, {"lang": "en"}, ["hard"])
    per_game = (time.perf_counter() - start) / 20 * 1000
    print(f"\nwhole 4-player game between hard bots: {per_game:.0f} ms")
    print("\nsuggestions for a misspelt word (rapidfuzz over the forms of similar length)")
    for lang, (first, later) in suggestion_times().items():
        print(f"  {lang}: first {first * 1000:6.0f} ms, then {later * 1000:6.0f} ms")
