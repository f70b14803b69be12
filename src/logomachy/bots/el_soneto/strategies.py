"""El Soneto bots at three strengths.

All three search the referee's whole vocabulary at once: a word's letter counts against the hand
give, per word, how many cards it can use (not every letter needs a card, so the question is
"which words contain most of my cards", a super-anagram search that wordfind's sub-anagram
index does not answer; one numpy matrix of letter counts answers it for every word in a few
milliseconds). Then:

- easy: a familiar word worth a few cards, picked with some randomness; takes a face-up letter
  only sometimes; draws bronze; takes the first valedor offered.
- medium: the most points (cards used) and seals, the best face-up letter for that.
- hard: points + seals + the rewards of the evaluation it can foresee — valedor for the
  initial, literato cards for the devices the referee will find with the words already written,
  rhyme steps (nouns move 3) and the Lope de Vega cards at levels 5 and 9 — and a plan: it aims
  at the literatos it lacks (sets of different literatos score most), chooses the valedor that
  best completes shields and straights, and draws the mentidero its hand needs.

Medium and hard choose among the words worth nearly their best (within `Style.margin`) with the
seeded `Rng` of the decision, so bots at one table do not all play alike.

Devices left to the vote (`judgment`): every bot claims those it believes its word
forms and votes on others' claims from the referee's own knowledge, read by strength:

- easy: only the pair's listed relations; misjudges 1 claim in 5, accepts 2 in 5 of those it has
  no evidence on, overlooks devices and now and then claims one on no evidence;
- medium: adds the thesaurus neighbourhood (shared synonyms, a synonym's listed antonym); errs
  1 in 10, rarely guesses;
- hard: adds a loose WordNet reading of the translations (every sense, similar-to and
  derivation links); errs 3 in 100, never accepts or claims what nothing it knows supports (a
  claim must convince, as a tied vote is refused), and claims only on strong evidence, since it
  seeks a partner among every written word.

Bots read only what their seat may see: their hand and play area, the table, the written words.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import platformdirs

from logomachy.bots.base import Bot
from logomachy.bots.el_soneto.judgment import CONVINCING, SIGHTS, Sight, believes, evidence
from logomachy.bots.human_time import between, reading, writing
from logomachy.games.el_soneto.cards import best_usage
from logomachy.games.el_soneto.devices import Word, find_devices, letters
from logomachy.games.el_soneto.edition import DECKS
from logomachy.games.el_soneto.game import ElSoneto
from logomachy.games.el_soneto.moves import Collect, Pass, Take, Vote, Write
from logomachy.games.el_soneto.referee import SpanishReferee
from logomachy.games.el_soneto.scoring import (
    CARD_POINTS,
    MAX_CARDS,
    MIN_CARDS,
    RHYME_STEPS,
    shields_score,
    straights_score,
)
from logomachy.games.el_soneto.state import Phase, SonetoState
from logomachy.kernel import Game, Move, Rng

ALPHABET = "ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
INDEX = {c: i for i, c in enumerate(ALPHABET)}
VOWEL_COLUMNS = [INDEX[v] for v in "AEIOU"]
CATEGORY_BITS = {"noun": 1, "adjective": 2, "verb": 4}


@dataclass
class WordTable:
    """The vocabulary as arrays: letter counts, categories, frequency."""

    words: list[str]
    counts: npt.NDArray[np.int16]  # words × letters
    categories: npt.NDArray[np.int8]  # bit set of CATEGORY_BITS
    frequency: npt.NDArray[np.float32]
    initials: list[str]
    position: dict[str, int]
    subsets: dict[tuple[int, float], Subset] = field(default_factory=dict)

    def subset(self, categories: int, min_frequency: float) -> Subset:
        """The words of some categories a player of some strength knows (cached: a table has
        few genres and three strengths)."""
        key = (categories, min_frequency)
        if key not in self.subsets:
            mask = ((self.categories & categories) != 0) & (self.frequency >= min_frequency)
            rows = np.nonzero(mask)[0]
            self.subsets[key] = Subset(
                rows,
                self.counts[rows].astype(np.int8),
                self.categories[rows],
                self.frequency[rows],
                {self.words[r]: i for i, r in enumerate(rows)},
            )
        return self.subsets[key]


@dataclass
class Subset:
    rows: npt.NDArray[np.intp]  # rows of the table
    counts: npt.NDArray[np.int8]
    categories: npt.NDArray[np.int8]
    frequency: npt.NDArray[np.float32]
    index: dict[str, int]  # word -> its position in this subset


_TABLES: dict[int, tuple[SpanishReferee, WordTable]] = {}


def word_table(referee: SpanishReferee) -> WordTable:
    """Built once per referee (the vocabulary is static data), and kept on disk between runs
    when the referee names its data (`cache_key`): judging 700 000 forms takes seconds."""
    key = id(referee)
    if key in _TABLES and _TABLES[key][0] is referee:
        return _TABLES[key][1]
    cache_key = getattr(referee, "cache_key", None)
    path = _cache_dir() / f"el-soneto-words-{cache_key}.npz" if cache_key else None
    table = _load(path) if path is not None else None
    if table is None:
        table = _build(referee)
        if path is not None:
            _save(table, path)
    _TABLES[key] = (referee, table)
    return table


def _cache_dir() -> Path:
    env = os.environ.get("LOGOMACHY_DATA")
    root = Path(env) if env else Path(platformdirs.user_cache_dir("logomachy"))
    return root / "bots"


def _build(referee: SpanishReferee) -> WordTable:
    vocab = [
        (w, c)
        for w, c in referee.vocabulary()
        if len(w) >= 2 and all(x in INDEX for x in letters(w))
    ]
    counts = np.zeros((len(vocab), len(ALPHABET)), dtype=np.int16)
    cats = np.zeros(len(vocab), dtype=np.int8)
    for i, (w, c) in enumerate(vocab):
        for x in letters(w):
            counts[i, INDEX[x]] += 1
        cats[i] = sum(CATEGORY_BITS[k] for k in c if k in CATEGORY_BITS)
    freq = np.array([referee.frequency(w) for w, _ in vocab], dtype=np.float32)
    return _table([w for w, _ in vocab], counts, cats, freq)


def _table(
    words: list[str],
    counts: npt.NDArray[np.int16],
    cats: npt.NDArray[np.int8],
    freq: npt.NDArray[np.float32],
) -> WordTable:
    initials = [letters(w)[0] for w in words]
    return WordTable(words, counts, cats, freq, initials, {w: i for i, w in enumerate(words)})


def _save(table: WordTable, path: Path) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f"{path.stem}.{os.getpid()}.tmp.npz")  # writers may race
        np.savez(
            tmp,
            words=np.array(table.words, dtype=str),
            counts=table.counts,
            categories=table.categories,
            frequency=table.frequency,
        )
        tmp.replace(path)
    except OSError:
        pass  # a cache only: the next run builds the table again


def _load(path: Path) -> WordTable | None:
    try:
        with np.load(path) as data:
            return _table(
                [str(w) for w in data["words"]],
                data["counts"],
                data["categories"],
                data["frequency"],
            )
    except (OSError, KeyError, ValueError):
        return None


@dataclass(frozen=True)
class Style:
    strength: str
    min_frequency: float  # words a player of this strength knows
    take_chance: float  # how often it bothers to take a face-up letter
    pick_from: int  # chooses at random among this many best words
    foresight: bool  # values devices, rhyme, valedores, Lope, literato sets
    candidates: int  # words evaluated in full
    think: tuple[float, float]  # seconds to find a word
    margin: float = 0.0  # its own preference among words this close to its best

    @property
    def sight(self) -> Sight:
        return SIGHTS[self.strength]


QUICK_SECONDS = (2.0, 6.0)  # a vote, collecting a word's cards
TAKE_SECONDS = (3.0, 8.0)  # choosing the face-up letter to take, once the letters are read

STYLES = {
    "easy": Style("easy", 3.5, 0.5, 8, False, 8, (40.0, 110.0)),
    "medium": Style("medium", 2.5, 1.0, 1, False, 6, (25.0, 80.0), margin=1.0),
    "hard": Style("hard", 1.5, 1.0, 1, True, 15, (20.0, 60.0), margin=1.0),
}
PREFERRED = 4  # near-best words a bot chooses among


class SonetoBot:
    def __init__(self, style: Style) -> None:
        self.style = style
        self.strength = style.strength

    # -- the Bot protocol ----------------------------------------------------------------------
    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, ElSoneto) and isinstance(state, SonetoState)
        if state.stage is Phase.CREATE:
            return self.create(game, state, seat, rng)
        if state.stage is Phase.COLLECT:
            return self.collect(game, state, seat, rng)
        return self.vote(game, state, seat, rng)

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        """Creating a word times the move `create` makes from the same generator: taking a
        face-up letter is reading the hand and the letters and picking one; writing (which
        takes the next turn-order card) is reading, then the style's search, then writing the
        word out (the reading was done if a letter was taken first). So no bot takes a
        turn-order card before a person has read the letters. Votes and collecting: quick."""
        if not (isinstance(game, ElSoneto) and isinstance(state, SonetoState)):
            return between(rng, *QUICK_SECONDS)
        if state.stage is not Phase.CREATE:
            return between(rng, *QUICK_SECONDS)
        player = state.players[seat]
        move = self.create(game, state, seat, Rng(rng.state))
        read = 0.0 if player.took else reading(self.strength)
        if isinstance(move, Take):
            return read + between(rng, *TAKE_SECONDS)
        word = move.word if isinstance(move, Write) else ""
        return read + between(rng, *self.style.think) + writing(word, self.strength)

    # -- create a word -------------------------------------------------------------------------
    def create(self, game: ElSoneto, state: SonetoState, seat: int, rng: Rng) -> Move:
        ed = game.edition
        player = state.players[seat]
        table = word_table(game.referee)
        genre = ed.genre(state.genre)
        allowed = sum(CATEGORY_BITS[c] for c in genre.categories)
        sub = table.subset(allowed, self.style.min_frequency)
        used = [sub.index[b.word] for p in state.players for b in p.poemario if b.word in sub.index]
        hand = [ed.letter(c).letter for c in player.hand]
        vowels = [ed.literato(c).vowel for c in player.literatos if not ed.literato(c).is_lope]
        lopes = sum(1 for c in player.literatos if ed.literato(c).is_lope)
        options: list[tuple[int | None, str | None]] = [(None, None)]
        if not player.took and rng.random() < self.style.take_chance:
            for i, c in enumerate(state.face_up):
                if c is not None:
                    options.append((i + 1, ed.letter(c).letter))
        found: list[tuple[float, int, int | None, str]] = []
        for value, position, word in self._score_words(
            game, state, table, sub, used, hand, vowels, lopes, options
        ):
            # taking a face-up letter never hurts: on equal words, take one (a sealed one first)
            card = None if position is None else state.face_up[position - 1]
            bonus = 0 if card is None else 1 + ed.letter(card).seals
            found.append((value, bonus, position, word))
        if not found:
            return Pass()
        found.sort(reverse=True)
        if self.style.foresight:
            found = self._foresee_all(game, state, seat, found[: self.style.candidates])
        if self.style.pick_from > 1:
            pick = rng.below(min(len(found), self.style.pick_from))
        else:
            pick = self._prefer(found, rng)
        _, _, position, word = found[pick]
        if position is not None:
            return Take(position)
        return self._write(game, state, seat, word)

    def _prefer(self, found: list[tuple[float, int, int | None, str]], rng: Rng) -> int:
        """Its own choice among the words worth nearly its best (sorted, so seeded choices do
        not depend on hash order): bots at one table do not all play alike."""
        best = found[0][0]
        near = [i for i, f in enumerate(found) if f[0] >= best - self.style.margin]
        return near[rng.below(min(len(near), PREFERRED))]

    def _score_words(
        self,
        game: ElSoneto,
        state: SonetoState,
        table: WordTable,
        sub: Subset,
        used: list[int],
        hand: list[str],
        vowels: list[str],
        lopes: int,
        options: list[tuple[int | None, str | None]],
    ) -> list[tuple[float, int | None, str]]:
        """The most promising (value, face-up position or None, word) for the hand plus each
        option's face-up letter, best first. The hand alone is computed over the whole
        vocabulary; each face-up letter changes one column only, so it is added column-wise."""
        ed = game.edition
        # only the letters of the hand, the literato vowels and the face-up cards matter
        cols = sorted({INDEX[x] for x in hand + vowels} | {INDEX[x] for _, x in options if x})
        where = {c: i for i, c in enumerate(cols)}
        counts = sub.counts[:, cols]
        h = np.zeros(len(cols), dtype=np.int8)
        for x in hand:
            h[where[INDEX[x]]] += 1
        v = np.zeros(len(cols), dtype=np.int8)
        for x in vowels:
            v[where[INDEX[x]]] += 1
        use = np.minimum(counts, h)
        lit = np.minimum(counts - use, v)
        spare = (counts - use - lit > 0) & (use > 0)
        cards = use.sum(axis=1) + lit.sum(axis=1)
        spares = spare.sum(axis=1)
        seal_of = _seal_column(ed)[cols]
        seals = (use * seal_of).sum(axis=1)
        points = np.array([0, 0, *[CARD_POINTS[n] for n in range(MIN_CARDS, MAX_CARDS + 1)]])
        genre = ed.genre(state.genre)
        extra_value = 0.6 * ((sub.categories & CATEGORY_BITS[genre.seal]) != 0)
        # a little for familiar words, so ties go to the words people use
        extra_value = extra_value + 0.01 * sub.frequency
        k = max(self.style.candidates, self.style.pick_from, 1)
        out: list[tuple[float, int | None, str]] = []
        seen: set[str] = set()
        for position, letter in options:
            if letter is None:
                n, sp, se = cards, spares, seals
            else:
                if letter in seen:
                    continue
                seen.add(letter)
                col = where[INDEX[letter]]
                c = counts[:, col]
                u1 = np.minimum(c, h[col] + 1)
                l1 = np.minimum(c - u1, v[col])
                s1 = (c - u1 - l1 > 0) & (u1 > 0)
                n = cards - use[:, col] - lit[:, col] + u1 + l1
                sp = spares - spare[:, col] + s1
                se = seals + (u1 - use[:, col]) * seal_of[col]
            total = np.minimum(n + np.minimum(sp, lopes), MAX_CARDS)
            value = points[total] + 1.2 * (se // 2) + 0.3 * se + extra_value
            value[total < MIN_CARDS] = -1.0
            value[used] = -1.0  # words must be unique
            kk = min(k, int((value > 0).sum()))
            if kk <= 0:
                continue
            top = np.argpartition(-value, kk - 1)[:kk]
            top = top[np.argsort(-value[top], kind="stable")]
            out.extend((float(value[i]), position, table.words[sub.rows[i]]) for i in top)
        return out

    def _foresee_all(
        self,
        game: ElSoneto,
        state: SonetoState,
        seat: int,
        found: list[tuple[float, int, int | None, str]],
    ) -> list[tuple[float, int, int | None, str]]:
        existing = game.existing_words(state)
        extra: dict[str, float] = {}
        for _, _, _, word in found:
            if word not in extra:
                extra[word] = self._foresee(game, state, seat, word, existing)
        again = [(v + extra[w], b, p, w) for v, b, p, w in found if extra[w] > -1]
        return sorted(again, reverse=True)

    def _foresee(
        self, game: ElSoneto, state: SonetoState, seat: int, word: str, existing: list[Word]
    ) -> float:
        """What the evaluation will add for the word, as far as its creator can see."""
        ed = game.edition
        ref = game.referee
        player = state.players[seat]
        genre = ed.genre(state.genre)
        cats = ref.judge(word).categories & set(genre.categories)
        if not cats:
            return -2.0
        category = sorted(cats, key=lambda c: (c != genre.seal, -RHYME_STEPS[c]))[0]
        value = 0.0
        # valedor for the initial, worth more when it completes shields or a straight
        initial = letters(word)[0]
        vals = [v for v in state.row if initial in ed.valedor(v).letters]
        if vals:
            value += 1.0 + max(self._valedor_gain(game, player.valedores, v) for v in vals)
        # literato cards for the devices found (a literato it lacks is worth more: sets)
        new = Word(word, category, ref.syllables(word))
        found, claimable = find_devices(tuple(state.devices), new, existing, ref)
        owned = {ed.literato(c).literato for c in player.literatos + player.spent}
        by_word = {w.word: w for w in existing}
        for device in state.devices:
            i = state.devices.index(device)
            if not state.literato_decks[i]:
                continue
            card = 3.0 if ed.literatos[i] not in owned else 2.0
            if device in found:
                value += card
            elif any(
                evidence(ref, device, new, by_word[o], self.style.sight) >= CONVINCING
                for o in claimable.get(device, [])
            ):
                value += 0.5 * card  # a claim the others may accept
        # rhyme: steps are points at the end; Lope de Vega cards at levels 5 and 9
        if any(ref.consonant_rhyme(word, w.word) for w in existing):
            here = state.track.positions[seat]
            steps = RHYME_STEPS[category]
            value += steps
            for level, cards in state.lope.items():
                if cards and here < level <= here + steps:
                    value += 4.0
        return value

    @staticmethod
    def _valedor_gain(game: ElSoneto, mine: Sequence[int], vid: int) -> float:
        ed = game.edition

        def score(ids: Sequence[int]) -> int:
            vs = [ed.valedor(i) for i in ids]
            return shields_score(v.shield for v in vs) + straights_score(v.number for v in vs)

        return float(score([*mine, vid]) - score(mine))

    def _write(self, game: ElSoneto, state: SonetoState, seat: int, word: str) -> Move:
        ed = game.edition
        player = state.players[seat]
        hand = [(c, ed.letter(c).letter, ed.letter(c).seals) for c in player.hand]
        vowels = [(c, ed.literato(c).vowel) for c in player.literatos if not ed.literato(c).is_lope]
        lopes = [c for c in player.literatos if ed.literato(c).is_lope]
        use = best_usage(word, hand, vowels, lopes)
        if use.count < MIN_CARDS:
            return Pass()
        return Write(
            word.upper(),
            "".join(ed.letter(c).letter for c in use.cards),
            "".join(ed.literato(c).vowel for c in use.literatos),
            "".join(use.doubled),
            "",
        )

    # -- evaluate a word -----------------------------------------------------------------------
    def collect(self, game: ElSoneto, state: SonetoState, seat: int, rng: Rng) -> Move:
        pending = state.pending
        assert pending is not None
        ed = game.edition
        player = state.players[seat]
        draws: list[str] = []
        for _ in range(pending.draws):
            if self.strength == "easy":
                deck = "bronze"
            elif self.strength == "medium":
                deck = "gold"
            else:
                golds = sum(1 for c in player.hand if ed.letter(c).deck == "gold")
                deck = "silver" if golds else "gold"
            pile = state.decks[deck]
            if len(pile.draw_pile) + len(pile.discard_pile) <= draws.count(deck):
                deck = next(
                    d
                    for d in reversed(DECKS)
                    if len(state.decks[d].draw_pile) + len(state.decks[d].discard_pile)
                    > draws.count(d)
                )
            draws.append(deck)
        valedor = 0
        if pending.valedores:
            if self.style.foresight:
                valedor = max(
                    pending.valedores,
                    key=lambda v: (self._valedor_gain(game, player.valedores, v), -v),
                )
            else:
                valedor = pending.valedores[0]
        return Collect(tuple(draws), valedor, self._claims(game, state, seat, rng))

    def _claims(self, game: ElSoneto, state: SonetoState, seat: int, rng: Rng) -> tuple[str, ...]:
        """The vote-only devices it believes its word forms (the best-supported partner for
        each), in the table's device order; a weaker bot overlooks some and claims some on no
        evidence at all."""
        pending = state.pending
        assert pending is not None
        sight = self.style.sight
        box = state.players[seat].poemario[-1]
        new = Word(box.word, box.category, ())
        existing = {w.word: w for w in game.existing_words(state)}
        claims: list[str] = []
        for device in state.devices:
            others = [o for o in pending.claimable.get(device, []) if o in existing]
            if not others:
                continue
            scores = [evidence(game.referee, device, new, existing[o], sight) for o in others]
            best = max(scores)
            if best >= CONVINCING and rng.random() >= sight.miss:
                claims.append(f"{device}:{others[scores.index(best)]}")
            elif best < CONVINCING and rng.random() < sight.over_claim:
                claims.append(f"{device}:{others[rng.below(len(others))]}")
        return tuple(claims)

    def vote(self, game: ElSoneto, state: SonetoState, seat: int, rng: Rng) -> Move:
        """As its evidence says (`judgment`): the referee's listings, then the
        thesaurus neighbourhood and a loose WordNet reading as far as its strength reads, with
        a strength-dependent chance of error; no evidence is a no for a hard bot."""
        claim = state.claims[0]
        box = state.players[claim.vote.defendant].poemario[-1]
        other = next(
            (
                b
                for p in state.players
                for b in p.poemario
                if b.word == claim.other and not b.crossed
            ),
            None,
        )
        if other is None:
            return Vote(False)
        score = evidence(
            game.referee,
            claim.device,
            Word(box.word, box.category, ()),
            Word(other.word, other.category, ()),
            self.style.sight,
        )
        return Vote(believes(score, self.style.sight, rng))


_SEALS: dict[int, npt.NDArray[np.int16]] = {}


def _seal_column(edition: Any) -> npt.NDArray[np.int16]:
    """Seals per letter, as a column vector over ALPHABET (one edition, computed once)."""
    key = id(edition)
    if key not in _SEALS:
        seal_of = np.zeros(len(ALPHABET), dtype=np.int16)
        for card in edition.letters:
            seal_of[INDEX[card.letter]] = card.seals
        _SEALS[key] = seal_of
    return _SEALS[key]


def _factory(strength: str) -> Callable[[], Bot]:
    return lambda: SonetoBot(STYLES[strength])


BOTS: dict[str, Callable[[], Bot]] = {s: _factory(s) for s in ("easy", "medium", "hard")}
__all__ = ["BOTS", "SonetoBot", "word_table"]
