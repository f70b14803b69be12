"""The rulebook's worked examples, move by move (shared/rules/trencadis.md)."""

from __future__ import annotations

from logomachy.games.trencadis import GAME, Allow, Answer, Phase, Place, Verdict, Write
from logomachy.games.trencadis.edition import LetterCard

from .helpers import play, table

LAIA, MARINA, ROBERT = 0, 1, 2  # Marina sits to Laia's left, Robert to Marina's left
#        0  1  2  3  4  5  6  7  8  9  10 11
MOSAIC = "A  A  V  I  T  S  C  E  E  K  D  L".replace(" ", "")


def test_flight_round_placement_and_card_claiming() -> None:
    state = table(MOSAIC)
    state = play(
        state,
        (LAIA, Write("SKYDIVE")),  # Laia finishes first and turns the sand timer
        (MARINA, Write("AVIATION")),
        (ROBERT, Write("AIRSPACE")),
    )
    # "The player to the left of whoever flipped the sand timer starts ... the fastest last."
    assert state.placement_order == [MARINA, ROBERT, LAIA]
    assert state.stage is Phase.REVEAL and state.placing == MARINA
    # Marina: A, V, I, A, T, I -- the two A tokens on different A cards.
    state = play(state, (LAIA, Allow()), (ROBERT, Allow()), (MARINA, Place((0, 2, 3, 1, 4, 3))))
    # Robert: A, I, S, A, C, E -- two tokens on the same A card.
    state = play(state, (LAIA, Allow()), (MARINA, Allow()), (ROBERT, Place((1, 3, 5, 1, 6, 7))))
    # Laia: speed bonus, 2 tokens on S; then K, D, I, V, E (no Y on the table).
    assert GAME.letters_on_table(state, LAIA) == ["S", "K", "D", "I", "V", "E"]
    state = play(state, (MARINA, Allow()), (ROBERT, Allow()), (LAIA, Place((5, 9, 10, 3, 2, 8))))

    # Card claiming after round 1.
    won = {seat: sorted(c.letter for c in state.won[seat]) for seat in range(3)}
    assert won[MARINA] == ["A", "I", "T"]
    assert won[ROBERT] == ["A", "C", "E"]
    assert won[LAIA] == ["D", "E", "K", "S"]
    # "Two players have the same number of tokens on the V card, so they tie and their tokens
    # remain on that card."
    assert state.mosaic[2] is not None and state.mosaic[2].letter == "V"
    assert state.tokens.placed[2] == [1, 1, 0]
    assert [state.answer(s, 1).claimed for s in (MARINA, ROBERT, LAIA)] == [3, 3, 4]
    sheets = {s: GAME.score_sheet(state, s) for s in range(3)}
    assert sheets[MARINA]["claiming"] == 3 and sheets[ROBERT]["claiming"] == 3
    assert sheets[LAIA] == {"letter cards": 1 + 3 + 2 + 1, "efficiency": 0, "claiming": 4}
    # Everyone got their tokens back from the cards won; only the V tie holds tokens.
    assert state.tokens.supply == [11, 11, 12]
    # "place new letter cards in the empty spaces - one letter card for every removed card"
    assert all(card is not None for card in state.mosaic)
    assert state.round == 2 and state.stage is Phase.WRITE


def test_pilot_would_put_the_speed_bonus_on_the_i() -> None:
    state = table(MOSAIC)
    state = play(
        state, (LAIA, Write("PILOT")), (MARINA, Write("AVIATION")), (ROBERT, Write("AIRSPACE"))
    )
    assert GAME.letters_on_table(state, LAIA)[0] == "I"  # P is not on the table


def test_laias_answer_sheet_totals_43() -> None:
    """Skydive, Plant, Sweat, Eye, Match, Po: 21 in letter cards, 8 in efficiency bonuses and
    14 in card-claiming bonuses, 43 in all."""
    state = table(MOSAIC)
    words = ["SKYDIVE", "PLANT", "SWEAT", "EYE", "MATCH", "PO"]
    perfect = {"EYE", "PO"}  # two perfect words: +8
    claimed = {1: 4, 3: 2, 6: 2}  # 4 x 1 + 2 x 2 + 2 x 3 = 14
    state.sheets[LAIA] = [
        Answer(w, Verdict.VALID, revealed=True, perfect=w in perfect, claimed=claimed.get(r, 0))
        for r, w in enumerate(words, start=1)
    ]
    points = [3, 3, 3, 3, 3, 2, 2, 2]  # eight cards won, 21 points
    state.won[LAIA] = [LetterCard("K", p) for p in points]
    assert GAME.score_sheet(state, LAIA) == {"letter cards": 21, "efficiency": 8, "claiming": 14}
    assert GAME.result(state).scores[LAIA] == 43
