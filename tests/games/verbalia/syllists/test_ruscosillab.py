"""Ruscosíl·laB, rule by rule (rulebook section Ruscosíl·laB; ABC B, N, P and S)."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.pieces.syllables import TOTAL_TILES, tile
from logomachy.games.verbalia.syllists.engine import shown
from logomachy.games.verbalia.syllists.ruscosillab import (
    GAME,
    Done,
    RuscosillabState,
    Write,
    rusc_graph,
)
from logomachy.kernel import IllegalMove, Rng, TimeUp

# Rows 2-3-2: cells 0 1 / 2 3 4 / 5 6; the middle (3) touches every other cell.
DITADA = ["CA", "SA", "DI", "DA", "TA", "MA", "RE"]


def lay(state: RuscosillabState, syllables: list[str]) -> RuscosillabState:
    """The rusc shows `syllables` (tiles taken from the bag, each on the side showing it)."""
    state.bag.extend(state.cells)
    cells, sides = [], []
    for syllable in syllables:
        number = next(n for n in state.bag if tile(n).has(syllable))
        state.bag.remove(number)
        cells.append(number)
        sides.append(tile(number).sides.index(syllable))
    state.cells, state.sides = cells, sides
    return state


def rusc(syllables: list[str], seats: int = 3) -> RuscosillabState:
    return lay(GAME.setup(seats, {}, seed=1), syllables)


def play(state: RuscosillabState, *moves: tuple[int | None, object]) -> RuscosillabState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)  # type: ignore[arg-type]
    return state


def time_up(state: RuscosillabState) -> RuscosillabState:
    timer = GAME.timer(state)
    assert timer is not None
    return GAME.apply(state, None, TimeUp(timer.key))


def test_the_first_rusc_is_seven_syllables_one_in_the_middle_of_six() -> None:
    state = GAME.setup(3, {}, seed=4)
    assert len(state.cells) == 7 and len(state.bag) == TOTAL_TILES - 7
    assert len(rusc_graph(7)[3]) == 6  # the middle touches the six around it
    assert sorted(len(n) for n in rusc_graph(7)) == [3, 3, 3, 3, 3, 3, 6]
    assert GAME.view(state, 0)["rows"] == [2, 3, 2]
    assert GAME.to_act(state) == [0, 1, 2]


def test_one_minute_then_two_for_the_third_round() -> None:
    state = GAME.setup(2, {}, seed=1)
    seconds = []
    for _ in range(3):
        timer = GAME.timer(state)
        assert timer is not None
        seconds.append(timer.seconds)
        state = time_up(state)
    assert seconds == [60, 60, 120] and GAME.is_over(state)


def test_three_rounds_of_7_19_37_and_the_syllables_used_are_set_aside() -> None:
    state = GAME.setup(5, {}, seed=2)  # three rounds whatever the number of players
    first = list(state.cells)
    state = time_up(state)
    assert len(state.cells) == 19 and state.aside == first
    assert not set(first) & set(state.cells) and not set(first) & set(state.bag)
    state = time_up(state)
    assert len(state.cells) == 37 and len(state.aside) == 26
    assert GAME.view(state, 0)["rows"] == [4, 5, 6, 7, 6, 5, 4]
    assert GAME.invariants(state) == []
    state = time_up(state)
    assert GAME.is_over(state) and GAME.rounds(state) == 3
    assert list(GAME.result(state).breakdown[0]) == ["round 1", "round 2", "round 3"]


def test_golden_di_da_ta_in_this_order_cannot_form_ditada() -> None:
    state = rusc(DITADA)  # DI (2), DA (3), TA (4): DI does not touch TA
    with pytest.raises(IllegalMove, match="cannot be read") as caught:
        GAME.apply(state, 0, Write(("DITADA",)))
    assert caught.value.rule == "Ruscosíl·laB: rules"
    # Along the path, in the word's order, it reads: TA (4) then DA (3) then ... not DI-TA-DA,
    # but DA (3) - TA (4) is DATA.
    state = play(state, (0, Write(("DATA",))))
    assert state.lists[0] == ["DATA"]


def test_a_syllable_may_not_be_twice_in_one_word() -> None:
    state = rusc(["CA", "SO", "DI", "SA", "TA", "MA", "RE"])  # one MA
    with pytest.raises(IllegalMove, match="cannot be read"):
        GAME.apply(state, 0, Write(("MAMA",)))
    state = play(rusc(["CA", "MA", "DI", "MA", "TA", "SO", "RE"]), (0, Write(("MAMA",))))
    assert state.lists[0] == ["MAMA"]  # two MA tiles that touch


def test_the_tiles_must_be_the_words_syllables() -> None:
    # CA + SA make CASA; CAS + A (no tile CAS here) would not; rule P refuses PER + O.
    state = rusc(["PER", "O", "DI", "DA", "TA", "MA", "RE"])
    with pytest.raises(IllegalMove, match="PE-RO"):
        GAME.apply(state, 0, Write(("PERÒ",)))


def test_the_referee_refuses_what_would_score_nothing() -> None:
    state = rusc(DITADA)
    for word, reason in [
        ("XQZT", "not in the dictionary"),
        ("SAL", "at least 2 syllables"),
        ("CAMA", "cannot be read"),
    ]:
        with pytest.raises(IllegalMove) as caught:
            GAME.apply(state, 0, Write((word,)))
        assert reason in caught.value.reason
    state = play(state, (0, Write(("CASA",))))
    with pytest.raises(IllegalMove, match="already on your list"):
        GAME.apply(state, 0, Write(("casa",)))


def test_shared_words_do_not_count_and_the_rest_score_by_syllables() -> None:
    state = rusc(DITADA)
    state = play(
        state,
        (0, Write(("CASA", "DATA"))),
        (1, Write(("casa", "DARE"))),
        (2, Write(("MARE",))),
        (0, Done()),
        (1, Done()),
        (2, Done()),
    )
    sheet = state.sheets[0]
    assert [(e.word, e.points, e.cancelled) for e in sheet[0]] == [
        ("CASA", 0, True),
        ("DATA", 3, False),
    ]
    assert [(e.word, e.cancelled) for e in sheet[1]] == [("CASA", True), ("DARE", False)]
    assert GAME.result(state).scores == (3, 3, 3)
    assert state.round == 2 and len(state.cells) == 19


@pytest.mark.parametrize(("syllables", "points"), [(2, 3), (3, 6), (4, 10), (5, 15), (6, 15)])
def test_the_score_table_and_six_syllables_score_as_five(syllables: int, points: int) -> None:
    from logomachy.games.verbalia.pieces.score_sheets import by_length
    from logomachy.games.verbalia.syllists.ruscosillab import POINTS

    assert by_length(POINTS, syllables) == points


def test_accents_do_not_count() -> None:
    state = rusc(["CA", "FE", "DI", "DA", "TA", "MA", "RE"])
    state = play(state, (0, Write(("CAFÈ",))), (1, Write(("CAFE",))), (0, Done()), (1, Done()))
    state = play(state, (2, Done()))
    assert [e.cancelled for row in state.sheets[0] for e in row] == [True, True]


def test_a_two_coloured_tile_shows_the_side_it_falls_on() -> None:
    sides = set()
    for seed in range(6):
        state = GAME.setup(2, {}, seed=seed)
        for n, side in zip(state.cells, state.sides, strict=True):
            if tile(n).two_sided:
                sides.add(side)
            else:
                assert side == 0
    assert sides == {0, 1}


def test_a_list_is_secret_until_read_out() -> None:
    state = play(rusc(DITADA), (0, Write(("CASA",))))
    assert GAME.secrets(state) == {0: {"CASA"}}
    other = GAME.view(state, 1)
    assert other["writing"][0]["words"] == 1 and "CASA" not in str(other)
    state = play(state, (0, Done()), (1, Done()), (2, Done()))
    assert GAME.secrets(state) == {} and "CASA" in str(GAME.view(state, 1)["read_out"])


def test_best_words_are_on_the_rusc_most_syllables_first() -> None:
    state = rusc(DITADA)
    best = GAME.best_words(state, 5)
    assert best and "CASA" in GAME.best_words(state, 100)
    for word in best:
        GAME.check_word(state, word)
    found = GAME.words_found(state)
    assert [len(p) for _, p in found] == sorted((len(p) for _, p in found), reverse=True)
    assert shown(state) == tuple(DITADA)


def test_typed_moves() -> None:
    state = rusc(DITADA)
    assert GAME.parse_move(state, 0, "write casa data") == Write(("casa", "data"))
    assert GAME.parse_move(state, 0, "done") == Done()


def test_bots_write_legal_lists_by_strength() -> None:
    state = time_up(time_up(GAME.setup(3, {}, seed=5)))  # the rusc of 37
    lists = {}
    for strength in ("easy", "medium", "hard"):
        move = make_bot(GAME.meta.id, strength).choose(GAME, state, 0, Rng(3))
        assert isinstance(move, Write)
        GAME.apply(state, 0, move)  # legal
        lists[strength] = move.words
    assert len(lists["easy"]) <= len(lists["medium"]) < len(lists["hard"])
    after = play(state, (0, Write(lists["hard"])))
    assert make_bot(GAME.meta.id, "hard").choose(GAME, after, 0, Rng(3)) == Done()


def test_hard_beats_easy() -> None:
    wins = 0
    for seed in range(10):
        match = autoplay(GAME, 2, seed, {}, ["hard", "easy"])
        scores = GAME.result(match.state).scores
        wins += scores[0] > scores[1]
    assert wins >= 8


def test_abc_p_agreed_per_and_o_make_pero() -> None:
    """ABC P: "Only if the players agree is a division of the words in play accepted that
    does not correspond to the syllabic division established by the grammatical norm"."""
    state = lay(GAME.setup(3, {"free_division": True}, seed=1), ["PER", "O", *DITADA[2:7]])
    state = GAME.apply(state, 0, Write(("PERÒ",)))
    assert state.lists[0] == ["PERO"] and GAME.points(state, "PERO") == 3  # two tiles
    assert "free_division" not in GAME.setup(3, {}, seed=1).options  # the default: not stored
