"""Verbàlia's syllable races: two syllables are drawn into the middle, and the first player who
says a word of the right shape made from them wins a marker; first to five (rulebook:
Oscíl·laB, Aparellasíl·laB). The shared machinery of the family lives here; each game names its
shape (`Shape`) and rule. The family's other games (Lligosíl·laB, Cleptosíl·laB, Quadrisíl·laB)
take from here what every game of the family does alike: the lobby card (`race_meta`), the
result summed from score sheets (`SheetGame`), a stage everyone answers at once
(`everyone_but`), an outcome shown for a few seconds (`pause`), the dictionary's forms of a
typed word and the index of words by their syllables.

A race is a simultaneous phase: everyone may answer, and the first good answer in arrival
order wins; the referee checks each answer and says why it refuses one (only its speaker sees
the refusal). The rulebook never says what happens when nobody finds a word. Readings:
- when two syllables are drawn, the referee knows from the dictionary whether any word of the
  shape can be made of them; if none can, the two tiles go back into the bag, it is mixed and
  two more are drawn (the log says so);
- if a word exists but nobody says it before the race's time runs out (`race_seconds`,
  60 by default), or every player gives up (`pass`), the referee names one such word (the most
  common) and two new syllables are drawn;
- a race's two syllables are then set aside; when fewer than two tiles are left in the bag the
  set-aside tiles are mixed back in;
- a two-coloured tile drawn shows the side it lands on (a coin toss): that syllable counts,
  and it is not turned over (ABC S: the distinction has no value here);
- "any letter" is one written letter, A to Z or Ç, said aloud (no letter tile is used):
  NY is two letters; a word is "the same" whatever its accents (ABC N);
- between races, the winning word is shown for a few seconds (`SHOW_SECONDS`) before the next
  syllables are drawn; nobody answers meanwhile;
- the game ends at once when someone reaches five markers (`markers_to_win`, a table may
  agree on another target); that player alone wins.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.score_sheets import SheetGame
from logomachy.games.verbalia.pieces.syllables import fold, syllable_words, syllables_of, tile
from logomachy.games.verbalia.pieces.tiles_in_play import conserved, laid_view, mixed_bag
from logomachy.kernel import (
    Event,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Pass,
    Rng,
    Stage,
    Timer,
    grows,
)
from logomachy.kernel.flow import Handler
from logomachy.lexicon import lexicon
from logomachy.wordfind import Alphabet, WordIndex, load

MARKERS_TO_WIN = 5  # "The first player to reach five markers wins the game."
MARKERS = 120  # Components: 120 wooden markers
IN_THE_MIDDLE = 2  # "Two syllables are drawn at random from the bag"
RACE_SECONDS = 60  # reading: how long a race lasts before the referee names a word
SHOW_SECONDS = 4  # reading: the winning word stays in view before the next draw
MOST_DRAWS = 500  # a bag that never gives a pair with a word is a broken edition
GOOD_WORDS = "ABC B: good words"
DIVISION = "ABC P: syllabic division"
LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZÇ")


# -- The dictionary, by shape ------------------------------------------------------------------
@cache
def race_index() -> WordIndex:
    """The lexicon's forms (ABC B) letter by letter, accents folded (ABC N), no digraph tiles
    (a letter is a written letter here: NY is two): "CA?SA" finds CANSA, CAPSA, CASSA, CAUSA."""
    return load("ca", Alphabet.for_language("ca", digraphs=()))


def forms_of(word: str) -> tuple[str, ...]:
    """The dictionary's spellings of a word typed with or without its accents: the one typed
    when it is a good word, else every form with these letters (ABC N); () when none."""
    lex = lexicon("ca")
    cleaned = word.strip().lower()
    if not cleaned:
        return ()
    if lex.is_word(cleaned):
        return (lex.normalise(cleaned),)
    code = race_index().spell(cleaned)
    return race_index().forms(code) if code else ()


def at_syllables(form: str, start: int, piece: str) -> bool:
    """Rule P: `piece`, found at letter `start` of the folded word, is one of its syllables."""
    offset = 0
    for syllable in syllables_of(form):
        if offset == start:
            return syllable == piece
        offset += len(syllable)
    return False


# -- Shapes ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Fit:
    """How a word is made of the two syllables: first syllable, at which letter; the second."""

    first: str
    first_at: int
    second: str
    second_at: int


class Shape:
    """What a word must be made of, given the two syllables in the middle."""

    letters: ClassVar[int]  # letters the player adds
    name: ClassVar[str]

    def fits(self, word: str, a: str, b: str) -> list[Fit]:
        """Every way the folded word is made of a, b and the letters (either order)."""
        raise NotImplementedError

    def globs(self, a: str, b: str) -> list[str]:
        """Letter patterns of the shape ("?" one letter) for the dictionary search."""
        raise NotImplementedError


class SyllableLetterSyllable(Shape):
    """Oscíl·laB: one of the syllables, any letter, and the other syllable."""

    letters = 1
    name = "syllable, letter, syllable"

    def fits(self, word: str, a: str, b: str) -> list[Fit]:
        if len(word) != len(a) + len(b) + 1:
            return []
        out = []
        for x, y in ((a, b), (b, a)):
            if word.startswith(x) and word.endswith(y):
                out.append(Fit(x, 0, y, len(x) + 1))
        return out

    def globs(self, a: str, b: str) -> list[str]:
        return [f"{a}?{b}", f"{b}?{a}"]


class TwoLettersOneBetween(Shape):
    """Aparellasíl·laB: the two syllables and two letters, one of them between the syllables:
    letter-syllable-letter-syllable, syllable-letter-syllable-letter or
    syllable-letter-letter-syllable (either syllable first)."""

    letters = 2
    name = "two syllables and two letters, one between them"

    def fits(self, word: str, a: str, b: str) -> list[Fit]:
        if len(word) != len(a) + len(b) + 2:
            return []
        out = []
        for x, y in ((a, b), (b, a)):
            for xi, yi in ((1, len(x) + 2), (0, len(x) + 1), (0, len(x) + 2)):
                if word[xi : xi + len(x)] == x and word[yi : yi + len(y)] == y:
                    out.append(Fit(x, xi, y, yi))
        return out

    def globs(self, a: str, b: str) -> list[str]:
        return [g for x, y in ((a, b), (b, a)) for g in (f"?{x}?{y}", f"{x}?{y}?", f"{x}??{y}")]


#: The two shapes of the family (one instance each: the word searches are memoised by shape).
SYLLABLE_LETTER_SYLLABLE = SyllableLetterSyllable()
TWO_LETTERS_ONE_BETWEEN = TwoLettersOneBetween()


def divides(form: str, fits: list[Fit]) -> bool:
    """Rule P: in one of the ways the word is made, both tiles are its syllables."""
    return any(
        at_syllables(form, f.first_at, f.first) and at_syllables(form, f.second_at, f.second)
        for f in fits
    )


@lru_cache(maxsize=4096)
def shape_words(shape: Shape, a: str, b: str, rule_p: bool) -> tuple[str, ...]:
    """Every good word of the shape made of a and b (rule P where it holds), one spelling per
    word (ABC N), most common first: what the referee knows, and the bots search."""
    index = race_index()
    by_letters: dict[str, str] = {}
    for glob in dict.fromkeys(shape.globs(a, b)):
        for form in index.find(glob):
            folded = fold(form)
            if folded in by_letters or not set(folded) <= LETTERS:
                continue
            if rule_p and not divides(form, shape.fits(folded, a, b)):
                continue
            by_letters[folded] = form
    frequency = lexicon("ca").frequency
    return tuple(sorted(by_letters.values(), key=lambda w: (-frequency(w), w)))


# A word not of the shape: the refusal says the shape, one message per shape.
NOT_OF_ONE_LETTER = "{word} is not made of {a}, a letter and {b} (or {b}, a letter and {a})"
NOT_OF_TWO_LETTERS = (
    "{word} is not made of {a}, {b} and two letters, one of them between the syllables"
)


def check_answer(shape: Shape, a: str, b: str, text: str, rule_p: bool, rules: str) -> str:
    """The word as the dictionary writes it (upper case), or IllegalMove saying which rule it
    breaks: the shape (the game's rules), ABC B, ABC P."""
    folded = fold(text)
    if not folded:
        raise IllegalMove.of("say a word", rule=rules)
    fits = shape.fits(folded, a, b) if set(folded) <= LETTERS else []
    if not fits:
        if shape.letters == 1:
            raise IllegalMove.of(NOT_OF_ONE_LETTER, rule=rules, word=folded, a=a, b=b)
        raise IllegalMove.of(NOT_OF_TWO_LETTERS, rule=rules, word=folded, a=a, b=b)
    forms = forms_of(text)
    if not forms:
        raise not_a_word(folded)
    if not rule_p:
        return forms[0].upper()
    for form in forms:
        if divides(form, fits):
            return form.upper()
    raise IllegalMove.of(
        "in {division} the tiles {a} and {b} are not both syllables (the tiles must remain "
        "syllables)",
        rule=DIVISION,
        division="-".join(syllables_of(forms[0])),
        a=a,
        b=b,
    )


def not_a_word(folded: str) -> IllegalMove:
    """ABC B's refusal, the same in every game of the family."""
    return IllegalMove.of("{word} is not in the dictionary", rule=GOOD_WORDS, word=folded)


@cache
def words_by_syllables() -> dict[tuple[str, ...], tuple[str, ...]]:
    """Sorted syllables -> the good words that have exactly those syllables (rule P), one form
    a spelling: every word of the set's syllables (`syllable_words`), built in ~0.1 s.
    Lligosíl·laB reads its piles by it; Cleptosíl·laB's search of the middle looks words up in
    it."""
    found: dict[tuple[str, ...], dict[str, str]] = {}
    for word, pieces in syllable_words().items():
        found.setdefault(tuple(sorted(pieces)), {}).setdefault(fold(word), word)
    return {key: tuple(sorted(forms.values())) for key, forms in found.items()}


@lru_cache(maxsize=1 << 15)
def zipf(word: str) -> float:
    """The word's frequency (Zipf), memoised: the bots and the referee's searches ask it of
    the same words again and again."""
    return lexicon("ca").frequency(word)


def draw_pair(state: Any, shape: Shape, rule_p: bool) -> list[tuple[int, int]]:
    """Two syllables from the state's `bag` (tile, side up: a two-coloured tile lands on a
    random side); a pair of which no word can be made goes back into the bag, which is mixed,
    and two more are drawn. With fewer than two tiles in the bag the set-aside ones (`aside`)
    are mixed back in."""
    bag, aside, rng = state.bag, state.aside, state.rng
    for _ in range(MOST_DRAWS):
        if len(bag) < IN_THE_MIDDLE:
            bag.extend(aside)
            aside.clear()
            rng.shuffle(bag)
            note(state, "mix", "The set-aside syllables go back into the bag.")
        drawn = [bag.pop() for _ in range(IN_THE_MIDDLE)]
        middle = [(n, rng.below(2) if tile(n).two_sided else 0) for n in drawn]
        a, b = (tile(n).side(side) for n, side in middle)
        if shape_words(shape, a, b, rule_p):
            return middle
        note(
            state,
            "no-word",
            f"No word can be made of {a} and {b}: they go back into the bag and two more "
            "are drawn.",
            syllables=[a, b],
        )
        bag.extend(drawn)
        rng.shuffle(bag)
    raise RuntimeError("no pair of syllables makes a word")


def race_meta(section: str, *, id: str, **card: Any) -> GameMeta:
    """The lobby card of a game of the family (`verbalia_meta`): its rulebook heading's anchor
    is its id's last word ("verbalia-oscillab": #oscillab)."""
    return verbalia_meta(
        section, id=id, family="races", anchor=id.removeprefix("verbalia-"), **card
    )


Moves = dict[type[Move], Handler]  # a stage's moves and their handlers


def everyone_but(
    name: str,
    seats: int,
    out: Collection[int],
    moves: Mapping[type[Move], Handler],
    rule: str,
    timer: Timer,
    time_up: Callable[[Any], None],
) -> Stage:
    """A stage where everyone answers at once but the seats `out` of it (who gave up, who has
    answered): the moves stay open to them, so that the rules' own words tell them why not."""
    everyone = tuple(range(seats))
    return Stage(
        name,
        tuple(s for s in everyone if s not in out),
        moves,
        rule=rule,
        timer=timer,
        time_up=time_up,
        open_to=dict.fromkeys(moves, everyone),
    )


def pause(name: str, key: str, seconds: int, rule: str, then: Callable[[Any], None]) -> Stage:
    """A stage nobody moves in: what just happened (a race won, a word's outcome) stays in
    view for `seconds` (timer `key`), then `then(state)` goes on."""
    return Stage(name, (), {}, rule=rule, timer=Timer(key, seconds, name), time_up=then)


class TwoSyllables:
    """What the family's games with two syllables in the middle share (the races here, the
    lists of `pair_lists`): the shape of the words, rule P and the referee's knowledge. The
    state holds `middle` (tile, side up) and `options`."""

    shape: ClassVar[Shape]
    division: ClassVar[bool]  # rule P holds unless the players agree otherwise

    def division_options(self) -> tuple[OptionSpec, ...]:
        if not self.division:
            return ()
        return (
            OptionSpec(
                "syllabic_division",
                True,
                "ABC P: the syllables must remain syllables of the word (the players may "
                "agree to waive it)",
            ),
        )

    def syllables(self, state: Any) -> tuple[str, str]:
        a, b = (tile(n).side(side) for n, side in state.middle)
        return a, b

    def rule_p(self, state: Any) -> bool:
        return bool(self.division and state.options.get("syllabic_division", True))

    def draw_middle(self, state: Any) -> None:
        """The last syllables in the middle are set aside and two more are drawn
        (`draw_pair`: the referee puts back a pair of which no word can be made)."""
        state.aside.extend(n for n, _ in state.middle)
        state.middle = draw_pair(state, self.shape, self.rule_p(state))

    def words_for(self, state: Any) -> tuple[str, ...]:
        """Every good word of the shape the referee accepts now, in dictionary spelling, most
        common first: public knowledge (the syllables are; the bots' search)."""
        a, b = self.syllables(state)
        return shape_words(self.shape, a, b, self.rule_p(state))

    def check_shape(self, state: Any, text: str, rules: str) -> str:
        """The word as the dictionary writes it, or IllegalMove saying which rule it breaks."""
        a, b = self.syllables(state)
        return check_answer(self.shape, a, b, text, self.rule_p(state), rules)

    def middle_view(self, state: Any) -> dict[str, Any]:
        return {
            "middle": [laid_view(n, side) for n, side in state.middle],
            "shape": "letter" if self.shape.letters == 1 else "two-letters",
            "syllabic_division": self.rule_p(state),
        }


# -- Moves -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Say(Move):
    """Say a word made of the syllables in the middle."""

    verb: ClassVar[str] = "say"
    word: str = ""

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        if len(args) != 1:  # a race is won by a word, not a phrase
            raise IllegalMove.of("say one word", rule="move format")
        return cls(args[0])


# -- State -------------------------------------------------------------------------------------
@dataclass
class Race:
    """One race's outcome, as the log and the screens show it."""

    number: int
    syllables: tuple[str, ...]
    winner: int | None
    word: str


@dataclass
class RaceState:
    seats: int
    options: dict[str, Any]
    rng: Rng
    bag: list[int]  # tile numbers
    middle: list[tuple[int, int]] = field(default_factory=list)  # (tile, side up)
    aside: list[int] = field(default_factory=list)
    markers: list[int] = field(default_factory=list)
    race: int = 0  # races started
    passed: list[int] = field(default_factory=list)
    decided: bool = False  # the race is won or given up: the result is shown
    races: list[Race] = grows()
    over: bool = False
    log: list[Event] = field(default_factory=list)


class RaceGame(TwoSyllables, SheetGame[RaceState]):
    """A game of the family: `meta`, `shape`, `rules` (the refusals' section) and whether rule P
    holds (`division`: an option, so players may agree to waive it)."""

    rules: ClassVar[str]
    move_types = (Say, Pass)
    default_verb = "say"  # a word typed alone is said

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec(
                "markers_to_win", MARKERS_TO_WIN, "markers that win the game", minimum=1, maximum=15
            ),
            OptionSpec.seconds(
                "race_seconds",
                RACE_SECONDS,
                "time for a race before the referee names a word (the rulebook gives none)",
                minimum=5,
            ),
            *self.division_options(),
        )

    # -- Preparation ---------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> RaceState:
        state = RaceState(
            seats=seats,
            options=options,
            rng=Rng.from_seed(seed, self.meta.id),
            bag=[],
            markers=[0] * seats,
        )
        state.bag = mixed_bag(state.rng)
        self._draw(state)
        return state

    def _draw(self, state: RaceState) -> None:
        """The race's syllables are set aside and two more are drawn into the middle."""
        state.race += 1
        state.passed = []
        state.decided = False
        self.draw_middle(state)
        syllables = self.syllables(state)
        note(
            state,
            "draw",
            f"Race {state.race}: {' and '.join(syllables)} are in the middle.",
            race=state.race,
            syllables=list(syllables),
        )

    # -- Races ---------------------------------------------------------------------------------
    def check(self, state: RaceState, text: str) -> str:
        """The word as the dictionary writes it, or IllegalMove saying why it does not win."""
        return self.check_shape(state, text, self.rules)

    def _say(self, state: RaceState, seat: int, move: Say) -> None:
        if seat in state.passed:
            raise IllegalMove.of("you gave up this race", rule=self.rules)
        written = self.check(state, move.word)
        state.markers[seat] += 1  # "The first player who says a word wins a marker."
        self._settle(state, seat, written)
        note(
            state,
            "win",
            f"Seat {seat + 1} says {written} first and wins a marker ({state.markers[seat]}).",
            seat=seat,
            word=written,
            markers=state.markers[seat],
        )
        if state.markers[seat] >= state.options["markers_to_win"]:
            state.over = True
            note(
                state,
                "end",
                f"Seat {seat + 1} has {state.markers[seat]} markers and wins the game.",
                seat=seat,
                markers=state.markers[seat],
            )

    def _give_up(self, state: RaceState, why: str) -> None:
        """Nobody said a word: the referee names one and new syllables come."""
        word = self.words_for(state)[0].upper()
        self._settle(state, None, word)
        note(
            state,
            "nobody",
            f"{why} The referee names {word}; two new syllables are drawn.",
            word=word,
            why="time" if why.startswith("Time") else "passed",
        )

    def _settle(self, state: RaceState, winner: int | None, word: str) -> None:
        state.races.append(Race(state.race, self.syllables(state), winner, word))
        state.decided = True

    def _pass(self, state: RaceState, seat: int, move: Pass) -> None:
        """Give up this race: when everyone has, the referee names a word."""
        if seat in state.passed:
            raise IllegalMove.of("you have already given up this race", rule=self.rules)
        state.passed.append(seat)
        if len(state.passed) == state.seats:
            self._give_up(state, "Everyone gives up.")

    def _time_up(self, state: RaceState) -> None:
        self._give_up(state, "Time is up and nobody said a word.")

    # -- The stages ----------------------------------------------------------------------------
    def stage(self, state: RaceState) -> Stage | None:
        """A race: everyone who has not given up may answer until the race's time; then the
        outcome is shown a few seconds (nobody answers) before the next draw."""
        if state.over:
            return None
        if state.decided:
            return pause("next", f"race{state.race}:next", SHOW_SECONDS, self.rules, self._draw)
        timer = Timer(f"race{state.race}", state.options["race_seconds"], "race")
        moves: Moves = {Say: self._say, Pass: self._pass}
        out = state.passed  # who gave up
        return everyone_but("race", state.seats, out, moves, self.rules, timer, self._time_up)

    def score_sheet(self, state: RaceState, seat: int) -> dict[str, int]:
        return {"markers": state.markers[seat]}

    # -- Views ---------------------------------------------------------------------------------
    def table_view(self, state: RaceState, seat: int | None) -> dict[str, Any]:
        last = state.races[-1] if state.races else None
        return {
            "lang": "ca",
            **self.middle_view(state),
            "race": state.race,
            "decided": state.decided,
            "passed": list(state.passed),
            "markers": list(state.markers),
            "markers_to_win": state.options["markers_to_win"],
            "bag": len(state.bag),
            "last": None
            if last is None
            else {
                "race": last.number,
                "syllables": list(last.syllables),
                "winner": last.winner,
                "word": last.word,
            },
            "scores": list(state.markers),
        }

    # -- Checks for the conformance tests ------------------------------------------------------
    def invariants(self, state: RaceState) -> list[str]:
        problems = conserved(state.bag + state.aside + [n for n, _ in state.middle])
        won = sum(r.winner is not None for r in state.races)
        if sum(state.markers) != won or won > MARKERS:
            problems.append("markers won do not match races won")
        if not state.over and len(state.middle) != IN_THE_MIDDLE:
            problems.append("the middle does not hold two syllables")
        return problems
