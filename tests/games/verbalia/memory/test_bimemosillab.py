"""Bimemosíl·laB, rule by rule (rulebook section Bimemosíl·laB, whose Rules text survives only
in its end; the turn is read from its siblings: one syllable from each square; ABC P)."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.games.verbalia.memory.bimemosillab import GAME
from logomachy.games.verbalia.memory.engine import (
    EMPTY,
    NO_WORDS,
    ONE,
    RULE_P,
    TWO,
    Form,
    MemoryState,
    Turn,
)
from logomachy.kernel import IllegalMove

from tests.games.verbalia.memory_helpers import lay, play


def test_two_squares_one_of_one_syllable_tiles_one_of_the_chosen_colour_face_down() -> None:
    state = GAME.setup(3, {"length": "medium", "colour": "green"}, seed=5)
    assert [(sq.kind, len(sq.tiles)) for sq in state.squares] == [(ONE, 49), (TWO, 49)]
    assert [len(b) for b in state.bags] == [68 - 49, 68 - 49]
    view = GAME.view(state, None)
    assert view["one_each"] and all(c == {"down": True} for c in view["squares"][0]["cells"])
    # The syllables left face up are all of the colour not chosen.
    assert {c["back_colour"] for c in view["squares"][1]["cells"]} == {"orange"}


def test_one_syllable_from_each_square_either_first() -> None:
    state = lay(GAME, ["NA", "IN", "CA"], ["PER", "AS", "TE"], colour="green")
    with pytest.raises(IllegalMove, match="one syllable from each square"):
        play(GAME, state, (0, Turn(0, 0)), (0, Turn(0, 1)))
    with pytest.raises(IllegalMove, match="one syllable from each square"):
        play(GAME, state, (0, Turn(1, 0)), (0, Turn(1, 1)))
    state = play(GAME, state, (0, Turn(1, 2)), (0, Turn(0, 2)), (0, Form("TECA")))
    assert state.kept[0].syllables == ("TE", "CA") and GAME.to_act(state) == [0]  # PERNA left


def test_golden_abc_p_per_and_o_do_not_make_pero() -> None:
    # ABC P: "PER + O does not make PERÒ" — PERÒ divides PE-RÒ; typed PERO it is the same
    # word (ABC N: accents do not count). "Only if the players agree is a division ...
    # accepted that does not correspond to the syllabic division": with `free_division`.
    def turned(**options: bool) -> MemoryState:
        state = lay(GAME, ["O", "IN", "CA"], ["PER", "AS", "TE"], colour="green", **options)
        return play(GAME, state, (0, Turn(0, 0)), (0, Turn(1, 0)))

    state = turned()
    for word in ("PERÒ", "PERO"):
        with pytest.raises(IllegalMove) as caught:
            GAME.apply(state, 0, Form(word))
        assert caught.value.rule == RULE_P and "PE-RO" in caught.value.reason
    state = play(GAME, turned(free_division=True), (0, Form("PERO")))
    assert state.kept[0].word == "PERÒ" and state.kept[0].syllables == ("O", "PER")


def test_the_game_ends_when_no_pair_left_forms_a_word_or_the_squares_are_empty() -> None:
    state = lay(GAME, ["NA", "IN"], ["PER", "AS"], colour="green")
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(1, 0)), (0, Form("PERNA")))
    assert GAME.is_over(state) and state.why == NO_WORDS  # IN + AS: no word
    state = lay(GAME, ["CA"], ["TE"])
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(1, 0)), (0, Form("TECA")))
    assert GAME.is_over(state) and state.why == EMPTY


def test_bots_play_legal_whole_games_and_hard_beats_easy() -> None:
    wins = 0
    for seed in range(8):
        order = ["hard", "easy"] if seed % 2 == 0 else ["easy", "hard"]
        match = autoplay(GAME, 2, seed, {"colour": ("orange", "green")[seed % 2]}, order)
        assert match.over
        wins += GAME.result(match.state).winners == (order.index("hard"),)
    assert wins >= 7, wins  # measured: 8 of 8 (and 20 of 20)
