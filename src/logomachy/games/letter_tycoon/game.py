"""Letter Tycoon — the rules (rulebook: shared/rules/letter-tycoon.es.md).

2-5 players, a 102-card factory deck, hands of 7, a face-up community pool of 3. A turn, in
the rulebook's order:
  build   -- (Q patent: swap a card first) build a word of >= 3 letters with at least one hand
             card, pool cards allowed (two words with V), or pass;
  challenge -- player challenges: the others may challenge it; automatic challenges: the
             referee checks at once and the player may retry;
  earn    -- money and stock by length (doublings: B, J, K patents, letter Q); royalties of $1
             to a patent's owner for each matching letter (none for one's own words, none for
             the X copy or the Z S);
  buy     -- at most one patent, a letter of the word(s) just played, if affordable, unowned;
  discard -- the pool is refilled, then discard any number of cards; draw back to 7.
The final round starts when a player's patents reach the goal for the player count; it ends
after the last seat, so everyone has had the same number of turns. Score: patents + money +
stock; ties go to the highest patent value.

Readings where the rulebook is silent (each marked "Reading:" where it is applied):
- goals (option `goal`): the prose names only the value ("cuando las patentes de un jugador
  suman un valor determinado"), and Board Game Arena (whose help page this rulebook reads as)
  triggers the final round on the value alone; on the published patent costs the table's
  "minimum number of patents" is the fewest patents that can reach that value (E $10, A and T
  $8, then $7s: 6, 5, 3, 3). So the default is "value"; "value-and-count" also requires the
  count, which differs on this project's edition (it reaches $45 in 5 patents, $34 in 4);
- giving up after a refused word (automatic challenges: `pass` instead of a retry) costs what
  the last refused retry costs: the cards go back, the turn ends, one card is discarded;
- the final round also starts when every patent is owned (no goal can be reached after that);
- the first seat starts; the final round ends after the last seat's turn;
- a stock is worth $1 at the end (the rulebook sums "patents, money and stock");
- ties: the highest patent value wins (Letter Tycoon's published tiebreak); still tied, shared;
- after a successful challenge (or the last failed retry) the player draws back to 7 after the
  penalty discard ("always draw up to 7 at the end of the turn");
- with automatic challenges, "retry up to N" means N further attempts after the first;
- the Z patent's S: the word with the S is the one checked, scored and at least 3 letters long;
- the X copy may repeat a card of the same word or, with V, of the first word in the second.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from logomachy.games.challenges import objection_window
from logomachy.games.letter_tycoon.dictionary import load_dictionary
from logomachy.games.letter_tycoon.edition import ALPHABET, Edition, Goal, load_edition
from logomachy.games.letter_tycoon.moves import (
    ADDED_S,
    COPY,
    HAND,
    MOVE_TYPES,
    POOL,
    SOURCES,
    Buy,
    ChallengeWord,
    Discard,
    Play,
    Swap,
)
from logomachy.games.letter_tycoon.notation import RULE_TURN, resolve_sources
from logomachy.games.letter_tycoon.scoring import WordEarnings, play_earnings
from logomachy.games.log import note, tell
from logomachy.kernel import (
    Deck,
    Event,
    GameMeta,
    IllegalMove,
    Market,
    Move,
    OptionSpec,
    Pass,
    Result,
    Rng,
    Stage,
    StagedGame,
    Submissions,
    Timer,
    result_from_sheets,
)

# -- Components -------------------------------------------------------------------------------
HAND_SIZE = 7
POOL_SIZE = 3
MIN_WORD = 3
BANK = 10_000  # the bank never runs out in play; a finite sum keeps money conservation checkable
CHALLENGE_PLAYERS, CHALLENGE_AUTOMATIC = "player", "automatic"
GOAL_VALUE, GOAL_VALUE_AND_COUNT = "value", "value-and-count"

# Turn stages, in order.
BUILD, CHALLENGE, BUY, DISCARD, PENALTY = "build", "challenge", "buy", "discard", "penalty"
# The rulebook's sections a refusal names: English ids, translated (msgctxt "rule") into the
# rulebook's own headings in es ("Turno del jugador", "Capacidad de la patente Q") and ca;
# RULE_TURN, which the notation's refusals name too, is notation.py's.
RULE_CHALLENGES = "challenges"
RULE_PLAYER_CHALLENGES = "player challenges"
RULE_Q = "Q patent ability"
RULE_V = "V patent ability"
RULE_X = "X patent ability"
RULE_Z = "Z patent ability"
RULE_ONCE = "patent abilities: once a turn"
RULE_OPTIONS = "options"


@dataclass
class Turn:
    seat: int
    number: int  # turns played so far in the game (names the challenge timer)
    stage: str = BUILD
    swapped: bool = False  # Q patent used
    failed_attempts: int = 0  # automatic challenges
    words: list[str] = field(default_factory=list)  # the play being challenged or scored
    sources: list[str] = field(default_factory=list)
    window: Submissions[bool] | None = None
    buyable: list[str] = field(default_factory=list)  # letters of real cards just played


@dataclass
class LetterTycoonState:
    players: int
    options: dict[str, Any]
    dictionary_digest: str
    rng: Rng
    deck: Deck[str]
    hands: list[list[str]]
    pool: Market[str]
    money: list[int]
    bank: int
    stock: list[int]
    patents: dict[str, int]  # letter -> owner
    turn: Turn
    final_round: bool = False
    over: bool = False
    log: list[Event] = field(default_factory=list)


@dataclass(frozen=True)
class CheckedPlay:
    """A play whose cards and abilities are in order (the dictionary not yet consulted)."""

    words: tuple[str, ...]
    sources: tuple[str, ...]

    def letters(self) -> Iterator[tuple[str, str]]:
        """(letter, where it comes from) for every letter of the word(s)."""
        for w, s in zip(self.words, self.sources, strict=True):
            yield from zip(w, s, strict=True)

    def real_letters(self) -> list[str]:
        """Letters of the real cards played (not the X copy nor the Z S)."""
        return [ch for ch, src in self.letters() if src in (HAND, POOL)]

    def from_source(self, source: str) -> Counter[str]:
        return Counter(ch for ch, src in self.letters() if src == source)


class LetterTycoon(StagedGame[LetterTycoonState]):
    meta: ClassVar[GameMeta] = GameMeta(
        family="letter_tycoon",
        conformance_seed_cost=2,  # ~0.8 CPU-s a bot game (measured 2026-12-02)
        id="letter-tycoon",
        title="Letter Tycoon",
        min_players=2,
        max_players=5,
        languages=("en",),
        minutes=45,
        tags=("cards", "economic", "turn-based", "challenge"),
        rulebook="shared/rules/letter-tycoon.es.md",
        summary=(
            "Build a word from your 7 cards and the 3-card community pool to earn money and "
            "stock by its length; buy the patent of one of its letters, and earn $1 whenever "
            "another player uses that letter. B, J, K, Q, V, X and Z patents grant abilities. "
            "When someone's patents reach the goal, the round is finished; patents + money + "
            "stock wins."
        ),
    )
    move_types = MOVE_TYPES

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec(
                "dictionary",
                "nwl-like",
                "nwl-like (default), csw-like (more obscure words): free SCOWL stand-ins, as "
                "NWL2018 and CSW19 are not free; or the path of a word-list file you own",
            ),
            OptionSpec(
                "challenges",
                CHALLENGE_PLAYERS,
                "player: players challenge words (the default rules); automatic: the referee "
                "checks every play",
                choices=(CHALLENGE_PLAYERS, CHALLENGE_AUTOMATIC),
            ),
            OptionSpec(
                "retries", 3, "automatic challenges: retries after a refusal", minimum=0, maximum=10
            ),
            OptionSpec.seconds(
                "challenge_seconds", 20, "time to challenge a word", minimum=3, maximum=300
            ),
            OptionSpec(
                "goal",
                GOAL_VALUE,
                "what triggers the final round -- value (default: the rulebook's prose and Board "
                "Game Arena's play): patents worth the goal value; value-and-count: that value "
                "and also the goals table's minimum number of patents",
                choices=(GOAL_VALUE, GOAL_VALUE_AND_COUNT),
            ),
            OptionSpec("edition", "logomachy", "deck and patent costs (or a TOML file path)"),
        )

    # -- Set-up -------------------------------------------------------------------------------
    def edition(self, state: LetterTycoonState) -> Edition:
        return load_edition(state.options["edition"])

    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> LetterTycoonState:
        try:
            edition = load_edition(str(options["edition"]))
            words = load_dictionary(str(options["dictionary"]))
        except (OSError, ValueError) as exc:
            # The loader's own explanation (a file's path, a line) is passed on as it is.
            raise IllegalMove.of(
                "the edition or dictionary cannot be loaded: {error}",
                rule=RULE_OPTIONS,
                error=str(exc),
            ) from exc
        rng = Rng.from_seed(seed, "letter-tycoon")
        deck = Deck.shuffled(edition.deck(), rng)
        hands = [sorted(deck.draw(rng, HAND_SIZE)) for _ in range(seats)]
        pool: Market[str] = Market([None] * POOL_SIZE)
        pool.refill(deck, rng)
        state = LetterTycoonState(
            players=seats,
            options=dict(options),
            dictionary_digest=words.digest,
            rng=rng,
            deck=deck,
            hands=hands,
            pool=pool,
            money=[0] * seats,
            bank=BANK,
            stock=[0] * seats,
            patents={},
            turn=Turn(seat=0, number=0),
        )
        # Reading: the first seat starts (the table seats players in turn order).
        cards = " ".join(pool.cards())
        note(state, "start", f"Seat 1 starts. Pool: {cards}.", seat=0, cards=cards)
        return state

    # -- The stages of a turn -------------------------------------------------------------------
    def stage(self, state: LetterTycoonState) -> Stage | None:
        """Build a word (or pass), then the others may challenge it, then buy a patent, then
        discard; a refused word's penalty is a discard too."""
        if state.over:
            return None
        turn = state.turn
        active = (turn.seat,)
        if turn.stage == BUILD:
            return Stage(
                BUILD,
                active,
                {Swap: self._swap, Play: self._play, Pass: self._pass},
                rule=RULE_TURN,
            )
        if turn.stage == CHALLENGE:
            assert turn.window is not None
            seconds = float(state.options["challenge_seconds"])
            return Stage(
                CHALLENGE,
                turn.window.waiting(),
                {ChallengeWord: self._challenge, Pass: self._no_challenge},
                rule=RULE_CHALLENGES,
                timer=Timer(f"challenge-{turn.number}", seconds, "challenge"),
                time_up=self._challenge_time_up,
            )
        if turn.stage == BUY:
            return Stage(BUY, active, {Buy: self._buy, Pass: self._no_buy}, rule=RULE_TURN)
        return Stage(turn.stage, active, {Discard: self._discard}, rule=RULE_TURN)

    def _pass(self, state: LetterTycoonState, seat: int, move: Pass) -> None:
        """Build no word this turn (after a refused word: give up retrying)."""
        if state.turn.failed_attempts:
            # "Si se le acaban los reintentos, recupera sus cartas, pierde el resto de su turno y
            # debe descartar una carta": giving up a retry costs the same as exhausting them.
            text = f"Seat {seat + 1} gives up after a refused word."
            note(state, "give-up", text, seat=seat)
            self._penalise(state, seat)
        else:
            note(state, "pass", f"Seat {seat + 1} builds no word.", seat=seat)
            self._to_discard(state)

    def _no_challenge(self, state: LetterTycoonState, seat: int, move: Pass) -> None:
        """Let the word stand: it earns once every other player has let it."""
        window = state.turn.window
        assert window is not None
        window.pass_(seat)
        if window.closed:
            self._earn(state)

    def _challenge_time_up(self, state: LetterTycoonState) -> None:
        assert state.turn.window is not None
        state.turn.window.time_up()
        note(state, "no-challenge", "Time is up: nobody challenged.")
        self._earn(state)

    def _no_buy(self, state: LetterTycoonState, seat: int, move: Pass) -> None:
        """Buy no patent this turn."""
        note(state, "no-buy", f"Seat {seat + 1} buys no patent.", seat=seat)
        self._to_discard(state)

    # -- Q patent: swap a card before playing ---------------------------------------------------
    def _swap(self, state: LetterTycoonState, seat: int, move: Swap) -> None:
        letter = move.letter.upper()
        if state.patents.get("Q") != seat:
            raise IllegalMove.of("swapping a card needs the Q patent", rule=RULE_Q)
        if state.turn.failed_attempts:
            raise IllegalMove.of(
                "the Q patent swaps a card to begin the turn, before any word", rule=RULE_Q
            )
        if state.turn.swapped:
            raise IllegalMove.of("you have swapped a card this turn already", rule=RULE_ONCE)
        if letter not in state.hands[seat]:
            raise IllegalMove.of("you hold no {letter}", rule=RULE_Q, letter=letter)
        if not state.deck.draw_pile and not state.deck.discard_pile:
            raise IllegalMove.of("the factory deck is empty", rule=RULE_Q)
        state.hands[seat].remove(letter)
        state.deck.discard([letter])
        state.turn.swapped = True
        note(
            state, "swap", f"Seat {seat + 1} swaps a {letter} (Q patent).", seat=seat, letter=letter
        )
        self._draw(state, seat, 1)

    # -- Building a word ------------------------------------------------------------------------
    def check_play(self, state: LetterTycoonState, seat: int, move: Play) -> CheckedPlay:
        """The play if its cards and abilities are in order (the dictionary is not consulted);
        raises IllegalMove otherwise."""
        owned = self.owned(state, seat)
        words = tuple(w.upper() for w in move.words)
        sources = tuple(s.lower() for s in move.sources)
        if not words:
            raise IllegalMove.of("name the word to build", rule=RULE_TURN)
        if len(words) > 2 or (len(words) == 2 and "V" not in owned):
            raise IllegalMove.of("only the V patent lets you build two words", rule=RULE_V)
        if len(sources) != len(words):
            raise IllegalMove.of("give where each word's letters come from", rule="move format")
        copies = added = 0
        real: Counter[str] = Counter()
        for w, s in zip(words, sources, strict=True):
            if not w.isascii() or not w.isalpha():
                raise IllegalMove.of("{word} is not a word of letters A-Z", rule=RULE_TURN, word=w)
            if len(s) != len(w) or set(s) - SOURCES:
                raise IllegalMove.of(
                    "{word}: give one of h (hand), p (pool), x (X copy), z (Z's S) per letter",
                    rule="move format",
                    word=w,
                )
            if len(w) < MIN_WORD:
                raise IllegalMove.of(
                    "{word}: a word needs at least 3 letters", rule=RULE_TURN, word=w
                )
            if HAND not in s:
                raise IllegalMove.of(
                    "{word}: each word needs at least one card from your hand",
                    rule=RULE_TURN,
                    word=w,
                )
            for i, (ch, src) in enumerate(zip(w, s, strict=True)):
                if src == ADDED_S:
                    added += 1
                    if "Z" not in owned:
                        raise IllegalMove.of("adding an S needs the Z patent", rule=RULE_Z)
                    if ch != "S" or i != len(w) - 1:
                        raise IllegalMove.of(
                            "the Z patent adds an S at the end of the word", rule=RULE_Z
                        )
            real.update(ch for ch, src in zip(w, s, strict=True) if src in (HAND, POOL))
            for ch, src in zip(w, s, strict=True):
                if src == COPY:
                    copies += 1
                    if "X" not in owned:
                        raise IllegalMove.of("using a card twice needs the X patent", rule=RULE_X)
                    # Reading: the copy repeats a card of this word or, with V, the first word.
                    if real[ch] == 0:
                        raise IllegalMove.of(
                            "the X copy must repeat a card you play ({letter})",
                            rule=RULE_X,
                            letter=ch,
                        )
        if copies > 1 or added > 1:
            raise IllegalMove.of("each patent ability works once a turn", rule=RULE_ONCE)
        if copies and sum(real.values()) < MIN_WORD:
            raise IllegalMove.of(
                "with a copied card you must play at least 3 real cards", rule=RULE_X
            )
        play = CheckedPlay(words, sources)
        short = play.from_source(HAND) - Counter(state.hands[seat])
        if short:
            raise IllegalMove.of(
                "your hand has no {letters} for that", rule=RULE_TURN, letters=sorted(short)
            )
        short = play.from_source(POOL) - Counter(state.pool.cards())
        if short:
            raise IllegalMove.of(
                "the community pool has no {letters} for that",
                rule=RULE_TURN,
                letters=sorted(short),
            )
        return play

    def unknown_words(self, state: LetterTycoonState, words: tuple[str, ...]) -> list[str]:
        dictionary = load_dictionary(str(state.options["dictionary"]))
        return [w for w in words if not dictionary.is_word(w)]

    def _play(self, state: LetterTycoonState, seat: int, move: Play) -> None:
        play = self.check_play(state, seat, move)
        turn = state.turn
        shown = " + ".join(play.words)
        if state.options["challenges"] == CHALLENGE_AUTOMATIC:
            unknown = self.unknown_words(state, play.words)
            if unknown:
                turn.failed_attempts += 1
                left = int(state.options["retries"]) - turn.failed_attempts + 1
                note(
                    state,
                    "refused" if left > 0 else "refused-last",
                    f"Seat {seat + 1} tries {shown}: {', '.join(unknown)} not in the dictionary"
                    + (f" ({left} retr{'y' if left == 1 else 'ies'} left)." if left > 0 else "."),
                    seat=seat,
                    words=list(play.words),
                    shown=shown,
                    unknown=unknown,
                    unknown_text=", ".join(unknown),
                    left=left,
                )
                if left <= 0:
                    self._penalise(state, seat)
                return
        turn.words, turn.sources = list(play.words), list(play.sources)
        if state.options["challenges"] == CHALLENGE_AUTOMATIC:
            text = f"Seat {seat + 1} builds {shown}."
            note(state, "play", text, seat=seat, words=list(play.words), shown=shown)
            self._earn(state)
            return
        instance = f"turn-{turn.number}"  # timed by the challenge stage (challenge_seconds)
        turn.window = objection_window(RULE_PLAYER_CHALLENGES, state.players, seat, instance, None)
        turn.stage = CHALLENGE
        note(
            state,
            "play-challengeable",
            f"Seat {seat + 1} builds {shown}. Challenge?",
            seat=seat,
            words=list(play.words),
            sources=list(play.sources),
            shown=shown,
        )

    # -- Challenges -----------------------------------------------------------------------------
    def _challenge(self, state: LetterTycoonState, seat: int, move: ChallengeWord) -> None:
        turn = state.turn
        assert turn.window is not None
        turn.window.submit(seat, True)
        turn.window.closed = True  # the dictionary settles it at once
        active = turn.seat
        unknown = self.unknown_words(state, tuple(turn.words))
        if unknown:
            note(
                state,
                "challenge-won",
                f"Seat {seat + 1} challenges: {', '.join(unknown)} is not in the dictionary.",
                challenger=seat,
                seat=seat,
                defendant=active,
                unknown=unknown,
                unknown_text=", ".join(unknown),
            )
            self._penalise(state, active)
            return
        pays = state.money[seat] >= 1
        if pays:
            state.money[seat] -= 1
            payer = f"Seat {seat + 1} pays $1"
        else:  # "Si el retador no tiene dinero, el jugador activo toma 1$ de la banca"
            state.bank -= 1
            payer = "The bank pays $1 (the challenger has none)"
        state.money[active] += 1
        shown = " + ".join(turn.words)
        note(
            state,
            "challenge-lost" if pays else "challenge-lost-bank",
            f"Seat {seat + 1} challenges, but {shown} stands. {payer} to seat {active + 1}.",
            challenger=seat,
            seat=seat,
            defendant=active,
            shown=shown,
        )
        self._earn(state)

    def _penalise(self, state: LetterTycoonState, seat: int) -> None:
        """The cards stay where they were; the turn ends after a one-card penalty discard."""
        turn = state.turn
        turn.words, turn.sources, turn.window = [], [], None
        turn.stage = PENALTY
        text = f"Seat {seat + 1} takes the cards back and must discard one."
        note(state, "penalty", text, seat=seat)

    # -- Earnings and royalties -----------------------------------------------------------------
    def _earn(self, state: LetterTycoonState) -> None:
        turn = state.turn
        seat = turn.seat
        play = CheckedPlay(tuple(turn.words), tuple(turn.sources))
        for ch, n in play.from_source(HAND).items():
            for _ in range(n):
                state.hands[seat].remove(ch)
        for ch, n in play.from_source(POOL).items():
            for _ in range(n):
                state.pool.take(state.pool.slots.index(ch))
        state.deck.discard(play.real_letters())
        earnings = play_earnings(play.words, self.edition(state), self.owned(state, seat))
        money = sum(e.money for e in earnings)
        stock = sum(e.stock for e in earnings)
        state.money[seat] += money
        state.bank -= money
        state.stock[seat] += stock
        note(
            state,
            "earn",
            f"Seat {seat + 1} earns ${money} and {stock} stock ({_describe(earnings)}).",
            seat=seat,
            money=money,
            stock=stock,
        )
        royalties: Counter[int] = Counter()
        for ch in play.real_letters():  # not the X copy, not the Z S
            owner = state.patents.get(ch)
            if owner is not None and owner != seat:
                royalties[owner] += 1
        for owner, amount in sorted(royalties.items()):
            state.money[owner] += amount
            state.bank -= amount
            text = f"Seat {owner + 1} earns ${amount} in royalties."
            note(state, "royalty", text, seat=owner, amount=amount)
        turn.window = None
        turn.buyable = sorted(set(play.real_letters()))
        if self.can_buy(state, seat):
            turn.stage = BUY
        else:
            self._to_discard(state)

    # -- Buying a patent ------------------------------------------------------------------------
    def can_buy(self, state: LetterTycoonState, seat: int) -> list[str]:
        costs = self.edition(state).costs
        return [
            ch
            for ch in state.turn.buyable
            if ch not in state.patents and costs[ch] <= state.money[seat]
        ]

    def _buy(self, state: LetterTycoonState, seat: int, move: Buy) -> None:
        letter = move.letter.upper()
        cost = self.edition(state).costs.get(letter)
        if cost is None:
            raise IllegalMove.of(
                "there is no patent '{letter}'", rule=RULE_TURN, letter=move.letter
            )
        if letter not in state.turn.buyable:
            # "No puede adquirir la patente de la S sin ... una carta S real": the Z rule's.
            raise IllegalMove.of(
                "{letter} is not on a card of the word(s) you played",
                rule=RULE_Z if letter == "S" else RULE_TURN,
                letter=letter,
            )
        if letter in state.patents:
            raise IllegalMove.of(
                "seat {seat} owns the {letter} patent",
                rule=RULE_TURN,
                seat=state.patents[letter] + 1,
                letter=letter,
            )
        if state.money[seat] < cost:
            raise IllegalMove.of(
                "the {letter} patent costs ${cost}; you have ${money}",
                rule=RULE_TURN,
                letter=letter,
                cost=cost,
                money=state.money[seat],
            )
        state.money[seat] -= cost
        state.bank += cost
        state.patents[letter] = seat
        text = f"Seat {seat + 1} buys the {letter} patent for ${cost}."
        note(state, "buy", text, seat=seat, letter=letter, cost=cost)
        self._to_discard(state)

    # -- Refill, discard, draw ------------------------------------------------------------------
    def _to_discard(self, state: LetterTycoonState) -> None:
        filled = state.pool.refill(state.deck, state.rng)
        if filled:
            cards = " ".join(state.pool.cards())
            note(state, "pool", f"Pool: {cards}.", cards=cards)
        state.turn.stage = DISCARD

    def _discard(self, state: LetterTycoonState, seat: int, move: Discard) -> None:
        letters = [ch.upper() for ch in move.letters]
        if state.turn.stage == PENALTY and len(letters) != 1:
            raise IllegalMove.of("discard exactly one card as the penalty", rule=RULE_CHALLENGES)
        short = Counter(letters) - Counter(state.hands[seat])
        if short:
            raise IllegalMove.of(
                "you hold no {letters} to discard", rule=RULE_TURN, letters=sorted(short)
            )
        for ch in letters:
            state.hands[seat].remove(ch)
        state.deck.discard(letters)
        if letters:
            note(
                state,
                "discard",
                f"Seat {seat + 1} discards {' '.join(letters)}.",
                seat=seat,
                letters=letters,
                cards=" ".join(letters),
            )
        self._draw(state, seat, HAND_SIZE - len(state.hands[seat]))
        self._end_turn(state)

    # -- End of a turn, end of the game ---------------------------------------------------------
    def patent_value(self, state: LetterTycoonState, seat: int) -> int:
        costs = self.edition(state).costs
        return sum(costs[ch] for ch, owner in state.patents.items() if owner == seat)

    def owned(self, state: LetterTycoonState, seat: int) -> frozenset[str]:
        return frozenset(ch for ch, owner in state.patents.items() if owner == seat)

    def goal(self, state: LetterTycoonState) -> Goal:
        """The goal that triggers the final round at this table: the table's value, and its
        number of patents only under the `value-and-count` reading (else 0: no count)."""
        goal = self.edition(state).goals[state.players]
        # Reading (option `goal`): the prose names the value only, as Board Game Arena plays.
        if state.options.get("goal", GOAL_VALUE) == GOAL_VALUE_AND_COUNT:
            return goal
        return Goal(goal.patent_value, 0)

    def reached_goal(self, state: LetterTycoonState, seat: int) -> bool:
        goal = self.goal(state)
        return (
            self.patent_value(state, seat) >= goal.patent_value
            and len(self.owned(state, seat)) >= goal.min_patents
        )

    def _end_turn(self, state: LetterTycoonState) -> None:
        seat = state.turn.seat
        if not state.final_round:
            if self.reached_goal(state, seat):
                state.final_round = True
                text = f"Seat {seat + 1} reaches the goal: final round."
                note(state, "final-round", text, seat=seat)
            elif len(state.patents) == len(ALPHABET):
                # Reading: with every patent owned no goal can be reached any more.
                state.final_round = True
                note(state, "final-round-patents", "Every patent is owned: final round.")
        nxt = (seat + 1) % state.players
        if state.final_round and nxt == 0:
            state.over = True
            result = self.result(state)
            names = ", ".join(f"seat {w + 1}" for w in result.winners)
            winners = list(result.winners)
            note(state, "end", f"Game over. Winner: {names}.", winners=winners, seats=winners)
            return
        state.turn = Turn(seat=nxt, number=state.turn.number + 1)

    def result(self, state: LetterTycoonState) -> Result:
        breakdown = tuple(
            {
                "patents": self.patent_value(state, s),
                "money": state.money[s],
                "stock": state.stock[s],  # Reading: a stock is worth $1
            }
            for s in range(state.players)
        )
        result = result_from_sheets(
            breakdown,
            tiebreak=[b["patents"] for b in breakdown],
            tiebreak_name="tie broken by the highest patent value",
        )
        if result.tiebreak and len(result.winners) > 1:
            return replace(result, tiebreak="tied on score and patent value: shared victory")
        return result

    # -- Views ----------------------------------------------------------------------------------
    def table_view(self, state: LetterTycoonState, seat: int | None) -> dict[str, Any]:
        edition = self.edition(state)
        turn = state.turn
        goal = self.goal(state)
        data: dict[str, Any] = {
            "seat": seat,
            "players": state.players,
            "active": turn.seat,
            "turn": turn.number,
            "pool": list(state.pool.slots),
            "hand_sizes": [len(h) for h in state.hands],
            "money": list(state.money),
            "stock": list(state.stock),
            "patents": {ch: state.patents[ch] for ch in sorted(state.patents)},
            "patent_values": [self.patent_value(state, s) for s in range(state.players)],
            "costs": dict(edition.costs),
            "abilities": sorted(edition.abilities),
            "deck": len(state.deck.draw_pile),
            "discards": len(state.deck.discard_pile),
            "goal": {"patent_value": goal.patent_value, "min_patents": goal.min_patents},
            "final_round": state.final_round,
            "challenges": state.options["challenges"],
            "retries": state.options["retries"],
            "dictionary": state.options["dictionary"],
            "failed_attempts": turn.failed_attempts,
            "swapped": turn.swapped,
            "words": list(turn.words) if turn.stage in (CHALLENGE, BUY, DISCARD) else [],
            "sources": list(turn.sources) if turn.stage in (CHALLENGE, BUY, DISCARD) else [],
            "buyable": self.can_buy(state, turn.seat) if turn.stage == BUY else [],
            "scores": list(self.result(state).scores),
            "log": [e.text for e in self.visible_events(state, seat)[-12:]],
        }
        if seat is not None:
            data["hand"] = "".join(state.hands[seat])
        if state.over:
            result = self.result(state)
            data["winners"] = list(result.winners)
            data["breakdown"] = list(result.breakdown)
        return data

    def complete(self, state: LetterTycoonState, seat: int, move: Move) -> Move:
        """A typed `play WORD` says no sources: the hand first, then the pool, then the X
        copy or Z's S (notation.py)."""
        if isinstance(move, Play) and not all(move.sources):
            auto = resolve_sources(
                move.words, state.hands[seat], state.pool.cards(), self.owned(state, seat)
            )
            given = tuple(g or a for g, a in zip(move.sources, auto, strict=True))
            return Play(move.words, given)
        return move

    # -- Checks for the conformance tests -------------------------------------------------------
    def invariants(self, state: LetterTycoonState) -> list[str]:
        problems = []
        cards = Counter(state.deck.draw_pile + state.deck.discard_pile + state.pool.cards())
        for hand in state.hands:
            cards.update(hand)
            if len(hand) > HAND_SIZE:
                problems.append(f"a hand holds {len(hand)} cards")
        if cards != Counter(self.edition(state).deck()):
            problems.append(f"factory cards not conserved: {sum(cards.values())} of 102")
        if state.bank + sum(state.money) != BANK:
            problems.append("money is not conserved with the bank")
        if state.bank < 0 or min(state.money) < 0 or min(state.stock) < 0:
            problems.append("negative money or stock")
        for ch, owner in state.patents.items():
            if ch not in ALPHABET or not 0 <= owner < state.players:
                problems.append(f"patent {ch} has a bad owner {owner}")
        result = self.result(state)
        for s, b in enumerate(result.breakdown):
            if sum(b.values()) != result.scores[s]:
                problems.append(f"seat {s}'s score is not the sum of its parts")
        return problems

    def secrets(self, state: LetterTycoonState) -> dict[int, set[str]]:
        return {s: {"".join(hand)} for s, hand in enumerate(state.hands) if len(hand) >= 4}

    # -- Drawing --------------------------------------------------------------------------------
    def _draw(self, state: LetterTycoonState, seat: int, count: int) -> None:
        """`seat` draws `count` factory cards into its (sorted) hand, told to it alone."""
        drawn = state.deck.draw(state.rng, count)
        state.hands[seat] = sorted(state.hands[seat] + drawn)
        if drawn:
            text = f"You draw {' '.join(drawn)}."
            tell(state, [seat], "draw", text, letters=drawn, cards=" ".join(drawn))


def _describe(earnings: tuple[WordEarnings, ...]) -> str:
    parts = []
    for e in earnings:
        doubled = f" x{2 ** len(e.doubled_by)} by {', '.join(e.doubled_by)}" if e.doubled_by else ""
        parts.append(f"{e.word}: {e.length} letters{doubled}")
    return "; ".join(parts)
