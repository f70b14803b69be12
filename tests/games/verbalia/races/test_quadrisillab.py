"""Quadrisíl·laB, rule by rule (rulebook section Quadrisíl·laB; ABC B, P, S; the module's
readings). The rulebook gives no worked example; hands are set by hand with our own words."""

from __future__ import annotations

from typing import Any

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.bots.verbalia.races.quadrisillab import pack
from logomachy.games.verbalia.pieces.syllables import syllable_tiles
from logomachy.games.verbalia.pieces.tiles_in_play import different_tiles as assign
from logomachy.games.verbalia.pieces.tiles_in_play import sides
from logomachy.games.verbalia.races.quadrisillab import (
    GAME,
    HAND,
    Leave,
    Link,
    Pass,
    QuadriState,
    Take,
)
from logomachy.kernel import IllegalMove, Rng, TimeUp

WORDS4 = ("CADIRA", "PETITA", "ESCALA", "TOMATA")


def tile_for(syllable: str, taken: set[int]) -> int:
    """A tile with the syllable, not among `taken`: one-syllable tiles first."""
    for t in sorted(syllable_tiles(), key=lambda t: t.two_sided):
        if t.number not in taken and syllable in t.sides:
            return t.number
    raise AssertionError(f"no tile shows {syllable}")


def with_hand(syllables: list[str], seats: int = 4, **options: Any) -> QuadriState:
    """A fresh game where seat 0 holds exactly the tiles of `syllables` (taken from wherever
    they were; seat 0's old tiles go back into the bag), the 136 tiles kept."""
    state = GAME.setup(seats, options, seed=1)
    state.bag.extend(state.hands[0])
    state.hands[0] = []
    taken: set[int] = set()
    for s in syllables:
        n = tile_for(s, taken)
        taken.add(n)
        if n in state.bag:
            state.bag.remove(n)
        for h in state.hands[1:]:
            if n in h:  # another hand gives it up for a tile of the bag
                other = next(m for m in state.bag if not set(syllables) & set(sides(m)))
                state.bag.remove(other)
                h[h.index(n)] = other
        state.hands[0].append(n)
    assert GAME.invariants(state) == []
    return state


def pieces(*words: str) -> list[str]:
    from logomachy.games.verbalia.pieces.syllables import syllables_of

    return [p for w in words for p in syllables_of(w)]


def time_up(state: QuadriState) -> QuadriState:
    timer = GAME.timer(state)
    assert timer is not None
    return GAME.apply(state, None, TimeUp(timer.key))


def test_everyone_draws_twelve_and_plays_at_once() -> None:
    state = GAME.setup(5, {}, seed=3)
    assert [len(h) for h in state.hands] == [HAND] * 5
    assert len(state.bag) == 136 - 5 * HAND
    assert GAME.to_act(state) == [0, 1, 2, 3, 4]
    assert GAME.meta.min_players == 4 and GAME.meta.max_players == 8


def test_the_first_to_link_four_words_wins() -> None:
    state = with_hand(pieces(*WORDS4))
    state = GAME.apply(state, 0, Link(tuple(w.lower() for w in WORDS4)))
    assert GAME.is_over(state)
    assert GAME.result(state).winners == (0,) and GAME.result(state).scores[0] == 1
    assert state.words == WORDS4
    assert GAME.view(state, 2)["linked"] == list(WORDS4)


def test_a_claim_needs_exactly_the_number_of_words() -> None:
    state = with_hand(pieces(*WORDS4))
    with pytest.raises(IllegalMove, match="link 4 words") as e:
        GAME.apply(state, 0, Link(WORDS4[:3]))
    assert e.value.rule == "Quadrisíl·laB: rules"


def test_variant_three_words() -> None:
    state = with_hand([*pieces(*WORDS4[:3]), "A", "A", "A"], words=3)
    assert GAME.apply(state, 0, Link(WORDS4[:3])).winner == 0
    with pytest.raises(IllegalMove, match="link 3 words"):
        GAME.apply(state, 0, Link(WORDS4))


def test_words_must_be_good_words() -> None:
    state = with_hand(pieces(*WORDS4))
    with pytest.raises(IllegalMove, match="not in the dictionary") as e:
        GAME.apply(state, 0, Link(("CADIRA", "PETITA", "ESCALA", "TOMATAX")))
    assert e.value.rule == "ABC B: good words"


def test_words_must_have_three_syllables() -> None:
    state = with_hand(pieces(*WORDS4))
    with pytest.raises(IllegalMove, match="three syllables") as e:
        GAME.apply(state, 0, Link(("CADIRA", "PETITA", "ESCALA", "CASA")))
    assert e.value.rule == "ABC P: syllabic division"


def test_the_tiles_must_remain_syllables() -> None:
    """AR + E + A spells AREA, but À-RE-A divides otherwise (ABC P)."""
    state = with_hand([*pieces(*WORDS4[:3]), "AR", "E", "A"])
    with pytest.raises(IllegalMove, match="must be the word's syllables"):
        GAME.apply(state, 0, Link((*WORDS4[:3], "AREA")))


def test_abc_p_agreed_ar_e_a_make_area() -> None:
    """ABC P: "Only if the players agree is a division of the words in play accepted that
    does not correspond to the syllabic division established by the grammatical norm"."""
    hand = [*pieces(*WORDS4[:3]), "AR", "E", "A"]
    state = with_hand(hand, free_division=True)
    assert (
        GAME.apply(
            state,
            0,
            Link((*WORDS4[:3], "AREA")),
        ).winner
        == 0
    )


def test_each_tile_serves_once() -> None:
    state = with_hand([*pieces(*WORDS4[:3]), "TO", "MA", "A"])
    with pytest.raises(IllegalMove, match="all these words at once"):
        GAME.apply(state, 0, Link(WORDS4))
    with pytest.raises(IllegalMove, match="does not hold these syllables"):
        GAME.apply(state, 0, Link((*WORDS4[:3], "SALADA")))


def test_the_referee_finds_the_tiles_for_all_the_words_at_once() -> None:
    """A two-coloured tile first in the hand, X/Y: the first word's X could take it, but the
    second word's Y needs it; the referee searches the tiles of all the words jointly."""
    from logomachy.games.verbalia.pieces.syllables import syllable_words

    def three(syllable: str) -> str:
        return next(
            w for w, p in syllable_words().items() if len(p) == 3 and syllable in p and w.isalpha()
        )

    for two in (t for t in syllable_tiles() if t.two_sided):
        x, y = two.sides
        first, second = three(x), three(y)
        rest = pieces(first, second, *WORDS4[:2])
        rest.remove(y)  # the second word's Y is only on the two-coloured tile
        state = with_hand([*rest, "A"])
        if two.number not in state.hands[0]:
            break
    for h in [state.bag, *state.hands[1:]]:
        if two.number in h:
            h[h.index(two.number)] = state.hands[0].pop()  # "A" goes where the tile was
    state.hands[0].insert(0, two.number)
    assert GAME.invariants(state) == []
    assert GAME.apply(state, 0, Link((first, second, *WORDS4[:2]))).winner == 0


def test_the_same_word_twice_is_two_words_of_their_own_tiles() -> None:
    state = with_hand(pieces("CADIRA", "CADIRA", "PETITA", "ESCALA"))
    assert GAME.apply(state, 0, Link(("CADIRA", "CADIRA", "PETITA", "ESCALA"))).winner == 0


def test_a_two_coloured_tile_stands_for_either_side() -> None:
    two = next(t for t in syllable_tiles() if t.two_sided)
    for side in two.sides:
        assert assign([side], [two.number]) == [two.number]
    assert assign(["ZZ"], [two.number]) is None
    assert assign(list(two.sides), [two.number]) is None  # one tile, one syllable


def test_leave_and_take_in_the_middle() -> None:
    state = with_hand(pieces(*WORDS4))
    state = GAME.apply(state, 0, Leave("ca"))
    assert len(state.hands[0]) == 11 and [x.by for x in state.middle] == [0]
    view = GAME.view(state, 1)
    assert view["middle"][0]["sides"] == ["CA"] and view["hands"][0] == 11
    state = GAME.apply(state, 1, Leave(GAME.view(state, 1)["you"]["hand"][0]["sides"][0]))
    state = GAME.apply(state, 1, Take("CA"))
    assert len(state.hands[1]) == 12
    with pytest.raises(IllegalMove, match="not in the middle"):
        GAME.apply(state, 0, Take("CA"))
    with pytest.raises(IllegalMove, match="you hold no"):
        GAME.apply(state, 0, Leave("QWX"))
    assert GAME.invariants(state) == []


def test_never_more_than_twelve_then_thirteen_after_the_draw() -> None:
    state = with_hand(pieces(*WORDS4))
    state = GAME.apply(state, 1, Leave(GAME.view(state, 1)["you"]["hand"][0]["sides"][0]))
    with pytest.raises(IllegalMove, match="more than 12"):
        GAME.apply(state, 0, Take(GAME.view(state, 0)["middle"][0]["sides"][0]))
    state = time_up(state)  # two minutes: everyone draws one more
    assert state.drawn and [len(h) for h in state.hands] == [13, 12, 13, 13]
    assert GAME.view(state, 0)["most"] == 13
    state = GAME.apply(state, 1, Take(GAME.view(state, 1)["middle"][0]["sides"][0]))
    assert len(state.hands[1]) == 13
    state = GAME.apply(state, 2, Leave(GAME.view(state, 2)["you"]["hand"][0]["sides"][0]))
    with pytest.raises(IllegalMove, match="more than 13"):
        GAME.apply(state, 0, Take(GAME.view(state, 0)["middle"][0]["sides"][0]))
    # with thirteen the objective is the same: four words (one tile to spare)
    assert GAME.apply(state, 0, Link(WORDS4)).winner == 0


def test_waiting_everyone_before_the_draw_draws_at_once_and_after_it_draws_the_game() -> None:
    state = GAME.setup(4, {}, seed=2)
    state = GAME.apply(state, 0, Pass())
    assert GAME.to_act(state) == [1, 2, 3]
    with pytest.raises(IllegalMove, match="waiting"):
        GAME.apply(state, 0, Pass())
    state = GAME.apply(state, 1, Leave(GAME.view(state, 1)["you"]["hand"][0]["sides"][0]))
    assert GAME.to_act(state) == [0, 1, 2, 3]  # something new in the middle
    for seat in range(4):
        state = GAME.apply(state, seat, Pass())
    assert state.drawn and not state.over and state.passed == []
    for seat in range(4):
        state = GAME.apply(state, seat, Pass())
    assert state.over and GAME.result(state).winners == (0, 1, 2, 3)


def test_time_up_after_the_draw_is_a_drawn_game() -> None:
    state = time_up(time_up(GAME.setup(4, {}, seed=2)))
    assert state.over and state.winner is None
    assert GAME.result(state).scores == (0, 0, 0, 0)
    assert state.log[-1].kind == "end"


def test_hands_are_secret() -> None:
    state = GAME.setup(4, {}, seed=5)
    secret = next(iter(GAME.secrets(state)[0]))
    assert GAME.view(state, 1)["you"]["hand"] != GAME.view(state, 0)["you"]["hand"]
    assert secret not in str(GAME.view(state, 1))
    assert GAME.view(state, None)["you"] is None


def test_parse_move() -> None:
    state = GAME.setup(4, {}, seed=2)
    assert GAME.parse_move(state, 0, "leave ca") == Leave("ca")
    assert GAME.parse_move(state, 0, "take ca") == Take("ca")
    assert GAME.parse_move(state, 0, "link a b c d") == Link(("a", "b", "c", "d"))
    assert GAME.parse_move(state, 0, "pass") == Pass()
    with pytest.raises(IllegalMove):
        GAME.parse_move(state, 0, "leave")


def test_bots_find_the_words_of_a_hand() -> None:
    state = with_hand(pieces(*WORDS4))
    hand = tuple(sorted(state.hands[0]))
    assert len(pack(hand, 1.0, 4, 3000)) == 4
    move = make_bot(GAME.meta.id, "hard").choose(GAME, state, 0, Rng.from_seed(1, "t"))
    assert isinstance(move, Link)
    assert GAME.apply(state, 0, move).winner == 0


@pytest.mark.slow
def test_hard_beats_easy_in_a_clear_majority() -> None:
    wins = {"easy": 0, "hard": 0}
    for seed in range(12):
        strengths = (
            ["easy", "hard", "easy", "hard"] if seed % 2 else ["hard", "easy", "hard", "easy"]
        )
        match = autoplay(GAME, 4, seed, {}, strengths)
        for w in GAME.result(match.state).winners if match.state.winner is not None else ():
            wins[strengths[w]] += 1
    assert wins["hard"] >= 3 * max(1, wins["easy"])


def test_bots_play_legal_games_with_every_strength_and_the_variant() -> None:
    for seed, words in ((1, 4), (2, 3)):
        match = autoplay(GAME, 5, seed, {"words": words}, ["easy", "medium", "hard"])
        assert match.over and GAME.invariants(match.state) == []


def test_abc_f_hands_hidden_by_default_face_up_by_agreement() -> None:
    """ABC F: "you can play with the letters or syllables face up or hidden ... provided you
    agree before starting the game"."""
    hidden = GAME.setup(4, {}, seed=2)
    assert GAME.view(hidden, 1)["shown_hands"] is None and GAME.secrets(hidden)
    shown = GAME.setup(4, {"easels": "face up"}, seed=2)
    view = GAME.view(shown, 1)
    assert view["shown_hands"] is not None and len(view["shown_hands"][0]) == HAND
    assert GAME.secrets(shown) == {}
