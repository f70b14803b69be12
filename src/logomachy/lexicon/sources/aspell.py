"""GNU Aspell's dictionaries (Debian aspell-*), asked in its pipe mode (the ispell `-a`
protocol): a second spelling source, independent of the hunspell one.

Spanish: aspell-es is the ispell dictionary "espa~nol" of Santiago Rodríguez and Jesús
Carretero, not RLA-ES. It is asked only about the few entries where RLA-ES alone is no
evidence (a lower-case twin of a place or person name: perú/S beside Perú), never read whole.
Aspell compares case: a name listed capitalised is not accepted in lower case.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Iterable

ASPELL = "aspell"
DICTIONARIES = {"es": "es"}


def available(lang: str) -> bool:
    return lang in DICTIONARIES and shutil.which(ASPELL) is not None


def accepted(lang: str, words: Iterable[str]) -> frozenset[str]:
    """The words (single tokens) the language's aspell dictionary accepts exactly as written."""
    asked = [w for w in dict.fromkeys(words) if w and not any(c.isspace() for c in w)]
    if not asked:
        return frozenset()
    # "^" makes every line data, never a pipe-mode command; each line answers with one
    # result line ("*" known, "-" a compound, "&"/"#" unknown) and a blank line.
    out = subprocess.run(
        [ASPELL, "-a", "-d", DICTIONARIES[lang], "--encoding=utf-8", "--dont-suggest"],
        input="".join(f"^{w}\n" for w in asked),
        capture_output=True,
        text=True,
        encoding="utf-8",
        check=True,
    ).stdout.splitlines()[1:]
    answers = [line for line in out if line]
    if len(answers) != len(asked):
        raise RuntimeError(f"aspell answered {len(answers)} lines for {len(asked)} words")
    return frozenset(w for w, a in zip(asked, answers, strict=True) if a[:1] in "*-+")
