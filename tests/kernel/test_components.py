import pytest

from logomachy.kernel import Bag, Deck, IllegalMove, Market, Rng, ScoreSheet, Tokens, Track


def test_deck_draws_then_reshuffles_discards() -> None:
    rng = Rng.from_seed(1)
    deck = Deck.shuffled(range(5), rng)
    drawn = deck.draw(rng, 5)
    assert sorted(drawn) == [0, 1, 2, 3, 4] and len(deck) == 0
    deck.discard(drawn[:3])
    again = deck.draw(rng, 4)
    assert sorted(again) == sorted(drawn[:3])  # only the discards came back
    assert deck.draw(rng, 1, reshuffle=False) == []


def test_bag_draws_without_replacement() -> None:
    rng = Rng.from_seed(2)
    bag = Bag(list("aabbc"))
    out = bag.draw(rng, 10)
    assert sorted(out) == list("aabbc") and len(bag) == 0


def test_market_take_and_refill() -> None:
    rng = Rng.from_seed(3)
    deck = Deck(["x", "y"], [])
    market = Market(["a", "b", "c"])
    assert market.take(1) == "b"
    with pytest.raises(IllegalMove):
        market.take(1)
    assert market.refill(deck, rng) == [1] and market.slots[1] == "y"


def test_tokens_are_conserved_and_majority_is_strict() -> None:
    tokens = Tokens.for_seats(3, 4)
    tokens.place(0, 7, 2)
    tokens.place(1, 7, 2)
    assert tokens.majority(7) is None  # a tie
    tokens.place(2, 7)
    tokens.place(0, 7)
    assert tokens.majority(7) == 0
    tokens.clear(7)
    assert tokens.supply == [4, 4, 4] and tokens.placed == {}
    with pytest.raises(IllegalMove):
        tokens.place(0, 1, 5)
    tokens.place(1, 2)
    tokens.take_back(1, 2)
    assert all(tokens.total(s) == 4 for s in range(3))


def test_track_reports_the_levels_passed() -> None:
    track = Track([0, 0], top=10)
    assert list(track.advance(0, 3)) == [1, 2, 3]
    assert list(track.advance(0, 20)) == list(range(4, 11))


def test_score_sheet_sums_its_parts() -> None:
    sheet = ScoreSheet.blank(2, ["cards", "bonus"])
    sheet.add(0, "cards", 5)
    sheet.add(0, "bonus", 2)
    assert sheet.totals() == [7, 0]
    with pytest.raises(KeyError):
        sheet.add(1, "nope", 1)
