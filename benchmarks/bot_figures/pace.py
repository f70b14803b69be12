"""The bots' pace: seconds from the moment a decision opens to a bot's move, per game and
strength, at each table pace (what `bench_bots.py` prints beside the issue's bars).

For each seed the game is dealt and played on by medium bots (no clock: a timer with nobody
to act simply runs out) until its first main decision opens — Trencadís's and Poetry Slam's
Word Phase, El Soneto's word creation, the first turn elsewhere — and each strength's bot
times that decision (`delay()` with the table pace, the floors and the timer as the server
applies them: `bots.pace.bot_pause`; El Soneto's figure runs to the word that takes the
turn-order card, a face-up letter taken first included). Memory games get a second entry,
`<game>:show`: the pause before a bot turns back a pair it turned over (the time the tiles
stay in sight).

`pace_figures()` returns plain data; `summary()` and `main()` print it.
"""

from __future__ import annotations

import enum
import statistics
from collections.abc import Callable, Iterable
from typing import Any

from logomachy.bots.autoplay import bot_rng
from logomachy.bots.base import bot_strengths, has_bots, make_bot
from logomachy.bots.pace import PACES, bot_pause, show_floor
from logomachy.games.verbalia.memory.engine import MemoryGame
from logomachy.kernel import Game, Match, SeatInfo, TimeUp, all_games, get_game

#: game id -> stage name of its speed phase (the decision a person races the bots to).
SPEED_STAGES = {"trencadis": "write", "poetry-slam": "write", "el-soneto": "create"}
MOVES_TO_REACH = 400  # a game that has not reached its phase by then is skipped for that seed

Figures = dict[str, dict[str, dict[str, list[float]]]]  # game -> strength -> pace -> seconds


def _stage(state: Any) -> str | None:
    stage = getattr(state, "stage", None)
    return stage.name.lower() if isinstance(stage, enum.Enum) else stage


def _advance(game: Game[Any], seed: int, players: int, until: Callable[[Match], bool]) -> Match:
    """The match dealt from `seed`, played on by medium bots until `until` holds."""
    strengths = bot_strengths(game.meta.id)
    bots = [make_bot(game.meta.id, strengths[len(strengths) // 2]) for _ in range(players)]
    seats = [SeatInfo(f"bot {i + 1}", "bot") for i in range(players)]
    match = Match(game, seats, None, seed)
    for n in range(MOVES_TO_REACH):
        if until(match) or match.over:
            return match
        acting = game.to_act(match.state)
        if acting:
            seat = acting[0]
            rng = bot_rng(seed, seat, len(match.record.moves))
            match.play(seat, bots[seat].choose(game, match.state, seat, rng), float(n))
            continue
        timer = game.timer(match.state)
        if timer is None:
            break
        match.play(None, TimeUp(timer=timer.key), float(n))
    raise LookupError(f"{game.meta.id} seed {seed}: the phase was not reached")


#: Moves that come before a speed phase's slot (El Soneto: a face-up letter taken before the
#: word that takes the turn-order card): their time is added to the slot's.
BEFORE_THE_SLOT = frozenset({"take"})


def _time(game: Game[Any], match: Match, seed: int, strength: str) -> dict[str, float]:
    """Seconds at each pace to the bot's decision (in a speed phase: to its slot)."""
    state = match.state
    seat = game.to_act(state)[0]
    bot = make_bot(game.meta.id, strength)
    timer = game.timer(state)
    remaining = float(timer.seconds) if timer is not None else None
    floor = show_floor(game, state)
    total = dict.fromkeys(PACES, 0.0)
    for step in range(3):
        rng = bot_rng(seed, seat, len(match.record.moves) + step)
        think = bot.delay(game, state, seat, rng)
        for pace in PACES:
            total[pace] += bot_pause(think, pace, floor, remaining)
        move = bot.choose(game, state, seat, rng)
        if game.meta.id not in SPEED_STAGES or move.verb not in BEFORE_THE_SLOT:
            break
        state = game.apply(state, seat, move)
        if seat not in game.to_act(state):
            break
    return total


def _tiles_up(game: Game[Any]) -> Callable[[Match], bool]:
    return lambda match: bool(game.to_act(match.state)) and show_floor(game, match.state) > 0


def _opened(game_id: str) -> Callable[[Match], bool]:
    stage = SPEED_STAGES.get(game_id)
    game = get_game(game_id)

    def ready(match: Match) -> bool:
        if not game.to_act(match.state):
            return False
        return stage is None or _stage(match.state) == stage

    return ready


def pace_figures(seeds: Iterable[int] = range(12), games: Iterable[str] | None = None) -> Figures:
    """game -> strength -> pace -> seconds to the bot's move, one per seed (sorted)."""
    out: Figures = {}
    every = [g.meta.id for g in all_games() if has_bots(g.meta.id)]
    for game_id in sorted(games if games is not None else every):
        game = get_game(game_id)
        players = min(max(game.meta.min_players, 2), game.meta.max_players)
        targets = [(game_id, _opened(game_id))]
        if isinstance(game, MemoryGame):
            targets.append((f"{game_id}:show", _tiles_up(game)))
        for name, until in targets:
            per: dict[str, dict[str, list[float]]] = {}
            for seed in seeds:
                try:
                    match = _advance(game, seed, players, until)
                except LookupError:
                    continue
                if match.over:
                    continue
                for strength in bot_strengths(game_id):
                    for pace, seconds in _time(game, match, seed, strength).items():
                        per.setdefault(strength, {}).setdefault(pace, []).append(seconds)
            out[name] = {s: {p: sorted(v) for p, v in paces.items()} for s, paces in per.items()}
    return out


def summary(seconds: list[float]) -> str:
    if not seconds:
        return "-"
    return f"{min(seconds):5.1f} {statistics.median(seconds):5.1f} {max(seconds):6.1f}"


def main(seeds: Iterable[int] = range(12), games: Iterable[str] | None = None) -> None:
    """Prints min / median / max seconds per game, strength and pace."""
    figures = pace_figures(seeds, games)
    print(f"{'game':34} {'strength':8} " + " ".join(f"{p:>18}" for p in PACES))
    for game_id, strengths in figures.items():
        for strength, paces in strengths.items():
            cells = " ".join(f"{summary(paces.get(p, [])):>18}" for p in PACES)
            print(f"{game_id:34} {strength:8} {cells}")


if __name__ == "__main__":
    import sys

    main(games=sys.argv[1:] or None)
