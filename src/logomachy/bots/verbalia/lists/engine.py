"""Bots of Verbàlia's letter-list games (Votagrama, ZomBigrama, TaBugrama).

All search one table: every dictionary word Verbàlia's tiles can spell, as a numpy matrix of
tile counts (one row a word), built once per process from wordfind's length-grouped tile
matrices (~0.1 s). A round's question ("no bad letter, the most good ones"; "holds these three
letters") is a few vector passes over it, cached per prompt, so the bots of one table share it.

Strengths: hard writes the best words the table holds — in Votagrama and DoBlograma one of
the plausible best in its own seeded order (`plausible_best`: equal points in DoBlograma, the
same good letters in Votagrama), so hard bots at one table seldom write the same word; in
ZomBigrama and TaBugrama many from anywhere in the list —, medium good ones picked at random
from the better half, easy a few short, common words it "notices" (a small random sample).

A doubtful word (one the dictionary cannot settle: ZomBigrama, TaBugrama) gets the bot's
belief (`verbalia_judgment.is_written_as_asked`: the dictionary where it settles, else the
affix class's reading or the word being common) and a vote that errs by strength
(`verbalia_judgment.vote`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from logomachy.bots.base import Bot
from logomachy.bots.verbalia.judgment import is_written_as_asked, vote
from logomachy.games.verbalia.lists.engine import (
    Done,
    ListGame,
    ListState,
    Vote,
    VotedListState,
    Write,
)
from logomachy.games.verbalia.lists.votagrama import MIN_LETTERS as VOTAGRAMA_MIN
from logomachy.games.verbalia.pieces.categories import Category
from logomachy.games.verbalia.pieces.letters import ALPHABET, TILES
from logomachy.games.verbalia.pieces.plaza import word_index
from logomachy.kernel import Game, Move, Rng
from logomachy.lexicon import lexicon

WRITE_SHARE = {"easy": (0.5, 0.95), "medium": (0.3, 0.8), "hard": (0.15, 0.5)}
EASY_NOTICES = 12  # words an easy bot notices in a round
VARIETY = 3  # hard bots choose among at least this many of the best words where they can
CANDIDATES = 40  # ... and at most this many


@dataclass(frozen=True)
class Table:
    """Every spellable code: `counts[t, i]` copies of tile t in code i (a tile's counts are
    contiguous: the queries read whole tiles), `lengths[i]` tiles."""

    rows: npt.NDArray[np.int64]  # row of each code in the index's sorted code list
    counts: npt.NDArray[np.uint8]
    lengths: npt.NDArray[np.int64]
    column: dict[str, int]  # tile name -> column
    masks: npt.NDArray[np.uint32]  # bit t set: the code holds tile t
    last: npt.NDArray[np.int8]  # column of each code's last tile
    before_last: npt.NDArray[np.int8]  # and of the one before it (-1: none)

    def words(self, picked: npt.NDArray[np.int64]) -> list[str]:
        """The first written form (upper case) of the table rows picked. (The index's public
        `forms` finds each code's row again by bisection, ~40 times slower; rows in hand,
        its row table answers at once.)"""
        index = word_index()
        written = index.row_words(self.rows[picked])
        return [(w if isinstance(w, str) else w[0]).upper() for w in written]

    def tally(self, tiles: Sequence[str]) -> dict[int, int]:
        return {self.column[t]: n for t, n in Counter(tiles).items() if t in self.column}


@lru_cache(maxsize=1)
def table() -> Table:
    index = word_index()
    columns = index.columns
    chars = columns.chars
    column = {ALPHABET.tile_name(ch): i for i, ch in enumerate(chars)}
    allowed = np.zeros(len(chars) + 1, dtype=bool)
    for tile, i in column.items():
        allowed[i + 1] = tile in TILES
    rows, counts, lengths, last, before = [], [], [], [], []
    for length, (group_rows, matrix, _) in sorted(columns.groups.items()):
        keep = allowed[matrix].all(axis=1)
        matrix = matrix[keep]
        tally = np.zeros((len(matrix), len(chars) + 1), dtype=np.uint8)
        line = np.arange(len(matrix))
        for j in range(length):
            tally[line, matrix[:, j]] += 1
        rows.append(group_rows[keep].astype(np.int64))
        counts.append(tally[:, 1:])
        lengths.append(np.full(len(matrix), length, dtype=np.int64))
        last.append(matrix[:, -1].astype(np.int8) - 1)
        before.append(
            matrix[:, -2].astype(np.int8) - 1 if length > 1 else np.full(len(matrix), -1, np.int8)
        )
    every = np.ascontiguousarray(np.concatenate(counts).T)
    masks = np.zeros(every.shape[1], dtype=np.uint32)
    for t in range(every.shape[0]):
        masks |= (every[t] > 0).astype(np.uint32) << np.uint32(t)
    return Table(
        np.concatenate(rows),
        every,
        np.concatenate(lengths),
        column,
        masks,
        np.concatenate(last),
        np.concatenate(before),
    )


def mask_of(tiles: Sequence[str]) -> np.uint32:
    t = table()
    bits = 0
    for tile in set(tiles):
        if tile in t.column:
            bits |= 1 << t.column[tile]
    return np.uint32(bits)


def without(bad: Sequence[str]) -> npt.NDArray[np.bool_]:
    """Rows holding none of these tiles."""
    return np.asarray((table().masks & mask_of(bad)) == 0, dtype=bool)


def with_any(good: Sequence[str]) -> npt.NDArray[np.bool_]:
    """Rows holding at least one of these tiles."""
    return np.asarray((table().masks & mask_of(good)) != 0, dtype=bool)


def good_used(good: Sequence[str], rows: npt.NDArray[np.int64]) -> npt.NDArray[np.int64]:
    """For these rows, the good letters used, each good tile once (Votagrama's count)."""
    t = table()
    used = np.zeros(len(rows), dtype=np.uint8)
    for col, n in t.tally(good).items():
        used += np.minimum(t.counts[col][rows], np.uint8(n))
    return used.astype(np.int64)


def holding(letters: Sequence[str]) -> npt.NDArray[np.bool_]:
    """Rows holding every one of these tiles (with repeats)."""
    t = table()
    ok = np.ones(len(t.lengths), dtype=bool)
    for tile, n in Counter(letters).items():
        if tile not in t.column:
            return np.zeros(len(t.lengths), dtype=bool)
        ok &= t.counts[t.column[tile]] >= n
    return ok


# -- Choosing from ranked candidates ---------------------------------------------------------------
def pick(
    words: Ranked,
    strength: str,
    count: int,
    rng: Rng,
    accept: Callable[[str], bool],
    tries: int = 3,
    slack: int | None = None,
) -> list[str]:
    """`count` words the strength would write from `ranked` (table rows, best first) that
    `accept`s: hard the best (with a `slack`, in its own seeded order among those within it of
    the best key: `plausible_best`; None: in the ranked order, for callers that spread the
    words themselves), medium a random few of the better half, easy the commonest of a
    small random sample."""
    best = words.best
    if strength == "hard":
        rows = best if slack is None else plausible_best(words, rng, count * tries, slack)
        pool = table().words(rows[: count * tries])
    elif strength == "medium":
        half = best[: max(count * 2, len(best) // 2)]
        pool = table().words(half[few(rng, len(half), count * tries * 2)])
    else:
        noticed = table().words(words.every[few(rng, len(words.every), EASY_NOTICES * tries)])
        frequency = lexicon("ca").frequency
        pool = sorted(noticed, key=lambda w: (-frequency(w), w))
    chosen: list[str] = []
    for word in pool:
        if len(chosen) >= count:
            break
        if word not in chosen and accept(word):
            chosen.append(word)
    return chosen


def plausible_best(words: Ranked, rng: Rng, count: int, slack: int) -> npt.NDArray[np.int64]:
    """The first `count` best rows, those within `slack` of the best key (at least `VARIETY`
    of them, reaching a tier lower if need be) in the bot's own seeded order: people at one
    table who all know the best words still find different ones first, so hard bots rarely
    write the same word (equal keys cost nothing; `slack` is the game's price of variety)."""
    if not len(words.best):
        return words.best
    top = int(words.keys[0])
    close = int(np.count_nonzero(words.keys >= top - slack))
    if close < VARIETY:
        close = max(close, int(np.count_nonzero(words.keys >= top - 2 * slack)))
    close = min(close, CANDIDATES)
    order = list(range(close))
    rng.shuffle(order)
    head = words.best[np.array(order, dtype=np.int64)]
    return np.concatenate([head, words.best[close:]])[:count]


def few(rng: Rng, n: int, k: int) -> npt.NDArray[np.int64]:
    """k distinct positions below n, at random (`Rng.sample` would shuffle all n)."""
    if n <= k:
        return np.arange(n, dtype=np.int64)
    chosen: dict[int, None] = {}
    while len(chosen) < k:
        chosen[rng.below(n)] = None
    return np.array(list(chosen), dtype=np.int64)


@dataclass(frozen=True)
class Ranked:
    """A round's acceptable words (table rows): the `best` few hundred best first, and
    `every` one in table order (easy bots notice words anywhere)."""

    best: npt.NDArray[np.int64]
    every: npt.NDArray[np.int64]
    keys: npt.NDArray[np.int64]  # the key of each `best` row (larger is better)


def ranked(picked: npt.NDArray[np.int64], key: npt.NDArray[np.int64], keep: int = 500) -> Ranked:
    """`picked` rows with their `key` (larger is better)."""
    top = np.argpartition(-key, keep)[:keep] if len(picked) > keep else np.arange(len(picked))
    order = top[np.argsort(-key[top], kind="stable")]
    return Ranked(picked[order], picked, key[order])


class ListBot:
    """Writes its words in one move (`WORDS[game id]`), says it is done, votes."""

    def __init__(self, strength: str) -> None:
        self.strength = strength

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, ListGame) and isinstance(state, ListState)
        if isinstance(state, VotedListState) and state.voting:
            return self.vote(game, state, seat, rng)
        picking = PICKS.get(game.meta.id)
        if picking is not None:
            picked = picking(state, seat, self.strength, rng)
            if picked is not None:
                return picked
        if state.lists[seat]:
            return Done()
        words = WORDS[game.meta.id](state, seat, self.strength, rng)
        if not words:
            return Done()
        return Write(tuple(words[:1]) if game.one_word else tuple(words))

    def vote(self, game: ListGame[Any], state: VotedListState, seat: int, rng: Rng) -> Move:
        for doubt in state.votes.values():
            if seat in doubt.waiting():
                belief = is_written_as_asked(doubt.subject, asked_category(game, state))
                return Vote(doubt.subject, vote(belief, self.strength, rng))
        return Done()  # not reached: to_act lists only seats with a vote to cast

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        if isinstance(state, VotedListState) and state.voting:
            return 2.0 + 3.0 * rng.random()
        if getattr(state, "stage", "write") != "write":
            return 2.0 + 4.0 * rng.random()  # choosing a letter
        if state.lists[seat]:
            return 1.0
        low, high = WRITE_SHARE[self.strength]
        return float(state.options["write_seconds"]) * (low + (high - low) * rng.random())


def asked_category(game: ListGame[Any], state: Any) -> Category | None:
    """The category a voted list game asks its words in (None: any, TaBugrama)."""
    if game.meta.id == "verbalia-zombigrama":
        from logomachy.games.verbalia.lists.zombigrama import CATEGORY_OF

        return CATEGORY_OF[state.category]
    return None


# -- Votagrama -------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def votagrama_ranked(good: tuple[str, ...], bad: tuple[str, ...]) -> Ranked:
    """The table rows of the words Votagrama accepts, best first: most good letters, then
    shorter."""
    t = table()
    rows = np.flatnonzero(without(bad) & with_any(good) & (t.lengths >= VOTAGRAMA_MIN))
    used = good_used(good, rows)
    ok = 2 * used >= t.lengths[rows]
    return ranked(rows[ok], used[ok] * VOTAGRAMA_KEY - t.lengths[rows[ok]])


VOTAGRAMA_KEY = 64  # a good letter in Votagrama's key: more than any length


def votagrama_words(state: Any, seat: int, strength: str, rng: Rng) -> list[str]:
    # The same good letters, up to two letters longer (the bonus goes to the shortest of the
    # best; the points are the good letters); a tier lower if fewer than three such words.
    words = votagrama_ranked(tuple(state.good), tuple(state.bad))
    return pick(words, strength, 1, rng, _any, slack=VOTAGRAMA_KEY + 2)


# -- ZomBigrama ------------------------------------------------------------------------------------
#: Words a bot writes in a ZomBigrama round, by strength.
ZOMBIGRAMA_WORDS = {"easy": 3, "medium": 6, "hard": 12}


def looks_like(category: str) -> npt.NDArray[np.bool_]:
    """Rows whose ending may be a citation form of the category (verbs end in -R or -RE;
    nouns and adjectives seldom end in -S in the singular): a cheap sieve before the
    dictionary is asked."""
    t = table()
    r, e, s = t.column["R"], t.column["E"], t.column["S"]
    if category == "verb":
        return np.asarray((t.last == r) | ((t.last == e) & (t.before_last == r)), dtype=bool)
    return np.asarray(t.last != s, dtype=bool)


@lru_cache(maxsize=64)
def zombigrama_ranked(letters: tuple[str, ...], category: str) -> Ranked:
    """The words holding the three letters that may be of the category, shorter first."""
    t = table()
    picked = np.flatnonzero(holding(letters) & looks_like(category))
    return ranked(picked, -t.lengths[picked], keep=3000)


def zombigrama_words(state: Any, seat: int, strength: str, rng: Rng) -> list[str]:
    from logomachy.games.verbalia.lists.zombigrama import CATEGORY_OF
    from logomachy.games.verbalia.pieces.categories import form_citation, same_entry

    category = CATEGORY_OF[state.category]
    chosen: list[str] = []

    def accept(word: str) -> bool:
        if form_citation(word.lower(), category) != "yes":
            return False  # bots write only what the dictionary settles
        if category == "noun" and any(same_entry(word, w) for w in chosen):
            return False
        chosen.append(word)
        return True

    count = ZOMBIGRAMA_WORDS[strength]
    words = zombigrama_ranked(tuple(state.letters), category)
    if strength == "hard":  # many words from anywhere in the list: seldom another's
        spread = few(rng, len(words.best), count * 8)
        words = Ranked(words.best[spread], words.every, words.keys[spread])
    return pick(words, strength, count, rng, accept, 8)


# -- TaBugrama -------------------------------------------------------------------------------------
TABUGRAMA_WORDS = {"easy": 3, "medium": 6, "hard": 10}
LONGEST = 11  # letters: a word a person writes down in a minute's list


@lru_cache(maxsize=64)
def tabugrama_ranked(good: tuple[str, ...], bad: tuple[str, ...]) -> Ranked:
    """Words with a good letter and no bad one, by the letters they count (all the good
    letters: two more), longest first."""
    t = table()
    ends = looks_like("verb") | looks_like("noun")
    sized = (t.lengths >= 4) & (t.lengths <= LONGEST)
    picked = np.flatnonzero(without(bad) & with_any(good) & sized & ends)
    key = t.lengths[picked] + 2 * (good_used(good, picked) == len(good))
    return ranked(picked, key, keep=3000)


def tabugrama_words(state: Any, seat: int, strength: str, rng: Rng) -> list[str]:
    from logomachy.games.verbalia.pieces.categories import CATEGORIES, form_citation, same_entry

    chosen: list[str] = []

    def accept(word: str) -> bool:
        form = word.lower()
        if all(form_citation(form, c) != "yes" for c in CATEGORIES):
            return False
        if any(same_entry(word, w) for w in chosen):
            return False
        chosen.append(word)
        return True

    count = TABUGRAMA_WORDS[strength]
    words = tabugrama_ranked(tuple(state.good), tuple(state.bad))
    if strength == "hard":  # long words, from further down the list than another's
        spread = words.best[few(rng, min(len(words.best), 600), count * 8)]
        spread = np.sort(spread)
        order = np.argsort(-table().lengths[spread], kind="stable")
        words = Ranked(spread[order], words.every, table().lengths[spread[order]])
    return pick(words, strength, count, rng, accept, 8 if strength == "hard" else 4)


# -- DoBlograma ------------------------------------------------------------------------------------
DOBLOGRAMA_LONGEST = 14  # letters: a word a person finds in thirty seconds
DOBLOGRAMA_REACH = {"easy": 8, "medium": 11, "hard": DOBLOGRAMA_LONGEST}  # longest, by strength


def doblograma_rows(
    letter: str, times: int, others: tuple[str, ...], longest: int = DOBLOGRAMA_LONGEST
) -> npt.NDArray[np.bool_]:
    t = table()
    if letter not in t.column:
        return np.zeros(len(t.lengths), dtype=bool)
    exact = t.counts[t.column[letter]] == times
    return np.asarray(exact & holding(others) & (t.lengths <= longest), dtype=bool)


@lru_cache(maxsize=64)
def doblograma_ranked(letter: str, times: int, others: tuple[str, ...], longest: int) -> Ranked:
    """The words of this play up to `longest` letters, longest first."""
    t = table()
    picked = np.flatnonzero(doblograma_rows(letter, times, others, longest))
    return ranked(picked, t.lengths[picked])


def doblograma_words(state: Any, seat: int, strength: str, rng: Rng) -> list[str]:
    reach = DOBLOGRAMA_REACH[strength]
    words = doblograma_ranked(state.letter, state.times, tuple(state.others), reach)
    if not len(words.best):
        return []
    return pick(words, strength, 1, rng, _any, slack=0)  # any of the longest: equal points


def doblograma_pick(state: Any, seat: int, strength: str, rng: Rng) -> Move | None:
    """Choose the round's letter (a common vowel); take the letter of the word that leaves
    the most words to find (hard), or any (easy, medium)."""
    from logomachy.games.verbalia.lists.doblograma import GAME, Choose, DoBlograma, Take

    assert isinstance(GAME, DoBlograma)

    if state.stage == "choose":
        for vowel in ("A", "E", "I", "O"):
            if vowel in state.table:
                return Choose(vowel)
        return Choose(rng.choice(state.table))
    if state.stage == "take":
        options = GAME.take_options(state)
        if not options:
            return Take("")
        if strength != "hard":
            return Take(rng.choice(options))
        left = {
            o: int(doblograma_rows(state.letter, state.times + 1, (*state.others, o)).sum())
            for o in options
        }
        return Take(max(options, key=lambda o: (left[o], o)))
    return None


def _any(word: str) -> bool:
    return True


#: Game id -> the words a bot of a strength writes this round.
WORDS: dict[str, Callable[[Any, int, str, Rng], list[str]]] = {
    "verbalia-votagrama": votagrama_words,
    "verbalia-zombigrama": zombigrama_words,
    "verbalia-tabugrama": tabugrama_words,
    "verbalia-doblograma": doblograma_words,
}

#: Game id -> a move other than writing the bot must make now (None: write).
PICKS: dict[str, Callable[[Any, int, str, Rng], Move | None]] = {
    "verbalia-doblograma": doblograma_pick,
}

BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: ListBot("easy"),
    "medium": lambda: ListBot("medium"),
    "hard": lambda: ListBot("hard"),
}
