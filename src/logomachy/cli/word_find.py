"""`logomachy word find`: every word a rack, a board or a letter pattern allows.

A region map (--regions) has one region a line: its name, a colon, its pieces, and after
a bar the regions it touches ("?" is a wildcard):

    north: C A S E L | south sea
    south: R T O A N | north sea
    sea: ? |

logomachy word find --lang ca --letters ANYADES --wild 1
logomachy word find --lang en --letters retains --hand ret --double --min 3
logomachy word find --lang ca --grid board.txt --moves king --min 5
logomachy word find --lang ca --beehive hive.txt --min 2 --syllables
logomachy word find --lang ca --regions map.txt --ends sea --min 4
logomachy word find --lang en --pattern '?T*' --excludes XZ --json
logomachy word find --lang ca --extend casa --letters RTS
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from logomachy.wordfind import Alphabet, Board, Pattern, WordIndex, index_file, load


def register_word(word_sub: Any) -> None:
    p: argparse.ArgumentParser = word_sub.add_parser(
        "find",
        help="find every word a rack, a board or a letter pattern allows",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--lang", default="ca", choices=["ca", "es", "en"], help="language")
    p.add_argument("--wordlist", type=Path, help="search this word list (one a line) instead")
    p.add_argument("--digraphs", help="digraph tiles, comma-separated (default: the language's)")
    p.add_argument("--letters", help="rack tiles, read as a word ('?' is a wildcard)")
    p.add_argument("--wild", type=int, default=0, help="wildcards beside the rack")
    p.add_argument("--double", action="store_true", help="one rack tile may be used twice")
    p.add_argument("--hand", help="tiles of the rack of which at least one must be used")
    p.add_argument("--grid", type=Path, help="board file: one row a line ('-' for stdin)")
    p.add_argument("--beehive", type=Path, help="beehive file: 7, 19 or 37 cells, row by row")
    p.add_argument("--regions", type=Path, help="region map file (see above; '-' for stdin)")
    p.add_argument(
        "--no-stay",
        action="store_true",
        help="on a region map, two consecutive letters may not come from one region",
    )
    p.add_argument(
        "--syllables",
        action="store_true",
        help="on a board, each piece must be a syllable of the word (the language's rules)",
    )
    p.add_argument("--moves", default="king", choices=["king", "knight", "rook"])
    p.add_argument("--ends", help="cells the word must end in, comma-separated (a1,b2)")
    p.add_argument("--pattern", help="letter glob: '?' one tile, '*' any run ('?T*', '*ES')")
    p.add_argument("--at", action="append", default=[], help="POS=TILE, 0-based, <0 from end")
    p.add_argument("--contains", default="", help="tiles the word holds (with repeats)")
    p.add_argument("--in-order", default="", help="tiles the word holds in this order")
    p.add_argument("--excludes", default="", help="tiles the word does not hold")
    p.add_argument("--only", help="the word holds no tiles but these")
    p.add_argument("--extend", help="words of this word's tiles plus one (of --letters if given)")
    p.add_argument("--min", type=int, default=None, help="shortest length in tiles")
    p.add_argument("--max", type=int, default=None, help="longest length in tiles")
    p.add_argument("--limit", type=int, default=0, help="print at most this many words")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=run)


def _index(args: argparse.Namespace) -> WordIndex:
    digraphs = args.digraphs.split(",") if args.digraphs is not None else None
    alphabet = Alphabet.for_language(args.lang, digraphs=digraphs)
    if args.wordlist is not None:
        return index_file(args.wordlist, alphabet)
    return load(args.lang, alphabet)


def _read(path: Path) -> str:
    return sys.stdin.read() if str(path) == "-" else path.read_text(encoding="utf-8")


def _positions(items: list[str]) -> dict[int, str]:
    at: dict[int, str] = {}
    for item in items:
        position, _, tile = item.partition("=")
        at[int(position)] = tile
    return at


def run(args: argparse.Namespace) -> int:
    modes = [args.letters and not args.extend, args.grid, args.beehive, args.regions, args.extend]
    pattern_given = args.pattern or args.at or args.contains or args.in_order or args.excludes
    if sum(bool(m) for m in modes) + bool(pattern_given or args.only) != 1:
        print(
            "give one of --letters, --grid, --beehive, --regions, --extend, or a pattern "
            "(--pattern/--at/--contains/--in-order/--excludes/--only)",
            file=sys.stderr,
        )
        return 2
    try:
        index = _index(args)
        rows = _search(index, args)
    except (ValueError, OSError, KeyError) as exc:
        print(f"word find: {exc}", file=sys.stderr)
        return 2
    if args.limit:
        rows = rows[: args.limit]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=1))
    else:
        for row in rows:
            cells = f"  {' '.join(row['cells'])}" if "cells" in row else ""
            print(f"{row['word']}{cells}")
    return 0


def _search(index: WordIndex, args: argparse.Namespace) -> list[dict[str, Any]]:
    lengths = {"min_len": args.min or 1, "max_len": args.max}
    if args.extend:
        return [{"word": w} for w in index.extensions(args.extend, add=args.letters)]
    if args.letters:
        words = index.subanagrams(
            args.letters,
            wild=args.wild,
            double=args.double,
            must_use=args.hand,
            min_len=args.min or 2,
            max_len=args.max,
        )
        return [{"word": w, "tiles": index.tiles(w)} for w in words]
    if args.grid or args.beehive or args.regions:
        if args.grid:
            board = Board.parse(_read(args.grid), moves=args.moves)
        elif args.beehive:
            board = Board.beehive(_read(args.beehive).split())
        else:
            board = parse_regions(_read(args.regions))
        ends = args.ends.split(",") if args.ends else None
        found = index.paths(
            board,
            min_len=args.min or 3,
            max_len=args.max,
            ends=ends,
            stay=not args.no_stay,
            syllables=_syllables(args.lang) if args.syllables else None,
        )
        return [{"word": w, "cells": board.cells_of(path)} for w, path in found.items()]
    pattern = Pattern(
        glob=args.pattern or "*",
        at=_positions(args.at),
        contains=args.contains,
        in_order=args.in_order,
        excludes=args.excludes,
        only=args.only,
        **lengths,
    )
    return [{"word": w} for w in sorted(index.find(pattern))]


def parse_regions(text: str) -> Board:
    """A region map: "name: pieces | neighbours" a line (blank lines and # comments skip)."""
    contents: dict[str, list[str]] = {}
    adjacency: dict[str, list[str]] = {}
    for number, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        name, colon, rest = line.partition(":")
        if not colon or not name.strip():
            raise ValueError(f"region map line {number}: expected 'name: pieces | neighbours'")
        pieces, _, near = rest.partition("|")
        contents[name.strip()] = pieces.split()
        adjacency[name.strip()] = near.split()
    unknown = {n for near in adjacency.values() for n in near} - contents.keys()
    if unknown:
        raise ValueError(f"region map names unknown regions: {', '.join(sorted(unknown))}")
    return Board.regions(contents, adjacency)


def _syllables(lang: str) -> Callable[[str], list[str]]:
    """The language's syllable division (lexicon rules; no compiled lexicon needed)."""
    from logomachy.lexicon import registry

    rules = registry.spec_for(lang).rules
    split: Callable[[str], list[str]] = rules.syllables
    return split
