"""The bots of every game against issue 16's bars: strength ladder, decision time, pace, and
the per-game figures of `benchmarks/bot_figures/` (judgment, guess rate, variety, pace).

`python -m benchmarks bots [--seeds N] [--games ID,ID...] [--workers K]`

- Ladder: each strength against the one below it over seeded games (`bots_ladder.py`); bar:
  the stronger takes >= 60 % (a tie counts half) where luck lets skill show -- the `luck`
  column says where it does not, and why.
- Decision time: the median seconds of every `choose` in those same games, per game and
  strength; bar 200 ms (500 ms for El Soneto and Poetry Slam's poems).
- Pace: the think time the bots asked for (`delay`) in those games, per strength.
- Figures from `benchmarks/bot_figures/*.py`, found at run time; what a module does not
  define is printed as "not provided".

`--seeds N` is the games per pairing of a game of conformance cost 1 (default 30; a game
costing c plays N/c, at least 6); `--workers` defaults to the machine's cores, at most 2.
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import math
import multiprocessing
import os
import pkgutil
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Mapping
from types import ModuleType
from typing import Any

from benchmarks import bot_figures
from benchmarks.bots_ladder import Pairing, play_pairing, writing
from logomachy.bots.base import bot_strengths
from logomachy.kernel import Game, all_games, get_game

LADDER_BAR = 0.60
DECISION_BAR = 0.200
WRITING_BAR = 0.500
FALSE_ACCEPTED_BAR = 0.10
TRUE_ACCEPTED_BAR = 0.70
GUESS_BAR = 0.50
SAME_WORD_BAR = 0.10
DEFAULT_SEEDS = 30
MIN_SEEDS = 6
BATCH = 6  # seeds a worker plays in one task: long enough to amortise, short to balance
VARIETY_SEEDS = range(20)

# Where chance, by the rules, decides most games between bots of any strength, so that the
# ladder bar cannot be met by a better bot (from the rulebooks, /work/shared/rules/).
LUCK: dict[str, str] = {
    "verbalia-blufigrama": (
        "a bidding game on hidden random letters: each hand is four random letters and five "
        "face-down common ones, and the pot goes to whoever holds the longest word"
    ),
    "verbalia-endevinagrama": (
        "every letter asked is turned over for all, so a good asker's clues serve the next "
        "asker too, and the guess falls to whoever's turn it is when the word becomes clear"
    ),
    "verbalia-baulasillab": (
        "every turn must place one of three randomly drawn syllables, so each player places "
        "about as many markers as the others; the draw decides where, and shared majorities "
        "tie often"
    ),
}


def tick(ok: bool) -> str:
    return "✔" if ok else "✘"


# -- Ladder ----------------------------------------------------------------------------------
def seeds_for(game: Game[Any], seeds: int) -> int:
    """Games per pairing: `seeds` divided by the game's cost, at least MIN_SEEDS, even (so
    that the stronger sits on each seat parity as often)."""
    count = max(MIN_SEEDS, seeds // game.meta.conformance_seed_cost)
    return count + count % 2


def tasks(games: list[Game[Any]], seeds: int) -> list[tuple[str, str, str, list[int]]]:
    """(game, weaker, stronger, seeds) batches, the costliest first so that workers finish
    together."""
    out = []
    for game in games:
        strengths = bot_strengths(game.meta.id)
        count = seeds_for(game, seeds)
        for weak, strong in itertools.pairwise(strengths):
            for start in range(0, count, BATCH):
                batch = list(range(start, min(count, start + BATCH)))
                out.append((game.meta.id, weak, strong, batch))
    out.sort(key=lambda task: -get_game(task[0]).meta.conformance_seed_cost)
    return out


def _play(task: tuple[str, str, str, list[int]]) -> Pairing:
    return play_pairing(*task)


def play_all(games: list[Game[Any]], seeds: int, workers: int) -> dict[tuple[str, str], Pairing]:
    """Every pairing of every game, merged by (game, weaker strength)."""
    merged: dict[tuple[str, str], Pairing] = {}
    todo = tasks(games, seeds)
    if workers > 1:
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            results: Iterable[Pairing] = list(pool.imap_unordered(_play, todo))
    else:
        results = map(_play, todo)
    for result in results:
        key = (result.game_id, result.weak)
        if key not in merged:
            merged[key] = Pairing(result.game_id, result.weak, result.strong)
        merged[key].merge(result)
    return merged


def wilson(score: float, games: int) -> tuple[float, float]:
    """The 95 % interval of a share measured over `games` games."""
    if not games:
        return (0.0, 1.0)
    z = 1.96
    centre = (score + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(score * (1 - score) / games + z * z / (4 * games * games))
    return (centre - half / (1 + z * z / games), centre + half / (1 + z * z / games))


def luck_note(game_id: str, pairings: list[Pairing]) -> str:
    """Why a ladder falls short: chance in the rules (LUCK), too few games to tell, or the
    bots themselves."""
    short = [p for p in pairings if p.games and p.score < LADDER_BAR]
    if not short:
        return "skill shows"
    if game_id in LUCK:
        return "luck: " + LUCK[game_id]
    if all(p.ties * 2 >= p.games for p in short):
        return "mostly ties: both strengths reach the same score (a ceiling, not luck)"
    if all(wilson(p.score, p.games)[1] >= LADDER_BAR for p in short):
        return "too few games to tell"
    return "bots: the stronger is not better"


def print_ladder(games: list[Game[Any]], merged: dict[tuple[str, str], Pairing]) -> None:
    print(
        f"\nStrength ladder: the stronger's share of games against the next weaker "
        f"(a tie is half; bar >= {LADDER_BAR:.0%})"
    )
    print(f"{'game':<26}{'pairing':<16}{'games':>6}{'W-T-L':>11}{'share':>7}  {'s/game':>6}  luck")
    print("(W-T-L: the stronger's wins, ties, losses; s/game: the median game's seconds)")
    for game in games:
        strengths = bot_strengths(game.meta.id)
        rows = [
            merged[(game.meta.id, weak)]
            for weak in strengths[:-1]
            if (game.meta.id, weak) in merged
        ]
        note = luck_note(game.meta.id, rows)
        for index, p in enumerate(rows):
            wtl = f"{p.strong_wins}-{p.ties}-{p.weak_wins}"
            share = f"{p.score:.0%}" if p.games else "—"
            per_game = statistics.median(p.seconds) if p.seconds else float("nan")
            mark = tick(p.score >= LADDER_BAR) if p.games else "✘"
            name = game.meta.id if index == 0 else ""
            print(
                f"{name:<26}{p.weak + '<' + p.strong:<16}{p.games:>6}{wtl:>11}{share:>6} "
                f"{mark} {per_game:>6.2f}  {note if index == 0 else ''}"
            )
            for error in p.errors[:3]:
                print(f"{'':<26}  raised on {error[:150]}")
            if len(p.errors) > 3:
                print(f"{'':<26}  ... and {len(p.errors) - 3} more games that raised")


# -- Decision time and pace ----------------------------------------------------------------
def by_strength(
    game: Game[Any], merged: dict[tuple[str, str], Pairing], attribute: str
) -> dict[str, list[Any]]:
    out: dict[str, list[Any]] = {}
    for (game_id, _), pairing in merged.items():
        if game_id == game.meta.id:
            for strength, values in getattr(pairing, attribute).items():
                out.setdefault(strength, []).extend(values)
    return out


def quantiles(values: list[float]) -> tuple[float, float, float]:
    """p10, median and p90."""
    if len(values) < 2:
        value = values[0] if values else float("nan")
        return (value, value, value)
    deciles = statistics.quantiles(values, n=10)
    return (deciles[0], statistics.median(values), deciles[-1])


def decision_kinds(game_id: str) -> list[tuple[str, float, bool]]:
    """(row label, bar, whether the row holds the slow kind of decision) for a game."""
    if game_id == "el-soneto":
        return [("", WRITING_BAR, True)]
    if game_id == "poetry-slam":
        return [("", DECISION_BAR, False), (" poem", WRITING_BAR, True)]
    return [("", DECISION_BAR, False)]


def print_decisions(games: list[Game[Any]], merged: dict[tuple[str, str], Pairing]) -> None:
    print(
        f"\nDecision time: median (p90) ms of every bot decision in the ladder games "
        f"(bar {DECISION_BAR * 1000:.0f} ms; {WRITING_BAR * 1000:.0f} ms for El Soneto "
        "and Poetry Slam's poems)"
    )
    for game in games:
        decided = by_strength(game, merged, "decisions")
        for label, bar, slow in decision_kinds(game.meta.id):
            cells = []
            for strength in bot_strengths(game.meta.id):
                times = [
                    t
                    for move, t in decided.get(strength, [])
                    if writing(game.meta.id, move) == slow
                ]
                if not times:
                    cells.append(f"{strength} —")
                    continue
                _, median, p90 = quantiles(times)
                cells.append(
                    f"{strength} {median * 1000:6.1f} ({p90 * 1000:6.1f}) {tick(median <= bar)}"
                )
            print(f"{game.meta.id + label:<31}" + "   ".join(cells))


def print_pace(games: list[Game[Any]], merged: dict[tuple[str, str], Pairing]) -> None:
    print(
        "\nPace: think time (s) the bots asked for in the ladder games, "
        "p10 / median / p90 per strength (simulated clock)"
    )
    for game in games:
        delays = by_strength(game, merged, "delays")
        cells = []
        for strength in bot_strengths(game.meta.id):
            values = delays.get(strength, [])
            if not values:
                cells.append(f"{strength} —")
                continue
            low, median, high = quantiles(values)
            cells.append(f"{strength} {low:5.1f} /{median:5.1f} /{high:5.1f}")
        print(f"{game.meta.id:<26}" + "   ".join(cells))


# -- Figures from benchmarks/bot_figures/ ------------------------------------------------------
def figure_modules(package: ModuleType = bot_figures) -> dict[str, ModuleType]:
    """Every module of the package, by name, as it is at run time."""
    return {
        info.name: importlib.import_module(f"{package.__name__}.{info.name}")
        for info in pkgutil.iter_modules(package.__path__)
        if not info.name.startswith("_")
    }


def strengths_of(name: str) -> list[str]:
    """A module's game's strengths (`el_soneto` -> el-soneto's), else easy/medium/hard."""
    try:
        return bot_strengths(name.replace("_", "-"))
    except KeyError:
        return ["easy", "medium", "hard"]


def call(function: Callable[..., Any], *args: Any) -> tuple[Any, str]:
    """A figure and the seconds it took, or the exception it raised (a figure module being
    written must not stop the others)."""
    start = time.perf_counter()
    try:
        value = function(*args)
    except Exception as exc:
        return None, f"raised {type(exc).__name__}: {exc}"
    return value, f"{time.perf_counter() - start:.1f} s"


def providers(modules: dict[str, ModuleType], figure: str) -> list[tuple[str, ModuleType]]:
    """The modules defining `figure`; says which game modules do not (or that none does)."""
    found = [(name, m) for name, m in modules.items() if callable(getattr(m, figure, None))]
    games = [name for name in modules if name != "pace"]
    missing = [name for name in games if not callable(getattr(modules[name], figure, None))]
    if not found:
        print(f"{figure}: not provided (no module in benchmarks/bot_figures/ defines it)")
    elif missing:
        print(f"{figure}: not provided by {', '.join(missing)}")
    return found


def print_judgment(modules: dict[str, ModuleType]) -> None:
    print(
        f"\nJudgment: votes on claims known true and known false (hard: false accepted "
        f"<= {FALSE_ACCEPTED_BAR:.0%}, true accepted >= {TRUE_ACCEPTED_BAR:.0%}; "
        "every strength: never always yes)"
    )
    for name, module in providers(modules, "judgment"):
        judgment = module.judgment
        for strength in strengths_of(name):
            j, took = call(judgment, strength)
            if j is None:
                print(f"{name:<16}{strength:<10}{took}")
                continue
            if strength == strengths_of(name)[-1]:
                marks = (
                    f"{tick(j.false_rate <= FALSE_ACCEPTED_BAR)}",
                    f"{tick(j.true_rate >= TRUE_ACCEPTED_BAR)}",
                )
            else:
                marks = (tick(j.false_accepted < j.false_total), "")
            print(
                f"{name:<16}{strength:<10}false accepted {j.false_accepted:>4}/{j.false_total:<4}"
                f"{j.false_rate:>5.0%} {marks[0]}   true accepted {j.true_accepted:>4}/"
                f"{j.true_total:<4}{j.true_rate:>5.0%} {marks[1]:<2} ({took})"
            )


def print_guess_rate(modules: dict[str, ModuleType]) -> None:
    print(f"\nGuess rate on held-out prompts (hard: bar >= {GUESS_BAR:.0%})")
    for name, module in providers(modules, "guess_rate"):
        guess_rate = module.guess_rate
        for strength in strengths_of(name):
            rate, took = call(guess_rate, strength)
            if rate is None:
                print(f"{name:<16}{strength:<10}{took}")
                continue
            mark = tick(rate.share >= GUESS_BAR) if strength == strengths_of(name)[-1] else ""
            print(
                f"{name:<16}{strength:<10}{rate.hits:>4}/{rate.total:<4}{rate.share:>5.0%} "
                f"{mark:<2} ({took})"
            )


def print_variety(modules: dict[str, ModuleType]) -> None:
    print(
        f"\nVariety: rounds where every bot wrote the same word, seeds "
        f"{VARIETY_SEEDS.start}-{VARIETY_SEEDS.stop - 1} (bar <= {SAME_WORD_BAR:.0%})"
    )
    for name, module in providers(modules, "variety"):
        v, took = call(module.variety, VARIETY_SEEDS)
        if v is None:
            print(f"{name:<26}{took}")
            continue
        print(
            f"{name:<26}{v.same_rounds:>4}/{v.rounds:<5}{v.same_share:>5.0%} "
            f"{tick(v.same_share <= SAME_WORD_BAR)} ({took})"
        )


def print_pace_figures(modules: dict[str, ModuleType]) -> None:
    print("\nPace figures (bot_figures.pace.pace_figures)")
    pace_figures = getattr(modules.get("pace"), "pace_figures", None)
    if pace_figures is None:
        print(f"{'pace':<26}not provided")
        return
    figures, took = call(pace_figures)
    if figures is None:
        print(f"{'pace':<26}{took}")
        return
    rows: Iterable[Any]
    summary = getattr(modules.get("pace"), "summary", None)
    if isinstance(figures, Mapping) and summary is not None:
        # game -> strength -> pace -> seconds: min / median / max per pace, one row each.
        rows = (
            f"{game_id:<34} {strength:<7} "
            + "   ".join(f"{pace} {summary(list(secs))}" for pace, secs in paces.items())
            for game_id, strengths in figures.items()
            for strength, paces in strengths.items()
        )
        print("  (seconds to a bot's decision at the server's default pace: min median max)")
    elif isinstance(figures, Mapping):
        rows = (f"{key}: {value}" for key, value in figures.items())
    elif isinstance(figures, str):
        rows = figures.splitlines()
    elif isinstance(figures, Iterable):
        rows = figures
    else:
        rows = [figures]
    for row in rows:
        print(f"  {row}")
    print(f"  ({took})")


# -- Main ------------------------------------------------------------------------------------
def parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m benchmarks bots")
    parser.add_argument(
        "--seeds",
        type=int,
        default=DEFAULT_SEEDS,
        help="games per pairing for a game of cost 1 (default %(default)s)",
    )
    parser.add_argument(
        "--games", default="", help="comma-separated game ids or parts of ids (default: all)"
    )
    parser.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument(
        "--no-figures", action="store_true", help="only the ladder, decision time and pace"
    )
    return parser.parse_args(argv)


def chosen_games(spec: str) -> list[Game[Any]]:
    wanted = [w.strip() for w in spec.split(",") if w.strip()]
    games = all_games()
    if not wanted:
        return games
    chosen = [g for g in games if any(w == g.meta.id or w in g.meta.id for w in wanted)]
    if not chosen:
        raise SystemExit(f"no game matches {spec!r}")
    return chosen


def main(argv: list[str] | None = None) -> None:
    args = parse(sys.argv[2:] if argv is None else argv)
    games = chosen_games(args.games)
    start = time.perf_counter()
    merged = play_all(games, args.seeds, args.workers)
    played = sum(p.games for p in merged.values())
    elapsed = time.perf_counter() - start
    print(
        f"{played} games in {elapsed:.0f} s on {args.workers} worker(s); "
        f"{args.seeds} seeds per pairing at cost 1"
    )
    print_ladder(games, merged)
    print_decisions(games, merged)
    print_pace(games, merged)
    if not args.no_figures:
        modules = figure_modules()
        print_judgment(modules)
        print_guess_rate(modules)
        print_variety(modules)
        print_pace_figures(modules)
    print(f"\ntotal {time.perf_counter() - start:.0f} s")
