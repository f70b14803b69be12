"""Velosíl·laB, rule by rule (rulebook section Velosíl·laB; ABC B, P, S; the module's readings).
The rulebook gives no worked example; hands are set by hand with our own words."""

from __future__ import annotations

from typing import Any

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.bots.verbalia.wood.velosillab import follows
from logomachy.games.verbalia.pieces.arbreda import wood
from logomachy.games.verbalia.pieces.syllables import syllable_tiles
from logomachy.games.verbalia.pieces.tiles_in_play import sides
from logomachy.games.verbalia.pieces.verbigracia import situations
from logomachy.games.verbalia.wood.velosillab import (
    GAME,
    HAND,
    Draw,
    Leave,
    Place,
    Take,
    VeloState,
    judge,
    row_length,
    row_trees,
    score_round,
)
from logomachy.kernel import IllegalMove, Rng
from logomachy.terminal import render

#: A row across the wood whose every pair is a good word: CA-SA, SA-LA, LA-TA, ...
GOOD_ROW = ("CA", "SA", "LA", "TA", "PA", "RA", "MA", "TA", "CA")


def tile_for(syllable: str, taken: set[int]) -> int:
    """A tile with the syllable, not among `taken`: one-syllable tiles first."""
    for t in sorted(syllable_tiles(), key=lambda t: t.two_sided):
        if t.number not in taken and syllable in t.sides:
            return t.number
    raise AssertionError(f"no tile shows {syllable}")


def give(state: VeloState, seat: int, syllables: list[str]) -> VeloState:
    """`seat` holds exactly the tiles of `syllables` (taken from wherever they were: a hand
    giving one up gets a tile of the bag in exchange; the seat's old tiles go to the bag)."""
    state.bag.extend(state.hands[seat])
    state.hands[seat] = []
    taken: set[int] = set()
    for s in syllables:
        n = tile_for(s, taken)
        taken.add(n)
        if n in state.bag:
            state.bag.remove(n)
        elif n in state.pot:
            state.pot.remove(n)
        for hand in state.hands:
            if n in hand:
                other = next(m for m in state.bag if not set(syllables) & set(sides(m)))
                state.bag.remove(other)
                hand[hand.index(n)] = other
        state.hands[seat].append(n)
    assert GAME.invariants(state) == []
    return state


def fresh(seats: int = 2, **options: Any) -> VeloState:
    return GAME.setup(seats, GAME.resolve_options(options), seed=3)


def bring(state: VeloState, seat: int, syllable: str) -> None:
    """Puts a tile of `syllable` in the seat's hand if none is there (swapped with its first
    tile, wherever the other one was), the 136 tiles kept."""
    if any(syllable in sides(n) for n in state.hands[seat]):
        return
    placed = {p.tile for r in state.rows for p in r}
    n = next(
        t.number
        for t in sorted(syllable_tiles(), key=lambda t: t.two_sided)
        if syllable in t.sides and t.number not in placed
    )
    out = state.hands[seat][0]
    others = [h for s, h in enumerate(state.hands) if s != seat]
    where = next(w for w in (state.bag, state.pot, *others) if n in w)
    where[where.index(n)] = out
    state.hands[seat][0] = n


def to_pot(state: VeloState, syllable: str) -> None:
    """A tile of `syllable` from the bag into the pot."""
    n = next(m for m in state.bag if syllable in sides(m))
    state.bag.remove(n)
    state.pot.append(n)


def play_row(state: VeloState, seat: int, row: tuple[str, ...]) -> VeloState:
    """Places the syllables one by one (brought to the seat's hand; it draws after each)."""
    for syllable in row:
        bring(state, seat, syllable)
        state = GAME.apply(state, seat, Place(syllable))
        if not state.over and len(state.hands[seat]) < HAND:
            state = GAME.apply(state, seat, Draw())
        assert GAME.invariants(state) == []
    return state


def test_everyone_draws_ten_and_plays_at_once_in_their_own_row() -> None:
    state = fresh(4)
    assert [len(h) for h in state.hands] == [HAND] * 4
    assert GAME.to_act(state) == [0, 1, 2, 3]
    board = wood()
    rows = [row_trees(s) for s in range(4)]
    assert all(len(r) == board.columns == row_length() == 9 for r in rows)
    assert [board.strip_of(r[0]) for r in rows] == [0, 1, 2, 3]  # one strip each
    assert all(board.column_of(r[0]) == 0 and board.column_of(r[-1]) == 8 for r in rows)
    assert GAME.meta.min_players == 2 and GAME.meta.max_players == 5


def test_a_syllable_goes_on_the_next_tree_of_ones_row_from_the_first_side() -> None:
    state = give(fresh(), 0, ["CA", "SA", "LA"])
    state = GAME.apply(state, 1, Place(sides(state.hands[1][0])[0]))  # at the same time
    state = GAME.apply(state, 0, Place("ca"))
    state = GAME.apply(state, 0, Place("SA"))
    view = GAME.view(state, 1)
    trees = row_trees(0)
    assert view["syllables"][trees[0]] == "CA" and view["syllables"][trees[1]] == "SA"
    assert view["rows"][0]["syllables"] == ["CA", "SA"]
    assert len(view["rows"][1]["syllables"]) == 1
    assert state.log[-1].data["tree"] == wood().name(trees[1])


def test_only_a_syllable_of_ones_hand_is_placed() -> None:
    state = give(fresh(), 0, ["CA", "SA"])
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 0, Place("LA"))
    assert refused.value.rule == "Velosíl·laB: rules"


def test_a_two_coloured_tile_is_placed_on_either_side() -> None:
    two = next(t for t in syllable_tiles() if t.two_sided)
    for side in two.sides:
        state = fresh()
        state.bag.extend(state.hands[0])
        state.hands[0] = []
        for hand in (state.bag, *state.hands[1:]):
            if two.number in hand:
                hand.remove(two.number)
        state.hands[0] = [two.number]
        state = GAME.apply(state, 0, Place(side))
        assert state.rows[0][0].syllable == side and state.rows[0][0].tile == two.number


def test_an_incorrect_word_is_accepted_and_found_out_when_the_round_is_scored() -> None:
    """Reading: the referee never refuses a placement for its word; the pairs are judged at
    the round's end, and each incorrect one is shown as such and removes a marker."""
    state = give(fresh(), 0, ["CA", "DES", "SA"])
    assert judge(("CA", "DES"))[0].word is None
    state = GAME.apply(state, 0, Place("CA"))
    state = GAME.apply(state, 0, Place("DES"))  # CADES: no word, yet accepted
    assert GAME.view(state, 0)["last_round"] is None  # no verdict before the scoring
    assert all("incorrect" not in e.text for e in state.log)
    state = play_row(state, 1, GOOD_ROW)  # seat 2 reaches the other side
    last = GAME.view(state, 0)["last_round"]
    assert last["rows"][0] == [{"first": "CA", "second": "DES", "word": None}]
    assert last["markers"][0] == 2 - 1  # two syllables placed, one incorrect word
    assert last["markers"][1] == 9 and all(p["word"] for p in last["rows"][1])
    assert "CADES" in state.log[-2].text  # the scoring line names the incorrect word


def test_the_word_must_keep_the_tiles_as_syllables() -> None:
    """ABC P: PER + O does not make PERÒ; a word read in the row's order only."""
    assert judge(("PER", "O"))[0].word is None
    assert judge(("CA", "SA"))[0].word is not None
    assert judge(("SA", "CA"))[0].word is not None  # SACA: the row's order
    assert judge(("NA", "DO"))[0].word is not None and judge(("DO", "NA"))[0].word is not None


def test_abc_p_agreed_per_and_o_make_pero() -> None:
    """ABC P: "Only if the players agree is a division ... accepted that does not correspond
    to the syllabic division established by the grammatical norm"."""
    assert judge(("PER", "O"), {"free_division": True})[0].word == "però"
    assert judge(("CIM", "TU"), {"free_division": True})[0].word is None
    assert GAME.setup(2, {"free_division": True}, seed=1).options["free_division"] is True


def test_a_new_syllable_for_each_placed_from_the_bag_or_the_pot() -> None:
    state = give(fresh(), 0, ["CA", "SA", "LA", "TA", "PA", "RA", "MA", "NA", "DO", "MI"])
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 0, Draw())
    assert "ten" in refused.value.reason or "10" in refused.value.reason
    state = GAME.apply(state, 0, Place("CA"))
    assert GAME.view(state, 0)["you"]["can_draw"] is True
    bag = len(state.bag)
    state = GAME.apply(state, 0, Draw())
    assert len(state.hands[0]) == HAND and len(state.bag) == bag - 1
    assert GAME.view(state, 0)["you"]["can_draw"] is False
    # the pot: seat 2 leaves a syllable there; seat 1 takes it after placing one
    left = sides(state.hands[1][0])[0]
    state = GAME.apply(state, 1, Leave((left,)))
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, Take(left))  # ten in hand
    state = GAME.apply(state, 0, Place("SA"))
    with pytest.raises(IllegalMove) as refused:
        GAME.apply(state, 0, Take("ZZ"))
    assert "pot" in refused.value.reason
    state = GAME.apply(state, 0, Take(left))
    assert state.pot == [] and len(state.hands[0]) == HAND


def test_leaving_syllables_in_view_and_drawing_up_to_ten() -> None:
    state = give(fresh(), 0, ["CA", "SA", "LA", "TA", "PA", "RA", "MA", "NA", "DO", "MI"])
    state = GAME.apply(state, 0, Place("CA"))
    state = GAME.apply(state, 0, Leave(("SA", "RA", "TA")))
    assert len(state.hands[0]) == HAND  # nine, three left, four drawn
    assert state.log[-1].data["drawn"] == 4
    view = GAME.view(state, 1)
    assert [p["sides"] for p in view["pot"]] == [["SA"], ["RA"], ["TA"]]
    held = {x for n in state.hands[0] for x in sides(n)}
    missing = next(t.sides[0] for t in syllable_tiles() if not set(t.sides) & held)
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, Leave((missing,)))


def test_leaving_matches_two_coloured_tiles_as_a_whole() -> None:
    # RAS names both the RAS/MU tile and the PU/RAS one: leaving RAS and PU must give up
    # both tiles, whichever RAS comes first in the tiles' numbering (a bot's leave was
    # refused for "no PE" once COM had taken the PE/COM tile of an earlier set).
    by_sides = {t.sides: t.number for t in syllable_tiles()}
    ras_mu, pu_ras = by_sides[("RAS", "MU")], by_sides[("PU", "RAS")]
    for order in ([ras_mu, pu_ras], [pu_ras, ras_mu]):
        state = fresh()
        state.bag.extend(state.hands[0])
        state.hands[0] = []
        for n in order:
            holder = state.bag if n in state.bag else next(h for h in state.hands if n in h)
            holder.remove(n)
            state.hands[0].append(n)
        for _ in range(HAND - 2):
            state.hands[0].append(state.bag.pop())
        state = GAME.apply(state, 0, Leave(("RAS", "PU")))
        assert sorted(state.pot) == sorted(order)
    state = give(fresh(), 0, ["PE", "CA"])
    with pytest.raises(IllegalMove, match="different tiles"):
        GAME.apply(state, 0, Leave(("PE", "PE")))


def test_an_empty_bag_takes_the_pot_back() -> None:
    state = give(fresh(), 0, ["CA", "SA"])
    state.pot, state.bag = state.bag[:-1], state.bag[-1:]
    state = GAME.apply(state, 0, Leave(("CA", "SA")))
    assert len(state.hands[0]) == HAND and any(e.kind == "refill" for e in state.log)
    assert GAME.invariants(state) == []


def test_the_round_ends_when_a_row_reaches_the_other_side() -> None:
    state = fresh(3)
    state = play_row(state, 2, ("CA", "SA", "DES"))
    state = play_row(state, 0, GOOD_ROW[:8])
    assert state.round == 1
    state = play_row(state, 0, GOOD_ROW[8:])
    assert state.round == 2 and not state.over
    assert all(r == [] for r in state.rows) and state.pot == []
    assert [len(h) for h in state.hands] == [HAND] * 3  # all back in the bag, ten again
    scored = state.scored[0]
    assert scored.markers == (9, 0, 2)  # seat 3: CA SA DES, one incorrect word
    assert scored.winners == (0,) and scored.bonus == (9, 0, 0)  # 9 - 0, the last


def test_scoring_markers_and_the_winners_bonus() -> None:
    rows = [GOOD_ROW, ("CA", "SA", "LA"), ("CA", "TI", "CA", "TI")]
    scored = score_round(rows, 0, 1)
    assert scored.markers == (9, 3, 4 - 3)
    assert scored.winners == (0,) and scored.bonus == (9 - 1, 0, 0)


def test_a_tie_for_the_most_markers_goes_to_the_one_across_else_all_share() -> None:
    """Reading: the round's winner has the most markers; a tie goes to the player who
    reached the other side if in it, otherwise every tied player takes the bonus."""
    across = ("CA", "TI") * 4 + ("CA",)  # 9 - 8 = 1
    assert all(p.word is None for p in judge(across))
    tied = score_round([across, ("CA",), ("CA", "SA", "LA")], 0, 1)
    assert tied.markers == (1, 1, 3) and tied.winners == (2,) and tied.bonus == (0, 0, 2)
    shared = score_round([across, ("CA", "SA", "LA"), ("CA", "SA", "LA"), ("MA",)], 0, 1)
    assert shared.winners == (1, 2) and shared.bonus == (0, 2, 2, 0)
    first = score_round([across, ("MA",)], 0, 1)
    assert first.winners == (0,) and first.bonus == (0, 0)


def test_as_many_rounds_as_players_and_the_most_markers_wins() -> None:
    state = fresh(2)
    assert GAME.view(state, 0)["rounds"] == 2
    state = play_row(state, 0, GOOD_ROW)
    state = play_row(state, 1, ("CA", "SA"))
    state = play_row(state, 0, GOOD_ROW[:3])
    state = play_row(state, 1, GOOD_ROW[2:])
    assert state.over and GAME.to_act(state) == []
    result = GAME.result(state)
    # round 1: 9 + 9 bonus vs 0; round 2: 3 vs 9 + 6
    assert result.breakdown == ({"markers": 12, "bonus": 9}, {"markers": 9, "bonus": 6})
    assert result.scores == (21, 15) and result.winners == (0,)
    assert GAME.view(state, 1)["result"]["winners"] == [0]
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, Draw())
    one = fresh(3, rounds=1)
    assert GAME.view(one, 0)["rounds"] == 1


def test_hands_are_secret_the_pot_and_rows_are_public() -> None:
    state = give(fresh(), 0, ["CA", "SA", "TA"])
    state = GAME.apply(state, 0, Place("CA"))
    other = GAME.view(state, 1)
    assert other["hands"] == [2, HAND] and other["you"]["seat"] == 1
    assert [h["sides"] for h in GAME.view(state, 0)["you"]["hand"]] == [["SA"], ["TA"]]
    assert GAME.view(state, None)["you"] is None
    assert GAME.secrets(state)[0] == {"SA|TA"}
    assert other["syllables"][row_trees(0)[0]] == "CA"


def test_parse_move() -> None:
    state = fresh()
    assert GAME.parse_move(state, 0, "place ca") == Place("ca")
    assert GAME.parse_move(state, 0, "draw") == Draw()
    assert GAME.parse_move(state, 0, "take TA") == Take("TA")
    assert GAME.parse_move(state, 0, "leave TA RE") == Leave(("TA", "RE"))
    with pytest.raises(IllegalMove):
        GAME.parse_move(state, 0, "leave")
    assert "place SYL" in render(GAME, GAME.view(state, 0))


def test_the_rulebooks_tags() -> None:
    assert "under half an hour" in situations("Velosíl·laB")
    assert set(situations("Velosíl·laB")) <= set(GAME.meta.tags)


def test_bots_place_a_word_after_the_previous_syllable() -> None:
    dull = ["A", "DE", "DES", "ES", "IN", "O", "RE", "TI", "TA"]
    state = give(fresh(), 0, ["CA", *dull])
    state = GAME.apply(state, 0, Place("CA"))
    state = give(state, 0, ["SA", *dull])
    assert "SA" in follows("CA", 1.0)
    move = make_bot(GAME.meta.id, "hard").choose(GAME, state, 0, Rng.from_seed(1, "t"))
    assert move == Place("SA")


def test_hard_bots_take_from_the_pot_what_follows() -> None:
    dull = ["A", "DE", "DES", "ES", "IN", "O", "RE", "TI", "TA"]
    state = give(fresh(), 0, ["CA", *dull])
    state = GAME.apply(state, 0, Place("CA"))
    assert not any(s in follows("CA", 1.0) for s in dull)
    to_pot(state, "SA")
    hard = make_bot(GAME.meta.id, "hard").choose(GAME, state, 0, Rng.from_seed(1, "t"))
    easy = make_bot(GAME.meta.id, "easy").choose(GAME, state, 0, Rng.from_seed(1, "t"))
    assert hard == Take("SA") and easy == Draw()


@pytest.mark.slow
def test_hard_beats_easy_in_a_clear_majority() -> None:
    wins = {"easy": 0, "hard": 0}
    for seed in range(12):
        strengths = ["easy", "hard"] if seed % 2 else ["hard", "easy"]
        match = autoplay(GAME, 2, seed, {}, strengths)
        for w in GAME.result(match.state).winners:
            wins[strengths[w]] += 1
    print("hard v easy, 12 two-player games:", wins)
    assert wins["hard"] >= 3 * max(1, wins["easy"])


def test_bots_play_legal_games_with_every_strength() -> None:
    for seed, players in ((1, 3), (2, 5)):
        match = autoplay(GAME, players, seed, {}, ["easy", "medium", "hard"])
        assert match.over and GAME.invariants(match.state) == []
        assert len(match.state.scored) == players
