"""ArBredasíl·laB: placing syllables in the wood — every rule, refusal, reading, and the
rulebook's two worked examples (DA: 6 points; REN: 27 points, x2 = 54)."""

from __future__ import annotations

from typing import Any

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.pieces.arbreda import wood
from logomachy.games.verbalia.pieces.syllables import fold, syllable_tiles, syllables_of
from logomachy.games.verbalia.wood.arbredasillab import (
    GAME,
    Agree,
    ArbredaState,
    Show,
    points,
    score,
    token,
)
from logomachy.games.verbalia.wood.engine import Place
from logomachy.kernel import IllegalMove, Rng, TimeUp
from logomachy.terminal import render


def tree(name: str) -> int:
    t = wood().tree_named(name)
    assert t is not None
    return t


def cells_of(placed: dict[str, str]) -> list[str | None]:
    cells: list[str | None] = [None] * wood().trees
    for name, syllable in placed.items():
        cells[tree(name)] = syllable
    return cells


def number_of(syllable: str, two_sided: bool = False) -> int:
    return next(
        t.number for t in syllable_tiles() if syllable in t.sides and t.two_sided == two_sided
    )


def game_with(
    placed: dict[str, str], hand: list[int], seats: int = 2, options: dict[str, Any] | None = None
) -> ArbredaState:
    """A game whose wood holds `placed` and whose seat 1 holds `hand` (tiles kept: a tile
    for each syllable placed is taken from the bag where one is left)."""
    state = GAME.setup(seats, options or {}, seed=1)
    pool = (
        state.bag
        + [n for h in state.hands for n in h]
        + [n for n in state.tiles_on if n is not None]
    )
    state.trees = cells_of(placed)
    state.tiles_on = [None] * wood().trees
    for t, syllable in enumerate(state.trees):
        if syllable is not None:
            n = next((n for n in pool if syllable_tiles()[n].has(syllable)), None)
            if n is not None:
                pool.remove(n)
            state.tiles_on[t] = n
    for n in hand:
        pool.remove(n)
    state.hands = [list(hand)] + [[pool.pop()] for _ in range(seats - 1)]
    state.bag = pool
    return state


# -- The rulebook's examples ------------------------------------------------------------------
DA_WOOD = {"c7": "A", "d7": "LA", "e7": "VEN", "d9": "RE", "c9": "PO"}


def test_golden_da_forms_alada_dare_daven_venda_not_podare_six_points() -> None:
    """ "If the syllable DA is placed, the words ALADA, DARÉ, DAVEN and VENDA can be formed,
    but not PODARÉ, because the syllables are not in that order. This play scores 6 points."
    PO touches RE, not DA: the trees read DA-RE-PO, never PO-DA-RE."""
    cells = cells_of({**DA_WOOD, "e8": "DA"})
    words, total = score(cells, tree("e8"))
    assert sorted(w for w, _ in words) == ["alada", "daré", "daven", "venda"]
    assert "podaré" not in {w for w, _ in words} and syllables_of("podaré") == ("PO", "DA", "RE")
    assert total == 3 + 1 + 1 + 1 == 6
    assert wood().multiplier(tree("e8")) == 1  # the central strip: 6 points for the play


# REN in strip 4 (x2): TA and TI touch it, CO-TA, ES between CO and TI, RE by TI, A by CO.
REN_WOOD = {"d10": "TA", "e10": "TI", "c9": "CO", "d9": "ES", "f9": "RE", "b8": "A"}
REN_WORDS = [
    "renta", "renti", "tiren", "taren", "estiren", "retiren", "cotaren", "escotaren", "acotaren"
]  # fmt: skip


def test_golden_ren_nine_words_27_points_doubled_54() -> None:
    """ "If the syllable REN is placed, the words RENTA, RENTI, TIREN, TAREN, ESTIREN, RETIREN,
    COTAREN, ESCOTAREN and ACOTAREN can be formed, which total 27 points ... Because REN was
    placed in a strip that doubles the results, the total for the play is 54 points." The
    rulebook's words as the dictionary (its list is the example's whole vocabulary)."""
    vocabulary = {w: syllables_of(w) for w in REN_WORDS}
    cells = cells_of({**REN_WOOD, "e11": "REN"})
    words, total = score(cells, tree("e11"), vocabulary)
    assert sorted(w for w, _ in words) == sorted(REN_WORDS)
    assert total == 4 * 1 + 3 * 3 + 2 * 7 == 27
    assert wood().multiplier(tree("e11")) == 2 and total * 2 == 54


def test_the_whole_dictionary_also_reads_tarenti_which_the_example_leaves_out() -> None:
    """Reading: TA and TI both touch REN, so TA-REN-TI is a path; the dictionary has tarentí
    (of Taranto), so the referee scores it too: 30 points, 60 in a x2 strip."""
    words, total = score(cells_of({**REN_WOOD, "e11": "REN"}), tree("e11"))
    assert sorted(w for w, _ in words) == sorted([*REN_WORDS, "tarentí"])
    assert total == 27 + 3


def test_golden_da_played_with_the_sets_own_tiles() -> None:
    """The DA example in a real game: A, LA, VEN, RE, PO and DA are all tiles of the set (VEN
    was not before the syllables were re-derived), and the play scores the rulebook's 6."""
    da = number_of("DA")
    state = game_with(DA_WOOD, [da])
    assert all(state.tiles_on[tree(name)] is not None for name in DA_WOOD)
    state = GAME.apply(state, 0, Place(da, "DA", tree("e8")))
    play = state.plays[-1]
    assert sorted(w for w, _ in play.words) == ["alada", "daré", "daven", "venda"]
    assert play.points == 6 and GAME.result(state).scores == (6, 0)


# Fifteen trees of the central strip open strip 4: ÇA on the trees no word through e11 reaches.
OPENING = dict.fromkeys(["d7", "e7", "f7", "g7", "h7", "i7", "h8", "i8", "g9", "h9", "i9"], "ÇA")


def test_golden_ren_played_with_the_sets_own_tiles() -> None:
    """The REN example in a real game, every syllable a tile of the set (REN is on a
    two-coloured tile): the nine words of the rulebook, and the dictionary's TARENTÍ, x2."""
    ren = number_of("REN", two_sided=True)
    state = game_with({**REN_WOOD, **OPENING}, [ren])
    assert all(state.tiles_on[tree(name)] is not None for name in REN_WOOD)
    state = GAME.apply(state, 0, Place(ren, "REN", tree("e11")))
    play = state.plays[-1]
    assert sorted(w for w, _ in play.words) == sorted([*REN_WORDS, "tarentí"])
    assert play.points == (27 + 3) * 2


def test_words_read_both_ways_and_identical_syllables_score_twice() -> None:
    """ "Words that can be read in both directions score twice (as DONA and NADÓ do).
    Likewise, two identical syllables that form a word score twice (as RARA does)." """
    words, total = score(cells_of({"d8": "DO", "e8": "NA"}), tree("e8"))
    assert sorted(fold(w) for w, _ in words) == ["DONA", "NADO"] and total == 2
    words, total = score(cells_of({"d8": "RA", "e8": "RA"}), tree("e8"))
    assert [w for w, _ in words] == ["rara", "rara"] and total == 2


def test_a_word_read_along_two_paths_scores_once() -> None:
    """Only the rulebook's two cases score twice: DA between two VEN trees forms VENDA (and
    DAVEN) along two paths, each word once ("the player scores points for all the words
    created")."""
    cells = cells_of({"d7": "VEN", "f7": "VEN", "e8": "DA"})
    words, total = score(cells, tree("e8"))
    assert sorted(w for w, _ in words) == ["daven", "venda"] and total == 2
    # Three RA trees: RARA along several paths, still one word read both ways: twice.
    words, total = score(cells_of({"d8": "RA", "e8": "RA", "f8": "RA"}), tree("e8"))
    assert [w for w, _ in words] == ["rara", "rara"] and total == 2


def test_a_syllable_cannot_be_twice_in_a_word() -> None:
    words, _ = score(cells_of({"d8": "CA", "e8": "SA"}), tree("e8"))
    assert sorted(w for w, _ in words) == ["casa", "saca"]  # never CASACA


def test_points_table() -> None:
    assert [points(n) for n in range(1, 9)] == [0, 1, 3, 7, 15, 25, 25, 25]


# -- Preparation ----------------------------------------------------------------------------
def test_preparation_one_tile_each_two_single_tiles_on_the_marked_trees() -> None:
    state = GAME.setup(4, {}, seed=7)
    assert [len(h) for h in state.hands] == [1, 1, 1, 1]
    marked = wood().marked_trees
    assert all(state.trees[t] is not None for t in marked)
    assert all(not syllable_tiles()[state.tiles_on[t] or 0].two_sided for t in marked)
    assert sum(s is not None for s in state.trees) == 2
    assert len(state.bag) == 136 - 4 - 2 and GAME.invariants(state) == []


def test_the_variant_two_or_three_tiles() -> None:
    assert [len(h) for h in GAME.setup(3, {"hand": 3}, seed=2).hands] == [3, 3, 3]
    with pytest.raises(IllegalMove):
        GAME.setup(3, {"hand": 4}, seed=2)


# -- Placing ---------------------------------------------------------------------------------
CASA = {"d8": "CA"}


def test_a_placement_scores_its_words_times_the_strip_and_draws_a_tile() -> None:
    sa = number_of("SA")
    state = game_with(CASA, [sa])
    bag = len(state.bag)
    state = GAME.apply(state, 0, Place(sa, "SA", tree("e8")))
    play = state.plays[-1]
    assert sorted(w for w, _ in play.words) == ["casa", "saca"] and play.points == 2
    assert len(state.hands[0]) == 1 and len(state.bag) == bag - 1
    assert state.turn == 1 and GAME.result(state).scores == (2, 0)
    assert GAME.invariants(state) == []


def test_a_two_coloured_tile_plays_the_side_that_suits() -> None:
    two = next(t for t in syllable_tiles() if t.two_sided)
    state = game_with({"d8": "CA"}, [two.number])
    with pytest.raises(IllegalMove, match="not XX"):
        GAME.apply(state, 0, Place(two.number, "XX", tree("e8")))
    found = GAME.free_trees(state)
    assert tree("e8") in found


@pytest.mark.parametrize(
    ("move", "says"),
    [
        (Place(999, "SA", 0), "not in your hand"),
        (Place(-2, "SA", 0), "not in your hand"),
    ],
)
def test_tiles_must_be_in_hand(move: Place, says: str) -> None:
    with pytest.raises(IllegalMove, match=says):
        GAME.apply(game_with(CASA, [number_of("SA")]), 0, move)


def test_refusals_of_a_placement() -> None:
    sa = number_of("SA")
    state = game_with({**CASA, "a2": "CA"}, [sa])
    with pytest.raises(IllegalMove, match="not free"):
        GAME.apply(state, 0, Place(sa, "SA", tree("d8")))
    with pytest.raises(IllegalMove, match="not next to an occupied tree"):
        GAME.apply(state, 0, Place(sa, "SA", tree("h8")))
    with pytest.raises(IllegalMove, match="strip 1 opens"):
        GAME.apply(state, 0, Place(sa, "SA", tree("b2")))
    with pytest.raises(IllegalMove, match="not in the wood"):
        GAME.apply(state, 0, Place(sa, "SA", 500))
    with pytest.raises(IllegalMove, match="seat 1's turn"):
        GAME.apply(state, 1, Place(sa, "SA", tree("e8")))
    tat = number_of("CI")
    state = game_with({"d8": "CI"}, [tat])
    with pytest.raises(IllegalMove, match="forms no word"):
        GAME.apply(state, 0, Place(tat, "CI", tree("e8")))


def test_fifteen_trees_of_a_strip_open_its_neighbours() -> None:
    central = list(wood().strip_trees(2))
    placed = {wood().name(t): "CA" for t in central[:14]}
    state = game_with(placed, [number_of("SA")])
    assert GAME.open_strips(state) == [2]
    state.trees[central[14]] = "SA"
    assert GAME.open_strips(state) == [1, 2, 3]


# -- Compulsory placement and the exchange vote --------------------------------------------------
def test_show_and_everyone_agrees_the_tile_goes_back_and_another_is_drawn() -> None:
    tat = number_of("CI")
    state = game_with({"d8": "CI"}, [tat], seats=3)
    state = GAME.apply(state, 0, Show())
    assert GAME.to_act(state) == [1, 2] and GAME.timer(state) is not None
    assert not GAME.secrets(state).get(0)  # the shown tile is public now
    with pytest.raises(IllegalMove, match="not the time to place: now agree"):
        GAME.apply(state, 0, Place(tat, "CI", tree("e8")))
    state = GAME.apply(state, 1, Agree(True))
    state = GAME.apply(state, 2, Agree(True))
    assert state.exchange is None and state.turn == 0
    assert tat not in state.hands[0] and tat in state.bag and len(state.hands[0]) == 1


def test_not_everyone_agrees_the_player_must_place() -> None:
    sa = number_of("SA")
    state = game_with(CASA, [sa], seats=3)
    state = GAME.apply(state, 0, Show())
    state = GAME.apply(state, 1, Agree(True))
    state = GAME.apply(state, 2, Agree(False))
    assert state.hands[0] == [sa] and state.turn == 0 and GAME.to_act(state) == [0]


def test_a_missing_vote_when_time_is_up_is_no_agreement() -> None:
    sa = number_of("SA")
    state = GAME.apply(game_with(CASA, [sa], seats=3), 0, Show())
    state = GAME.apply(state, 1, Agree(True))
    state = GAME.apply(state, None, TimeUp(GAME.timer(state).key))  # type: ignore[union-attr]
    assert state.hands[0] == [sa] and state.exchange is None
    with pytest.raises(IllegalMove, match="not the time to agree: now place or show"):
        GAME.apply(state, 1, Agree(True))


def test_agreed_with_an_empty_bag_the_turn_passes() -> None:
    tat = number_of("CI")
    state = game_with({"d8": "CI"}, [tat])
    state.bag = []  # (the tiles are not conserved here: only the rule is looked at)
    state = GAME.apply(state, 0, Show())
    state = GAME.apply(state, 1, Agree(True))
    assert state.turn == 1 and state.hands[0] == [tat] and state.stuck == 1


# -- End of the game --------------------------------------------------------------------------
def test_the_end_every_strip_full_enough_then_play_to_the_player_before_the_first() -> None:
    sa = number_of("SA")
    state = game_with(CASA, [sa], seats=3)
    state.options = {**state.options, "trees_per_strip": 1}
    for strip in (0, 1, 3, 4):  # one syllable in every other strip: the end's count is 1
        t = next(iter(wood().strip_trees(strip)))
        n = state.bag.pop()
        state.trees[t], state.tiles_on[t] = syllable_tiles()[n].sides[0], n
    state = GAME.apply(state, 0, Place(sa, "SA", tree("e8")))
    assert state.final and not GAME.is_over(state)  # seats 2 and 3 still play
    GAME._next_turn(state)  # seat 2 has played
    assert not GAME.is_over(state) and state.turn == 2
    GAME._next_turn(state)  # seat 3, the player before the first, has played
    assert GAME.is_over(state) and state.log[-1].kind == "end"


def test_hidden_hands_and_views() -> None:
    state = game_with(CASA, [number_of("SA")], seats=3)
    assert GAME.secrets(state)[0] == {token(number_of("SA")).upper()}
    mine, theirs = GAME.view(state, 0), GAME.view(state, 1)
    assert mine["you"]["hand"][0]["token"] == token(number_of("SA"))
    assert token(number_of("SA")) not in str(theirs) and theirs["hands"] == [1, 1, 1]
    assert "your tiles" in render(GAME, mine)


def test_terminal_notation() -> None:
    state = game_with(CASA, [number_of("SA")])
    assert GAME.parse_move(state, 0, "place 5 SA e8") == Place(5, "SA", tree("e8"))
    assert GAME.parse_move(state, 0, "show") == Show()
    assert GAME.parse_move(state, 0, "agree no") == Agree(False)
    with pytest.raises(IllegalMove):
        GAME.parse_move(state, 0, "place SA")


# -- Bots -------------------------------------------------------------------------------------
def test_bots_place_legally_show_only_when_stuck_and_vote_honestly() -> None:
    sa, tat = number_of("SA"), number_of("CI")
    for strength in ("easy", "medium", "hard"):
        bot = make_bot(GAME.meta.id, strength)
        state = game_with(CASA, [sa])
        move = bot.choose(GAME, state, 0, Rng(3))
        assert isinstance(move, Place)
        GAME.apply(state, 0, move)
        stuck = game_with({"d8": "CI"}, [tat])
        assert bot.choose(GAME, stuck, 0, Rng(3)) == Show()
        shown = GAME.apply(stuck, 0, Show())
        assert bot.choose(GAME, shown, 1, Rng(3)) == Agree(True)
        bluff = GAME.apply(game_with(CASA, [sa]), 0, Show())
        assert bot.choose(GAME, bluff, 1, Rng(3)) == Agree(False)


def test_hard_beats_easy() -> None:
    wins = 0
    for seed in range(4):
        order = ["hard", "easy"] if seed % 2 == 0 else ["easy", "hard"]
        scores = GAME.result(autoplay(GAME, 2, seed, {}, order).state).scores
        hard = order.index("hard")
        wins += scores[hard] > scores[1 - hard]
    assert wins >= 4


# -- ABC P as a table option -------------------------------------------------------------------
RULE_P = (
    "Only if the players agree is a division of the words in play accepted that does not "
    "correspond to the syllabic division established by the grammatical norm."
)


def test_abc_p_agreed_accepts_a_word_the_norm_divides_otherwise() -> None:
    # RULE_P: AL + A spells ALA, which the norm divides A-LA
    assert syllables_of("ala") == ("A", "LA")
    placed, a = {"d7": "AL"}, number_of("A")
    agreed = game_with(placed, [a], options={"free_division": True})
    after = GAME.apply(agreed, 0, Place(a, "A", tree("e7")))
    assert after.plays[-1].words == [("ala", (tree("d7"), tree("e7")))]
    assert after.plays[-1].points == points(2) * wood().multiplier(tree("e7"))
    cells = cells_of({"d7": "AL", "e7": "A"})
    assert score(cells, tree("e7"), free=True)[0] == [("ala", (tree("d7"), tree("e7")))]
    # a path the norm reads keeps the norm's word, scored once
    norm = cells_of(DA_WOOD | {"d8": "DA"})
    assert score(norm, tree("d8"), free=True) == score(norm, tree("d8"))


def test_abc_p_by_default_the_tiles_stay_syllables() -> None:
    placed, a = {"d7": "AL"}, number_of("A")
    state = game_with(placed, [a])
    with pytest.raises(IllegalMove, match="forms no word"):
        GAME.apply(state, 0, Place(a, "A", tree("e7")))
    assert score(cells_of({"d7": "AL", "e7": "A"}), tree("e7")) == ([], 0)


def test_abc_p_the_option_is_kept_only_when_agreed() -> None:
    assert "free_division" not in GAME.setup(2, {}, seed=3).options  # records replay as before
    assert GAME.setup(2, {"free_division": True}, seed=3).options["free_division"] is True
