"""Baulasíl·laB: runs of linked words across the wood's strips — every rule, refusal and
reading (where a syllable may go, the referee judging "cannot place any", when a run is
closed, 5/3/1 by markers with ties sharing, the end at four or three closed runs), the views
and the bots' strength."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.pieces.arbreda import wood
from logomachy.games.verbalia.pieces.syllables import set_syllables, syllable_tiles
from logomachy.games.verbalia.wood.baulasillab import (
    GAME,
    MARKERS,
    BaulaState,
    Pass,
    Swap,
    extensions,
    shares,
)
from logomachy.games.verbalia.wood.engine import Place
from logomachy.kernel import IllegalMove, Rng
from logomachy.terminal import render


def tree(name: str) -> int:
    t = wood().tree_named(name)
    assert t is not None
    return t


def number_of(syllable: str, *, not_in: Sequence[int] = ()) -> int:
    return next(t.number for t in syllable_tiles() if t.has(syllable) and t.number not in not_in)


DEFAULTS = ("CA", "RO", "LI", "TE", "ES")


def game_with(
    runs: dict[int, list[str]],
    hands: list[list[int]],
    owners: dict[int, list[int]] | None = None,
    options: dict[str, int] | None = None,
) -> BaulaState:
    """A game whose strips hold these runs (from the box on the left along the middle row;
    strips not given start with CA, RO, LI, TE, ES: SA follows each, A, O and RE none),
    placed syllables owned as `owners` says (seat 1 by default), and these hands; every
    tile is kept (those of the runs come out of the bag)."""
    board = wood()
    state = GAME.setup(len(hands), options or {}, seed=1)
    pool = [n for n in range(len(syllable_tiles())) if all(n not in h for h in hands)]
    state.trees = [None] * board.trees
    state.tiles_on = [None] * board.trees
    state.owners = [None] * board.trees
    state.runs = []
    for strip in range(board.strips):
        first = board.start_tree(strip)
        run = runs.get(strip, [DEFAULTS[strip]])
        mine = (owners or {}).get(strip, [0] * (len(run) - 1))
        state.runs.append([])
        for i, syllable in enumerate(run):
            t = first + i
            n = number_of(syllable, not_in=[m for m in range(136) if m not in pool])
            pool.remove(n)
            state.trees[t], state.tiles_on[t] = syllable, n
            state.owners[t] = None if i == 0 else mine[i - 1]
            state.runs[strip].append(t)
    state.hands = [list(h) for h in hands]
    state.bag = pool
    state.closed = []
    assert GAME.invariants(state) == []
    return state


SA, NA = number_of("SA"), number_of("NA")
TRES = [[number_of("MA")], [number_of("TA")], [number_of("DA")]]  # seats 2 and 3 by default


def three(first: list[int]) -> list[list[int]]:
    return [first, *TRES[1:]]


# -- Tables and words -------------------------------------------------------------------------
def test_five_three_one_and_ties_share_their_positions() -> None:
    assert shares([4, 3, 1]) == [5, 3, 1]
    assert shares([4, 4, 1]) == [4, 4, 1]  # 5 + 3 shared
    assert shares([3, 3, 3]) == [3, 3, 3]  # 5 + 3 + 1 shared
    assert shares([4, 2, 2]) == [5, 2, 2]  # 3 + 1 shared
    assert shares([5, 0, 0]) == [5, 0, 0]  # no marker: no rank, no point
    assert shares([0, 0, 0]) == [0, 0, 0]
    assert shares([3, 2, 1, 1]) == [5, 3, 0, 0]  # Reading: 1 + 0 shared is lost in halves
    assert shares([2, 2, 2, 2]) == [2, 2, 2, 2]  # 9 / 4, whole points
    assert shares([3, 1, 1, 1, 0, 0]) == [5, 1, 1, 1, 0, 0]  # 3 + 1 + 0 shared by three


def test_a_word_is_the_runs_last_syllables_with_the_new_one() -> None:
    """The neighbour alone (CA-SA) or more of the run (CA-MI-SA: camisa); never skipping."""
    assert extensions(["CA"], ["SA"]) == {"SA": ["casa"]}
    assert extensions(["TO", "CA", "MI"], ["SA", "NA"]) == {
        "SA": ["camisa"],
        "NA": ["camina", "mina"],
    }
    assert extensions(["CA", "CIM"], ["SA"]) == {}  # CA-SA is a word, but not at the end
    assert extensions(["CIM"], sorted(set_syllables())) == {}  # nothing follows CIM


# -- Preparation ----------------------------------------------------------------------------
def test_preparation_five_syllables_on_the_left_three_open_syllables_each() -> None:
    state = GAME.setup(4, {}, seed=7)
    board = wood()
    assert [r for r in state.runs] == [[board.start_tree(s)] for s in range(5)]
    assert [board.name(r[0]) for r in state.runs] == ["a2", "a5", "a8", "a11", "a14"]
    assert all(board.column_of(r[0]) == 0 for r in state.runs)
    assert sum(s is not None for s in state.trees) == 5
    assert [len(h) for h in state.hands] == [3, 3, 3, 3]
    assert len(state.bag) == 136 - 5 - 12 and GAME.invariants(state) == []
    assert [state.markers_left(s) for s in range(4)] == [MARKERS] * 4


def test_three_to_six_players() -> None:
    with pytest.raises(IllegalMove):
        GAME.setup(2, {}, seed=1)
    assert len(GAME.setup(6, {}, seed=1).hands) == 6


# -- Placing --------------------------------------------------------------------------------
def test_a_placement_takes_a_marker_and_draws_back_to_three() -> None:
    state = game_with({}, three([SA, number_of("CIM"), number_of("ONS")]))
    bag = len(state.bag)
    state = GAME.apply(state, 0, Place(SA, "SA", tree("b2")))
    assert state.run(0) == ["CA", "SA"] and state.owners[tree("b2")] == 0
    assert state.markers_left(0) == MARKERS - 1 and len(state.hands[0]) == 3
    assert len(state.bag) == bag - 1 and state.turn == 1
    assert state.log[-1].data["words"] == ["CASA"] and GAME.invariants(state) == []


def test_the_next_column_touching_the_end_straight_or_diagonal_inside_the_strip() -> None:
    state = game_with({}, three([SA]))
    assert GAME.next_trees(state, 0) == [tree("b1"), tree("b2"), tree("b3")]
    state = GAME.apply(state, 0, Place(SA, "SA", tree("b1")))  # diagonally up
    assert GAME.next_trees(state, 0) == [tree("c1"), tree("c2")]  # row 1 is the strip's top


@pytest.mark.parametrize(
    ("where", "says"),
    [
        ("a2", "not free"),
        ("b2", "not next to the rightmost syllable of strip 1"),  # the rightmost's column
        ("d2", "not next to the rightmost syllable of strip 1"),  # a column skipped
        ("a1", "not next to the rightmost syllable of strip 1"),  # before the rightmost
        ("c4", "not next to the rightmost syllable of strip 2"),  # touches b3: another strip
    ],
)
def test_refused_trees(where: str, says: str) -> None:
    state = GAME.apply(game_with({}, three([SA])), 0, Place(SA, "SA", tree("b3")))
    with pytest.raises(IllegalMove, match=says):
        GAME.apply(state, 1, Place(TRES[1][0], "TA", tree(where)))


def test_refused_placements() -> None:
    state = game_with({}, three([SA]))
    with pytest.raises(IllegalMove, match="not among your syllables"):
        GAME.apply(state, 0, Place(NA, "NA", tree("b2")))
    with pytest.raises(IllegalMove, match="not NA"):
        GAME.apply(state, 0, Place(SA, "NA", tree("b2")))
    with pytest.raises(IllegalMove, match="not in the wood"):
        GAME.apply(state, 0, Place(SA, "SA", 500))
    with pytest.raises(IllegalMove, match="seat 1's turn"):
        GAME.apply(state, 1, Place(TRES[1][0], "TA", tree("b2")))
    cim = number_of("CIM")
    with pytest.raises(IllegalMove, match="forms no new word"):
        GAME.apply(game_with({}, three([cim])), 0, Place(cim, "CIM", tree("b2")))


def test_a_two_coloured_tile_plays_either_side() -> None:
    tra_ja = next(t.number for t in syllable_tiles() if t.sides == ("TRA", "JA"))
    state = game_with({0: ["EX"]}, three([tra_ja]))
    with pytest.raises(IllegalMove, match="forms no new word"):
        GAME.apply(state, 0, Place(tra_ja, "JA", tree("b2")))
    state = GAME.apply(state, 0, Place(tra_ja, "TRA", tree("b2")))
    assert state.run(0) == ["EX", "TRA"]


def test_no_marker_left_no_placement() -> None:
    state = game_with({}, three([SA]))
    state.owners[tree("i15")] = 0  # (only the count is looked at here)
    for t in range(MARKERS - 1):
        state.owners[t + 100] = 0
    assert state.markers_left(0) == 0
    with pytest.raises(IllegalMove, match="no markers left"):
        GAME.apply(state, 0, Place(SA, "SA", tree("b2")))


# -- Closing runs -------------------------------------------------------------------------------
FULL = ["DE", "MA", "TE", "O", "CA", "SA", "DO", "CA"]  # columns a..h; owners below


def test_a_full_strip_closes_its_run_and_scores_five_three_one() -> None:
    owners = {0: [0, 1, 1, 2, 0, 1, 0]}  # b..h: seat 1 three, seat 2 three, seat 3 one
    state = game_with({0: FULL}, three([SA]), owners)
    state = GAME.apply(state, 0, Place(SA, "SA", tree("i2")))  # CASA; column i, the last
    assert state.closed[0].strip == 0 and state.closed[0].why == "full"
    assert state.closed[0].markers == (4, 3, 1) and state.closed[0].points == (5, 3, 1)
    assert GAME.result(state).scores == (5, 3, 1) and not GAME.is_over(state)
    assert GAME.result(state).breakdown[0]["strip 1"] == 5
    with pytest.raises(IllegalMove, match="strip 1 is closed"):
        GAME.apply(state, 1, Place(TRES[1][0], "TA", tree("i1")))
    assert 0 not in GAME.open_strips(state)


def test_a_run_no_syllable_left_can_extend_is_closed() -> None:
    """Reading: DO-TIS is followed only by SU (TISSÚ; one tile: VEU/SU). When it is played
    elsewhere no syllable in the bag or the hands can ever extend DO-TIS, so its run closes
    and scores."""
    veu_su = next(t.number for t in syllable_tiles() if t.sides == ("VEU", "SU"))
    state = game_with({0: ["BE"], 1: ["DO", "TIS"]}, three([veu_su]), {1: [1]})
    assert GAME.closes(state, 1, [*state.bag, veu_su]) is None
    state = GAME.apply(state, 0, Place(veu_su, "VEU", tree("b2")))  # BEVEU
    assert [(c.strip, c.why, c.points) for c in state.closed] == [(1, "dead", (0, 5, 0))]
    assert GAME.result(state).scores == (0, 5, 0) and not GAME.is_over(state)


def test_a_starting_syllable_nothing_follows_closes_at_once_with_no_points() -> None:
    state = game_with({3: ["CIM"]}, three([SA]))
    GAME._close_runs(state)
    assert [(c.strip, c.why, c.points) for c in state.closed] == [(3, "dead", (0, 0, 0))]


NINE = ["A", "CI", "ES", "A", "RA", "RE", "TI", "RI", "EN"]  # a full strip (words not read)


def test_four_closed_runs_end_the_game_three_in_the_faster_variant() -> None:
    for runs, full in ((4, 3), (3, 2)):
        given = {s: NINE[s:] + NINE[:s] for s in range(full)}
        owners = {k: [0, 0, 0, 0, 0, 1, 1, 2] for k in range(full)}  # 5, 3, 1 each
        owners[4] = [0, 1, 2, 0, 1, 2, 1]  # then SA on i14: 3, 3, 2 -> 4, 4, 1
        state = game_with({**given, 4: FULL}, three([SA]), owners, {"runs": runs})
        GAME._close_runs(state)
        assert [c.why for c in state.closed] == ["full"] * full and not GAME.is_over(state)
        state = GAME.apply(state, 0, Place(SA, "SA", tree("i14")))  # the next run closes
        assert GAME.is_over(state) and len(state.closed) == runs
        assert state.closed[-1].points == (4, 4, 1)
        assert GAME.result(state).scores == (5 * full + 4, 3 * full + 4, full + 1)
        assert state.log[-1].kind == "end" and GAME.result(state).winners == (0,)


# -- Compulsory placement -----------------------------------------------------------------------
def stuck_hand() -> list[int]:
    """A, O and RE follow none of the runs' defaults."""
    return [number_of("A"), number_of("O"), number_of("RE")]


def test_swap_refused_while_a_placement_exists() -> None:
    state = game_with({}, three([SA, *stuck_hand()[:2]]))
    with pytest.raises(IllegalMove, match="can still make a word"):
        GAME.apply(state, 0, Swap())
    with pytest.raises(IllegalMove, match="can still make a word"):
        GAME.apply(state, 0, Pass())


def test_a_stuck_player_swaps_three_others_and_keeps_the_turn() -> None:
    state = game_with({}, three(stuck_hand()))
    assert GAME.stuck(state, 0)
    before = list(state.hands[0])
    after = GAME.apply(state, 0, Swap())
    assert after.turn == 0 and len(after.hands[0]) == 3
    assert not set(after.hands[0]) & set(before) and set(before) <= set(after.bag)
    assert after.log[-1].kind == "swap" and GAME.invariants(after) == []


def test_pass_only_when_the_bag_cannot_help_and_swap_only_with_a_bag() -> None:
    state = game_with({}, three(stuck_hand()))
    with pytest.raises(IllegalMove, match="the bag still holds syllables"):
        GAME.apply(state, 0, Pass())
    state.bag = [n for n in state.bag if not GAME.can_place(state, [n])]
    state = GAME.apply(state, 0, Pass())  # (the tiles are not conserved: the rule is looked at)
    assert state.turn == 1 and state.passes == 1
    state.bag = []
    state.turn = 0
    with pytest.raises(IllegalMove, match="the bag is empty"):
        GAME.apply(state, 0, Swap())


def test_a_full_circle_of_passes_ends_the_game() -> None:
    state = game_with({}, three(stuck_hand()))
    state.hands = [stuck_hand()] * 3  # (the tiles are not conserved: the rule is looked at)
    state.bag = []
    for seat in range(3):
        state = GAME.apply(state, seat, Pass())
    assert GAME.is_over(state) and "nobody can place" in state.log[-1].text


# -- Views ------------------------------------------------------------------------------------
def test_the_syllables_are_in_view_of_everyone() -> None:
    state = game_with({}, three([SA]))
    assert GAME.secrets(state) == {}
    theirs = GAME.view(state, 1)
    assert theirs["hands"][0] == [{"tile": SA, "sides": ["SA"]}]
    assert [r["run"] for r in theirs["runs"]] == list(DEFAULTS)
    assert theirs["you"]["free"] == [] and GAME.view(state, 0)["you"]["free"]
    assert theirs["bag"] == len(state.bag)  # the bag only as a count: its order is hidden
    assert "your syllables" in render(GAME, GAME.view(state, 0))


def test_terminal_notation() -> None:
    state = game_with({}, three([SA]))
    assert GAME.parse_move(state, 0, "place 5 SA b2") == Place(5, "SA", tree("b2"))
    assert GAME.parse_move(state, 0, "swap") == Swap()
    assert GAME.parse_move(state, 0, "pass") == Pass()
    with pytest.raises(IllegalMove):
        GAME.parse_move(state, 0, "place SA")


# -- Bots -------------------------------------------------------------------------------------
def test_bots_place_legally_and_swap_or_pass_only_when_stuck() -> None:
    hand = stuck_hand()
    for strength in ("easy", "medium", "hard"):
        bot = make_bot(GAME.meta.id, strength)
        state = game_with({}, three([SA, *hand[:2]]))
        move = bot.choose(GAME, state, 0, Rng(3))
        assert isinstance(move, Place) and move.tile == SA
        GAME.apply(state, 0, move)
        stuck = game_with({}, three(hand))
        assert bot.choose(GAME, stuck, 0, Rng(3)) == Swap()
        stuck.bag = [n for n in stuck.bag if not GAME.can_place(stuck, [n])]
        assert bot.choose(GAME, stuck, 0, Rng(3)) == Pass()


def test_hard_locks_a_tied_run_by_closing_it() -> None:
    """Strip 1 has one tree left and seats 1 and 2 three markers each in it: closing it takes
    the 5 points (4 against 3); anything else lets seat 2 take them."""
    owners = {0: [0, 0, 1, 1, 1, 0, 2]}
    state = game_with({0: FULL}, three([SA, number_of("CA")]), owners)
    move = make_bot(GAME.meta.id, "hard").choose(GAME, state, 0, Rng(1))
    assert isinstance(move, Place) and move.tree == tree("i2")  # CASA or CACA
    medium = make_bot(GAME.meta.id, "medium").choose(GAME, state, 0, Rng(1))
    assert isinstance(medium, Place)


def test_hard_beats_easy() -> None:
    """One hard bot against two easy ones, seats rotating: by chance it would win a third of
    the games; it wins (or shares) 22 of these 30 and outscores an easy bot in 41 of 60
    pairings (60 seeds: 38 of 60 games)."""
    wins = beaten = 0
    seeds = range(30)
    for seed in seeds:
        order = ["easy"] * 3
        hard = seed % 3
        order[hard] = "hard"
        result = GAME.result(autoplay(GAME, 3, seed, {}, order).state)
        wins += hard in result.winners
        beaten += sum(result.scores[hard] > result.scores[e] for e in range(3) if e != hard)
    print(f"hard wins {wins} of {len(seeds)}; outscores easy in {beaten} of {2 * len(seeds)}")
    assert wins > len(seeds) // 2 and beaten > len(seeds)


def test_abc_p_agreed_o_after_per_makes_pero() -> None:
    """ABC P: "Only if the players agree is a division of the words in play accepted that
    does not correspond to the syllabic division established by the grammatical norm"."""
    o = number_of("O")
    with pytest.raises(IllegalMove, match="forms no new word"):
        GAME.apply(game_with({0: ["PER"]}, three([o])), 0, Place(o, "O", tree("b2")))
    agreed = game_with({0: ["PER"]}, three([o]), options={"free_division": True})
    state = GAME.apply(agreed, 0, Place(o, "O", tree("b2")))
    assert state.run(0) == ["PER", "O"]
