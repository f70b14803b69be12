"""`Lexicon.arguable`: the looser reading bots vote from — it finds opposites the lexicon does
not list, keeps the hand-checked precision of the listed ones, and never reads across parts of
speech."""

from __future__ import annotations

import csv
from pathlib import Path

from logomachy.lexicon import lexicon

DATA = Path(__file__).parent / "data" / "antonyms_hand_checked.csv"


def test_arguable_antonyms_keep_the_hand_checked_precision() -> None:
    lines = [ln for ln in DATA.read_text(encoding="utf-8").splitlines() if not ln.startswith("#")]
    said_yes = right = 0
    for row in csv.DictReader(lines):
        if "antonym" in lexicon(row["lang"]).arguable(row["a"], row["b"]):
            said_yes += 1
            right += row["hand"] == "yes"
    assert said_yes >= 40
    assert right / said_yes >= 0.85


def test_arguable_finds_unlisted_opposites_and_nothing_between_unrelated_words() -> None:
    es = lexicon("es")
    for a, b in (("sano", "enfermo"), ("luz", "oscuridad"), ("alegría", "tristeza")):
        assert "antonym" not in es.relations(a, b).holds
        assert "antonym" in es.arguable(a, b)
    assert es.arguable("perro", "mesa") == frozenset()
    assert "synonym" in es.arguable("trabajo", "empleo")
