"""Sub-anagrams against brute force: racks, digraph tiles, wildcards, double use, hand."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from logomachy.wordfind import Alphabet, WordIndex

CA = Alphabet.for_language("ca")
WORDS = [
    "any",
    "anys",
    "nyap",
    "nyam",
    "qui",
    "quina",
    "queca",
    "col·lecció",
    "cel·la",
    "casa",
    "cases",
    "sac",
    "sacs",
    "as",
    "às",
    "aa",
    "anyada",
    "danyà",
    "dany",
    "llança",
    "calça",
    "caça",
    "ala",
    "ales",
    "sala",
    "salsa",
    "llapis",
    "pala",
    "palla",
    "sal",
    "Ada",
    "ni",
    "nina",
    "nena",
    "anna",
    "llana",
    "mena",
    "amen",
    "menta",
    "ment",
]
INDEX = WordIndex(WORDS, CA)
TILES = ["A", "E", "I", "O", "U", "S", "L", "N", "C", "Ç", "M", "P", "T", "D", "NY", "QU"]


def brute(
    rack: list[str], wild: int, double: bool, hand: list[str] | None, min_len: int
) -> list[str]:
    """Every word whose tiles fit the rack, by trying each word: the reference answer."""
    have = Counter(CA.tile_code(t) for t in rack)
    without = have - Counter(CA.tile_code(t) for t in hand) if hand is not None else None

    def fits(need: Counter[str], pool: Counter[str]) -> bool:
        missing = sum((need - pool).values())
        if missing <= wild:
            return True
        if not double:
            return False
        # One tile of the pool used twice: one more copy of a tile the word uses.
        return any(missing - 1 <= wild and (need - pool)[t] > 0 for t in pool if need[t])

    found = []
    for word in WORDS:
        code = CA.spell(word)
        assert code is not None
        need = Counter(code)
        if len(code) < min_len or not fits(need, have):
            continue
        if without is not None and fits(need, without):
            continue
        found.append(word)
    return sorted(found)


def test_digraph_tiles_count_once() -> None:
    assert INDEX.tiles("anyada") == ["A", "NY", "A", "D", "A"]
    assert INDEX.subanagrams(["A", "NY"]) == ["any"]
    # N + Y is not the NY tile (Catalan has no lone Y tile, and the word is A NY).
    assert "any" not in INDEX.subanagrams(["A", "N"], wild=0)
    assert "col·lecció" in INDEX.subanagrams("colleccio")


def test_wildcard_double_and_hand() -> None:
    assert "sala" in INDEX.subanagrams("sal?")
    assert "salsa" not in INDEX.subanagrams("sal?")
    assert "salsa" in INDEX.subanagrams("salsa")
    assert "ala" in INDEX.subanagrams("al", double=True)
    assert "salsa" in INDEX.subanagrams("sal", double=True, wild=1)
    assert "aa" in INDEX.subanagrams("a", double=True)
    # At least one tile from the hand: "sal" from the pool alone is refused.
    hand_words = INDEX.subanagrams("sal" + "t", must_use="t")
    assert "sal" not in hand_words
    assert INDEX.subanagrams("anys", must_use="s") == ["anys", "as", "às"]
    assert INDEX.subanagrams("anys", must_use="ny") == ["anys", "any"]


def test_length_limits_and_filter() -> None:
    assert INDEX.subanagrams("casa", min_len=4) == ["casa"]
    assert INDEX.subanagrams("casa", max_len=2) == ["aa", "as", "às"]
    assert INDEX.subanagrams("casa", accept=lambda w: w.startswith("s")) == ["sac"]
    best = INDEX.top("salsa", 2, score=len)
    assert [w for _, w in best] == ["salsa", "sala"]


def test_extensions() -> None:
    assert INDEX.extensions("sal") == ["ales", "sala"]
    assert INDEX.extensions("sal", add="e") == ["ales"]
    assert INDEX.extensions("any", add=["S"]) == ["anys"]


@settings(max_examples=200, deadline=None)
@given(
    rack=st.lists(st.sampled_from(TILES), min_size=0, max_size=9),
    wild=st.integers(0, 2),
    double=st.booleans(),
    hand_size=st.integers(0, 3),
    min_len=st.integers(1, 4),
)
def test_subanagrams_match_brute_force(
    rack: list[str], wild: int, double: bool, hand_size: int, min_len: int
) -> None:
    hand = rack[:hand_size] if hand_size else None
    got = INDEX.subanagrams(rack, wild=wild, double=double, must_use=hand, min_len=min_len)
    assert sorted(got) == brute(rack, wild, double, hand, min_len)
    assert len(got) == len(set(got))


def test_keys_past_64_bits() -> None:
    # Long words: their prime products pass 2**64 and live in the exact dict.
    long_words = ["anticonstitucionalment", "electroencefalografistes", "anticonstitucional"]
    index = WordIndex(long_words + WORDS, CA)
    assert index._big_keys
    assert index.subanagrams("anticonstitucionalment", min_len=10) == [
        "anticonstitucionalment",
        "anticonstitucional",
    ]
    assert index.subanagrams("electroencefalografiste", wild=1, min_len=20) == [
        "electroencefalografistes"
    ]
    assert "anticonstitucionalment" in index.extensions("anticonstitucionalmen")
