#!/usr/bin/env python3
"""Derive the Verbàlia letter tiles the rulebook's table leaves out (logomachy's edition).

The rulebook says the set holds 200 letters, with digraph tiles NY and QU, a Ç tile, and no K,
W or lone Y (ABC, L), but our copy of its table stops after J: it prints A 22, B 4, C 6, Ç 2,
D 6, E 24, F 2, G 4, H 2, I 16, J 2 (90 tiles). Those counts are twice the 100-tile Catalan
letter-game set (Wikipedia, "Scrabble letter distributions", Catalan: B 2, C 3, Ç 1, D 3, F 1,
G 2, H 1, I 8, J 1 are exactly half the printed counts; A 12 and E 13 are one more): the
edition is twice a set of 100 (every count even, which EsBartigrama's "two groups with exactly
the same letters" needs). The other 110 tiles (L M N O P R S T U V X Z, NY, QU) are derived
the same way, on the half set of 100 (45 printed, 55 to derive), then doubled:

1. Floors: each missing tile starts at its count in the Catalan set (`CATALAN_SET`); that
   set's L·L tile is two L tiles here ("to write L·L you must join two L tiles", ABC L).
   That is 52 of the 55; the Catalan set spends its other tiles on two blanks and the A and
   E the printed half does not have.
2. The rest by frequency: the 55 are apportioned in proportion to each tile's share of
   running Catalan text (the top 50,000 words of wordfreq, each weighted by its frequency,
   split into Verbàlia tiles by `letters.ALPHABET`: accents fold, L·L is two L tiles, NY and
   QU one tile each) by Hamilton's largest remainder method, no tile below its floor (a
   tile whose quota is under its floor gets the floor and leaves the pool; the others share
   what is left).
3. Every count is doubled.

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

from logomachy.games.verbalia.pieces.letters import ALPHABET, PRINTED, TOTAL_LETTERS

TOP_WORDS = 50_000
MISSING = ("L", "M", "N", "O", "P", "R", "S", "T", "U", "V", "X", "Z", "NY", "QU")
#: The Catalan letter-game set of 100 tiles (Wikipedia, "Scrabble letter distributions",
#: Catalan; CC BY-SA 4.0), for the tiles the printed table leaves out, its L·L tile counted
#: as two L tiles (ABC L). Its A to J are half the printed counts (A and E one more).
CATALAN_SET: dict[str, int] = {
    "L": 4 + 2,  # L 4, and L·L 1 as two L tiles
    "M": 3,
    "N": 6,
    "O": 5,
    "P": 2,
    "R": 8,
    "S": 8,
    "T": 5,
    "U": 4,
    "V": 1,
    "X": 1,
    "Z": 1,
    "NY": 1,
    "QU": 1,
}
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


def apportion(shares: dict[str, float], seats: int, floors: dict[str, int]) -> dict[str, int]:
    """Hamilton (largest remainder) apportionment, no tile below its floor."""
    fixed: dict[str, int] = {}
    pool = dict(shares)
    while True:
        left = seats - sum(fixed.values())
        weight = sum(pool.values())
        quotas = {tile: share / weight * left for tile, share in pool.items()}
        small = [tile for tile, quota in quotas.items() if quota < floors[tile]]
        if not small:
            break
        for tile in small:
            fixed[tile] = floors[tile]
            del pool[tile]
    result = {tile: int(quota) for tile, quota in quotas.items()}
    leftover = left - sum(result.values())
    order = sorted(quotas, key=lambda t: (-(quotas[t] % 1), -shares[t], t))
    for tile in order[:leftover]:
        result[tile] += 1
    return {**fixed, **result}


def derive(shares: dict[str, float]) -> dict[str, int]:
    """The 110 missing tiles: twice the apportionment of the half set's 55."""
    half = (TOTAL_LETTERS - sum(PRINTED.values())) // 2
    missing_shares = {tile: shares.get(tile, 0.0) for tile in MISSING}
    return {tile: 2 * n for tile, n in apportion(missing_shares, half, CATALAN_SET).items()}


def render(shares: dict[str, float], derived: dict[str, int]) -> str:
    lines = [
        "# Verbàlia letter tiles, logomachy's edition: 200 tiles (rulebook, Components).",
        "# printed = from the rulebook's table (twice the Catalan 100-tile set, A and E one",
        "# fewer); derived = by scripts/derive_verbalia_letters.py: twice a half set whose",
        "# missing tiles start at the Catalan set's counts (Wikipedia, CC BY-SA 4.0; L·L as",
        f"# two L) and share the {(TOTAL_LETTERS - sum(PRINTED.values())) // 2} half-set"
        " tiles by largest remainder on tile frequency in the",
        f"# top {TOP_WORDS:,} words of wordfreq {version('wordfreq')} (data CC-BY-SA 4.0).",
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
    derived = derive(shares)
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
