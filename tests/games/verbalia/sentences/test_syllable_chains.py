"""Enfilasíl·laB and Malasíl·laB, rule by rule (rulebook sections; ABC B, N and P)."""

from __future__ import annotations

from typing import Any

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.pieces.syllables import syllable_tiles, tile
from logomachy.games.verbalia.sentences.enfilasillab import GAME as ENFILA
from logomachy.games.verbalia.sentences.malasillab import GAME as MALA
from logomachy.games.verbalia.sentences.syllable_chains import (
    ChainState,
    GiveUp,
    Say,
    SyllableChain,
)
from logomachy.i18n import say
from logomachy.kernel import IllegalMove, Move, Rng, TimeUp


def reason(last: dict[str, Any] | None) -> str:
    """A mistake's reason as the screen says it in English (its message id and parameters)."""
    assert last is not None
    return say("en", last["message"], last["params"])


def play(game: SyllableChain, state: ChainState, *moves: tuple[int | None, Move]) -> ChainState:
    for seat, move in moves:
        state = game.apply(state, seat, move)
    return state


def rig(state: ChainState, syllable: str) -> None:
    """Malasíl·laB: the tile drawn shows `syllable` (the one drawn goes back to the bag)."""
    assert state.drawn is not None
    state.pool.append(state.drawn)
    number = next(n for n in state.pool if tile(n).has(syllable))
    state.pool.remove(number)
    state.drawn = number


# -- Enfilasíl·laB ------------------------------------------------------------------------------
def test_enfila_choose_a_syllable_say_the_words_so_far_and_a_new_one() -> None:
    state = ENFILA.setup(3, {}, seed=1)
    assert "CA" in ENFILA.view(state, 0)["choices"] and ENFILA.to_act(state) == [0]
    state = play(ENFILA, state, (0, Say("CA", "casa")))
    assert [(link.syllable, link.word) for link in state.chain] == [("CA", "CASA")]
    assert state.turn == 1
    state = play(ENFILA, state, (1, Say("MA", "casa mare")))
    state = play(ENFILA, state, (2, Say("TA", "CASA, MARE, TAPA")))
    assert [link.word for link in state.chain] == ["CASA", "MARE", "TAPA"]
    view = ENFILA.view(state, 0)
    assert view["syllables"] == ["CA", "MA", "TA"]  # in full view
    assert view["heard"] == "TAPA" and "CASA" not in str(view)  # the words: from memory
    assert ENFILA.invariants(state) == []


@pytest.mark.parametrize(
    ("said", "why"),
    [
        ("casa", "no new word"),
        ("mare pastís", "word 1 of the chain was not MARE"),
        ("casa pastís poma", "one new word"),
        ("casa xyzzq", "XYZZQ is not in the dictionary"),
        ("casa pera", "PERA (PE-RA) does not begin with the syllable PER"),  # ABC P
        ("casa casa", "has been said already"),
    ],
)
def test_enfila_the_referee_finds_a_mistake_and_says_why(said: str, why: str) -> None:
    state = play(ENFILA, ENFILA.setup(2, {}, seed=1), (0, Say("CA", "casa")))
    syllable = "CA" if said.endswith("casa") else "PER"
    state = play(ENFILA, state, (1, Say(syllable, said)))
    assert state.mistakes == [0, 1] and why in reason(state.last)  # type: ignore[index]
    assert state.round == 2 and state.turn == 1 and state.chain == []  # a new round


def test_enfila_accents_do_not_count_and_a_syllable_no_tile_shows_is_refused() -> None:
    state = play(ENFILA, ENFILA.setup(2, {}, seed=1), (0, Say("CA", "cafè")))
    state = play(ENFILA, state, (1, Say("PE", "CAFE pèsol")))
    assert state.mistakes == [0, 0]
    with pytest.raises(IllegalMove, match="no tile on the table shows ZZ"):
        ENFILA.apply(state, 0, Say("ZZ", "cafe pesol zzz"))
    with pytest.raises(IllegalMove, match="it is seat 1's turn"):
        ENFILA.apply(state, 1, Say("CA", "cafe pesol casa"))


def test_enfila_a_tile_played_leaves_the_table_and_comes_back_at_a_new_round() -> None:
    state = play(ENFILA, ENFILA.setup(2, {}, seed=1), (0, Say("VA", "vaca")))
    played = state.chain[0].tile
    assert tile(played).has("VA") and played not in state.pool
    with pytest.raises(IllegalMove, match="no tile on the table shows TAU"):
        ENFILA.apply(state, 1, Say("TAU", "vaca taula"))
    state = play(ENFILA, state, (1, GiveUp()))  # a new round: the tile is back on the table
    assert played in state.pool and state.chain == [] and ENFILA.invariants(state) == []


def test_adeu_the_mistaken_player_begins_and_the_last_one_in_wins() -> None:
    state = ENFILA.setup(2, {}, seed=1)
    for n in range(1, 5):
        state = play(ENFILA, state, (0, GiveUp()))
        assert ENFILA.view(state, 1)["adeu"][0] == "ADEU"[:n]
        if n < 4:
            assert state.turn == 0  # the mistaken player begins the new round
    assert ENFILA.is_over(state) and ENFILA.result(state).winners == (1,)
    assert ENFILA.result(state).scores == (0, 1) and ENFILA.timer(state) is None


def test_time_running_out_is_a_mistake() -> None:
    state = ENFILA.setup(2, {}, seed=1)
    timer = ENFILA.timer(state)
    assert timer is not None and timer.seconds == 60
    state = ENFILA.apply(state, None, TimeUp(timer.key))
    assert state.mistakes == [1, 0]
    with pytest.raises(IllegalMove, match="not running"):
        ENFILA.apply(state, None, TimeUp(timer.key))


# -- Malasíl·laB --------------------------------------------------------------------------------
def test_mala_a_syllable_is_drawn_and_set_aside_out_of_view() -> None:
    state = MALA.setup(2, {}, seed=2)
    assert state.drawn is not None and MALA.view(state, 0)["choices"] == list(
        tile(state.drawn).sides
    )
    rig(state, "CA")
    state = play(MALA, state, (0, Say("CA", "casa")))
    rig(state, "MA")
    state = play(MALA, state, (1, Say("MA", "casa mare")))
    view = MALA.view(state, 0)
    assert view["syllables"] is None and view["words"] == 2 and view["heard"] == "MARE"
    assert "CASA" not in str(view)
    assert [link.syllable for link in state.chain] == ["CA", "MA"]  # kept in order
    assert MALA.invariants(state) == []


def test_mala_the_side_must_be_one_of_the_tile_drawn() -> None:
    state = MALA.setup(2, {}, seed=2)
    rig(state, "CA")
    with pytest.raises(IllegalMove, match="the syllable drawn is"):
        MALA.apply(state, 0, Say("MA", "mare"))
    two = next(t for t in syllable_tiles() if t.two_sided)
    state.pool.append(state.drawn)  # type: ignore[arg-type]
    state.pool.remove(two.number)
    state.drawn = two.number
    for side in two.sides:
        assert side in MALA.view(state, 0)["choices"]  # whichever side they want


def test_mala_a_mistake_sets_the_rounds_syllables_aside_and_an_empty_bag_refills() -> None:
    state = MALA.setup(2, {}, seed=2)
    rig(state, "CA")
    state = play(MALA, state, (0, Say("CA", "casa")), (1, GiveUp()))
    assert len(state.aside) == 2 and state.chain == [] and state.drawn is not None
    state.aside.extend(state.pool)
    state.pool = []
    state = play(MALA, state, (1, GiveUp()))
    assert state.drawn is not None and MALA.invariants(state) == []


# -- Both ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", [ENFILA, MALA], ids=["enfila", "mala"])
def test_typed_moves_and_bots(game: SyllableChain) -> None:
    state = game.setup(3, {}, seed=5)
    assert game.parse_move(state, 0, "say CA casa mare") == Say("CA", "casa mare")
    assert game.parse_move(state, 0, "give-up") == GiveUp()
    for strength in ("medium", "hard"):
        move = make_bot(game.meta.id, strength).choose(game, state, 0, Rng(1))
        after = game.apply(state, 0, move)
        if isinstance(move, Say):
            assert after.mistakes == [0, 0, 0] and len(after.chain) == 1


@pytest.mark.parametrize("game", [ENFILA, MALA], ids=["enfila", "mala"])
def test_hard_outlasts_easy(game: SyllableChain) -> None:
    wins = 0
    for seed in range(6):
        match = autoplay(game, 2, seed, {}, ["hard", "easy"])
        wins += game.result(match.state).winners == (0,)
    assert wins >= 5


def test_reading_the_log_says_a_word_was_added_not_which() -> None:
    state = play(ENFILA, ENFILA.setup(2, {}, seed=1), (0, Say("CA", "casa")))
    state = play(ENFILA, state, (1, Say("MA", "casa mare")))
    assert "CASA" not in " ".join(e.text.upper() + str(e.data) for e in state.log)


# -- ABC adaptations (abc_options) ------------------------------------------------------------
def test_abc_p_pera_begins_with_per_only_if_the_players_agreed() -> None:
    """ABC P: "Only if the players agree is a division ... accepted that does not correspond to
    the syllabic division" — PERA divides PE-RA; agreed, PER may begin it."""
    for agreed, mistakes in ((False, [0, 1]), (True, [0, 0])):
        state = ENFILA.setup(2, {"free_division": agreed}, seed=1)
        state = play(ENFILA, state, (0, Say("CA", "casa")), (1, Say("PER", "casa pera")))
        assert state.mistakes == mistakes
    assert "free_division" not in ENFILA.setup(2, {}, seed=1).options  # defaults not stored


def test_abc_i_children_twice_the_time_and_no_three_letter_syllables() -> None:
    """ABC I: "in timed games, children may have twice the time that adults have ... in
    syllable games, all syllables of three letters may be discarded"."""
    state = ENFILA.setup(3, {"child_seats": "2", "short_syllables": True}, seed=1)
    assert [ENFILA.timer(s).seconds for s in [state]] == [60]  # type: ignore[union-attr]
    state = play(ENFILA, state, (0, Say("CA", "casa")))
    timer = ENFILA.timer(state)
    assert timer is not None and timer.seconds == 120  # seat 2, a child
    assert all(len(s) <= 2 for s in ENFILA.view(state, 1)["choices"])
    with pytest.raises(IllegalMove, match="three letters") as caught:
        ENFILA.apply(state, 1, Say("PER", "casa pera"))
    assert caught.value.rule.startswith("ABC I")
    assert all(any(len(s) <= 2 for s in tile(n).sides) for n in state.pool)
    assert ENFILA.invariants(state) == []
    with pytest.raises(IllegalMove, match="not a seat"):
        ENFILA.setup(3, {"child_seats": "4"}, seed=1)
    assert MALA.timer(MALA.setup(2, {"child_seats": "1"}, seed=1)).seconds == 120  # type: ignore[union-attr]
