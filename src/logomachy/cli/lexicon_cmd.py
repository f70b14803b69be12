"""`logomachy lexicon build [--lang ...] [--force]`: compile the word data from the installed
dictionaries (skipped when up to date), and `logomachy lexicon info`."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from logomachy.lexicon import store
from logomachy.lexicon.build import build, is_up_to_date
from logomachy.lexicon.registry import ENGLISH_WORDLISTS, LexiconSpec, spec_for


def register(sub: Any) -> None:
    parser: argparse.ArgumentParser = sub.add_parser(
        "lexicon", help="build and inspect the compiled lexicons"
    )
    lsub = parser.add_subparsers(dest="lexicon_command", metavar="LEXICON_COMMAND")
    b = lsub.add_parser("build", help="compile lexicons (skips those up to date)")
    b.add_argument(
        "--lang", action="append", choices=["es", "ca", "en"], help="only these (repeatable)"
    )
    b.add_argument(
        "--wordlist",
        action="append",
        help="English word lists to build: nwl-like, csw-like or a path (default: both lists)",
    )
    b.add_argument("--force", action="store_true", help="rebuild even if up to date")
    b.set_defaults(func=run_build)
    info = lsub.add_parser("info", help="where the lexicons are and what they hold")
    info.add_argument("--json", action="store_true")
    info.set_defaults(func=run_info)

    def show_help(args: argparse.Namespace) -> int:
        parser.print_help()
        return 2

    parser.set_defaults(func=show_help)


def _specs(args: argparse.Namespace) -> list[LexiconSpec]:
    langs = args.lang or ["es", "ca", "en"]
    specs: list[LexiconSpec] = []
    for lang in langs:
        if lang == "en":
            for wl in args.wordlist or list(ENGLISH_WORDLISTS):
                specs.append(spec_for("en", wl))
        else:
            specs.append(spec_for(lang))
    return specs


def _progress(key: str) -> Any:
    started = time.monotonic()
    tty = sys.stdout.isatty()

    def report(message: str, fraction: float) -> None:
        width = 24
        bar = "#" * int(fraction * width) + "." * (width - int(fraction * width))
        line = f"  {key:<14} [{bar}] {time.monotonic() - started:5.1f}s {message}"
        if tty:
            print("\r" + line.ljust(100), end="" if fraction < 1 else "\n", flush=True)
        else:
            print(line, flush=True)

    return report


def run_build(args: argparse.Namespace) -> int:
    print(f"lexicons in {store.data_root()}")
    failed = 0
    for spec in _specs(args):
        if not args.force and is_up_to_date(spec):
            print(f"  {spec.key:<14} up to date")
            continue
        try:
            build(spec, _progress(spec.key), force=args.force)
        except Exception as exc:
            failed += 1
            print(f"\n  {spec.key:<14} FAILED: {exc}", file=sys.stderr)
    return 1 if failed else 0


def run_info(args: argparse.Namespace) -> int:
    root = store.data_root()
    rows = []
    if root.is_dir():
        for folder in sorted(root.iterdir()):
            manifest = store.read_manifest(folder.name)
            if manifest:
                rows.append(manifest)
    if args.json:
        print(json.dumps({"root": str(root), "lexicons": rows}, indent=2, ensure_ascii=False))
        return 0
    print(f"lexicons in {root}")
    for m in rows:
        print(f"  {m['key']:<14} {m.get('stats', {})} built {m.get('built_at')}")
    return 0
