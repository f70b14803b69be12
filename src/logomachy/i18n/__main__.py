"""`python -m logomachy.i18n missing [--lang es] [--namespace verbalia.coast]`: the ids the code
uses that a catalogue lacks (or leaves untranslated); `update`: adds them, untranslated, to
their namespace's `.po` file (Babel's catalogue API, as `pybabel update` would), for a
translator to fill in; `check`: exits 1 while any is missing (the tests run the same);
`unused`: entries nothing in the code says any more."""

from __future__ import annotations

import argparse
import sys

from logomachy.i18n.audit import missing, unused, write_missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m logomachy.i18n")
    parser.add_argument("action", choices=["missing", "update", "check", "unused"])
    parser.add_argument("--lang", action="append", choices=["en", "es", "ca"])
    parser.add_argument("--namespace", action="append")
    args = parser.parse_args(argv)
    if args.action == "unused":
        stale = unused()
        for namespace, context, msgid in stale:
            print("\t".join([namespace, context, msgid]))
        print(f"{len(stale)} unused", file=sys.stderr)
        return 0
    gaps = missing(args.lang, args.namespace)
    if args.action == "update":
        added = write_missing(gaps)
        print(f"added {added} untranslated entries")
        return 0
    for gap in gaps:
        use = gap.use
        print("\t".join([gap.lang, use.namespace, use.context or "", use.msgid, use.where]))
    print(f"{len(gaps)} missing", file=sys.stderr)
    return 1 if gaps and args.action == "check" else 0


if __name__ == "__main__":
    raise SystemExit(main())
