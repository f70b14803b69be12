"""SVeVograma (rulebook: SVeVograma): every rule, refusal and reading."""

from __future__ import annotations

from collections import Counter

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.verbalia.coast.svevograma import SvevoBot
from logomachy.games.verbalia.coast import svevograma as sv
from logomachy.games.verbalia.coast.svevograma import (
    GAME,
    GOOD_WORDS,
    LETTERS_RULE,
    REPEAT_RULE,
    RULES,
    Add,
    Decline,
    Lengthen,
    Pass,
    SvevogramaState,
)
from logomachy.games.verbalia.pieces.country import country
from logomachy.games.verbalia.pieces.verbigracia import situations
from logomachy.kernel import IllegalMove, Move, Rng, TimeUp
from logomachy.terminal import render


def play(state: SvevogramaState, *moves: tuple[int | None, Move]) -> SvevogramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
        assert GAME.invariants(state) == []
    return state


def fresh(seats: int = 3) -> SvevogramaState:
    """Seed 1: la Plana holds an A, l'Arrel no vowel."""
    state = GAME.setup(seats, None, seed=1)
    assert state.regions["plana"] == ["A"] and state.regions["arrel"] == []
    return state


def lay(state: SvevogramaState, region: str, tiles: list[str], word: str) -> None:
    """Put consonants from the middle in a region by hand (a test's own board)."""
    for tile in tiles:
        state.middle.remove(tile)
    state.regions[region] += tiles
    state.words[region] = word


#: Three four-or-fewer-letter words in la Plana: PA, PLA, PALS (PLANS is then one N away).
PALS = (
    (0, Add("P", "plana", "PA")),
    (1, Add("L", "plana", "PLA")),
    (2, Add("S", "plana", "PALS")),
)


def test_ten_vowels_one_a_region_and_the_consonants_in_the_middle() -> None:
    state = GAME.setup(5, None, seed=7)
    vowels = [t[0] for t in state.regions.values() if t]
    assert sorted(vowels) == sorted("AEIOU" * 2)  # two sets of five
    assert all(len(t) <= 1 for t in state.regions.values())  # each in a different region
    assert sum(not t for t in state.regions.values()) == len(country().ids) - 10
    assert len(state.middle) == 120 and Counter(state.middle)["QU"] > 0
    assert GAME.invariants(state) == []
    assert GAME.meta.min_players == 3 and GAME.meta.max_players == 5
    assert GAME.meta.tags[:1] == ("verbàlia",) and set(situations("SVeVograma")) <= set(
        GAME.meta.tags
    )


def test_a_consonant_a_turn_and_short_words_count_nothing() -> None:
    state = fresh()
    before = Counter(state.middle)
    state = play(state, *PALS)
    assert state.regions["plana"] == ["A", "P", "L", "S"] and state.words["plana"] == "PALS"
    assert before - Counter(state.middle) == Counter("PLS")
    assert state.noted == [] and state.offer is None and state.turn == 0
    assert GAME.result(state).scores == (0, 0, 0)


def test_reading_the_letters_of_a_region_form_the_word_in_any_order() -> None:
    # Reading: a region's letters are an anagram of its word, whatever the order placed.
    state = play(fresh(), (0, Add("P", "plana", "PA")))
    for word in ("PAS", "SAP"):
        after = GAME.apply(state, 1, Add("S", "plana", word))
        assert after.words["plana"] == word and after.penalties == [0, 0, 0]
    with pytest.raises(IllegalMove, match="every letter there") as refused:
        GAME.apply(state, 1, Add("S", "plana", "AS"))  # the P is in the region: it is in it
    assert refused.value.rule == RULES


def test_a_noted_word_is_offered_first_to_its_maker_who_may_lengthen_it() -> None:
    state = play(fresh(), *PALS, (0, Add("N", "plana", "PLANS")))
    assert [n.word for n in state.noted] == ["PLANS"]
    assert state.offer is not None and state.offer.asked == 0 and GAME.to_act(state) == [0]
    assert GAME.view(state, 0)["you"]["actions"] == ["lengthen", "decline"]
    # Reading: the improved word is noted and offered again from its improver; PLANTS has no
    # improvement, so the offer closes at once and the improver keeps the consonants.
    state = play(state, (0, Lengthen("T", "PLANTS")))
    assert [n.word for n in state.noted] == ["PLANS", "PLANTS"] and state.noted[1].improves
    assert state.offer is None and state.regions["plana"] == ["A"] and "plana" not in state.words
    assert sorted(state.kept[0]) == ["L", "N", "P", "S", "T"]
    assert GAME.result(state).scores == (5, 0, 0)
    assert state.turn == 1  # the turn goes on to the left of the one who formed PLANS


def test_the_offer_goes_to_the_left_and_the_one_who_lengthens_keeps_the_word() -> None:
    state = play(fresh(), *PALS, (0, Add("N", "plana", "PLANS")), (0, Decline()))
    assert state.offer is not None and state.offer.asked == 1
    with pytest.raises(IllegalMove, match="seat 2's turn"):
        GAME.apply(state, 0, Lengthen("T", "PLANTS"))
    with pytest.raises(IllegalMove, match="not the time to add: now lengthen or decline"):
        GAME.apply(state, 1, Add("T", "fonts", "TA"))
    state = play(state, (1, Lengthen("T", "PLANTS")))
    assert len(state.kept[1]) == 5 and state.kept[0] == [] and state.turn == 1


def test_reading_a_word_nobody_improves_is_its_makers() -> None:
    state = play(fresh(), *PALS, (0, Add("N", "plana", "PLANS")))
    assert GAME.lengthenings(state)  # PLANTS was there to be found
    state = play(state, (0, Decline()), (1, Decline()), (2, Decline()))
    assert state.offer is None and sorted(state.kept[0]) == ["L", "N", "P", "S"]
    assert state.regions["plana"] == ["A"]  # "the vowel may then be used to form new words"
    assert GAME.result(state).scores == (4, 0, 0) and state.turn == 1


def test_reading_an_incorrect_improvement_takes_a_penalty_and_passes_the_offer_on() -> None:
    state = play(fresh(), *PALS, (0, Add("N", "plana", "PLANS")))
    state = play(state, (0, Lengthen("C", "PLANCS")))  # not in the dictionary
    assert state.penalties == [1, 0, 0] and state.offer is not None and state.offer.asked == 1
    assert state.regions["plana"] == ["A", "P", "L", "S", "N"]  # the C went back
    assert state.log[-1].data["rule"] == GOOD_WORDS
    assert GAME.result(state).scores == (-4, 0, 0)


def test_an_incorrect_word_loses_the_turn_and_takes_a_penalty_marker() -> None:
    state = fresh()
    before = Counter(state.middle)
    state = play(state, (0, Add("P", "plana", "AP")))
    assert state.penalties == [1, 0, 0] and state.turn == 1
    assert Counter(state.middle) == before and state.regions["plana"] == ["A"]
    assert state.log[-1].data["rule"] == GOOD_WORDS
    # Cannot form a word: the same.
    state = play(state, (1, Pass()))
    assert state.penalties == [1, 1, 0] and state.turn == 2
    assert GAME.result(state).breakdown[0] == {"consonants": 0, "penalties": -4}


def test_no_word_of_five_letters_or_more_is_repeated() -> None:
    state = play(fresh(), *PALS, (0, Add("N", "plana", "PLANS")))
    state = play(state, (0, Decline()), (1, Decline()), (2, Decline()))
    # Another A region, built up to PALS by hand: PLANS there again is an incorrect word.
    lay(state, "fonts", ["P", "L", "S"], "PALS")
    state = play(state, (1, Add("N", "fonts", "PLANS")))
    assert state.penalties == [0, 1, 0] and state.log[-1].data["rule"] == REPEAT_RULE
    assert sv.open_builds(state.regions["fonts"], Counter(state.middle), state.noted_codes)
    assert all(
        b.word != "PLANS"
        for b in sv.open_builds(state.regions["fonts"], Counter(state.middle), state.noted_codes)
    )
    # Short words may come again (PA, formed in la Plana before); PLATS is new, and noted.
    state = play(state, (2, Add("P", "plana", "PA")), (0, Add("T", "fonts", "PLATS")))
    assert state.penalties == [0, 1, 0] and state.noted[-1].word == "PLATS"


def test_refusals_name_their_rule() -> None:
    state = fresh()
    for move, reason, rule in [
        (Add("K", "plana", "KA"), "not a consonant tile", LETTERS_RULE),
        (Add("E", "plana", "AE"), "not a consonant tile", LETTERS_RULE),
        (Add("S", "arrel", "S"), "has no vowel", RULES),
        (Add("S", "nowhere", "AS"), "not a region", RULES),
        (Add("S", "plana", "WAS"), "no K, W", LETTERS_RULE),
        (Add("P", "plana", "PAN"), "every letter there", RULES),
        (Lengthen("S", "AS"), "not the time to lengthen: now add or pass", RULES),
    ]:
        with pytest.raises(IllegalMove) as refused:
            GAME.apply(state, 0, move)
        assert reason in refused.value.reason and refused.value.rule == rule, move
    with pytest.raises(IllegalMove, match="seat 1's turn"):
        GAME.apply(state, 1, Add("S", "plana", "AS"))
    state.middle = [t for t in state.middle if t != "Ç"]
    with pytest.raises(IllegalMove, match="no Ç left"):
        GAME.apply(state, 0, Add("Ç", "plana", "ÇA"))


def test_the_game_ends_when_no_consonants_are_left_and_scores_them() -> None:
    state = fresh()
    lay(state, "plana", ["P", "L", "S"], "PALS")
    state.kept[2] = [t for t in state.middle if t != "N"] + ["N"] * (state.middle.count("N") - 1)
    state.middle = ["N"]
    state = play(state, (0, Add("N", "plana", "PLANS")))  # no consonant to lengthen it
    assert GAME.is_over(state) and "no consonants" in state.log[-1].text
    result = GAME.result(state)
    assert result.scores == (4, 0, 116) and result.winners == (2,)
    assert result.breakdown[0] == {"consonants": 4, "penalties": 0}


def test_the_game_ends_when_no_word_can_be_built() -> None:
    # The dictionary settles "no more words can be built": every vowel alone, and in the
    # middle only a Z (no two-letter word has one) — a test's own middle, the rest kept.
    state = fresh()
    lay(state, "plana", ["P"], "PA")  # ... but PA with a Z is no word either
    state.kept[0], state.middle = [t for t in state.middle if t != "Z"], ["Z"]
    assert not GAME.can_build(state)
    state.middle = ["NY"]
    assert GAME.can_build(state)  # NYU in a U region
    state.middle = ["Z"]
    state = GAME.apply(state, 0, Pass())
    assert GAME.is_over(state) and "no more words can be built" in state.log[-1].text
    # Reading: the P of PA, still on the board, is nobody's.
    assert state.regions["plana"] == ["A", "P"]
    assert GAME.result(state).scores == (len(state.kept[0]) - 4, 0, 0)


def test_a_full_circle_of_turns_without_a_word_ends_the_game() -> None:
    state = play(fresh(), (0, Pass()), (1, Pass()))
    assert not GAME.is_over(state)
    state = play(state, (2, Pass()))
    assert GAME.is_over(state) and GAME.result(state).scores == (-4, -4, -4)
    assert GAME.result(state).winners == (0, 1, 2)  # a tie shares the win


def test_time_up_is_no_word_on_a_turn_and_a_decline_on_an_offer() -> None:
    state = fresh()
    with pytest.raises(IllegalMove, match="timer"):
        GAME.apply(state, None, TimeUp("t9"))
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == sv.TURN_SECONDS
    state = GAME.apply(state, None, TimeUp(timer.key))
    assert state.penalties == [1, 0, 0] and state.turn == 1
    state = play(
        state,
        (1, Add("P", "plana", "PA")),
        (2, Add("L", "plana", "PLA")),
        (0, Add("S", "plana", "PALS")),
        (1, Add("N", "plana", "PLANS")),
    )
    timer = GAME.timer(state)
    assert timer is not None and timer.label == "improve"
    state = GAME.apply(state, None, TimeUp(timer.key))
    assert state.offer is not None and state.offer.asked == 2 and state.penalties[1] == 0


def test_typed_moves_views_and_render() -> None:
    state = fresh()
    assert GAME.parse_move(state, 0, "add p plana pa") == Add("p", "plana", "pa")
    assert GAME.parse_move(state, 0, "lengthen t plants") == Lengthen("t", "plants")
    assert GAME.parse_move(state, 0, "decline") == Decline()
    assert GAME.parse_move(state, 0, "pass") == Pass()
    with pytest.raises(IllegalMove):
        GAME.parse_move(state, 0, "add p")
    view = GAME.view(state, 1)
    assert view["you"] == {"seat": 1, "to_act": False, "actions": []}
    assert view["contents"]["plana"] == ["A"] and view["middle"]["S"] > 0
    assert "add LETTER REGION WORD" in render(GAME, GAME.view(state, 0))


def test_bots_play_legal_moves_on_turns_and_offers() -> None:
    state = play(fresh(), *PALS)
    for strength in ("easy", "medium", "hard"):
        move = SvevoBot(strength).choose(GAME, state, 0, Rng.from_seed(1))
        assert isinstance(move, Add)
        after = GAME.apply(state, 0, move)
        assert after.penalties == [0, 0, 0]
    offered = play(state, (0, Add("N", "plana", "PLANS")))
    move = SvevoBot("hard").choose(GAME, offered, 0, Rng.from_seed(1))
    assert move == Lengthen("T", "PLANTS")
    # Hard takes a noted word when there is one (PALS with an N, T, C, F, M or P).
    best = SvevoBot("hard").choose(GAME, state, 0, Rng.from_seed(2))
    assert isinstance(best, Add) and len(best.word) >= sv.NOTED


def test_hard_leaves_no_four_letter_word_the_next_player_can_note() -> None:
    pals = next(b for b in sv.builds(("A", "L", "P")) if b.word == "PALS")
    middle = Counter(sv.consonants())
    assert SvevoBot.value(pals, middle, set()) == -5  # PLANS, PLATS ... for the next player
    assert SvevoBot.value(pals, Counter({"S": 1, "B": 1}), set()) == 0  # nothing to note
    plans = next(b for b in sv.builds(("A", "L", "P", "S")) if b.word == "PLANS")
    assert SvevoBot.value(plans, middle, set()) == 4  # its four consonants


@pytest.mark.slow
def test_hard_beats_easy_in_most_games() -> None:
    wins = 0
    games = 12
    for seed in range(games):
        match = autoplay(GAME, 3, seed, strengths=["easy", "hard", "easy"])
        wins += GAME.result(match.state).winners == (1,)
    assert wins >= 10, f"hard won {wins} of {games}"
