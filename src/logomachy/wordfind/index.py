"""`WordIndex`: one word list, coded into tiles, with the structures every search needs.

Built once per (word list, alphabet) and cached on disk (see `cache.py`). Step-by-step
searches (board paths) use plain Python containers, because a call into a compiled
structure per step costs more than a dict lookup; whole-list passes (patterns, anagram
keys, region maps) use numpy arrays, which also keep the index small:

- `codes`: the distinct tile codes, sorted (a `CodeList`: one long string, `codes.py`);
  `_ordered` every written word once (one `CodeList`), in the order searches return them
  (longest code first, then alphabetical), with each row's places in it; most codes are
  their own word, others differ by accents, capitals, digraph tiles; searches work on
  rows and turn them into words last, with one sort of their places;
- anagram keys: a multiset's key is the product of one prime per tile, so a rack's
  sub-multisets and "plus one tile" are integer multiplications; the codes' keys under
  2**64 are one sorted numpy array (a rack's keys are looked up in one `searchsorted`);
- a DAWG (minimised trie) for board paths (`trie.py`), built with numpy: as arrays for the
  compiled grid search (`compiled.py`), as nested dicts (made from the arrays on first use,
  never saved) for the searches in Python;
- `Columns`: the codes as per-length numpy tile matrices and tile masks, for patterns
  (`patterns.py`).
"""

from __future__ import annotations

import heapq
import itertools
import math
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from math import prod
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt
from numpy.dtypes import StringDType

from logomachy.wordfind.arrays import release_memory
from logomachy.wordfind.codes import CodeList, Words
from logomachy.wordfind.compiled import rack_places
from logomachy.wordfind.tiles import Alphabet

if TYPE_CHECKING:
    from logomachy.wordfind.arrays import Flat
    from logomachy.wordfind.boards import Board
    from logomachy.wordfind.patterns import Columns, Pattern
    from logomachy.wordfind.trie import Automaton, Node

Rack = str | Sequence[str]


# Keys under 2**64 live in a numpy array; a key's bit count is summed in floats, so keys
# within rounding of 64 bits count as big (the dict holds them exactly).
_KEY_LIMIT = 1 << 64
_KEY_BITS = 63.99
# Words spelled per batch while building (bounds the memory of a generator's words).
_CHUNK = 1 << 16
# Region boards with more single-tile pieces than this are searched word-first
# (`regions.py`): on a full lexicon a 16-piece map takes ~70 ms that way, ~1 s by the DAWG.
_MANY_PIECES = 12


def _as_tuple(words: Words) -> tuple[str, ...]:
    return (words,) if isinstance(words, str) else words


def _flatten(items: list[Words]) -> list[str]:
    """The words of several codes' forms, in order (most codes have one form)."""
    if all(type(item) is str for item in items):
        return items  # type: ignore[return-value]  # every item is one word
    out: list[str] = []
    append, extend = out.append, out.extend
    for item in items:
        if type(item) is str:
            append(item)
        else:
            extend(item)
    return out


def _strings(items: list[str]) -> npt.NDArray[Any]:
    return np.array(items, dtype=StringDType())


def _batches(strings: npt.NDArray[Any]) -> Iterator[list[str]]:
    """A numpy string array as lists of Python strings, a batch at a time."""
    for start in range(0, len(strings), _CHUNK):
        yield strings[start : start + _CHUNK].tolist()


def _written_order(
    codes: npt.NDArray[Any],
    rows: npt.NDArray[np.intp],
    plain: npt.NDArray[np.bool_],
    odd: npt.NDArray[np.intp],
    odd_words: npt.NDArray[Any],
    count: int,
) -> tuple[CodeList, npt.NDArray[np.int32], npt.NDArray[np.int32]]:
    """Every written word once, in the order searches return them (longest code first, then
    the word: `_sorted_words`), and per row where its words are in it (`positions[
    starts[r]:starts[r + 1]]`). A search's rows then become sorted words with one numpy sort
    of their positions and one `take`: no per-word Python sort, no per-code tuples.
    `codes`/`rows`/`plain` are the sorted (code, word) entries (`plain`: the word is the
    code), `odd`/`odd_words` the entries written otherwise and their words."""
    lengths = np.strings.str_len(codes).astype(np.int32)  # one character per tile
    words = np.concatenate([codes[plain], odd_words])
    word_rows = np.concatenate([rows[plain], rows[odd]]).astype(np.int32)
    word_lengths = np.concatenate([lengths[plain], lengths[odd]])
    del lengths
    by_word = np.argsort(words, kind="stable")
    order = by_word[np.argsort(-word_lengths[by_word], kind="stable")]
    del by_word, word_lengths
    words = words[order]
    word_rows = word_rows[order]
    del order
    fresh = np.ones(len(words), dtype=bool)  # a word listed twice is kept once
    fresh[1:] = words[1:] != words[:-1]
    words, word_rows = words[fresh], word_rows[fresh]
    del fresh
    ordered = CodeList.of_batches(_batches(words))
    del words
    positions = np.argsort(word_rows, kind="stable").astype(np.int32)
    starts = np.zeros(count + 1, dtype=np.int32)
    np.cumsum(np.bincount(word_rows, minlength=count), out=starts[1:])
    return ordered, positions, starts


def _products(
    flat: Flat, by_id: npt.NDArray[np.uint64]
) -> tuple[npt.NDArray[np.uint64], npt.NDArray[np.float64]]:
    """Each code's product of its tiles' primes (wrapping past 2**64) and the product's
    bit count, a batch of codes at a time: per tile, the arrays would be ~64 MB each."""
    count = len(flat)
    keys = np.empty(count, dtype=np.uint64)
    bits = np.empty(count, dtype=np.float64)
    logs = np.log2(np.maximum(by_id, 1))
    for start in range(0, count, _CHUNK):
        stop = min(count, start + _CHUNK)
        low = int(flat.starts[start])
        high = int(flat.starts[stop - 1] + flat.lengths[stop - 1])
        ids = flat.ids[low:high]
        local = flat.starts[start:stop] - low
        keys[start:stop] = np.multiply.reduceat(by_id[ids], local)
        bits[start:stop] = np.add.reduceat(logs[ids], local)
    return keys, bits


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
        # Spelled a chunk at a time, so a generator of a big list never exists whole, and
        # kept in numpy string arrays (16 bytes a short string, not ~60 as a Python str).
        # Most codes are their own word ("casa"); the others ("càntic" → cantic) keep their
        # written forms, the code itself first when it is also a word, then as listed.
        plain_parts = [_strings([])]
        code_parts = [_strings([])]
        word_parts = [_strings([])]
        source = iter(words)
        while chunk := list(itertools.islice(source, _CHUNK)):
            coded = _strings(alphabet.codes_of(chunk))
            written = _strings(chunk)
            spelled = np.strings.str_len(coded) > 0  # "": not spellable, left out
            same = spelled & (coded == written)
            differ = spelled & ~same
            plain_parts.append(written[same])
            code_parts.append(coded[differ])
            word_parts.append(written[differ])
            del coded, written, same, differ
        # One stable sort of every code (plain ones first): equal codes form a row, and
        # a code's odd words stay as listed. (numpy's searchsorted on string arrays
        # failed on some inputs, so rows come from the sort alone.)
        plain_count = sum(len(part) for part in plain_parts)
        every = np.concatenate(plain_parts + code_parts)
        odd_words = np.concatenate(word_parts)
        del plain_parts, code_parts, word_parts
        order = np.argsort(every, kind="stable")
        every = every[order]
        starts_row = np.ones(len(every), dtype=bool)
        starts_row[1:] = every[1:] != every[:-1]
        self.codes = CodeList.of_batches(_batches(every[starts_row]))
        row = np.cumsum(starts_row) - 1
        del starts_row
        is_plain = order < plain_count
        has_word = np.zeros(len(self.codes), dtype=bool)
        has_word[row[is_plain]] = True
        odd = np.flatnonzero(~is_plain)
        odd_written = odd_words[order[odd] - plain_count]
        self._ordered, self._positions, self._position_starts = _written_order(
            every, row, is_plain, odd, odd_written, len(self.codes)
        )
        del is_plain, odd_written
        del every, odd_words, order, row, odd, has_word
        release_memory()
        self._trie: Node | None = None
        self._automaton: Automaton | None = None
        self._columns: Columns | None = None
        self._flat: Flat | None = None
        self._build_anagrams()

    def __len__(self) -> int:
        return len(self.codes)

    def __getstate__(self) -> dict[str, Any]:
        """Everything but what is quicker to remake than to load (flat ids, dict DAWG)."""
        state = dict(self.__dict__)
        state["_flat"] = state["_trie"] = None
        return state

    # -- words and codes ------------------------------------------------------------------

    def forms(self, code: str) -> tuple[str, ...]:
        """The written words whose tiles are `code` (empty if none)."""
        row = self.codes.find(code)
        if row < 0:
            return ()
        return _as_tuple(self.row_words(np.array([row]))[0])

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
        for start in range(0, len(self.codes), _CHUNK):
            rows = np.arange(start, min(start + _CHUNK, len(self.codes)))
            yield from _flatten(self.row_words(rows))

    def row_words(self, rows: npt.NDArray[np.integer[Any]]) -> list[Words]:
        """The written words of each row of the sorted codes (`codes[row]`): one word, or a
        tuple of several (the code itself first when it is a word too, then alphabetical),
        in the order of `rows`. For callers holding rows (`columns`), not codes."""
        starts = self._position_starts[rows]
        counts = self._position_starts[rows + 1] - starts
        if not len(rows) or int(counts.max()) == 1:
            return list(self._ordered.take(self._positions[starts]))
        skip = np.repeat(np.cumsum(counts) - counts - starts, counts)
        words = self._ordered.take(self._positions[np.arange(int(counts.sum())) - skip])
        out: list[Words] = []
        at = 0
        several = np.flatnonzero(counts > 1)
        codes = dict(zip(several.tolist(), self.codes.take(rows[several]), strict=True))
        for i, n in enumerate(counts.tolist()):
            if n == 1:
                out.append(words[at])
            else:
                group = words[at : at + n]
                code = codes[i]
                if code in group and group[0] != code:
                    group.remove(code)
                    group.insert(0, code)
                out.append(tuple(group))
            at += n
        return out

    def _build_anagrams(self) -> None:
        """Primes per tile (the commonest tiles get the smallest, keeping most keys under
        64 bits) and the keys of all codes: those under 2**64 sorted in a numpy array with
        their code numbers, the few longer ones in a dict."""
        flat = self.flat
        self._lengths = flat.lengths.astype(np.uint16)
        frequency = np.bincount(flat.ids, minlength=len(flat.chars) + 1)[1:]
        order = np.argsort(-frequency, kind="stable").tolist()
        primes = _primes(len(order))
        self.primes: dict[str, int] = {flat.chars[i]: primes[rank] for rank, i in enumerate(order)}
        by_id = np.zeros(len(flat.chars) + 1, dtype=np.uint64)
        for char, prime in self.primes.items():
            by_id[flat.id_of(char)] = prime
        if not len(flat):
            self._keys = np.zeros(0, dtype=np.uint64)
            self._key_rows = np.zeros(0, dtype=np.int32)
            self._key_runs = np.zeros(0, dtype=np.uint16)
            self._big_keys: dict[int, Words] = {}
            return
        keys, bits = _products(flat, by_id)
        fits = bits < _KEY_BITS  # below 2**64 with room for float rounding: exact
        del bits
        rows = np.flatnonzero(fits)
        keys = keys[rows]
        order_keys = np.argsort(keys, kind="stable")
        self._keys = keys[order_keys]
        del keys
        self._key_rows = rows[order_keys].astype(np.int32)
        del rows, order_keys
        # _key_runs[i]: how many codes share the key at i (counted at a run's first entry;
        # keys are never 0, so the first key starts a run).
        starts = np.flatnonzero(np.diff(self._keys, prepend=np.uint64(0)) != 0)
        runs = np.zeros(len(self._keys), dtype=np.uint16)
        runs[starts] = np.diff(starts, append=len(self._keys))
        self._key_runs = runs
        big: dict[int, Words] = {}
        for i in np.flatnonzero(~fits).tolist():
            code = self.codes[i]
            key = self.key(code)
            seen = big.get(key)
            big[key] = code if seen is None else (*_as_tuple(seen), code)
        self._big_keys = big

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
        if wild == 0 and not double:
            places = self._plain_places(rack, must_use, min_len, max_len)
            if places is not None:
                return self._words_at(places, accept)
        levels = self.subanagram_keys(
            rack, wild=wild, double=double, must_use=must_use, max_len=max_len
        )
        return self.word_keys(levels, min_len, accept)

    def _plain_places(
        self, rack: Rack, must_use: Rack | None, min_len: int, max_len: int | None
    ) -> npt.NDArray[np.int32] | None:
        """The places in the written order of `subanagrams` without wildcards or double
        use, found by one compiled call (keys of every sub-multiset, looked up, turned
        into places), or None when the rack's whole key would pass 64 bits (the exact
        Python path answers then)."""
        counts, rack_wild = self._counts(rack)
        if rack_wild:
            return None
        primes = self.primes
        tiles = [t for t in counts if t in primes]
        if sum(counts[t] * math.log2(primes[t]) for t in tiles) >= _KEY_BITS:
            return None
        if must_use is None:
            spare = [-1] * len(tiles)
        else:
            needed, needed_wild = self._counts(must_use)
            if needed - counts or needed_wild:
                raise ValueError("must_use holds tiles that are not in the rack")
            spare = [counts[t] - needed[t] for t in tiles]
        longest = sum(counts.values()) if max_len is None else max_len
        return rack_places(
            [primes[t] for t in tiles],
            [counts[t] for t in tiles],
            spare,
            max(min_len, 1),
            longest,
            (self._keys, self._key_runs, self._key_rows, self._position_starts, self._positions),
        )

    def word_keys(
        self,
        levels: Sequence[Iterable[int]],
        min_len: int = 1,
        accept: Callable[[str], bool] | None = None,
    ) -> list[str]:
        """The words of multiset keys given by length (`levels[n]`: keys of n tiles),
        longest first, then alphabetical."""
        small: list[npt.NDArray[np.uint64]] = []
        big_codes: list[str] = []
        for length in range(max(min_len, 1), len(levels)):
            keys = levels[length]
            try:
                small.append(np.fromiter(keys, dtype=np.uint64))
            except OverflowError:
                big = self._big_keys
                kept = []
                for key in keys:
                    if key < _KEY_LIMIT:
                        kept.append(key)
                    elif key in big:
                        big_codes.extend(_as_tuple(big[key]))
                small.append(np.array(kept, dtype=np.uint64))
        # Codes of keys past 64 bits (long words) join as their rows in the code list.
        found_rows = [np.array([self.codes.find(c) for c in big_codes], np.int32)]
        if small:
            found_rows.append(self._key_rows_of(np.sort(np.concatenate(small))))
        return self._sorted_words(np.concatenate(found_rows), accept)

    def _key_rows_of(self, wanted: npt.NDArray[np.uint64]) -> npt.NDArray[np.int32]:
        """The code rows of the words whose key is in `wanted` (sorted: each search then
        starts where the last ended, numpy's hint, ~2x fewer cache misses in 800k keys)."""
        keys = self._keys
        if not len(keys) or not len(wanted):
            return np.zeros(0, dtype=np.int32)
        lo = np.searchsorted(keys, wanted)
        lo = lo[keys[np.minimum(lo, len(keys) - 1)] == wanted]
        if len(lo):
            counts = self._key_runs[lo].astype(np.int64)
            if int(counts.max()) > 1:
                starts = np.cumsum(counts) - counts
                lo = (
                    np.repeat(lo, counts) + np.arange(int(counts.sum())) - np.repeat(starts, counts)
                )
        rows: npt.NDArray[np.int32] = self._key_rows[lo]
        return rows

    def _sorted_words(
        self, rows: npt.NDArray[np.int32], accept: Callable[[str], bool] | None = None
    ) -> list[str]:
        """The written words of code rows, longest first, then alphabetical: their places
        in the index's written order (`_written_order`), sorted, read off in one go."""
        if len(rows):
            places = self._places_of(rows)[0]
            places.sort()
            return self._words_at(places, accept)
        return []

    def _places_of(
        self, rows: npt.NDArray[np.integer[Any]]
    ) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.intp]]:
        """Each written word's place in the written order for code rows (a code of several
        written words has several), and the index in `rows` each place came from."""
        starts = self._position_starts[rows]
        counts = self._position_starts[rows + 1] - starts
        if int(counts.max()) == 1:
            return self._positions[starts], np.arange(len(rows))
        total = int(counts.sum())
        skip = np.repeat(np.cumsum(counts) - counts - starts, counts)
        return self._positions[np.arange(total) - skip], np.repeat(np.arange(len(rows)), counts)

    def _words_at(
        self, places: npt.NDArray[np.int32], accept: Callable[[str], bool] | None = None
    ) -> list[str]:
        """The written words at sorted `places` of the written order (`accept` filters)."""
        out = self._ordered.take(places) if len(places) else []
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
        """The DAWG of all codes as nested dicts (made from `automaton` on first use)."""
        if self._trie is None:
            from logomachy.wordfind.trie import as_dicts

            self._trie = as_dicts(self.automaton)
        return self._trie

    @property
    def automaton(self) -> Automaton:
        """The DAWG of all codes as arrays (built on first use, cached with the index)."""
        if self._automaton is None:
            from logomachy.wordfind.trie import minimise

            self._automaton = minimise(self.codes, self.flat)
        return self._automaton

    @property
    def flat(self) -> Flat:
        """The codes as one numpy array of tile ids, the source of the trie and the
        columns (dropped by `build_all` and never saved)."""
        if self._flat is None:
            from logomachy.wordfind.arrays import flatten

            self._flat = flatten(self.codes)
        return self._flat

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
        from logomachy.wordfind.compiled import board_rows
        from logomachy.wordfind.paths import board_words, coded_options
        from logomachy.wordfind.regions import MOST_REGIONS, region_words
        from logomachy.wordfind.regions import applies as region_applies

        coded = coded_options(board, self.alphabet)
        longest = max_len if max_len is not None else 1 << 30
        start_cells = _cells(board, starts)
        end_cells = _cells(board, ends)
        if board.simple and syllables is None and all(len(o) == 1 for o in coded):
            rows, walks = board_rows(
                self.automaton,
                [o[0] for o in coded],
                board.neighbours,
                min_len,
                longest,
                start_cells,
                end_cells,
            )
            return self._row_forms(rows, walks, accept)
        if (
            syllables is None
            and len(board.pieces) > _MANY_PIECES
            and len(board.pieces) > len(board.neighbours)  # regions holding several pieces
            and len(board.neighbours) <= MOST_REGIONS
            and region_applies(coded)
        ):
            found = region_words(
                self,
                board,
                coded,
                min_len,
                longest,
                stay=stay,
                starts=start_cells,
                ends=end_cells,
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

    def _row_forms(
        self,
        rows: list[int],
        paths: list[tuple[int, ...]],
        accept: Callable[[str], bool] | None,
    ) -> dict[str, tuple[int, ...]]:
        """`_path_forms` for words given as code rows, in the written order (longest
        first, then alphabetical): each row's places in it, sorted, read off in one go, each
        word with its row's path. (Per-row word groups cost twice the board walk itself.)"""
        if not rows:
            return {}
        places, owners = self._places_of(np.array(rows, dtype=np.int64))
        order = np.argsort(places)
        words = self._ordered.take(places[order])
        out = dict(zip(words, [paths[i] for i in owners[order].tolist()], strict=True))
        if accept is not None:
            out = {w: p for w, p in out.items() if accept(w)}
        return out

    def _path_forms(
        self, found: dict[str, tuple[int, ...]], accept: Callable[[str], bool] | None
    ) -> dict[str, tuple[int, ...]]:
        """`_row_forms` for words given as codes."""
        find = self.codes.find
        return self._row_forms([find(code) for code in found], list(found.values()), accept)

    # -- letter patterns ------------------------------------------------------------------

    @property
    def columns(self) -> Columns:
        """The codes as per-length tile matrices (patterns), built on first use."""
        if self._columns is None:
            from logomachy.wordfind.patterns import Columns

            self._columns = Columns(self.flat)
        return self._columns

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
        Longest first, then alphabetical, as every search."""
        from logomachy.wordfind.patterns import Pattern, find

        if isinstance(pattern, str):
            pattern = Pattern(glob=pattern, **conditions)
        return self._sorted_words(find(self, pattern), accept)

    def build_all(self) -> WordIndex:
        """Builds every lazy structure that is saved (before caching to disk), handing each
        step's temporaries back before the next (the build's peak memory)."""
        release_memory()
        _ = self.automaton
        release_memory()
        _ = self.columns
        self._flat = None
        release_memory()
        return self


def _cells(board: Board, cells: Iterable[str | int] | None) -> frozenset[int] | None:
    if cells is None:
        return None
    return frozenset(board.names.index(c) if isinstance(c, str) else c for c in cells)
