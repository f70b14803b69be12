"""XaVograma (rulebook: XaVograma): every rule, refusal and reading."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.verbalia.coast.engine import XavoBot
from logomachy.games.verbalia.coast.engine import VOWELS, is_vowel
from logomachy.games.verbalia.coast.xavograma import (
    GAME,
    GOAL,
    Pass,
    Place,
    Scored,
    Take,
    Vote,
    XavogramaState,
)
from logomachy.games.verbalia.pieces.country import country
from logomachy.kernel import IllegalMove, Move, Rng, TimeUp

LAND = country()


def play(state: XavogramaState, *moves: tuple[int | None, Move]) -> XavogramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def thinking(board: dict[str, str], easels: list[str], seats: int = 4) -> XavogramaState:
    """A play at its two minutes with this board (region -> letter; the others keep theirs,
    made different) and these easels (eight letters each, as a string)."""
    state = play(GAME.setup(seats, None, seed=2), *[(s, Take(3)) for s in range(seats)])
    for tile in [*state.board.values(), *(t for e in state.easels for t in e)]:
        (state.vowels if is_vowel(tile) else state.consonants).append(tile)
    wanted = dict(board)
    spare = iter(t for t in "BCDFGHJLMNPRSTVXZ" if t not in board.values())
    for region in LAND.ids:
        wanted.setdefault(region, next(spare))
    state.board = {}
    for region in LAND.ids:
        tile = wanted[region]
        (state.vowels if is_vowel(tile) else state.consonants).remove(tile)
        state.board[region] = tile
    state.easels = []
    for letters in easels:
        easel = list(letters)
        for tile in easel:
            (state.vowels if is_vowel(tile) else state.consonants).remove(tile)
        state.easels.append(easel)
    assert GAME.invariants(state) == []
    return state


def test_one_letter_a_region_all_different_and_eight_letters_each() -> None:
    for seed in range(6):
        state = GAME.setup(4, None, seed)
        assert set(state.board) == set(LAND.ids)
        assert len(set(state.board.values())) == 11
        state = play(state, (0, Take(0)), (1, Take(8)), (2, Take(3)), (3, Take(5)))
        assert state.stage == "think"
        assert sum(map(is_vowel, state.easels[0])) == 0 and all(map(is_vowel, state.easels[1]))
        assert all(len(e) == 8 for e in state.easels) and GAME.invariants(state) == []


def test_taking_refusals_and_the_time_for_it() -> None:
    state = GAME.setup(4, None, seed=1)
    with pytest.raises(IllegalMove, match="between 0 and 8"):
        GAME.apply(state, 0, Take(9))
    with pytest.raises(IllegalMove, match="not the time"):
        GAME.apply(state, 0, Place("CASA", "plana"))
    state = play(state, (0, Take(2)))
    with pytest.raises(IllegalMove, match="taken"):
        GAME.apply(state, 0, Take(2))
    timer = GAME.timer(state)
    assert timer is not None
    state = GAME.apply(state, None, TimeUp(timer.key))
    assert state.stage == "think"
    assert [sum(t in VOWELS for t in e) for e in state.easels] == [2, 3, 3, 3]  # reading: 3


EASELS = ["CASERONT", "CASERONT", "MENTIDAS", "ROSALIET"]


def test_a_word_is_formed_with_the_easel_and_the_region_s_letter() -> None:
    state = thinking({"fonts": "A", "altipla": "R", "plana": "E"}, EASELS)
    rules = "XaVograma: rules"
    for move, reason, rule in [
        (Place("CAS", "fonts"), "at least 4 letters", rules),
        (Place("CASERNA", "plana"), "no A", rules),  # one A on the easel, the plana's is an E
        (Place("TRONCS", "fonts"), "formed with its letter, A", rules),
        (Place("ACTORS", "atlantida"), "not a region", rules),
        (Place("SECANTOR", "plana"), "not in the dictionary", "ABC B: good words"),
    ]:
        with pytest.raises(IllegalMove) as refused:
            GAME.apply(state, 0, move)
        assert reason in refused.value.reason and refused.value.rule == rule, move
    play(state, (0, Place("CASERNA", "fonts")))  # the fonts' A is the second A


def test_only_the_best_word_of_a_region_scores_with_bonus_and_multiplier() -> None:
    # The plana: nouns x2.
    state = thinking({"plana": "E"}, EASELS)
    state = play(
        state,
        (0, Place("CANTORES", "plana")),  # 8 letters: 10, a noun: +5, x2 = 30
        (1, Place("CONTES", "plana")),  # 6 letters: 4, a noun: +5, x2 = 18: does not score
        (2, Pass()),
        (3, Pass()),
    )
    scored = {s.seat: s for s in state.plays[-1]}
    assert scored[0].bonus and scored[0].value == (10 + 5) * 2 and scored[0].scores
    assert scored[1].bonus and scored[1].value == (4 + 5) * 2 and not scored[1].scores
    assert GAME.result(state).scores[:2] == (30, 0)
    assert state.play == 2 and state.stage == "take" and GAME.invariants(state) == []


def test_words_of_equal_greatest_value_in_a_region_all_score() -> None:
    state = thinking({"plana": "E"}, EASELS)
    state = play(
        state,
        (0, Place("CANTORES", "plana")),
        (1, Place("CANTORES", "plana")),
        (2, Pass()),
        (3, Pass()),
    )
    scored = state.plays[-1]
    assert [s.scores for s in scored] == [True, True]


def test_no_category_bonus_outside_the_region_s_category() -> None:
    state = thinking({"conca": "E"}, EASELS)  # the conca: verbs x2
    state = play(state, (0, Place("CANTORES", "conca")), (1, Pass()), (2, Pass()), (3, Pass()))
    only = state.plays[-1][0]
    assert not only.bonus and only.value == 10 * 2


def test_a_doubtful_category_goes_to_the_others_vote() -> None:
    state = thinking({"plana": "E"}, EASELS)
    state = play(state, (0, Place("CANTORES", "plana")), (1, Pass()), (2, Pass()))
    # Force the doubt: the word's verdict as the dictionary would give "unknown".
    from logomachy.games.verbalia.coast import engine  # the family judges categories

    real = engine.verdict
    engine.verdict = lambda word, category: "unknown"  # type: ignore[assignment]
    try:
        state = GAME.apply(state, 3, Pass())
    finally:
        engine.verdict = real
    assert state.stage == "vote" and GAME.to_act(state) == [1, 2, 3]
    with pytest.raises(IllegalMove, match="not put to the vote"):
        GAME.apply(state, 1, Vote(2, True))
    state = play(state, (1, Vote(0, False)), (2, Vote(0, False)), (3, Vote(0, True)))
    assert not state.plays[-1][0].bonus and state.plays[-1][0].value == 20


def test_a_tied_vote_keeps_the_bonus() -> None:
    state = thinking({"plana": "E"}, EASELS)
    state = play(state, (0, Place("CANTORES", "plana")), (1, Pass()), (2, Pass()))
    from logomachy.games.verbalia.coast import engine  # the family judges categories

    real = engine.verdict
    engine.verdict = lambda word, category: "unknown"  # type: ignore[assignment]
    try:
        state = GAME.apply(state, 3, Pass())
    finally:
        engine.verdict = real
    timer = GAME.timer(state)
    assert timer is not None
    state = play(state, (1, Vote(0, False)), (2, Vote(0, True)), (None, TimeUp(timer.key)))
    assert state.plays[-1][0].bonus


def test_the_word_is_secret_until_the_time_is_up() -> None:
    state = thinking({"plana": "E"}, EASELS)
    state = play(state, (0, Place("CANTORES", "plana")))
    assert "CANTORES" in GAME.secrets(state)[0]
    for seat in (None, 1, 2, 3):
        assert "CANTORES" not in str(GAME.view(state, seat))
        assert "CASERONT" not in str(GAME.view(state, seat))
    assert GAME.view(state, 0)["you"]["easel"] == list("CASERONT")


def test_first_to_three_hundred_and_the_most_points_among_several() -> None:
    state = thinking({"plana": "E", "conca": "T"}, EASELS)
    state.plays.append([Scored(1, "X", "plana", 4, False, GOAL - 10, True)])
    state.plays.append([Scored(0, "X", "plana", 4, False, GOAL - 25, True)])
    state = play(
        state,
        (0, Place("CANTORES", "plana")),  # 275 + 30 = 305
        (1, Place("CONTES", "conca")),  # a verb in a verb region: 290 + (4 + 5) x 2 = 308
        (2, Pass()),
        (3, Pass()),
    )
    assert GAME.is_over(state)
    assert GAME.result(state).scores[:2] == (305, 308)
    assert GAME.result(state).winners == (1,)  # both past 300: more points wins


def test_typed_moves() -> None:
    state = GAME.setup(4, None, seed=1)
    assert GAME.parse_move(state, 0, "take 4") == Take(4)
    assert GAME.parse_move(state, 0, "place casa plana") == Place("casa", "plana")
    assert GAME.parse_move(state, 0, "vote 2 yes") == Vote(1, True)
    assert GAME.parse_move(state, 0, "vote 3 no") == Vote(player=2, accept=False)
    for typed in ("vote 2", "vote two yes", "vote 2 maybe"):
        with pytest.raises(IllegalMove, match=r"vote N yes\|no"):
            GAME.parse_move(state, 0, typed)
    assert GAME.parse_move(state, 0, "pass") == Pass()


def test_bots_play_legal_moves() -> None:
    state = GAME.setup(4, None, seed=5)
    for seat, strength in enumerate(("easy", "medium", "hard", "hard")):
        state = GAME.apply(state, seat, XavoBot(strength).choose(GAME, state, seat, Rng(1)))
    assert state.stage == "think"
    for seat, strength in enumerate(("easy", "medium", "hard")):
        move = XavoBot(strength).choose(GAME, state, seat, Rng.from_seed(seat))
        GAME.apply(state, seat, move)


@pytest.mark.slow
def test_hard_beats_easy_in_most_games() -> None:
    wins = 0
    for seed in range(10):
        match = autoplay(GAME, 4, seed, strengths=["easy", "hard"])
        scores = GAME.result(match.state).scores
        wins += scores[1] + scores[3] > scores[0] + scores[2]
    assert wins >= 8, wins
