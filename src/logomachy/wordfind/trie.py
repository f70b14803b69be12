"""A DAWG (minimised trie) of tile codes, as flat arrays and as nested dicts.

Nodes with the same future are one node, which keeps an 800k-form Catalan list to ~83k
nodes. Two forms of it:

- `Automaton`: the nodes' edges as a few numpy arrays, for the compiled board search
  (`compiled.py`); each edge also carries how many words sort before the ones it leads
  to, so a word's path sums to its row in the sorted codes (a perfect hash: the search
  reports rows, and no string is built per step);
- nested dicts (`as_dicts`): each node a dict from a tile code to the next node, END
  marking a word's end, for the searches written in Python (region maps, wildcards,
  prefixes), where one dict lookup is the cheapest step.

The build is vectorised (numpy) instead of the classic incremental algorithm (Daciuk et
al. 2000), whose per-letter Python loop took ~8 s on a Catalan list: the trie's nodes
come from the sorted codes' common prefixes, then nodes are merged bottom-up, one height
at a time, by hash-consing each node's (final, (tile, child class)...) signature with
`np.unique`; only the ~80k merged nodes become Python dicts.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from logomachy.wordfind.arrays import Flat, common_prefixes, flatten

Node = dict[str, "Node"]

# Word-end marker: the empty string is never a tile code.
END = ""
_LEAF: Node = {}

# Signature packing in one int64: tile id (8 bits) | child class (26 bits) | rest (29 bits).
_CLASS_BITS = 26
_REST_BITS = 29


@dataclass(frozen=True)
class Automaton:
    """The DAWG as arrays. Node n's edges are `first[n]` up to `first[n + 1]`, in tile
    order: `tiles[e]` (tile ids of `arrays.Flat`, 1-based, `chars[id - 1]` the code
    character), `targets[e]` the node reached and `skips[e]` the words below node n that
    sort before those reached through e (n's own word when `final[n]`, then the earlier
    edges' words). Summing `skips` along a word's path gives its row in the sorted codes.
    Nodes with many edges (the first letters of words) also get a row of `wide`, indexed
    by tile id, giving the edge or -1 (`wide_row[n]`, -1 for the others): one step there
    is one load instead of a scan."""

    chars: str
    root: int
    first: npt.NDArray[np.int32]
    tiles: npt.NDArray[np.uint8]
    targets: npt.NDArray[np.int32]
    skips: npt.NDArray[np.int32]
    final: npt.NDArray[np.bool_]
    wide_row: npt.NDArray[np.int32]
    wide: npt.NDArray[np.int32]

    @property
    def nodes(self) -> int:
        return len(self.final)


def build(sorted_codes: Sequence[str], flat: Flat | None = None) -> Node:
    """The nested-dict DAWG of `sorted_codes` (strictly increasing)."""
    return as_dicts(minimise(sorted_codes, flat))


def as_dicts(automaton: Automaton) -> Node:
    """The automaton as nested dicts: one dict per node, children first (ids grow with
    height, so every child exists before its parent)."""
    chars = ["", *automaton.chars]
    edge_tiles = [chars[t] for t in automaton.tiles.tolist()]
    targets = automaton.targets.tolist()
    bounds = automaton.first.tolist()
    made: list[Node] = []
    for node, is_final in enumerate(automaton.final.tolist()):
        start, stop = bounds[node], bounds[node + 1]
        made.append({edge_tiles[e]: made[targets[e]] for e in range(start, stop)})
        if is_final:
            made[-1][END] = _LEAF
    return made[automaton.root]


def minimise(sorted_codes: Sequence[str], flat: Flat | None = None) -> Automaton:
    """The DAWG of `sorted_codes` (strictly increasing); `flat` is their `flatten` if the
    caller has it already."""
    if not sorted_codes:
        none = np.zeros(0, dtype=np.int32)
        first = np.zeros(2, np.int32)
        return Automaton(
            "",
            0,
            first,
            np.zeros(0, np.uint8),
            none,
            none,
            np.zeros(1, bool),
            np.full(1, -1, np.int32),
            np.zeros((0, 1), np.int32),
        )
    flat = flat if flat is not None else flatten(sorted_codes)
    lengths = flat.lengths
    lcp = common_prefixes(flat)
    n = len(lengths)
    # Trie nodes: word i owns the prefixes of depth lcp[i]+1 .. len[i]; node 0 is the root.
    owned = lengths - lcp
    first = np.empty(n, dtype=np.int64)
    first[0] = 1
    np.cumsum(owned[:-1], out=first[1:])
    first[1:] += 1
    total = int(first[-1] + owned[-1])
    if total >= 1 << min(_CLASS_BITS, _REST_BITS) or int(lengths.max()) > 255:
        raise ValueError("word list too large for one DAWG build")
    # int32 throughout: node arrays are millions long and their temporaries add up.
    word = np.repeat(np.arange(n, dtype=np.int32), owned)
    depth = np.zeros(total, dtype=np.uint8)
    step = np.arange(total - 1, dtype=np.int32)
    step -= (first - 1).astype(np.int32)[word]
    step += lcp.astype(np.int32)[word] + 1
    depth[1:] = step
    step += flat.starts.astype(np.int32)[word] - 1
    del word
    label = np.zeros(total, dtype=np.uint8)
    label[1:] = flat.ids[step]
    del step
    parent = np.zeros(total, dtype=np.int32)
    parent[1:] = np.arange(total - 1, dtype=np.int32)  # the node before, on the same word
    # A word's first own node hangs below the prefix of depth lcp owned by the last
    # earlier word whose own nodes start no deeper (previous smaller lcp).
    heads = first.copy()
    attach = np.zeros(n, dtype=np.int64)
    indices = np.arange(n, dtype=np.int64)
    for d in range(1, int(lcp.max(initial=0)) + 1):
        rows = np.flatnonzero(lcp == d)
        if rows.size:
            owner = np.maximum.accumulate(np.where(lcp < d, indices, -1))[rows]
            attach[rows] = first[owner] + d - lcp[owner] - 1
    parent[heads] = attach
    del heads, attach, indices
    final = np.zeros(total, dtype=bool)
    final[first + owned - 1] = True
    # Heights, deepest nodes first (a parent is one level shallower than its children).
    height = np.zeros(total, dtype=np.uint8)
    # (Levels are picked by a scan each rather than one argsort: its int64 order of
    # every node would be the largest array of the build.)
    for d in range(int(depth.max()), 0, -1):
        nodes = np.flatnonzero(depth == d)
        np.maximum.at(height, parent[nodes], height[nodes] + 1)
    del depth
    # Children of each node, in tile order (node ids follow the sorted words).
    children = np.argsort(parent[1:], kind="stable").astype(np.int32) + 1
    degree = np.bincount(parent[1:], minlength=total).astype(np.int32)
    child0 = np.zeros(total, dtype=np.int32)
    np.cumsum(degree[:-1], out=child0[1:])
    del parent
    classes = np.zeros(total, dtype=np.int32)
    # Height 0: the word ends with nothing after them, all one class (no sort needed
    # for the largest level).
    classes[height == 0] = 0
    next_class = 1
    for h in range(1, int(height.max()) + 1):
        nodes = np.flatnonzero(height == h)
        rest = final[nodes].astype(np.int64)
        spent = 2
        deg = degree[nodes]
        for k in range(int(deg.max(initial=0))):
            sel = np.flatnonzero(deg > k)
            kid = children[child0[nodes[sel]] + k]
            edge = (label[kid].astype(np.int64) << _CLASS_BITS) | classes[kid].astype(np.int64)
            keys, inverse = np.unique((edge << _REST_BITS) | rest[sel], return_inverse=True)
            rest[sel] = inverse.reshape(-1) + spent
            spent += len(keys)
        _, inverse = np.unique(rest, return_inverse=True)
        classes[nodes] = inverse.reshape(-1) + next_class
        next_class += int(inverse.max()) + 1
    # One node per class, numbered by class (children first), edges in tile order.
    # Any node of a class stands for it (they have the same edges), so no sort is needed.
    representative = np.empty(next_class, dtype=np.int32)
    representative[classes] = np.arange(total, dtype=np.int32)
    counts = degree[representative]
    offsets = np.repeat(child0[representative] - np.cumsum(counts) + counts, counts)
    kids = children[np.arange(int(counts.sum()), dtype=np.int64) + offsets]
    targets = classes[kids]
    is_final = final[representative]
    first = np.zeros(len(counts) + 1, dtype=np.int32)
    np.cumsum(counts, out=first[1:])
    # Words below each node, lowest first (a child is always lower than its parent).
    source = np.repeat(np.arange(len(counts), dtype=np.int32), counts)
    level = height[representative][source]
    by_level = np.argsort(level, kind="stable")
    cuts = np.searchsorted(level[by_level], np.arange(int(height.max()) + 2))
    words = is_final.astype(np.int64)
    for h in range(int(height.max()) + 1):
        edges = by_level[cuts[h] : cuts[h + 1]]
        np.add.at(words, source[edges], words[targets[edges]])
    through = words[targets]
    before = np.cumsum(through) - through  # words of all earlier edges, over every node
    skips = is_final[source] + before - before[first[source]]
    tile_ids = label[kids]
    wide_row, wide = _wide_rows(first, tile_ids, len(flat.chars) + 1)
    return Automaton(
        chars=flat.chars,
        root=int(classes[0]),
        first=first,
        tiles=tile_ids,
        targets=targets.astype(np.int32),
        skips=skips.astype(np.int32),
        final=is_final,
        wide_row=wide_row,
        wide=wide,
    )


# Nodes with at least this many edges get a dense row (~4k of 83k nodes on the Catalan
# list, 0.5 MB; they are the ones most searches pass through).
_WIDE = 8


def _wide_rows(
    first: npt.NDArray[np.int32], tile_ids: npt.NDArray[np.uint8], width: int
) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.int32]]:
    degree = np.diff(first)
    nodes = np.flatnonzero(degree >= _WIDE)
    wide_row = np.full(len(degree), -1, dtype=np.int32)
    wide_row[nodes] = np.arange(len(nodes), dtype=np.int32)
    wide = np.full((len(nodes), width), -1, dtype=np.int32)
    counts = degree[nodes]
    edges = np.repeat(first[nodes], counts) + (
        np.arange(int(counts.sum())) - np.repeat(np.cumsum(counts) - counts, counts)
    )
    wide[np.repeat(np.arange(len(nodes)), counts), tile_ids[edges]] = edges
    return wide_row, wide


def walk(root: Node, prefix: str) -> Node | None:
    """The node reached by `prefix`, or None."""
    node: Node | None = root
    for tile in prefix:
        if node is None:
            return None
        node = node.get(tile)
    return node


def completions(node: Node, prefix: str = "") -> Iterator[str]:
    """Every code below `node`, each preceded by `prefix`, in sorted order."""
    stack: list[tuple[Node, str]] = [(node, prefix)]
    while stack:
        current, spelled = stack.pop()
        if END in current:
            yield spelled
        for tile in sorted((t for t in current if t != END), reverse=True):
            stack.append((current[tile], spelled + tile))


def count_nodes(root: Node) -> int:
    """Distinct nodes (for benchmarks and memory reports)."""
    seen: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        stack.extend(node.values())
    return len(seen)
