"""A DAWG (minimised trie) of tile codes as nested dicts, for board paths and prefixes.

Each node is a dict from a tile code to the next node; the key END marks a word's end.
Nodes with the same future are one object (Daciuk et al. 2000, incremental construction
from sorted input), which keeps a 600k-form Catalan list to a fraction of a plain trie's
memory while each step of a search stays one dict lookup.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

Node = dict[str, "Node"]

# Word-end marker: the empty string is never a tile code.
END = ""
_LEAF: Node = {}


def build(sorted_codes: Iterable[str]) -> Node:
    """The DAWG of `sorted_codes` (strictly increasing)."""
    register: dict[tuple[tuple[str, ...], tuple[int, ...]], Node] = {}
    root: Node = {}
    path: list[Node] = [root]
    previous = ""

    def minimise(down_to: int) -> None:
        # Replace each node below `down_to` on the previous word's path by its registered
        # equal, deepest first, so a node's children are final when it is signed.
        for depth in range(len(path) - 1, down_to, -1):
            node = path[depth]
            signature = (tuple(node), tuple(map(id, node.values())))
            same = register.get(signature)
            if same is None:
                register[signature] = node
            else:
                path[depth - 1][previous[depth - 1]] = same
        del path[down_to + 1 :]

    for code in sorted_codes:
        common = 0
        limit = min(len(code), len(previous))
        while common < limit and code[common] == previous[common]:
            common += 1
        minimise(common)
        node = path[-1]
        for tile in code[common:]:
            child: Node = {}
            node[tile] = child
            path.append(child)
            node = child
        node[END] = _LEAF
        previous = code
    minimise(0)
    return root


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
