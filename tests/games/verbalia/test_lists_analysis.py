"""Post-game analysis of the list games: each round's lists beside the best words allowed."""

from __future__ import annotations

from logomachy.bots.autoplay import autoplay
from logomachy.bots.verbalia.lists.analysis import analyse_record
from logomachy.cli.analyse import LIST_ANALYSER, analyser_module
from logomachy.games.verbalia.lists.engine import Done, Write
from logomachy.games.verbalia.lists.vermigrama import GAME as VERMIGRAMA
from logomachy.kernel import Match, SeatInfo


def test_every_round_and_player_is_analysed_with_words_the_referee_accepts() -> None:
    match = autoplay(VERMIGRAMA, 2, 3, {}, ["easy", "hard"])
    items = analyse_record(match.record)
    assert [(i.round, i.seat) for i in items] == [(r, s) for r in (1, 2) for s in (0, 1)]
    state = VERMIGRAMA.setup(2, match.record.options, 3)
    for item in items[:2]:  # round 1's best words are readable on round 1's square
        assert item.best and all(VERMIGRAMA.check_word(state, w) == w for w, _ in item.best[:5])
        assert item.cost >= 0
        assert item.value == sum(VERMIGRAMA.points(state, w) for w in item.written)


def test_writing_the_best_words_costs_nothing_and_nothing_costs_the_best() -> None:
    match = Match(VERMIGRAMA, [SeatInfo("a"), SeatInfo("b")], {}, seed=5)
    best = VERMIGRAMA.best_words(match.state, 2)
    match.play(0, Write(tuple(best)))
    match.play(0, Done())
    match.play(1, Done())
    first = analyse_record(match.record)[:2]
    assert first[0].written == tuple(best) and first[0].cost == 0
    assert first[1].written == () and first[1].cost == first[1].best[0][1] > 0


def test_list_games_find_the_shared_analyser() -> None:
    assert analyser_module("verbalia-vermigrama") == LIST_ANALYSER
    assert analyser_module("trencadis") is not None  # every family has its analyser now
    assert (
        analyser_module("verbalia-abracagrama") is None and analyser_module("no-such-game") is None
    )
