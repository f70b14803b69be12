"""DoBlograma (rulebook: shared/rules/verbalia.md, DoBlograma; 1-8 players, 30 minutes).

All the letters are scattered face up in the middle of the table; everyone plays at once. In
the first play a player proposes a letter and sets it apart; for thirty seconds everyone
writes the longest word they can that holds that letter only once, and scores a point a
letter. The player who wrote the longest word takes a second letter identical to the first and
one more letter from their word, different from them (a tie: of the tied, the one closest on
the left of the player who took the last letter chooses). Now the word must hold the first
letter exactly twice and the other letter at least once; and so on while anyone writes a valid
word. Then the player to the left of the round's first player chooses a new letter and a new
round begins. As many rounds as players; most points wins.

The plays are `lists.ListGame`'s rounds (write one word, read out, score); this module adds
the choice of the round's letter (`choose`) and of the next letter (`take`) between plays.

Readings where the rulebook is silent (each tested in tests/games/verbalia/test_doblograma.py):
- the round's letter is chosen by the round's first player (seat 1 first), as the example and
  the new-round rule say ("Albert chooses an A"; "chooses a new letter"); if their time runs
  out, one is drawn at random from the table (the first play's "draws a letter at random");
- the letter taken from the word must be one the plays do not ask for yet ("one more letter":
  a new condition); a word with none left on the table gives only the identical letter; the
  taker's time running out takes one at random;
- the letters are tiles of the table: when no tile identical to the first is left, the round
  ends; a word is measured in tiles (NY and QU one letter, ABC L; accents do not count, N);
- "closest on the left": clockwise (seat numbers increase clockwise) from the seat after the
  player who took the last letter (the chooser, in a round's first play);
- two players may write the same word (nothing cancels); a player who writes nothing (or a
  refused word) scores nothing in that play; ties share victory.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.lists.engine import Done, Entry, ListGame, ListState, Write
from logomachy.games.verbalia.pieces.drawn import dictionary_word, holds
from logomachy.games.verbalia.pieces.letters import letter_set, letters_conserved
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.plaza import tiles_of
from logomachy.kernel import (
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Rng,
    Stage,
    Timer,
    clockwise_from,
    register,
)

WRITE_SECONDS = 30  # "for thirty seconds"
CHOOSE_SECONDS = 30  # Reading: as long as a play, to choose or take a letter
RULES = "DoBlograma: rules"


@dataclass(frozen=True)
class Choose(Move):
    """Propose the round's letter (one of the letters on the table)."""

    verb: ClassVar[str] = "choose"
    letter: str = ""


@dataclass(frozen=True)
class Take(Move):
    """Take one more letter from your word (empty: your word has none to give)."""

    verb: ClassVar[str] = "take"
    letter: str = ""


@dataclass
class DoBlogramaState(ListState):
    table: list[str] = field(default_factory=list)  # the letters face up in the middle
    apart: list[str] = field(default_factory=list)  # the letters set apart by the plays
    stage: str = "choose"  # choose -> write -> (take -> write)* -> choose (a new round)
    chooser: int = 0  # who chooses or takes now; then "the player who took the last letter"
    starter: int = 0  # the round's first player
    set: int = 1  # the round (the plays are ListGame's rounds)
    letter: str = ""  # the proposed letter
    times: int = 0  # how many times the word must hold it
    others: list[str] = field(default_factory=list)  # the letters taken from words
    word: str = ""  # the longest word of the last play (the taker's)
    play_sets: list[int] = field(default_factory=list)  # the round of each play read out
    finished: bool = False


class DoBlograma(ListGame[DoBlogramaState]):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "DoBlograma",
        id="verbalia-doblograma",
        family="lists",
        minutes=30,
        tags=("simultaneous", "letters"),
        players=(1, 8),
        summary=(
            "A letter is proposed. For thirty seconds everyone writes the longest word holding "
            "it once, a point a letter. The longest word's writer adds a second such letter and "
            "one from their word: now it must be held exactly twice, and the other too; and so "
            "on while anyone finds a word. As many rounds as players; most points wins."
        ),
    )
    section = "DoBlograma"
    write_seconds = WRITE_SECONDS
    write_help = "time to write your word in each play"
    one_word = True
    move_types = (Write, Done, Choose, Take)

    def extra_options(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec(
                "choose_seconds",
                CHOOSE_SECONDS,
                "time to choose or take a letter",
                minimum=5,
                maximum=300,
            ),
        )

    # -- Preparation ------------------------------------------------------------------------------
    def new_state(self, seats: int, options: dict[str, Any], rng: Rng) -> DoBlogramaState:
        return DoBlogramaState(seats, options, rng, table=letter_set())

    def deal(self, state: DoBlogramaState) -> None:
        """Nothing is dealt: the letters lie on the table; a play starts once a letter is
        chosen or taken."""

    def round_text(self, state: DoBlogramaState) -> str:
        return f"Play {state.round}."

    # -- Choosing and taking letters --------------------------------------------------------------
    def _choose(self, state: DoBlogramaState, seat: int, move: Choose) -> None:
        tile = move.letter.strip().upper()
        if tile not in state.table:
            if not tile:
                raise IllegalMove.of("choose a letter on the table", rule=RULES)
            raise IllegalMove.of(
                "there is no {letter} letter on the table", rule=RULES, letter=tile
            )
        state.table.remove(tile)
        state.apart.append(tile)
        state.letter, state.times, state.others = tile, 1, []
        state.stage = "write"
        note(
            state,
            "choose",
            f"Seat {seat + 1} proposes {tile}: the longest word holding it once.",
            seat=seat,
            letter=tile,
        )

    def take_options(self, state: DoBlogramaState) -> list[str]:
        """The letters the taker may take from their word: not asked for yet, on the table."""
        tiles = (tiles_of(state.word) or ()) if state.stage == "take" else ()
        asked = {state.letter, *state.others}
        return sorted({t for t in tiles if t not in asked and t in state.table})

    def _take(self, state: DoBlogramaState, seat: int, move: Take) -> None:
        options = self.take_options(state)
        tile = move.letter.strip().upper()
        if options and tile not in options:
            raise IllegalMove.of(
                "take one of {choices}: a letter of your word not asked for yet",
                rule=RULES,
                choices=options,
            )
        if not options and tile:
            raise IllegalMove.of("your word has no other letter left on the table", rule=RULES)
        state.table.remove(state.letter)
        state.apart.append(state.letter)
        state.times += 1
        if tile:
            state.table.remove(tile)
            state.apart.append(tile)
            state.others.append(tile)
        state.stage = "write"
        also = f" and {', '.join(state.others)}" if state.others else ""
        note(
            state,
            "take",
            f"Seat {seat + 1} takes {state.letter}{' and ' + tile if tile else ''}: "
            f"now {state.letter} exactly {state.times} times{also}.",
            seat=seat,
            letter=state.letter,
            taken=tile,
            times=state.times,
        )

    # -- Writing ----------------------------------------------------------------------------------
    def check_word(self, state: DoBlogramaState, word: str) -> str:
        written, tiles = dictionary_word(word, RULES)
        held = Counter(tiles)[state.letter]
        if held != state.times:
            raise IllegalMove.of(
                "{word} holds {letter} {held} times, not {times}",
                rule=RULES,
                word=written,
                letter=state.letter,
                held=held,
                times=state.times,
            )
        missing = holds(tiles, state.others)
        if missing:
            raise IllegalMove.of(
                "{word} lacks the letter {letters}", rule=RULES, word=written, letters=missing
            )
        return written

    # -- Scoring, and who takes the next letter ---------------------------------------------------
    def score_round(self, state: DoBlogramaState) -> list[list[Entry]]:
        """A point a letter to everyone; the longest word's writer takes the next letter, or,
        if no one wrote a word, the round ends (then the game, after as many as players)."""
        length = {s: len(tiles_of(w[0]) or ()) for s, w in enumerate(state.lists) if w}
        sheet: list[list[Entry]] = [
            [Entry(words[0], length[s])] if words else [] for s, words in enumerate(state.lists)
        ]
        state.play_sets.append(state.set)
        longest = max(length.values(), default=0)
        if longest and state.letter in state.table:
            order = clockwise_from((state.chooser + 1) % state.seats, state.seats)
            state.chooser = next(s for s in order if length.get(s) == longest)
            state.stage, state.word = "take", state.lists[state.chooser][0]
            return sheet
        note(state, "round-end", f"Round {state.set} ends.", round=state.set)
        if state.set >= state.seats:  # as many rounds as players
            state.finished = True
        else:
            state.set += 1
            state.starter = state.chooser = (state.starter + 1) % state.seats
            state.stage = "choose"
            state.letter, state.times, state.others = "", 0, []
        return sheet

    def game_over(self, state: DoBlogramaState) -> bool:
        return state.finished

    def score_sheet(self, state: DoBlogramaState, seat: int) -> dict[str, int]:
        columns = {f"round {r}": 0 for r in range(1, state.seats + 1)}
        for r, sheet in zip(state.play_sets, state.sheets, strict=True):
            columns[f"round {r}"] += sum(e.points for e in sheet[seat])
        return columns

    # -- The letter's stages ----------------------------------------------------------------------
    def extra_stage(self, state: DoBlogramaState) -> Stage | None:
        """Between plays the chooser (the round's first player, then the longest word's
        writer) chooses or takes a letter; the writing is ListGame's."""
        if state.stage == "write":
            return None
        choosing = state.stage == "choose"
        return Stage(
            state.stage,
            (state.chooser,),
            {Choose: self._choose} if choosing else {Take: self._take},
            rule=RULES,
            timer=Timer(
                f"r{state.round}:{state.stage}", state.options["choose_seconds"], state.stage
            ),
            time_up=self._choose_at_random if choosing else self._take_at_random,
        )

    def _choose_at_random(self, state: DoBlogramaState) -> None:
        self._choose(state, state.chooser, Choose(state.rng.choice(state.table)))

    def _take_at_random(self, state: DoBlogramaState) -> None:
        options = self.take_options(state)
        self._take(state, state.chooser, Take(state.rng.choice(options) if options else ""))

    # -- Views and checks -------------------------------------------------------------------------
    def extra_view(self, state: DoBlogramaState, seat: int | None) -> dict[str, Any]:
        picking = state.stage in ("choose", "take") and not state.over
        options = sorted(set(state.table)) if state.stage == "choose" else self.take_options(state)
        return {
            "prompt": [
                {"kind": "exactly", "letters": [state.letter] * state.times},
                {"kind": "also", "letters": list(state.others)},
            ],
            "rule": "doblograma",
            "round": state.set,
            "play": state.round,
            "pick": {"seat": state.chooser, "verb": state.stage, "options": options}
            if picking
            else None,
        }

    def rounds(self, state: DoBlogramaState) -> int | None:
        return state.seats

    def invariants(self, state: DoBlogramaState) -> list[str]:
        return super().invariants(state) + letters_conserved(state.table + state.apart)


GAME = register(DoBlograma())
