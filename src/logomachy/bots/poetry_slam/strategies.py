"""Poetry Slam bots.

Words come from wordfind's letter patterns (the prompt card as a `Pattern`) over the lexicon,
kept to common words (wordfreq's top 40,000, so guessers can find them too).
- Writing a word: easy a random common word and Speed Tile, lost letters ignored; medium and
  hard value each word (Length points, less 2 per lost letter; hard adds 2 for a common
  concrete noun, the words a couplet describes and others guess), then pick with their own
  seeded preference among the first few worth nearly the best (`prefer`), so bots at one
  table rarely write the same word.
- Poems (`writing`): a rhyming couplet hinting at the word by meaning -- WordNet's
  category, definition, parts, wholes, synonyms, kinds and company -- in one of several seeded
  shapes, never saying the word or an obvious form of it; easy spends one clue, hard two.
  Free verse (the Freeform Poetry Variant, chosen by easy bots) is the clues in one line.
- Guessing (`meaning`): the words that fit the prompt, less those the poem says,
  ranked by how well their WordNet senses match the couplet's words, with a stated length
  ("N letters") or rhyme ('rhymes with "X"') as a filter and commonness as a small prior.
  Easy reads only synonyms and definitions of the 600 commonest fits and picks among its top
  three; medium adds categories, kinds, parts and derivations; hard also reads examples and
  the cue words' own definitions, over every fit, and avoids the poet's lost letters.
- Judgement: a poet's call on a guess the referee cannot settle, and an appeal and vote on a
  call, follow `close_variant`: right when the lexicon knows the guess as a form of the word
  (even by a guessed reading), or it is the word (or its lemma) plus one English derivational
  suffix (HEAVENLY for HEAVEN), or WordNet relates the two and they share their first four
  letters; a bare prefix (IRON for IRONICALLY), a synonym or an unrelated word is "not it".
  A poem is challenged, and voted down, when the dictionary hears no rhyme in its line ends; a
  word put to the vote is accepted when every part is a dictionary word with a vowel. Every
  such judgement is the bot's honest belief, flipped with a seeded chance of a mistake (easy
  25 %, medium 12 %, hard 4 %): never "always yes".
Snaps go, one a round from round 2, to the poet with last round's longest word (hard: to the
lowest score, the least threat). Bots read only what their seat may see.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any

from logomachy.bots.human_time import between, reading, writing
from logomachy.bots.poetry_slam.meaning import TOKEN, GivenAway, Reading, rank_by_meaning
from logomachy.bots.poetry_slam.writing import couplet, free_verse
from logomachy.games.poetry_slam import (
    Allow,
    Appeal,
    Call,
    ChallengePoem,
    Cover,
    Discard,
    Explain,
    Freeform,
    Guess,
    Pass,
    Phase,
    PoetrySlam,
    PoetrySlamState,
    Recite,
    Snap,
    Vote,
    Write,
    words,
)
from logomachy.games.poetry_slam.edition import load_edition
from logomachy.kernel import Game, Move, Rng
from logomachy.lexicon import LexiconError, lexicon

COMMON_WORDS = 40_000
# Seconds (low, high) to find a word once the prompt and letters are read; reading and writing
# the word out come on top (`human_time`), so the best Speed Tiles go to whoever is quickest
# to a word, not to whoever answers before the prompt can be read.
WRITE_SECONDS = {"easy": (10.0, 34.0), "medium": (7.0, 24.0), "hard": (3.0, 14.0)}
SNAP_SECONDS = (2.0, 5.0)  # choosing whom to snap, the scores being known
QUICK_SECONDS = (1.0, 4.0)
RECITE_SECONDS = (3.0, 8.0)
# How much of a poem each strength reads (see `meaning`), how many of the words that
# fit the prompt it considers (commonest first), and among how many of its best it picks.
READINGS = {
    "easy": Reading(relations=False, examples=False, reverse=False, senses=2),
    "medium": Reading(examples=False, reverse=False, senses=4),
    "hard": Reading(),
}
GUESS_POOL = {"easy": 600, "medium": 2500, "hard": 100_000}
GUESS_AMONG = {"easy": 3, "medium": 2, "hard": 1}
COMMON_PRIOR = 0.6  # per Zipf unit: poets write common words, so a tie goes to the commoner
# Chance of an honest mistake in a judgement (a call, an appeal, a challenge, a vote).
ERROR = {"easy": 0.25, "medium": 0.12, "hard": 0.04}
# Word choice: how many of its best-valued words a bot weighs, and how far below the best a
# word may be worth and still be chosen (its seeded preference among them).
WORD_AMONG = {"medium": 8, "hard": 6}
WORD_SLACK = {"medium": 2.0, "hard": 1.0}
# One derivational suffix each (HEAVEN+LY); longest first, so -NESS is tried before -S.
SUFFIXES = tuple(
    sorted(
        (
            *("LY", "NESS", "FUL", "LESS", "ER", "ERS", "EST", "IST", "ISTS", "ISM", "ITY"),
            *("MENT", "MENTS", "ABLE", "IBLE", "ISH", "Y", "AL", "IC", "ICAL", "ALLY", "IVE"),
            *("ION", "IONS", "ATION", "OUS", "HOOD", "SHIP", "DOM", "ED", "ING", "S", "ES"),
        ),
        key=lambda x: (-len(x), x),
    )
)


def _suffixed(longer: str, shorter: str) -> bool:
    """Is `longer` `shorter` plus one suffix (a final E dropped or Y turned I first)?"""
    stems = {shorter}
    if shorter.endswith("E"):
        stems.add(shorter[:-1])
    if shorter.endswith("Y"):
        stems.add(shorter[:-1] + "I")
    return any(longer == stem + suffix for stem in sorted(stems) for suffix in SUFFIXES)


@cache
def close_variant(guess: str, word: str) -> bool:
    """A bot's honest call on a guess (see the module docstring): deterministic, from the
    referee's lexicon only."""
    g, w = words.letters(words.normalise(guess)), words.letters(words.normalise(word))
    if not g or not w:
        return False
    if words.guess_is_right(g, w):
        return True
    lex = lexicon("en")
    try:
        lg = {a.lemma.upper() for a in lex.analyses(g.lower())} | {g}
        lw = {a.lemma.upper() for a in lex.analyses(w.lower())} | {w}
    except LexiconError:  # a guess the lexicon cannot read (BadWord): only spelling counts
        lg, lw = {g}, {w}
    if lg & lw:
        return True  # a form the lexicon knows only by a guessed reading
    if len(w) >= 4 and any(
        _suffixed(a, b) or _suffixed(b, a) for a in sorted(lg) for b in sorted(lw)
    ):
        return True
    if g[:4] != w[:4] or not lex.is_word(g.lower()):
        return False
    related = {r.upper() for r in lex.related(w.lower())}
    return g in related or w in {r.upper() for r in lex.related(g.lower())}


@cache
def common_words() -> dict[str, int]:
    """Common English words the lexicon knows (upper case) -> frequency rank (0 = commonest)."""
    from wordfreq import top_n_list

    lex = lexicon("en")
    out: dict[str, int] = {}
    for w in top_n_list("en", COMMON_WORDS):
        ok = len(w) >= 3 and w.isascii() and w.isalpha() and bool(set(w.upper()) & words.VOWELS)
        if ok and lex.is_word(w):
            out.setdefault(w.upper(), len(out))
    return out


@cache
def _index() -> Any:
    from logomachy import wordfind

    return wordfind.load("en")


def fitting_words(card: Any, drawn: tuple[str, ...]) -> tuple[str, ...]:
    """Common words that meet the prompt, commonest first (wordfind pattern search)."""
    return _fitting(card.text, drawn)


@cache
def _fitting(text: str, drawn: tuple[str, ...]) -> tuple[str, ...]:
    card = next(c for c in load_edition().prompts if c.text == text)
    common = common_words()
    found = (w.upper() for w in _index().find(card.pattern(drawn)))
    return tuple(sorted((w for w in found if w in common), key=common.__getitem__))


PHYSICAL_ENTITY = 100_001_930  # WordNet 3.0 noun synset 00001930, physical_entity


@cache
def is_concrete_noun(word: str) -> bool:
    """Is the word itself a WordNet noun whose commonest sense is a physical thing (a cat, a
    piano), and a noun in most of its senses? Those are what a couplet describes best, so
    what others guess."""
    wordnet = lexicon("en").wordnet()
    by_pos = wordnet.lemmas.get(word.lower(), {}) if wordnet is not None else {}
    senses = by_pos.get("n")
    if not senses or 2 * len(senses) < sum(map(len, by_pos.values())):
        return False  # mostly another part of speech (NECESSARY, TECHNICAL)
    frontier, seen = [senses[0]], set()
    while frontier:
        sid = frontier.pop()
        if sid == PHYSICAL_ENTITY:
            return True
        for target, _w in wordnet.pointers.get(sid, {}).get("hypernym", ()):
            if target not in seen:
                seen.add(target)
                frontier.append(target)
    return False


@cache
def rhyme_set(word: str) -> frozenset[str]:
    """Every word rhyming with `word` in the CMU dictionary (pronouncing), upper case."""
    import pronouncing

    return frozenset(r.upper() for r in pronouncing.rhymes(word.lower()))


@cache
def rhymes_for(word: str) -> tuple[str, ...]:
    """Common words rhyming with `word`, commonest first, none containing it or inside it."""
    common = common_words()
    ok = [r for r in rhyme_set(word) if r in common and word not in r and r not in word]
    return tuple(sorted(ok, key=common.__getitem__))


class PoetrySlamBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    # -- the Bot protocol ------------------------------------------------------------------
    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, PoetrySlam) and isinstance(state, PoetrySlamState)
        stage = state.stage
        if stage is Phase.FREEFORM:
            return Freeform(self.strength == "easy")
        if stage is Phase.CALL:
            assert state.calling is not None
            guess = state.guesses[state.calling].word
            return Call(self.honest(close_variant(guess, state.line(seat).word), rng))
        if stage is Phase.APPEAL:
            return self.appeal(game, state, rng)
        if stage is Phase.COVER:
            return self.pick_cover(game, state, seat, rng)
        if stage is Phase.PROMPT:
            rare = load_edition().tiers[1]
            keep = self.strength == "easy"
            return Discard(() if keep else tuple(x for x in state.drawn if x in rare))
        if stage is Phase.WRITE:
            snap = self.pick_snap(game, state, seat)
            if snap is not None:
                return snap
            return self.pick_word(game, state, seat, rng)
        if stage is Phase.PERFORM:
            return self.poem(game, state, seat, rng)
        if stage is Phase.GUESS:
            return self.guess(game, state, seat, rng)
        if stage is Phase.CHALLENGE:
            objects = self.honest(self.objects(state), rng)
            return ChallengePoem("the lines do not rhyme") if objects else Allow()
        if stage is Phase.EXPLAIN:
            return Explain("It is a real word." if state.voting == "word" else "It rhymes.")
        if stage is Phase.VOTE:
            challenge = state.challenge
            assert challenge is not None
            if state.voting == "call":
                return Vote(self.honest(self.call_stands(state), rng))
            if state.voting == "word":
                return Vote(self.honest(self.word_is_good(challenge.subject), rng))
            return Vote(self.honest(not self.objects(state), rng))
        raise RuntimeError(f"no decision for stage {stage}")

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        """The Word Phase times the move `choose` makes from the same generator: read the
        prompt and letters, then a snap (quick) or the search for a word and writing it out
        (longer words take longer). Performing: reciting; anything else is quick."""
        if state.stage is Phase.PERFORM:
            return between(rng, *RECITE_SECONDS)
        if state.stage is not Phase.WRITE or not isinstance(game, PoetrySlam):
            return between(rng, *QUICK_SECONDS)
        read = 0.0 if state.snap_round[seat] == state.round else reading(self.strength)
        if self.pick_snap(game, state, seat) is not None:
            return read + between(rng, *SNAP_SECONDS)
        move = self.pick_word(game, state, seat, Rng(rng.state))
        word = move.word if isinstance(move, Write) else ""
        return read + between(rng, *WRITE_SECONDS[self.strength]) + writing(word, self.strength)

    # -- Word Phase --------------------------------------------------------------------------
    def pick_word(self, game: PoetrySlam, state: PoetrySlamState, seat: int, rng: Rng) -> Move:
        values = sorted({t.value for t in state.middle}, reverse=True)
        speed = rng.choice(values) if self.strength == "easy" else values[0]
        fits = fitting_words(game.card(state), state.drawn)
        if not fits:
            return Pass(values[-1])
        if self.strength == "easy":
            return Write(rng.choice(fits[:300]), speed)
        covered = set(state.covered[seat])
        common = common_words()

        def worth(word: str) -> float:
            value = words.length_points(word) - 2.0 * words.lost_letter_uses(
                word, covered, state.drawn
            )
            if self.strength == "hard":  # a word others can guess earns the poem's 3 points
                value += 2.0 if common[word] < 5_000 and is_concrete_noun(word) else 0.0
            return value

        ranked = sorted(fits[:800], key=lambda w: (-worth(w), common[w]))
        return Write(self.prefer(ranked, worth, rng), speed)

    def prefer(self, ranked: list[str], worth: Callable[[str], float], rng: Rng) -> str:
        """The bot's own seeded pick among its best words: any of the first few worth nearly
        the best, weighted towards the best -- so bots at one table rarely write one word."""
        best = worth(ranked[0])
        among = [
            w
            for w in ranked[: WORD_AMONG[self.strength]]
            if worth(w) >= best - WORD_SLACK[self.strength]
        ]
        weights = [1.0 / (1 + i) for i in range(len(among))]
        pick = rng.random() * sum(weights)
        for word, weight in zip(among, weights, strict=True):
            pick -= weight
            if pick < 0:
                return word
        return among[-1]

    def pick_snap(self, game: PoetrySlam, state: PoetrySlamState, seat: int) -> Snap | None:
        if state.round < 2 or state.snaps_left[seat] == 0 or state.snap_round[seat] == state.round:
            return None
        others = [s for s in range(state.seats) if s != seat]
        if self.strength == "hard":
            scores = {s: sum(game.score_sheet(state, s).values()) for s in others}
            return Snap(min(others, key=lambda s: (scores[s], s)))
        previous = {s: len(words.letters(state.line(s, state.round - 1).word)) for s in others}
        return Snap(max(others, key=lambda s: (previous[s], -s)))

    def pick_cover(self, game: PoetrySlam, state: PoetrySlamState, seat: int, rng: Rng) -> Move:
        if self.strength != "easy":
            return Cover(game.default_cover(state, seat))  # the rarest letter allowed
        covered = list(state.covered[seat])
        chosen = []
        for tier in state.owed.get(seat, []):
            letter = rng.choice(game.loss_choices(covered, tier))
            covered.append(letter)
            chosen.append(letter)
        return Cover(tuple(chosen))

    # -- Poetry Phase ------------------------------------------------------------------------
    def poem(self, game: PoetrySlam, state: PoetrySlamState, seat: int, rng: Rng) -> Move:
        """A couplet hinting at the word by meaning (`writing`), or free verse."""
        word = state.line(seat).word
        if state.freeform[seat]:
            lines: tuple[str, ...] = free_verse(word, self.strength, rng)
        else:
            lines = couplet(word, self.strength, rng)
        if lines and words.poem_problem(lines, word, state.freeform[seat]) is None:
            return Recite(*lines) if len(lines) == 2 else Recite(lines[0], "", lines[1:])
        return Pass()

    def guess(self, game: PoetrySlam, state: PoetrySlamState, seat: int, rng: Rng) -> Move:
        """The word that fits the prompt and best matches what the poem says (its meaning,
        and any length or rhyme it states), never a word the poem itself says."""
        assert state.poet is not None
        poem = " ".join(state.line(state.poet).poem or ())
        covered = set(state.covered[state.poet])
        said = {g.word for g in state.guesses}
        found = self.guess_for(poem, game.card(state), state.drawn, covered, said, rng)
        return Guess(found) if found else Pass()

    def guess_for(
        self,
        poem: str,
        card: Any,
        drawn: tuple[str, ...],
        covered: set[str],
        said: set[str],
        rng: Rng,
    ) -> str | None:
        """The guess for this poem under this prompt (None: nothing fits)."""
        spoken = TOKEN.findall(poem.lower())
        fits = [w for w in fitting_words(card, drawn) if w not in said]
        fits = fits[: GUESS_POOL[self.strength]]
        length = re.search(r"(\d+) letters", poem)
        if length:
            fits = [w for w in fits if len(w) == int(length.group(1))]
        rhyme = re.search(r'rhymes with "([a-z]+)"', poem)
        if rhyme:
            rhyming = rhyme_set(rhyme.group(1))
            fits = [w for w in fits if w in rhyming]
        if self.strength == "hard":
            fits = [w for w in fits if not words.lost_letter_uses(w, covered, drawn)] or fits
        given_away = GivenAway(spoken)
        fits = [w for w in fits if not given_away(w)] or fits
        if not fits:
            return None
        ranked = self.read(poem, fits)
        return rng.choice(ranked[: GUESS_AMONG[self.strength]])

    def read(self, poem: str, fits: list[str]) -> list[str]:
        """The fitting words, best match to the poem's meaning first (commonest on a tie)."""
        from wordfreq import zipf_frequency

        scores = rank_by_meaning(poem, fits, READINGS[self.strength])
        order = {w: i for i, w in enumerate(fits)}
        value = {w: s + COMMON_PRIOR * zipf_frequency(w.lower(), "en") for w, s in scores.items()}
        ranked = sorted(value, key=lambda w: (-value[w], order[w]))
        return ranked + [w for w in fits if w not in value][: max(0, 3 - len(ranked))]

    # -- Refereeing --------------------------------------------------------------------------
    def objects(self, state: PoetrySlamState) -> bool:
        """A medium or hard bot objects to a couplet whose line ends the dictionary hears no
        rhyme in; a free verse poem needs none ("don't need to rhyme")."""
        if state.poet is None or state.freeform[state.poet]:
            return False
        poem = state.line(state.poet).poem
        return poem is not None and len(poem) == 2 and words.rhymes(*poem) is False

    def honest(self, belief: bool, rng: Rng) -> bool:
        """The bot's belief, flipped by an honest mistake with its strength's chance."""
        return belief != (rng.random() < ERROR[self.strength])

    def appeal(self, game: PoetrySlam, state: PoetrySlamState, rng: Rng) -> Move:
        """Appeal the first call (in guessing order) the bot's judgement disagrees with (its
        judgement erring with its strength's chance)."""
        assert state.poet is not None
        word = state.line(state.poet).word
        for guess in state.guesses:
            if guess.seat in game.appealable(state):
                agrees = close_variant(guess.word, word) == guess.called
                if not self.honest(agrees, rng):
                    return Appeal(guess.seat, "that call is not what the word says")
        return Allow()

    def call_stands(self, state: PoetrySlamState) -> bool:
        assert state.poet is not None and state.appealed is not None
        guess = next(g for g in state.guesses if g.seat == state.appealed)
        return close_variant(guess.word, state.line(state.poet).word) == guess.called

    @staticmethod
    def word_is_good(word: str) -> bool:
        """Every part of the word (a compound's too) is a dictionary word with a vowel."""
        parts = [p for p in re.split(r"[ -]", word) if p]
        lex = lexicon("en")
        return bool(parts) and all(lex.is_word(p.lower()) and set(p) & words.VOWELS for p in parts)
