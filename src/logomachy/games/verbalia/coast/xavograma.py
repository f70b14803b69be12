"""XaVograma (rulebook: shared/rules/verbalia.md, XaVograma; 4-6 players, 40 minutes).

The vowels go in one bag, the consonants in another. One letter lies face up in each region of
the board, all different. Each player takes eight letters from between the two bags for their
easel. All play at once: for two minutes each thinks of the best word they can form with their
letters and the letter of a region; when the time is up everyone places their marker, at the
same time, in the region where they believe their word scores most. Words have at least four
letters and score by length (4 letters 1 ... 10 or more 25), five points more when the word is
of the region's category (noun, adjective or verb), all multiplied by the region's value. Where
a region holds more than one word, only the word of greater value scores. All the letters go
back into the bags and the game is played again; the first to reach 300 points wins, and if
several pass 300 in the same play, the one with more points.

Readings where the rulebook is silent:
- "takes eight letters from between the two bags": each player says how many vowels they
  take (`take`), the rest are consonants; when the time for it is up, three vowels;
- a word is formed with letters of the easel and the letter of the region where it is
  placed, which it must use (it is "the letter in each region" that the word is formed with);
- the word and its region are secret until the time is up; they may be changed until then
  (placing the marker "at the same time" is the moment the two minutes end);
- a word's category is the dictionary's (ABC C, `categories.verdict`); where it cannot tell,
  the other players vote, a tie keeping the bonus;
- words of equal greatest value in one region all score (none is "of greater value");
- several past 300 with the same points share the win.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, NamedTuple

from logomachy.games.verbalia.coast import engine as coast
from logomachy.games.verbalia.coast.engine import MIN_LETTERS, POINTS, bags, ending, is_vowel
from logomachy.games.verbalia.pieces.categories import verdict
from logomachy.games.verbalia.pieces.country import CATEGORY_NAMES, country
from logomachy.games.verbalia.pieces.letters import letter_set
from logomachy.games.verbalia.pieces.plaza import good_word, tiles_of
from logomachy.games.verbalia.pieces.verbigracia import situations
from logomachy.kernel import (
    Challenge,
    ChallengeStage,
    Event,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Result,
    Rng,
    SimultaneousSpec,
    Stage,
    StagedGame,
    Submissions,
    TieRule,
    Timer,
    grows,
    register,
    result_from_sheets,
)

RULES = "XaVograma: rules"
CATEGORY_RULE = "ABC C: grammatical categories"
GOOD_WORDS = "ABC B: good words"
LETTERS_RULE = "ABC L: letters"
EASEL = 8  # "Each player takes eight letters"
THINK_SECONDS = 120  # "For two minutes"
TAKE_SECONDS = 30
DEFAULT_VOWELS = 3
BONUS = 5  # "a bonus of five points if the word is of the category of the region"
GOAL = 300  # "The first player to reach 300 points wins"
VOTE_SECONDS = 60
#: Words every view carries (stages, timer labels): a secret word equal to one is no secret.
VIEW_WORDS = frozenset({"TAKE", "THINK", "VOTE", "LIMIT", "FINISH", "CA"})


def length_points(letters: int) -> int:
    """The length table (4 letters 1 ... 10 or more 25), before bonus and multiplier."""
    return coast.points(letters)


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Take(Move):
    """Take your eight letters: this many vowels, the rest consonants."""

    verb: ClassVar[str] = "take"
    vowels: int = DEFAULT_VOWELS


@dataclass(frozen=True)
class Place(Move):
    """Your word and the region where you place your marker (secret until the time is up)."""

    verb: ClassVar[str] = "place"
    word: str = ""
    region: str = ""


@dataclass(frozen=True)
class Pass(Move):
    """Place no word this play."""

    verb: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Vote(Move):
    """Your vote on whether a player's word is of its region's category."""

    verb: ClassVar[str] = "vote"
    player: int = 0
    accept: bool = True

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Vote:
        """`vote SEAT yes|no`: seats as players number them, from 1."""
        if len(args) != 2 or not args[0].isdigit():
            raise IllegalMove.of("vote SEAT yes|no", rule="move format")
        return cls(int(args[0]) - 1, args[1].lower() in ("yes", "y", "sí", "si"))


# -- State ----------------------------------------------------------------------------------
class Placement(NamedTuple):
    word: str
    tiles: tuple[str, ...]
    region: str


@dataclass
class Scored:
    """A word once the play is scored."""

    seat: int
    word: str
    region: str
    letters: int
    bonus: bool
    value: int
    scores: bool  # the word of greatest value in its region


@dataclass
class XavogramaState:
    seats: int
    options: dict[str, Any]
    rng: Rng
    vowels: list[str]
    consonants: list[str]
    board: dict[str, str] = field(default_factory=dict)  # region -> its letter
    easels: list[list[str]] = field(default_factory=list)
    play: int = 1
    stage: str = "take"  # take -> think -> (vote) -> take ...
    taking: Submissions[int] | None = None
    thinking: Submissions[Placement] | None = None
    bonus: dict[int, bool] = field(default_factory=dict)  # settled category verdicts
    votes: dict[int, Challenge] = field(default_factory=dict)
    plays: list[list[Scored]] = grows()
    over: bool = False
    log: list[Event] = field(default_factory=list)


class Xavograma(StagedGame[XavogramaState]):
    meta: ClassVar[GameMeta] = GameMeta(
        id="verbalia-xavograma",
        title="Verbàlia: XaVograma",
        min_players=4,
        max_players=6,
        languages=("ca",),
        minutes=40,
        tags=("verbàlia", *situations("XaVograma"), "simultaneous", "board"),
        rulebook="shared/rules/verbalia.md#xavograma",
        family="verbalia.coast",
        summary=(
            "One letter in each region of Verbàlia; eight letters on your easel. All at once, "
            "in two minutes, form your best word with your letters and a region's letter and "
            "place it there: 4 letters 1 ... 10 or more 25, +5 if it is of the region's "
            "category, times the region's value; only the best word of a region scores. "
            "First to 300."
        ),
    )
    move_types = (Take, Place, Pass, Vote)

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec(
                "think_seconds",
                THINK_SECONDS,
                "time to find a word (children may have twice the time: ABC I)",
                minimum=10,
                maximum=600,
            ),
        )

    # -- Preparation -------------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> XavogramaState:
        vowels, consonants = bags()
        state = XavogramaState(
            seats=seats,
            options=options,
            rng=Rng.from_seed(seed, self.meta.id),
            vowels=vowels,
            consonants=consonants,
        )
        self._deal(state)
        return state

    def _deal(self, state: XavogramaState) -> None:
        """One letter at random in each region, all different; then the easels."""
        rng = state.rng
        rng.shuffle(state.vowels)
        rng.shuffle(state.consonants)
        state.board = {}
        for region in country().ids:
            on_board = set(state.board.values())
            bag = state.vowels if rng.coin() else state.consonants
            if all(t in on_board for t in set(bag)):
                bag = state.consonants
            k = next(i for i in range(len(bag) - 1, -1, -1) if bag[i] not in on_board)
            state.board[region] = bag.pop(k)
        state.easels = [[] for _ in range(state.seats)]
        state.stage = "take"
        state.taking = Submissions(
            SimultaneousSpec(RULES, limit_seconds=TAKE_SECONDS),
            list(range(state.seats)),
            instance=f"p{state.play}:take",
        )
        state.thinking = None
        state.bonus, state.votes = {}, {}
        state.log.append(
            Event(
                "deal",
                f"Play {state.play}: one letter in each region; take your eight letters.",
                {"play": state.play},
            )
        )

    def _take(self, state: XavogramaState, seat: int, move: Take) -> None:
        vowels = move.vowels
        if not 0 <= vowels <= EASEL:
            raise IllegalMove.of("take between 0 and {n} vowels", rule=RULES, n=EASEL)
        taking = self._taking(state)
        if seat in taking.entries:
            raise IllegalMove.of("you have taken your letters", rule=RULES)
        vowels = min(vowels, len(state.vowels))
        consonants = min(EASEL - vowels, len(state.consonants))
        state.easels[seat] = [state.vowels.pop() for _ in range(vowels)] + [
            state.consonants.pop() for _ in range(consonants)
        ]
        taking.submit(seat, vowels)
        if taking.closed:
            self._think(state)

    def _think(self, state: XavogramaState) -> None:
        taking = self._taking(state)
        for seat in taking.time_up():  # those who did not say: three vowels
            self._draw_default(state, seat)
        state.stage = "think"
        state.thinking = Submissions(
            SimultaneousSpec(RULES, limit_seconds=state.options["think_seconds"], revisable=True),
            list(range(state.seats)),
            instance=f"p{state.play}:think",
        )

    def _draw_default(self, state: XavogramaState, seat: int) -> None:
        vowels = min(DEFAULT_VOWELS, len(state.vowels))
        state.easels[seat] = [state.vowels.pop() for _ in range(vowels)] + [
            state.consonants.pop() for _ in range(EASEL - vowels)
        ]

    # -- Forming and placing a word ----------------------------------------------------------------
    def check_word(self, state: XavogramaState, seat: int, word: str, region: str) -> Placement:
        """The placement, or IllegalMove saying which rule it breaks."""
        land = country()
        if region not in land:
            if not region:
                raise IllegalMove.of("name a region of Verbàlia", rule=RULES)
            raise IllegalMove.of("{region} is not a region of Verbàlia", rule=RULES, region=region)
        tiles = tiles_of(word)
        shown = word.strip().upper() or "—"
        if tiles is None:
            raise IllegalMove.of(
                "{word} cannot be laid with Verbàlia's letters", LETTERS_RULE, word=shown
            )
        if len(tiles) < MIN_LETTERS:
            raise IllegalMove.of("words must have at least {n} letters", rule=RULES, n=MIN_LETTERS)
        letter = state.board[region]
        if letter not in tiles:
            raise IllegalMove.of(
                "a word placed in {region} is formed with its letter, {letter}",
                rule=RULES,
                region=land.region(region).name,
                letter=letter,
            )
        have = Counter(state.easels[seat]) + Counter([letter])
        short = [t for t, n in Counter(tiles).items() if n > have[t]]
        if short:
            raise IllegalMove.of(
                "your letters and the {letter} of {region} have no {missing} for it",
                rule=RULES,
                letter=letter,
                region=land.region(region).name,
                missing=short[0],
            )
        written = good_word(tiles)
        if written is None:
            raise IllegalMove.of("{word} is not in the dictionary", rule=GOOD_WORDS, word=shown)
        return Placement(written.upper(), tiles, region)

    def _place(self, state: XavogramaState, seat: int, move: Place) -> None:
        thinking = self._thinking(state)
        if seat in thinking.passed:
            raise IllegalMove.of("you passed this play", rule=RULES)
        placement = self.check_word(state, seat, move.word, move.region.lower())
        thinking.submit(seat, placement)
        if thinking.closed:
            self._reveal(state)

    # -- The time is up: markers, categories, scores -----------------------------------------------
    def _reveal(self, state: XavogramaState) -> None:
        """Everyone's marker goes down at once; doubtful categories go to the vote."""
        thinking = self._thinking(state)
        thinking.closed = True
        land = country()
        for seat, p in sorted(thinking.entries.items()):
            category = land.region(p.region).category
            said = verdict(p.word, category)
            if said == "unknown":
                voters = [s for s in range(state.seats) if s != seat]
                vote = Challenge(
                    seat, seat, p.word, f"is it a word of {CATEGORY_NAMES[category]}?", voters
                )
                vote.tie, vote.stage = TieRule.ACCEPT, ChallengeStage.VOTE
                state.votes[seat] = vote
            else:
                state.bonus[seat] = said == "yes"
        state.log.append(
            Event(
                "placed",
                "Markers down: "
                + ", ".join(
                    f"seat {s + 1} {p.word} in {land.region(p.region).name}"
                    for s, p in sorted(thinking.entries.items())
                )
                + ".",
                {
                    "words": [p.word for _, p in sorted(thinking.entries.items())],
                    "seats": sorted(thinking.entries),
                },
            )
        )
        if state.votes:
            state.stage = "vote"
            return
        self._score(state)

    def _vote(self, state: XavogramaState, seat: int, move: Vote) -> None:
        vote = state.votes.get(move.player)
        if state.stage != "vote" or vote is None:
            raise IllegalMove.of("that word is not put to the vote", rule=CATEGORY_RULE)
        vote.vote(seat, move.accept, state.rng)
        self._after_votes(state)

    def _after_votes(self, state: XavogramaState) -> None:
        if any(v.stage is not ChallengeStage.DONE for v in state.votes.values()):
            return
        for seat, vote in sorted(state.votes.items()):
            state.bonus[seat] = bool(vote.accepted)
            state.log.append(
                Event(
                    "verdict",
                    f"{vote.subject}: {'of' if vote.accepted else 'not of'} its region's "
                    "category, by the vote.",
                    {
                        "word": vote.subject,
                        "accepted": bool(vote.accepted),
                        "outcome": "of-category" if vote.accepted else "not-of-category",
                    },
                )
            )
        self._score(state)

    def _score(self, state: XavogramaState) -> None:
        thinking = self._thinking(state)
        land = country()
        scored = []
        for seat, p in sorted(thinking.entries.items()):
            region = land.region(p.region)
            bonus = state.bonus.get(seat, False)
            value = (length_points(len(p.tiles)) + (BONUS if bonus else 0)) * region.multiplier
            scored.append(Scored(seat, p.word, p.region, len(p.tiles), bonus, value, False))
        best: dict[str, int] = {}
        for s in scored:
            best[s.region] = max(best.get(s.region, 0), s.value)
        for s in scored:
            s.scores = s.value == best[s.region]
        state.plays.append(scored)
        state.log.append(
            Event(
                "scores",
                f"Play {state.play}: "
                + (
                    ", ".join(
                        f"seat {s.seat + 1} {s.word} {s.value if s.scores else 0}" for s in scored
                    )
                    or "no words"
                )
                + ".",
                {"play": state.play},
            )
        )
        # All the letters go back into the bags.
        for tile in [*state.board.values(), *(t for e in state.easels for t in e)]:
            (state.vowels if is_vowel(tile) else state.consonants).append(tile)
        state.board, state.easels = {}, [[] for _ in range(state.seats)]
        scores = self.result(state).scores
        if max(scores) >= GOAL:
            state.over = True
            state.log.append(ending(self.result(state)))
            return
        state.play += 1
        self._deal(state)

    # -- Dispatch ----------------------------------------------------------------------------------
    def _taking(self, state: XavogramaState) -> Submissions[int]:
        assert state.taking is not None
        return state.taking

    def _thinking(self, state: XavogramaState) -> Submissions[Placement]:
        assert state.thinking is not None
        return state.thinking

    def stage(self, state: XavogramaState) -> Stage | None:
        """Everyone takes their letters at once; everyone thinks at once (two minutes) and
        places a word or passes; the words whose category is in doubt go to a vote."""
        if state.over:
            return None
        everyone = range(state.seats)  # each phase refuses who is done (a word may change)
        if state.stage == "take":
            taking = self._taking(state)
            return Stage(
                "take",
                taking.waiting(),
                {Take: self._take},
                rule=RULES,
                timer=taking.timer(),
                time_up=self._think,
                open_to={Take: everyone},
            )
        if state.stage == "think":
            thinking = self._thinking(state)
            return Stage(
                "think",
                thinking.waiting(),
                {Place: self._place, Pass: self._pass},
                rule=RULES,
                timer=thinking.timer(),
                time_up=self._think_time_up,
                open_to={Place: everyone, Pass: everyone},
            )
        return Stage(
            "vote",
            sorted({s for v in state.votes.values() for s in v.waiting()}),
            {Vote: self._vote},
            rule=CATEGORY_RULE,
            timer=Timer(f"p{state.play}:vote", VOTE_SECONDS, "vote"),
            time_up=self._votes_time_up,
            open_to={Vote: everyone},
        )

    def _pass(self, state: XavogramaState, seat: int, move: Pass) -> None:
        thinking = self._thinking(state)
        thinking.pass_(seat)
        if thinking.closed:
            self._reveal(state)

    def _think_time_up(self, state: XavogramaState) -> None:
        self._thinking(state).time_up()
        self._reveal(state)

    def _votes_time_up(self, state: XavogramaState) -> None:
        for vote in state.votes.values():
            if vote.stage is not ChallengeStage.DONE:
                vote.time_up(state.rng)
        self._after_votes(state)

    def score_sheet(self, state: XavogramaState, seat: int) -> dict[str, int]:
        return {
            "words": sum(
                s.value for play in state.plays for s in play if s.seat == seat and s.scores
            )
        }

    def result(self, state: XavogramaState) -> Result:
        return result_from_sheets([self.score_sheet(state, s) for s in range(state.seats)])

    # -- Views -------------------------------------------------------------------------------------
    def table_view(self, state: XavogramaState, seat: int | None) -> dict[str, Any]:
        thinking = state.thinking
        revealed = thinking is not None and thinking.closed
        mine = thinking.entries.get(seat) if thinking is not None and seat is not None else None
        last = state.plays[-1] if state.plays else None
        return {
            "lang": "ca",
            "country": country().picture(),
            "contents": {r: [t] for r, t in state.board.items()},
            "wildcard": False,
            "stage": state.stage,
            "play": state.play,
            "goal": GOAL,
            "bonus": BONUS,
            "min_letters": MIN_LETTERS,
            "points_table": {str(k): v for k, v in POINTS.items()},
            "placed": [
                {"seat": s, "word": p.word, "region": p.region}
                for s, p in sorted(thinking.entries.items())
            ]
            if revealed and thinking is not None
            else [],
            "votes": [
                {
                    "player": s,
                    "word": v.subject,
                    "reason": v.reason,
                    # What the vote asks: is it of its region's category?
                    "category": country().region(thinking.entries[s].region).category
                    if thinking is not None and s in thinking.entries
                    else None,
                    "voters": list(v.voters),
                    "voted": sorted(v.votes),
                }
                for s, v in sorted(state.votes.items())
                if v.stage is not ChallengeStage.DONE
            ],
            "last_play": None
            if last is None
            else [
                {
                    "seat": s.seat,
                    "word": s.word,
                    "region": s.region,
                    "bonus": s.bonus,
                    "value": s.value,
                    "scores": s.scores,
                }
                for s in last
            ],
            "ready": [
                {
                    "seat": s,
                    "done": (state.stage == "take" and s in self._taking(state).entries)
                    or (
                        state.stage == "think"
                        and thinking is not None
                        and (s in thinking.entries or s in thinking.passed)
                    ),
                }
                for s in range(state.seats)
            ],
            "scores": list(self.result(state).scores),
            "you": None
            if seat is None
            else {
                "easel": list(state.easels[seat]) if state.easels else [],
                "placement": None if mine is None else {"word": mine.word, "region": mine.region},
            },
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: XavogramaState) -> list[str]:
        problems = []
        held = state.vowels + state.consonants + list(state.board.values())
        held += [t for e in state.easels for t in e]
        if sorted(held) != sorted(letter_set()):
            problems.append("the 200 letters are not conserved")
        if len(set(state.board.values())) != len(state.board):
            problems.append("two regions hold the same letter")
        if any(len(e) not in (0, EASEL) for e in state.easels):
            problems.append("an easel does not hold eight letters")
        return problems

    def secrets(self, state: XavogramaState) -> dict[int, set[str]]:
        """Each easel is its player's; a word and its region until the time is up."""
        found: dict[int, set[str]] = {}
        for seat, easel in enumerate(state.easels):
            if len(easel) == EASEL:
                found.setdefault(seat, set()).add("".join(sorted(easel)))
        thinking = state.thinking
        if thinking is not None and not thinking.closed:
            public = {s.word for play in state.plays for s in play} | country().public_strings
            public |= VIEW_WORDS
            for seat, p in thinking.entries.items():
                if p.word not in public:
                    found.setdefault(seat, set()).add(p.word)
        return found


GAME = register(Xavograma())
