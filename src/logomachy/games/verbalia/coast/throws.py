"""Letters thrown onto the board of Verbàlia (SuBBugrama's dexterity, in a digital edition).

On the table a letter is flicked from the bottom left-hand corner of the board; here a throw
is the player's chosen *target region* and *strength*, plus a seeded scatter (data:
`data/throws.toml`):

- the letter travels from the origin towards the target region's centre, `reach` cells per
  point of strength (so the strength is the player's judgement of the distance);
- it then scatters uniformly within a disc whose radius grows with the strength (a harder
  flick is wilder): it may land outside the country, or on a border;
- a letter is a square tile one cell wide and counts in every region it touches;
- a landing within `radius` of a letter already lying on the board hits the nearest one,
  which slides `push_min`-`push_max` cells on along the throw's direction (turned up to
  `jitter` radians either way); the thrown letter stays where it lands, and nothing else
  moves (no chain of knocks).
"""

from __future__ import annotations

import math
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from typing import NamedTuple

from logomachy.games.verbalia.pieces.country import country
from logomachy.kernel import Rng


@dataclass(frozen=True)
class Model:
    origin: tuple[float, float]
    strengths: tuple[int, int]
    reach: float
    scatter_base: float
    scatter_per_strength: float
    tile_half: float
    radius: float
    push_min: float
    push_max: float
    jitter: float

    def scatter(self, strength: int) -> float:
        return self.scatter_base + self.scatter_per_strength * strength


@cache
def model() -> Model:
    data = tomllib.loads(
        files("logomachy.games.verbalia").joinpath("data/throws.toml").read_text("utf-8")
    )
    t, k = data["throw"], data["knock"]
    return Model(
        origin=(float(t["origin"][0]), float(t["origin"][1])),
        strengths=(int(t["strengths"][0]), int(t["strengths"][1])),
        reach=float(t["reach"]),
        scatter_base=float(t["scatter_base"]),
        scatter_per_strength=float(t["scatter_per_strength"]),
        tile_half=float(t["tile_half"]),
        radius=float(k["radius"]),
        push_min=float(k["push_min"]),
        push_max=float(k["push_max"]),
        jitter=float(k["jitter"]),
    )


@cache
def centre(region: str) -> tuple[float, float]:
    """The point a throw at `region` aims at: the centre of its cells."""
    land = country()
    key = land.region(region).key
    cells = [(c, r) for r, line in enumerate(land.map) for c, ch in enumerate(line) if ch == key]
    return (
        sum(c for c, _ in cells) / len(cells) + 0.5,
        sum(r for _, r in cells) / len(cells) + 0.5,
    )


def distance(region: str) -> float:
    """How far the target region's centre is from the origin, in cells."""
    m = model()
    x, y = centre(region)
    return math.hypot(x - m.origin[0], y - m.origin[1])


def right_strength(region: str) -> int:
    """The strength whose travel comes closest to the region's centre."""
    m = model()
    low, high = m.strengths
    return max(low, min(high, round(distance(region) / m.reach)))


def aim(region: str, strength: int) -> tuple[float, float]:
    """Where a throw lands before its scatter."""
    m = model()
    x, y = centre(region)
    d = math.hypot(x - m.origin[0], y - m.origin[1]) or 1.0
    travel = strength * m.reach
    return (
        m.origin[0] + (x - m.origin[0]) / d * travel,
        m.origin[1] + (y - m.origin[1]) / d * travel,
    )


def land(region: str, strength: int, rng: Rng) -> tuple[float, float]:
    """Where a throw lands: its aim plus a uniform scatter in a disc (seeded)."""
    x, y = aim(region, strength)
    r = model().scatter(strength) * math.sqrt(rng.random())
    angle = 2 * math.pi * rng.random()
    return (round(x + r * math.cos(angle), 3), round(y + r * math.sin(angle), 3))


def touching(x: float, y: float) -> tuple[str, ...]:
    """The regions a letter lying at (x, y) touches (none: outside the country)."""
    return country().regions_touching(x, y, model().tile_half)


class Push(NamedTuple):
    hit: int  # which of the lying letters is hit
    to: tuple[float, float]


def knock(at: tuple[float, float], lying: Sequence[tuple[float, float]], rng: Rng) -> Push | None:
    """A landing at `at` hits the nearest letter lying within `radius`, which slides away
    from the origin's direction (seeded); None when it hits nothing."""
    m = model()
    near = [
        (math.hypot(px - at[0], py - at[1]), i)
        for i, (px, py) in enumerate(lying)
        if math.hypot(px - at[0], py - at[1]) <= m.radius
    ]
    if not near:
        return None
    _, hit = min(near)
    px, py = lying[hit]
    heading = math.atan2(at[1] - m.origin[1], at[0] - m.origin[0])
    heading += (2 * rng.random() - 1) * m.jitter
    slide = m.push_min + (m.push_max - m.push_min) * rng.random()
    return Push(
        hit, (round(px + slide * math.cos(heading), 3), round(py + slide * math.sin(heading), 3))
    )
