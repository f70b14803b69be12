"""The conformance run's own checks catch what they are there for."""

from __future__ import annotations

import pytest

from logomachy.kernel import Event
from tests.server.fakegame import GAME
from tests.test_conformance import check_views


def test_a_leak_in_a_later_log_line_is_caught_reading_only_new_lines() -> None:
    state = GAME.setup(2, {}, 3)
    seen: dict[int | None, int] = {}
    check_views(GAME, state, 2, seen)  # "you hold ..." lines go to their own seat only
    assert seen[None] == seen[0] == seen[1] == len(state.log)
    tile = state.hands[0][0]
    state.log.append(Event("oops", f"seat 0 shows {tile}", {"tile": tile}))  # to everyone
    with pytest.raises(AssertionError, match="secret"):
        check_views(GAME, state, 2, seen)


def test_visible_events_reads_from_a_log_entry_on() -> None:
    state = GAME.setup(2, {}, 3)
    every = GAME.visible_events(state, 1)
    assert GAME.visible_events(state, 1, since=0) == every
    assert GAME.visible_events(state, 1, since=len(state.log)) == []
    assert GAME.visible_events(state, None, since=1) == [e for e in state.log[1:] if e.to is None]
