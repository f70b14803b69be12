"""The sentence contest shared by Brodagrama and Bananasíl·laB (rulebook: shared/rules/
verbalia.md, both sections): tiles are drawn in order; for one minute everyone writes a
sentence on them; the papers are read out without their authors; everyone awards 3, 2 and 1
points; the authors are revealed, and the voters who gave points to the winning sentence(s)
collect the points they gave. A new round starts with the player to the left; the game ends
after twice as many rounds as players, or when someone reaches the agreed points.

A game subclasses `SentenceContest`, names its section, its tiles and how a sentence must hold
them (`check_sentence`), and whether points may go to one's own sentence (`OWN_POINTS`).

Readings where the rulebooks are silent (shared by both games):
- a paper is handed in with `write`; it may be written again until everyone has handed in or
  the minute is up; a player with nothing to write may `pass`; a paper not handed in when the
  time is up is blank (no sentence in the round);
- the screen shuffles the papers (the Rng in the state) and shows them numbered, without
  their authors: this is "a player reads the sentences twice", and the papers change hands;
- each voter awards 3, 2 and 1 points to three different sentences, best first; with fewer
  sentences they may award, they award the first points only (3, or 3 and 2); a voter may
  `pass` (awards nothing) and one whose time runs out awards nothing;
- the winning sentence(s): the most points, if above zero; with a tie, every one of them wins
  and a voter collects what they gave to each;
- "a player reaches the number of points agreed" (`target`, 0: no target) is checked when a
  round is scored: the game ends then; the most points wins, ties share the victory.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.challenges import submissions_stage
from logomachy.games.log import note
from logomachy.games.verbalia.pieces.abc_options import Adaptations
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.score_sheets import SheetGame
from logomachy.kernel import (
    Bag,
    Event,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Pass,
    Rng,
    SimultaneousSpec,
    Stage,
    Submissions,
    grows,
)

AWARDS = (3, 2, 1)  # "which sentences get 3, 2 and 1 points"
WRITE_SECONDS = 60  # "within one minute"
AWARD_SECONDS = 90  # the rulebook gives no time to award: ours
ROUNDS_PER_PLAYER = 2  # "as many rounds ... as twice the number of players"


def contest_meta(
    section: str, *, id: str, tags: tuple[str, ...], summary: str, **extra: Any
) -> GameMeta:
    """A contest's lobby card: 4-10 players, 30 minutes, sentences written at once and voted."""
    return verbalia_meta(
        section,
        id=id,
        family="sentences",
        minutes=30,
        players=(4, 10),
        tags=("sentences", *tags, "simultaneous", "vote"),
        summary=summary,
        **extra,
    )


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Write(Move):
    """Hand in your paper with your sentence (again, to change it, while others write)."""

    verb: ClassVar[str] = "write"
    sentence: str = ""


@dataclass(frozen=True)
class Award(Move):
    """Award 3, 2 and 1 points: the numbers of the sentences as read out, best first."""

    verb: ClassVar[str] = "award"
    sentences: tuple[int, ...] = ()

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Move:
        """`award 3 1 2` or `award 3, 1, 2`."""
        numbers = " ".join(args).replace(",", " ").split()
        if not all(n.isdigit() for n in numbers):
            raise IllegalMove.of("award N N N: sentence numbers", rule="move format")
        return cls(tuple(int(n) for n in numbers))


# -- State ----------------------------------------------------------------------------------
@dataclass
class Paper:
    seat: int
    sentence: str
    points: int = 0


@dataclass
class Sheet:
    """A round as scored: what was drawn, the papers in read-out order, who awarded what."""

    tiles: list[str]
    papers: list[Paper]
    awards: dict[int, tuple[int, ...]]  # voter -> paper indexes, 3 points first
    winners: list[int]  # paper indexes
    collected: dict[int, int]  # voter -> points collected from the winning sentence(s)


@dataclass
class ContestState:
    seats: int
    options: dict[str, Any]
    rng: Rng
    bag: Bag[str]
    aside: list[str]  # tiles of earlier rounds, set aside
    tiles: list[str]  # this round's, in the order drawn
    writing: Submissions[str]
    faces: list[str] = field(default_factory=list)  # what the drawn tiles show, if not tiles
    round: int = 1
    first: int = 0  # who begins the round
    stage: str = "write"  # write -> award -> (next round) ... -> over
    papers: list[Paper] = field(default_factory=list)  # read-out order, during the award
    awarding: Submissions[tuple[int, ...]] | None = None
    sheets: list[Sheet] = grows()
    # Running tallies of the sheets (kept so a view need not add up every round again).
    won: list[int] = field(default_factory=list)  # points of one's own sentences
    collected: list[int] = field(default_factory=list)  # from the winning sentences
    log: list[Event] = field(default_factory=list)

    @property
    def over(self) -> bool:
        return self.stage == "over"


class SentenceContest(SheetGame[ContestState]):
    """Write a sentence on the drawn tiles, read out anonymously, award 3-2-1."""

    abc: ClassVar[Adaptations] = Adaptations()  # the ABC adaptations a game admits

    meta: ClassVar[GameMeta]
    move_types = (Write, Award, Pass)
    RULES: ClassVar[str]  # "<Game>: rules"
    TILES_DRAWN: ClassVar[int]
    OWN_POINTS: ClassVar[bool]  # may a player give points to their own sentence?
    TILE_WORD: ClassVar[str] = "tile"  # "letter", "syllable": for the log

    # -- what a subclass says -------------------------------------------------------------
    def tile_set(self) -> list[str]:
        raise NotImplementedError

    def draw_tiles(self, state: ContestState) -> list[str]:
        """This round's tiles, in the order drawn (default: at random from the bag)."""
        if len(state.bag) < self.TILES_DRAWN:  # not with these tables; kept safe
            state.bag.put_back(state.aside)
            state.aside = []
        return state.bag.draw(state.rng, self.TILES_DRAWN)

    def shown(self, state: ContestState) -> list[str]:
        """What this round's tiles show, in order (a syllable tile's face up side)."""
        return list(state.faces or state.tiles)

    def check_sentence(self, state: ContestState, sentence: str) -> str:
        """The sentence as it will be read out, or IllegalMove saying which rule it breaks."""
        raise NotImplementedError

    # -- options ----------------------------------------------------------------------------
    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec.seconds("write_seconds", WRITE_SECONDS, "time to write the sentence"),
            OptionSpec.seconds(
                "award_seconds",
                AWARD_SECONDS,
                "time to award 3, 2 and 1 points (the rulebook gives none)",
            ),
            OptionSpec(
                "target",
                0,
                "points agreed beforehand that end the game (0: twice as many rounds as players)",
                minimum=0,
                maximum=1000,
            ),
            *self.abc.specs(),
        )

    # -- Preparation --------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> ContestState:
        state = ContestState(
            seats=seats,
            options=self.abc.stored(options),
            rng=Rng.from_seed(seed, self.meta.id),
            bag=Bag(self.tile_set()),
            aside=[],
            tiles=[],
            writing=self._writing(1, seats, options),
            won=[0] * seats,
            collected=[0] * seats,
        )
        self._start_round(state)
        return state

    def _writing(self, round_: int, seats: int, options: dict[str, Any]) -> Submissions[str]:
        spec = SimultaneousSpec(self.RULES, limit_seconds=options["write_seconds"])
        return Submissions(spec, list(range(seats)), instance=f"r{round_}:write")

    def _start_round(self, state: ContestState) -> None:
        state.tiles = self.draw_tiles(state)
        state.writing = self._writing(state.round, state.seats, state.options)
        state.stage = "write"
        state.papers = []
        state.awarding = None
        note(
            state,
            "round",
            f"Round {state.round}: seat {state.first + 1} draws "
            f"{' '.join(self.shown(state))}; everyone writes a sentence.",
            round=state.round,
            first=state.first,
            tiles=self.shown(state),
        )

    def rounds(self, state: ContestState) -> int:
        return ROUNDS_PER_PLAYER * state.seats

    # -- Writing ------------------------------------------------------------------------------
    def _write(self, state: ContestState, seat: int, move: Write) -> None:
        sentence = self.check_sentence(state, move.sentence)
        state.writing.submit(seat, sentence)

    def _read_out(self, state: ContestState) -> None:
        """The papers are shuffled and read out without their authors."""
        papers = [Paper(seat, text) for seat, text in sorted(state.writing.entries.items())]
        state.rng.shuffle(papers)
        state.papers = papers
        voters = [s for s in range(state.seats) if self.choices(state, s)]
        note(
            state,
            "read-out",
            f"{len(papers)} sentence(s) are read out.",
            sentences=[p.sentence for p in papers],
        )
        if not voters:
            self._score(state, {})
            return
        spec = SimultaneousSpec(
            self.RULES, limit_seconds=state.options["award_seconds"], revisable=False
        )
        state.awarding = Submissions(spec, voters, instance=f"r{state.round}:award")
        state.stage = "award"

    # -- Awarding 3, 2 and 1 points -------------------------------------------------------------
    def choices(self, state: ContestState, seat: int) -> list[int]:
        """Paper indexes `seat` may award points to."""
        return [i for i, p in enumerate(state.papers) if self.OWN_POINTS or p.seat != seat]

    def awards_due(self, state: ContestState, seat: int) -> int:
        return min(len(AWARDS), len(self.choices(state, seat)))

    def _award(self, state: ContestState, seat: int, move: Award) -> None:
        assert state.awarding is not None
        if seat not in state.awarding.expected:
            raise IllegalMove.of("there is no sentence you may award points to", rule=self.RULES)
        due = self.awards_due(state, seat)
        picked = [n - 1 for n in move.sentences]
        if len(picked) != due:
            raise IllegalMove.of(
                "award {points} points: name {count} sentence",
                rule=self.RULES,
                points=list(AWARDS[:due]),
                count=due,
            )
        if len(set(picked)) != len(picked):
            raise IllegalMove.of("each sentence gets one award from you", rule=self.RULES)
        for n, i in zip(move.sentences, picked, strict=True):
            if not 0 <= i < len(state.papers):
                raise IllegalMove.of("there is no sentence {n}", rule=self.RULES, n=n)
            if i not in self.choices(state, seat):
                raise IllegalMove.of(
                    "no points may be given to one's own sentence", rule=self.RULES
                )
        state.awarding.submit(seat, tuple(picked))

    # -- Scoring --------------------------------------------------------------------------------
    def _score(self, state: ContestState, awards: dict[int, tuple[int, ...]]) -> None:
        """Authors are revealed and win their points; the voters of the winner(s) collect
        the points they awarded to it (them)."""
        for picked in awards.values():
            for points, i in zip(AWARDS, picked, strict=False):
                state.papers[i].points += points
        best = max((p.points for p in state.papers), default=0)
        winners = [i for i, p in enumerate(state.papers) if best > 0 and p.points == best]
        collected: dict[int, int] = {}
        for voter, picked in awards.items():
            got = sum(pt for pt, i in zip(AWARDS, picked, strict=False) if i in winners)
            if got:
                collected[voter] = got
        sheet = Sheet(self.shown(state), state.papers, awards, winners, collected)
        state.sheets.append(sheet)
        for paper in state.papers:
            state.won[paper.seat] += paper.points
        for voter, got in collected.items():
            state.collected[voter] += got
        authors = [
            f"{i + 1}: seat {p.seat + 1}, {p.points}" + (" (winner)" if i in winners else "")
            for i, p in enumerate(state.papers)
        ]
        note(
            state,
            "authors",
            "Sentence, author, points: "
            + ("; ".join(authors) or "no sentences")
            + "."
            + "".join(f" Seat {v + 1} collects {got}." for v, got in collected.items()),
            points=[[p.seat, p.points] for p in state.papers],
            winners=[i + 1 for i in winners],
            collected={str(v): got for v, got in collected.items()},
        )
        state.aside.extend(state.tiles)
        state.tiles = []
        state.faces = []
        target = state.options["target"]
        scores = self.result(state).scores
        if state.round >= self.rounds(state) or (target and max(scores) >= target):
            state.stage = "over"
            state.papers = []
            state.awarding = None
            return
        state.round += 1
        state.first = (state.first + 1) % state.seats  # the player to the left
        self._start_round(state)

    def _pass_paper(self, state: ContestState, seat: int, move: Pass) -> None:
        """Hand in no sentence this round."""
        if seat in state.writing.entries:
            raise IllegalMove.of("you have handed in your paper", rule=self.RULES)
        state.writing.pass_(seat)

    def _pass_award(self, state: ContestState, seat: int, move: Pass) -> None:
        """Award no points this round."""
        assert state.awarding is not None
        state.awarding.pass_(seat)

    def _writing_over(self, state: ContestState) -> None:
        """Everyone has handed in (or given up) or the time is up: the papers are read out."""
        state.writing.time_up()
        self._read_out(state)

    def _awarding_over(self, state: ContestState) -> None:
        """Every voter has awarded (or passed) or the time is up: the round is scored."""
        assert state.awarding is not None
        state.awarding.time_up()
        self._score(state, dict(state.awarding.entries))

    # -- The stages -------------------------------------------------------------------------------
    def stage(self, state: ContestState) -> Stage | None:
        """Everyone writes at once (a paper may be handed in again while others write); then
        every voter awards at once. Who takes no part is told so by the submissions."""
        if state.stage == "write":
            everyone = tuple(state.writing.expected)
            return submissions_stage(
                "write",
                state.writing,
                {Write: self._write, Pass: self._pass_paper},
                self._writing_over,
                rule=self.RULES,
                open_to={Write: everyone, Pass: everyone},
                ends=True,
            )
        if state.stage == "award" and state.awarding is not None:
            everyone = tuple(range(state.seats))
            return submissions_stage(
                "award",
                state.awarding,
                {Award: self._award, Pass: self._pass_award},
                self._awarding_over,
                rule=self.RULES,
                open_to={Award: everyone, Pass: everyone},
                ends=True,
            )
        return None

    def score_sheet(self, state: ContestState, seat: int) -> dict[str, int]:
        return {"sentences": state.won[seat], "awards to the winner": state.collected[seat]}

    # -- Views ------------------------------------------------------------------------------------
    def table_view(self, state: ContestState, seat: int | None) -> dict[str, Any]:
        last = state.sheets[-1] if state.sheets else None
        you: dict[str, Any] | None = None
        if seat is not None:
            mine = [i + 1 for i, p in enumerate(state.papers) if p.seat == seat]
            you = {
                "sentence": state.writing.entries.get(seat) if state.stage == "write" else None,
                "paper": mine[0] if mine else None,
                "awards_due": self.awards_due(state, seat) if state.stage == "award" else 0,
                "awarded": state.awarding is not None and seat in state.awarding.order,
            }
        return {
            "lang": "ca",
            "round": state.round,
            "rounds": self.rounds(state),
            "target": state.options["target"],
            "first": state.first,
            "tile_word": self.TILE_WORD,
            "tiles": self.shown(state),
            "awards": list(AWARDS),
            "own_points": self.OWN_POINTS,
            "writing": [
                {
                    "seat": s,
                    "written": s in state.writing.entries,
                    "passed": s in state.writing.passed,
                }
                for s in range(state.seats)
            ]
            if state.stage == "write"
            else None,
            # Read out: numbered, without their authors.
            "papers": [{"n": i + 1, "sentence": p.sentence} for i, p in enumerate(state.papers)]
            if state.stage == "award"
            else None,
            "awarding": [
                {"seat": s, "done": s in state.awarding.order or s in state.awarding.passed}
                for s in state.awarding.expected
            ]
            if state.stage == "award" and state.awarding is not None
            else None,
            "last": None
            if last is None
            else {
                "round": len(state.sheets),
                "tiles": list(last.tiles),
                "papers": [
                    {
                        "n": i + 1,
                        "seat": p.seat,
                        "sentence": p.sentence,
                        "points": p.points,
                        "winner": i in last.winners,
                    }
                    for i, p in enumerate(last.papers)
                ],
                "awards": {str(v): [i + 1 for i in picked] for v, picked in last.awards.items()},
                "collected": {str(v): got for v, got in last.collected.items()},
            },
            "scores": [state.won[s] + state.collected[s] for s in range(state.seats)],
            "you": you,
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: ContestState) -> list[str]:
        problems = []
        held = state.bag.pieces + state.aside + state.tiles
        if sorted(held) != sorted(self.tile_set()):
            problems.append("the tiles are not conserved")
        for sheet in state.sheets:
            given = sum(sum(AWARDS[: len(picked)]) for picked in sheet.awards.values())
            if given != sum(p.points for p in sheet.papers):
                problems.append("awarded points do not add up")
        for seat in range(state.seats):
            won = sum(p.points for s in state.sheets for p in s.papers if p.seat == seat)
            collected = sum(s.collected.get(seat, 0) for s in state.sheets)
            if (won, collected) != (state.won[seat], state.collected[seat]):
                problems.append(f"seat {seat + 1}'s tallies differ from the sheets")
        if len(state.sheets) != state.round - (0 if state.over else 1):
            problems.append("a round was not scored")
        return problems

    def secrets(self, state: ContestState) -> dict[int, set[str]]:
        """A paper is its writer's until it is read out."""
        if state.stage != "write":
            return {}
        public = {p.sentence.upper() for sheet in state.sheets for p in sheet.papers}
        hidden = {s: {text.upper()} - public for s, text in state.writing.entries.items()}
        return {s: texts for s, texts in hidden.items() if texts}


__all__ = [
    "AWARDS",
    "Award",
    "ContestState",
    "Paper",
    "SentenceContest",
    "Sheet",
    "Write",
    "contest_meta",
]
