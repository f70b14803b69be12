"""The hunspell expander on a small dictionary written here (rules of the kinds es_ES and
Softcatalà use: strip/add/condition, cross products, long flags, forbidden words)."""

from __future__ import annotations

from pathlib import Path

from logomachy.lexicon.sources.hunspell import expand

AFF = """SET UTF-8
FLAG long
FORBIDDENWORD ZZ

SFX Aa Y 2
SFX Aa 0 s [aeiou]
SFX Aa 0 es [^aeiou]

SFX Bb Y 2
SFX Bb ar o ar
SFX Bb ar amos ar

PFX Rr Y 1
PFX Rr 0 re .
"""
DIC = """4
casa/Aa
reloj/Aa
cantar/BbRr
mala/ZZ
"""


def test_expansion(tmp_path: Path) -> None:
    (tmp_path / "t.aff").write_text(AFF, encoding="utf-8")
    (tmp_path / "t.dic").write_text(DIC, encoding="utf-8")
    forms = {e.form for e in expand(tmp_path / "t.dic", tmp_path / "t.aff")}
    assert forms == {
        "casa",
        "casas",
        "reloj",
        "relojes",
        "cantar",
        "canto",
        "cantamos",
        "recantar",
        "recanto",
        "recantamos",
    }


def test_expansions_name_their_rule(tmp_path: Path) -> None:
    (tmp_path / "t.aff").write_text(AFF, encoding="utf-8")
    (tmp_path / "t.dic").write_text(DIC, encoding="utf-8")
    by_form = {e.form: e for e in expand(tmp_path / "t.dic", tmp_path / "t.aff")}
    assert by_form["canto"].stem == "cantar"
    assert by_form["canto"].suffix_rule == "Bb#0"
    assert by_form["cantamos"].suffix_rule == "Bb#1"  # each rule line is its own class
    assert by_form["cantar"].suffix_rule is None
    assert by_form["recanto"].prefix_rule == "Rr#0"
