"""wordfind against plain-Python baselines on one language's full word list.

    .venv/bin/python -m benchmarks wordfind          # Catalan (lexicon, or /usr/share/dict)
    WORDFIND_LANG=es .venv/bin/python -m benchmarks wordfind

Every figure is a median over N random inputs drawn from the Verbàlia letter bag (seeded);
each baseline runs in the same process on the same inputs (a few of them when it is slow).
Targets (issue 4): 10-tile rack ≤ 0.5 ms, + 1 wildcard ≤ 15 ms; 5×5 king grid ≤ 1.5 ms,
7×7 ≤ 5 ms, 7×7 knight ≤ 2 ms; 7×7 syllable grid ≤ 1 ms; fixed positions ≤ 1 ms; letters
in order ≤ 30 ms; build ≤ 5 s and ≤ 200 MB RSS. Full-size region maps (Vestengrama) have
no target; WORDFIND_REGION_MAPS sets how many are timed (5 by default: each takes seconds).
"""

from __future__ import annotations

import bisect
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Any

from logomachy.wordfind import Alphabet, Board, WordIndex, load
from logomachy.wordfind.paths import board_words, coded_options
from logomachy.wordfind.regions import region_words

N = 25
REPEATS = 3
REPEAT_BELOW_MS = 100.0
# Letter frequencies of a Catalan tile bag (Verbàlia prints A 22, E 24, I 16...; the rest
# follow Catalan letter frequency): only the draw's realism depends on them.
BAG = (
    "A" * 22
    + "E" * 24
    + "I" * 16
    + "O" * 14
    + "U" * 8
    + "S" * 14
    + "R" * 12
    + "N" * 11
    + "T" * 11
    + "L" * 10
    + "C" * 6
    + "D" * 6
    + "M" * 6
    + "P" * 5
    + "B" * 4
    + "G" * 4
    + "V" * 3
    + "F" * 2
    + "H" * 2
    + "J" * 2
    + "X" * 2
    + "Ç" * 2
    + "Z" * 1
    + "Q" * 1
)
SYLLABLES = [
    "CA",
    "SA",
    "TA",
    "MA",
    "RA",
    "LA",
    "NA",
    "PA",
    "BA",
    "DA",
    "DE",
    "TE",
    "RE",
    "LE",
    "NE",
    "ME",
    "SE",
    "PE",
    "CE",
    "TI",
    "RI",
    "LI",
    "NI",
    "MI",
    "SI",
    "PI",
    "CI",
    "TO",
    "RO",
    "LO",
    "NO",
    "MO",
    "SO",
    "PO",
    "CO",
    "TU",
    "RU",
    "LU",
    "NU",
    "MU",
    "SU",
    "PU",
    "CU",
    "ES",
    "EN",
    "EL",
    "AL",
    "AR",
    "AS",
    "ER",
    "OR",
    "AN",
    "IN",
    "ON",
    "UN",
    "QUE",
    "QUI",
    "GA",
    "GO",
    "GU",
    "VA",
    "VE",
    "VI",
    "BRA",
    "TRA",
    "PRE",
    "CRE",
]


def median_ms(run: Callable[[int], Any], inputs: int = N) -> tuple[float, float, float]:
    """Median over `inputs` inputs of the best of up to `REPEATS` runs each (wall ms), the
    median result size, and the median CPU time of those runs. Best-of-k per input, as
    timeit does: on this shared 2-core VM a run is slowed only by others' work, never
    sped up, so the fastest run is the query's own cost; a query slower than
    `REPEAT_BELOW_MS` runs once (baselines taking seconds)."""
    times, sizes, cpu = [], [], []
    for i in range(inputs):
        best, best_cpu = float("inf"), float("inf")
        for _ in range(REPEATS):
            start, start_cpu = time.perf_counter(), time.process_time()
            result = run(i)
            elapsed = (time.perf_counter() - start) * 1000
            if elapsed < best:
                best, best_cpu = elapsed, (time.process_time() - start_cpu) * 1000
            if elapsed > REPEAT_BELOW_MS:
                break
        times.append(best)
        cpu.append(best_cpu)
        sizes.append(len(result))
    return statistics.median(times), statistics.median(sizes), statistics.median(cpu)


def row(
    name: str,
    ours: tuple[float, float, float],
    base: tuple[float, float, float] | None,
    target: str,
) -> None:
    base_text = f"{base[0]:10.2f} ms" if base else f"{'-':>13}"
    ratio = f"{base[0] / ours[0]:7.0f}×" if base and ours[0] else ""
    print(
        f"{name:<34} {ours[0]:9.3f} ms {ours[2]:8.3f} ms {base_text} {ratio:>8}  "
        f"{target:<10} n≈{ours[1]:.0f}"
    )


# -- baselines ----------------------------------------------------------------------------


class SortedDict:
    """The textbook plain-Python anagram finder: sorted tiles → codes; every combination."""

    def __init__(self, codes: Sequence[str]) -> None:
        self.table: dict[str, list[str]] = {}
        for code in codes:
            self.table.setdefault("".join(sorted(code)), []).append(code)

    def subanagrams(self, rack: str) -> list[str]:
        tiles = sorted(rack)
        seen = {"".join(c) for n in range(2, len(tiles) + 1) for c in combinations(tiles, n)}
        return [w for key in seen for w in self.table.get(key, ())]


def scan_subanagrams(codes: Sequence[str], rack: str, wild: int) -> list[str]:
    have = Counter(rack)
    return [c for c in codes if len(c) >= 2 and sum((Counter(c) - have).values()) <= wild]


def bisect_grid(
    codes: list[str], tiles: list[str], neighbours: Sequence[Sequence[int]]
) -> set[str]:
    """Board DFS with a prefix test by bisection in the sorted list (no trie)."""
    found: set[str] = set()
    used = [False] * len(tiles)

    def visit(cell: int, spelled: str) -> None:
        i = bisect.bisect_left(codes, spelled)
        if i == len(codes) or not codes[i].startswith(spelled):
            return
        if codes[i] == spelled and len(spelled) >= 3:
            found.add(spelled)
        used[cell] = True
        for nxt in neighbours[cell]:
            if not used[nxt]:
                visit(nxt, spelled + tiles[nxt])
        used[cell] = False

    for cell in range(len(tiles)):
        visit(cell, tiles[cell])
    return found


def region_map(rng: random.Random, bag: Sequence[str], regions: int, letters: int) -> Board:
    """A Vestengrama-like map: regions in a ring with chords, every third on the coast,
    `letters` letters each, and a sea holding one wildcard."""
    contents = {f"r{k}": [rng.choice(bag) for _ in range(letters)] for k in range(regions)}
    adjacency = {
        f"r{k}": [f"r{(k + 1) % regions}", f"r{(k + 3) % regions}"]
        + (["sea"] if k % 3 == 0 else [])
        for k in range(regions)
    }
    return Board.regions(contents | {"sea": ["?"]}, adjacency)


def word_first(index: WordIndex, board: Board) -> dict[str, tuple[int, ...]]:
    coded = coded_options(board, index.alphabet)
    sea = frozenset({board.names.index("sea")})
    return region_words(index, board, coded, 4, 99, ends=sea)


def dawg_walk(index: WordIndex, board: Board) -> dict[str, tuple[int, ...]]:
    coded = coded_options(board, index.alphabet)
    sea = frozenset({board.names.index("sea")})
    return board_words(index.trie, board, coded, 4, 99, ends=sea)


# -- the run ------------------------------------------------------------------------------


def grid_row(
    index: WordIndex, codes: list[str], name: str, boards: list[Board], target: str
) -> None:
    tiles = [[index.alphabet.spell(o[0]) or "" for o in b.options] for b in boards]
    row(
        name,
        median_ms(lambda i: index.paths(boards[i], min_len=3)),
        median_ms(lambda i: bisect_grid(codes, tiles[i], boards[i].neighbours), 5),
        target,
    )


def build_figures(lang: str) -> None:
    """Index build through `load` in a fresh process with an empty cache dir (lexicon
    forms read, index, DAWG, columns, pickle written), then a cached load; peak RSS of
    each whole process; then the first board search of each process (the compiled
    kernel's one-off cost). The baseline is the first engineer's build (23 s, 307 MB under
    load; see the issue), not re-run here."""
    with tempfile.TemporaryDirectory() as tmp:
        code = (
            "import time,resource\n"
            "from pathlib import Path\n"
            "t=time.perf_counter()\n"
            "from logomachy.wordfind import cache\n"
            f"cache.cache_dir=lambda: Path({tmp!r})\n"
            f"ix=cache.load({lang!r})\n"
            "print(len(ix), round(time.perf_counter()-t,2),"
            " round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss/1024))\n"
            "from logomachy.wordfind import Board\n"
            "t=time.perf_counter()\n"
            "ix.paths(Board.parse('CASA\\nSACA'))\n"
            "print(round(time.perf_counter()-t,2))\n"
        )
        built = _run(code)
        loaded = _run(code)
    print(
        f"build via load({lang!r}): {built[0]} tile spellings in {built[1]} s, peak RSS "
        f"{built[2]} MB (target ≤ 5 s, ≤ 200 MB; includes reading the lexicon)"
    )
    print(f"cached load: {loaded[1]} s, peak RSS {loaded[2]} MB")
    print(
        f"first board search of a process: {built[3]} s (compiling the numba kernel when its "
        f"disk cache is cold), then {loaded[3]} s (loading it from the cache)"
    )


def _run(code: str) -> list[str]:
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return out.stdout.split()


def main() -> None:
    lang = os.environ.get("WORDFIND_LANG", "ca")
    print(f"load average before: {os.getloadavg()[0]:.2f} (2 cores shared; figures are noisy)")
    build_figures(lang)
    index: WordIndex = load(lang)
    alphabet: Alphabet = index.alphabet
    codes = list(index.codes)  # the baselines' plain sorted list
    rng = random.Random(4)
    bag = [t for t in BAG if alphabet.spell(t)]
    racks = ["".join(rng.sample(bag, 10)) for _ in range(N)]
    coded = [alphabet.spell(r) or "" for r in racks]

    print(f"\n{'query':<34} {'wordfind':>12} {'(CPU)':>11} {'baseline':>13} {'ratio':>8}  target")
    plain = SortedDict(codes)
    row(
        "10-tile rack, all sub-anagrams",
        median_ms(lambda i: index.subanagrams(racks[i])),
        median_ms(lambda i: plain.subanagrams(coded[i])),
        "≤ 0.5 ms",
    )
    scan = median_ms(lambda i: scan_subanagrams(codes, coded[i], 0), 3)[0]
    print(f"{'':<34} scan baseline: {scan:.0f} ms")
    row(
        "10-tile rack + 1 wildcard",
        median_ms(lambda i: index.subanagrams(racks[i], wild=1)),
        median_ms(lambda i: scan_subanagrams(codes, coded[i], 1), 3),
        "≤ 15 ms",
    )
    row(
        "10-tile rack, one tile twice",
        median_ms(lambda i: index.subanagrams(racks[i], double=True)),
        None,
        "",
    )
    row(
        "7+3 tiles, one from the hand",
        median_ms(lambda i: index.subanagrams(racks[i], must_use=racks[i][:7])),
        None,
        "",
    )

    def grids(size: int, moves: str, cells: Sequence[str]) -> list[Board]:
        return [
            Board.grid([[rng.choice(cells) for _ in range(size)] for _ in range(size)], moves)
            for _ in range(N)
        ]

    for size, moves, target in (
        (5, "king", "≤ 1.5 ms"),
        (7, "king", "≤ 5 ms"),
        (7, "knight", "≤ 2 ms"),
    ):
        grid_row(
            index, codes, f"{size}×{size} {moves} grid, words ≥ 3", grids(size, moves, bag), target
        )
    syllable_boards = grids(7, "king", SYLLABLES)
    row(
        "7×7 syllable grid, words ≥ 2 tiles",
        median_ms(lambda i: index.paths(syllable_boards[i], min_len=2)),
        None,
        "≤ 1 ms",
    )
    hive = [Board.beehive([rng.choice(SYLLABLES) for _ in range(37)]) for _ in range(N)]
    row("37-cell syllable beehive", median_ms(lambda i: index.paths(hive[i], min_len=2)), None, "")
    small_maps = [region_map(rng, bag, 5, 3) for _ in range(N)]
    row(
        "region map 5×3 + wild sea, ≥ 4",
        median_ms(lambda i: word_first(index, small_maps[i])),
        median_ms(lambda i: dawg_walk(index, small_maps[i]), 5),
        "",
    )
    maps = int(os.environ.get("WORDFIND_REGION_MAPS", "5"))
    full_maps = [region_map(rng, bag, 10, 5) for _ in range(maps)]
    row(
        f"Vestengrama 10×5 + sea (n={maps})",
        median_ms(lambda i: index.paths(full_maps[i], min_len=4, ends=["sea"]), maps),
        None,
        "(DAWG walk: ~90 s)",
    )

    letters = [t for t in "ABCDEFGILMNOPRSTU" if alphabet.spell(t)]
    firsts = [(rng.choice(letters), rng.choice("AEOS")) for _ in range(N)]
    scan_fixed = [re.compile(f"{a.lower()}.{{5}}{b.lower()}") for a, b in firsts]
    row(
        "fixed positions: 1st, last, len 7",
        median_ms(
            lambda i: index.find(at={0: firsts[i][0], -1: firsts[i][1]}, min_len=7, max_len=7)
        ),
        median_ms(lambda i: [c for c in codes if scan_fixed[i].fullmatch(c)], 3),
        "≤ 1 ms",
    )
    seconds = [rng.choice(letters) for _ in range(N)]
    row(
        "Poetry Slam: 2nd letter is _",
        median_ms(lambda i: index.find(at={1: seconds[i]})),
        median_ms(lambda i: [c for c in codes if len(c) > 1 and c[1] == seconds[i].lower()], 3),
        "",
    )
    orders = ["".join(rng.choice(letters) for _ in range(3)) for _ in range(N)]
    scan_order = [re.compile(".*".join(o.lower())) for o in orders]
    row(
        "3 letters in a given order",
        median_ms(lambda i: index.find(in_order=orders[i])),
        median_ms(lambda i: [c for c in codes if scan_order[i].search(c)], 3),
        "≤ 30 ms",
    )
    good = ["".join(rng.sample(bag, 10)) for _ in range(N)]
    row(
        "TaBugrama: only the 10 good letters",
        median_ms(lambda i: index.find(only=good[i], min_len=4)),
        None,
        "",
    )
    words = [rng.choice(index.find(rng.choice(letters) + "???")) for _ in range(N)]
    row("extensions of a 4-letter word", median_ms(lambda i: index.extensions(words[i])), None, "")
    print(f"\nload average after: {os.getloadavg()[0]:.2f}")
