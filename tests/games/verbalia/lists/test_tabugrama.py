"""TaBugrama, rule by rule (rulebook section TaBugrama; ABC B, C and N)."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.lists.engine import Done, NotedEntry, Vote, Write
from logomachy.games.verbalia.lists.tabugrama import GAME, POINTS, TaBugramaState, points
from logomachy.kernel import IllegalMove, Move, Rng, TimeUp

GOOD, BAD = "AEIOSTRLNC", "BDGM"


def table(good: str = GOOD, bad: str = BAD, seats: int = 3) -> TaBugramaState:
    """A fresh game with these good and bad letters face up (taken from the bag)."""
    state = GAME.setup(seats, {}, seed=1)
    pool = state.bag + state.good + state.bad
    state.good, state.bad = sorted(good), sorted(bad)
    for tile in state.good + state.bad:
        pool.remove(tile)
    state.bag = pool
    return state


def play(state: TaBugramaState, *moves: tuple[int | None, Move]) -> TaBugramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def finish(state: TaBugramaState) -> TaBugramaState:
    return play(state, *[(s, Done()) for s in range(state.seats) if not state.done[s]])


def scored(state: TaBugramaState, seat: int) -> list[tuple[str, int]]:
    return [(e.word, e.points) for e in state.sheets[-1][seat]]


def test_the_scoring_table() -> None:
    assert POINTS == {4: 1, 5: 2, 6: 4, 7: 7, 8: 10, 9: 15, 10: 25}
    assert [points(n) for n in (3, 4, 9, 10, 14)] == [0, 1, 15, 25, 25]


def test_letters_drawn_as_in_votagrama_ten_good_four_bad() -> None:
    """Reading: the section does not say; "fourteen more are taken": ten good, four bad."""
    state = GAME.setup(2, {}, seed=4)
    assert len(state.good) == 10 and len(state.bad) == 4
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 60


def test_fourteen_rounds_until_the_letters_run_out() -> None:
    state = GAME.setup(2, {}, seed=4)
    for r in range(1, 15):
        assert not GAME.is_over(state)
        state = GAME.apply(state, None, TimeUp(f"r{r}:write"))
        assert not GAME.invariants(state)
    assert GAME.is_over(state) and len(state.bag) == 4
    assert len(GAME.result(state).breakdown[0]) == 14


def test_refusals() -> None:
    state = table()
    for word, reason in [
        ("BOTA", "bad letter B"),
        ("PUF", "none of the good letters"),
        ("CASES", "not written as its category asks"),
        ("ES", "cannot score"),
        ("CASAX", "not in the dictionary"),
    ]:
        with pytest.raises(IllegalMove, match=reason):
            GAME.apply(state, 0, Write((word,)))
    state = play(state, (0, Write(("SASTRE",))))
    with pytest.raises(IllegalMove, match="not both"):
        GAME.apply(state, 0, Write(("SASTRESSA",)))


def test_a_word_only_one_player_wrote_counts_one_letter_more() -> None:
    state = table()
    state = play(
        state,
        (0, Write(("CASA", "SOL", "CANTAR"))),
        (1, Write(("CASA",))),
    )
    state = finish(state)
    # CASA by two: 4 letters, 1 point; SOL alone: 3 + 1 = 4, 1 point; CANTAR alone: 7, 7.
    assert scored(state, 0) == [("CASA", 1), ("SOL", 1), ("CANTAR", 7)]
    assert scored(state, 1) == [("CASA", 1)]
    assert state.sheets[0][0][2] == NotedEntry("CANTAR", 7, False, "only one writer +1")


def test_all_the_good_letters_two_more_and_the_good_letters_alone_fifty() -> None:
    """ESCRIPTORI is the ten good letters alone: 50. CONSTITUCIÓ holds all ten of its good
    letters and one O more: 11 + 1 + 2 letters, 25 points (the table's top)."""
    state = table("CEIIOPRRST", "BDGM")
    state = finish(play(state, (0, Write(("ESCRIPTORI",)))))
    assert state.sheets[0][0] == [NotedEntry("ESCRIPTORI", 50, False, "the good letters alone")]
    state = table("CONSTITUCI", "BDGM")
    state = finish(play(state, (0, Write(("CONSTITUCIÓ",)))))
    assert state.sheets[0][0] == [
        NotedEntry("CONSTITUCIÓ", 25, False, "only one writer +1, all the good letters +2")
    ]


def test_a_doubtful_citation_form_goes_to_the_vote() -> None:
    state = table("AEIOSTRLNF", "BGMP")
    state = finish(play(state, (0, Write(("DESAFIAT",)))))
    assert state.voting
    state = play(state, (1, Vote("DESAFIAT", False)), (2, Vote("DESAFIAT", False)))
    assert state.sheets[0][0] == [NotedEntry("DESAFIAT", 0, False, "voted out")]


def test_bots_write_legal_lists_by_strength() -> None:
    state = table()
    lists = {}
    for strength in ("easy", "medium", "hard"):
        move = make_bot(GAME.meta.id, strength).choose(GAME, state, 0, Rng(3))
        assert isinstance(move, Write)
        GAME.apply(state, 0, move)  # legal
        lists[strength] = move.words
    assert len(lists["easy"]) < len(lists["hard"])


def test_hard_beats_easy() -> None:
    wins = 0
    for seed in range(3):
        match = autoplay(GAME, 2, seed, {}, ["hard", "easy"])
        scores = GAME.result(match.state).scores
        wins += scores[0] > scores[1]
    assert wins == 3
