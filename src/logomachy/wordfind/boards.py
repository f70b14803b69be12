"""Boards as graphs of cells: what a path-word search walks over.

A `Board` is cells joined by adjacency; each cell holds one or more *pieces* (a letter tile,
a syllable, a wildcard), each usable once per word. That one shape covers:

- square grids with king moves (Buguigrama, Vermigrama) or knight moves (CaValcagrama):
  one piece per cell;
- syllable cells (Vermisíl·laB, Buguisíl·laB) and the hexagonal beehive of 7, 19 or 37
  cells (Ruscosíl·laB): one multi-letter piece per cell; a two-sided tile is one piece with
  two options ("CA/SA");
- region graphs (Vestengrama, Baixagrama): several letter pieces per region, a region may
  be entered again, and a wildcard piece ("?") stands for any tile.

Cells are numbered in reading order; `names` labels them for output.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from logomachy.wordfind.tiles import WILD

# Moves on a square grid: (row step, column step).
KING = tuple((dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)
KNIGHT = ((-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1))
ROOK = ((-1, 0), (1, 0), (0, -1), (0, 1))
MOVES: dict[str, tuple[tuple[int, int], ...]] = {"king": KING, "knight": KNIGHT, "rook": ROOK}


@dataclass(frozen=True)
class Board:
    """Cells, their pieces and their neighbours.

    `pieces[i]` is the cell of piece i and `options[i]` what it may read as (one written
    string each: "A", "NY", "QUE", or WILD); `neighbours[c]` the cells next to cell c.
    """

    neighbours: tuple[tuple[int, ...], ...]
    pieces: tuple[int, ...]
    options: tuple[tuple[str, ...], ...]
    names: tuple[str, ...]

    @property
    def simple(self) -> bool:
        """One single-option piece per cell and no wildcard: the fast grid search applies."""
        return (
            len(self.pieces) == len(self.neighbours)
            and all(len(o) == 1 and o[0] != WILD for o in self.options)
            and self.pieces == tuple(range(len(self.pieces)))
        )

    def cells_of(self, path: Iterable[int]) -> list[str]:
        """Names of the cells a path of pieces goes through."""
        return [self.names[self.pieces[p]] for p in path]

    # -- constructors ---------------------------------------------------------------------

    @classmethod
    def grid(cls, rows: Sequence[Sequence[str]], moves: str = "king") -> Board:
        """A square (or rectangular) grid; `rows` of cell texts: a tile ("NY"), a syllable
        ("QUE"), "CA/SA" for a two-sided tile, "?" for a wildcard, "" or "." for a hole."""
        steps = MOVES[moves]
        height = len(rows)
        places = [(r, c) for r in range(height) for c in range(len(rows[r])) if _filled(rows[r][c])]
        number = {place: i for i, place in enumerate(places)}
        neighbours = tuple(
            tuple(number[(r + dr, c + dc)] for dr, dc in steps if (r + dr, c + dc) in number)
            for r, c in places
        )
        options = tuple(_options(rows[r][c]) for r, c in places)
        names = tuple(f"{chr(ord('a') + c)}{r + 1}" for r, c in places)
        return cls(neighbours, tuple(range(len(places))), options, names)

    @classmethod
    def parse(cls, text: str, moves: str = "king") -> Board:
        """A grid from text: one row a line, cells split by spaces, or one letter each
        when a line has no spaces ("CASA" is C A S A)."""
        rows = [
            line.split() if " " in line.strip() else list(line.strip())
            for line in text.splitlines()
            if line.strip()
        ]
        return cls.grid(rows, moves)

    @classmethod
    def beehive(cls, cells: Sequence[str]) -> Board:
        """A hexagonal beehive of 7, 19 or 37 cells (Ruscosíl·laB), read row by row: rows
        of 2-3-2, 3-4-5-4-3 or 4-5-6-7-6-5-4 cells; each cell touches up to six others."""
        radius = {7: 1, 19: 2, 37: 3}.get(len(cells))
        if radius is None:
            raise ValueError("a beehive has 7, 19 or 37 cells")
        # Axial coordinates (q, r) with |q|, |r|, |q + r| <= radius, in reading order.
        places = [
            (q, r)
            for r in range(-radius, radius + 1)
            for q in range(-radius, radius + 1)
            if abs(q + r) <= radius
        ]
        number = {place: i for i, place in enumerate(places)}
        steps = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
        neighbours = tuple(
            tuple(number[(q + dq, r + dr)] for dq, dr in steps if (q + dq, r + dr) in number)
            for q, r in places
        )
        options = tuple(_options(cell) for cell in cells)
        names = tuple(f"h{i + 1}" for i in range(len(cells)))
        return cls(neighbours, tuple(range(len(cells))), options, names)

    @classmethod
    def regions(
        cls,
        contents: Mapping[str, Sequence[str]],
        adjacency: Mapping[str, Iterable[str]],
    ) -> Board:
        """A region graph: each region holds several pieces (letters, "?" for a wildcard);
        `adjacency` lists each region's neighbours (made symmetric here)."""
        names = tuple(contents)
        number = {name: i for i, name in enumerate(names)}
        linked: list[set[int]] = [set() for _ in names]
        for name, others in adjacency.items():
            for other in others:
                if other in number and name in number and other != name:
                    linked[number[name]].add(number[other])
                    linked[number[other]].add(number[name])
        pieces: list[int] = []
        options: list[tuple[str, ...]] = []
        for name in names:
            for piece in contents[name]:
                pieces.append(number[name])
                options.append(_options(piece))
        neighbours = tuple(tuple(sorted(s)) for s in linked)
        return cls(neighbours, tuple(pieces), tuple(options), names)


def _filled(text: str) -> bool:
    return text.strip() not in ("", ".")


def _options(text: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in text.split("/") if part.strip())
