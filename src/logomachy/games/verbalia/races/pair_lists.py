"""Verbàlia's syllable lists: the races' two syllables, written down for a minute instead of
said (rulebook: Grafosíl·laB, Bigrafosíl·laB). The round is `lists.ListGame`'s (write at
once, `done`, the timer, read out); the syllables, the shape of the words and the referee's
checks are the races' (`engine.TwoSyllables`).

Scoring, both games: "as many [markers | points] as the number of words they have written,
plus one more for each word that nobody else has written": a word nobody else wrote scores 2,
one another player wrote too scores 1 (it is not cancelled). The first to reach the target
wins (Grafosíl·laB 25 markers; Bigrafosíl·laB "the agreed number of points, for example 50").

Readings (beside the races' on drawing, sides and letters, and the lists' on writing):
- each round draws two new syllables; a pair of which no word can be made goes back into the
  bag and two more are drawn (the referee knows from the dictionary); the round's pair is set
  aside, and mixed back in when the bag runs low;
- the referee refuses at once, and tells only the writer, a word that is not of the shape or
  not in the dictionary (it would score nothing when read out);
- two words are "the same" when they have the same letters (accents do not count, ABC N);
- when several players reach the target in the same round, the most points wins; a tie is
  shared; the target is a table option (`target`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.verbalia.lists.engine import Entry, ListGame, ListState, NotedEntry
from logomachy.games.verbalia.pieces.syllables import TOTAL_TILES, syllable_tiles
from logomachy.games.verbalia.races.engine import TwoSyllables
from logomachy.kernel import OptionSpec, Rng

WRITE_SECONDS = 60  # "For one minute, everyone writes words"
WRITTEN = 1  # "as many as the number of words they have written"
NOBODY_ELSE = 1  # "plus one more for each word that nobody else has written"


@dataclass
class PairListState(ListState):
    bag: list[int] = field(default_factory=list)  # tile numbers
    middle: list[tuple[int, int]] = field(default_factory=list)  # (tile, side up)
    aside: list[int] = field(default_factory=list)


class PairListGame(TwoSyllables, ListGame[PairListState]):
    """A game of the kind: `meta`, `section`, `shape`, `division` (rule P holds unless the
    players agree otherwise), `target_default` and the word for what is scored (`scored`)."""

    target_default: ClassVar[int]
    scored: ClassVar[str] = "points"
    write_seconds = WRITE_SECONDS
    write_help = "time to write words (the rulebook: one minute)"

    def extra_options(self) -> tuple[OptionSpec, ...]:
        target = OptionSpec(
            "target",
            self.target_default,
            f"{self.scored} that win the game",
            minimum=5,
            maximum=500,
        )
        return (target, *self.division_options())

    # -- Preparation -------------------------------------------------------------------------
    def new_state(self, seats: int, options: dict[str, Any], rng: Rng) -> PairListState:
        state = PairListState(seats, options, rng, bag=[t.number for t in syllable_tiles()])
        rng.shuffle(state.bag)
        return state

    def deal(self, state: PairListState) -> None:
        """The last round's syllables are set aside and two more are drawn."""
        self.draw_middle(state)

    def round_text(self, state: PairListState) -> str:
        a, b = self.syllables(state)
        return f"Round {state.round}: {a} and {b} are in the middle; write your words."

    # -- Writing -----------------------------------------------------------------------------
    def check_word(self, state: PairListState, word: str) -> str:
        return self.check_shape(state, word, self.rule)

    # -- Scoring -----------------------------------------------------------------------------
    def points(self, state: PairListState, word: str) -> int:
        return WRITTEN + NOBODY_ELSE

    def shared(self, state: PairListState, word: str, writers: int) -> Entry:
        return NotedEntry(word, WRITTEN, False, "another player wrote it too")

    def game_over(self, state: PairListState) -> bool:
        return max(self.result(state).scores) >= int(state.options["target"])

    def rounds(self, state: PairListState) -> int | None:
        return None  # until someone reaches the target

    # -- Views and checks --------------------------------------------------------------------
    def extra_view(self, state: PairListState, seat: int | None) -> dict[str, Any]:
        return {
            **self.middle_view(state),
            "target": state.options["target"],
            "scored": self.scored,
        }

    def invariants(self, state: PairListState) -> list[str]:
        problems = super().invariants(state)
        tiles = sorted(state.bag + state.aside + [n for n, _ in state.middle])
        if tiles != list(range(TOTAL_TILES)):
            problems.append("the 136 syllable tiles are not conserved")
        return problems
