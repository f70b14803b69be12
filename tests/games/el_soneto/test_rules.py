"""El Soneto's rules one by one: what is refused (and why), validity at reveal, claims and votes,
end of turn and round, the expert variant, views and notation."""

from __future__ import annotations

import json

import pytest

from logomachy.games.el_soneto.moves import Collect, Discard, Pass, Take, Vote, Write
from logomachy.games.el_soneto.state import Phase, SonetoState
from logomachy.i18n import say
from logomachy.kernel import IllegalMove, Move
from logomachy.terminal import render
from tests.games.el_soneto.helpers import new_game, set_hand, written_before

GAME = new_game()


def table(hands: list[str], genre: str = "song", seed: int = 1) -> SonetoState:
    state = GAME.setup(len(hands), {}, seed)
    state.genres = [genre, "elegy", "epistle"]
    for seat, letters in enumerate(hands):
        set_hand(GAME, state, seat, letters)
    return state


def play(state: SonetoState, *moves: tuple[int | None, Move]) -> SonetoState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def finish(state: SonetoState) -> SonetoState:
    """Collects nothing for every pending creator until the turn moves on."""
    while state.stage is Phase.COLLECT and state.pending is not None:
        state = GAME.apply(state, state.pending.seat, Collect())
    return state


def refused(state: SonetoState, seat: int, move: Move) -> str:
    """The refusal as an English reader is told it (the catalogue's plural forms chosen)."""
    with pytest.raises(IllegalMove) as err:
        GAME.apply(state, seat, move)
    return say("en", err.value.message, err.value.params)


def test_cards_must_be_in_hand_and_letters_of_the_word() -> None:
    state = table(["CASAOT", "MESAOL"])
    assert refused(state, 0, Write("CASA", "CX")) == "CASA has no X"
    assert refused(state, 0, Write("CASA", "CCA")) == "CASA has C only once, but 2 cards give it"
    assert (
        refused(state, 0, Write("COSA", "CO", "A")) == "you have no literato card with the vowel A"
    )
    assert "Lope de Vega doubles a letter card" in refused(state, 0, Write("CASA", "CA", "", "S"))
    assert (
        refused(state, 0, Write("CASA", "C"))
        == "a word uses 2 to 6 letter and literato cards, not 1"
    )
    assert refused(state, 0, Write("casa dos", "CA")) == "write one word, letters only"


def test_one_face_up_letter_and_one_valedor_discard_per_turn() -> None:
    state = table(["CASAOT", "MESAOL"])
    state = play(state, (0, Take(1)))
    assert "only one face-up letter" in refused(state, 0, Take(2))
    assert refused(state, 0, Take(1)) != ""
    assert refused(state, 0, Discard(5, 2)) == "you have no valedor number 5"
    state.players[0].valedores.append(state.corral.draw_pile.pop())
    vid = state.players[0].valedores[0]
    state = play(state, (0, Discard(vid, 2)))
    assert vid in state.corral.discard_pile and len(state.players[0].hand) == 8
    state.players[0].valedores.append(state.corral.draw_pile.pop())
    assert "only one valedor" in refused(state, 0, Discard(state.players[0].valedores[0], 3))


def test_the_first_to_finish_locks_and_starts_the_sand_timer() -> None:
    state = table(["CASAOT", "MESAOL"])
    assert GAME.timer(state) is None
    state = play(state, (0, Write("CASA", "CAS")))
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 120
    assert refused(state, 0, Write("COSA", "CO")) == "it is seat 2's turn"
    assert GAME.to_act(state) == [1]


@pytest.mark.parametrize(
    ("word", "why"),
    [
        ("MADRID", "a proper noun"),
        ("CASAS", "a plural (of casa)"),
        ("CANTAMOS", "a conjugated verb (cantar: only infinitives)"),
        ("SORTAM", "not in the dictionary"),
        ("CANTAR", "cantar is a verb; the Elegía admits only noun, adjective"),
    ],
)
def test_an_invalid_word_crosses_the_box_and_keeps_its_cards(word: str, why: str) -> None:
    state = table(["CASMNTOR", "MESAOL"], genre="elegy")
    state = play(state, (0, Write(word, "")), (1, Pass()))
    state = finish(state)
    box = state.players[0].poemario[-1]
    assert box.crossed == why and box.points == 0
    assert len(state.players[0].hand) == 8 + 1  # the cards came back; the bronze draw
    assert GAME.invariants(state) == []


def test_a_word_must_be_unique_even_within_a_turn() -> None:
    state = table(["CASAOT", "CASOEL"])
    state = play(state, (1, Write("COSA", "COS")), (0, Write("COSA", "COS")))
    state = finish(state)
    assert state.players[1].poemario[-1].points == 4
    assert state.players[0].poemario[-1].crossed == "already written: a word must be unique"


def test_accents_are_restored_and_the_declared_category_is_kept() -> None:
    state = table(["LAGRIM", "ROSAEL"])
    state = play(state, (0, Write("LAGRIMA", "LGR")), (1, Write("ROSA", "RS", "", "", "adjective")))
    state = finish(state)
    assert state.players[0].poemario[-1].word == "lágrima"
    assert state.players[1].poemario[-1].category == "adjective"


def test_seals_draws_and_valedor_choice() -> None:
    # Q (gold, 2) + U (silver, 1) + the Song's sealed adjective (1): 4 seals, 2 draws.
    state = table(["QUIETO", "MESAOL"])
    state.row = [v for v in state.row if "Q" not in GAME.edition.valedor(v).letters]
    state = play(state, (0, Write("QUIETO", "QUI")), (1, Pass()))
    assert state.pending is not None and state.pending.draws == 2
    assert "your seals give 2" in refused(state, 0, Collect(("gold", "gold", "gold")))
    assert "draw from gold, silver or bronze" in refused(state, 0, Collect(("iron",)))
    hand = len(state.players[0].hand)
    state = play(state, (0, Collect(("gold", "silver"))))
    assert len(state.players[0].hand) == hand + 2 - 0 + 1  # two draws and the bronze card
    assert state.players[0].poemario[-1].draws == ["gold", "silver"]


def test_claims_go_to_the_vote_of_the_others() -> None:
    state = table(["LENTOA", "MESAOL", "CASAOR"])
    written_before(state, 1, 0, "veloz", "adjective", cards=2, points=1)
    state = play(state, (0, Write("LENTO", "LENT")), (1, Pass()), (2, Pass()))
    assert state.pending is not None and "veloz" in state.pending.claimable["antonym"]
    assert "not one of this table's poetic devices" in refused(
        state, 0, Collect((), 0, ("epithet:veloz",))
    )
    assert "not a word already written" in refused(state, 0, Collect((), 0, ("antonym:rayo",)))
    state = play(state, (0, Collect((), 0, ("antonym:veloz",))))
    assert state.stage is Phase.VOTE and sorted(GAME.to_act(state)) == [1, 2]
    assert refused(state, 0, Vote(True)) == "it is not for you to vote now"
    decks_before = [len(d) for d in state.literato_decks]
    state = play(state, (1, Vote(True)), (2, Vote(True)))
    assert state.players[0].poemario[-1].devices == {"antonym": "veloz"}
    assert sum(decks_before) - sum(len(d) for d in state.literato_decks) == 1


def test_a_tied_vote_refuses_the_claim() -> None:
    state = table(["LENTOA", "MESAOL", "CASAOR"])
    written_before(state, 1, 0, "veloz", "adjective", cards=2, points=1)
    state = play(state, (0, Write("LENTO", "LENT")), (1, Pass()), (2, Pass()))
    state = play(state, (0, Collect((), 0, ("antonym:veloz",))), (1, Vote(True)), (2, Vote(False)))
    box = state.players[0].poemario[-1]
    assert box.devices == {} and box.refused == {"antonym": "the vote refused it (1 of 2 yes)"}


def test_an_unlisted_synonym_is_voted_and_a_contrary_one_refused() -> None:
    """SINÓNIMO: "create a word with a meaning analogous to that of another already created".
    TRISTE and BAJO are both in the thesaurus with no link listed: the claim goes to the vote.
    TRISTE and ALEGRE are listed as antonyms: the antonym is found, a synonym claim refused."""
    state = table(["TRSAOE", "MESAOL", "CASAOR"])
    written_before(state, 1, 0, "alegre", "adjective", cards=2, points=1)
    written_before(state, 2, 0, "bajo", "adjective", cards=2, points=1)
    state = play(state, (0, Write("TRISTE", "TRS")), (1, Pass()), (2, Pass()))
    assert state.players[0].poemario[-1].devices == {"antonym": "alegre"}
    assert state.pending is not None and state.pending.claimable["synonym"] == ["bajo"]
    assert refused(state, 0, Collect((), 0, ("synonym:alegre",))) == (
        "the dictionary lists triste and alegre as antonyms, not synonyms"
    )
    state = play(state, (0, Collect((), 0, ("synonym:bajo",))))
    assert state.stage is Phase.VOTE and sorted(GAME.to_act(state)) == [1, 2]
    state = play(state, (1, Vote(True)), (2, Vote(True)))
    assert state.players[0].poemario[-1].devices == {"antonym": "alegre", "synonym": "bajo"}


def test_the_valedores_tie_break_counts_those_discarded_for_a_letter() -> None:
    """Final Scoring: "In case of a tie, the winner is whoever has obtained the most literato
    cards; failing that, whoever has the higher rhyme level, and lastly whoever has obtained
    the most valedores." Seat 1 obtained two and discarded one to take a letter; seat 2
    obtained one: both hold one, seat 1 has obtained more and wins."""
    state = table(["CASAOT", "MESAOL"])
    first, second, other = (state.corral.draw_pile.pop() for _ in range(3))
    written_before(state, 0, 0, "casa", "noun", cards=3, points=4, valedor=first)
    written_before(state, 0, 0, "mesa", "noun", cards=3, points=4, valedor=second)
    written_before(state, 1, 0, "cosa", "noun", cards=5, points=8, valedor=other)
    state.players[0].valedores = [first, second]
    state.players[1].valedores = [other]
    for _ in range(8):
        state = finish(play(state, (0, Pass()), (1, Pass())))
    state = play(state, (0, Discard(first, 1)), (0, Pass()), (1, Pass()))
    assert state.stage is Phase.OVER
    assert [len(p.valedores) for p in state.players] == [1, 1]
    assert [p.valedores_obtained for p in state.players] == [2, 1]
    result = GAME.result(state)
    assert result.scores[0] == result.scores[1]
    assert result.winners == (0,) and result.tiebreak == "most valedores obtained"


def test_end_of_round_new_letters_and_genre() -> None:
    state = table(["CASAOT", "MESAOL"])
    for _ in range(3):
        state = finish(play(state, (0, Pass()), (1, Pass())))
    assert state.turn == 4 and state.round == 2 and state.genre == "elegy"
    assert len([c for c in state.face_up if c is not None]) == 10  # 2 players: 2 + 3 + 5
    assert len(state.players[0].hand) == 6 + 3
    assert GAME.invariants(state) == []


def test_expert_no_bronze_draw_and_two_feather_genres() -> None:
    state = GAME.setup(2, {"no_bronze_draw": True}, 4)
    state = play(state, (0, Pass()), (1, Pass()))
    assert [len(p.hand) for p in state.players] == [6, 6]
    for seed in range(20):
        state = GAME.setup(3, {"devices": "synonym,anaphora,epithet,oxymoron"}, seed)
        assert {"ode", "satire"} <= set(state.genres) and len(state.genres) == 3
    with pytest.raises(IllegalMove):
        GAME.setup(3, {"devices": "synonym,anaphora"}, 1)


def test_views_hide_hands_and_face_down_words() -> None:
    state = table(["CASAOT", "MESAOL"])
    state = play(state, (0, Write("COSA", "COS")))
    mine, theirs, public = GAME.view(state, 0), GAME.view(state, 1), GAME.view(state, None)
    assert mine["you"]["word"] == {"word": "COSA", "cards": 3}
    assert "COSA" not in json.dumps(theirs) and "COSA" not in json.dumps(public)
    assert GAME.secrets(state) == {0: {"COSA"}}
    assert theirs["players"][0]["hand"] == 6 and "hand" not in str(public["you"])
    assert sorted(c["letter"] for c in theirs["you"]["hand"]) == sorted("MESAOL")
    assert "Your hand" in render(GAME, mine)


@pytest.mark.parametrize(
    "text",
    [
        "take 3",
        "discard 5 2",
        "write ARROGANTE RGOE +A *R",
        "write CASA CA as noun",
        "write CASA",
        "pass",
        "collect gold silver valedor 4 synonym:petulante",
        "vote yes",
        "vote no",
    ],
)
def test_notation_round_trips(text: str) -> None:
    move = GAME.parse_move(table(["CASAOT", "MESAOL"]), 0, text)
    assert move.notation() == text
    assert GAME.move_from_json(json.loads(json.dumps(move.to_json()))) == move


def test_a_moves_state_copy_is_deep_and_equal() -> None:
    from logomachy.kernel import fingerprint
    from logomachy.kernel.serial import to_jsonable

    state = table(["LENTOA", "MESAOL", "CASAOR"])
    written_before(state, 1, 0, "veloz", "adjective", cards=2, points=1)
    state = play(state, (0, Write("LENTO", "LENT")), (1, Pass()), (2, Pass()))
    state = play(state, (0, Collect((), 0, ("antonym:veloz",))), (1, Vote(True)))
    twin = GAME.copy_state(state)
    assert fingerprint(twin) == fingerprint(state)
    assert to_jsonable(twin) == to_jsonable(state)
    before = fingerprint(state)
    twin.players[0].hand.pop()
    twin.players[0].poemario[-1].devices["x"] = "y"
    twin.decks["gold"].draw_pile.pop()
    twin.claims[0].vote.votes[2] = False
    twin.track.positions[0] += 1
    twin.rng.next64()
    assert fingerprint(state) == before


def test_a_vote_nobody_finishes_is_settled_by_its_timer() -> None:
    from logomachy.kernel import TimeUp

    state = table(["LENTOA", "MESAOL", "CASAOR"])
    written_before(state, 1, 0, "veloz", "adjective", cards=2, points=1)
    state = play(state, (0, Write("LENTO", "LENT")), (1, Pass()), (2, Pass()))
    state = play(state, (0, Collect((), 0, ("antonym:veloz",))), (1, Vote(True)))
    timer = GAME.timer(state)
    assert timer is not None and timer.label == "vote" and timer.seconds == 60
    with pytest.raises(IllegalMove):
        GAME.apply(state, None, TimeUp("turn1:after-first"))
    state = GAME.apply(state, None, TimeUp(timer.key))
    # one yes, one missing vote: the votes cast decide
    assert state.players[0].poemario[-1].devices == {"antonym": "veloz"}
    assert state.stage is Phase.CREATE and state.turn == 2
