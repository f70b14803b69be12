"""Every play a seat can build this turn, from what it may see: its hand, the pool, its patents.

Word search is `logomachy.wordfind` (sub-anagrams of hand + pool with at least one hand card;
the X patent as "one tile twice", the Z patent as one more S that must end the word); the
letter sources and the money figures come from the game's own `resolve_sources` and
`play_earnings`, so a bot's plays are always legal and its sums are the referee's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from logomachy.games.letter_tycoon.dictionary import BUILT_IN, load_dictionary
from logomachy.games.letter_tycoon.edition import Edition
from logomachy.games.letter_tycoon.moves import COPY, HAND, POOL, Play
from logomachy.games.letter_tycoon.notation import resolve_sources
from logomachy.games.letter_tycoon.scoring import play_earnings
from logomachy.kernel import IllegalMove
from logomachy.wordfind import Alphabet, WordIndex, index_words

MIN_REAL_WITH_COPY = 3


@cache
def word_index(dictionary: str) -> WordIndex:
    """The search index of a dictionary option (~1.3 s to build). The built-in lists' are
    kept on disk, keyed by their words, so later processes load them in ~0.06 s; a table's
    own list is built in memory only (the disk cache would grow with every list)."""
    words = load_dictionary(dictionary).entries
    alphabet = Alphabet.for_language("en")
    if dictionary in BUILT_IN:
        return index_words(words, alphabet)
    return WordIndex(words, alphabet)


@dataclass(frozen=True)
class Candidate:
    """A legal play with the referee's figures for it."""

    words: tuple[str, ...]
    sources: tuple[str, ...]
    money: int
    stock: int
    real: tuple[str, ...]  # letters of the real cards it uses

    @property
    def earned(self) -> int:
        return self.money + self.stock

    @property
    def move(self) -> Play:
        return Play(self.words, self.sources)

    def royalties_to(self, patents: dict[str, int], seat: int) -> int:
        return sum(1 for ch in self.real if ch in patents and patents[ch] != seat)


def _legal(sources: Sequence[str], words: Sequence[str]) -> tuple[str, ...] | None:
    """The real letters if each word has a hand card and the X rule holds, else None."""
    real = tuple(
        ch
        for w, s in zip(words, sources, strict=True)
        for ch, src in zip(w, s, strict=True)
        if src in (HAND, POOL)
    )
    if any(HAND not in s for s in sources):
        return None
    if any(COPY in s for s in sources) and len(real) < MIN_REAL_WITH_COPY:
        return None
    return real


def make_candidate(
    words: Sequence[str],
    hand: Sequence[str],
    pool: Sequence[str],
    owned: frozenset[str],
    edition: Edition,
    keep: frozenset[str] = frozenset(),
) -> Candidate | None:
    try:
        sources = resolve_sources(words, hand, pool, owned, keep)
    except IllegalMove:
        return None
    upper = tuple(w.upper() for w in words)
    real = _legal(sources, upper)
    if real is None:
        return None
    earnings = play_earnings(upper, edition, owned)
    return Candidate(
        upper,
        sources,
        sum(e.money for e in earnings),
        sum(e.stock for e in earnings),
        real,
    )


def single_words(
    dictionary: str,
    hand: Sequence[str],
    pool: Sequence[str],
    owned: frozenset[str],
    edition: Edition,
    *,
    max_len: int = 12,
    use_abilities: bool = True,
    keep: frozenset[str] = frozenset(),
) -> list[Candidate]:
    """Every one-word play (the X copy and the Z S used where the patents allow)."""
    index = word_index(dictionary)
    rack = "".join(hand) + "".join(pool)
    double = use_abilities and "X" in owned
    extra_s = use_abilities and "Z" in owned
    found = index.subanagrams(
        (rack + ("S" if extra_s else "")).lower(),
        double=double,
        must_use="".join(hand).lower(),
        min_len=3,
        max_len=max_len,
    )
    usable = owned if use_abilities else owned - {"X", "Z"}
    out = []
    for word in found:
        cand = make_candidate((word,), hand, pool, usable, edition, keep)
        if cand is not None:
            out.append(cand)
    return out


def word_pairs(
    singles: Sequence[Candidate],
    hand: Sequence[str],
    pool: Sequence[str],
    owned: frozenset[str],
    edition: Edition,
    top: int = 40,
    keep: frozenset[str] = frozenset(),
) -> list[Candidate]:
    """Two-word plays (V patent) from the `top` single words by earnings."""
    best = sorted(singles, key=lambda c: (-c.earned, c.words))[:top]
    rack = Counter(hand) + Counter(pool)
    out = []
    for i, a in enumerate(best):
        for b in best[i + 1 :]:
            # Cheap test first: the two words' real letters must fit in hand + pool together.
            if Counter(a.real) + Counter(b.real) - rack:
                continue
            for pair in ((a.words[0], b.words[0]), (b.words[0], a.words[0])):
                cand = make_candidate(pair, hand, pool, owned, edition, keep)
                if cand is not None:
                    out.append(cand)
                    break
    return out
