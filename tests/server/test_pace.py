"""The table's pace: bots' own think-time models at the pace the host chose, stored with the
table, with the floors no pace goes under (a running timer, a memory tile shown).

No timing is measured: the pauses are computed (a fake clock for the table's timer)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from logomachy.bots.autoplay import bot_rng
from logomachy.bots.pace import PACES, SHOW_SECONDS, bot_pause, default_pace, show_floor
from logomachy.kernel import Match, SeatInfo, get_game
from logomachy.server import create_app
from logomachy.server.fanout import LocalFanout
from logomachy.server.store import SeatRow, TableRow, open_store
from logomachy.server.table import RunningTimer, Table

from . import fakegame
from .conftest import fast_settings
from .test_api import open_table


def test_normal_pace_is_the_model_itself_relaxed_slower_quick_faster() -> None:
    assert bot_pause(12.0, "normal") == 12.0
    assert bot_pause(12.0, "relaxed") == 12.0 * PACES["relaxed"] > 12.0
    assert bot_pause(12.0, "quick") == 12.0 * PACES["quick"] < 12.0
    assert bot_pause(-1.0, "normal") == 0.0


def test_no_pace_makes_a_bot_miss_a_timer_its_model_meets() -> None:
    # 20 s modelled, 25 s left: relaxed would be 30 s, so it answers just before the end.
    assert bot_pause(20.0, "relaxed", timer_remaining=25.0) == 24.5
    # A model that misses the timer is left to miss it (a slow player does).
    assert bot_pause(30.0, "relaxed", timer_remaining=25.0) == 45.0
    assert bot_pause(20.0, "normal", timer_remaining=25.0) == 20.0


def test_the_show_floor_holds_at_every_pace_and_the_clamp_overrides_all() -> None:
    for pace in PACES:
        assert bot_pause(1.0, pace, floor=SHOW_SECONDS) >= SHOW_SECONDS
    assert bot_pause(40.0, "relaxed", floor=SHOW_SECONDS, clamp=(0.0, 0.01)) == 0.01


def test_default_pace_per_game() -> None:
    assert default_pace("trencadis") == "normal"
    assert default_pace("verbalia-memosillab") == "normal"
    assert default_pace("letter-tycoon") == "quick"


def test_memory_tiles_all_up_wait_the_show_floor() -> None:
    game = get_game("verbalia-memosillab")
    match = Match(game, [SeatInfo("a", "human"), SeatInfo("b", "human")], None, 5)
    assert show_floor(game, match.state) == 0.0
    square = match.state.squares[0]
    cells = square.left()[:2]
    from logomachy.games.verbalia.memory.engine import Turn

    match.play(match.state.turn, Turn(0, cells[0]), 1.0)
    assert show_floor(game, match.state) == 0.0  # the second tile is still to choose
    match.play(match.state.turn, Turn(0, cells[1]), 2.0)
    assert show_floor(game, match.state) == SHOW_SECONDS
    assert show_floor(get_game("trencadis"), object()) == 0.0


def test_the_pace_is_chosen_listed_stored_and_kept_after_a_restart(tmp_path: Path) -> None:
    settings = fast_settings(tmp_path)
    with TestClient(create_app(settings)) as client:
        games = {g["id"]: g for g in client.get("/api/games").json()}
        assert games["fake"]["pace"] == "normal"
        assert games["fake"]["paces"] == list(PACES)
        relaxed = open_table(client, [{"kind": "human"}, {"kind": "bot"}], pace="relaxed")
        plain = open_table(client, [{"kind": "human"}, {"kind": "human"}])
        assert relaxed["table"]["pace"] == "relaxed"
        assert plain["table"]["pace"] == "normal"  # the game's default
        bad = {"game": "fake", "seats": [{"kind": "human"}], "pace": "frantic"}
        assert client.post("/api/tables", json=bad).status_code == 422
    with TestClient(create_app(settings)) as client:
        info = client.get(f"/api/tables/{relaxed['table']['id']}").json()
        assert info["pace"] == "relaxed"


def _table(settings_changes: dict[str, Any], pace: str | None, clock: list[float]) -> Table:
    settings = replace(fast_settings(Path("/nonexistent")), **settings_changes)
    row = TableRow(
        id="t",
        game="fake",
        options={},
        seed=7,
        seats=[SeatRow("human", "k0", "Ada", claimed=True), SeatRow("bot", "k1", "Bot", "plain")],
        settings={} if pace is None else {"pace": pace},
    )
    return Table(
        row,
        fakegame.GAME,
        settings,
        open_store("sqlite:///:memory:"),
        LocalFanout(),
        clock=lambda: clock[0],
    )


def test_a_table_pauses_its_bots_by_their_model_at_its_pace() -> None:
    clock = [1000.0]
    bot = fakegame.FakeBot()  # models 5 s for every decision
    state = fakegame.GAME.setup(2, None, 7)
    rng = bot_rng(7, 1, 0)
    assert _table({"bot_pause": None}, None, clock)._pause_before(bot, state, 1, rng) == 5.0
    assert _table({"bot_pause": None}, "quick", clock)._pause_before(bot, state, 1, rng) == 2.5
    relaxed = _table({"bot_pause": None}, "relaxed", clock)
    assert relaxed._pause_before(bot, state, 1, rng) == 7.5
    # A timer with 6 s left on the table's clock: the bot still answers before it ends.
    relaxed.timer = RunningTimer("t1", "finish", 30.0, deadline=clock[0] + 6.0)
    assert relaxed._pause_before(bot, state, 1, rng) == 5.5
    # Tests and demos clamp every pause (the server's `bot_pause` setting).
    fast = _table({"bot_pause": (0.0, 0.01)}, "relaxed", clock)
    assert fast._pause_before(bot, state, 1, rng) == 0.01


@pytest.mark.parametrize("stored", [None, "bogus"])
def test_a_table_without_a_valid_stored_pace_plays_at_the_games_default(stored: str | None) -> None:
    table = _table({}, stored, [0.0])
    assert table.pace == default_pace("fake") == "normal"
