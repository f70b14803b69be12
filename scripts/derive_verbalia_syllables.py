#!/usr/bin/env python3
"""Derive the Verbàlia syllable tiles the rulebook's table leaves out (logomachy's edition).

The rulebook (Components, Syllables; ABC S) says the set holds 136 tiles: 68 with one syllable
and 68 two-coloured tiles with a syllable on each side ("the syllables that are hardest to
place give a second option on the back"), 204 syllables in all. Our copy of its table stops
after BI: it prints A 6, AL 1, AR 1, AS 1, BA 3, BE 1 and BI (count cut off). The table is in
alphabetical order, so no other syllable sorts before BI (no AN, AT, AU...). The rest:

1. Usefulness of a syllable: the number of distinct good words (ABC B: an entry's plural and
   feminine forms and its whole conjugation count) with two syllables or more in which it is
   a syllable, among every form of the entries of the top 40,000 words of wordfreq's Catalan
   list (syllabic division by logomachy's Catalan rules, `lexicon.rules.ca`; Verbàlia
   spelling: upper case, accents and diaeresis off, L·L split between two syllables, ABC N
   and P). Counting every form of a common entry, not only the forms common in running text,
   is what keeps the verb endings (-REN, -VEN, -RAN...): a game accepts CANTAREN as readily
   as CANTA, but a frequency list holds few of each verb's fifty forms.
2. The set: syllables of one to three letters (ABC I: "all syllables of three letters may be
   discarded" for children, so three is the longest) that sort from BI on and are at least as
   useful as the least useful printed syllable — the printed table sets the bar, and every
   syllable it leaves out before BI must fall below it (checked) — with the printed six and
   every syllable the rulebook's worked examples place as a tile (`RULEBOOK_TILES`: CIM,
   from ABC P's CIM + ES, is too rare a syllable to pass the bar on its own).
3. Counts: the 191 syllables left after the printed 13 are apportioned by largest remainder
   in proportion to the square root of usefulness, one at least each.
4. Sides: the 204 syllables sorted by usefulness; the 68 most useful are the one-syllable
   tiles, the 68 least useful are the "hardest to place", each on a two-coloured tile whose
   other side is one of the 68 in between (the hardest with the easiest of those). Which
   colour a hard syllable is on alternates, so each colour holds a mix.

Usage: scripts/derive_verbalia_syllables.py            # print the table, write syllables.toml
       scripts/derive_verbalia_syllables.py --check    # exit 1 if syllables.toml is stale
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import Counter
from importlib.metadata import version
from pathlib import Path

import wordfreq

from logomachy.games.verbalia.pieces.syllables import (
    COLOURS,
    ONE_SYLLABLE_TILES,
    PRINTED,
    RULEBOOK_TILES,
    TOTAL_SYLLABLES,
    TWO_SYLLABLE_TILES,
    fold,
)
from logomachy.lexicon import lexicon
from logomachy.lexicon.rules import ca

TOP_WORDS = 40_000
LONGEST = 3
FIRST_UNPRINTED = "BI"  # the table is cut off at BI: syllables from here on are derived
DATA = Path(__file__).resolve().parent.parent / "src/logomachy/games/verbalia/data/syllables.toml"


def usefulness() -> Counter[str]:
    """Syllable -> number of distinct good words of two syllables or more that have it, among
    every form of the entries of the common words."""
    lex = lexicon("ca")
    entries: set[str] = set()
    for word in wordfreq.top_n_list("ca", TOP_WORDS):
        if word.replace("·", "").isalpha() and lex.is_word(word):
            entries |= lex.lemmas(word)
    forms: set[str] = set()
    for entry in sorted(entries):
        try:
            forms.update(lex.forms(entry))
        except ValueError:  # an entry the rules cannot spell (a tagged invariant form)
            continue
    words: Counter[str] = Counter()
    for form in sorted(forms):
        try:
            syllables = ca.syllables(form) if lex.is_word(form) else []
        except ValueError:  # the rules refuse what is not a Catalan word
            continue
        if len(syllables) >= 2:
            words.update({fold(s) for s in syllables})
    return words


def threshold(useful: Counter[str]) -> int:
    """The least useful printed syllable's usefulness: the set's bar. Every syllable the
    printed table leaves out before BI must be less useful, or the bar does not fit it."""
    bar = min(useful[s] for s in PRINTED)
    omitted = [s for s in useful if s < FIRST_UNPRINTED and s not in PRINTED and len(s) <= LONGEST]
    above = [s for s in omitted if useful[s] >= bar]
    if above:
        raise SystemExit(f"the printed table omits {above}, as useful as its own: no bar fits")
    return bar


def apportion(weights: dict[str, float], seats: int) -> dict[str, int]:
    """Largest remainder apportionment, one seat at least each."""
    fixed: dict[str, int] = {}
    pool = dict(weights)
    while True:
        left = seats - len(fixed)
        total = sum(pool.values())
        quotas = {s: w / total * left for s, w in pool.items()}
        small = [s for s, q in quotas.items() if q < 1]
        if not small:
            break
        for s in small:
            fixed[s] = 1
            del pool[s]
    result = {s: int(q) for s, q in quotas.items()}
    leftover = left - sum(result.values())
    for s in sorted(quotas, key=lambda s: (-(quotas[s] - int(quotas[s])), s))[:leftover]:
        result[s] += 1
    return {**fixed, **result}


def derive() -> tuple[dict[str, int], Counter[str], list[tuple[str, ...]]]:
    """Counts per syllable, usefulness, and the 136 tiles (one side or (colour 0, colour 1))."""
    useful = usefulness()
    bar = threshold(useful)
    chosen = {
        s for s, n in useful.items() if s >= FIRST_UNPRINTED and len(s) <= LONGEST and n >= bar
    }
    chosen |= set(RULEBOOK_TILES) - set(PRINTED)
    derived = {s: math.sqrt(max(useful[s], 1)) for s in chosen}
    printed_total = sum(n for n in PRINTED.values())
    counts = {**PRINTED, **apportion(derived, TOTAL_SYLLABLES - printed_total)}
    slots = sorted((s for s, n in counts.items() for _ in range(n)), key=lambda s: (-useful[s], s))
    singles = slots[:ONE_SYLLABLE_TILES]
    backs = slots[ONE_SYLLABLE_TILES : ONE_SYLLABLE_TILES + TWO_SYLLABLE_TILES]
    hard = slots[ONE_SYLLABLE_TILES + TWO_SYLLABLE_TILES :][::-1]  # hardest first
    tiles: list[tuple[str, ...]] = [(s,) for s in singles]
    for i, front in enumerate(hard):
        back = backs[i]
        if back == front:  # never the same syllable on both sides: take the next one
            j = next(k for k in range(i + 1, len(backs)) if backs[k] != front)
            backs[i], backs[j] = backs[j], backs[i]
            back = backs[i]
        tiles.append((front, back) if i % 2 == 0 else (back, front))
    return counts, useful, tiles


def provenance() -> str:
    """The Catalan lexicon a derivation reads: its builder and its hunspell source."""
    sources = lexicon("ca").manifest.get("sources", {})
    return f"builder {sources.get('builder')}, hunspell-ca {sources.get('debian:hunspell-ca')}"


DERIVED_WITH = "# derived with the Catalan lexicon of "


def recorded_provenance(text: str) -> str | None:
    for line in text.splitlines():
        if line.startswith(DERIVED_WITH):
            return line.removeprefix(DERIVED_WITH)
    return None


def edition_holds(text: str) -> list[str]:
    """What any derivation must give, whatever the lexicon: 136 tiles, the printed
    syllables with their printed counts, every rulebook example's syllable a tile."""
    import tomllib

    data = tomllib.loads(text)
    tiles = [tuple(t) for t in data["tiles"]]
    on_tiles = Counter(side for t in tiles for side in t)
    problems = []
    if len(tiles) != ONE_SYLLABLE_TILES + TWO_SYLLABLE_TILES:
        problems.append(f"{len(tiles)} tiles, not {ONE_SYLLABLE_TILES + TWO_SYLLABLE_TILES}")
    problems += [
        f"{s} printed {n}, on {on_tiles[s]} sides" for s, n in PRINTED.items() if on_tiles[s] != n
    ]
    problems += [f"example {s} is no tile" for s in RULEBOOK_TILES if not on_tiles[s]]
    return problems


def render(counts: dict[str, int], useful: Counter[str], tiles: list[tuple[str, ...]]) -> str:
    lines = [
        "# Verbàlia syllable tiles, logomachy's edition: 136 tiles, 204 syllables",
        "# (rulebook, Components, Syllables; ABC S). printed = from the rulebook's table",
        "# (cut off at BI); the rest derived by scripts/derive_verbalia_syllables.py from",
        f"# syllables of every form of the entries of the top {TOP_WORDS:,} words of wordfreq",
        f"# {version('wordfreq')} (data CC-BY-SA 4.0), with the rulebook examples' tiles.",
        "# Do not edit by hand: re-run the script. See README.md here.",
        DERIVED_WITH + provenance(),
        "",
        f"colours = {json.dumps(list(COLOURS))}",
        "",
        "# Syllable, tiles it is on, in how many good words it is a syllable, and whether a",
        "# worked example of the rulebook places it as a tile. In the set: the printed ones,",
        f"# the examples' and those in {threshold(useful)} words at least"
        " (the least useful printed one's).",
    ]
    for s in sorted(counts):
        source = "printed" if s in PRINTED else "derived"
        example = ", example = true" if s in RULEBOOK_TILES else ""
        lines.append(
            f'count."{s}" = {{ tiles = {counts[s]}, source = "{source}", words = {useful[s]}'
            f"{example} }}"
        )
    lines += ["", "# The tiles: one syllable, or [side of colour 1, side of colour 2]."]
    lines.append("tiles = [")
    for tile in tiles:
        lines.append(f"  {json.dumps(list(tile), ensure_ascii=False)},")
    lines.append("]")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the data is stale")
    args = parser.parse_args()
    if args.check:
        # The tiles are an edition, like printed ones: derived once, then kept while the
        # dictionary moves on (a new set deals every seeded game anew). Exactly reproducible
        # from the lexicon they were derived from; with another, the edition's rules hold.
        current = DATA.read_text(encoding="utf-8")
        problems = edition_holds(current)
        if problems:
            print(f"{DATA}: {'; '.join(problems)}", file=sys.stderr)
            return 1
        if recorded_provenance(current) != provenance():
            print(
                f"derived with {recorded_provenance(current)}, installed {provenance()}: "
                "the edition's rules hold; re-derive deliberately to follow the dictionary"
            )
            return 0
        if current != render(*derive()):
            print(f"{DATA} differs from a fresh derivation; re-run the script", file=sys.stderr)
            return 1
        return 0
    counts, useful, tiles = derive()
    text = render(counts, useful, tiles)
    DATA.write_text(text, encoding="utf-8")
    print(f"{len(counts)} syllables, {len(tiles)} tiles -> {DATA}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
