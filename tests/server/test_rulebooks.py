"""The rulebooks in the page: every game's section found, cut where the next game begins,
text kept as text, and GET /api/games/{id}/rules."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from logomachy.bots.base import family_of
from logomachy.games.catalogue import GAMES
from logomachy.i18n import messages
from logomachy.server.rulebooks import HERE, Node, fold, rules_section, to_markdown

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ("el-soneto.md", "letter-tycoon.es.md", "poetry-slam.md", "trencadis.md", "verbalia.md")


def text_of(nodes: list[Node]) -> str:
    return "".join(n if isinstance(n, str) else text_of(n.get("children", [])) for n in nodes)


def tags_of(nodes: list[Node]) -> list[str]:
    out: list[str] = []
    for n in nodes:
        if isinstance(n, dict):
            out += [n["tag"], *tags_of(n.get("children", []))]
    return out


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.meta.id)
def test_every_games_rulebook_section_resolves_and_has_rules(game: Any) -> None:
    section = rules_section(game.meta)
    anchor = game.meta.rulebook.partition("#")[2]
    if anchor:
        assert fold(section.title.rstrip("*")) == fold(anchor)
        assert section.content[0] == {"tag": "h3", "children": [section.title]}
    assert len(text_of(section.content)) > 400, "a section too short to hold its rules"
    assert "p" in tags_of(section.content)


def test_a_section_ends_where_the_next_game_or_chapter_begins() -> None:
    by_id = {g.meta.id: g.meta for g in GAMES}
    buscador = text_of(rules_section(by_id["verbalia-buscador"]).content)
    assert "Players: 2–6. Time: 45 minutes." in buscador
    assert "ArBredasíl·laB" not in buscador and "The First Visit" not in buscador
    last = text_of(rules_section(by_id["verbalia-tabugrama"]).content)
    assert "10 or more" in last and "Recommendation List" not in last
    # A game's own sub-headings stay inside it, a level below its title.
    tags = tags_of(rules_section(by_id["verbalia-buscador"]).content)
    assert tags.count("h3") == 1 and tags.count("h4") >= 4


def test_a_copy_in_the_readers_language_is_chosen_when_there_is_one() -> None:
    by_id = {g.meta.id: g.meta for g in GAMES}
    assert rules_section(by_id["letter-tycoon"], "es").lang == "es"
    assert rules_section(by_id["letter-tycoon"], "en").lang == "es"  # the only copy
    assert rules_section(by_id["trencadis"], "ca").lang == "en"


def test_the_exports_tables_lists_and_headings_become_markdown() -> None:
    text = "\n".join(
        [
            "Some Game",
            "Some Game Rulebook",
            "Table of Contents",
            "Scoring",
            "Letters\tPoints",
            "4\t1",
            "- an item with <b>markup</b> and *stars*",
            "-",
            "an item on the next line",
            "Score",
            "| Length",
            "|",
            "Money",
            "|",
            "| 3 letters",
            "|",
            "1$",
            "|",
            "Who wins?",
        ]
    )
    md = to_markdown(text)
    assert md.startswith("# Some Game\n\n## Scoring\n\n| Letters | Points |\n| --- | --- |\n")
    assert "Rulebook" not in md and "Table of Contents" not in md
    assert "- an item on the next line" in md
    assert "| Length | Money |\n| --- | --- |\n| 3 letters | 1$ |" in md
    assert md.endswith("\n\nWho wins?\n")  # a question is no heading


def test_markup_in_the_text_stays_text(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from logomachy.server import rulebooks

    book = tmp_path / "evil.md"
    book.write_text(
        "Evil\nEvil Rulebook\nRules\n<script>alert(1)</script> [x](javascript:alert(1)) *y*\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(rulebooks, "HERE", tmp_path)
    meta = dataclasses.replace(GAMES[0].meta, rulebook="evil.md#rules")
    section = rules_section(meta)
    assert section.content == [
        {"tag": "h3", "children": ["Rules"]},
        {"tag": "p", "children": ["<script>alert(1)</script> [x](javascript:alert(1)) *y*"]},
    ]


def test_the_shipped_copies_are_the_shared_rulebooks() -> None:
    found = [p / "shared" / "rules" for p in ROOT.parents if (p / "shared" / "rules").is_dir()]
    shared = found[0] if found else None
    if shared is None:
        pytest.skip("no shared/rules beside this checkout to compare with")
    for name in SHIPPED:
        assert (HERE / name).read_bytes() == (shared / name).read_bytes(), name


def test_every_family_has_its_how_to_play_help_in_every_language() -> None:
    families = {family_of(g) for g in GAMES}
    for lang in ("en", "es", "ca"):
        strings = messages(lang)
        missing = sorted(f for f in families if f"howto.{f}" not in strings)
        assert missing == [], lang


def test_the_rules_endpoint(client: TestClient) -> None:
    got = client.get("/api/games/verbalia-buscador/rules", params={"lang": "ca"})
    assert got.status_code == 200
    body = got.json()
    assert body["title"] == "Buscador" and body["lang"] == "en"
    assert body["family"] == "verbalia.coast"
    assert body["source"] == "shared/rules/verbalia.md#buscador"
    assert "two actions" in text_of(body["content"])
    assert client.get("/api/games/letter-tycoon/rules?lang=es").json()["lang"] == "es"
    missing = client.get("/api/games/no-such-game/rules")
    assert missing.status_code == 404 and missing.json()["detail"] == "no such game"
    assert client.get("/api/games/trencadis/rules?lang=../x").status_code == 422
