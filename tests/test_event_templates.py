"""Every log template of the web app ("event.<game>.<kind>" in web/i18n) is filled by the
events the game really writes: each placeholder is a key of the event's data, or one the
log widget derives from it (web/js/widgets/log.js: {seat_name}, {defendant_name},
{seats_names}, {X_label}). A placeholder nothing fills would show as "{word}" to players."""

from __future__ import annotations

import json
import re
from importlib.resources import files
from pathlib import Path
from typing import Any

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.kernel import all_games

I18N = Path(str(files("logomachy.web"))) / "i18n"
LANGS = ("en", "es", "ca")


def templates(game_id: str) -> dict[str, dict[str, str]]:
    """kind → {lang: template} of one game."""
    found: dict[str, dict[str, str]] = {}
    for lang in LANGS:
        strings: dict[str, str] = json.loads((I18N / f"{lang}.json").read_text("utf-8"))
        prefix = f"event.{game_id}."
        for key, text in strings.items():
            if key.startswith(prefix) and not key.startswith(prefix + "value."):
                found.setdefault(key.removeprefix(prefix), {})[lang] = text
    return found


def filled(data: dict[str, Any]) -> set[str]:
    names = set(data)
    if isinstance(data.get("seat"), int):
        names.add("seat_name")
    if isinstance(data.get("defendant"), int):
        names.add("defendant_name")
    if isinstance(data.get("seats"), list):
        names.add("seats_names")
    names |= {f"{k}_label" for k, v in data.items() if isinstance(v, str | list)}
    return names


GAMES = [g for g in all_games() if templates(g.meta.id)]


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=[g.meta.id for g in GAMES])
def test_templates_are_filled_by_the_events_written(game: Any) -> None:
    kinds = templates(game.meta.id)
    seen: set[str] = set()
    for seed in range(4):
        players = game.meta.min_players + seed % 2
        match = autoplay(game, min(players, game.meta.max_players), seed)
        for event in game.events(match.state):
            if event.kind not in kinds:
                continue
            seen.add(event.kind)
            have = filled(event.data)
            for lang, text in kinds[event.kind].items():
                wanted = set(re.findall(r"\{(\w+)\}", text))
                assert wanted <= have, (lang, event.kind, wanted - have, event.data)
    assert seen, f"no templated event of {game.meta.id} was written in four games"
