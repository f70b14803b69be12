"""The ABC's table adaptations as options (abc_options): declared once, each game naming the
ones that apply; defaults keep the rulebook's reading and old records replay identically."""

from __future__ import annotations

from typing import Any

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.games.verbalia.pieces.abc_options import (
    Adaptations,
    child_seats,
    divides,
    orders_spelling,
    seconds,
    splits,
)
from logomachy.kernel import Game, IllegalMove, Record, all_games, verify

NAMES = {"free_division", "short_syllables", "child_seats", "easels"}


def declaring() -> list[Game[Any]]:
    return [g for g in all_games() if isinstance(getattr(g, "abc", None), Adaptations)]


def test_each_game_lists_the_adaptations_it_declares() -> None:
    games = {g.meta.id: g for g in declaring()}
    assert {
        "verbalia-vailetosillab",  # the children's games of VerBigràcia's I
        "verbalia-enfilasillab",
        "verbalia-abocagrama",
        "verbalia-memosillab",  # rule P
        "verbalia-cleptosillab",
        "verbalia-quadrisillab",
        "verbalia-buguisillab",
        "verbalia-velosillab",
        "verbalia-bananasillab",
        "verbalia-baulasillab",
        "verbalia-ruscosillab",
        "verbalia-vermisillab",
        "verbalia-arbredasillab",
        "verbalia-lligosillab",
        "verbalia-abracagrama",  # ABC F
    } <= set(games)
    for game in games.values():
        names = {s.name for s in game.option_specs()} & NAMES
        assert names == {s.name for s in game.abc.specs()}, game.meta.id  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "game_id",
    [
        "verbalia-vailetosillab",
        "verbalia-abocagrama",
        "verbalia-arbredasillab",
        "verbalia-lligosillab",
    ],
)
def test_records_without_the_adaptations_replay_identically(game_id: str) -> None:
    """A record written before the options existed names none of them: it replays to the
    same state (the defaults are not stored)."""
    game = next(g for g in declaring() if g.meta.id == game_id)
    record = autoplay(game, 3, 4, {}, ["easy"]).record
    data = record.to_json()
    data["options"] = {k: v for k, v in data["options"].items() if k not in NAMES}
    assert verify(Record.from_json(data)) == []


def test_rule_p_helpers() -> None:
    assert not divides({}, "però", ["PER", "O"]) and divides({}, "però", ["PE", "RO"])
    assert divides({"free_division": True}, "però", ["PER", "O"])
    assert not divides({"free_division": True}, "però", ["PER", "A"])
    assert set(splits("cimes", ["CIM", "ES", "CI", "MES"])) == {("CIM", "ES"), ("CI", "MES")}
    # the orders of a few tiles that spell a word, any division (Lligosíl·laB's piles)
    assert orders_spelling(("O", "PER")) == (("però", (1, 0)),)
    assert orders_spelling(("SA", "CA")) == (("casa", (1, 0)), ("saca", (0, 1)))
    assert orders_spelling(("O", "PER", "XXX")) == ()  # every tile, each once


def test_children_seats_and_their_time() -> None:
    assert child_seats({"child_seats": " 1,3 "}, 4) == {0, 2}
    assert child_seats({}, 4) == frozenset()
    assert (
        seconds({"child_seats": "2"}, 1, 60) == 120 and seconds({"child_seats": "2"}, 0, 60) == 60
    )
    for bad in ("0", "5", "a", "1;2"):
        with pytest.raises(IllegalMove, match="not a seat"):
            child_seats({"child_seats": bad}, 4)
