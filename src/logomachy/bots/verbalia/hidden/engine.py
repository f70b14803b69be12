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
from dataclasses import dataclass
from functools import lru_cache
from math import comb
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.verbalia.hidden.barrejagrama import (
    Barrejagrama,
    BarrejagramaState,
    Write,
    finders_with_setter,
)
from logomachy.games.verbalia.hidden.blufigrama import Announce as BluAnnounce
from logomachy.games.verbalia.hidden.blufigrama import Bid, Blufigrama, BlufigramaState, Withdraw
from logomachy.games.verbalia.hidden.endevinagrama import (
    Ask,
    EndeVinagrama,
    EndeVinagramaState,
    Guess,
)
from logomachy.games.verbalia.hidden.engine import (
    MAX_LETTERS,
    MIN_LETTERS,
    Lay,
    allowed,
    allowed_form,
    code_of,
)
from logomachy.games.verbalia.pieces.letters import ALPHABET, TILES, letter_counts, letter_set
from logomachy.games.verbalia.pieces.plaza import word_index
from logomachy.kernel import Game, Move, Pass, Rng
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


def setter_words(rule: str) -> tuple[str, ...]:
    """Common words (wordfreq order, commonest first) of 8-12 tiles that the 200 letters can
    lay and the table's `words` rule allows, in their dictionary spelling."""
    return tuple(word for word, _ in setter_entries(rule))


@lru_cache(maxsize=4)
def setter_codes(rule: str) -> frozenset[str]:
    """The tiles of `setter_words` (one character a tile)."""
    return frozenset(code for _, code in setter_entries(rule))


@lru_cache(maxsize=4)
def setter_entries(rule: str) -> tuple[tuple[str, str], ...]:
    """(word, tiles) of the common words (wordfreq order, commonest first) of 8-12 tiles
    that the 200 letters can lay and the table's `words` rule allows, in their dictionary
    spelling."""
    from wordfreq import top_n_list

    have = letter_counts()
    valid = lexicon("ca").valid_forms
    out: list[tuple[str, str]] = []
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
        out.append((word, code))
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


# -- EndeVinagrama ---------------------------------------------------------------------------------
# Askers read the pattern (letters turned over, face-down places) and the letters face up
# beneath the word; the candidates are the words of that length that fit (a numpy filter over
# wordfind's tile matrix of the length): hard knows the whole dictionary, weighted by word
# frequency; medium only the common words the setters draw from; easy asks letters in the
# order of their frequency in Catalan and guesses only a word it is sure of near the end.
# Each asks the letter most likely to lie face down (no marker to pay), and guesses when the
# likeliest word is likely enough. Setters: easy a common word, medium any, hard a rare one.
# Catalan letters as the set's tiles (QU and NY are one tile each), commonest first.
EASY_LETTERS = (*"EAISRNTOLCUDMPBGVF", "QU", "Ç", "H", "J", "X", "NY", "Z")
GUESS_CHANCE = {"medium": 0.6, "hard": 0.45}  # guess when the likeliest word is this likely
EASY_SURE_WITHIN = 2  # easy guesses only with at most this many letters face down
SAMPLED = 1500  # letter chances counted over at most this many candidates
RARE_ZIPF = 1.0  # the weight of a word that is not among the common ones
HARD_RARE_OF = 12  # the hard setter takes the rarest of this many common words


@lru_cache(maxsize=1)
def _tile_ids() -> dict[str, int]:
    """Verbàlia tile -> wordfind tile id in the index's columns."""
    columns = word_index().columns
    return {t: columns.id_of(ALPHABET.spell(t.lower()) or "") for t in TILES}


@lru_cache(maxsize=16)
def _words_of_length(length: int, common: bool) -> tuple[Any, Any]:
    """(rows, tile matrix) of the words of `length` tiles the set can lay (only the setters'
    common words if `common`)."""
    import numpy as np

    index = word_index()
    rows, matrix, _ = index.columns.groups[length]
    ok = np.isin(matrix, np.array([i for i in _tile_ids().values() if i])).all(axis=1)
    if common:
        wanted = setter_codes("all")
        ok &= np.fromiter((c in wanted for c in index.codes.take(rows)), bool, len(rows))
    return rows[ok], matrix[ok]


@lru_cache(maxsize=1)
def _common_zipf() -> dict[str, float]:
    """Tiles -> Zipf frequency of the setters' common words (the others weigh as rare)."""
    frequency = lexicon("ca").frequency
    return {code: frequency(word) for word, code in setter_entries("all")}


@dataclass
class Candidates:
    """The words that fit what the table sees: their tiles, weights summing to 1 (by word
    frequency), and their tile-id matrix."""

    codes: list[str]
    weights: Any
    matrix: Any

    def best(self) -> tuple[str, float] | None:
        """The likeliest word (a written form) and its chance."""
        if not self.codes:
            return None
        i = int(self.weights.argmax())
        forms = word_index().forms(self.codes[i])
        return (forms[0] if forms else self.codes[i]), float(self.weights[i])


def word_candidates(
    pattern: list[str | None], misses: list[str], wrong: list[str], common: bool
) -> Candidates:
    """Words of the pattern's length with its turned letters in place, none of the letters
    found missing in a face-down place, and none of the words already guessed wrong."""
    import numpy as np

    ids = _tile_ids()
    rows, matrix = _words_of_length(len(pattern), common)
    down = [i for i, t in enumerate(pattern) if t is None]
    for i, tile in enumerate(pattern):  # each turned letter narrows the words down
        if tile is not None:
            keep = matrix[:, i] == ids[tile]
            rows, matrix = rows[keep], matrix[keep]
    missed = [ids[m] for m in misses if ids.get(m)]
    if missed and down and len(rows):
        bad = np.zeros(256, dtype=bool)
        bad[missed] = True
        keep = ~bad[matrix[:, down]].any(axis=1)
        rows, matrix = rows[keep], matrix[keep]
    found, sub = rows, matrix
    if len(found) > SAMPLED:  # early in a round: a sample tells the letters as well
        step = len(found) // SAMPLED + 1
        found, sub = found[::step], sub[::step]
    codes = word_index().codes.take(found) if len(found) else []
    zipf = _common_zipf()
    refused = {code_of(w) for w in wrong}
    weights = np.array(
        [0.0 if c in refused else 10 ** zipf.get(c, RARE_ZIPF) for c in codes], dtype=float
    )
    if weights.sum() > 0:
        weights /= weights.sum()
    return Candidates(codes, weights, sub)


def letter_chances(pattern: list[str | None], candidates: Candidates) -> dict[str, float]:
    """For each letter, the chance that a face-down place holds it."""
    down = [i for i, t in enumerate(pattern) if t is None]
    if not candidates.codes or not down:
        return {}
    hidden = candidates.matrix[:, down]
    return {
        tile: float(candidates.weights[(hidden == i).any(axis=1)].sum())
        for tile, i in _tile_ids().items()
        if i
    }


class EndeVinagramaBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, EndeVinagrama) and isinstance(state, EndeVinagramaState)
        view = game.view(state, seat)  # what this seat may see, nothing more
        you = view["you"]
        if view["stage"] == "set":
            return Lay(self.pick_word(rng).upper())
        pattern, misses, wrong = view["pattern"], view["misses"], view["wrong_guesses"]
        can_pay = view["markers"][seat] >= 1
        if self.strength == "easy":
            down = pattern.count(None)
            if you["may_guess"] and down <= EASY_SURE_WITHIN:
                sure = word_candidates(pattern, misses, wrong, common=True)
                if len(sure.codes) == 1 and (best := sure.best()):
                    return Guess(best[0].upper())
            if not can_pay:
                return Pass()
            asked = set(misses) | {t for t in pattern if t}  # it does not think of repeats
            fresh = [x for x in (*EASY_LETTERS, *TILES) if x in TILES and x not in asked]
            return Ask(fresh[0] if fresh else next(t for t in TILES if t not in misses))
        candidates = word_candidates(pattern, misses, wrong, common=self.strength == "medium")
        best = candidates.best()
        if best and you["may_guess"]:
            word, chance = best
            if chance >= GUESS_CHANCE[self.strength] or len(candidates.codes) == 1:
                return Guess(word.upper())
        if not can_pay:
            return Pass()
        chances = letter_chances(pattern, candidates)
        options = [t for t in TILES if t not in misses]
        rank = {t: i for i, t in enumerate(EASY_LETTERS)}
        return Ask(max(options, key=lambda t: (chances.get(t, 0.0), -rank.get(t, 99))))

    def pick_word(self, rng: Rng) -> str:
        words = setter_words("all")
        if self.strength == "easy":
            return rng.choice(words[:EASY_POOL])
        if self.strength == "medium":
            return rng.choice(words)
        sample = [words[rng.below(len(words))] for _ in range(HARD_RARE_OF)]
        frequency = lexicon("ca").frequency
        return min(sample, key=lambda w: (frequency(w), w))

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        return {"easy": 9.0, "medium": 6.0, "hard": 4.0}[self.strength] * (0.5 + rng.random())


# -- Blufigrama ------------------------------------------------------------------------------------
# Bidders read their easel and the common letters face up. Hard estimates its chance of the
# best word by playing the play out a few times (the face-down letters and the other easels
# drawn from the letters it has not seen) and bids by pot odds, raising when it is likely to
# win; medium judges its best word so far against a bar that falls as letters turn over;
# easy matches almost any bid and never raises. For the word, hard finds the longest with the
# most of its own letters, medium the first longest, easy a short one.
HARD_SAMPLES = 3
COMMON_LETTERS, EASEL_LETTERS = 5, 4
HARD_RAISE = 0.5  # raise when the chance of winning is at least this
MEDIUM_BAR = {0: 4, 3: 6, 4: 6, 5: 7}  # medium stays in with a word this long (per turned)
MEDIUM_RAISE = 2  # ... and raises with one this much longer
EASY_MATCH = 0.8  # easy matches a bid this often
EASY_LONGEST_WORD = 5


def blufi_words(easel: tuple[str, ...], common: tuple[str, ...]) -> list[tuple[str, int, int]]:
    """(word, letters, own letters) of every word of the easel and the common letters using one
    of the easel at least: longest first, then most own letters."""
    return list(_blufi_words(tuple(sorted(easel)), tuple(sorted(common))))


@lru_cache(maxsize=1 << 14)
def _blufi_words(
    easel: tuple[str, ...],
    common: tuple[str, ...],
    best_only: bool = False,
    max_len: int | None = None,
) -> tuple[tuple[str, int, int], ...]:
    """(word, letters, own) longest first; with `best_only`, the words of the best length
    (of at most `max_len` letters)."""
    from collections import Counter

    if not easel:
        return ()
    own = Counter(easel)
    rack = [*easel, *common]
    longest = min(len(rack), max_len or len(rack))
    # The long words first: most racks hold one, and the short ones are many to read.
    floors = (max(2, longest - 3), 2) if best_only else (2,)
    out: list[tuple[str, int, int]] = []
    for floor in floors:
        for word in word_index().subanagrams(rack, min_len=floor, max_len=max_len):
            code = code_of(word)
            if best_only and out and len(code) < out[0][1]:
                break
            need = Counter(ALPHABET.tile_name(ch) for ch in code)
            used = sum(min(n, own[t]) for t, n in need.items())
            if used:
                out.append((word, len(code), used))
        if out:
            break
    out.sort(key=lambda w: (-w[1], -w[2], w[0]))
    return tuple(out)


def _best_key(easel: tuple[str, ...], common: tuple[str, ...]) -> tuple[int, int]:
    found = _blufi_words(tuple(sorted(easel)), tuple(sorted(common)), True)
    return (found[0][1], found[0][2]) if found else (0, 0)


@lru_cache(maxsize=1 << 12)
def win_chance(easel: tuple[str, ...], seen: tuple[str, ...], rivals: int) -> float:
    """The chance that this easel makes the best word against `rivals` others: a few plays
    played out against one rival (the common letters not seen and the rival's easel drawn
    from the letters this player has not seen), raised to the number of rivals."""
    from collections import Counter

    unseen = Counter(letter_set())
    unseen.subtract(Counter(easel))
    unseen.subtract(Counter(seen))
    pool = sorted(unseen.elements())
    rng = Rng.from_seed(0, "".join(easel) + "|" + "".join(seen))
    missing = COMMON_LETTERS - len(seen)
    beaten = 0.0
    for _ in range(HARD_SAMPLES):
        drawn = _sample(pool, missing + EASEL_LETTERS, rng)
        common = tuple(seen) + tuple(drawn[:missing])
        mine, theirs = _best_key(easel, common), _best_key(tuple(drawn[missing:]), common)
        beaten += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    return float((beaten / HARD_SAMPLES) ** max(1, rivals))


def _sample(pool: list[str], k: int, rng: Rng) -> list[str]:
    """k letters of the pool at random (a partial shuffle of a copy: only k draws)."""
    items = list(pool)
    for i in range(k):
        j = i + rng.below(len(items) - i)
        items[i], items[j] = items[j], items[i]
    return items[:k]


class BlufigramaBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, Blufigrama) and isinstance(state, BlufigramaState)
        view = game.view(state, seat)  # what this seat may see
        easel = tuple(view["you"]["easel"])
        seen = tuple(t for t in view["common"] if t is not None)
        if view["stage"] == "word":
            if self.strength == "easy":
                mine, common = tuple(sorted(easel)), tuple(sorted(seen))
                found = list(_blufi_words(mine, common, True, EASY_LONGEST_WORD))
            else:
                found = list(_blufi_words(tuple(sorted(easel)), tuple(sorted(seen)), True))
            if self.strength == "medium" and found:  # the first it sees, not the most own
                found = sorted((w for w in found if w[1] == found[0][1]), key=lambda w: w[0])
            return BluAnnounce(found[0][0].upper()) if found else Pass()
        mine = view["round_bids"][seat]
        to_call = view["level"] - mine
        room = min(view["most_bid"] - mine, view["markers"][seat])
        pot = view["middle"]
        if self.strength == "easy":
            if to_call == 0:
                return Bid(0)
            return Bid(min(to_call, room)) if rng.random() < EASY_MATCH else Withdraw()
        if self.strength == "medium":
            best = _best_key(easel, seen)[0]
            bar = MEDIUM_BAR[len(seen)]
            if best >= bar + MEDIUM_RAISE and room > to_call:
                return Bid(room)
            if to_call == 0:
                return Bid(0)
            return Bid(min(to_call, room)) if best >= bar else Withdraw()
        chance = win_chance(easel, seen, len(view["active"]) - 1)
        if chance >= HARD_RAISE and room > to_call:
            return Bid(room)
        if to_call == 0:
            return Bid(0)
        call = min(to_call, room)
        return Bid(call) if chance * (pot + call) >= call else Withdraw()

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        assert isinstance(state, BlufigramaState)
        if state.stage == "word":
            low, high = {"easy": (15.0, 28.0), "medium": (8.0, 22.0), "hard": (4.0, 15.0)}[
                self.strength
            ]
            return low + (high - low) * rng.random()
        return 2.0 + 5.0 * rng.random()


# -- One bot per strength for the whole family -----------------------------------------------------
class SecretBot:
    """The family's bot: the strategy of the game at hand, at one strength."""

    def __init__(self, strength: str) -> None:
        self.strength = strength
        self.barrejagrama = BarrejagramaBot(strength)
        self.endevinagrama = EndeVinagramaBot(strength)
        self.blufigrama = BlufigramaBot(strength)

    def _for(self, game: Game[Any]) -> Bot:
        if isinstance(game, Barrejagrama):
            return self.barrejagrama
        if isinstance(game, EndeVinagrama):
            return self.endevinagrama
        if isinstance(game, Blufigrama):
            return self.blufigrama
        raise TypeError(f"no hidden-word bot for {game.meta.id}")

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        return self._for(game).choose(game, state, seat, rng)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        return self._for(game).delay(game, state, seat, rng)


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: SecretBot("easy"),
    "medium": lambda: SecretBot("medium"),
    "hard": lambda: SecretBot("hard"),
}
