"""A DAWG (minimised trie) of tile codes as nested dicts, for board paths and prefixes.

Each node is a dict from a tile code to the next node; the key END marks a word's end.
Nodes with the same future are one object, which keeps an 800k-form Catalan list to ~80k
nodes while each step of a search stays one dict lookup (the fastest step Python has).

The build is vectorised (numpy) instead of the classic incremental algorithm (Daciuk et
al. 2000), whose per-letter Python loop took ~8 s on a Catalan list: the trie's nodes
come from the sorted codes' common prefixes, then nodes are merged bottom-up, one height
at a time, by hash-consing each node's (final, (tile, child class)...) signature with
`np.unique`; only the ~80k merged nodes become Python dicts.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

import numpy as np

from logomachy.wordfind.arrays import Flat, common_prefixes, flatten

Node = dict[str, "Node"]

# Word-end marker: the empty string is never a tile code.
END = ""
_LEAF: Node = {}

# Signature packing in one int64: tile id (8 bits) | child class (26 bits) | rest (29 bits).
_CLASS_BITS = 26
_REST_BITS = 29


def build(sorted_codes: Sequence[str], flat: Flat | None = None) -> Node:
    """The DAWG of `sorted_codes` (strictly increasing); `flat` is their `flatten` if
    the caller has it already."""
    if not sorted_codes:
        return {}
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
    by_depth = np.argsort(depth, kind="stable")
    bounds = np.searchsorted(depth[by_depth], np.arange(int(depth.max()) + 2))
    for d in range(int(depth.max()), 0, -1):
        nodes = by_depth[bounds[d] : bounds[d + 1]]
        np.maximum.at(height, parent[nodes], height[nodes] + 1)
    del by_depth, depth
    # Children of each node, in tile order (node ids follow the sorted words).
    children = np.argsort(parent[1:], kind="stable").astype(np.int32) + 1
    degree = np.bincount(parent[1:], minlength=total).astype(np.int32)
    child0 = np.zeros(total, dtype=np.int32)
    np.cumsum(degree[:-1], out=child0[1:])
    del parent
    classes = np.zeros(total, dtype=np.int32)
    next_class = 0
    by_height = np.argsort(height, kind="stable")
    hbounds = np.searchsorted(height[by_height], np.arange(int(height.max()) + 2))
    for h in range(int(height.max()) + 1):
        nodes = by_height[hbounds[h] : hbounds[h + 1]]
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
    # One dict per class, children first (class ids grow with height).
    _, representative = np.unique(classes, return_index=True)
    counts = degree[representative]
    offsets = np.repeat(child0[representative] - np.cumsum(counts) + counts, counts)
    kids = children[np.arange(int(counts.sum()), dtype=np.int64) + offsets]
    kid_class = classes[kids].tolist()
    kid_tile = label[kids].tolist()
    chars = ["", *flat.chars]
    made: list[Node] = []
    at = 0
    for count, is_final in zip(counts.tolist(), final[representative].tolist(), strict=True):
        node: Node = {chars[kid_tile[j]]: made[kid_class[j]] for j in range(at, at + count)}
        at += count
        if is_final:
            node[END] = _LEAF
        made.append(node)
    return made[int(classes[0])]


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
