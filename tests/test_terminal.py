"""The terminal's screens (`logomachy.terminal`): found where the game's Python is, as the web's
are, and drawing every game's opening view for a seat and for a spectator."""

from __future__ import annotations

import json
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest

from logomachy.games.catalogue import GAMES
from logomachy.kernel import Game
from logomachy.kernel.registry import screen_paths
from logomachy.terminal import _screen, generic, render, screen_of, screen_path

SCREENS = Path(str(files("logomachy.terminal"))) / "games"
PYTHON = Path(str(files("logomachy.games")))
BY_ID = {g.meta.id: g for g in GAMES}


def opening(game: Game[Any]) -> Any:
    return game.setup(game.meta.min_players, {}, seed=1)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.meta.id)
def test_every_game_draws_its_opening_view_for_a_seat_and_a_spectator(game: Game[Any]) -> None:
    state = opening(game)
    for seat in (0, None):
        text = render(game, game.view(state, seat))
        assert isinstance(text, str) and text.strip(), (game.meta.id, seat)


def test_a_game_draws_with_the_nearest_screen_there_is() -> None:
    """Its own module's, else its engine's, else its family's (the web's order: the same
    `screen_paths`); a game with none shows the view as JSON."""
    for game in GAMES:
        found = [p for p in screen_paths(game) if _screen(p) is not None]
        assert screen_path(game) == (found[0] if found else None), game.meta.id
    expected = {
        "verbalia-cavalcagrama": "verbalia/cover/engine",  # the engine's, which both games share
        "verbalia-buguigrama": "verbalia/cover/engine",
        "verbalia-barrinagrama": "verbalia/containing/engine",  # before the chains' engine's
        "verbalia-vestengrama": "verbalia/coast/vestengrama",
        "verbalia-arbredasillab": "verbalia/wood/arbredasillab",
        "trencadis": "trencadis",  # a game of its own: named after its package
        "el-soneto": "el_soneto",
    }
    assert {i: screen_path(BY_ID[i]) for i in expected} == expected
    brodasillab = BY_ID["verbalia-brodasillab"]
    assert screen_of(brodasillab) is generic
    view = brodasillab.view(opening(brodasillab), 0)
    assert render(brodasillab, view) == json.dumps(view, indent=1, ensure_ascii=False)


def test_the_screens_mirror_the_games() -> None:
    """A screen module lives at the path of the Python it draws (a game's module, its engine,
    its package); the games themselves draw nothing."""
    screens = [p for p in SCREENS.rglob("*.py") if p.name != "__init__.py"]
    assert screens
    for path in screens:
        rel = path.relative_to(SCREENS).with_suffix("")
        assert (PYTHON / rel).with_suffix(".py").is_file() or (PYTHON / rel).is_dir(), rel
    drawing = [g.meta.id for g in GAMES if any("render" in vars(c) for c in type(g).__mro__)]
    assert drawing == [], f"these games still draw their own text: {drawing}"
