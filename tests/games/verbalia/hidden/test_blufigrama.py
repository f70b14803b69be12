"""Blufigrama, rule by rule (rulebook section Blufigrama; ABC B, L and N)."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.hidden.blufigrama import (
    GAME,
    MARKERS_EACH,
    Announce,
    Bid,
    BlufigramaState,
    Withdraw,
)
from logomachy.kernel import IllegalMove, Move, Pass, Rng, TimeUp

ANNA, BERTA, CARLES, DIANA = range(4)
EASELS = [list("LCES"), list("ROGL"), list("OARS"), list("ZNUU")]


def play(state: BlufigramaState, *moves: tuple[int | None, Move]) -> BlufigramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def rig(
    seats: int = 4,
    easels: list[list[str]] | None = None,
    common: str = "MMDEI",
    turn_player: int = DIANA,
    **options: object,
) -> BlufigramaState:
    """A fresh play with these easels and common letters (taken from the bag: the 200 letters
    are kept) and the turn player's left to bid first."""
    state = GAME.setup(seats, dict(options), seed=1)
    easels = easels or EASELS[:seats]
    pile = state.bag.draw_pile
    pile.extend(t for e in state.easels for t in e)
    pile.extend(state.common)
    for tile in [t for e in easels for t in e] + list(common):
        pile.remove(tile)
    state.easels, state.common = [list(e) for e in easels], list(common)
    state.turn_player = turn_player
    state.bidder = (turn_player + 1) % seats
    assert GAME.invariants(state) == []
    return state


def test_preparation_twenty_markers_four_letters_and_a_stake() -> None:
    state = GAME.setup(4, {}, seed=3)
    assert state.markers == [MARKERS_EACH - 1] * 4 and state.piles[0].markers == 4
    assert all(len(e) == 4 for e in state.easels) and len(state.common) == 5
    assert GAME.to_act(state) == [1]  # the bids start on the turn player's left
    assert GAME.view(state, 2)["common"] == [None] * 5
    assert GAME.view(state, 2)["you"]["easel"] == state.easels[2]
    assert "".join(state.easels[2]) in GAME.secrets(state)[2]
    for seat in (None, 0, 1, 3):
        assert state.easels[2] != GAME.view(state, seat)["you"] and "".join(
            state.easels[2]
        ) not in str(GAME.view(state, seat))


def test_the_rulebooks_example_anna_wins_23_markers_with_mesclem() -> None:
    state = rig()
    # Round 1: Anna bids three; Berta and Carles match; Diana withdraws.
    state = play(state, (ANNA, Bid(3)), (BERTA, Bid(3)), (CARLES, Bid(3)), (DIANA, Withdraw()))
    assert GAME.view(state, ANNA)["common"] == ["M", "M", "D", None, None]
    # Round 2: Anna bids nothing, Berta neither; Carles bids three; Anna places them too.
    state = play(state, (ANNA, Bid(0)), (BERTA, Bid(0)), (CARLES, Bid(3)), (ANNA, Bid(3)))
    state = play(state, (BERTA, Withdraw()))
    assert state.active == [ANNA, CARLES]
    # Round 3, after an E: Anna bids two, Carles matches: 23 markers in the middle.
    assert GAME.view(state, ANNA)["common"][3] == "E"
    state = play(state, (ANNA, Bid(2)), (CARLES, Bid(2)))
    assert GAME.view(state, CARLES)["middle"] == 23
    # Round 4, after an I: both are happy; thirty seconds for the longest word.
    state = play(state, (ANNA, Bid(0)), (CARLES, Bid(0)))
    assert state.stage == "word" and GAME.to_act(state) == [ANNA, CARLES]
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 30
    # Anna: a seven-letter word, four of its letters hers; Carles: seven letters, three his.
    assert GAME.check_word(state, CARLES, "MIMADES").own == 2
    state = play(state, (ANNA, Announce("MESCLEM")), (CARLES, Announce("EMMARIS")))
    last = state.plays[-1]
    assert last.claims[ANNA].letters == 7 and last.claims[ANNA].own == 4
    assert last.claims[CARLES].letters == 7 and last.claims[CARLES].own == 3
    assert last.winners == [ANNA] and last.taken == {ANNA: 23} and last.left == 0
    assert state.markers[ANNA] == 20 - 1 - 8 + 23 - 1  # and the next play's stake


def test_carles_could_have_won_with_somiarem() -> None:
    state = rig()
    state = play(state, (ANNA, Bid(0)), (BERTA, Bid(0)), (CARLES, Bid(0)), (DIANA, Bid(0)))
    for _ in range(3):
        state = play(state, *[(s, Bid(0)) for s in (ANNA, BERTA, CARLES, DIANA)])
    claim = GAME.check_word(state, CARLES, "SOMIAREM")
    assert (claim.letters, claim.own) == (8, 4)


def test_a_word_must_use_the_letters_and_at_least_one_of_ones_own() -> None:
    state = rig(common="MMDEI")
    for seat, word, reason in [
        (DIANA, "MEDI", "at least one of your own"),  # only common letters: none of ZNUU
        (ANNA, "CASES", "not made of your four letters"),
        (ANNA, "MESCLEMX", "not in the dictionary"),
        (DIANA, "KIWI", "Verbàlia's letters"),
    ]:
        with pytest.raises(IllegalMove) as caught:
            GAME.check_word(state, seat, word)
        assert reason in caught.value.reason


def test_bids_up_to_three_a_round_matching_the_highest() -> None:
    state = rig()
    with pytest.raises(IllegalMove, match="up to 3"):
        GAME.apply(state, ANNA, Bid(4))
    with pytest.raises(IllegalMove, match="it is seat 1's turn"):
        GAME.apply(state, BERTA, Bid(1))
    state = play(state, (ANNA, Bid(2)))
    with pytest.raises(IllegalMove, match="at least 2 to match"):
        GAME.apply(state, BERTA, Bid(1))
    state = play(state, (BERTA, Bid(3)))  # a raise: Anna must bid again
    state = play(state, (CARLES, Bid(3)), (DIANA, Bid(3)))
    assert GAME.to_act(state) == [ANNA] and state.round == 1
    with pytest.raises(IllegalMove, match="you bid 2"):
        GAME.apply(state, ANNA, Bid(2))
    state = play(state, (ANNA, Bid(1)))
    assert state.round == 2 and state.turned == 3  # level: three letters turned over


def test_if_only_one_is_left_bidding_they_take_the_middle() -> None:
    state = rig()
    state = play(state, (ANNA, Bid(3)), (BERTA, Withdraw()), (CARLES, Withdraw()))
    state = play(state, (DIANA, Withdraw()))
    last = state.plays[-1]
    assert last.winners == [ANNA] and last.taken == {ANNA: 4 + 3} and last.easels == {}
    assert state.turn_player == ANNA and GAME.to_act(state) == [BERTA]  # the turn passes


def test_a_tie_is_shared_by_own_letters_then_equally_and_the_rest_stays() -> None:
    easels = [list("LCES"), list("LCES"), list("ZNUU")]
    state = rig(3, easels, common="MMDEI", turn_player=2)
    for _ in range(4):
        state = play(state, (ANNA, Bid(0)), (BERTA, Bid(0)), (2, Bid(0)))
    state = play(state, (ANNA, Announce("MESCLEM")), (BERTA, Announce("mesclem")), (2, Pass()))
    last = state.plays[-1]
    assert last.winners == [ANNA, BERTA] and last.taken == {ANNA: 1, BERTA: 1}
    assert last.left == 1 and state.piles[0].markers == 1 + 3  # carried, and the stakes


def test_nobody_with_a_word_leaves_the_middle_for_the_next_play() -> None:
    state = rig()
    for _ in range(4):
        state = play(state, *[(s, Bid(0)) for s in (ANNA, BERTA, CARLES, DIANA)])
    state = play(state, (ANNA, Announce("MESCLEM")), (ANNA, Pass()))  # crossed out
    timer = GAME.timer(state)
    assert timer is not None
    state = GAME.apply(state, None, TimeUp(timer.key))
    assert state.plays[-1].winners == [] and state.plays[-1].left == 4
    with pytest.raises(IllegalMove):
        GAME.apply(state, None, TimeUp(timer.key))


def test_running_out_makes_a_second_pile_the_player_cannot_win() -> None:
    state = rig()
    state.markers[ANNA], state.carried = 2, 0
    state.piles[0].markers += 17  # keep the books: 17 of Anna's markers went elsewhere
    state.markers[DIANA] -= 17
    state = play(state, (ANNA, Bid(2)))  # all she has: the pile is closed
    assert [p.markers for p in state.piles] == [4 + 17 + 2, 0]
    assert ANNA not in state.piles[1].eligible
    state = play(state, (BERTA, Bid(3)), (CARLES, Bid(3)), (DIANA, Withdraw()))
    assert GAME.to_act(state) == [BERTA]  # Anna cannot bid more: the round goes on without
    for _ in range(3):
        state = play(state, (BERTA, Bid(0)), (CARLES, Bid(0)))
    state = play(state, (ANNA, Announce("MESCLEM")), (BERTA, Pass()), (CARLES, Pass()))
    last = state.plays[-1]
    assert last.taken == {ANNA: 23} and last.left == 6  # the second pile stays in the middle


def test_a_player_with_no_markers_at_the_end_of_a_play_is_out() -> None:
    state = rig()
    state.markers[DIANA], state.piles[0].markers = 0, 4 + 19
    state.piles.append(state.piles[0].__class__(0, [ANNA, BERTA, CARLES]))
    state = play(state, (ANNA, Bid(3)), (BERTA, Withdraw()), (CARLES, Withdraw()))
    # Diana, with nothing left, is still in: nobody else can bid, so on to the words.
    assert state.stage == "word" and GAME.to_act(state) == [ANNA, DIANA]
    state = play(state, (ANNA, Announce("MESCLEM")), (DIANA, Pass()))
    assert DIANA not in state.playing and state.easels[DIANA] == []
    with pytest.raises(IllegalMove, match="it is seat 2's turn"):
        GAME.apply(state, DIANA, Bid(0))


def test_as_many_turns_as_players_and_the_most_markers_wins() -> None:
    for turns, plays in [(1, 3), (2, 6)]:
        state = GAME.setup(3, {"turns_per_player": turns}, seed=5)
        while not GAME.is_over(state):
            (seat,) = GAME.to_act(state)
            state = GAME.apply(state, seat, Withdraw() if seat != state.turn_player else Bid(0))
        assert len(state.plays) == plays
    result = GAME.result(state)
    assert result.scores == tuple(state.markers) and sum(result.scores) == 60


def test_when_the_bag_runs_out_the_letters_set_aside_go_back_in() -> None:
    state = rig()
    state.bag.discard(state.bag.draw_pile[3:])
    del state.bag.draw_pile[3:]  # three letters left in the bag
    state = play(state, (ANNA, Bid(3)), (BERTA, Withdraw()), (CARLES, Withdraw()))
    state = play(state, (DIANA, Withdraw()))
    assert all(len(state.easels[s]) == 4 for s in range(4)) and len(state.common) == 5
    assert GAME.invariants(state) == []


def test_typed_moves() -> None:
    state = rig()
    assert GAME.parse_move(state, ANNA, "bid 3") == Bid(3)
    assert GAME.parse_move(state, ANNA, "2") == Bid(2)
    assert GAME.parse_move(state, ANNA, "withdraw") == Withdraw()
    assert GAME.parse_move(state, ANNA, "mesclem") == Announce("mesclem")
    assert GAME.parse_move(state, ANNA, "pass") == Pass()


@pytest.mark.parametrize("strength", ["easy", "medium", "hard"])
def test_bots_bid_and_announce_legally(strength: str) -> None:
    bot = make_bot(GAME.meta.id, strength)
    state = rig()
    GAME.apply(state, ANNA, bot.choose(GAME, state, ANNA, Rng(1)))
    for _ in range(4):
        state = play(state, *[(s, Bid(0)) for s in (ANNA, BERTA, CARLES, DIANA)])
    move = bot.choose(GAME, state, ANNA, Rng(1))
    assert isinstance(move, Announce)
    claim = GAME.check_word(state, ANNA, move.word)
    if strength == "hard":
        assert (claim.letters, claim.own) >= (7, 4)  # MESCLEM or better


def test_hard_beats_easy() -> None:
    """Seats alternate hard and easy; the best hard bot ends with more markers than the best
    easy one in a clear majority of games (measured: 12 of 12 seeds, 3-5 players)."""
    wins = 0
    for seed in range(6):
        match = autoplay(GAME, 4, seed, {}, ["hard", "easy"])
        scores = GAME.result(match.state).scores
        wins += max(scores[0], scores[2]) > max(scores[1], scores[3])
    assert wins >= 5
