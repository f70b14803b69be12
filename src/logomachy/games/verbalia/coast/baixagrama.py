"""Baixagrama (rulebook: shared/rules/verbalia.md, Baixagrama; 2-5 players, 45 minutes).

The vowels go in one bag, the consonants in another; seven letters lie face up in each region
of the country but the maritime one: four vowels and three consonants, or four consonants and
three vowels. On their turn a player has one minute to form the longest word they can that
ends in the maritime region (at least four letters, starting in any region, letters from
adjacent regions, a region entered again if need be, no letter taken twice; the maritime
region's wildcard is worth any letter). The word scores by its length (4 letters 1 ... 10 or
more 25), its letters are removed, and the turn passes to the left. Play continues until all
players have been able to form a word; then the letters return to the bags and a new round
begins with the player to the left of the previous round's first. As many rounds as players;
most points wins.

Readings where the rulebook is silent (the shared ones of words to the sea: `engine.py`):
- "until all players have been able to form a word": each player forms one word a round; the
  turn skips those who have; a player who finds none (passes, or the minute runs out) keeps
  their chance for the next time round;
- when every player still without a word has failed once in a row since the last word formed,
  none is left for them: the round ends;
- the referee refuses at once a word that is not in the dictionary or cannot be read to the
  sea on the letters left, and says why; the player may try again within the minute;
- the first player is seat 1 (the table seats whoever it chose first); ties for the most
  points share victory, as the rulebook names no tie-break.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.coast.engine import (
    Journey,
    SeaRounds,
    SeaTable,
    WordToSea,
    child_seconds,
    coast_meta,
    journey_view,
    no_word_event,
    points,
    remove_letters,
    sea_problems,
)
from logomachy.games.verbalia.pieces.timed_turns import timed_turn
from logomachy.kernel import Pass, Stage, grows, register

RULES = "Baixagrama: rules"
TURN_SECONDS = 60  # "within one minute"
FEWER, MORE = 3, 4  # "four vowels and three consonants, or four consonants and three vowels"


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Form(WordToSea):
    """Form a word to the sea on your turn."""

    verb: ClassVar[str] = "form"


# -- State ----------------------------------------------------------------------------------
@dataclass
class Formed:
    """A word formed on a turn."""

    round: int
    seat: int
    journey: Journey
    points: int


@dataclass
class BaixagramaState(SeaTable):
    starter: int = 0
    turn: int = 0
    turns: int = 0  # turns played this round (names the turn's timer)
    formed: list[bool] = field(default_factory=list)  # who has formed a word this round
    failures: int = 0  # turns without a word since the last word formed
    words: list[Formed] = grows()


class Baixagrama(SeaRounds[BaixagramaState]):
    meta = coast_meta(
        "Baixagrama",
        players=(2, 5),
        minutes=45,
        tags=("board",),
        summary=(
            "Seven letters in every region of Verbàlia. On your turn, in one minute, form the "
            "longest word you can that ends in the maritime region (its wildcard is any "
            "letter), read along adjacent regions: 4 letters 1, 5: 2, 6: 4, 7: 7, 8: 10, "
            "9: 15, 10 or more: 25; its letters are removed. A round lasts until everyone has "
            "formed a word; as many rounds as players."
        ),
    )
    move_types = (Form, Pass)
    state_type, rule, fewer, more = BaixagramaState, RULES, FEWER, MORE

    table_options = (
        child_seconds("turn_seconds", TURN_SECONDS, "time to form a word on your turn"),
    )

    # -- A round ----------------------------------------------------------------------------------
    def open_round(self, state: BaixagramaState) -> None:
        """Seven letters in each region; the player to the left of the last round's first
        starts."""
        state.starter = state.turn = (state.round - 1) % state.seats
        state.turns = 0
        state.failures = 0
        state.formed = [False] * state.seats
        note(
            state,
            "round",
            f"Round {state.round}: seven letters in each region; seat {state.starter + 1} starts.",
            round=state.round,
            seat=state.starter,
        )

    # -- A turn ------------------------------------------------------------------------------------
    def _form(self, state: BaixagramaState, seat: int, move: Form) -> None:
        journey = self.check_word(state, move.word, move.regions)
        scored = points(journey.letters)
        state.aside.extend(remove_letters(state.contents, journey))
        state.words.append(Formed(state.round, seat, journey, scored))
        state.formed[seat] = True
        state.failures = 0
        note(
            state,
            "word",
            f"Seat {seat + 1} forms {journey.word} ({journey.letters} letters, {scored} points).",
            seat=seat,
            word=journey.word,
            letters=journey.letters,
            points=scored,
        )
        self._next_turn(state)

    def _no_word(self, state: BaixagramaState, timed_out: bool) -> None:
        """The player passes or the minute is up: the turn passes, and their chance comes
        round again."""
        state.failures += 1
        state.log.append(no_word_event(state.turn, "forms", timed_out))
        self._next_turn(state)

    def _next_turn(self, state: BaixagramaState) -> None:
        """The turn passes to the left, to the next player still without a word."""
        waiting = state.formed.count(False)
        if waiting == 0:
            self.end_round(state, "every player has formed a word")
            return
        if state.failures >= waiting:
            # Reading: each player still without a word has failed since the last one.
            self.end_round(state, "no player still without a word can form one")
            return
        state.turns += 1
        seat = (state.turn + 1) % state.seats
        while state.formed[seat]:
            seat = (seat + 1) % state.seats
        state.turn = seat

    # -- The stage ---------------------------------------------------------------------------------
    def stage(self, state: BaixagramaState) -> Stage | None:
        """On their turn a player has one minute to form a word or pass."""
        if state.over:
            return None
        return timed_turn(
            state,
            {Form: self._form, Pass: lambda st, seat, move: self._no_word(st, timed_out=False)},
            RULES,
            lambda st: self._no_word(st, timed_out=True),
        )

    def round_points(self, state: BaixagramaState, seat: int) -> list[tuple[int, int]]:
        return [(w.round, w.points) for w in state.words if w.seat == seat]

    # -- Views -------------------------------------------------------------------------------------
    def table_view(self, state: BaixagramaState, seat: int | None) -> dict[str, Any]:
        return {
            **self.sea_view(state),
            "starter": state.starter,
            "turn": None if state.over else state.turn,
            "formed": list(state.formed),
            "words": [
                {"seat": w.seat, **journey_view(w.journey), "points": w.points}
                for w in state.words
                if w.round == state.round
            ],
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: BaixagramaState) -> list[str]:
        problems = sea_problems(state)
        for s in range(state.seats):
            mine = [w for w in state.words if w.round == state.round and w.seat == s]
            if not state.over and len(mine) != int(state.formed[s]):
                problems.append(f"seat {s + 1} formed {len(mine)} words this round")
        return problems


GAME = register(Baixagrama())
