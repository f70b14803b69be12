"""Buscador (rulebook: The First Visit, Buscador): every rule, refusal and reading."""

from __future__ import annotations

from collections import Counter

import pytest

from logomachy.bots.verbalia.coast.buscador import BOTS
from logomachy.games.verbalia.coast.buscador import (
    GAME,
    BuscadorState,
    Close,
    Finish,
    Lay,
    Leave,
    Shift,
    Start,
    Take,
    Vote,
    Word,
    word_value,
)
from logomachy.games.verbalia.coast.engine import is_vowel
from logomachy.games.verbalia.pieces.country import country
from logomachy.kernel import IllegalMove, Move, Rng

LAND = country()


def play(state: BuscadorState, *moves: tuple[int, Move]) -> BuscadorState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def started(seats: int = 2, **options: object) -> BuscadorState:
    state = GAME.setup(seats, options, seed=3)
    return play(state, *[(s, Start(1)) for s in range(seats)])


def arrange(
    state: BuscadorState, contents: dict[str, str], easels: list[str] | None = None
) -> BuscadorState:
    """Every letter back in its bag, then these region contents (the rest empty) and easels."""
    back = [t for r in state.contents.values() for t in r] + [t for e in state.easels for t in e]
    for tile in back:
        (state.vowels if is_vowel(tile) else state.consonants).append(tile)
    state.contents = {r: [] for r in LAND.ids}
    state.easels = [[] for _ in range(state.seats)]

    def pull(tile: str) -> str:
        (state.vowels if is_vowel(tile) else state.consonants).remove(tile)
        return tile

    for region, letters in contents.items():
        state.contents[region] = [pull(t) for t in letters]
    for seat, letters in enumerate(easels or []):
        state.easels[seat] = [pull(t) for t in letters]
    assert GAME.invariants(state) == []
    return state


def closed_word(state: BuscadorState, seat: int, word: str, region: str) -> None:
    """A word closed earlier (its letters set aside, a marker placed)."""
    tiles = tuple(word)
    for t in tiles:
        (state.vowels if is_vowel(t) else state.consonants).remove(t)
    state.words.append(Word(seat, word, region, len(tiles), tiles, False, False, 1))
    state.markers[seat] -= 1


def test_preparation_one_letter_a_region_half_vowels_and_three_letters_each() -> None:
    for seed in range(6):
        state = GAME.setup(3, None, seed)
        assert all(len(state.contents[r]) == 1 for r in LAND.ids)
        vowels = sum(is_vowel(t) for r in LAND.ids for t in state.contents[r])
        assert vowels in (5, 6)
        assert state.stage == "start" and GAME.to_act(state) == [0]
        state = play(state, (0, Start(0)), (1, Start(3)), (2, Start(2)))
        assert [sum(map(is_vowel, e)) for e in state.easels] == [0, 3, 2]
        assert all(len(e) == 3 for e in state.easels) and state.markers == [5, 5, 5]
        assert state.stage == "turn" and GAME.to_act(state) == [0]
    with pytest.raises(IllegalMove, match="between 0 and 3"):
        GAME.apply(GAME.setup(2, None, 1), 0, Start(4))


def test_modules_golden_example_40_points() -> None:
    """The rulebook's example: S from the easel into the verb x2 region holding D E M O U, an
    L moved from the neighbouring region, MODULES closed: (15 + 5) x 2 = 40."""
    state = arrange(started(), {"conca": "DEMOU", "plana": "L", "marina": "A"}, ["S", ""])
    closed_word(state, 1, "CASA", "marina")
    closed_word(state, 1, "BONA", "delta")  # the chain to the sea: marina - delta - conca
    state = play(state, (0, Lay("S", "conca")), (0, Shift("L", "plana", "conca")))
    state = play(state, (0, Close("MODULES", "conca")))
    word = state.words[-1]
    assert (word.word, word.category, word.first, word.value) == ("MODULES", True, True, 40)
    assert state.contents["conca"] == [] and state.markers[0] == 4
    assert state.turn == 1  # both actions and the word: the turn passes
    assert GAME.invariants(state) == []


def test_scoring_table_category_and_first_bonuses() -> None:
    assert [word_value(n, False, False, False, 1) for n in range(4, 12)] == [
        1, 2, 4, 7, 10, 15, 25, 25,
    ]  # fmt: skip
    assert word_value(7, True, False, False, 1) == 15  # as if nine letters
    assert word_value(4, False, True, False, 3) == 18  # (1 + 5) x 3
    assert word_value(4, False, True, True, 1) == 11  # the maritime region's first: +10


def test_first_word_in_the_maritime_region() -> None:
    state = arrange(started(), {"marina": "CAS", "delta": "ABC"}, ["A", ""])
    with pytest.raises(IllegalMove, match="chain of closed words"):
        GAME.apply(state, 0, Close("CABA", "delta"))
    state = play(state, (0, Lay("A", "marina")), (0, Close("CASA", "marina")))
    # CASA is a noun in the noun region: as if six letters (4), +10 first at the sea, x1.
    assert state.words[-1].value == 14
    assert GAME.view(state, 1)["reaches_sea"] == ["marina", "delta"]


def test_word_refusals() -> None:
    state = arrange(started(), {"marina": "CASAOL"}, ["", ""])
    with pytest.raises(IllegalMove, match="at least 4"):
        GAME.apply(state, 0, Close("CAS", "marina"))
    with pytest.raises(IllegalMove, match="no L"):
        GAME.apply(state, 0, Close("SALL", "marina"))
    with pytest.raises(IllegalMove, match="dictionary"):
        GAME.apply(state, 0, Close("ACSA", "marina"))
    state = play(state, (0, Close("CASA", "marina")))
    with pytest.raises(IllegalMove, match="one word a turn"):
        GAME.apply(state, 0, Close("SOLA", "marina"))
    with pytest.raises(IllegalMove, match="only to build a word"):
        GAME.apply(state, 0, Shift("O", "marina", "delta"))


def test_each_players_words_have_different_lengths() -> None:
    state = arrange(started(), {"marina": "SOLA"}, ["", ""])
    closed_word(state, 0, "CASA", "marina")
    with pytest.raises(IllegalMove, match="different length"):
        GAME.apply(state, 0, Close("SOLA", "marina"))
    state = play(state, (0, Take("vowel")), (0, Take("vowel")), (0, Finish()))
    state = play(state, (1, Close("SOLA", "marina")))  # another player's length is free
    assert state.words[-1].seat == 1


def test_a_region_holds_three_words() -> None:
    state = arrange(started(), {"marina": "SOLA"}, ["", ""])
    for word in ("CASA", "PERA", "BOTA"):
        closed_word(state, 1, word, "marina")
    with pytest.raises(IllegalMove, match="three words"):
        GAME.apply(state, 0, Close("SOLA", "marina"))


def test_actions_easel_bags_and_turn() -> None:
    state = arrange(started(), {"marina": "A"}, ["ABCDEFGH", ""])
    with pytest.raises(IllegalMove, match="8 letters at most"):
        GAME.apply(state, 0, Take("vowel"))
    with pytest.raises(IllegalMove, match="bags are of vowels"):
        GAME.apply(state, 0, Leave("blank", "marina"))
    with pytest.raises(IllegalMove, match="not a region"):
        GAME.apply(state, 0, Lay("A", "atlantida"))
    with pytest.raises(IllegalMove, match="no Z on your easel"):
        GAME.apply(state, 0, Lay("Z", "marina"))
    with pytest.raises(IllegalMove, match="two actions first"):
        GAME.apply(state, 0, Finish())
    state = play(state, (0, Leave("consonant", "cor")), (0, Lay("A", "cor")))
    assert len(state.contents["cor"]) == 2 and len(state.easels[0]) == 7
    with pytest.raises(IllegalMove, match="two actions"):
        GAME.apply(state, 0, Take("vowel"))
    with pytest.raises(IllegalMove, match="seat 1's turn"):
        GAME.apply(state, 1, Take("vowel"))
    state = play(state, (0, Finish()))
    assert GAME.to_act(state) == [1]
    state.vowels.clear()
    with pytest.raises(IllegalMove, match="vowel bag is empty"):
        GAME.apply(state, 1, Take("vowel"))


def test_moves_to_neighbours_only_and_back_when_unused() -> None:
    state = arrange(started(), {"marina": "CAS", "delta": "A", "cor": "E"}, ["", ""])
    with pytest.raises(IllegalMove, match="neighbouring region"):
        GAME.apply(state, 0, Shift("E", "cor", "marina"))
    state = play(state, (0, Shift("A", "delta", "marina")))
    with pytest.raises(IllegalMove, match="one region"):
        GAME.apply(state, 0, Shift("E", "cor", "plana"))
    state = play(state, (0, Take("vowel")), (0, Finish()))
    # Not used for a word: the A goes back to the Delta.
    assert state.contents["delta"] == ["A"] and sorted(state.contents["marina"]) == list("ACS")


def test_a_moved_letter_builds_its_word_where_it_went() -> None:
    state = arrange(started(), {"marina": "CASA", "delta": "O", "plana": "PERA"}, ["", ""])
    closed_word(state, 1, "BOTA", "delta")
    state = play(state, (0, Shift("O", "delta", "plana")))
    with pytest.raises(IllegalMove, match="where it was moved"):
        GAME.apply(state, 0, Close("CASA", "marina"))
    with pytest.raises(IllegalMove, match="letters moved for it"):
        GAME.apply(state, 0, Close("PERA", "plana"))


def test_a_moved_letter_waits_for_its_movers_next_turn() -> None:
    state = arrange(started(), {"marina": "CAS", "delta": "A"}, ["", ""])
    state = play(state, (0, Shift("A", "delta", "marina")), (0, Close("CASA", "marina")))
    assert state.turn == 0  # one action left
    state = arrange(state, {"delta": "O", "marina": "SOL"}, ["", ""])
    state = play(state, (0, Take("vowel")))  # the turn passes
    state = play(state, (1, Shift("O", "delta", "marina")), (1, Close("SOLO", "marina")))
    assert state.words[-1].word == "SOLO"


def test_a_moved_letter_may_not_move_again_in_the_turn() -> None:
    """Reading: the moved letters are the first a word sets aside, so the lock keeps a letter
    from travelling two regions in one turn."""
    state = arrange(started(), {"delta": "A", "plana": "ROS", "marina": "S"}, ["", ""])
    closed_word(state, 1, "BOTA", "delta")
    state = play(state, (0, Shift("A", "delta", "plana")))
    with pytest.raises(IllegalMove, match="until its mover's next turn"):
        GAME.apply(state, 0, Shift("A", "plana", "conca"))
    state = play(state, (0, Close("ROSA", "plana")))
    assert state.turn == 0 and state.moved == []  # one action still owed


def test_end_of_the_game_plays_the_round_out() -> None:
    state = arrange(started(markers=1), {"marina": "CASAPERA"}, ["", ""])
    state = play(state, (0, Close("CASA", "marina")), (0, Take("vowel")), (0, Take("vowel")))
    assert state.ending and not state.over and GAME.to_act(state) == [1]
    state = play(state, (1, Take("vowel")), (1, Take("vowel")), (1, Finish()))
    assert state.over
    assert GAME.result(state).winners == (0,)


def test_end_table_by_player_count_and_options() -> None:
    assert GAME.end_limits(started(2)) == (1, 3)
    assert GAME.end_limits(started(5)) == (2, 3)
    assert GAME.end_limits(started(6)) == (3, 4)
    assert GAME.end_limits(started(6, end_players=1, end_regions=2)) == (1, 2)


def test_a_tie_goes_to_the_most_valuable_word() -> None:
    state = started(3)
    state.words = [
        Word(0, "CASA", "marina", 4, tuple("CASA"), False, False, 10),
        Word(1, "PERA", "delta", 4, tuple("PERA"), False, False, 6),
        Word(1, "BOTA", "delta", 4, tuple("BOTA"), False, False, 4),
    ]
    assert GAME.result(state).scores == (10, 10, 0)
    assert GAME.result(state).winners == (0,)


def test_pairs_share_a_score_in_alternate_seats() -> None:
    state = started(4, pairs=True)
    state.words = [Word(0, "CASA", "marina", 4, tuple("CASA"), False, False, 10)]
    assert GAME.result(state).scores == (10, 0, 10, 0)
    with pytest.raises(IllegalMove, match="pairs"):
        GAME.setup(3, {"pairs": True}, 1)


def test_category_unknown_goes_to_the_vote(monkeypatch: pytest.MonkeyPatch) -> None:
    from logomachy.games.verbalia.coast import engine  # the family judges categories

    monkeypatch.setattr(engine, "verdict", lambda word, category: "unknown")
    state = arrange(started(3), {"marina": "CASA"}, ["", "", ""])
    state = play(state, (0, Close("CASA", "marina")))
    assert state.stage == "vote" and GAME.to_act(state) == [1, 2]
    state = play(state, (1, Vote(True)), (2, Vote(False)))  # a tie keeps the two letters
    assert state.stage == "turn" and state.words[-1].category and state.words[-1].value == 14


def test_easels_stay_secret() -> None:
    state = started(2)
    state.easels[0] = list("ABCD")
    assert GAME.secrets(state)[0] == {"ABCD"}
    assert GAME.view(state, 1)["you"]["easel"] != state.easels[0]
    assert GAME.view(state, 1)["easel_sizes"] == [4, 3]


def _bot_game(seed: int, strengths: list[str]) -> BuscadorState:
    state = GAME.setup(len(strengths), None, seed)
    bots = [BOTS[s]() for s in strengths]
    rng = Rng.from_seed(seed, "test")
    for _ in range(3000):
        if GAME.is_over(state):
            break
        seat = GAME.to_act(state)[0]
        state = GAME.apply(state, seat, bots[seat].choose(GAME, state, seat, rng))
        assert GAME.invariants(state) == []
    assert GAME.is_over(state)
    return state


def test_bots_play_legal_games_to_the_end() -> None:
    state = _bot_game(1, ["easy", "medium", "hard"])
    assert state.words and Counter(w.region for w in state.words)["marina"] >= 1


def test_hard_beats_easy_in_most_games() -> None:
    wins = 0
    for seed in range(6):
        order = ["hard", "easy"] if seed % 2 == 0 else ["easy", "hard"]
        result = GAME.result(_bot_game(seed, order))
        wins += result.winners == (order.index("hard"),)
    assert wins >= 5
