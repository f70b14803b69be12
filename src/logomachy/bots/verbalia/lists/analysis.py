"""After a game of the "everyone writes a list" kind (`games/verbalia/lists/engine.py`): for
each round and player, what their list was worth and the best words the round allowed.

The record is replayed. When a round's writing closes, each player's words are valued by the
game's own table (`ListGame.points`) as if nobody else had written them (cancellations depend
on the others, not on the player's choice), beside the best words the round allowed: the
game's `best_words(state, count)` where it has one (every word the referee would accept,
best first), else the list its strongest bot writes at the start of the round. The cost is
what the best list of as many words as the player wrote would have scored more.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from logomachy.bots.analysis import Choice
from logomachy.bots.base import bot_strengths, make_bot
from logomachy.games.verbalia.lists.engine import Done, ListGame, ListState, Write
from logomachy.kernel import Record, Rng, get_game

COST_FORMAT = "{:.0f} point(s)"
UNIT = "points"
MEASURE = "lists"
SHOWN = 3  # best words named per line
MOST_BOT_MOVES = 50  # a bot writing its list move by move says done long before this


@dataclass(frozen=True)
class ListAnalysis:
    round: int
    seat: int
    written: tuple[str, ...]
    value: int
    best: tuple[tuple[str, int], ...]  # the best words of the round, with their points
    move: int = 0  # the record's move number (1-based) that closed the round's writing

    @property
    def best_value(self) -> int:
        """What the best list of as many words as the player wrote (one at least) scores."""
        return sum(p for _, p in self.best[: max(1, len(self.written))])

    @property
    def cost(self) -> int:
        return max(0, self.best_value - self.value)

    def choice(self) -> Choice:
        shown = self.best[: max(1, len(self.written))]
        return Choice(
            self.seat,
            ", ".join(self.written),
            self.value,
            ", ".join(w for w, _ in shown),
            self.best_value,
            round=self.round,
            move=self.move,
        )

    def text(self) -> str:
        wrote = ", ".join(self.written) if self.written else "(nothing)"
        best = ", ".join(f"{w} ({p})" for w, p in self.best[:SHOWN]) or "none"
        verdict = "as good as it got" if not self.cost else f"cost {self.cost}"
        return (
            f"round {self.round}, seat {self.seat + 1}: {wrote} = {self.value} -- "
            f"best words: {best}; {verdict}"
        )


def best_words(game: ListGame[Any], state: ListState, seat: int, count: int) -> list[str]:
    """The best words of the round as the game knows them, or as its strongest bot writes."""
    finder = getattr(game, "best_words", None)
    if callable(finder):
        return list(finder(state, count))
    strongest = bot_strengths(game.meta.id)[-1]
    bot = make_bot(game.meta.id, strongest)
    probe = game.copy_state(state)
    words: list[str] = []
    for n in range(MOST_BOT_MOVES):
        if seat not in game.to_act(probe) or probe.round != state.round:
            break
        move = bot.choose(game, probe, seat, Rng.from_seed(0, f"analysis:{seat}:{n}"))
        if isinstance(move, Write):
            words = [*([] if game.one_word else words), *move.words]
        if isinstance(move, Done) or not isinstance(move, Write):
            break
        probe = game.apply(probe, seat, move)
    return words


def _valued(game: ListGame[Any], state: ListState, words: list[str]) -> list[tuple[str, int]]:
    valued = [(w.upper(), game.points(state, w)) for w in words]
    return sorted(valued, key=lambda item: (-item[1], item[0]))


def analyse_record(record: Record) -> list[ListAnalysis]:
    game = get_game(record.game)
    if not isinstance(game, ListGame):
        raise ValueError(f"{record.game} is not a game of lists")
    state: ListState = game.setup(len(record.seats), record.options, record.seed)
    items: list[ListAnalysis] = []
    start = game.copy_state(state)  # the round's state before anyone wrote
    for n, entry in enumerate(record.moves, 1):
        before = state
        state = game.apply(state, entry.seat, game.move_from_json(entry.move))
        if len(state.sheets) > len(before.sheets):  # the round was read out
            for seat in range(state.seats):
                written = tuple(before.lists[seat])
                best = _valued(game, start, best_words(game, start, seat, 50))
                value = sum(game.points(start, w) for w in written)
                items.append(ListAnalysis(before.round, seat, written, value, tuple(best), n))
            start = game.copy_state(state)
    return items
