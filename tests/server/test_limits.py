"""What keeps one client from taking the server from everyone else, and what operators get:
body caps, rates per address and per socket, origins, security headers, health and metrics."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from logomachy.server import create_app
from logomachy.server.limits import AddressCount, AddressRates, TokenBucket

from .conftest import fast_settings
from .test_api import open_table
from .test_ws import two_player_table
from .wsutil import hello, until, update


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_bucket_spends_its_burst_then_refills_at_its_rate() -> None:
    clock = Clock()
    bucket = TokenBucket(rate=2.0, burst=3.0, clock=clock)
    assert [bucket.take() for _ in range(4)] == [True, True, True, False]
    assert bucket.retry_after() == pytest.approx(0.5)
    clock.now += 0.5
    assert bucket.take() and not bucket.take()
    clock.now += 60
    assert sum(bucket.take() for _ in range(10)) == 3  # never more than the burst saved up


def test_rates_and_counts_are_per_address() -> None:
    clock = Clock()
    rates = AddressRates(per_minute=60, burst=2, clock=clock)
    assert rates.take("a") is None and rates.take("a") is None
    assert rates.take("a") == pytest.approx(1.0)
    assert rates.take("b") is None  # another address has its own bucket
    count = AddressCount(limit=2)
    assert count.enter("a") and count.enter("a") and not count.enter("a")
    count.leave("a")
    assert count.enter("a") and count.enter("b")


def test_a_large_body_is_refused_before_it_is_read(tmp_path: Path) -> None:
    with TestClient(create_app(fast_settings(tmp_path, max_body_bytes=1000))) as client:
        big = {"game": "fake", "name": "x" * 5000, "seats": [{}, {}]}
        answer = client.post("/api/tables", json=big)
        assert answer.status_code == 413 and "1000 bytes" in answer.json()["detail"]

        def chunks():  # no Content-Length: the cap counts what arrives
            for _ in range(10):
                yield b" " * 500

        streamed = client.post(
            "/api/tables", content=chunks(), headers={"content-type": "application/json"}
        )
        assert streamed.status_code == 413
        assert (
            client.post("/api/tables", json={"game": "fake", "seats": [{}, {}]}).status_code == 201
        )


def test_table_creations_are_limited_per_address_and_say_when_to_come_back(
    tmp_path: Path,
) -> None:
    settings = fast_settings(tmp_path, tables_per_minute=6, tables_burst=2)
    with TestClient(create_app(settings)) as client:
        body = {"game": "fake", "seats": [{}, {}]}
        assert [client.post("/api/tables", json=body).status_code for _ in range(2)] == [201, 201]
        third = client.post("/api/tables", json=body)
        assert third.status_code == 429 and int(third.headers["retry-after"]) >= 1
        assert "too many new tables" in third.json()["detail"]
        metrics = client.get("/metrics").text
        assert 'logomachy_rate_limited_total{kind="new tables"} 1.0' in metrics


def test_a_flooding_socket_is_throttled_then_closed_and_others_play_on(tmp_path: Path) -> None:
    settings = fast_settings(tmp_path, socket_rate=5, socket_burst=10, flood_limit=50)
    with TestClient(create_app(settings)) as client:
        tid, key0, key1 = two_player_table(client)
        with (
            client.websocket_connect(f"/ws/tables/{tid}") as flood,
            client.websocket_connect(f"/ws/tables/{tid}") as calm,
        ):
            hello(flood, key0)
            hello(calm, key1)
            until(calm, update(lambda m: True))
            for i in range(200):
                flood.send_json({"type": "ping", "id": i})
            seen: list[dict[str, object]] = []
            with pytest.raises(WebSocketDisconnect) as closed:
                until(flood, lambda m: False, seen, limit=1000)
            assert closed.value.code == 1008
            pongs = [m for m in seen if m["type"] == "pong"]
            assert 0 < len(pongs) <= 20  # the burst was answered, the rest dropped unread
            assert {"type": "error", "detail": "too many messages: some were dropped"} in seen
            calm.send_json({"type": "ping", "id": 1})
            assert until(calm, lambda m: m["type"] == "pong")["id"] == 1


def test_sockets_per_address_are_capped(tmp_path: Path) -> None:
    with TestClient(create_app(fast_settings(tmp_path, max_sockets_per_address=2))) as client:
        tid, _, _ = two_player_table(client)
        with (
            client.websocket_connect(f"/ws/tables/{tid}"),
            client.websocket_connect(f"/ws/tables/{tid}"),
            client.websocket_connect(f"/ws/tables/{tid}") as third,
        ):
            with pytest.raises(WebSocketDisconnect) as closed:
                third.receive_json()
            assert closed.value.code == 1008
        with client.websocket_connect(f"/ws/tables/{tid}") as again:  # freed again
            hello(again)
            until(again, update(lambda m: True))


def test_a_message_id_no_client_can_read_back_is_refused_and_the_socket_lives(
    client: TestClient,
) -> None:
    tid, key0, _ = two_player_table(client)
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        hello(ws, key0)
        until(ws, update(lambda m: True))
        ws.send_json({"type": "ping", "id": 2**70})
        error = until(ws, lambda m: m["type"] == "error")
        assert "less than or equal" in error["detail"]
        ws.send_json({"type": "ping", "id": 3})
        assert until(ws, lambda m: m["type"] == "pong")["id"] == 3


def test_a_socket_from_another_sites_page_is_refused(tmp_path: Path) -> None:
    allowed = ("https://club.example",)
    with TestClient(create_app(fast_settings(tmp_path, allowed_origins=allowed))) as client:
        tid, key0, _ = two_player_table(client)
        with (
            pytest.raises(WebSocketDisconnect) as closed,
            client.websocket_connect(
                f"/ws/tables/{tid}", headers={"origin": "https://evil.example"}
            ) as ws,
        ):
            ws.receive_json()
        assert closed.value.code == 1008
        for origin in ("http://testserver", "https://club.example"):
            with client.websocket_connect(f"/ws/tables/{tid}", headers={"origin": origin}) as ws:
                hello(ws, key0)
                until(ws, update(lambda m: True))


def test_pages_carry_the_security_headers(client: TestClient) -> None:
    page = client.get("/")
    assert page.headers["x-content-type-options"] == "nosniff"
    assert page.headers["referrer-policy"] == "no-referrer"
    assert page.headers["x-frame-options"] == "DENY"
    csp = page.headers["content-security-policy"]
    assert "script-src 'self'" in csp and "frame-ancestors 'none'" in csp
    assert "unsafe-inline" not in csp
    assert "content-security-policy" in client.get("/api/games").headers
    assert "content-security-policy" not in client.get("/docs").headers  # FastAPI's own page


def test_health_readiness_and_metrics(client: TestClient) -> None:
    assert client.get("/healthz").json() == {"status": "ok"}
    ready = client.get("/readyz")
    assert ready.status_code == 200 and ready.json()["status"] == "ready"
    tid, key0, _ = two_player_table(client, rounds=1)
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        hello(ws, key0)
        until(ws, update(lambda m: True))
        ws.send_json({"type": "move", "id": 1, "move": {"verb": "write", "word": "d0g"}})
        until(ws, lambda m: m["type"] == "refused")
        ws.send_json({"type": "move", "id": 2, "move": {"verb": "write", "word": "DOG"}})
        until(ws, lambda m: m["type"] == "ack")
        text = client.get("/metrics").text
        assert "logomachy_sockets 1.0" in text
        assert 'logomachy_tables{status="playing"} 1.0' in text
        assert "logomachy_moves_total 1.0" in text
        assert 'logomachy_refusals_total{rule="valid words"} 1.0' in text
        assert "logomachy_move_seconds_count 1.0" in text


def test_readiness_fails_when_the_database_does_not_answer(tmp_path: Path) -> None:
    with TestClient(create_app(fast_settings(tmp_path))) as client:
        store = client.app.state.rooms.store  # type: ignore[attr-defined]

        async def broken(table_id: str) -> None:
            raise OSError("disk gone")

        store.load_table = broken
        answer = client.get("/readyz")
        assert answer.status_code == 503 and "disk gone" in answer.json()["detail"]


def test_openapi_documents_every_error_the_lobby_answers(client: TestClient) -> None:
    paths = client.get("/openapi.json").json()["paths"]
    create = paths["/api/tables"]["post"]["responses"]
    assert {"201", "400", "413", "422", "429"} <= set(create)
    join = paths["/api/tables/{table_id}/join"]["post"]["responses"]
    assert {"400", "403", "404", "421", "429"} <= set(join)
    assert {"404", "409"} <= set(paths["/api/tables/{table_id}/record"]["get"]["responses"])


def test_a_seat_given_away_closes_its_old_holders_socket(client: TestClient) -> None:
    made = open_table(client, [{"kind": "human"}, {"kind": "human"}], grace_seconds=60)
    tid = made["table"]["id"]
    cy = client.post(f"/api/tables/{tid}/join", json={"name": "Cy"}).json()
    with client.websocket_connect(f"/ws/tables/{tid}") as ws:
        hello(ws, cy["key"])
        until(ws, update(lambda m: m["table"]["status"] == "playing"))
        freed = client.post(
            f"/api/tables/{tid}/seats/1/release",
            json={"to": "bot", "strength": "weak"},
            headers={"X-Seat-Key": made["key"]},
        )
        assert freed.status_code == 200
        with pytest.raises(WebSocketDisconnect) as closed:
            until(ws, lambda m: False, limit=1000)
        assert closed.value.code == 4403
    info = client.get(f"/api/tables/{tid}").json()
    assert info["seats"][1]["kind"] == "bot" and info["seats"][1]["connected"] is False


def test_logs_can_be_json_lines_naming_the_request_and_the_table(client: TestClient) -> None:
    import json
    import logging

    from logomachy.server.logs import JsonFormatter, request_id, table_id

    answer = client.get("/api/tables/abc123", headers={"x-request-id": "req-7"})
    assert answer.headers["x-request-id"] == "req-7"
    assert len(client.get("/").headers["x-request-id"]) == 12  # made up when not given
    request_id.set("req-7")
    table_id.set("abc123")
    record = logging.LogRecord("logomachy", logging.WARNING, "x", 1, "bot %s refused", ("3",), None)
    line = json.loads(JsonFormatter().format(record))
    assert line["message"] == "bot 3 refused" and line["level"] == "warning"
    assert line["request"] == "req-7" and line["table"] == "abc123"
