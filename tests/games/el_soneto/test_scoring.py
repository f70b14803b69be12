"""Final scoring: shields, straights with the wild Don Alfonso Romero, literato groups with
Lope de Vega (and the expert variant's rule), each card at most once per category."""

from __future__ import annotations

import pytest

from logomachy.games.el_soneto.scoring import (
    CARD_POINTS,
    literato_score,
    shields_score,
    straights,
    straights_score,
)


def test_card_points_table() -> None:
    assert CARD_POINTS == {2: 1, 3: 4, 4: 7, 5: 10, 6: 15}


@pytest.mark.parametrize(
    ("shields", "points"),
    [
        ([], 0),
        (["gules"], 0),
        (["gules", "gules"], 1),
        (["gules", "gules", "gules"], 3),
        (["gules"] * 4, 6),
        (["gules"] * 5, 6),  # 4 is the maximum group; the fifth is alone
        (["gules"] * 6, 7),  # 4 + 2
        (["gules"] * 8, 12),  # 4 + 4
        (["gules", "gules", "azure", "azure"], 2),  # Clara's two pairs
        (["gules", "azure", "vert", "or"], 0),
    ],
)
def test_equal_shields(shields: list[str], points: int) -> None:
    assert shields_score(shields) == points


@pytest.mark.parametrize(
    ("numbers", "count"),
    [
        ([3, 4, 5, 6], 1),
        ([3, 4, 5], 0),
        ([1, 2, 3, 4, 5], 1),  # exactly 4: a fifth consecutive card adds nothing
        ([1, 2, 3, 4, 5, 6, 7, 8], 2),
        ([1, 2, 0, 4], 1),  # Romero stands in for the 3
        ([0, 5, 6, 7], 1),  # Romero as 4 or 8
        ([0, 0, 5, 6], 1),  # two wild cards
        ([1, 2, 3, 4, 2, 3, 4, 0], 2),  # 1-4 and Romero as 1 or 5 with 2, 3, 4
        ([1, 3, 5, 7], 0),
        ([0], 0),
    ],
)
def test_straights_of_exactly_four(numbers: list[int], count: int) -> None:
    assert straights(numbers) == count
    assert straights_score(numbers) == 8 * count


C, Q, G, T = "Cervantes", "Quevedo", "Góngora", "Tirso de Molina"


@pytest.mark.parametrize(
    ("literatos", "lopes", "points"),
    [
        ([C, C, Q, G], 0, 7),  # Clara: a group of 3 (6) and a single (1)
        ([C, Q, G, T], 0, 10),
        ([C, Q], 0, 3),
        ([C], 0, 1),
        ([C, C, C], 0, 3),  # three singles: never two of one literato in a group
        ([C, C, Q, Q], 0, 6),  # two pairs
        ([C, Q, G], 1, 10),  # Lope completes the four
        ([C], 2, 6),  # C + two Lopes standing for two others
        ([], 2, 3),  # two Lopes: a pair of different literatos
        ([C, Q], 2, 10),
        ([C, Q, G, T, C], 1, 13),  # 4 different (10) + C with Lope (3)
    ],
)
def test_literato_groups(literatos: list[str], lopes: int, points: int) -> None:
    assert literato_score(literatos, lopes) == points
    assert literato_score(literatos, lopes, lope_apart=True) <= points


def test_expert_lopes_never_share_a_group() -> None:
    assert literato_score([], 2, lope_apart=True) == 2  # each Lope alone
    assert literato_score(["Cervantes"], 2, lope_apart=True) == 4  # (C, Lope) 3 + Lope 1
    assert literato_score(["Cervantes", "Quevedo"], 2, lope_apart=True) == 7  # 6 + 1
    assert literato_score(["Cervantes", "Quevedo"], 2) == 10
