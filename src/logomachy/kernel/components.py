"""Game-independent components: deck, bag, face-up market, tokens on spots, tracks, score sheets.

Each is a plain mutable dataclass living inside a game state; the state is copied before a move
is applied, so components mutate freely. Randomness always comes from the state's `Rng`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from logomachy.kernel.errors import IllegalMove
from logomachy.kernel.rng import Rng

T = TypeVar("T")


@dataclass
class Deck(Generic[T]):
    """A face-down draw pile (top = end of the list) and a discard pile, reshuffled when the
    pile runs out."""

    draw_pile: list[T] = field(default_factory=list)
    discard_pile: list[T] = field(default_factory=list)

    @classmethod
    def shuffled(cls, cards: Iterable[T], rng: Rng) -> Deck[T]:
        pile = list(cards)
        rng.shuffle(pile)
        return cls(pile, [])

    def __len__(self) -> int:
        return len(self.draw_pile)

    def draw(self, rng: Rng, n: int = 1, *, reshuffle: bool = True) -> list[T]:
        """Up to `n` cards; reshuffles the discards into a new pile when the pile is empty."""
        drawn: list[T] = []
        for _ in range(n):
            if not self.draw_pile and reshuffle and self.discard_pile:
                self.reshuffle(rng)
            if not self.draw_pile:
                break
            drawn.append(self.draw_pile.pop())
        return drawn

    def reshuffle(self, rng: Rng) -> None:
        self.draw_pile = self.discard_pile + self.draw_pile
        self.discard_pile = []
        rng.shuffle(self.draw_pile)

    def discard(self, cards: Iterable[T]) -> None:
        self.discard_pile.extend(cards)


@dataclass
class Bag(Generic[T]):
    """Pieces drawn blind and at random (tiles from a bag); order inside carries no meaning."""

    pieces: list[T] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.pieces)

    def draw(self, rng: Rng, n: int = 1) -> list[T]:
        drawn = []
        for _ in range(min(n, len(self.pieces))):
            i = rng.below(len(self.pieces))
            self.pieces[i], self.pieces[-1] = self.pieces[-1], self.pieces[i]
            drawn.append(self.pieces.pop())
        return drawn

    def put_back(self, pieces: Iterable[T]) -> None:
        self.pieces.extend(pieces)


@dataclass
class Market(Generic[T]):
    """A row of face-up slots; a taken slot stays empty (None) until refilled."""

    slots: list[T | None] = field(default_factory=list)

    def take(self, index: int) -> T:
        if not 0 <= index < len(self.slots) or self.slots[index] is None:
            raise IllegalMove.of(
                "there is no card at position {position}", rule="face-up cards", position=index + 1
            )
        card = self.slots[index]
        assert card is not None
        self.slots[index] = None
        return card

    def empty_slots(self) -> list[int]:
        return [i for i, c in enumerate(self.slots) if c is None]

    def refill(self, deck: Deck[T], rng: Rng, *, reshuffle: bool = True) -> list[int]:
        """Fill empty slots from `deck` in order; returns the slots filled."""
        filled = []
        for i in self.empty_slots():
            drawn = deck.draw(rng, 1, reshuffle=reshuffle)
            if not drawn:
                break
            self.slots[i] = drawn[0]
            filled.append(i)
        return filled

    def cards(self) -> list[T]:
        return [c for c in self.slots if c is not None]


@dataclass
class Tokens:
    """Each seat's supply of tokens and the tokens placed on numbered spots.

    `placed[spot][seat]` counts a seat's tokens on a spot. Tokens are never created or destroyed:
    `supply[seat] + placed tokens of seat == per_seat` always holds.
    """

    per_seat: int
    supply: list[int]
    placed: dict[int, list[int]] = field(default_factory=dict)

    @classmethod
    def for_seats(cls, seats: int, per_seat: int) -> Tokens:
        return cls(per_seat, [per_seat] * seats, {})

    def on(self, spot: int, seat: int) -> int:
        return self.placed.get(spot, [0] * len(self.supply))[seat]

    def placed_by(self, seat: int) -> dict[int, int]:
        return {s: counts[seat] for s, counts in self.placed.items() if counts[seat]}

    def place(self, seat: int, spot: int, n: int = 1) -> None:
        if self.supply[seat] < n:
            raise IllegalMove.of("no tokens left in your supply", rule="tokens")
        self.supply[seat] -= n
        self.placed.setdefault(spot, [0] * len(self.supply))[seat] += n

    def take_back(self, seat: int, spot: int, n: int = 1) -> None:
        if self.on(spot, seat) < n:
            raise IllegalMove.of("you have no token there to take back", rule="tokens")
        self.placed[spot][seat] -= n
        self.supply[seat] += n
        if not any(self.placed[spot]):
            del self.placed[spot]

    def clear(self, spot: int) -> None:
        """Everyone takes back their tokens from `spot`."""
        for seat, n in enumerate(self.placed.pop(spot, [])):
            self.supply[seat] += n

    def majority(self, spot: int) -> int | None:
        """The seat with strictly more tokens on `spot` than every other seat, else None."""
        counts = self.placed.get(spot)
        if not counts:
            return None
        best = max(counts)
        leaders = [s for s, n in enumerate(counts) if n == best]
        return leaders[0] if best > 0 and len(leaders) == 1 else None

    def total(self, seat: int) -> int:
        return self.supply[seat] + sum(c[seat] for c in self.placed.values())


@dataclass
class Track:
    """Markers on a numbered track (a rhyme track, a score track) with rewards at some levels."""

    positions: list[int]
    top: int | None = None

    def advance(self, seat: int, steps: int) -> range:
        """Moves a marker and returns the levels it passed through (to award what lies there)."""
        start = self.positions[seat]
        end = start + steps if self.top is None else min(self.top, start + steps)
        self.positions[seat] = end
        return range(start + 1, end + 1)


@dataclass
class ScoreSheet:
    """Points per seat per category (an answer sheet's columns); a total is the sum of its parts."""

    categories: list[str]
    points: list[dict[str, int]]

    @classmethod
    def blank(cls, seats: int, categories: Iterable[str]) -> ScoreSheet:
        cats = list(categories)
        return cls(cats, [dict.fromkeys(cats, 0) for _ in range(seats)])

    def add(self, seat: int, category: str, points: int) -> None:
        if category not in self.points[seat]:
            raise KeyError(f"unknown score category {category!r}")
        self.points[seat][category] += points

    def total(self, seat: int) -> int:
        return sum(self.points[seat].values())

    def totals(self) -> list[int]:
        return [self.total(s) for s in range(len(self.points))]
