"""ABocagrama (rulebook: shared/rules/verbalia.md, ABocagrama; 3-6 players, 30 minutes).

All the letters are in the bag. On each turn a player draws five letters and lays them face up
in the order drawn, and must at once say a correctly constructed sentence with words
beginning with those letters, in that order (it may have more than five words). A player who
cannot form a sentence takes a marker; three markers eliminate a player. The last player left
wins.

Flow of a turn: the letters are drawn → `say` a sentence (the turn's `Timer`: "at once") or
`give-up` → the referee checks what a rule decides (every word a good word or a particle,
initials in order: `sentences`) and refuses with the reason, so the player may say it again
while the time lasts → the others `vote` whether it is correctly constructed (kernel
`Challenge`) → a rejected sentence, a give-up or the time running out takes a marker.

Readings where the rulebook is silent:
- "at once" is the turn's timer (`say_seconds`, 30 by default); when it runs out the player
  could not form a sentence; the seats of `child_seats` have twice as long (ABC I);
- the players still in the game judge the sentence (an eliminated player has left the table);
  a tie keeps the sentence (it takes a majority to call it badly built), and votes not cast
  when the vote's time is up do not count;
- a sentence the referee refuses is not yet "said": the player may say another in the time;
- each turn's letters are set aside; when fewer than five are left in the bag, the letters set
  aside go back into it;
- the markers are the set's twenty (never more than 18 are taken: six players, three each);
- the score is how many players one outlasted (the winner: all the others), so the last one
  left wins and the order of elimination ranks the rest.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.verbalia.pieces.abc_options import Adaptations, child_seats, seconds
from logomachy.games.verbalia.pieces.letters import letter_set
from logomachy.games.verbalia.pieces.sentence_words import (
    copy_sharing_log,
    initials_in_order,
    missing_initial,
    read_sentence,
    show,
)
from logomachy.games.verbalia.pieces.verbigracia import situations
from logomachy.kernel import (
    Bag,
    Challenge,
    ChallengeStage,
    Event,
    Game,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Result,
    Rng,
    TieRule,
    Timer,
    TimeUp,
    register,
)

LETTERS_DRAWN = 5  # "each player draws five letters"
MARKERS = 20  # "Twenty markers"
ELIMINATED_AT = 3  # "A player is eliminated when they have three markers"
SAY_SECONDS = 30  # "They must immediately say" -- our reading of "at once"
VOTE_SECONDS = 30
RULES = "ABocagrama: rules"
JUDGING = "ABocagrama: a correctly constructed sentence"


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Say(Move):
    """Say your sentence on the five letters."""

    verb: ClassVar[str] = "say"
    sentence: str = ""


@dataclass(frozen=True)
class GiveUp(Move):
    """You cannot form a sentence: take a marker."""

    verb: ClassVar[str] = "give-up"


@dataclass(frozen=True)
class Vote(Move):
    """Is the sentence correctly constructed?"""

    verb: ClassVar[str] = "vote"
    accept: bool = True


# -- State ----------------------------------------------------------------------------------
@dataclass
class AbocagramaState:
    seats: int
    options: dict[str, Any]
    rng: Rng
    bag: Bag[str]
    aside: list[str]
    letters: list[str]
    markers: list[int]  # per seat
    supply: int = MARKERS
    turn: int = 0  # the player whose turn it is
    turn_no: int = 1
    stage: str = "say"  # say -> vote -> (next turn) ... -> over
    said: str | None = None  # the sentence being judged
    vote: Challenge | None = None
    eliminated: list[int] = field(default_factory=list)  # in order
    last: dict[str, Any] | None = None  # the last sentence's verdict, for the screen
    log: list[Event] = field(default_factory=list)

    def alive(self) -> list[int]:
        return [s for s in range(self.seats) if s not in self.eliminated]


class Abocagrama(Game[AbocagramaState]):
    meta: ClassVar[GameMeta] = GameMeta(
        id="verbalia-abocagrama",
        title="Verbàlia: ABocagrama",
        min_players=3,
        max_players=6,
        languages=("ca",),
        minutes=30,
        tags=("verbàlia", *situations("ABocagrama"), "sentences", "vote"),
        rulebook="shared/rules/verbalia.md#abocagrama",
        family="verbalia.sentences",
        summary=(
            "On your turn five letters are drawn: say at once a correctly built sentence "
            "whose words begin with them, in that order (more words allowed). The others "
            "judge it. A player who cannot takes a marker; three markers eliminate. The "
            "last player left wins."
        ),
    )
    move_types = (Say, GiveUp, Vote)
    abc = Adaptations(child_time=True)  # ABC I: a children's game (VerBigràcia, I)

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec(
                "say_seconds",
                SAY_SECONDS,
                "time to say the sentence (the rulebook: at once)",
                minimum=5,
                maximum=300,
            ),
            OptionSpec("vote_seconds", VOTE_SECONDS, "time to judge it", minimum=5, maximum=300),
            *self.abc.specs(),
        )

    # -- Preparation ----------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> AbocagramaState:
        child_seats(options, seats)  # a bad seat number is refused before the game
        state = AbocagramaState(
            seats=seats,
            options=self.abc.stored(options),
            rng=Rng.from_seed(seed, self.meta.id),
            bag=Bag(letter_set()),
            aside=[],
            letters=[],
            markers=[0] * seats,
        )
        self._draw(state)
        return state

    def _draw(self, state: AbocagramaState) -> None:
        """The player whose turn it is draws five letters, face up in the order drawn."""
        if len(state.bag) < LETTERS_DRAWN:
            state.bag.put_back(state.aside)
            state.aside = []
        state.letters = state.bag.draw(state.rng, LETTERS_DRAWN)
        state.stage = "say"
        state.log.append(
            Event(
                "draw",
                f"Seat {state.turn + 1} draws {' '.join(state.letters)}.",
                {"seat": state.turn, "letters": list(state.letters)},
            )
        )

    # -- Saying a sentence ------------------------------------------------------------------------
    def check_sentence(self, state: AbocagramaState, sentence: str) -> str:
        words = read_sentence(sentence, RULES)
        if initials_in_order(words, state.letters) is None:
            raise IllegalMove(
                f"{missing_initial(words, state.letters)}: the words must begin with "
                f"{' '.join(state.letters)}, in that order",
                rule=RULES,
            )
        return show(words)

    def _say(self, state: AbocagramaState, seat: int, move: Say) -> None:
        sentence = self.check_sentence(state, move.sentence)
        state.said = sentence
        voters = [s for s in state.alive() if s != seat]
        state.vote = Challenge(
            challenger=seat,
            defendant=seat,
            subject=sentence,
            reason="is it correctly constructed?",
            voters=voters,
            tie=TieRule.ACCEPT,  # reading: it takes a majority to call it badly built
            explanation="",
            stage=ChallengeStage.VOTE,  # the sentence speaks for itself
        )
        state.stage = "vote"
        state.log.append(
            Event("say", f"Seat {seat + 1} says: {sentence}", {"seat": seat, "sentence": sentence})
        )

    def _vote(self, state: AbocagramaState, seat: int, move: Vote) -> None:
        assert state.vote is not None
        state.vote.vote(seat, move.accept, state.rng)
        if state.vote.stage is ChallengeStage.DONE:
            self._judged(state)

    def _judged(self, state: AbocagramaState) -> None:
        vote = state.vote
        assert vote is not None and vote.accepted is not None
        yes = sum(vote.votes.values())
        no = len(vote.votes) - yes
        state.last = {
            "seat": state.turn,
            "sentence": state.said,
            "accepted": vote.accepted,
            "yes": yes,
            "no": no,
            "letters": list(state.letters),
        }
        state.log.append(
            Event(
                "judged",
                f"The sentence is {'accepted' if vote.accepted else 'rejected'}, {yes} to {no}.",
                {"seat": state.turn, "accepted": vote.accepted, "yes": yes, "no": no},
            )
        )
        if not vote.accepted:
            self._take_marker(state, "the sentence is not correctly constructed")
        self._next_turn(state)

    def _failed(self, state: AbocagramaState, why: str) -> None:
        state.last = {
            "seat": state.turn,
            "sentence": None,
            "accepted": False,
            "yes": 0,
            "no": 0,
            "letters": list(state.letters),
        }
        self._take_marker(state, why)
        self._next_turn(state)

    # -- Markers, elimination --------------------------------------------------------------------
    def _take_marker(self, state: AbocagramaState, why: str) -> None:
        seat = state.turn
        state.markers[seat] += 1
        state.supply -= 1
        state.log.append(
            Event(
                "marker",
                f"Seat {seat + 1} takes a marker ({state.markers[seat]}): {why}.",
                {"seat": seat, "markers": state.markers[seat], "why": why},
            )
        )
        if state.markers[seat] >= ELIMINATED_AT:
            state.eliminated.append(seat)
            state.log.append(Event("eliminated", f"Seat {seat + 1} is eliminated.", {"seat": seat}))

    def _next_turn(self, state: AbocagramaState) -> None:
        state.aside.extend(state.letters)
        state.letters = []
        state.said = None
        state.vote = None
        alive = state.alive()
        if len(alive) <= 1:
            state.stage = "over"
            if alive:
                state.log.append(
                    Event(
                        "winner", f"Seat {alive[0] + 1} is the last one left.", {"seat": alive[0]}
                    )
                )
            return
        state.turn = next(
            s
            for s in ((state.turn + i) % state.seats for i in range(1, state.seats + 1))
            if s in alive
        )
        state.turn_no += 1
        self._draw(state)

    def copy_state(self, state: AbocagramaState) -> AbocagramaState:
        return copy_sharing_log(state)

    # -- Dispatch ---------------------------------------------------------------------------------
    def to_act(self, state: AbocagramaState) -> list[int]:
        if state.stage == "say":
            return [state.turn]
        if state.stage == "vote" and state.vote is not None:
            return state.vote.waiting()
        return []

    def timer(self, state: AbocagramaState) -> Timer | None:
        if state.stage == "say":
            base = state.options["say_seconds"]
            return Timer(f"t{state.turn_no}:say", seconds(state.options, state.turn, base), "say")
        if state.stage == "vote":
            return Timer(f"t{state.turn_no}:vote", state.options["vote_seconds"], "vote")
        return None

    def perform(self, state: AbocagramaState, seat: int | None, move: Move) -> None:
        if isinstance(move, TimeUp):
            timer = self.timer(state)
            if timer is None or timer.key != move.timer:
                raise IllegalMove("that timer is not running", rule="timer")
            if state.stage == "say":
                self._failed(state, "no sentence in time")
            else:
                assert state.vote is not None
                state.vote.time_up(state.rng)
                self._judged(state)
            return
        if seat is None or not 0 <= seat < state.seats:
            raise IllegalMove("a move needs a seat at this table", rule="players")
        if isinstance(move, Say | GiveUp):
            if state.stage != "say" or seat != state.turn:
                raise IllegalMove("it is not your turn to say a sentence", rule=RULES)
            if isinstance(move, Say):
                self._say(state, seat, move)
            else:
                self._failed(state, "could not form a sentence")
        elif isinstance(move, Vote):
            if state.stage != "vote":
                raise IllegalMove("there is no sentence to judge", rule=JUDGING)
            if seat == state.turn:
                raise IllegalMove("the others judge your sentence", rule=JUDGING)
            self._vote(state, seat, move)

    def is_over(self, state: AbocagramaState) -> bool:
        return state.stage == "over"

    def score_sheet(self, state: AbocagramaState, seat: int) -> dict[str, int]:
        out = len(state.eliminated)
        outlasted = state.eliminated.index(seat) if seat in state.eliminated else out
        return {"players outlasted": outlasted}

    def result(self, state: AbocagramaState) -> Result:
        sheets = tuple(self.score_sheet(state, s) for s in range(state.seats))
        scores = tuple(sum(sheet.values()) for sheet in sheets)
        best = max(scores)
        return Result(scores, sheets, tuple(s for s in range(state.seats) if scores[s] == best))

    # -- Views ------------------------------------------------------------------------------------
    def view(self, state: AbocagramaState, seat: int | None) -> dict[str, Any]:
        timer = self.timer(state)
        result = self.result(state)
        vote = state.vote
        return {
            "game": self.meta.id,
            "lang": "ca",
            "stage": state.stage,
            "turn": state.turn,
            "letters": list(state.letters),
            "markers": list(state.markers),
            "eliminated_at": ELIMINATED_AT,
            "eliminated": list(state.eliminated),
            "supply": state.supply,
            "said": state.said,
            "voting": None
            if vote is None
            else {"voters": list(vote.voters), "voted": sorted(vote.votes)},
            "last": state.last,
            "scores": list(result.scores),
            "to_act": self.to_act(state),
            "timer": None
            if timer is None
            else {"key": timer.key, "seconds": timer.seconds, "label": timer.label},
            "you": None
            if seat is None
            else {
                "seat": seat,
                "to_act": seat in self.to_act(state),
                "vote": None if vote is None else vote.votes.get(seat),
            },
            "result": {
                "scores": list(result.scores),
                "winners": list(result.winners),
                "breakdown": [dict(b) for b in result.breakdown],
            }
            if state.stage == "over"
            else None,
        }

    def parse_move(self, state: AbocagramaState, seat: int, text: str) -> Move:
        verb, _, rest = text.strip().partition(" ")
        verb = verb.lower()
        if verb in ("give-up", "pass"):
            return GiveUp()
        if verb == "vote":
            return Vote(rest.strip().lower() in ("yes", "y", "si", "sí", "true", "1"))
        if verb in ("yes", "no"):
            return Vote(verb == "yes")
        if verb == "say":
            return Say(rest)
        return Say(text.strip())

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: AbocagramaState) -> list[str]:
        problems = []
        if sorted(state.bag.pieces + state.aside + state.letters) != sorted(letter_set()):
            problems.append("the 200 letters are not conserved")
        if state.supply + sum(state.markers) != MARKERS or state.supply < 0:
            problems.append("the twenty markers are not conserved")
        if any(m > ELIMINATED_AT for m in state.markers):
            problems.append("a player holds more than three markers")
        if sorted(state.eliminated) != [s for s in range(state.seats) if state.markers[s] >= 3]:
            problems.append("eliminated players and markers disagree")
        return problems


GAME = register(Abocagrama())
