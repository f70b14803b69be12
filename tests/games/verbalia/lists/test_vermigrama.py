"""Vermigrama, rule by rule (rulebook section Vermigrama; ABC B and N)."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.lists.vermigrama import GAME, Done, VermigramaState, Write
from logomachy.kernel import IllegalMove, Rng, TimeUp

FRAGMENT = ["ARRAU", "ESTIL", "DANTE", "OMACS", "BEGOP"]
CAFES = ["CAFES", "BCDFG", "HJLMN", "PRSTV", "BCDLM"]


def square(rows: list[str], seats: int = 3, **options: object) -> VermigramaState:
    """A fresh game whose square shows `rows` (the letters shown are taken from the bag)."""
    state = GAME.setup(seats, {"size": len(rows), **options}, seed=1)
    pool = state.bag + state.letters
    letters = [tile for row in rows for tile in row]
    for tile in letters:
        pool.remove(tile)
    state.letters, state.bag = letters, pool
    return state


def play(state: VermigramaState, *moves: tuple[int | None, object]) -> VermigramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)  # type: ignore[arg-type]
    return state


def test_everyone_writes_at_once_for_two_minutes() -> None:
    state = square(FRAGMENT)
    assert GAME.to_act(state) == [0, 1, 2]
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 120
    assert GAME.setup(2, {"write_seconds": 60}, seed=1).options["write_seconds"] == 60


def test_words_written_by_more_than_one_player_are_cancelled() -> None:
    state = square(FRAGMENT)
    state = play(
        state,
        (0, Write(("ARRAULITS", "DANTESCA"))),
        (1, Write(("arraulits",))),
        (2, Write(("DESNATARIES",))),
        (0, Done()),
        (1, Done()),
        (2, Done()),
    )
    sheet = state.sheets[0]
    assert [(e.word, e.points, e.cancelled) for e in sheet[0]] == [
        ("ARRAULITS", 0, True),
        ("DANTESCA", 6, False),
    ]
    assert [(e.word, e.points, e.cancelled) for e in sheet[1]] == [("ARRAULITS", 0, True)]
    assert [(e.word, e.points) for e in sheet[2]] == [("DESNATARIES", 15)]
    assert GAME.result(state).scores == (6, 0, 15)
    assert state.round == 2 and GAME.to_act(state) == [0, 1, 2]  # a new square


def test_accents_do_not_count_so_cafes_and_cafes_cancel() -> None:
    state = square(CAFES, seats=2)
    state = play(state, (0, Write(("CAFES",))), (1, Write(("CAFÈS",))), (0, Done()), (1, Done()))
    assert [e.cancelled for row in state.sheets[0] for e in row] == [True, True]


def test_the_referee_refuses_what_would_score_nothing() -> None:
    state = square(FRAGMENT)
    for word, reason in [
        ("ARRA", "at least 5 letters"),
        ("RRAUL", "not in the dictionary"),
        ("KIWIS", "Verbàlia's letters"),
        ("CASES", "cannot be read on the square"),
    ]:
        with pytest.raises(IllegalMove) as caught:
            GAME.apply(state, 0, Write((word,)))
        assert reason in caught.value.reason
    state = play(state, (0, Write(("DANTESCA",))))
    with pytest.raises(IllegalMove, match="already on your list"):
        GAME.apply(state, 0, Write(("dantesca",)))
    # Each word is judged on its own: a bad one does not drop the good one beside it.
    state = play(state, (0, Write(("ARRAULITS", "RRAUL"))))
    assert state.lists[0] == ["DANTESCA", "ARRAULITS"]
    assert [r["word"] for r in GAME.view(state, 0)["you"]["refused"]] == ["RRAUL"]


def test_a_letter_may_serve_several_words() -> None:
    state = play(square(FRAGMENT), (0, Write(("ARRAULITS", "ARRAULIT"))))
    assert state.lists[0] == ["ARRAULITS", "ARRAULIT"]


def test_time_up_reads_the_lists_out() -> None:
    state = play(square(FRAGMENT), (0, Write(("DANTESCA",))))
    timer = GAME.timer(state)
    assert timer is not None
    state = GAME.apply(state, None, TimeUp(timer.key))
    assert GAME.result(state).scores == (6, 0, 0) and state.round == 2
    with pytest.raises(IllegalMove):
        GAME.apply(state, None, TimeUp(timer.key))


def test_as_many_rounds_as_players_and_a_tie_is_shared() -> None:
    state = square(FRAGMENT, seats=2)
    for _ in range(2):
        timer = GAME.timer(state)
        assert timer is not None
        state = GAME.apply(state, None, TimeUp(timer.key))
    assert GAME.is_over(state) and GAME.result(state).winners == (0, 1)
    assert GAME.to_act(state) == [] and GAME.timer(state) is None


def test_a_list_is_secret_until_read_out() -> None:
    state = play(square(FRAGMENT), (0, Write(("DANTESCA",))))
    assert GAME.secrets(state) == {0: {"DANTESCA"}}
    other = GAME.view(state, 1)
    assert other["writing"][0]["words"] == 1 and "DANTESCA" not in str(other)
    assert GAME.view(state, 0)["you"]["words"] == ["DANTESCA"]
    state = play(state, (0, Done()), (1, Done()), (2, Done()))
    assert GAME.secrets(state) == {} and "DANTESCA" in str(GAME.view(state, 1)["read_out"])


def test_typed_moves() -> None:
    state = square(FRAGMENT)
    assert GAME.parse_move(state, 0, "write arraulits dantesca") == Write(("arraulits", "dantesca"))
    assert GAME.parse_move(state, 0, "DANTESCA") == Write(("DANTESCA",))
    assert GAME.parse_move(state, 0, "done") == Done()


def test_bots_write_legal_lists_by_strength() -> None:
    state = square(FRAGMENT)
    lists = {}
    for strength in ("easy", "medium", "hard"):
        move = make_bot(GAME.meta.id, strength).choose(GAME, state, 0, Rng(3))
        assert isinstance(move, Write)
        GAME.apply(state, 0, move)  # legal
        lists[strength] = move.words
    assert len(lists["easy"]) < len(lists["medium"]) < len(lists["hard"])
    assert all(len(w) <= 7 for w in lists["easy"])
    after = play(state, (0, Write(lists["hard"])))
    assert make_bot(GAME.meta.id, "hard").choose(GAME, after, 0, Rng(3)) == Done()


def test_hard_beats_easy() -> None:
    wins = 0
    for seed in range(5):
        match = autoplay(GAME, 2, seed, {}, ["hard", "easy"])
        scores = GAME.result(match.state).scores
        wins += scores[0] > scores[1]
    assert wins >= 4
