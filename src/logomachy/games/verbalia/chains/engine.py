"""The chain games of Verbàlia: a word grows one letter at a time.

Two kinds share these pieces:
- the word grows by one letter and may be rearranged (Vistagrama, ABraçagrama, ReVoltagrama):
  `longer_word` checks a new word against the one on the table, `extensions` lists them;
  `GrowGame` plays the rounds and scores the words, and `HandGrowGame` deals and refills the
  letters each player holds (ABraçagrama, ReVoltagrama);
- the word must contain every letter chosen so far (Barrinagrama in their order, EnVoltagrama
  in any order; LlaVograma with a syllable; EsBartigrama by teams): `holds` checks it, and
  `MarkerGame` plays the turns and rounds of those won by markers (all but EsBartigrama).

Words meet tiles as everywhere in Verbàlia (`plaza.tiles_of`, `plaza.good_word`): accents do
not count (ABC N), NY and QU are one tile each, there is no K, W or lone Y (ABC L), and a good
word is one the dictionary holds (ABC B). Also here: the fields every chain game's state
holds (`ChainTable`; `GrowTable`, `HandTable`), score tables, the ring of the players still in
a round, a player's turn (`turn_stage`, `circle_passed`; it passes left with
`timed_turns.next_turn`), and the log lines every chain game writes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import KW_ONLY, dataclass, field
from functools import lru_cache
from typing import Any, ClassVar, Protocol, TypeVar

from logomachy.games.log import note
from logomachy.games.verbalia.pieces.endings import end_event
from logomachy.games.verbalia.pieces.letters import ALPHABET, TILES, letters_conserved
from logomachy.games.verbalia.pieces.plaza import good_word, tiles_of, word_index
from logomachy.games.verbalia.pieces.score_sheets import by_length
from logomachy.games.verbalia.pieces.syllables import fold
from logomachy.games.verbalia.pieces.timed_turns import next_round
from logomachy.kernel import (
    Bag,
    Event,
    IllegalMove,
    Move,
    OptionSpec,
    Pass,
    Result,
    Rng,
    Stage,
    StagedGame,
    Timer,
    grows,
    result_from_sheets,
)
from logomachy.kernel.flow import Handler

Tiles = tuple[str, ...]

GOOD_WORDS = "ABC B: good words"
_SET_TILES = frozenset(TILES)
LETTERS_RULE = "ABC L: letters"


# -- Moves the chain games share (and the kernel's `Pass`) -----------------------------------------
@dataclass(frozen=True)
class Form(Move):
    """Form a word: a round's first word, or the word on the table rearranged plus one letter
    (where the letter comes from is each game's rule)."""

    verb: ClassVar[str] = "form"
    word: str = ""


# -- The state every chain game holds ---------------------------------------------------------
@dataclass
class ChainTable:
    """The fields of every chain game's state: the table (`rng`: kept for the protocol where
    a game has no chance), the round, whether the game is over, the log. Those after `rng`
    are keyword-only, so that a game's own fields without defaults may follow."""

    seats: int
    options: dict[str, Any]
    rng: Rng
    _: KW_ONLY
    round: int = 1
    over: bool = False
    log: list[Event] = field(default_factory=list)


# -- The words of a game and its scores ---------------------------------------------------------
@dataclass
class Link:
    """A word said or formed: who, in which round, its points (0 where words take markers)."""

    round: int
    seat: int
    word: str
    points: int = 0


def round_sheets(chain: Sequence[Link], seats: int, rounds: int) -> Result:
    """Points per round (the score notebook's columns), their sums, the most points winning
    (ties share victory: the rulebook names no tie-break)."""
    sheets = tuple(
        {
            f"round {r}": sum(k.points for k in chain if k.seat == seat and k.round == r)
            for r in range(1, rounds + 1)
        }
        for seat in range(seats)
    )
    return result_from_sheets(sheets)


def ending(result: Result) -> Event:
    """The log's last line (`end_event`), its winners also as `seats`, so that its template
    names them in the reader's language (`{seats_names}`)."""
    event = end_event(result)
    event.data["seats"] = list(result.winners)
    return event


# -- Score tables ----------------------------------------------------------------------------------
#: The rulebook's two tables of points by letters in the word formed (the longest entry is
#: "or more"): ABraçagrama's and EsBartigrama's, to 90 ...
TABLE_90 = {4: 1, 5: 2, 6: 4, 7: 6, 8: 9, 9: 12, 10: 15, 11: 20, 12: 30, 13: 45, 14: 65, 15: 90}
#: ... and Vistagrama's and ReVoltagrama's, to 100.
TABLE_100 = {4: 1, 5: 2, 6: 4, 7: 7, 8: 10, 9: 15, 10: 25, 11: 35, 12: 50, 13: 65, 14: 80, 15: 100}


# -- Words and tiles -------------------------------------------------------------------------------
def dictionary_word(word: str) -> tuple[Tiles, str]:
    """(tiles, the word as written in the dictionary, upper case) or IllegalMove saying why
    the word is not good: it needs a tile the set lacks (ABC L) or it is no entry (ABC B)."""
    shown = word.strip().upper() or "—"
    tiles = tiles_of(word)
    if tiles is None:
        raise IllegalMove.of(
            "{word} cannot be laid with Verbàlia's letters (there is no K, W or lone Y)",
            rule=LETTERS_RULE,
            word=shown,
        )
    written = good_word(tiles)
    if written is None:
        raise IllegalMove.of("{word} is not in the dictionary", rule=GOOD_WORDS, word=shown)
    return tiles, written.upper()


def code(tiles: Sequence[str]) -> str:
    """One string per tile spelling: two words are the same word when these are (ABC N)."""
    return ALPHABET.spell("".join(tiles).lower()) or "".join(tiles)


def added_tile(old: Tiles, new: Tiles) -> str | None:
    """The one tile `new` has beyond all of `old`'s (rearranged freely), or None."""
    if len(new) != len(old) + 1:
        return None
    rest = list(new)
    for tile in old:
        if tile not in rest:
            return None
        rest.remove(tile)
    return rest[0]


def lacking(need: Sequence[str], have: Sequence[str]) -> str:
    """The letters of `need` that `have` lacks (with repeats), sorted: what a refusal names."""
    return "".join(sorted((Counter(need) - Counter(have)).elements()))


def longer_word(old: Tiles, word: str, rule: str) -> tuple[Tiles, str, str]:
    """(tiles, written word, the tile added) of a word one letter longer than `old`, made of
    its letters rearranged plus one; or IllegalMove naming the rule broken."""
    tiles, written = dictionary_word(word)
    if len(tiles) != len(old) + 1:
        raise IllegalMove.of(
            "the new word must have {n} letters, one more than {old}; {word} has {letters}",
            rule=rule,
            n=len(old) + 1,
            old="".join(old),
            word=written,
            letters=len(tiles),
        )
    tile = added_tile(old, tiles)
    if tile is None:
        raise IllegalMove.of(
            "{word} does not use every letter of {old} (it lacks {missing})",
            rule=rule,
            word=written,
            old="".join(old),
            missing=lacking(old, tiles),
        )
    return tiles, written, tile


@lru_cache(maxsize=4096)
def extensions(old: Tiles, add: Tiles | None = None) -> tuple[tuple[str, Tiles], ...]:
    """Every dictionary word of `old`'s tiles rearranged plus one more (one of `add`, if
    given): (written word, tiles), one per tile spelling, alphabetical. Pure and cached: the
    referee and the bots ask about the same words."""
    index = word_index()
    found = index.extensions("".join(old).lower(), add=None if add is None else list(add))
    seen: dict[str, str] = {}
    for word, spelt in zip(found, index.alphabet.spell_all(found), strict=True):
        if spelt is not None:
            seen.setdefault(spelt, word.upper())
    out = ((word, _tiles(spelt)) for spelt, word in seen.items())
    # The index spells words the set cannot lay (K, W, a lone Y): those are left out.
    return tuple(sorted(f for f in out if _SET_TILES.issuperset(f[1])))


def spelled(words: Sequence[str]) -> list[tuple[str, Tiles, str]]:
    """(WORD, tiles, code) of each word the set can lay, one per spelling, in the order
    given: one batch spelling of a word list (wordfind's answers), not a call per word."""
    seen: dict[str, tuple[str, Tiles, str]] = {}
    for word, spelt in zip(words, word_index().alphabet.spell_all(words), strict=True):
        if spelt is not None and spelt not in seen:
            tiles = _tiles(spelt)
            if _SET_TILES.issuperset(tiles):
                seen[spelt] = (word.upper(), tiles, spelt)
    return list(seen.values())


@lru_cache(maxsize=1 << 16)
def _tiles(spelt: str) -> Tiles:
    return tuple(word_index().alphabet.tile_name(ch) for ch in spelt)


def extensions_with(old: Tiles, letters: Sequence[str]) -> tuple[tuple[str, Tiles], ...]:
    """`extensions` whose added tile is one of `letters` (a hand, the letters left): one
    cached search of the word, filtered, rather than one search per hand."""
    have = set(letters)
    return tuple((word, tiles) for word, tiles, tile in _added(old) if tile in have)


@lru_cache(maxsize=4096)
def _added(old: Tiles) -> tuple[tuple[str, Tiles, str], ...]:
    """`extensions(old)` with the tile each adds."""
    return tuple((w, t, added_tile(old, t) or "") for w, t in extensions(old))


def holds(tiles: Tiles, letters: Sequence[str], in_order: bool) -> bool:
    """Whether a word's tiles contain `letters` (with repeats): in the order given, not
    necessarily together (Barrinagrama), or in any order (EnVoltagrama)."""
    if not in_order:
        return not Counter(letters) - Counter(tiles)
    rest = iter(tiles)
    return all(any(t == letter for t in rest) for letter in letters)


# -- The ring of players still in a round ----------------------------------------------------------
def next_in(seat: int, out: Sequence[bool]) -> int | None:
    """The next seat to the left (clockwise) of `seat` still in the round, `seat` itself
    last; None if everyone is out."""
    seats = len(out)
    for step in range(1, seats + 1):
        nxt = (seat + step) % seats
        if not out[nxt]:
            return nxt
    return None


def eliminate(state: Any, seat: int, why: str, reason: str) -> None:
    """`seat` is out of the round (`state.out`): `reason` says why in words, `why` is its
    code (the log line's template shows it in the reader's language)."""
    state.out[seat] = True
    text = f"Seat {seat + 1} is eliminated from the round: {reason}."
    note(state, "out", text, seat=seat, why=why)


def pool_counts(tiles: Sequence[str]) -> dict[str, int]:
    """Face-up letters as tile -> count, in the set's order, for views."""
    counts = Counter(tiles)
    return {t: counts[t] for t in sorted(counts, key=_tile_order)}


def _tile_order(tile: str) -> tuple[str, str]:
    return (tile[0].replace("Ç", "C~"), tile)


def open_round(state: Any, text: str) -> None:
    """The round's first player has the turn; the log line that opens the round says so."""
    state.turn = state.starter
    note(state, "round", text, round=state.round, seat=state.starter)


# -- A player's turn ------------------------------------------------------------------------------
LONG_FROM = 10  # "once a word of ten letters has been formed ..."
LONG_SECONDS = 60  # "... one minute" (Vistagrama, ReVoltagrama, LlaVograma)


class TurnState(Protocol):
    """What a turn-by-turn chain game's state holds."""

    seats: int
    round: int
    turn: int
    turns: int  # turns played in the round (names the turn timer)


def circle_passed(state: Any, text: str, why: str) -> bool:
    """The player whose turn it is says no word (`why`, a code the line's template shows in
    words); whether that makes a full circle of passes in a row (`state.passes`)."""
    state.passes += 1
    note(state, "pass", text, seat=state.turn, why=why)
    return bool(state.passes >= state.seats)


def turn_stage(
    state: TurnState,
    moves: Mapping[type[Move], Handler],
    rule: str,
    seconds: int,
    time_up: Callable[[Any], None],
) -> Stage:
    """The player whose turn it is moves within `seconds` (0: untimed), the timer named by
    the round and the turn so that each turn has its own."""
    timer = Timer(f"r{state.round}:t{state.turns}", seconds, "turn") if seconds else None
    return Stage(
        "turn", (state.turn,), moves, rule=rule, timer=timer, time_up=time_up if timer else None
    )


# -- Containing the syllable -----------------------------------------------------------------------
def syllable_tiles_of(syllable: str) -> Tiles:
    """A syllable as tiles (QUE is QU+E, NYA is NY+A)."""
    return tiles_of(fold(syllable)) or tuple(fold(syllable))


def has_run(tiles: Tiles, run: Tiles) -> bool:
    """Whether `run` lies in `tiles` as consecutive tiles (the reading of "contains the
    syllable")."""
    n = len(run)
    return any(tiles[i : i + n] == run for i in range(len(tiles) - n + 1))


# -- The games where a word grows one letter a word (Vistagrama, ABraçagrama, ReVoltagrama) --------
FIRST_WORD = 4  # "form a four-letter word"


@dataclass
class GrowTable(ChainTable):
    """What a growing-word game's state holds: the word on the table (its tiles, and as the
    dictionary writes it), who began the round and whose turn it is, every word formed."""

    _: KW_ONLY
    word: Tiles = ()
    written: str = ""
    starter: int = 0
    turn: int = 0
    chain: list[Link] = grows()  # every word formed, every round


G = TypeVar("G", bound=GrowTable)


class GrowGame(StagedGame[G]):
    """A round begins with a four-letter word; each word after is the one on the table
    rearranged plus one letter, scored by its length on the game's table; as many rounds as
    players, the next round begun by the player to the left. A game says where letters come
    from and who may form the next word."""

    rules: ClassVar[str]
    points_table: ClassVar[dict[int, int]]
    #: The time once the word has ten letters (Vistagrama, ReVoltagrama).
    LONG_OPTION = OptionSpec.seconds(
        "long_seconds",
        LONG_SECONDS,
        "time once the word has ten letters, and for a round's first word",
    )

    def new_state(self, seats: int, options: dict[str, Any], rng: Rng) -> G:
        """The state before the first round: the letters where the game lays them."""
        raise NotImplementedError

    def begin_round(self, state: G) -> None:
        raise NotImplementedError

    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> G:
        state = self.new_state(seats, options, Rng.from_seed(seed, self.meta.id))
        self.begin_round(state)
        return state

    def first_word(self, word: str) -> tuple[Tiles, str]:
        """A round's first word: a dictionary word of four letters."""
        tiles, written = dictionary_word(word)
        if len(tiles) != FIRST_WORD:
            raise IllegalMove.of(
                "the first word takes {n} letters; {word} has {letters}",
                rule=self.rules,
                n=FIRST_WORD,
                word=written,
                letters=len(tiles),
            )
        return tiles, written

    def letters_of(self, state: G, seat: int) -> list[str]:
        """The letters `seat` forms words with: their own, or those left on the table."""
        raise NotImplementedError

    def lacking(self, tiles: Sequence[str], word: str) -> IllegalMove:
        """The refusal of a first word whose `tiles` (in the word's order) are not among the
        player's letters, in the game's words."""
        raise NotImplementedError

    def not_held(self, letter: str) -> IllegalMove:
        """The refusal of a word whose added letter is not among the player's letters."""
        raise NotImplementedError

    def check_word(self, state: G, seat: int, word: str) -> tuple[Tiles, str, Tiles]:
        """(tiles, written word, the tiles it takes from the player's letters) of the word
        `seat` forms, or IllegalMove naming the rule it breaks."""
        have = self.letters_of(state, seat)
        if not state.word:
            tiles, written = self.first_word(word)
            rest, missing = Counter(have), []
            for tile in tiles:  # in the word's order, repeats each needing its own tile
                if rest[tile]:
                    rest[tile] -= 1
                else:
                    missing.append(tile)
            if missing:
                raise self.lacking(missing, written)
            return tiles, written, tiles
        tiles, written, added = longer_word(state.word, word, self.rules)
        if added not in have:
            raise self.not_held(added)
        return tiles, written, (added,)

    def form(self, state: G, seat: int, word: str) -> None:
        """The word is laid with the player's letters and it scores."""
        tiles, written, taken = self.check_word(state, seat, word)
        for tile in taken:
            self.letters_of(state, seat).remove(tile)
        self.lay_word(state, seat, tiles, written)

    def lay_word(self, state: G, seat: int, tiles: Tiles, written: str) -> Link:
        """The word is on the table and scores."""
        state.word, state.written = tiles, written
        link = Link(state.round, seat, written, by_length(self.points_table, len(tiles)))
        state.chain.append(link)
        note(
            state,
            "word",
            f"Seat {seat + 1} forms {written} ({len(tiles)} letters, "
            f"{link.points} point{'s' if link.points != 1 else ''}).",
            seat=seat,
            word=written,
            letters=len(tiles),
            points=link.points,
        )
        return link

    def next_round(self, state: G) -> None:
        """After the last round the game ends; otherwise the player to the left begins."""
        if state.round >= state.seats:  # as many rounds as players
            state.over = True
            state.log.append(ending(self.result(state)))
            return
        state.round += 1
        state.starter = (state.starter + 1) % state.seats
        self.begin_round(state)

    def result(self, state: G) -> Result:
        """Points per round (the score notebook's columns); the most points wins."""
        return round_sheets(state.chain, state.seats, state.seats)

    def actions(self, state: G, seat: int) -> list[str]:
        """The verbs `seat` may play now (the screen offers these)."""
        return ["form", "pass"] if seat in self.to_act(state) else []

    def you(self, state: G, seat: int) -> dict[str, Any]:
        """The viewer's own: what they may play (and, holding letters, which)."""
        return {"actions": self.actions(state, seat)}

    def chain_view(self, state: G, seat: int | None, turn: int | None) -> dict[str, Any]:
        """What every growing-word game shows: the word, this round's chain, the scores; the
        viewer's own (`you`)."""
        return {
            "lang": "ca",
            "kind": "grow",
            "round": state.round,
            "rounds": state.seats,
            "starter": state.starter,
            "turn": None if state.over else turn,
            "word": state.written,
            "tiles": list(state.word),
            "first_word": FIRST_WORD,
            "chain": [
                {"seat": k.seat, "word": k.word, "points": k.points}
                for k in state.chain
                if k.round == state.round
            ],
            "points_table": {str(k): v for k, v in self.points_table.items()},
            "scores": list(self.result(state).scores),
            "you": None if seat is None else self.you(state, seat),
        }


@dataclass
class HandTable(GrowTable):
    """A growing-word game whose players hold letters drawn from the bag."""

    _: KW_ONLY
    bag: Bag[str]


H = TypeVar("H", bound=HandTable)


class HandGrowGame(GrowGame[H]):
    """ABraçagrama and ReVoltagrama: everyone holds `hand_size` letters from the bag (an
    easel; ten face up); a round's first word is four of them, each later word adds one, and
    its player draws to have `hand_size` again (fewer when the bag runs out: play goes on).
    A round begins with every letter back in the bag and everyone drawing again."""

    hand_size: ClassVar[int]

    def lacking(self, tiles: Sequence[str], word: str) -> IllegalMove:
        letters = " ".join(sorted(tiles))
        return IllegalMove.of(
            "your letters have no {letters} for {word}", rule=self.rules, letters=letters, word=word
        )

    def not_held(self, letter: str) -> IllegalMove:
        return IllegalMove.of(
            "the letter added, {letter}, is not one of yours", rule=self.rules, letter=letter
        )

    def deal(self, state: H) -> None:
        """All the letters go back to the bag (the hands', the word's) and everyone draws."""
        for seat in range(state.seats):
            state.bag.put_back(self.letters_of(state, seat))
            self.letters_of(state, seat).clear()
        state.bag.put_back(state.word)
        state.word, state.written = (), ""
        for seat in range(state.seats):
            self.refill(state, seat)

    def refill(self, state: H, seat: int) -> None:
        """Draw to have `hand_size` letters again (fewer when the bag runs out)."""
        hand = self.letters_of(state, seat)
        hand.extend(state.bag.draw(state.rng, self.hand_size - len(hand)))
        hand.sort()  # the order in a hand means nothing

    def you(self, state: H, seat: int) -> dict[str, Any]:
        return {**super().you(state, seat), "hand": list(self.letters_of(state, seat))}

    def form(self, state: H, seat: int, word: str) -> None:
        """The word is laid from the player's letters, it scores, and they draw."""
        super().form(state, seat, word)
        self.refill(state, seat)

    def letter_problems(self, state: H) -> list[str]:
        """The 200 letters are in the bag, the hands or the word; no hand holds too many."""
        problems = []
        hands = [self.letters_of(state, seat) for seat in range(state.seats)]
        held = [t for hand in hands for t in hand]
        problems += letters_conserved(state.bag.pieces + held + list(state.word))
        if any(len(h) > self.hand_size for h in hands):
            problems.append(f"a player holds more than {self.hand_size} letters")
        return problems


# -- The games of markers (Barrinagrama, EnVoltagrama, LlaVograma) --------------------------------
MARKERS_TO_WIN = 5  # "When a player reaches five markers, they win the game."


class MarkerState(TurnState, Protocol):
    """What a game of markers' state holds (each game's dataclass has these fields)."""

    seats: int
    options: dict[str, Any]
    starter: int
    long: bool  # a long word has been said this round: every turn has `long_seconds`
    markers: list[int]
    over: bool


M = TypeVar("M", bound=MarkerState)


class MarkerGame(StagedGame[M]):
    """In turn, each player takes a new letter and says a word that holds every letter taken
    in the round (a game says how, and what more), or passes; when no one can go on, the last
    player to say a word takes a marker and the player to the left of the round's first
    begins the next. Once a long word has been said every turn has `long_seconds` (a
    minute); the first to five markers wins. A game says what `say` and `pass` do."""

    rules: ClassVar[str]
    say: ClassVar[type[Move]]  # the game's move of a letter and a word

    def begin_round(self, state: M) -> None:
        raise NotImplementedError

    def said(self, state: M, seat: int, move: Any) -> None:
        """`seat` takes a letter and says a word (`move`, the game's `say`)."""
        raise NotImplementedError

    def passed(self, state: M, seat: int, move: Pass) -> None:
        """`seat` says no word (what follows is the game's rule)."""
        raise NotImplementedError

    def time_up(self, state: M) -> None:
        """The turn's time ran out before the player said a word."""
        raise NotImplementedError

    def next_round(self, state: M) -> None:
        """The player to the left of the round's first begins the next."""
        next_round(state)
        self.begin_round(state)

    def stage(self, state: M) -> Stage | None:
        """On their turn a player says a word or passes, within the turn's time (a minute
        once a long word has been said)."""
        if state.over:
            return None
        seconds = state.options["long_seconds" if state.long else "turn_seconds"]
        moves = {self.say: self.said, Pass: self.passed}
        return turn_stage(state, moves, self.rules, seconds, self.time_up)

    def new_letter(self, letter: str, letters: Sequence[str]) -> str:
        """The new letter a player chooses from those face up (`letters`), or IllegalMove."""
        if not letter:
            raise IllegalMove.of("choose a new letter from those on the table", rule=self.rules)
        if letter not in letters:
            raise IllegalMove.of(
                "no letter {letter} is left on the table", rule=self.rules, letter=letter
            )
        return letter

    def unsaid(self, tiles: Tiles, said: Collection[str], word: str) -> None:
        """No word twice in a round: `said` are the round's words as tile spellings (`code`:
        "the same" word is laid with the same tiles)."""
        if code(tiles) in said:
            raise IllegalMove.of(
                "{word} has been said already this round", rule=self.rules, word=word
            )

    def marker_view(self, state: M, seat: int | None) -> dict[str, Any]:
        """What every game of markers shows (a game adds its letters and words)."""
        acting = seat is not None and seat in self.to_act(state)
        return {
            "lang": "ca",
            "round": state.round,
            "goal": MARKERS_TO_WIN,
            "starter": state.starter,
            "turn": None if state.over else state.turn,
            "markers": list(state.markers),
            "scores": list(self.result(state).scores),
            "you": None if seat is None else {"actions": ["say", "pass"] if acting else []},
        }


def winners_text(result: Result) -> str:
    """The end line's winners: "seat 1 wins." or "seat 1, seat 3 share the win."."""
    verb = " wins." if len(result.winners) == 1 else " share the win."
    return seat_list(result.winners) + verb


def seat_list(seats: Sequence[int]) -> str:
    """Seats as the log names them: "seat 1, seat 3"."""
    return ", ".join(f"seat {s + 1}" for s in seats)
