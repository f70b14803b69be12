"""Tables derived from a compiled lexicon, kept on disk between processes (a game family's
indexes: Verbàlia's syllable words, the wood's infixes, LlaVograma's word table): written
atomically, the old files of the same family pruned. The games ask for a table and say how to
build, read and write it; the files are this layer's, so the games themselves do no I/O.

Each file's name carries a stamp of what it was built from (the compiled lexicon, the tile
set, the format), so a file is never stale, only unused. Pruning keeps the most recently
written few: deleting every other file of the family made two checkouts of different versions
(or two lexicon builds) rebuild each other's file over and over.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import BinaryIO, TypeVar

from logomachy.wordfind.cache import cache_dir, digest, lexicon_identity, save_atomically

KEEP_FILES = 3  # other lexicon builds or tile sets in use on this machine keep theirs
T = TypeVar("T")


def kept_on_disk(
    name: str,
    stamped: Sequence[str],
    suffix: str,
    build: Callable[[], T],
    read: Callable[[Path], T],
    write: Callable[[BinaryIO, T], object],
    *,
    lang: str,
    folder: str,
) -> T:
    """The table `name` as read from its file (`<folder>/<name>.<stamp>.<suffix>`, the stamp
    keyed by the compiled `lang` lexicon and `stamped`: the format, the tile set), or built and
    written there. Without a compiled lexicon, or with an unreadable file, it is built."""
    identity = lexicon_identity(lang)
    path = None
    if identity is not None:
        stamp = digest(f"{folder}-{name}", stamped[0], identity, *stamped[1:])
        path = cache_dir().parent / folder / f"{name}.{stamp}.{suffix}"
        try:
            return read(path)
        except (OSError, KeyError, ValueError):
            pass
    table = build()
    if path is not None:
        save_cache_file(path, f"{name}.*.{suffix}", lambda f: write(f, table))
    return table


def save_cache_file(
    path: Path, family: str, write: Callable[[BinaryIO], object], keep: int = KEEP_FILES
) -> None:
    """Writes `path` atomically, then removes the files matching the glob `family` beyond the
    `keep` most recently written. A read-only or vanished cache directory is no error: the
    table is built again next time."""
    try:
        save_atomically(path, write)
        prune(path.parent, family, keep)
    except OSError:
        pass


def prune(directory: Path, family: str, keep: int = KEEP_FILES) -> None:
    """Removes the files of `directory` matching `family` beyond the `keep` newest."""

    def written(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:  # removed meanwhile by another process
            return 0.0

    files = sorted(directory.glob(family), key=written, reverse=True)
    for old in files[keep:]:
        old.unlink(missing_ok=True)
