"""Brodasíl·laB, rule by rule (rulebook section Brodasíl·laB; ABC B, I, L, N, S; the module's
readings). The rulebook's one example (RAN and G make GRAN and RANG) is a golden test of the
referee's growth rule; RAN is on no tile of the set, so the games below use syllables that are."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.chains.brodasillab import (
    GAME,
    SYLLABLES_EACH,
    BrodaState,
    Done,
    Form,
    Slot,
    grown_by,
    growths,
    round_tiles,
)
from logomachy.games.verbalia.chains.engine import extensions
from logomachy.games.verbalia.pieces.letters import letter_counts
from logomachy.games.verbalia.pieces.plaza import tiles_of
from logomachy.games.verbalia.pieces.syllables import syllable_tiles, two_syllable_tiles
from logomachy.kernel import IllegalMove, Rng, TimeUp

RULES = "Brodasíl·laB: rules"


def tile_for(syllable: str, taken: set[int], two_sided: bool = False) -> int:
    for t in syllable_tiles():
        if t.number not in taken and syllable in t.sides and t.two_sided == two_sided:
            return t.number
    raise AssertionError(f"no tile shows {syllable}")


def dealt(
    hands: dict[int, list[str]], seats: int = 2, two_sided: bool = False, **options: Any
) -> BrodaState:
    """A fresh game where each seat of `hands` holds these syllables first (tiles swapped
    with the bag or the other players: the tiles conserved)."""
    state = GAME.setup(seats, options, seed=1)
    taken: set[int] = set()
    for seat, syllables in hands.items():
        for i, syllable in enumerate(syllables):
            n = tile_for(syllable, taken, two_sided)
            taken.add(n)
            here = state.slots[seat][i].tile
            if n in state.bag:
                state.bag[state.bag.index(n)] = here
            for row in state.slots:
                for x in row:
                    if x.tile == n:
                        x.tile = here
            state.slots[seat][i] = Slot(n, None)
    for row in state.slots:
        for x in row:
            x.side = GAME._fixed_side(state, x.tile)
    assert GAME.invariants(state) == []
    return state


def with_syllables(syllables: list[str], seats: int = 2, **options: Any) -> BrodaState:
    return dealt({0: syllables}, seats, **options)


def time_up(state: BrodaState) -> BrodaState:
    timer = GAME.timer(state)
    assert timer is not None
    return GAME.apply(state, None, TimeUp(timer.key))


def words(state: BrodaState, seat: int) -> list[str]:
    return [x.word for x in state.slots[seat]]


# -- Preparation -------------------------------------------------------------------------------
def test_letters_face_up_and_six_syllables_each() -> None:
    state = GAME.setup(5, {}, seed=3)
    assert [len(row) for row in state.slots] == [SYLLABLES_EACH] * 5
    assert Counter(state.table) == Counter(letter_counts())  # all 200 on the table
    assert len(state.bag) == 136 - 5 * SYLLABLES_EACH
    assert GAME.to_act(state) == [0, 1, 2, 3, 4]  # everyone at once
    view = GAME.view(state, None)
    assert view["letters_left"] == 200 and view["rounds"] == 5
    assert GAME.meta.min_players == 2 and GAME.meta.max_players == 8
    assert GAME.timer(state) is not None and GAME.timer(state).seconds == 60  # type: ignore[union-attr]


# -- The rulebook's example and the growth rule ------------------------------------------------
def test_rulebook_example_ran_and_g_make_gran_and_rang() -> None:
    ran = ("R", "A", "N")
    for word in ("GRAN", "RANG"):
        tiles = tiles_of(word)
        assert tiles is not None
        assert grown_by((), [ran], tiles, word, "", "RAN") == (0, "G")
    found = {w for w, _, _ in growths((), ran)}
    assert {"GRAN", "RANG"} <= found


def test_a_syllable_may_not_be_split_nor_used_backwards() -> None:
    ca = ("C", "A")
    backwards = {w for w, _ in extensions(ca)} - {w for w, _, _ in growths((), ca)}
    assert {"SAC", "ARC"} <= backwards  # A-C backwards; C-A split by R
    for word in ("SAC", "ARC"):
        tiles = tiles_of(word)
        assert tiles is not None
        with pytest.raises(IllegalMove, match="whole and forwards"):
            grown_by((), [ca], tiles, word, "", "CA")
    state = with_syllables(["CA"])
    with pytest.raises(IllegalMove, match="whole and forwards") as e:
        GAME.apply(state, 0, Form("SAC", 1))
    assert e.value.rule == RULES


def test_nya_is_one_tile_so_an_is_not_in_it() -> None:
    """NY is one tile (ABC L): AN is not a run of ANYS's tiles."""
    tiles = tiles_of("ANYS")
    assert tiles == ("A", "NY", "S")
    with pytest.raises(IllegalMove, match="whole and forwards"):
        grown_by((), [("A", "N")], tiles, "ANYS", "", "AN")


def test_the_first_word_is_the_syllable_and_one_letter() -> None:
    state = with_syllables(["CA"])
    with pytest.raises(IllegalMove, match="one letter more than the syllable CA"):
        GAME.apply(state, 0, Form("CASA", 1))
    state = GAME.apply(state, 0, Form("cal", 1))
    assert state.slots[0][0].word == "CAL" and state.slots[0][0].tiles == ("C", "A", "L")
    assert state.table["L"] == letter_counts()["L"] - 1  # the L left the table
    assert "makes CA into CAL (takes L)" in state.log[-1].text


def test_each_play_the_word_grows_one_letter_rearranged() -> None:
    state = with_syllables(["CA"])
    state = GAME.apply(state, 0, Form("CAL", 1))
    with pytest.raises(IllegalMove, match="already grown in this play") as e:
        GAME.apply(state, 0, Form("CALA", 1))
    assert e.value.rule == RULES
    state = time_up(state)
    assert state.play == 2 and state.slots[0][0].markers == 1
    with pytest.raises(IllegalMove, match="one letter more than CAL"):
        GAME.apply(state, 0, Form("CALAIX", 1))
    state = GAME.apply(state, 0, Form("LACA", 1))  # C-A-L rearranged, the CA kept whole
    assert state.slots[0][0].word == "LACA"


def test_letters_may_not_move_from_one_word_to_another() -> None:
    state = with_syllables(["CA", "TA"])
    state = GAME.apply(state, 0, Form("CAL", 1))
    state = time_up(state)
    with pytest.raises(IllegalMove, match="does not keep every letter of CAL") as e:
        GAME.apply(state, 0, Form("CASA", 1))  # drops the L, takes S and A
    assert e.value.rule == RULES


def test_words_must_be_good_words() -> None:
    state = with_syllables(["CA"])
    with pytest.raises(IllegalMove, match="not in the dictionary") as e:
        GAME.apply(state, 0, Form("CAX", 1))
    assert e.value.rule == "ABC B: good words"
    with pytest.raises(IllegalMove, match="no K, W or lone Y") as e:
        GAME.apply(state, 0, Form("KCA", 1))
    assert e.value.rule == "ABC L: letters"


def test_the_referee_finds_the_word_grown_when_no_slot_is_named() -> None:
    state = with_syllables(["TA", "CA"])
    state = GAME.apply(state, 0, Form("CAL"))
    assert words(state, 0)[:2] == ["", "CAL"]
    with pytest.raises(IllegalMove, match="none of your words"):
        GAME.apply(state, 0, Form("MOLT"))


# -- Taking from the common letters ------------------------------------------------------------
def test_a_letter_goes_to_the_first_word_formed_with_it() -> None:
    """Reading: letters are claimed as the words are accepted, in arrival order; the later
    word that needs the same last tile is refused to its player and the table shows it."""
    state = dealt({0: ["CA"], 1: ["CA"]})
    extra = state.table["L"] - 1
    state.table["L"] = 1
    state.aside["L"] = extra  # the other Ls are out of play (conservation kept)
    assert GAME.invariants(state) == []
    state = GAME.apply(state, 1, Form("CAL", 1))  # seat 2 reaches the L first
    assert "L" not in state.table and GAME.view(state, 0)["pool"].get("L") is None
    with pytest.raises(IllegalMove, match="no L left on the table") as e:
        GAME.apply(state, 0, Form("CAL", 1))
    assert e.value.rule == RULES
    state = GAME.apply(state, 0, Form("CAP", 1))  # another letter still works
    assert words(state, 0)[0] == "CAP" and words(state, 1)[0] == "CAL"


# -- Markers, setting aside, the end of a play and of a round ----------------------------------
def test_time_up_a_marker_per_word_and_the_rest_set_aside_with_their_letters() -> None:
    state = with_syllables(["CA", "TA", "MA"])
    state = GAME.apply(state, 0, Form("CAL", 1))
    state = GAME.apply(state, 0, Form("TAP", 2))
    state = time_up(state)
    assert GAME.view(state, 0)["players"][0]["markers"] == 2
    assert [x.aside for x in state.slots[0][:3]] == [False, False, True]
    state = GAME.apply(state, 0, Form("CALA", 1))
    state = time_up(state)
    mine = state.slots[0]
    assert mine[0].markers == 2 and not mine[0].aside
    assert mine[1].aside and state.aside.get("P") == 1  # TAP's P is set aside with it
    assert GAME.result(state).scores[0] == 3
    assert GAME.invariants(state) == []
    with pytest.raises(IllegalMove, match="set aside"):
        GAME.apply(state, 0, Form("TAPA", 2))


def test_done_players_are_not_waited_for_and_everyone_done_ends_the_play() -> None:
    state = with_syllables(["CA"], seats=3)
    state = GAME.apply(state, 0, Done())
    assert GAME.to_act(state) == [1, 2] and GAME.view(state, 0)["you"]["actions"] == []
    with pytest.raises(IllegalMove, match="done with this play"):
        GAME.apply(state, 0, Form("CAL", 1))
    state = GAME.apply(state, 1, Done())
    state = GAME.apply(state, 2, Form(state_word := GAME.options_for(state, 2)[0][1], 1))
    assert words(state, 2)[0] == state_word
    state = GAME.apply(state, 2, Done())
    assert state.play == 2 and GAME.to_act(state) == [2]  # only seat 3 has a word left
    assert all(x.aside for x in state.slots[0])


def test_a_round_ends_when_no_word_can_grow_and_the_letters_come_back() -> None:
    state = GAME.setup(2, {}, seed=4)
    for seat in (0, 1):
        state = GAME.apply(state, seat, Done())  # nobody forms anything
    assert state.round == 2 and state.play == 1
    assert Counter(state.table) == Counter(letter_counts()) and not state.aside
    assert sorted(state.bag + [x.tile for r in state.slots for x in r]) == round_tiles(False)
    assert [e.kind for e in state.log].count("round-end") == 1
    for seat in (0, 1):
        state = GAME.apply(state, seat, Done())
    assert state.over  # as many rounds as players
    assert GAME.result(state).winners == (0, 1)  # no markers: a tie is shared
    assert GAME.timer(state) is None


def test_as_many_rounds_as_players_and_the_most_markers_wins() -> None:
    state = with_syllables(["CA"], seats=2)
    state = GAME.apply(state, 0, Form("CAL", 1))
    for _ in range(20):
        if state.round > 1:
            break
        for seat in GAME.to_act(state):
            state = GAME.apply(state, seat, Done())
    assert state.round == 2
    while not state.over:
        state = GAME.apply(state, GAME.to_act(state)[0], Done())
    result = GAME.result(state)
    assert result.scores == (1, 0) and result.winners == (0,)
    assert result.breakdown[0] == {"round 1": 1, "round 2": 0}


# -- Two-coloured tiles and the children's variant ---------------------------------------------
def test_a_two_coloured_tile_plays_either_side_fixed_by_its_first_word() -> None:
    two = next(
        t
        for t in syllable_tiles()
        if t.two_sided
        and all(growths((), tuple(s)) for s in t.sides)
        and all(len(s) == 2 and "Y" not in s and "Q" not in s for s in t.sides)
        and sum(t.sides[0] in u.sides for u in two_syllable_tiles()) == 1  # dealt by its side
    )
    a, b = two.sides
    state = dealt({0: [a]}, two_sided=True)
    assert state.slots[0][0].tile == two.number and state.slots[0][0].side is None
    word = next(w for w, _, _ in growths((), tuple(b)) if w.isalpha())
    state = GAME.apply(state, 0, Form(word, 1))
    assert state.slots[0][0].side == 1
    view = GAME.view(state, 1)["players"][0]["words"][0]
    assert view["syllable"] == b and view["colour"] == "green"
    assert GAME.runs(state, state.slots[0][0]) == [(1, tuple(b))]  # fixed for the round
    state = time_up(state)
    assert GAME.runs(state, state.slots[0][0]) == [(1, tuple(b))]  # and in the next play


def test_children_play_without_three_letter_syllables() -> None:
    state = GAME.setup(8, {"short_syllables": True, "play_seconds": 120}, seed=2)
    for player in GAME.view(state, None)["players"]:
        for word in player["words"]:
            assert word["sides"] and all(len(s) < 3 for s in word["sides"])
    sides = [s for n in round_tiles(True) for s in syllable_tiles()[n].sides]
    assert any(len(s) < 3 for s in sides) and len(round_tiles(True)) < 136
    assert GAME.timer(state).seconds == 120  # type: ignore[union-attr]
    assert GAME.invariants(state) == []
    match = autoplay(GAME, 2, 3, {"short_syllables": True}, ["hard"])
    first = [e.data["from"] for e in match.state.log if e.kind == "form" and e.data["play"] == 1]
    assert first and all(len(syllable) < 3 for syllable in first)


# -- Views, moves, bots ------------------------------------------------------------------------
def test_everything_lies_face_up() -> None:
    state = GAME.setup(3, {}, seed=5)
    assert GAME.secrets(state) == {}
    assert GAME.view(state, 1)["players"] == GAME.view(state, 2)["players"]
    assert GAME.view(state, None)["you"] is None


def test_parse_move() -> None:
    state = GAME.setup(2, {}, seed=2)
    assert GAME.parse_move(state, 0, "form cal 2") == Form("cal", 2)
    assert GAME.parse_move(state, 0, "cal") == Form("cal")
    assert GAME.parse_move(state, 0, "done") == Done()
    with pytest.raises(IllegalMove):
        GAME.parse_move(state, 0, "form a b c")


def test_the_bots_form_legal_words() -> None:
    state = with_syllables(["CA", "TA"])
    for strength in ("easy", "medium", "hard"):
        move = make_bot(GAME.meta.id, strength).choose(GAME, state, 0, Rng.from_seed(1, "t"))
        assert isinstance(move, Form)
        GAME.apply(state, 0, move)


@pytest.mark.slow
def test_hard_beats_easy_in_a_clear_majority() -> None:
    wins = {"easy": 0, "hard": 0}
    for seed in range(10):
        strengths = ["easy", "hard"] if seed % 2 else ["hard", "easy"]
        match = autoplay(GAME, 2, seed, {}, strengths)
        result = GAME.result(match.state)
        for w in result.winners:
            wins[strengths[w]] += 1
    print(f"hard {wins['hard']} : easy {wins['easy']} (10 two-player games)")
    assert wins["hard"] >= 8


def test_bots_play_legal_games_with_every_strength_and_the_variant() -> None:
    for seed, options in ((1, {}), (2, {"short_syllables": True})):
        match = autoplay(GAME, 3, seed, options, ["easy", "medium", "hard"])
        assert match.over and GAME.invariants(match.state) == []
