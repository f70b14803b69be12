"""Bots for Buscador (games/verbalia/coast/buscador.py).

A bot knows the common words (the vocabulary of `verbalia_country`, larger the stronger) and,
for every region where a word may be closed (joined to the sea, fewer than three words), looks
for the words made of the region's letters plus what its remaining actions could bring: letters
of its easel (laid there) and, for medium and hard, letters movable from the neighbouring
regions. The word worth most (its length's points, the first word's bonus, the multiplier; hard
also asks the dictionary for the category) is built step by step and closed; otherwise the
actions take letters for the easel or lay one in a region near the sea. Bots read only the
board, the markers, the words and their own easel.

On a word sent to the vote (the dictionary cannot tell its category) a bot believes it of the
region's category when its evidence supports it (`verbalia_judgment.is_of_category`: the
affix class fits, or the word is common) and votes so, erring by strength
(`verbalia_judgment.vote`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import numpy as np

from logomachy.bots.base import Bot
from logomachy.bots.human_time import between
from logomachy.bots.verbalia.coast.engine import _TILE, VOCABULARY, _verdict, vocabulary
from logomachy.bots.verbalia.judgment import is_of_category, vote
from logomachy.games.verbalia.coast import buscador as bz
from logomachy.games.verbalia.coast.engine import MIN_LETTERS, is_vowel
from logomachy.games.verbalia.pieces.country import country
from logomachy.games.verbalia.pieces.letters import TILES
from logomachy.games.verbalia.pieces.plaza import tiles_of
from logomachy.kernel import Game, Move, Rng, Vote

#: Letters a bot keeps on its easel before it starts laying them in regions.
KEEP = {"easy": 6, "medium": 5, "hard": 4}
START_VOWELS = {"easy": 2, "medium": 1, "hard": 1}
LOOK = {"easy": 3, "medium": 20, "hard": 60}  # candidate words weighed per region
CATEGORY_CHECKS = 6  # hard asks the dictionary about its best few


def _counts(tiles: Any) -> np.ndarray[Any, np.dtype[np.int16]]:
    have = np.zeros(len(TILES), dtype=np.int16)
    for tile in tiles:
        if tile in _TILE:
            have[_TILE[tile]] += 1
    return have


class BuscadorBot:
    """Builds the most valuable word it sees within its actions, else gathers letters."""

    def __init__(self, strength: str) -> None:
        self.strength = strength
        self._plan: tuple[tuple[int, int], tuple[str, str, list[Move]]] | None = None

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, bz.Buscador) and isinstance(state, bz.BuscadorState)
        if state.stage == "start":
            return bz.Start(START_VOWELS[self.strength])
        if state.stage == "vote":
            return Vote(self.judge(state, rng))
        left = bz.ACTIONS - state.actions
        if not state.closed and state.markers[seat] > 0:
            # A plan made at the start of the turn holds while only this bot acts (each of
            # its actions logs one event); otherwise plan again.
            key = (seat, len(state.log))
            if self._plan is not None and self._plan[0] == key:
                plan: tuple[str, str, list[Move]] | None = self._plan[1]
            elif left in (bz.ACTIONS, 0):
                plan = self.plan(game, state, seat, left)
            else:
                plan = None  # planned at the start of the turn: nothing then, none now
            self._plan = None
            if plan is not None:
                word, region, steps = plan
                if not steps:
                    return bz.Close(word, region)
                self._plan = ((seat, len(state.log) + 1), (word, region, steps[1:]))
                return steps[0]
        if left <= 0 or not game.can_act(state, seat):
            return bz.Finish()
        return self.gather(game, state, seat, rng)

    def judge(self, state: bz.BuscadorState, rng: Rng) -> bool:
        """The vote on the word just closed: is it of its region's category?"""
        assert state.vote is not None and state.pending_word is not None
        category = country().region(state.pending_word.region).category
        return vote(is_of_category(state.vote.subject, category), self.strength, rng)

    def plan(
        self, game: bz.Buscador, state: bz.BuscadorState, seat: int, left: int
    ) -> tuple[str, str, list[Move]] | None:
        """The best word reachable this turn: (word, region, the actions still needed)."""
        land = country()
        vocab = vocabulary(VOCABULARY[self.strength])
        used = {w.letters for w in state.words if w.seat == seat}
        fresh = np.zeros(64, dtype=bool)  # fresh[n]: a word of n letters is one of ours
        fresh[sorted(used)] = True
        easel = Counter(state.easels[seat])
        held = Counter(w.region for w in state.words)
        pending = [m for m in state.moved if m.pending and m.mover == seat]
        target = pending[0].region if pending else None
        Way = tuple[tuple[str, ...], dict[str, list[str]]]
        options: list[tuple[float, str, str, Way]] = []
        for region in land.ids:
            if held[region] >= bz.REGION_WORDS or not game.reaches_sea(state, region):
                continue
            if target is not None and region != target:
                continue
            if len(state.contents[region]) + left < MIN_LETTERS:
                continue  # not even four letters within reach
            here = _counts(state.contents[region])
            extra: Counter[str] = Counter(easel)
            movable: dict[str, list[str]] = {}
            if self.strength != "easy" and not state.closed and left:
                for n in land.neighbours(region):
                    for tile in set(state.contents[n]):
                        k = game.movable(state, n, tile)
                        if k > 0:
                            extra[tile] += k
                            movable.setdefault(tile, []).extend([n] * k)
            reach = here + _counts(extra.elements())
            # Which tiles first (one bit mask a word), then how many of each.
            own = np.uint32(sum(1 << t for t in np.flatnonzero(reach).tolist()))
            rows = np.flatnonzero((vocab.masks & ~own) == 0)
            sub = vocab.counts[rows]
            fits = np.all(sub <= reach[None, :], axis=1)
            need = np.maximum(sub - here[None, :], 0).sum(axis=1)
            ok = rows[np.flatnonzero(fits & (need <= left))]
            if used:
                ok = ok[~fresh[vocab.lengths[ok]]]
            info = land.region(region)
            first = held[region] == 0
            found = 0
            for i in ok.tolist():
                letters = int(vocab.lengths[i])
                if letters in used:
                    continue
                tiles = vocab.tiles[i]
                if pending and any(
                    Counter(tiles)[t] < n for t, n in Counter(m.tile for m in pending).items()
                ):
                    continue
                value = bz.word_value(
                    letters, False, first, region == land.maritime, info.multiplier
                )
                options.append((float(value), vocab.words[i], region, (tiles, movable)))
                found += 1
                if found >= LOOK[self.strength]:
                    break
        if not options:
            return None
        options.sort(key=lambda o: (-o[0], o[1], o[2]))
        if self.strength == "hard":
            rescored: list[tuple[float, str, str, Way]] = []
            for worth, word, region, steps in options[:CATEGORY_CHECKS]:
                info = land.region(region)
                said = _verdict(word, info.category)
                letters = len(tiles_of(word) or ())
                if said != "no":
                    worth = bz.word_value(
                        letters,
                        True,
                        held[region] == 0,
                        region == land.maritime,
                        info.multiplier,
                    ) - (0.5 if said == "unknown" else 0)
                rescored.append((worth, word, region, steps))
            rescored.sort(key=lambda o: (-o[0], o[1], o[2]))
            _, word, region, steps = rescored[0]
        elif self.strength == "medium":
            _, word, region, steps = options[0]
        else:
            _, word, region, steps = options[-1]
        tiles, movable = steps
        return word, region, self._steps(tiles, state.contents[region], easel, movable, region)

    @staticmethod
    def _steps(
        tiles: tuple[str, ...],
        contents: list[str],
        easel: Counter[str],
        movable: dict[str, list[str]],
        region: str,
    ) -> list[Move]:
        missing = Counter(tiles) - Counter(contents)
        mine = Counter(easel)
        froms = {t: list(v) for t, v in movable.items()}
        steps: list[Move] = []
        for tile in sorted(missing.elements()):
            if mine[tile] > 0:
                mine[tile] -= 1
                steps.append(bz.Lay(tile, region))
            else:
                steps.append(bz.Shift(tile, froms[tile].pop(0), region))
        return steps

    def gather(self, game: bz.Buscador, state: bz.BuscadorState, seat: int, rng: Rng) -> Move:
        easel = state.easels[seat]
        bags = [
            b for b, tiles in (("vowel", state.vowels), ("consonant", state.consonants)) if tiles
        ]
        land = country()
        held = Counter(w.region for w in state.words)
        near = [
            r for r in land.ids if held[r] < bz.REGION_WORDS and game.reaches_sea(state, r)
        ] or list(land.ids)
        if len(easel) < KEEP[self.strength] and bags:
            vowels = sum(1 for t in easel if is_vowel(t))
            want = "vowel" if vowels * 2 < len(easel) else "consonant"
            if self.strength == "easy":
                want = rng.choice(bz.BAGS)
            return bz.Take(want if want in bags else bags[0])
        if easel:
            if self.strength == "hard":
                region = max(near, key=lambda r: (land.region(r).multiplier, r))
            else:
                region = rng.choice(near)
            return bz.Lay(rng.choice(sorted(easel)), region)
        return bz.Leave(rng.choice(bags), rng.choice(near))

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        """One step of building a word (a letter moved, laid or taken): easy is slowest."""
        low, high = {"easy": (1.5, 5.0), "medium": (1.0, 4.0), "hard": (0.8, 3.0)}[self.strength]
        return between(rng, low, high)


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: BuscadorBot("easy"),
    "medium": lambda: BuscadorBot("medium"),
    "hard": lambda: BuscadorBot("hard"),
}
