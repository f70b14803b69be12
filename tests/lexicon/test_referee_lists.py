"""The referee's bars on the hand-labelled lists of tests/lexicon/data/referee/ (issue 13):
no word of a "not a word" list accepted, >= 99 % of the real words accepted, no category
row decided the wrong way. `python -m benchmarks referee` prints the same figures.

What is still wrong is written down in KNOWN_GAPS.tsv, row by row with the evidence missing:
a new mistake fails, and so does a listed one that was fixed (its row must go)."""

from __future__ import annotations

from pathlib import Path

import pytest

from logomachy.lexicon import Lexicon, lexicon

LISTS = Path(__file__).parent / "data" / "referee"
LEXICONS = {
    "es": ("es", None),
    "ca": ("ca", None),
    "en-nwl-like": ("en", "nwl-like"),
    "en-csw-like": ("en", "csw-like"),
}
NOT_WORDS = ("abbreviations", "symbols", "proper", "stems", "contractions")


def entries(name: str) -> list[str]:
    lines = (LISTS / name).read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def lists_of(classes: tuple[str, ...], ext: str = "txt") -> list[tuple[str, str]]:
    """(lexicon, file) pairs for the labelled files that exist."""
    out = []
    for key, (lang, _wordlist) in LEXICONS.items():
        for cls in classes:
            name = f"{lang}-{cls}.{ext}"
            if (LISTS / name).is_file():
                out.append((key, name))
    return out


def known_gaps(name: str) -> list[str]:
    """The entries of `name` the referee is known to get wrong (KNOWN_GAPS.tsv)."""
    return [row.split("\t")[1] for row in entries("KNOWN_GAPS.tsv") if row.split("\t")[0] == name]


def lex_of(key: str) -> Lexicon:
    lang, wordlist = LEXICONS[key]
    return lexicon(lang, wordlist)


def test_every_list_is_a_reviewable_size() -> None:
    for path in LISTS.glob("*-*.*"):
        if "two-letter" in path.name or "only" in path.name or path.name == "KNOWN_GAPS.tsv":
            continue
        assert 30 <= len(entries(path.name)) <= 80, path.name


@pytest.mark.parametrize(("key", "name"), lists_of(NOT_WORDS))
def test_no_labelled_non_word_is_accepted(key: str, name: str) -> None:
    lex = lex_of(key)
    accepted = [w for w in entries(name) if lex.is_word(w)]
    assert sorted(accepted) == sorted(known_gaps(name)), f"{key} accepts non-words of {name}"


@pytest.mark.parametrize(("key", "name"), lists_of(("everyday", "beside-names")))
def test_labelled_words_are_accepted(key: str, name: str) -> None:
    lex = lex_of(key)
    words = entries(name)
    refused = [w for w in words if not lex.is_word(w)]
    assert len(refused) <= 0.01 * len(words), f"{key} refuses words of {name}: {refused}"


def test_hyphenated_catalan_entries_with_and_without_hyphen() -> None:
    """ABC N: hyphens don't count, so gira-sol and girasol are both good."""
    ca = lexicon("ca")
    words = entries("ca-hyphenated.txt")
    forms = words + [w.replace("-", "") for w in words]
    refused = [w for w in forms if not ca.is_word(w)]
    assert len(refused) <= 0.01 * len(forms), f"refused: {refused}"


@pytest.mark.parametrize(("key", "name"), lists_of(("categories",), "tsv"))
def test_category_rows_are_never_decided_the_wrong_way(key: str, name: str) -> None:
    """entry() may send a row to the vote ("unknown"), never answer against the label."""
    lex = lex_of(key)
    wrong = []
    for row in entries(name):
        word, pos, label = row.split("\t")
        verdict = lex.entry(word, pos)  # type: ignore[arg-type]
        if verdict != "unknown" and (verdict == "yes") != (label == "yes"):
            wrong.append(f"{word} {pos}")
    assert sorted(wrong) == sorted(known_gaps(name))


def test_two_letter_lists_are_the_published_ones() -> None:
    """NWL2018 has 107 two-letter words and CSW19 127, all of NWL2018's among them."""
    nwl = set(entries("en-nwl2018-two-letter.txt"))
    csw = set(entries("en-csw19-two-letter.txt"))
    assert len(nwl) == 107 and len(csw) == 127 and nwl < csw
    assert all(len(w) == 2 and w.isupper() for w in nwl | csw)
    collins_only = {w for w in entries("en-collins-only.txt") if len(w) == 2}
    assert collins_only == csw - nwl


def test_csw_like_accepts_more_of_the_collins_two_letter_words_than_nwl_like() -> None:
    csw = {w.lower() for w in entries("en-csw19-two-letter.txt")}
    found = {
        key: {w for w in csw if lex_of(key).is_word(w)} for key in ("en-nwl-like", "en-csw-like")
    }
    assert found["en-nwl-like"] <= found["en-csw-like"]
