"""What a terminal player types, as moves (each move's `from_notation`), and the sources a
`play` leaves out, filled in from the player's cards.

play QUIT              build QUIT; letters come from the hand first, then the pool, then the
                       X copy / Z's S if you own those patents
play QUIT:hhph         the same, saying per letter h (hand), p (pool), x (X copy), z (Z's S)
play SEA TEN           two words (V patent); each may carry its :sources
swap Q                 Q patent: replace a card before playing
pass                   build no word / challenge nothing / buy no patent
challenge              challenge the word(s) just built
buy E                  buy the E patent
discard Q X  |  discard QX  |  discard      discard cards (none: keep your hand)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from logomachy.games.letter_tycoon.moves import ADDED_S, COPY, HAND, POOL
from logomachy.kernel import IllegalMove

RULE_TURN = "the player's turn"  # the rulebook's section a refusal names ("Turno del jugador")


def resolve_sources(
    words: Sequence[str],
    hand: Sequence[str],
    pool: Sequence[str],
    owned: frozenset[str],
    keep: frozenset[str] = frozenset(),
) -> tuple[str, ...]:
    """Where each letter comes from, when the player did not say: the hand first (so each word
    has a hand card), then the pool -- except letters in `keep`, taken from the pool first so
    the hand keeps them (unless the word would then hold no hand card); a letter left over
    becomes the Z patent's S (last letter S) or the X patent's copy of a card already placed.
    Raises IllegalMove if a letter has no card."""
    in_hand, in_pool = Counter(hand), Counter(pool)
    copy_free, s_free = "X" in owned, "Z" in owned
    placed: Counter[str] = Counter()
    result = []
    for word in words:
        word = word.upper()
        marks = _real_cards(word, in_hand, in_pool, keep)
        if HAND not in marks and keep:
            marks = _real_cards(word, in_hand, in_pool, frozenset())
        for ch, mark in zip(word, marks, strict=True):
            if mark == HAND:
                in_hand[ch] -= 1
            elif mark == POOL:
                in_pool[ch] -= 1
        placed.update(ch for ch, m in zip(word, marks, strict=True) if m)
        for i, ch in enumerate(word):
            if marks[i]:
                continue
            if s_free and ch == "S" and i == len(word) - 1:
                marks[i], s_free = ADDED_S, False
            elif copy_free and placed[ch]:
                marks[i], copy_free = COPY, False
            else:
                raise IllegalMove.of(
                    "no card left for the {letter} of {word}", rule=RULE_TURN, letter=ch, word=word
                )
        result.append("".join(marks))
    return tuple(result)


def _real_cards(
    word: str, in_hand: Counter[str], in_pool: Counter[str], keep: frozenset[str]
) -> list[str]:
    """Hand or pool for each letter of `word` ('' where neither has a card left)."""
    hand, pool = Counter(in_hand), Counter(in_pool)
    marks = [""] * len(word)
    for i, ch in enumerate(word):
        order = ((pool, POOL), (hand, HAND)) if ch in keep else ((hand, HAND), (pool, POOL))
        for cards, mark in order:
            if cards[ch]:
                cards[ch] -= 1
                marks[i] = mark
                break
    return marks
