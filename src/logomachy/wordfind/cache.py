"""Indexes kept on disk: built once per (word list, alphabet), then loaded in a blink.

Files live in the per-user cache dir (platformdirs) or `$LOGOMACHY_DATA`, under
`wordfind/`, named by a digest of what they were built from (the word list's identity, the
alphabet and `FORMAT`), so a changed lexicon or tile set gets a fresh index.
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import json
import os
import pickle
import tempfile
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import BinaryIO

import platformdirs

from logomachy.wordfind.index import WordIndex
from logomachy.wordfind.tiles import Alphabet

FORMAT = 15  # bump when WordIndex's pickled layout changes

# Debian word lists (wcatalan, wspanish, wamerican-huge), used when the lexicon is missing.
SYSTEM_LISTS = {
    "ca": "/usr/share/dict/catalan",
    "es": "/usr/share/dict/spanish",
    "en": "/usr/share/dict/american-english-huge",
}


def cache_dir() -> Path:
    env = os.environ.get("LOGOMACHY_DATA")
    root = Path(env) if env else Path(platformdirs.user_cache_dir("logomachy"))
    return root / "wordfind"


def digest(*parts: str) -> str:
    h = hashlib.sha256()
    for part in (str(FORMAT), *parts):
        h.update(part.encode("utf-8", "surrogatepass"))
        h.update(b"\0")
    return h.hexdigest()[:24]


def save_atomically(path: Path, write: Callable[[BinaryIO], object]) -> None:
    """Writes `path` through `write` so that a reader sees the old file or the whole new one
    (two processes may build at once). Raises OSError where the directory cannot be written."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            write(f)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


# Indexes of plain word lists (`index_words`) kept at most: the lists a server uses again
# (Letter Tycoon's two dictionaries...) stay, one-off lists age out.
_KEEP_LISTS = 6
_LISTS = "list"


def cached(stamp: str, build: Callable[[], WordIndex], family: str = "") -> WordIndex:
    """The index cached under `stamp`, built (with every structure) and saved if absent.

    Files are named `f<FORMAT>.<family>.<stamp>.pickle`; saving one removes the files of
    other formats and the older ones of its family (the same list, since changed), so a
    lexicon rebuild or a new wordfind does not leave 50 MB behind each time. The family
    of plain word lists keeps its `_KEEP_LISTS` most recently used files."""
    family = family or stamp
    path = cache_dir() / f"f{FORMAT}.{family}.{stamp}.pickle"
    enabled = gc.isenabled()
    gc.disable()  # the collector would walk the fresh objects over and over
    try:
        with path.open("rb") as f:
            index = pickle.load(f)
        if isinstance(index, WordIndex):
            if family == _LISTS:
                with contextlib.suppress(OSError):
                    os.utime(path)  # used now: the last to age out
            return index
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, ImportError):
        pass
    finally:
        if enabled:
            gc.enable()
    index = build().build_all()
    try:
        save_atomically(path, lambda f: pickle.dump(index, f, protocol=pickle.HIGHEST_PROTOCOL))
        for other in path.parent.glob("*.pickle"):
            current = other.name.startswith(f"f{FORMAT}.")
            same_family = other.name.startswith(f"f{FORMAT}.{family}.")
            if other != path and (not current or (same_family and family != _LISTS)):
                other.unlink(missing_ok=True)
        if family == _LISTS:
            lists = sorted(
                path.parent.glob(f"f{FORMAT}.{_LISTS}.*.pickle"),
                key=lambda p: p.stat().st_mtime,
                reverse=True,
            )
            for old in lists[_KEEP_LISTS:]:
                old.unlink(missing_ok=True)
    except OSError:
        pass  # a read-only cache still answers, just without saving
    return index


def index_words(words: Iterable[str], alphabet: Alphabet) -> WordIndex:
    """The cached index of any word list (keyed by a digest of its words)."""
    listed = list(words)
    # Sorted: a set's order changes from process to process, and the key must not.
    stamp = digest("words", "\n".join(sorted(listed)), alphabet.key)
    return cached(stamp, lambda: WordIndex(listed, alphabet), _LISTS)


def index_file(path: str | Path, alphabet: Alphabet) -> WordIndex:
    """The cached index of a word-list file, one word a line (keyed by size and mtime)."""
    p = Path(path)
    info = p.stat()
    stamp = digest("file", str(p.resolve()), str(info.st_size), str(info.st_mtime_ns), alphabet.key)

    def build() -> WordIndex:
        return WordIndex(p.read_text(encoding="utf-8").split(), alphabet)

    return cached(stamp, build, digest("file", str(p.resolve()), alphabet.key)[:12])


def load(lang: str, alphabet: Alphabet | None = None) -> WordIndex:
    """The index of a language's lexicon (`logomachy.lexicon`), cached on disk.

    The cache key is the compiled lexicon's manifest (its format and source versions),
    read without loading the lexicon; a build reads the lexicon's forms once and lets the
    lexicon go before indexing them (peak memory). Until a lexicon is built (`logomachy
    lexicon build`), the Debian word list of the language stands in for it; it holds
    proper nouns, which the lexicon leaves out."""
    chosen = alphabet or Alphabet.for_language(lang)
    identity = lexicon_identity(lang)
    if identity is None:
        if lang not in SYSTEM_LISTS:
            raise LookupError(f"no lexicon and no system word list for {lang!r}")
        return index_file(SYSTEM_LISTS[lang], chosen)
    stamp = digest("lexicon", identity, chosen.key)
    family = f"{lang}-{digest(chosen.key)[:12]}"
    return cached(stamp, lambda: WordIndex(_lines(lexicon_forms(lang)), chosen), family)


def lexicon_identity(lang: str) -> str | None:
    """What the compiled lexicon of `lang` was built from, or None if none is built."""
    from logomachy.lexicon import registry, store

    try:
        key = registry.spec_for(lang).key
    except ValueError:
        return None
    manifest = store.read_manifest(key)
    if manifest is None or manifest.get("format") != store.FORMAT:
        return None
    return f"{key}:{json.dumps(manifest, sort_keys=True, ensure_ascii=False)}"


def _lines(text: str, block: int = 1 << 20) -> Iterator[str]:
    """The lines of `text`, split a block at a time (never one list of them all)."""
    start = 0
    while start < len(text):
        end = text.find("\n", start + block)
        end = len(text) if end < 0 else end
        yield from text[start:end].split("\n")
        start = end + 1


def lexicon_forms(lang: str) -> str:
    """Every form of the lexicon of `lang`, one a line (the lexicon itself is not loaded)."""
    from logomachy.lexicon import forms_text

    return forms_text(lang)
