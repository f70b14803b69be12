"""The edition data: the rulebook's tables as printed, and this project's deck and patent costs
re-derived from the letter frequencies stored beside them."""

from __future__ import annotations

import tomllib
from importlib.resources import files

import pytest

from logomachy.games.letter_tycoon.edition import (
    ABILITY_LETTERS,
    ALPHABET,
    derive_cost,
    derive_counts,
    load_edition,
    parse_edition,
)

EDITION = load_edition()


def _rows() -> list[dict[str, object]]:
    text = (files("logomachy.games.letter_tycoon") / "data" / "edition.toml").read_text()
    rows: list[dict[str, object]] = tomllib.loads(text)["letter"]
    return rows


def test_the_deck_has_102_cards_every_letter_at_least_once() -> None:
    assert len(EDITION.deck()) == 102
    assert set(EDITION.deck()) == set(ALPHABET)


def test_patents_cost_2_to_10_and_abilities_are_the_rulebooks_seven() -> None:
    assert sorted(EDITION.costs) == list(ALPHABET)
    assert all(2 <= c <= 10 for c in EDITION.costs.values())
    assert EDITION.abilities == frozenset("BJKQVXZ") == ABILITY_LETTERS


def test_counts_and_costs_are_derived_from_the_stored_shares() -> None:
    rows = _rows()
    shares = {str(r["letter"]): float(r["share"]) for r in rows}  # type: ignore[arg-type]
    counts = derive_counts(shares)
    top = max(shares.values())
    for r in rows:
        letter = str(r["letter"])
        assert r["count"] == counts[letter], letter
        assert r["cost"] == derive_cost(shares[letter], top, letter in ABILITY_LETTERS), letter


def test_frequent_letters_have_more_cards_and_dearer_patents() -> None:
    assert EDITION.counts["E"] > EDITION.counts["T"] > EDITION.counts["H"] > EDITION.counts["Z"]
    assert EDITION.costs["E"] == 10 and EDITION.costs["T"] > EDITION.costs["W"]


def test_apportionment_keeps_the_floor_and_the_total() -> None:
    counts = derive_counts({"A": 90.0, "B": 9.0, "C": 0.5, "D": 0.5}, total=20)
    assert counts == {"A": 16, "B": 2, "C": 1, "D": 1}
    assert sum(counts.values()) == 20


def test_scoring_table_as_printed_in_the_rulebook() -> None:
    table = {n: (s.money, s.stock) for n, s in EDITION.word_scores.items()}
    assert table == {
        3: (1, 0),
        4: (2, 0),
        5: (3, 0),
        6: (4, 1),
        7: (6, 1),
        8: (6, 2),
        9: (6, 3),
        10: (6, 4),
        11: (6, 5),
        12: (6, 6),
    }


def test_goals_table_as_printed_in_the_rulebook() -> None:
    goals = {n: (g.patent_value, g.min_patents) for n, g in EDITION.goals.items()}
    assert goals == {2: (45, 6), 3: (34, 5), 4: (26, 3), 5: (21, 3)}


def test_a_table_may_swap_the_edition_but_not_break_its_rules() -> None:
    text = (files("logomachy.games.letter_tycoon") / "data" / "edition.toml").read_text()
    cheap = text.replace("cost = 10", "cost = 9")
    assert parse_edition(cheap, "cheap").costs["E"] == 9
    with pytest.raises(ValueError, match="102"):
        parse_edition(text.replace("count = 12", "count = 11"), "short")
    with pytest.raises(ValueError, match="\\$2-\\$10"):
        parse_edition(text.replace("cost = 10", "cost = 11"), "dear")
