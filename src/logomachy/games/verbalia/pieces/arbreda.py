"""L'arbreda, the board of the wood, and the words read on its syllables.

The rulebook names the board (Components) but does not print it; `data/arbreda.toml` is
logomachy's edition, derived from what its games say (data/README.md, "The wood"):
- five horizontal strips (Baulasíl·laB puts five starting syllables "on one of the boxes on
  the left of each strip");
- each strip of three rows of nine trees (Velosíl·laB: each player uses "one row of trees" of
  a strip, from one side to the other): 27 trees a strip, comfortably more than the "fifteen
  trees of one strip" ArBredasíl·laB counts; 135 trees, at most the 136 tiles Vermisíl·laB
  lays one a tree ("it does not matter if the board is not filled completely");
- trees touch orthogonally and diagonally (as la plaça's letters do in Buguigrama, the
  covering game Buguisíl·laB copies), across strip borders too;
- strip multipliers x3 x2 x1 x2 x3: the central strip, where ArBredasíl·laB starts on its two
  marked trees, is worth least; a strip farther out opens later and is worth more.

Trees are numbered in reading order over the whole wood (0 top left .. 134 bottom right) and
named like la plaça's cells: column letter, row number ("a1" top left, "i15" bottom right).

A board position is a tuple with one entry a tree: the syllable on it (Verbàlia spelling,
`syllables.fold`) or None (a free or covered tree). Words are read along paths of adjacent
trees, each tree once, the syllables in the word's order ("natural order", as Ruscosíl·laB's
DI-DA-TA example says), and must divide into exactly those syllables (ABC P). The words of
the set's syllables come from `syllables.syllable_words()` (a trie over it); a board holding
syllables off the set (a rulebook example) is read against the whole dictionary instead.
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

import numpy as np

from logomachy.games.verbalia.pieces import DATA
from logomachy.games.verbalia.pieces.syllables import (
    divides_as,
    fold,
    good_word,
    set_syllables,
    syllable_tiles,
    syllable_words,
)
from logomachy.wordfind.stored import kept_on_disk

#: "(x1, x2 or x3)": the values a strip may have (ArBredasíl·laB).
STRIP_VALUES = (1, 2, 3)
#: Longest word looked for on boards holding syllables off the set (the trie has no limit).
LONGEST_OFF_SET = 8

STEPS = tuple((dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)


@dataclass(frozen=True)
class Wood:
    """The board's shape: strips of rows of trees, their values and marked trees."""

    strips: int
    rows_per_strip: int
    columns: int
    multipliers: tuple[int, ...]
    central_strip: int
    marked_trees: tuple[int, ...]  # tree numbers
    start_column: int
    start_row: int  # row within a strip

    @property
    def rows(self) -> int:
        return self.strips * self.rows_per_strip

    @property
    def trees(self) -> int:
        return self.rows * self.columns

    def tree(self, row: int, column: int) -> int:
        return row * self.columns + column

    def row_of(self, tree: int) -> int:
        return tree // self.columns

    def column_of(self, tree: int) -> int:
        return tree % self.columns

    def strip_of(self, tree: int) -> int:
        return self.row_of(tree) // self.rows_per_strip

    def strip_trees(self, strip: int) -> range:
        first = strip * self.rows_per_strip * self.columns
        return range(first, first + self.rows_per_strip * self.columns)

    def strip_row(self, strip: int, row: int) -> tuple[int, ...]:
        """The trees of one row of a strip, left to right (Velosíl·laB's row)."""
        r = strip * self.rows_per_strip + row
        return tuple(self.tree(r, c) for c in range(self.columns))

    def start_tree(self, strip: int) -> int:
        """The box on the left of a strip (Baulasíl·laB's first syllable)."""
        return self.tree(strip * self.rows_per_strip + self.start_row, self.start_column)

    def multiplier(self, tree: int) -> int:
        return self.multipliers[self.strip_of(tree)]

    def name(self, tree: int) -> str:
        return f"{chr(ord('a') + self.column_of(tree))}{self.row_of(tree) + 1}"

    def tree_named(self, name: str) -> int | None:
        text = name.strip().lower()
        if len(text) < 2 or not text[1:].isdigit():
            return None
        column, row = ord(text[0]) - ord("a"), int(text[1:]) - 1
        if 0 <= column < self.columns and 0 <= row < self.rows:
            return self.tree(row, column)
        return None

    def neighbours(self, tree: int) -> tuple[int, ...]:
        """Trees touching `tree` orthogonally or diagonally."""
        return self.adjacency[tree]

    @property
    def adjacency(self) -> tuple[tuple[int, ...], ...]:
        """Every tree's neighbours (computed once per shape)."""
        return _adjacency(self.rows, self.columns)

    def adjacent(self, a: int, b: int) -> bool:
        return b in self.neighbours(a)

    def layout(self) -> dict[str, Any]:
        """The board as a view describes it to a screen."""
        return {
            "strips": self.strips,
            "rows_per_strip": self.rows_per_strip,
            "columns": self.columns,
            "multipliers": list(self.multipliers),
            "central_strip": self.central_strip,
            "marked": list(self.marked_trees),
        }


@cache
def wood() -> Wood:
    """The edition's wood (data/arbreda.toml)."""
    text = (DATA / "arbreda.toml").read_text("utf-8")
    data = tomllib.loads(text)
    columns = int(data["columns"])
    rows_per_strip = int(data["rows_per_strip"])
    central = int(data["central_strip"])
    marked = tuple(
        (central * rows_per_strip + int(r)) * columns + int(c) for r, c in data["marked_trees"]
    )
    board = Wood(
        strips=int(data["strips"]),
        rows_per_strip=rows_per_strip,
        columns=columns,
        multipliers=tuple(int(m) for m in data["multipliers"]),
        central_strip=central,
        marked_trees=marked,
        start_column=int(data["start_column"]),
        start_row=int(data["start_row"]),
    )
    if len(board.multipliers) != board.strips or not set(board.multipliers) <= set(STRIP_VALUES):
        raise ValueError("data/arbreda.toml: one multiplier (1, 2 or 3) a strip")
    if board.trees > 136:
        raise ValueError("data/arbreda.toml: the wood holds at most the 136 syllable tiles")
    return board


@cache
def _adjacency(rows: int, columns: int) -> tuple[tuple[int, ...], ...]:
    return tuple(
        tuple(
            (r + dr) * columns + c + dc
            for dr, dc in STEPS
            if 0 <= r + dr < rows and 0 <= c + dc < columns
        )
        for r in range(rows)
        for c in range(columns)
    )


# -- Words of syllables --------------------------------------------------------------------------
Node = dict[str, Any]  # syllable -> Node; WORDS -> the forms ending here; HEIGHT -> depth below
WORDS = ""
HEIGHT = "^"


@cache
def syllable_trie() -> Node:
    """A trie over the syllables of every word made of the set's syllables."""
    return _trie(syllable_words())


def _trie(words: Mapping[str, Sequence[str]]) -> Node:
    root: Node = {}
    for form, pieces in words.items():
        node = root
        for piece in pieces:
            node = node.setdefault(piece, {})
        node.setdefault(WORDS, []).append(form)
    _height(root)
    return root


def _height(node: Node) -> int:
    """Stores in each node how many syllables the longest word below it still needs."""
    height = 0
    for key, child in node.items():
        if key != WORDS:
            height = max(height, 1 + _height(child))
    node[HEIGHT] = height
    return height


@cache
def spelt_words() -> dict[str, tuple[str, tuple[str, ...]]]:
    """Verbàlia spelling (`fold`) -> (the first dictionary form, its syllables) of every word
    made of the set's syllables: what a word typed without accents can be in the wood."""
    out: dict[str, tuple[str, tuple[str, ...]]] = {}
    for form, pieces in syllable_words().items():
        out.setdefault(fold(form), (form, pieces))
    return out


class _Reader:
    """Which syllable sequences are (the start of) words: the trie for the set's syllables,
    the dictionary itself for anything else."""

    def __init__(
        self,
        syllables: Sequence[str | None],
        vocabulary: Mapping[str, Sequence[str]] | None = None,
    ) -> None:
        allowed = set_syllables()
        self.trie = vocabulary is not None or all(s is None or s in allowed for s in syllables)
        self.root: Any = (
            () if not self.trie else _trie(vocabulary) if vocabulary else syllable_trie()
        )

    def step(self, node: Any, syllable: str) -> Any:
        if self.trie:
            return node.get(syllable)
        if len(node) >= LONGEST_OFF_SET:
            return None
        return (*node, syllable)

    def height(self, node: Any) -> int:
        """At most how many more syllables a word from `node` may take."""
        return int(node[HEIGHT]) if self.trie else LONGEST_OFF_SET - len(node)

    def forms(self, node: Any) -> tuple[str, ...]:
        if self.trie:
            return tuple(node.get(WORDS, ()))
        if len(node) < 2:
            return ()
        return _dictionary_forms(node)


@lru_cache(maxsize=1 << 14)
def _dictionary_forms(pieces: tuple[str, ...]) -> tuple[str, ...]:
    written = good_word("".join(pieces))
    return (written,) if written is not None and divides_as(written, pieces) else ()


def _walks(
    cells: Sequence[str | None],
    start: int,
    board: Wood,
    reader: _Reader,
    min_syllables: int,
    through: int | None = None,
) -> Iterator[tuple[tuple[str, ...], tuple[int, ...]]]:
    """Every (forms, path) read from `start` along adjacent occupied trees; with `through`,
    only the paths that pass that tree (a branch that can no longer reach it is cut)."""
    first = cells[start]
    if first is None:
        return
    node = reader.step(reader.root, first)
    if node is None:
        return
    path = [start]
    neighbours = board.neighbours
    step = reader.step
    forms_of = reader.forms
    height = reader.height
    columns = board.columns
    if through is not None:
        target_row, target_column = divmod(through, columns)

    def distance(tree: int) -> int:
        row, column = divmod(tree, columns)
        return max(abs(row - target_row), abs(column - target_column))

    def walk(node: Any, reached: bool) -> Iterator[tuple[tuple[str, ...], tuple[int, ...]]]:
        if reached and len(path) >= min_syllables:
            forms = forms_of(node)
            if forms:
                yield forms, tuple(path)
        if not reached and distance(path[-1]) > height(node):
            return
        for nxt in neighbours(path[-1]):
            syllable = cells[nxt]
            if syllable is None or nxt in path:
                continue
            child = step(node, syllable)
            if child is not None:
                path.append(nxt)
                yield from walk(child, reached or nxt == through)
                path.pop()

    yield from walk(node, through is None or start == through)


INFIXES_FORMAT = 1


@cache
def _infixes() -> frozenset[str]:
    """Every run of consecutive syllables inside a word of the set's syllables, joined by
    "-" (CA-SA-CA: CA, SA, CA-SA, SA-CA, CA-SA-CA): a path read backwards from a tree must be
    one. ~116k runs; built once (seconds) and kept on disk beside the syllable words."""

    def build() -> frozenset[str]:
        out: set[str] = set()
        for pieces in set(syllable_words().values()):
            n = len(pieces)
            out.update("-".join(pieces[i:j]) for i in range(n) for j in range(i + 1, n + 1))
        return frozenset(out)

    return kept_on_disk(
        "wood-infixes",
        (str(INFIXES_FORMAT), repr([t.sides for t in syllable_tiles()])),
        "txt",
        build,
        lambda path: frozenset(path.read_text(encoding="utf-8").split("\n")),
        lambda f, runs: f.write("\n".join(sorted(runs)).encode("utf-8")),
        lang="ca",
        folder="verbalia",
    )


@cache
def _prefix_nodes() -> dict[str, Node]:
    """Each start of a word ("-"-joined syllables) -> its trie node."""
    out: dict[str, Node] = {}
    stack: list[tuple[str, Node]] = [
        (key, child) for key, child in syllable_trie().items() if key not in (WORDS, HEIGHT)
    ]
    while stack:
        text, node = stack.pop()
        out[text] = node
        stack.extend(
            (f"{text}-{key}", child) for key, child in node.items() if key not in (WORDS, HEIGHT)
        )
    return out


def _anchored(
    cells: Sequence[str | None], tree: int, board: Wood
) -> list[tuple[str, tuple[int, ...]]]:
    """`words_through` for the set's syllables: every path back from `tree` whose syllables
    are a run inside some word; from each one that starts a word, every way forward along
    the words' trie."""
    infixes = _infixes()
    starts = _prefix_nodes()
    adjacency = board.adjacency
    out: list[tuple[str, tuple[int, ...]]] = []
    back = [tree]  # the path read backwards: the tree, then the trees before it

    def forward(node: Node, path: list[int]) -> None:
        if len(path) >= 2:
            forms = node.get(WORDS)
            if forms:
                out.append((forms[0], tuple(path)))
        for nxt in adjacency[path[-1]]:
            syllable = cells[nxt]
            if syllable is None or nxt in path:
                continue
            child = node.get(syllable)
            if child is not None:
                path.append(nxt)
                forward(child, path)
                path.pop()

    def backward(text: str) -> None:
        node = starts.get(text)
        if node is not None:
            forward(node, back[::-1])
        for nxt in adjacency[back[-1]]:
            syllable = cells[nxt]
            if syllable is None or nxt in back:
                continue
            longer = f"{syllable}-{text}"
            if longer in infixes:
                back.append(nxt)
                backward(longer)
                back.pop()

    first = str(cells[tree])
    if first in infixes:
        backward(first)
    return out


def words_through(
    cells: Sequence[str | None],
    tree: int,
    board: Wood | None = None,
    vocabulary: Mapping[str, Sequence[str]] | None = None,
) -> list[tuple[str, tuple[int, ...]]]:
    """Every word read along a path through `tree` (two syllables or more), with its path:
    one entry per path and direction (DONA and NADÓ are two; RA-RA read both ways too).
    `vocabulary` (form -> syllables) replaces the dictionary (a rulebook example's words)."""
    board = board or wood()
    reader = _Reader(cells, vocabulary)
    out: list[tuple[str, tuple[int, ...]]] = []
    if reader.trie and vocabulary is None and cells[tree] is not None:
        out = _anchored(cells, tree, board)
        out.sort(key=lambda wp: (-len(wp[1]), wp[0], wp[1]))
        return out
    return _through(cells, tree, board, reader)


def _through(
    cells: Sequence[str | None], tree: int, board: Wood, reader: _Reader
) -> list[tuple[str, tuple[int, ...]]]:
    """Every path through `tree` that `reader` reads as a word: most syllables first."""
    out = [
        (forms[0], path)
        for start in range(len(cells))
        if cells[start] is not None
        for forms, path in _walks(cells, start, board, reader, 2, through=tree)
    ]
    out.sort(key=lambda wp: (-len(wp[1]), wp[0], wp[1]))
    return out


class _SpeltReader(_Reader):
    """Which paths spell (the start of) a word, any division (ABC P agreed): a node is the
    text read so far, cut when no word of the wood's index begins so."""

    def __init__(self) -> None:
        self.trie = False
        self.root = ""

    def step(self, node: Any, syllable: str) -> Any:
        from logomachy.games.verbalia.pieces.abc_options import spelt_prefixes

        longer = f"{node}{syllable}"
        return longer if longer in spelt_prefixes() else None

    def height(self, node: Any) -> int:
        from logomachy.games.verbalia.pieces.abc_options import spelt_prefixes

        return spelt_prefixes()[node]  # letters still to come: at least as many as syllables

    def forms(self, node: Any) -> tuple[str, ...]:
        from logomachy.games.verbalia.pieces.abc_options import spelt_form

        form = spelt_form(node)
        return (form,) if form is not None else ()


def words_spelt_through(
    cells: Sequence[str | None], tree: int, board: Wood | None = None
) -> list[tuple[str, tuple[int, ...]]]:
    """`words_through` when the table agreed to other divisions (ABC P): every word the
    syllables along a path through `tree` spell, whatever its syllables by the norm."""
    return _through(cells, tree, board or wood(), _SpeltReader())


def words_on(
    cells: Sequence[str | None], min_syllables: int = 2, board: Wood | None = None
) -> dict[str, tuple[int, ...]]:
    """Every word readable on the occupied trees, with one path each: most syllables first,
    then alphabetical (the first written form of a syllable sequence)."""
    board = board or wood()
    reader = _Reader(cells)
    found: dict[str, tuple[int, ...]] = {}
    for start in range(len(cells)):
        for forms, path in _walks(cells, start, board, reader, min_syllables):
            found.setdefault(forms[0], path)
    return dict(sorted(found.items(), key=lambda wp: (-len(wp[1]), wp[0])))


@lru_cache(maxsize=16)
def every_word(
    cells: tuple[str | None, ...], min_syllables: int = 2
) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Every (word, path) on the occupied trees, every path of each word (most syllables
    first, then alphabetical). Covering trees only removes paths, so the covering games
    filter this once-per-board list instead of searching again (cached: a pure function)."""
    board = wood()
    reader = _Reader(cells)
    found = [
        (forms[0], path)
        for start in range(len(cells))
        for forms, path in _walks(cells, start, board, reader, min_syllables)
    ]
    found.sort(key=lambda wp: (-len(wp[1]), wp[0], wp[1]))
    return tuple(found)


@lru_cache(maxsize=16)
def _word_table(
    cells: tuple[str | None, ...], min_syllables: int
) -> tuple[tuple[str, ...], np.ndarray, np.ndarray]:
    """`every_word` as arrays: the words, their paths (padded with an extra tree that is
    never covered) and each word's number."""
    found = every_word(cells, min_syllables)
    words = tuple(dict.fromkeys(w for w, _ in found))
    number = {w: i for i, w in enumerate(words)}
    longest = max((len(p) for _, p in found), default=1)
    paths = np.full((len(found), longest), len(cells), dtype=np.int16)
    for i, (_, path) in enumerate(found):
        paths[i, : len(path)] = path
    ids = np.array([number[w] for w, _ in found], dtype=np.int32)
    return words, paths, ids


def uncovered_words(
    cells: tuple[str | None, ...], covered: Sequence[bool], min_syllables: int = 2
) -> dict[str, tuple[int, ...]]:
    """`words_on` the trees not covered, from `every_word` of the whole board (most
    syllables first, then alphabetical; the first path of each word)."""
    _, paths, ids = _word_table(cells, min_syllables)
    if not len(ids):
        return {}
    hidden = np.append(np.asarray(covered, dtype=bool), False)
    open_rows = np.flatnonzero(~hidden[paths].any(axis=1))
    _, first = np.unique(ids[open_rows], return_index=True)
    rows = np.sort(open_rows[first])  # every_word's order
    full = every_word(cells, min_syllables)
    return {full[r][0]: full[r][1] for r in rows.tolist()}


def read(cells: Sequence[str | None], path: Sequence[int]) -> tuple[str, ...]:
    """The syllables along a path."""
    return tuple(str(cells[t]) for t in path)


def word_of(syllables: Sequence[str]) -> str | None:
    """The dictionary's word these syllables make, in order, dividing as they do (ABC B, P)."""
    pieces = tuple(fold(s) for s in syllables)
    reader = _Reader(pieces)
    node = reader.root
    for piece in pieces:
        node = reader.step(node, piece)
        if node is None:
            return None
    forms = reader.forms(node)
    return forms[0] if forms else None


def placements(
    cells: Sequence[str | None],
    options: Sequence[str],
    trees: Sequence[int],
    board: Wood | None = None,
) -> dict[tuple[int, str], list[tuple[str, tuple[int, ...]]]]:
    """For each free tree of `trees` and each syllable of `options` placed on it, every word
    it would form (as `words_through` after placing it): one search for all of them (a free
    tree is a hole any option may fill, one hole a path). Bots and hints."""
    board = board or wood()
    reader = _Reader([*cells, *options])
    holes = frozenset(t for t in trees if cells[t] is None)
    wanted = tuple(dict.fromkeys(fold(o) for o in options))
    out: dict[tuple[int, str], list[tuple[str, tuple[int, ...]]]] = {}
    if reader.trie:  # the set's syllables: each placement by the anchored search
        placed = list(cells)
        for tree in sorted(holes):
            for option in wanted:
                placed[tree] = option
                found = _anchored(placed, tree, board)
                if found:
                    found.sort(key=lambda wp: (-len(wp[1]), wp[0], wp[1]))
                    out[tree, option] = found
            placed[tree] = None
        return out
    path: list[int] = []
    neighbours = board.neighbours
    step, forms_of = reader.step, reader.forms

    def walk(node: Any, hole: tuple[int, str] | None) -> None:
        if hole is not None and len(path) >= 2:
            forms = forms_of(node)
            if forms:
                out.setdefault(hole, []).append((forms[0], tuple(path)))
        for nxt in neighbours(path[-1]):
            if nxt in path:
                continue
            syllable = cells[nxt]
            if syllable is not None:
                child = step(node, syllable)
                if child is not None:
                    path.append(nxt)
                    walk(child, hole)
                    path.pop()
            elif hole is None and nxt in holes:
                for option in wanted:
                    child = step(node, option)
                    if child is not None:
                        path.append(nxt)
                        walk(child, (nxt, option))
                        path.pop()

    for start, first in enumerate(cells):
        if first is not None:
            node = step(reader.root, first)
            if node is not None:
                path.append(start)
                walk(node, None)
                path.pop()
        elif start in holes:
            for option in wanted:
                node = step(reader.root, option)
                if node is not None:
                    path.append(start)
                    walk(node, (start, option))
                    path.pop()
    for found in out.values():
        found.sort(key=lambda wp: (-len(wp[1]), wp[0], wp[1]))
    return out


def find_path(
    cells: Sequence[str | None], pieces: Sequence[str], graph: Sequence[Sequence[int]] = ()
) -> tuple[int, ...] | None:
    """A path of occupied trees, adjacent one to the next, each once, reading `pieces` in
    order; the first in reading order, or None. `graph`: each cell's neighbours, on another
    board of syllables than the wood (the syllable lists' rusc)."""
    graph = graph or wood().adjacency
    wanted = tuple(fold(p) for p in pieces)
    if not wanted:
        return None

    def extend(path: list[int]) -> tuple[int, ...] | None:
        if len(path) == len(wanted):
            return tuple(path)
        for nxt in graph[path[-1]]:
            if nxt not in path and cells[nxt] == wanted[len(path)]:
                found = extend([*path, nxt])
                if found:
                    return found
        return None

    for start, syllable in enumerate(cells):
        if syllable == wanted[0]:
            found = extend([start])
            if found:
                return found
    return None
