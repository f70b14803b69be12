"""Word earnings: the rulebook's table, the doubling patents (B, J, K), the letter Q and the Y."""

from __future__ import annotations

import pytest

from logomachy.games.letter_tycoon.edition import load_edition
from logomachy.games.letter_tycoon.scoring import doublings, play_earnings, word_earnings

EDITION = load_edition()
NONE: frozenset[str] = frozenset()


@pytest.mark.parametrize(
    ("word", "money", "stock"),
    [
        ("CAT", 1, 0),
        ("CATS", 2, 0),
        ("TENTS", 3, 0),
        ("STRONG", 4, 1),
        ("TEACHER", 6, 1),
        ("STRENGTH", 6, 2),
        ("STRENGTHS", 6, 3),
        ("RESTAURANT", 6, 4),
        ("SENTIMENTAL", 6, 5),
        ("CONSTRUCTION", 6, 6),
    ],
)
def test_money_and_stock_by_length(word: str, money: int, stock: int) -> None:
    e = word_earnings(word, EDITION, NONE)
    assert (e.money, e.stock) == (money, stock)


def test_b_doubles_a_word_that_begins_and_ends_in_a_vowel() -> None:
    assert doublings("IDEA", frozenset("B")) == ("B",)
    assert doublings("IDEAS", frozenset("B")) == ()
    e = word_earnings("EERIE", EDITION, frozenset("B"))
    assert (e.money, e.doubled_by) == (6, ("B",))


def test_j_doubles_when_vowels_are_at_least_half() -> None:
    assert doublings("AREA", frozenset("J")) == ("J",)  # 3 of 4
    assert doublings("TIER", frozenset("J")) == ("J",)  # exactly half
    assert doublings("TENT", frozenset("J")) == ()


def test_k_doubles_a_word_with_a_single_vowel() -> None:
    assert doublings("STRENGTH", frozenset("K")) == ("K",)
    assert doublings("STRENGTHS", frozenset("K")) == ("K",)
    assert doublings("TENET", frozenset("K")) == ()
    e = word_earnings("STRENGTH", EDITION, frozenset("K"))
    assert (e.money, e.stock) == (12, 4)


def test_y_is_a_vowel_or_a_consonant_as_suits_the_player() -> None:
    assert doublings("YEA", frozenset("B")) == ("B",)  # Y as a vowel begins it
    assert doublings("YET", frozenset("K")) == ("K",)  # Y as a consonant: one vowel
    assert doublings("GYM", frozenset("K")) == ("K",)  # the Y is the one vowel
    assert doublings("SKY", frozenset("J")) == ()  # one vowel of three is not half
    assert doublings("YAY", frozenset("J")) == ("J",)
    # One choice per Y in a word: in EASY, B needs the Y as a vowel, K none of it -- and K
    # cannot hold anyway (E and A), so only B.
    assert doublings("EASY", frozenset("BK")) == ("B",)


def test_the_letter_q_doubles_on_its_own_and_doublings_stack() -> None:
    e = word_earnings("QUIT", EDITION, NONE)
    assert (e.money, e.doubled_by) == (4, ("letter Q",))
    e = word_earnings("QUIET", EDITION, frozenset("J"))  # 3 vowels of 5, and a Q: x4
    assert (e.money, e.doubled_by) == (12, ("J", "letter Q"))
    e = word_earnings("AREA", EDITION, frozenset("BJ"))  # begins and ends in A; 3 of 4 vowels
    assert (e.money, e.doubled_by) == (8, ("B", "J"))


def test_with_two_words_each_doubling_patent_goes_to_the_word_it_pays_most() -> None:
    # K pays on STRENGTH (4 letters' worth more), J could pay on AREA; both owned: K on
    # STRENGTH, J on AREA; B on AREA too.
    split = play_earnings(("AREA", "STRENGTH"), EDITION, frozenset("BJK"))
    assert [(e.word, e.doubled_by) for e in split] == [("AREA", ("B", "J")), ("STRENGTH", ("K",))]
    assert sum(e.money for e in split) == 8 + 12
    # J fits both words; it applies to one only -- the longer pays more.
    split = play_earnings(("AREA", "EERIE"), EDITION, frozenset("J"))
    assert [e.doubled_by for e in split] == [(), ("J",)]
