"""Trencadís bots.

They write a word related to the prompt, taken from the edition's prompt deck (each prompt card
lists words a player could write), and place tokens to win cards:
- easy: a random related word; each letter on the first card showing it; never challenges.
- medium: the word worth most now (card points it can reach + the efficiency bonus); tokens
  where they take or keep a majority, greedily.
- hard: as medium, but expects the players still to place this round to add tokens on common
  letters, so it places where its lead survives them, and values cards by the claiming bonus
  of the next claim.
Medium and hard bots also referee like a careful player: they challenge (and vote against) a
revealed word the dictionary does not know or knows only as a plural or an inflected verb, or
that looks like a variation on the prompt (a compound of it, BEACHGOER for BEACH, or a
derivative the dictionary links to it, AVIATOR for AVIATION), and never write such a word
themselves. A misspelt word "still counts": they judge the word its writer meant, never its
spelling. Their own misspelt word (if the dictionary does not know it and it is no name) they
spell as the referee's likeliest suggestion, so its tokens go where the word meant puts them.

Bots read only what their seat may see: the public mosaic and tokens, revealed words and their
own word.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from logomachy.bots.base import Bot
from logomachy.bots.human_time import between, reading, writing
from logomachy.games.trencadis import (
    Allow,
    ChallengeWord,
    Explain,
    GiveUp,
    Place,
    Spell,
    Stage,
    Trencadis,
    TrencadisState,
    Vote,
    Withdraw,
    Write,
)
from logomachy.games.trencadis.edition import load_edition
from logomachy.games.trencadis.game import CLAIM_BONUS, EFFICIENCY_BONUS
from logomachy.kernel import Game, Move, Rng
from logomachy.lexicon import Lexicon, LexiconError, lexicon
from logomachy.lexicon.letters import card_letters

# Seconds (low, high) to find a word once the prompt is read, by strength; reading the prompt
# and writing the word out come on top (`human_time`): a person takes 10-30 s in all.
WRITE_SECONDS = {"easy": (8.0, 28.0), "medium": (5.0, 20.0), "hard": (3.0, 16.0)}
QUICK_SECONDS = (1.0, 4.0)  # allowing, voting, placing
PROPER_NAME_ZIPF = 2.5  # an unknown word this frequent is taken for a name (Zipf scale)
STEM = 4  # letters two words must share at the start to be taken for the same stem
COMPOUND_PART = 3  # letters the rest of a compound on the prompt must have to be a word


class TrencadisBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    # -- the Bot protocol ------------------------------------------------------------------------
    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, Trencadis) and isinstance(state, TrencadisState)
        stage = state.stage
        if stage is Stage.WRITE:
            word = self.pick_word(game, state, seat, rng)
            return Write(word) if word else GiveUp()
        if stage is Stage.SPELL:
            return Spell(self.pick_spelling(game, state, seat))
        if stage is Stage.REVEAL:
            # A respelled word is judged as meant: its spelling is never a ground.
            word = state.answer(state.placing).meant if state.placing is not None else ""
            found = self.judgement(state, word) if self.strength != "easy" else None
            return ChallengeWord(found[1], found[0]) if found else Allow()
        if stage is Stage.EXPLAIN:
            return Explain(
                f"{state.challenge.subject if state.challenge else ''} fits {state.prompt}."
            )
        if stage is Stage.VOTE:
            challenge = state.challenge
            assert challenge is not None
            if seat == challenge.defendant:
                return Vote(accept=True)
            if seat == challenge.challenger:
                return Vote(accept=False)
            if self.strength == "easy":
                return Vote(accept=True)
            return Vote(accept=self.objection(state, challenge.subject) is None)
        if stage is Stage.WITHDRAW:
            return Withdraw(self.pick_withdrawal(game, state, seat))
        if stage is Stage.PLACE:
            return self.pick_placement(game, state, seat)
        raise RuntimeError(f"no decision for stage {stage}")

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        """Writing: read the prompt, find a word, write it out (longer words take longer; the
        word is the one `choose` makes from the same generator). Easy's first word comes
        17 s or more into the round. Anything else is a quick decision."""
        if state.stage is not Stage.WRITE or not isinstance(game, Trencadis):
            return between(rng, *QUICK_SECONDS)
        word = self.pick_word(game, state, seat, Rng(rng.state)) or ""
        found = between(rng, *WRITE_SECONDS[self.strength])
        return reading(self.strength) + found + writing(word, self.strength)

    # -- word-building -------------------------------------------------------------------------
    def candidates(self, game: Trencadis, state: TrencadisState) -> list[str]:
        card = load_edition(state.language).prompt(state.prompt)
        words = [w.upper() for w in (card.words if card else ())]
        words = [w for w in words if game.refusal(state, w) is None]
        if self.strength != "easy":
            words = [w for w in words if self.objection(state, w) is None]
        return words

    @classmethod
    def objection(cls, state: TrencadisState, word: str) -> str | None:
        """Why the dictionary says `word` breaks the valid-word rules, or None if it has no
        objection (or knows nothing: then it gives the word the benefit of the doubt)."""
        found = cls.judgement(state, word)
        return found[1] if found else None

    @staticmethod
    def judgement(state: TrencadisState, word: str) -> tuple[str, str] | None:
        """The ground (a key of GROUNDS) and reason of the bot's objection to `word`, the word
        as meant, or None."""
        try:
            lex = lexicon(state.language)
            folded = word.lower()
            if not lex.is_word(folded):
                # Proper names are allowed; a name the dictionary lacks is usually still
                # frequent in running text, so only rare unknown strings are challenged. (A
                # misspelt word was respelled when revealed: what is left is as written.)
                named = any(a.pos == "proper noun" for a in lex.analyses(word.capitalize()))
                if named or lex.frequency(folded) >= PROPER_NAME_ZIPF:
                    return None
                return "not-a-word", f"{word} is not a word in this language"
            readings = lex.analyses(folded)
            variation = _variation(lex, state.prompt, folded)
        except LexiconError:
            return None
        if variation:
            return "variation", variation
        if not readings:
            return None
        base = [
            a
            for a in readings
            if (a.pos == "verb" and a.verb_form == "infinitive")
            or (a.pos != "verb" and a.number != "plural")
        ]
        if base:
            return None
        plural = next((a for a in readings if a.number == "plural"), None)
        if plural is not None:
            return "plural", f"{word} is a plural (write {plural.lemma.upper()})"
        lemma = readings[0].lemma.upper()
        return "verb-form", f"{word} is not the base form of the verb (write {lemma})"

    def pick_spelling(self, game: Trencadis, state: TrencadisState, seat: int) -> str:
        """The word this bot meant by its misspelt word: the referee's likeliest suggestion,
        unless the word is frequent enough to be a name or a word the dictionary lacks."""
        word = state.answer(seat).word
        try:
            if lexicon(state.language).frequency(word) >= PROPER_NAME_ZIPF:
                return ""
        except LexiconError:
            return ""
        offered = game.suggestions(state, seat)
        return offered[0] if offered else ""

    def pick_word(self, game: Trencadis, state: TrencadisState, seat: int, rng: Rng) -> str:
        words = self.candidates(game, state)
        if not words:
            return ""
        if self.strength == "easy":
            short = [w for w in words if len(w) <= 7] or words
            return rng.choice(short)
        scored = sorted(words, key=lambda w: (-self.word_value(game, state, seat, w), w))
        best = scored[: 3 if self.strength == "medium" else 1]
        return rng.choice(best)

    def word_value(self, game: Trencadis, state: TrencadisState, seat: int, word: str) -> float:
        """Card points the word can reach (each distinct card once, weighted by the chance to
        win it) plus the efficiency bonus if every letter is on the table."""
        letters = card_letters(word, state.language)
        on_table = {c.letter for c in state.mosaic if c is not None}
        value = 0.0
        for letter in sorted(set(letters) & on_table):  # sorted: a float sum in a fixed order
            value += max(
                self._spot_worth(game, state, seat, spot, letters.count(letter))
                for spot in game.spots_with(state, letter)
            )
        if set(letters) <= on_table:
            value += EFFICIENCY_BONUS
        return value

    # -- placement -----------------------------------------------------------------------------
    def pick_placement(self, game: Trencadis, state: TrencadisState, seat: int) -> Place:
        if self.strength == "easy":
            return game.default_placement(state, seat)
        letters = game.letters_on_table(state, seat)
        extra = [0.0] * len(state.mosaic)  # tokens this plan adds
        spots: list[int] = []
        for i, letter in enumerate(letters):
            n = 2 if i == 0 and seat == state.fastest else 1
            best = max(
                game.spots_with(state, letter),
                key=lambda s: (self._spot_worth(game, state, seat, s, n + extra[s]), -s),
            )
            extra[best] += n
            spots.append(best)
        return Place(tuple(spots))

    def _spot_worth(
        self, game: Trencadis, state: TrencadisState, seat: int, spot: int, adding: float
    ) -> float:
        """Expected points from `spot` if this seat had `adding` more tokens on it."""
        card = state.mosaic[spot]
        assert card is not None
        counts = state.tokens.placed.get(spot, [0] * state.seats)
        mine = counts[seat] + adding
        rival: float = max((n for s, n in enumerate(counts) if s != seat), default=0)
        if self.strength == "hard":
            rival += self._expected_rival_tokens(state, seat, card.letter)
        margin = mine - rival
        win = 1 / (1 + math.exp(-2.0 * margin)) if self.strength == "hard" else float(margin > 0)
        bonus = CLAIM_BONUS[next(r for r in sorted(CLAIM_BONUS) if r >= state.round)]
        return win * (card.points + bonus)

    @staticmethod
    def _expected_rival_tokens(state: TrencadisState, seat: int, letter: str) -> float:
        """Tokens the players still to place this round may add on one card of `letter`."""
        order = state.placement_order
        later = order[order.index(seat) + 1 :] if seat in order else []
        copies = sum(1 for c in state.mosaic if c is not None and c.letter == letter)
        per_player = _LETTER_IN_WORD.get(letter, 0.2)
        return len(later) * per_player / max(1, copies)

    # -- after a failed challenge ----------------------------------------------------------------
    def pick_withdrawal(self, game: Trencadis, state: TrencadisState, seat: int) -> tuple[int, ...]:
        if self.strength == "easy":
            return game.default_withdrawal(state, seat)
        mine = dict(state.tokens.placed_by(seat))
        spots: list[int] = []
        for _ in range(state.withdraw_owed):
            # Give up tokens where they matter least: the lowest-worth card per token held.
            spot = min(
                sorted(mine),
                key=lambda s: self._spot_worth(game, state, seat, s, 0) / max(1, mine[s]),
            )
            spots.append(spot)
            mine[spot] -= 1
            if not mine[spot]:
                del mine[spot]
        return tuple(spots)


def _variation(lex: Lexicon, prompt_text: str, form: str) -> str | None:
    """Why `form` looks like a variation on the prompt without being one of its inflections
    (those the referee refuses itself): a compound built on the prompt, or a derivative the
    dictionary links to it that shares its stem. None when nothing suggests one."""
    prompt = lex.normalise(prompt_text)
    if form == prompt:
        return None
    stems = sorted({form, *(a.lemma for a in lex.analyses(form) if not a.guessed)})
    if len(prompt) >= STEM:
        for stem in stems:
            rest = (
                stem[len(prompt) :]
                if stem.startswith(prompt)
                else stem[: -len(prompt)]
                if stem.endswith(prompt)
                else ""
            )
            if len(rest) >= COMPOUND_PART and lex.is_word(rest):
                return f"{form.upper()} is a compound of the prompt {prompt.upper()}"
    for stem in stems:
        shared = len(_common_prefix(stem, prompt))
        if shared >= min(STEM, len(prompt)) and stem in _derivatives(lex, prompt):
            return f"{form.upper()} is a derivative of the prompt {prompt.upper()}"
    return None


@lru_cache(maxsize=256)
def _derivatives(lex: Lexicon, prompt: str) -> frozenset[str]:
    """The words the dictionary lists as derivationally related to the prompt."""
    return frozenset(w.lower() for w, rel in lex.related(prompt).items() if "derivation" in rel)


def _common_prefix(a: str, b: str) -> str:
    n = 0
    while n < min(len(a), len(b)) and a[n] == b[n]:
        n += 1
    return a[:n]


# Rough chance that a 6-8 letter word contains each letter (English-like; used only to expect
# rivals' tokens, so a shared estimate across languages is adequate).
_LETTER_IN_WORD: dict[str, float] = {
    **dict.fromkeys("EAIOR", 0.55),
    **dict.fromkeys("NTSL", 0.45),
    **dict.fromkeys("CUDM", 0.3),
    **dict.fromkeys("PGBH", 0.2),
    **dict.fromkeys("FVYKW", 0.1),
    **dict.fromkeys("JXQZÑÇ", 0.04),
}

BOTS: dict[str, Callable[[], Bot]] = {
    "easy": lambda: TrencadisBot("easy"),
    "medium": lambda: TrencadisBot("medium"),
    "hard": lambda: TrencadisBot("hard"),
}
