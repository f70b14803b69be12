"""Conformance of the words: every log line every game writes, over seeded bot games, reads in
en, es and ca from the game's own template, with nothing left unfilled. The page's log widget
(web/js/widgets/log.js) fills the same templates from the same data."""

from __future__ import annotations

import re
from typing import Any

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.i18n import LANGS, MissingMessage, event_text
from logomachy.i18n.render import seat_names
from logomachy.kernel import all_games

GAMES = all_games()
UNFILLED = re.compile(r"\{\w+\}")


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES, ids=[g.meta.id for g in GAMES])
def test_every_log_line_reads_in_every_language(game: Any) -> None:
    gaps: set[str] = set()
    kinds: set[str] = set()
    for seed in range(3):
        players = min(game.meta.min_players + seed % 2, game.meta.max_players)
        match = autoplay(game, players, seed)
        for event in game.events(match.state):
            kinds.add(event.kind)
            for lang in LANGS:
                try:
                    text = event_text(
                        lang, game.meta.id, event.kind, event.data, seat_names(lang, players),
                        strict=True,
                    )
                except MissingMessage as exc:
                    gaps.add(str(exc))
                    continue
                if UNFILLED.search(text):
                    gaps.add(f"{lang}: {event.kind} leaves {UNFILLED.findall(text)} in {text!r}")
    assert kinds, "the games wrote no log"
    assert sorted(gaps) == []
