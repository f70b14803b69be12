"""Syllable boards for the list games: Ruscosíl·laB (the rusc) and Vermisíl·laB (the wood).

Both lay syllable tiles drawn from the bag on a board, and for a minute or two everyone writes
words read along adjacent syllables; the round (write, read out, cancel shared words, score by a
table) is `lists.ListGame`'s. This module holds what the two share:

- the tiles laid (`SyllableListState`): tile numbers per cell and the side each shows; a
  one-syllable tile lies face up, a two-coloured tile shows the side it falls on (the Rng
  tosses it: Vermisíl·laB says only "single syllable tiles face up");
- the words on a board: paths of adjacent cells, each cell once per word, the syllables in the
  word's order ("natural order": DI, DA, TA in a row do not make DITADA), dividing exactly as
  the word does (ABC P); searched with the trie of words of the set's syllables
  (`arbreda.syllable_trie`) over any graph of cells (a beehive, the wood);
- `SyllableListGame`: the checks a written word meets, the score table (a word longer than the
  table's last row scores that row), `best_words`, the view of the board and tile conservation.
- ABC P by agreement (`free_division`, abc_options): a word may be read along tiles that
  only spell it, scored by the tiles it takes; the bots and the analysis keep to the norm.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar, TypeVar

from logomachy.games.verbalia.lists.engine import GOOD_WORDS, ListGame, ListState
from logomachy.games.verbalia.pieces.abc_options import Adaptations, free_division, splits
from logomachy.games.verbalia.pieces.arbreda import (
    HEIGHT,
    WORDS,
    find_path,
    spelt_words,
    syllable_trie,
)
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.score_sheets import by_length
from logomachy.games.verbalia.pieces.syllables import (
    TOTAL_TILES,
    fold,
    good_word,
    set_syllables,
    syllables_of,
    tile,
)
from logomachy.kernel import GameMeta, IllegalMove

MIN_SYLLABLES = 2  # "words of at least two syllables" (ABC S: a word is two tiles or more)
Graph = tuple[tuple[int, ...], ...]  # each cell's neighbours


@dataclass
class SyllableListState(ListState):
    """The tiles: in the bag, on the board (`cells`, with the side each shows), set aside."""

    bag: list[int] = field(default_factory=list)
    cells: list[int] = field(default_factory=list)
    sides: list[int] = field(default_factory=list)  # colour shown (0/1); 0 for one syllable
    aside: list[int] = field(default_factory=list)


def draw(state: SyllableListState, count: int) -> None:
    """`count` tiles from the bag onto the board, each two-coloured one on the side it falls."""
    drawn, state.bag = state.bag[:count], state.bag[count:]
    state.cells = drawn
    state.sides = [state.rng.below(2) if tile(n).two_sided else 0 for n in drawn]


def shown(state: SyllableListState) -> tuple[str, ...]:
    """The syllable each cell shows."""
    return tuple(tile(n).side(s) for n, s in zip(state.cells, state.sides, strict=True))


# -- Words on a graph of syllables ------------------------------------------------------------
@lru_cache(maxsize=32)
def words_on(
    cells: tuple[str, ...], graph: Graph, min_syllables: int = MIN_SYLLABLES
) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Every word read along adjacent cells (each once, in the word's order, dividing as the
    tiles do), one path each: most syllables first, then alphabetical."""
    if not all(c in set_syllables() for c in cells):
        return ()
    root = syllable_trie()
    found: dict[str, tuple[int, ...]] = {}
    path: list[int] = []

    def walk(node: dict[str, Any]) -> None:
        if len(path) >= min_syllables:
            for form in node.get(WORDS, ()):
                found.setdefault(form, tuple(path))
        if not node[HEIGHT]:
            return
        for nxt in graph[path[-1]]:
            if nxt in path:
                continue
            child = node.get(cells[nxt])
            if child is not None:
                path.append(nxt)
                walk(child)
                path.pop()

    for start, syllable in enumerate(cells):
        node = root.get(syllable)
        if node is not None:
            path.append(start)
            walk(node)
            path.pop()
    return tuple(sorted(found.items(), key=lambda wp: (-len(wp[1]), fold(wp[0]), wp[0])))


# -- The game ---------------------------------------------------------------------------------
S = TypeVar("S", bound=SyllableListState)


class SyllableListGame(ListGame[S]):
    """A list game on a board of syllables (module docstring)."""

    board: ClassVar[str] = ""  # "rusc" or "wood", for the screen
    points_table: ClassVar[dict[int, int]] = {}
    abc: ClassVar[Adaptations] = Adaptations(division=True)  # ABC P

    def graph(self, state: S) -> Graph:
        raise NotImplementedError

    def board_view(self, state: S) -> dict[str, Any]:
        return {}

    # -- Writing ----------------------------------------------------------------------------------
    def words_found(self, state: S) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """Every word on the board, one path each, most syllables first (bots, analysis)."""
        return words_on(shown(state), self.graph(state))

    def best_words(self, state: S, count: int) -> list[str]:
        """The `count` best words of the round (post-game analysis): most syllables first."""
        return [fold(word) for word, _ in self.words_found(state)[:count]]

    def check_word(self, state: S, word: str) -> str:
        """The word as it will be read out (Verbàlia spelling), or IllegalMove saying which
        rule it breaks."""
        typed = fold(word)
        if not typed:
            raise IllegalMove.of("write a word of two syllables or more", rule=self.rule)
        known = spelt_words().get(typed)
        if known is None:
            written = good_word(word)
            if written is None:
                raise IllegalMove.of(
                    "{typed} is not in the dictionary", rule=GOOD_WORDS, typed=typed
                )
            pieces = syllables_of(written)
        else:
            pieces = known[1]
        pieces = self.division_on_board(state, typed, pieces)
        if len(pieces) < MIN_SYLLABLES:
            raise IllegalMove.of(
                "words must have at least {min_syllables} syllables",
                rule=self.rule,
                min_syllables=MIN_SYLLABLES,
            )
        if find_path(shown(state), pieces, self.graph(state)) is None:
            raise IllegalMove.of(
                "{typed} ({pieces}) cannot be read on the board along adjacent syllables in "
                "order, each once (ABC P: the tiles must be its syllables)",
                rule=self.rule,
                typed=typed,
                pieces="-".join(pieces),
            )
        return typed

    def points(self, state: S, word: str) -> int:
        known = spelt_words().get(fold(word))
        pieces = known[1] if known else syllables_of(good_word(word) or word)
        pieces = self.division_on_board(state, fold(word), pieces)
        return by_length(self.points_table, len(pieces))

    def division_on_board(self, state: S, typed: str, norm: Sequence[str]) -> tuple[str, ...]:
        """The norm's division or, when it cannot be read and the players agreed to other
        divisions (ABC P), the first division into the board's syllables that can be."""
        if not free_division(state.options) or find_path(shown(state), norm, self.graph(state)):
            return tuple(norm)
        board = {s for s in shown(state) if s}
        for pieces in splits(typed, board):
            if len(pieces) >= MIN_SYLLABLES and find_path(shown(state), pieces, self.graph(state)):
                return pieces
        return tuple(norm)

    # -- Views and checks -------------------------------------------------------------------------
    def extra_view(self, state: S, seat: int | None) -> dict[str, Any]:
        return {
            "board": self.board,
            "syllables": list(shown(state)),
            "min_syllables": MIN_SYLLABLES,
            "points_table": {str(k): v for k, v in self.points_table.items()},
            **self.board_view(state),
        }

    def invariants(self, state: S) -> list[str]:
        problems = super().invariants(state)
        if sorted(state.bag + state.cells + state.aside) != list(range(TOTAL_TILES)):
            problems.append("the 136 syllable tiles are not conserved")
        if len(state.sides) != len(state.cells):
            problems.append("a tile on the board shows no side")
        return problems


def syllists_meta(section: str, *, id: str, minutes: int, summary: str) -> GameMeta:
    """A syllable-board list game's lobby card (its rulebook anchor is its id's)."""
    return verbalia_meta(
        section,
        id=id,
        family="syllists",
        minutes=minutes,
        tags=("syllables", "simultaneous", "board"),
        anchor=id.removeprefix("verbalia-"),
        summary=summary,
    )
