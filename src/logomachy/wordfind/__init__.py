"""Fast word search over any word list: sub-anagrams, board paths, letter patterns.

Knows nothing of games: a bot or a hint builds a `WordIndex` from a word list and an
`Alphabet` (how a word splits into tiles) and asks it questions. See `index.WordIndex`.
"""

from __future__ import annotations

from logomachy.wordfind.index import WordIndex
from logomachy.wordfind.tiles import WILD, Alphabet

__all__ = ["WILD", "Alphabet", "WordIndex"]
