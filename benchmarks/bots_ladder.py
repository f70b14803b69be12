"""Seeded games between two adjacent bot strengths, timing every decision the bots make.

Used by `bench_bots.py`. A pairing's games seat both strengths at the game's smallest table
(at least two seats), alternating which seats the stronger takes, so that neither profits
from the first seat; the language rotates with the seed. What comes back is plain data, so
that worker processes can play the games.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import Bot, make_bot
from logomachy.kernel import Game, Move, Rng, get_game

# Decisions whose bar is 500 ms instead of 200 ms: every El Soneto decision, and Poetry Slam's
# poem (the "El Soneto and Poetry Slam writing").
SLOW_DECISIONS: dict[str, frozenset[str] | None] = {
    "el-soneto": None,  # None: every move of the game
    "poetry-slam": frozenset({"Recite"}),
}


def writing(game_id: str, move_class: str) -> bool:
    """Whether a decision is one of the slow kind (see SLOW_DECISIONS)."""
    if game_id not in SLOW_DECISIONS:
        return False
    kinds = SLOW_DECISIONS[game_id]
    return kinds is None or move_class in kinds


class TimedBot:
    """A bot that notes how long each decision took and the think time it asked for."""

    def __init__(self, inner: Bot, decisions: list[tuple[str, float]], delays: list[float]):
        self.inner = inner
        self.strength = inner.strength
        self.decisions = decisions  # (move class, seconds)
        self.delays = delays

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        start = time.perf_counter()
        move = self.inner.choose(game, state, seat, rng)
        self.decisions.append((type(move).__name__, time.perf_counter() - start))
        return move

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        seconds = self.inner.delay(game, state, seat, rng)
        self.delays.append(seconds)
        return seconds


@dataclass
class Pairing:
    """The games of one pairing (a weaker and the next stronger strength) on some seeds."""

    game_id: str
    weak: str
    strong: str
    games: int = 0
    strong_wins: int = 0
    ties: int = 0  # won by seats of both strengths: half a game each
    errors: list[str] = field(default_factory=list)
    seconds: list[float] = field(default_factory=list)  # each game's, played or raised
    # strength -> decisions (move class, seconds) and think times asked for
    decisions: dict[str, list[tuple[str, float]]] = field(default_factory=dict)
    delays: dict[str, list[float]] = field(default_factory=dict)

    @property
    def weak_wins(self) -> int:
        return self.games - self.strong_wins - self.ties

    @property
    def score(self) -> float:
        """The stronger's share of the games, a tie counting half."""
        return (self.strong_wins + self.ties / 2) / self.games if self.games else float("nan")

    def merge(self, other: Pairing) -> None:
        self.games += other.games
        self.strong_wins += other.strong_wins
        self.ties += other.ties
        self.errors += other.errors
        self.seconds += other.seconds
        for strength, times in other.decisions.items():
            self.decisions.setdefault(strength, []).extend(times)
        for strength, delays in other.delays.items():
            self.delays.setdefault(strength, []).extend(delays)


def side(game: Game[Any], seat: int, players: int) -> int:
    """Which side a seat plays for: its own, or its team's in a team game (EsBartigrama: the
    first half of the seats, rounded up, is team 1; GraVagrama: pairs of seats side by side),
    so that a team is of one strength and its win is not a tie between strengths."""
    if "teams" in game.meta.tags:
        return 0 if seat < (players + 1) // 2 else 1
    if "pairs" in game.meta.tags:
        return seat // 2
    return seat


def seats_for(game: Game[Any], weak: str, strong: str, seed: int) -> list[str]:
    """Each seat's strength: the smallest table of at least two, the stronger on every other
    side (seat, or team), starting at the first on even seeds and the second on odd ones."""
    players = max(2, game.meta.min_players)
    return [
        strong if (side(game, seat, players) + seed) % 2 == 0 else weak for seat in range(players)
    ]


def options_for(game: Game[Any], seed: int) -> dict[str, Any]:
    langs = game.meta.languages
    return {"lang": langs[seed % len(langs)]} if len(langs) > 1 else {}


def play_pairing(game_id: str, weak: str, strong: str, seeds: list[int]) -> Pairing:
    """Plays `seeds` of the pairing; a game that raises is counted in `errors`, not played."""
    game = get_game(game_id)
    out = Pairing(game_id, weak, strong)
    for strength in (weak, strong):
        out.decisions[strength] = []
        out.delays[strength] = []
    for seed in seeds:
        strengths = seats_for(game, weak, strong, seed)
        bots: list[Bot] = [
            TimedBot(make_bot(game_id, s), out.decisions[s], out.delays[s]) for s in strengths
        ]
        start = time.perf_counter()
        try:
            match = autoplay(game, len(strengths), seed, options_for(game, seed), bots=bots)
        except Exception as exc:  # a bot or game bug: reported beside the figures
            out.errors.append(f"seed {seed}: {type(exc).__name__}: {exc}")
            continue
        finally:
            out.seconds.append(time.perf_counter() - start)
        winners = {strengths[seat] for seat in game.result(match.state).winners}
        out.games += 1
        if winners == {strong}:
            out.strong_wins += 1
        elif winners == {weak, strong}:
            out.ties += 1
    return out
