"""The board of Verbàlia: the country, its regions, their values and their neighbours.

Rulebook, Components: "The board of Verbàlia, divided into regions (nouns, adjectives, verbs)
of different values." The map itself is not printed; logomachy's edition
(`data/country.toml`, choices explained in `data/README.md`) is derived from what the games
say about it:

- eleven regions, the maritime one included (Vocaligrama: "after having passed through all
  eleven"), each of a category — noun, adjective or verb — and a multiplier x1-x4
  (Buscador, XaVograma);
- one *maritime region*; "reaching the sea" is reaching it (Buscador: "a chain of closed
  words reaching the sea. The first region ... is therefore the maritime region"), so the
  distance of a region from the sea is the number of steps to the maritime region;
- the four regions furthest from the sea are four steps from it (ByeByegrama: a word in one
  of them first, then one step a play, and "by the fifth play the maritime region must be
  reached");
- one region is "the region closest to the sea" (Vocaligrama): the only neighbour of the
  maritime region;
- ten regions or more besides for SVeVograma's ten vowels, each in a different region.

The picture is a grid of cells (one character each, `outside` for the sea around the land),
the neighbours are the regions whose cells share an edge (declared in the data and checked
against the picture by the tests), and `Country.layout()` gives the web its outlines.
`Country.board()` builds the wordfind region board (`Board.regions`) that answers the path
questions ("formed by letters from adjacent regions").
"""

from __future__ import annotations

import tomllib
from collections import Counter, deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from itertools import pairwise
from typing import Any, Literal

from logomachy.games.verbalia.pieces import DATA
from logomachy.wordfind import WILD, Board

Category = Literal["noun", "adjective", "verb"]
CATEGORIES: tuple[Category, ...] = ("noun", "adjective", "verb")
MULTIPLIERS = (1, 2, 3, 4)
REGION_COUNT = 11  # Vocaligrama: "after having passed through all eleven"
FURTHEST_COUNT = 4  # ByeByegrama: "any of the four regions furthest from the sea"
FURTHEST_STEPS = 4  # ByeByegrama: from the first play, "by the fifth play" at the sea

#: Catalan names of the categories, as the board prints them.
CATEGORY_NAMES: dict[Category, str] = {
    "noun": "substantius",
    "adjective": "adjectius",
    "verb": "verbs",
}


@dataclass(frozen=True)
class Region:
    """One region of the country: `id` (ascii, for moves and data), its Catalan `name`, the
    grammatical `category` its words may match and its `multiplier` (x1-x4)."""

    id: str
    key: str  # its character on the map
    name: str
    category: Category
    multiplier: int
    neighbours: tuple[str, ...]


@dataclass(frozen=True)
class Country:
    """The board of Verbàlia. Regions are kept in the data file's order (the sea first, then
    outwards); `map` is the picture, row 0 at the top."""

    regions: tuple[Region, ...]
    maritime: str
    map: tuple[str, ...]
    outside: str

    # -- the regions --------------------------------------------------------------------
    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.regions)

    def region(self, region_id: str) -> Region:
        for r in self.regions:
            if r.id == region_id:
                return r
        raise KeyError(region_id)

    def __contains__(self, region_id: object) -> bool:
        return any(r.id == region_id for r in self.regions)

    def neighbours(self, region_id: str) -> tuple[str, ...]:
        return self.region(region_id).neighbours

    def adjacent(self, a: str, b: str) -> bool:
        """Whether two regions share a border (a region is not its own neighbour)."""
        return b in self.region(a).neighbours

    def adjacency(self) -> dict[str, tuple[str, ...]]:
        return {r.id: r.neighbours for r in self.regions}

    @cached_property
    def public_strings(self) -> frozenset[str]:
        """The region ids and names upper-cased: every view shows them, so a secret word
        that happens to be one of them (ARREL, PLANA) is no secret to check for."""
        names = {x.upper() for r in self.regions for x in (r.id, r.name, r.key)}
        return frozenset(names | {c.upper() for c in CATEGORIES})

    # -- the sea ------------------------------------------------------------------------
    @cached_property
    def distances(self) -> dict[str, int]:
        """Steps from each region to the maritime region (0 for the maritime one)."""
        seen = {self.maritime: 0}
        queue = deque([self.maritime])
        while queue:
            here = queue.popleft()
            for there in self.neighbours(here):
                if there not in seen:
                    seen[there] = seen[here] + 1
                    queue.append(there)
        return {r: seen[r] for r in self.ids if r in seen}

    @cached_property
    def by_key(self) -> dict[str, str]:
        """Region id of each map character."""
        return {r.key: r.id for r in self.regions}

    def distance(self, region_id: str) -> int:
        return self.distances[region_id]

    @property
    def closest_to_sea(self) -> str:
        """Vocaligrama's "region closest to the sea": the land region one step from it."""
        near = [r for r, d in self.distances.items() if d == 1]
        if len(near) != 1:
            raise ValueError("the map must have one region next to the maritime region")
        return near[0]

    @property
    def furthest_from_sea(self) -> tuple[str, ...]:
        """ByeByegrama's "four regions furthest from the sea", in map order."""
        ranked = sorted(self.ids, key=lambda r: -self.distances[r])
        return tuple(r for r in self.ids if r in ranked[:FURTHEST_COUNT])

    # -- paths ----------------------------------------------------------------------------
    def is_route(self, regions: Sequence[str], *, stay: bool = True) -> bool:
        """Whether each region of the sequence is the previous one's neighbour (or the same
        region, if `stay`)."""
        if any(r not in self for r in regions):
            return False
        return all((stay and a == b) or self.adjacent(a, b) for a, b in pairwise(regions))

    def board(self, contents: Mapping[str, Sequence[str]]) -> Board:
        """The wordfind board of these contents (region id → its letter tiles, "?" for a
        wildcard): every region in map order, empty ones too, joined as on the map. Paths
        found on it name regions by id (`board.cells_of(path)`)."""
        unknown = set(contents) - set(self.ids)
        if unknown:
            raise KeyError(f"not regions of Verbàlia: {', '.join(sorted(unknown))}")
        full = {r.id: [str(p) for p in contents.get(r.id, ())] for r in self.regions}
        return Board.regions(full, self.adjacency())

    def route(
        self,
        tiles: Sequence[str],
        contents: Mapping[str, Sequence[str]],
        *,
        starts: Iterable[str] | None = None,
        ends: Iterable[str] | None = None,
        stay: bool = True,
    ) -> tuple[str, ...] | None:
        """A region for each tile of a word, taking each tile of `contents` at most once
        (a "?" stands for any tile), each region next to the previous one (or the same, if
        `stay`): the first found in map order, or None."""
        n = len(tiles)
        if not n:
            return None
        left = {r: dict(Counter(pieces)) for r, pieces in contents.items()}
        nexts = {r: ((r,) if stay else ()) + self.neighbours(r) for r in self.ids}

        def holds(region: str, tile: str) -> bool:
            held = left.get(region, {})
            return held.get(tile, 0) > 0 or held.get(WILD, 0) > 0

        # can[i]: regions where tiles[i] may go so that the rest can follow (piece reuse
        # ignored): the search below only walks these.
        end_set = set(self.ids if ends is None else ends)
        can: list[tuple[str, ...]] = [()] * n
        can[n - 1] = tuple(r for r in self.ids if r in end_set and holds(r, tiles[n - 1]))
        for i in range(n - 2, -1, -1):
            later = set(can[i + 1])
            can[i] = tuple(
                r for r in self.ids if holds(r, tiles[i]) and any(x in later for x in nexts[r])
            )
        start_set = set(self.ids if starts is None else starts)
        chosen: list[str] = []
        taken: list[tuple[str, str]] = []  # (region, piece) of each tile placed
        # Dead ends met (the next tile, where, which pieces are taken): two paths that took
        # the same pieces and stand in the same region have the same future.
        dead: set[tuple[int, str, tuple[tuple[str, str], ...]]] = set()
        follow = [set(c) for c in can]

        def place(at: int, region: str) -> bool:
            held = left[region]
            for piece in (tiles[at], WILD):
                if held.get(piece, 0) <= 0:
                    continue
                held[piece] -= 1
                chosen.append(region)
                taken.append((region, piece))
                if at + 1 == n:
                    return True
                key = (at + 1, region, tuple(sorted(taken)))
                if key not in dead:
                    if any(place(at + 1, nxt) for nxt in nexts[region] if nxt in follow[at + 1]):
                        return True
                    dead.add(key)
                taken.pop()
                chosen.pop()
                held[piece] += 1
            return False

        for region in can[0]:
            if region in start_set and place(0, region):
                return tuple(chosen)
        return None

    # -- the picture ------------------------------------------------------------------------
    @property
    def width(self) -> int:
        return len(self.map[0])

    @property
    def height(self) -> int:
        return len(self.map)

    def region_at(self, x: float, y: float) -> str | None:
        """The region under the point (x, y) of the picture (cells are 1 x 1, y downwards),
        or None outside the country."""
        col, row = int(x // 1), int(y // 1)
        if not (0 <= row < self.height and 0 <= col < self.width):
            return None
        return self.by_key.get(self.map[row][col])

    def regions_touching(self, x: float, y: float, half: float) -> tuple[str, ...]:
        """Regions a square of side 2*half centred on (x, y) touches (in map order)."""
        keys = self.by_key
        found: set[str] = set()
        rows = range(max(0, int((y - half) // 1)), min(self.height, int((y + half) // 1) + 1))
        cols = range(max(0, int((x - half) // 1)), min(self.width, int((x + half) // 1) + 1))
        for row in rows:
            for col in cols:
                region = keys.get(self.map[row][col])
                if region is not None:
                    found.add(region)
        return tuple(r for r in self.ids if r in found)

    def picture_neighbours(self) -> dict[str, set[str]]:
        """Neighbours as the picture draws them: regions whose cells share an edge."""
        keys = self.by_key
        found: dict[str, set[str]] = {r: set() for r in self.ids}
        for row in range(self.height):
            for col in range(self.width):
                here = keys.get(self.map[row][col])
                for dr, dc in ((0, 1), (1, 0)):
                    r, c = row + dr, col + dc
                    if here is None or r >= self.height or c >= self.width:
                        continue
                    there = keys.get(self.map[r][c])
                    if there is not None and there != here:
                        found[here].add(there)
                        found[there].add(here)
        return found

    def outline(self, region_id: str) -> list[list[tuple[int, int]]]:
        """The region's border as closed loops of grid corners (x, y), for drawing."""
        return _outline(self, region_id)

    def picture(self) -> dict[str, Any]:
        """The map as compact JSON data for a game's view: the picture (one character a
        cell), and per region its key, name, category, multiplier and neighbours. Screens
        draw the cells and the borders between different characters."""
        return {
            "map": list(self.map),
            "outside": self.outside,
            "maritime": self.maritime,
            "closest_to_sea": self.closest_to_sea,
            "furthest_from_sea": list(self.furthest_from_sea),
            "regions": [
                {
                    "id": r.id,
                    "key": r.key,
                    "name": r.name,
                    "category": r.category,
                    "multiplier": r.multiplier,
                    "neighbours": list(r.neighbours),
                }
                for r in self.regions
            ],
        }

    def layout(self) -> dict[str, Any]:
        """The map as JSON data for the web: size, and per region its name, category,
        multiplier, neighbours, outline loops and a label point."""
        regions = []
        for r in self.regions:
            cells = [
                (col, row)
                for row, line in enumerate(self.map)
                for col, ch in enumerate(line)
                if ch == r.key
            ]
            cx = sum(c for c, _ in cells) / len(cells) + 0.5
            cy = sum(rw for _, rw in cells) / len(cells) + 0.5
            regions.append(
                {
                    "id": r.id,
                    "name": r.name,
                    "category": r.category,
                    "multiplier": r.multiplier,
                    "neighbours": list(r.neighbours),
                    "distance": self.distances[r.id],
                    "outline": [[list(p) for p in loop] for loop in self.outline(r.id)],
                    "label": [round(cx, 2), round(cy, 2)],
                }
            )
        return {
            "width": self.width,
            "height": self.height,
            "maritime": self.maritime,
            "closest_to_sea": self.closest_to_sea,
            "furthest_from_sea": list(self.furthest_from_sea),
            "regions": regions,
        }


@cache
def _outline(country: Country, region_id: str) -> list[list[tuple[int, int]]]:
    key = country.region(region_id).key
    inside = {
        (col, row)
        for row, line in enumerate(country.map)
        for col, ch in enumerate(line)
        if ch == key
    }
    # Directed border edges, the region on the left-hand side walking (x right, y down):
    # top edges go left→right... each cell's edges clockwise, shared ones cancel.
    edges: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for col, row in sorted(inside):
        corners = [(col, row), (col + 1, row), (col + 1, row + 1), (col, row + 1)]
        sides = [((0, -1), 0), ((1, 0), 1), ((0, 1), 2), ((-1, 0), 3)]
        for (dc, dr), k in sides:
            if (col + dc, row + dr) not in inside:
                edges.setdefault(corners[k], []).append(corners[(k + 1) % 4])
    loops: list[list[tuple[int, int]]] = []
    while edges:
        start = min(edges)
        loop = [start]
        here = start
        while True:
            nxt = edges[here].pop(0)
            if not edges[here]:
                del edges[here]
            if nxt == start:
                break
            loop.append(nxt)
            here = nxt
        loops.append(_straighten(loop))
    return loops


def _straighten(loop: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Drops the corners in the middle of straight runs."""
    kept = []
    n = len(loop)
    for i, (x, y) in enumerate(loop):
        px, py = loop[i - 1]
        nx, ny = loop[(i + 1) % n]
        if (x - px, y - py) != (nx - x, ny - y):
            kept.append((x, y))
    return kept


@cache
def country() -> Country:
    """The board of Verbàlia of logomachy's edition (`data/country.toml`)."""
    data = tomllib.loads((DATA / "country.toml").read_text("utf-8"))
    return parse_country(data)


def parse_country(data: Mapping[str, Any]) -> Country:
    """A country from TOML-shaped data (the edition's, or a table's own map), checked."""
    head = data["country"]
    picture = tuple(line for line in str(head["map"]).splitlines() if line.strip())
    regions = tuple(
        Region(
            id=str(r["id"]),
            key=str(r["key"]),
            name=str(r["name"]),
            category=r["category"],
            multiplier=int(r["multiplier"]),
            neighbours=tuple(str(n) for n in r["neighbours"]),
        )
        for r in data["region"]
    )
    found = Country(regions, str(head["maritime"]), picture, str(head.get("outside", "~")))
    problems = check(found)
    if problems:
        raise ValueError("bad map of Verbàlia: " + "; ".join(problems))
    return found


def check(country: Country) -> list[str]:
    """What the rulebook implies of the board that this map breaks (empty: nothing)."""
    problems = []
    ids = country.ids
    if len(set(ids)) != len(ids) or len({r.key for r in country.regions}) != len(ids):
        problems.append("region ids and keys must be unique")
    if len(ids) != REGION_COUNT:
        problems.append(f"the country has {REGION_COUNT} regions (Vocaligrama)")
    if country.maritime not in ids:
        problems.append("the maritime region must be a region")
    for r in country.regions:
        if r.category not in CATEGORIES:
            problems.append(f"{r.id}: category must be noun, adjective or verb")
        if r.multiplier not in MULTIPLIERS:
            problems.append(f"{r.id}: multiplier must be 1-4")
        for n in r.neighbours:
            if n not in ids or r.id not in country.region(n).neighbours or n == r.id:
                problems.append(f"{r.id}-{n}: neighbours must be regions, both ways")
    if len({len(line) for line in country.map}) != 1:
        problems.append("the map's rows must have one width")
    keys = {r.key for r in country.regions} | {country.outside}
    if any(ch not in keys for line in country.map for ch in line):
        problems.append("the map holds a character that is no region's key")
    if problems:
        return problems
    if country.picture_neighbours() != {r.id: set(r.neighbours) for r in country.regions}:
        problems.append("the neighbours must be the regions that share a border on the map")
    if set(country.distances) != set(ids):
        problems.append("every region must be reachable from the sea")
    return problems
