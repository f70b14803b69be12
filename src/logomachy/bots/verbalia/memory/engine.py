"""Bots for Verbàlia's memory games (Vailetosíl·laB, Memosíl·laB, Bimemosíl·laB,
Mésquememosíl·laB, ReBimemosíl·laB).

A bot's memory is its own: it reads only its seat's view (the squares as everyone sees them)
and the log lines its seat received (which syllable was turned over where), and remembers the
last few of those sightings:
- easy forgets most (the last 4 syllables turned over) and knows only common words (Zipf
  frequency 4 or more: MARE, CADA, ARA);
- medium remembers some (the last 12) and knows the words of Zipf 2.5 or more;
- hard remembers everything seen and knows every word of the dictionary.
Each turns over a remembered pair that forms a word it knows when it has one, else a
syllable it does not remember (to learn); the second syllable is one remembered to form a
word with the first, else an unknown one. With the syllables up it says the most common word
they form that it knows, or turns them down. In ReBimemosíl·laB it risks a repicó when it
remembers a third syllable that makes a three-syllable word (easy also now and then on
luck). In Mésquememosíl·laB hard leaves in play the side that forms more words. A long run of
plays with no word (twice the tiles left) makes any bot agree to stop.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from logomachy.bots.base import Bot
from logomachy.bots.human_time import between
from logomachy.bots.pace import SHOW_SECONDS
from logomachy.games.verbalia.memory.engine import (
    TWO,
    Form,
    MemoryGame,
    MemoryState,
    Repico,
    Stop,
    Turn,
    TurnDown,
    words_by_syllables,
    words_of,
)
from logomachy.games.verbalia.pieces.syllables import COLOURS
from logomachy.kernel import Event, Move, Rng
from logomachy.lexicon import lexicon

#: How many of the latest syllables turned over each strength remembers (None: all).
MEMORY: dict[str, int | None] = {"easy": 4, "medium": 12, "hard": None}
#: The least Zipf frequency of a word each strength knows (hard: every word, even unseen).
VOCABULARY = {"easy": 4.0, "medium": 2.5, "hard": -1.0}
EASY_RISK = 0.15  # how often easy risks a repicó on luck
THINK_SECONDS = {"easy": (3.0, 7.0), "medium": (2.0, 5.0), "hard": (1.5, 4.0)}

Cell = tuple[int, int]


class MemoryBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength
        # What the log said so far: (lines read, the last one, sightings, last syllable seen
        # per cell) — a cache of `sightings`, never anything the log did not show.
        self._memo: tuple[int, Event | None, list[tuple[Cell, str]], dict[Cell, str]] | None = None

    # -- What this seat knows --------------------------------------------------------------------
    def known_words(self, syllables: list[str]) -> list[str]:
        """The words of these syllables this bot knows, most common first."""
        frequency = lexicon("ca").frequency
        floor = VOCABULARY[self.strength]
        found = [(frequency(w), w) for w in words_of(syllables)]
        return [w for f, w in sorted(found, key=lambda x: (-x[0], x[1])) if f >= floor]

    def remembered(
        self, game: MemoryGame, state: MemoryState, seat: int, view: dict[str, Any] | None = None
    ) -> dict[Cell, str]:
        """Face-down cell -> the syllable in play there, as this bot remembers it: from the
        log lines its seat received, the last `MEMORY` sightings."""
        if view is None:
            view = game.view(state, seat)
        capacity = MEMORY[self.strength]
        sightings = self.sightings(game.visible_events(state, seat))
        if capacity is not None:
            sightings = sightings[-capacity:]
        memory: dict[Cell, str] = {}
        for cell, syllable in sightings:
            memory[cell] = syllable
        down = {
            (s, c)
            for s, sq in enumerate(view["squares"])
            for c, cv in enumerate(sq["cells"])
            if cv is not None and cv["down"]
        }
        return {cell: syl for cell, syl in memory.items() if cell in down}

    def sightings(self, events: list[Event]) -> list[tuple[Cell, str]]:
        """(cell, syllable in play) each time this seat saw one, in order. Read once: the log
        only grows and a state's copy shares its events, so the lines read before are kept
        (checked by identity; a log read anew, as after a replay, is read from the start)."""
        memo = self._memo
        if (
            memo is None
            or memo[0] > len(events)
            or (memo[0] and events[memo[0] - 1] is not memo[1])
        ):
            memo = self._memo = (0, None, [], {})
        count, _, seen, last = memo
        for event in events[count:]:
            if event.kind == "turn":
                d = event.data
                cell = (d["square"], d["cell"])
                seen.append((cell, d["syllable"]))
                last[cell] = d["syllable"]
            elif event.kind == "turn-down":  # a tile put back with the other colour up
                for (s, c), syllable in zip(
                    event.data["cells"], event.data["in_play"], strict=True
                ):
                    if last.get((s, c)) != syllable:
                        seen.append(((s, c), syllable))
                        last[(s, c)] = syllable
        if events:
            self._memo = (len(events), events[-1], seen, last)
        return seen

    # -- Choosing --------------------------------------------------------------------------------
    def choose(self, game: Any, state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, MemoryGame) and isinstance(state, MemoryState)
        view = game.view(state, seat)
        turned = [(t["square"], t["cell"]) for t in view["turned"]]
        pieces = [t["syllable"] for t in view["turned"]]
        memory = self.remembered(game, state, seat, view)
        if len(turned) == view["needed"]:
            return self.say(game, view, pieces, memory, rng)
        down = [
            (s, c)
            for s, sq in enumerate(view["squares"])
            for c, cv in enumerate(sq["cells"])
            if cv is not None and cv["down"]
        ]
        if not turned and self.stalled(game, state, seat, len(down)):
            return Stop()
        if view["one_each"] and len(turned) == 1:
            down = [cell for cell in down if cell[0] != turned[0][0]]
        if not turned:
            pair = self.known_pair(memory, view["one_each"])
            if pair is not None:
                return Turn(*pair[0])
        else:
            best: tuple[float, Cell] | None = None
            frequency = lexicon("ca").frequency
            for cell in down:
                if cell in memory:
                    words = self.known_words([*pieces, memory[cell]])
                    if words and (best is None or frequency(words[0]) > best[0]):
                        best = (frequency(words[0]), cell)
            if best is not None:
                return Turn(*best[1])
        unknown = [cell for cell in down if cell not in memory]
        return Turn(*rng.choice(unknown or down))

    def known_pair(self, memory: dict[Cell, str], one_each: bool) -> tuple[Cell, Cell] | None:
        cells = sorted(memory)
        for i, a in enumerate(cells):
            for b in cells[i + 1 :]:
                if one_each and a[0] == b[0]:
                    continue
                if self.known_words([memory[a], memory[b]]):
                    return a, b
        return None

    def say(
        self,
        game: MemoryGame,
        view: dict[str, Any],
        pieces: list[str],
        memory: dict[Cell, str],
        rng: Rng,
    ) -> Move:
        words = self.known_words(pieces)
        if words and view["repicos"] and not view["repico"]:
            third = any(self.known_words([*pieces, syl]) for syl in memory.values())
            if third or (self.strength == "easy" and rng.random() < EASY_RISK):
                return Repico(words[0].upper())
        if words:
            return Form(words[0].upper())
        if not view["choose_up"]:
            return TurnDown()
        ups = []
        for t in view["turned"]:
            sq = view["squares"][t["square"]]
            if sq["kind"] != TWO:
                continue
            cell = sq["cells"][t["cell"]]
            if self.strength == "hard":
                ups.append(self.best_up(t["syllable"], cell["back"], cell["back_colour"]))
            else:
                ups.append(rng.choice(list(COLOURS)))
        return TurnDown(tuple(ups))

    @staticmethod
    def best_up(in_play: str, back: str, back_colour: str) -> str:
        """The colour to leave face up so that the syllable in play (underneath) is the side
        of the tile that forms more two-syllable words."""
        counts = partner_counts()
        if counts.get(in_play, 0) >= counts.get(back, 0):
            return back_colour  # as it was
        return COLOURS[1 - COLOURS.index(back_colour)]  # the other way up

    def stalled(self, game: MemoryGame, state: MemoryState, seat: int, left: int) -> bool:
        """Plays with no word since the last one, twice the tiles left: agree to stop."""
        misses = 0
        for event in reversed(game.visible_events(state, seat)):
            if event.kind in ("word", "deal"):
                break
            misses += event.kind == "turn-down"
        return misses >= max(2 * left, 4 * state.seats)

    def delay(self, game: Any, state: Any, seat: int, rng: Rng) -> float:
        """Choosing a tile to turn: the strength's think time. With every syllable of the play
        face up (to form a word or turn them down) at least `SHOW_SECONDS`: the tiles stay up
        while the table reads them, as a player at a real table holds them up."""
        think = between(rng, *THINK_SECONDS[self.strength])
        if isinstance(game, MemoryGame) and len(state.turned) >= game.needed(state):
            return max(think, SHOW_SECONDS + between(rng, 0.0, 1.0, "show"))
        return think


@cache
def partner_counts() -> dict[str, int]:
    """Syllable -> how many two-syllable words it is in."""
    counts: dict[str, int] = {}
    for key in words_by_syllables():
        if len(key) == 2:
            for syllable in set(key):
                counts[syllable] = counts.get(syllable, 0) + 1
    return counts


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: MemoryBot("easy"),
    "medium": lambda: MemoryBot("medium"),
    "hard": lambda: MemoryBot("hard"),
}
