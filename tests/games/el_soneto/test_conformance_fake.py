"""Whole games between the three bots on the test referee, over many seeds and table options:
after every move the 90 letter cards (and the literato and valedor cards) are all accounted
for, each score is the sum of its parts, no view shows a hidden hand's face-down word, and the
record replays through JSON to the identical state, the same seed giving the same record."""

from __future__ import annotations

import json
from typing import Any

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.el_soneto import BOTS
from logomachy.kernel import Record, fingerprint
from tests.games.el_soneto.helpers import new_game
from tests.test_conformance import check_views

GAME = new_game()
DEVICE_SETS = (
    "synonym,anaphora,antonym,concatenation",
    "alliteration,retruecano,anaphora,synonym",
    "synonym,antonym,epithet,synecdoche",
    "pleonasm,oxymoron,concatenation,retruecano",
)


def options_for(seed: int) -> dict[str, Any]:
    return {
        "devices": DEVICE_SETS[seed % len(DEVICE_SETS)],
        "no_bronze_draw": seed % 5 == 3,
        "lope_apart": seed % 3 == 1,
    }


def play_and_check(seed: int, *, views: bool) -> None:
    players = 2 + seed % 3
    strengths = ["easy", "medium", "hard", "hard"]
    bots = [BOTS[strengths[(seed + i) % 4]]() for i in range(players)]
    match = autoplay(GAME, players, seed, options_for(seed), bots=bots)
    assert match.over
    record = Record.loads(json.dumps(match.record.to_json()))
    state = GAME.setup(players, record.options, seed)
    for entry in record.moves:
        state = GAME.apply(state, entry.seat, GAME.move_from_json(entry.move))
        problems = GAME.invariants(state)
        assert not problems, f"seed {seed}, after {entry.move}: {problems}"
        if views:
            check_views(GAME, state, players)
    assert fingerprint(state) == match.record.final_state
    result = GAME.result(state)
    assert all(s == sum(b.values()) for s, b in zip(result.scores, result.breakdown, strict=True))
    assert result.winners
    if seed % 5 == 0:  # the same seed gives the same record
        bots = [type(b)(b.style) for b in bots]
        again = autoplay(GAME, players, seed, options_for(seed), bots=bots)
        assert again.record.to_json() == match.record.to_json()


@pytest.mark.parametrize("seed", range(6))
def test_a_few_games_with_views_checked_at_every_move(seed: int) -> None:
    play_and_check(seed, views=True)


@pytest.mark.slow
def test_sixty_seeds() -> None:
    # 60 seeds (each replayed, one in five played twice) are every pairing of a player count
    # (3), a device set (4) and the two options (periods 5 and 3); the project-wide
    # conformance run plays El Soneto as well.
    for seed in range(60):
        play_and_check(seed, views=seed % 10 == 0)
