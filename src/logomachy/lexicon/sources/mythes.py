"""MyThes thesauri (LibreOffice's format, Debian mythes-*): synonym groups per headword.

The .dat file starts with its encoding; then "headword|n" and n lines "(pos)|syn|syn…".
Marks in parentheses ("(fig.)", "(NoRAE)", "(antònim)") follow a synonym; "(antònim)" turns
it into an antonym. Multi-word synonyms are kept apart (games play single words).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

MYTHES_DIR = Path("/usr/share/mythes")
THESAURI = {
    "es": MYTHES_DIR / "th_es_ES_v2.dat",
    "ca": MYTHES_DIR / "th_ca_ES_v3.dat",
    "en": MYTHES_DIR / "th_en_US_v2.dat",
}
_MARK = re.compile(r"\s*\(([^)]*)\)\s*")
_ANTONYM_MARKS = {"antònim", "antónimo", "antonym"}


@dataclass
class Thesaurus:
    """Headwords with their synonyms and marked antonyms (lower-case)."""

    synonyms: dict[str, set[str]] = field(default_factory=dict)
    antonyms: dict[str, set[str]] = field(default_factory=dict)

    def headwords(self) -> set[str]:
        return set(self.synonyms)


def read_thesaurus(path: Path) -> Thesaurus:
    raw = path.read_bytes()
    first, _, body = raw.partition(b"\n")
    encoding = first.decode("ascii", "replace").strip() or "utf-8"
    if encoding.upper() in ("ISO8859-1", "ISO-8859-1", "LATIN1"):
        encoding = "latin-1"
    text = body.decode(encoding, errors="replace")
    th = Thesaurus()
    head: str | None = None
    for line in text.splitlines():
        if not line:
            continue
        if not line.startswith(("-|", "(")) and "|" in line:
            head = line.split("|", 1)[0].strip().lower()
            if head.startswith("["):
                head = None  # "[gos] coniller": a qualified multi-word heading
            else:
                th.synonyms.setdefault(head, set())
            continue
        if head is None:
            continue
        for item in line.split("|")[1:]:
            for piece in item.split(","):
                marks = {m.strip() for m in _MARK.findall(piece)}
                word = _MARK.sub(" ", piece).strip().lower()
                if not word or " " in word or word == head:
                    continue
                if marks & _ANTONYM_MARKS:
                    th.antonyms.setdefault(head, set()).add(word)
                else:
                    th.synonyms[head].add(word)
    return th
