"""Bots for Verbàlia's EsBartigrama: a team member takes a letter from the team's pile and
writes a word holding it and the chain, or sets the chain aside when no word comes.

A bot reads only its team's paper (the view's fields: the chain, the pile or the letter drawn,
the words of the round). Which words hold a chain is one numpy pass over the letter-list bots'
tile-count table (`verbalia_lists.table`), narrowed letter by letter and cached by the chain's
letters, so a team's bots (and every table in the process) share it. A chain scores by its
letters, so strength is how long a chain a bot keeps alive:
- it finds a word with a chance that falls as the chain grows (easy fast, hard slowly), and
  sets the chain aside when it does not;
- easy takes any letter some word fits and writes the most common word it recalls; medium a
  letter among the better half; hard the letter the most words still hold (the next word is
  then easiest to find), as a team aiming at a long chain does.
Its think time is a person's, times the team's size to the power 0.7: every member may
write, so a bigger team is somewhat faster, not a pen per member faster. The decision is a
pure function of the position and the decision's luck, so the think time agrees with it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from logomachy.bots.base import Bot
from logomachy.bots.verbalia.chains.engine import luck
from logomachy.bots.verbalia.lists.engine import table
from logomachy.games.verbalia.chains.engine import Tiles, spelled
from logomachy.games.verbalia.chains.esbartigrama import (
    EsBartigrama,
    EsBartigramaState,
    Finish,
    SetAside,
    Team,
    Write,
)
from logomachy.kernel import Game, IllegalMove, Move, Rng
from logomachy.lexicon import lexicon

#: Chance of finding a word for a chain of two letters, and its drop per letter more.
FIND = {"easy": (0.9, 0.16), "medium": (0.97, 0.09), "hard": (1.0, 0.04)}
LEAST_CHANCE = {"easy": 0.02, "medium": 0.05, "hard": 0.15}
RECALLS = {"easy": 6, "medium": 10, "hard": 16}  # words a bot thinks of for a letter
#: A person's seconds to find a word for a one-letter chain, and the share more per letter.
THINK = {"easy": 16.0, "medium": 13.0, "hard": 10.0}
THINK_PER_LETTER = 0.12
TEAM_POWER = 0.7

Rows = npt.NDArray[np.int32]


@lru_cache(maxsize=512)
def holding(chain: Tiles) -> tuple[Rows, npt.NDArray[np.uint32]]:
    """Rows of `table()` whose codes hold these letters with repeats (`chain` sorted), and
    those rows' tile bit-masks (kept: the next letter's question reads them)."""
    t = table()
    if not chain:
        return np.arange(t.counts.shape[1], dtype=np.int32), t.masks
    rows, masks = holding(chain[:-1])
    last = chain[-1]
    if last not in t.column:
        return rows[:0], masks[:0]
    keep = _holds(rows, masks, last, chain.count(last))
    return rows[keep], masks[keep]


def _holds(
    rows: Rows, masks: npt.NDArray[np.uint32], letter: str, need: int
) -> npt.NDArray[np.bool_]:
    """Which of the rows hold `letter` at least `need` times: the presence bit-masks answer
    a first copy, the counts any further one."""
    t = table()
    column = t.column[letter]
    if need == 1:
        return np.asarray((masks & np.uint32(1 << column)) != 0)
    return np.asarray(t.counts[column, rows] >= need)


@lru_cache(maxsize=512)
def letter_options(chain: Tiles, letters: Tiles) -> tuple[tuple[str, int], ...]:
    """(letter, how many codes hold the chain plus it) for each of `letters` some code fits,
    most first (then alphabetical)."""
    t = table()
    rows, masks = holding(chain)
    out = []
    for letter in letters:
        if letter not in t.column:
            continue
        n = int(np.count_nonzero(_holds(rows, masks, letter, chain.count(letter) + 1)))
        if n:
            out.append((letter, n))
    return tuple(sorted(out, key=lambda o: (-o[1], o[0])))


class TeamBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength
        self._decided: dict[tuple[object, ...], Move] = {}

    def _decide(self, game: EsBartigrama, state: EsBartigramaState, seat: int, seed: int) -> Move:
        team = state.teams[game.team_of(state, seat)]
        key = (state.round, game.team_of(state, seat), team.step, seed)
        if key not in self._decided:
            self._decided = {key: self._find(game, state, team, seed)}
        return self._decided[key]

    def _give_up(self, team: Team, game: EsBartigrama, state: EsBartigramaState) -> Move:
        if team.letters:
            return SetAside(step=team.step)
        # Nothing to set aside and no word found: a first word always comes in the end.
        return self._first_resort(game, state, team)

    def _first_resort(self, game: EsBartigrama, state: EsBartigramaState, team: Team) -> Move:
        letters = [team.drawn] if state.blind and team.drawn else sorted(set(team.pile))
        for letter in letters:
            for word in self._words((letter,), 0, 40):
                move = Write(word, "" if state.blind else letter, team.step)
                try:
                    game.check_write(state, team, move)
                except IllegalMove:
                    continue
                return move
        return Finish(step=team.step)

    def _words(self, chain: Tiles, start: float, recalls: int) -> list[str]:
        rows, _ = holding(tuple(sorted(chain)))
        if not len(rows):
            return []
        first = int(start * len(rows))
        step = max(1, len(rows) // recalls)
        picked = np.array(
            sorted({(first + i * step) % len(rows) for i in range(min(recalls, len(rows)))}),
            dtype=np.int64,
        )
        return table().words(rows[picked].astype(np.int64))

    def _find(self, game: EsBartigrama, state: EsBartigramaState, team: Team, seed: int) -> Move:
        chain = tuple(team.letters)
        size = len(chain) + 1
        first, drop = FIND[self.strength]
        chance = max(LEAST_CHANCE[self.strength], min(1.0, first - drop * (size - 2)))
        if size == 1:
            chance = 1.0  # a word holding one letter always comes
        if luck(seed, "find") >= chance:
            return self._give_up(team, game, state)
        if state.blind:
            if team.drawn is None:
                return self._give_up(team, game, state)
            available: Tiles = (team.drawn,)
        else:
            available = tuple(sorted(set(team.pile)))
        key = tuple(sorted(chain))
        options = letter_options(key, available)
        if not options:
            return self._give_up(team, game, state)
        if self.strength == "hard":
            letter = options[0][0]
        elif self.strength == "medium":
            better = options[: max(1, (len(options) + 1) // 2)]
            letter = better[int(luck(seed, "letter") * len(better))][0]
        else:
            letter = options[int(luck(seed, "letter") * len(options))][0]
        recalled = self._words((*chain, letter), luck(seed, "recall"), RECALLS[self.strength])
        used = set(team.codes)
        fresh = [w for w, _, spelt in spelled(recalled) if spelt not in used]
        if not fresh:
            return self._give_up(team, game, state)
        if self.strength == "easy":
            frequency = lexicon("ca").frequency
            word = min(fresh, key=lambda w: (-frequency(w.lower()), w))
        else:
            word = min(fresh, key=lambda w: (len(w), w))  # the quickest to write
        move = Write(word, "" if state.blind else letter, team.step)
        try:
            game.check_write(state, team, move)
        except IllegalMove:
            return self._give_up(team, game, state)
        return move

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, EsBartigrama) and isinstance(state, EsBartigramaState)
        return self._decide(game, state, seat, rng.state)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        assert isinstance(game, EsBartigrama) and isinstance(state, EsBartigramaState)
        team = state.teams[game.team_of(state, seat)]
        self._decide(game, state, seat, rng.state)
        person = THINK[self.strength] * (1 + THINK_PER_LETTER * len(team.letters))
        members = math.pow(len(team.seats), TEAM_POWER)
        return person * members * (0.6 + 0.8 * luck(rng.state, "think"))


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: TeamBot("easy"),
    "medium": lambda: TeamBot("medium"),
    "hard": lambda: TeamBot("hard"),
}
