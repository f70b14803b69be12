"""Lligosíl·laB, rule by rule (rulebook section Lligosíl·laB; ABC B, P, S; the module's
readings). The rulebook gives no worked example: piles are set by hand with our own words."""

from __future__ import annotations

import itertools
import json
from functools import cache

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.bots.verbalia.races.lligosillab import LligoBot
from logomachy.games.verbalia.pieces.syllables import TOTAL_TILES, tile
from logomachy.games.verbalia.races.lligosillab import (
    GAME,
    NOBODY,
    SYLLABLES,
    Deal,
    LligoState,
    Pass,
    Take,
    dealer_of,
    points,
    read_pile,
    word_of,
    words_by_syllables,
)
from logomachy.kernel import IllegalMove, Rng, TimeUp


def put_in_hand(state: LligoState, syllable: str, two: bool | None = None) -> int:
    """Give the dealer a tile with `syllable` (two-coloured if `two`; None: a one-syllable one
    if any is left) from the bag, the tile it held going back in: the 136 tiles are kept."""
    held = state.drawn
    assert held is not None
    candidates = [m for m in (held, *state.bag) if syllable in tile(m).sides]
    if two is not None:
        candidates = [m for m in candidates if tile(m).two_sided == two]
    n = min(candidates, key=lambda m: tile(m).two_sided)
    if n != held:
        state.bag.remove(n)
        state.bag.append(held)
        state.drawn = n
    assert GAME.invariants(state) == []
    return n


def deal(state: LligoState, syllable: str, two: bool | None = None) -> LligoState:
    put_in_hand(state, syllable, two)
    return GAME.apply(state, dealer_of(state), Deal(syllable))


def passes(state: LligoState, *seats: int) -> LligoState:
    for s in seats:
        state = GAME.apply(state, s, Pass())
    return state


def time_up(state: LligoState) -> LligoState:
    timer = GAME.timer(state)
    assert timer is not None
    return GAME.apply(state, None, TimeUp(timer.key))


# -- The deal ------------------------------------------------------------------------------------
def test_the_dealer_draws_one_syllable_at_a_time_and_the_others_wait() -> None:
    state = GAME.setup(4, {}, seed=3)
    assert GAME.meta.min_players == 3 and GAME.meta.max_players == 8
    assert dealer_of(state) == 0 and GAME.to_act(state) == [0]
    assert state.drawn is not None and len(state.bag) == TOTAL_TILES - 1
    assert state.options["syllables"] == SYLLABLES
    with pytest.raises(IllegalMove, match="not the time to take: now deal"):
        GAME.apply(state, 1, Take("CA"))


def test_a_one_syllable_tile_goes_face_up() -> None:
    state = GAME.setup(3, {}, seed=1)
    put_in_hand(state, "CA")
    with pytest.raises(IllegalMove, match="the syllable drawn is CA"):
        GAME.apply(state, 0, Deal("SA"))
    state = GAME.apply(state, 0, Deal(""))
    assert [t["syllable"] for t in GAME.view(state, 1)["table"]] == ["CA"]
    assert GAME.to_act(state) == [1, 2]  # everyone else grabs at once


def test_a_two_syllable_tile_goes_down_with_the_side_the_dealer_chooses() -> None:
    state = GAME.setup(3, {}, seed=1)
    n = put_in_hand(state, "BE", two=True)
    front, back = tile(n).sides
    with pytest.raises(IllegalMove, match="choose the side") as refused:
        GAME.apply(state, 0, Deal(""))
    assert refused.value.rule == "Lligosíl·laB: rules"
    state = GAME.apply(state, 0, Deal(back))
    shown = GAME.view(state, 1)["table"]
    assert shown == [{"syllable": back, "colour": "green"}]
    # the side face down is never read and never shown to the others
    assert front not in json.dumps(GAME.view(state, 1)) or front == back
    assert front in GAME.secrets(state)[0]


def test_only_the_dealer_sees_both_sides_of_the_tile_drawn() -> None:
    state = GAME.setup(3, {}, seed=1)
    n = put_in_hand(state, "BE", two=True)
    assert GAME.view(state, 0)["you"]["drawn"]["sides"] == list(tile(n).sides)
    for seat in (1, 2, None):
        view = GAME.view(state, seat)
        assert view["you"] is None or "drawn" not in view["you"]
    assert set(tile(n).sides) <= GAME.secrets(state)[0]


# -- Grabbing ------------------------------------------------------------------------------------
def test_each_player_takes_one_syllable_a_deal_any_one_on_the_table() -> None:
    state = deal(GAME.setup(3, {}, seed=2), "CA")
    state = passes(state, 1, 2)
    state = deal(state, "SA")
    state = GAME.apply(state, 1, Take("ca"))  # the older one: any syllable on the table
    with pytest.raises(IllegalMove, match="one syllable a deal"):
        GAME.apply(state, 1, Take("SA"))
    with pytest.raises(IllegalMove, match="not on the table"):
        GAME.apply(state, 2, Take("CA"))
    state = GAME.apply(state, 2, Take("SA"))
    assert [p.syllable for p in state.piles[1]] == ["CA"]
    assert [p.syllable for p in state.piles[2]] == ["SA"]
    assert GAME.to_act(state) == [0]  # everyone acted: the next deal


def test_the_first_to_take_a_syllable_has_it() -> None:
    state = passes(deal(GAME.setup(4, {}, seed=2), "CA"), 1, 2, 3)
    state = GAME.apply(deal(state, "SA"), 2, Take("SA"))
    with pytest.raises(IllegalMove, match="SA is not on the table"):
        GAME.apply(state, 1, Take("SA"))
    assert GAME.to_act(state) == [1, 3]  # the refused one may still take another or pass


def test_an_empty_table_ends_the_deal_for_everyone() -> None:
    state = GAME.apply(deal(GAME.setup(4, {}, seed=2), "CA"), 3, Take("CA"))
    assert state.table == [] and GAME.to_act(state) == [0]
    assert state.dealt == 1 and state.drawn is not None


def test_the_dealer_takes_none() -> None:
    state = deal(GAME.setup(3, {}, seed=2), "CA")
    with pytest.raises(IllegalMove, match="takes none"):
        GAME.apply(state, 0, Take("CA"))
    with pytest.raises(IllegalMove, match="not the time to deal"):
        GAME.apply(state, 1, Deal("CA"))
    state = GAME.setup(3, {}, seed=2)
    with pytest.raises(IllegalMove, match="only the dealer"):
        GAME.apply(state, 1, Deal("CA"))


def test_a_pile_is_hidden_from_everyone_its_owner_included() -> None:
    state = deal(GAME.setup(3, {}, seed=4), "CA")
    state = GAME.apply(state, 1, Take("CA"))  # the table is empty: the next deal
    state = deal(state, "SA")
    state = GAME.apply(state, 1, Take("SA"))
    assert GAME.secrets(state)[NOBODY] == {"CA", "SA"}
    for seat in (None, 0, 1, 2):
        view = GAME.view(state, seat)
        if view["you"] is not None:
            view["you"].pop("drawn", None)  # the dealer's next tile may be another CA
        assert "CA" not in json.dumps(view) and "SA" not in json.dumps(view)
        assert view["piles"] == [0, 2, 0]
    lines = [e.text for e in GAME.visible_events(state, 1)]
    assert "Seat 2 takes a syllable (2 on the pile)." in lines
    assert not any("CA" in line or "SA" in line for line in lines)


def test_time_up_passes_the_grabbers_and_deals_the_first_colour() -> None:
    state = GAME.setup(3, {"turn_seconds": 5}, seed=5)
    n = put_in_hand(state, "BE", two=True)
    timer = GAME.timer(state)
    assert timer is not None and timer.seconds == 5 and timer.label == "deal"
    state = time_up(state)
    assert state.table[-1].syllable == tile(n).sides[0]
    assert GAME.to_act(state) == [1, 2]
    state = time_up(state)  # both pass
    assert GAME.to_act(state) == [0] and state.piles == [[], [], []]
    assert len(state.table) == 1  # what nobody takes stays on the table
    with pytest.raises(IllegalMove, match="timer"):
        GAME.apply(state, None, TimeUp("r0:d1:take"))


# -- Reading a pile ------------------------------------------------------------------------------
def test_the_score_table() -> None:
    assert [points(n) for n in range(1, 8)] == [0, 3, 6, 10, 15, 15, 15]


def test_a_word_is_a_run_of_the_pile_in_any_order() -> None:
    assert read_pile(("CA", "SA")).points == 3
    assert read_pile(("SA", "CA")).words[0].word == "CASA"  # need not be in order
    cadira = read_pile(("RA", "CA", "DI"))
    assert (cadira.points, cadira.words[0].word) == (6, "CADIRA")
    assert read_pile(("CA", "DI", "RA", "SA", "CA")).points == 6 + 3
    # no mixed-up words: CA ... SA with another syllable between them is no CASA
    split = read_pile(("CA", "TRENC", "SA"))
    assert all(w.word != "CASA" for w in split.words)


def test_syllables_that_form_no_word_do_not_count() -> None:
    assert read_pile(("CA",)).points == 0  # one syllable is no word
    reading = read_pile(("XXX", "CA", "SA", "XXX"))
    assert reading.points == 3 and reading.words[0].start == 1


def test_the_tiles_must_remain_syllables() -> None:
    # AL + A spells ALA, but ALA divides A-LA (ABC P: PER + O does not make PERÒ)
    assert word_of(("AL", "A")) is None
    assert word_of(("A", "LA")) == "ala"
    assert read_pile(("AL", "A")).points == 0


def test_a_word_of_more_than_five_syllables_scores_as_five() -> None:
    six = next(k for k in words_by_syllables() if len(k) == 6)
    assert read_pile(six).points == 15


def brute_force(pile: tuple[str, ...]) -> int:
    """Every split of the pile into runs that are words or skipped syllables."""

    @cache
    def best(i: int) -> int:
        if i == len(pile):
            return 0
        found = best(i + 1)
        for j in range(i + 2, len(pile) + 1):
            if word_of(pile[i:j]) is not None:
                found = max(found, points(j - i) + best(j))
        return found

    return best(0)


def test_the_referee_finds_the_best_reading_of_a_pile() -> None:
    rng = Rng.from_seed(7, "piles")
    common = ["CA", "SA", "DI", "RA", "TA", "PA", "MA", "A", "NA", "RE", "TI", "PE", "LA", "SE"]
    for _ in range(150):
        pile = tuple(rng.choice(common) for _ in range(rng.below(9) + 2))
        reading = read_pile(pile)
        assert reading.points == brute_force(pile) == sum(w.points for w in reading.words)
        ends = [(w.start, w.start + len(w.syllables)) for w in reading.words]
        assert all(a[1] <= b[0] for a, b in itertools.pairwise(ends))  # runs do not overlap
        for w in reading.words:
            assert w.syllables == pile[w.start : w.start + len(w.syllables)]


# -- Rounds and the end --------------------------------------------------------------------------
def play_round(state: LligoState, piles: dict[int, list[str]], deals: int) -> LligoState:
    """Deal `deals` syllables: first one for each syllable of piles[s], which seat s takes,
    then whatever is drawn; the others pass."""
    takes = [(s, syllable) for s, pile in piles.items() for syllable in pile]
    assert len(takes) <= deals
    for k in range(deals):
        if k < len(takes):
            seat, on = takes[k]
            state = deal(state, on)
        else:
            seat, on = -1, ""
            assert state.drawn is not None
            state = GAME.apply(state, dealer_of(state), Deal(tile(state.drawn).sides[0]))
        for s in sorted(state.waiting, key=lambda s: s != seat):  # the taker first
            if s in state.waiting:  # an empty table ends the deal for the others
                state = GAME.apply(state, s, Take(on) if s == seat else Pass())
    return state


def test_the_dealer_scores_as_the_best_player_and_everyone_deals_once() -> None:
    state = GAME.setup(3, {"syllables": 5}, seed=6)
    state = play_round(state, {1: ["CA", "DI", "RA"]}, 5)
    first = state.ended[0]
    assert first.points == (6, 6, 0) and first.dealer == 0
    assert dealer_of(state) == 1 and GAME.to_act(state) == [1]
    assert len(state.bag) == TOTAL_TILES - 1  # all 136 back for the next round
    view = GAME.view(state, 2)
    assert view["last"]["readings"][1]["pile"] == ["CA", "DI", "RA"]
    assert view["last"]["readings"][1]["words"][0]["word"] == "CADIRA"
    state = play_round(state, {2: ["CA", "SA"]}, 5)
    state = play_round(state, {0: ["PE", "TI", "TA"], 1: ["CA"]}, 5)
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result.breakdown[0] == {"round 1": 6, "round 2": 0, "round 3": 6}
    assert result.scores == (12, 9, 9) and result.winners == (0,)


def test_ties_share_the_victory() -> None:
    state = GAME.setup(3, {"syllables": 5}, seed=6)
    for _ in range(3):
        state = play_round(state, {}, 5)
    assert GAME.result(state).winners == (0, 1, 2)


def test_parse_move() -> None:
    state = GAME.setup(3, {}, seed=2)
    assert GAME.parse_move(state, 0, "deal ca") == Deal("ca")
    assert GAME.parse_move(state, 0, "deal") == Deal("")
    assert GAME.parse_move(state, 1, "take ca") == Take("ca")
    assert GAME.parse_move(state, 1, "pass") == Pass()
    with pytest.raises(IllegalMove):
        GAME.parse_move(state, 1, "take")


def test_invariants_hold_and_catch_a_lost_tile() -> None:
    state = deal(GAME.setup(3, {}, seed=2), "CA")
    assert GAME.invariants(state) == []
    state.bag.pop()
    assert GAME.invariants(state) == ["the 136 syllable tiles are not conserved"]


# -- Bots ------------------------------------------------------------------------------------------
def test_a_bot_remembers_only_what_it_took_itself() -> None:
    state = deal(GAME.setup(3, {}, seed=2), "CA")
    bot = make_bot(GAME.meta.id, "hard")
    assert isinstance(bot, LligoBot)
    move = bot.choose(GAME, state, 1, Rng.from_seed(1, "t"))
    assert move == Take("CA")  # CA starts many words
    state = GAME.apply(state, 1, move)
    assert bot.remembered(GAME.view(state, 1), 1) == ("CA",)
    fresh = LligoBot("hard")  # a bot that did not take it does not know it
    assert fresh.remembered(GAME.view(state, 1), 1) == ()


def test_a_bot_completes_the_word_it_is_building() -> None:
    state = deal(GAME.setup(3, {}, seed=2), "CA")
    bot = LligoBot("hard")
    state = GAME.apply(state, 1, bot.choose(GAME, state, 1, Rng.from_seed(1, "t")))
    state = GAME.apply(deal(state, "DI"), 2, Take("DI"))
    state = deal(state, "SA")
    assert bot.choose(GAME, state, 1, Rng.from_seed(2, "t")) == Take("SA")  # CASA


def test_the_easy_bot_forgets_its_older_syllables() -> None:
    bot = LligoBot("easy")
    bot.taken = {(1, 0): "CA", (1, 1): "SA", (1, 2): "DI"}
    assert bot.remembered({"round": 1, "piles": [0, 3, 0]}, 1) == ("SA", "DI")


def test_bots_play_legal_games_with_every_strength() -> None:
    match = autoplay(GAME, 4, 3, {"syllables": 20}, ["easy", "medium", "hard"])
    assert match.over and GAME.invariants(match.state) == []


@pytest.mark.slow
def test_hard_beats_easy_in_a_clear_majority() -> None:
    wins = {"easy": 0, "hard": 0}
    for seed in range(10):
        players = 3 + seed % 3
        order = ["hard", "easy"] if seed % 2 else ["easy", "hard"]
        strengths = [order[i % 2] for i in range(players)]
        match = autoplay(GAME, players, seed, {"syllables": 40}, strengths)
        for strength in {strengths[w] for w in GAME.result(match.state).winners}:
            wins[strength] += 1  # games with a winner of that strength (ties count for both)
    print(f"Lligosíl·laB, 10 games of 3-5 players: hard wins {wins['hard']}, easy {wins['easy']}")
    assert wins["hard"] >= 3 * max(1, wins["easy"])


# -- ABC P as a table option -------------------------------------------------------------------
RULE_P = (
    "Only if the players agree is a division of the words in play accepted that does not "
    "correspond to the syllabic division established by the grammatical norm."
)


def test_abc_p_agreed_a_run_reads_as_any_order_of_its_tiles_spells() -> None:
    # RULE_P: AL + A spells ALA (the norm: A-LA); CIM + ES makes CIMES (CI-MES), in any order
    assert word_of(("A", "AL")) is None and read_pile(("A", "AL")).points == 0
    assert word_of(("A", "AL"), free=True) == "ala"
    reading = read_pile(("XXX", "ES", "CIM"), free=True)
    assert [(w.word, w.start, w.points) for w in reading.words] == [("CIMES", 1, 3)]
    # the norm's word first: CA SA is still CASA
    assert read_pile(("SA", "CA"), free=True) == read_pile(("SA", "CA"))
    # no mixed-up words, whatever the division
    mixed = ("CIM", "CA", "ES")
    assert read_pile(mixed, free=True).words == read_pile(mixed).words


def test_abc_p_agreed_the_round_scores_the_spelt_word_off_by_default() -> None:
    for agreed, scored in ((True, (3, 3, 0)), (False, (0, 0, 0))):
        options: dict[str, object] = {"syllables": 5}
        if agreed:
            options["free_division"] = True
        state = GAME.setup(3, options, seed=6)
        assert ("free_division" in state.options) is agreed  # default: not stored
        state = play_round(state, {1: ["AL", "A"]}, 5)
        assert state.ended[0].points == scored
