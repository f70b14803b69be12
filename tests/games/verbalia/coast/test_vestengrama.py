"""Vestengrama (rulebook: Vestengrama): every rule, refusal and reading."""

from __future__ import annotations

from collections import Counter

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.verbalia.coast.engine import SeaBot, best_sea_word
from logomachy.games.verbalia.coast.engine import POINTS, VOWELS, points
from logomachy.games.verbalia.coast.vestengrama import (
    GAME,
    MOST_PLAYS,
    Pass,
    Propose,
    VestengramaState,
)
from logomachy.games.verbalia.pieces.country import country
from logomachy.kernel import IllegalMove, Rng, TimeUp
from logomachy.lexicon.rules.ca import collation_key
from logomachy.terminal import render
from tests.games.verbalia.coast_helpers import SMALL, lay

LAND = [r for r in country().ids if r != country().maritime]


def small(seats: int = 2, **options: object) -> VestengramaState:
    return lay(GAME.setup(seats, options, seed=3), SMALL)


def play(state: VestengramaState, *moves: tuple[int | None, object]) -> VestengramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)  # type: ignore[arg-type]
    return state


def test_five_letters_in_each_region_but_the_sea_two_and_three() -> None:
    splits = set()
    for seed in range(12):
        state = GAME.setup(3, None, seed)
        assert state.contents[country().maritime] == []
        for region in LAND:
            tiles = state.contents[region]
            vowels = sum(t in VOWELS for t in tiles)
            assert len(tiles) == 5 and vowels in (2, 3)
            splits.add(vowels)
        assert GAME.invariants(state) == []
    assert splits == {2, 3}  # reading: a coin per region decides which


def test_the_scoring_table() -> None:
    assert [points(n) for n in range(3, 13)] == [0, 1, 2, 4, 7, 10, 15, 25, 25, 25]
    assert POINTS[10] == 25


def test_refusals_name_their_rule() -> None:
    state = small()
    rules = "Vestengrama: rules"
    cases = [
        (Propose("CAS"), "at least 4 letters", rules),
        (Propose("CASX"), "not in the dictionary", "ABC B: good words"),
        (Propose("KIWI"), "no K, W or lone Y", "ABC L: letters"),
        (Propose("NOTES"), "cannot be read", rules),  # the delta holds no E before the sea
        (Propose("CASA", ("plana", "plana", "delta")), "name one region for each", rules),
        (Propose("CASA", ("plana", "plana", "delta", "delta")), "end in the maritime", rules),
        (Propose("CASA", ("plana", "plana", "conca", "marina")), "not adjacent", rules),
        (Propose("CASA", ("delta", "delta", "delta", "marina")), "has no C left", rules),
        (Propose("ROSA", ("plana", "atlantida", "delta", "marina")), "not a region", rules),
    ]
    for move, reason, rule in cases:
        with pytest.raises(IllegalMove) as refused:
            GAME.apply(state, 0, move)
        assert reason in refused.value.reason and refused.value.rule == rule, move
    GAME.apply(state, 0, Propose("SALA", ("delta", "delta", "delta", "marina")))  # accepted


def test_a_letter_may_not_be_taken_twice() -> None:
    state = small()
    # SALSA needs two S: the delta has one (the last letter is the sea's wildcard).
    with pytest.raises(IllegalMove, match="cannot be read"):
        GAME.apply(state, 0, Propose("SALSA"))
    with pytest.raises(IllegalMove, match="taken twice"):
        GAME.apply(state, 0, Propose("SALSA", ("delta", "delta", "delta", "delta", "marina")))


def test_the_referee_finds_a_route_when_none_is_named() -> None:
    state = play(small(), (0, Propose("ROSA")))
    assert state.phase is not None
    assert state.phase.entries[0].regions == ("plana", "delta", "delta", "marina")


def test_re_entering_a_region_and_two_letters_of_one_region_in_a_row() -> None:
    # ACTA: the delta's A, the plana's C, the delta again for the T, then the sea.
    state = play(small(), (0, Propose("ACTA", ("delta", "plana", "delta", "marina"))))
    assert state.phase is not None and 0 in state.phase.entries
    # SALA: three letters of the delta in a row (reading: a region entered once for all).
    play(small(), (0, Propose("SALA", ("delta", "delta", "delta", "marina"))))


def test_the_longest_word_wins_and_its_letters_are_removed() -> None:
    state = play(small(), (0, Propose("ROSA")), (1, Propose("CARTA")))
    assert state.play == 2
    last = state.plays[-1]
    assert last.winner == 1 and last.points == points(5) == 2
    assert GAME.result(state).scores == (0, 2)
    # C, A, R from the plana and the delta's T are gone; the sea's wildcard serves again.
    assert Counter(state.contents["plana"]) == Counter(["E", "N"])
    assert Counter(state.contents["delta"]) == Counter(["S", "A", "L", "O"])
    assert sorted(state.aside) == ["A", "C", "R", "T"]
    assert GAME.invariants(state) == []


def test_a_tie_goes_to_the_word_first_in_alphabetical_order() -> None:
    state = play(small(), (0, Propose("CARTA")), (1, Propose("CANTA")))
    assert state.plays[-1].winner == 1  # CANTA before CARTA


def test_alphabetical_order_is_catalan_order() -> None:
    """ "In case of a tie, the word that comes first in alphabetical order wins": Catalan
    order, where Ç sorts as C (CAÇA before CASA; by code points Ç would follow Z)."""
    board = {"plana": ["C", "A", "E", "N", "R"], "delta": ["Ç", "S", "T", "O", "L"]}
    state = lay(GAME.setup(2, None, seed=3), board)
    state = play(state, (0, Propose("CASA")), (1, Propose("CAÇA")))
    assert state.plays[-1].winner == 1
    words = [
        "COLLA",
        "ÇA",
        "COL·LA",
        "CASA",
        "ÀREA",
        "COLA",
        "AREA",
        "CAÇA",
        "ZERO",
        "CA",
        "ÉS",
        "ES",
    ]
    assert sorted(words, key=collation_key) == (
        ["AREA", "ÀREA", "CA", "ÇA", "CAÇA", "CASA", "COLA", "COLLA", "COL·LA", "ES", "ÉS", "ZERO"]
    )  # L·L sorts as LL; equal letters: the unaccented first, then the plain text


def test_the_same_word_twice_goes_to_the_first_to_propose_it() -> None:
    state = play(small(3), (2, Propose("CANTA")), (0, Propose("CANTA")), (1, Pass()))
    assert state.plays[-1].winner == 2


def test_a_proposal_may_change_until_the_minute_is_up() -> None:
    state = play(small(3), (0, Propose("ROSA")), (0, Propose("CANTAR")))
    assert state.phase is not None and state.phase.entries[0].word == "CANTAR"
    state = play(state, (1, Pass()))
    with pytest.raises(IllegalMove, match="passed"):
        GAME.apply(state, 1, Propose("ROSA"))


def test_the_minute_ends_the_play_and_a_stale_timer_is_refused() -> None:
    state = play(small(3), (0, Propose("ROSA")))
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 60
    with pytest.raises(IllegalMove, match="timer"):
        GAME.apply(state, None, TimeUp("r1p9:limit"))
    state = GAME.apply(state, None, TimeUp(timer.key))
    assert state.plays[-1].winner == 0 and state.play == 2


def test_nobody_proposing_ends_the_round_and_the_letters_go_back() -> None:
    state = play(small(), (0, Propose("ROSA")), (1, Pass()), (0, Pass()), (1, Pass()))
    assert state.round == 2 and state.play == 1
    assert state.aside == []
    for region in LAND:
        assert len(state.contents[region]) == 5  # a new board
    assert GAME.invariants(state) == []


def test_five_plays_at_most_a_round_and_as_many_rounds_as_players() -> None:
    state = GAME.setup(2, None, seed=11)
    plays = 0
    while not GAME.is_over(state):
        word = best_sea_word(state.contents)
        state = play(state, (0, Propose(*word) if word else Pass()), (1, Pass()))
        plays += 1
        assert state.play <= MOST_PLAYS
    assert state.round == 2  # two players, two rounds
    per_round = Counter(p.round for p in state.plays)
    assert max(per_round.values()) <= MOST_PLAYS
    assert GAME.invariants(state) == []
    assert GAME.result(state).winners == (0,)


def test_ties_share_victory() -> None:
    state = GAME.setup(2, None, seed=1)
    while not GAME.is_over(state):
        state = play(state, (0, Pass()), (1, Pass()))
    assert GAME.result(state).winners == (0, 1)


def test_a_proposal_is_secret_until_the_words_are_said() -> None:
    state = play(small(3), (0, Propose("CANTAR")))
    assert GAME.secrets(state) == {0: {"CANTAR"}}
    for seat in (None, 1, 2):
        assert "CANTAR" not in str(GAME.view(state, seat))
    assert GAME.view(state, 0)["you"]["proposal"]["word"] == "CANTAR"
    state = play(state, (1, Pass()), (2, Pass()))
    assert "CANTAR" in str(GAME.view(state, 1))  # said: public


def test_typed_moves() -> None:
    state = small()
    assert GAME.parse_move(state, 0, "propose rosa plana delta delta marina") == Propose(
        "rosa", ("plana", "delta", "delta", "marina")
    )
    assert GAME.parse_move(state, 0, "pass") == Pass()
    assert "delta" in render(GAME, GAME.view(state, 0))


def test_bots_propose_legal_words() -> None:
    state = GAME.setup(3, None, seed=5)
    for strength in ("easy", "medium", "hard"):
        move = SeaBot(strength).choose(GAME, state, 0, Rng.from_seed(1))
        GAME.apply(state, 0, move)  # legal (raises otherwise)
    hard = SeaBot("hard").choose(GAME, state, 0, Rng.from_seed(1))
    easy = SeaBot("easy").choose(GAME, state, 0, Rng.from_seed(1))
    assert isinstance(hard, Propose) and isinstance(easy, Propose)
    assert len(hard.regions) > len(easy.regions)


@pytest.mark.slow
def test_hard_beats_easy_in_most_games() -> None:
    wins = 0
    games = 12
    for seed in range(games):
        match = autoplay(GAME, 2, seed, strengths=["easy", "hard"])
        scores = GAME.result(match.state).scores
        wins += scores[1] > scores[0]
    assert wins >= 10, wins  # measured: 12 of 12
