"""Where compiled lexicons live and how they are written and read.

One folder per lexicon (`es`, `ca`, `en-nwl-like`, `en-csw-like`, `en-<hash of a user list>`)
in the user cache dir (platformdirs) or `$LOGOMACHY_DATA`. Each folder holds pickles and a
`manifest.json` naming the format and the versions of the sources it was built from; a
lexicon whose recorded versions differ from the installed ones is stale and is rebuilt.

The table every lookup needs (form → analyses) is split in two so that loading is cheap:
`words.txt`, the valid forms sorted and one a line (read and split in C, no per-object
unpickling: the fastest way we measured to get a million strings into a set), and
`analyses.pickle`, the distinct analysis codes and one small integer per form in the same
order, read on the first `analyses()` call.
"""

from __future__ import annotations

import gc
import json
import os
import pickle
import tempfile
from array import array
from pathlib import Path
from typing import Any

import platformdirs

FORMAT = 4  # bump when the layout of the compiled files changes


def data_root() -> Path:
    env = os.environ.get("LOGOMACHY_DATA")
    root = Path(env) if env else Path(platformdirs.user_cache_dir("logomachy"))
    return root / "lexicon"


def lexicon_dir(key: str) -> Path:
    return data_root() / key


def debian_version(package: str) -> str | None:
    """Installed version of a Debian package, or None."""
    import subprocess  # build time only: kept out of the import a game pays for

    try:
        out = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", package],
            capture_output=True,
            text=True,
            check=False,
            timeout=30,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return out.stdout.strip() or None if out.returncode == 0 else None


def file_stamp(path: Path) -> str | None:
    """Size and modification time of a user-supplied file (its 'version')."""
    try:
        st = path.stat()
    except OSError:
        return None
    return f"{st.st_size}:{int(st.st_mtime)}"


def read_manifest(key: str) -> dict[str, Any] | None:
    try:
        data = json.loads((lexicon_dir(key) / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def is_current(key: str, sources: dict[str, str | None]) -> bool:
    """True when `key` was built in this format from exactly these source versions."""
    manifest = read_manifest(key)
    return (
        manifest is not None
        and manifest.get("format") == FORMAT
        and manifest.get("sources") == sources
    )


def write_pickle(key: str, name: str, obj: object) -> None:
    folder = lexicon_dir(key)
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{name}.")
    with os.fdopen(fd, "wb") as fh:
        pickle.dump(obj, fh, protocol=pickle.HIGHEST_PROTOCOL)
    os.replace(tmp, folder / f"{name}.pickle")


def read_pickle(key: str, name: str) -> Any:
    """Load one compiled file; the collector is paused meanwhile (it would walk the millions
    of fresh objects several times over and double the load time)."""
    path = lexicon_dir(key) / f"{name}.pickle"
    enabled = gc.isenabled()
    gc.disable()
    try:
        with path.open("rb") as fh:
            return pickle.load(fh)
    finally:
        if enabled:
            gc.enable()


def write_words(key: str, table: dict[str, str]) -> None:
    """Write the form → analysis-code table as `words.txt` and `analyses.pickle`."""
    forms = sorted(table)
    if any("\n" in f for f in forms):
        raise ValueError("a word form with a line break cannot be stored")
    codes: dict[str, int] = {}
    index = array("I", (codes.setdefault(table[f], len(codes)) for f in forms))
    if len(codes) < 1 << 16:
        index = array("H", index)
    folder = lexicon_dir(key)
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".words.")
    with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(forms))
    os.replace(tmp, folder / "words.txt")
    write_pickle(key, "analyses", (tuple(codes), index))
    (folder / "words.pickle").unlink(missing_ok=True)  # the table of format 3


def read_words(key: str, block: int = 1 << 20) -> tuple[list[str], set[str]]:
    """The valid forms, sorted (the order of `read_analyses`'s index), and as a set.

    Read a block at a time, each block's strings added to the set as they are made: the set's
    last resize (to twice the slots) then happens while only part of the strings exist, which
    keeps the peak memory ~20 MB under reading everything first (Catalan: 135 MB, not 155)."""
    forms: list[str] = []
    valid: set[str] = set()
    tail = ""
    with (lexicon_dir(key) / "words.txt").open(encoding="utf-8", newline="\n") as fh:
        while chunk := fh.read(block):
            lines = (tail + chunk).split("\n")
            tail = lines.pop()
            forms += lines
            valid.update(lines)
    if tail:
        forms.append(tail)
        valid.add(tail)
    return forms, valid


def read_words_text(key: str) -> str:
    """The valid forms as stored: one a line, sorted (no list or set of them is made)."""
    return (lexicon_dir(key) / "words.txt").read_text(encoding="utf-8")


def read_analyses(key: str) -> tuple[tuple[str, ...], array[int]]:
    """The distinct analysis codes, and for each form of `read_words` the index of its code."""
    codes, index = read_pickle(key, "analyses")
    return codes, index


def write_manifest(key: str, manifest: dict[str, Any]) -> None:
    folder = lexicon_dir(key)
    folder.mkdir(parents=True, exist_ok=True)
    data = {"format": FORMAT, **manifest}
    tmp = folder / ".manifest.json.tmp"
    tmp.write_text(json.dumps(data, indent=2, ensure_ascii=False), encoding="utf-8")
    os.replace(tmp, folder / "manifest.json")
