"""Precision of the antonyms derived for Spanish and Catalan (Apertium translations into
English WordNet) on a hand-checked sample (tests/lexicon/data/antonyms_hand_checked.csv)."""

from __future__ import annotations

import csv
from pathlib import Path

from logomachy.lexicon import lexicon

DATA = Path(__file__).parent / "data" / "antonyms_hand_checked.csv"


def _rows() -> list[dict[str, str]]:
    lines = [ln for ln in DATA.read_text(encoding="utf-8").splitlines() if not ln.startswith("#")]
    return list(csv.DictReader(lines))


def test_precision_of_derived_antonyms() -> None:
    said_yes = {"es": 0, "ca": 0}
    right = {"es": 0, "ca": 0}
    for row in _rows():
        lex = lexicon(row["lang"])
        verdict = lex.relations(row["a"], row["b"]).verdict("antonym")
        assert verdict in ("yes", "unknown"), row  # never a silent "no" from this source
        if verdict == "yes":
            said_yes[row["lang"]] += 1
            right[row["lang"]] += row["hand"] == "yes"
    for lang in ("es", "ca"):
        precision = right[lang] / said_yes[lang]
        print(
            f"\n{lang}: {said_yes[lang]} derived antonyms in the sample, precision {precision:.0%}"
        )
        assert precision >= 0.85, lang


def test_rulebook_antonym_and_synecdoche_examples() -> None:
    es = lexicon("es")
    assert (
        es.relations("grande", "pequeño").verdict("antonym") == "yes"
    )  # El Soneto: Grande-Pequeño
    assert es.relations("perro", "animal").verdict("hypernym") == "yes"
    assert es.relations("coche", "rueda").verdict("meronym") == "yes"
    # no source links them: unknown, for the players' vote
    assert es.relations("llorar", "lágrima").verdict("antonym") == "unknown"
