"""Bot games over 48 seeds, both challenge variants, 2-5 players, mixed strengths: after every
move the 102 cards are all accounted for, money is conserved with the bank, a patent once
bought never changes hands, and no view shows another seat's hand."""

from __future__ import annotations

import json

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.games.letter_tycoon import GAME
from logomachy.kernel import Record, verify

# Twice every pairing of a player count (4), a variant (2) and a strength rotation (3); the
# project-wide conformance run (tests/test_conformance.py) plays a hundred more seeds.
SEEDS = 48
STRENGTHS = ("easy", "medium", "hard")


def _check_game(seed: int) -> None:
    players = 2 + seed % 4
    options = {"challenges": ("player", "automatic")[seed % 2]}
    strengths = [STRENGTHS[(seed + i) % 3] for i in range(players)]
    match = autoplay(GAME, players, seed, options, strengths)
    assert match.over, seed
    state = GAME.setup(players, match.record.options, seed)
    owners: dict[str, int] = {}
    for entry in match.record.moves:
        state = GAME.apply(state, entry.seat, GAME.move_from_json(entry.move))
        assert GAME.invariants(state) == [], (seed, entry.move)
        for letter, owner in state.patents.items():
            assert owners.setdefault(letter, owner) == owner, f"patent {letter} changed hands"
        for viewer in [None, *range(players)]:
            view = GAME.view(state, viewer)
            assert view.get("hand") == (
                "".join(state.hands[viewer]) if viewer is not None else None
            )
            shown = json.dumps(view)
            for other in range(players):
                if other != viewer and len(state.hands[other]) == 7:
                    assert f'"{"".join(state.hands[other])}"' not in shown
    assert owners == state.patents
    assert verify(Record.loads(match.record.dumps())) == []


@pytest.mark.slow
def test_bot_games_keep_every_invariant() -> None:
    for seed in range(SEEDS):
        _check_game(seed)


def test_one_game_of_each_variant_keeps_every_invariant() -> None:
    _check_game(0)
    _check_game(1)
