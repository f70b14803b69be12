"""EsBartigrama, rule by rule (rulebook section EsBartigrama; ABC B, L, N), team play, and each
reading of its docstring. The rulebook gives no worked example for this game; its scoring
table is checked as printed."""

from __future__ import annotations

from collections import Counter

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.chains.esbartigrama import (
    GAME,
    RULES,
    SCORES,
    TEAM_RULE,
    EsBartigramaState,
    Finish,
    SetAside,
    Write,
    chain_points,
    team_pile,
    team_seats,
)
from logomachy.games.verbalia.pieces.letters import letter_counts
from logomachy.kernel import IllegalMove, Move, Rng, TimeUp
from logomachy.terminal import render


def fresh(seats: int = 6, **options: object) -> EsBartigramaState:
    return GAME.setup(seats, options, seed=1)


def play(state: EsBartigramaState, *moves: tuple[int | None, Move]) -> EsBartigramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def refused(state: EsBartigramaState, seat: int, move: Move, rule: str = RULES) -> str:
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(state, seat, move)
    assert caught.value.rule == rule
    return str(caught.value)


def time_up(state: EsBartigramaState) -> EsBartigramaState:
    timer = GAME.timer(state)
    assert timer is not None
    return GAME.apply(state, None, TimeUp(timer=timer.key))


#: A chain of four letters, S E R T, each word holding every letter so far.
FOUR = (
    (0, Write("casa", "S")),
    (1, Write("cases", "E")),
    (2, Write("serra", "R")),
    (0, Write("resta", "T")),
)


def test_two_teams_of_at_least_three_the_two_sides_of_the_table() -> None:
    for seats in range(6, 13):
        first, second = team_seats(seats)
        assert first + second == tuple(range(seats))
        assert len(first) >= 3 and len(second) >= 3 and len(first) - len(second) in (0, 1)
    assert team_seats(7) == ((0, 1, 2, 3), (4, 5, 6))
    with pytest.raises(IllegalMove):
        GAME.setup(5, {}, seed=1)
    with pytest.raises(IllegalMove):
        GAME.setup(13, {}, seed=1)


def test_both_teams_play_at_once_and_any_member_may_move() -> None:
    state = fresh(7)
    assert GAME.to_act(state) == list(range(7))
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 300  # "for five minutes"
    state = play(state, (3, Write("casa", "S")), (5, Write("mesa", "M")), (1, Write("cases", "E")))
    assert state.teams[0].letters == ["S", "E"] and state.teams[1].letters == ["M"]
    assert [s for s, _ in state.teams[0].words] == [3, 1]


def test_the_piles_are_identical_halves_of_every_letter() -> None:
    """ "The letters are separated into two groups with exactly the same letters": every count
    of the set is even, so each pile holds exactly half of each letter, X, Z and NY too."""
    state = fresh()
    assert state.teams[0].pile == state.teams[1].pile == team_pile()
    pile = Counter(team_pile())
    assert pile + pile == Counter(letter_counts())
    assert pile["X"] == pile["Z"] == pile["NY"] == 1
    state = play(state, (0, Write("xerraire", "X")))
    assert state.teams[0].letters == ["X"] and "X" not in state.teams[0].pile
    assert "no letter X" in refused(state, 0, Write("xerraire", "X"))


def test_each_word_holds_every_letter_of_the_chain_with_repeats() -> None:
    state = play(fresh(), *FOUR[:3])
    assert state.teams[0].letters == ["S", "E", "R"]
    assert "lacks R" in refused(state, 1, Write("cases", "A"))
    assert "lacks S" in refused(state, 1, Write("pera", "A"))
    # Two Ss taken need two Ss in the word.
    state = play(fresh(), (0, Write("casa", "S")), (0, Write("sastre", "S")))
    assert "lacks S" in refused(state, 0, Write("resta", "T"))


def test_refusals_letter_dictionary_and_set() -> None:
    state = fresh()
    assert "take a letter" in refused(state, 0, Write("casa", ""))
    bad = refused(state, 0, Write("casrts", "S"), rule="ABC B: good words")
    assert "not in the dictionary" in bad
    assert "no K, W" in refused(state, 0, Write("kiwi", "I"), rule="ABC L: letters")
    assert "no chain to set aside" in refused(state, 0, SetAside())
    with pytest.raises(IllegalMove, match="seat"):
        GAME.apply(state, None, Write("casa", "S"))


def test_the_letter_is_taken_from_the_teams_own_pile() -> None:
    state = play(fresh(), (0, Write("casa", "S")))
    assert state.teams[0].pile.count("S") == team_pile().count("S") - 1
    assert state.teams[1].pile == team_pile()
    # The last Ç of a pile: then it is gone for the round.
    state = play(fresh(), (0, Write("caça", "Ç")))
    assert "no letter Ç" in refused(play(state, (0, SetAside())), 0, Write("caça", "Ç"))


def test_two_teammates_at_once_the_second_sees_the_chain_as_it_now_is() -> None:
    state = fresh()
    step = state.teams[0].step
    state = play(state, (0, Write("casa", "S", step=step)))
    message = refused(state, 1, Write("sac", "A", step=step), rule=TEAM_RULE)
    assert "teammate" in message and "S" in message
    # The other team's step is its own.
    state = play(state, (4, Write("mesa", "M", step=state.teams[1].step)))
    state = play(state, (1, Write("cases", "E", step=state.teams[0].step)))
    assert state.teams[0].letters == ["S", "E"]


def test_no_word_twice_in_a_round_by_the_same_team() -> None:
    state = play(fresh(), (0, Write("casa", "S")), (1, Write("cases", "E")), (2, SetAside()))
    assert "no word twice" in refused(state, 0, Write("casa", "A"))
    assert "no word twice" in refused(state, 0, Write("CASA", "C"))  # the same tiles
    # Reading: the other team writes on its own paper and may write the same word.
    state = play(state, (3, Write("casa", "S")))
    # ... and a new round is a new paper.
    state = time_up(state)
    state = time_up(state)  # the read-out
    assert state.round == 2
    state = play(state, (0, Write("casa", "S")))
    assert state.teams[0].written == ["CASA"]


def test_the_scoring_table_as_printed() -> None:
    printed = {4: 1, 5: 2, 6: 4, 7: 6, 8: 9, 9: 12, 10: 15, 11: 20, 12: 30, 13: 45, 14: 65}
    assert {k: SCORES[k] for k in printed} == printed
    assert chain_points(15) == chain_points(21) == 90  # "15 or more"
    assert chain_points(3) == chain_points(1) == 0


def test_reading_a_chain_set_aside_scores_by_its_letters() -> None:
    state = play(fresh(), *FOUR, (1, SetAside()))
    [done] = state.completed
    assert done.letters == ("S", "E", "R", "T") and done.word == "RESTA" and done.points == 1
    assert state.teams[0].letters == [] and state.teams[0].chains == 1
    assert state.teams[0].set_aside == ["S", "E", "R", "T"]  # the letters stay out
    # The next chain begins afresh: a word holding its one new letter.
    state = play(state, (2, Write("pera", "P")))
    assert state.teams[0].letters == ["P"]


def test_reading_too_long_words_a_long_word_for_one_letter_scores_nothing() -> None:
    """The controllers' "too" long words: the chain's letters score, not the word's."""
    state = play(fresh(), (0, Write("anticonstitucionalment", "A")), (0, SetAside()))
    assert state.completed[0].points == 0


def test_reading_the_chain_open_at_the_time_up_counts() -> None:
    state = play(fresh(), *FOUR, (3, Write("casa", "S")))
    state = time_up(state)
    assert state.stage == "readout" and GAME.to_act(state) == []
    [mine, theirs] = sorted(state.completed, key=lambda c: c.team)
    assert mine.open and mine.points == 1 and theirs.points == 0
    assert GAME.result(state).scores == (1, 1, 1, 0, 0, 0)


def test_reading_finishing_early_and_the_read_out_between_rounds() -> None:
    state = play(fresh(), *FOUR, (4, Finish()))
    assert GAME.to_act(state) == [0, 1, 2]  # the finished team no longer moves
    assert "finished" in refused(state, 3, Write("casa", "S"))
    state = play(state, (2, Finish()))
    assert state.stage == "readout"
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 15 and timer.key.endswith("readout")
    assert "nothing can be played now (readout)" in refused(state, 0, Write("casa", "S"))
    state = time_up(state)
    assert state.round == 2 and state.stage == "play"
    assert state.teams[0].pile == team_pile() and not state.teams[0].finished


def test_the_game_ends_after_its_rounds_and_the_team_with_more_wins() -> None:
    state = fresh(rounds=2)
    state = play(state, *FOUR)
    state = time_up(time_up(state))
    state = time_up(state)
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result.scores == (1, 1, 1, 0, 0, 0) and result.winners == (0, 1, 2)
    assert result.breakdown[0] == {"round 1": 1, "round 2": 0}
    assert "team 1 wins" in state.log[-1].text


def test_a_tie_is_shared_by_both_teams() -> None:
    state = play(fresh(rounds=1), *FOUR, *[(s + 3, m) for s, m in FOUR])
    state = time_up(state)
    assert GAME.result(state).winners == tuple(range(6))


def test_the_bag_variant_draws_the_letter_blind() -> None:
    state = fresh(bag=True)
    team = state.teams[0]
    assert team.drawn is not None and len(team.pile) == len(team_pile()) - 1
    assert GAME.view(state, 0)["pool"] is None and GAME.view(state, 0)["bag"] == len(team.pile)
    other = next(t for t in "AEIOSRTLNC" if t != team.drawn)
    assert "drew" in refused(state, 0, Write("casa", other))
    # Reading: a letter the team cannot fit stays drawn and begins the next chain.
    state.teams[0].pile += [state.teams[0].drawn or ""]
    state.teams[0].pile.remove("S")
    state.teams[0].drawn = "S"
    state = play(state, (1, Write("casa")))
    assert state.teams[0].letters == ["S"] and state.teams[0].drawn is not None
    drawn = state.teams[0].drawn
    state = play(state, (2, SetAside()))
    assert state.teams[0].drawn == drawn and state.teams[0].letters == []
    assert GAME.invariants(state) == []


def test_views_one_team_one_paper_the_other_sees_counts() -> None:
    state = play(fresh(), (0, Write("casa", "S")), (1, Write("cases", "E")))
    mine = [GAME.view(state, s) for s in (0, 1, 2)]
    assert all(v["chosen"] == ["S", "E"] and v["word"] == "CASES" for v in mine)
    assert {v["you"]["team"] for v in mine} == {0}
    assert mine[0]["you"]["actions"] == ["write", "set-aside", "finish"]
    assert mine[0]["you"]["step"] == 2
    theirs = GAME.view(state, 4)
    assert theirs["chosen"] == [] and theirs["chain"] == [] and "CASES" not in str(theirs)
    assert theirs["teams"][0]["words"] == 2 and theirs["teams"][0]["letters"] == 2
    spectator = GAME.view(state, None)
    assert spectator["you"] is None and "CASA" not in str(spectator)
    assert GAME.secrets(state)[4] == set() and GAME.secrets(state)[0] == {"CASA", "CASES"}
    # The word lines of the log go to the team only.
    words = [e for e in state.log if e.kind == "word"]
    assert all(e.to == [0, 1, 2] for e in words)
    # After the round both papers are read out.
    state = time_up(state)
    assert GAME.secrets(state) == {}
    read = GAME.view(state, 4)["read_out"]
    assert read == [
        {"round": 1, "team": 0, "letters": ["S", "E"], "word": "CASES", "points": 0, "open": True}
    ]


def test_reading_a_word_read_out_before_is_no_secret_in_a_later_round() -> None:
    state = play(fresh(), (0, Write("casa", "S")))
    state = time_up(time_up(state))
    state = play(state, (0, Write("casa", "S")))
    assert GAME.secrets(state)[0] == set()


def test_a_team_with_no_letters_left_finishes_by_itself() -> None:
    state = fresh()
    state.teams[0].pile = ["S"]
    state = play(state, (0, Write("casa", "S")))
    assert not state.teams[0].finished and GAME.actions(state, 0) == ["set-aside", "finish"]
    state = play(state, (0, SetAside()))
    assert state.teams[0].finished


def test_parse_and_render() -> None:
    state = fresh()
    assert GAME.parse_move(state, 0, "write casa S") == Write("casa", "S")
    assert GAME.parse_move(state, 0, "casa S") == Write("casa", "S")
    assert GAME.parse_move(state, 0, "set-aside") == SetAside()
    assert GAME.parse_move(state, 0, "finish") == Finish()
    with pytest.raises(IllegalMove):
        GAME.parse_move(state, 0, "")
    text = render(GAME, GAME.view(play(state, (0, Write("casa", "S"))), 0))
    assert "team 1" in text and "CASA" in text and "write WORD LETTER" in text


@pytest.mark.parametrize("strength", ["easy", "medium", "hard"])
@pytest.mark.parametrize("bag", [False, True])
def test_bots_play_legal_moves(strength: str, bag: bool) -> None:
    bot = make_bot(GAME.meta.id, strength)
    state = fresh(bag=bag)
    for i in range(12):
        seat = i % 6
        move = bot.choose(GAME, state, seat, Rng.from_seed(i))
        assert bot.delay(GAME, state, seat, Rng.from_seed(i)) > 0
        state = GAME.apply(state, seat, move)
    assert GAME.invariants(state) == []


def test_hard_beats_easy_in_a_clear_majority() -> None:
    """Measured over 6 seeded one-round games of 6-11 players (the teams' sides alternating,
    the bag variant in every third): hard's team won 6; over 20 whole games, 20."""
    wins = 0
    for seed in range(6):
        seats = 6 + seed
        half = (seats + 1) // 2
        hard_first = seed % 2 == 0
        first, second = ("hard", "easy") if hard_first else ("easy", "hard")
        strengths = [first] * half + [second] * (seats - half)
        match = autoplay(GAME, seats, seed, {"bag": seed % 3 == 1, "rounds": 1}, strengths)
        result = GAME.result(match.state)
        hard, easy = (0, seats - 1) if hard_first else (seats - 1, 0)
        wins += result.scores[hard] > result.scores[easy]
    assert wins >= 5
