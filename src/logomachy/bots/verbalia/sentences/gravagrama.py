"""Bots for Verbàlia's GraVagrama: related words from the lexicon's listing
(`Lexicon.related`: the Catalan thesaurus, both ways), and the page next to each word.

A bot reads only what its seat may see: as giver the page and its own underlined words; as
guesser only what it remembers of the thirty words of the show (the page is hidden after it).
- Giver: underlines, then for each word picks a clue among the words the thesaurus relates to
  it (a clue that is also related to other words of the page is worse: the guesser may take
  the other; a rare word is worse too); with no related word, a neighbour of the word on the
  page (an association the guesser can find by reading the page). Hard underlines the thirty
  words with the best clues and gives the best; medium takes the best of three candidates
  from words with some related word; easy underlines at random and gives any related word.
- Guesser: remembers some of the thirty (easy 10, medium 18, hard 27: easy forgets most),
  drawn from the game's seed once per seat and half, and answers from memory alone: the
  remembered word the clue is related to, else (medium, hard) the clue's commonest related
  word, else any remembered word not yet found.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.verbalia.pieces.sentence_words import catalan
from logomachy.games.verbalia.pieces.syllables import fold
from logomachy.games.verbalia.sentences.gravagrama import (
    UNDERLINED,
    Clue,
    GraVagramaState,
    Guess,
    Play,
    Underline,
    check_clue,
    lemmas,
    page_words,
)
from logomachy.kernel import Game, IllegalMove, Move, Pass, Rng
from logomachy.lexicon import BadWord

REMEMBER = {"easy": 10, "medium": 18, "hard": 27}  # of the thirty words shown
CANDIDATES = {"easy": 1, "medium": 3, "hard": 12}  # clues weighed per word (easy: any one)
THINK = {"easy": (4.0, 8.0), "medium": (3.0, 6.0), "hard": (2.0, 4.0)}
UNDERLINE_THINK = {"easy": 60.0, "medium": 45.0, "hard": 30.0}
MAX_RELATED = 12  # the commonest related words considered for a clue


@cache
def related(word: str) -> dict[str, float]:
    """Related word -> its Zipf frequency, the commonest first."""
    lex = catalan()
    try:
        listed = lex.related(word)
    except BadWord:  # a string no lexicon reading accepts
        return {}
    scored: dict[str, float] = {}
    for w in listed:
        said = w.split("-")[0]  # a pronominal verb is said bare: apressar-se -> apressar
        try:
            scored.setdefault(said, lex.frequency(said))
        except BadWord:
            continue
    return dict(sorted(scored.items(), key=lambda x: (-x[1], x[0])))


@dataclass
class PageIndex:
    """The page's distinct words (first occurrence), what each is related to, and who
    relates to what, read backwards for the guessers' reverse lookup."""

    words: dict[str, int]  # folded word -> place of its first occurrence
    written: dict[str, str]  # folded word -> as written there
    links: dict[str, set[str]]  # folded word -> folded related words
    back: dict[str, set[str]]  # folded related word -> page words it is related to
    lemma_of: dict[str, set[str]]  # folded lemma -> page words with that lemma
    neighbours: dict[str, set[str]]  # folded word -> the page words next to it


@cache
def page_index(text: str) -> PageIndex:
    spans = page_words(text)
    order = [text[a:b] for a, b in spans]
    words: dict[str, int] = {}
    written: dict[str, str] = {}
    for i, w in enumerate(order):
        words.setdefault(fold(w), i)
        written.setdefault(fold(w), w)
    links = {f: {fold(r) for r in related(written[f].lower())} for f in words}
    back: dict[str, set[str]] = {}
    for f, rel in links.items():
        for r in rel:
            back.setdefault(r, set()).add(f)
    lemma_of: dict[str, set[str]] = {}
    for f in words:
        for lem in lemmas(written[f]):
            lemma_of.setdefault(lem, set()).add(f)
    neighbours: dict[str, set[str]] = {}
    for i, w in enumerate(order):
        near = {fold(order[j]) for j in (i - 1, i + 1) if 0 <= j < len(order)}
        neighbours.setdefault(fold(w), set()).update(near - {fold(w)})
    return PageIndex(words, written, links, back, lemma_of, neighbours)


@lru_cache(maxsize=4096)
def pointed(text: str, clue: str) -> dict[str, int]:
    """Page words a clue points to, by how strongly: 2 related both ways, 1 one way."""
    index = page_index(text)
    c = fold(clue)
    out: dict[str, int] = {w: 1 for w in index.back.get(c, ())}
    for r in related(clue.lower()):
        for w in index.lemma_of.get(fold(r), ()):
            out[w] = out.get(w, 0) + 1
    return out


def clue_quality(text: str, word: str, clue: str, frequency: float, chosen: set[str]) -> float:
    """How surely a clue leads back to `word`: its link to it, less the other underlined and
    page words it leads to as well, plus a little for a common word."""
    points = dict(pointed(text, clue))  # a copy: the cached answer stays whole
    own = points.pop(fold(word), 0)
    rivals = sum(2 for w in points if w in chosen) + sum(0.5 for w in points if w not in chosen)
    return 3.0 * own - rivals + frequency / 3.0


@lru_cache(maxsize=4096)
def clues_for(text: str, word: str) -> tuple[tuple[str, float], ...]:
    """Legal clues for `word`: related words (commonest first), else its page neighbours."""
    index = page_index(text)
    out: list[tuple[str, float]] = []
    for r, f in list(related(word.lower()).items())[: MAX_RELATED * 2]:
        try:
            out.append((check_clue(r, word), f))
        except IllegalMove:
            continue
        if len(out) >= MAX_RELATED:
            break
    if out:
        return tuple(out)
    lex = catalan()
    for n in sorted(index.neighbours.get(fold(word), ())):
        said = index.written[n]
        if len(n) < 3:
            continue
        try:
            out.append((check_clue(said, word), lex.frequency(said.lower()) - 5.0))
        except (IllegalMove, BadWord):
            continue
    return tuple(out)


class GraVagramaBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    # -- Giver -------------------------------------------------------------------------------
    def _underline(self, state: GraVagramaState, play: Play, rng: Rng) -> Move:
        index = page_index(state.text)
        avoid = {
            fold(it.word)
            for p in state.done
            if p.round == play.round and p.giver == play.guesser
            for it in p.items
        }
        pool = sorted(f for f in index.words if f not in avoid)
        if self.strength == "easy":
            chosen = rng.sample(pool, UNDERLINED)
        else:
            rated = [
                (self._best_clue(state.text, index.written[f], set(), rng)[1], f) for f in pool
            ]
            if self.strength == "hard":
                chosen = [f for _q, f in sorted(rated, key=lambda x: (-x[0], x[1]))[:UNDERLINED]]
            else:
                good = [f for q, f in rated if q > 0]
                rest = [f for q, f in rated if q <= 0]
                chosen = rng.sample(good, min(UNDERLINED, len(good)))
                chosen += rng.sample(rest, UNDERLINED - len(chosen))
        return Underline(tuple(sorted(index.words[f] for f in chosen)))

    def _best_clue(
        self, text: str, word: str, chosen: set[str], rng: Rng
    ) -> tuple[str | None, float]:
        options = list(clues_for(text, word))
        if not options:
            return None, -99.0
        if self.strength == "easy":
            clue, f = options[rng.below(len(options))]
            return clue, clue_quality(text, word, clue, f, chosen)
        if self.strength == "medium" and len(options) > CANDIDATES["medium"]:
            options = rng.sample(options, CANDIDATES["medium"])
        rated = [(clue_quality(text, word, c, f, chosen), c) for c, f in options]
        q, c = max(rated, key=lambda x: (x[0], x[1]))
        return c, q

    def _clue(self, state: GraVagramaState, play: Play, rng: Rng) -> Move:
        chosen = {fold(it.word) for it in play.items}
        left = [i for i in range(len(play.items)) if i not in play.order]
        best: tuple[float, int, str] | None = None
        for i in left:
            clue, q = self._best_clue(
                state.text, play.items[i].word, chosen - {fold(play.items[i].word)}, rng
            )
            if clue is None:
                continue
            if self.strength == "easy":  # in the page's order, the first it can clue
                return Clue(i, clue)
            if best is None or q > best[0]:
                best = (q, i, clue)
        if best is None:
            return Pass()
        return Clue(best[1], best[2])

    # -- Guesser -----------------------------------------------------------------------------
    def memory(self, state: GraVagramaState, play: Play, seat: int) -> dict[str, str]:
        """What the seat remembers of the thirty words the show displayed to it (folded ->
        as written): as many as its strength keeps, drawn once per seat and half from the
        game's seed (the same memory on every replay, and for every clue of the half)."""
        shown = [it.word for it in play.items]
        keep = Rng.from_seed(state.seed, f"gravagrama-memory:{seat}:{state.phase}")
        kept = keep.sample(shown, min(REMEMBER[self.strength], len(shown)))
        return {fold(w): w for w in kept}

    def _guess(self, state: GraVagramaState, play: Play, seat: int, rng: Rng) -> Move:
        """From memory alone (the page is no longer in view): the remembered word the clue
        points to, else the clue's commonest related word, else any remembered word."""
        memory = self.memory(state, play, seat)
        found = {fold(it.guess) for it in play.items if it.correct}
        for f in found:
            memory.pop(f, None)
        assert play.pending is not None
        clue = play.items[play.pending].clue
        c = fold(clue)
        near = {fold(r) for r in related(clue.lower())}
        scored = {
            f: (c in {fold(r) for r in related(w.lower())}) + bool(lemmas(w) & near)
            for f, w in memory.items()
        }
        pool = {f: n for f, n in scored.items() if n}
        if pool:
            top = max(pool.values())
            best = sorted(f for f, n in pool.items() if n == top)
            return Guess(memory[best[rng.below(len(best))]])
        if self.strength != "easy":  # a word the clue calls to mind, if not remembered
            for r in related(clue.lower()):
                if fold(r) not in found and not lemmas(r) & lemmas(clue):
                    return Guess(r)
        if memory:
            return Guess(memory[sorted(memory)[rng.below(len(memory))]])
        return Pass()

    # -- The protocol ------------------------------------------------------------------------
    def choose(self, game: Game[Any], state: GraVagramaState, seat: int, rng: Rng) -> Move:
        play = next(p for p in state.plays if seat in (p.giver, p.guesser))
        if state.stage == "underline":
            return self._underline(state, play, rng)
        if seat == play.giver:
            return self._clue(state, play, rng)
        return self._guess(state, play, seat, rng)

    def delay(self, game: Game[Any], state: GraVagramaState, seat: int, rng: Rng) -> float:
        if state.stage == "underline":
            return UNDERLINE_THINK[self.strength] * (0.7 + 0.6 * rng.random())
        low, high = THINK[self.strength]
        return low + (high - low) * rng.random()


def _factory(strength: str) -> Callable[[], Bot]:
    return lambda: GraVagramaBot(strength)


BOTS: dict[str, Callable[[], Bot]] = {s: _factory(s) for s in ("easy", "medium", "hard")}
