"""The analysers new with the after-game pages, on positions made on purpose: a choice as good
as the best costs nothing, giving a word up costs what the best word was worth, and the best
named is one the rules accept."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from logomachy.bots.analysis import Choice
from logomachy.bots.el_soneto import analysis as el_soneto_analysis
from logomachy.bots.trencadis import analysis as trencadis_analysis
from logomachy.bots.verbalia.chains import analysis as verbalia_chains_analysis
from logomachy.bots.verbalia.chains.engine import four_letter_words
from logomachy.bots.verbalia.memory import analysis as verbalia_memory_analysis
from logomachy.bots.verbalia.sentences import analysis as verbalia_syllable_chain_analysis
from logomachy.games.el_soneto import GAME as SONETO
from logomachy.games.el_soneto.moves import Pass as SonetoPass
from logomachy.games.trencadis import GAME as TRENCADIS
from logomachy.games.trencadis import GiveUp, Write
from logomachy.games.verbalia.chains.engine import Form
from logomachy.games.verbalia.chains.vistagrama import GAME as VISTAGRAMA
from logomachy.games.verbalia.chains.vistagrama import POINTS
from logomachy.games.verbalia.memory.engine import Turn, TurnDown, words_of
from logomachy.games.verbalia.memory.memosillab import GAME as MEMOSILLAB
from logomachy.games.verbalia.pieces.syllables import syllables_of
from logomachy.games.verbalia.sentences.enfilasillab import GAME as ENFILASILLAB
from logomachy.games.verbalia.sentences.syllable_chains import GiveUp as ChainGiveUp
from logomachy.kernel import Match, Pass, SeatInfo
from logomachy.lexicon import lexicon


def match(game: object, players: int, seed: int) -> Match:
    return Match(game, [SeatInfo(f"p{i}") for i in range(players)], {}, seed)  # type: ignore[arg-type]


def test_trencadis_the_best_word_costs_nothing_and_giving_up_costs_it_all() -> None:
    m = match(TRENCADIS, 2, 4)
    best, value = trencadis_analysis.best_word(m.state, 0)
    assert best and value > 0
    m.play(0, Write(best))
    m.play(1, GiveUp())
    first, second = trencadis_analysis.analyse_record(m.record)
    assert (first.seat, first.played, first.cost, first.round) == (0, best, 0, 1)
    assert (second.played, second.value) == ("", 0) and second.cost == round(second.best_value, 1)
    assert second.best and second.best_value > 0 and first.move == second.move == 2


def test_el_soneto_passing_costs_the_hard_bots_best_word() -> None:
    m = match(SONETO, 2, 2)
    best, value = el_soneto_analysis.best_word(m.state, 0)
    assert best and value > 0
    m.play(0, SonetoPass())
    item = el_soneto_analysis.analyse_record(m.record)[0]
    assert (item.seat, item.played, item.turn) == (0, "", 1)
    assert item.best == best and item.cost == round(value, 1)


def test_vistagrama_a_pass_when_a_word_existed_costs_its_points() -> None:
    m = match(VISTAGRAMA, 2, 1)
    left = Counter(m.state.letters)
    first = next(w for w, tiles in four_letter_words() if not Counter(tiles) - left)
    m.play(0, Form(first))
    possible = {w.upper() for w, _ in VISTAGRAMA.words_now(m.state)}
    m.play(1, Pass())
    opened, passed = verbalia_chains_analysis.analyse_record(m.record)
    assert opened.played == first and opened.cost == 0 and opened.value == POINTS[4]
    assert passed.seat == 1 and passed.played == "" and passed.cost == POINTS[5]
    assert passed.best in possible


def test_memory_a_word_turned_down_and_a_known_pair_left_cost_two_syllables() -> None:
    m = match(MEMOSILLAB, 2, 3)
    square = m.state.squares[0]
    cells = square.left()
    pair = next(
        (a, b)
        for a, b in combinations(cells, 2)
        if words_of([square.in_play(a), square.in_play(b)])
    )
    other = next(c for c in cells if c not in pair)
    # Seat 1 turns over a pair that forms a word and turns it down: two syllables lost.
    m.play(0, Turn(0, other))
    m.play(0, Turn(0, next(c for c in cells if c not in (*pair, other))))
    m.play(0, TurnDown())
    m.play(1, Turn(0, pair[0]))
    m.play(1, Turn(0, pair[1]))
    m.play(1, TurnDown())
    # Seat 0 saw both: turning anything else over first leaves that word behind.
    m.play(0, Turn(0, other))
    items = verbalia_memory_analysis.analyse_record(m.record)
    missed = items[1]
    assert (missed.seat, missed.played, missed.cost) == (1, "", 2)
    assert missed.best.lower() in words_of([square.in_play(pair[0]), square.in_play(pair[1])])
    m.play(0, Turn(0, next(c for c in square.left() if c not in (*pair, other))))
    m.play(0, TurnDown())
    last = verbalia_memory_analysis.analyse_record(m.record)[-1]
    assert last.seat == 0 and last.cost == 2 and last.best == missed.best


def test_a_syllable_chain_given_up_costs_a_letter_of_adeu_when_a_word_was_there() -> None:
    m = match(ENFILASILLAB, 2, 2)
    choices = ENFILASILLAB.choices(m.state)
    m.play(0, ChainGiveUp())
    item = verbalia_syllable_chain_analysis.analyse_record(m.record)[0]
    assert isinstance(item, Choice) and (item.seat, item.value, item.cost) == (0, -1, 1)
    written = lexicon("ca").normalise(item.best.lower())
    assert syllables_of(written)[0] in choices
