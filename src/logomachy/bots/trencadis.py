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
revealed word the dictionary does not know or knows only as a plural or an inflected verb,
and never write such a word themselves.

Bots read only what their seat may see: the public mosaic and tokens, revealed words and their
own word.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from logomachy.bots.base import Bot
from logomachy.games.trencadis import (
    Allow,
    ChallengeWord,
    Explain,
    GiveUp,
    Place,
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
from logomachy.lexicon import LexiconError, lexicon
from logomachy.lexicon.letters import card_letters

# Think times in seconds (low, high) for writing a word, by strength: a person takes 10-30 s.
WRITE_SECONDS = {"easy": (12.0, 34.0), "medium": (8.0, 26.0), "hard": (6.0, 22.0)}
QUICK_SECONDS = (1.0, 4.0)  # allowing, voting, placing
PROPER_NAME_ZIPF = 2.5  # an unknown word this frequent is taken for a name (Zipf scale)


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
        if stage is Stage.REVEAL:
            word = state.answer(state.placing).word if state.placing is not None else ""
            objection = self.objection(state, word) if self.strength != "easy" else None
            return ChallengeWord(objection) if objection else Allow()
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
        low, high = WRITE_SECONDS[self.strength] if state.stage is Stage.WRITE else QUICK_SECONDS
        return low + (high - low) * rng.random()

    # -- word-building -------------------------------------------------------------------------
    def candidates(self, game: Trencadis, state: TrencadisState) -> list[str]:
        card = load_edition(state.language).prompt(state.prompt)
        words = [w.upper() for w in (card.words if card else ())]
        words = [w for w in words if game.refusal(state, w) is None]
        if self.strength != "easy":
            words = [w for w in words if self.objection(state, w) is None]
        return words

    @staticmethod
    def objection(state: TrencadisState, word: str) -> str | None:
        """Why the dictionary says `word` breaks the valid-word rules, or None if it has no
        objection (or knows nothing: then it gives the word the benefit of the doubt)."""
        try:
            lex = lexicon(state.language)
            folded = word.lower()
            if not lex.is_word(folded):
                # Proper names are allowed; a name the dictionary lacks is usually still
                # frequent in running text, so only rare unknown strings are challenged.
                named = any(a.pos == "proper noun" for a in lex.analyses(word.capitalize()))
                if named or lex.frequency(folded) >= PROPER_NAME_ZIPF:
                    return None
                return f"{word} is not a word in this language"
            readings = lex.analyses(folded)
        except LexiconError:
            return None
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
            return f"{word} is a plural (write {plural.lemma.upper()})"
        return f"{word} is not the base form of the verb (write {readings[0].lemma.upper()})"

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
        for letter in set(letters) & on_table:
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
