"""Word earnings ("Puntuación de palabras") and the doubling abilities ("Habilidades especiales").

Pure functions of the words played and the patents the player owns, so the referee and the bots
compute exactly the same figures.

Readings where the rulebook is silent:
- doublings stack: B, J, K and the letter Q each double, so a word meeting two doubles x4;
- the player's choices (each Y a vowel or a consonant; with V, which word each of B/J/K
  applies to) are made by the referee in the player's favour -- a player always picks the most
  money and stock, and no choice costs anything else;
- one choice per Y per word (a Y cannot be a vowel for B and a consonant for K in one word).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import product

from logomachy.games.letter_tycoon.edition import Edition

VOWELS = frozenset("AEIOU")  # Y is a vowel or a consonant at the player's choice
DOUBLING_PATENTS = ("B", "J", "K")


def _is_vowel(word: str, i: int, y_vowel: Sequence[bool], y_index: dict[int, int]) -> bool:
    ch = word[i]
    if ch == "Y":
        return y_vowel[y_index[i]]
    return ch in VOWELS


def _meets(ability: str, word: str, y_vowel: Sequence[bool], y_index: dict[int, int]) -> bool:
    vowels = sum(_is_vowel(word, i, y_vowel, y_index) for i in range(len(word)))
    if ability == "B":  # "empieza y termina en vocal"
        return _is_vowel(word, 0, y_vowel, y_index) and _is_vowel(
            word, len(word) - 1, y_vowel, y_index
        )
    if ability == "J":  # "las vocales son al menos la mitad de tu palabra"
        return 2 * vowels >= len(word)
    if ability == "K":  # "una sola vocal"
        return vowels == 1
    raise ValueError(f"{ability} is not a doubling patent")


def doublings(word: str, abilities: frozenset[str]) -> tuple[str, ...]:
    """The doubling patents among `abilities` that `word` meets, with its Ys chosen to meet as
    many as possible (upper-case word)."""
    wanted = [a for a in DOUBLING_PATENTS if a in abilities]
    if not wanted:
        return ()
    ys = [i for i, ch in enumerate(word) if ch == "Y"]
    y_index = {pos: k for k, pos in enumerate(ys)}
    best: tuple[str, ...] = ()
    for choice in product((False, True), repeat=len(ys)):
        met = tuple(a for a in wanted if _meets(a, word, choice, y_index))
        if len(met) > len(best):
            best = met
            if len(best) == len(wanted):
                break
    return best


@dataclass(frozen=True)
class WordEarnings:
    word: str
    length: int
    money: int
    stock: int
    doubled_by: tuple[str, ...]  # patents (B/J/K) and "letter Q" that doubled it


def word_earnings(word: str, edition: Edition, abilities: frozenset[str]) -> WordEarnings:
    """Money and stock for one word, with the given doubling patents applied to it."""
    base = edition.word_score(len(word))
    doubled = doublings(word, abilities)
    if "Q" in word:  # letter ability: "Las palabras con 'Q' ganan el doble"
        doubled = (*doubled, "letter Q")
    factor = 2 ** len(doubled)
    return WordEarnings(word, len(word), base.money * factor, base.stock * factor, doubled)


def play_earnings(
    words: Sequence[str], edition: Edition, owned: frozenset[str]
) -> tuple[WordEarnings, ...]:
    """Earnings of the word(s) of one turn. Each of the player's doubling patents applies to at
    most one word ("a una palabra o a la otra, no a ambas"); the split giving the most money
    and stock is taken."""
    mine = [a for a in DOUBLING_PATENTS if a in owned]
    if len(words) == 1:
        return (word_earnings(words[0], edition, frozenset(mine)),)
    best: tuple[WordEarnings, ...] | None = None
    for targets in product(range(len(words)), repeat=len(mine)):
        split = tuple(
            word_earnings(
                w, edition, frozenset(a for a, t in zip(mine, targets, strict=True) if t == k)
            )
            for k, w in enumerate(words)
        )
        if best is None or _total(split) > _total(best):
            best = split
    assert best is not None
    return best


def _total(split: Sequence[WordEarnings]) -> tuple[int, int]:
    return sum(e.money + e.stock for e in split), sum(e.money for e in split)
