"""The bots: legal, honest challengers, using their patents, deciding from their own view only."""

from __future__ import annotations

import copy

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.letter_tycoon import BOTS
from logomachy.bots.letter_tycoon.analysis import analyse_record
from logomachy.games.letter_tycoon import GAME, ChallengeWord, Pass, Play, Swap
from logomachy.kernel import Record, Rng

from .helpers import play, table
from .test_golden import GOLDEN, ROOT

A, B, C = 0, 1, 2
RNG = Rng.from_seed(7)


def choose(strength: str, state, seat):  # type: ignore[no-untyped-def]
    return BOTS[strength]().choose(GAME, state, seat, Rng.from_seed(7))


def _challenged(strength: str, state, seeds: int = 200) -> int:  # type: ignore[no-untyped-def]
    bot = BOTS[strength]()
    return sum(
        bot.choose(GAME, state, B, Rng.from_seed(s)) == ChallengeWord() for s in range(seeds)
    )


def test_bots_challenge_from_the_dictionary_erring_by_strength() -> None:
    state = table(("CATLMPS", "EEKRSTV", "ABDGHNO"), pool="AEI")
    bluff = play(state, (A, Play(("TAC",), ("hhh",))))
    honest = play(state, (A, Play(("CAT",), ("hhh",))))
    # The hard bot holds the referee's dictionary: it challenges exactly the words not in it.
    assert _challenged("hard", bluff) == 200 and _challenged("hard", honest) == 0
    assert choose("hard", honest, B) == Pass()
    # Easy and medium miss some bad words and challenge a good one now and then; easy more.
    easy, medium = _challenged("easy", bluff), _challenged("medium", bluff)
    assert 120 < easy < medium < 200
    assert 0 < _challenged("easy", honest) < 30


def test_medium_and_hard_use_the_z_patent_easy_keeps_to_plain_words() -> None:
    state = table(("CATBDGH", "EKRSVLM", "ILNOPUW"), pool="OUY", patents={"Z": A})
    assert choose("medium", state, A) == Play(("CATS",), ("hhhz",))
    assert choose("hard", state, A) == Play(("CATS",), ("hhhz",))
    easy = choose("easy", state, A)
    assert isinstance(easy, Play) and easy.words[0] in ("CAT", "BAT") and easy.sources == ("hhh",)


def test_medium_builds_two_words_with_the_v_patent() -> None:
    state = table(("CATSEBD", "EKRTVGH", "ABDGHNO"), pool="AEI", patents={"V": A})
    move = choose("medium", state, A)
    assert isinstance(move, Play) and len(move.words) == 2
    GAME.check_play(state, A, move)


def test_hard_swaps_an_awkward_card_with_the_q_patent() -> None:
    state = table(("CATJXZS", "EKRTVGH", "ABDGHNO"), pool="AEI", patents={"Q": A})
    move = choose("hard", state, A)
    assert isinstance(move, Swap) and move.letter in "JXZ"


@pytest.mark.parametrize("strength", ["easy", "medium", "hard"])
def test_a_bot_decides_from_its_own_view_only(strength: str) -> None:
    match = autoplay(GAME, 3, 5, None, [strength] * 3)
    state = GAME.setup(3, match.record.options, 5)
    for entry in match.record.moves[:40]:
        if entry.seat is not None:
            seat = entry.seat
            hidden = copy.deepcopy(state)
            # Give the other seats (and the draw pile) different cards.
            others = [s for s in range(3) if s != seat]
            pile = hidden.deck.draw_pile
            for s in others:
                n = len(hidden.hands[s])
                hidden.hands[s], pile[:n] = sorted(pile[:n]), hidden.hands[s]
            pile.reverse()
            assert GAME.invariants(hidden) == []
            bot = BOTS[strength]()
            rng = Rng.from_seed(1)
            assert bot.choose(GAME, hidden, seat, rng) == bot.choose(
                GAME, state, seat, Rng.from_seed(1)
            )
        state = GAME.apply(state, entry.seat, GAME.move_from_json(entry.move))


def test_the_analysis_finds_the_hard_bot_never_worse_than_its_own_best(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(ROOT)
    record = Record.loads(GOLDEN.read_text(encoding="utf-8"))
    items = analyse_record(record)
    builds = sum(
        1 for m in record.moves if m.move["verb"] in ("play", "pass") and m.seat is not None
    )
    assert 0 < len(items) <= builds
    assert all(item.cost >= 0 for item in items)
    hard = [item for item in items if item.seat == 2]  # seats: easy, medium, hard
    assert hard and sum(item.cost for item in hard) < 0.01
    easy = [item for item in items if item.seat == 0]
    assert sum(item.cost for item in easy) > 5  # short common words leave money on the table
    assert "turn   1, seat 1" in items[0].text()


def test_leave_values_are_a_fit_that_reproduces_and_ranks_letters_sensibly() -> None:
    from logomachy.bots.letter_tycoon.leave import fit, leave_values

    values = leave_values()
    assert values.letters["S"] > values.mean > values.letters["X"]
    assert values.balance < 0  # a rack of all vowels or no vowels is worth less
    assert values.value(list("EERST")) > values.value(list("VWXZJ"))
    small = fit(racks=150, seed=3)
    assert small == fit(racks=150, seed=3)  # seeded: the data file can be regenerated
