"""Fast word search over any word list: sub-anagrams, board paths, letter patterns.

Knows nothing of games: a bot or a hint builds a `WordIndex` from a word list and an
`Alphabet` (how a word splits into tiles) and asks it questions:

    index = load("ca")                                   # cached on disk after the first call
    index.subanagrams("ANYADES?", double=True)           # racks: wildcards, double use, hand
    index.paths(Board.parse("CAS\nASA\nSAC"), min_len=3)  # grids, regions, syllables, beehives
    index.find("?T*", excludes="XZ")                     # letter patterns
    index.extensions("casa", add="RT")                   # one tile longer

See `index.WordIndex` for every option.
"""

from __future__ import annotations

from logomachy.wordfind.boards import Board
from logomachy.wordfind.cache import index_file, index_words, load
from logomachy.wordfind.index import WordIndex
from logomachy.wordfind.patterns import Pattern
from logomachy.wordfind.tiles import WILD, Alphabet

__all__ = [
    "WILD",
    "Alphabet",
    "Board",
    "Pattern",
    "WordIndex",
    "index_file",
    "index_words",
    "load",
]
