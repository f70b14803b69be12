"""The dictionary that settles challenges ("Diccionarios"): static data chosen by an option.

"nwl-like" (the default, in the place of NWL 2018) and "csw-like" (the larger list, in the place
of Collins 2019) come from `logomachy.lexicon` once it provides English word lists; until then
they are read from Debian's wamerican lists (huge and insane), filtered to plain lower-case
a-z words. Any other value is a path to a word list the table supplies, one word a line.

A game state holds only the option string and the list's digest, never the words: the same
record replayed with a different list gives a different fingerprint.
"""

from __future__ import annotations

import hashlib
import importlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Protocol

BUILT_IN = ("nwl-like", "csw-like")
_DEBIAN_LISTS = {
    "nwl-like": "/usr/share/dict/american-english-huge",
    "csw-like": "/usr/share/dict/american-english-insane",
}
MAX_LENGTH = 12  # no play can be longer: 7 hand + 3 pool cards, an X copy and a Z S


class Dictionary(Protocol):
    """What the referee needs of a dictionary."""

    name: str

    def is_word(self, word: str) -> bool: ...

    def words(self) -> Iterable[str]: ...


@dataclass(frozen=True)
class WordList:
    """An immutable set of lower-case a-z words."""

    name: str
    entries: frozenset[str]
    digest: str

    @classmethod
    def of(cls, name: str, words: Iterable[str]) -> WordList:
        entries = frozenset(w for w in (_plain(x) for x in words) if w)
        digest = hashlib.sha256("\n".join(sorted(entries)).encode()).hexdigest()[:16]
        return cls(name, entries, digest)

    def is_word(self, word: str) -> bool:
        return word.lower() in self.entries

    def words(self) -> Iterator[str]:
        return iter(self.entries)

    def __len__(self) -> int:
        return len(self.entries)


def _plain(word: str) -> str:
    """The word if it is 3-12 plain letters a-z (no capitals, so no proper nouns), else ''."""
    w = word.strip()
    if 3 <= len(w) <= MAX_LENGTH and w.isascii() and w.isalpha() and w.islower():
        return w
    return ""


def _from_lexicon(name: str) -> list[str] | None:
    """The lexicon's compiled English list, or None while it is not built (`make setup` builds
    it; both read the same Debian lists, so the fallback differs only in its filtering)."""
    module = importlib.import_module("logomachy.lexicon")
    factory = getattr(module, "lexicon", None)
    not_built: type[Exception] | None = getattr(module, "LexiconError", None)
    if factory is None or not_built is None:
        return None
    try:
        return list(factory("en", wordlist=name).words())
    except not_built:
        return None


@cache
def load_dictionary(name: str = "nwl-like") -> WordList:
    """The word list an option names (cached: it is static data)."""
    if name in BUILT_IN:
        words = _from_lexicon(name)
        if words is None:
            words = Path(_DEBIAN_LISTS[name]).read_text(encoding="utf-8").splitlines()
        return WordList.of(name, words)
    path = Path(name)
    if not path.is_file():
        raise FileNotFoundError(f"no word list at {name}")
    return WordList.of(name, path.read_text(encoding="utf-8").splitlines())
