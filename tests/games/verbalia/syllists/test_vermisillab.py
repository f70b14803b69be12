"""Vermisíl·laB, rule by rule (rulebook section Vermisíl·laB; ABC B, N, P and S)."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.pieces.arbreda import wood
from logomachy.games.verbalia.pieces.syllables import TOTAL_TILES, tile
from logomachy.games.verbalia.syllists.engine import shown
from logomachy.games.verbalia.syllists.vermisillab import (
    GAME,
    POINTS,
    Done,
    VermisillabState,
    Write,
)
from logomachy.kernel import IllegalMove, Rng, TimeUp


def place(state: VermisillabState, trees: dict[str, str]) -> VermisillabState:
    """The named trees show these syllables (each tile swapped with one from the bag or from
    another tree)."""
    fixed: set[int] = set()
    for name, syllable in trees.items():
        tree = wood().tree_named(name)
        assert tree is not None
        fixed.add(tree)
        if tile(state.cells[tree]).has(syllable):
            state.sides[tree] = tile(state.cells[tree]).sides.index(syllable)
            continue
        in_bag = [n for n in state.bag if tile(n).has(syllable)]
        if in_bag:
            state.bag.remove(in_bag[0])
            state.bag.append(state.cells[tree])
            state.cells[tree] = in_bag[0]
        else:
            other = next(
                t for t, n in enumerate(state.cells) if t not in fixed and tile(n).has(syllable)
            )
            state.cells[tree], state.cells[other] = state.cells[other], state.cells[tree]
            state.sides[other] = 0
        state.sides[tree] = tile(state.cells[tree]).sides.index(syllable)
    return state


# a1 CA, b1 SA, c1 DI; a2 MA, b2 DA, c2 RE; the far corner i15 TA.
CORNER = {"a1": "CA", "b1": "SA", "c1": "DI", "a2": "MA", "b2": "DA", "c2": "RE", "i15": "TA"}


def board(seats: int = 3, **options: object) -> VermisillabState:
    return place(GAME.setup(seats, dict(options), seed=1), CORNER)


def play(state: VermisillabState, *moves: tuple[int | None, object]) -> VermisillabState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)  # type: ignore[arg-type]
    return state


def time_up(state: VermisillabState) -> VermisillabState:
    timer = GAME.timer(state)
    assert timer is not None
    return GAME.apply(state, None, TimeUp(timer.key))


def test_the_wood_is_filled_one_syllable_a_tree_and_one_tile_stays_in_the_bag() -> None:
    state = GAME.setup(3, {}, seed=4)
    assert len(state.cells) == wood().trees == 135 and len(state.bag) == TOTAL_TILES - 135
    assert GAME.invariants(state) == []
    view = GAME.view(state, 0)
    assert view["board"] == "wood" and len(view["syllables"]) == 135


def test_one_syllable_tiles_face_up_two_coloured_tiles_on_the_side_they_fall() -> None:
    state = GAME.setup(2, {}, seed=3)
    sides = {s for n, s in zip(state.cells, state.sides, strict=True) if tile(n).two_sided}
    assert sides == {0, 1}
    assert all(
        s == 0 for n, s in zip(state.cells, state.sides, strict=True) if not tile(n).two_sided
    )


def test_two_minutes_or_one_for_experienced_players() -> None:
    timer = GAME.timer(board())
    assert timer is not None and timer.seconds == 120
    timer = GAME.timer(GAME.setup(2, {"write_seconds": 60}, seed=1))
    assert timer is not None and timer.seconds == 60


def test_words_along_adjacent_trees_in_order_orthogonal_or_diagonal() -> None:
    state = play(board(), (0, Write(("CASA", "CAMA", "CADA", "DARE"))))  # CA a1 - DA b2 diagonal
    assert state.lists[0] == ["CASA", "CAMA", "CADA", "DARE"]
    for word, reason in [
        ("DITA", "cannot be read"),  # TA is far away
        ("SAL", "at least 2 syllables"),
        ("XQZT", "not in the dictionary"),
    ]:
        with pytest.raises(IllegalMove) as caught:
            GAME.apply(state, 1, Write((word,)))
        assert reason in caught.value.reason
        assert caught.value.rule in ("Vermisíl·laB: rules", "ABC B: good words")


def test_a_syllable_may_serve_different_words_but_not_be_twice_in_one() -> None:
    state = play(board(), (0, Write(("CASA", "CAMA"))))  # CA in both
    assert len(state.lists[0]) == 2
    with pytest.raises(IllegalMove, match="cannot be read"):
        GAME.apply(place(state, {"d2": "DI"}), 0, Write(("CACA",)))  # one CA at a1


def test_shared_words_score_nothing_and_strips_do_not_multiply() -> None:
    state = play(
        board(),
        (0, Write(("CASA", "DARE"))),
        (1, Write(("casa",))),
        (0, Done()),
        (1, Done()),
        (2, Done()),
    )
    sheet = state.sheets[0]
    assert [(e.word, e.points, e.cancelled) for e in sheet[0]] == [
        ("CASA", 0, True),
        ("DARE", 1, False),  # the top strip is x3: not counted
    ]
    assert GAME.result(state).scores == (1, 0, 0)


@pytest.mark.parametrize(
    ("syllables", "points"), [(1, 0), (2, 1), (3, 3), (4, 7), (5, 15), (6, 25), (7, 25)]
)
def test_the_score_table_and_seven_syllables_score_as_six(syllables: int, points: int) -> None:
    from logomachy.games.verbalia.pieces.score_sheets import by_length

    assert by_length(POINTS, syllables) == points


def test_as_many_rounds_as_players_the_syllables_back_into_the_bag() -> None:
    state = board(seats=2)
    first = list(state.cells)
    state = time_up(state)
    assert state.round == 2 and state.cells != first and not state.aside
    assert GAME.invariants(state) == []
    state = time_up(state)
    assert GAME.is_over(state) and GAME.result(state).winners == (0, 1)


def test_accents_do_not_count() -> None:
    state = place(board(), {"c1": "CA", "b1": "FE"})  # CA c1, FE b1: CAFÈ
    state = play(state, (0, Write(("CAFÈ",))), (1, Write(("CAFE",))))
    state = play(state, (0, Done()), (1, Done()), (2, Done()))
    assert [e.cancelled for row in state.sheets[0] for e in row] == [True, True]


def test_a_list_is_secret_until_read_out() -> None:
    state = play(board(), (0, Write(("CASA",))))
    assert GAME.secrets(state) == {0: {"CASA"}}
    assert (
        "CASA" not in str(GAME.view(state, 1)["you"])
        and GAME.view(state, 1)["writing"][0]["words"] == 1
    )
    state = play(state, (0, Done()), (1, Done()), (2, Done()))
    assert GAME.secrets(state) == {}


def test_best_words_most_syllables_first_and_all_legal() -> None:
    state = board()
    best = GAME.best_words(state, 10)
    assert len(best) == 10
    for word in best:
        GAME.check_word(state, word)
    found = GAME.words_found(state)
    assert len(found[0][1]) >= len(found[-1][1]) and shown(state)[0] == "CA"


def test_bots_write_legal_lists_by_strength() -> None:
    state = board()
    lists = {}
    for strength in ("easy", "medium", "hard"):
        move = make_bot(GAME.meta.id, strength).choose(GAME, state, 0, Rng(3))
        assert isinstance(move, Write)
        GAME.apply(state, 0, move)
        lists[strength] = move.words
    assert len(lists["easy"]) < len(lists["medium"]) < len(lists["hard"])
    after = play(state, (0, Write(lists["hard"])))
    assert make_bot(GAME.meta.id, "hard").choose(GAME, after, 0, Rng(3)) == Done()


def test_hard_beats_easy() -> None:
    wins = 0
    for seed in range(10):
        match = autoplay(GAME, 2, seed, {}, ["hard", "easy"])
        scores = GAME.result(match.state).scores
        wins += scores[0] > scores[1]
    assert wins >= 8
