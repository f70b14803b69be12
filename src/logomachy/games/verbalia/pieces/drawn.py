"""Letters drawn from the bag into the middle of the table, and words held against them.

Votagrama and TaBugrama draw "good" and "bad" letters, ZomBigrama three letters a word must
hold; a word is weighed by its tiles (accents do not count, NY and QU are one tile: ABC L, N).

Reading (Votagrama, TaBugrama, ZomBigrama: "the letters used are set aside and … more are
taken from the bag"): when the bag holds too few, the set-aside letters go back into it and are
mixed (Votagrama and ZomBigrama play to a score, so the bag must not run dry); TaBugrama ends
instead, as its rulebook says.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from logomachy.games.verbalia.pieces.plaza import good_word, tiles_of
from logomachy.kernel import IllegalMove, Rng

GOOD_WORDS = "ABC B: good words"


def draw(bag: list[str], aside: list[str], count: int, rng: Rng, refill: bool = True) -> list[str]:
    """`count` letters from the bag (in place); the set-aside letters are mixed back in first
    when the bag holds fewer (if `refill`; otherwise as many as there are)."""
    if len(bag) < count and refill:
        bag.extend(aside)
        aside.clear()
        rng.shuffle(bag)
    taken = bag[:count]
    del bag[:count]
    return taken


def dictionary_word(word: str, rule: str) -> tuple[str, tuple[str, ...]]:
    """The word as read out (the dictionary's spelling, upper case) and its tiles, or
    IllegalMove: not spelt with Verbàlia's letters (ABC L), not in the dictionary (ABC B)."""
    tiles = tiles_of(word)
    shown = word.strip().upper()
    if not shown:
        raise IllegalMove.of("say a word", rule=rule)
    if tiles is None:
        raise IllegalMove.of(
            "{word} cannot be written with Verbàlia's letters", rule=rule, word=shown
        )
    written = good_word(tiles)
    if written is None:
        raise IllegalMove.of("{word} is not in the dictionary", rule=GOOD_WORDS, word=shown)
    return written.upper(), tiles


def good_letters(tiles: Sequence[str], good: Iterable[str]) -> int:
    """How many of the good letters the word uses, each letter tile once ("if there is one A
    among the good letters … ARMARI scores one point for an A")."""
    word, table = Counter(tiles), Counter(good)
    return sum(min(n, table[t]) for t, n in word.items())


def bad_in(tiles: Sequence[str], bad: Iterable[str]) -> list[str]:
    """The bad letters the word holds, in the word's order, each once."""
    refused = set(bad)
    return list(dict.fromkeys(t for t in tiles if t in refused))


def holds(tiles: Sequence[str], letters: Iterable[str]) -> list[str]:
    """The letters (with repeats) the word lacks; empty when it holds them all."""
    missing = Counter(letters) - Counter(tiles)
    return sorted(missing.elements())
