"""After each turn: the best play the position allowed, by the hard bot's evaluation, and what
the player's choice cost.

The record is replayed; at each word-building decision the seat's view is searched as the hard
bot searches it, and the play made (or the pass) is valued the same way. The cost is the
difference in the hard bot's dollars (money + stock, less royalties handed over, plus the
patent the play lets the seat buy, valued by its future royalties and ability, plus the worth
of the cards kept in hand).
"""

from __future__ import annotations

from dataclasses import dataclass

from logomachy.bots.analysis import Choice
from logomachy.bots.letter_tycoon.evaluate import LEAVE_WEIGHT, Position, play_value
from logomachy.bots.letter_tycoon.leave import leave_values
from logomachy.bots.letter_tycoon.search import Candidate, single_words, word_pairs
from logomachy.bots.letter_tycoon.strategies import keepers
from logomachy.games.letter_tycoon import GAME, LetterTycoonState, Pass, Play
from logomachy.games.letter_tycoon.edition import load_edition
from logomachy.games.letter_tycoon.moves import HAND, POOL
from logomachy.games.letter_tycoon.scoring import play_earnings
from logomachy.kernel import Record, get_game

UNIT = "dollars"
MEASURE = "letter-tycoon"


@dataclass(frozen=True)
class TurnAnalysis:
    turn: int  # 1-based, as players count turns
    seat: int
    played: str  # the move's notation
    value: float  # the hard bot's value of the move played
    best: str  # the best play's notation ("pass" when no word could be built)
    best_value: float
    move: int = 0  # the record's move number (1-based) that made the choice

    @property
    def cost(self) -> float:
        return max(0.0, self.best_value - self.value)

    def choice(self) -> Choice:
        return Choice(
            self.seat,
            _words(self.played),
            self.value,
            _words(self.best),
            self.best_value,
            turn=self.turn,
            move=self.move,
        )

    def text(self) -> str:
        verdict = (
            "best play"
            if self.cost < 0.05
            else f"cost ${self.cost:.1f}: best was {self.best} (${self.best_value:.1f})"
        )
        return (
            f"turn {self.turn:3d}, seat {self.seat + 1}: {self.played} "
            f"(${self.value:.1f}) -- {verdict}"
        )


def _words(notation: str) -> str:
    """The word(s) of a play's notation without the letters' sources ("play CAT:hhp DOG:ppp"
    -> "CAT + DOG"); "" for a pass."""
    if not notation.startswith(f"{Play.verb} "):
        return ""
    return " + ".join(part.split(":")[0] for part in notation.split()[1:])


def best_play(state: LetterTycoonState, seat: int) -> tuple[Candidate | None, float]:
    """The hard bot's best play for `seat` now, and its value (0 for passing)."""
    view = GAME.view(state, seat)
    edition = load_edition(str(state.options["edition"]))
    hand = list(view["hand"])
    pool = [ch for ch in view["pool"] if ch]
    owned = frozenset(ch for ch, o in view["patents"].items() if o == seat)
    keep = keepers()
    cands = single_words(view["dictionary"], hand, pool, owned, edition, keep=keep)
    if "V" in owned:
        cands += word_pairs(cands, hand, pool, owned, edition, keep=keep)
    pos = Position.of(view)
    best: tuple[Candidate | None, float] = (None, pass_value(state, seat))
    for cand in cands:
        value = play_value(cand, pos, edition, hand)
        if value > best[1]:
            best = (cand, value)
    return best


def value_of(state: LetterTycoonState, seat: int, move: Play | Pass) -> float:
    """The hard bot's value of the move the player made."""
    if isinstance(move, Pass):
        return pass_value(state, seat)
    view = GAME.view(state, seat)
    edition = load_edition(str(state.options["edition"]))
    owned = frozenset(ch for ch, o in view["patents"].items() if o == seat)
    words = tuple(w.upper() for w in move.words)
    earnings = play_earnings(words, edition, owned)
    real = tuple(
        ch
        for w, s in zip(words, move.sources, strict=True)
        for ch, src in zip(w, s, strict=True)
        if src in (HAND, POOL)
    )
    cand = Candidate(
        words,
        move.sources,
        sum(e.money for e in earnings),
        sum(e.stock for e in earnings),
        real,
    )
    return play_value(cand, Position.of(view), edition, list(view["hand"]))


def pass_value(state: LetterTycoonState, seat: int) -> float:
    """Passing earns nothing and keeps the whole hand (worth its leave value)."""
    if state.final_round:
        return 0.0
    return LEAVE_WEIGHT * leave_values().value(state.hands[seat])


def analyse_record(record: Record) -> list[TurnAnalysis]:
    """One line per word-building decision of the record (retries after an automatic refusal
    are judged too)."""
    game = get_game(record.game)
    state = game.setup(len(record.seats), record.options, record.seed)
    out = []
    for n, entry in enumerate(record.moves, 1):
        move = game.move_from_json(entry.move)
        turn = state.turn
        if (
            entry.seat is not None
            and turn.stage == "build"
            and entry.seat == turn.seat
            and isinstance(move, Play | Pass)
        ):
            cand, best_value = best_play(state, entry.seat)
            out.append(
                TurnAnalysis(
                    turn=turn.number + 1,
                    seat=entry.seat,
                    played=move.notation(),
                    value=value_of(state, entry.seat, move),
                    best=cand.move.notation() if cand else "pass",
                    best_value=best_value,
                    move=n,
                )
            )
        state = game.apply(state, entry.seat, move)
    return out
