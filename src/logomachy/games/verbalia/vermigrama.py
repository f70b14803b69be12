"""Vermigrama (rulebook: shared/rules/verbalia.md, Vermigrama; 2-6 players, 30 minutes).

La plaça is filled with letters. For two minutes everyone writes down as many words as they
can (five letters or more, read in order along letters adjacent orthogonally or diagonally,
each letter once per word; a letter may serve several words). When time is up the lists are
read out: words written by more than one player are cancelled, the others score by length.
A new square each round; as many rounds as players; most points wins. Variant: one minute per
play for experienced players (`write_seconds`).

Readings where the rulebook is silent:
- the referee refuses at once a word that is not in the dictionary or cannot be read on the
  square (it would score nothing when read out), and says why; only the writer sees it;
- a word is "the same" as another player's when it is laid with the same letters (accents do
  not count, ABC N): CAFES and CAFÈS cancel each other;
- a player who has finished may say so (`done`); when everyone has, the lists are read out
  before the time is up;
- while writing, the others see how many words you have, not which (a list is turned face
  down, not hidden under the table); ties share victory.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar

from logomachy.games.verbalia.cover import MIN_LETTERS, POINTS, points
from logomachy.games.verbalia.letters import ALPHABET, letter_set
from logomachy.games.verbalia.plaza import (
    DEFAULT_SIZE,
    MAX_SIZE,
    MIN_SIZE,
    find_path,
    good_word,
    tiles_of,
    words_on,
)
from logomachy.kernel import (
    Event,
    Game,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Result,
    Rng,
    Timer,
    TimeUp,
    register,
)

WRITE_SECONDS = 120  # "for two minutes"; experienced players may try one minute
MOST_WORDS = 200  # a list longer than this is not a list a person writes in two minutes
RULES = "Vermigrama: rules"
GOOD_WORDS = "ABC B: good words"


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Write(Move):
    """Write down one or more words on your list."""

    verb: ClassVar[str] = "write"
    words: tuple[str, ...] = ()


@dataclass(frozen=True)
class Done(Move):
    """Your list is finished (when everyone's is, the lists are read out)."""

    verb: ClassVar[str] = "done"


# -- State ----------------------------------------------------------------------------------
@dataclass
class Entry:
    """A word on a list, as read out."""

    word: str
    points: int = 0
    cancelled: bool = False


@dataclass
class VermigramaState:
    seats: int
    options: dict[str, Any]
    rng: Rng
    size: int
    bag: list[str]
    letters: list[str]
    round: int = 1
    lists: list[list[str]] = field(default_factory=list)  # this round's words, per seat
    done: list[bool] = field(default_factory=list)
    sheets: list[list[list[Entry]]] = field(default_factory=list)  # [round - 1][seat]
    over: bool = False
    log: list[Event] = field(default_factory=list)


class Vermigrama(Game[VermigramaState]):
    meta: ClassVar[GameMeta] = GameMeta(
        id="verbalia-vermigrama",
        title="Verbàlia: Vermigrama",
        min_players=2,
        max_players=6,
        languages=("ca",),
        minutes=30,
        tags=("verbàlia", "under half an hour", "simultaneous", "board"),
        rulebook="shared/rules/verbalia.md#vermigrama",
        summary=(
            "The square is filled with letters. For two minutes everyone writes down words of "
            "5 letters or more along letters adjacent orthogonally or diagonally. Words "
            "written by more than one player are cancelled; the others score 5 letters 1, "
            "6: 2, 7: 4, 8: 6, 9: 9, 10: 12, 11: 15, 12 or more: 20. As many rounds as "
            "players; most points wins."
        ),
    )
    move_types = (Write, Done)

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec(
                "write_seconds",
                WRITE_SECONDS,
                "time to write words (the rulebook suggests 60 for experienced players)",
                minimum=10,
                maximum=600,
            ),
            OptionSpec(
                "size",
                DEFAULT_SIZE,
                "side of the square, la plaça (the rulebook does not give it)",
                minimum=MIN_SIZE,
                maximum=MAX_SIZE,
            ),
        )

    # -- Preparation ----------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> VermigramaState:
        state = VermigramaState(
            seats=seats,
            options=options,
            rng=Rng.from_seed(seed, self.meta.id),
            size=int(options["size"]),
            bag=letter_set(),
            letters=[],
        )
        self._deal(state)
        return state

    def _deal(self, state: VermigramaState) -> None:
        """The letters go back into the bag, are mixed well, and a new board is formed."""
        state.bag.extend(state.letters)
        state.rng.shuffle(state.bag)
        cells = state.size * state.size
        state.letters, state.bag = state.bag[:cells], state.bag[cells:]
        state.lists = [[] for _ in range(state.seats)]
        state.done = [False] * state.seats
        state.log.append(
            Event(
                "round",
                f"Round {state.round}: a new square is dealt; write your words.",
                {"round": state.round},
            )
        )

    # -- Writing ----------------------------------------------------------------------------------
    def words_on_square(self, state: VermigramaState) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """Every dictionary word readable on the square (longest first), one path each."""
        return words_on(tuple(state.letters), (False,) * len(state.letters), "king", MIN_LETTERS)

    def check_word(self, state: VermigramaState, word: str) -> str:
        """The word as it will be read out (the dictionary's spelling, upper case), or
        IllegalMove saying why it would score nothing."""
        tiles = tiles_of(word)
        shown = word.strip().upper() or "that"
        if tiles is None:
            raise IllegalMove(f"{shown} cannot be laid with Verbàlia's letters", rule=RULES)
        if len(tiles) < MIN_LETTERS:
            raise IllegalMove(f"words must have at least {MIN_LETTERS} letters", rule=RULES)
        written = good_word(tiles)
        if written is None:
            raise IllegalMove(f"{shown} is not in the dictionary", rule=GOOD_WORDS)
        if find_path(state.letters, [False] * len(state.letters), tiles, "king") is None:
            raise IllegalMove(
                f"{written.upper()} cannot be read on the square along adjacent letters",
                rule=RULES,
            )
        return written.upper()

    def _write(self, state: VermigramaState, seat: int, move: Write) -> None:
        if state.done[seat]:
            raise IllegalMove("you said your list was finished", rule=RULES)
        mine = {_code(w) for w in state.lists[seat]}
        added: list[str] = []
        for word in move.words:
            written = self.check_word(state, word)
            if _code(written) in mine:
                raise IllegalMove(f"{written} is already on your list", rule=RULES)
            mine.add(_code(written))
            added.append(written)
        if len(state.lists[seat]) + len(added) > MOST_WORDS:
            raise IllegalMove(f"a list holds at most {MOST_WORDS} words", rule=RULES)
        state.lists[seat].extend(added)

    def _done(self, state: VermigramaState, seat: int) -> None:
        state.done[seat] = True
        if all(state.done):
            self._read_out(state)

    # -- Reading out, scoring ---------------------------------------------------------------------
    def _read_out(self, state: VermigramaState) -> None:
        """Words written by more than one player are cancelled; the others score."""
        writers = Counter(_code(w) for words in state.lists for w in set(words))
        sheet = [
            [
                Entry(w, 0, True)
                if writers[_code(w)] > 1
                else Entry(w, points(len(_code(w))), False)
                for w in words
            ]
            for words in state.lists
        ]
        state.sheets.append(sheet)
        for seat, entries in enumerate(sheet):
            scored = sum(e.points for e in entries)
            cancelled = sum(e.cancelled for e in entries)
            state.log.append(
                Event(
                    "read-out",
                    f"Seat {seat + 1} reads out {len(entries)} words: {scored} points "
                    f"({cancelled} cancelled).",
                    {
                        "seat": seat,
                        "words": len(entries),
                        "points": scored,
                        "cancelled": cancelled,
                    },
                )
            )
        if state.round >= state.seats:  # as many rounds as players
            state.over = True
            state.lists = [[] for _ in range(state.seats)]
            return
        state.round += 1
        self._deal(state)

    # -- Dispatch ---------------------------------------------------------------------------------
    def to_act(self, state: VermigramaState) -> list[int]:
        if state.over:
            return []
        return [s for s in range(state.seats) if not state.done[s]]

    def timer(self, state: VermigramaState) -> Timer | None:
        if state.over:
            return None
        return Timer(f"r{state.round}:write", state.options["write_seconds"], "write")

    def perform(self, state: VermigramaState, seat: int | None, move: Move) -> None:
        if isinstance(move, TimeUp):
            timer = self.timer(state)
            if timer is None or timer.key != move.timer:
                raise IllegalMove("that timer is not running", rule="timer")
            self._read_out(state)  # the time is up: the lists are read out
            return
        if seat is None or not 0 <= seat < state.seats:
            raise IllegalMove("a move needs a seat at this table", rule="players")
        if isinstance(move, Write):
            self._write(state, seat, move)
        elif isinstance(move, Done):
            if state.done[seat]:
                raise IllegalMove("you already said your list was finished", rule=RULES)
            self._done(state, seat)

    def is_over(self, state: VermigramaState) -> bool:
        return state.over

    def score_sheet(self, state: VermigramaState, seat: int) -> dict[str, int]:
        return {
            f"round {r}": sum(e.points for e in state.sheets[r - 1][seat])
            if r <= len(state.sheets)
            else 0
            for r in range(1, state.seats + 1)
        }

    def result(self, state: VermigramaState) -> Result:
        sheets = tuple(self.score_sheet(state, s) for s in range(state.seats))
        scores = tuple(sum(sheet.values()) for sheet in sheets)
        best = max(scores)
        return Result(scores, sheets, tuple(s for s in range(state.seats) if scores[s] == best))

    # -- Views ------------------------------------------------------------------------------------
    def view(self, state: VermigramaState, seat: int | None) -> dict[str, Any]:
        timer = self.timer(state)
        result = self.result(state)
        return {
            "game": self.meta.id,
            "lang": "ca",
            "moves": "king",
            "size": state.size,
            "letters": list(state.letters),
            "round": state.round,
            "rounds": state.seats,
            "min_letters": MIN_LETTERS,
            "points_table": {str(k): v for k, v in POINTS.items()},
            "writing": [
                {"seat": s, "words": len(state.lists[s]), "done": state.done[s]}
                for s in range(state.seats)
            ],
            # The last read-out only (earlier rounds live on in the scores): a view is sent
            # on every move, so it stays small.
            "read_out": [
                [{"word": e.word, "points": e.points, "cancelled": e.cancelled} for e in row]
                for row in state.sheets[-1]
            ]
            if state.sheets
            else None,
            "read_out_round": len(state.sheets),
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
                "words": list(state.lists[seat]),
                "done": state.done[seat] if not state.over else True,
            },
            "result": {
                "scores": list(result.scores),
                "winners": list(result.winners),
                "breakdown": [dict(b) for b in result.breakdown],
            }
            if state.over
            else None,
        }

    def parse_move(self, state: VermigramaState, seat: int, text: str) -> Move:
        parts = text.strip().split()
        if not parts:
            raise IllegalMove("write WORD [WORD ...] — or done", rule="move format")
        if parts[0].lower() == "done":
            return Done()
        words = parts[1:] if parts[0].lower() == "write" else parts
        return Write(tuple(words))

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: VermigramaState) -> list[str]:
        problems = []
        if sorted(state.bag + state.letters) != sorted(letter_set()):
            problems.append("the 200 letters are not conserved")
        if len(state.sheets) != state.round - (0 if state.over else 1):
            problems.append("a round was not read out")
        return problems

    def secrets(self, state: VermigramaState) -> dict[int, set[str]]:
        """While writing, each list is its writer's; words read out before are public."""
        public = {e.word for rounds in state.sheets for row in rounds for e in row}
        hidden = {s: set(words) - public for s, words in enumerate(state.lists)}
        return {s: words for s, words in hidden.items() if words}


@lru_cache(maxsize=1 << 16)
def _code(word: str) -> str:
    """The letters a word is laid with: two words are the same when these are (ABC N)."""
    return ALPHABET.spell(word.lower()) or word


GAME = register(Vermigrama())
