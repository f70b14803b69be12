"""The board of Verbàlia (rulebook: Components; the map the games imply) and its path search."""

from __future__ import annotations

import tomllib
from importlib.resources import files
from itertools import pairwise

import pytest

from logomachy.games.verbalia.pieces.country import (
    CATEGORIES,
    Country,
    check,
    country,
    parse_country,
)
from logomachy.games.verbalia.pieces.plaza import tiles_of, word_index
from logomachy.wordfind import WILD


def _data() -> dict[str, object]:
    text = (files("logomachy.games.verbalia") / "data" / "country.toml").read_text("utf-8")
    return tomllib.loads(text)


def test_eleven_regions_of_the_three_categories_and_four_multipliers() -> None:
    land = country()
    assert len(land.regions) == 11  # Vocaligrama: "after having passed through all eleven"
    assert {r.category for r in land.regions} == set(CATEGORIES)
    assert {r.multiplier for r in land.regions} == {1, 2, 3, 4}
    # Every category is found at several values, so a bonus and a multiplier can be traded.
    for category in CATEGORIES:
        assert len({r.multiplier for r in land.regions if r.category == category}) >= 2
    assert len({r.name for r in land.regions}) == 11 and all(r.name for r in land.regions)
    assert land.maritime in land.ids


def test_neighbours_are_symmetric_connected_and_drawn_on_the_map() -> None:
    land = country()
    assert check(land) == []
    assert land.picture_neighbours() == {r.id: set(r.neighbours) for r in land.regions}
    assert set(land.distances) == set(land.ids)  # connected
    # Planar: a simple planar graph has at most 3n - 6 edges.
    edges = sum(len(r.neighbours) for r in land.regions) // 2
    assert edges <= 3 * len(land.regions) - 6


def test_the_sea_the_region_closest_to_it_and_the_four_furthest() -> None:
    land = country()
    distances = land.distances
    assert distances[land.maritime] == 0
    # Vocaligrama: "the region closest to the sea" is one region.
    assert [r for r, d in distances.items() if d == 1] == [land.closest_to_sea] == ["delta"]
    # ByeByegrama: from any of the four furthest, one step a play, the fifth play is at sea.
    furthest = land.furthest_from_sea
    assert len(furthest) == 4
    assert {distances[r] for r in furthest} == {4}
    assert max(distances.values()) == 4
    assert all(distances[r] < 4 for r in land.ids if r not in furthest)


def test_room_for_svevograma_ten_vowels_and_buscador_chains() -> None:
    land = country()
    assert len(land.ids) - 1 >= 10  # ten vowels, each in a different region, besides the sea
    # Buscador's chain to the sea: every region can be reached by a chain of neighbours.
    assert all(land.distances[r] >= 0 for r in land.ids)


def test_the_buscador_example_region_is_a_verb_region_x2_next_to_a_green_one() -> None:
    # "a region of verbs ... x 2 (the region's multiplier)"; "the neighbouring green region"
    land = country()
    verbs_x2 = [r for r in land.regions if r.category == "verb" and r.multiplier == 2]
    assert verbs_x2
    assert any(
        land.region(n).category == "noun" for r in verbs_x2 for n in r.neighbours
    )  # the web draws noun regions green


def test_routes_follow_borders() -> None:
    land = country()
    assert land.is_route(["marina", "delta", "plana", "plana", "garriga"])
    assert not land.is_route(["marina", "delta", "plana", "plana"], stay=False)
    assert not land.is_route(["marina", "plana"])
    assert not land.is_route(["nowhere"])
    for a, b in pairwise(["serres", "garriga", "plana", "delta", "marina"]):
        assert land.adjacent(a, b) and land.adjacent(b, a)


def test_route_takes_each_tile_once_and_the_wildcard_for_any_tile() -> None:
    land = country()
    contents = {"delta": ["C", "A", "S"], "plana": ["A"], "marina": [WILD]}
    assert land.route(["C", "A", "S", "A"], contents, ends=["marina"]) == (
        "delta",
        "delta",
        "delta",
        "marina",
    )
    # A second A from the plana, a third from the wildcard; there is no fourth.
    assert land.route(["C", "A", "S", "A", "A"], contents, ends=["marina"]) == (
        "delta",
        "plana",
        "delta",
        "delta",
        "marina",
    )
    assert land.route(["C", "A", "S", "A", "A", "A"], contents) is None
    assert land.route(["S", "A", "C", "C"], {"delta": ["C", "A", "S"]}) is None  # one C
    # Far regions are not next to each other: the serres' A cannot follow the delta's C.
    assert land.route(["C", "A"], {"delta": ["C"], "serres": ["A"]}) is None
    assert land.route(["A", "C", "A"], contents) == ("marina", "delta", "delta")  # map order
    assert land.route(["A", "C", "A"], contents, starts=["plana"]) == ("plana", "delta", "delta")
    # Two tiles of one region in a row only with `stay`: the C and the S are both the delta's.
    dry = {"delta": ["C", "A", "S"], "plana": ["A"]}
    assert land.route(["C", "S"], dry) == ("delta", "delta")
    assert land.route(["C", "S"], dry, stay=False) is None
    assert land.route(["C", "A"], dry, stay=False) == ("delta", "plana")
    assert land.route([], contents) is None


def test_board_builds_wordfind_region_boards_searched_to_the_sea() -> None:
    land = country()
    board = land.board({"delta": ["C", "A", "S", "E"], "plana": ["R", "O"], "marina": [WILD]})
    assert board.names == land.ids
    found = word_index().paths(board, min_len=4, ends=["marina"])
    assert found
    for word, path in list(found.items())[:50]:
        cells = board.cells_of(path)
        assert cells[-1] == "marina" and land.is_route(cells)
        read = [board.options[p][0] for p in path]
        assert len(set(path)) == len(path)  # each piece once
        tiles = tiles_of(word)
        assert tiles is not None and len(tiles) == len(read)
        assert all(r in (t, WILD) for r, t in zip(read, tiles, strict=True))
    with pytest.raises(KeyError):
        land.board({"atlantida": ["A"]})


def test_the_picture_places_points_and_tiles() -> None:
    land = country()
    assert land.region_at(16.5, 19.5) == "marina"
    assert land.region_at(0.5, 0.5) is None  # the sea around the land
    assert land.region_at(-3, 40) is None
    assert land.regions_touching(16.0, 18.0, 0.5) == ("marina", "delta")  # map order
    assert land.regions_touching(0.2, 21.5, 0.3) == ()


def test_layout_outlines_close_around_each_region() -> None:
    layout = country().layout()
    assert layout["width"] == 32 and layout["height"] == 22
    assert layout["closest_to_sea"] == "delta" and layout["maritime"] == "marina"
    for region in layout["regions"]:
        loops = region["outline"]
        assert len(loops) == 1  # each region is one piece of land without holes
        loop = loops[0]
        # Axis-aligned sides only, closing back to the start.
        for (x1, y1), (x2, y2) in pairwise([*loop, loop[0]]):
            assert (x1 == x2) != (y1 == y2)
        x, y = region["label"]
        assert country().region_at(x, y) == region["id"]


def test_a_map_that_breaks_what_the_rulebook_implies_is_refused() -> None:
    data = _data()
    regions = [dict(r) for r in data["region"]]  # type: ignore[union-attr]
    broken = {"country": data["country"], "region": regions[:-1]}
    with pytest.raises(ValueError, match=r"11 regions|no region's key|neighbours"):
        parse_country(broken)
    one_way = [dict(r) for r in regions]
    one_way[0]["neighbours"] = ["delta", "plana"]
    with pytest.raises(ValueError, match="both ways"):
        parse_country({"country": data["country"], "region": one_way})
    assert isinstance(parse_country(data), Country)
