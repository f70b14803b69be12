"""Vestengrama (rulebook: shared/rules/verbalia.md, Vestengrama; 2-6 players, 30 minutes).

The vowels go in one bag, the consonants in another; five letters lie face up in each region
of the country but the maritime one: two vowels and three consonants, or two consonants and
three vowels. All players play at once: for one minute each thinks of the longest word that
ends in the maritime region (at least four letters, starting in any region, letters from
adjacent regions, a region entered again if need be, no letter taken twice; the maritime
region's wildcard is worth any letter). When the time is up the words are said: the longest
wins the play, a tie goes to the word first in alphabetical order, and it scores by its
length (4 letters 1 ... 10 or more 25). Its letters are removed. Play continues until the
players believe no word is left, five plays at most a round; then all the letters return to
the bags and new ones are drawn. As many rounds as players; most points wins.

Readings where the rulebook is silent (the shared ones of words to the sea: `engine.py`):
- the players "believe there are no more words" when nobody proposes a word in a play (each
  passes, or the minute runs out): the round ends;
- the referee refuses at once a word it would never let win (not in the dictionary, or not
  readable to the sea on the letters left), and says why; only its writer sees it;
- a proposal may be changed until the minute is up; when everyone has proposed (or passed) the
  words are said at once;
- "alphabetical order" is Catalan dictionary order (Ç as C, accents as their base letters,
  L·L as LL; `lexicon.rules.ca.collation_key`), not the order of code points;
- the same word proposed by two players (a tie no alphabet breaks) goes to the one who
  proposed it first;
- while the minute runs the others see that you have a word, not which;
- ties for the most points share victory, as the rulebook names no tie-break.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.coast.engine import (
    Journey,
    SeaRounds,
    SeaTable,
    WordToSea,
    all_at_once,
    alphabetical_key,
    child_seconds,
    coast_meta,
    journey_view,
    not_passed,
    opened,
    points,
    remove_letters,
    sea_problems,
    sealed_secrets,
    sealed_stage,
)
from logomachy.kernel import (
    Pass,
    Stage,
    Submissions,
    grows,
    register,
)

RULES = "Vestengrama: rules"
PLAY_SECONDS = 60  # "For one minute"
MOST_PLAYS = 5  # "At most five plays are made in a round"
FEWER, MORE = 2, 3  # "two vowels and three consonants, or two consonants and three vowels"


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Propose(WordToSea):
    """Propose your word for this play."""

    verb: ClassVar[str] = "propose"


# -- State ----------------------------------------------------------------------------------
@dataclass
class Play:
    """A play once the words are said."""

    round: int
    number: int
    proposals: dict[int, Journey]
    winner: int | None
    points: int


@dataclass
class VestengramaState(SeaTable):
    play: int = 1
    phase: Submissions[Journey] | None = None
    plays: list[Play] = grows()


class Vestengrama(SeaRounds[VestengramaState]):
    meta = coast_meta(
        "Vestengrama",
        minutes=30,
        tags=("simultaneous", "board"),
        summary=(
            "Five letters in every region of Verbàlia. All at once, in one minute, find the "
            "longest word that ends in the maritime region (its wildcard is any letter), "
            "read along adjacent regions. The longest word wins the play and scores 4 "
            "letters 1, 5: 2, 6: 4, 7: 7, 8: 10, 9: 15, 10 or more: 25; its letters are "
            "removed. Five plays a round, as many rounds as players."
        ),
    )
    move_types = (Propose, Pass)
    state_type, rule, fewer, more = VestengramaState, RULES, FEWER, MORE

    table_options = (child_seconds("play_seconds", PLAY_SECONDS, "time to find a word each play"),)

    # -- A round, a play ---------------------------------------------------------------------------
    def open_round(self, state: VestengramaState) -> None:
        """Five letters in each region: the first play."""
        state.play = 1
        note(
            state,
            "round",
            f"Round {state.round}: five letters in each region of the country.",
            round=state.round,
        )
        self._open_play(state)

    def _open_play(self, state: VestengramaState) -> None:
        seconds = state.options["play_seconds"]
        state.phase = all_at_once(RULES, seconds, state.seats, f"r{state.round}p{state.play}")

    def _propose(self, state: VestengramaState, seat: int, move: Propose) -> None:
        phase = opened(state.phase)
        not_passed(phase, seat, RULES)
        phase.submit(seat, self.check_word(state, move.word, move.regions))

    # -- Saying the words, scoring -----------------------------------------------------------------
    def _say_words(self, state: VestengramaState) -> None:
        """The longest word wins the play; a tie, the first in alphabetical order (the same
        word twice: the first proposed). Its letters are removed."""
        phase = opened(state.phase)
        proposals = {seat: phase.entries[seat] for seat in phase.order}
        if not proposals:
            state.plays.append(Play(state.round, state.play, {}, None, 0))
            note(
                state,
                "no-word",
                f"Play {state.play}: nobody proposes a word; the round ends.",
                play=state.play,
            )
            self.end_round(state)
            return
        arrival = {seat: i for i, seat in enumerate(phase.order)}
        winner = min(
            proposals,
            key=lambda s: (-proposals[s].letters, alphabetical_key(proposals[s]), arrival[s]),
        )
        won = proposals[winner]
        scored = points(won.letters)
        state.plays.append(Play(state.round, state.play, proposals, winner, scored))
        state.aside.extend(remove_letters(state.contents, won))
        note(
            state,
            "play",
            f"Play {state.play}: seat {winner + 1} wins with {won.word} "
            f"({won.letters} letters, {scored} points).",
            play=state.play,
            seat=winner,
            word=won.word,
            letters=won.letters,
            points=scored,
            words=[proposals[s].word for s in phase.order],
        )
        if state.play >= MOST_PLAYS:
            self.end_round(state)
            return
        state.play += 1
        self._open_play(state)

    def end_round(self, state: VestengramaState, why: str = "") -> None:
        state.phase = None
        super().end_round(state, why)

    # -- The stage ---------------------------------------------------------------------------------
    def stage(self, state: VestengramaState) -> Stage | None:
        """All at once, within the minute, each player proposes a word or passes (they believe
        there is no word left); a proposal may be changed until the words are said, when
        everyone has proposed or passed or the minute is up."""
        if state.over or state.phase is None:
            return None
        return sealed_stage("play", state.phase, {Propose: self._propose}, RULES, self._say_words)

    def round_points(self, state: VestengramaState, seat: int) -> list[tuple[int, int]]:
        return [(p.round, p.points) for p in state.plays if p.winner == seat]

    # -- Views -------------------------------------------------------------------------------------
    def table_view(self, state: VestengramaState, seat: int | None) -> dict[str, Any]:
        phase = state.phase
        last = state.plays[-1] if state.plays else None
        mine = phase.entries.get(seat) if phase is not None and seat is not None else None
        return {
            **self.sea_view(state),
            "play": state.play,
            "plays": MOST_PLAYS,
            "proposing": [
                {
                    "seat": s,
                    "proposed": phase is not None and s in phase.entries,
                    "passed": phase is not None and s in phase.passed,
                }
                for s in range(state.seats)
            ],
            "last_play": None
            if last is None
            else {
                "round": last.round,
                "play": last.number,
                "winner": last.winner,
                "points": last.points,
                "words": [{"seat": s, **journey_view(j)} for s, j in last.proposals.items()],
            },
            "you": None
            if seat is None
            else {
                "proposal": None
                if mine is None
                else {"word": mine.word, "regions": list(mine.regions)},
                "passed": phase is not None and seat in phase.passed,
            },
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: VestengramaState) -> list[str]:
        problems = sea_problems(state)
        if any(p.winner is None and p.proposals for p in state.plays):
            problems.append("a play with words has no winner")
        return problems

    def secrets(self, state: VestengramaState) -> dict[int, set[str]]:
        """While the minute runs each proposal is its player's; words said before are public."""
        said = {j.word for p in state.plays for j in p.proposals.values()}
        return sealed_secrets(state.phase, lambda j: j.word, said)


GAME = register(Vestengrama())
