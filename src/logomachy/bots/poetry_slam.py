"""Poetry Slam bots.

Words come from wordfind's letter patterns (the prompt card as a `Pattern`) over the lexicon,
kept to common words (wordfreq's top 40,000, so guessers can find them too). Poems are a
couplet whose lines end in a rhyme and carry a clue a guesser can use; guesses read those clues
back, so bots guess each other's words by a rule anyone can check.
- easy: a random common word, a random Speed Tile, lost letters ignored; its poem gives only
  the length; it guesses at random among the words that fit; it accepts every word and poem.
- medium: the word worth most (Speed + Length) among the top few, avoiding lost letters; its
  poem names a rhyme; it guesses among the three most common fits; it challenges and votes
  against poems whose line ends do not rhyme to the dictionary and words it does not know.
- hard: as medium, but the best word also weighs how guessable it is; its poem gives length
  and the commonest rhyme; it guesses the commonest fit that avoids the poet's lost letters.
When the Freeform Poetry Variant is allowed, easy bots choose free verse (a one-line clue), the
others couplets. A bot poet's call on a guess the referee cannot settle, and a bot's appeal and
vote on a call, follow one deterministic judgement (`close_variant`): right when the lexicon
knows the guess as a form of the word (even by a guessed reading), or it is the word (or its
lemma) plus one English derivational suffix (HEAVENLY for HEAVEN), or WordNet relates the two
and they share their first four letters; a bare prefix (IRON for IRONICALLY), a synonym or an
unrelated word is "not it". Easy bots never appeal and uphold every call.
Snaps go, one a round from round 2, to the poet with last round's longest word (hard: to the
lowest score, the least threat). Bots read only what their seat may see.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from typing import Any

from logomachy.bots.base import Bot
from logomachy.bots.human_time import between, reading, writing
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
    PoetrySlam,
    PoetrySlamState,
    Recite,
    Snap,
    Stage,
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
# Couplets: (first line, second line) with {n} letters and {r} a rhyme; line ends rhyme.
POEMS = {
    "length": (
        ("My word has {n} letters, a puzzle for you,", "the card shows the way, give it a go too."),
        ("I hid {n} letters here inside my rhyme,", "the card is your guide, so take your time."),
    ),
    "rhyme": (
        ("Here is a riddle I made up for thee:", 'my word rhymes with "{r}", what could it be?'),
        ("Listen, my friends, to the end of my line:", 'it rhymes with "{r}", a clue and a sign.'),
    ),
    "both": (
        (
            "My word has {n} letters, as plain as can be,",
            'it rhymes with "{r}": now guess it for me!',
        ),
        ("I hid {n} letters here inside my rhyme,", 'it rhymes with "{r}", so take your time.'),
    ),
}
CLUES = {"easy": "length", "medium": "rhyme", "hard": "both"}
# Free verse clues: one line each (the Freeform Poetry Variant needs no rhyme, nor two lines).
FREE_VERSE = {
    "length": (("My word has {n} letters: the card on the table shows the way.",),),
    "rhyme": (('Say my word aloud and it rhymes with "{r}".',),),
    "both": (('My word has {n} letters, and it rhymes with "{r}".',),),
}
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
        if stage is Stage.FREEFORM:
            return Freeform(self.strength == "easy")
        if stage is Stage.CALL:
            assert state.calling is not None
            guess = state.guesses[state.calling].word
            return Call(close_variant(guess, state.line(seat).word))
        if stage is Stage.APPEAL:
            return self.appeal(game, state)
        if stage is Stage.COVER:
            return self.pick_cover(game, state, seat, rng)
        if stage is Stage.PROMPT:
            rare = load_edition().tiers[1]
            keep = self.strength == "easy"
            return Discard(() if keep else tuple(x for x in state.drawn if x in rare))
        if stage is Stage.WRITE:
            snap = self.pick_snap(game, state, seat)
            if snap is not None:
                return snap
            return self.pick_word(game, state, seat, rng)
        if stage is Stage.PERFORM:
            return self.poem(game, state, seat, rng)
        if stage is Stage.GUESS:
            return self.guess(game, state, seat, rng)
        if stage is Stage.CHALLENGE:
            return ChallengePoem("the lines do not rhyme") if self.objects(state) else Allow()
        if stage is Stage.EXPLAIN:
            return Explain("It is a real word." if state.voting == "word" else "It rhymes.")
        if stage is Stage.VOTE:
            challenge = state.challenge
            assert challenge is not None
            if self.strength == "easy":
                return Vote(True)
            if state.voting == "call":
                return Vote(self.call_stands(state))
            if state.voting == "word":
                return Vote(self.word_is_good(challenge.subject))
            return Vote(not self.objects(state))
        raise RuntimeError(f"no decision for stage {stage}")

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        """The Word Phase times the move `choose` makes from the same generator: read the
        prompt and letters, then a snap (quick) or the search for a word and writing it out
        (longer words take longer). Performing: reciting; anything else is quick."""
        if state.stage is Stage.PERFORM:
            return between(rng, *RECITE_SECONDS)
        if state.stage is not Stage.WRITE or not isinstance(game, PoetrySlam):
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
                value += 2.0 if common[word] < 5_000 and rhymes_for(word) else 0.0
            return value

        ranked = sorted(fits[:800], key=lambda w: (-worth(w), common[w]))
        return Write(rng.choice(ranked[: 3 if self.strength == "medium" else 1]), speed)

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
        word = state.line(seat).word
        clue = CLUES[self.strength]
        rhymes = rhymes_for(word) if clue != "length" else ()
        if clue != "length" and not rhymes:
            clue = "length"
        rhyme = ""
        if rhymes:
            rhyme = rhymes[0] if self.strength == "hard" else rng.choice(rhymes[:5])
        free = state.freeform[seat]
        n = len(words.letters(word))
        for template in (FREE_VERSE if free else POEMS)[clue]:
            lines = tuple(line.format(n=n, r=rhyme.lower()) for line in template)
            if words.poem_problem(lines, word, free) is None:
                return Recite(*lines) if len(lines) == 2 else Recite(lines[0])
        return Pass()

    def guess(self, game: PoetrySlam, state: PoetrySlamState, seat: int, rng: Rng) -> Move:
        assert state.poet is not None
        poem = " ".join(state.line(state.poet).poem or ())
        said = {g.word for g in state.guesses}
        fits = [w for w in fitting_words(game.card(state), state.drawn) if w not in said]
        length = re.search(r"(\d+) letters", poem)
        if length:
            fits = [w for w in fits if len(w) == int(length.group(1))]
        rhyme = re.search(r'rhymes with "([a-z]+)"', poem)
        if rhyme:
            rhyming = rhyme_set(rhyme.group(1))
            fits = [w for w in fits if w in rhyming]
        if self.strength == "hard":
            covered = set(state.covered[state.poet])
            fits = [w for w in fits if not words.lost_letter_uses(w, covered, state.drawn)] or fits
        if not fits:
            return Pass()
        if self.strength == "easy":
            return Guess(rng.choice(fits[:50]))
        return Guess(fits[0] if self.strength == "hard" else rng.choice(fits[:3]))

    # -- Refereeing --------------------------------------------------------------------------
    def objects(self, state: PoetrySlamState) -> bool:
        """A medium or hard bot objects to a couplet whose line ends the dictionary hears no
        rhyme in; a free verse poem needs none ("don't need to rhyme")."""
        if self.strength == "easy" or state.poet is None or state.freeform[state.poet]:
            return False
        poem = state.line(state.poet).poem
        return poem is not None and len(poem) == 2 and words.rhymes(*poem) is False

    def appeal(self, game: PoetrySlam, state: PoetrySlamState) -> Move:
        """Appeal the first call (in guessing order) the bot's judgement disagrees with."""
        if self.strength != "easy":
            assert state.poet is not None
            word = state.line(state.poet).word
            for guess in state.guesses:
                if guess.seat in game.appealable(state) and (
                    close_variant(guess.word, word) != guess.called
                ):
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


BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: PoetrySlamBot("easy"),
    "medium": lambda: PoetrySlamBot("medium"),
    "hard": lambda: PoetrySlamBot("hard"),
}
