#!/usr/bin/env python3
"""Derive the Trencadís letter cards (counts and points) of logomachy's own edition.

The rulebook lists "49 letter cards scoring 1, 2 or 3 points each" and one special card, but
not which letters. This script derives them from how often each letter appears in running text
of the language, so the three editions are made the same way and anyone can re-derive them.

Method (documented in src/logomachy/games/trencadis/data/README.md):

1. Letter frequency: the top 50,000 words of wordfreq's list for the language, each weighted
   by its word frequency; letters are folded as the game folds them
   (`logomachy.lexicon.letters.card_letters`: Á→A, L·L→LL, but Ñ/Ç stay their own letters).
   Tokens with anything but letters, apostrophes, hyphens and the middle dot are skipped.
2. Counts: every letter A–Z gets at least one card (all 26 are letters of the English, Spanish
   and Catalan alphabets); the 49 cards are apportioned by frequency with Hamilton's
   largest-remainder method under that floor: letters whose quota is below one card get
   exactly one and leave the pool, the quotas of the rest are recomputed for the remaining
   cards, and so on; then the rest get the integer part of their quota and the leftover cards
   go to the largest remainders. This keeps frequent letters as close to their share of text
   as the floor allows.
3. Points: by frequency rank among the 26 letters — the most frequent third 1 point, the
   middle third 2, the rarest third 3 (ranks 1–9, 10–18, 19–26).
4. Ñ (es) and Ç (ca) appear only on the special card, worth 3 points; English has none.

Usage: scripts/derive_trencadis_letters.py            # print the tables, write the TOML files
       scripts/derive_trencadis_letters.py --check    # exit 1 if the files differ from a fresh
                                                      # derivation (header date ignored)
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from collections import defaultdict
from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path

import wordfreq

from logomachy.lexicon.letters import card_letters

CARDS = 49
TOP_WORDS = 50_000
SPECIAL_POINTS = 3
ALPHABET = [chr(c) for c in range(ord("A"), ord("Z") + 1)]
SPECIAL = {"en": "", "es": "Ñ", "ca": "Ç"}
LANGUAGE_NAMES = {"en": "English", "es": "Spanish", "ca": "Catalan"}
DATA_DIR = Path(__file__).resolve().parent.parent / "src/logomachy/games/trencadis/data"
_ALLOWED_MARKS = frozenset("'’-·")


@dataclass(frozen=True)
class Card:
    letter: str
    share: float  # fraction of all (A–Z) letters in running text
    count: int
    points: int


def letter_shares(lang: str) -> tuple[dict[str, float], float]:
    """Share of each letter A–Z in running text, and the special letter's share relative to
    the same total (0.0 for English)."""
    counts: defaultdict[str, float] = defaultdict(float)
    for word in wordfreq.top_n_list(lang, TOP_WORDS):
        if not all(ch.isalpha() or ch in _ALLOWED_MARKS for ch in word):
            continue
        weight = wordfreq.word_frequency(word, lang)
        for letter in card_letters(word, lang):
            counts[letter] += weight
    total = sum(counts[letter] for letter in ALPHABET)
    special = SPECIAL[lang]
    return (
        {letter: counts[letter] / total for letter in ALPHABET},
        counts[special] / total if special else 0.0,
    )


def apportion(shares: dict[str, float], seats: int) -> dict[str, int]:
    """Hamilton (largest remainder) apportionment with a floor of one seat per letter."""
    fixed: dict[str, int] = {}
    pool = dict(shares)
    while True:
        left = seats - len(fixed)
        weight = sum(pool.values())
        quotas = {letter: share / weight * left for letter, share in pool.items()}
        small = [letter for letter, quota in quotas.items() if quota < 1]
        if not small:
            break
        for letter in small:
            fixed[letter] = 1
            del pool[letter]
    result = {letter: int(quota) for letter, quota in quotas.items()}
    leftover = left - sum(result.values())
    # Ties in the remainder go to the more frequent letter, then alphabetically.
    order = sorted(quotas, key=lambda letter: (-(quotas[letter] % 1), -shares[letter], letter))
    for letter in order[:leftover]:
        result[letter] += 1
    return {**fixed, **result}


def derive(lang: str) -> tuple[list[Card], float]:
    shares, special_share = letter_shares(lang)
    counts = apportion(shares, CARDS)
    ranked = sorted(ALPHABET, key=lambda letter: (-shares[letter], letter))
    cards = [
        Card(letter, shares[letter], counts[letter], 1 + 3 * rank // len(ranked))
        for rank, letter in enumerate(ranked)
    ]
    return cards, special_share


def render(lang: str, cards: list[Card], special_share: float, today: str) -> str:
    special = SPECIAL[lang]
    lines = [
        f"# Trencadís letter cards, {LANGUAGE_NAMES[lang]} edition of logomachy (original to this"
        " project).",
        "# Derived by scripts/derive_trencadis_letters.py from letter frequency in running text:",
        f"# top {TOP_WORDS:,} words of wordfreq {version('wordfreq')} (data CC-BY-SA 4.0),"
        " weighted by word frequency,",
        "# accents folded as the game folds them. Counts: every letter A–Z at least one card,"
        f" the {CARDS}",
        "# cards apportioned by largest remainder under that floor. Points by frequency rank:",
        "# 1–9 → 1 point, 10–18 → 2, 19–26 → 3.",
        f"# Derived on {today}. Do not edit by hand: re-run the script. See README.md here.",
        f'language = "{lang}"',
        f'special = "{special}"'
        + ("  # only on the special card" if special else "  # no special card in English"),
        f"special_points = {SPECIAL_POINTS}",
    ]
    if special:
        lines.append(f"# {special}: {special_share * 100:.2f} % of letters in running text.")
    for card in cards:
        lines += [
            "",
            "[[card]]",
            f'letter = "{card.letter}"  # {card.share * 100:.2f} % of letters in running text',
            f"count = {card.count}",
            f"points = {card.points}",
        ]
    return "\n".join(lines) + "\n"


def _without_date(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if not line.startswith("# Derived on"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    parser.add_argument("languages", nargs="*", default=list(SPECIAL))
    args = parser.parse_args(argv)
    today = dt.date.today().isoformat()
    stale: list[str] = []
    for lang in args.languages:
        cards, special_share = derive(lang)
        path = DATA_DIR / f"letters.{lang}.toml"
        text = render(lang, cards, special_share, today)
        if args.check:
            if not path.exists() or _without_date(path.read_text("utf-8")) != _without_date(text):
                stale.append(str(path))
            continue
        print(f"{LANGUAGE_NAMES[lang]} ({lang}): {sum(c.count for c in cards)} cards")
        print("  letter  share%  cards  points")
        for card in cards:
            print(f"  {card.letter:>6}  {card.share * 100:6.2f}  {card.count:5}  {card.points:6}")
        if SPECIAL[lang]:
            print(f"  {SPECIAL[lang]:>6}  {special_share * 100:6.2f}  special  {SPECIAL_POINTS}")
        path.write_text(text, "utf-8")
        print(f"  wrote {path}")
    if stale:
        print("out of date (re-run scripts/derive_trencadis_letters.py):", *stale, sep="\n  ")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
