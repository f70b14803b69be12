"""SuBBugrama (rulebook: SuBBugrama): every rule, refusal and reading."""

from __future__ import annotations

import math

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.games.verbalia.coast import throws
from logomachy.games.verbalia.coast.engine import is_vowel
from logomachy.games.verbalia.coast.subbugrama import (
    GAME,
    HAND,
    Lying,
    SubbugramaState,
    Throw,
    Vote,
    Word,
    Write,
    letter_points,
)
from logomachy.games.verbalia.pieces.country import country
from logomachy.kernel import IllegalMove, Move, Rng, TimeUp
from logomachy.terminal import render

LAND = country()
VOWEL_WORDS = (
    ("AMIC", "noun"),
    ("ESTIMAR", "verb"),
    ("IMATGE", "noun"),
    ("OCELL", "noun"),
    ("UNIR", "verb"),
    ("ANAR", "verb"),
    ("ENTRAR", "verb"),
    ("ESCOLA", "noun"),
    ("ORDRE", "noun"),
    ("ALT", "adjective"),
)
VOWEL_HAND = [w[0][0] for w in VOWEL_WORDS]


def play(state: SubbugramaState, *moves: tuple[int | None, Move]) -> SubbugramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def start(scoring: str = "standard", seed: int = 3) -> SubbugramaState:
    """A game whose first thrower (seat 1) holds the vowels of VOWEL_WORDS."""
    state = GAME.setup(2, {"scoring": scoring}, seed=seed)
    state.vowels.extend(state.hands[0])
    for tile in VOWEL_HAND:
        state.vowels.remove(tile)
    state.hands[0] = list(VOWEL_HAND)
    return state


def write_all(state: SubbugramaState) -> SubbugramaState:
    return play(
        state, (0, Write(tuple(w for w, _ in VOWEL_WORDS), tuple(c for _, c in VOWEL_WORDS)))
    )


def test_setup_ten_vowels_and_ten_consonants() -> None:
    state = GAME.setup(2, None, seed=1)
    assert len(state.hands[0]) == len(state.hands[1]) == HAND
    assert all(is_vowel(t) for t in state.hands[0])
    assert not any(is_vowel(t) for t in state.hands[1])
    assert state.stage == "write" and GAME.to_act(state) == [0]
    assert GAME.invariants(state) == []
    with pytest.raises(IllegalMove):
        GAME.setup(3, None, seed=1)


def test_words_begin_with_the_letters_and_are_written_in_citation_form() -> None:
    state = start()
    bad = [
        (("CASA",), ("noun",), "begin with one of your letters"),
        (("AMICS",), ("noun",), "in the singular"),
        (("ESTIMA",), ("verb",), "in the infinitive"),
        (("ANAR",), ("adjective",), "adjective"),
        (("ABSDF",), ("noun",), "not in the dictionary"),
        (("AMIC", "AMIC"), ("noun", "noun"), "twice"),
        (
            ("AMIC", "ANAR", "ALT", "AIGUA"),
            ("noun", "verb", "adjective", "noun"),
            "begin with one of your letters left",
        ),
        (("AMIC",), ("adverb",), "noun, adjective or verb"),
        (("AMIC",), (), "one category"),
    ]
    for words, cats, reason in bad:
        with pytest.raises(IllegalMove, match=reason):
            play(state, (0, Write(words, cats)))
    with pytest.raises(IllegalMove, match="seat 1's turn"):
        play(state, (1, Write(("AMIC",), ("noun",))))
    done = write_all(state)
    assert done.stage == "throw"
    assert [w.word for w in done.words] == [w for w, _ in VOWEL_WORDS]


def test_unknown_category_goes_to_the_opponents_vote() -> None:
    state = start()
    state.hands[0][0] = "N"  # NENA: a feminine the lexicon knows only as a form of NEN
    state = play(state, (0, Write(("NENA",), ("noun",))))
    assert state.stage == "vote" and GAME.to_act(state) == [1]
    with pytest.raises(IllegalMove, match="no vote"):
        play(state, (0, Vote(0, True)))
    rejected = play(state, (1, Vote(0, False)))
    assert rejected.stage == "throw" and not rejected.words[0].counts
    accepted = play(state, (1, Vote(0, True)))
    assert accepted.words[0].counts


def test_letters_without_words_are_thrown_for_nothing() -> None:
    state = play(start(), (0, Write(("AMIC",), ("noun",))))
    assert [w.word for w in state.words][:1] == ["AMIC"]
    assert sum(1 for w in state.words if w.word) == 1 and len(state.words) == HAND
    assert letter_points(state.words[5], ("fonts",)) == 0
    timed = GAME.apply(start(), None, TimeUp(GAME.timer(start()).key))  # type: ignore[union-attr]
    assert timed.stage == "throw" and not any(w.counts for w in timed.words)


def test_scoring_per_letter_matches_the_rulebook() -> None:
    noun = Word("A", "AMIC", "noun", True)
    fonts, cor = LAND.region("fonts"), LAND.region("cor")
    assert fonts.category == "noun" and cor.category == "adjective"
    assert letter_points(noun, ("fonts",)) == 4 * fonts.multiplier  # category matches: 4 x
    assert letter_points(noun, ("cor",)) == 1 * cor.multiplier  # does not: 1 x
    assert letter_points(noun, ()) == 0  # entirely outside
    # Touching two regions: the better of them.
    assert letter_points(noun, ("cor", "fonts")) == 4 * fonts.multiplier


def test_a_throw_is_aim_plus_seeded_scatter() -> None:
    m = throws.model()
    for region in LAND.ids:
        s = throws.right_strength(region)
        ax, ay = throws.aim(region, s)
        assert math.hypot(ax - m.origin[0], ay - m.origin[1]) == pytest.approx(s * m.reach)
        rng = Rng.from_seed(5)
        for _ in range(50):
            x, y = throws.land(region, s, rng)
            assert math.hypot(x - ax, y - ay) <= m.scatter(s) + 0.01
    assert m.scatter(10) > m.scatter(1)  # a stronger flick is wilder
    # Too weak a throw at a far region lands short, maybe outside.
    assert throws.touching(*throws.aim("arrel", 1)) != ("arrel",)
    assert throws.touching(-3, 25) == ()  # off the country
    # On a border: both regions.
    assert set(throws.touching(8.0, 3.5)) == {"serres", "altipla"}


def test_throw_refusals() -> None:
    state = write_all(start())
    with pytest.raises(IllegalMove, match="not a region"):
        play(state, (0, Throw("atlantida", 5)))
    with pytest.raises(IllegalMove, match="strength"):
        play(state, (0, Throw("fonts", 11)))
    with pytest.raises(IllegalMove, match="seat 1's turn"):
        play(state, (1, Throw("fonts", 5)))
    with pytest.raises(IllegalMove, match="not the time"):
        play(state, (0, Write(("AMIC",), ("noun",))))


def test_throws_land_deterministically_and_the_knocker_throws_after_ten() -> None:
    state = write_all(start())
    moves = [(0, Throw("fonts", throws.right_strength("fonts"))) for _ in range(HAND)]
    a, b = play(state, *moves), play(state, *moves)
    assert [p for p in a.lying] == [p for p in b.lying]
    assert a.stage == "knock" and GAME.to_act(a) == [1]
    assert a.provisional == GAME.points_lying(a)
    assert [p.letter for p in a.lying] == VOWEL_HAND


def test_a_knock_pushes_the_nearest_letter_away() -> None:
    m = throws.model()
    lying = [(10.0, 10.0), (10.6, 10.0), (20.0, 5.0)]
    push = throws.knock((10.5, 10.0), lying, Rng.from_seed(2))
    assert push is not None and push.hit == 1
    slid = math.hypot(push.to[0] - 10.6, push.to[1] - 10.0)
    assert m.push_min - 0.01 <= slid <= m.push_max + 0.01
    assert throws.knock((1.0, 1.0), lying, Rng.from_seed(2)) is None


def half_with(state: SubbugramaState, mine: int, theirs: int) -> SubbugramaState:
    """The first half at its last knock, the thrower's letters in Fonts (`mine` of them) or
    far outside, the knocker's nine thrown in Fonts (`theirs`) or outside."""
    state = write_all(state)
    inside, outside = throws.centre("fonts"), (-20.0, 40.0)
    state.lying = [
        Lying(0, t, *(inside if i < mine else outside)) for i, t in enumerate(state.hands[0])
    ]
    state.provisional = 20
    state.lying += [
        Lying(1, t, *(inside if i < theirs else outside)) for i, t in enumerate(state.hands[1][:-1])
    ]
    state.stage, state.thrown = "knock", HAND - 1
    return state


def last_knock_outside(state: SubbugramaState) -> SubbugramaState:
    """The knocker's last letter, thrown at Marina with strength 1: short of the country."""
    x, y = throws.aim("marina", 1)
    assert throws.touching(x, y) == ()
    return play(state, (1, Throw("marina", 1)))


def test_more_knocker_letters_halve_the_throwers_score() -> None:
    done = last_knock_outside(half_with(start(), mine=3, theirs=5))
    assert done.halves[0].points == 10  # 20 halved
    odd = half_with(start(), mine=3, theirs=5)
    odd.provisional = 21
    assert last_knock_outside(odd).halves[0].points == 10  # halved, rounded down


def test_as_many_or_fewer_double_it() -> None:
    assert last_knock_outside(half_with(start(), mine=5, theirs=5)).halves[0].points == 40
    assert last_knock_outside(half_with(start(), mine=5, theirs=2)).halves[0].points == 40


def test_aggressive_scoring_counts_the_letters_left() -> None:
    state = half_with(start("aggressive"), mine=3, theirs=9)
    done = last_knock_outside(state)
    fonts = LAND.region("fonts").multiplier
    # AMIC (noun), ESTIMAR (verb), IMATGE (noun) lie in Fonts (nouns): 4x, 1x, 4x.
    assert done.halves[0].points == (4 + 1 + 4) * fonts


def test_turns_swap_then_a_second_round_with_letters_exchanged() -> None:
    done = last_knock_outside(half_with(start(), mine=5, theirs=5))
    assert done.thrower == 1 and done.stage == "write" and done.round == 1
    assert done.hands[1] and not is_vowel(done.hands[1][0])
    match = autoplay(GAME, 2, seed=4, strengths=["medium", "medium"])
    state = match.state
    assert GAME.is_over(state)
    assert [(h.round, h.thrower) for h in state.halves] == [(1, 0), (1, 1), (2, 0), (2, 1)]
    rounds = [e.data["vowels"] for e in state.log if e.kind == "round"]
    assert rounds == [0, 1]  # the vowels change hands
    assert GAME.invariants(state) == []


def test_view_and_render() -> None:
    state = write_all(start())
    view = GAME.view(state, 1)
    assert view["next_letter"] == "A" and view["stage"] == "throw"
    assert view["model"]["right_strength"]["fonts"] == throws.right_strength("fonts")
    assert "SuBBugrama" in render(GAME, view)
    assert isinstance(GAME.parse_move(state, 0, "throw fonts 7"), Throw)
    assert GAME.parse_move(state, 0, "write AMIC:noun ANAR:verb") == Write(
        ("AMIC", "ANAR"), ("noun", "verb")
    )
    with pytest.raises(IllegalMove):
        GAME.parse_move(state, 0, "flick")
    assert GAME.parse_move(state, 1, "vote 1 no") == Vote(index=0, accept=False)
    with pytest.raises(IllegalMove, match=r"vote N yes\|no"):
        GAME.parse_move(state, 1, "vote first no")


@pytest.mark.parametrize("scoring", ["standard", "aggressive"])
def test_bots_play_legal_games(scoring: str) -> None:
    for seed in range(3):
        match = autoplay(GAME, 2, seed=seed, options={"scoring": scoring})
        assert GAME.is_over(match.state)
        assert GAME.invariants(match.state) == []


def test_hard_beats_easy() -> None:
    wins = 0
    games = 12
    for seed in range(games):
        order = ["hard", "easy"] if seed % 2 == 0 else ["easy", "hard"]
        result = GAME.result(autoplay(GAME, 2, seed=seed, strengths=order).state)
        wins += result.winners == (order.index("hard"),)
    assert wins >= 9, wins


def test_the_final_view_has_no_next_letter() -> None:
    match = autoplay(GAME, 2, seed=1)
    view = GAME.view(match.state, 0)
    assert view["result"] is not None and view["next_letter"] is None
