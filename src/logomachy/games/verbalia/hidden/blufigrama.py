"""Blufigrama (rulebook: shared/rules/verbalia.md, Blufigrama; 3-6 players, 30 minutes).

Each player has twenty markers and four letters on an easel; everyone puts a marker in the
middle. The player whose turn it is draws five letters and lays them face down. Bids go round
from that player's left, up to three markers; when the bids are level three of the five
letters are turned over, bids go round again, one more letter, bids, the last letter, the
final bids. A player who no longer bids withdraws and loses what they bid; if only one is
left bidding they take the middle. Then the players still in have thirty seconds for the
longest word made of their four letters and the five common ones, at least one of their own
in it. The longest word takes the middle; among equals, the one using more of its own
letters; still equal, they share, and what does not divide stays in the middle. A player who
runs out of markers during a play plays on for the pile made until then (the markers bid
afterwards form a second pile they cannot win; if they win, that pile stays in the middle);
a player with no markers at the end of a play is out. New easels, everyone stakes again, the
turn passes left. As many turns as players, or twice as many; most markers wins.

Readings where the rulebook is silent or ambiguous:
- "a player may bid up to three markers": in each round of bids a player puts in at most
  three markers in all; a bid must bring their round's total up to the highest so far (or be
  all they have left) and may raise it; a bid of nothing is allowed while one is level;
  "the bids are level" when everyone still in has bid since the last raise and all totals
  match (or a player has nothing left);
- the letters are turned over in the order drawn (drawn at random, so "at random");
- the four letters and the five are each player's and the table's: a word is made of the
  common letters and the player's easel, each tile once, accents not counting (ABC N); the
  referee refuses at once a word that is not a good word, not made of those letters, or uses
  none of the player's own, and says why; "used more of their own letters" counts the most
  of the word's letters the easel can supply;
- in the thirty seconds each player writes one word and may change it, or says they have
  none (`pass`), as in every secret writing of the family (hidden/engine.py);
- nobody with a word: the middle stays for the next play;
- several players may run out: each running out closes a pile, the next pile is for those
  who still had markers; a pile none of the winners took part in stays in the middle;
- when the bag runs out, the letters set aside go back into it;
- a turn is a play; the turn passes to the next player to the left still in the game; the
  game ends after the turns, or when one player is left; ties share victory.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.hidden.engine import (
    LETTERS_RULE,
    TURNS_OPTION,
    Said,
    code_of,
    spelt,
    table_form,
    writing_stage,
    writing_view,
    written_secrets,
)
from logomachy.games.verbalia.pieces.letters import ALPHABET, letter_set, letters_conserved
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.kernel import (
    Deck,
    Event,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Pass,
    Result,
    Rng,
    SimultaneousSpec,
    Stage,
    StagedGame,
    Submissions,
    grows,
    register,
    result_from_sheets,
)

# -- Material and tables ---------------------------------------------------------------------------
MARKERS_EACH = 20  # "Each player takes twenty markers"
EASEL = 4  # "Each player draws four letters"
COMMON = 5  # "draws five letters at random and places them face down"
STAKE = 1  # "Each player places one marker in the middle of the table"
MOST_BID = 3  # "A player may bid up to three markers"
#: Common letters face up before each round of bids: none, then three, four and five.
TURNED_BEFORE_ROUND = (0, 3, 4, 5)
WORD_SECONDS = 30  # "have 30 seconds to think of the longest word"
RULES = "Blufigrama: rules"
NOBODY = -1  # the owner of what no seat may see (the face-down common letters)


# -- Moves -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Bid(Move):
    """Put markers in the middle: enough to match the highest bid of the round, or more."""

    verb: ClassVar[str] = "bid"
    markers: int = 0


@dataclass(frozen=True)
class Withdraw(Move):
    """No longer bid: what you bid in this play is lost."""

    verb: ClassVar[str] = "withdraw"


@dataclass(frozen=True)
class Announce(Said):
    """Your longest word (written secretly; a later one replaces it)."""

    verb: ClassVar[str] = "announce"


# -- State -----------------------------------------------------------------------------------------
@dataclass
class Pile:
    """Markers in the middle and who may win them (the players who had not run out)."""

    markers: int
    eligible: list[int]


@dataclass
class Claim:
    word: str
    letters: int
    own: int


@dataclass
class PlayResult:
    """A finished play as everyone saw it."""

    turn_player: int
    common: list[str]
    easels: dict[int, list[str]]  # the players still in at the end show theirs
    claims: dict[int, Claim]
    winners: list[int]
    taken: dict[int, int]
    left: int  # markers that stay in the middle


@dataclass
class BlufigramaState:
    seats: int
    options: dict[str, Any]
    rng: Rng
    bag: Deck[str]
    markers: list[int]
    playing: list[int]  # seats still in the game
    turn_player: int = 0
    turns: int = 0  # plays finished
    easels: list[list[str]] = field(default_factory=list)
    common: list[str] = field(default_factory=list)
    turned: int = 0
    piles: list[Pile] = field(default_factory=list)
    carried: int = 0  # markers left in the middle by the last play
    stage: str = "bid"  # bid | word | over
    round: int = 1
    active: list[int] = field(default_factory=list)  # in this play, not withdrawn
    round_bids: dict[int, int] = field(default_factory=dict)
    acted: list[int] = field(default_factory=list)  # bid since the last raise
    bidder: int = 0
    bid_in_play: dict[int, int] = field(default_factory=dict)
    words: Submissions[str] | None = None
    plays: list[PlayResult] = grows()
    log: list[Event] = field(default_factory=list)


class Blufigrama(StagedGame[BlufigramaState]):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "Blufigrama",
        id="verbalia-blufigrama",
        family="hidden",
        minutes=30,
        tags=("bluff", "markers", "hidden letters"),
        players=(3, 6),
        summary=(
            "Four letters on your easel, five face down in the middle. Bid up to three markers "
            "a round while three, one and one of the five are turned over; withdraw and lose "
            "your bids. Then the longest word of your letters and the five (one of yours at "
            "least) takes the middle. Most markers after the turns wins."
        ),
    )
    move_types = (Bid, Withdraw, Announce, Pass)
    default_verb = "announce"  # a bare word (a bare number is a bid: `complete`)

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            TURNS_OPTION,
            OptionSpec.seconds(
                "word_seconds",
                WORD_SECONDS,
                "time to find the longest word (the rulebook says 30 seconds)",
                maximum=300,
            ),
        )

    # -- Preparation -------------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> BlufigramaState:
        rng = Rng.from_seed(seed, self.meta.id)
        state = BlufigramaState(
            seats=seats,
            options=options,
            rng=rng,
            bag=Deck.shuffled(letter_set(), rng),
            markers=[MARKERS_EACH] * seats,
            playing=list(range(seats)),
        )
        self._new_play(state)
        return state

    def _new_play(self, state: BlufigramaState) -> None:
        """Four new letters each, everyone stakes a marker, five letters face down."""
        state.easels = [[] for _ in range(state.seats)]
        for seat in state.playing:
            state.easels[seat] = state.bag.draw(state.rng, EASEL)
        state.piles = [Pile(state.carried, list(state.playing))]
        state.carried = 0
        state.active = list(state.playing)
        state.bid_in_play = dict.fromkeys(state.playing, 0)
        note(
            state,
            "play",
            f"Play {state.turns + 1}: Seat {state.turn_player + 1} draws five letters; "
            "everyone stakes a marker.",
            play=state.turns + 1,
            seat=state.turn_player,
        )
        for seat in self._from_left(state, state.playing):
            self._put(state, seat, STAKE)
        state.common = state.bag.draw(state.rng, COMMON)
        state.turned = 0
        state.stage, state.round = "bid", 1
        self._start_round(state)

    def _from_left(self, state: BlufigramaState, seats: list[int]) -> list[int]:
        """`seats` in order from the turn player's left."""
        return sorted(seats, key=lambda s: (s - state.turn_player - 1) % state.seats)

    # -- Rules: bidding ----------------------------------------------------------------------------
    def _put(self, state: BlufigramaState, seat: int, n: int) -> None:
        """Markers into the middle; running out closes the pile (the rule of the two piles)."""
        state.markers[seat] -= n
        state.piles[-1].markers += n
        state.bid_in_play[seat] = state.bid_in_play.get(seat, 0) + n
        if state.markers[seat] == 0 and seat in state.piles[-1].eligible:
            rest = [s for s in state.piles[-1].eligible if s != seat]
            state.piles.append(Pile(0, rest))
            note(
                state,
                "out-of-markers",
                f"Seat {seat + 1} has no markers left: a second pile is made.",
                seat=seat,
            )

    def _bidders(self, state: BlufigramaState) -> list[int]:
        """Players still in who have markers to bid."""
        return [s for s in state.active if state.markers[s] > 0]

    def _start_round(self, state: BlufigramaState) -> None:
        state.turned = TURNED_BEFORE_ROUND[state.round - 1]
        state.round_bids = dict.fromkeys(state.active, 0)
        state.acted = []
        if state.turned:
            note(
                state,
                "turn-over",
                f"Common letters face up: {' '.join(state.common[: state.turned])}.",
                letters=state.common[: state.turned],
                round=state.round,
            )
        order = self._from_left(state, self._bidders(state))
        if len(state.active) == 1:
            self._last_bidder(state)
        elif len(order) <= 1 and self._level_met(state):
            self._end_round(state)  # nobody can raise or must match: the round is level
        else:
            state.bidder = order[0] if order else state.active[0]

    def level(self, state: BlufigramaState) -> int:
        return max(state.round_bids.values(), default=0)

    def _level_met(self, state: BlufigramaState) -> bool:
        top = self.level(state)
        return all(state.round_bids[s] == top or state.markers[s] == 0 for s in state.active)

    def _bid(self, state: BlufigramaState, seat: int, move: Bid) -> None:
        n, top, mine = move.markers, self.level(state), state.round_bids[seat]
        if n < 0 or n > state.markers[seat]:
            raise IllegalMove.of(
                "you have {markers} markers", rule=RULES, markers=state.markers[seat]
            )
        if mine + n > MOST_BID:
            raise IllegalMove.of(
                "a player may bid up to {most} markers a round (you bid {bid})",
                rule=RULES,
                most=MOST_BID,
                bid=mine,
            )
        if mine + n < top and n < state.markers[seat]:
            raise IllegalMove.of(
                "bid at least {markers} to match, or withdraw", rule=RULES, markers=top - mine
            )
        self._put(state, seat, n)
        state.round_bids[seat] = mine + n
        if mine + n > top:
            state.acted = []  # a raise: everyone bids again
        state.acted.append(seat)
        note(
            state,
            "bid",
            f"Seat {seat + 1} bids {n}." if n else f"Seat {seat + 1} bids nothing more.",
            seat=seat,
            markers=n,
        )
        self._next_bidder(state, seat)

    def _withdraw(self, state: BlufigramaState, seat: int, move: Withdraw) -> None:
        state.active.remove(seat)
        note(
            state,
            "withdraw",
            f"Seat {seat + 1} withdraws, losing {state.bid_in_play[seat]} markers bid.",
            seat=seat,
            markers=state.bid_in_play[seat],
        )
        if len(state.active) == 1:
            self._last_bidder(state)
            return
        self._next_bidder(state, seat)

    def _next_bidder(self, state: BlufigramaState, seat: int) -> None:
        waiting = [s for s in self._bidders(state) if s not in state.acted]
        if not waiting and self._level_met(state):
            self._end_round(state)
            return
        due = [
            s
            for s in self._bidders(state)
            if s not in state.acted or state.round_bids[s] < self.level(state)
        ]
        if not due:
            self._end_round(state)
            return
        state.bidder = min(due, key=lambda s: (s - seat - 1) % state.seats)

    def _end_round(self, state: BlufigramaState) -> None:
        """The bids are level: turn letters over, or on to the words after the fourth."""
        if state.round < len(TURNED_BEFORE_ROUND):
            state.round += 1
            self._start_round(state)
            return
        state.turned = COMMON
        state.stage = "word"
        spec = SimultaneousSpec(RULES, limit_seconds=float(state.options["word_seconds"]))
        state.words = Submissions(spec, list(state.active), instance=f"p{state.turns + 1}")
        note(
            state,
            "words",
            f"The five letters: {' '.join(state.common)}. Thirty seconds for the longest word.",
            letters=list(state.common),
        )

    def _last_bidder(self, state: BlufigramaState) -> None:
        """ "If only one person is bidding, they take all the markers"."""
        self._share(state, state.active, {})

    # -- Rules: the longest word -------------------------------------------------------------------
    def check_word(self, state: BlufigramaState, seat: int, word: str) -> Claim:
        """A player's word with its length and own letters, or IllegalMove saying why not."""
        shown = word.strip().upper()
        if not shown:
            raise IllegalMove.of("say a word", rule=RULES)
        code = code_of(word)
        if not code:
            raise IllegalMove.of(
                "{shown} cannot be laid with Verbàlia's letters", rule=LETTERS_RULE, shown=shown
            )
        form = table_form(word, code, "all", RULES)  # a good word (every word is allowed)
        need = Counter(ALPHABET.tile_name(ch) for ch in code)
        own, common = Counter(state.easels[seat]), Counter(state.common)
        if any(need[t] > own[t] + common[t] for t in need):
            raise IllegalMove.of(
                "{shown} is not made of your four letters and the five common ones",
                rule=RULES,
                shown=shown,
            )
        used = sum(min(need[t], own[t]) for t in need)
        if used == 0:
            raise IllegalMove.of("at least one of your own letters must be used", rule=RULES)
        return Claim(spelt(word, code, form), len(code), used)

    def _may_write(self, state: BlufigramaState, seat: int) -> None:
        assert state.words is not None  # the word stage's
        if seat not in state.playing:
            raise IllegalMove.of("you ran out of markers: you play no more", rule=RULES)
        if seat not in state.words.expected:
            raise IllegalMove.of("you withdrew from this play", rule=RULES)
        if seat in state.words.passed:
            raise IllegalMove.of("you said you have no word", rule=RULES)

    def _words_over(self, state: BlufigramaState) -> None:
        assert state.words is not None
        state.words.closed = True
        claims = {s: self.check_word(state, s, w) for s, w in state.words.entries.items()}
        best = max(((c.letters, c.own) for c in claims.values()), default=None)
        winners = sorted(s for s, c in claims.items() if (c.letters, c.own) == best)
        self._share(state, winners, claims)

    # -- Scoring: the piles ------------------------------------------------------------------------
    def _share(self, state: BlufigramaState, winners: list[int], claims: dict[int, Claim]) -> None:
        """Each pile is shared by the winners who took part in it; what does not divide, and
        the piles none of them took part in, stay in the middle for the next play."""
        taken = dict.fromkeys(winners, 0)
        left = 0
        for pile in state.piles:
            takers = [w for w in winners if w in pile.eligible]
            if not takers:
                left += pile.markers
                continue
            each = pile.markers // len(takers)
            for w in takers:
                taken[w] += each
                state.markers[w] += each
            left += pile.markers - each * len(takers)
        state.piles, state.carried = [], left
        shown = state.active if state.stage == "word" else []
        result = PlayResult(
            state.turn_player,
            list(state.common),
            {s: list(state.easels[s]) for s in shown},
            claims,
            winners,
            taken,
            left,
        )
        state.plays.append(result)
        won = "; ".join(f"Seat {s + 1} takes {n}" for s, n in taken.items()) or "nobody wins"
        words = ", ".join(f"Seat {s + 1}: {c.word}" for s, c in sorted(claims.items()))
        note(
            state,
            "won",
            (f"{words}. " if words else "") + f"{won}; {left} stay in the middle.",
            seats=winners,
            left=left,
            words=[c.word for c in claims.values()],
        )
        self._end_play(state)

    def _end_play(self, state: BlufigramaState) -> None:
        """Letters set aside; a player with no markers plays no more; the turn passes left."""
        state.bag.discard([t for e in state.easels for t in e] + state.common)
        state.easels = [[] for _ in range(state.seats)]
        state.common, state.turned, state.words = [], 0, None
        for seat in list(state.playing):
            if state.markers[seat] == 0:
                state.playing.remove(seat)
                note(state, "out", f"Seat {seat + 1} has no markers and plays no more.", seat=seat)
        state.turns += 1
        total = state.seats * int(state.options["turns_per_player"])
        if state.turns >= total or len(state.playing) <= 1:
            state.stage, state.active = "over", []
            return
        state.turn_player = min(
            state.playing, key=lambda s: (s - state.turn_player - 1) % state.seats
        )
        self._new_play(state)

    def complete(self, state: BlufigramaState, seat: int, move: Move) -> Move:
        """A bare number is a bid ("2"), any other bare word an announcement."""
        if isinstance(move, Announce) and move.word.isdigit():
            return Bid(int(move.word))
        return move

    # -- The stages ------------------------------------------------------------------------------
    def stage(self, state: BlufigramaState) -> Stage | None:
        """Bids go round (no clock); then the players still in have thirty seconds for their
        longest word."""
        if state.stage == "over":
            return None
        if state.stage == "bid":
            return Stage(
                "bid", (state.bidder,), {Bid: self._bid, Withdraw: self._withdraw}, rule=RULES
            )
        assert state.words is not None
        # A seat out of the game, withdrawn or that passed hears why not.
        return writing_stage(
            "word",
            state.words,
            state.seats,
            Announce,
            may_write=self._may_write,
            read=lambda state, seat, word: self.check_word(state, seat, word).word,
            over=self._words_over,
            rule=RULES,
        )

    def result(self, state: BlufigramaState) -> Result:
        return result_from_sheets([{"markers": m} for m in state.markers])

    # -- Views -------------------------------------------------------------------------------------
    def table_view(self, state: BlufigramaState, seat: int | None) -> dict[str, Any]:
        last = state.plays[-1] if state.plays else None
        words = state.words
        return {
            "lang": "ca",
            "play": state.turns + (0 if state.stage == "over" else 1),
            "plays": state.seats * int(state.options["turns_per_player"]),
            "turn_player": state.turn_player,
            "round": state.round,
            "common": [t if i < state.turned else None for i, t in enumerate(state.common)],
            "middle": sum(p.markers for p in state.piles),
            "piles": [{"markers": p.markers, "eligible": list(p.eligible)} for p in state.piles],
            "markers": list(state.markers),
            "playing": list(state.playing),
            "active": list(state.active),
            "bidder": state.bidder if state.stage == "bid" else None,
            "level": self.level(state) if state.stage == "bid" else 0,
            "round_bids": [state.round_bids.get(s, 0) for s in range(state.seats)],
            "most_bid": MOST_BID,
            "writing": writing_view(words),
            "last": None
            if last is None
            else {
                "common": last.common,
                "easels": [{"seat": s, "letters": e} for s, e in sorted(last.easels.items())],
                "claims": [
                    {"seat": s, "word": c.word, "letters": c.letters, "own": c.own}
                    for s, c in sorted(last.claims.items())
                ],
                "winners": list(last.winners),
                "taken": [{"seat": s, "markers": n} for s, n in sorted(last.taken.items())],
                "left": last.left,
            },
            "scores": list(state.markers),
            "you": None
            if seat is None
            else {
                "easel": list(state.easels[seat]) if state.easels else [],
                "in_play": seat in state.active,
                "word": words.entries.get(seat) if words else None,
            },
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: BlufigramaState) -> list[str]:
        problems = []
        middle = sum(p.markers for p in state.piles) + state.carried
        if sum(state.markers) + middle != MARKERS_EACH * state.seats:
            problems.append("markers are not conserved")
        if min(state.markers) < 0:
            problems.append("a negative number of markers")
        held = [t for e in state.easels for t in e] + state.common
        letters = state.bag.draw_pile + state.bag.discard_pile + held
        problems += letters_conserved(letters)
        if state.stage == "bid" and any(v > MOST_BID for v in state.round_bids.values()):
            problems.append("a bid of more than three markers in a round")
        return problems

    def secrets(self, state: BlufigramaState) -> dict[int, set[str]]:
        """Each easel (as its four letters in order) and each word being written; the common
        letters still face down are nobody's (seat -1: no viewer may see them; a lone letter
        is not checked, as every letter is also a public string)."""
        hidden: dict[int, set[str]] = {}
        if state.turned < len(state.common) - 1:
            hidden[NOBODY] = {"".join(state.common[state.turned :])}
        for seat, easel in enumerate(state.easels):
            if len(easel) == EASEL:
                hidden.setdefault(seat, set()).add("".join(easel))
        written_secrets(state.words, hidden)
        return hidden


GAME = register(Blufigrama())
