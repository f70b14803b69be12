"""Trencadís edition data: letter cards and prompt decks per language (see data/README.md).

The rulebook lists the components but not the letters, their values or the prompts; this
project ships its own edition in `data/` and a table may swap it (`load_edition`).
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from typing import Any


@dataclass(frozen=True)
class LetterCard:
    letter: str
    points: int
    special: bool = False


@dataclass(frozen=True)
class PromptCard:
    text: str
    words: tuple[str, ...]  # words a player could write for it (bots choose from these)


@dataclass(frozen=True)
class Edition:
    language: str
    cards: tuple[LetterCard, ...]  # the 49 letter cards
    special: LetterCard | None  # the ñ/ç card (None in English)
    prompts: tuple[PromptCard, ...]

    def prompt(self, text: str) -> PromptCard | None:
        return next((p for p in self.prompts if p.text == text), None)


def _read(name: str) -> dict[str, Any]:
    return tomllib.loads((files(__package__) / "data" / name).read_text(encoding="utf-8"))


@cache
def load_edition(language: str) -> Edition:
    letters = _read(f"letters.{language}.toml")
    cards = tuple(
        LetterCard(str(c["letter"]), int(c["points"]))
        for c in letters["card"]
        for _ in range(int(c["count"]))
    )
    special = (
        LetterCard(str(letters["special"]), int(letters.get("special_points", 3)), special=True)
        if letters.get("special")
        else None
    )
    prompts = tuple(
        PromptCard(str(p["text"]), tuple(str(w) for w in p["words"]))
        for p in _read(f"prompts.{language}.toml")["prompt"]
    )
    return Edition(language, cards, special, prompts)
