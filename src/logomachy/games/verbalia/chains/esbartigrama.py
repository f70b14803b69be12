"""EsBartigrama (rulebook: shared/rules/verbalia.md, EsBartigrama; 6-12 players, 45 minutes).

The letters are split into two groups of exactly the same letters, face up on two sides of
the table; the players form two teams of at least three. For five minutes each team takes
whichever letter it wants from its pile and writes a word that contains it; then another
letter, and a new word that contains both; and so on until it cannot form a new word. It sets
the word formed aside and begins another. When the time is up each team scores its completed
words by the table (4 letters 1 point ... 15 or more 90). No word twice in a round. Each team
appoints a controller to watch the other, so that neither is tempted to make "too" long words.
Variant for experienced players (`bag`): the letters stay in two bags and are drawn blind.

Team play: seats are players; the first half of the seats (rounded up) is team 1, the rest
team 2 -- the two sides of the table. Both teams play at once, and any member of a team may
make the team's next move (one team, one paper): every member sees the same view, and a
move names the team's `step` it answers, so two teammates writing at once cannot both add a
letter (the second is refused with the chain as it now is). A team's score is every
member's score; the team with more points wins, both sharing a tie.

Readings (the rulebook is silent or ambiguous here):
- "the word formed" that is set aside and scored is the chain: the letters the team took from
  its pile, every one of them held (with repeats, in any order) by the chain's last word, the
  proof the referee checked; it scores by how many letters it holds (the table's "Letters").
  A team tempted to make "too" long words grows a chain beyond what its words hold: the
  controllers' watch is the referee's, which checks every word (a good word, ABC B; holding
  every letter of the chain; not written before in the round);
- a completed word is a chain set aside, and also the chain still open when the time is up:
  a letter is taken only together with its word (one move), so an open chain is as complete
  as one set aside; a chain of fewer than four letters scores nothing;
- "the same word may not be repeated in a round": by the same team (each writes on its own
  paper, so the teams may write the same words); "the same" is laid with the same tiles;
- "exactly the same letters": each pile holds half of each letter of the 200 (every count of
  the set is even: `letters`);
- the letters taken stay out of the pile for the round; each round begins with full piles;
- a team's words are on its own paper until the round ends, then both teams' chains are read
  out: the other team (and spectators) see only how many words and chains a team has;
- with the bags the team draws a letter at random and writes a word holding it and the chain;
  a letter it cannot fit stays drawn and begins the next chain once the chain is set aside;
- a team may `finish` the round early (any member, as with every move; a team with no letters
  left finishes by itself); the round ends when the time is up or both teams have finished;
- no player is lost to controlling: the referee controls, so every member plays;
- how many rounds is not said: `rounds` (3 of the five minutes, within the 45), each followed
  by a short read-out (`readout_seconds`) before the next.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.chains.engine import (
    TABLE_90,
    ChainTable,
    Tiles,
    code,
    dictionary_word,
    holds,
    lacking,
    pool_counts,
)
from logomachy.games.verbalia.pieces.letters import letter_counts
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.score_sheets import by_length
from logomachy.kernel import (
    Event,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Result,
    Rng,
    Stage,
    StagedGame,
    Timer,
    grows,
    register,
    result_from_sheets,
)
from logomachy.kernel.flow import Handler

RULES = "EsBartigrama: rules"
TEAM_RULE = "EsBartigrama: one team, one paper"
#: Why a team has finished the round (the line's `why`, a code its template shows in words).
FINISH_WHY = {"said": "it says it has finished", "no-letters": "no letters left"}
TEAMS = 2
MIN_TEAM = 3  # "teams of at least three people"
ROUND_SECONDS = 300  # "for five minutes"
#: "Each team notes the points it has made for the words formed": ABraçagrama's table.
SCORES = TABLE_90


def team_pile() -> list[str]:
    """One team's letters: half of each letter of the set (every count is even)."""
    return [tile for tile, n in letter_counts().items() for _ in range(n // 2)]


def team_seats(seats: int) -> tuple[tuple[int, ...], ...]:
    """The two teams: the first half of the seats (rounded up), then the rest."""
    half = (seats + 1) // 2
    return (tuple(range(half)), tuple(range(half, seats)))


def chain_points(letters: int) -> int:
    return by_length(SCORES, letters)


# -- Moves -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Write(Move):
    """Take `letter` (with the bags: the one drawn) and write a word holding it and every
    letter of the team's chain. `step`: the team's step the writer saw (None: now)."""

    verb: ClassVar[str] = "write"
    word: str = ""
    letter: str = ""
    step: int | None = None


@dataclass(frozen=True)
class SetAside(Move):
    """Set the chain aside (the team cannot form a new word) and begin another."""

    verb: ClassVar[str] = "set-aside"
    step: int | None = None


@dataclass(frozen=True)
class Finish(Move):
    """The team writes no more this round."""

    verb: ClassVar[str] = "finish"
    step: int | None = None


# -- State -----------------------------------------------------------------------------------------
@dataclass
class Completed:
    """A chain scored: its letters, its last word (the proof), its points; `open`: still open
    when the time was up."""

    round: int
    team: int
    letters: Tiles
    word: str
    points: int
    open: bool = False


@dataclass
class Team:
    seats: tuple[int, ...]
    pile: list[str]  # face up, or in the bag
    drawn: str | None = None  # bags: the letter drawn, to fit next
    letters: list[str] = field(default_factory=list)  # the open chain's letters, in order
    words: list[tuple[int, str]] = field(default_factory=list)  # its words: (seat, word)
    set_aside: list[str] = field(default_factory=list)  # letters of chains set aside
    written: list[str] = field(default_factory=list)  # every word of the round, in order
    codes: list[str] = field(default_factory=list)  # ... their tile spellings
    chains: int = 0  # chains set aside this round
    step: int = 0  # the team's moves this round
    finished: bool = False


@dataclass
class EsBartigramaState(ChainTable):
    blind: bool
    teams: list[Team]
    stage: str = "play"  # play | readout
    completed: list[Completed] = grows()


class EsBartigrama(StagedGame[EsBartigramaState]):
    default_verb = "write"  # a word alone is written
    meta: ClassVar[GameMeta] = verbalia_meta(
        "EsBartigrama",
        id="verbalia-esbartigrama",
        family="chains",
        minutes=45,
        tags=("teams", "simultaneous", "letters", "chains"),
        players=(TEAMS * MIN_TEAM, 12),
        conformance_seed_cost=2,  # ~1.1 CPU-s a bot game (measured 2026-12-02)
        summary=(
            "Two teams, each with the same letters face up. For five minutes each team takes a "
            "letter and writes a word holding it, then another letter and a word holding both, "
            "and so on; when it cannot go on it sets the chain aside and begins another. Each "
            "chain scores by how many letters it holds (4: 1 point ... 15 or more: 90); no "
            "word twice in a round. Seats 1 to half (rounded up) are team 1, the rest team 2; "
            "any member may write the team's next word. Variant: the letters are drawn blind "
            "from two bags."
        ),
    )
    move_types = (Write, SetAside, Finish)

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec.seconds(
                "round_seconds", ROUND_SECONDS, "a round's time (five minutes)", 30, 900
            ),
            OptionSpec("rounds", 3, "rounds (the rulebook does not say)", minimum=1, maximum=9),
            OptionSpec.seconds("readout_seconds", 15, "the read-out between rounds", 3, 120),
            OptionSpec(
                "bag", False, "experienced players: the letters stay in two bags, drawn blind"
            ),
        )

    # -- Preparation -------------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> EsBartigramaState:
        state = EsBartigramaState(
            seats=seats,
            options=options,
            rng=Rng.from_seed(seed, self.meta.id),
            blind=bool(options["bag"]),
            teams=[Team(members, []) for members in team_seats(seats)],
        )
        self._begin_round(state)
        return state

    def _begin_round(self, state: EsBartigramaState) -> None:
        state.stage = "play"
        state.teams = [Team(team.seats, team_pile()) for team in state.teams]
        for team in state.teams:
            if state.blind:
                self._draw(state, team)
        note(
            state,
            "round",
            f"Round {state.round}: both teams write for {state.options['round_seconds']} seconds.",
            round=state.round,
            seconds=state.options["round_seconds"],
        )

    def _draw(self, state: EsBartigramaState, team: Team) -> None:
        """Bags: the team draws its next letter blind (none when the bag is empty)."""
        if team.drawn is None and team.pile:
            team.drawn = team.pile.pop(state.rng.below(len(team.pile)))

    # -- Whose move -------------------------------------------------------------------------------
    def team_of(self, state: EsBartigramaState, seat: int) -> int:
        return 0 if seat in state.teams[0].seats else 1

    def actions(self, state: EsBartigramaState, seat: int) -> list[str]:
        """The verbs `seat` may play now (the screen offers these)."""
        if state.over or state.stage != "play":
            return []
        team = state.teams[self.team_of(state, seat)]
        if team.finished:
            return []
        out = ["write"] if team.pile or team.drawn else []
        if team.letters:
            out.append("set-aside")
        return [*out, "finish"]

    def stage(self, state: EsBartigramaState) -> Stage | None:
        """Both teams write at once for the round's minutes (a team that finished waits); then
        the papers are read out, and the next round begins when the read-out's time is up."""
        if state.over:
            return None
        if state.stage == "readout":
            return Stage(
                "readout",
                (),
                {},
                rule=RULES,
                timer=Timer(
                    f"r{state.round}:readout", state.options["readout_seconds"], "read-out"
                ),
                time_up=self._next_round,
            )
        everyone = range(state.seats)  # a finished team's refusal names its rule
        return Stage(
            "play",
            [s for team in state.teams if not team.finished for s in team.seats],
            {
                Write: self._team_move(self._write),
                SetAside: self._team_move(self._set_aside_move),
                Finish: self._team_move(self._finish_move),
            },
            rule=RULES,
            timer=Timer(f"r{state.round}", state.options["round_seconds"], "writing"),
            time_up=self._time_up,
            open_to={Write: everyone, SetAside: everyone, Finish: everyone},
        )

    def _next_round(self, state: EsBartigramaState) -> None:
        state.round += 1
        self._begin_round(state)

    def _time_up(self, state: EsBartigramaState) -> None:
        note(state, "time", f"Round {state.round}: the time is up.", round=state.round)
        self._end_round(state)

    def _team_move(self, handler: Callable[[EsBartigramaState, int, Team, Any], None]) -> Handler:
        """A move of a team still writing, on the chain its player saw."""

        def checked(state: EsBartigramaState, seat: int, move: Any) -> None:
            team = state.teams[self.team_of(state, seat)]
            if team.finished:
                raise IllegalMove.of("your team has finished this round", rule=RULES)
            if move.step is not None and move.step != team.step and not team.letters:
                raise IllegalMove.of(
                    "a teammate has moved first (no chain is open now): look again",
                    rule=TEAM_RULE,
                )
            if move.step is not None and move.step != team.step:
                raise IllegalMove.of(
                    "a teammate has moved first (the chain is now: {now}): look again",
                    rule=TEAM_RULE,
                    now=" ".join(team.letters),
                )
            handler(state, seat, team, move)

        return checked

    def _set_aside_move(
        self, state: EsBartigramaState, seat: int, team: Team, move: SetAside
    ) -> None:
        if not team.letters:
            raise IllegalMove.of("your team has no chain to set aside: write a word", rule=RULES)
        self._set_aside(state, state.teams.index(team))
        self._stuck(state, team)

    def _finish_move(self, state: EsBartigramaState, seat: int, team: Team, move: Finish) -> None:
        self._finish(state, team, "said")

    # -- Moves -------------------------------------------------------------------------------------
    def check_write(
        self, state: EsBartigramaState, team: Team, move: Write
    ) -> tuple[str, Tiles, str]:
        """(the letter taken, the word's tiles, the word as written), or IllegalMove."""
        if state.blind:
            if team.drawn is None:
                raise IllegalMove.of("your team's bag is empty", rule=RULES)
            letter = team.drawn
            if move.letter and move.letter.strip().upper() != letter:
                raise IllegalMove.of(
                    "the letter your team drew is {letter}", rule=RULES, letter=letter
                )
        else:
            letter = move.letter.strip().upper()
            if not letter:
                raise IllegalMove.of("take a letter from your team's pile", rule=RULES)
            if letter not in team.pile:
                raise IllegalMove.of(
                    "no letter {letter} is left in your team's pile", rule=RULES, letter=letter
                )
        tiles, written = dictionary_word(move.word)
        wanted = [*team.letters, letter]
        if not holds(tiles, wanted, in_order=False):
            raise IllegalMove.of(
                "{word} does not contain {letters} (it lacks {missing}): the "
                "controllers allow no word that does not hold every letter of the chain",
                rule=RULES,
                word=written,
                letters=" ".join(wanted),
                missing=lacking(wanted, tiles),
            )
        if code(tiles) in team.codes:
            raise IllegalMove.of(
                "your team has written {word} in this round: no word twice",
                rule=RULES,
                word=written,
            )
        return letter, tiles, written

    def _write(self, state: EsBartigramaState, seat: int, team: Team, move: Write) -> None:
        letter, tiles, written = self.check_write(state, team, move)
        if state.blind:
            team.drawn = None
        else:
            team.pile.remove(letter)
        team.letters.append(letter)
        team.words.append((seat, written))
        team.written.append(written)
        team.codes.append(code(tiles))
        team.step += 1
        state.log.append(
            Event(
                "word",
                f"Seat {seat + 1} takes {letter} and writes {written}.",
                {"seat": seat, "letter": letter, "word": written, "letters": len(team.letters)},
                to=list(team.seats),
            )
        )
        if state.blind:
            self._draw(state, team)
        self._stuck(state, team)

    def _set_aside(self, state: EsBartigramaState, index: int, *, open_: bool = False) -> None:
        team = state.teams[index]
        letters = tuple(team.letters)
        word = team.words[-1][1]
        done = Completed(state.round, index, letters, word, chain_points(len(letters)), open_)
        state.completed.append(done)
        team.set_aside.extend(letters)
        team.letters = []
        team.words = []
        if not open_:
            team.chains += 1
            team.step += 1
            note(
                state,
                "chain",
                f"Team {index + 1} sets aside a chain of {len(letters)} letters "
                f"({done.points} points).",
                team=index + 1,
                letters=len(letters),
                points=done.points,
            )

    def _stuck(self, state: EsBartigramaState, team: Team) -> None:
        """A team with no letter left to take and no chain open has finished."""
        if not team.pile and team.drawn is None and not team.letters:
            self._finish(state, team, "no-letters")

    def _finish(self, state: EsBartigramaState, team: Team, why: str) -> None:
        """`why`: "said" (a member says the team has finished) or "no-letters"."""
        team.finished = True
        team.step += 1
        index = state.teams.index(team)
        note(
            state,
            "finished",
            f"Team {index + 1} has finished the round ({FINISH_WHY[why]}).",
            team=index + 1,
            why=why,
        )
        if all(t.finished for t in state.teams):
            self._end_round(state)

    # -- End of a round, end of the game -----------------------------------------------------------
    def _end_round(self, state: EsBartigramaState) -> None:
        """Open chains count; both teams' chains are read out."""
        for index, team in enumerate(state.teams):
            if team.letters:
                self._set_aside(state, index, open_=True)
        for index in range(TEAMS):
            mine = [c for c in state.completed if c.round == state.round and c.team == index]
            total = sum(c.points for c in mine)
            words = [f"{c.word} ({len(c.letters)})" for c in mine]
            note(
                state,
                "score",
                f"Round {state.round}: team {index + 1} scores {total} points"
                + (": " + ", ".join(words) if words else " (no chain)")
                + ".",
                round=state.round,
                team=index + 1,
                points=total,
                words=[c.word for c in mine],
            )
        if state.round >= state.options["rounds"]:
            self._end_game(state)
        else:
            state.stage = "readout"

    def _end_game(self, state: EsBartigramaState) -> None:
        state.over = True
        result = self.result(state)
        teams = sorted({self.team_of(state, w) + 1 for w in result.winners})
        note(
            state,
            "end",
            "The game ends: "
            + (f"team {teams[0]} wins." if len(teams) == 1 else "the teams tie and share the win."),
            winners=list(result.winners),
            scores=list(result.scores),
            outcome=f"team-{teams[0]}" if len(teams) == 1 else "tie",
        )

    def round_points(self, state: EsBartigramaState, team: int) -> dict[str, int]:
        rounds = state.options["rounds"]
        return {
            f"round {r}": sum(c.points for c in state.completed if c.team == team and c.round == r)
            for r in range(1, rounds + 1)
        }

    def result(self, state: EsBartigramaState) -> Result:
        """Each seat scores its team's points; the team with more wins, a tie shares."""
        sheets = [self.round_points(state, t) for t in range(TEAMS)]
        return result_from_sheets([sheets[self.team_of(state, s)] for s in range(state.seats)])

    # -- Views -------------------------------------------------------------------------------------
    def table_view(self, state: EsBartigramaState, seat: int | None) -> dict[str, Any]:
        mine = None if seat is None else self.team_of(state, seat)
        team = None if mine is None else state.teams[mine]
        totals = [sum(self.round_points(state, t).values()) for t in range(TEAMS)]
        shown = state.stage != "play" or state.over  # the round's chains are read out
        read_out = [c for c in state.completed if c.round < state.round or shown]
        paper: list[Completed] = (
            []
            if team is None
            else [c for c in state.completed if c.round == state.round and c.team == mine]
        )
        return {
            "kind": "esbartigrama",
            "round": state.round,
            "rounds": state.options["rounds"],
            "blind": state.blind,
            "scores_table": {str(k): v for k, v in SCORES.items()},
            "teams": [
                {
                    "seats": list(t.seats),
                    "score": totals[i],
                    "words": len(t.written),
                    "chains": t.chains,
                    "letters": len(t.letters),
                    "finished": t.finished,
                }
                for i, t in enumerate(state.teams)
            ],
            # The viewer's team's paper (the chain-game screen's fields); spectators see none.
            "team": mine,
            "chosen": [] if team is None else list(team.letters),
            "drawn": None if team is None else team.drawn,
            "choose_letter": not state.blind,
            "word": team.words[-1][1] if team and team.words else "",
            "chain": [] if team is None else [{"seat": s, "word": w} for s, w in team.words],
            "pool": None if team is None or state.blind else pool_counts(team.pile),
            "bag": len(team.pile) if team is not None and state.blind else None,
            "written": [] if team is None else list(team.written),
            "set_aside": [
                {"letters": list(c.letters), "word": c.word, "points": c.points} for c in paper
            ],
            "read_out": [{**asdict(c), "letters": list(c.letters)} for c in read_out],
            "scores": list(self.result(state).scores),
            "you": None
            if seat is None or team is None
            else {"team": mine, "actions": self.actions(state, seat), "step": team.step},
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: EsBartigramaState) -> list[str]:
        problems = []
        full = sorted(team_pile())
        for i, team in enumerate(state.teams):
            drawn = [team.drawn] if team.drawn is not None else []
            if sorted(team.pile + drawn + team.letters + team.set_aside) != full:
                problems.append(f"team {i + 1}'s letters are not conserved")
            if len(set(team.codes)) != len(team.codes):
                problems.append(f"team {i + 1} wrote a word twice")
        for c in state.completed:
            if c.points != chain_points(len(c.letters)):
                problems.append(f"chain {c.word} is scored {c.points}")
        return problems

    def secrets(self, state: EsBartigramaState) -> dict[int, set[str]]:
        """During a round each team's words are its own (the other team sees counts only);
        a word already read out in an earlier round is public."""
        if state.stage != "play" or state.over:
            return {}
        public = {c.word for c in state.completed if c.round < state.round}
        out: dict[int, set[str]] = {}
        for team in state.teams:
            # A one-letter word is a letter, which every view shows anyway.
            hidden = {w for w in team.written if len(w) > 1} - public
            for seat in team.seats:
                out[seat] = hidden
        return out


GAME = register(EsBartigrama())
