"""The common Verbàlia kind: everyone writes words at once, then the lists are read out.

Vermigrama, Vermisíl·laB, Ruscosíl·laB, Bigrafosíl·laB, Grafosíl·laB, Votagrama, TaBugrama,
ZomBigrama, DoBlograma… all run the same round:

    deal → write (everyone at once, `write_seconds`; `done` when finished; the timer or
    everyone done closes it) → read out (the lists become public) → vote on the words the
    referee cannot settle (only games that have such words) → score → end or next round

A game of this kind subclasses `ListGame` and fills in the rulebook's parts:

    class Vermisillab(ListGame[VermisillabState]):
        meta = GameMeta(id="verbalia-vermisillab", ...)
        section = "Vermisíl·laB"            # refusals say "Vermisíl·laB: rules"
        write_seconds = 120                 # "for two minutes"
        def new_state(self, seats, options, rng) -> VermisillabState: ...  # the components
        def deal(self, state) -> None: ...                  # a new board (each round)
        def check_word(self, state, word) -> str: ...       # the word as read out, or refuse
        def points(self, state, word) -> int: ...           # the score table
        def extra_view(self, state, seat) -> dict: ...      # the board, the table

and gets: the moves (`Write`, `Done`, and `Vote` where words go to the vote), the stages
(`write`, `vote`; the kernel's `StagedGame` derives turns, timers and typed moves from them),
"already on your list", the read-out with words two players wrote cancelled (`shared`
decides what a shared word scores: cancelled by default), one score column per round, as many
rounds as players (or `target` points: the first to reach it; `game_over` for another end),
the table's view (lists secret while writing: others see how many words you have),
`secrets` and the round invariant. Vermigrama is the model (`vermigrama.py`).

Hooks, in the order a round uses them (each has a default unless marked):
- `new_state(seats, options, rng)` (required): the state, a `ListState` (or `VotedListState`)
  subclass holding the game's components;
- `deal(state)` (required): the round's material (a board, letters drawn); the base then
  clears the lists and logs "Round N";
- `check_word(state, word) -> str` (required): the word as it will be read out (upper case,
  the dictionary's spelling) or `IllegalMove` saying which rule it breaks — the referee refuses
  at once what it can decide, and only the writer sees it;
- `doubt(state, word) -> str | None`: a reason when the referee cannot decide (a category the
  lexicon cannot tell: `categories.verdict` "unknown"); the word then stays on the list and
  goes to the players' vote after the read-out (state must be a `VotedListState`);
- `conflict(state, word, mine) -> IllegalMove | None`: the refusal of a word the list may not
  hold beside the others (default: the same word twice, and two forms of one entry where
  `one_entry(state)` says so: TaBugrama's and ZomBigrama's SASTRE or SASTRESSA, "not both",
  `categories.same_entry`);
- `key(word)`: when two players wrote "the same" word (default: the same tiles, ABC N);
- `score_round(state) -> sheet`: the read-out (default: each word's `entry`: a word voted out
  scores nothing; one more than one player wrote is `shared`; the rest score `points`);
  override it where words are compared across lists (Votagrama's bonus, DoBlograma);
- `extra_stage(state)`: a stage of the game's own before the writing (DoBlograma's letter);
- `write_time(state)`: the round's writing time (default: the `write_seconds` option);
- `game_over(state)`: after each read-out (default: as many rounds as players, or someone at
  `target` points);
- `extra_view(state, seat)`: what the game's screen needs beside the lists.

`abc = Adaptations(child_time=True)` gives the game ABC I's children's time (`child_seats`):
"in timed games, children may have twice the time that adults have" — a per-seat time factor.
The table's timer (the kernel's one timer) runs the adults' `write_seconds`; when it is up,
the adults' lists close and, if a child seat is still writing, a second timer runs the
children's extra time (`write_seconds` more: twice in all); the round is read out when every
seat's own time is up or everyone is done. A table without child seats keeps the one timer,
and its records replay as before (the option left empty is not stored; the second time is
told by the log's "overtime" event, not a new field, so every state's fingerprint stays). The
game's other adaptations (`abc`) are listed among its options here too.

`one_word = True` makes the list a single word that a new `write` replaces (Votagrama: "they
may write as many words as they like, but … they may only say one of them").

Readings shared by every game on this machinery (each game's docstring repeats those it uses):
- a player who has finished says so (`done`); when everyone has, the lists are read out before
  the time is up;
- while writing, the others see how many words you have, not which;
- a `write` of several words judges each on its own: the good ones go on the list and the
  writer alone is told which were refused and why (`you.refused`); a write with no good word
  is refused whole, each word's reason said;
- a word the referee cannot settle is voted on by the players who did not write it, all such
  words at once after the read-out (`vote WORD yes|no`); a tie, or no one left to vote, keeps
  it (the benefit of the doubt); the vote's timer settles with the votes cast;
- ties share victory unless the rulebook names a tie-break.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar, Generic, TypeVar

from logomachy.games.log import note
from logomachy.games.verbalia.pieces.abc_options import (
    CHILD_FACTOR,
    Adaptations,
    child_seats,
    time_factor,
)
from logomachy.games.verbalia.pieces.categories import same_entry
from logomachy.games.verbalia.pieces.letters import ALPHABET
from logomachy.games.verbalia.pieces.score_sheets import SheetGame
from logomachy.kernel import (
    Challenge,
    ChallengeStage,
    Event,
    IllegalMove,
    Move,
    OptionSpec,
    Rng,
    Stage,
    TieRule,
    Timer,
)

MOST_WORDS = 200  # a list longer than this is not a list a person writes in a few minutes
VOTE_SECONDS = 60
GOOD_WORDS = "ABC B: good words"


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Write(Move):
    """Write down one or more words on your list (in a one-word game: your word)."""

    verb: ClassVar[str] = "write"
    words: tuple[str, ...] = ()


@dataclass(frozen=True)
class Done(Move):
    """Your list is finished (when everyone's is, the lists are read out)."""

    verb: ClassVar[str] = "done"


@dataclass(frozen=True)
class Vote(Move):
    """Your vote on a word read out that the referee could not settle: keep it or not."""

    verb: ClassVar[str] = "vote"
    word: str = ""
    accept: bool = True

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        """`vote WORD yes|no` (the kernel reads "sí" as yes); a plain "keep" says yes too."""
        return super().from_notation(["yes" if a.lower() == "keep" else a for a in args])


# -- State ----------------------------------------------------------------------------------
@dataclass
class Entry:
    """A word on a list, as read out."""

    word: str
    points: int = 0
    cancelled: bool = False


@dataclass
class NotedEntry(Entry):
    """A word read out with the referee's note on its score ("voted out", "+3 most good
    letters"), for games whose scores need saying why."""

    note: str = ""


@dataclass
class ListState:
    """What every game of the kind keeps; a game's state subclasses it with its components."""

    seats: int
    options: dict[str, Any]
    rng: Rng
    round: int = 1
    lists: list[list[str]] = field(default_factory=list)  # this round's words, per seat
    done: list[bool] = field(default_factory=list)
    # The last write's refused words, per seat (word, reason, rule, message id, parameters):
    # told to the writer only, in their language (the message), English in `reason`.
    refused: list[list[tuple[str, str, str, str, dict[str, Any]]]] = field(default_factory=list)
    sheets: list[list[list[Entry]]] = field(default_factory=list)  # [round - 1][seat]
    over: bool = False
    log: list[Event] = field(default_factory=list)


@dataclass
class VotedListState(ListState):
    """A list game whose referee sends some words to the players' vote."""

    doubts: dict[str, str] = field(default_factory=dict)  # key -> reason, this round's
    votes: dict[str, Challenge] = field(default_factory=dict)  # key -> its vote, read out
    voting: bool = False


S = TypeVar("S", bound=ListState)
VOTED_MOVES: tuple[type[Move], ...] = (Write, Done, Vote)


class ListGame(SheetGame[S], Generic[S]):
    """Everyone writes a list at once; the lists are read out and scored (module docstring)."""

    default_verb: ClassVar[str | None] = "write"  # a line of words is a write

    section: ClassVar[str] = ""  # the rulebook's section, for refusals
    write_seconds: ClassVar[int] = 60
    write_help: ClassVar[str] = "time to write words"
    one_word: ClassVar[bool] = False
    abc: ClassVar[Adaptations] = Adaptations()  # ABC I `child_time`: child seats' time twice
    target: ClassVar[int | None] = None  # first to this many points wins (None: rounds)
    votes: ClassVar[bool] = False  # some words go to the vote (a `VotedListState` game)
    move_types: ClassVar[tuple[type[Move], ...]] = (Write, Done)  # VOTED_MOVES if `votes`

    @property
    def rule(self) -> str:
        return f"{self.section}: rules"

    # -- Hooks ------------------------------------------------------------------------------------
    def new_state(self, seats: int, options: dict[str, Any], rng: Rng) -> S:
        raise NotImplementedError

    def deal(self, state: S) -> None:
        raise NotImplementedError

    def check_word(self, state: S, word: str) -> str:
        raise NotImplementedError

    def doubt(self, state: S, word: str) -> str | None:
        return None

    def doubt_code(self, state: S, word: str) -> str:
        """What the referee doubts of a word put to the vote, as the screens say it
        (`lists.doubt.<code>`: "citation", or the category asked); "" : no code."""
        return ""

    def conflict(self, state: S, word: str, mine: list[str]) -> IllegalMove | None:
        if any(self.key(w) == self.key(word) for w in mine):
            return IllegalMove.of("{word} is already on your list", rule=self.rule, word=word)
        other = (
            next((w for w in mine if same_entry(w, word)), None) if self.one_entry(state) else None
        )
        if other is not None:
            return IllegalMove.of(
                "{other} is on your list: {other} or {word} may be written, not both",
                rule=self.rule,
                other=other,
                word=word,
            )
        return None

    def one_entry(self, state: S) -> bool:
        """Whether a list may hold only one form of an entry (SASTRE or SASTRESSA)."""
        return False

    def key(self, word: str) -> str:
        return tile_code(word)

    def points(self, state: S, word: str) -> int:
        return 0

    def shared(self, state: S, word: str, writers: int) -> Entry:
        """A word more than one player wrote: cancelled (Vermigrama, Vermisíl·laB)."""
        return Entry(word, 0, True)

    def entry(self, state: S, seat: int, word: str, writers: int) -> Entry:
        if not self.kept(state, word):
            return NotedEntry(word, 0, False, "voted out")
        if writers > 1:
            return self.shared(state, word, writers)
        return Entry(word, self.points(state, word), False)

    def score_round(self, state: S) -> list[list[Entry]]:
        writers = self.writers(state)
        return [
            [self.entry(state, seat, w, writers[self.key(w)]) for w in words]
            for seat, words in enumerate(state.lists)
        ]

    def game_over(self, state: S) -> bool:
        if self.target is not None:
            return max(self.result(state).scores) >= self.target
        return state.round >= state.seats  # as many rounds as players

    def round_text(self, state: S) -> str:
        return f"Round {state.round}: write your words."

    def extra_view(self, state: S, seat: int | None) -> dict[str, Any]:
        return {}

    def extra_options(self) -> tuple[OptionSpec, ...]:
        return ()

    # -- Helpers for the hooks --------------------------------------------------------------------
    def writers(self, state: S) -> Counter[str]:
        """How many players wrote each word (by `key`)."""
        return Counter(self.key(w) for words in state.lists for w in set(words))

    def kept(self, state: S, word: str) -> bool:
        """False only for a word the players voted out."""
        if not isinstance(state, VotedListState):
            return True
        vote = state.votes.get(self.key(word))
        return vote is None or bool(vote.accepted)

    # -- Preparation ------------------------------------------------------------------------------
    def option_specs(self) -> tuple[OptionSpec, ...]:
        write = OptionSpec(
            "write_seconds", self.write_seconds, self.write_help, minimum=10, maximum=600
        )
        vote = OptionSpec(
            "vote_seconds", VOTE_SECONDS, "time to vote on doubtful words", minimum=10, maximum=600
        )
        return (
            write,
            *((vote,) if self.votes else ()),
            *self.extra_options(),
            *self.abc.specs(),
        )

    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> S:
        child_seats(options, seats)  # a bad seat number is refused before the game
        stored = self.abc.stored(options)
        state = self.new_state(seats, stored, Rng.from_seed(seed, self.meta.id))
        self._start_round(state)
        return state

    def _start_round(self, state: S) -> None:
        self.deal(state)
        state.lists = [[] for _ in range(state.seats)]
        state.done = [False] * state.seats
        state.refused = [[] for _ in range(state.seats)]
        if isinstance(state, VotedListState):
            state.doubts, state.votes, state.voting = {}, {}, False
        note(state, "round", self.round_text(state), round=state.round)

    # -- Writing ----------------------------------------------------------------------------------
    def _write(self, state: S, seat: int, move: Write) -> None:
        """Each word is judged on its own: the good ones go on the list, the refused ones
        are told to the writer (`you.refused`); only a write with no good word is refused."""
        self._in_time(state, seat)
        if state.done[seat]:
            raise IllegalMove.of("you said your list was finished", rule=self.rule)
        if self.one_word and len(move.words) != 1:
            raise IllegalMove.of("you say one word", rule=self.rule)
        if not move.words:
            raise IllegalMove.of("write at least one word", rule=self.rule)
        mine = [] if self.one_word else list(state.lists[seat])
        added: list[str] = []
        refused: list[tuple[str, IllegalMove]] = []
        doubts: dict[str, str] = {}
        for word in move.words:
            try:
                written = self.check_word(state, word)
                clash = self.conflict(state, written, mine)
                if clash is not None:
                    raise clash
                reason = self.doubt(state, written)
                if reason is not None and not isinstance(state, VotedListState):
                    raise IllegalMove.of(
                        "the dictionary cannot settle {word}", rule=self.rule, word=written
                    )
            except IllegalMove as exc:
                refused.append((word, exc))
                continue
            if reason is not None:
                doubts[self.key(written)] = reason
            mine.append(written)
            added.append(written)
        if not added:
            if len(refused) == 1:
                raise refused[0][1]
            # Each word's own refusal goes with it (`refusals`, for the writer's screen to say
            # in its language); the sentence names the words.
            raise IllegalMove.of(
                "none of these {count} words is accepted: {words}",
                rule=refused[0][1].rule,
                count=len(refused),
                words=[w.strip().upper() for w, _ in refused],
                refusals=[refusal_json(w, exc) for w, exc in refused],
            )
        if len(mine) > MOST_WORDS:
            raise IllegalMove.of(
                "a list holds at most {most} words", rule=self.rule, most=MOST_WORDS
            )
        if isinstance(state, VotedListState):
            state.doubts.update(doubts)
        state.lists[seat] = mine
        state.refused[seat] = [
            (w.strip().upper(), exc.reason, exc.rule, exc.message, dict(exc.params))
            for w, exc in refused
        ]

    def _in_time(self, state: S, seat: int) -> None:
        if overtime(state) and time_factor(state.options, seat) == 1:
            raise IllegalMove.of(
                "your time is up: only the seats with twice the time write on",
                rule="ABC I: children may have twice the time",
            )

    def _time_up(self, state: S) -> None:
        """The table's timer is up: the round is read out, unless a child seat still writing
        has its second time (ABC I); then the adults' lists are closed as they stand."""
        children = child_seats(state.options, state.seats)
        writing = sorted(s for s in children if not state.done[s])
        if overtime(state) or not writing:
            self._read_out(state)
            return
        for s in range(state.seats):
            if s not in children:
                state.done[s] = True
        named = ", ".join(str(s + 1) for s in writing)
        note(
            state,
            "overtime",
            f"Time is up; seat {named} has twice the time (ABC I) and writes on.",
            seats=writing,
        )

    def _done(self, state: S, seat: int, move: Done) -> None:
        self._in_time(state, seat)
        if state.done[seat]:
            raise IllegalMove.of("you already said your list was finished", rule=self.rule)
        state.done[seat] = True
        if all(state.done):
            self._read_out(state)

    # -- Reading out, voting, scoring -------------------------------------------------------------
    def _read_out(self, state: S) -> None:
        """The lists are read out; doubtful words go to the vote, or the round is scored."""
        if isinstance(state, VotedListState) and self._open_votes(state):
            return
        self._score(state)

    def _open_votes(self, state: VotedListState) -> bool:
        wrote: dict[str, list[int]] = {}
        shown: dict[str, str] = {}
        for seat, words in enumerate(state.lists):
            for w in words:
                wrote.setdefault(self.key(w), []).append(seat)
                shown.setdefault(self.key(w), w)
        for key, reason in state.doubts.items():
            if key not in wrote:
                continue  # replaced before the read-out (a one-word game)
            voters = [s for s in range(state.seats) if s not in wrote[key]]
            vote = Challenge(wrote[key][0], wrote[key][0], shown[key], reason, voters)
            vote.tie, vote.stage = TieRule.ACCEPT, ChallengeStage.VOTE
            if not voters:
                vote.settle(state.rng)  # everyone wrote it: everyone keeps it
            state.votes[key] = vote
        state.voting = any(v.stage is not ChallengeStage.DONE for v in state.votes.values())
        if state.votes:
            put = [v.subject for v in state.votes.values()]
            note(state, "vote", f"The players vote on {', '.join(put)}.", words=put)
        return state.voting

    def _vote(self, state: S, seat: int, move: Vote) -> None:
        assert isinstance(state, VotedListState)  # only such a state has a vote stage
        vote = state.votes.get(self.key(move.word))
        if vote is None:
            raise IllegalMove.of(
                "{word} is not put to the vote", rule=self.rule, word=move.word.upper()
            )
        vote.vote(seat, move.accept, state.rng)
        self._after_vote(state)

    def _vote_time_up(self, state: S) -> None:
        """The vote's time is up: each word is settled with the votes cast."""
        assert isinstance(state, VotedListState)
        for vote in state.votes.values():
            if vote.stage is not ChallengeStage.DONE:
                vote.time_up(state.rng)
        self._after_vote(state)

    def _after_vote(self, state: S) -> None:
        assert isinstance(state, VotedListState)
        if any(v.stage is not ChallengeStage.DONE for v in state.votes.values()):
            return
        state.voting = False
        for vote in state.votes.values():
            kept = "kept" if vote.accepted else "voted out"
            yes = sum(vote.votes.values())
            note(
                state,
                "verdict",
                f"{vote.subject} is {kept}, {yes} to {len(vote.votes) - yes}.",
                word=vote.subject,
                accepted=vote.accepted,
                verdict="kept" if vote.accepted else "out",
                yes=yes,
                no=len(vote.votes) - yes,
            )
        self._score(state)

    def _score(self, state: S) -> None:
        sheet = self.score_round(state)
        state.sheets.append(sheet)
        for seat, entries in enumerate(sheet):
            scored = sum(e.points for e in entries)
            cancelled = sum(e.cancelled for e in entries)
            note(
                state,
                "read-out",
                f"Seat {seat + 1} reads out {len(entries)} words: {scored} points "
                f"({cancelled} cancelled).",
                seat=seat,
                words=len(entries),
                points=scored,
                cancelled=cancelled,
            )
        if self.game_over(state):
            state.over = True
            state.lists = [[] for _ in range(state.seats)]
            return
        state.round += 1
        self._start_round(state)

    # -- The stages -------------------------------------------------------------------------------
    def stage(self, state: S) -> Stage | None:
        """Write (everyone at once, against the table's timer), then vote on the doubtful
        words if any; a game adds its own stages before the writing (`extra_stage`)."""
        if state.over:
            return None
        extra = self.extra_stage(state)
        if extra is not None:
            return extra
        everyone = range(state.seats)
        if isinstance(state, VotedListState) and state.voting:
            return Stage(
                "vote",
                sorted({s for v in state.votes.values() for s in v.waiting()}),
                {Vote: self._vote},
                rule=self.rule,
                timer=Timer(f"r{state.round}:vote", state.options["vote_seconds"], "vote"),
                time_up=self._vote_time_up,
                open_to={Vote: everyone},  # the vote itself says who may not vote on a word
            )
        if overtime(state):  # ABC I: the children's second time, as long again
            extra_seconds = self.write_time(state) * (CHILD_FACTOR - 1)
            timer = Timer(f"r{state.round}:write-children", extra_seconds, "write")
        else:
            timer = Timer(f"r{state.round}:write", self.write_time(state), "write")
        return Stage(
            "write",
            [s for s in everyone if not state.done[s]],
            {Write: self._write, Done: self._done},
            rule=self.rule,
            timer=timer,
            time_up=self._time_up,
            # A seat that is done still hears why it may not write (its time, its "done").
            open_to={Write: everyone, Done: everyone},
        )

    def extra_stage(self, state: S) -> Stage | None:
        """A stage of the game's own before the writing (DoBlograma's letter); None: none."""
        return None

    def write_time(self, state: S) -> int:
        """The round's writing time in seconds (Ruscosíl·laB's last round is longer)."""
        return int(state.options["write_seconds"])

    def rounds(self, state: S) -> int | None:
        """How many rounds the game has (None: until someone reaches `target`)."""
        return None if self.target is not None else state.seats

    def score_sheet(self, state: S, seat: int) -> dict[str, int]:
        played = len(state.sheets)
        columns = self.rounds(state) or played
        return {
            f"round {r}": sum(e.points for e in state.sheets[r - 1][seat]) if r <= played else 0
            for r in range(1, columns + 1)
        }

    # -- Views ------------------------------------------------------------------------------------
    def table_view(self, state: S, seat: int | None) -> dict[str, Any]:
        result = self.result(state)
        voting = isinstance(state, VotedListState) and state.voting
        view: dict[str, Any] = {
            # No "lang": "ca" here: the game says its language, and a view's every string is
            # compared with the secret lists (a two-letter word CA is a word, not a leak).
            "round": state.round,
            "rounds": self.rounds(state),
            "target": self.target,
            "one_word": self.one_word,
            "writing": [
                {"seat": s, "words": len(state.lists[s]), "done": state.done[s]}
                for s in range(state.seats)
            ],
            # The last read-out only (earlier rounds live on in the scores): a view is sent
            # on every move, so it stays small.
            "read_out": [[_entry_view(e) for e in row] for row in state.sheets[-1]]
            if state.sheets
            else None,
            "read_out_round": len(state.sheets),
            "scores": list(result.scores),
            "you": None
            if seat is None
            else {
                "words": list(state.lists[seat]),
                "done": state.done[seat] if not state.over else True,
                "refused": [
                    {"word": w, "reason": why, "rule": rule, "message": message, "params": params}
                    for w, why, rule, message, params in state.refused[seat]
                ],
            },
        }
        children = child_seats(state.options, state.seats)
        if children:  # ABC I: only a table that chose child seats says so (a default view stays)
            view["child_seats"] = sorted(children)
            view["overtime"] = overtime(state)
        if isinstance(state, VotedListState):
            view["lists"] = [list(words) for words in state.lists] if voting else None
            view["votes"] = [
                {
                    "word": v.subject,
                    "reason": v.reason,
                    "doubt": self.doubt_code(state, v.subject),
                    "voters": list(v.voters),
                    "voted": sorted(v.votes),
                    "accepted": v.accepted,
                }
                for v in state.votes.values()
            ]
            if seat is not None:
                keys = {self.key(w) for w in state.lists[seat]}
                view["you"]["doubts"] = [
                    w for w in state.lists[seat] if self.key(w) in state.doubts
                ]
                view["you"]["to_vote"] = [
                    v.subject
                    for k, v in state.votes.items()
                    if seat in v.waiting() and k not in keys
                ]
        view.update(self.extra_view(state, seat))
        return view

    # -- Checks for the conformance tests ---------------------------------------------------------
    def invariants(self, state: S) -> list[str]:
        if len(state.sheets) != state.round - (0 if state.over else 1):
            return ["a round was not read out"]
        return []

    def secrets(self, state: S) -> dict[int, set[str]]:
        """While writing, each list is its writer's; words read out are public."""
        if isinstance(state, VotedListState) and state.voting:
            return {}
        public = {e.word for rounds in state.sheets for row in rounds for e in row}
        # A one-letter word (E, I) cannot be told from the letters every table shows: it is no
        # secret a view could leak.
        hidden = {
            s: {w for w in words if len(w) > 1} - public for s, words in enumerate(state.lists)
        }
        for s, refused in enumerate(state.refused):  # what a writer typed stays theirs
            hidden[s] |= {w for w, *_ in refused if len(w) > 2} - public
        return {s: words for s, words in hidden.items() if words}


def overtime(state: ListState) -> bool:
    """ABC I: the table's time is up this round and the child seats write on — the log says
    so (an "overtime" event after the round's start, and no read-out or vote since)."""
    for event in reversed(state.log):
        if event.kind in ("round", "overtime", "read-out", "vote"):
            return event.kind == "overtime"
    return False


def _entry_view(entry: Entry) -> dict[str, Any]:
    shown: dict[str, Any] = {
        "word": entry.word,
        "points": entry.points,
        "cancelled": entry.cancelled,
    }
    if isinstance(entry, NotedEntry) and entry.note:
        shown["note"] = entry.note
        # The note as codes the screen says in its language (`lists.note.<code>`).
        shown["notes"] = [NOTE_CODES.get(part, part) for part in entry.note.split(", ")]
    return shown


#: A read-out note (the English kept in the score sheets, so that records replay to the same
#: state) → its code for the screens (`lists.note.<code>`).
NOTE_CODES = {
    "voted out": "voted-out",
    "the good letters alone": "only-good",
    "only one writer +1": "one-writer",
    "all the good letters +2": "all-good",
    "most good letters": "most-good",
}


def refusal_json(word: str, exc: IllegalMove) -> dict[str, Any]:
    """One word's refusal as a screen says it: the word, the message id and its parameters."""
    return {
        "word": word.strip().upper(),
        "message": exc.message,
        "params": dict(exc.params),
        "rule": exc.rule,
    }


@lru_cache(maxsize=1 << 16)
def tile_code(word: str) -> str:
    """The letters a word is laid with: two words are the same when these are (ABC N)."""
    return ALPHABET.spell(word.lower()) or word
