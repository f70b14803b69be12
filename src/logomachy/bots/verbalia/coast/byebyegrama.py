"""ByeByegrama bots: each play, a syllable, a region nearer the sea and the longest word they
know of the pile, the syllable and the region's letters.

A bot's words are the country family's vocabulary (`verbalia_country.vocabulary`: the most
frequent good words, 3k/10k/40k by strength, four tiles or more) filtered by one numpy pass of
tile counts against the pieces there, then laid by the referee's own `lay` (rule P, the
syllable held, a letter at least), longest first; the three-letter words (the syllable and one
letter, either side) are tried directly. Easy takes its syllables in hand order and a region
at random, and says a random word of those it finds; medium weighs every syllable and region
and says one of its three longest; hard the longest. Bots read only the public view's pieces:
hands, piles and the regions' letters are face up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from logomachy.bots.base import Bot
from logomachy.bots.verbalia.coast.engine import VOCABULARY, vocabulary
from logomachy.games.verbalia.pieces.letters import TILES
from logomachy.games.verbalia.pieces.plaza import good_word, tiles_of
from logomachy.kernel import Game, Move, Rng

#: Share of the play's time each strength thinks (low, high).
THINK_SHARE = {"easy": (0.4, 0.8), "medium": (0.25, 0.6), "hard": (0.1, 0.4)}
#: How many words a bot lays at most for one syllable and region before it settles.
LOOK = {"easy": 6, "medium": 12, "hard": 40}
_TILE = {t: i for i, t in enumerate(TILES)}


def words_there(
    game: Any, state: Any, seat: int, syllable: str, region: str, size: int, wanted: int
) -> list[tuple[str, int]]:
    """Up to `wanted` words (as typed, their letters) the seat can lay with `syllable` in
    `region`, longest first: the vocabulary of `size` words, and the syllable and a letter."""
    from logomachy.games.verbalia.coast import byebyegrama as bb

    assert isinstance(game, bb.ByeByegrama)
    syllables, letters = game.pieces_for(state, seat, syllable, region)
    rule_p = bool(state.options["rule_p"])
    have = np.zeros(len(TILES), dtype=np.int16)
    for piece in [*letters, *(t for s in syllables for t in tiles_of(s) or ())]:
        have[_TILE[piece]] += 1
    vocab = vocabulary(size)
    rows = np.flatnonzero((vocab.counts <= have[None, :]).all(axis=1))
    found: list[tuple[str, int]] = []
    for i in rows.tolist():  # longest first
        tiles = vocab.tiles[i]
        if syllable not in "".join(tiles):
            continue
        # The referee divides the dictionary's form of these tiles (APELLA, not APEL·LA).
        form = good_word(tiles)
        pieces = form and bb.lay(tiles, form, syllables, letters, syllable, rule_p=rule_p)
        if pieces:
            found.append((vocab.words[i], len(tiles)))
            if len(found) >= wanted:
                return found
    for letter in sorted(set(letters)):
        for text in (syllable + letter, letter + syllable):
            spelt = tiles_of(text)
            form = good_word(spelt) if spelt else None
            if spelt and form and bb.lay(spelt, form, syllables, letters, syllable, rule_p=rule_p):
                found.append((form.upper(), len(spelt)))
    return found[:wanted]


class ByeBot:
    """A ByeByegrama player of one strength (see the module's docstring)."""

    def __init__(self, strength: str) -> None:
        self.strength = strength

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        from logomachy.games.verbalia.coast import byebyegrama as bb

        assert isinstance(game, bb.ByeByegrama) and isinstance(state, bb.ByeByegramaState)
        syllables = list(game.syllables_for(state, seat))
        regions = list(game.regions_for(state, seat))
        if self.strength == "easy":
            syllables = syllables[:1]
            regions = [rng.choice(regions)]
        size = VOCABULARY[self.strength]
        options: list[tuple[int, str, str, str]] = []  # (letters, word, syllable, region)
        for syllable in syllables:
            for region in regions:
                found = words_there(game, state, seat, syllable, region, size, LOOK[self.strength])
                options.extend((n, word, syllable, region) for word, n in found)
        if not options:
            return bb.Pass(syllables[0], regions[0])
        options.sort(key=lambda o: (-o[0], o[1], o[2], o[3]))
        if self.strength == "easy":
            _, word, syllable, region = rng.choice(options)
        elif self.strength == "medium":
            _, word, syllable, region = rng.choice(options[:3])
        else:
            _, word, syllable, region = options[0]
        return bb.Form(syllable, region, word)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        low, high = THINK_SHARE[self.strength]
        return float(state.options["play_seconds"]) * (low + (high - low) * rng.random())


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: ByeBot("easy"),
    "medium": lambda: ByeBot("medium"),
    "hard": lambda: ByeBot("hard"),
}
