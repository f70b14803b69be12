"""SuBBugrama (rulebook: shared/rules/verbalia.md, SuBBugrama; 2 players, 30 minutes).

The vowels go in one bag, the consonants in the other; one player takes ten vowels at random,
the other ten consonants. The thrower writes ten words beginning with their ten letters, each
with its category (nouns in the singular, adjectives in the masculine singular, verbs in the
infinitive), then throws the letters one by one from the bottom left-hand corner at regions of
the board; touching a region is enough. After ten throws: a letter entirely outside scores
nothing; inside, 1 x the region's value, or 4 x when its word's category is the region's.
These points are provisional: the opponent throws their ten letters too, to knock the
thrower's out and keep their own in. If the opponent then has more letters on the board, the
thrower's score is halved; if not, it is doubled. (The "more aggressive" variant: the thrower
scores the letters left on the board after the opponent's throws, no halving or doubling.)
Then the turns swap; then the letters go back and a second round is played with vowels and
consonants exchanged. Most points wins.

Readings where the rulebook is silent or the table cannot be copied:
- a throw is the player's chosen target region and strength (1-10) plus a seeded scatter
  from the state's Rng, larger the stronger the throw; the landing model is data
  (`data/throws.toml`, `throws.py`): a letter may land outside the country or on a border,
  and counts in every region it touches;
- a letter touching several regions scores the best of them for its word;
- a knock: a landing within the data's radius of a letter on the board pushes the nearest one
  on along the throw (seeded); the thrown letter stays; nothing else moves;
- the referee checks each word (ABC B, and ABC C with `categories.citation_form`): a word the
  dictionary rejects, or that does not begin with its letter, is refused at once; one whose
  category or form the dictionary cannot tell ("unknown") goes to the opponent's yes/no vote;
- the ten words are one move; a letter left without a word (or whose word the vote rejects)
  is still thrown but scores nothing; the writing has a time limit (option, 3 minutes), after
  which the words given stand;
- the letters are thrown in the order of the words; the opponent's knocking throws use the
  letters they hold (they are picked up again before their own turn);
- the seat that starts (seat 1) takes the vowels in the first round and throws first in both;
- "halved" rounds down; the opponent having as many letters on the board as the thrower is
  "not more": the thrower scores double;
- in the standard scoring, halving or doubling applies to the provisional points (the
  letters' places before the knocks); in the aggressive variant the letters are scored where
  they lie after the knocks;
- a tie in points shares the win.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal, NamedTuple

from logomachy.games.log import note
from logomachy.games.verbalia.coast import throws
from logomachy.games.verbalia.coast.engine import (
    CATEGORY_RULE,
    BaggedTable,
    CoastGame,
    NumberedVote,
    board_view,
    category_verdict,
    coast_meta,
    in_dictionary,
    laid,
    letter_problems,
    mix_bags,
    region_id,
    return_letters,
    table_vote,
    vote_view,
    votes_stage,
)
from logomachy.games.verbalia.pieces.categories import (
    CATEGORIES,
    CITATION,
    Category,
    citation_form,
)
from logomachy.games.verbalia.pieces.country import CATEGORY_NAMES, country
from logomachy.games.verbalia.pieces.views import pick
from logomachy.kernel import (
    Challenge,
    ChallengeStage,
    IllegalMove,
    Move,
    OptionSpec,
    Stage,
    Timer,
    grows,
    register,
)

RULES = "SuBBugrama: rules"
HAND = 10  # "ten vowels ... ten consonants"; "ten words"; "ten throws"
ROUNDS = 2  # "a second round is played"
MATCH, OTHER = 4, 1  # "four points ... if the category matches"; "one point" if not
WRITE_SECONDS = 180
Scoring = Literal["standard", "aggressive"]
Phase = Literal["write", "vote", "throw", "knock"]


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Write(Move):
    """Your ten words, each with its category (noun, adjective, verb), one per letter."""

    verb: ClassVar[str] = "write"
    words: tuple[str, ...] = ()
    categories: tuple[str, ...] = ()

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Write:
        """`write WORD:category WORD:category ...` (noun, adjective, verb)."""
        pairs = [a.partition(":") for a in args]
        return cls(tuple(w for w, _, _ in pairs), tuple(c.lower() for _, _, c in pairs))


@dataclass(frozen=True)
class Vote(NumberedVote):
    """Your yes/no on whether a word of the thrower's is of its category and well written
    (`vote N yes|no`: N counts the words put to the vote from 1)."""

    index: int = 0
    accept: bool = True


@dataclass(frozen=True)
class Throw(Move):
    """Throw your next letter at a region with a strength (1-10)."""

    verb: ClassVar[str] = "throw"
    region: str = ""
    strength: int = 5

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Throw:
        """`throw REGION STRENGTH` (a region's id, 1-10)."""
        if len(args) != 2 or not args[1].isdigit():
            raise IllegalMove.of("throw REGION STRENGTH", rule="move format")
        return cls(args[0].lower(), int(args[1]))


# -- State ----------------------------------------------------------------------------------
class Word(NamedTuple):
    letter: str
    word: str  # as the dictionary writes it, upper case ("" if none)
    category: Category
    counts: bool  # the referee (or the vote) accepted it


class Lying(NamedTuple):
    seat: int
    letter: str
    x: float
    y: float


@dataclass
class Half:
    """One player's turn as thrower, once scored."""

    round: int
    thrower: int
    provisional: int
    thrower_left: int
    knocker_left: int
    points: int


@dataclass
class SubbugramaState(BaggedTable):
    hands: list[list[str]] = field(default_factory=list)
    round: int = 1
    thrower: int = 0
    stage: Phase = "write"
    words: list[Word] = field(default_factory=list)
    votes: dict[int, Challenge] = field(default_factory=dict)
    lying: list[Lying] = field(default_factory=list)  # letters thrown this half
    thrown: int = 0  # throws made this stage
    provisional: int = 0
    halves: list[Half] = grows()


def letter_points(word: Word | None, regions: tuple[str, ...]) -> int:
    """A letter's points where it lies: nothing outside (or without a word); inside, the best
    region it touches, 4 x its value when the word's category is the region's, else 1 x."""
    if word is None or not word.counts or not regions:
        return 0
    land = country()
    return max(
        (MATCH if land.region(r).category == word.category else OTHER) * land.region(r).multiplier
        for r in regions
    )


class Subbugrama(CoastGame[SubbugramaState]):
    meta = coast_meta(
        "SuBBugrama",
        players=(2, 2),
        minutes=30,
        tags=("dexterity", "board"),
        summary=(
            "Ten vowels for one, ten consonants for the other. Write ten words beginning with "
            "your letters, each a noun, adjective or verb, and throw the letters from the "
            "bottom-left corner onto the regions of Verbàlia (aim and strength; they scatter): "
            "1 x the region's value, 4 x if the word's category is the region's. Your "
            "opponent throws theirs to knock yours out: more of theirs on the board halves "
            "your score, fewer doubles it. Two rounds, roles and letters swapped."
        ),
    )
    move_types = (Write, Vote, Throw)
    state_type = SubbugramaState

    table_options = (
        OptionSpec(
            "scoring",
            "standard",
            "standard: halve or double the provisional points; aggressive: score the "
            "letters left on the board after the opponent's throws",
            choices=("standard", "aggressive"),
        ),
        OptionSpec.seconds("write_seconds", WRITE_SECONDS, "time to write the ten words", 30, 900),
    )

    # -- Preparation -------------------------------------------------------------------------------
    def vowel_seat(self, round_: int) -> int:
        """Seat 1 takes the vowels in the first round, the consonants in the second."""
        return 0 if round_ == 1 else 1

    def deal(self, state: SubbugramaState) -> None:
        mix_bags(state.rng, state.vowels, state.consonants)
        state.hands = [[], []]
        v = self.vowel_seat(state.round)
        state.hands[v] = [state.vowels.pop() for _ in range(HAND)]
        state.hands[1 - v] = [state.consonants.pop() for _ in range(HAND)]
        note(
            state,
            "round",
            f"Round {state.round}: seat {v + 1} takes ten vowels, seat {2 - v} ten consonants.",
            round=state.round,
            vowels=v,
            seat=v,
        )
        state.thrower = 0
        self._open_half(state)

    def _open_half(self, state: SubbugramaState) -> None:
        state.stage = "write"
        state.words, state.votes, state.lying = [], {}, []
        state.thrown, state.provisional = 0, 0

    # -- Writing the ten words ---------------------------------------------------------------------
    def check_words(
        self, state: SubbugramaState, words: tuple[str, ...], cats: tuple[str, ...]
    ) -> list[tuple[Word, bool]]:
        """Each word matched to a letter of the hand, with whether it needs the vote; or
        IllegalMove saying which rule a word breaks."""
        if len(words) != len(cats):
            raise IllegalMove.of("give one category for each word", rule=RULES)
        if len(words) > HAND:
            raise IllegalMove.of("write at most {n} words, one for each letter", rule=RULES, n=HAND)
        left = list(state.hands[state.thrower])
        checked: list[tuple[Word, bool]] = []
        written_before: set[str] = set()
        for text, cat in zip(words, cats, strict=True):
            if cat not in CATEGORIES:
                if not cat:
                    raise IllegalMove.of(
                        "give each word its category: noun, adjective or verb", RULES
                    )
                raise IllegalMove.of(
                    "{category} is not noun, adjective or verb", RULES, category=cat
                )
            category: Category = cat
            tiles, shown = laid(text)
            if tiles[0] not in left:
                if not left:
                    raise IllegalMove.of(
                        "{word} does not begin with one of your letters left (none)",
                        rule=RULES,
                        word=shown,
                    )
                raise IllegalMove.of(
                    "{word} does not begin with one of your letters left ({letters})",
                    rule=RULES,
                    word=shown,
                    letters=" ".join(left),
                )
            written = in_dictionary(tiles, shown)
            if written.upper() in written_before:
                raise IllegalMove.of("{word} is written twice", rule=RULES, word=written.upper())
            said = citation_form(written, category)
            if said == "no":
                raise not_cited(written.upper(), category)
            left.remove(tiles[0])
            written_before.add(written.upper())
            checked.append((Word(tiles[0], written.upper(), category, True), said == "unknown"))
        return checked

    def _write(self, state: SubbugramaState, seat: int, move: Write) -> None:
        checked = self.check_words(state, tuple(move.words), tuple(move.categories))
        self._written(state, checked)

    def _written(self, state: SubbugramaState, checked: list[tuple[Word, bool]]) -> None:
        """The words stand in the hand's order; letters left without one are thrown last."""
        hand = list(state.hands[state.thrower])
        words: list[Word] = []
        for w, doubtful in checked:
            hand.remove(w.letter)
            if doubtful:
                opponent = 1 - state.thrower
                question = f"is it a {w.category} written {CITATION[w.category]}?"
                vote = table_vote(opponent, state.thrower, w.word, question, [opponent])
                state.votes[len(words)] = vote
            words.append(w)
        words.extend(Word(t, "", "noun", False) for t in hand)
        state.words = words
        state.hands[state.thrower] = [w.letter for w in words]  # thrown in this order
        note(
            state,
            "words",
            f"Seat {state.thrower + 1} writes: "
            + (", ".join(f"{w.word} ({w.category})" for w in words if w.word) or "nothing")
            + ".",
            seat=state.thrower,
            words=[w.word for w in words if w.word],
            count=sum(1 for w in words if w.word),
        )
        state.stage = "vote" if state.votes else "throw"

    def _voted(self, state: SubbugramaState) -> None:
        """Every vote is decided: a word rejected scores nothing; the throws begin."""
        for index, vote in sorted(state.votes.items()):
            w = state.words[index]
            state.words[index] = w._replace(counts=bool(vote.accepted))
            state.log.append(category_verdict(vote, ("accepted", "rejected"), what=""))
        state.stage = "throw"

    # -- Throwing ----------------------------------------------------------------------------------
    def _throw(self, state: SubbugramaState, seat: int, move: Throw) -> None:
        land = country()
        low, high = throws.model().strengths
        region_id(move.region, RULES)
        if not low <= move.strength <= high:
            raise IllegalMove.of(
                "a throw's strength is {low} to {high}", rule=RULES, low=low, high=high
            )
        thrower = state.stage == "throw"
        letter = state.hands[seat][state.thrown]
        x, y = throws.land(move.region, move.strength, state.rng)
        hit = None
        if not thrower:
            push = throws.knock((x, y), [(p.x, p.y) for p in state.lying], state.rng)
            if push is not None:
                hit = state.lying[push.hit]
                state.lying[push.hit] = hit._replace(x=push.to[0], y=push.to[1])
        state.lying.append(Lying(seat, letter, x, y))
        state.thrown += 1
        where = throws.touching(x, y)
        note(
            state,
            "throw",
            f"Seat {seat + 1} throws {letter} at {land.region(move.region).name} "
            f"(strength {move.strength}): "
            + (", ".join(land.region(r).name for r in where) if where else "outside")
            + (f"; it knocks {hit.letter} of seat {hit.seat + 1}" if hit else "")
            + ".",
            seat=seat,
            letter=letter,
            target=move.region,
            strength=move.strength,
            at=[x, y],
            regions=list(where),
            knocked=None if hit is None else hit.letter,
            # For the log's words: where it lies ("outside": off the board) and
            # how many letters it knocks (0 or 1), whose (`defendant`).
            lands=list(where) or ["outside"],
            knocks=0 if hit is None else 1,
            **{} if hit is None else {"defendant": hit.seat},
        )
        if state.thrown < HAND:
            return
        if thrower:
            state.provisional = self.points_lying(state)
            state.stage, state.thrown = "knock", 0
            note(
                state,
                "provisional",
                f"Seat {state.thrower + 1}: {state.provisional} provisional points.",
                points=state.provisional,
                seat=state.thrower,
            )
        else:
            self._score_half(state)

    def points_lying(self, state: SubbugramaState) -> int:
        """The thrower's points for their letters where they lie now."""
        mine = [p for p in state.lying if p.seat == state.thrower]
        return sum(
            letter_points(w, throws.touching(p.x, p.y))
            for w, p in zip(state.words, mine, strict=False)
        )

    def next_letter(self, state: SubbugramaState) -> str | None:
        """The letter thrown next (None when nobody is throwing)."""
        if state.over or state.stage not in ("throw", "knock"):
            return None
        seat = state.thrower if state.stage == "throw" else 1 - state.thrower
        return state.hands[seat][state.thrown]

    def on_board(self, state: SubbugramaState, seat: int) -> int:
        return sum(1 for p in state.lying if p.seat == seat and throws.touching(p.x, p.y))

    # -- Scoring -----------------------------------------------------------------------------------
    def _score_half(self, state: SubbugramaState) -> None:
        mine = self.on_board(state, state.thrower)
        theirs = self.on_board(state, 1 - state.thrower)
        if state.options["scoring"] == "aggressive":
            points = self.points_lying(state)
            how, code = "the letters left on the board", "left-on-board"
        elif theirs > mine:
            points = state.provisional // 2
            how = code = "halved"
        else:
            points = state.provisional * 2
            how = code = "doubled"
        state.halves.append(
            Half(state.round, state.thrower, state.provisional, mine, theirs, points)
        )
        note(
            state,
            "half",
            f"Seat {state.thrower + 1}: {mine} letters left against {theirs}; "
            f"{points} points ({how}).",
            seat=state.thrower,
            points=points,
            left=[mine, theirs],
            mine=mine,
            theirs=theirs,
            how=code,
        )
        if state.thrower == 0:
            state.thrower = 1
            self._open_half(state)
            return
        # The letters go back into their bags.
        return_letters([t for hand in state.hands for t in hand], state.vowels, state.consonants)
        state.hands = [[], []]
        state.lying, state.words = [], []
        if state.round >= ROUNDS:
            self.finish(state)
            return
        state.round += 1
        self.deal(state)

    # -- The stages ------------------------------------------------------------------------------
    def stage(self, state: SubbugramaState) -> Stage | None:
        """The thrower writes ten words (a time limit); the opponent votes on the words the
        dictionary cannot judge; the thrower throws their ten letters; the opponent knocks
        them with theirs. Throws take the time they take: no clock."""
        if state.over:
            return None
        key = f"r{state.round}s{state.thrower}"
        if state.stage == "write":
            return Stage(
                "write",
                (state.thrower,),
                {Write: self._write},
                rule=RULES,
                timer=Timer(f"{key}:write", state.options["write_seconds"], "write"),
                time_up=lambda st: self._written(st, []),  # no words: thrown for nothing
            )
        if state.stage == "vote":
            return votes_stage(
                f"{key}:vote", state.votes, Vote, lambda move: move.index, self._voted, state.seats
            )
        throwing = state.thrower if state.stage == "throw" else 1 - state.thrower
        return Stage(state.stage, (throwing,), {Throw: self._throw}, rule=RULES)

    def rounds(self, state: SubbugramaState) -> int:
        return ROUNDS

    def round_points(self, state: SubbugramaState, seat: int) -> list[tuple[int, int]]:
        return [(h.round, h.points) for h in state.halves if h.thrower == seat]

    # -- Views -------------------------------------------------------------------------------------
    def table_view(self, state: SubbugramaState, seat: int | None) -> dict[str, Any]:
        m = throws.model()
        return {
            **board_view({}, wildcard=False),
            "round": state.round,
            "rounds": ROUNDS,
            "stage": state.stage,
            "thrower": state.thrower,
            "scoring": state.options["scoring"],
            "hands": [list(h) for h in state.hands],
            "vowels": self.vowel_seat(state.round),
            "thrown": state.thrown,
            "next_letter": self.next_letter(state),
            "words": [w._asdict() for w in state.words],
            "votes": [
                {"index": i, **vote_view(v, state.words[i].category)}
                for i, v in sorted(state.votes.items())
                if v.stage is not ChallengeStage.DONE
            ],
            "lying": [
                {**p._asdict(), "regions": list(throws.touching(p.x, p.y))} for p in state.lying
            ],
            "provisional": state.provisional if state.stage == "knock" else None,
            "model": {
                "origin": list(m.origin),
                "strengths": list(m.strengths),
                "reach": m.reach,
                "right_strength": {r: throws.right_strength(r) for r in country().ids},
            },
            "halves": [
                {
                    **pick(h, "round", "thrower", "provisional", "points"),
                    "left": [h.thrower_left, h.knocker_left],
                }
                for h in state.halves
            ],
            "scores": list(self.result(state).scores),
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: SubbugramaState) -> list[str]:
        problems = letter_problems(
            state.vowels, state.consonants, *(t for h in state.hands for t in h)
        )
        if not state.over and any(len(h) != HAND for h in state.hands):
            problems.append("a player does not hold ten letters")
        if len(state.lying) > 2 * HAND:
            problems.append("more letters lie on the table than were thrown")
        return problems

    def secrets(self, state: SubbugramaState) -> dict[int, set[str]]:
        """Nothing is hidden: the letters are drawn face up, the words are written before the
        opponent throws and shown for the vote."""
        return {}


def not_cited(word: str, category: Category) -> IllegalMove:
    """The refusal of a word not written in its category's citation form (one message per
    category, so that each language words it its own way)."""
    if category == "noun":
        return IllegalMove.of(
            "{word} is not a noun written in the singular", rule=CATEGORY_RULE, word=word
        )
    if category == "adjective":
        return IllegalMove.of(
            "{word} is not an adjective written in the masculine singular",
            rule=CATEGORY_RULE,
            word=word,
        )
    return IllegalMove.of(
        "{word} is not a verb written in the infinitive", rule=CATEGORY_RULE, word=word
    )


GAME = register(Subbugrama())
__all__ = ["CATEGORY_NAMES", "GAME"]
