"""The English lists' reading of SCOWL's split lists, on a small folder in SCOWL's layout."""

from __future__ import annotations

from pathlib import Path

from logomachy.lexicon.build.english import ScowlSelection, read_scowl

FILES = {
    "english-words.10": "bill\ncat\ncats\ncat's\nas\nis\n",
    "english-words.50": "café\nbrr\nkb\nbs\ncant\nchina\n",
    "english-words.80": "kye\nzo\n",
    "english-words.95": "vienna\nisnt\nau\nxx\nak\nbbls\nclii\nthrangity\n",
    "american-words.50": "color\n",
    "british-words.50": "colour\n",
    "english-abbreviations.50": "approx\nkB\nAU\nbbls\nrpm\n",
    "english-proper-names.50": "Vienna\nBill\nChina\n",
    "english-upper.50": "Obadiah\n",
    "english-contractions.35": "isn't\ncan't\n",
    "special-roman-numerals.35": "CLII\nXX\n",
}


def folder(tmp_path: Path) -> Path:
    for name, text in FILES.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def test_american_huge_level(tmp_path: Path) -> None:
    got = read_scowl(ScowlSelection(("english", "american"), 80), folder(tmp_path))
    # trusted up to size 80 (bill, china, cant are words); possessives and other spellings out
    assert got.words == sorted(
        ["bill", "cat", "cats", "as", "is", "cafe", "brr", "cant", "china", "kye", "zo", "color"]
    )
    assert got.excluded["kb"] == "symbol"  # vowelless, and an abbreviation
    assert got.excluded["bs"] == "symbol"  # a letter's plural
    assert got.excluded["approx"] == got.excluded["rpm"] == "abbreviation"
    assert got.excluded["isnt"] == "contraction"
    assert {"vienna", "obadiah"} <= got.names and "bill" not in got.names
    assert got.stats["excluded_symbol"] == 2


def test_insane_level_drops_what_the_category_lists_claim(tmp_path: Path) -> None:
    spellings = ("english", "american", "british")
    got = read_scowl(ScowlSelection(spellings, 95), folder(tmp_path))
    assert "colour" in got.words and "thrangity" in got.words
    for gone in ("vienna", "isnt", "au", "xx", "ak", "bbls", "clii"):
        assert gone not in got.words, gone
    assert got.stats["excluded_proper"] == 1  # vienna
    assert got.stats["excluded_contraction"] == 1  # isnt
    assert got.excluded["ak"] == got.excluded["clii"] == "symbol"
