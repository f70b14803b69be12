"""The Verbàlia syllable set (rulebook: Components, Syllables; ABC S, N, P) and its derivation."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from logomachy.games.verbalia.pieces.syllables import (
    PRINTED,
    RULEBOOK_TILES,
    _data,
    divides_as,
    fold,
    good_word,
    one_syllable_tiles,
    set_syllables,
    spells,
    syllable_counts,
    syllable_tiles,
    syllable_words,
    syllables_of,
    two_syllable_tiles,
)

REPO = Path(__file__).resolve().parents[4]


def test_136_tiles_68_of_one_syllable_204_syllables() -> None:
    assert len(syllable_tiles()) == 136
    assert len(one_syllable_tiles()) == 68 == len(two_syllable_tiles())
    assert sum(syllable_counts().values()) == 204
    assert all(t.sides[0] != t.sides[1] for t in two_syllable_tiles())
    assert [t.number for t in syllable_tiles()] == list(range(136))


def test_the_printed_counts_are_kept_and_nothing_else_sorts_before_bi() -> None:
    counts = syllable_counts()
    assert {s: counts[s] for s in PRINTED} == PRINTED
    # The printed table is alphabetical and goes A, AL, AR, AS, BA, BE, BI: nothing between.
    assert sorted(s for s in counts if s < "BI") == sorted(PRINTED)
    assert counts["BI"] >= 1


# Every worked example of the rulebook that places syllable tiles: (where, what it says, the
# tiles it names, the words the tiles form). A word's tiles are its syllables (rule P), except
# in the games that waive it (Brodasíl·laB), whose tiles are named.
RULEBOOK_EXAMPLES: list[tuple[str, str, tuple[str, ...], tuple[str, ...]]] = [
    ("ABC P", "PER + O does not make PERÒ, nor CIM + ES make CIMES", ("PER", "O", "CIM", "ES"), ()),
    (
        "ArBredasíl·laB",
        "if the syllable DA is placed, the words ALADA, DARÉ, DAVEN and VENDA can be formed, but"
        " not PODARÉ",
        ("DA",),
        ("alada", "daré", "daven", "venda", "podaré"),
    ),
    (
        "ArBredasíl·laB",
        "Words that can be read in both directions score twice (as DONA and NADÓ do) ... RARA",
        (),
        ("dona", "nadó", "rara"),
    ),
    (
        "ArBredasíl·laB",
        "with the syllables CA and SA one can build CASA and SACA",
        ("CA", "SA"),
        (),
    ),
    (
        "ArBredasíl·laB",
        "if the syllable REN is placed, the words RENTA, RENTI, TIREN, TAREN, ESTIREN, RETIREN,"
        " COTAREN, ESCOTAREN and ACOTAREN can be formed",
        ("REN",),
        ("renta", "renti", "tiren", "taren", "estiren", "retiren", "cotaren", "escotaren"),
    ),
    ("ArBredasíl·laB", "... and ACOTAREN", (), ("acotaren",)),
    (
        "Bananasíl·laB",
        "if the syllables are TA, EX, COM, LLA, MA, RA, DES",
        ("TA", "EX", "COM", "LLA", "MA", "RA", "DES"),
        (),
    ),
    (
        "Brodasíl·laB",
        "with the syllable RAN and the letter G one can make GRAN and RANG",
        ("RAN",),
        (),
    ),
    (
        "Ruscosíl·laB",
        "the syllables DI, DA and TA ... cannot form the word DITADA",
        ("DI", "DA", "TA"),
        (),
    ),
]


def example_tiles() -> set[str]:
    tiles: set[str] = set()
    for _, _, named, words in RULEBOOK_EXAMPLES:
        tiles |= set(named)
        for word in words:
            tiles |= set(syllables_of(word))
    return tiles


def test_every_syllable_a_rulebook_example_places_is_a_tile() -> None:
    """No real game could play the rulebook's own examples if one of their syllables were not on
    a tile (the set derived before lacked REN, VEN, RAN and CIM)."""
    tiles = example_tiles()
    assert tiles == {
        "A", "CA", "CIM", "CO", "COM", "DA", "DES", "DI", "DO", "ES", "EX", "LA", "LLA", "MA",
        "NA", "O", "PER", "PO", "RA", "RAN", "RE", "REN", "SA", "TA", "TI", "VEN",
    }  # fmt: skip
    assert tiles - set_syllables() == set()
    assert tiles <= RULEBOOK_TILES  # the derivation keeps every one, however rare (CIM)


def test_frequent_verb_ending_syllables_are_in_the_set() -> None:
    """Usefulness counts every form of an entry (ABC B: the whole conjugation), so the endings
    of the conjugation pass the bar on their own, not as exceptions."""
    endings = {"REN", "VEN", "RAN", "REM", "RES", "VES", "VEM", "VEU", "SIN", "SIS", "SIM"}
    assert endings <= set_syllables()
    counts = _data()["count"]
    assert isinstance(counts, dict)
    bar = min(counts[s]["words"] for s in PRINTED)  # the least useful printed syllable's
    assert all(counts[s]["words"] >= bar for s in endings)  # on their own, not as examples


def test_syllables_have_one_to_three_letters_in_verbalia_spelling() -> None:
    assert all(1 <= len(s) <= 3 and s == fold(s) for s in set_syllables())


def test_the_hardest_syllables_are_the_ones_with_a_back() -> None:
    # One-syllable tiles carry the most useful syllables: A (the most useful) is never on a
    # two-coloured tile; every two-coloured tile pairs a hard syllable with an easier one.
    assert all("A" not in t.sides for t in two_syllable_tiles())
    assert sum(t.has("A") for t in one_syllable_tiles()) == 6


def test_spelling_and_rule_p() -> None:
    assert fold("col·lecció") == "COLLECCIO" and fold("Veïna") == "VEINA" and fold("ça") == "ÇA"
    assert syllables_of("col·lecció") == ("COL", "LEC", "CI", "O")
    assert syllables_of("rentaven") == ("REN", "TA", "VEN")
    # "PER + O does not make PERÒ, nor CIM + ES make CIMES" (ABC P).
    assert not divides_as("però", ["PER", "O"]) and divides_as("però", ["PE", "RO"])
    assert not divides_as("cimes", ["CIM", "ES"]) and divides_as("cimes", ["CI", "MES"])
    assert spells("cimes", ["CIM", "ES"])  # games that waive rule P only spell
    assert syllables_of("") == () and syllables_of("12") == ()


def test_good_words_found_without_accents() -> None:
    assert good_word("colleccio") == "col·lecció"
    assert good_word("DONA") == "dona"
    assert good_word("xzqk") is None and good_word("") is None


@pytest.mark.slow
def test_words_made_of_the_sets_syllables() -> None:
    words = syllable_words()
    assert len(words) > 30_000
    assert words["casa"] == ("CA", "SA") and words["dona"] == ("DO", "NA")
    assert all(len(p) >= 2 and set(p) <= set_syllables() for p in list(words.values())[:2000])
    assert "però" not in words or words["però"] == ("PE", "RO")


@pytest.mark.slow
def test_the_derived_syllables_are_up_to_date() -> None:
    script = REPO / "scripts/derive_verbalia_syllables.py"
    result = subprocess.run(
        [sys.executable, str(script), "--check"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_edition_check_catches_a_hand_edit() -> None:
    """With another lexicon installed than the tiles were derived from, `--check` still holds
    the edition to its rules: 136 tiles, the printed counts, every worked example a tile."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "derive_syllables", REPO / "scripts/derive_verbalia_syllables.py"
    )
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    text = script.DATA.read_text(encoding="utf-8")
    assert script.edition_holds(text) == []
    assert script.recorded_provenance(text) is not None
    without_cim = text.replace('["CIM", ', '["CA", ').replace(', "CIM"]', ', "CA"]')
    without_cim = without_cim.replace('  ["CIM"],\n', '  ["CA"],\n')
    problems = script.edition_holds(without_cim)
    assert "example CIM is no tile" in problems
