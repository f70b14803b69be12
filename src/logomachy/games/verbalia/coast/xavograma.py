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

from dataclasses import dataclass, field
from typing import Any, ClassVar, NamedTuple

from logomachy.games.log import note
from logomachy.games.verbalia.coast.engine import (
    MIN_LETTERS,
    BaggedTable,
    CoastGame,
    NumberedVote,
    WordInRegion,
    all_at_once,
    board_view,
    category_verdict,
    child_seconds,
    coast_meta,
    easel_secrets,
    in_dictionary,
    judge_category,
    laid,
    letter_problems,
    mix_bags,
    not_passed,
    opened,
    region_id,
    return_letters,
    scoring_view,
    sealed_stage,
    short_of,
    take_letters,
    vote_view,
    votes_stage,
)
from logomachy.games.verbalia.coast.engine import points as length_points
from logomachy.games.verbalia.pieces.country import country
from logomachy.games.verbalia.pieces.views import pick
from logomachy.kernel import (
    Challenge,
    ChallengeStage,
    IllegalMove,
    Move,
    Pass,
    Stage,
    Submissions,
    grows,
    register,
)

RULES = "XaVograma: rules"
EASEL = 8  # "Each player takes eight letters"
THINK_SECONDS = 120  # "For two minutes"
TAKE_SECONDS = 30
DEFAULT_VOWELS = 3
BONUS = 5  # "a bonus of five points if the word is of the category of the region"
GOAL = 300  # "The first player to reach 300 points wins"
#: Words every view carries (stages, timer labels): a secret word equal to one is no secret.
VIEW_WORDS = frozenset({"TAKE", "THINK", "VOTE", "LIMIT", "FINISH", "CA"})


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Take(Move):
    """Take your eight letters: this many vowels, the rest consonants."""

    verb: ClassVar[str] = "take"
    vowels: int = DEFAULT_VOWELS


@dataclass(frozen=True)
class Place(WordInRegion):
    """Your word and the region where you place your marker (secret until the time is up)."""

    verb: ClassVar[str] = "place"


@dataclass(frozen=True)
class Vote(NumberedVote):
    """Your vote on whether a player's word is of its region's category (`vote N yes|no`: N
    the player's seat, as players number them, from 1)."""

    player: int = 0
    accept: bool = True


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
class XavogramaState(BaggedTable):
    board: dict[str, str] = field(default_factory=dict)  # region -> its letter
    easels: list[list[str]] = field(default_factory=list)
    play: int = 1
    stage: str = "take"  # take -> think -> (vote) -> take ...
    taking: Submissions[int] | None = None
    thinking: Submissions[Placement] | None = None
    bonus: dict[int, bool] = field(default_factory=dict)  # settled category verdicts
    votes: dict[int, Challenge] = field(default_factory=dict)
    plays: list[list[Scored]] = grows()


class Xavograma(CoastGame[XavogramaState]):
    meta = coast_meta(
        "XaVograma",
        players=(4, 6),
        minutes=40,
        tags=("simultaneous", "board"),
        summary=(
            "One letter in each region of Verbàlia; eight letters on your easel. All at once, "
            "in two minutes, form your best word with your letters and a region's letter and "
            "place it there: 4 letters 1 ... 10 or more 25, +5 if it is of the region's "
            "category, times the region's value; only the best word of a region scores. "
            "First to 300."
        ),
    )
    move_types = (Take, Place, Pass, Vote)
    state_type = XavogramaState

    table_options = (child_seconds("think_seconds", THINK_SECONDS, "time to find a word"),)

    # -- Preparation -------------------------------------------------------------------------------
    def deal(self, state: XavogramaState) -> None:
        """One letter at random in each region, all different; then the easels."""
        rng = state.rng
        mix_bags(rng, state.vowels, state.consonants)
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
        state.taking = all_at_once(RULES, TAKE_SECONDS, state.seats, f"p{state.play}:take")
        state.thinking = None
        state.bonus, state.votes = {}, {}
        note(
            state,
            "deal",
            f"Play {state.play}: one letter in each region; take your eight letters.",
            play=state.play,
        )

    def _take(self, state: XavogramaState, seat: int, move: Take) -> None:
        taking = opened(state.taking)
        if seat in taking.entries:
            raise IllegalMove.of("you have taken your letters", rule=RULES)
        taking.submit(seat, take_letters(state, seat, move.vowels, EASEL, RULES))

    def _think(self, state: XavogramaState) -> None:
        taking = opened(state.taking)
        for seat in taking.time_up():  # those who did not say: three vowels
            take_letters(state, seat, DEFAULT_VOWELS, EASEL, RULES)
        state.stage = "think"
        seconds = state.options["think_seconds"]
        state.thinking = all_at_once(RULES, seconds, state.seats, f"p{state.play}:think")

    # -- Forming and placing a word ----------------------------------------------------------------
    def check_word(self, state: XavogramaState, seat: int, word: str, region: str) -> Placement:
        """The placement, or IllegalMove saying which rule it breaks."""
        land = country()
        region_id(region, RULES)
        tiles, shown = laid(word, MIN_LETTERS, RULES)
        letter = state.board[region]
        if letter not in tiles:
            raise IllegalMove.of(
                "a word placed in {region} is formed with its letter, {letter}",
                rule=RULES,
                region=land.region(region).name,
                letter=letter,
            )
        short = short_of(tiles, [*state.easels[seat], letter])
        if short is not None:
            raise IllegalMove.of(
                "your letters and the {letter} of {region} have no {missing} for it",
                rule=RULES,
                letter=letter,
                region=land.region(region).name,
                missing=short,
            )
        return Placement(in_dictionary(tiles, shown).upper(), tiles, region)

    def _place(self, state: XavogramaState, seat: int, move: Place) -> None:
        thinking = opened(state.thinking)
        not_passed(thinking, seat, RULES)
        placement = self.check_word(state, seat, move.word, move.region.lower())
        thinking.submit(seat, placement)

    # -- The time is up: markers, categories, scores -----------------------------------------------
    def _reveal(self, state: XavogramaState) -> None:
        """Everyone's marker goes down at once; doubtful categories go to the vote."""
        thinking = opened(state.thinking)
        thinking.closed = True
        land = country()
        for seat, p in sorted(thinking.entries.items()):
            judged = judge_category(seat, p.word, land.region(p.region).category, state.seats)
            if isinstance(judged, bool):
                state.bonus[seat] = judged
            else:
                state.votes[seat] = judged
        note(
            state,
            "placed",
            "Markers down: "
            + ", ".join(
                f"seat {s + 1} {p.word} in {land.region(p.region).name}"
                for s, p in sorted(thinking.entries.items())
            )
            + ".",
            words=[p.word for _, p in sorted(thinking.entries.items())],
            seats=sorted(thinking.entries),
        )
        if state.votes:
            state.stage = "vote"
            return
        self._score(state)

    def _voted(self, state: XavogramaState) -> None:
        """Every vote is decided: the words score."""
        for seat, vote in sorted(state.votes.items()):
            state.bonus[seat] = bool(vote.accepted)
            state.log.append(category_verdict(vote))
        self._score(state)

    def _score(self, state: XavogramaState) -> None:
        thinking = opened(state.thinking)
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
        note(
            state,
            "scores",
            f"Play {state.play}: "
            + (
                ", ".join(
                    f"seat {s.seat + 1} {s.word} {s.value if s.scores else 0}" for s in scored
                )
                or "no words"
            )
            + ".",
            play=state.play,
        )
        # All the letters go back into the bags.
        tiles = [*state.board.values(), *(t for e in state.easels for t in e)]
        return_letters(tiles, state.vowels, state.consonants)
        state.board, state.easels = {}, [[] for _ in range(state.seats)]
        scores = self.result(state).scores
        if max(scores) >= GOAL:
            self.finish(state)
            return
        state.play += 1
        self.deal(state)

    # -- Dispatch ----------------------------------------------------------------------------------
    def stage(self, state: XavogramaState) -> Stage | None:
        """Everyone takes their letters at once; everyone thinks at once (two minutes) and
        places a word or passes; the words whose category is in doubt go to a vote."""
        if state.over:
            return None
        if state.stage == "take":
            taking = opened(state.taking)
            return sealed_stage(
                "take", taking, {Take: self._take}, RULES, self._think, passing=False
            )
        if state.stage == "think":
            # a pass: no word this play
            return sealed_stage(
                "think", opened(state.thinking), {Place: self._place}, RULES, self._reveal
            )
        return votes_stage(
            f"p{state.play}:vote",
            state.votes,
            Vote,
            lambda move: move.player,
            self._voted,
            state.seats,
        )

    def score_sheet(self, state: XavogramaState, seat: int) -> dict[str, int]:
        return {
            "words": sum(
                s.value for play in state.plays for s in play if s.seat == seat and s.scores
            )
        }

    # -- Views -------------------------------------------------------------------------------------
    def table_view(self, state: XavogramaState, seat: int | None) -> dict[str, Any]:
        thinking = state.thinking
        revealed = thinking is not None and thinking.closed
        mine = thinking.entries.get(seat) if thinking is not None and seat is not None else None
        last = state.plays[-1] if state.plays else None
        return {
            **board_view({r: [t] for r, t in state.board.items()}, wildcard=False),
            "play": state.play,
            "goal": GOAL,
            "bonus": BONUS,
            **scoring_view(),
            "placed": [
                {"seat": s, "word": p.word, "region": p.region}
                for s, p in sorted(thinking.entries.items())
            ]
            if revealed and thinking is not None
            else [],
            "votes": [
                {
                    "player": s,
                    # What the vote asks: is it of its region's category?
                    **vote_view(
                        v,
                        country().region(thinking.entries[s].region).category
                        if thinking is not None and s in thinking.entries
                        else None,
                    ),
                    "voted": sorted(v.votes),
                }
                for s, v in sorted(state.votes.items())
                if v.stage is not ChallengeStage.DONE
            ],
            "last_play": None
            if last is None
            else [pick(s, "seat", "word", "region", "bonus", "value", "scores") for s in last],
            "ready": [
                {
                    "seat": s,
                    "done": (state.stage == "take" and s in opened(state.taking).entries)
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
        held = [*state.board.values(), *(t for e in state.easels for t in e)]
        problems = letter_problems(state.vowels, state.consonants, *held)
        if len(set(state.board.values())) != len(state.board):
            problems.append("two regions hold the same letter")
        if any(len(e) not in (0, EASEL) for e in state.easels):
            problems.append("an easel does not hold eight letters")
        return problems

    def secrets(self, state: XavogramaState) -> dict[int, set[str]]:
        """Each easel is its player's; a word and its region until the time is up."""
        found = easel_secrets(state.easels, EASEL, ())
        thinking = state.thinking
        if thinking is not None and not thinking.closed:
            public = {s.word for play in state.plays for s in play} | country().public_strings
            public |= VIEW_WORDS
            for seat, p in thinking.entries.items():
                if p.word not in public:
                    found.setdefault(seat, set()).add(p.word)
        return found


GAME = register(Xavograma())
