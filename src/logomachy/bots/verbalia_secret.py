"""Bots for Verbàlia's hidden-word games (Barrejagrama, EndeVinagrama, ...).

Barrejagrama. Finders read only the letters laid: wordfind gives every word of exactly those
letters, and whether a bot "sees" one within the minute is a draw against how hard a person
finds it (`find_chance`: the bot's skill, less for each letter past eight and for rare words;
the easiest anagram counts). Setters choose from the common words of wordfreq that the set
and the table allow (`setter_words`):
- easy: one of the commonest (everyone finds it, so the setter seldom shares);
- medium: any common word at random;
- hard: of a sample, the word with the best expected share of the centre, reckoning each
  finder as a medium player (a few finders are what pays: the word must be hard, not
  impossible), preferring words with no other anagram.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from math import comb
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.verbalia.barrejagrama import (
    Barrejagrama,
    BarrejagramaState,
    Lay,
    Pass,
    Write,
    finders_with_setter,
)
from logomachy.games.verbalia.hidden import (
    MAX_LETTERS,
    MIN_LETTERS,
    allowed,
    allowed_form,
    code_of,
)
from logomachy.games.verbalia.letters import ALPHABET, letter_counts
from logomachy.games.verbalia.plaza import word_index
from logomachy.kernel import Game, Move, Rng
from logomachy.lexicon import lexicon

COMMON_WORDS = 40_000  # wordfreq's most frequent Catalan words the setters draw from
#: How well a strength finds a word: the chance for an easy eight-letter word.
SKILL = {"easy": 0.35, "medium": 0.65, "hard": 0.92}
PER_LETTER = 0.12  # each letter past eight makes it that much harder
PER_RARITY = 0.12  # ... and each Zipf point under 4.5
EASY_POOL = 300  # the easy setter's words: the commonest few hundred
HARD_SAMPLE = 40  # the hard setter weighs this many words
HARD_CHECKS = 4  # ... and looks for the anagrams of the best few
#: Seconds a finder takes when it finds the word (low, high), by strength.
FIND_SECONDS = {"easy": (25.0, 58.0), "medium": (12.0, 50.0), "hard": (5.0, 35.0)}
SET_SECONDS = {"easy": (20.0, 40.0), "medium": (15.0, 30.0), "hard": (10.0, 25.0)}


@lru_cache(maxsize=4)
def setter_words(rule: str) -> tuple[str, ...]:
    """Common words (wordfreq order, commonest first) of 8-12 tiles that the 200 letters can
    lay and the table's `words` rule allows, in their dictionary spelling."""
    from wordfreq import top_n_list

    have = letter_counts()
    valid = lexicon("ca").valid_forms
    out: list[str] = []
    seen: set[str] = set()
    for word in top_n_list("ca", COMMON_WORDS):
        if not MIN_LETTERS <= len(word) <= MAX_LETTERS + 2 or word not in valid:
            continue
        code = code_of(word)
        if not MIN_LETTERS <= len(code) <= MAX_LETTERS or code in seen:
            continue
        tiles = [ALPHABET.tile_name(ch) for ch in code]
        if any(tiles.count(t) > have.get(t, 0) for t in set(tiles)):
            continue
        if not allowed_form(word, rule):
            continue
        seen.add(code)
        out.append(word)
    return tuple(out)


@lru_cache(maxsize=1 << 12)
def anagrams(code: str, rule: str) -> tuple[str, ...]:
    """Every word of exactly these tiles the table allows, commonest first (one per spelling)."""
    index = word_index()
    found = index.subanagrams(code, min_len=len(code), max_len=len(code))
    spellings = {code_of(w) for w in found}
    forms = [f for f in (allowed(c, rule) for c in spellings) if f is not None]
    frequency = lexicon("ca").frequency
    return tuple(sorted(forms, key=lambda w: (-frequency(w), w)))


def find_chance(skill: float, letters: int, word: str) -> float:
    """How likely a player of this skill finds `word` (of `letters` tiles) within the minute."""
    rarity = max(0.0, 4.5 - lexicon("ca").frequency(word))
    difficulty = PER_LETTER * (letters - MIN_LETTERS) + PER_RARITY * rarity
    return min(0.98, max(0.02, skill - difficulty))


def expected_share(p: float, finders: int, most_with_setter: int, pot: int) -> float:
    """The setter's expected markers: finders find independently with chance p."""
    total = 0.0
    for k in range(finders + 1):
        chance = comb(finders, k) * p**k * (1 - p) ** (finders - k)
        if k == 0:
            gain = -1.0
        elif k <= most_with_setter:
            gain = float(pot // (k + 1))
        else:
            gain = 0.0
        total += chance * gain
    return total


class BarrejagramaBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, Barrejagrama) and isinstance(state, BarrejagramaState)
        rule = state.options["words"]
        if state.writing is None:
            return Lay(self.pick_word(state, rule, rng).upper())
        code = code_of("".join(state.letters))
        found = anagrams(code, rule)
        if not found:
            return Pass()
        easiest = found[0]
        roll = rng.fork("find").random()  # the same draw for `delay`
        if roll < find_chance(SKILL[self.strength], len(code), easiest):
            return Write(easiest.upper())
        return Pass()

    def pick_word(self, state: BarrejagramaState, rule: str, rng: Rng) -> str:
        words = setter_words(rule)
        if self.strength == "easy":
            return rng.choice(words[:EASY_POOL])
        if self.strength == "medium":
            return rng.choice(words)
        finders = state.seats - 1 - len([s for s in state.sitting_out if s != state.setter])
        most = finders_with_setter(state.seats)
        sample = {words[rng.below(len(words))] for _ in range(HARD_SAMPLE)}

        def value(word: str) -> float:
            p = find_chance(SKILL["medium"], len(code_of(word)), word)
            return expected_share(p, finders, most, state.pot)

        # The best few by the word alone; then the word's anagrams: a commoner one is what
        # the finders will see, and each other anagram is one more way to find it.
        ranked = sorted(sample, key=lambda w: (-value(w), w))[:HARD_CHECKS]
        best, best_value = ranked[0], float("-inf")
        for word in ranked:
            found = anagrams(code_of(word), rule) or (word,)
            p = find_chance(SKILL["medium"], len(code_of(word)), found[0])
            worth = expected_share(p, finders, most, state.pot) - 0.2 * (len(found) - 1)
            if worth > best_value:
                best, best_value = word, worth
        return best

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        assert isinstance(state, BarrejagramaState)
        if state.writing is None:
            low, high = SET_SECONDS[self.strength]
        else:
            low, high = FIND_SECONDS[self.strength]
            minute = float(state.options["write_seconds"])
            low, high = low * minute / 60, high * minute / 60
            if isinstance(self.choose(game, state, seat, rng), Pass):
                low, high = 0.85 * minute, 1.05 * minute  # gives up at the end
        return low + (high - low) * rng.random()


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: BarrejagramaBot("easy"),
    "medium": lambda: BarrejagramaBot("medium"),
    "hard": lambda: BarrejagramaBot("hard"),
}
