"""LlaVograma (rulebook: shared/rules/verbalia.md, LlaVograma; 2-6 players, 45 minutes).

The letters lie face up on one side of the table, the syllables on the other. The round's
first player takes whichever letter and syllable they want and says a word that contains
them. The player on their left chooses a new letter and says a word that contains the two
letters and the syllable; the next, a new letter and a word with the three letters and the
syllable; and so on until no one can form a new word. The last player to do so takes a
marker. Once a word of ten letters has been formed, the player whose turn it is has one
minute. No word may be repeated in a round; the letters and the syllable used are set aside.
The first player to reach five markers wins.

Readings where the rulebook is silent or ambiguous:
- "contains the syllable": the syllable's tiles as one run of the word's tiles, anywhere in
  it (CA is in CASA and in BARCA, not in PACTA); NY and QU are one tile each (ABC L), so AN is
  not in ANYS. Rule P does not apply: P governs games in which syllable tiles are laid to
  build the word ("the tiles must remain syllables in the words formed"); here the word is
  said, not built, and the rulebook uses the same "contains" for the syllable as for the
  letters: PESCAR contains CA although it divides PES-CAR;
- "contains the letters": every letter chosen so far, with repeats (two As chosen need two
  As), anywhere in the word, the syllable's own letters included (CASA holds A and S with
  the syllable CA);
- a two-coloured syllable tile offers either of its syllables (the player turns it over as
  they take it: ABC S, the distinction has no value here); the tile is set aside;
- "until no one can form a new word": the referee ends the round as soon as the dictionary
  holds no unsaid word with the round's letters, the syllable and one more letter still
  face up (no one could); otherwise it ends after a full circle of passes, every player in
  turn, the last maker included, saying they cannot. A pass is only for that turn: a player
  who passed may say a word when the turn comes round again;
- before a word of ten letters the rulebook times no turn: `turn_seconds` 0 (the default)
  leaves it untimed, a table may set a limit (ABC T); from the first word of ten letters
  (tiles) on, every turn of the round has `long_seconds` (one minute); a turn whose time
  runs out is a pass;
- a round in which no one says a word gives no marker and sets nothing aside;
- each round is begun by the player to the left of the previous round's first; seat 1
  begins the game (the rulebook says only "the first player");
- if the letters or the syllables run out before anyone has five markers, the game ends and
  the most markers wins; ties share victory (the rulebook names no tie-break).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, ClassVar

import numpy as np
import numpy.typing as npt

from logomachy.games.log import note
from logomachy.games.verbalia.chains.engine import (
    LONG_FROM,
    LONG_SECONDS,
    MARKERS_TO_WIN,
    ChainTable,
    Link,
    MarkerGame,
    Tiles,
    circle_passed,
    code,
    dictionary_word,
    has_run,
    holds,
    lacking,
    open_round,
    pool_counts,
    syllable_tiles_of,
    winners_text,
)
from logomachy.games.verbalia.pieces.letters import TILES, letter_set, letters_conserved
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.plaza import tiles_of, word_index
from logomachy.games.verbalia.pieces.syllables import fold, syllable_tiles, tile
from logomachy.games.verbalia.pieces.timed_turns import next_turn
from logomachy.kernel import (
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Pass,
    Result,
    Rng,
    grows,
    register,
    result_from_sheets,
)
from logomachy.wordfind.index import WordIndex
from logomachy.wordfind.stored import kept_on_disk

RULES = "LlaVograma: rules"
#: Why a player cannot say a word (the pass line's `why`, a code its template shows in words).
PASS_WHY = {"pass": "passes", "time": "the time is up"}
TURN_SECONDS = 0  # the rulebook times no turn before that (0: untimed)


# -- Moves -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Say(Move):
    """Choose a new letter (and, for the round's first word, the syllable) and say a word that
    contains every letter chosen so far and the syllable."""

    verb: ClassVar[str] = "say"
    word: str = ""
    letter: str = ""
    syllable: str = ""

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Say:
        """`say LETTER SYLLABLE WORD` (the round's first word) or `say LETTER WORD`."""
        if len(args) == 2:
            return cls(word=args[1], letter=args[0])
        if len(args) == 3:
            return cls(word=args[2], letter=args[0], syllable=args[1])
        raise IllegalMove.of(
            "say LETTER SYLLABLE WORD (the round's first word), say LETTER WORD — or pass",
            rule="move format",
        )


class WordTable:
    """Every dictionary word the set can spell (ABC L), one row each: its tiles as bytes in a
    fixed-width block (tile ids, 0 pads) and how many of each tile it has. Built once per
    process from the wordfind index; then "which words contain this run of tiles" is one
    search of the tile block (cached per syllable) and "... and these letters" a few
    vectorised comparisons over those rows, not a pattern search per turn."""

    def __init__(self) -> None:
        index = word_index()
        self.index = index
        self.rows, ids, self.counts = kept_on_disk(  # rows: of `index.codes`
            "llavograma-table",
            (str(TABLE_FORMAT), repr(TILES)),
            "npz",
            lambda: _build(index),
            _load,
            lambda f, t: np.savez(f, rows=t[0], ids=t[1], counts=t[2]),
            lang="ca",
            folder="verbalia",
        )
        self.width = ids.shape[1]
        self.flat = ids.ravel()

    def need(self, letters: Sequence[str]) -> npt.NDArray[np.uint8]:
        vector = np.zeros(len(TILES), dtype=np.uint8)
        for letter in letters:
            vector[TILES.index(letter)] += 1
        return vector

    def with_run(self, run: Tiles) -> npt.NDArray[np.int32]:
        """Table rows of the words holding `run` as consecutive tiles."""
        flat = self.flat
        width = self.width
        ids = [TILES.index(t) + 1 for t in run]
        at = np.flatnonzero(flat == ids[0])
        at = at[at % width + len(ids) <= width]
        for k, tid in enumerate(ids[1:], start=1):
            at = at[flat[at + k] == tid]
        rows: npt.NDArray[np.int32] = (at // width).astype(np.int32)  # in order
        if len(rows):
            first = np.ones(len(rows), dtype=bool)
            first[1:] = rows[1:] != rows[:-1]
            rows = rows[first]
        return rows

    def row_of(self, spelt: str) -> int:
        """The table row of a tile spelling, or -1."""
        full = self.index.codes.find(spelt)
        at = int(np.searchsorted(self.rows, np.int32(max(full, 0))))
        return at if full >= 0 and at < len(self.rows) and self.rows[at] == full else -1

    def word(self, row: int) -> tuple[str, Tiles]:
        """(the dictionary's spelling, upper case; tiles) of a table row."""
        spelt = self.index.codes[int(self.rows[row])]
        tiles = tuple(self.index.alphabet.tile_name(ch) for ch in spelt)
        forms = self.index.forms(spelt)
        return (forms[0] if forms else spelt).upper(), tiles


Arrays = tuple[npt.NDArray[np.int32], npt.NDArray[np.uint8], npt.NDArray[np.uint8]]
TABLE_FORMAT = 1


def _build(index: WordIndex) -> Arrays:
    """(index rows kept, tile ids, tile counts) of every code the set's tiles can spell."""
    codes = np.array(index.codes[0 : len(index.codes)])
    points = codes.view(np.uint32).reshape(len(codes), -1)
    del codes
    lut = np.full(int(points.max()) + 1, 255, dtype=np.uint8)
    lut[0] = 0
    for i, name in enumerate(TILES):
        lut[ord(index.alphabet.tile_code(name))] = i + 1
    ids = lut[points]
    del points
    keep = ~(ids == 255).any(axis=1)
    ids = ids[keep]
    width = len(TILES) + 1
    flat = (np.arange(len(ids), dtype=np.int64)[:, None] * width + ids).ravel()
    counts = np.bincount(flat, minlength=len(ids) * width).reshape(len(ids), width)
    return np.flatnonzero(keep).astype(np.int32), ids, counts[:, 1:].astype(np.uint8)


def _load(path: Path) -> Arrays:
    with np.load(path) as data:
        return data["rows"], data["ids"], data["counts"]


@cache
def word_table() -> WordTable:
    return WordTable()


@lru_cache(maxsize=256)
def with_syllable(syllable: str) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.uint8]]:
    """(table rows, their tile counts) of the words that contain the syllable as a run of
    tiles."""
    table = word_table()
    rows = table.with_run(syllable_tiles_of(syllable))
    return rows, table.counts[rows]


@lru_cache(maxsize=4096)
def candidates(
    syllable: str, letters: Tiles
) -> tuple[npt.NDArray[np.int32], npt.NDArray[np.uint8]]:
    """(table rows, tile counts) of the words that contain `letters` (sorted, with repeats)
    and the syllable as a run of tiles. Cached: the referee and the bots ask the same."""
    rows, counts = with_syllable(syllable)
    need = word_table().need(letters)
    ok = np.ones(len(rows), dtype=bool)
    for col in np.flatnonzero(need):
        ok &= counts[:, col] >= need[col]
    return rows[ok], counts[ok]


@lru_cache(maxsize=1 << 14)
def _row_of(spelt: str) -> int:
    return word_table().row_of(spelt)


def next_rows(
    syllable: str, chosen: Sequence[str], left: Sequence[str], said: Sequence[str]
) -> npt.NDArray[np.int32]:
    """Table rows of the words the next player could say: unsaid, holding the letters
    chosen, the syllable and one more letter still face up."""
    table = word_table()
    rows, counts = candidates(syllable, tuple(sorted(chosen)))
    need = table.need(chosen)
    face_up = table.need(left) > 0
    ok = ((counts > need) & face_up).any(axis=1)
    said_rows = [r for r in map(_row_of, said) if r >= 0]
    if said_rows:
        ok &= ~np.isin(rows, said_rows)
    return rows[ok]


def new_letters(row: int, chosen: Sequence[str], left: Sequence[str]) -> tuple[str, ...]:
    """The letters still face up a word could add to those chosen."""
    table = word_table()
    extra = (table.counts[row] > table.need(chosen)) & (table.need(left) > 0)
    return tuple(TILES[i] for i in np.flatnonzero(extra))


# -- State -----------------------------------------------------------------------------------------
@dataclass
class LlavogramaState(ChainTable):
    letters: list[str]  # the letters face up
    syllables: list[int]  # the syllable tiles face up (numbers)
    set_aside_letters: list[str] = field(default_factory=list)
    set_aside_syllables: list[int] = field(default_factory=list)
    markers: list[int] = field(default_factory=list)
    starter: int = 0
    turn: int = 0
    turns: int = 0  # turns played in the round (names the turn timer)
    chosen: list[str] = field(default_factory=list)  # the round's letters, in order
    syllable_tile: int | None = None  # the round's syllable tile ...
    syllable: str = ""  # ... and the side taken
    word: str = ""  # the last word said
    said: list[str] = field(default_factory=list)  # the round's words (tile spellings)
    last_maker: int | None = None
    passes: int = 0  # passes in a row since the last word (or the round's start)
    long: bool = False  # a word of ten letters has been formed this round
    chain: list[Link] = grows()  # every word said, every round


class Llavograma(MarkerGame[LlavogramaState]):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "LlaVograma",
        id="verbalia-llavograma",
        family="chains",
        minutes=45,
        tags=("turns", "letters", "syllables", "chains"),
        summary=(
            "Letters face up on one side, syllables on the other. The first player takes a "
            "letter and a syllable and says a word that contains them; in turn, each next "
            "player chooses a new letter and says a word with all the letters so far and the "
            "syllable, until no one can. The last to make a word takes a marker; no word twice "
            "in a round; one minute a turn once a word has ten letters. First to five markers "
            "wins."
        ),
        conformance_seed_cost=3,  # ~1.5 CPU-s a bot game (measured 2026-12-02)
    )
    move_types = (Say, Pass)
    rules = RULES
    say = Say

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec.seconds(
                "turn_seconds",
                TURN_SECONDS,
                "time for a turn before a word of ten letters (0: untimed, as the rulebook; "
                "ABC T: a table may set one)",
                minimum=0,
            ),
            OptionSpec.seconds(
                "long_seconds",
                LONG_SECONDS,
                "time for a turn once a word of ten letters has been formed",
            ),
        )

    # -- Preparation -------------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> LlavogramaState:
        state = LlavogramaState(
            seats=seats,
            options=options,
            rng=Rng.from_seed(seed, self.meta.id),
            letters=letter_set(),
            syllables=[t.number for t in syllable_tiles()],
            markers=[0] * seats,
        )
        self.begin_round(state)
        return state

    def begin_round(self, state: LlavogramaState) -> None:
        state.chosen, state.said = [], []
        state.syllable_tile, state.syllable, state.word = None, "", ""
        state.last_maker, state.passes, state.long = None, 0, False
        state.turns = 0
        open_round(
            state, f"Round {state.round}: seat {state.starter + 1} takes a letter and a syllable."
        )

    # -- A turn ------------------------------------------------------------------------------------
    def syllables_left(self, state: LlavogramaState) -> dict[str, int]:
        """Syllable -> on how many face-up tiles it is (either side)."""
        counts: Counter[str] = Counter()
        for number in state.syllables:
            counts.update(tile(number).sides)
        return dict(sorted(counts.items()))

    def _syllable_tile(self, state: LlavogramaState, syllable: str) -> int:
        """The face-up tile to take for a syllable: a one-syllable tile if there is one."""
        wanted = fold(syllable)
        having = [n for n in state.syllables if tile(n).has(wanted)]
        if not having:
            raise IllegalMove.of(
                "no syllable {syllable} is face up on the table", rule=RULES, syllable=wanted or "?"
            )
        return min(having, key=lambda n: (tile(n).two_sided, n))

    def check_say(self, state: LlavogramaState, move: Say) -> tuple[Tiles, str, str, str]:
        """(tiles, written word, the letter chosen, the syllable) of a word the player to move
        says, or IllegalMove naming the rule it breaks."""
        letter = self.new_letter(fold(move.letter), state.letters)
        if state.syllable:
            syllable = state.syllable
            if move.syllable and fold(move.syllable) != syllable:
                raise IllegalMove.of(
                    "the round's syllable is {syllable}: it is taken once, by the first player",
                    rule=RULES,
                    syllable=syllable,
                )
        else:
            if not move.syllable.strip():
                raise IllegalMove.of("the first word takes a syllable as well", rule=RULES)
            syllable = fold(move.syllable)
            self._syllable_tile(state, syllable)
        tiles, written = dictionary_word(move.word)
        letters = [*state.chosen, letter]
        if not holds(tiles, letters, in_order=False):
            raise IllegalMove.of(
                "{word} must contain the letters {letters} (it lacks {missing})",
                rule=RULES,
                word=written,
                letters=" ".join(letters),
                missing=lacking(letters, tiles),
            )
        if not has_run(tiles, syllable_tiles_of(syllable)):
            raise IllegalMove.of(
                "{word} does not contain the syllable {syllable}",
                rule=RULES,
                word=written,
                syllable=syllable,
            )
        self.unsaid(tiles, state.said, written)
        return tiles, written, letter, syllable

    def words_now(self, state: LlavogramaState) -> npt.NDArray[np.int32]:
        """Word-table rows of the words the player to move could say (after the round's first
        word): the referee's and the bots' question."""
        return next_rows(state.syllable, state.chosen, state.letters, state.said)

    def said(self, state: LlavogramaState, seat: int, move: Say) -> None:
        tiles, written, letter, syllable = self.check_say(state, move)
        if not state.syllable:
            number = self._syllable_tile(state, syllable)
            state.syllables.remove(number)
            state.syllable_tile, state.syllable = number, syllable
        state.letters.remove(letter)
        state.chosen.append(letter)
        state.said.append(code(tiles))
        state.word = written
        state.last_maker, state.passes = seat, 0
        if len(tiles) >= LONG_FROM:
            state.long = True
        state.chain.append(Link(state.round, seat, written))
        note(
            state,
            "word",
            f"Seat {seat + 1} takes {letter} and says {written} "
            f"(letters {' '.join(state.chosen)}, syllable {state.syllable}).",
            seat=seat,
            word=written,
            letter=letter,
            syllable=state.syllable,
        )
        if not len(self.words_now(state)):
            # Reading: the referee sees that no one could say a new word.
            note(
                state,
                "no-word",
                "No word in the dictionary holds these letters, the syllable and one "
                "letter more: no one can go on.",
                letters=list(state.chosen),
                syllable=state.syllable,
            )
            self._end_round(state)
            return
        next_turn(state)

    def _cannot(self, state: LlavogramaState, why: str) -> None:
        """`why`: "pass" (the player passes) or "time" (the time is up)."""
        text = f"Seat {state.turn + 1} cannot say a word: {PASS_WHY[why]}."
        if circle_passed(state, text, why):  # a full circle of passes
            self._end_round(state)
        else:
            next_turn(state)

    # -- End of a round, end of the game -----------------------------------------------------------
    def _end_round(self, state: LlavogramaState) -> None:
        """The last maker takes a marker; the letters and the syllable are set aside."""
        maker = state.last_maker
        if maker is not None:
            state.markers[maker] += 1
        state.set_aside_letters.extend(state.chosen)
        if state.syllable_tile is not None:
            state.set_aside_syllables.append(state.syllable_tile)
        note(
            state,
            "round-end",
            f"Round {state.round} ends"
            + (
                f": seat {maker + 1} made the last word, {state.word}, and takes a marker."
                if maker is not None
                else " with no word."
            ),
            round=state.round,
            seat=maker,
            word=state.word,
            marker=0 if maker is None else 1,
        )
        if max(state.markers) >= MARKERS_TO_WIN or not state.letters or not state.syllables:
            self._end_game(state)
            return
        self.next_round(state)

    def _end_game(self, state: LlavogramaState) -> None:
        state.over = True
        state.chosen, state.syllable, state.syllable_tile, state.word = [], "", None, ""
        result = self.result(state)
        note(
            state,
            "end",
            "The game ends; " + winners_text(result),
            winners=list(result.winners),
            markers=list(state.markers),
            seats=list(result.winners),
        )

    # -- Passes ----------------------------------------------------------------------------------
    def passed(self, state: LlavogramaState, seat: int, move: Pass) -> None:
        """The player cannot say a word this turn (they may when it comes round again)."""
        self._cannot(state, "pass")

    def time_up(self, state: LlavogramaState) -> None:
        """A turn whose time runs out is a pass (timed only once a table sets a time, or a
        word of ten letters was formed)."""
        self._cannot(state, "time")

    def result(self, state: LlavogramaState) -> Result:
        """Markers (one per round won: the breakdown); the first to five (the most, if the
        tiles ran out) wins."""
        won = [r for r in range(1, state.round + 1) if self._won(state, r)]
        makers = {r: self._maker(state, r) for r in won}
        return result_from_sheets(
            [
                {f"round {r}": int(makers.get(r) == s) for r in range(1, state.round + 1)}
                for s in range(state.seats)
            ]
        )

    # -- Views -------------------------------------------------------------------------------------
    def table_view(self, state: LlavogramaState, seat: int | None) -> dict[str, Any]:
        return {
            **self.marker_view(state, seat),
            "kind": "holds",
            "word": state.word,
            "tiles": list(tiles_of(state.word) or ()) if state.word else [],
            "chosen": list(state.chosen),
            "syllable": state.syllable,
            "choose_letter": True,
            "choose_syllable": not state.syllable,
            "in_order": False,
            "pool": pool_counts(state.letters),
            "syllables": self.syllables_left(state),
            "set_aside": len(state.set_aside_letters),
            "passes": state.passes,
            "turns": state.turns,
            "long": state.long,
            "chain": [
                {"seat": k.seat, "word": k.word} for k in state.chain if k.round == state.round
            ],
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: LlavogramaState) -> list[str]:
        problems = []
        letters = state.letters + state.chosen + state.set_aside_letters
        problems += letters_conserved(letters)
        on_table = [] if state.syllable_tile is None else [state.syllable_tile]
        numbers = state.syllables + on_table + state.set_aside_syllables
        if sorted(numbers) != list(range(len(syllable_tiles()))):
            problems.append("the 136 syllable tiles are not conserved")
        rounds_won = sum(1 for r in range(1, state.round + 1) if self._won(state, r))
        if sum(state.markers) != rounds_won:
            problems.append("markers taken do not match the rounds with a last word")
        return problems

    def _maker(self, state: LlavogramaState, r: int) -> int | None:
        """The seat that made round `r`'s last word."""
        words = [k.seat for k in state.chain if k.round == r]
        return words[-1] if words else None

    def _won(self, state: LlavogramaState, r: int) -> bool:
        """Whether round `r` is over with a word said (its last maker took a marker)."""
        finished = r < state.round or state.over
        return finished and any(k.round == r for k in state.chain)


GAME = register(Llavograma())
