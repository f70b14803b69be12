"""Poetry Slam — the rules (rulebook: shared/rules/poetry-slam.md). English, 3-10 players.

Set-up: the Wordsmith's row of Speed Tiles (5-4-3-2-1, repeated); with 6+ players everyone
first covers a letter in 1-3 random tiers. Rounds (8, 7, 6 or 5 by players), each:
- Word Phase: n Speed Tiles to the middle; a Word Prompt Card and its Letter Card(s) (the
  Wordsmith may discard for "contains both"); everyone secretly writes a word (or passes)
  and takes a Speed Tile of their choice on finishing. Speed = the tile, Length by the table.
- Poetry Phase: no turn order — any poet ready recites a couplet (first line heard: RECITE;
  whole poem: GUESS, ~10 s). One guess each; the first right guess scores 1, the poet 3 (2 if
  the guess came before the poem was finished). A guess the referee cannot settle is the
  poet's call (CALL); once the word is revealed the calls may be appealed (APPEAL) to the vote
  of the other players. Then the word is checked.
- Freeform Poetry Variant (option `freeform`, off as in the rulebook, a variant a table
  chooses): each player says at the start whether they recite free verse (FREEFORM).
- Letter Loss Phase (not after the last round): flip your tile, cover its letter or a letter
  of its tier (fallback: same tier, the tiers below -- numbered up --, then above).
End: Speed + Length + Poetry + guesses, -2 per Slam, +1 per Snap received, -1 per Snap kept.

Readings where the rulebook is silent or unclear:
- a player who passes on writing still takes a Speed Tile (and loses its letter: "seven Lost
  Letter Chips" going into the last round) but scores no Speed or Length points;
- a word that earns Slams keeps its Speed and Length points (the three-Slam "Aaaaaaah" rule
  exists because it would otherwise pay); Slams are the only penalty;
- words are checked when revealed after their poem; the dictionary decides alone, and a word
  it cannot settle (a compound, a word it lacks, a vowel-less abbreviation) goes to the
  table's vote, the author explaining first; a tie goes the Wordsmith's way, and stands when
  the Wordsmith did not vote;
- the extra three Slams go to a rejected word with one letter three times in a row;
- a poem is finished when its last line is heard: the lines before it are shown for
  `recite_seconds`; guesses then count as "before the poet finished" (2 points); a one-line
  free verse poem is finished as soon as it is heard;
- guesses ("the discretion of the poet and the table"): the referee settles only the word, its
  inflections and its attested derivatives (an attested reading shares a lemma; WordNet links
  the words or their lemmas by derivation: IRONIC for IRONICALLY); never a bare prefix (IRON),
  and a guessed reading is no evidence. Any other guess is the poet's call, at once, with
  `call_seconds` (silence: "not it"); the poem's timer starts again after it. Once the word is
  shown any other player may appeal a call that changes the outcome (the call that made a
  guess right; with no right guess, each "not it"); the first appeal heard goes to the vote of
  every player but the poet, and a tie lets the call stand (overruling takes a majority);
- Freeform: "Not all players would have to play with this variant" -- each player chooses
  once, at the start (the rulebook ties it to a player's comfort with couplets, not to a poem);
  who does not choose in `freeform_seconds` recites couplets. A free verse poem is one or
  more lines (at most 8, 400 characters: "short"), needs no rhyme nor meter, and may not
  contain the word or a BLANK; the table judges it as a clue (the challenge after it scored),
  never on its rhyme;
- a poem that scored may be challenged by any player (doesn't rhyme, completes no thought);
  a rejected poem loses its poet's points, the guesser keeps theirs;
- a poet whose word duplicates a word guessed right takes 2 points at once (automatic);
- there is no Letter Loss after the last round (70 chips = 10 players x 7);
- "Third letter is _" means the third letter (its heading and examples; the text says second);
  letters a card says to redraw are always redrawn;
- when the writing time (if set) runs out, late players pass and take the lowest tiles left.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar

from logomachy.games.challenges import (
    Allow,
    Explain,
    objection_stage,
    objection_window,
    settling_stage,
    submissions_stage,
    tally,
)
from logomachy.games.log import game_over, note
from logomachy.games.poetry_slam import words
from logomachy.games.poetry_slam.edition import (
    ALPHABET,
    Edition,
    PromptCard,
    SpeedTile,
    load_edition,
)
from logomachy.kernel import (
    Challenge,
    ChallengeStage,
    Deck,
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
    Vote,
    result_from_sheets,
)
from logomachy.kernel.flow import Handler

# -- Tables (rulebook) -----------------------------------------------------------------------
ROUNDS = {3: 8, 4: 8, 5: 8, 6: 7, 7: 6, 8: 5, 9: 5, 10: 5}
CHIPS_TO_DRAW = {6: 1, 7: 2, 8: 3, 9: 3, 10: 3}  # set-up, 6+ players
ROW_PATTERN = (5, 4, 3, 2, 1)
POET_FINISHED, POET_BEFORE_FINISH, GUESSER, DUPLICATE = 3, 2, 1, 2
SLAM_POINTS = -2
SNAPS = 3

SETUP, WORD_PHASE, WRITING, POETRY, LETTER_LOSS, FREEFORM = (
    "Setup",
    "Word Phase",
    "Writing Words",
    "Poetry Phase",
    "Letter Loss Phase",
    "Freeform Poetry Variant",
)
SLAMS_RULE, SNAPS_RULE, GAME_PLAY = "Slams", "Snaps", "Game Play"


# -- Moves ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Write(Move):
    """Writing Words: your secret word, and the Speed Tile (its value) you take on finishing."""

    verb: ClassVar[str] = "write"
    word: str = ""
    speed: int = 0


@dataclass(frozen=True)
class Pass(Move):
    """Pass on writing a word (still taking a Speed Tile), on your poem, or on guessing."""

    verb: ClassVar[str] = "pass"
    speed: int = 0


@dataclass(frozen=True)
class Discard(Move):
    """The Wordsmith discards drawn letters ("contains both") to redraw them; none: keep."""

    verb: ClassVar[str] = "discard"
    letters: tuple[str, ...] = ()

    aliases: ClassVar[tuple[str, ...]] = ("keep",)

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        """`discard L [L]`, or `keep` (discard nothing)."""
        return cls(tuple(a.upper() for a in args))


@dataclass(frozen=True)
class Freeform(Move):
    """Freeform Poetry Variant, at the start: will you recite free verse (True) or rhyming
    couplets (False) this game?"""

    verb: ClassVar[str] = "freeform"
    verse: bool = True


@dataclass(frozen=True)
class Recite(Move):
    """Begin your poem: a rhyming couplet (two lines) -- or, if you play freeform, free verse
    of one or more lines (`more`: the lines after the second) -- that lets the others guess
    your word."""

    verb: ClassVar[str] = "recite"
    line1: str = ""
    line2: str = ""
    more: tuple[str, ...] = ()

    @property
    def lines(self) -> tuple[str, ...]:
        return (self.line1, self.line2, *self.more)

    def notation(self) -> str:
        return "recite " + " / ".join(words.poem_lines(self.lines))

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        """`recite LINE / LINE [/ LINE ...]`."""
        lines = [line.strip() for line in " ".join(args).split("/")] + ["", ""]
        return cls(lines[0], lines[1], tuple(x for x in lines[2:] if x))


@dataclass(frozen=True)
class Guess(Move):
    """Your one guess of the reciting poet's word."""

    verb: ClassVar[str] = "guess"
    word: str = ""


@dataclass(frozen=True)
class Call(Move):
    """The poet's call on a guess the referee cannot settle: is it right (close enough)?"""

    verb: ClassVar[str] = "call"
    right: bool = False

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        """`call right` or `call wrong`."""
        answer = " ".join(args).lower()
        if answer not in ("right", "wrong"):
            raise IllegalMove.of("call right or call wrong", rule="move format")
        return cls(answer == "right")


@dataclass(frozen=True)
class Appeal(Move):
    """Once the word is shown, ask the table to overrule the poet's call on `guesser`'s guess."""

    verb: ClassVar[str] = "appeal"
    guesser: int = 0
    reason: str = ""

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        """`appeal SEAT REASON` (seats numbered from 1, as players say them)."""
        if not args or not args[0].isdigit():
            raise IllegalMove.of("appeal SEAT REASON", rule="move format")
        return cls(int(args[0]) - 1, " ".join(args[1:]))


@dataclass(frozen=True)
class ChallengePoem(Move):
    """Object to a poem that scored: it does not rhyme or is no couplet."""

    verb: ClassVar[str] = "challenge"
    reason: str = ""


@dataclass(frozen=True)
class Cover(Move):
    """Put Lost Letter Chips on these letters of your Player Board (one per chip owed)."""

    verb: ClassVar[str] = "cover"
    letters: tuple[str, ...] = ()

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        return cls(tuple(a.upper() for a in args))


@dataclass(frozen=True)
class Snap(Move):
    """Give a Snap to another poet (one per round, three per game)."""

    verb: ClassVar[str] = "snap"
    to: int = 0

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        """`snap SEAT` (seats numbered from 1)."""
        if len(args) != 1 or not args[0].isdigit():
            raise IllegalMove.of("snap SEAT", rule="move format")
        return cls(int(args[0]) - 1)


# -- State ---------------------------------------------------------------------------------
class Phase(enum.Enum):
    FREEFORM = "freeform"  # each player chooses free verse or couplets (the variant allowed)
    COVER = "cover"  # Lost Letter Chips by choice (set-up with 6+, Letter Loss Phase)
    PROMPT = "prompt"  # the Wordsmith may discard drawn letters
    WRITE = "write"
    PERFORM = "perform"  # any poet still to perform may begin
    RECITE = "recite"  # the first line is heard
    GUESS = "guess"  # the whole poem is heard
    CALL = "call"  # the poet rules on a guess the referee cannot settle
    APPEAL = "appeal"  # the word shown: the poet's calls may be appealed to the table
    CHALLENGE = "challenge"  # the poem that scored may be challenged
    EXPLAIN = "explain"
    VOTE = "vote"
    OVER = "over"


@dataclass
class Line:
    """One round's row of a Score Sheet (and the Speed Tile taken)."""

    word: str = ""  # "" = passed
    tile: SpeedTile | None = None
    speed: int = 0  # Speed points: the tile's dots, for a word
    length: int = 0  # Length points
    revealed: bool = False
    performed: bool = False
    poem: tuple[str, ...] | None = None
    poetry: int = 0
    guessing: int = 0
    slams: list[str] = field(default_factory=list)
    lost: str = ""  # the letter covered in this round's Letter Loss Phase


@dataclass
class Guessed:
    seat: int
    word: str
    correct: bool
    early: bool  # before the poet finished
    called: bool | None = None  # the poet's call on it (None: the referee settled it)
    overruled: bool = False  # the table overruled the poet's call


@dataclass
class PoetrySlamState:
    seats: int
    options: dict[str, Any]
    rng: Rng
    freeform: list[bool]  # per seat: plays the Freeform Poetry Variant
    wordsmith: int
    rounds: int
    prompt_deck: Deck[int]  # indices of the edition's prompt cards
    letter_deck: Deck[str]
    pile: dict[int, list[SpeedTile]]  # Speed Tiles not yet in the row, by value
    row: list[SpeedTile] = field(default_factory=list)
    next_value: int = 0  # index in ROW_PATTERN of the next tile to add to the row
    middle: list[SpeedTile] = field(default_factory=list)
    spent: list[SpeedTile] = field(default_factory=list)  # discarded after Letter Loss
    sheets: list[list[Line]] = field(default_factory=list)
    covered: list[list[str]] = field(default_factory=list)
    snaps_left: list[int] = field(default_factory=list)
    snaps_received: list[int] = field(default_factory=list)
    snap_round: list[int] = field(default_factory=list)
    setup_tiers: list[int] = field(default_factory=list)
    round: int = 0
    stage: Phase = Phase.COVER
    prompt: int = 0
    drawn: tuple[str, ...] = ()
    writing: Submissions[str] | None = None
    poet: int | None = None
    guesses: list[Guessed] = field(default_factory=list)
    said: list[str] = field(default_factory=list)  # every guess spoken aloud this game
    calling: int | None = None  # index in `guesses` of the guess the poet is ruling on
    resume: Phase = Phase.GUESS  # where the poem goes on after the poet's call
    calls: int = 0  # the poet's calls on this poem (each restarts the poem's timer)
    appealed: int | None = None  # the guesser whose poet's call the table is voting on
    choosing: Submissions[bool] | None = None  # the freeform choice at the start
    checks: list[tuple[str, int]] = field(default_factory=list)  # ("word"|"poem", seat) to do
    voting: str = ""  # what the current challenge is about: "word", "poem" or "call"
    window: Submissions[str] | None = None
    challenge: Challenge | None = None
    covering: Submissions[tuple[str, ...]] | None = None
    owed: dict[int, list[int]] = field(default_factory=dict)  # seat -> tiers to cover by choice
    log: list[Event] = field(default_factory=list)

    def line(self, seat: int, round_: int | None = None) -> Line:
        return self.sheets[seat][(round_ or self.round) - 1]


# -- The game ------------------------------------------------------------------------------
class PoetrySlam(StagedGame[PoetrySlamState]):
    meta: ClassVar[GameMeta] = GameMeta(
        id="poetry-slam",
        title="Poetry Slam",
        min_players=3,
        max_players=10,
        languages=("en",),
        minutes=45,
        tags=("party", "simultaneous", "vote", "poems"),
        rulebook="shared/rules/poetry-slam.md",
        family="poetry_slam",
        summary=(
            "Each round a Word Prompt Card and a letter: everyone secretly writes a matching "
            "word and grabs a Speed Tile (faster = more points, but a more valuable letter "
            "lost later). Then each poet recites a rhyming couplet for the others to guess "
            "the word: 3 points to the poet (2 if guessed before the end), 1 to the guesser. "
            "Length scores too; Slams (-2) punish words off the prompt, misspelt or using lost "
            "letters; Snaps reward what you admire."
        ),
        conformance_seed_cost=12,  # ~5 CPU-s a bot game (measured 2026-12-02)
    )
    move_types = (
        Freeform,
        Write,
        Pass,
        Discard,
        Recite,
        Guess,
        Call,
        Appeal,
        ChallengePoem,
        Allow,
        Explain,
        Vote,
        Cover,
        Snap,
    )

    def option_specs(self) -> tuple[OptionSpec, ...]:
        seconds = OptionSpec.seconds
        return (
            OptionSpec(
                "wordsmith", 0, "seat of the Wordsmith (breaks tied votes)", minimum=0, maximum=9
            ),
            OptionSpec(
                "freeform",
                False,
                "allow the Freeform Poetry Variant (each player chooses free verse or couplets)",
            ),
            seconds(
                "freeform_seconds", 0, "time to choose free verse or couplets (0: none)", minimum=0
            ),
            seconds(
                "write_seconds",
                0,
                "limit on writing words (0: none, as in the rulebook)",
                minimum=0,
                maximum=3600,
            ),
            seconds(
                "poem_seconds", 0, "time for a poet to begin (0: none)", minimum=0, maximum=3600
            ),
            seconds(
                "recite_seconds", 5, "how long the first line is heard alone", minimum=1, maximum=60
            ),
            seconds(
                "guess_seconds",
                10,
                "time to guess once the poem is finished",
                minimum=3,
                maximum=120,
            ),
            seconds(
                "call_seconds", 10, "time for the poet's call on a guess", minimum=3, maximum=120
            ),
            seconds(
                "appeal_seconds", 10, "time to appeal the poet's calls", minimum=3, maximum=300
            ),
            seconds("challenge_seconds", 15, "time to challenge a poem", minimum=3, maximum=300),
            seconds("explain_seconds", 60, "time to explain", minimum=5),
            seconds("vote_seconds", 30, "time to vote", minimum=5),
            seconds("cover_seconds", 0, "time to choose a letter to lose (0: none)", minimum=0),
        )

    # -- Setup ------------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> PoetrySlamState:
        if options["wordsmith"] >= seats:
            raise IllegalMove.of("the Wordsmith must be one of the players", rule=SETUP)
        edition = load_edition()
        rng = Rng.from_seed(seed, "poetry-slam")
        pile: dict[int, list[SpeedTile]] = {}
        for tile in edition.tiles:
            pile.setdefault(tile.value, []).append(tile)
        for tiles in pile.values():
            rng.shuffle(tiles)  # "shuffle all the Speed Tiles" (undersides unseen)
        state = PoetrySlamState(
            seats=seats,
            options=options,
            rng=rng,
            freeform=[False] * seats,
            wordsmith=int(options["wordsmith"]),
            rounds=ROUNDS[seats],
            prompt_deck=Deck.shuffled(range(len(edition.prompts)), rng),
            letter_deck=Deck.shuffled(ALPHABET, rng),
            pile=pile,
            sheets=[[Line() for _ in range(ROUNDS[seats])] for _ in range(seats)],
            covered=[[] for _ in range(seats)],
            snaps_left=[SNAPS] * seats,
            snaps_received=[0] * seats,
            snap_round=[-1] * seats,  # the round of the last Snap given (-1: none yet)
        )
        if options["freeform"]:
            # "Not all players would have to play with this variant": each chooses, once.
            spec = SimultaneousSpec(
                FREEFORM, limit_seconds=options["freeform_seconds"] or None, revisable=False
            )
            state.choosing = Submissions(spec, list(range(seats)), instance="freeform")
            state.stage = Phase.FREEFORM
        else:
            self._set_up_chips(state)
        return state

    def _choose_freeform(self, state: PoetrySlamState, seat: int, move: Freeform) -> None:
        verse = move.verse
        assert state.choosing is not None
        state.choosing.submit(seat, verse)
        state.freeform[seat] = verse

    def _end_choosing(self, state: PoetrySlamState) -> None:
        assert state.choosing is not None
        state.choosing.time_up()  # Reading: who did not choose in time recites couplets
        state.choosing = None
        chosen = [s + 1 for s in range(state.seats) if state.freeform[s]]
        note(
            state,
            "freeform",
            "Free verse: " + (", ".join(f"seat {s}" for s in chosen) or "nobody") + ".",
            seats=[s - 1 for s in chosen],
            count=len(chosen),
        )
        self._set_up_chips(state)

    def _set_up_chips(self, state: PoetrySlamState) -> None:
        seats, rng = state.seats, state.rng
        chips = CHIPS_TO_DRAW.get(seats, 0)
        if chips:
            # One Speed Tile of each value, `chips` of them drawn at random, then put back:
            # only their values matter, so the row is untouched.
            state.setup_tiers = sorted(rng.sample(list(ROW_PATTERN), chips), reverse=True)
            note(
                state,
                "setup-chips",
                "Everyone covers a letter in tier(s) "
                + ", ".join(map(str, state.setup_tiers))
                + ".",
                tiers=state.setup_tiers,
                tier_list=", ".join(map(str, state.setup_tiers)),
                count=len(state.setup_tiers),
            )
            self._start_covering(state, {s: list(state.setup_tiers) for s in range(seats)})
        else:
            self._start_round(state)

    # -- Word Phase ---------------------------------------------------------------------------
    def _start_round(self, state: PoetrySlamState) -> None:
        state.round += 1
        # 1. Speed Tiles: n off the left end of the row, extended 5-4-3-2-1 as needed.
        while len(state.row) < state.seats:
            value = ROW_PATTERN[state.next_value % len(ROW_PATTERN)]
            state.next_value += 1
            state.row.append(state.pile[value].pop())
        state.middle, state.row = state.row[: state.seats], state.row[state.seats :]
        # 2. Word Prompt: the top card, and one or two Letter Cards.
        state.prompt = state.prompt_deck.draw(state.rng)[0]
        card = self.card(state)
        state.drawn = tuple(self._draw_letter(state) for _ in range(card.letters))
        note(
            state,
            "prompt",
            f"Round {state.round}: {card.describe(state.drawn)}.",
            round=state.round,
            prompt=card.text,
            card=card.code,
            letters=list(state.drawn),
        )
        if card.wordsmith_may_discard:
            state.stage = Phase.PROMPT
        else:
            self._start_writing(state)

    def card(self, state: PoetrySlamState) -> PromptCard:
        return load_edition().prompts[state.prompt]

    def _draw_letter(self, state: PoetrySlamState) -> str:
        card = self.card(state)
        while True:
            letter = state.letter_deck.draw(state.rng)[0]
            if letter not in card.redraw and letter not in state.drawn:
                return letter
            state.letter_deck.discard([letter])

    def _discard(self, state: PoetrySlamState, seat: int, move: Discard) -> None:
        if seat != state.wordsmith:
            raise IllegalMove.of("only the Wordsmith may discard drawn letters", rule=WORD_PHASE)
        chosen = [letter.upper() for letter in move.letters]
        if any(letter not in state.drawn for letter in chosen) or len(set(chosen)) < len(chosen):
            raise IllegalMove.of("discard letters that were drawn this round", rule=WORD_PHASE)
        kept = tuple(letter for letter in state.drawn if letter not in chosen)
        state.letter_deck.discard(chosen)
        state.drawn = kept  # what `_draw_letter` must not draw again
        state.drawn = kept + tuple(self._draw_letter(state) for _ in chosen)
        if chosen:
            note(
                state,
                "discard",
                f"The Wordsmith discards {' '.join(chosen)}: "
                f"{self.card(state).describe(state.drawn)}.",
                discarded=chosen,
                letters=list(state.drawn),
                card=self.card(state).code,
            )
        self._start_writing(state)

    def _start_writing(self, state: PoetrySlamState) -> None:
        spec = SimultaneousSpec(
            WRITING, limit_seconds=state.options["write_seconds"] or None, revisable=False
        )
        state.writing = Submissions(spec, list(range(state.seats)), instance=f"r{state.round}")
        state.stage = Phase.WRITE

    def _take_tile(self, state: PoetrySlamState, seat: int, value: int) -> None:
        """4. Take Speed Tiles: one of your choice from the middle, as you finish."""
        tile = next((t for t in state.middle if t.value == value), None)
        if tile is None:
            left = sorted({t.value for t in state.middle}, reverse=True)
            raise IllegalMove.of(
                "there is no {value}-point Speed Tile left (left: {left})",
                rule="Take Speed Tiles",
                value=value,
                left=left,
            )
        state.middle.remove(tile)
        state.line(seat).tile = tile

    def _write(self, state: PoetrySlamState, seat: int, move: Write | Pass) -> None:
        assert state.writing is not None
        word = words.normalise(move.word) if isinstance(move, Write) else ""
        if isinstance(move, Write):
            problem = words.malformed(word)
            if problem:
                raise problem
        if seat in state.writing.entries or seat in state.writing.passed:
            raise IllegalMove.of("you have already finished this round", rule=WRITING)
        if not any(t.value == move.speed for t in state.middle):
            self._take_tile(state, seat, move.speed)  # raises with the tiles left
        if word:
            state.writing.submit(seat, word)
        else:
            state.writing.pass_(seat)
        self._take_tile(state, seat, move.speed)
        line = state.line(seat)
        line.word = word
        if word:  # 5. Record Points
            line.speed, line.length = move.speed, words.length_points(word)
        note(
            state,
            "finish",
            f"Seat {seat + 1} {'wrote a word' if word else 'passed'} and took a "
            f"{move.speed}-point Speed Tile.",
            seat=seat,
            speed=move.speed,
            passed=not word,
            did="finish-wrote" if word else "finish-passed",
        )

    def _end_writing(self, state: PoetrySlamState) -> None:
        assert state.writing is not None
        late = state.writing.time_up()
        for seat in late:  # Reading: late players pass and take the lowest tiles left
            low = min(t.value for t in state.middle)
            state.writing.passed.append(seat)
            self._take_tile(state, seat, low)
            note(
                state,
                "late",
                f"Seat {seat + 1} did not finish in time: no word, a {low}-point tile.",
                seat=seat,
                speed=low,
            )
        state.stage = Phase.PERFORM
        self._next_performance(state)

    # -- Poetry Phase -------------------------------------------------------------------------
    def poets_waiting(self, state: PoetrySlamState) -> list[int]:
        """Poets with a word who have not yet performed: any of them may begin."""
        return [s for s in range(state.seats) if state.line(s).word and not state.line(s).performed]

    def _next_performance(self, state: PoetrySlamState) -> None:
        state.poet = None
        state.guesses = []
        if self.poets_waiting(state):
            state.stage = Phase.PERFORM
        else:
            self._letter_loss(state)

    def _recite(self, state: PoetrySlamState, seat: int, move: Recite) -> None:
        line = state.line(seat)
        free = state.freeform[seat]
        problem = words.poem_problem(move.lines, line.word, free)
        if problem:
            raise problem
        line.poem = words.poem_lines(move.lines)
        state.poet = seat
        state.guesses = []
        state.calls = 0
        # The view shows the poem as it is heard (all but its last line first); the log, once
        # over. Reading: a one-line free verse poem is finished as soon as it is heard.
        state.stage = Phase.RECITE if len(line.poem) > 1 else Phase.GUESS

    def guessers(self, state: PoetrySlamState) -> list[int]:
        done = {g.seat for g in state.guesses}
        return [s for s in range(state.seats) if s != state.poet and s not in done]

    def _guess(self, state: PoetrySlamState, seat: int, move: Guess | Pass) -> None:
        if seat == state.poet:
            raise IllegalMove.of("the poet does not guess their own word", rule=POETRY)
        if seat not in self.guessers(state):
            raise IllegalMove.of("you get only one guess per poem", rule=POETRY)
        assert state.poet is not None
        poet = state.line(state.poet)
        early = state.stage is Phase.RECITE
        if isinstance(move, Pass):
            state.guesses.append(Guessed(seat, "", False, early))
        else:
            guess = words.normalise(move.word)
            if words.malformed(guess):
                raise IllegalMove.of("guess a word", rule=POETRY)
            correct = words.guess_is_right(guess, poet.word)
            state.guesses.append(Guessed(seat, guess, correct, early))
            state.said.append(guess)
            if correct:
                self._score_guess(state, state.guesses[-1])
                self._end_poem(state)
                return
            # "Rulings should be based on the discretion of the poet and the table": what the
            # referee cannot settle (not the word, an inflection or a derivative) is the poet's.
            state.calling = len(state.guesses) - 1
            state.resume = state.stage
            state.stage = Phase.CALL
            return
        if not self.guessers(state):
            self._end_poem(state)

    def _score_guess(self, state: PoetrySlamState, guess: Guessed, sign: int = 1) -> None:
        """The guesser's point and the poet's 3 (2 if guessed before the end); -1: taken back."""
        assert state.poet is not None
        guess.correct = sign > 0
        state.line(guess.seat).guessing += sign * GUESSER
        points = POET_BEFORE_FINISH if guess.early else POET_FINISHED
        state.line(state.poet).poetry = points if sign > 0 else 0

    def _call(self, state: PoetrySlamState, right: bool | None) -> None:
        """The poet's call on the guess in question (None: silence, the guess is not it)."""
        assert state.calling is not None and state.poet is not None
        guess = state.guesses[state.calling]
        guess.called = bool(right)
        state.calling = None
        state.calls += 1
        state.stage = state.resume
        verdict = "right" if right else ("not it" if right is not None else "not it (no call)")
        note(
            state,
            "call",
            f"Seat {state.poet + 1} calls seat {guess.seat + 1}'s {guess.word}: {verdict}.",
            poet=state.poet,
            seat=guess.seat,
            word=guess.word,
            right=bool(right),
            seats=[state.poet],
            call="call-right" if right else ("call-not-it" if right is not None else "call-none"),
        )
        if right:
            self._score_guess(state, guess)
            self._end_poem(state)
        elif not self.guessers(state):
            self._end_poem(state)

    def appealable(self, state: PoetrySlamState) -> list[int]:
        """Guessers whose poet's call an appeal could change, once the word is shown: the call
        that made a guess right; if no guess is right, every call that said "not it"."""
        right = [g for g in state.guesses if g.correct]
        if right:
            return [g.seat for g in right if g.called]
        return [g.seat for g in state.guesses if g.called is False]

    def _finish_poem(self, state: PoetrySlamState) -> None:
        state.stage = Phase.GUESS

    def _end_poem(self, state: PoetrySlamState) -> None:
        """The poem is over: reveal the word; the poet's calls may then be appealed."""
        assert state.poet is not None
        state.calling = None
        self._reveal(state, state.poet)
        if self.appealable(state):
            instance = f"r{state.round}:p{state.poet}:appeal"
            seconds = state.options["appeal_seconds"]
            state.window = objection_window(
                POETRY, state.seats, state.poet, instance, seconds, revisable=True
            )
            state.stage = Phase.APPEAL
            return
        self._settle_poem(state)

    def _appeal(self, state: PoetrySlamState, seat: int, move: Appeal) -> None:
        """An appeal of the poet's call on a guess it decided; allowing lets the calls stand."""
        assert state.window is not None
        if move.guesser not in self.appealable(state):
            seats = [s + 1 for s in self.appealable(state)]
            raise IllegalMove.of(
                "appeal the poet's call on a guess it decided (seat {seats})",
                rule=POETRY,
                seats=seats,
            )
        state.window.submit(seat, f"{move.guesser}:{move.reason.strip()[:300]}")

    def _close_appeals(self, state: PoetrySlamState) -> None:
        """The first appeal heard goes to the vote of everyone but the poet; none: calls stand."""
        assert state.window is not None and state.poet is not None
        window, state.window = state.window, None
        if not window.order:
            self._settle_poem(state)
            return
        appellant = window.order[0]
        target, _, reason = window.entries[appellant].partition(":")
        guess = next(g for g in state.guesses if g.seat == int(target))
        state.appealed = guess.seat
        call = "right" if guess.called else "not it"
        reason = reason or f"the poet's call ({call}) is wrong"
        # The word is shown: the table needs no explanation.
        self._put_to_vote(state, "call", appellant, state.poet, guess.word, reason, Phase.VOTE)

    @staticmethod
    def _put_to_vote(
        state: PoetrySlamState,
        about: str,
        challenger: int,
        defendant: int,
        subject: str,
        reason: str,
        step: Phase = Phase.EXPLAIN,
    ) -> None:
        """`subject` (the unclear word, the poem, the poet's call: `about`) goes to the vote of
        every player but `defendant`, who explains first unless `step` is the vote. A tie
        lets it stand (Reading: overruling the poet takes a majority; a word's tie goes the
        Wordsmith's way, `_after_vote`)."""
        state.challenge = Challenge(
            challenger,
            defendant,
            subject,
            reason,
            [s for s in range(state.seats) if s != defendant],
            TieRule.ACCEPT,
            stage=ChallengeStage(step.value),
        )
        state.voting = about
        state.stage = step

    def _settle_poem(self, state: PoetrySlamState) -> None:
        """The poem's points are final: the poem may be challenged, duplicates take 2."""
        assert state.poet is not None
        poet = state.line(state.poet)
        if poet.poetry:
            state.checks.append(("poem", state.poet))
            target = words.letters(poet.word)
            for seat in self.poets_waiting(state):
                if words.letters(state.line(seat).word) == target:
                    state.line(seat).poetry = DUPLICATE
                    self._reveal(state, seat, duplicate=True)
        self._run_checks(state)

    def _pass_poem(self, state: PoetrySlamState, seat: int, move: Pass) -> None:
        self._reveal(state, seat)
        note(state, "pass", f"Seat {seat + 1} passes on the poem.", seat=seat)
        self._run_checks(state)

    def _reveal(self, state: PoetrySlamState, seat: int, duplicate: bool = False) -> None:
        """The word is shown and the referee checks it: automatic Slams, or a vote if unclear."""
        line = state.line(seat)
        line.performed = line.revealed = True
        check = words.check_word(line.word, self.card(state), state.drawn, set(state.covered[seat]))
        line.slams += check.slams
        right = next((g.seat for g in state.guesses if g.correct), None)
        aside = " (the same word: 2 points)" if duplicate else ""
        heard = "heard-duplicate" if duplicate else "heard-missed"
        if right is not None and not duplicate:
            aside = f", guessed by seat {right + 1}"
            heard = "heard-guessed"
        elif line.poem is None and not duplicate:
            heard = "heard-none"
        recited = f"Seat {seat + 1} recited: {' / '.join(line.poem)}. " if line.poem else ""
        note(
            state,
            "reveal",
            f"{recited}Seat {seat + 1}'s word: {line.word}{aside}."
            + "".join(f" Slam: {s}." for s in check.slams),
            seat=seat,
            word=line.word,
            slams=check.codes,
            count=len(check.codes),
            duplicate=duplicate,
            heard=heard,
            poem=" / ".join(line.poem) if line.poem else "—",
        )
        if check.unclear:
            state.checks.insert(0, ("word", seat))
            note(state, "unclear", check.unclear, seat=seat, word=line.word, doubt=check.doubt)

    def _run_checks(self, state: PoetrySlamState) -> None:
        """Votes owed after a poem: unclear words first, then the poem that scored."""
        state.window = None
        state.challenge = None
        while state.checks:
            kind, seat = state.checks.pop(0)
            line = state.line(seat)
            if kind == "word":
                doubt = words.dictionary_doubt(line.word)
                self._put_to_vote(state, "word", state.wordsmith, seat, line.word, doubt)
                return
            if line.poetry and line.poem is not None:
                instance = f"r{state.round}:p{seat}:challenge"
                seconds = state.options["challenge_seconds"]
                state.window = objection_window(
                    POETRY, state.seats, seat, instance, seconds, revisable=True
                )
                state.poet = seat
                state.stage = Phase.CHALLENGE
                return
        self._next_performance(state)

    def _close_window(self, state: PoetrySlamState) -> None:
        """The first challenge of the poem heard goes to the vote of everyone but the poet,
        who explains first; none: the poem stands."""
        assert state.window is not None and state.poet is not None
        window = state.window
        if not window.order:
            self._run_checks(state)
            return
        challenger = window.order[0]
        line = state.line(state.poet)
        assert line.poem is not None
        poem, reason = " / ".join(line.poem), window.entries[challenger]
        state.window = None
        self._put_to_vote(state, "poem", challenger, state.poet, poem, reason)

    def _after_vote(self, state: PoetrySlamState) -> None:
        """The table's vote is in (yes: accept the unclear word, the poem or the poet's call;
        majority rules) and its verdict applies."""
        challenge = state.challenge
        assert challenge is not None
        if state.voting == "call":
            self._after_appeal(state, challenge)
            return
        if challenge.decided_by_tie and state.wordsmith in challenge.votes:
            challenge.accepted = challenge.votes[state.wordsmith]  # the Wordsmith breaks ties
        yes, no = tally(challenge)
        word_vote = state.voting == "word"
        line = state.line(challenge.defendant)
        verdict = "accepted" if challenge.accepted else "rejected"
        text = f"{challenge.subject} is {verdict}, {yes} to {no}."
        outcome = f"{'word' if word_vote else 'poem'}-{verdict}"
        if not challenge.accepted:
            if word_vote:
                line.slams.append(f"{line.word} was voted not a valid word")
                if words.is_nonsense(line.word):
                    line.slams += [f"{line.word} is nonsense to get round the rules"] * (
                        words.NONSENSE_SLAMS
                    )
            else:
                line.poetry = 0
                text += " No points for the poem."
        self._log_verdict(state, text, outcome, challenge.defendant, challenge.subject)
        self._run_checks(state)

    def _after_appeal(self, state: PoetrySlamState, challenge: Challenge) -> None:
        """The poet's call stands (accepted) or is overruled: the guess's points follow."""
        assert state.poet is not None
        guess = next(g for g in state.guesses if g.seat == state.appealed)
        state.appealed = None
        yes, no = tally(challenge)
        text = f"The poet's call on {guess.word} stands, {yes} to {no}."
        outcome = "call-stands"
        if not challenge.accepted:
            guess.overruled = True
            self._score_guess(state, guess, -1 if guess.called else 1)
            verdict = "not it" if guess.called else "right"
            outcome = "overruled-not-it" if guess.called else "overruled-right"
            text = f"The table overrules the poet: {guess.word} is {verdict}, {no} to {yes}."
        self._log_verdict(state, text, outcome, guess.seat, guess.word, appeal=True)
        state.challenge = None
        self._settle_poem(state)

    @staticmethod
    def _log_verdict(
        state: PoetrySlamState, text: str, outcome: str, seat: int, word: str, **appeal: bool
    ) -> None:
        """The verdict's log line: the votes the winning side won and lost by."""
        challenge = state.challenge
        assert challenge is not None
        yes, no = tally(challenge)
        note(
            state,
            "verdict",
            text,
            seat=seat,
            accepted=challenge.accepted,
            **appeal,
            word=word,
            outcome=outcome,
            won=yes if challenge.accepted else no,
            lost=no if challenge.accepted else yes,
        )

    # -- Letter Loss Phase --------------------------------------------------------------------
    def loss_choices(self, covered: list[str], tier: int, letter: str = "") -> str:
        """Letters one chip may cover: the tile's letter; if covered, another of its tier; if
        the tier is full, the tier below on the board (tier 3 when tier 2 is full), and if
        there is none, the tier above (tier 4 when tier 5 is full) -- the rulebook's examples
        number the tiers downwards, so "below" is one more."""
        if letter and letter not in covered:
            return letter
        tiers = load_edition().tiers
        for t in [*range(tier, max(tiers) + 1), *range(tier - 1, 0, -1)]:
            free = "".join(ch for ch in tiers[t] if ch not in covered)
            if free:
                return free
        return ""

    def _letter_loss(self, state: PoetrySlamState) -> None:
        state.poet = None
        if state.round == state.rounds:  # Reading: no letter is lost after the last round
            self._end_game(state)
            return
        owed: dict[int, list[int]] = {}
        for seat in range(state.seats):
            tile = state.line(seat).tile
            assert tile is not None
            choices = self.loss_choices(state.covered[seat], tile.value, tile.letter)
            if len(choices) == 1:
                self._cover(state, seat, choices)
            elif choices:
                owed[seat] = [tile.value]
        if owed:
            self._start_covering(state, owed)
        else:
            self._next_round(state)

    def _cover(self, state: PoetrySlamState, seat: int, letter: str) -> None:
        state.covered[seat].append(letter)
        if state.round:
            state.line(seat).lost = letter

    def _start_covering(self, state: PoetrySlamState, owed: dict[int, list[int]]) -> None:
        state.owed = owed
        spec = SimultaneousSpec(
            LETTER_LOSS, limit_seconds=state.options["cover_seconds"] or None, revisable=False
        )
        state.covering = Submissions(spec, sorted(owed), instance=f"r{state.round}:cover")
        state.stage = Phase.COVER

    def _choose_cover(self, state: PoetrySlamState, seat: int, move: Cover) -> None:
        letters = move.letters
        assert state.covering is not None
        tiers = state.owed.get(seat, [])
        chosen = [letter.upper() for letter in letters]
        if len(chosen) != len(tiers):
            raise IllegalMove.of("cover {count} letter", rule=LETTER_LOSS, count=len(tiers))
        covered = list(state.covered[seat])
        for tier, letter in zip(tiers, chosen, strict=True):
            allowed = self.loss_choices(covered, tier)
            if letter not in allowed:
                raise IllegalMove.of(
                    "cover one of {letters} for a tier-{tier} tile",
                    rule=LETTER_LOSS,
                    letters=list(allowed),
                    tier=tier,
                )
            covered.append(letter)
        state.covering.submit(seat, tuple(chosen))
        for letter in chosen:
            self._cover(state, seat, letter)

    def default_cover(self, state: PoetrySlamState, seat: int) -> tuple[str, ...]:
        """What a player who does not choose covers: the rarest letter allowed, each chip."""
        covered = list(state.covered[seat])
        chosen = []
        for tier in state.owed.get(seat, []):
            letter = self.loss_choices(covered, tier)[-1]
            covered.append(letter)
            chosen.append(letter)
        return tuple(chosen)

    def _end_covering(self, state: PoetrySlamState) -> None:
        assert state.covering is not None
        for seat in state.covering.time_up():
            for letter in self.default_cover(state, seat):
                self._cover(state, seat, letter)
        state.covering = None
        state.owed = {}
        self._next_round(state)

    def _next_round(self, state: PoetrySlamState) -> None:
        note(
            state,
            "lose",
            "Lost letters: "
            + ", ".join(f"seat {s + 1} {' '.join(c)}" for s, c in enumerate(state.covered))
            + ".",
            covered=[list(c) for c in state.covered],
            seats=list(range(state.seats)),
            letters=[" ".join(c) or "—" for c in state.covered],
        )
        if state.round:
            # Discard the selected Speed Tiles, the Word Prompt and the Letter Cards.
            state.spent += [t for s in range(state.seats) if (t := state.line(s).tile)]
            state.prompt_deck.discard([state.prompt])
            state.letter_deck.discard(state.drawn)
        self._start_round(state)

    def _end_game(self, state: PoetrySlamState) -> None:
        state.stage = Phase.OVER
        game_over(state, self.result(state))

    # -- Snaps --------------------------------------------------------------------------------
    def _snap(self, state: PoetrySlamState, seat: int, move: Snap) -> None:
        to = move.to
        if not 0 <= to < state.seats or to == seat:
            raise IllegalMove.of("give your Snap to another poet", rule=SNAPS_RULE)
        if state.snaps_left[seat] == 0:
            raise IllegalMove.of("you have given all three Snaps", rule=SNAPS_RULE)
        if state.snap_round[seat] == state.round:
            raise IllegalMove.of("you may give only one Snap each round", rule=SNAPS_RULE)
        state.snaps_left[seat] -= 1
        state.snaps_received[to] += 1
        state.snap_round[seat] = state.round
        note(
            state, "snap", f"Seat {seat + 1} snaps for seat {to + 1}.", seat=seat, to=to, seats=[to]
        )

    # -- Dispatch -----------------------------------------------------------------------------
    def stage(self, state: PoetrySlamState) -> Stage | None:
        """The round's stages in rulebook order. Any player may Snap at any time (their snap
        handler checks the once-a-round rule)."""
        if state.stage is Phase.OVER:
            return None
        stage = self._stage(state)
        everyone = tuple(range(state.seats))
        return replace(
            stage,
            moves={**stage.moves, Snap: self._snap},
            open_to={**stage.open_to, Snap: everyone},
        )

    def _stage(self, state: PoetrySlamState) -> Stage:
        phase, o, r = state.stage, state.options, state.round
        name = phase.value
        if phase is Phase.FREEFORM and state.choosing is not None:
            moves: dict[type[Move], Handler] = {Freeform: self._choose_freeform}
            return submissions_stage(
                name, state.choosing, moves, self._end_choosing, rule=GAME_PLAY, ends=True
            )
        if phase is Phase.COVER and state.covering is not None:
            moves = {Cover: self._choose_cover}
            return submissions_stage(
                name, state.covering, moves, self._end_covering, rule=GAME_PLAY, ends=True
            )
        if phase is Phase.PROMPT:
            return Stage(name, (state.wordsmith,), {Discard: self._discard}, rule=GAME_PLAY)
        if phase is Phase.WRITE and state.writing is not None:
            moves = {Write: self._write, Pass: self._write}
            return submissions_stage(
                name, state.writing, moves, self._end_writing, rule=GAME_PLAY, ends=True
            )
        if phase is Phase.PERFORM:
            done = sum(state.line(s).performed for s in range(state.seats))
            timer = Timer(f"r{r}:perform{done}", o["poem_seconds"], "perform")
            return Stage(
                name,
                self.poets_waiting(state),
                {Recite: self._recite, Pass: self._pass_poem},
                rule=GAME_PLAY,
                timer=timer if o["poem_seconds"] else None,
                time_up=self._nobody_began if o["poem_seconds"] else None,
            )
        if phase in (Phase.RECITE, Phase.GUESS):
            # Every seat may try to guess (the handler says who may not); after each of the
            # poet's calls the poem goes on with its timer started again.
            everyone = tuple(range(state.seats))
            again = f":{state.calls}" if state.calls else ""
            return Stage(
                name,
                self.guessers(state) if phase is Phase.GUESS else (),
                {Guess: self._guess, Pass: self._guess},
                rule=GAME_PLAY,
                timer=Timer(f"r{r}:p{state.poet}:{name}{again}", o[f"{name}_seconds"], name),
                time_up=self._finish_poem if phase is Phase.RECITE else self._end_poem,
                open_to={Guess: everyone, Pass: everyone},
            )
        if phase is Phase.CALL and state.poet is not None:
            return Stage(
                name,
                (state.poet,),
                {Call: self._call_move},
                rule=GAME_PLAY,
                timer=Timer(f"r{r}:p{state.poet}:call{state.calls}", o["call_seconds"], "call"),
                time_up=self._no_call,
            )
        if phase is Phase.APPEAL and state.window is not None:
            return objection_stage(
                name, state.window, Appeal, self._appeal, self._close_appeals, rule=GAME_PLAY
            )
        if phase is Phase.CHALLENGE and state.window is not None:
            return objection_stage(
                name,
                state.window,
                ChallengePoem,
                self._challenge_poem,
                self._close_window,
                rule=GAME_PLAY,
            )
        if phase in (Phase.EXPLAIN, Phase.VOTE) and state.challenge is not None:
            c = state.challenge
            return settling_stage(
                c,
                key=f"r{r}:d{c.defendant}:{c.subject[:12]}",
                seconds=o,
                rule=GAME_PLAY,
                settled=self._after_vote,
                voting=self._to_vote,
            )
        return Stage(name, (), {}, rule=GAME_PLAY)

    # -- Handlers the stages name (the rules themselves are above) ------------------------------
    def _call_move(self, state: PoetrySlamState, seat: int, move: Call) -> None:
        self._call(state, move.right)

    def _no_call(self, state: PoetrySlamState) -> None:
        self._call(state, None)  # Reading: a poet who makes no call says "not it"

    def _nobody_began(self, state: PoetrySlamState) -> None:
        for seat in self.poets_waiting(state):  # nobody began in time: the rest pass
            self._reveal(state, seat)
        self._run_checks(state)

    def _challenge_poem(self, state: PoetrySlamState, seat: int, move: ChallengePoem) -> None:
        """A poem that scored is challenged (it does not rhyme, completes no thought); allowing
        it lets it stand."""
        assert state.window is not None
        state.window.submit(seat, move.reason.strip()[:300] or "it is not a poem")

    @staticmethod
    def _to_vote(state: PoetrySlamState) -> None:
        state.stage = Phase.VOTE

    # -- End of the game ----------------------------------------------------------------------
    def result(self, state: PoetrySlamState) -> Result:
        return result_from_sheets([self.score_sheet(state, s) for s in range(state.seats)])

    @staticmethod
    def score_sheet(state: PoetrySlamState, seat: int) -> dict[str, int]:
        """The Score Sheet's columns (Point Summary)."""
        lines = state.sheets[seat]
        return {
            "speed": sum(line.speed for line in lines),
            "length": sum(line.length for line in lines),
            "poetry": sum(line.poetry for line in lines),
            "guesses": sum(line.guessing for line in lines),
            "slams": SLAM_POINTS * sum(len(line.slams) for line in lines),
            "snaps": state.snaps_received[seat] - state.snaps_left[seat],
        }

    # -- Views and checks ---------------------------------------------------------------------
    def table_view(self, state: PoetrySlamState, seat: int | None) -> dict[str, Any]:
        from logomachy.games.poetry_slam.views import table_view

        return table_view(self, state, seat)

    def invariants(self, state: PoetrySlamState) -> list[str]:
        problems = []
        edition: Edition = load_edition()
        taken = [t for s in range(state.seats) if state.round and (t := state.line(s).tile)]
        tiles = state.row + state.middle + state.spent + taken
        tiles += [t for pile in state.pile.values() for t in pile]

        def key(t: SpeedTile) -> tuple[int, str]:
            return (t.value, t.letter)

        if sorted(tiles, key=key) != sorted(edition.tiles, key=key):
            problems.append("Speed Tiles are not conserved")
        letters = state.letter_deck.draw_pile + state.letter_deck.discard_pile + list(state.drawn)
        if sorted(letters) != list(ALPHABET):
            problems.append("Letter Cards are not conserved")
        for s in range(state.seats):
            if len(set(state.covered[s])) != len(state.covered[s]):
                problems.append(f"seat {s} covered a letter twice")
            if state.snaps_left[s] < 0:
                problems.append(f"seat {s} gave more than {SNAPS} Snaps")
        if sum(state.snaps_received) != SNAPS * state.seats - sum(state.snaps_left):
            problems.append("Snaps are not conserved")
        return problems

    def secrets(self, state: PoetrySlamState) -> dict[int, set[str]]:
        if state.stage is Phase.OVER or not state.round:
            return {}
        public = set(state.said) | PUBLIC_VOCABULARY
        public |= {line.word for sheet in state.sheets for line in sheet if line.revealed}
        hidden: dict[int, set[str]] = {}
        for s in range(state.seats):
            word = state.line(s).word
            if word and not state.line(s).revealed and word not in public:
                hidden[s] = {word}
        return hidden


# Strings every view shows whatever the words are (stage names, labels): a secret word that
# happens to be one of them is not leaked by them.
PUBLIC_VOCABULARY = {s.value.upper() for s in Phase} | {
    "FINISH",  # the timers' labels that are no stage's name
    "LIMIT",
    "EN",
    "RIGHT",  # the poet's call, as an appeal shows it
    "WRONG",
}
