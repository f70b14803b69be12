"""Letter Tycoon component data: the rulebook's tables and this project's edition.

The rulebook prints the word-score table and the goals, but not the deck's letter counts, the
patent costs or which letters carry abilities. Those come from `data/edition.toml`, this
project's own edition, derived from English letter frequency by `derive_counts` and
`derive_cost` below (method in `data/README.md`). A table may swap the edition file.
"""

from __future__ import annotations

import math
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

ALPHABET = tuple(chr(c) for c in range(ord("A"), ord("Z") + 1))
DECK_SIZE = 102  # "Una de las 102 tarjetas cada una con una letra"
MIN_COST, MAX_COST = 2, 10  # "los costes van de 2$ a 10$"
ABILITY_LETTERS = frozenset("BJKQVXZ")  # "Habilidades especiales": patents with an ability


@dataclass(frozen=True)
class WordScore:
    money: int
    stock: int


@dataclass(frozen=True)
class Goal:
    patent_value: int
    min_patents: int


@dataclass(frozen=True)
class Edition:
    name: str
    counts: Mapping[str, int]  # cards per letter; 102 in all
    costs: Mapping[str, int]  # patent cost per letter, $2-$10
    abilities: frozenset[str]  # letters whose patent has an ability
    word_scores: Mapping[int, WordScore]  # by word length (rulebook table)
    goals: Mapping[int, Goal]  # by number of players (rulebook table)

    def deck(self) -> list[str]:
        """The 102 factory cards, in alphabetical order (shuffle before use)."""
        return [letter for letter in ALPHABET for _ in range(self.counts.get(letter, 0))]

    def word_score(self, length: int) -> WordScore:
        """The rulebook's table; past 12 letters (not reachable with 7+3 cards, one X copy and
        one Z S) the table's own pattern continues: $6 and one more stock per letter."""
        if length in self.word_scores:
            return self.word_scores[length]
        longest = max(self.word_scores)
        if length > longest:
            top = self.word_scores[longest]
            return WordScore(top.money, top.stock + length - longest)
        return WordScore(0, 0)


# -- derivation (how the numbers in data/edition.toml were chosen) ------------------------


def derive_counts(shares: Mapping[str, float], total: int = DECK_SIZE) -> dict[str, int]:
    """Cards per letter: Hamilton (largest remainder) apportionment by `shares`, every letter
    at least one card. Letters whose quota is under one card get one and leave the pool; the
    rest share what is left, again, until every quota is at least one."""
    fixed: dict[str, int] = {}
    free = dict(shares)
    while True:
        seats = total - sum(fixed.values())
        weight = sum(free.values())
        small = [k for k, v in free.items() if seats * v / weight < 1]
        if not small:
            break
        for k in small:
            fixed[k] = 1
            del free[k]
    seats = total - sum(fixed.values())
    weight = sum(free.values())
    quotas = {k: seats * v / weight for k, v in free.items()}
    counts = {k: math.floor(q) for k, q in quotas.items()}
    leftover = seats - sum(counts.values())
    by_remainder = sorted(quotas, key=lambda k: (-(quotas[k] - counts[k]), k))
    for k in by_remainder[:leftover]:
        counts[k] += 1
    return {**fixed, **counts}


def derive_cost(share: float, top_share: float, ability: bool) -> int:
    """Patent cost: royalties grow with how often a letter is played, so the cost grows with
    its frequency -- $2 + $8 x sqrt(share / share of E), rounded half up (the square root
    spreads the many rare letters over the low prices instead of piling them at $2) -- plus $1
    for a patent with an ability; kept within the rulebook's $2-$10."""
    base = MIN_COST + math.floor((MAX_COST - MIN_COST) * math.sqrt(share / top_share) + 0.5)
    return max(MIN_COST, min(MAX_COST, base + (1 if ability else 0)))


# -- loading -------------------------------------------------------------------------------


def _read_data(name: str) -> dict[str, Any]:
    return tomllib.loads((files(__package__) / "data" / name).read_text(encoding="utf-8"))


def _rulebook_tables() -> tuple[dict[int, WordScore], dict[int, Goal]]:
    data = _read_data("rulebook.toml")
    scores = {
        int(r["length"]): WordScore(int(r["money"]), int(r["stock"])) for r in data["word_score"]
    }
    goals = {
        int(g["players"]): Goal(int(g["patent_value"]), int(g["min_patents"])) for g in data["goal"]
    }
    return scores, goals


def parse_edition(text: str, name: str) -> Edition:
    """An edition from TOML text (one `[[letter]]` table per letter: letter, count, cost,
    ability); the rulebook's tables are added."""
    data = tomllib.loads(text)
    rows = data["letter"]
    counts = {str(r["letter"]).upper(): int(r["count"]) for r in rows}
    costs = {str(r["letter"]).upper(): int(r["cost"]) for r in rows}
    abilities = frozenset(str(r["letter"]).upper() for r in rows if r.get("ability"))
    if sorted(counts) != list(ALPHABET):
        raise ValueError(f"edition {name}: needs one row per letter A-Z")
    if sum(counts.values()) != DECK_SIZE:
        raise ValueError(f"edition {name}: {sum(counts.values())} cards, not {DECK_SIZE}")
    if any(not MIN_COST <= c <= MAX_COST for c in costs.values()):
        raise ValueError(f"edition {name}: patent costs must be ${MIN_COST}-${MAX_COST}")
    if abilities != ABILITY_LETTERS:
        raise ValueError(f"edition {name}: abilities belong to {''.join(sorted(ABILITY_LETTERS))}")
    scores, goals = _rulebook_tables()
    return Edition(str(data.get("name", name)), counts, costs, abilities, scores, goals)


@cache
def load_edition(name: str = "logomachy") -> Edition:
    """The named edition: "logomachy" (shipped), or a path to a TOML file of the same shape."""
    if name == "logomachy":
        text = (files(__package__) / "data" / "edition.toml").read_text(encoding="utf-8")
    else:
        text = Path(name).read_text(encoding="utf-8")
    return parse_edition(text, name)
