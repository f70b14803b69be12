#!/usr/bin/env python3
"""Derive the Verbàlia letter tiles the rulebook's table leaves out (logomachy's edition).

The rulebook says the set holds 200 letters, with digraph tiles NY and QU, a Ç tile, and no K,
W or lone Y (ABC, L), but our copy of its table stops after J: it prints A 22, B 4, C 6, Ç 2,
D 6, E 24, F 2, G 4, H 2, I 16, J 2 (90 tiles). The other 110 tiles (L M N O P R S T U V X Z,
NY, QU) are derived here the way the Trencadís edition derived its cards:

1. Tile frequency in running text: the top 50,000 words of wordfreq's Catalan list, each
   weighted by its word frequency, split into Verbàlia tiles by the game's own alphabet
   (`logomachy.games.verbalia.letters.ALPHABET`: accents fold, L·L is two L tiles, NY and QU
   are one tile each, greedily). Words needing a K, W or lone Y tile are skipped.
2. Counts: the 110 tiles are apportioned among the 14 missing tiles by Hamilton's largest
   remainder method with a floor of one tile each (letters whose quota is under one get one
   and leave the pool; the rest share what is left in proportion to frequency).

Usage: scripts/derive_verbalia_letters.py            # print the table, write letters.toml
       scripts/derive_verbalia_letters.py --check    # exit 1 if letters.toml is stale
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from importlib.metadata import version
from pathlib import Path

import wordfreq

from logomachy.games.verbalia.letters import ALPHABET, PRINTED, TOTAL_LETTERS

TOP_WORDS = 50_000
MISSING = ("L", "M", "N", "O", "P", "R", "S", "T", "U", "V", "X", "Z", "NY", "QU")
DATA = Path(__file__).resolve().parent.parent / "src/logomachy/games/verbalia/data/letters.toml"
_ALLOWED_MARKS = frozenset("'’-·")


def tile_shares() -> dict[str, float]:
    """Share of each Verbàlia tile among all tiles of running Catalan text."""
    counts: defaultdict[str, float] = defaultdict(float)
    for word in wordfreq.top_n_list("ca", TOP_WORDS):
        if not all(ch.isalpha() or ch in _ALLOWED_MARKS for ch in word):
            continue
        code = ALPHABET.spell(word)
        if code is None:  # needs a K, W or lone Y tile
            continue
        weight = wordfreq.word_frequency(word, "ca")
        for ch in code:
            counts[ALPHABET.tile_name(ch)] += weight
    total = sum(counts.values())
    return {tile: share / total for tile, share in counts.items()}


def apportion(shares: dict[str, float], seats: int) -> dict[str, int]:
    """Hamilton (largest remainder) apportionment with a floor of one seat per tile."""
    fixed: dict[str, int] = {}
    pool = dict(shares)
    while True:
        left = seats - len(fixed)
        weight = sum(pool.values())
        quotas = {tile: share / weight * left for tile, share in pool.items()}
        small = [tile for tile, quota in quotas.items() if quota < 1]
        if not small:
            break
        for tile in small:
            fixed[tile] = 1
            del pool[tile]
    result = {tile: int(quota) for tile, quota in quotas.items()}
    leftover = left - sum(result.values())
    order = sorted(quotas, key=lambda t: (-(quotas[t] % 1), -shares[t], t))
    for tile in order[:leftover]:
        result[tile] += 1
    return {**fixed, **result}


def render(shares: dict[str, float], derived: dict[str, int]) -> str:
    lines = [
        "# Verbàlia letter tiles, logomachy's edition: 200 tiles (rulebook, Components).",
        "# printed = from the rulebook's table; derived = by scripts/derive_verbalia_letters.py",
        f"# from tile frequency in the top {TOP_WORDS:,} words of wordfreq {version('wordfreq')}",
        "# (data CC-BY-SA 4.0), weighted by word frequency, split into Verbàlia tiles; the",
        f"# {TOTAL_LETTERS - sum(PRINTED.values())} missing tiles apportioned by largest"
        " remainder, one tile at least each.",
        "# Do not edit by hand: re-run the script. See README.md here.",
    ]
    for tile in sorted(PRINTED, key=ALPHABET_ORDER.index) + list(MISSING):
        source = "printed" if tile in PRINTED else "derived"
        count = PRINTED.get(tile, derived.get(tile, 0))
        lines += [
            "",
            "[[tile]]",
            f'letter = "{tile}"  # {shares.get(tile, 0.0) * 100:.2f} % of tiles in running text',
            f"count = {count}",
            f'source = "{source}"',
        ]
    return "\n".join(lines) + "\n"


ALPHABET_ORDER = ["A", "B", "C", "Ç", "D", "E", "F", "G", "H", "I", "J", *MISSING]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args(argv)
    shares = tile_shares()
    missing_shares = {tile: shares.get(tile, 0.0) for tile in MISSING}
    derived = apportion(missing_shares, TOTAL_LETTERS - sum(PRINTED.values()))
    text = render(shares, derived)
    if args.check:
        if not DATA.exists() or DATA.read_text("utf-8") != text:
            print(f"out of date (re-run scripts/derive_verbalia_letters.py): {DATA}")
            return 1
        return 0
    print("tile  share%  count  source")
    for tile in ALPHABET_ORDER:
        count = PRINTED.get(tile, derived.get(tile, 0))
        source = "printed" if tile in PRINTED else "derived"
        print(f"{tile:>4}  {shares.get(tile, 0.0) * 100:6.2f}  {count:5}  {source}")
    DATA.write_text(text, "utf-8")
    print(f"wrote {DATA}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
