"""L'arbreda, the board of the wood (edition data), and reading words on its syllables."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logomachy.games.verbalia.pieces.arbreda import (
    placements,
    syllable_trie,
    wood,
    word_of,
    words_on,
    words_through,
)
from logomachy.games.verbalia.pieces.syllables import set_syllables


def empty() -> list[str | None]:
    return [None] * wood().trees


def test_five_strips_of_three_rows_of_nine_trees_135_at_most_the_136_tiles() -> None:
    w = wood()
    assert (w.strips, w.rows_per_strip, w.columns) == (5, 3, 9)
    assert w.trees == 135 <= 136
    assert all(len(w.strip_trees(s)) == 27 > 15 for s in range(w.strips))
    assert len(w.strip_row(4, 2)) == 9 and w.strip_row(0, 0) == tuple(range(9))


def test_strip_values_and_the_two_marked_trees_of_the_central_strip() -> None:
    w = wood()
    assert w.multipliers == (3, 2, 1, 2, 3) and set(w.multipliers) == {1, 2, 3}
    assert w.central_strip == 2
    assert [w.name(t) for t in w.marked_trees] == ["d8", "f8"]
    assert all(w.strip_of(t) == 2 and w.multiplier(t) == 1 for t in w.marked_trees)


def test_the_boxes_on_the_left_of_each_strip() -> None:
    w = wood()
    assert [w.name(w.start_tree(s)) for s in range(5)] == ["a2", "a5", "a8", "a11", "a14"]


def test_trees_touch_like_a_king_across_strip_borders() -> None:
    w = wood()
    assert len(w.neighbours(w.tree(7, 4))) == 8
    assert len(w.neighbours(0)) == 3
    bottom_of_strip_1 = w.tree(2, 4)
    assert w.tree(3, 5) in w.neighbours(bottom_of_strip_1)  # into strip 2, diagonally
    assert w.tree_named("d8") == w.marked_trees[0] and w.tree_named("j1") is None


def test_words_are_read_in_the_syllables_order_each_tree_once() -> None:
    w = wood()
    cells = empty()
    cells[w.tree(0, 0)], cells[w.tree(0, 1)] = "CA", "SA"
    found = words_through(cells, w.tree(0, 0))
    # CASA and SACA (both directions), never CASACA: a tree once in a word.
    assert sorted(word for word, _ in found) == ["casa", "saca"]
    cells[w.tree(0, 2)] = "CA"
    assert "casaca" in words_on(cells)


def test_ditada_is_not_read_from_di_da_ta_in_this_order() -> None:
    """Ruscosíl·laB's example of natural order: DI, DA, TA in a row cannot form DITADA."""
    w = wood()
    cells = empty()
    for c, s in enumerate(["DI", "DA", "TA"]):
        cells[w.tree(0, c)] = s
    assert "ditada" not in words_on(cells)
    assert word_of(["DI", "TA", "DA"]) == "ditada"


def test_rule_p_the_syllables_must_be_the_words_syllables() -> None:
    assert word_of(["CA", "SA"]) == "casa"
    assert word_of(["CAS", "A"]) is None  # CASA divides CA-SA
    assert word_of(["PER", "O"]) is None  # rule P's own example: PER + O is not PERÒ


def test_boards_off_the_set_are_read_against_the_dictionary() -> None:
    assert "CIU" not in set_syllables() and "TAT" not in set_syllables()
    assert word_of(["CIU", "TAT"]) == "ciutat"


@settings(max_examples=25, deadline=None)
@given(st.data())
def test_one_search_for_every_placement_agrees_with_placing_each(data: st.DataObject) -> None:
    w = wood()
    syllables = sorted(set_syllables())
    cells = empty()
    trees = data.draw(st.sets(st.integers(0, 3 * 9 - 1), min_size=3, max_size=16))
    for t in trees:
        cells[t] = data.draw(st.sampled_from(syllables))
    options = data.draw(st.lists(st.sampled_from(syllables), min_size=1, max_size=3))
    free = [t for t in range(4 * 9) if cells[t] is None]
    found = placements(cells, options, free)
    for tree in free:
        for option in set(options):
            placed = list(cells)
            placed[tree] = option
            assert sorted(found.get((tree, option), [])) == sorted(
                words_through(placed, tree, w)
            ), (w.name(tree), option)


def test_the_trie_holds_the_set_words_with_heights() -> None:
    trie = syllable_trie()
    assert trie["CA"]["SA"][""] and trie["CA"]["^"] >= 2


@pytest.mark.parametrize("name", ["", "z1", "a99", "a"])
def test_bad_tree_names(name: str) -> None:
    assert wood().tree_named(name) is None
