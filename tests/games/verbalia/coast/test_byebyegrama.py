"""ByeByegrama (rulebook: ByeByegrama): every rule, refusal and reading."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.verbalia.coast.byebyegrama import ByeBot
from logomachy.games.verbalia.coast.byebyegrama import (
    GAME,
    PREPARATION,
    RULE_P,
    RULES,
    ByeByegramaState,
    Form,
    Pass,
    lay,
    two_letter_sides,
)
from logomachy.games.verbalia.coast.engine import GOOD_WORDS, LETTERS_RULE, is_vowel
from logomachy.games.verbalia.pieces.country import country
from logomachy.games.verbalia.pieces.plaza import good_word, tiles_of
from logomachy.games.verbalia.pieces.syllables import syllable_tiles
from logomachy.games.verbalia.pieces.verbigracia import situations
from logomachy.kernel import IllegalMove, Move, Rng, TimeUp

LAND = country()
#: Each region's vowel and consonant in the arranged games.
LETTERS = {
    "marina": "ES",
    "delta": "AL",
    "plana": "IN",
    "conca": "OR",
    "garriga": "ET",
    "cor": "OR",
    "vall": "AM",
    "serres": "AS",
    "altipla": "ON",
    "fonts": "IR",
    "arrel": "UM",
}


def play(state: ByeByegramaState, *moves: tuple[int | None, Move]) -> ByeByegramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def arranged(
    hands: list[list[str]],
    options: dict[str, object] | None = None,
    letters: dict[str, tuple[str, str]] | None = None,
) -> ByeByegramaState:
    """A game whose hands are these tiles ("CA": a one-syllable tile, "TO/DO": a tile with
    both sides) and whose regions hold `LETTERS` (or `letters`: region -> its two tiles)."""
    state = GAME.setup(len(hands), options, seed=3)
    pool = sorted(state.aside + [n for h in state.hands for n in h])
    state.hands = []
    for wanted in hands:
        hand = []
        for name in wanted:
            number = next(
                (n for n in pool if "/".join(two_letter_sides(n)) == name),
                None,  # else a tile that also has another side ("RO": the SO/RO tile)
            ) or next(n for n in pool if set(name.split("/")) <= set(two_letter_sides(n)))
            pool.remove(number)
            hand.append(number)
        state.hands.append(hand)
    state.aside = pool
    for region, tiles in state.contents.items():
        for t in tiles:
            (state.vowels if is_vowel(t) else state.consonants).append(t)
        state.contents[region] = []
    wanted = {r: (p[0], p[1]) for r, p in LETTERS.items()} | (letters or {})
    for region, pair in wanted.items():
        for t in pair:
            (state.vowels if is_vowel(t) else state.consonants).remove(t)
            state.contents[region].append(t)
    assert GAME.invariants(state) == []
    return state


def refused(state: ByeByegramaState, seat: int, move: Move, match: str, rule: str) -> None:
    with pytest.raises(IllegalMove, match=match) as caught:
        GAME.apply(state, seat, move)
    assert caught.value.rule == rule


# -- Preparation ------------------------------------------------------------------------------
def test_five_two_letter_syllables_each_and_a_vowel_and_a_consonant_a_region() -> None:
    for seed in range(5):
        state = GAME.setup(4, None, seed)
        assert all(len(h) == 5 for h in state.hands)
        assert all(two_letter_sides(n) for h in state.hands for n in h)
        # The bag emptied: every tile not in a hand is set aside.
        assert len(state.aside) + 20 == len(syllable_tiles())
        for tiles in state.contents.values():
            assert sorted(map(is_vowel, tiles)) == [False, True]
        assert set(state.contents) == set(LAND.ids)  # the maritime region too
        assert GAME.invariants(state) == []
        assert GAME.regions_for(state, 0) == LAND.furthest_from_sea


def test_a_two_sided_tile_is_played_on_either_two_letter_side() -> None:
    state = arranged([["CA", "TO/DO", "RE", "TA", "MA"], ["RA", "RO", "TI", "NA", "DE"]])
    assert GAME.syllables_for(state, 0) == ("CA", "TO", "DO", "RE", "TA", "MA")
    state = play(state, (0, Pass("TO", "serres")), (1, Pass("RA", "serres")))
    assert [two_letter_sides(n) for n, _ in state.played[0]] == [("TO", "DO")]
    assert [syl for _, syl in state.played[0]] == ["TO"]
    assert "TO" not in GAME.syllables_for(state, 0) and "DO" not in GAME.syllables_for(state, 0)
    # A three-letter side is never offered: only two-letter syllables are in the bag.
    mixed = [t for t in syllable_tiles() if t.two_sided and len(two_letter_sides(t.number)) == 1]
    assert mixed and all(len(s) == 2 for t in mixed for s in two_letter_sides(t.number))


# -- Laying a word --------------------------------------------------------------------------
def laid(word: str, syllables: list[str], letters: str, must: str, rule_p: bool = True) -> str:
    tiles = tiles_of(word)
    assert tiles is not None
    form = good_word(tiles)
    assert form is not None
    pieces = lay(tiles, form, syllables, list(letters), must, rule_p=rule_p)
    return (
        "" if pieces is None else "+".join(p.text.lower() if p.syllable else p.text for p in pieces)
    )


def test_the_syllable_stays_a_syllable_of_the_word_rule_p() -> None:
    assert laid("CASES", ["CA", "RE"], "SES", "CA") == "ca+S+E+S"
    assert laid("CAS", ["CA"], "AS", "CA") == ""  # CAS is one syllable: CA is split off it
    assert laid("CAS", ["CA"], "AS", "CA", rule_p=False) == "ca+S"
    assert laid("PERO", ["PE"], "RO", "PE") == "pe+R+O"  # PERÒ: PE-RÒ


def test_a_word_holds_the_chosen_syllable_and_at_least_one_letter() -> None:
    assert laid("CASA", ["CA", "SA"], "", "SA") == ""  # syllables alone
    assert laid("CASA", ["CA"], "CASA", "CA") == "ca+S+A"
    assert laid("CASA", ["RA"], "CASA", "RA") == ""  # the chosen syllable is not in it
    # As few syllable tiles as possible: loose letters are the freer pieces.
    assert laid("CASA", ["CA", "SA"], "CA", "SA") == "C+A+sa"


# -- The first play ---------------------------------------------------------------------------
def test_first_play_in_a_furthest_region_with_its_letters() -> None:
    state = arranged([["CA", "RE", "TA", "MA", "DE"], ["RA", "RO", "TI", "NA", "DI"]])
    refused(state, 0, Form("CA", "cor", "CASA"), "four regions furthest", RULES)
    refused(state, 0, Form("CA", "garriga", "CASA"), "four regions furthest", RULES)
    refused(state, 0, Form("SO", "serres", "SOSA"), "no two-letter syllable SO", PREPARATION)
    refused(state, 0, Form("CA", "serres", "CA"), "at least one letter", RULES)
    refused(state, 0, Form("CA", "serres", "CASAT"), "not in your pile", RULES)
    refused(state, 0, Form("CA", "serres", "CAXQ"), "cannot be spelled", LETTERS_RULE)
    refused(state, 0, Form("CA", "serres", "CAAS"), "not in the dictionary", GOOD_WORDS)
    refused(state, 0, Form("CA", "serres", "CAS"), "not syllables of the word", RULE_P)
    refused(state, 0, Form("RE", "serres", "CASA"), "does not hold your syllable RE", RULES)


def test_the_first_word_takes_the_letters_of_the_four_furthest_regions_together() -> None:
    """ "each player must form the longest word they can with the syllable they have chosen
    and the letters from any of the four regions furthest from the sea ... leave the
    syllable in the region, and stack the letters used on top of it." CAMÍ takes arrel's M
    and fonts's I; the syllable is left in serres, the letters stacked on it."""
    state = arranged([["CA", "RE", "TA", "MA", "DE"], ["RA", "RO", "TI", "NA", "DI"]])
    state = play(state, (0, Form("CA", "serres", "CAMI")), (1, Form("RA", "altipla", "RASA")))
    assert GAME.result(state).scores == (4, 4)  # "as many markers as the word has letters"
    assert state.piles[0].region == "serres"
    assert state.piles[0].syllables == ["CA"] and state.piles[0].letters == ["M", "I"]
    assert state.contents["arrel"] == ["U"] and state.contents["fonts"] == ["R"]
    assert state.contents["serres"] == []  # RASA's S and A travel on seat 2's pile
    assert state.piles[1].letters == ["S", "A"] and state.play == 2
    assert GAME.invariants(state) == []


def test_each_letter_serves_one_word_a_round() -> None:
    """ "In each round, each letter may only be used once": the S and A CASA stacked on
    seat 1's pile serve no other word that play; revising CASA puts them back."""
    state = arranged([["CA", "RE", "TA", "MA", "DE"], ["RA", "RO", "TI", "NA", "DI"]])
    state = play(state, (0, Form("CA", "serres", "CASA")))
    seen = GAME.view(state, 1)
    assert seen["contents"]["serres"] == []  # stacked, for everyone to see
    assert seen["players"][0]["stacked"] == [
        {"region": "serres", "letter": "S"},
        {"region": "serres", "letter": "A"},
    ]
    refused(
        state, 1, Form("RA", "altipla", "RASA"), "stacked this play on the pile of seat 1", RULES
    )
    state = play(state, (0, Form("CA", "serres", "CAMI")))  # revised: S and A are free again
    state = play(state, (1, Form("RA", "altipla", "RASA")))
    assert [s.word for s in state.said] == ["CAMÍ", "RASA"]


def test_only_the_longest_word_takes_markers() -> None:
    state = arranged(
        [["CA", "RE", "TA", "MA", "DE"], ["RA", "RO", "TI", "NA", "DI"]], {"rule_p": False}
    )
    state = play(state, (0, Form("CA", "serres", "CASA")), (1, Form("RA", "serres", "RAM")))
    assert GAME.result(state).scores == (4, 0)


def test_a_word_two_players_wrote_in_a_play_counts_for_neither() -> None:
    hands = [["CA", "RE", "TA", "MA", "DE"], ["CA", "RO", "TI", "NA", "DI"]]
    state = arranged(hands, letters={"altipla": ("A", "S")})  # two S and two A this time
    state = play(state, (0, Form("CA", "serres", "CASA")), (1, Form("CA", "serres", "CASA")))
    assert GAME.result(state).scores == (0, 0)
    assert all(s.repeated and s.markers == 0 for s in state.said)
    assert state.piles[0].syllables == ["CA"] and state.piles[0].letters == []  # no word
    assert state.contents["serres"] == ["A", "S"]  # its letters go back to the regions


def test_a_digraph_tile_is_one_letter_and_one_marker() -> None:
    hands = [["CA", "RE", "TA", "MA", "DE"], ["RA", "RO", "TI", "NA", "DI"]]
    state = arranged(hands, letters={"serres": ("A", "NY")})
    state = play(state, (0, Form("CA", "serres", "CANYA")), (1, Pass("RA", "serres")))
    assert state.said[0].word == "CANYA" and GAME.result(state).scores == (4, 0)


def test_equal_most_markers_share_the_win() -> None:
    state = arranged([["CA", "RE", "TA", "MA", "DE"], ["RA", "RO", "TI", "NA", "DI"]])
    state = play(state, (0, Form("CA", "serres", "CASA")), (1, Form("RA", "serres", "RAIM")))
    while not GAME.is_over(state):
        state = play(state, (0, Pass()), (1, Pass()))
    assert GAME.result(state).scores == (4, 4) and GAME.result(state).winners == (0, 1)
    assert state.piles[0].syllables == ["CA", "RE", "TA", "MA", "DE"]


# -- The following plays ------------------------------------------------------------------------
def test_the_pile_is_dragged_one_step_nearer_the_sea_and_re_formed() -> None:
    state = arranged([["CA", "RE", "TA", "MA", "DE"], ["RA", "RO", "TI", "NA", "DI"]])
    state = play(state, (0, Form("CA", "serres", "CASA")), (1, Form("RA", "altipla", "RAIM")))
    # serres's neighbours: garriga (3 steps from the sea) and altipla (4: no nearer).
    assert GAME.regions_for(state, 0) == ("garriga",)
    refused(state, 0, Form("TA", "altipla", "CASETA"), "fifth play", RULES)
    refused(state, 0, Form("TA", "cor", "CASETA"), "adjacent region", RULES)
    refused(state, 0, Form("CA", "garriga", "CASETA"), "no two-letter syllable CA", PREPARATION)
    # The pile (CA S A), the new syllable TA and garriga's E T: CA-SE-TA, garriga's E
    # stacked on the pile (its T stays).
    state = play(state, (0, Form("TA", "garriga", "CASETA")), (1, Pass("RO", "garriga")))
    assert GAME.result(state).scores == (10, 4)
    assert state.piles[0].syllables == ["CA", "TA"] and state.piles[0].letters == ["S", "E"]
    assert state.contents["garriga"] == ["T"]
    assert state.letters_aside == ["A"]  # the pile's A the new word left out
    # A player with no word still goes nearer the sea, the syllable joining the pile.
    assert state.piles[1].region == "garriga"
    assert state.piles[1].syllables == ["RA", "RO"] and state.piles[1].letters == ["I", "M"]
    assert GAME.invariants(state) == []


def test_the_time_running_out_is_no_word_with_the_first_choices() -> None:
    state = arranged([["CA", "RE", "TA", "MA", "DE"], ["RA", "RO", "TI", "NA", "DI"]])
    state = play(state, (0, Form("CA", "serres", "CASA")))
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 120
    state = play(state, (None, TimeUp(timer.key)))
    assert state.piles[1].region == LAND.furthest_from_sea[0]
    assert state.piles[1].syllables == ["RA"] and len(state.hands[1]) == 4
    assert GAME.result(state).scores == (4, 0)


def test_every_pile_reaches_the_sea_by_the_fifth_play() -> None:
    for seed in range(3):
        match = autoplay(GAME, 3, seed, strengths=["easy", "medium", "hard"])
        state = match.state
        assert GAME.is_over(state) and GAME.invariants(state) == []
        assert all(p.region == LAND.maritime for p in state.piles)
        assert all(not h for h in state.hands) and len(state.said) == 15
        walks = [[s.region for s in state.said if s.seat == seat] for seat in range(3)]
        assert all([LAND.distance(r) for r in walk] == [4, 3, 2, 1, 0] for walk in walks)


# -- Views, moves -------------------------------------------------------------------------------
def test_a_sealed_word_is_secret_until_everyone_has_played() -> None:
    state = arranged([["CA", "RE", "TA", "MA", "DE"], ["RA", "RO", "TI", "NA", "DI"]])
    state = play(state, (0, Form("CA", "serres", "CASA")))
    assert GAME.secrets(state) == {0: {"CASA"}}
    assert "CASA" not in str(GAME.view(state, 1)) and "CASA" not in str(GAME.view(state, None))
    assert GAME.view(state, 0)["you"]["sealed"]["word"] == "CASA"
    assert GAME.view(state, 1)["players"][0]["sealed"] is True
    # A sealed play may change until the play is shown; then the words are public.
    state = play(state, (0, Form("CA", "serres", "CASA")), (1, Pass("RA", "serres")))
    assert GAME.secrets(state) == {}
    assert GAME.view(state, 1)["last_play"][0]["word"] == "CASA"


def test_a_sealed_play_may_change_until_shown_but_a_pass_is_final() -> None:
    hands = [["CA", "RE", "TA", "MA", "DE"], ["RA", "RO", "TI", "NA", "DI"]]
    state = arranged([*hands, ["LI", "NO", "PA", "SA", "VE"]], {"rule_p": False})
    state = play(state, (0, Form("CA", "serres", "CAS")), (0, Form("CA", "serres", "CASA")))
    state = play(state, (1, Pass("RA", "altipla")))
    refused(state, 1, Form("RA", "serres", "RASA"), "you passed", RULES)
    refused(state, 0, Pass("CA", "serres"), "already sealed", RULES)
    state = play(state, (0, Form("CA", "serres", "CASA")))  # still open: seat 0 may revise
    assert state.play == 1 and GAME.to_act(state) == [2]
    timer = GAME.timer(state)
    assert timer is not None
    state = play(state, (None, TimeUp(timer.key)))
    assert [s.word for s in state.said] == ["CASA", "", ""] and state.piles[1].region == "altipla"


def test_typed_moves() -> None:
    state = GAME.setup(2, None, seed=1)
    assert GAME.parse_move(state, 0, "form ca Serres casa") == Form("ca", "serres", "casa")
    assert GAME.parse_move(state, 0, "pass") == Pass()
    assert GAME.parse_move(state, 0, "pass ca serres") == Pass("ca", "serres")
    with pytest.raises(IllegalMove):
        GAME.parse_move(state, 0, "form casa")


def test_tags_follow_the_rulebook() -> None:
    assert situations("ByeByegrama") == ("for experts",)
    assert "for experts" in GAME.meta.tags and "simultaneous" in GAME.meta.tags


# -- Bots ---------------------------------------------------------------------------------------
def test_bots_play_legal_moves() -> None:
    state = GAME.setup(4, None, seed=5)
    for seat, strength in enumerate(("easy", "medium", "hard", "hard")):
        move = ByeBot(strength).choose(GAME, state, seat, Rng.from_seed(seat))
        state = GAME.apply(state, seat, move)
    assert state.play == 2 and GAME.invariants(state) == []


@pytest.mark.slow
def test_hard_beats_easy_in_most_games() -> None:
    wins = 0
    for seed in range(10):
        match = autoplay(GAME, 2, seed, strengths=["easy", "hard"])
        scores = GAME.result(match.state).scores
        wins += scores[1] > scores[0]
    assert wins >= 8, wins
