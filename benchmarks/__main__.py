"""`python -m benchmarks [NAME ...]`: runs every `bench_*.py` here (or the named ones).

A first NAME that is exactly a module's (`bots` for `bench_bots.py`) runs that module alone,
and the arguments after it are its own (`python -m benchmarks bots --seeds 10`); otherwise
every module whose name contains one of the NAMEs runs.

Each benchmark module has `main() -> None` that prints its figures beside a baseline measured
in the same run.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path


def main() -> None:
    here = Path(__file__).parent
    names = sorted(m.name for m in pkgutil.iter_modules([str(here)]) if m.name.startswith("bench_"))
    # Names come first; what follows the first flag is the named benchmark's own options.
    args = sys.argv[1:]
    first_flag = next((i for i, a in enumerate(args) if a.startswith("-")), len(args))
    wanted = [a for a in args[:first_flag] if a]
    if wanted and f"bench_{wanted[0]}" in names:
        names = [f"bench_{wanted[0]}"]
    elif wanted:
        names = [n for n in names if any(w in n for w in wanted)]
    for name in names:
        print(f"\n=== {name} ===", flush=True)
        importlib.import_module(f"benchmarks.{name}").main()


if __name__ == "__main__":
    main()
