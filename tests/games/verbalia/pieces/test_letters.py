"""The Verbàlia letter set (rulebook: Components, Letters; ABC L) and its derivation."""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

from logomachy.games.verbalia.pieces.letters import (
    ALPHABET,
    PRINTED,
    TILES,
    letter_counts,
    letter_set,
)

REPO = Path(__file__).resolve().parents[4]


def test_two_hundred_letters_with_the_printed_counts_kept() -> None:
    counts = letter_counts()
    assert sum(counts.values()) == 200 == len(letter_set())
    assert {tile: counts[tile] for tile in PRINTED} == PRINTED
    assert Counter(letter_set()) == Counter(counts)


def test_twice_a_half_set_every_count_even_x_z_ny_two_each() -> None:
    """The printed counts are twice the Catalan 100-tile set (B to J exactly; data/README.md):
    the derived ones are twice a half set too, so no rare letter has a single tile."""
    counts = letter_counts()
    assert all(n % 2 == 0 for n in counts.values())
    assert counts["X"] == counts["Z"] == counts["NY"] == counts["QU"] == 2 == counts["Ç"]
    half_catalan_b_to_j = {"B": 2, "C": 3, "Ç": 1, "D": 3, "F": 1, "G": 2, "H": 1, "I": 8, "J": 1}
    assert {t: counts[t] // 2 for t in half_catalan_b_to_j} == half_catalan_b_to_j


def test_digraph_tiles_and_no_k_w_lone_y() -> None:
    assert {"NY", "QU", "Ç"} <= set(TILES)
    assert not {"K", "W", "Y", "Q"} & set(TILES)
    assert all(letter_counts()[t] >= 1 for t in TILES)
    assert [ALPHABET.tile_name(c) for c in ALPHABET.spell("anyell") or ""] == [
        "A", "NY", "E", "L", "L",
    ]  # fmt: skip
    assert ALPHABET.spell("kiwi") is None and ALPHABET.spell("lycra") is None
    assert ALPHABET.spell("col·legi") == ALPHABET.spell("collegi")  # L·L is two L tiles


def test_the_derived_counts_are_up_to_date() -> None:
    script = REPO / "scripts/derive_verbalia_letters.py"
    result = subprocess.run(
        [sys.executable, str(script), "--check"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
