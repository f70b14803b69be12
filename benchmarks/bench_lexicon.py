"""The lexicon against plain-Python baselines, per language.

    .venv/bin/python -m benchmarks lexicon

Load: a fresh process loads the compiled lexicon (median of 5), beside a fresh process that
reads the same forms from a text file into a `set`; RSS is the process's peak. Lookups: the
fastest of 7 interleaved rounds of 10 000 hits and 10 000 misses, beside `w in set` called
through a bound method (a function call, as `is_word` is) on the same inputs; `analyses` is
measured with its decoding cache cleared. Targets (issue 3): load ≤ 0.5 s and ≤ 150 MB RSS
per language; is_word ≤ 2× a set lookup; analyses ≤ 20 µs. Beside is_word, the same ratio for
a one-line Python function `return w in s`: the floor of any Python-level answer. Last, the
accuracy of the readings guessed from hunspell affix classes (where Apertium does not know a
form), on held-out forms.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from logomachy.lexicon import lexicon
from logomachy.lexicon.lexicon import Lexicon

KEYS = (("es", None), ("ca", None), ("en", "nwl-like"))
ROUNDS = 7
CALLS = 20_000

_LOAD = """
import json, sys, time
t = time.perf_counter()
from logomachy.lexicon import lexicon
lex = lexicon(sys.argv[1], sys.argv[2] if sys.argv[2] != "-" else None)
lex.is_word("casa")
dt = time.perf_counter() - t
hwm = [l for l in open("/proc/self/status") if l.startswith("VmHWM")][0].split()[1]
t = time.perf_counter()
lex.analyses("casa")  # the first call loads the analysis codes
first = time.perf_counter() - t
hwm2 = [l for l in open("/proc/self/status") if l.startswith("VmHWM")][0].split()[1]
print(json.dumps([dt, int(hwm) / 1024, first, int(hwm2) / 1024]))
"""
_BASE = """
import json, sys, time
t = time.perf_counter()
with open(sys.argv[1], encoding="utf-8") as fh:
    words = set(fh.read().split("\\n"))
"casa" in words
dt = time.perf_counter() - t
hwm = [l for l in open("/proc/self/status") if l.startswith("VmHWM")][0].split()[1]
print(json.dumps([dt, int(hwm) / 1024, 0.0, 0.0]))
"""


def _spawn(code: str, *args: str) -> list[float]:
    out = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, check=True
    ).stdout
    return [float(x) for x in json.loads(out)]


def _median_spawn(code: str, *args: str, runs: int = 5) -> tuple[float, float, float, float]:
    """Median times and peak memories of `runs` fresh processes: (load s, load MB, first
    analyses s, MB after it)."""
    results = [_spawn(code, *args) for _ in range(runs)]
    return (
        statistics.median(r[0] for r in results),
        max(r[1] for r in results),
        statistics.median(r[2] for r in results),
        max(r[3] for r in results),
    )


def _per_call(fn: Callable[[str], object], inputs: Sequence[str]) -> float:
    times = []
    for _ in range(ROUNDS):
        t = time.perf_counter()
        for w in inputs:
            fn(w)
        times.append((time.perf_counter() - t) / len(inputs))
    return min(times)


def _paired(
    subject: Callable[[str], object], base: Callable[[str], object], inputs: Sequence[str]
) -> tuple[float, float]:
    """Per-call times of subject and baseline, rounds interleaved so that a busy machine
    slows both alike; the fastest round of each (the least disturbed)."""
    ts: list[float] = []
    tb: list[float] = []
    for _ in range(ROUNDS):
        ts.append(_per_call_once(subject, inputs))
        tb.append(_per_call_once(base, inputs))
    return min(ts), min(tb)


def _per_call_once(fn: Callable[[str], object], inputs: Sequence[str]) -> float:
    t = time.perf_counter()
    for w in inputs:
        fn(w)
    return (time.perf_counter() - t) / len(inputs)


def _inputs(lex: Lexicon, rng: random.Random) -> tuple[list[str], list[str]]:
    words = list(lex.words())
    hits = rng.sample(words, CALLS // 2)
    misses = [w[:-1] + "q" for w in rng.sample(words, CALLS // 2)]
    mixed = hits + misses
    rng.shuffle(mixed)
    return mixed, hits


def bench(lang: str, wordlist: str | None) -> None:
    lex = lexicon(lang, wordlist) if wordlist else lexicon(lang)
    rng = random.Random(7)
    mixed, hits = _inputs(lex, rng)
    misses = [w for w in mixed if w not in set(hits)]
    with tempfile.TemporaryDirectory() as tmp:
        plain = Path(tmp) / "words.txt"
        plain.write_text("\n".join(lex.words()), encoding="utf-8")
        load, rss, first_analyses, rss_analyses = _median_spawn(_LOAD, lang, wordlist or "-")
        base_load, base_rss, _, _ = _median_spawn(_BASE, str(plain))
    baseline = set(lex.words())

    def floor(w: str) -> bool:  # the least a Python-level is_word can cost
        return w in baseline

    is_word, set_call = _paired(lex.is_word, baseline.__contains__, hits)
    is_word_miss, set_miss = _paired(lex.is_word, baseline.__contains__, misses)
    floor_hit, floor_set_hit = _paired(floor, baseline.__contains__, hits)
    floor_miss, floor_set_miss = _paired(floor, baseline.__contains__, misses)
    upper = [w.upper() for w in mixed]
    is_word_upper = _per_call(lex.is_word, upper)

    def cold_analyses(w: str) -> object:
        lex._decode.cache_clear()  # type: ignore[attr-defined]
        return lex.analyses(w)

    analyses = _per_call(cold_analyses, hits[:5000])
    syllables = _per_call(lex.syllables, hits[:5000])
    print(f"{lex.key}: {len(lex)} forms   (load average {os.getloadavg()[0]:.2f})")
    print(
        f"  load           {load:6.3f} s  {rss:6.1f} MB RSS   "
        f"(set from text: {base_load:.3f} s, {base_rss:.1f} MB)   target ≤ 0.5 s, ≤ 150 MB"
    )
    print(
        f"  1st analyses   {first_analyses:6.3f} s  {rss_analyses:6.1f} MB RSS   "
        "(loads the analysis codes)"
    )
    print(
        f"  is_word hit    {is_word * 1e9:6.0f} ns  = {is_word / set_call:4.2f}× set lookup "
        f"({set_call * 1e9:.0f} ns)   target ≤ 2×   "
        f"[def f(w): return w in s: {floor_hit / floor_set_hit:4.2f}×]"
    )
    print(
        f"  is_word miss   {is_word_miss * 1e9:6.0f} ns  = {is_word_miss / set_miss:4.2f}× "
        f"set lookup ({set_miss * 1e9:.0f} ns)   target ≤ 2×   "
        f"[def f(w): return w in s: {floor_miss / floor_set_miss:4.2f}×]"
    )
    print(f"  is_word UPPER  {is_word_upper * 1e9:6.0f} ns  (normalised on a miss)")
    print(f"  analyses       {analyses * 1e6:6.2f} µs  (decode cache cleared)   target ≤ 20 µs")
    print(f"  syllables      {syllables * 1e6:6.2f} µs")


def guess_accuracy(lang: str, held_out: int = 3000) -> None:
    """Readings guessed from hunspell affix classes, checked on forms Apertium knows: those
    forms are held out of the learning, guessed, and compared with Apertium's readings."""
    from logomachy.lexicon.build import romance
    from logomachy.lexicon.registry import RULES
    from logomachy.lexicon.sources import apertium

    expansions, _proper = romance.expand_forms(lang, RULES[lang].ALPHABET)
    known = apertium.analyse_all(lang, sorted(expansions))
    rng = random.Random(2)
    held = frozenset(rng.sample(sorted(f for f in expansions if f in known), held_out))
    rule_tags, stem_tags = romance.learn_tags(expansions, known, skip=held)
    visible = {k: v for k, v in known.items() if k not in held}
    covered = pos_ok = full_ok = 0
    for form in held:
        guesses = romance.guess(expansions[form], rule_tags, stem_tags, visible)
        if not guesses:
            continue
        covered += 1
        truth = {tuple(a[:5]) for a in known[form]}
        pos_ok += all((g.lemma, g.pos) in {t[:2] for t in truth} for g in guesses)
        full_ok += all(tuple(g[:5]) in truth for g in guesses)
    print(
        f"{lang} guessed readings, {held_out} held-out analysed forms: {covered / held_out:.1%} "
        f"get a guess; lemma and category right {pos_ok / covered:.1%}, "
        f"every feature right {full_ok / covered:.1%}"
    )


def main() -> None:
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for lang, wordlist in KEYS:
        bench(lang, wordlist)
    for lang in ("es", "ca"):
        guess_accuracy(lang)


if __name__ == "__main__":
    main()
