"""Whole games between bots on a simulated clock.

Each seat that must act gets a decision and a think time from its bot; the simulated clock jumps
to the next decision or timer deadline, whichever comes first, so slow bots can miss a timer
exactly as slow players do. Deterministic: the same game, seats, options and seed give the same
record.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from logomachy.bots.base import Bot, make_bot
from logomachy.kernel import Game, IllegalMove, Match, Move, Rng, SeatInfo, TimeUp

MAX_MOVES = 20_000  # a game that has not ended by then is a bug, not a long game


@dataclass
class _Pending:
    ready_at: float
    move: Move


class GameStuck(RuntimeError):
    """The game expects nobody to move, has no timer, and is not over."""


def bot_rng(seed: int, seat: int, moves_so_far: int) -> Rng:
    """The generator a bot uses for one decision: reproducible from the record alone."""
    return Rng.derived(seed, f"bot:{seat}:{moves_so_far}")


def autoplay(
    game: Game[Any],
    players: int,
    seed: int,
    options: dict[str, Any] | None = None,
    strengths: list[str] | None = None,
    bots: list[Bot] | None = None,
) -> Match:
    """Plays a whole game; returns the finished match (state and record)."""
    if bots is None:
        chosen = strengths or [None] * players  # type: ignore[list-item]
        bots = [make_bot(game.meta.id, chosen[i % len(chosen)]) for i in range(players)]
    seats = [SeatInfo(f"{b.strength} bot {i + 1}", f"bot:{b.strength}") for i, b in enumerate(bots)]
    match = Match(game, seats, options, seed)
    now = 0.0
    pending: dict[int, _Pending] = {}
    timer_started: dict[str, float] = {}
    for _ in range(MAX_MOVES):
        if match.over:
            return match
        state = match.state
        actors = game.to_act(state)
        for seat in list(pending):
            if seat not in actors:
                del pending[seat]
        for seat in actors:
            if seat not in pending:
                rng = bot_rng(seed, seat, len(match.record.moves))
                move = bots[seat].choose(game, state, seat, rng)
                delay = max(0.0, bots[seat].delay(game, state, seat, rng))
                pending[seat] = _Pending(now + delay, move)
        timer = game.timer(state)
        deadline = None
        if timer is not None:
            started = timer_started.setdefault(timer.key, now)
            deadline = started + timer.seconds
        next_seat = min(pending, key=lambda s: (pending[s].ready_at, s), default=None)
        if next_seat is None and deadline is None:
            raise GameStuck(f"{game.meta.id}: nobody to move and no timer (seed {seed})")
        if deadline is not None and (next_seat is None or deadline < pending[next_seat].ready_at):
            now = deadline
            assert timer is not None
            match.play(None, TimeUp(timer=timer.key), now)
            continue
        assert next_seat is not None
        decision = pending.pop(next_seat)
        now = decision.ready_at
        try:
            match.play(next_seat, decision.move, now)
        except IllegalMove:
            # The situation changed while the bot was thinking (another seat moved first):
            # decide again from the current state.
            rng = bot_rng(seed, next_seat, len(match.record.moves))
            match.play(next_seat, bots[next_seat].choose(game, match.state, next_seat, rng), now)
    raise GameStuck(f"{game.meta.id}: no end after {MAX_MOVES} moves (seed {seed})")
