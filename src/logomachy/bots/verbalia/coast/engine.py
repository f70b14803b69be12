"""Bots for the games on the board of Verbàlia: words to the sea (Vestengrama, Baixagrama).

A whole region map holds ~50 letters; wordfind answers "every word to the sea" in about two
seconds over the full dictionary, far too slow for a bot's every decision. A person knows the
common words, not the whole dictionary, so each bot has a *vocabulary*: the most frequent
Catalan words (wordfreq) that are good words spelled with Verbàlia's tiles, larger the
stronger the bot. A decision is then a numpy filter (which words the letters on the board can
make at all) and `Country.route` on the survivors, longest first, until enough are found.
Bots read only what every seat sees (the letters on the board are public).
"""

from __future__ import annotations

import os
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

import numpy as np
import numpy.typing as npt

from logomachy.bots.base import Bot
from logomachy.bots.verbalia.judgment import is_of_category
from logomachy.bots.verbalia.judgment import vote as judged
from logomachy.games.verbalia.coast import baixagrama, vestengrama
from logomachy.games.verbalia.coast.engine import FIVE_VOWELS, MIN_LETTERS, points, with_sea
from logomachy.games.verbalia.pieces.country import country
from logomachy.games.verbalia.pieces.letters import TILES
from logomachy.games.verbalia.pieces.plaza import tiles_of
from logomachy.kernel import Game, Move, Pass, Rng

#: Words a bot of each strength knows (the most frequent first).
VOCABULARY = {"easy": 3_000, "medium": 10_000, "hard": 40_000}
LONGEST = 15  # longer words are not worth a bot's search
_CHUNK = 768  # the longest words filtered first; the rest only if these are not enough
_TILE = {t: i for i, t in enumerate(TILES)}


@dataclass(frozen=True)
class Vocabulary:
    """Words (as the dictionary writes them, upper case), their tiles, and a count matrix
    (`counts[w, t]`: how many of tile t word w has), longest words first."""

    words: tuple[str, ...]
    tiles: tuple[tuple[str, ...], ...]
    counts: npt.NDArray[np.int8]
    lengths: npt.NDArray[np.int16]
    ids: npt.NDArray[np.int16]  # ids[w, i]: tile i of word w (len(TILES) past its end)
    masks: npt.NDArray[np.uint32]  # bit t set: word w has tile t


@cache
def _common() -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The most frequent good words of 4-15 tiles, most frequent first (one written form per
    spelling in tiles). Kept on disk beside wordfind's indexes, keyed by the lexicon and
    wordfreq versions: making it reads wordfreq's list and the lexicon (~5 s)."""
    import wordfreq

    from logomachy.wordfind.cache import cache_dir, digest, lexicon_identity

    stamp = digest(
        "verbalia-vocabulary",
        str(max(VOCABULARY.values())),
        str(LONGEST),
        lexicon_identity("ca") or "",
        getattr(wordfreq, "__version__", ""),
    )
    path = cache_dir() / f"verbalia-vocabulary.{stamp}.txt"
    try:
        lines = path.read_text("utf-8").splitlines()
    except OSError:
        lines = [" ".join([w.upper(), *t]) for w, t in _make_common()]
        path.parent.mkdir(parents=True, exist_ok=True)
        temp = path.with_suffix(f".{os.getpid()}.tmp")
        temp.write_text("\n".join(lines) + "\n", "utf-8")
        temp.replace(path)
    found = []
    for line in lines:
        word, *tiles = line.split(" ")
        found.append((word, tuple(tiles)))
    return tuple(found)


def _make_common() -> list[tuple[str, tuple[str, ...]]]:
    import wordfreq

    from logomachy.lexicon import lexicon

    valid = lexicon("ca").valid_forms
    found: list[tuple[str, tuple[str, ...]]] = []
    seen: set[tuple[str, ...]] = set()
    for word in wordfreq.top_n_list("ca", 150_000):
        if len(word) < MIN_LETTERS or word not in valid:
            continue
        tiles = tiles_of(word)
        if tiles is None or not MIN_LETTERS <= len(tiles) <= LONGEST or tiles in seen:
            continue
        seen.add(tiles)
        found.append((word, tiles))
        if len(found) >= max(VOCABULARY.values()):
            break
    return found


@cache
def vocabulary(size: int) -> Vocabulary:
    """The `size` most frequent words, as a `Vocabulary` ordered longest first, then
    alphabetically (the order a search for the longest word wants)."""
    common = sorted(_common()[:size], key=lambda wt: (-len(wt[1]), wt[0]))
    counts = np.zeros((len(common), len(TILES)), dtype=np.int8)
    for i, (_, tiles) in enumerate(common):
        for tile in tiles:
            counts[i, _TILE[tile]] += 1
    lengths = np.array([len(t) for _, t in common], dtype=np.int16)
    ids = np.full((len(common), LONGEST), len(TILES), dtype=np.int16)
    for i, (_, tiles) in enumerate(common):
        ids[i, : len(tiles)] = [_TILE[t] for t in tiles]
    bits = (counts > 0).astype(np.uint32) << np.arange(len(TILES), dtype=np.uint32)
    masks = bits.sum(axis=1, dtype=np.uint32)
    words = tuple(w for w, _ in common)
    return Vocabulary(words, tuple(t for _, t in common), counts, lengths, ids, masks)


@cache
def _steps() -> npt.NDArray[np.int64]:
    """steps[m]: the regions one step from any region of bit mask m, or in it (a word may
    take two letters of one region in a row)."""
    land = country()
    bit = {r: 1 << i for i, r in enumerate(land.ids)}
    table = np.zeros(1 << len(land.ids), dtype=np.int64)
    for r in land.ids:
        near = bit[r] | sum(bit[n] for n in land.neighbours(r))
        block = table.reshape(-1, 2 * bit[r])
        block[:, bit[r] :] |= near
    return table


def _readable(
    vocab: Vocabulary, rows: npt.NDArray[np.intp], land: Mapping[str, Sequence[str]]
) -> npt.NDArray[np.intp]:
    """The rows whose letters but the last can be read along adjacent regions of the land
    to a neighbour of the sea (piece reuse ignored): one pass of region bit masks a letter."""
    places = country()
    has = np.zeros(len(TILES) + 1, dtype=np.int64)
    for i, r in enumerate(places.ids):
        for tile in land.get(r, ()):
            if tile in _TILE:
                has[_TILE[tile]] |= 1 << i
    coast = sum(1 << places.ids.index(r) for r in places.neighbours(places.maritime))
    steps = _steps()
    ids = vocab.ids[rows]
    last = vocab.lengths[rows] - 2  # the position of the letter before the wildcard
    reach = has[ids[:, 0]]
    final = np.where(last == 0, reach, 0)
    for col in range(1, LONGEST - 1):
        reach = steps[reach] & has[ids[:, col]]
        final = np.where(last == col, reach, final)
    kept: npt.NDArray[np.intp] = rows[(final & coast) != 0]
    return kept


def _have(contents: Mapping[str, Sequence[str]]) -> npt.NDArray[np.int16]:
    have = np.zeros(len(TILES), dtype=np.int16)
    for tiles in contents.values():
        for tile in tiles:
            if tile in _TILE:
                have[_TILE[tile]] += 1
    return have


@lru_cache(maxsize=256)
def sea_words(
    contents: tuple[tuple[str, tuple[str, ...]], ...],
    size: int,
    wanted: int,
    longest: int = LONGEST,
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Up to `wanted` words of the vocabulary that can be read to the sea on these letters
    (the last one the maritime wildcard), longest first, then alphabetical; each with its
    route. Cached: every bot of a strength asks about the same board."""
    vocab = vocabulary(size)
    land = dict(contents)
    have = _have(land)
    pieces = with_sea(land)
    sea = country().maritime
    found: list[tuple[str, tuple[str, ...]]] = []
    start = int(np.searchsorted(-vocab.lengths, -longest, side="left"))
    end = len(vocab.words)
    # The longest words first (enough, on a full board), then all the rest at once.
    for low, high in ((start, min(end, start + _CHUNK)), (start + _CHUNK, end)):
        if low >= high:
            continue
        rows = np.arange(low, high)
        # All tiles but one on the board (the sea's wildcard stands for the last one) ...
        short = np.maximum(vocab.counts[rows] - have[None, :], 0).sum(axis=1)
        # ... and readable region to region, then placed piece by piece.
        for i in _readable(vocab, rows[short <= 1], land).tolist():
            route = country().route(vocab.tiles[i], pieces, ends=[sea])
            if route is not None:
                found.append((vocab.words[i], route))
                if len(found) >= wanted:
                    return tuple(found)
    return tuple(found)


def frozen(contents: Mapping[str, Sequence[str]]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return tuple((r, tuple(t)) for r, t in sorted(contents.items()) if r != country().maritime)


# -- Vestengrama --------------------------------------------------------------------------------
#: Think time as a share of the play's minute (low, high).
THINK_SHARE = {"easy": (0.45, 0.95), "medium": (0.3, 0.8), "hard": (0.15, 0.6)}
EASY_LONGEST = 6  # easy looks for short words ...
EASY_NOTICES = 6  # ... and takes one of the first few it notices
MEDIUM_CHOICES = 5  # medium picks among the longest few it knows


class SeaBot:
    """Proposes a word to the sea from its vocabulary: hard the longest it knows, medium one
    of its five longest, easy a short one; passes when it knows none."""

    def __init__(self, strength: str) -> None:
        self.strength = strength

    def word(
        self, contents: Mapping[str, Sequence[str]], rng: Rng
    ) -> tuple[str, tuple[str, ...]] | None:
        size = VOCABULARY[self.strength]
        if self.strength == "hard":
            found = sea_words(frozen(contents), size, 1)
            return found[0] if found else None
        if self.strength == "medium":
            found = sea_words(frozen(contents), size, MEDIUM_CHOICES)
            return rng.choice(found) if found else None
        found = sea_words(frozen(contents), size, EASY_NOTICES, EASY_LONGEST)
        return rng.choice(found) if found else None

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        choice = self.word(state.contents, rng)
        if isinstance(state, vestengrama.VestengramaState):
            return Pass() if choice is None else vestengrama.Propose(*choice)
        assert isinstance(state, baixagrama.BaixagramaState)
        return Pass() if choice is None else baixagrama.Form(*choice)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        low, high = THINK_SHARE[self.strength]
        seconds = state.options.get("play_seconds") or state.options["turn_seconds"]
        return float(seconds) * (low + (high - low) * rng.random())


def best_sea_word(contents: Mapping[str, Sequence[str]]) -> tuple[str, tuple[str, ...]] | None:
    """The longest word a hard bot knows on these letters (hints, analysis)."""
    found = sea_words(frozen(contents), VOCABULARY["hard"], 1)
    return found[0] if found else None


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: SeaBot("easy"),
    "medium": lambda: SeaBot("medium"),
    "hard": lambda: SeaBot("hard"),
}


# -- Vocaligrama ----------------------------------------------------------------------------------
@cache
def pentavowels() -> dict[str, tuple[tuple[str, ...], ...]]:
    """Every pentavowel word of the dictionary (each vowel tile once, six letters or more) as
    tiles, by first tile, longest first (a bot needs the whole dictionary here: few words
    have the five vowels once each)."""
    from logomachy.games.verbalia.coast.vocaligrama import MIN_LETTERS as SIX
    from logomachy.games.verbalia.pieces.letters import ALPHABET
    from logomachy.games.verbalia.pieces.plaza import word_index

    by_first: dict[str, list[tuple[str, ...]]] = {}
    name = ALPHABET.tile_name
    once = "".join(f"(?=[^{v}\n]*{v}[^{v}\n]*$)" for v in "aeiou")  # each vowel once
    pattern = re.compile(f"^{once}[^\n]{{{SIX},}}$", re.MULTILINE)
    for code in pattern.findall("\n".join(word_index().codes[:])):
        tiles = tuple(name(ch) for ch in code)
        if all(t in _TILE for t in tiles):
            by_first.setdefault(tiles[0], []).append(tiles)
    return {k: tuple(sorted(v, key=lambda t: (-len(t), t))) for k, v in by_first.items()}


EASY_PENTA = 9  # easy knows pentavowel words of at most this many letters
MEDIUM_PENTA = 8  # medium picks among its longest few


class VocaliBot:
    """Places a pentavowel word that begins where the last one left off: hard the longest
    it can, medium one of the longest few, easy a short one; passes when it finds none."""

    def __init__(self, strength: str) -> None:
        self.strength = strength

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        from logomachy.games.verbalia.coast import vocaligrama

        assert isinstance(game, vocaligrama.Vocaligrama)
        assert isinstance(state, vocaligrama.VocaligramaState)
        region, first = game.start(state)
        limit = vocaligrama.longest_way(region) or LONGEST * 2
        pool = Counter(state.consonants)
        if first is not None:
            pool[first] += 1
        words = pentavowels()
        firsts = [first] if first is not None else sorted(words)
        found = []
        for start in firsts:
            for tiles in words.get(start, ()):
                if len(tiles) > limit:
                    continue
                if self.strength == "easy" and len(tiles) > EASY_PENTA:
                    continue
                need = Counter(t for t in tiles if t not in FIVE_VOWELS)
                if all(pool[t] >= n for t, n in need.items()):
                    found.append(tiles)
        if not found:
            return Pass()
        found.sort(key=lambda t: (-len(t), t))
        if self.strength == "hard":
            tiles = found[0]
        elif self.strength == "medium":
            tiles = rng.choice(found[:MEDIUM_PENTA])
        else:
            tiles = rng.choice(found[-EASY_NOTICES:])
        return vocaligrama.Place("".join(tiles))

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        low, high = THINK_SHARE[self.strength]
        return float(state.options["turn_seconds"]) * (low + (high - low) * rng.random())


VOCALI_BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: VocaliBot("easy"),
    "medium": lambda: VocaliBot("medium"),
    "hard": lambda: VocaliBot("hard"),
}


# -- XaVograma ------------------------------------------------------------------------------------
XAVO_VOWELS = {"easy": 4, "medium": 3, "hard": 3}  # vowels taken for the easel
XAVO_LOOK = {"easy": 1, "medium": 3, "hard": 6}  # longest words weighed per region


@lru_cache(maxsize=1 << 14)
def _verdict(word: str, category: str) -> str:
    from logomachy.games.verbalia.pieces.categories import verdict

    return verdict(word, category)  # type: ignore[arg-type]


def xv_placement(state: Any, seat: int) -> Any:
    """The word `seat` placed this turn (public once the markers are down)."""
    from logomachy.games.verbalia.coast import xavograma as xv

    assert isinstance(state, xv.XavogramaState) and state.thinking is not None
    return state.thinking.entries[seat]


class XavoBot:
    """Takes its letters, then places the word worth most (its length's points, the category
    bonus where the dictionary says so, the region's value) among the longest it knows for each
    region's letter: easy looks at one word a region and the regions at random, hard at six and
    all of them. On a rival's word sent to the vote (the dictionary cannot tell its category) it
    votes its belief (`verbalia_judgment.is_of_category`: the affix class fits or the word is
    common), erring by strength (`verbalia_judgment.vote`)."""

    def __init__(self, strength: str) -> None:
        self.strength = strength

    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        from logomachy.games.verbalia.coast import xavograma as xv

        assert isinstance(state, xv.XavogramaState)
        if state.stage == "take":
            return xv.Take(XAVO_VOWELS[self.strength])
        if state.stage == "vote":
            vote = next(v for v in state.votes.values() if seat in v.waiting())
            placed = xv_placement(state, vote.defendant)
            category = country().region(placed.region).category
            belief = is_of_category(vote.subject, category)
            return xv.Vote(vote.defendant, judged(belief, self.strength, rng))
        best = self.best(state, seat, rng)
        if best is None:
            return Pass()
        return xv.Place(best[0], best[1])

    def best(self, state: Any, seat: int, rng: Rng) -> tuple[str, str] | None:
        from logomachy.games.verbalia.coast import xavograma as xv

        vocab = vocabulary(VOCABULARY[self.strength])
        land = country()
        easel = np.zeros(len(TILES), dtype=np.int16)
        for tile in state.easels[seat]:
            easel[_TILE[tile]] += 1
        regions = list(land.ids)
        if self.strength == "easy":
            regions = [rng.choice(regions) for _ in range(3)]
        # Words the easel makes with at most one more letter (the region's), longest first:
        # first by which tiles they hold (at most one kind off the easel), then by counts.
        own = np.uint32(sum(1 << i for i in range(len(TILES)) if easel[i]))
        maybe = np.flatnonzero(np.bitwise_count(vocab.masks & ~own) <= 1)
        missing = np.maximum(vocab.counts[maybe] - easel[None, :], 0)
        short = missing.sum(axis=1)
        keep = short <= 1
        near = maybe[keep]
        sub, sub_short, sub_missing = vocab.counts[near], short[keep], missing[keep]
        # (most it could be worth, length points, multiplier, word, region, category)
        bounds: list[tuple[int, int, int, str, str, str]] = []
        for region in regions:
            letter = _TILE[state.board[region]]
            fit = ((sub_short == 0) & (sub[:, letter] > 0)) | (
                (sub_short == 1) & (sub_missing[:, letter] == 1)
            )
            rows = near[np.flatnonzero(fit)[: XAVO_LOOK[self.strength]]]  # longest first
            info = land.region(region)
            for i in rows.tolist():
                lp = points(int(vocab.lengths[i]))
                top = (lp + xv.BONUS) * info.multiplier
                bounds.append((top, lp, info.multiplier, vocab.words[i], region, info.category))
        if not bounds:
            return None
        bounds.sort(key=lambda b: (-b[0], b[3], b[4]))
        # The dictionary's verdicts only where they can change the choice (largest bound
        # first, until the best value found beats every bound left).
        options: list[tuple[float, str, str]] = []
        for top, lp, mult, word, region, category in bounds:
            if self.strength == "medium" and len(options) >= 3 and options[2][0] >= top:
                break
            if self.strength != "medium" and options and options[0][0] >= top:
                break
            said = _verdict(word, category) if self.strength != "easy" else "no"
            bonus = {"yes": xv.BONUS, "unknown": xv.BONUS / 2}.get(said, 0)
            options.append(((lp + bonus) * mult, word, region))
            options.sort(key=lambda o: (-o[0], o[1], o[2]))
        if self.strength == "medium":
            _, word, region = rng.choice(options[:3])
        else:
            _, word, region = options[0]
        return word, region

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        if state.stage != "think":
            return 2.0 + 5 * rng.random()
        low, high = THINK_SHARE[self.strength]
        return float(state.options["think_seconds"]) * (low + (high - low) * rng.random())


XAVO_BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: XavoBot("easy"),
    "medium": lambda: XavoBot("medium"),
    "hard": lambda: XavoBot("hard"),
}
