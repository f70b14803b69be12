"""A turn of Letter Tycoon, step by step ("Turno del jugador", "Derechos de autor", "Objetivos")."""

from __future__ import annotations

import re
from importlib.resources import files
from pathlib import Path

import pytest

from logomachy.games.letter_tycoon import GAME, Buy, Discard, Pass, Play
from logomachy.games.letter_tycoon.edition import ALPHABET
from logomachy.kernel import IllegalMove, TimeUp

from .helpers import WORDS, play, table, texts, typed

A, B, C = 0, 1, 2
HANDS = ("CATLMPS", "EEKRSTV", "ABDGHNO")


def accepted(state, seat, move):  # type: ignore[no-untyped-def]
    """Play a word and let the others wave it through."""
    state = play(state, (seat, move))
    return play(state, *((s, Pass()) for s in range(state.players) if s != seat))


def test_a_word_earns_by_length_and_pays_royalties_to_other_owners() -> None:
    state = table(HANDS, pool="AEI", patents={"T": B, "A": C, "C": A})
    state = accepted(state, A, Play(("CAT",), ("hhh",)))
    # $1 for three letters; $1 each to the owners of T and A; none for A's own C.
    assert state.money == [1, 1, 1]
    assert state.stock == [0, 0, 0]
    assert state.hands[A] == sorted("LMPS")
    assert list(texts(state, "royalty")) == [
        "Seat 2 earns $1 in royalties.",
        "Seat 3 earns $1 in royalties.",
    ]


def test_pool_cards_pay_royalties_too_and_refill_after_the_play() -> None:
    state = table(HANDS, pool="AEI", patents={"E": B, "A": B})
    state = accepted(state, A, Play(("SEA",), ("hpp",)))
    assert state.money == [1, 2, 0]
    assert len(state.pool.cards()) == 3  # refilled before the discard step
    assert state.turn.stage == "discard"


def test_each_word_needs_three_letters_and_a_hand_card() -> None:
    state = table(HANDS, pool="EAT")
    with pytest.raises(IllegalMove, match="at least 3 letters"):
        GAME.apply(state, A, Play(("AT",), ("hh",)))
    with pytest.raises(IllegalMove, match="one card from your hand"):
        GAME.apply(state, A, Play(("EAT",), ("ppp",)))
    with pytest.raises(IllegalMove, match="hand has no E"):
        GAME.apply(state, A, Play(("EAT",), ("hhh",)))
    with pytest.raises(IllegalMove, match="pool has no C"):
        GAME.apply(state, A, Play(("CAT",), ("phh",)))
    with pytest.raises(IllegalMove, match="it is seat 1's turn"):
        GAME.apply(state, B, Play(("SET",), ("hhh",)))


def test_buying_one_patent_of_a_letter_just_played_if_affordable_and_free() -> None:
    state = table(HANDS, pool="AEI", patents={"A": C}, money=[5, 0, 0])
    state = accepted(state, A, Play(("CAT",), ("hhh",)))
    assert state.turn.stage == "buy" and state.money[A] == 6
    assert GAME.view(state, B)["buyable"] == ["C"]
    with pytest.raises(IllegalMove, match="not on a card"):
        GAME.apply(state, A, Buy("S"))
    with pytest.raises(IllegalMove, match="owns the A patent"):
        GAME.apply(state, A, Buy("A"))
    with pytest.raises(IllegalMove, match="costs \\$9; you have \\$6"):
        GAME.apply(state, A, Buy("T"))
    state = play(state, (A, Buy("C")))  # $6
    assert state.patents["C"] == A and state.money[A] == 0
    assert state.turn.stage == "discard"  # one patent per turn: straight on to discarding
    with pytest.raises(IllegalMove, match="now discard"):
        GAME.apply(state, A, Buy("T"))


def test_no_buy_step_when_nothing_can_be_bought() -> None:
    state = table(HANDS, pool="AEI")
    state = accepted(state, A, Play(("CAT",), ("hhh",)))  # $1: no patent is that cheap
    assert state.turn.stage == "discard"


def test_discard_any_number_then_draw_back_to_seven() -> None:
    state = table(HANDS, pool="AEI")
    state = accepted(state, A, Play(("CAT",), ("hhh",)))
    with pytest.raises(IllegalMove, match="no Z"):
        GAME.apply(state, A, Discard(("Z",)))
    state = play(state, (A, Discard(("M", "P"))))
    assert len(state.hands[A]) == 7 and "M" not in state.hands[A]
    assert state.turn.seat == B and state.turn.stage == "build"
    assert state.deck.discard_pile[-2:] == ["M", "P"]


def test_passing_skips_to_the_discard_step() -> None:
    state = table(HANDS)
    state = play(state, (A, Pass()))
    assert state.turn.stage == "discard"
    state = play(state, (A, Discard(())))
    assert state.hands[A] == sorted(HANDS[A]) and state.turn.seat == B


def _round_of_passes(state, seats):  # type: ignore[no-untyped-def]
    for s in seats:
        state = play(state, (s, Pass()), (s, Discard(())))
    return state


def test_the_goal_is_the_patent_value_by_default() -> None:
    """ "La ronda final se desencadena cuando las patentes de un jugador suman un valor
    determinado": 3 players, $34. E T A O are worth $37 in 4 patents, fewer than the table's 5."""
    state = table(HANDS, patents=dict.fromkeys("ETAO", B))
    assert GAME.view(state, A)["goal"] == {"patent_value": 34, "min_patents": 0}
    state = _round_of_passes(state, (A, B))
    assert state.final_round and not state.over
    # "finished so that all have had equal turns": the last seat still plays.
    state = _round_of_passes(state, (C,))
    assert state.over and GAME.to_act(state) == []
    result = GAME.result(state)
    assert result.winners == (B,)
    assert result.breakdown[B] == {"patents": 37, "money": 0, "stock": 0}
    with pytest.raises(IllegalMove, match="over"):
        GAME.apply(state, A, Pass())


def test_the_value_and_count_reading_also_needs_the_minimum_number_of_patents() -> None:
    """Objetivos, "Número mínimo de patentes" read as a second condition (option goal =
    value-and-count): 3 players, $34 in at least 5 patents."""
    state = table(HANDS, patents=dict.fromkeys("ETAO", B), goal="value-and-count")
    assert GAME.view(state, A)["goal"] == {"patent_value": 34, "min_patents": 5}
    state = _round_of_passes(state, (A, B, C))
    assert not state.final_round
    state.patents["W"] = B  # a fifth patent ($5)
    state = _round_of_passes(state, (A, B))
    assert state.final_round and not state.over
    state = _round_of_passes(state, (C,))
    assert state.over
    assert GAME.result(state).breakdown[B] == {"patents": 42, "money": 0, "stock": 0}


def test_the_goal_option_names_its_two_readings() -> None:
    spec = next(o for o in GAME.option_specs() if o.name == "goal")
    assert spec.default == "value" and spec.choices == ("value", "value-and-count")
    assert "Board Game Arena" in spec.help
    with pytest.raises(IllegalMove):
        table(HANDS, goal="count")


def test_the_last_seat_reaching_the_goal_ends_the_game_at_once() -> None:
    state = table(HANDS, patents=dict.fromkeys("ETAOI", C))
    state = _round_of_passes(state, (A, B, C))
    assert state.over


def test_every_patent_owned_starts_the_final_round(tmp_path: Path) -> None:
    # With this project's edition someone always reaches the goal first; an edition of $2
    # patents shows the reading: 5 players need $21 (11 patents), and 26 patents split five
    # ways give nobody that.
    text = (files("logomachy.games.letter_tycoon") / "data" / "edition.toml").read_text()
    cheap = tmp_path / "cheap.toml"
    cheap.write_text(re.sub(r"cost = \d+", "cost = 2", text))
    state = GAME.setup(5, {"dictionary": str(WORDS), "edition": str(cheap)}, 3)
    state.patents = {ch: i % 5 for i, ch in enumerate(ALPHABET)}
    state = _round_of_passes(state, (0,))
    assert state.final_round
    assert list(texts(state, "final-round-patents")) == ["Every patent is owned: final round."]
    state = _round_of_passes(state, (1, 2, 3, 4))
    assert state.over


def test_ties_go_to_the_highest_patent_value_then_are_shared() -> None:
    state = table(HANDS, patents={"E": A, "T": B})
    state.money = [9, 10, 19]
    state.bank -= 38
    result = GAME.result(state)
    assert result.scores == (19, 19, 19)
    assert result.winners == (A,) and "patent value" in result.tiebreak
    state.patents = {}
    state.money = [19, 19, 19]
    state.bank -= 19 - 9 + 19 - 10
    assert GAME.result(state).winners == (A, B, C)
    assert GAME.invariants(state) == []


def test_views_show_a_hand_only_to_its_owner() -> None:
    state = table(HANDS)
    assert GAME.view(state, A)["hand"] == "ACLMPST"
    assert GAME.view(state, B)["hand"] == "EEKRSTV" and "hand" not in GAME.view(state, None)
    assert GAME.secrets(state) == {0: {"ACLMPST"}, 1: {"EEKRSTV"}, 2: {"ABDGHNO"}}
    other = str(GAME.view(state, B))
    assert "ACLMPST" not in other and "ABDGHNO" not in other


def test_typed_moves() -> None:
    state = table(HANDS, pool="AEI", money=[10, 0, 0])
    assert GAME.parse_move(state, A, "play cat") == Play(("CAT",), ("hhh",))
    assert GAME.parse_move(state, A, "play sea") == Play(("SEA",), ("hph",))  # hand A first
    assert GAME.parse_move(state, A, "play cat:hph") == Play(("CAT",), ("hph",))
    state = typed(
        state, (A, "play cat"), (B, "pass"), (C, "pass"), (A, "buy c"), (A, "discard m p")
    )
    assert state.patents == {"C": A} and state.turn.seat == B
    with pytest.raises(IllegalMove, match="no card left for the Z"):
        GAME.parse_move(state, B, "play zest")
    with pytest.raises(IllegalMove, match="moves:"):
        GAME.parse_move(state, B, "dance")


def test_a_move_round_trips_through_json_and_notation() -> None:
    move = Play(("TEN", "EAT"), ("hhh", "hpx"))
    assert move.notation() == "play TEN:hhh EAT:hpx"
    assert GAME.move_from_json(move.to_json()) == move


def test_the_challenge_timer_accepts_the_word_when_it_runs_out() -> None:
    state = table(HANDS, pool="AEI")
    state = play(state, (A, Play(("CAT",), ("hhh",))))
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 20
    with pytest.raises(IllegalMove, match="that timer is not running"):
        GAME.apply(state, None, TimeUp("challenge-99"))
    state = play(state, (B, Pass()), (None, TimeUp(timer.key)))
    assert state.money[A] == 1 and GAME.timer(state) is None
