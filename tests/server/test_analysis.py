"""After the game, from the server: the analysis of a finished table (refused with its reason
before the end, computed once in the worker, kept in the store across a restart, one game of
every family analysed) and the replay's steps (a spectator's views and public log lines, the
moves in the game's notation)."""

from __future__ import annotations

import asyncio
import importlib
import threading
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from fastapi.testclient import TestClient

from logomachy.bots.analysis import ANALYSERS, LIST_ANALYSER, NOT_ANALYSED, VERSION, analyse
from logomachy.bots.autoplay import autoplay
from logomachy.i18n import messages
from logomachy.kernel import Match, Record, SeatInfo, get_game
from logomachy.server import Settings, create_app
from logomachy.server.analysis import Analyses
from logomachy.server.store import open_store

from ..after_game import FAMILIES, finished, store_finished
from .test_api import open_table


def test_every_unit_measure_and_reason_has_its_words_in_the_pages() -> None:
    """The pages name them by key (`analysis.lost.<unit>`...): a key missing would show raw."""
    for lang in ("en", "es", "ca"):
        strings = messages(lang)
        for name in {*ANALYSERS.values(), LIST_ANALYSER}:
            module = importlib.import_module(name)
            assert f"analysis.lost.{module.UNIT}" in strings, (lang, name)
            assert f"analysis.measure.{module.MEASURE}" in strings, (lang, name)
        for key in (
            "reason.votes",
            "reason.none",
            *(f"not_analysed.{n}" for n in NOT_ANALYSED.values()),
        ):
            assert f"analysis.{key}" in strings, (lang, key)


def fake_game(seed: int = 5) -> Match:
    return autoplay(get_game("fake"), 2, seed, {"rounds": 2}, ["plain", "weak"])


def counting(calls: list[str]) -> Any:
    def analyser(record: Record) -> dict[str, Any]:
        calls.append(record.game)
        return analyse(record)

    return analyser


def test_the_analysis_and_the_replay_wait_for_the_end(client: TestClient) -> None:
    made = open_table(client, [{"kind": "human"}, {"kind": "human"}])
    tid = made["table"]["id"]
    for path, what in (
        (f"/api/tables/{tid}/analysis", "the analysis"),
        (f"/api/tables/{tid}/steps", "the replay"),
    ):
        refused = client.get(path)
        assert refused.status_code == 409
        assert refused.json()["detail"] == f"{what} opens when the game is over"
    assert client.get("/api/tables/nope/analysis").status_code == 404
    assert client.get("/api/tables/nope/steps").status_code == 404


def test_an_analysis_is_computed_once_and_kept_across_a_restart(settings: Settings) -> None:
    store_finished(settings.database_url(), {"done": fake_game()})
    calls: list[str] = []
    with TestClient(create_app(settings)) as client:
        client.app.state.analyses.analyser = counting(calls)  # type: ignore[attr-defined]
        first = client.get("/api/tables/done/analysis")
        assert first.status_code == 200
        # The fake game has no analyser, and says so rather than guess.
        assert first.json() == {
            "version": VERSION,
            "game": "fake",
            "available": False,
            "reason": "none",
        }
        assert client.get("/api/tables/done/analysis").json() == first.json()
    assert calls == ["fake"]
    with TestClient(create_app(settings)) as client:
        client.app.state.analyses.analyser = counting(calls)  # type: ignore[attr-defined]
        assert client.get("/api/tables/done/analysis").json() == first.json()
    assert calls == ["fake"]  # from the store: not computed again


def test_an_analysis_of_an_older_version_is_computed_again(settings: Settings) -> None:
    store_finished(settings.database_url(), {"done": fake_game()})

    async def stale() -> None:
        store = open_store(settings.database_url())
        await store.open()
        await store.save_analysis("done", {"version": VERSION - 1, "available": True})
        await store.close()

    asyncio.run(stale())
    calls: list[str] = []
    with TestClient(create_app(settings)) as client:
        client.app.state.analyses.analyser = counting(calls)  # type: ignore[attr-defined]
        assert client.get("/api/tables/done/analysis").json()["version"] == VERSION
    assert calls == ["fake"]


def test_pages_asking_at_once_share_one_computation(tmp_path: Path) -> None:
    """Two requests while the worker computes: one analysis, both answered with it."""
    started, release = threading.Event(), threading.Event()
    calls: list[str] = []

    def slow(record: Record) -> dict[str, Any]:
        calls.append(record.game)
        started.set()
        release.wait(10)
        return {"version": VERSION, "game": record.game, "available": False, "reason": "none"}

    match = fake_game()
    url = f"sqlite:///{tmp_path / 'db.sqlite3'}"
    store_finished(url, {"t1": match})
    table = SimpleNamespace(id="t1", record_json=match.record.to_json)

    async def run() -> list[dict[str, Any]]:
        store = open_store(url)
        await store.open()
        analyses = Analyses(store, slow)
        both = asyncio.gather(analyses.of(table), analyses.of(table))  # type: ignore[arg-type]
        await asyncio.to_thread(started.wait, 10)
        release.set()
        answers = list(await both)
        await store.close()
        return answers

    first, second = asyncio.run(run())
    assert first == second and calls == ["fake"]


def test_a_failed_analysis_is_a_500_with_its_reason_and_is_not_kept(settings: Settings) -> None:
    store_finished(settings.database_url(), {"done": fake_game()})

    def broken(record: Record) -> dict[str, Any]:
        raise RuntimeError("a bug in an analyser")

    with TestClient(create_app(settings)) as client:
        client.app.state.analyses.analyser = broken  # type: ignore[attr-defined]
        failed = client.get("/api/tables/done/analysis")
        assert failed.status_code == 500 and "analysis" in failed.json()["detail"]
        client.app.state.analyses.analyser = analyse  # type: ignore[attr-defined]
        assert client.get("/api/tables/done/analysis").json()["reason"] == "none"


def test_the_steps_are_what_a_spectator_saw_with_the_moves_notation(settings: Settings) -> None:
    match = fake_game()
    store_finished(settings.database_url(), {"done": match})
    game, record = match.game, match.record
    public = [e.text for e in game.events(match.state) if e.to is None]
    with TestClient(create_app(settings)) as client:
        whole: list[str] = []
        start, views = 0, []
        while True:
            part = client.get(f"/api/tables/done/steps?start={start}&count=3").json()
            assert part["total"] == len(record.moves) and part["start"] == start
            if start == 0:
                assert part["log"] == []
            for step in part["steps"]:
                whole += [e["text"] for e in step["events"]]
                views.append(step["view"])
                if step["n"]:
                    entry = record.moves[step["n"] - 1]
                    assert step["move"]["move"] == entry.move
                    assert step["notation"] == game.move_from_json(entry.move).notation()
            start = part["steps"][-1]["n"] + 1
            if start > part["total"]:
                break
        assert whole == public  # every public line once, in order; no seat's own line
        assert all(v["hand"] is None for v in views)  # a spectator's view: no hand
        # A page that jumps into the middle gets the log so far, then the step's own lines.
        middle = client.get("/api/tables/done/steps?start=4&count=1").json()
        shown = [e["text"] for e in middle["log"] + middle["steps"][0]["events"]]
        assert shown == whole[: len(shown)] and middle["steps"][0]["n"] == 4
        assert client.get("/api/tables/done/steps?count=51").status_code == 422


@pytest.mark.slow
@pytest.mark.timeout(300)
def test_one_game_of_every_family_is_analysed(tmp_path: Path) -> None:
    """Every decision the analysis judges lies in the record, costs what its values say, and
    a game whose points are people's votes says so (~15 CPU-s: the bots' games)."""
    matches = {family: finished(game, players) for family, (game, players) in FAMILIES.items()}
    settings = Settings(data_dir=tmp_path)
    store_finished(settings.database_url(), matches)
    with TestClient(create_app(settings)) as client:
        for family, match in matches.items():
            data = client.get(f"/api/tables/{family}/analysis").json()
            assert data["available"] and data["game"] == match.game.meta.id, family
            items = data["items"]
            assert items, f"{family}: no decision analysed"
            moves = len(match.record.moves)
            for item in items:
                assert 0 <= item["seat"] < len(match.record.seats) and 1 <= item["move"] <= moves
                assert item["cost"] == pytest.approx(
                    max(0, item["best_value"] - item["value"]), abs=0.06
                )
                assert item["best"] or not item["cost"], f"{family}: a cost with no alternative"
            totals = [
                sum(i["cost"] for i in items if i["seat"] == s) for s in range(len(data["totals"]))
            ]
            assert data["totals"] == pytest.approx(totals, abs=0.06), family
    brodagrama = Record("verbalia-brodagrama", {}, 1, [SeatInfo(f"p{i}") for i in range(4)])
    assert analyse(brodagrama) == {
        "version": VERSION,
        "game": "verbalia-brodagrama",
        "available": False,
        "reason": "votes",
    }


@pytest.fixture(params=["sqlite", "postgresql"])
def any_store(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "postgresql":
        url: str = request.getfixturevalue("postgres_url")
        return url
    return f"sqlite:///{tmp_path / 'tables.sqlite3'}"


def test_a_stored_analysis_is_replaced_and_goes_with_its_table(any_store: str) -> None:
    store_finished(any_store, {"a": fake_game(5), "b": fake_game(6)})

    async def run() -> None:
        store = open_store(any_store)
        await store.open()
        try:
            assert await store.load_analysis("a") is None
            await store.save_analysis("a", {"version": 1, "items": [{"played": "ç·l"}]})
            await store.save_analysis("a", {"version": 2, "items": []})
            await store.save_analysis("b", {"version": 2})
            assert await store.load_analysis("a") == {"version": 2, "items": []}
            await store.delete_table("a")
            assert await store.load_analysis("a") is None
            assert await store.delete_finished_before(2e9) == 1  # b, with its analysis
            assert await store.load_analysis("b") is None
        finally:
            await store.close()

    asyncio.run(run())
