"""The rulebook's worked examples: Clara's ARROGANTE (Example of a Turn) and her 61 points
(End of the Game and Final Scoring)."""

from __future__ import annotations

from itertools import combinations

import pytest

from logomachy.games.el_soneto import ElSoneto
from logomachy.games.el_soneto.state import Phase
from logomachy.kernel import TimeUp
from tests.games.el_soneto.helpers import (
    give_literato,
    new_game,
    put_on_top,
    set_hand,
    take_letter,
    written_before,
)

CLARA, IGNACIO, JIMENA = 0, 1, 2


def clara_turn_four(game=None):  # type: ignore[no-untyped-def]
    """The table of the worked turn: turn 4, round 2, the Elegy in play."""
    game = game or new_game()
    state = game.setup(3, {}, seed=11)
    state.genres = ["song", "elegy", "epistle"]
    state.turn = 4
    game._start_turn(state)
    # Words of the first round: Clara's PETULANTE, Ignacio's AZUZAR.
    written_before(state, CLARA, 1, "petulante", "adjective", cards=2, points=1)
    written_before(state, IGNACIO, 2, "azuzar", "verb", cards=2, points=1)
    # Clara: T? no — R? Her hand before taking: V, D, E, O, O, J; she owns Duque de Lerma,
    # Cervantes' A and a Lope de Vega asterisk.
    set_hand(game, state, CLARA, "VDEOOJ")
    set_hand(game, state, IGNACIO, "TASEL")
    set_hand(game, state, JIMENA, "CSAOR")
    lerma = 1
    state.row.remove(lerma) if lerma in state.row else state.corral.draw_pile.remove(lerma)
    state.players[CLARA].valedores.append(lerma)
    give_literato(game, state, CLARA, "Cervantes", "A")
    give_literato(game, state, CLARA, "Lope de Vega", "")
    # The valedores in play show no A (none supports a word beginning with A).
    ed = game.edition
    while any("A" in ed.valedor(v).letters for v in state.row):
        bad = next(v for v in state.row if "A" in ed.valedor(v).letters)
        state.row.remove(bad)
        state.corral.draw_pile.insert(0, bad)
        fresh = next(
            v for v in reversed(state.corral.draw_pile) if "A" not in ed.valedor(v).letters
        )
        state.corral.draw_pile.remove(fresh)
        state.row.append(fresh)
    # A G and an R face up; the next gold card is a J; Quevedo's top card an I, Cervantes' an E.
    for i in (0, 1):
        old = state.face_up[i]
        if old is not None:
            state.decks[ed.letter(old).deck].discard([old])
            state.face_up[i] = None
    g, r = take_letter(game, state, "G"), take_letter(game, state, "R")
    state.face_up[0], state.face_up[1] = g, r
    state.decks["gold"].draw_pile.append(take_letter(game, state, "J"))
    put_on_top(game, state, "Quevedo", "I")
    put_on_top(game, state, "Cervantes", "E")
    return game, state


@pytest.mark.parametrize("referee", ["test table", "lexicon"])
def test_clara_arrogante_worked_turn(referee: str) -> None:
    from logomachy.games.el_soneto.moves import Collect, Discard, Pass, Take, Write

    game, state = clara_turn_four(new_game() if referee == "test table" else ElSoneto())
    ed = game.edition
    assert game.invariants(state) == []
    state = game.apply(state, CLARA, Take(1))  # the G
    state = game.apply(state, CLARA, Discard(1, 2))  # Duque de Lerma for the R
    hand = sorted(ed.letter(c).letter for c in state.players[CLARA].hand)
    assert hand == sorted("RVDEGOOJ")
    # ARROGANTE with R, G, O, E + Cervantes' A + Lope's asterisk on the R: six cards.
    # "The word is a valid adjective": Clara plays it as one (a lexicon may also read it as a
    # noun, which the referee would otherwise choose for the Elegy's seal).
    state = game.apply(state, CLARA, Write("ARROGANTE", "RGOE", "A", "R", "adjective"))
    assert state.writing is not None and state.writing.first == CLARA
    assert game.timer(state) is not None and game.timer(state).seconds == 120  # type: ignore[union-attr]
    state = game.apply(state, IGNACIO, Write("LAZO", "LA"))
    state = game.apply(state, JIMENA, Pass())
    # Clara reveals first.
    assert state.stage is Phase.COLLECT and state.pending is not None
    assert state.pending.seat == CLARA and state.pending.draws == 1  # the G's two seals
    box = state.players[CLARA].poemario[-1]
    assert (box.word, box.category, box.cards, box.points) == ("arrogante", "adjective", 6, 15)
    assert box.devices == {"anaphora": "azuzar", "synonym": "petulante"}
    assert box.rhyme == "petulante" and state.track.positions[CLARA] == 1
    assert box.valedor == 0 and state.pending.valedores == []
    mine = [ed.literato(c) for c in state.players[CLARA].literatos]
    assert sorted((c.literato, c.vowel) for c in mine) == [("Cervantes", "E"), ("Quevedo", "I")]
    spent = sorted(ed.literato(c).literato for c in state.players[CLARA].spent)
    assert spent == ["Cervantes", "Lope de Vega"]
    state = game.apply(state, CLARA, Collect(("gold",)))
    assert "J" in [ed.letter(c).letter for c in state.players[CLARA].hand]
    assert game.invariants(state) == []


def test_the_sand_timer_crosses_a_late_box() -> None:
    from logomachy.games.el_soneto.moves import Collect, Write

    game, state = clara_turn_four()
    state = game.apply(state, CLARA, Write("ARROGANTE", "OE", "A"))
    timer = game.timer(state)
    assert timer is not None
    state = game.apply(state, IGNACIO, Write("LAZO", "LA"))
    state = game.apply(state, None, TimeUp(timer.key))
    while state.stage is Phase.COLLECT and state.pending is not None:
        state = game.apply(state, state.pending.seat, Collect())
    assert state.players[JIMENA].poemario[-1].crossed == "no word in time"
    assert [b.word for b in state.players[IGNACIO].poemario] == ["azuzar", "lazo"]


def _clara_valedores(game):  # type: ignore[no-untyped-def]
    """Four valedores with two pairs of equal shields and numbers in a row."""
    ed = game.edition
    for ids in combinations([v.id for v in ed.valedores if not v.wild], 4):
        vs = [ed.valedor(i) for i in ids]
        numbers = sorted(v.number for v in vs)
        shields = sorted(v.shield for v in vs)
        if numbers == list(range(numbers[0], numbers[0] + 4)) and (
            shields[0] == shields[1] != shields[2] == shields[3]
        ):
            return list(ids)
    raise AssertionError("the edition has no such four valedores")


def test_clara_final_score_is_61() -> None:
    """34 points in play + 10 for level 10 on the Soneto + 10 for valedores (2 for equal shields
    — reading: two pairs, 1 point each, as the shields table says — and 8 for a straight of 4)
    + 7 for literatos (6 for a group of 3 different, 1 for a single)."""
    game = new_game()
    state = game.setup(3, {}, seed=3)
    words = [("arrogante", 6, 15), ("fuego", 5, 10), ("sol", 2, 1), ("lazo", 4, 7), ("mar", 2, 1)]
    for turn, (word, cards, points) in enumerate(words, start=1):
        written_before(state, CLARA, turn, word, "noun", cards=cards, points=points)
    state.track.positions[CLARA] = 10
    for box, steps in zip(state.players[CLARA].poemario, (3, 3, 3, 1, 0), strict=True):
        box.steps = steps
    for vid in _clara_valedores(game):
        (state.row if vid in state.row else state.corral.draw_pile).remove(vid)
        state.players[CLARA].valedores.append(vid)
    for literato, vowel in [("Cervantes", "A"), ("Cervantes", "E"), ("Quevedo", "I"),
                            ("Góngora", "O")]:  # fmt: skip
        give_literato(game, state, CLARA, literato, vowel)
    state.turn, state.stage = 9, Phase.OVER
    assert game.invariants(state) == []
    parts = game.result(state).breakdown[CLARA]
    assert parts == {"words": 34, "rhyme": 10, "shields": 2, "straights": 8, "literatos": 7}
    assert game.result(state).scores[CLARA] == 61
