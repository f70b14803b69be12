"""Players on both stores: a device identity per browser, its upgrade to an account, sign-in
with its refusals and limits, "my games", Glicko-2 ratings counted once per finished table
(through a restart, and by the sweep for a table its server did not rate), the rematch and
the table chat (escaped by the page, kept out of the record, kept through a restart)."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from logomachy.server import Settings, create_app
from logomachy.server.accounts import COOKIE
from logomachy.server.ratings import glicko_update, outcome, rate_finished
from logomachy.server.rooms import Rooms
from logomachy.server.store import SeatRow, TableRow
from logomachy.server.store_accounts import Rating

from .conftest import fast_settings
from .test_api import open_table
from .wsutil import hello, until, update

# argon2id as cheap as it goes: the hashing is argon2-cffi's, the cost only slows tests.
CHEAP = {"password_time_cost": 1, "password_memory_kib": 1024}


@pytest.fixture(params=["sqlite", "postgresql"])
def settings(request: pytest.FixtureRequest, tmp_path: Path) -> Settings:
    if request.param == "postgresql":
        database = request.getfixturevalue("postgres_url")
        return fast_settings(tmp_path, database=database, **CHEAP)
    return fast_settings(tmp_path, **CHEAP)


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    with TestClient(create_app(settings)) as c:
        yield c


def rooms_of(client: TestClient) -> Rooms:
    rooms: Rooms = client.app.state.rooms  # type: ignore[attr-defined]
    return rooms


def play_to_the_end(ws: WebSocketTestSession, word: str) -> dict[str, Any]:
    """Plays the fake game's seat behind `ws` (hello said) until the game is over."""
    while True:
        msg = until(ws, update(lambda m: True))
        if msg["table"]["status"] == "over":
            return msg
        view, seat = msg["view"], msg["you"]
        if view is None or seat not in msg["to_act"]:
            continue
        if view["phase"] == "write" and view["my_word"] is None:
            ws.send_json({"type": "move", "move": {"verb": "write", "word": word}})
        elif view["phase"] == "place" and view["turn"] == seat:
            ws.send_json({"type": "move", "move": {"verb": "place", "tile": view["hand"][0]}})


def finish_against_a_bot(
    client: TestClient, word: str = "ELEPHANT", **extra: Any
) -> dict[str, Any]:
    made = open_table(
        client,
        [{"kind": "human"}, {"kind": "bot", "strength": "plain"}],
        options={"rounds": 1},
        **extra,
    )
    with client.websocket_connect(f"/ws/tables/{made['table']['id']}") as ws:
        hello(ws, made["key"])
        play_to_the_end(ws, word)
    return made


# -- identities and accounts ---------------------------------------------------------------
def test_a_browser_becomes_a_guest_then_an_account(client: TestClient) -> None:
    first = client.post("/api/me")
    assert first.json() == {"name": None, "registered": False}
    cookie = first.headers["set-cookie"]
    assert cookie.startswith(f"{COOKIE}=")
    assert "HttpOnly" in cookie and "SameSite=lax" in cookie and "Max-Age=" in cookie
    again = client.post("/api/me")
    assert again.json()["registered"] is False and "set-cookie" not in again.headers

    finish_against_a_bot(client)  # a guest's game is its own already
    assert len(client.get("/api/me/games").json()["games"]) == 1

    def register(name: str, password: str) -> Any:
        return client.post("/api/me/register", json={"name": name, "password": password})

    short = register("Núria", "abc")
    assert short.status_code == 400 and "at least 8" in short.json()["detail"]
    assert "contain the name" in register("Núria", "xx-núria-xx").json()["detail"]
    assert "4 different" in register("Núria", "aaaaaaaaab").json()["detail"]
    assert register("<img src=x>", "a long passphrase").status_code == 400
    made = register("Núria", "a long passphrase")
    assert made.status_code == 200 and made.json() == {"name": "Núria", "registered": True}
    assert made.headers["set-cookie"] != cookie  # a new session: the guest's cookie is spent
    assert client.get("/api/me/games").json()["me"]["name"] == "Núria"
    assert len(client.get("/api/me/games").json()["games"]) == 1  # the guest's games came along
    assert register("Other", "a long passphrase").status_code == 409  # signed in already

    with TestClient(client.app) as other:
        other.post("/api/me")
        taken = other.post("/api/me/register", json={"name": "NÚRIA", "password": "x1y2z3w4"})
        assert taken.status_code == 409 and "taken" in taken.json()["detail"]
        wrong = other.post("/api/me/login", json={"name": "núria", "password": "not it at all"})
        nobody = other.post("/api/me/login", json={"name": "nobody", "password": "not it"})
        assert wrong.status_code == nobody.status_code == 401
        assert wrong.json() == nobody.json() == {"detail": "wrong name or password"}
        signed = other.post(
            "/api/me/login", json={"name": "núria", "password": "a long passphrase"}
        )
        assert signed.status_code == 200 and signed.json()["name"] == "Núria"
        assert len(other.get("/api/me/games").json()["games"]) == 1
        other.post("/api/me/logout")
        assert other.get("/api/me/games").status_code == 401


def test_sign_in_is_rate_limited_and_same_site(settings: Settings) -> None:
    from dataclasses import replace

    app = create_app(replace(settings, logins_burst=3, logins_per_minute=1))
    with TestClient(app) as client:
        for _ in range(3):
            assert (
                client.post("/api/me/login", json={"name": "ada", "password": "x"}).status_code
                == 401
            )
        limited = client.post("/api/me/login", json={"name": "ada", "password": "x"})
        assert limited.status_code == 429 and int(limited.headers["retry-after"]) >= 1
        elsewhere = client.post("/api/me", headers={"Origin": "https://evil.example"})
        assert elsewhere.status_code == 403


# -- ratings ---------------------------------------------------------------------------------
def test_outcomes_and_a_glicko2_rating_period() -> None:
    result = {"scores": [10, 7, 7], "winners": [0]}
    assert [outcome(result, 0, 1), outcome(result, 1, 0), outcome(result, 1, 2)] == [1, 0, 0.5]
    # Glickman's worked example (glicko2.pdf): 1500/200 beats 1400/30, loses to 1550/100 and
    # 1700/300: 1464.06, RD 151.52.
    before = {
        "me": Rating(1500, 200),
        "a": Rating(1400, 30),
        "b": Rating(1550, 100),
        "c": Rating(1700, 300),
    }
    keys = {0: "me", 1: "b", 2: "a", 3: "c"}
    result = {"scores": [2, 3, 1, 4], "winners": [3]}  # me: behind b and c, ahead of a
    after, changes = glicko_update(result, keys, before)
    assert round(after["me"].rating, 2) == 1464.05 and round(after["me"].rd, 2) == 151.52
    assert after["me"].games == 1
    assert changes[0] == {"seat": 0, "bot": False, "before": 1500, "after": 1464, "rd": 152}


def test_a_finished_table_is_rated_once(client: TestClient, settings: Settings) -> None:
    client.post("/api/me")
    made = finish_against_a_bot(client)
    tid = made["table"]["id"]
    shown = client.get(f"/api/tables/{tid}/ratings").json()
    assert shown["rated"] is True
    mine, bot = shown["seats"]
    assert mine["seat"] == 0 and mine["before"] == 1500 and mine["after"] > 1500
    assert bot == {**bot, "seat": 1, "bot": True, "before": 1500} and bot["after"] < 1500
    games = client.get("/api/me/games").json()
    assert games["ratings"] == [
        {
            "game": "fake",
            "title": "Fake Words",
            "rating": mine["after"],
            "rd": mine["rd"],
            "games": 1,
        }
    ]
    assert games["games"][0]["rating"] == mine and games["games"][0]["place"] == 1

    rooms = rooms_of(client)
    row = rooms.tables[tid].row
    assert client.portal.call(rate_finished, rooms.store, row) is None  # type: ignore[union-attr]
    assert client.portal.call(rooms.sweep_players)["rated"] == 0  # type: ignore[union-attr]
    # A table whose server stopped between its last move and its rating: the sweep rates it.
    player = rooms.tables[tid].row.seats[0].player
    assert player is not None
    unrated = TableRow(
        "unrated",
        "fake",
        {"rounds": 1},
        5,
        [
            SeatRow("human", "k0", "Ada", claimed=True, player=player),
            SeatRow("bot", "k1", "B", "plain", True),
        ],
        status="over",
        created=1.0,
        result={"scores": [1, 2], "winners": [1]},
    )
    client.portal.call(rooms.store.save_table, unrated)  # type: ignore[union-attr]
    assert client.portal.call(rooms.sweep_players)["rated"] == 1  # type: ignore[union-attr]
    # A restart rates nothing again.
    with TestClient(create_app(settings)) as again:
        again.cookies.set(COOKIE, client.cookies[COOKIE])
        assert again.portal.call(rooms_of(again).sweep_players)["rated"] == 0  # type: ignore[union-attr]
        ratings = again.get("/api/me/games").json()["ratings"]
        assert ratings[0]["games"] == 2 and ratings[0]["rating"] < mine["after"]


def test_practice_and_anonymous_tables_are_not_rated(client: TestClient) -> None:
    anonymous = finish_against_a_bot(client)
    client.post("/api/me")
    practice = finish_against_a_bot(client, seed=3)  # a chosen deal: everyone knew the hands
    for made in (anonymous, practice):
        shown = client.get(f"/api/tables/{made['table']['id']}/ratings").json()
        assert shown == {"rated": True, "seats": []}
    assert client.get("/api/me/games").json()["ratings"] == []


# -- rematch ----------------------------------------------------------------------------------
def test_rematch_seats_the_same_players_with_a_new_deal(client: TestClient) -> None:
    client.post("/api/me")
    seats = [{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "strength": "weak"}]
    made = open_table(client, seats, options={"rounds": 1}, seed=11)
    tid = made["table"]["id"]
    invite = made["invites"]["1"].split("key=")[1]
    bea = client.post(f"/api/tables/{tid}/join", json={"name": "Bea", "key": invite}).json()
    assert (
        client.post(f"/api/tables/{tid}/rematch", headers={"X-Seat-Key": made["key"]}).status_code
        == 400
    )
    with (
        client.websocket_connect(f"/ws/tables/{tid}") as a,
        client.websocket_connect(f"/ws/tables/{tid}") as b,
    ):
        hello(a, made["key"])
        hello(b, bea["key"])
        other = threading.Thread(target=play_to_the_end, args=(b, "DOG"))
        other.start()
        play_to_the_end(a, "CATS")
        other.join(10)
        # Bea asks first: the rematch opens, and Ada's page hears of it.
        follow_b = client.post(f"/api/tables/{tid}/rematch", headers={"X-Seat-Key": bea["key"]})
        assert follow_b.status_code == 200
        new = follow_b.json()
        offered = until(a, update(lambda m: m["table"]["rematch"] is not None))
        assert offered["table"]["rematch"] == new["table"] and new["seat"] == 1
    assert client.post(f"/api/tables/{tid}/rematch").status_code == 403  # a spectator
    follow_a = client.post(f"/api/tables/{tid}/rematch", headers={"X-Seat-Key": made["key"]}).json()
    assert follow_a["table"] == new["table"] and follow_a["seat"] == 0
    again = client.post(f"/api/tables/{tid}/rematch", headers={"X-Seat-Key": bea["key"]}).json()
    assert again == new  # asking twice gives the same seat
    assert new["key"] not in (bea["key"], made["key"], invite)
    info = client.get(f"/api/tables/{new['table']}").json()
    assert info["status"] == "playing" and info["private"] and not info["practice"]
    assert [(s["name"], s["kind"], s["strength"]) for s in info["seats"]] == [
        ("Ada", "human", ""),
        ("Bea", "human", ""),
        ("Bot 3 (weak)", "bot", "weak"),
    ]
    assert info["options"] == client.get(f"/api/tables/{tid}").json()["options"]
    rooms = rooms_of(client)
    assert rooms.tables[new["table"]].row.seed != 11
    # The identity that held seat 0 holds it again.
    assert rooms.tables[new["table"]].row.seats[0].player == rooms.tables[tid].row.seats[0].player
    assert rooms.tables[tid].row.seats[0].player is not None
    # A rematch nobody played is deleted by the housekeeping: asking again opens another.
    rooms.tables.pop(new["table"]).shutdown()
    client.portal.call(rooms.store.delete_table, new["table"])  # type: ignore[union-attr]
    other = client.post(f"/api/tables/{tid}/rematch", headers={"X-Seat-Key": bea["key"]})
    assert other.status_code == 200 and other.json()["table"] != new["table"]


# -- chat ---------------------------------------------------------------------------------------
def chat_lines(ws: WebSocketTestSession) -> list[dict[str, Any]]:
    return until(ws, lambda m: m["type"] == "chat")["lines"]  # type: ignore[no-any-return]


def test_chat_reaches_seats_and_spectators_and_stays_out_of_the_record(
    client: TestClient, settings: Settings
) -> None:
    made = open_table(
        client,
        [{"kind": "human"}, {"kind": "bot", "strength": "plain"}],
        options={"rounds": 1},
        name="<b>Ada</b>",
    )
    tid = made["table"]["id"]
    hostile = "<img src=x onerror=alert(1)>"
    with (
        client.websocket_connect(f"/ws/tables/{tid}") as a,
        client.websocket_connect(f"/ws/tables/{tid}") as watcher,
    ):
        hello(a, made["key"])
        hello(watcher)
        play_to_the_end(a, "WORDS")  # the chat goes on after the game ("well played")
        a.send_json({"type": "chat", "id": 1, "text": f"  {hostile}\n\u202e "})
        assert until(a, lambda m: m.get("id") == 1)["type"] == "ack"
        line = chat_lines(watcher)[-1]
        assert (line["seat"], line["name"], line["text"], line["phrase"]) == (
            0,
            "<b>Ada</b>",
            hostile,
            "",
        )
        a.send_json({"type": "chat", "id": 2, "phrase": "good_luck"})
        assert chat_lines(watcher)[-1]["phrase"] == "good_luck"
        watcher.send_json({"type": "chat", "id": 3, "text": "hi"})
        assert until(watcher, lambda m: m.get("id") == 3)["reason"].startswith("spectators read")
        a.send_json({"type": "chat", "id": 4, "text": "x" * 201})
        assert "at most 200" in until(a, lambda m: m.get("id") == 4)["reason"]
        a.send_json({"type": "chat", "id": 5, "phrase": "<script>"})
        assert until(a, lambda m: m.get("id") == 5)["rule"] == "chat"
        for i in range(6, 12):  # the burst is 5 lines: two were said
            a.send_json({"type": "chat", "id": i, "text": f"line {i}"})
        replies = [until(a, lambda m, i=i: m.get("id") == i) for i in range(6, 12)]
        assert [r["type"] for r in replies] == ["ack"] * 3 + ["refused"] * 3
        assert "writing fast" in replies[-1]["reason"]
    assert "onerror" not in str(client.get(f"/api/tables/{tid}/record").json())
    # A new socket, even after a restart, gets the recent lines.
    with (
        TestClient(create_app(settings)) as again,
        again.websocket_connect(f"/ws/tables/{tid}") as ws,
    ):
        hello(ws)
        lines = chat_lines(ws)
        assert [x["text"] or x["phrase"] for x in lines] == [
            hostile,
            "good_luck",
            "line 6",
            "line 7",
            "line 8",
        ]
        assert [x["n"] for x in lines] == [1, 2, 3, 4, 5]


def test_a_table_keeps_only_its_last_lines(tmp_path: Path) -> None:
    settings = fast_settings(tmp_path, chat_keep=3, chat_burst=100)
    with TestClient(create_app(settings)) as client:
        made = open_table(client, [{"kind": "human"}, {"kind": "human"}])
        tid = made["table"]["id"]
        with client.websocket_connect(f"/ws/tables/{tid}") as a:
            hello(a, made["key"])
            for i in range(5):
                a.send_json({"type": "chat", "id": i, "text": f"n{i}"})
                until(a, lambda m, i=i: m.get("id") == i)
        lines = client.portal.call(rooms_of(client).store.recent_chat, tid, 10)  # type: ignore[union-attr]
        assert [x.text for x in lines] == ["n2", "n3", "n4"]


def test_two_servers_rating_one_table_at_once_count_it_once(settings: Settings) -> None:
    """What two servers of a cluster do when both see a table end unrated (their sweeps)."""
    from logomachy.server.store import open_store

    store = open_store(settings.database_url())
    row = TableRow(
        "both",
        "fake",
        {"rounds": 1},
        5,
        [
            SeatRow("human", "k0", "Ada", claimed=True, player="p-ada"),
            SeatRow("human", "k1", "Bea", claimed=True, player="p-bea"),
            SeatRow("bot", "k2", "B", "plain", True),
        ],
        status="over",
        created=1.0,
        result={"scores": [3, 2, 1], "winners": [0]},
    )

    async def run() -> tuple[list[Any], dict[str, Rating]]:
        await store.open()
        try:
            await store.save_table(row)
            done = await asyncio.gather(*(rate_finished(store, row) for _ in range(4)))
            return list(done), await store.player_ratings("p-ada")
        finally:
            await store.close()

    done, ada = asyncio.run(run())
    assert sum(d is not None for d in done) == 1
    assert ada["fake"].games == 1 and ada["fake"].rating > 1500
