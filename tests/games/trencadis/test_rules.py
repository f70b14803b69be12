"""Trencadís rules, one behaviour per test, named after the rulebook's sections."""

from __future__ import annotations

import json

import pytest

from logomachy.games.trencadis import (
    GAME,
    Allow,
    ChallengeWord,
    Explain,
    GiveUp,
    Phase,
    Place,
    Spell,
    Verdict,
    Vote,
    Withdraw,
    Write,
)
from logomachy.kernel import IllegalMove, TimeUp

from .helpers import play, table


# -- Setting up the game -----------------------------------------------------------------------
@pytest.mark.parametrize(("seats", "size"), [(2, 10), (3, 12), (4, 14), (5, 16)])
@pytest.mark.parametrize("lang", ["en", "es", "ca"])
def test_mosaic_size_and_special_card_by_language(seats: int, size: int, lang: str) -> None:
    state = GAME.setup(seats, {"lang": lang}, seed=seats)
    assert len(state.mosaic) == size
    specials = [c.letter for c in state.mosaic if c is not None and c.special]
    assert specials == {"en": [], "es": ["Ñ"], "ca": ["Ç"]}[lang]
    assert len(set(state.prompts)) == 6
    assert state.tokens.supply == [12] * seats
    assert len(state.deck) == 49 - (size - len(specials))


def test_player_count_and_options_are_checked() -> None:
    with pytest.raises(IllegalMove, match="2 to 5 players"):
        GAME.setup(6, {}, seed=0)
    with pytest.raises(IllegalMove, match="lang"):
        GAME.setup(3, {"lang": "fr"}, seed=0)
    with pytest.raises(IllegalMove, match="unknown option"):
        GAME.setup(3, {"colour": "red"}, seed=0)


def test_the_same_seed_gives_the_same_table() -> None:
    a, b = GAME.setup(4, {"lang": "es"}, 9), GAME.setup(4, {"lang": "es"}, 9)
    assert a == b and a != GAME.setup(4, {"lang": "es"}, 10)


# -- Word-building phase -------------------------------------------------------------------------
def test_the_first_to_finish_turns_the_timer_and_cannot_change_their_word() -> None:
    state = table("AVITSCEEKDLO")
    assert GAME.timer(state) is None
    state = play(state, (1, Write("pilot")))
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 30
    with pytest.raises(IllegalMove, match="no longer change"):
        GAME.apply(state, 1, Write("cloud"))
    state = play(state, (2, Write("wing")), (2, Write("runway")))  # others may change theirs
    assert state.writing is not None and state.writing.entries[2] == "RUNWAY"


def test_a_word_not_finished_when_the_timer_runs_out_does_not_count() -> None:
    state = table("AVITSCEEKDLO")
    state = play(state, (0, Write("pilot")), (1, Write("cloud")))
    timer = GAME.timer(state)
    assert timer is not None
    with pytest.raises(IllegalMove, match="not running"):
        GAME.apply(state, None, TimeUp("r9:after-first"))  # a stale timer changes nothing
    state = GAME.apply(state, None, TimeUp(timer.key))
    assert state.answer(2).verdict is Verdict.NONE
    assert state.placement_order == [1, 0]  # seat 2 has no word to place
    with pytest.raises(IllegalMove, match="not the time"):
        GAME.apply(state, 2, Write("late"))


@pytest.mark.parametrize(
    ("word", "reason"),
    [
        ("two words", "exactly one word"),
        ("", "exactly one word"),
        ("r2d2", "letters only"),
        ("полёт", "letters of the language"),
        ("x" * 41, "at most 40"),
        ("flight", "variation on the prompt"),
        ("Flights", "variation on the prompt"),
    ],
)
def test_the_referee_refuses_what_a_rule_decides(word: str, reason: str) -> None:
    with pytest.raises(IllegalMove, match=reason) as refused:
        GAME.apply(table("AVITSCEEKDLO"), 0, Write(word))
    assert refused.value.rule == "valid words"


def test_a_word_used_in_an_earlier_round_is_refused_automatically() -> None:
    state = table("AVITSCEEKDLO", seats=2)
    state = play(state, (0, Write("pilot")), (1, Write("cloud")), (0, Allow()))
    state = play(state, (1, GAME.default_placement(state, 1)))
    # Seat 1 revealed CLOUD and placed; now seat 0 (the fastest) reveals PILOT.
    state = play(state, (1, Allow()))
    state = play(state, (0, GAME.default_placement(state, 0)))
    assert state.round == 2
    with pytest.raises(IllegalMove, match="already used in round 1"):
        GAME.apply(state, 1, Write("Pilot"))
    state = play(state, (1, Write("wing")))  # a word nobody used is fine


def test_giving_up_counts_as_done_and_places_nothing() -> None:
    state = table("AVITSCEEKDLO", seats=2)
    state = play(state, (0, GiveUp()), (1, Write("cloud")))
    assert state.placement_order == [1] and state.stage is Phase.REVEAL


# -- Placement phase -----------------------------------------------------------------------------
def test_tokens_follow_the_letters_on_the_table_in_order() -> None:
    state = table("AVITSCEEKDLO", round_=2)
    state = play(state, (0, Write("aviation")), (1, GiveUp()), (2, GiveUp()))
    state = play(state, (1, Allow()), (2, Allow()))
    assert GAME.letters_on_table(state, 0) == ["A", "V", "I", "A", "T", "I", "O"]
    with pytest.raises(IllegalMove, match="7 letters"):
        GAME.apply(state, 0, Place((0, 1)))
    with pytest.raises(IllegalMove, match="not a letter V"):
        GAME.apply(state, 0, Place((0, 0, 2, 0, 3, 2, 11)))
    with pytest.raises(IllegalMove, match="it is seat 1's turn"):
        GAME.apply(state, 1, Place((0, 1, 2, 0, 3, 2, 11)))
    # The fastest (seat 0) puts 2 tokens on the first letter of the word on the table.
    state = GAME.apply(state, 0, Place((0, 1, 2, 0, 3, 2, 11)))
    assert state.tokens.placed_by(0) == {0: 3, 1: 1, 2: 2, 3: 1, 11: 1}


def test_an_optional_placement_timer_places_by_default_when_it_runs_out() -> None:
    assert (
        GAME.timer(
            play(
                table("PILOTAVSCEEK", seats=2),
                (0, Write("pilot")),
                (1, Write("cloud")),
                (0, Allow()),
            )
        )
        is None
    )  # none by default
    state = table("PILOTAVSCEEK", seats=2, place_seconds=45)
    state = play(state, (0, Write("pilot")), (1, Write("cloud")), (0, Allow()))
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 45 and state.stage is Phase.PLACE
    state = GAME.apply(state, None, TimeUp(timer.key))
    assert state.tokens.placed_by(1) == {8: 1, 2: 1, 3: 1}  # CLOUD: C, L, O on the table


def test_perfect_word_scores_the_efficiency_bonus() -> None:
    state = table("PILOTAVSCEEK", seats=2)
    state = play(state, (0, Write("pilot")), (1, Write("cloud")), (0, Allow()))
    state = play(state, (1, GAME.default_placement(state, 1)), (1, Allow()))
    state = play(state, (0, GAME.default_placement(state, 0)))
    assert state.answer(0, 1).perfect and not state.answer(1, 1).perfect  # no U, no D
    assert GAME.score_sheet(state, 0)["efficiency"] == 4


def test_out_of_tokens_a_placed_token_is_picked_up_and_reused() -> None:
    state = table("ABCDEFGHIJKL", seats=2, round_=2)
    state.tokens.place(0, 11, 11)  # seat 0 has one token left in supply, 11 on the L card
    state = play(state, (0, Write("abcde")), (1, GiveUp()), (0, Spell()), (1, Allow()))
    state = GAME.apply(state, 0, Place((0, 1, 2, 3, 4), pickup=(11,)))
    assert state.tokens.supply[0] == 0
    assert state.tokens.placed_by(0) == {0: 2, 1: 1, 2: 1, 3: 1, 4: 1, 11: 6}


# -- Challenging a word ----------------------------------------------------------------------------
def _challenged(seats: int = 3) -> object:
    state = table("AVITSCEEKDLO", seats=seats)
    moves = [(0, Write("pilot"))] + [
        (s, Write(w)) for s, w in zip(range(1, seats), ["cloud", "wing"], strict=False)
    ]
    return play(state, *moves)


def test_a_rejected_word_places_nothing_and_loses_its_bonuses() -> None:
    state = _challenged()
    # Order: 1, 2, 0. Seat 1 reveals CLOUD; seat 2 challenges it.
    state = play(state, (2, ChallengeWord("not related to the prompt")), (0, Allow()))
    assert state.stage is Phase.EXPLAIN and GAME.to_act(state) == [1]
    state = play(state, (1, Explain("clouds are where you fly")))
    state = play(state, (0, Vote(False)), (1, Vote(True)), (2, Vote(False)))
    assert state.answer(1).verdict is Verdict.REJECTED
    assert state.tokens.placed_by(1) == {} and state.placing == 2


def test_a_failed_challenge_costs_half_the_challengers_tokens_rounded_up() -> None:
    state = _challenged()
    state.tokens.place(2, 0, 3)  # the challenger has 3 tokens on cards: owes 2
    state = play(state, (2, ChallengeWord("spelling")), (0, Allow()), (1, Explain("")))
    state = play(state, (0, Vote(True)), (1, Vote(True)), (2, Vote(False)))
    assert state.stage is Phase.WITHDRAW and GAME.to_act(state) == [2]
    with pytest.raises(IllegalMove, match="exactly 2"):
        GAME.apply(state, 2, Withdraw((0,)))
    with pytest.raises(IllegalMove, match="not have that many"):
        GAME.apply(state, 2, Withdraw((5, 5)))
    state = GAME.apply(state, 2, Withdraw((0, 0)))
    assert state.tokens.placed_by(2) == {0: 1} and state.tokens.supply[2] == 11
    assert state.stage is Phase.PLACE and state.placing == 1


def test_a_tied_vote_in_a_two_player_game_is_decided_at_random() -> None:
    outcomes = set()
    for seed in range(12):
        state = table("AVITSCEEKDLO", seats=2)
        state.rng.state = seed
        state = play(
            state,
            (0, Write("pilot")),
            (1, Write("cloud")),
            (0, ChallengeWord("no")),
            (1, Explain("")),
            (0, Vote(False)),
            (1, Vote(True)),
        )
        assert state.challenge is None or state.stage is Phase.PLACE
        outcomes.add(state.answer(1).verdict)
    assert outcomes == {Verdict.VALID, Verdict.REJECTED}


# -- Card-claiming phase and the end ----------------------------------------------------------
def _round(state: object, words: list[str]) -> object:
    """Everyone writes (seat 0 first), keeps it as written, nobody challenges, everyone places
    by default."""
    for seat, word in enumerate(words):
        state = GAME.apply(state, seat, Write(word) if word else GiveUp())
    while state.stage in (Phase.SPELL, Phase.REVEAL, Phase.PLACE):  # type: ignore[attr-defined]
        if state.stage is Phase.SPELL:  # type: ignore[attr-defined]
            state = GAME.apply(state, GAME.to_act(state)[0], Spell())  # kept as written
        elif state.stage is Phase.REVEAL:  # type: ignore[attr-defined]
            for seat in GAME.to_act(state):
                state = GAME.apply(state, seat, Allow())
        else:
            seat = GAME.to_act(state)[0]
            state = GAME.apply(state, seat, GAME.default_placement(state, seat))
    return state


def test_cards_are_claimed_only_after_rounds_1_3_and_6() -> None:
    state = table("ABCDEFGHIJ", seats=2)
    state = _round(state, ["bad", ""])  # round 1: seat 0 wins A, B, D
    assert len(state.won[0]) == 3
    state = _round(state, ["", "hij"])  # round 2: no claim, tokens stay
    assert state.won[1] == [] and state.tokens.placed_by(1)
    state = _round(state, ["", ""])  # round 3: claim
    assert len(state.won[1]) == 3 and state.answer(1, 3).claimed == 3
    assert GAME.score_sheet(state, 1)["claiming"] == 3 * 2


def test_the_game_ends_after_six_rounds_and_fewer_cards_break_a_tie() -> None:
    state = table("ABCDEFGHIJ", seats=2)
    for _ in range(6):
        state = _round(state, ["", ""])
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result.scores == (0, 0) and result.winners == (0, 1)  # still tied: shared
    from logomachy.games.trencadis.edition import LetterCard

    state.won[0] = [LetterCard("K", 3)]
    state.won[1] = [LetterCard("A", 1)] * 3
    state.sheets[0][0].claimed, state.sheets[1][0].claimed = 1, 3
    result = GAME.result(state)  # 3 + 1 = 4 against 3 + 3 = 6
    assert result.scores == (4, 6) and result.winners == (1,) and not result.tiebreak
    state.won[1] = [LetterCard("K", 3)]
    state.sheets[1][0].claimed = 1
    state.won[0] = [LetterCard("A", 1)] * 2
    state.sheets[0][0].claimed = 2
    result = GAME.result(state)  # 2 + 2 = 4 against 3 + 1 = 4: seat 1 has fewer cards
    assert result.scores == (4, 4) and result.winners == (1,)
    assert result.tiebreak == "fewer letter cards"


# -- Views -----------------------------------------------------------------------------------------
def test_views_hide_unrevealed_words_from_others_and_spectators() -> None:
    state = play(table("AVITSCEEKDLO"), (0, Write("pilot")), (1, Write("cloud")))
    mine, other, spectator = (json.dumps(GAME.view(state, s)) for s in (0, 2, None))
    assert "PILOT" in mine and "CLOUD" not in mine
    assert "PILOT" not in other and "PILOT" not in spectator
    state = play(state, (2, Write("wing")))  # placement: seat 1 reveals CLOUD first
    assert "CLOUD" in json.dumps(GAME.view(state, None))
    assert "PILOT" not in json.dumps(GAME.view(state, None))
    assert "PILOT" not in json.dumps([e.text for e in GAME.visible_events(state, 1)])
