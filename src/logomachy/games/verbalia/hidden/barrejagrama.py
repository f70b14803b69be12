"""Barrejagrama (rulebook: shared/rules/verbalia.md, Barrejagrama; 4-10 players, 30 minutes).

Each player has twelve markers. Every play, all players put a marker in the centre. The player
whose turn it is thinks of a word of eight to twelve letters, takes its letters and lays them
face up in disorder (AAEELLMRV). For one minute everyone else writes the word, or another word
of the same letters (MERAVELLA). Up to five players: if one player finds it, that player and
the setter share the centre; with six or more, if one or two find it, they and the setter
share. If more find it, they share the centre and the setter takes nothing. If nobody does,
the setter adds a marker and the centre stays for the next play. The turn passes to the left;
as many turns as players, or twice as many; most markers wins. Before the game the players
agree which words may be used (for beginners: no conjugated verbs, no plurals).

Readings where the rulebook is silent or leaves a choice:
- "which words may be used" is the `words` option (`all` / `beginners`), decided by the
  lexicon (hidden/engine.py); it holds for the setter's word and the finders' words;
- a word's length is counted in tiles, and the 200 letters must hold it (hidden/engine.py);
- the referee refuses at once a setter's word that is not a good word of the table, and a
  finder's word that is not a good word of the table or not made of exactly the letters
  laid (it could not count), saying why; only the writer sees it;
- the game lays the letters in an order it shuffles, never the word's own order;
- each finder writes one word and may change it until the minute is over, or gives up
  (`pass`), as in every secret writing of the family (hidden/engine.py);
- "discovers the hidden word": writes the setter's word or any other word of the same letters
  (the rule's "or another word that can be formed with the same letters");
- "share the markers": equal shares; what cannot be divided stays in the centre for the next
  play (as Blufigrama's rule for winnings that do not divide);
- the stake is put in at the start of every play, also after a play nobody solved;
- a player with no markers left puts none in and sits the play out as a finder (writes
  nothing, shares nothing); as the setter they still set, and add a marker only if they have
  one;
- the setter chooses without a time limit (the rulebook sets none); the first setter is seat
  1; markers left in the centre at the end belong to nobody; ties share victory.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.hidden.engine import (
    TURNS_OPTION,
    WORD_RULES,
    Lay,
    Said,
    check_word,
    code_of,
    spelt,
    table_form,
    writing_stage,
    writing_view,
    written_secrets,
)
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.kernel import (
    Event,
    GameMeta,
    IllegalMove,
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
MARKERS_EACH = 12  # "Each player takes twelve markers"
STAKE = 1  # "All players place a marker in the centre of the table"
NOBODY_PENALTY = 1  # "the player who thought of it places one more marker in the centre"
WRITE_SECONDS = 60  # "For one minute"
#: Up to this many players, one finder shares with the setter; from the next count on, two.
SMALL_TABLE = 5
#: How many finders may share with the setter: (up to five players, six or more).
FINDERS_WITH_SETTER = {"small": 1, "large": 2}
RULES = "Barrejagrama: rules"
#: The rule a word the table plays without names (`table_form`), for the catalogue.
PREPARATION = "Barrejagrama: preparation"


def finders_with_setter(players: int) -> int:
    """How many finders at most still share with the setter (more: the setter takes none)."""
    return FINDERS_WITH_SETTER["small" if players <= SMALL_TABLE else "large"]


# -- Moves -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Write(Said):
    """A finder writes the word (or another word of the same letters); a later one replaces it."""

    verb: ClassVar[str] = "write"


# -- State -----------------------------------------------------------------------------------------
@dataclass
class Play:
    """A finished play, as everyone saw it when the minute was over."""

    setter: int
    word: str
    letters: list[str]
    answers: dict[int, str]  # finder -> word written (found or not)
    finders: list[int]  # who discovered it
    shares: dict[int, int]  # seat -> markers taken from the centre
    pot: int  # markers in the centre when the minute ended
    left: int  # markers left in the centre for the next play


@dataclass
class BarrejagramaState:
    seats: int
    options: dict[str, Any]
    rng: Rng
    markers: list[int]
    pot: int = 0
    turn: int = 0  # plays done
    setter: int = 0
    word: str = ""  # the setter's secret word, "" until laid
    code: str = ""  # its tiles, one character each
    letters: list[str] = field(default_factory=list)  # laid face up, in disorder
    writing: Submissions[str] | None = None
    sitting_out: list[int] = field(default_factory=list)  # no marker to stake this play
    staked: list[int] = field(default_factory=list)  # per seat, markers put in all game
    won: list[int] = field(default_factory=list)  # per seat, markers taken all game
    plays: list[Play] = grows()
    over: bool = False
    log: list[Event] = field(default_factory=list)


class Barrejagrama(StagedGame[BarrejagramaState]):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "Barrejagrama",
        id="verbalia-barrejagrama",
        family="hidden",
        minutes=30,
        tags=("simultaneous", "anagram", "markers"),
        players=(4, 10),
        summary=(
            "Everyone stakes a marker. The setter lays the letters of a secret word of 8-12 "
            "letters face up in disorder; for one minute the others write the word or another "
            "of the same letters. Few finders share the centre with the setter, many share it "
            "without; if nobody finds it the setter adds a marker and the centre stays. Most "
            "markers wins."
        ),
    )
    move_types = (Lay, Write, Pass)

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec(
                "words",
                "all",
                "which words may be used: all, or for beginners no conjugated verbs or plurals",
                choices=WORD_RULES,
            ),
            TURNS_OPTION,
            OptionSpec.seconds(
                "write_seconds",
                WRITE_SECONDS,
                "time to find the word (the rulebook says one minute)",
            ),
        )

    # -- Preparation -------------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> BarrejagramaState:
        state = BarrejagramaState(
            seats=seats,
            options=options,
            rng=Rng.from_seed(seed, self.meta.id),
            markers=[MARKERS_EACH] * seats,
            staked=[0] * seats,
            won=[0] * seats,
        )
        self._stake(state)
        return state

    def turns(self, state: BarrejagramaState) -> int:
        return state.seats * int(state.options["turns_per_player"])

    def _stake(self, state: BarrejagramaState) -> None:
        """All players place a marker in the centre (those who have one)."""
        state.sitting_out = []
        for seat in range(state.seats):
            if state.markers[seat] >= STAKE:
                state.markers[seat] -= STAKE
                state.staked[seat] += STAKE
                state.pot += STAKE
            else:
                state.sitting_out.append(seat)
        note(
            state,
            "stake",
            f"Play {state.turn + 1}: everyone stakes a marker; {state.pot} in the centre. "
            f"Seat {state.setter + 1} thinks of a word.",
            play=state.turn + 1,
            pot=state.pot,
            seat=state.setter,
        )

    # -- Rules: the setter lays the letters --------------------------------------------------------
    def _lay(self, state: BarrejagramaState, seat: int, move: Lay) -> None:
        tiles, word = check_word(move.word, state.options["words"], RULES)
        letters = list(tiles)
        for _ in range(20):  # "in disorder": never the word's own order
            state.rng.shuffle(letters)
            if letters != list(tiles):
                break
        state.word, state.code, state.letters = word, code_of(word), letters
        finders = [
            s for s in range(state.seats) if s != state.setter and s not in state.sitting_out
        ]
        minute = SimultaneousSpec(
            RULES, limit_seconds=float(state.options["write_seconds"]), revisable=True
        )
        state.writing = Submissions(minute, finders, instance=f"p{state.turn + 1}")
        note(
            state,
            "lay",
            f"Seat {seat + 1} lays {len(letters)} letters: {' '.join(letters)}.",
            seat=seat,
            letters=letters,
            count=len(letters),
        )
        if not finders:
            self._minute_over(state)

    # -- Rules: the others write -------------------------------------------------------------------
    def check_answer(self, state: BarrejagramaState, word: str) -> str:
        """A finder's word as it will be read (upper case), or IllegalMove saying why it could
        not count."""
        shown = word.strip().upper()
        if not shown:
            raise IllegalMove.of("say a word", rule=RULES)
        code = code_of(word)
        if not code or sorted(code) != sorted(state.code):
            raise IllegalMove.of(
                "{word} is not made of exactly the letters laid ({letters})",
                rule=RULES,
                word=shown,
                letters=" ".join(state.letters),
            )
        return spelt(word, code, table_form(word, code, state.options["words"], RULES))

    def _may_write(self, state: BarrejagramaState, seat: int) -> None:
        assert state.writing is not None  # the write stage's
        if seat == state.setter:
            raise IllegalMove.of("you thought of the word: the others look for it", rule=RULES)
        if seat in state.sitting_out:
            raise IllegalMove.of(
                "you have no marker in the centre: you sit this play out", rule=RULES
            )
        if seat in state.writing.passed:
            raise IllegalMove.of("you gave up this play", rule=RULES)

    # -- Scoring: who shares the centre ------------------------------------------------------------
    def _minute_over(self, state: BarrejagramaState) -> None:
        writing = state.writing
        assert writing is not None
        writing.closed = True
        answers = {s: writing.entries[s] for s in writing.order}
        finders = [s for s in writing.order if sorted(code_of(answers[s])) == sorted(state.code)]
        pot = state.pot
        sharers: list[int] = []
        if finders:
            sharers = list(finders)
            if len(finders) <= finders_with_setter(state.seats):
                sharers.append(state.setter)
        shares: dict[int, int] = {}
        if sharers:
            each = state.pot // len(sharers)
            for s in sorted(sharers):
                shares[s] = each
                state.markers[s] += each
                state.won[s] += each
            state.pot -= each * len(sharers)
        elif state.markers[state.setter] >= NOBODY_PENALTY:
            state.markers[state.setter] -= NOBODY_PENALTY
            state.staked[state.setter] += NOBODY_PENALTY
            state.pot += NOBODY_PENALTY
        state.plays.append(
            Play(state.setter, state.word, state.letters, answers, finders, shares, pot, state.pot)
        )
        self._log_play(state, state.plays[-1])
        state.turn += 1
        state.writing, state.word, state.code, state.letters = None, "", "", []
        if state.turn >= self.turns(state):
            state.over = True
            return
        state.setter = (state.setter + 1) % state.seats  # the turn passes to the left
        self._stake(state)

    def _log_play(self, state: BarrejagramaState, play: Play) -> None:
        found = ", ".join(f"Seat {s + 1}" for s in play.finders) or "nobody"
        if play.shares:
            taken = "; ".join(f"Seat {s + 1} takes {n}" for s, n in sorted(play.shares.items()))
            outcome = f"{taken}; {play.left} stay in the centre."
        else:
            outcome = f"Seat {play.setter + 1} adds a marker: {play.left} stay in the centre."
        note(
            state,
            "solved",
            f"The word was {play.word}, found by {found}. {outcome}",
            seat=play.setter,
            word=play.word,
            seats=play.finders,
            found=len(play.finders),
            left=play.left,
        )

    # -- The stages ------------------------------------------------------------------------------
    def stage(self, state: BarrejagramaState) -> Stage | None:
        """The setter lays a secret word's letters (no time limit); then, for one minute, the
        others write the word or pass."""
        if state.over:
            return None
        if state.writing is None:
            return Stage("set", (state.setter,), {Lay: self._lay}, rule=RULES)
        # The setter, a seat sitting out, a finder who gave up: each hears why not.
        return writing_stage(
            "write",
            state.writing,
            state.seats,
            Write,
            may_write=self._may_write,
            read=lambda state, seat, word: self.check_answer(state, word),
            over=self._minute_over,
            rule=RULES,
        )

    def result(self, state: BarrejagramaState) -> Result:
        # The sheets add up to the markers held (an invariant checks it).
        return result_from_sheets(
            [
                {"markers": MARKERS_EACH, "staked": -state.staked[s], "won": state.won[s]}
                for s in range(state.seats)
            ]
        )

    # -- Views -------------------------------------------------------------------------------------
    def table_view(self, state: BarrejagramaState, seat: int | None) -> dict[str, Any]:
        writing = state.writing
        last = state.plays[-1] if state.plays else None
        you: dict[str, Any] | None = None
        if seat is not None:
            you = {
                "setter": seat == state.setter and not state.over,
                "sitting_out": seat in state.sitting_out and not state.over,
                "word": state.word if seat == state.setter and state.word else None,
                "written": writing.entries.get(seat) if writing else None,
                "passed": bool(writing and seat in writing.passed),
            }
        return {
            "lang": "ca",
            "play": state.turn + (0 if state.over else 1),
            "plays": self.turns(state),
            "setter": state.setter,
            "letters": list(state.letters),
            "pot": state.pot,
            "markers": list(state.markers),
            "words": state.options["words"],
            "finders_with_setter": finders_with_setter(state.seats),
            "writing": writing_view(writing),
            "last": None
            if last is None
            else {
                "setter": last.setter,
                "word": last.word,
                "letters": list(last.letters),
                "answers": [
                    {"seat": s, "word": w, "found": s in last.finders}
                    for s, w in last.answers.items()
                ],
                "finders": list(last.finders),
                "shares": [{"seat": s, "markers": n} for s, n in sorted(last.shares.items())],
                "pot": last.pot,
                "left": last.left,
            },
            "scores": list(state.markers),
            "you": you,
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: BarrejagramaState) -> list[str]:
        problems = []
        if sum(state.markers) + state.pot != MARKERS_EACH * state.seats:
            problems.append("markers are not conserved")
        if any(m < 0 for m in state.markers) or state.pot < 0:
            problems.append("a negative number of markers")
        for s in range(state.seats):
            if state.markers[s] != MARKERS_EACH - state.staked[s] + state.won[s]:
                problems.append(f"seat {s + 1}'s markers do not match its stakes and winnings")
        if state.word and sorted(state.code) != sorted(code_of("".join(state.letters))):
            problems.append("the letters laid are not the word's")
        return problems

    def secrets(self, state: BarrejagramaState) -> dict[int, set[str]]:
        """The setter's word until the minute is over; each finder's written word too."""
        hidden: dict[int, set[str]] = {}
        if state.word:
            hidden[state.setter] = {state.word}
        written_secrets(state.writing, hidden)
        return hidden


GAME = register(Barrejagrama())
