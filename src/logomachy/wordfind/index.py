"""`WordIndex`: one word list, coded into tiles, with the structures every search needs.

Built once per (word list, alphabet) and cached on disk (see `cache.py`). Structures are
plain Python containers because each query makes thousands of tiny steps and a call into a
compiled structure per step costs more than a dict lookup:

- `codes`: the distinct tile codes, sorted; `_odd` the written words of codes that are not
  themselves a word (accents, capitals, digraph tiles) — most codes are their own word;
- `_anagrams`: multiset key → words, the key being a product of one prime per tile, so a
  rack's sub-multisets and "plus one tile" are integer multiplications;
- a DAWG (minimised trie) of nested dicts for board paths and prefix patterns (`trie.py`);
- the codes sorted by their reversal, for suffix patterns (`patterns.py`).
"""

from __future__ import annotations

import bisect
import heapq
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from math import prod
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from logomachy.wordfind.tiles import Alphabet

if TYPE_CHECKING:
    from logomachy.wordfind.boards import Board
    from logomachy.wordfind.patterns import LetterGroups, Pattern
    from logomachy.wordfind.trie import Node

# Anagram values: the written word, or several of them.
Words = str | tuple[str, ...]

Rack = str | Sequence[str]


def _primes(count: int) -> list[int]:
    found: list[int] = []
    candidate = 2
    while len(found) < count:
        if all(candidate % p for p in found if p * p <= candidate):
            found.append(candidate)
        candidate += 1
    return found


class WordIndex:
    """All words of a list, searchable by tiles; knows nothing of games.

    Build with `WordIndex(words, alphabet)` (any iterable of written forms) or load a
    language's cached index with `logomachy.wordfind.load(lang)`.
    """

    def __init__(self, words: Iterable[str], alphabet: Alphabet) -> None:
        self.alphabet = alphabet
        written = words if isinstance(words, list) else list(words)
        groups: dict[str, Words] = {}
        for word, code in zip(written, alphabet.spell_all(written), strict=True):
            if code is None:
                continue
            if code == word:
                code = word  # share one string object for code and form
            seen = groups.get(code)
            if seen is None:
                groups[code] = word
            elif isinstance(seen, str):
                if seen != word:
                    groups[code] = (seen, word)
            elif word not in seen:
                groups[code] = (*seen, word)
        del written
        self.codes: list[str] = sorted(groups)
        self._odd: dict[str, Words] = {
            code: form for code, form in groups.items() if form is not code
        }
        del groups
        frequency = Counter("".join(self.codes))
        # The commonest tiles get the smallest primes, keeping most keys machine-sized.
        order = [tile for tile, _ in frequency.most_common()]
        self.primes: dict[str, int] = dict(zip(order, _primes(len(order)), strict=True))
        self._anagrams: dict[int, Words] = {}
        self._build_anagrams()
        self._trie: Node | None = None
        self._by_suffix: list[str] | None = None
        self._letter_groups: LetterGroups | None = None

    def __len__(self) -> int:
        return len(self.codes)

    def __getstate__(self) -> dict[str, Any]:
        return self.__dict__

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)

    # -- words and codes ------------------------------------------------------------------

    def forms(self, code: str) -> tuple[str, ...]:
        """The written words whose tiles are `code` (empty if none)."""
        i = bisect.bisect_left(self.codes, code)
        if i == len(self.codes) or self.codes[i] != code:
            return ()
        form = self._odd.get(code)
        if form is None:
            return (self.codes[i],)
        return (form,) if isinstance(form, str) else form

    def spell(self, word: str) -> str | None:
        """The tile code of a written word (see `Alphabet.spell`)."""
        return self.alphabet.spell(word)

    def tiles(self, word: str) -> list[str]:
        """The tile names of a written word: `tiles("anyada")` is A NY A D A in Catalan."""
        code = self.alphabet.spell(word) or ""
        return [self.alphabet.tile_name(c) for c in code]

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and word in self.forms(self.alphabet.spell(word) or "")

    def words_of(self, codes: Iterable[str]) -> list[str]:
        """The written words of several codes, in the order given."""
        out: list[str] = []
        for code in codes:
            out.extend(self.forms(code))
        return out

    def __iter__(self) -> Iterator[str]:
        odd = self._odd
        for code in self.codes:
            form = odd.get(code)
            if form is None:
                yield code
            elif isinstance(form, str):
                yield form
            else:
                yield from form

    # -- sub-anagrams ---------------------------------------------------------------------

    def _build_anagrams(self) -> None:
        primes = self.primes.__getitem__
        table: dict[int, Words] = {}
        odd = self._odd
        keys = [prod(map(primes, code)) for code in self.codes]
        for code, key in zip(self.codes, keys, strict=True):
            word: Words = odd.get(code, code)
            seen = table.get(key)
            if seen is None:
                table[key] = word
            else:
                table[key] = (seen if isinstance(seen, tuple) else (seen,)) + (
                    word if isinstance(word, tuple) else (word,)
                )
        self._anagrams = table

    def key(self, code: str) -> int:
        """The multiset key of a tile code (product of its tiles' primes)."""
        return prod(self.primes.get(c, 0) for c in code)

    def _subkeys(
        self, counts: dict[str, int], wild: int, double: bool, longest: int
    ) -> list[set[int]]:
        """Keys of every sub-multiset of `counts` (+ `wild` any tiles, + one tile twice),
        by length in tiles: `result[n]` holds the keys of n tiles, n <= `longest`."""
        plain: list[list[int]] = [[1]]
        doubled: list[list[int]] = [[]]
        for tile, n in counts.items():
            p = self.primes.get(tile)
            if p is None:
                continue
            size = min(len(plain) + n + 1, longest + 1)
            grown: list[list[int]] = [[] for _ in range(size)]
            grown_doubled: list[list[int]] = [[] for _ in range(size)]
            for length, keys in enumerate(plain):
                for j in range(min(n, longest - length) + 1):
                    m = p**j
                    grown[length + j].extend([k * m for k in keys] if j else keys)
                if double and length + n + 1 <= longest:
                    m = p ** (n + 1)
                    grown_doubled[length + n + 1].extend([k * m for k in keys])
            if double:
                for length, keys in enumerate(doubled):
                    for j in range(min(n, longest - length) + 1):
                        m = p**j
                        grown_doubled[length + j].extend([k * m for k in keys] if j else keys)
            plain, doubled = grown, grown_doubled
        levels = [set(keys) for keys in plain]
        for length, keys in enumerate(doubled):
            levels[length].update(keys)
        if wild:
            every = list(self.primes.values())
            levels.extend(set() for _ in range(min(wild, longest + 1 - len(levels))))
            for _ in range(wild):
                for length in range(len(levels) - 1, 0, -1):
                    if levels[length - 1]:
                        levels[length] |= {k * p for k in levels[length - 1] for p in every}
        return levels

    def _counts(self, rack: Rack) -> tuple[Counter[str], int]:
        code, wild = self.alphabet.rack(rack)
        return Counter(code), wild

    def subanagram_keys(
        self,
        rack: Rack,
        *,
        wild: int = 0,
        double: bool = False,
        must_use: Rack | None = None,
        max_len: int | None = None,
    ) -> list[set[int]]:
        """Multiset keys of the words the rack can make (see `subanagrams`), by length in
        tiles, for callers that combine searches; `word_keys` turns them into words."""
        counts, rack_wild = self._counts(rack)
        wild += rack_wild
        longest = sum(counts.values()) + wild + (1 if double else 0)
        if max_len is not None:
            longest = min(longest, max_len)
        levels = self._subkeys(counts, wild, double, longest)
        if must_use is not None:
            needed, needed_wild = self._counts(must_use)
            if needed - counts or needed_wild > wild:
                raise ValueError("must_use holds tiles that are not in the rack")
            without = self._subkeys(counts - needed, wild - needed_wild, double, longest)
            for length, keys in enumerate(without):
                levels[length] -= keys
        return levels

    def subanagrams(
        self,
        rack: Rack,
        *,
        wild: int = 0,
        double: bool = False,
        must_use: Rack | None = None,
        min_len: int = 2,
        max_len: int | None = None,
        accept: Callable[[str], bool] | None = None,
    ) -> list[str]:
        """Every word made of some of the rack's tiles: longest first, then alphabetical.

        - `rack`: tile names (["NY", "A", "?"]) or a string read as a word ("anya?"); each
          "?" is a wildcard, as is each of `wild` more.
        - `double`: one tile of the rack may be used twice (Letter Tycoon's X patent, El
          Soneto's Lope de Vega card); the word then holds one more copy of it.
        - `must_use`: tiles of the rack of which the word must use at least one (Letter
          Tycoon: one card from the hand, the rest from the community pool).
        - `min_len`/`max_len`: length in tiles (a digraph tile counts once).
        - `accept`: keeps only the words it returns True for (category, lemma form...).
        """
        levels = self.subanagram_keys(
            rack, wild=wild, double=double, must_use=must_use, max_len=max_len
        )
        return self.word_keys(levels, min_len, accept)

    def word_keys(
        self,
        levels: Sequence[Iterable[int]],
        min_len: int = 1,
        accept: Callable[[str], bool] | None = None,
    ) -> list[str]:
        """The words of multiset keys given by length (`levels[n]`: keys of n tiles),
        longest first, then alphabetical."""
        table = self._anagrams
        out: list[str] = []
        for length in range(len(levels) - 1, max(min_len, 1) - 1, -1):
            found: list[str] = []
            for key in levels[length]:
                words = table.get(key)
                if words is None:
                    continue
                if isinstance(words, str):
                    found.append(words)
                else:
                    found.extend(words)
            found.sort()
            out.extend(found)
        if accept is not None:
            out = [w for w in out if accept(w)]
        return out

    def top(
        self,
        rack: Rack,
        k: int,
        score: Callable[[str], float],
        **options: Any,
    ) -> list[tuple[float, str]]:
        """The `k` best-scoring sub-anagrams as (score, word), best first; `options` are
        those of `subanagrams`. Ties keep the longer, then alphabetical, word first."""
        words = self.subanagrams(rack, **options)
        return heapq.nlargest(k, ((score(w), w) for w in words), key=lambda sw: sw[0])

    def extensions(
        self, word: str, add: Rack | None = None, accept: Callable[[str], bool] | None = None
    ) -> list[str]:
        """Words with the tiles of `word` plus exactly one more, rearranged (Vistagrama,
        ABraçagrama, ReVoltagrama); `add` limits the added tile to those tiles (a hand)."""
        code = self.alphabet.spell(word) or ""
        base = self.key(code)
        if not base:
            return []
        if add is None:
            extra = list(self.primes.values())
        else:
            codes, _ = self.alphabet.rack(add)
            extra = [self.primes[c] for c in set(codes) if c in self.primes]
        levels: list[set[int]] = [set() for _ in range(len(code) + 2)]
        levels[len(code) + 1] = {base * p for p in extra}
        return self.word_keys(levels, len(code) + 1, accept)

    # -- board paths ----------------------------------------------------------------------

    @property
    def trie(self) -> Node:
        """The DAWG of all codes (built on first use, then kept and cached with the index)."""
        if self._trie is None:
            from logomachy.wordfind.trie import build

            self._trie = build(self.codes)
        return self._trie

    def paths(
        self,
        board: Board,
        *,
        min_len: int = 3,
        max_len: int | None = None,
        stay: bool = True,
        starts: Iterable[str | int] | None = None,
        ends: Iterable[str | int] | None = None,
        syllables: Callable[[str], Sequence[str]] | None = None,
        accept: Callable[[str], bool] | None = None,
    ) -> dict[str, tuple[int, ...]]:
        """Every word read along a path of the board, each piece used at most once, with
        the first path found (piece numbers; `board.cells_of(path)` names its cells);
        longest first, then alphabetical.

        - `min_len`/`max_len`: length in tiles;
        - `stay`: two consecutive pieces may come from one cell (regions; see `paths.py`);
        - `starts`/`ends`: cells (names or numbers) the word must start/end in;
        - `syllables(word)`: the word's syllables; each piece must then be one of them;
        - `accept(word)`: keeps only the words it returns True for.
        """
        from logomachy.wordfind.paths import board_words, coded_options, grid_words

        coded = coded_options(board, self.alphabet)
        longest = max_len if max_len is not None else 1 << 30
        start_cells = _cells(board, starts)
        end_cells = _cells(board, ends)
        if (
            board.simple
            and syllables is None
            and all(len(o) == 1 and len(o[0]) == 1 for o in coded)
        ):
            tiles = [o[0] for o in coded]
            found = grid_words(
                self.trie, tiles, board.neighbours, min_len, longest, start_cells, end_cells
            )
        else:
            accept_path = None
            if syllables is not None:
                split = syllables
                spell = self.alphabet.spell
                forms = self.forms

                def accept_path(code: str, readings: tuple[str, ...]) -> bool:
                    wanted = list(readings)
                    return any(
                        [spell(s) or "" for s in split(form)] == wanted for form in forms(code)
                    )

            found = board_words(
                self.trie,
                board,
                coded,
                min_len,
                longest,
                stay=stay,
                starts=start_cells,
                ends=end_cells,
                accept_path=accept_path,
            )
        return self._path_forms(found, accept)

    def _path_forms(
        self, found: dict[str, tuple[int, ...]], accept: Callable[[str], bool] | None
    ) -> dict[str, tuple[int, ...]]:
        order = sorted(found)
        order.sort(key=len, reverse=True)  # stable: alphabetical within a length
        odd = self._odd
        out: dict[str, tuple[int, ...]] = {}
        for code in order:
            form = odd.get(code)
            if form is None:
                out[code] = found[code]
            elif isinstance(form, str):
                out[form] = found[code]
            else:
                for one in form:
                    out[one] = found[code]
        if accept is not None:
            out = {w: p for w, p in out.items() if accept(w)}
        return out

    # -- letter patterns ------------------------------------------------------------------

    @property
    def by_suffix(self) -> list[str]:
        """The codes sorted by their reversal (suffix ranges), built on first use."""
        if self._by_suffix is None:
            self._by_suffix = sorted(self.codes, key=itemgetter(slice(None, None, -1)))
        return self._by_suffix

    @property
    def letter_groups(self) -> LetterGroups:
        """The codes grouped by the set of tiles they hold, built on first use."""
        if self._letter_groups is None:
            from logomachy.wordfind.patterns import LetterGroups

            self._letter_groups = LetterGroups(self.codes, list(self.primes))
        return self._letter_groups

    def find(
        self,
        pattern: Pattern | str = "*",
        *,
        accept: Callable[[str], bool] | None = None,
        **conditions: Any,
    ) -> list[str]:
        """Every word matching a letter pattern: a `Pattern`, or a glob ("?T*", "C?S?",
        "*A*B*") with the `Pattern` fields as keywords (`at={1: "T"}`, `contains="AB"`,
        `in_order="ART"`, `excludes="XYZ"`, `only="ABCDE"`, `min_len`, `max_len`).
        Deterministic order, not sorted."""
        from logomachy.wordfind.patterns import Pattern, find

        if isinstance(pattern, str):
            pattern = Pattern(glob=pattern, **conditions)
        words = _codes_to_words(self, find(self, pattern))
        if accept is not None:
            words = [w for w in words if accept(w)]
        return words

    def build_all(self) -> WordIndex:
        """Builds every lazy structure now (before caching to disk)."""
        _ = self.trie, self.by_suffix, self.letter_groups
        return self


def _codes_to_words(index: WordIndex, codes: Iterable[str]) -> list[str]:
    odd = index._odd
    out: list[str] = []
    for code in codes:
        form = odd.get(code)
        if form is None:
            out.append(code)
        elif isinstance(form, str):
            out.append(form)
        else:
            out.extend(form)
    return out


def _cells(board: Board, cells: Iterable[str | int] | None) -> frozenset[int] | None:
    if cells is None:
        return None
    return frozenset(board.names.index(c) if isinstance(c, str) else c for c in cells)
