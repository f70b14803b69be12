"""The bots' think-time models (`delay()`) are a person's: reading before a speed choice,
longer words taking longer, easy slower than medium slower than hard, and in a speed phase no
easy or medium bot ahead of an attentive person. Computed, never timed."""

from __future__ import annotations

import statistics
from typing import Any

import pytest

from logomachy.bots.autoplay import bot_rng
from logomachy.bots.base import make_bot
from logomachy.bots.human_time import reading, writing
from logomachy.bots.pace import SHOW_SECONDS, bot_pause, default_pace
from logomachy.games.el_soneto.moves import Write
from logomachy.kernel import Game, Match, Rng, SeatInfo, TimeUp, get_game

SEEDS = range(8)
STRENGTHS = ("easy", "medium", "hard")
#: An attentive person reaches a word this many seconds into a speed phase, at the soonest.
ATTENTIVE = 8.0


def opened(game_id: str, seed: int, stage: str | None = None, players: int = 3) -> Match:
    """The match from `seed`, played on by medium bots until `stage` opens (a seat to act)."""
    game = get_game(game_id)
    bots = [make_bot(game_id, "medium") for _ in range(players)]
    match = Match(game, [SeatInfo(f"b{i}", "bot") for i in range(players)], None, seed)
    for n in range(300):
        acting = game.to_act(match.state)
        if acting and (stage is None or match.state.stage.name.lower() == stage):
            return match
        if acting:
            seat = acting[0]
            rng = bot_rng(seed, seat, n)
            match.play(seat, bots[seat].choose(game, match.state, seat, rng), float(n))
        else:
            timer = game.timer(match.state)
            assert timer is not None
            match.play(None, TimeUp(timer=timer.key), float(n))
    raise AssertionError(f"{game_id}: {stage} never opened")


def first_slot(game_id: str, stage: str | None, strength: str) -> list[float]:
    """Seconds (server default pace) to each seed's first decision of the phase."""
    out = []
    for seed in SEEDS:
        match = opened(game_id, seed, stage)
        game: Game[Any] = match.game
        seat = game.to_act(match.state)[0]
        think = make_bot(game_id, strength).delay(game, match.state, seat, bot_rng(seed, seat, 0))
        out.append(bot_pause(think, default_pace(game_id)))
    return out


@pytest.mark.parametrize(
    ("game_id", "stage"),
    [("trencadis", "write"), ("poetry-slam", "write"), ("verbalia-oscillab", None)],
)
def test_speed_phases_easy_and_medium_come_after_an_attentive_person(
    game_id: str, stage: str | None
) -> None:
    times = {s: first_slot(game_id, stage, s) for s in STRENGTHS}
    assert min(times["easy"]) >= ATTENTIVE  # the bar: easy's first word >= 8 s
    assert min(times["medium"]) >= ATTENTIVE
    medians = [statistics.median(times[s]) for s in STRENGTHS]
    assert medians[0] > medians[1] > medians[2]  # easy slower than medium slower than hard


def test_el_soneto_takes_no_turn_order_card_before_the_letters_are_read() -> None:
    game = get_game("el-soneto")
    for strength in STRENGTHS:
        bot = make_bot("el-soneto", strength)
        for seed in SEEDS:
            match = opened("el-soneto", seed, "create")
            seat = game.to_act(match.state)[0]
            rng = bot_rng(seed, seat, 0)
            move = bot.choose(game, match.state, seat, Rng(rng.state))
            seconds = bot.delay(game, match.state, seat, rng)
            if isinstance(move, Write):  # writing takes the next turn-order card
                low = bot.style.think[0]  # type: ignore[attr-defined]
                assert seconds >= reading(strength) + low + writing(move.word, strength)
            assert seconds >= reading(strength)


def test_longer_words_take_longer_to_write() -> None:
    for strength in STRENGTHS:
        assert writing("SEA", strength) < writing("SEASHORE", strength)
        assert writing("SEA", "easy") > writing("SEA", "hard")
        assert writing("L'ONA", strength) == writing("LONA", strength)


@pytest.mark.parametrize("game_id", ["trencadis", "poetry-slam", "el-soneto", "verbalia-oscillab"])
def test_timing_a_decision_never_changes_the_move(game_id: str) -> None:
    """The server times a decision before making it, simulated clocks after: the draws of
    `delay()` come from forks, so the move is the same either way."""
    stage = {"trencadis": "write", "poetry-slam": "write", "el-soneto": "create"}.get(game_id)
    match = opened(game_id, 3, stage)
    game: Game[Any] = match.game
    seat = game.to_act(match.state)[0]
    bot = make_bot(game_id, "easy")
    rng = bot_rng(3, seat, 0)
    before = rng.state
    bot.delay(game, match.state, seat, rng)
    assert rng.state == before
    assert bot.choose(game, match.state, seat, rng) == bot.choose(
        game, match.state, seat, bot_rng(3, seat, 0)
    )


@pytest.mark.parametrize("game_id", ["verbalia-memosillab", "verbalia-bimemosillab"])
def test_memory_bots_hold_the_tiles_up_for_the_table(game_id: str) -> None:
    from logomachy.games.verbalia.memory.engine import MemoryGame, Turn

    game = get_game(game_id)
    assert isinstance(game, MemoryGame)
    match = Match(game, [SeatInfo("a", "human"), SeatInfo("b", "human")], None, 2)
    squares = match.state.squares
    if len(squares) == 1:  # two of the one square
        picks = [(0, squares[0].left()[0]), (0, squares[0].left()[1])]
    else:  # one of each square
        picks = [(0, squares[0].left()[0]), (1, squares[1].left()[0])]
    for t, (square, cell) in enumerate(picks):
        match.play(match.state.turn, Turn(square, cell), float(t))
    assert len(match.state.turned) == game.needed(match.state)
    for strength in STRENGTHS:
        bot = make_bot(game_id, strength)
        for seed in SEEDS:
            seconds = bot.delay(game, match.state, match.state.turn, Rng.from_seed(seed))
            assert seconds >= SHOW_SECONDS
