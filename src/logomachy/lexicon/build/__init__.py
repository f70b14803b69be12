"""Compile lexicons from the installed sources, skipping those already up to date."""

from __future__ import annotations

import resource
import time
from collections.abc import Callable
from pathlib import Path

from logomachy.lexicon import store
from logomachy.lexicon.registry import LexiconSpec, spec_for

Progress = Callable[[str, float], None]

# Bump when the build logic changes in a way that alters the compiled tables.
BUILDER_VERSION = "15"


def _cpu_seconds() -> float:
    """CPU seconds of this process and of its finished children (the lt-proc runs)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def source_versions(spec: LexiconSpec) -> dict[str, str | None]:
    versions: dict[str, str | None] = {"builder": BUILDER_VERSION}
    for pkg in spec.debian_packages:
        versions[f"debian:{pkg}"] = store.debian_version(pkg)
    if spec.wordlist_path is not None and spec.wordlist in ("custom",):
        versions[f"file:{spec.wordlist_path}"] = store.file_stamp(spec.wordlist_path)
    return versions


def is_up_to_date(spec: LexiconSpec) -> bool:
    return store.is_current(spec.key, source_versions(spec))


def build(spec: LexiconSpec, progress: Progress, *, force: bool = False) -> bool:
    """Build one lexicon unless it is current; returns True when it was (re)built."""
    versions = source_versions(spec)
    missing = [k for k, v in versions.items() if k.startswith("debian:") and v is None]
    if missing:
        names = ", ".join(m.split(":", 1)[1] for m in missing)
        raise RuntimeError(f"missing Debian packages for {spec.key}: {names} (run `make setup`)")
    if not force and store.is_current(spec.key, versions):
        return False
    started = time.monotonic()
    cpu_started = _cpu_seconds()
    if spec.lang == "en":
        from logomachy.lexicon.build import english

        assert spec.wordlist_path is not None
        tables = english.build(spec.wordlist, spec.wordlist_path, progress)
    else:
        from logomachy.lexicon.build import romance

        tables = romance.build(spec.lang, spec.rules.ALPHABET, progress)
    stats = tables.pop("stats")
    progress("writing compiled tables", 0.95)
    words = tables.pop("words")
    assert isinstance(words, dict)
    store.write_words(spec.key, words)
    for name, obj in tables.items():
        store.write_pickle(spec.key, name, obj)
    store.write_manifest(
        spec.key,
        {
            "key": spec.key,
            "lang": spec.lang,
            "wordlist": str(spec.wordlist_path) if spec.wordlist_path else None,
            "sources": versions,
            "licences": spec.licences,
            "stats": stats,
            "build_seconds": round(time.monotonic() - started, 1),
            # wall time grows with other work on the machine; CPU time (this process and the
            # analysers it ran) is the figure a shared machine cannot inflate
            "build_cpu_seconds": round(_cpu_seconds() - cpu_started, 1),
            "built_at": time.strftime("%Y-%m-%dT%H:%M:%S"),
        },
    )
    progress("done", 1.0)
    return True


def build_key(lang: str, wordlist: str | Path | None = None) -> LexiconSpec:
    return spec_for(lang, wordlist)
