"""ZomBigrama, rule by rule (rulebook section ZomBigrama; ABC B, C and N)."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.games.verbalia.lists.engine import Done, Entry, NotedEntry, Vote, Write
from logomachy.games.verbalia.lists.zombigrama import CATEGORY_OF, GAME, ZomBigramaState
from logomachy.kernel import IllegalMove, Move, Rng, TimeUp


def table(letters: str, category: str, seats: int = 4) -> ZomBigramaState:
    """A fresh game with these three letters face up and this category letter turned."""
    state = GAME.setup(seats, {}, seed=1)
    pool = state.bag + state.letters
    state.letters = list(letters)
    for tile in state.letters:
        pool.remove(tile)
    state.bag, state.category = pool, category
    return state


def play(state: ZomBigramaState, *moves: tuple[int | None, Move]) -> ZomBigramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def finish(state: ZomBigramaState) -> ZomBigramaState:
    return play(state, *[(s, Done()) for s in range(state.seats) if not state.done[s]])


def test_preparation_two_n_two_v_one_a_face_down() -> None:
    state = GAME.setup(4, {}, seed=3)
    assert len(state.bag) == 200 - 5 - 3 and len(state.letters) == 3
    assert state.category in ("N", "V", "A")
    assert not GAME.invariants(state)
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 60
    with pytest.raises(IllegalMove):
        GAME.setup(3, {}, seed=1)  # 4-10 players
    seen = set()
    for seed in range(30):
        seen.add(GAME.setup(4, {}, seed=seed).category)
    assert seen == {"N", "V", "A"}


def test_words_hold_the_three_letters_with_repeats() -> None:
    state = table("MNJ", "V")
    state = play(state, (0, Write(("MENJAR",))))
    with pytest.raises(IllegalMove, match="lacks the letter J") as caught:
        GAME.apply(state, 1, Write(("MENTIR",)))
    assert caught.value.rule == "ZomBigrama: rules"
    twice = table("EEN", "N")
    with pytest.raises(IllegalMove, match="lacks the letter E"):
        GAME.apply(twice, 0, Write(("NAS",)))
    assert play(twice, (0, Write(("ENTERRAMENT",)))).lists[0] == ["ENTERRAMENT"]


def test_verbs_in_the_infinitive_adjectives_masculine_singular_nouns_singular() -> None:
    verbs = table("MNJ", "V")
    with pytest.raises(IllegalMove, match="verb written in the infinitive") as caught:
        GAME.apply(verbs, 0, Write(("MENJAVA",)))
    assert caught.value.rule == "ABC C: grammatical categories"
    adjectives = table("BLN", "A")  # (both V tiles are category letters: none in the bag)
    assert play(adjectives, (0, Write(("BLANC",)))).lists[0] == ["BLANC"]
    with pytest.raises(IllegalMove, match="adjective written in the masculine singular"):
        GAME.apply(adjectives, 0, Write(("BLANCA",)))
    nouns = table("GTS", "N")
    with pytest.raises(IllegalMove, match="noun written in the singular"):
        GAME.apply(nouns, 0, Write(("GATS",)))
    with pytest.raises(IllegalMove, match="not in the dictionary"):
        GAME.apply(nouns, 0, Write(("GATSX",)))


def test_sastre_or_sastressa_but_not_both() -> None:
    state = table("STR", "N")
    state = play(state, (0, Write(("SASTRE",))), (1, Write(("SASTRESSA",))))
    with pytest.raises(IllegalMove, match="SASTRE or SASTRESSA may be written, not both"):
        GAME.apply(state, 0, Write(("SASTRESSA",)))
    # Between players they are two words: each said by no one else.
    state = finish(state)
    assert [e.points for row in state.sheets[0] for e in row] == [3, 3]


def test_one_point_for_a_word_someone_else_said_three_for_one_no_one_else_said() -> None:
    state = table("MNJ", "V")
    state = play(
        state,
        (0, Write(("MENJAR", "MANEJAR"))),
        (1, Write(("menjar",))),
        (2, Write(("MENJAR",))),
    )
    state = finish(state)
    sheet = state.sheets[0]
    assert sheet[0] == [Entry("MENJAR", 1), Entry("MANEJAR", 3)]
    assert sheet[1] == [Entry("MENJAR", 1)] and sheet[3] == []
    assert GAME.result(state).breakdown[0]["said by others too"] == 1


def test_a_participle_as_an_adjective_goes_to_the_vote() -> None:
    """ABC C: a participle is an adjective with an adjective entry; DESAFIAT's is listed by
    no source (and the rulebook does not name it): the lexicon cannot tell, the vote."""
    state = table("DST", "A")
    state = play(state, (0, Write(("DESAFIAT",))))
    assert GAME.view(state, 0)["you"]["doubts"] == ["DESAFIAT"]
    state = finish(state)
    assert state.voting and GAME.to_act(state) == [1, 2, 3]
    vote = GAME.view(state, 1)["votes"][0]
    assert vote["word"] == "DESAFIAT" and "adjective" in vote["reason"]
    assert vote["doubt"] == "adjective"  # the screens say it: lists.doubt.adjective
    state = play(state, (1, Vote("DESAFIAT", True)), (2, Vote("DESAFIAT", True)))
    state = play(state, (3, Vote("DESAFIAT", False)))
    assert state.sheets[0][0] == [Entry("DESAFIAT", 3)]
    # Voted out, it scores nothing.
    state = table("DST", "A")
    state = play(state, (0, Write(("DESAFIAT",))), (1, Write(("DESAFIAT",))))
    state = finish(state)
    state = play(state, (2, Vote("DESAFIAT", False)), (3, Vote("DESAFIAT", False)))
    assert state.sheets[0][0] == [NotedEntry("DESAFIAT", 0, False, "voted out")]
    assert state.sheets[0][1] == [NotedEntry("DESAFIAT", 0, False, "voted out")]


def test_a_feminine_known_only_as_a_form_goes_to_the_vote() -> None:
    state = table("NEA", "N")
    state = play(state, (0, Write(("NENA",))))
    assert GAME.view(state, 0)["you"]["doubts"] == ["NENA"]


def test_letters_set_aside_and_the_category_letter_mixed_again() -> None:
    state = table("MNJ", "V")
    state = GAME.apply(state, None, TimeUp("r1:write"))
    assert sorted(state.aside) == ["J", "M", "N"] and len(state.letters) == 3
    assert not GAME.invariants(state) and state.category in CATEGORY_OF


def test_first_to_100_points_wins() -> None:
    state = table("MNJ", "V")
    state.sheets = [[[Entry("X", 3)] * 32 + [Entry("Y", 1)] * 2, [Entry("Z", 3)] * 33, [], []]]
    state.round = 2
    state = play(state, (0, Write(("MENJAR",))), (1, Write(("MENJAR",))))
    state = finish(state)
    assert GAME.is_over(state) and GAME.result(state).winners == (1,)
    assert GAME.result(state).scores[:2] == (99, 100)


def test_bots_write_legal_lists_by_strength() -> None:
    state = table("STR", "N")
    lists = {}
    for strength in ("easy", "medium", "hard"):
        move = make_bot(GAME.meta.id, strength).choose(GAME, state, 0, Rng(3))
        assert isinstance(move, Write)
        GAME.apply(state, 0, move)  # legal
        lists[strength] = move.words
    assert len(lists["easy"]) < len(lists["medium"]) < len(lists["hard"])


def test_bots_vote() -> None:
    state = table("DST", "A")
    state = finish(play(state, (0, Write(("DESAFIAT",)))))
    move = make_bot(GAME.meta.id, "hard").choose(GAME, state, 1, Rng(1))
    assert isinstance(move, Vote) and move.word == "DESAFIAT"
    GAME.apply(state, 1, move)


def test_hard_beats_easy() -> None:
    wins = 0
    for seed in range(4):
        match = autoplay(GAME, 4, seed, {}, ["hard", "easy", "easy", "easy"])
        scores = GAME.result(match.state).scores
        wins += scores[0] > max(scores[1:])
    assert wins >= 4
