"""Words that travel to the sea: what Vestengrama and Baixagrama share (rulebook sections of
both; the board of Verbàlia: `country.py`).

Letters lie face up in every region of the country but the maritime one, where "there is a
wildcard that is worth any letter". A word "ends in the maritime region ... may start in any
region, and must be formed by letters from adjacent regions. To form a word, a player may enter
the same region more than once, but may not take the same letter more than once." It scores by
its length; "the letters used are removed from the board".

Readings shared by both games (each tested in their tests):
- a word's last letter is the maritime wildcard (the maritime region holds nothing else); the
  wildcard is the sea's, not a tile: it is never removed and serves every word;
- two letters of one region may follow each other in a word (the region is "entered" once for
  both): wordfind's `stay` reading of "formed by letters from adjacent regions";
- a word names its route (one region per letter) or lets the referee find one; the letters
  removed are those of the route;
- "two vowels and three consonants, or two consonants and three vowels" (and Baixagrama's four
  and three) is decided region by region at random, a coin for each;
- a word's length is counted in letter tiles (NY and QU are one letter of the set, ABC L).

The family's referee is here too (`CoastGame`: its state's `Table`, dealing from the bags,
score sheets by rounds, the end), with Vestengrama's and Baixagrama's rounds of words to the
sea (`SeaRounds`), plays sealed all at once and the table's votes on categories.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, ClassVar, NamedTuple, Self, TypeVar

from logomachy.games.challenges import submissions_stage
from logomachy.games.log import note
from logomachy.games.verbalia.pieces.categories import Category, verdict
from logomachy.games.verbalia.pieces.country import CATEGORY_NAMES, country
from logomachy.games.verbalia.pieces.endings import end_event
from logomachy.games.verbalia.pieces.letters import letter_set
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.plaza import good_word, tiles_of
from logomachy.games.verbalia.pieces.score_sheets import SheetGame, by_length
from logomachy.kernel import (
    Challenge,
    ChallengeStage,
    Event,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Pass,
    Result,
    Rng,
    SimultaneousSpec,
    Stage,
    Submissions,
    TieRule,
    Timer,
    yes_or_no,
)
from logomachy.kernel.flow import Handler
from logomachy.lexicon.rules.ca import collation_key
from logomachy.wordfind import WILD

P = TypeVar("P")

FIVE_VOWELS = ("A", "E", "I", "O", "U")
VOWELS = frozenset(FIVE_VOWELS)
MIN_LETTERS = 4  # "Words must have at least four letters"
#: Points by length in letters (Vestengrama, Baixagrama; also Buscador's and XaVograma's
#: table); 10 letters or more score the last entry.
POINTS = {4: 1, 5: 2, 6: 4, 7: 7, 8: 10, 9: 15, 10: 25}

GOOD_WORDS = "ABC B: good words"
LETTERS_RULE = "ABC L: letters"
CATEGORY_RULE = "ABC C: grammatical categories"
VOTE_SECONDS = 60  # the table's vote on a word the dictionary cannot judge (no time is set)


def points(letters: int, table: Mapping[int, int] = POINTS) -> int:
    """A length's points by a scoring table (by default 4 letters 1 point ... 10 or more 25
    points)."""
    return by_length(table, letters)


def is_vowel(tile: str) -> bool:
    return tile in VOWELS


def bags() -> tuple[list[str], list[str]]:
    """ "The vowels are placed in one bag and the consonants in the other." """
    tiles = letter_set()
    return [t for t in tiles if is_vowel(t)], [t for t in tiles if not is_vowel(t)]


def fill_regions(
    rng: Rng, vowels: list[str], consonants: list[str], fewer: int, more: int
) -> dict[str, list[str]]:
    """Letters face up at random in each region but the maritime one: `fewer` vowels and
    `more` consonants, or the other way round (a coin per region). Draws from the bags."""
    land = country()
    contents: dict[str, list[str]] = {land.maritime: []}
    mix_bags(rng, vowels, consonants)
    for region in land.ids:
        if region == land.maritime:
            continue
        v, c = (more, fewer) if rng.coin() else (fewer, more)
        contents[region] = draw(vowels, consonants, v, c)
    return contents


def mix_bags(rng: Rng, vowels: list[str], consonants: list[str]) -> None:
    """Each bag is mixed, the vowels' first."""
    rng.shuffle(vowels)
    rng.shuffle(consonants)


def draw(vowels: list[str], consonants: list[str], v: int, c: int) -> list[str]:
    """`v` letters from the vowels' bag, then `c` from the consonants'."""
    return [vowels.pop() for _ in range(v)] + [consonants.pop() for _ in range(c)]


def return_letters(tiles: Sequence[str], vowels: list[str], consonants: list[str]) -> None:
    """Letters go back into their bags."""
    for tile in tiles:
        (vowels if is_vowel(tile) else consonants).append(tile)


def board_letters(contents: Mapping[str, Sequence[str]]) -> list[str]:
    """Every letter on the board."""
    return [tile for tiles in contents.values() for tile in tiles]


def with_sea(contents: Mapping[str, Sequence[str]]) -> dict[str, list[str]]:
    """The board's pieces: the letters, and the maritime region's wildcard."""
    sea = country().maritime
    pieces = {r: list(tiles) for r, tiles in contents.items()}
    pieces.setdefault(sea, []).append(WILD)
    return pieces


def laid(word: str, least: int = 0, rule: str = "") -> tuple[tuple[str, ...], str]:
    """A word's letter tiles and the word as a refusal shows it, or IllegalMove: it cannot be
    laid with the set's letters (ABC L), or it has fewer than `least` letters (`rule`'s)."""
    tiles = tiles_of(word)
    shown = word.strip().upper() or "—"
    if tiles is None:
        raise IllegalMove.of(
            "{word} cannot be laid with Verbàlia's letters (there is no K, W or lone Y)",
            rule=LETTERS_RULE,
            word=shown,
        )
    if len(tiles) < least:
        raise IllegalMove.of("words must have at least {n} letters", rule=rule, n=least)
    return tiles, shown


def in_dictionary(tiles: Sequence[str], shown: str) -> str:
    """The word as the dictionary writes it, or IllegalMove (ABC B)."""
    written = good_word(tiles)
    if written is None:
        raise IllegalMove.of("{word} is not in the dictionary", rule=GOOD_WORDS, word=shown)
    return written


def region_id(region: str, rule: str) -> str:
    """`region` when it is a region's id, or IllegalMove under `rule`."""
    if region not in country():
        if not region:
            raise IllegalMove.of("name a region of Verbàlia", rule=rule)
        raise IllegalMove.of("{region} is not a region of Verbàlia", rule=rule, region=region)
    return region


def known_regions(route: Sequence[str], rule: str) -> None:
    """IllegalMove under `rule` when a route names a region Verbàlia has not."""
    unknown = [r for r in route if r not in country()]
    if unknown:
        raise IllegalMove.of("{region} is not a region of Verbàlia", rule=rule, region=unknown[0])


def short_of(tiles: Sequence[str], have: Iterable[str]) -> str | None:
    """The first of a word's letters that the letters it may use (`have`) cannot give as
    often as the word holds it; None when they give them all."""
    held = Counter(have)
    return next((t for t, n in Counter(tiles).items() if n > held[t]), None)


class Journey(NamedTuple):
    """A word read to the sea: as the dictionary writes it (upper case), its tiles and the
    region of each tile. (A named tuple: game states are copied on every move.)"""

    word: str
    tiles: tuple[str, ...]
    regions: tuple[str, ...]

    @property
    def letters(self) -> int:
        return len(self.tiles)


def check_journey(
    contents: Mapping[str, Sequence[str]],
    word: str,
    regions: Sequence[str],
    rule: str,
) -> Journey:
    """The journey a word makes to the sea, or IllegalMove saying which rule it breaks.
    `regions` is its route (one region per letter; empty: the referee finds one)."""
    tiles, shown = laid(word, MIN_LETTERS, rule)
    written = in_dictionary(tiles, shown)
    land = country()
    pieces = with_sea(contents)
    if not regions:
        found = land.route(tiles, pieces, ends=[land.maritime])
        if found is None:
            raise IllegalMove.of(
                "{word} cannot be read along adjacent regions to the maritime "
                "region with the letters on the board",
                rule=rule,
                word=written.upper(),
            )
        return Journey(written.upper(), tiles, found)
    route = tuple(regions)
    if len(route) != len(tiles):
        raise IllegalMove.of(
            "the word has {n} letters: name one region for each", rule=rule, n=len(tiles)
        )
    known_regions(route, rule)
    if route[-1] != land.maritime:
        raise IllegalMove.of("the word must end in the maritime region", rule=rule)
    if not land.is_route(route):
        a, b = next((a, b) for a, b in pairwise(route) if a != b and not land.adjacent(a, b))
        raise IllegalMove.of(
            "{region} and {other} are not adjacent: letters must come from adjacent regions",
            rule=rule,
            region=land.region(a).name,
            other=land.region(b).name,
        )
    wanted: Counter[tuple[str, str]] = Counter(zip(route, tiles, strict=True))
    for region in dict.fromkeys(route):
        held = Counter(pieces.get(region, ()))
        short = 0
        for (r, tile), n in wanted.items():
            if r == region:
                short += max(0, n - held[tile])
        if short > held[WILD]:
            missing = next(t for (r, t), n in wanted.items() if r == region and n > held[t])
            raise IllegalMove.of(
                "{region} has no {letter} left to take (a letter may not be taken twice)",
                rule=rule,
                region=land.region(region).name,
                letter=missing,
            )
    return Journey(written.upper(), tiles, route)


def journey_view(journey: Journey) -> dict[str, Any]:
    """A word to the sea as views show it: the word, its letters and its route."""
    return {"word": journey.word, "letters": journey.letters, "regions": list(journey.regions)}


def remove_letters(contents: dict[str, list[str]], journey: Journey) -> list[str]:
    """ "The letters used are removed from the board" (the sea's wildcard stays); returns
    them, to be set aside."""
    sea = country().maritime
    removed = []
    for region, tile in zip(journey.regions, journey.tiles, strict=True):
        if region != sea:
            contents[region].remove(tile)
            removed.append(tile)
    return removed


def alphabetical_key(journey: Journey) -> tuple[tuple[int, ...], str]:
    """Catalan alphabetical order of the words (Ç as C, accents as their base letters, L·L
    as LL; ABC N), the language layer's one collation key."""
    return collation_key(journey.word)


# -- What every coast game writes and checks ----------------------------------------------------
@dataclass
class Table:
    """What every coast game's state holds: its seats, options and generator, whether it is
    over and its log (the last two keyword-only: each game's own fields follow the first
    three)."""

    seats: int
    options: dict[str, Any]
    rng: Rng
    over: bool = field(default=False, kw_only=True)
    log: list[Event] = field(default_factory=list, kw_only=True)


@dataclass
class BaggedTable(Table):
    """A table with the two bags: the vowels in one, the consonants in the other."""

    vowels: list[str]
    consonants: list[str]


T = TypeVar("T", bound=Table)


def coast_meta(section: str, **card: Any) -> GameMeta:
    """A coast game's lobby card (`verbalia_meta`): its id is "verbalia-" and the rulebook's
    title in lower case ("XaVograma": verbalia-xavograma), its family the coast."""
    return verbalia_meta(section, id=f"verbalia-{section.lower()}", family="coast", **card)


def child_seconds(name: str, default: int, what: str, **limits: int) -> OptionSpec:
    """A timer's option the children's adaptation doubles (ABC I): `what` it times."""
    return OptionSpec.seconds(
        name, default, f"{what} (children may have twice the time: ABC I)", **limits
    )


class CoastGame(SheetGame[T]):
    """What the coast games' referees do alike: a seat's score is the sum of its score
    sheet, the most points win and ties share victory (the rulebooks name no tie-break but
    Buscador's, which says its own); the game ends with the log's line of who wins."""

    #: The options a table sets (each game's own).
    table_options: ClassVar[tuple[OptionSpec, ...]] = ()

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return self.table_options

    #: The state's class, where the game begins by dealing from the two bags (`deal`).
    state_type: ClassVar[Callable[..., Any]]
    #: Where the game scores by rounds: the score sheet's line for each ("round 1", ...).
    sheet_line: ClassVar[str] = "round"

    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> T:
        state = self.bagged(seats, options, seed)
        self.deal(state)
        return state

    def generator(self, seed: int) -> Rng:
        """The game's generator, seeded by the table's seed and the game's id."""
        return Rng.from_seed(seed, self.meta.id)

    def bagged(self, seats: int, options: dict[str, Any], seed: int) -> T:
        """A first state of `state_type`, the vowels in one bag and the consonants in the
        other."""
        vowels, consonants = bags()
        state: T = self.state_type(
            seats=seats,
            options=options,
            rng=self.generator(seed),
            vowels=vowels,
            consonants=consonants,
        )
        return state

    def deal(self, state: T) -> None:
        raise NotImplementedError

    def rounds(self, state: T) -> int:
        """How many rounds a game of rounds has: by default as many as players."""
        return state.seats

    def round_points(self, state: T, seat: int) -> Iterable[tuple[int, int]]:
        """(round, points) of each score `seat` made, where the game scores by rounds."""
        raise NotImplementedError

    def score_sheet(self, state: T, seat: int) -> dict[str, int]:
        """A line a round, what `seat` scored in it (a game that scores otherwise says)."""
        scored = list(self.round_points(state, seat))
        return {
            f"{self.sheet_line} {r}": sum(p for at, p in scored if at == r)
            for r in range(1, self.rounds(state) + 1)
        }

    def finish(self, state: T, why: str = "", text: str = "") -> Event:
        """The game is over: its last line, logged and returned (for a game to add to);
        `text`: its English words, where a game says its end its own way."""
        state.over = True
        event = ending(self.result(state), why)
        event.text = text or event.text
        state.log.append(event)
        return event


def ending(result: Result, why: str = "") -> Event:
    """The log's last line (`end_event`), its winners also as `seats`, so that its template
    names them in the reader's language (`{seats_names}`)."""
    event = end_event(result, why)
    event.data["seats"] = list(result.winners)
    return event


def letter_problems(vowels: Sequence[str], consonants: Sequence[str], *elsewhere: str) -> list[str]:
    """The conformance checks of the two bags: the 200 letters are all somewhere (the bags
    and `elsewhere`), and each bag holds its own kind."""
    problems = []
    if sorted([*vowels, *consonants, *elsewhere]) != sorted(letter_set()):
        problems.append("the 200 letters are not conserved")
    if any(not is_vowel(t) for t in vowels) or any(map(is_vowel, consonants)):
        problems.append("a letter is in the wrong bag")
    return problems


def sea_problems(state: SeaTable) -> list[str]:
    """The conformance checks of a board of words to the sea (Vestengrama, Baixagrama): the
    letters in the bags, on the board and set aside are the 200, and the maritime region
    holds none (its wildcard is the sea's)."""
    problems = letter_problems(
        state.vowels, state.consonants, *board_letters(state.contents), *state.aside
    )
    if state.contents.get(country().maritime):
        problems.append("the maritime region holds letters")
    return problems


def clear_board(state: SeaTable) -> None:
    """The round is over: the letters on the board and those set aside go back into their
    bags (Vestengrama, Baixagrama)."""
    return_letters(board_letters(state.contents) + state.aside, state.vowels, state.consonants)
    state.contents = {r: [] for r in state.contents}
    state.aside = []


def scoring_view(table: Mapping[int, int] = POINTS) -> dict[str, Any]:
    """The scoring table as views show it: the shortest word and the points by length."""
    return {"min_letters": min(table), "points_table": {str(k): v for k, v in table.items()}}


def board_view(contents: Mapping[str, Sequence[str]], wildcard: bool) -> dict[str, Any]:
    """What every coast view shows of the board: the country, each region's letters, and
    whether the maritime region holds the wildcard."""
    return {
        "lang": "ca",
        "country": country().picture(),
        "contents": {r: list(t) for r, t in contents.items()},
        "wildcard": wildcard,
    }


# -- Turns ---------------------------------------------------------------------------------------
def no_word_event(seat: int, verb: str, timed_out: bool) -> Event:
    """The log's line of a turn that ends without a word (`verb`: "forms", "places")."""
    why = "time is up" if timed_out else "passes"
    return Event(
        "pass",
        f"Seat {seat + 1} {verb} no word: {why}.",
        {"seat": seat, "why": "time-up" if timed_out else "passes"},
    )


# -- Rounds of words to the sea (Vestengrama, Baixagrama) -----------------------------------------
@dataclass(frozen=True)
class WordToSea(Move):
    """A word to the sea; `regions` is its route, one region id per letter (empty: the
    referee finds one)."""

    word: str = ""
    regions: tuple[str, ...] = ()


@dataclass
class SeaTable(BaggedTable):
    """A table of rounds of words to the sea: the letters in each region, those of the
    round's words set aside, and the round."""

    contents: dict[str, list[str]] = field(default_factory=dict)
    aside: list[str] = field(default_factory=list)
    round: int = 1


ST = TypeVar("ST", bound=SeaTable)


class SeaRounds(CoastGame[ST]):
    """Vestengrama's and Baixagrama's referee: each round `fewer` vowels and `more`
    consonants (or the other way round, a coin per region) lie face up in every region but
    the maritime one; words are read to the sea; when the round is over all the letters go
    back into their bags. As many rounds as players."""

    rule: ClassVar[str]
    fewer: ClassVar[int]
    more: ClassVar[int]

    def deal(self, state: ST) -> None:
        """The round's letters face up at random in each region, except the maritime one."""
        state.contents = fill_regions(
            state.rng, state.vowels, state.consonants, self.fewer, self.more
        )
        self.open_round(state)

    def open_round(self, state: ST) -> None:
        raise NotImplementedError

    def check_word(self, state: ST, word: str, regions: Sequence[str]) -> Journey:
        """The journey a word makes to the sea, or IllegalMove saying why it cannot."""
        return check_journey(state.contents, word, tuple(r.lower() for r in regions), self.rule)

    def end_round(self, state: ST, why: str = "") -> None:
        """The letters on the board and those set aside go back into their bags; a new
        round, or the end "as many rounds as there are players"."""
        clear_board(state)
        note(
            state,
            "round-end",
            f"Round {state.round} ends{': ' + why if why else ''}.",
            round=state.round,
        )
        if state.round >= state.seats:
            self.finish(state)
            return
        state.round += 1
        self.deal(state)

    def sea_view(self, state: ST) -> dict[str, Any]:
        """What both views show alike: the board, the round and the scoring table."""
        return {
            **board_view(state.contents, wildcard=True),
            "round": state.round,
            "rounds": state.seats,
            **scoring_view(),
            "scores": list(self.result(state).scores),
        }


# -- Words in a region, letters on an easel (Buscador, XaVograma) -------------------------------
@dataclass(frozen=True)
class WordInRegion(Move):
    """A word formed in a region (its id)."""

    word: str = ""
    region: str = ""


def take_letters(state: Any, seat: int, vowels: int, letters: int, rule: str) -> int:
    """`seat`'s easel: the `letters` it takes "from between the two bags", this many vowels
    and the rest consonants (as many as the bags hold); returns the vowels taken. Or
    IllegalMove when the vowels asked for are more than the letters."""
    if not 0 <= vowels <= letters:
        raise IllegalMove.of("take between 0 and {n} vowels", rule=rule, n=letters)
    vowels = min(vowels, len(state.vowels))
    consonants = min(letters - vowels, len(state.consonants))
    state.easels[seat] = draw(state.vowels, state.consonants, vowels, consonants)
    return vowels


def easel_secrets(
    easels: Sequence[Sequence[str]], least: int, public: Iterable[str]
) -> dict[int, set[str]]:
    """Each easel of `least` letters or more is its player's (as its letters sorted), unless
    those letters spell a word that is `public` anyway."""
    seen = set(public)
    found: dict[int, set[str]] = {}
    for seat, easel in enumerate(easels):
        letters = "".join(sorted(easel))
        if len(easel) >= least and letters not in seen:
            found[seat] = {letters}
    return found


# -- Playing all at once ------------------------------------------------------------------------
def all_at_once(rule: str, seconds: float, seats: int, instance: str) -> Submissions[Any]:
    """A play every seat makes at once within `seconds`, each sealing its move (which it
    may change until the play closes); `instance` names its timer."""
    spec = SimultaneousSpec(rule, limit_seconds=seconds)
    return Submissions(spec, list(range(seats)), instance=instance)


def sealed_stage(
    name: str,
    phase: Submissions[Any],
    moves: Mapping[type[Move], Handler],
    rule: str,
    closed: Callable[[Any], None],
    *,
    passing: bool = True,
) -> Stage:
    """A stage everyone plays at once within the phase's time: each seat seals its move (and,
    where the phase allows, changes it) or, with `passing`, passes (the kernel's Pass). When
    every seat has, or the time is up, `closed(state)`. The phase itself refuses who is done,
    so the moves are open to every seat it expects."""

    def over(state: Any) -> None:
        phase.time_up()
        closed(state)

    handlers = dict(moves)
    if passing:
        handlers[Pass] = lambda state, seat, move: phase.pass_(seat)
    open_to = {move: phase.expected for move in handlers}
    return submissions_stage(name, phase, handlers, over, rule=rule, open_to=open_to, ends=True)


def opened(phase: P | None) -> P:
    """The phase now open (a stage that plays in it exists only while one is)."""
    assert phase is not None
    return phase


def sealed_secrets(
    phase: Submissions[Any] | None, word_of: Callable[[Any], str], said: Iterable[str]
) -> dict[int, set[str]]:
    """While a play is open each word sealed in it (`word_of` an entry) is its player's;
    words `said` before, and those every view carries, are public."""
    if phase is None or phase.closed:
        return {}
    public = {*said, *country().public_strings, "LIMIT", "FINISH", "CA"}
    hidden = {s: {word_of(e)} - public for s, e in phase.entries.items() if word_of(e)}
    return {s: words for s, words in hidden.items() if words}


def not_passed(phase: Submissions[Any], seat: int, rule: str) -> None:
    """A seat that passed this play seals nothing more in it."""
    if seat in phase.passed:
        raise IllegalMove.of("you passed this play", rule=rule)


# -- The table's votes on words the dictionary cannot judge ------------------------------------
def table_vote(
    challenger: int, defendant: int, word: str, question: str, voters: Sequence[int]
) -> Challenge:
    """A yes/no vote of `voters` on `defendant`'s word (no explanation first); a tie accepts
    it (keeps the bonus)."""
    vote = Challenge(challenger, defendant, word, question, list(voters))
    vote.tie, vote.stage = TieRule.ACCEPT, ChallengeStage.VOTE
    return vote


def judge_category(seat: int, word: str, category: Category, seats: int) -> bool | Challenge:
    """Whether `seat`'s word is of `category` (ABC C) by the dictionary (`verdict`), or, where
    it cannot tell, the other players' vote on it."""
    said = verdict(word, category)
    if said == "unknown":
        voters = [s for s in range(seats) if s != seat]
        question = f"is it a word of {CATEGORY_NAMES[category]}?"
        return table_vote(seat, seat, word, question, voters)
    return said == "yes"


def category_verdict(
    vote: Challenge, said: tuple[str, str] = ("of", "not of"), what: str = " its region's category,"
) -> Event:
    """The log's line for a vote decided: "WORD: of (not of) its region's category, by the
    vote." (`said`, yes or no, then `what`); its outcome the code of what it says."""
    words = said[0] if vote.accepted else said[1]
    return Event(
        "verdict",
        f"{vote.subject}: {words}{what} by the vote.",
        {
            "word": vote.subject,
            "accepted": bool(vote.accepted),
            "outcome": "-".join([*words.split(), *(["category"] if what else [])]),
        },
    )


def vote_view(vote: Challenge, category: Category | None) -> dict[str, Any]:
    """A vote open on a word, as views show it: the word, why it is put to the vote, the
    category it asks about and who votes."""
    return {
        "word": vote.subject,
        "reason": vote.reason,
        "category": category,
        "voters": list(vote.voters),
    }


@dataclass(frozen=True)
class NumberedVote(Move):
    """A vote on one of the votes open at once, typed `vote N yes|no` with N counted from 1
    (each game says what it numbers: a seat, a word); its two fields, the vote's number from
    0 and the answer, are each game's."""

    verb: ClassVar[str] = "vote"

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Self:
        answer = yes_or_no(args[1]) if len(args) == 2 and args[0].isdigit() else None
        if answer is None:
            raise IllegalMove.of("vote N yes|no", rule="move format")
        number, yes = (name for name, _, _ in cls.notation_fields())
        return cls(**{number: int(args[0]) - 1, yes: answer})


def votes_stage(
    key: str,
    votes: Mapping[Any, Challenge],
    move: type[Move],
    which: Callable[[Any], Any],
    settled: Callable[[Any], None],
    seats: int,
) -> Stage:
    """The stage of the table's open votes, all at once and within a minute: a `move` votes
    on the vote `which(move)` names (each vote refuses who has no say in it); when the minute
    is up each vote still open is decided by its tie rule. `settled(state)` once all are
    decided; `key` names the minute's timer."""

    def on_vote(state: Any, seat: int, cast: Any) -> None:
        vote = votes.get(which(cast))
        if vote is None or vote.stage is ChallengeStage.DONE:
            raise IllegalMove.of("that word is not put to the vote", rule=CATEGORY_RULE)
        vote.vote(seat, cast.accept, state.rng)
        if all(v.stage is ChallengeStage.DONE for v in votes.values()):
            settled(state)

    def on_time_up(state: Any) -> None:
        for vote in votes.values():
            if vote.stage is not ChallengeStage.DONE:
                vote.time_up(state.rng)
        settled(state)

    return Stage(
        "vote",
        sorted({s for v in votes.values() for s in v.waiting()}),
        {move: on_vote},
        rule=CATEGORY_RULE,
        timer=Timer(key, VOTE_SECONDS, "vote"),
        time_up=on_time_up,
        open_to={move: range(seats)},
    )
