"""Which cards a word may use (rulebook, Create a Word): not every letter of the word needs a
card, but every card used must be a letter of the word, and Lope de Vega's asterisk makes one
used letter card count twice (the word must contain that letter twice)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from logomachy.games.el_soneto.devices import letters
from logomachy.games.el_soneto.scoring import MAX_CARDS
from logomachy.kernel import IllegalMove

RULE_CREATE = "Create a Word"  # the rulebook's section (game.CREATE)


@dataclass(frozen=True)
class Usage:
    """Cards committed to a word: letter cards, literato vowels, Lope cards with the letter each
    one doubles."""

    cards: tuple[int, ...]
    literatos: tuple[int, ...]
    lopes: tuple[int, ...]
    doubled: tuple[str, ...]

    @property
    def count(self) -> int:
        return len(self.cards) + len(self.literatos) + len(self.lopes)


def usage_refusal(
    word: str,
    card_letters: Sequence[str],
    vowels: Sequence[str],
    doubled: Sequence[str],
) -> IllegalMove | None:
    """Why these cards cannot spell part of `word` (None when they can)."""
    need = Counter(card_letters) + Counter(vowels) + Counter(doubled)
    have = Counter(letters(word))
    shown = word.upper()
    for letter, n in sorted(need.items()):
        if have[letter] < n:
            if have[letter] == 0:
                return IllegalMove.of(
                    "{word} has no {letter}", rule=RULE_CREATE, word=shown, letter=letter
                )
            return IllegalMove.of(
                "{word} has {letter} only {count} time, but {n} cards give it",
                rule=RULE_CREATE,
                word=shown,
                letter=letter,
                count=have[letter],
                n=n,
            )
    for letter in doubled:
        if letter not in card_letters:
            return IllegalMove.of(
                "Lope de Vega doubles a letter card you use, and you use no {letter} card",
                rule=RULE_CREATE,
                letter=letter,
            )
    return None


def best_usage(
    word: str,
    hand: Sequence[tuple[int, str, int]],
    literatos: Sequence[tuple[int, str]],
    lopes: Sequence[int],
    limit: int = MAX_CARDS,
) -> Usage:
    """The most cards (at most `limit`) a word can use: letter cards first, the ones with more
    seals first; then literato vowels; then Lope cards on letters the word repeats.

    `hand`: (card id, letter, seals); `literatos`: (card id, vowel); `lopes`: card ids.
    """
    room = Counter(letters(word))
    cards: list[int] = []
    used_letters: list[str] = []
    for cid, letter, _seals in sorted(hand, key=lambda c: (-c[2], c[1], c[0])):
        if len(cards) < limit and room[letter] > 0:
            room[letter] -= 1
            cards.append(cid)
            used_letters.append(letter)
    chosen_lit: list[int] = []
    for cid, vowel in sorted(literatos, key=lambda c: c[0]):
        if len(cards) + len(chosen_lit) < limit and room[vowel] > 0:
            room[vowel] -= 1
            chosen_lit.append(cid)
    chosen_lopes: list[int] = []
    doubled: list[str] = []
    for cid in sorted(lopes):
        if len(cards) + len(chosen_lit) + len(chosen_lopes) >= limit:
            break
        spare = [x for x in used_letters if room[x] > 0]
        if not spare:
            break
        room[spare[0]] -= 1
        chosen_lopes.append(cid)
        doubled.append(spare[0])
    return Usage(tuple(cards), tuple(chosen_lit), tuple(chosen_lopes), tuple(doubled))
