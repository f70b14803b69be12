"""Vailetosíl·laB, rule by rule (rulebook section Vailetosíl·laB; ABC B, N and P), and the
memory family's shared flow (`games/verbalia/memory.py`) on its simplest square."""

from __future__ import annotations

import json

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.bots.verbalia.memory.engine import MEMORY, MemoryBot
from logomachy.games.verbalia.memory.engine import (
    AGREED,
    EMPTY,
    NO_WORDS,
    NOBODY,
    RULE_P,
    Form,
    Stop,
    Turn,
    TurnDown,
    words_of,
)
from logomachy.games.verbalia.memory.vailetosillab import GAME
from logomachy.games.verbalia.pieces.syllables import tile
from logomachy.kernel import IllegalMove, Rng
from logomachy.terminal import render
from tests.games.verbalia.memory_helpers import lay, play


def test_a_short_or_long_square_of_one_syllable_tiles_face_down() -> None:
    short = GAME.setup(2, {}, seed=3)
    assert [len(sq.tiles) for sq in short.squares] == [36]
    assert len(short.bags[0]) == 68 - 36
    long = GAME.setup(5, {"length": "long"}, seed=3)
    assert [len(sq.tiles) for sq in long.squares] == [49]
    with pytest.raises(IllegalMove):
        GAME.setup(2, {"length": "medium"}, seed=3)  # short or long only
    with pytest.raises(IllegalMove):
        GAME.setup(6, {}, seed=3)  # 2-5 players
    view = GAME.view(short, 0)
    assert all(cell == {"down": True} for cell in view["squares"][0]["cells"])
    assert GAME.to_act(short) == [0]


def test_two_syllables_that_form_a_word_are_kept_and_the_player_goes_on() -> None:
    state = lay(GAME, ["CA", "MA", "SA", "A", "RA"])
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(0, 1)))
    assert GAME.view(state, 1)["turned"] == [
        {"square": 0, "cell": 0, "syllable": "CA"},
        {"square": 0, "cell": 1, "syllable": "MA"},
    ]
    state = play(GAME, state, (0, Form("cama")))
    assert [(k.seat, k.word, k.syllables) for k in state.kept] == [(0, "CAMA", ("CA", "MA"))]
    assert state.squares[0].tiles[:2] == [None, None]
    assert GAME.to_act(state) == [0]  # "they keep them and turn over two more"
    assert GAME.result(state).scores == (2, 0)


def test_reading_the_syllables_form_a_word_in_either_order() -> None:
    # MA turned first, CA second: CAMA (CA-MA) is formed all the same.
    state = lay(GAME, ["MA", "CA", "SA", "A", "RA"])
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(0, 1)), (0, Form("CAMA")))
    assert state.kept[0].word == "CAMA"


def test_no_word_the_tiles_go_back_face_down_in_place_and_the_turn_passes() -> None:
    state = lay(GAME, ["IN", "DES", "CA", "MA"])
    before = list(state.squares[0].tiles)
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(0, 1)), (0, TurnDown()))
    assert state.squares[0].tiles == before and state.turned == []
    assert GAME.to_act(state) == [1]
    assert GAME.view(state, 0)["squares"][0]["cells"][0] == {"down": True}


def test_refusals_name_their_rule() -> None:
    state = lay(GAME, ["CA", "MA", "DES", "A", "IN"])
    cases = [
        (Form("CAMA"), "not the time to form: now turn or stop"),
        (TurnDown(), "not the time to turn-down: now turn or stop"),
        (Turn(0, 40), "not on the square"),
        (Turn(1, 0), "no such square"),
        (Turn(0, 10), "has been kept"),
    ]
    for move, reason in cases:
        with pytest.raises(IllegalMove) as caught:
            GAME.apply(state, 0, move)
        assert reason in caught.value.reason
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(state, 1, Turn(0, 0))
    assert "seat 1's turn" in caught.value.reason
    one = play(GAME, state, (0, Turn(0, 0)))
    with pytest.raises(IllegalMove, match="already face up"):
        GAME.apply(one, 0, Turn(0, 0))
    with pytest.raises(IllegalMove, match=r"not the time to stop: now turn$"):
        GAME.apply(one, 0, Stop())
    two = play(GAME, one, (0, Turn(0, 1)))
    with pytest.raises(IllegalMove, match="not the time to turn: now form or turn-down"):
        GAME.apply(two, 0, Turn(0, 2))
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(two, 0, Form("CAMX"))
    assert caught.value.rule == "ABC B: good words"
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(two, 0, Form("CASA"))
    assert "not made of the syllables turned over (CA + MA)" in caught.value.reason
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(two, 0, TurnDown(("orange",)))
    assert "as they were" in caught.value.reason
    assert caught.value.rule == "Vailetosíl·laB: rules"


def test_rule_p_the_tiles_must_stay_syllables_of_the_word() -> None:
    # DES + A spells DESA, but DESA divides DE-SA (ABC P: "PER + O does not make PERÒ");
    # the same tiles make ADÈS (A-DES).
    state = lay(GAME, ["DES", "A", "CA", "MA"])
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(0, 1)))
    with pytest.raises(IllegalMove) as caught:
        GAME.apply(state, 0, Form("DESA"))
    assert caught.value.rule == RULE_P and "DE-SA" in caught.value.reason
    state = play(GAME, state, (0, Form("ades")))  # accents do not count (ABC N)
    assert state.kept[0].word == "ADÈS"


def test_the_referee_ends_the_game_when_no_more_words_can_be_formed() -> None:
    # IN, DES and ES pair into no word: once CAMA is kept, the game is over.
    assert not any(words_of(p) for p in (["IN", "DES"], ["IN", "ES"], ["DES", "ES"]))
    state = lay(GAME, ["CA", "MA", "IN", "DES", "ES"])
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(0, 1)), (0, Form("CAMA")))
    assert GAME.is_over(state) and state.why == NO_WORDS
    end = state.log[-1]
    assert end.kind == "end" and end.data["left"] == ["DES", "ES", "IN"]
    assert "no more words can be formed" in end.text
    assert GAME.result(state).winners == (0,)
    assert GAME.view(state, 1)["squares"][0]["cells"][2]["syllable"] == "IN"  # shown at the end


def test_the_game_ends_when_no_syllables_are_left() -> None:
    state = lay(GAME, ["CA", "MA", "A", "RA"])
    state = play(
        GAME,
        state,
        (0, Turn(0, 0)),
        (0, Turn(0, 2)),
        (0, TurnDown()),
        (1, Turn(0, 2)),
        (1, Turn(0, 3)),
        (1, Form("ARA")),
    )
    assert not GAME.is_over(state)
    state = play(GAME, state, (1, Turn(0, 1)), (1, Turn(0, 0)), (1, Form("MACA")))
    assert GAME.is_over(state) and state.why == EMPTY
    assert GAME.result(state).scores == (0, 4)


def test_reading_players_who_agree_stop_in_a_full_circle() -> None:
    state = lay(GAME, ["TI", "TI", "IN", "DES"], seats=3)  # TITÍ: a word few would know
    state = play(GAME, state, (0, Stop()), (1, Stop()))
    assert not GAME.is_over(state) and GAME.to_act(state) == [2]
    state = play(GAME, state, (2, Turn(0, 2)), (2, Turn(0, 3)), (2, TurnDown()))
    assert state.stops == 0  # a play in between: the circle starts again
    state = play(GAME, state, (0, Stop()), (1, Stop()), (2, Stop()))
    assert GAME.is_over(state) and state.why == AGREED


def test_no_view_nor_log_line_shows_a_face_down_syllable() -> None:
    state = lay(GAME, ["CA", "MA", "DES", "IN", "ES", "RE"])
    assert GAME.secrets(state) == {NOBODY: {"CA", "MA", "DES", "IN", "ES", "RE"}}
    state = play(GAME, state, (0, Turn(0, 2)))
    assert GAME.secrets(state) == {NOBODY: {"CA", "MA", "IN", "ES", "RE"}}  # DES was seen
    text = json.dumps([GAME.view(state, s) for s in (None, 0, 1)]) + json.dumps(
        [(e.text, e.data) for e in state.log]
    )
    assert '"DES"' in text and '"CA"' not in text and '"RE"' not in text
    # The log says what everyone saw: who turned which syllable over, and where.
    assert state.log[-1].data == {"seat": 0, "square": 0, "cell": 2, "syllable": "DES"}


def test_face_down_cells_carry_nothing_in_any_view_of_whole_games() -> None:
    for seed in range(3):
        match = autoplay(GAME, 2 + seed, seed, {}, ["easy", "medium", "hard"])
        state = GAME.setup(2 + seed, match.record.options, seed)
        for entry in match.record.moves:
            state = GAME.apply(state, entry.seat, GAME.move_from_json(entry.move))
            if GAME.is_over(state):
                break
            for viewer in (None, 0, 1):
                for cell in GAME.view(state, viewer)["squares"][0]["cells"]:
                    assert cell is None or cell == {"down": True} or "syllable" in cell
                    if cell is not None and cell["down"]:
                        assert "syllable" not in cell


def test_a_bot_remembers_only_what_its_seat_was_shown() -> None:
    state = lay(GAME, ["CA", "MA", "IN", "DES", "ES", "RE", "TA", "SIN"])
    moves = [(0, Turn(0, 2)), (0, Turn(0, 3)), (0, TurnDown()), (1, Turn(0, 4))]
    moves += [(1, Turn(0, 5)), (1, TurnDown()), (0, Turn(0, 6)), (0, Turn(0, 7))]
    state = play(GAME, state, *moves, (0, TurnDown()))
    hard = MemoryBot("hard").remembered(GAME, state, 1)
    assert hard == {
        (0, 2): "IN",
        (0, 3): "DES",
        (0, 4): "ES",
        (0, 5): "RE",
        (0, 6): "TA",
        (0, 7): "SIN",
    }
    easy = MemoryBot("easy").remembered(GAME, state, 1)
    assert len(easy) == MEMORY["easy"] == 4 and easy == {c: hard[c] for c in list(hard)[-4:]}
    # A pair it remembers and knows: the hard bot turns it over first.
    state = play(GAME, state, (1, Turn(0, 0)), (1, Turn(0, 2)), (1, TurnDown()))
    bot = MemoryBot("hard")
    pair = bot.known_pair(bot.remembered(GAME, state, 0), one_each=False)
    assert pair is not None and bot.known_words([state.squares[0].in_play(c) for _, c in pair])
    assert bot.choose(GAME, state, 0, Rng.from_seed(1)) == Turn(*pair[0])


def test_bots_play_legal_whole_games_and_hard_beats_easy() -> None:
    wins = 0
    games = 12
    for seed in range(games):
        order = ["hard", "easy"] if seed % 2 == 0 else ["easy", "hard"]
        match = autoplay(GAME, 2, seed, {"length": "long" if seed % 3 else "short"}, order)
        assert match.over
        result = GAME.result(match.state)
        if result.winners == (order.index("hard"),):
            wins += 1
    assert wins >= 10, wins  # measured: 12 of 12 (and 20 of 20 on the short square)
    assert make_bot(GAME.meta.id, "medium").strength == "medium"


def test_reading_a_refused_word_leaves_the_player_free_to_say_another() -> None:
    state = lay(GAME, ["CA", "MA", "SA", "A", "RA"])
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(0, 1)))
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, Form("CASA"))
    assert GAME.apply(state, 0, Form("MACA")).kept[0].word == "MACA"


def test_reading_ties_share_victory_and_no_clock_runs() -> None:
    state = lay(GAME, ["CA", "MA", "A", "RA"])
    state = play(GAME, state, (0, Turn(0, 0)), (0, Turn(0, 1)), (0, Form("CAMA")))
    state = play(GAME, state, (0, Turn(0, 2)), (0, Turn(0, 3)), (0, TurnDown()))
    state = play(GAME, state, (1, Turn(0, 2)), (1, Turn(0, 3)), (1, Form("ARA")))
    assert GAME.is_over(state) and GAME.result(state).winners == (0, 1)
    assert GAME.timer(state) is None and GAME.timer(GAME.setup(2, {}, seed=1)) is None


def test_terminal_notation() -> None:
    state = GAME.setup(2, {}, seed=1)
    assert GAME.parse_move(state, 0, "turn b1") == Turn(0, 1)
    assert GAME.parse_move(state, 0, "turn a2") == Turn(0, 6)
    assert GAME.parse_move(state, 0, "form cama") == Form("cama")
    assert GAME.parse_move(state, 0, "turn-down") == TurnDown()
    assert GAME.parse_move(state, 0, "stop") == Stop()
    for text in ("", "turn z9", "turn", "form", "dance"):
        with pytest.raises(IllegalMove):
            GAME.parse_move(state, 0, text)
    assert Turn(0, 6).notation() == "turn 0 6"
    assert "turn CELL" in render(GAME, GAME.view(state, 0))


# -- ABC adaptations (abc_options) -------------------------------------------------------------
def test_abc_p_by_default_des_and_a_do_not_make_desa_agreed_they_do() -> None:
    """ABC P: "Only if the players agree is a division of the words in play accepted that
    does not correspond to the syllabic division established by the grammatical norm"."""
    state = lay(GAME, ["DES", "A", "CA", "SA"])
    turned = play(GAME, state, (0, Turn(0, 0)), (0, Turn(0, 1)))
    with pytest.raises(IllegalMove, match="DE-SA") as caught:
        GAME.apply(turned, 0, Form("DESA"))
    assert caught.value.rule.startswith("ABC P")
    agreed = lay(GAME, ["DES", "A", "CA", "SA"], free_division=True)
    agreed = play(GAME, agreed, (0, Turn(0, 0)), (0, Turn(0, 1)), (0, Form("desa")))
    assert agreed.kept[0].word == "DESA" and agreed.kept[0].syllables == ("DES", "A")


def test_abc_i_children_play_without_three_letter_syllables() -> None:
    """ABC I: "in syllable games, all syllables of three letters may be discarded"."""
    assert "short_syllables" not in GAME.setup(2, {}, seed=3).options  # the default: not stored
    for seed in range(4):
        state = GAME.setup(2, {"short_syllables": True, "length": "long"}, seed=seed)
        square = state.squares[0]
        assert all(
            len(tile(n).sides[0]) <= 2 for n in [*square.tiles, *state.bags[0]] if n is not None
        )
        assert len(square.tiles) == 49 and GAME.invariants(state) == []
    with_three = GAME.setup(2, {"length": "long"}, seed=1)
    assert any(
        len(tile(n).sides[0]) == 3
        for n in [*with_three.squares[0].tiles, *with_three.bags[0]]
        if n is not None
    )
