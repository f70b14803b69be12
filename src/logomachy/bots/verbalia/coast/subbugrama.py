"""SuBBugrama bots: write a word for each letter in a category worth aiming for, then throw at
the best-valued region of that category, the strength judged more or less well.

- easy: the first common word of each letter in any category, a random region of its
  category, the strength up to two points off;
- medium: prefers nouns and verbs (the x4 regions), aims at the region of the word's category
  with the highest value, the strength up to one point off;
- hard: picks, for each letter, the category and the region with the best expected points
  under the landing model (estimated once by sampling the model with the bot's own generator),
  at the right strength; knocks at the region where the opponent's points lie thickest.
On the opponent's word sent to the vote (the dictionary cannot tell its category or form) each
votes its belief (`verbalia_judgment.is_written_as_asked`: the affix class fits or the word is
common), erring by strength (`verbalia_judgment.vote`).
Everything a bot reads is public (letters face up, words shown, letters lying on the board).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from logomachy.bots.base import Bot
from logomachy.bots.human_time import between
from logomachy.bots.verbalia.coast.engine import _common
from logomachy.bots.verbalia.judgment import is_written_as_asked, vote
from logomachy.games.verbalia.coast import throws
from logomachy.games.verbalia.pieces.categories import CATEGORIES, Category, citation_form
from logomachy.games.verbalia.pieces.country import country
from logomachy.kernel import Game, Move, Rng

#: Common words a bot of each strength knows (most frequent first).
VOCABULARY = {"easy": 1_500, "medium": 5_000, "hard": 20_000}
#: How far off the right strength a bot's flick may be.
STRENGTH_ERROR = {"easy": 2, "medium": 1, "hard": 0}
SAMPLES = 120


@cache
def _by_letter(size: int) -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {}
    for word, tiles in _common()[:size]:
        found.setdefault(tiles[0], []).append(word)
    return {k: tuple(v) for k, v in found.items()}


@cache
def word_for(letter: str, category: Category, size: int) -> str | None:
    """The most common word a bot knows beginning with `letter`, of `category` and written in
    its citation form as far as the dictionary can say ("yes")."""
    for word in _by_letter(size).get(letter, ())[:400]:
        if citation_form(word, category) == "yes":
            return word
    return None


@cache
def expected() -> dict[tuple[str, Category], float]:
    """Expected points of a counted letter thrown at each region at its right strength, for
    each category (sampled with a fixed generator: the bot's estimate of the model)."""
    from logomachy.games.verbalia.coast.subbugrama import Word, letter_points

    rng = Rng.from_seed(1, "subbugrama-bot")
    table: dict[tuple[str, Category], float] = {}
    for region in country().ids:
        strength = throws.right_strength(region)
        landed = [throws.touching(*throws.land(region, strength, rng)) for _ in range(SAMPLES)]
        for category in CATEGORIES:
            w = Word("A", "A", category, True)
            table[region, category] = sum(letter_points(w, t) for t in landed) / SAMPLES
    return table


def best_region(category: Category) -> tuple[str, float]:
    table = expected()
    region = max(country().ids, key=lambda r: (table[r, category], r))
    return region, table[region, category]


class ThrowBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        from logomachy.games.verbalia.coast import subbugrama as sb

        assert isinstance(state, sb.SubbugramaState)
        if state.stage == "write":
            return self.write(state.hands[seat], rng)
        if state.stage == "vote":
            index = min(i for i, v in state.votes.items() if seat in v.waiting())
            word = state.words[index]
            belief = is_written_as_asked(word.word, word.category)
            return sb.Vote(index, vote(belief, self.strength, rng))
        if state.stage == "throw":
            word = state.words[state.thrown]
            return self.throw(word.category if word.counts else None, rng)
        return self.knock(state, seat, rng)

    def write(self, hand: list[str], rng: Rng) -> Move:
        from logomachy.games.verbalia.coast import subbugrama as sb

        size = VOCABULARY[self.strength]
        words: list[str] = []
        cats: list[str] = []
        for letter in hand:
            options = [(c, w) for c in CATEGORIES if (w := word_for(letter, c, size))]
            options = [(c, w) for c, w in options if w not in words]
            if not options:
                continue
            if self.strength == "easy":
                category, word = rng.choice(options)
            elif self.strength == "medium":
                category, word = min(options, key=lambda o: CATEGORIES.index(o[0]) % 2)
            else:
                category, word = max(options, key=lambda o: best_region(o[0])[1])
            words.append(word)
            cats.append(category)
        return sb.Write(tuple(words), tuple(cats))

    def _strength(self, region: str, rng: Rng) -> int:
        low, high = throws.model().strengths
        error = STRENGTH_ERROR[self.strength]
        off = rng.below(2 * error + 1) - error if error else 0
        return max(low, min(high, throws.right_strength(region) + off))

    def throw(self, category: Category | None, rng: Rng) -> Move:
        from logomachy.games.verbalia.coast import subbugrama as sb

        land = country()
        cat: Category = category or "noun"
        if self.strength == "easy":
            region = rng.choice([r.id for r in land.regions if r.category == cat])
        elif self.strength == "medium":
            region = max(
                (r for r in land.regions if r.category == cat), key=lambda r: r.multiplier
            ).id
        else:
            region = best_region(cat)[0]
        return sb.Throw(region, self._strength(region, rng))

    def knock(self, state: Any, seat: int, rng: Rng) -> Move:
        from logomachy.games.verbalia.coast import subbugrama as sb

        land = country()
        theirs = [p for p in state.lying if p.seat != seat]
        if self.strength == "easy" or not theirs:
            region = rng.choice(list(land.ids)) if self.strength == "easy" else "cor"
            return sb.Throw(region, self._strength(region, rng))
        weight: dict[str, float] = {}
        for p in theirs:
            for r in throws.touching(p.x, p.y):
                value = land.region(r).multiplier if self.strength == "hard" else 1
                weight[r] = weight.get(r, 0) + value
        if not weight:
            region = "cor"
        elif self.strength == "hard":
            # Aim straight at the most valuable letter lying in the best region.
            region = max(weight, key=lambda r: (weight[r], r))
        else:
            region = max(weight, key=lambda r: (weight[r], r))
        return sb.Throw(region, self._strength(region, rng))

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        """Writing the words: easy slower than medium slower than hard; anything else quick."""
        if state.stage == "write":
            low, high = {"easy": (40.0, 100.0), "medium": (30.0, 90.0), "hard": (20.0, 70.0)}[
                self.strength
            ]
            return between(rng, low, high)
        return between(rng, 2.0, 5.0)


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: ThrowBot("easy"),
    "medium": lambda: ThrowBot("medium"),
    "hard": lambda: ThrowBot("hard"),
}
