"""ABocagrama (rulebook: shared/rules/verbalia.md, ABocagrama; 3-6 players, 30 minutes).

All the letters are in the bag. On each turn a player draws five letters and lays them face up
in the order drawn, and must at once say a correctly constructed sentence with words
beginning with those letters, in that order (it may have more than five words). A player who
cannot form a sentence takes a marker; three markers eliminate a player. The last player left
wins.

Flow of a turn (`spoken.SpokenSentenceGame`): the letters are drawn → `say` a sentence (the
turn's timer: "at once") or `give-up` → the referee checks what a rule decides (every word a
good word or a particle, initials in order: `pieces/sentence_words`) and refuses with the
reason, so the player may say it again while the time lasts → the others `vote` whether it is
correctly constructed → a rejected sentence, a give-up or the time running out takes a
marker.

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

from logomachy.games.log import note
from logomachy.games.verbalia.pieces.abc_options import Adaptations, child_seats
from logomachy.games.verbalia.pieces.adeu import Mistake, still_in
from logomachy.games.verbalia.pieces.adeu import result as adeu_result
from logomachy.games.verbalia.pieces.letters import letter_set, letters_conserved
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.sentence_words import sentence_on_initials
from logomachy.games.verbalia.sentences.spoken import (
    VOTE_OPTION,
    Say,
    SpokenSentenceGame,
    SpokenState,
)
from logomachy.kernel import Bag, GameMeta, IllegalMove, OptionSpec, Result, Rng, register

LETTERS_DRAWN = 5  # "each player draws five letters"
MARKERS = 20  # "Twenty markers"
ELIMINATED_AT = 3  # "A player is eliminated when they have three markers"
SAY_SECONDS = 30  # "They must immediately say" -- our reading of "at once"
RULES = "ABocagrama: rules"
JUDGING_RULE = "ABocagrama: a correctly constructed sentence"
# Why a marker is taken (the marker line's `why`, a code its template says in words).
COULD_NOT = Mistake("gave-up", IllegalMove.of("could not form a sentence"))
NOT_CONSTRUCTED = Mistake("rejected", IllegalMove.of("the sentence is not correctly constructed"))


# -- State ----------------------------------------------------------------------------------
@dataclass
class AbocagramaState(SpokenState):
    bag: Bag[str]
    aside: list[str]
    letters: list[str]
    markers: list[int]  # per seat
    supply: int = MARKERS
    eliminated: list[int] = field(default_factory=list)  # in order

    def alive(self) -> list[int]:
        return still_in(self.seats, self.eliminated)


class Abocagrama(SpokenSentenceGame[AbocagramaState]):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "ABocagrama",
        id="verbalia-abocagrama",
        family="sentences",
        minutes=30,
        players=(3, 6),
        tags=("sentences", "vote"),
        summary=(
            "On your turn five letters are drawn: say at once a correctly built sentence "
            "whose words begin with them, in that order (more words allowed). The others "
            "judge it. A player who cannot takes a marker; three markers eliminate. The "
            "last player left wins."
        ),
    )
    RULES = RULES
    JUDGING_RULE = JUDGING_RULE
    GAVE_UP = COULD_NOT
    abc = Adaptations(child_time=True)  # ABC I: a children's game (VerBigràcia, I)

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec.seconds(
                "say_seconds",
                SAY_SECONDS,
                "time to say the sentence (the rulebook: at once)",
                minimum=5,
                maximum=300,
            ),
            VOTE_OPTION,
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
        note(
            state,
            "draw",
            f"Seat {state.turn + 1} draws {' '.join(state.letters)}.",
            seat=state.turn,
            letters=list(state.letters),
        )

    # -- Saying a sentence ------------------------------------------------------------------------
    def say(self, state: AbocagramaState, seat: int, move: Say) -> None:
        state.said = sentence_on_initials(move.sentence, state.letters, RULES)
        self.open_vote(state, seat, "is it correctly constructed?")
        note(state, "say", f"Seat {seat + 1} says: {state.said}", seat=seat, sentence=state.said)

    def judged(self, state: AbocagramaState, yes: int, no: int) -> None:
        assert state.vote is not None
        self._turn_ends(state, yes, no, None if state.vote.accepted else NOT_CONSTRUCTED)

    def failed(self, state: AbocagramaState, why: Mistake) -> None:
        self._turn_ends(state, 0, 0, why)

    def _turn_ends(self, state: AbocagramaState, yes: int, no: int, why: Mistake | None) -> None:
        """The verdict for the screen (the sentence judged, if one was said); a sentence not
        formed (`why`) takes a marker; then the next player's turn."""
        state.last = {
            "seat": state.turn,
            "sentence": state.said,
            "accepted": why is None,
            "yes": yes,
            "no": no,
            "letters": list(state.letters),
        }
        if why is not None:
            self._take_marker(state, why)
        self._next_turn(state)

    # -- Markers, elimination --------------------------------------------------------------------
    def _take_marker(self, state: AbocagramaState, why: Mistake) -> None:
        seat = state.turn
        state.markers[seat] += 1
        state.supply -= 1
        note(
            state,
            "marker",
            f"Seat {seat + 1} takes a marker ({state.markers[seat]}): {why.said.reason}.",
            seat=seat,
            markers=state.markers[seat],
            why=why.why,
        )
        if state.markers[seat] >= ELIMINATED_AT:
            state.eliminated.append(seat)
            note(state, "eliminated", f"Seat {seat + 1} is eliminated.", seat=seat)

    def _next_turn(self, state: AbocagramaState) -> None:
        state.aside.extend(state.letters)
        state.letters = []
        state.said = None
        state.vote = None
        alive = state.alive()
        if len(alive) <= 1:
            state.stage = "over"
            if alive:
                note(state, "winner", f"Seat {alive[0] + 1} is the last one left.", seat=alive[0])
            return
        self.pass_turn(state)
        self._draw(state)

    def result(self, state: AbocagramaState) -> Result:
        """Players outlasted, as in the games of ADÉU (`adeu.result`)."""
        return adeu_result(state.seats, state.eliminated)

    # -- Views ------------------------------------------------------------------------------------
    def table_view(self, state: AbocagramaState, seat: int | None) -> dict[str, Any]:
        return {
            "lang": "ca",
            "letters": list(state.letters),
            "markers": list(state.markers),
            "eliminated_at": ELIMINATED_AT,
            "eliminated": list(state.eliminated),
            "supply": state.supply,
            "scores": list(self.result(state).scores),
            **self.spoken_view(state, seat),
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: AbocagramaState) -> list[str]:
        problems = letters_conserved(state.bag.pieces + state.aside + state.letters)
        if state.supply + sum(state.markers) != MARKERS or state.supply < 0:
            problems.append("the twenty markers are not conserved")
        if any(m > ELIMINATED_AT for m in state.markers):
            problems.append("a player holds more than three markers")
        if sorted(state.eliminated) != [s for s in range(state.seats) if state.markers[s] >= 3]:
            problems.append("eliminated players and markers disagree")
        return problems


GAME = register(Abocagrama())
