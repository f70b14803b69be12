"""Poetry Slam edition data: letter tiers, Speed Tiles, Word Prompt Cards (see data/README.md).

The rulebook leaves these out; this project ships its own edition in `data/edition.toml`.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib.resources import files

from logomachy.wordfind import Pattern

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@dataclass(frozen=True)
class SpeedTile:
    """`value` dots face up; underneath, a `letter` to lose, or "" for any letter of the tier."""

    value: int
    letter: str = ""


@dataclass(frozen=True)
class PromptCard:
    text: str
    letters: int  # Letter Cards to draw
    at: int | None = None  # the drawn letter's position (negative: from the end)
    redraw: str = ""  # drawn letters discarded and redrawn at once
    wordsmith_may_discard: bool = False

    def pattern(self, drawn: tuple[str, ...]) -> Pattern:
        """What a word must look like for this card and these drawn letters."""
        if self.at is not None:
            return Pattern(at={self.at: drawn[0]}, min_len=max(3, self.at + 1, -self.at))
        return Pattern(contains="".join(drawn), min_len=3)

    @property
    def code(self) -> str:
        """The card as an id ("second-letter", "last-letter", "contains-both"): its words are
        the catalogue's ("poetry-slam.prompt.<code>", and the log's value labels)."""
        if self.at is None:
            return "contains-both"
        ordinal = ("first", "second", "third", "fourth", "fifth")
        if self.at >= 0:
            return f"{ordinal[self.at]}-letter"
        return "last-letter" if self.at == -1 else f"{ordinal[-self.at - 1]}-from-last"

    def describe(self, drawn: tuple[str, ...]) -> str:
        text = self.text
        for letter in drawn:
            text = text.replace("_", letter, 1)
        return text


@dataclass(frozen=True)
class Edition:
    tiers: dict[int, str]  # tier (1-5) -> its letters
    tiles: tuple[SpeedTile, ...]  # the 50 Speed Tiles
    prompts: tuple[PromptCard, ...]  # the 9 Word Prompt Cards


@cache
def load_edition() -> Edition:
    data = tomllib.loads((files(__package__) / "data" / "edition.toml").read_text(encoding="utf-8"))
    tiers = {int(t): str(letters) for t, letters in data["tiers"].items()}
    per_value = int(data["speed_tiles"]["per_value"])
    tiles = tuple(
        SpeedTile(value, letters[i] if i < len(letters) else "")
        for value, letters in sorted(tiers.items())
        for i in range(per_value)
    )
    prompts = tuple(
        PromptCard(
            str(p["text"]),
            int(p["letters"]),
            int(p["at"]) if "at" in p else None,
            str(p.get("redraw", "")),
            bool(p.get("wordsmith_may_discard", False)),
        )
        for p in data["prompt"]
    )
    return Edition(tiers, tiles, prompts)
