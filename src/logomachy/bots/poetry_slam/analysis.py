"""Poetry Slam after the game: for each word written, the best word the prompt allowed.

The record is replayed; at each Write (or pass) the seat's prompt, drawn letters and lost
letters are searched as the hard bot searches them (wordfind pattern, common words), and each
word is valued by what the word itself earns at once: Length points, less 2 for every Slam the
referee gives without a vote (off the prompt, too short, a contraction, each lost letter used).
Speed points do not depend on the word, and the poem's points on the table, so neither counts.
"""

from __future__ import annotations

from dataclasses import dataclass

from logomachy.bots.analysis import Choice
from logomachy.bots.poetry_slam.strategies import common_words, fitting_words
from logomachy.games.poetry_slam import GAME, Pass, PoetrySlamState, Write, words
from logomachy.games.poetry_slam.game import SLAM_POINTS
from logomachy.kernel import Record

COST_FORMAT = "{:.0f} point(s)"
UNIT = "points"
MEASURE = "poetry-slam"


@dataclass(frozen=True)
class WordAnalysis:
    round: int
    seat: int
    played: str  # "" for a pass
    value: int
    best: str
    best_value: int
    move: int = 0  # the record's move number (1-based) that wrote the word

    @property
    def cost(self) -> int:
        return max(0, self.best_value - self.value)

    def choice(self) -> Choice:
        return Choice(
            self.seat,
            self.played,
            self.value,
            self.best,
            self.best_value,
            round=self.round,
            move=self.move,
        )

    def text(self) -> str:
        played = self.played or "(pass)"
        verdict = (
            "best word"
            if not self.cost
            else f"cost {self.cost}: best was {self.best} ({self.best_value:+d})"
        )
        return f"round {self.round}, seat {self.seat + 1}: {played} ({self.value:+d}) -- {verdict}"


def word_value(state: PoetrySlamState, seat: int, word: str) -> int:
    """Length points less 2 per Slam the referee gives at once; 0 for no word."""
    if not word:
        return 0
    card = GAME.card(state)
    check = words.check_word(word, card, state.drawn, set(state.covered[seat]))
    return words.length_points(word) + SLAM_POINTS * len(check.slams)


def best_word(state: PoetrySlamState, seat: int) -> tuple[str, int]:
    """The commonest of the best-valued words for this seat's prompt (none: a pass, 0)."""
    fits = fitting_words(GAME.card(state), state.drawn)
    common = common_words()
    ranked = sorted(fits, key=lambda w: (-word_value(state, seat, w), common[w]))
    if not ranked or word_value(state, seat, ranked[0]) <= 0:
        return "", 0
    return ranked[0], word_value(state, seat, ranked[0])


def analyse_record(record: Record) -> list[WordAnalysis]:
    state: PoetrySlamState = GAME.setup(len(record.seats), record.options, record.seed)
    items = []
    for n, entry in enumerate(record.moves, 1):
        move = GAME.move_from_json(entry.move)
        if entry.seat is not None and (
            isinstance(move, Write) or (isinstance(move, Pass) and state.stage.value == "write")
        ):
            word = words.normalise(move.word) if isinstance(move, Write) else ""
            best, best_value = best_word(state, entry.seat)
            value = word_value(state, entry.seat, word)
            items.append(WordAnalysis(state.round, entry.seat, word, value, best, best_value, n))
        state = GAME.apply(state, entry.seat, move)
    return items
