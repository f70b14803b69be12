"""Trencadís: A Mosaic of Words — the rules (rulebook: shared/rules/trencadis.md).

Six rounds. Each round: the word-building phase (everyone secretly writes a word related to the
prompt; the first to finish turns the 30 s sand timer), then the placement phase (from the
left of the fastest player, the fastest last: reveal the word — it may be challenged — and
place one token on a card for each of its letters on the table). After rounds 1, 3 and 6,
the card-claiming phase: strict majorities win cards; ties stay with their tokens.
Score: points on the cards won + efficiency bonuses (+4 per perfect word) + claiming bonuses.

Readings where the rulebook is silent (each marked "Reading:" where it is applied):
- a word is revealed and may be challenged *before* its tokens are placed, so a rejected word
  simply places nothing;
- a failed challenge costs the challenger half of their tokens on the cards, rounded up (so a
  challenge is never free), the challenger choosing which;
- won cards are shown to everyone: the whole table watched them leave the mosaic;
- the referee refuses automatically only what a rule and the dictionary decide alone: a word
  used in an earlier round, and the prompt itself or one of its inflections (same lemma in the
  dictionary's attested analyses, never a guessed reading); any other suspected variation on
  the prompt (BEACHGOER for BEACH, a derivative) is challenged and voted like any other doubt;
- a misspelt word (one the dictionary does not know) is checked for spelling when revealed,
  as the rulebook allows after the word-building phase: its writer names the word meant (typed,
  or one of the referee's nearby dictionary words) or keeps it as written; the word meant is
  then what counts everywhere — its letters take the tokens, it decides the efficiency bonus
  and repeats, and it is what a challenge judges. It must be a dictionary word at most two
  edits from the written one (farther is another word), and a word the dictionary knows is
  spelled correctly (it cannot be respelled into another);
- a challenge on spelling alone is no valid challenge: the referee refuses it, with its reason
  (the ground "spelling", or "not a word" against a word respelled into a dictionary word);
- "cannot ... receive any bonuses this round" is read literally: a player whose word is
  rejected in a claiming round still wins the cards their earlier tokens hold, without that
  round's claiming bonus.
"""

from __future__ import annotations

import enum
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.challenges import (
    Allow,
    Explain,
    challenge_view,
    objection_stage,
    objection_window,
    settling_stage,
    submissions_stage,
    tally,
)
from logomachy.games.log import game_over, note
from logomachy.games.trencadis import spelling
from logomachy.games.trencadis.edition import Edition, LetterCard, load_edition
from logomachy.kernel import (
    Challenge,
    Deck,
    Event,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Result,
    Rng,
    SimultaneousSpec,
    Stage,
    StagedGame,
    Submissions,
    TieRule,
    Timer,
    Tokens,
    Vote,
    clockwise_from,
    result_from_sheets,
)
from logomachy.kernel.flow import Handler
from logomachy.lexicon import LexiconError
from logomachy.lexicon.letters import card_letters

# -- Components and tables ------------------------------------------------------------------
ROUNDS = 6
TOKENS_PER_PLAYER = 12
MOSAIC_SIZE = {2: 10, 3: 12, 4: 14, 5: 16}  # letter cards on the table, special card included
CLAIM_BONUS = {1: 1, 3: 2, 6: 3}  # card-claiming rounds and the bonus per card won
SPEED_BONUS_TOKENS = 2
EFFICIENCY_BONUS = 4
MAX_WORD_LENGTH = 40

WRITING = "word-building phase"
PLACEMENT = "placement phase"
CHALLENGING = "challenging a word"
VALID_WORDS = "valid words"
ROUND_OVERVIEW = "round overview"
SUGGESTIONS = 6  # nearby dictionary words offered for a misspelt word

# What a challenge may say a word breaks (Valid Words and the word-building phase). "spelling"
# is listed to be refused with its reason: "If you misspell a word, it still counts".
GROUNDS: dict[str, str] = {
    "unrelated": "it is not related to the prompt",
    "variation": "it is a variation on the prompt",
    "not-a-word": "it is not a word of the game's language",
    "plural": "it is not in the singular form",
    "verb-form": "the verb is not in its base form",
    "other": "it breaks another rule",
    "spelling": "it is misspelt",
}


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Write(Move):
    """Word-building: write (or, if you were not first, rewrite) your secret word."""

    verb: ClassVar[str] = "write"
    word: str = ""


@dataclass(frozen=True)
class GiveUp(Move):
    """Word-building: write nothing this round."""

    verb: ClassVar[str] = "give-up"

    aliases: ClassVar[tuple[str, ...]] = ("giveup",)


@dataclass(frozen=True)
class Spell(Move):
    """After revealing a word the dictionary does not know: the word it was meant to be (its
    tokens follow that spelling), or "" to keep it as written."""

    verb: ClassVar[str] = "spell"
    word: str = ""


@dataclass(frozen=True)
class ChallengeWord(Move):
    """Challenge the word just revealed, saying which rule it breaks: `ground` is a key of
    GROUNDS ("" for none named) and `reason` the challenger's own words."""

    verb: ClassVar[str] = "challenge"
    reason: str = ""
    ground: str = ""

    def notation(self) -> str:
        head = f"challenge {self.ground}:" if self.ground else "challenge"
        return f"{head} {self.reason}".strip()

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        """`challenge [GROUND:] REASON`, or `challenge GROUND`."""
        rest = " ".join(args)
        head, colon, tail = rest.partition(":")
        if colon and head.strip().lower() in GROUNDS:
            return cls(tail.strip(), head.strip().lower())
        if rest.lower() in GROUNDS:
            return cls("", rest.lower())
        return cls(rest)


@dataclass(frozen=True)
class Place(Move):
    """Placement: the card (mosaic spot) for each letter of the word found on the table, in the
    word's order; `pickup` names spots to take placed tokens back from when the supply is empty."""

    verb: ClassVar[str] = "place"
    spots: tuple[int, ...] = ()
    pickup: tuple[int, ...] = ()

    def notation(self) -> str:
        text = "place " + " ".join(str(s + 1) for s in self.spots)
        if self.pickup:
            text += " pickup " + " ".join(str(s + 1) for s in self.pickup)
        return text.strip()

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        """`place N N ... [pickup N ...]` (card numbers from 1), or `place`/`place auto` (the
        default placement, `Trencadis.complete`)."""
        rest = " ".join(args)
        if rest.strip() in ("", "auto"):
            return cls()
        spots, _, pickup = rest.partition("pickup")
        return cls(_spot_numbers(spots), _spot_numbers(pickup))


@dataclass(frozen=True)
class Withdraw(Move):
    """After a failed challenge: the spots to remove the challenger's tokens from, one per token."""

    verb: ClassVar[str] = "withdraw"
    spots: tuple[int, ...] = ()

    def notation(self) -> str:
        return "withdraw " + " ".join(str(s + 1) for s in self.spots)

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        """`withdraw N ...`, or `withdraw`/`withdraw auto` (the default withdrawal)."""
        rest = " ".join(args)
        return cls() if rest.strip() in ("", "auto") else cls(_spot_numbers(rest))


# -- State ----------------------------------------------------------------------------------
class Phase(enum.Enum):
    WRITE = "write"
    SPELL = "spell"  # the revealed word is not in the dictionary: its writer says what it meant
    REVEAL = "reveal"  # the word is shown; the others may challenge it
    EXPLAIN = "explain"
    VOTE = "vote"
    WITHDRAW = "withdraw"
    PLACE = "place"
    OVER = "over"


class Verdict(enum.Enum):
    NONE = "none"  # no word (not finished in time, or gave up)
    PENDING = "pending"  # written, not yet revealed
    VALID = "valid"
    REJECTED = "rejected"


@dataclass
class Answer:
    """One line of a player's answer sheet."""

    word: str = ""
    verdict: Verdict = Verdict.NONE
    revealed: bool = False
    fastest: bool = False
    perfect: bool = False
    claimed: int = 0
    spelled: str = ""  # the word meant, when the word written was misspelt

    @property
    def meant(self) -> str:
        """The word as it counts: its spelling as meant, else as written."""
        return self.spelled or self.word


@dataclass
class TrencadisState:
    seats: int
    language: str
    options: dict[str, Any]
    rng: Rng
    deck: Deck[LetterCard]
    mosaic: list[LetterCard | None]
    tokens: Tokens
    prompts: list[str]  # the six prompt cards drawn, in the order they are flipped
    sheets: list[list[Answer]]  # sheets[seat][round - 1]
    won: list[list[LetterCard]]
    round: int = 1
    stage: Phase = Phase.WRITE
    writing: Submissions[str] | None = None
    fastest: int | None = None
    placement_order: list[int] = field(default_factory=list)
    placing: int | None = None
    # Challenges of the revealed word (value: ground, reason).
    window: Submissions[tuple[str, str]] | None = None
    challenge: Challenge | None = None
    ground: str = ""  # the rule the current challenge says the word breaks
    withdraw_owed: int = 0
    log: list[Event] = field(default_factory=list)

    @property
    def prompt(self) -> str:
        return self.prompts[self.round - 1]

    def answer(self, seat: int, round_: int | None = None) -> Answer:
        return self.sheets[seat][(round_ or self.round) - 1]


# -- The game -------------------------------------------------------------------------------
class Trencadis(StagedGame[TrencadisState]):
    meta: ClassVar[GameMeta] = GameMeta(
        id="trencadis",
        title="Trencadís: A Mosaic of Words",
        min_players=2,
        max_players=5,
        languages=("en", "es", "ca"),
        minutes=25,
        tags=("under half an hour", "family", "for children", "simultaneous", "vote"),
        rulebook="shared/rules/trencadis.md",
        family="trencadis",
        summary=(
            "Six rounds. Everyone secretly writes a word related to the prompt; the first to "
            "finish turns the 30-second timer. In turn, from the left of the fastest player, "
            "each reveals their word (others may challenge it; all vote) and places a token on "
            "a mosaic card for every letter of the word on the table; the fastest puts 2 tokens "
            "on their first such letter. After rounds 1, 3 and 6, whoever has the most tokens "
            "on a card wins it (ties stay), with a claiming bonus of 1, 2, 3 per card. A word "
            "using only letters on the table scores +4. Most points wins; ties: fewer cards."
        ),
    )
    move_types = (Write, GiveUp, Spell, ChallengeWord, Allow, Explain, Vote, Place, Withdraw)

    def option_specs(self) -> tuple[OptionSpec, ...]:
        seconds = OptionSpec.seconds
        return (
            OptionSpec("lang", "en", "language of the words", choices=("en", "es", "ca")),
            seconds("timer_seconds", 30, "sand timer after the first word", minimum=5),
            seconds(
                "write_limit_seconds",
                0,
                "limit on the whole word-building phase (0: none, as in the rulebook)",
                minimum=0,
                maximum=3600,
            ),
            seconds("challenge_seconds", 20, "time to challenge a word", minimum=3, maximum=300),
            seconds(
                "explain_seconds",
                60,
                "time to explain a challenged word, or to say how a misspelt word is spelled",
                minimum=5,
            ),
            seconds("vote_seconds", 30, "time to vote", minimum=5),
            seconds(
                "place_seconds",
                0,
                "time to place tokens, or to remove them after a failed challenge; when it runs "
                "out the referee places each on the first card showing the letter (0: no limit, "
                "as in the rulebook)",
                minimum=0,
            ),
        )

    # -- Setting up the game ----------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> TrencadisState:
        edition = load_edition(options["lang"])
        rng = Rng.from_seed(seed, "trencadis")
        deck = Deck.shuffled(edition.cards, rng)
        size = MOSAIC_SIZE[seats]
        mosaic: list[LetterCard | None] = []
        if edition.special is not None:  # English: the special card stays in the box
            mosaic.append(edition.special)
        mosaic.extend(deck.draw(rng, size - len(mosaic)))
        prompts = [p.text for p in rng.sample(edition.prompts, ROUNDS)]
        state = TrencadisState(
            seats=seats,
            language=options["lang"],
            options=options,
            rng=rng,
            deck=deck,
            mosaic=mosaic,
            tokens=Tokens.for_seats(seats, TOKENS_PER_PLAYER),
            prompts=prompts,
            sheets=[[Answer() for _ in range(ROUNDS)] for _ in range(seats)],
            won=[[] for _ in range(seats)],
        )
        self._start_round(state)
        return state

    # -- Word-building phase ----------------------------------------------------------------
    def _start_round(self, state: TrencadisState) -> None:
        spec = SimultaneousSpec(
            WRITING,
            after_first_seconds=state.options["timer_seconds"],
            limit_seconds=state.options["write_limit_seconds"] or None,
            first_locks=True,
            revisable=True,
        )
        state.stage = Phase.WRITE
        state.writing = Submissions(spec, list(range(state.seats)), instance=f"r{state.round}")
        state.fastest = None
        note(
            state,
            "prompt",
            f"Round {state.round}: the prompt is {state.prompt}.",
            round=state.round,
            prompt=state.prompt,
        )

    def refusal(self, state: TrencadisState, word: str) -> IllegalMove | None:
        """Why the referee refuses `word` by itself (None: it may be written; a challenge may
        still reject it)."""
        return self._malformed(state, word) or self._breaks_a_rule(state, word)

    @staticmethod
    def _malformed(state: TrencadisState, word: str) -> IllegalMove | None:
        if not word or any(ch.isspace() for ch in word):
            return IllegalMove.of("write exactly one word", rule=VALID_WORDS)
        if len(word) > MAX_WORD_LENGTH:
            return IllegalMove.of(
                "a word has at most {count} letters", rule=VALID_WORDS, count=MAX_WORD_LENGTH
            )
        if not all(ch.isalpha() or ch in "·'-" for ch in word):
            return IllegalMove.of("a word is made of letters only", rule=VALID_WORDS)
        if len(card_letters(word, state.language)) < sum(ch.isalpha() for ch in word):
            return IllegalMove.of("use the letters of the language you chose", rule=VALID_WORDS)
        return None

    def _breaks_a_rule(self, state: TrencadisState, word: str) -> IllegalMove | None:
        """The rules a word breaks that the referee decides alone: it is the prompt or one of
        its inflections, or it was used in an earlier round (as written or as meant)."""
        folded = _folded(word, state.language)
        if folded == _folded(state.prompt, state.language):
            return IllegalMove.of(
                "{word} is the prompt: a variation on the prompt is not allowed",
                rule=VALID_WORDS,
                word=word,
            )
        if self.is_prompt_form(state, word):
            return IllegalMove.of(
                "{word} is a form of the prompt {prompt}: a variation on the prompt is not allowed",
                rule=VALID_WORDS,
                word=word,
                prompt=state.prompt,
            )
        for round_ in range(1, state.round):
            for seat in range(state.seats):
                earlier = state.answer(seat, round_)
                if earlier.revealed and folded in {
                    _folded(earlier.word, state.language),
                    _folded(earlier.meant, state.language),
                }:
                    return IllegalMove.of(
                        "{word} was already used in round {round}",
                        rule=VALID_WORDS,
                        word=earlier.meant,
                        round=round_,
                    )
        return None

    @staticmethod
    def is_prompt_form(state: TrencadisState, word: str) -> bool:
        """Is `word` the prompt, or an inflection of it: a form whose attested (not guessed)
        analyses share a lemma with the prompt's? Other variations are for the players."""
        if _folded(word, state.language) == _folded(state.prompt, state.language):
            return True
        lex = spelling.dictionary(state.language)
        if lex is None:
            return False
        try:
            prompt = lex.normalise(state.prompt)
            readings = [a for a in lex.analyses(prompt) if not a.guessed and a.pos != "proper noun"]
            # Reading: a prompt that is itself an entry (SAW) stands for that entry, not for the
            # lemmas it is also a form of (SEE): SAWS and SAWED are forms of it, SEEN is not.
            lemmas = {a.lemma for a in readings if a.lemma == prompt} or {a.lemma for a in readings}
            return any(
                not a.guessed and a.pos != "proper noun" and a.lemma in lemmas
                for a in lex.analyses(word)
            )
        except LexiconError:
            return False

    def _write(self, state: TrencadisState, seat: int, move: Write) -> None:
        assert state.writing is not None
        word = move.word.strip().upper()
        problem = self.refusal(state, word)
        if problem:
            raise problem
        first = state.writing.first is None
        state.writing.submit(seat, word)
        if first:
            note(
                state,
                "timer",
                f"Seat {seat + 1} finished first and turned the sand timer.",
                seat=seat,
                seconds=state.options["timer_seconds"],
            )

    def _end_writing(self, state: TrencadisState) -> None:
        assert state.writing is not None
        for seat in state.writing.outstanding():
            note(
                state,
                "late",
                f"Seat {seat + 1} did not finish in time: no word this round.",
                seat=seat,
            )
        state.writing.closed = True
        for seat, word in state.writing.entries.items():
            state.answer(seat).word = word
            state.answer(seat).verdict = Verdict.PENDING
        state.fastest = state.writing.first
        if state.fastest is not None:
            state.answer(state.fastest).fastest = True
        # The player to the left of the fastest starts; the fastest goes last. With nobody
        # fastest (no word written), the round's first player starts (seats rotate by round).
        start = (state.fastest + 1) if state.fastest is not None else state.round - 1
        state.placement_order = [
            s
            for s in clockwise_from(start % state.seats, state.seats)
            if state.answer(s).verdict is Verdict.PENDING
        ]
        state.placing = None
        self._next_placer(state)

    # -- Placement phase: reveal, challenge, place ---------------------------------------------
    def _next_placer(self, state: TrencadisState) -> None:
        order = state.placement_order
        index = 0 if state.placing is None else order.index(state.placing) + 1
        if index >= len(order):
            self._end_placement(state)
            return
        seat = order[index]
        state.placing = seat
        answer = state.answer(seat)
        answer.revealed = True
        note(
            state, "reveal", f"Seat {seat + 1} reveals {answer.word}.", seat=seat, word=answer.word
        )
        if self.misspelt(state, answer.word):
            state.stage = Phase.SPELL
            return
        self._open_window(state, seat)

    def _open_window(self, state: TrencadisState, seat: int) -> None:
        instance = f"r{state.round}:s{seat}:challenge"
        seconds = state.options["challenge_seconds"]
        state.window = objection_window(CHALLENGING, state.seats, seat, instance, seconds)
        state.stage = Phase.REVEAL

    # -- Misspelt words: "it still counts, but you must place your tokens as if it were spelled
    # correctly" -------------------------------------------------------------------------------
    @staticmethod
    def misspelt(state: TrencadisState, word: str) -> bool:
        """Does the dictionary not know `word` (so its writer may say what it was meant to be)?
        False when no dictionary is built: then nothing is checked."""
        lex = spelling.dictionary(state.language)
        return lex is not None and not spelling.knows(lex, word)

    def suggestions(self, state: TrencadisState, seat: int) -> list[str]:
        """The dictionary words `seat`'s misspelt word may stand for, the likeliest first (the
        fewest edits, then the most frequent), leaving out what the referee would refuse."""
        lex = spelling.dictionary(state.language)
        word = state.answer(seat).word
        if lex is None or not word:
            return []
        found: list[str] = []
        for candidate in spelling.suggestions(lex, word):
            if self.spelling_refusal(state, seat, candidate) is None:
                found.append(candidate)
                if len(found) == SUGGESTIONS:
                    break
        return found

    def spelling_refusal(self, state: TrencadisState, seat: int, meant: str) -> IllegalMove | None:
        """Why `meant` cannot be the word `seat` meant to write (None: it can)."""
        written = state.answer(seat).word
        problem = self._malformed(state, meant)
        if problem:
            return problem
        lex = spelling.dictionary(state.language)
        if lex is None:
            return IllegalMove.of("no dictionary is available to check spelling", rule=VALID_WORDS)
        if spelling.knows(lex, written):
            return IllegalMove.of(
                "{word} is spelled correctly: its tokens follow its own letters",
                rule=VALID_WORDS,
                word=written,
            )
        if spelling.edits(lex, written, meant) > spelling.MAX_EDITS:
            return IllegalMove.of(
                "{meant} is not a misspelling of {word}: a misspelt word is at most {count} "
                "letters away from the word meant",
                rule=VALID_WORDS,
                meant=meant,
                word=written,
                count=spelling.MAX_EDITS,
            )
        if not spelling.knows(lex, meant):
            return IllegalMove.of(
                "{meant} is not in the dictionary either: name a correctly spelled word",
                rule=VALID_WORDS,
                meant=meant,
            )
        return self._breaks_a_rule(state, meant)

    def _spell(self, state: TrencadisState, seat: int, move: Spell) -> None:
        answer = state.answer(seat)
        meant = move.word.strip().upper()
        if meant and meant != answer.word:
            problem = self.spelling_refusal(state, seat, meant)
            if problem:
                raise problem
            answer.spelled = meant
            note(
                state,
                "respell",
                f"Seat {seat + 1} wrote {answer.word} for {meant}: its tokens follow {meant}.",
                seat=seat,
                word=answer.word,
                meant=meant,
            )
        else:
            note(
                state,
                "spell-kept",
                f"Seat {seat + 1} keeps {answer.word} as written.",
                seat=seat,
                word=answer.word,
            )
        self._open_window(state, seat)

    # -- Challenging a word -----------------------------------------------------------------------
    def challenge_refusal(self, state: TrencadisState, ground: str) -> IllegalMove | None:
        """Why a challenge on `ground` of the revealed word is no valid challenge (None: it
        is). A misspelt word "still counts": spelling alone is no ground."""
        if ground and ground not in GROUNDS:
            return IllegalMove.of(
                "name a rule the word breaks: {grounds}",
                rule=CHALLENGING,
                grounds=list(GROUNDS),
            )
        if ground == "spelling":
            return IllegalMove.of(
                "a misspelt word still counts: its tokens go on the letters of the word meant, "
                "so spelling alone is no ground for a challenge",
                rule=CHALLENGING,
            )
        assert state.placing is not None
        answer = state.answer(state.placing)
        if ground == "not-a-word" and answer.spelled:
            return IllegalMove.of(
                "{word} is written for {meant}, which the dictionary knows: spelling alone is "
                "no ground for a challenge",
                rule=CHALLENGING,
                word=answer.word,
                meant=answer.spelled,
            )
        return None

    def _challenge(self, state: TrencadisState, seat: int, move: ChallengeWord) -> None:
        """A challenge of the word just revealed, on a valid ground; allowing it lets it
        stand."""
        assert state.window is not None
        ground = move.ground.strip().lower()
        problem = self.challenge_refusal(state, ground)
        if problem:
            raise problem
        state.window.submit(seat, (ground, move.reason.strip()[:300]))

    def _close_window(self, state: TrencadisState) -> None:
        """The first challenge heard speaks for everyone: the challenged player explains why
        they chose the word, then all vote, the challenged player too. None: the word stands."""
        assert state.window is not None and state.placing is not None
        window, state.window = state.window, None
        if not window.order:
            self._accept_word(state)
            return
        challenger = window.order[0]  # the first to challenge speaks for everyone
        ground, reason = window.entries[challenger]
        state.ground = ground
        state.challenge = Challenge(
            challenger=challenger,
            defendant=state.placing,
            subject=state.answer(state.placing).meant,  # the word as meant is what is judged
            reason=reason or (GROUNDS[ground] if ground else ""),
            voters=list(range(state.seats)),
            tie=TieRule.RANDOM,  # "in the event of a tie in the vote ... decided at random"
        )
        state.stage = Phase.EXPLAIN
        note(
            state,
            "challenge",
            f"Seat {challenger + 1} challenges {state.challenge.subject}: "
            f"{state.challenge.reason or 'no reason given'}.",
            seat=challenger,
            defendant=state.placing,
            # The challenger's own words (the rule's name is `ground`'s, translated).
            reason=reason,
            ground=ground or "none",
            word=state.challenge.subject,
        )

    def _after_vote(self, state: TrencadisState) -> None:
        """Everyone has voted, the challenged player too: thumbs up accepts the word, down
        rejects it."""
        challenge = state.challenge
        assert challenge is not None and challenge.accepted is not None
        yes, no = tally(challenge)
        word, accepted = challenge.subject, challenge.accepted
        if challenge.decided_by_tie:
            note(state, "tie", "The vote is tied: it is decided at random.")
        note(
            state,
            "word-accepted" if accepted else "word-rejected",
            f"{word} is accepted, {yes} to {no}."
            if accepted
            else f"{word} is rejected, {no} to {yes}: no tokens and no bonuses this round.",
            accepted=accepted,
            tie=challenge.decided_by_tie,
            word=word,
            yes=yes,
            no=no,
            votes=dict(challenge.votes),
        )
        if accepted:
            owed = math.ceil(sum(state.tokens.placed_by(challenge.challenger).values()) / 2)
            if owed:
                state.withdraw_owed = owed
                state.stage = Phase.WITHDRAW
                return
            self._accept_word(state)
        else:
            assert state.placing is not None
            state.answer(state.placing).verdict = Verdict.REJECTED
            state.challenge = None
            state.ground = ""
            self._next_placer(state)

    def _withdraw(self, state: TrencadisState, seat: int, spots: tuple[int, ...]) -> None:
        challenge = state.challenge
        assert challenge is not None
        if seat != challenge.challenger:
            raise IllegalMove.of("only the challenger removes tokens now", rule=CHALLENGING)
        if len(spots) != state.withdraw_owed:
            raise IllegalMove.of(
                "remove exactly {count} token: half of yours, rounded up",
                rule=CHALLENGING,
                count=state.withdraw_owed,
            )
        mine = state.tokens.placed_by(seat)
        for spot in set(spots):
            if spots.count(spot) > mine.get(spot, 0):
                raise IllegalMove.of(
                    "you do not have that many tokens on card {card}",
                    rule=CHALLENGING,
                    card=spot + 1,
                )
        for spot in spots:
            state.tokens.take_back(seat, spot)
        note(
            state,
            "withdraw",
            f"Seat {seat + 1} removes {len(spots)} token(s) for a failed challenge.",
            seat=seat,
            spots=list(spots),
            count=len(spots),
        )
        state.withdraw_owed = 0
        self._accept_word(state)

    def default_withdrawal(self, state: TrencadisState, seat: int) -> tuple[int, ...]:
        """The tokens a challenger who does not choose loses: from the spots where they have
        the most tokens first (lowest spot first among equals)."""
        mine = dict(state.tokens.placed_by(seat))
        spots: list[int] = []
        for _ in range(state.withdraw_owed):
            spot = max(sorted(mine), key=lambda s: mine[s])
            spots.append(spot)
            mine[spot] -= 1
            if not mine[spot]:
                del mine[spot]
        return tuple(spots)

    def _accept_word(self, state: TrencadisState) -> None:
        assert state.placing is not None
        answer = state.answer(state.placing)
        answer.verdict = Verdict.VALID
        state.challenge = None
        state.ground = ""
        on_table = {c.letter for c in state.mosaic if c is not None}
        # "as if it were spelled correctly": the word meant decides the efficiency bonus too.
        answer.perfect = set(card_letters(answer.meant, state.language)) <= on_table
        state.stage = Phase.PLACE

    def letters_on_table(self, state: TrencadisState, seat: int) -> list[str]:
        """The letters of `seat`'s word that appear on the table, in order: one token each
        ("place your tokens as if it were spelled correctly": the word as meant)."""
        on_table = {c.letter for c in state.mosaic if c is not None}
        word = state.answer(seat).meant
        return [ch for ch in card_letters(word, state.language) if ch in on_table]

    def spots_with(self, state: TrencadisState, letter: str) -> list[int]:
        return [i for i, c in enumerate(state.mosaic) if c is not None and c.letter == letter]

    def _place(self, state: TrencadisState, seat: int, move: Place) -> None:
        letters = self.letters_on_table(state, seat)
        if len(move.spots) != len(letters):
            if not letters:
                raise IllegalMove.of(
                    "no letter of your word is on the table: place no tokens", rule=PLACEMENT
                )
            raise IllegalMove.of(
                "place one token for each of the {count} letters of your word on the table "
                "({letters}), in order",
                rule=PLACEMENT,
                count=len(letters),
                letters=list(letters),
            )
        for letter, spot in zip(letters, move.spots, strict=True):
            if spot not in self.spots_with(state, letter):
                raise IllegalMove.of(
                    "card {card} is not a letter {letter}",
                    rule=PLACEMENT,
                    card=spot + 1,
                    letter=letter,
                )
        for spot in move.pickup:
            if not 0 <= spot < len(state.mosaic):
                raise IllegalMove.of("there is no card {card}", rule=PLACEMENT, card=spot + 1)
        # Speed bonus: the fastest puts 2 tokens on the first letter of the word on the table.
        counts = [1] * len(move.spots)
        if seat == state.fastest and counts:
            counts[0] = SPEED_BONUS_TOKENS
        # Work on a copy: running out with nothing left to pick up is refused as a whole.
        tokens = Tokens(
            state.tokens.per_seat,
            list(state.tokens.supply),
            {k: list(v) for k, v in state.tokens.placed.items()},
        )
        pickups = list(move.pickup)
        for spot, n in zip(move.spots, counts, strict=True):
            for _ in range(n):
                if tokens.supply[seat] == 0:
                    # "pick up tokens you have already placed and reuse them"
                    source = self._pickup_source(tokens, seat, pickups, spot)
                    tokens.take_back(seat, source)
                tokens.place(seat, spot)
        state.tokens = tokens
        cards = " ".join(f"{state.mosaic[s].letter}{s + 1}" for s in move.spots)  # type: ignore[union-attr]
        note(
            state,
            "place" if cards else "place-none",
            f"Seat {seat + 1} places tokens on {cards or 'nothing'}.",
            seat=seat,
            spots=list(move.spots),
            cards=cards,
        )
        self._next_placer(state)

    @staticmethod
    def _pickup_source(tokens: Tokens, seat: int, pickups: list[int], target: int) -> int:
        while pickups:
            spot = pickups.pop(0)
            if tokens.on(spot, seat):
                return spot
        # Reading: without a choice, the token comes from the card where the player has the
        # most tokens, other than the card being played on (lowest card first among equals).
        mine = {s: n for s, n in tokens.placed_by(seat).items() if s != target}
        if not mine:
            mine = tokens.placed_by(seat)
        return max(sorted(mine), key=lambda s: mine[s])

    def default_placement(self, state: TrencadisState, seat: int) -> Place:
        """Each letter on the first card showing it: what a player who does not choose does."""
        return Place(
            tuple(self.spots_with(state, ch)[0] for ch in self.letters_on_table(state, seat))
        )

    # -- Card-claiming phase and the next round ----------------------------------------------
    def _end_placement(self, state: TrencadisState) -> None:
        state.placing = None
        if state.round in CLAIM_BONUS:
            self._claim_cards(state)
        if state.round == ROUNDS:
            state.stage = Phase.OVER
            game_over(state, self.result(state))
            return
        state.round += 1
        self._start_round(state)

    def _claim_cards(self, state: TrencadisState) -> None:
        claimed = [0] * state.seats
        for spot, card in enumerate(state.mosaic):
            if card is None:
                continue
            winner = state.tokens.majority(spot)
            if winner is None:
                continue  # a tie (or no tokens): the card stays, with its tokens
            state.tokens.clear(spot)
            state.mosaic[spot] = None
            state.won[winner].append(card)
            claimed[winner] += 1
            note(
                state,
                "claim",
                f"Seat {winner + 1} wins the {card.letter} card "
                f"({card.points} point{'s' if card.points > 1 else ''}).",
                seat=winner,
                spot=spot,
                letter=card.letter,
                points=card.points,
            )
        for seat, n in enumerate(claimed):
            answer = state.answer(seat)
            answer.claimed = n
            if n and answer.verdict is Verdict.REJECTED:
                # "the challenged player cannot ... receive any bonuses this round"
                note(
                    state,
                    "no-bonus",
                    f"Seat {seat + 1}'s word was rejected this round: no claiming bonus "
                    f"for its {n} card(s).",
                    seat=seat,
                    count=n,
                )
        # Getting ready for the next round: one new card for every removed card.
        if state.round < ROUNDS:
            for spot, card in enumerate(state.mosaic):
                if card is None:
                    drawn = state.deck.draw(state.rng, 1, reshuffle=False)
                    if drawn:
                        state.mosaic[spot] = drawn[0]

    # -- Dispatch ------------------------------------------------------------------------------
    def stage(self, state: TrencadisState) -> Stage | None:
        """Everyone writes at once (the sand timer turns at the first word); then, from the
        left of the fastest, each word is spelled if need be, revealed and open to challenge,
        explained and voted, and its tokens placed (a lost challenge: the challenger
        withdraws tokens)."""
        phase, o, r, placing = state.stage, state.options, state.round, state.placing
        if phase is Phase.OVER:
            return None
        name = phase.value
        if phase is Phase.WRITE and state.writing is not None:
            return submissions_stage(
                name,
                state.writing,
                {Write: self._write, GiveUp: self._give_up},
                self._end_writing,
                rule=ROUND_OVERVIEW,
                # A finished writer may still try (the sand timer's first locks; Submissions
                # says why not): the refusal is the rule's, not "not your turn".
                open_to={Write: tuple(range(state.seats))},
                ends=True,
            )
        if phase is Phase.SPELL and placing is not None:
            return Stage(
                name,
                (placing,),
                {Spell: self._spell},
                rule=ROUND_OVERVIEW,
                timer=Timer(f"r{r}:s{placing}:spell", o["explain_seconds"], "spell"),
                time_up=self._no_spelling,
            )
        if phase is Phase.REVEAL and state.window is not None:
            return objection_stage(
                name,
                state.window,
                ChallengeWord,
                self._challenge,
                self._close_window,
                rule=ROUND_OVERVIEW,
            )
        if phase in (Phase.EXPLAIN, Phase.VOTE) and state.challenge is not None:
            return settling_stage(
                state.challenge,
                key=f"r{r}:s{placing}",
                seconds=o,
                rule=ROUND_OVERVIEW,
                settled=self._after_vote,
                voting=self._to_vote,
            )
        moves: dict[type[Move], Handler]
        if phase is Phase.PLACE and placing is not None:
            seat, moves, time_up = placing, {Place: self._place}, self._placement_time_up
        elif phase is Phase.WITHDRAW and state.challenge is not None:
            seat, moves = state.challenge.challenger, {Withdraw: self._withdraw_move}
            time_up = self._withdraw_time_up
        else:
            return Stage(name, (), {}, rule=ROUND_OVERVIEW)
        timed = bool(o["place_seconds"])
        timer = Timer(f"r{r}:s{placing}:{name}", o["place_seconds"], name) if timed else None
        return Stage(
            name,
            (seat,),
            moves,
            rule=ROUND_OVERVIEW,
            timer=timer,
            time_up=time_up if timed else None,
        )

    # -- Handlers the stages name (the rules themselves are above) ------------------------------
    def _give_up(self, state: TrencadisState, seat: int, move: GiveUp) -> None:
        assert state.writing is not None
        state.writing.pass_(seat)

    def _no_spelling(self, state: TrencadisState) -> None:
        assert state.placing is not None
        self._spell(state, state.placing, Spell())  # no answer: the word stays as written

    @staticmethod
    def _to_vote(state: TrencadisState) -> None:
        state.stage = Phase.VOTE

    def _withdraw_move(self, state: TrencadisState, seat: int, move: Withdraw) -> None:
        self._withdraw(state, seat, move.spots)

    def _placement_time_up(self, state: TrencadisState) -> None:
        assert state.placing is not None
        self._place(state, state.placing, self.default_placement(state, state.placing))

    def _withdraw_time_up(self, state: TrencadisState) -> None:
        assert state.challenge is not None
        challenger = state.challenge.challenger
        self._withdraw(state, challenger, self.default_withdrawal(state, challenger))

    def warm_up(self) -> None:
        for lang in self.meta.languages:
            spelling.warm_up(lang)

    # -- End of the game -------------------------------------------------------------------------
    def result(self, state: TrencadisState) -> Result:
        # "the player who has collected fewer letter cards wins"; still tied: shared.
        return result_from_sheets(
            [self.score_sheet(state, s) for s in range(state.seats)],
            tiebreak=[-len(state.won[s]) for s in range(state.seats)],
            tiebreak_name="fewer letter cards",
        )

    @staticmethod
    def score_sheet(state: TrencadisState, seat: int) -> dict[str, int]:
        """The answer sheet's columns: points on the cards won, efficiency bonuses (+4 per
        perfect word), card-claiming bonuses (cards claimed x 1, 2, 3 by claiming round; none
        in a round whose word was rejected)."""
        answers = state.sheets[seat]
        return {
            "letter cards": sum(card.points for card in state.won[seat]),
            "efficiency": EFFICIENCY_BONUS
            * sum(1 for a in answers if a.perfect and a.verdict is Verdict.VALID),
            "claiming": sum(
                answers[r - 1].claimed * bonus
                for r, bonus in CLAIM_BONUS.items()
                if answers[r - 1].verdict is not Verdict.REJECTED
            ),
        }

    # -- Views ---------------------------------------------------------------------------------
    def table_view(self, state: TrencadisState, seat: int | None) -> dict[str, Any]:
        """What `seat` sees of the table (None: a spectator); the kernel adds the envelope."""
        over = state.stage is Phase.OVER
        writing = state.writing
        now = writing if state.stage is Phase.WRITE else None  # the words being written
        finished = set(range(state.seats)) - set(now.outstanding()) if now else set()
        challenge = None
        if state.challenge is not None:
            c = state.challenge
            challenge = challenge_view(
                c,
                seat,
                word=c.subject,
                # The challenger's own words: the ground's default reason is the page's to say.
                reason="" if c.reason == GROUNDS.get(state.ground) else c.reason,
                ground=state.ground or None,
            )
        players = []
        for s in range(state.seats):
            columns = self.score_sheet(state, s)
            sheet = []
            for r in range(1, state.round + 1):
                answer = state.answer(s, r)
                shown = answer.revealed or (seat == s and r == state.round) or over
                sheet.append(
                    {
                        "round": r,
                        "word": answer.word if shown and answer.word else None,
                        "spelled": answer.spelled if shown and answer.spelled else None,
                        "verdict": answer.verdict.value if answer.revealed or over else None,
                        "fastest": answer.fastest,
                        "perfect": answer.perfect and answer.verdict is Verdict.VALID,
                        "claimed": answer.claimed,
                    }
                )
            players.append(
                {
                    "seat": s,
                    "supply": state.tokens.supply[s],
                    "won": [{"letter": c.letter, "points": c.points} for c in state.won[s]],
                    "score": columns,
                    "total": sum(columns.values()),
                    "sheet": sheet,
                    "finished": s in finished,
                }
            )
        you: dict[str, Any] | None = None
        if seat is not None:
            mine = now.entries.get(seat) if now else None
            you = {
                "word": mine or state.answer(seat).word or None,
                "locked": bool(writing and writing.spec.first_locks and writing.first == seat),
                "spelled": state.answer(seat).spelled or None,
                "suggestions": self.suggestions(state, seat)
                if state.stage is Phase.SPELL and state.placing == seat
                else [],
                "letters_on_table": self.letters_on_table(state, seat)
                if state.stage is Phase.PLACE and state.placing == seat
                else [],
                "withdraw_owed": state.withdraw_owed
                if state.stage is Phase.WITHDRAW
                and state.challenge
                and state.challenge.challenger == seat
                else 0,
            }
        return {
            "lang": state.language,
            "round": state.round,
            "rounds": ROUNDS,
            "claim_rounds": sorted(CLAIM_BONUS),
            "prompt": state.prompt,
            "mosaic": [
                None
                if c is None
                else {
                    "spot": i,
                    "letter": c.letter,
                    "points": c.points,
                    "special": c.special,
                    "tokens": state.tokens.placed.get(i, [0] * state.seats),
                }
                for i, c in enumerate(state.mosaic)
            ],
            "deck": len(state.deck),
            "players": players,
            "fastest": state.fastest,
            "placement_order": state.placement_order if state.stage is not Phase.WRITE else [],
            "placing": state.placing,
            "challenge": challenge,
            "grounds": list(GROUNDS),
            "you": you,
        }

    # -- Terminal notation ---------------------------------------------------------------------
    def complete(self, state: TrencadisState, seat: int, move: Move) -> Move:
        """What a typed move may leave to the referee: `spell 2` (the second suggestion, as
        shown), `place` or `withdraw` alone (the default placement or withdrawal)."""
        if isinstance(move, Spell) and move.word.isdigit():
            offered = self.suggestions(state, seat)
            if not 1 <= int(move.word) <= len(offered):
                if not offered:
                    raise IllegalMove.of(
                        "there is no suggestion {number}: there are none, type the word meant, "
                        "or spell alone to keep it as written",
                        rule="move format",
                        number=move.word,
                    )
                raise IllegalMove.of(
                    "there is no suggestion {number}: choose 1 to {count}, type the word meant, "
                    "or spell alone to keep it as written",
                    rule="move format",
                    number=move.word,
                    count=len(offered),
                )
            return Spell(offered[int(move.word) - 1])
        if isinstance(move, Place) and not move.spots and not move.pickup:
            return self.default_placement(state, seat)
        if isinstance(move, Withdraw) and not move.spots:
            return Withdraw(self.default_withdrawal(state, seat))
        return move

    # -- Checks for the conformance tests ---------------------------------------------------------
    def invariants(self, state: TrencadisState) -> list[str]:
        problems = []
        for s in range(state.seats):
            if state.tokens.total(s) != TOKENS_PER_PLAYER:
                problems.append(f"seat {s} has {state.tokens.total(s)} tokens, not 12")
            if state.tokens.supply[s] < 0:
                problems.append(f"seat {s} has a negative supply")
            claimed = sum(a.claimed for a in state.sheets[s])
            if claimed != len(state.won[s]):
                problems.append(f"seat {s} claimed {claimed} cards but holds {len(state.won[s])}")
        edition: Edition = load_edition(state.language)
        regular = [c for c in state.mosaic if c is not None and not c.special]
        regular += state.deck.draw_pile + state.deck.discard_pile
        regular += [c for won in state.won for c in won if not c.special]
        if sorted(regular, key=_card_key) != sorted(edition.cards, key=_card_key):
            problems.append("letter cards are not conserved")
        for spot in state.tokens.placed:
            if state.mosaic[spot] is None:
                problems.append(f"tokens lie on the empty spot {spot}")
        return problems

    def secrets(self, state: TrencadisState) -> dict[int, set[str]]:
        hidden: dict[int, set[str]] = {}
        if state.stage is Phase.WRITE and state.writing is not None:
            for s, word in state.writing.entries.items():
                hidden.setdefault(s, set()).add(word)
        for s in range(state.seats):
            answer = state.answer(s)
            if answer.word and not answer.revealed and state.stage is not Phase.OVER:
                hidden.setdefault(s, set()).add(answer.word)
        # Two players may write the same word: once one reveals it, it is no secret; nor is a
        # word that happens to be one of the prompts already read out.
        public = {state.answer(s).word for s in range(state.seats) if state.answer(s).revealed}
        public |= set(state.prompts[: state.round])
        return {s: words - public for s, words in hidden.items() if words - public}


def _spot_numbers(text: str) -> tuple[int, ...]:
    try:
        return tuple(int(t) - 1 for t in text.replace(",", " ").split())
    except ValueError:
        raise IllegalMove.of("give card numbers, like: place 3 5 5", rule="move format") from None


def _folded(word: str, lang: str) -> str:
    """A word as card letters: two spellings are the same word when these are equal."""
    return "".join(card_letters(word, lang))


def _card_key(card: LetterCard) -> tuple[str, int]:
    return (card.letter, card.points)
