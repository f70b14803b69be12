"""Every patent ability (B J K in test_scoring), and each at most once per turn."""

from __future__ import annotations

import pytest

from logomachy.games.letter_tycoon import GAME, Buy, Pass, Play, Swap
from logomachy.kernel import IllegalMove

from .helpers import play, table

A, B, C = 0, 1, 2


def accepted(state, seat, move):  # type: ignore[no-untyped-def]
    state = play(state, (seat, move))
    return play(state, *((s, Pass()) for s in range(state.players) if s != seat))


# -- Q: swap a card before playing --------------------------------------------------------------
def test_q_patent_swaps_one_card_before_playing_once_a_turn() -> None:
    state = table(("CATXMPS", "EEKRSTV", "ABDGHNO"), patents={"Q": A})
    before = state.deck.draw_pile[-1]
    state = play(state, (A, Swap("X")))
    assert "X" not in state.hands[A] and before in state.hands[A] and len(state.hands[A]) == 7
    assert state.deck.discard_pile == ["X"]
    with pytest.raises(IllegalMove, match="swapped a card this turn already"):
        GAME.apply(state, A, Swap("M"))
    state = accepted(state, A, Play(("CAT",), ("hhh",)))  # then the turn goes on as usual
    assert state.money[A] == 1


def test_swapping_needs_the_q_patent_and_the_card() -> None:
    state = table(("CATXMPS", "EEKRSTV", "ABDGHNO"), patents={"Q": B})
    with pytest.raises(IllegalMove, match="needs the Q patent"):
        GAME.apply(state, A, Swap("X"))
    state.patents["Q"] = A
    with pytest.raises(IllegalMove, match="hold no Z"):
        GAME.apply(state, A, Swap("Z"))


def test_the_letter_q_doubles_a_word() -> None:
    state = table(("QUITBDG", "EEKRSTV", "ABCHNOP"))
    state = accepted(state, A, Play(("QUIT",), ("hhhh",)))
    assert state.money[A] == 4


# -- V: two words -------------------------------------------------------------------------------
def test_v_patent_builds_two_words_each_scored_with_a_hand_card() -> None:
    state = table(("CATSEBD", "EKRTVGH", "ABDGHNO"), pool="AEI", patents={"V": A, "T": B})
    with pytest.raises(IllegalMove, match="each word needs at least one card from your hand"):
        GAME.apply(state, A, Play(("CAT", "AIE"), ("hhh", "ppp")))
    state = accepted(state, A, Play(("CAT", "SEA"), ("hhh", "hhp")))
    assert state.money[A] == 2  # $1 + $1
    assert state.money[B] == 1  # royalty for the T
    assert state.turn.stage == "discard"


def test_two_words_need_the_v_patent() -> None:
    state = table(("CATSEBD", "EKRTVGH", "ABDGHNO"), pool="AEI")
    with pytest.raises(IllegalMove, match="V patent"):
        GAME.apply(state, A, Play(("CAT", "SEA"), ("hhh", "hhp")))


def test_with_v_each_doubling_patent_applies_to_one_word() -> None:
    state = table(("AAREIDC", "EKRTVGH", "LMNOPSU"), pool="AEI", patents={"V": A, "J": A})
    # AREA (3 of 4 vowels) and IDEA (3 of 4): J doubles one of them only.
    state = accepted(state, A, Play(("AREA", "IDEA"), ("hhhh", "hhpp")))
    assert state.money[A] == 2 * 2 + 2


def test_buying_after_two_words_may_take_a_letter_of_either() -> None:
    state = table(("CATSEBD", "EKRTVGH", "ABDGHNO"), pool="AEI", patents={"V": A}, money=[20, 0, 0])
    state = accepted(state, A, Play(("CAT", "SEA"), ("hhh", "hhp")))
    assert GAME.view(state, A)["buyable"] == ["A", "C", "E", "S", "T"]
    state = play(state, (A, Buy("E")))
    assert state.patents["E"] == A


# -- X: use one card twice ----------------------------------------------------------------------
def test_x_patent_copies_a_card_with_no_royalty_for_the_copy() -> None:
    state = table(("TENBDGH", "EKRSVCA", "ILMNOPU"), pool="AOU", patents={"X": A, "T": B})
    state = accepted(state, A, Play(("TENT",), ("hhhx",)))
    assert state.money[A] == 2  # four letters
    assert state.money[B] == 1  # one T card, one royalty
    assert state.hands[A] == sorted("BDGH")  # the copy used no card


def test_x_needs_three_real_cards_and_a_card_to_copy() -> None:
    state = table(("TEBDGHM", "EKRSVCA", "ILNOPUW"), pool="AOU", patents={"X": A})
    with pytest.raises(IllegalMove, match="at least 3 real cards"):
        GAME.apply(state, A, Play(("TEE",), ("hhx",)))
    with pytest.raises(IllegalMove, match="must repeat a card"):
        GAME.apply(state, A, Play(("BEDS",), ("hhhx",)))
    state.patents["X"] = B
    with pytest.raises(IllegalMove, match="X patent"):
        GAME.apply(state, A, Play(("TEE",), ("hhx",)))


def test_x_with_v_copies_a_letter_of_the_first_word_into_the_second() -> None:
    state = table(("TENEDCB", "KRSVLMA", "ILNOPUW"), pool="AOU", patents={"X": A, "V": A, "T": C})
    state = accepted(state, A, Play(("TEN", "EAT"), ("hhh", "hpx")))
    assert state.money[A] == 2
    assert state.money[C] == 1  # the copied T pays no second royalty
    # ...but not from the second word back into the first.
    state = table(("TENEDCB", "KRSVLMA", "ILNOPUW"), pool="AOU", patents={"X": A, "V": A, "T": C})
    with pytest.raises(IllegalMove, match="must repeat a card"):
        GAME.apply(state, A, Play(("EAT", "TEN"), ("hpx", "hhh")))


def test_x_copies_once_a_turn() -> None:
    state = table(("TENBDGH", "EKRSVCA", "ILMNOPU"), pool="AOU", patents={"X": A, "V": A})
    with pytest.raises(IllegalMove, match="once a turn"):
        GAME.apply(state, A, Play(("TENT", "TEE"), ("hhhx", "xhx")))


# -- Z: add an S ----------------------------------------------------------------------------------
def test_z_patent_adds_an_s_that_pays_no_royalty_and_cannot_buy_the_s_patent() -> None:
    state = table(("CATBDGH", "EKRSVLM", "ILNOPUW"), pool="AEI", patents={"Z": A}, money=[10, 0, 0])
    state = accepted(state, A, Play(("CATS",), ("hhhz",)))
    assert state.money[A] == 12  # four letters
    assert state.turn.stage == "buy"
    with pytest.raises(IllegalMove, match="Z patent ability"):
        GAME.apply(state, A, Buy("S"))


def test_the_generated_s_pays_no_royalty_to_the_s_owner() -> None:
    state = table(("CATBDGH", "EKRSVLM", "ILNOPUW"), pool="AEI", patents={"Z": A, "S": B})
    state = accepted(state, A, Play(("CATS",), ("hhhz",)))
    assert state.money[B] == 0


def test_z_adds_its_s_at_the_end_once_and_the_result_must_be_a_word() -> None:
    state = table(("CATBDGH", "EKRSVLM", "ILNOPUW"), pool="AEI", patents={"Z": A})
    with pytest.raises(IllegalMove, match="at the end"):
        GAME.apply(state, A, Play(("SCAT",), ("zhhh",)))
    auto = table(
        ("BATCDGH", "EKRSVLM", "ILNOPUW"), pool="AEI", patents={"Z": A}, challenges="automatic"
    )
    auto = play(auto, (A, Play(("BATS",), ("hhhz",))))  # not in the table's word list
    assert auto.turn.stage == "build" and auto.turn.failed_attempts == 1
    state.patents["Z"] = B
    with pytest.raises(IllegalMove, match="Z patent"):
        GAME.apply(state, A, Play(("CATS",), ("hhhz",)))


def test_the_q_swap_begins_the_turn_not_after_a_refused_word() -> None:
    state = table(("CATXMPS", "EEKRSTV", "ABDGHNO"), patents={"Q": A}, challenges="automatic")
    state = play(state, (A, Play(("TAC",), ("hhh",))))
    with pytest.raises(IllegalMove, match="begin the turn"):
        GAME.apply(state, A, Swap("X"))
