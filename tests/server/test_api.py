"""The lobby's HTTP API: games, tables, seats, invite links, views by seat key."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient


def open_table(client: TestClient, seats: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    body = {"game": "fake", "name": "Ada", "seats": seats, **extra}
    response = client.post("/api/tables", json=body)
    assert response.status_code == 201, response.text
    data: dict[str, Any] = response.json()
    return data


def test_games_lists_meta_options_and_bots(client: TestClient) -> None:
    games = {g["id"]: g for g in client.get("/api/games").json()}
    fake = games["fake"]
    assert fake["title"] == "Fake Words"
    assert fake["min_players"] == 2 and "under half an hour" in fake["tags"]
    assert [o["name"] for o in fake["options"]] == ["rounds", "finish_seconds"]
    assert fake["bots"] == ["weak", "plain"]


def test_openapi_describes_the_lobby(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    assert "/api/tables" in paths and "post" in paths["/api/tables"]
    assert "/api/tables/{table_id}/join" in paths


def test_open_join_and_start(client: TestClient) -> None:
    made = open_table(client, [{"kind": "human"}, {"kind": "human"}, {"kind": "bot"}])
    table = made["table"]
    assert table["status"] == "waiting"
    assert set(made["invites"]) == {"1"}
    assert made["link"].startswith(f"/t/{table['id']}#seat=0&key=")
    # No key ever appears in public table info.
    assert made["key"] not in str(client.get(f"/api/tables/{table['id']}").json())
    lobby = client.get("/api/tables").json()
    assert [t["id"] for t in lobby] == [table["id"]]

    invite_key = made["invites"]["1"].split("key=")[1]
    joined = client.post(
        f"/api/tables/{table['id']}/join", json={"name": "Bea", "key": invite_key}
    ).json()
    # The invite opened the seat once: the seat now has a key of its holder's own.
    assert joined["seat"] == 1 and joined["key"] != invite_key
    assert joined["link"] == f"/t/{table['id']}#seat=1&key={joined['key']}"
    info = client.get(f"/api/tables/{table['id']}").json()
    assert info["status"] == "playing"
    assert [s["name"] for s in info["seats"]][:2] == ["Ada", "Bea"]
    assert info["seats"][2]["kind"] == "bot"


def test_lobby_join_takes_the_first_open_seat_and_refuses_a_full_table(client: TestClient) -> None:
    made = open_table(client, [{"kind": "human"}, {"kind": "human"}])
    tid = made["table"]["id"]
    first = client.post(f"/api/tables/{tid}/join", json={"name": "Cy"})
    assert first.status_code == 200 and first.json()["seat"] == 1
    again = client.post(f"/api/tables/{tid}/join", json={"name": "Di"})
    assert again.status_code == 400 and again.json()["rule"] == "seats"


def test_private_tables_take_invites_only(client: TestClient) -> None:
    made = open_table(client, [{"kind": "human"}, {"kind": "human"}], private=True)
    tid = made["table"]["id"]
    assert client.get("/api/tables").json() == []
    assert client.post(f"/api/tables/{tid}/join", json={"name": "X"}).status_code == 403
    bad = client.post(f"/api/tables/{tid}/join", json={"name": "X", "key": "forged"})
    assert bad.status_code == 403


def test_host_seats_a_bot_and_only_the_host(client: TestClient) -> None:
    made = open_table(client, [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}])
    tid = made["table"]["id"]
    guest = client.post(f"/api/tables/{tid}/join", json={"name": "Bea"}).json()
    refused = client.post(
        f"/api/tables/{tid}/seats/2/bot", json={}, headers={"X-Seat-Key": guest["key"]}
    )
    assert refused.status_code == 403
    assert (
        client.get(f"/api/tables/{tid}/invites", headers={"X-Seat-Key": guest["key"]}).status_code
        == 403
    )
    ok = client.post(
        f"/api/tables/{tid}/seats/2/bot",
        json={"strength": "weak"},
        headers={"X-Seat-Key": made["key"]},
    )
    assert ok.status_code == 200
    assert ok.json()["seats"][2]["strength"] == "weak"
    assert ok.json()["status"] == "playing"


def test_bad_requests_say_why(client: TestClient) -> None:
    unknown = client.post("/api/tables", json={"game": "nope", "seats": [{}, {}]})
    assert unknown.status_code == 400 and "no game" in unknown.json()["detail"]
    too_few = client.post("/api/tables", json={"game": "fake", "seats": [{}]})
    assert too_few.status_code == 400 and too_few.json()["rule"] == "players"
    option = client.post(
        "/api/tables", json={"game": "fake", "seats": [{}, {}], "options": {"rounds": 99}}
    )
    assert option.status_code == 400 and option.json()["rule"] == "options"
    bot_host = client.post("/api/tables", json={"game": "fake", "seats": [{"kind": "bot"}, {}]})
    assert bot_host.status_code == 400
    assert client.get("/api/tables/nope").status_code == 404


def test_views_are_given_by_seat_key_only(client: TestClient) -> None:
    made = open_table(client, [{"kind": "human"}, {"kind": "bot"}])
    tid = made["table"]["id"]
    mine = client.get(f"/api/tables/{tid}/view", headers={"X-Seat-Key": made["key"]}).json()
    assert mine["you"] == 0 and mine["view"]["hand"]
    spectator = client.get(f"/api/tables/{tid}/view").json()
    assert spectator["you"] is None and spectator["view"]["hand"] is None
    other = client.get(f"/api/tables/{tid}/view?seat=1", headers={"X-Seat-Key": made["key"]})
    assert other.status_code == 403
    assert client.get(f"/api/tables/{tid}/view?seat=1").status_code == 403
    forged = client.get(f"/api/tables/{tid}/view", headers={"X-Seat-Key": "forged"})
    assert forged.status_code == 403


def test_names_are_cleaned_but_kept_as_typed(client: TestClient) -> None:
    made = open_table(client, [{"kind": "human"}, {"kind": "human"}])
    tid = made["table"]["id"]
    name = "<img src=x onerror=alert(1)>\u202e\x07  Bob"
    client.post(f"/api/tables/{tid}/join", json={"name": name})
    seats = client.get(f"/api/tables/{tid}").json()["seats"]
    # Markup stays text (the front end never renders it as HTML); controls are dropped.
    assert seats[1]["name"] == "<img src=x onerror=alert(1)> Bob"


def test_the_front_end_is_served(client: TestClient) -> None:
    page = client.get("/t/abc")
    assert page.status_code == 200 and "<html" in page.text.lower()


def test_an_invite_opens_its_seat_once(client: TestClient) -> None:
    made = open_table(client, [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}])
    tid = made["table"]["id"]
    invite = made["invites"]["1"].split("key=")[1]
    bea = client.post(f"/api/tables/{tid}/join", json={"name": "Bea", "key": invite}).json()
    # The invite forwarded to someone else opens nothing; Bea's own key keeps her seat.
    again = client.post(f"/api/tables/{tid}/join", json={"name": "Eve", "key": invite})
    assert again.status_code == 403 and "once" in again.json()["detail"]
    back = client.post(f"/api/tables/{tid}/join", json={"name": "Bea", "key": bea["key"]})
    assert back.status_code == 200 and back.json()["seat"] == 1
    assert back.json()["key"] == bea["key"]
    view = client.get(f"/api/tables/{tid}/view", headers={"X-Seat-Key": invite})
    assert view.status_code == 403


def test_a_lobby_join_gets_a_key_of_its_own_not_the_seats_invite(client: TestClient) -> None:
    made = open_table(client, [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}])
    tid = made["table"]["id"]
    invites = {s: link.split("key=")[1] for s, link in made["invites"].items()}
    stranger = client.post(f"/api/tables/{tid}/join", json={"name": "Cy", "seat": 1}).json()
    assert stranger["seat"] == 1 and stranger["key"] not in invites.values()
    # The friend invited to seat 1 cannot share it with the stranger.
    friend = client.post(f"/api/tables/{tid}/join", json={"name": "Di", "key": invites["1"]})
    assert friend.status_code == 403
    left = client.get(f"/api/tables/{tid}/invites", headers={"X-Seat-Key": made["key"]})
    assert set(left.json()) == {"2"}


def test_the_host_takes_a_seat_back_as_an_invite_or_a_bot(client: TestClient) -> None:
    made = open_table(client, [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}])
    tid, host = made["table"]["id"], {"X-Seat-Key": made["key"]}
    cy = client.post(f"/api/tables/{tid}/join", json={"name": "Cy"}).json()
    url = f"/api/tables/{tid}/seats/{cy['seat']}/release"
    assert client.post(url, json={}, headers={"X-Seat-Key": cy["key"]}).status_code == 403
    assert (
        client.post(f"/api/tables/{tid}/seats/0/release", json={}, headers=host).json()["rule"]
        == "seats"
    )
    freed = client.post(url, json={"to": "invite"}, headers=host)
    assert freed.status_code == 200
    info = freed.json()
    assert info["seats"][cy["seat"]]["claimed"] is False and info["seats"][cy["seat"]]["name"] == ""
    assert (
        client.get(f"/api/tables/{tid}/view", headers={"X-Seat-Key": cy["key"]}).status_code == 403
    )
    new_key = info["invite"].split("key=")[1]
    dee = client.post(f"/api/tables/{tid}/join", json={"name": "Dee", "key": new_key})
    assert dee.status_code == 200 and dee.json()["seat"] == cy["seat"]
    as_bot = client.post(url, json={"to": "bot", "strength": "weak"}, headers=host).json()
    assert as_bot["seats"][cy["seat"]]["kind"] == "bot"
    assert as_bot["seats"][cy["seat"]]["strength"] == "weak"


def test_a_chosen_seed_is_announced_to_everyone(client: TestClient) -> None:
    chosen = open_table(client, [{"kind": "human"}, {"kind": "human"}], seed=1234)["table"]
    assert chosen["practice"] is True and chosen["seed"] == 1234
    dealt = open_table(client, [{"kind": "human"}, {"kind": "human"}])["table"]
    assert dealt["practice"] is False and "seed" not in dealt


def test_a_secret_option_is_hidden_from_the_public_until_the_game_is_over() -> None:
    from logomachy.kernel import get_game
    from logomachy.server.store import SeatRow, TableRow
    from logomachy.server.table import public_info

    game = get_game("verbalia-gravagrama")
    assert {o.name for o in game.option_specs() if o.secret} == {"page", "text"}
    row = TableRow(
        "t",
        game.meta.id,
        {"text": "A page only givers may read.", "words": "new"},
        1,
        [SeatRow("human", "k")],
        status="playing",
    )
    shown = public_info(row, game.meta, 0, None)["options"]
    assert shown == {"text": "(hidden)", "words": "new"}
    row.status = "over"
    assert public_info(row, game.meta, 0, None)["options"]["text"].startswith("A page")
