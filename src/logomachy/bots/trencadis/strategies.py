"""Trencadís bots.

They write a word related to the prompt, taken from the edition's prompt deck (each prompt card
lists words a player could write), and place tokens to win cards:
- easy: a random related word; each letter on the first card showing it.
- medium: any of the ten words worth most now (card points it can reach + the efficiency
  bonus); tokens where they take or keep a majority, greedily.
- hard: among the words worth most, the better the likelier, but spread just enough that two
  hard bots write the same word at most SAME_WORD of the time (ties on every card otherwise);
  expects the players still to place this round to add tokens on common letters, so it places
  where its lead survives them, and values cards by the claiming bonus of the next claim.
Each bot's choice among its candidates is its own seeded taste: drawn from the generator it is
given for the decision (derived from the table's seed, its seat and the move number), so the
same seed plays the same game and bots at one table seldom agree.

Judging (`judgment`): every strength challenges what the lexicon refutes (an unknown
rare string, a plural, an inflected verb, a variation on the prompt: a compound of it,
BEACHGOER for BEACH, or a derivative the dictionary links to it, AVIATOR for AVIATION) and
votes from the same knowledge plus the explanation, erring with a seeded chance by strength:
easy misses a third of the bad words and doubts a good one now and then, medium errs about one
time in ten, hard rarely. None writes a word it would refute. A misspelt word "still counts":
they judge the word its writer meant, never its spelling. Their own misspelt word (if the
dictionary does not know it and it is no name) they spell as the referee's likeliest
suggestion, so its tokens go where the word meant puts them. Challenged, a bot explains its
word by the link it knows (a relation, a word between, companions from the prompt card).

Bots read only what their seat may see: the public mosaic and tokens, revealed words and their
own word.
"""

from __future__ import annotations

import math
from typing import Any

from logomachy.bots.human_time import between, reading, writing
from logomachy.bots.trencadis import judgment
from logomachy.games.trencadis import (
    Allow,
    ChallengeWord,
    Explain,
    GiveUp,
    Phase,
    Place,
    Spell,
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

# Seconds (low, high) to find a word once the prompt is read, by strength; reading the prompt
# and writing the word out come on top (`human_time`): a person takes 10-30 s in all.
WRITE_SECONDS = {"easy": (8.0, 28.0), "medium": (5.0, 20.0), "hard": (3.0, 16.0)}
QUICK_SECONDS = (1.0, 4.0)  # allowing, voting, placing
PROPER_NAME_ZIPF = judgment.PROPER_NAME_ZIPF
# Word choice: the words within MARGIN points of the best (at most TOP) are plausible; medium
# takes any of them, hard prefers the better ones only as much as SAME_WORD allows (`prefer`).
# Measured over seeded games: at 0.10 hard beat medium in 64 % of 2-player games (53 % as one
# against two), at 0.15 in 85 % (65 %); at 0.20 two hard bots shared a word in a fifth of rounds.
MARGIN = {"medium": math.inf, "hard": 10.0}
TOP = {"medium": 10, "hard": 15}
SAME_WORD = 0.15  # most chance that two hard bots write the same word, where words allow
VALUE_DIGITS = 9


class TrencadisBot:
    def __init__(self, strength: str) -> None:
        self.strength = strength

    # -- the Bot protocol ------------------------------------------------------------------------
    def choose(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> Move:
        assert isinstance(game, Trencadis) and isinstance(state, TrencadisState)
        stage = state.stage
        if stage is Phase.WRITE:
            word = self.pick_word(game, state, seat, rng)
            return Write(word) if word else GiveUp()
        if stage is Phase.SPELL:
            return Spell(self.pick_spelling(game, state, seat))
        if stage is Phase.REVEAL:
            # A respelled word is judged as meant: its spelling is never a ground.
            word = state.answer(state.placing).meant if state.placing is not None else ""
            ground, reason = judgment.challenge_for(self.strength, state, word, rng)
            return ChallengeWord(reason, ground) if reason else Allow()
        if stage is Phase.EXPLAIN:
            subject = state.challenge.subject if state.challenge else ""
            return Explain(judgment.explanation_for(state, subject))
        if stage is Phase.VOTE:
            challenge = state.challenge
            assert challenge is not None
            if seat == challenge.defendant:
                return Vote(accept=True)
            if seat == challenge.challenger:
                return Vote(accept=False)
            explained = challenge.explanation or ""
            return Vote(
                judgment.judge(
                    self.strength, state, challenge.subject, state.ground, explained, rng
                )
            )
        if stage is Phase.WITHDRAW:
            return Withdraw(self.pick_withdrawal(game, state, seat))
        if stage is Phase.PLACE:
            return self.pick_placement(game, state, seat)
        raise RuntimeError(f"no decision for stage {stage}")

    def delay(self, game: Game[Any], state: Any, seat: int, rng: Rng) -> float:
        """Writing: read the prompt, find a word, write it out (longer words take longer; the
        word is the one `choose` makes from the same generator). Easy's first word comes
        17 s or more into the round. Anything else is a quick decision."""
        if state.stage is not Phase.WRITE or not isinstance(game, Trencadis):
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

    @staticmethod
    def objection(state: TrencadisState, word: str) -> str | None:
        """Why the lexicon says `word` breaks the valid-word rules, or None if it has no
        objection (or knows nothing: then it gives the word the benefit of the doubt)."""
        found = judgment.refutation(state, word)
        return found[1] if found else None

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
        plausible = self.plausible(game, state, seat, words)
        if self.strength == "medium":
            return rng.choice(plausible)[1]
        return self.prefer(plausible, rng)

    def plausible(
        self, game: Trencadis, state: TrencadisState, seat: int, words: list[str]
    ) -> list[tuple[float, str]]:
        """The best candidates, (value, word) best first: those within MARGIN points of the
        best, at most TOP. Values are rounded so that words worth the same (summed in another
        order) tie exactly and fall to the word's own order, whatever the process."""
        values = [round(self.word_value(game, state, seat, w), VALUE_DIGITS) for w in words]
        scored = sorted(zip((-v for v in values), words, strict=True))
        best = -scored[0][0]
        return [(-v, w) for v, w in scored if best + v <= MARGIN[self.strength]][
            : TOP[self.strength]
        ]

    def prefer(self, plausible: list[tuple[float, str]], rng: Rng) -> str:
        """This seat's choice among the plausible best, by its own seeded taste: each word as
        likely as exp(value / t), with t the coldest temperature at which two bots choosing
        this way write the same word at most SAME_WORD of the time (so bots at one table
        seldom write the same word, and still may). Sampled by the Gumbel-max trick: one
        draw per word, in the list's fixed order."""
        values = [v for v, _ in plausible]
        temperature = spread_temperature(values, SAME_WORD)
        keys = [v / temperature - math.log(-math.log(max(rng.random(), 1e-12))) for v in values]
        return plausible[max(range(len(plausible)), key=lambda i: (keys[i], -i))][1]

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


def choice_shares(values: list[float], temperature: float) -> list[float]:
    top = max(values)
    weights = [math.exp((v - top) / temperature) for v in values]
    total = math.fsum(weights)
    return [w / total for w in weights]


def spread_temperature(values: list[float], same: float) -> float:
    """The lowest temperature (bisection, in points) at which the chance that two choosers
    pick the same word, the sum of squared shares, is at most `same` (or the hottest tried
    when there are too few words for that)."""
    low, high = 0.05, 50.0
    if math.fsum(p * p for p in choice_shares(values, high)) > same:
        return high
    for _ in range(40):
        mid = (low + high) / 2
        if math.fsum(p * p for p in choice_shares(values, mid)) > same:
            low = mid
        else:
            high = mid
    return high


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
