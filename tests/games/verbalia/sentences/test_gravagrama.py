"""GraVagrama, rule by rule (rulebook section GraVagrama), and its digital readings."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.verbalia.sentences.gravagrama import GraVagramaBot, related
from logomachy.games.verbalia.pieces.syllables import fold
from logomachy.games.verbalia.sentences.gravagrama import (
    GAME,
    SHOW_SECONDS,
    UNDERLINED,
    Clue,
    GraVagramaState,
    Guess,
    Underline,
    check_clue,
    page_words,
    pages,
    schedule,
)
from logomachy.kernel import IllegalMove, Move, Pass, Rng, TimeUp

# A teacher's page of our own: "CASA" and "cases" are two words (another inflection).
GREEK = "alfa beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho "
GREEK += "sigma tau upsilon phi chi psi omega"
NATURE = "pedra arbre flor fulla vent pluja neu foc terra cel nit dia matí tarda estiu hivern "
NATURE += "tardor primavera gat gos cavall vaca ovella porc gall llop guineu ós"
TEXT = f"La casa del poble té cases blanques i un cafè. {GREEK} sol lluna mar riu {NATURE}. L'home."


def play(state: GraVagramaState, *moves: tuple[int | None, Move]) -> GraVagramaState:
    for seat, move in moves:
        state = GAME.apply(state, seat, move)
    return state


def places(state: GraVagramaState, words: list[str]) -> tuple[int, ...]:
    """The places of the first occurrence of each word on the page."""
    out = []
    for w in words:
        out.append(next(i for i in range(len(state.spans)) if state.word_at(i) == w))
    return tuple(out)


FIRST = ["casa", "cafè", *GREEK.split(), "sol", "lluna", "mar", "riu"]
SECOND = [*NATURE.split(), "blanques", "poble"]


def shown(seats: int = 4, **options: Any) -> GraVagramaState:
    """Both givers underlined (seat 0 FIRST, seat 2 SECOND): the show is on."""
    state = GAME.setup(seats, {"text": TEXT, **options}, seed=1)
    return play(state, (0, Underline(places(state, FIRST))), (2, Underline(places(state, SECOND))))


def clues(state: GraVagramaState) -> GraVagramaState:
    """After the thirty seconds."""
    timer = GAME.timer(state)
    assert timer is not None and timer.label == "show" and timer.seconds == SHOW_SECONDS
    return play(state, (None, TimeUp(timer.key)))


def test_words_of_the_page_accents_and_case_not_counting() -> None:
    assert len(FIRST) == len(SECOND) == UNDERLINED
    words = [TEXT[a:b] for a, b in page_words(TEXT)]
    assert "home" in words and "L" not in words and "i" not in words  # l'home: HOME
    text = "Al col·legi, 1714 nord-americans."
    assert [text[a:b] for a, b in page_words(text)] == ["Al", "col·legi", "nord", "americans"]


def test_pairs_side_by_side_and_everyone_partners_everyone() -> None:
    for seats in range(4, 11):
        rounds = schedule(seats)
        assert rounds[0][: seats // 2] == [(2 * i, 2 * i + 1) for i in range(seats // 2)]
        met = [frozenset(p) for r in rounds for p in r]
        assert len(met) == len(set(met)) == seats * (seats - 1) // 2
        for r in rounds:  # nobody twice in a round; with an odd count one sits out
            seen = [s for p in r for s in p]
            assert len(seen) == len(set(seen)) == seats - seats % 2
    assert len(GAME.setup(4, {}, 1).rounds) == 1  # the plain game: one partnership
    assert len(GAME.setup(4, {"rotate": True}, 1).rounds) == 3
    # odd: no fixed pairs cover the table, so the longer game is played
    state = GAME.setup(5, {}, 1)
    assert len(state.rounds) == 5
    assert GAME.view(state, 4)["you"]["role"] == "out" and GAME.to_act(state) == [0, 2]


def test_the_page_is_pasted_or_bundled() -> None:
    state = GAME.setup(4, {"text": TEXT}, 1)
    assert state.text == TEXT.strip() and state.title == ""
    state = GAME.setup(4, {"page": "tempesta"}, 1)
    assert state.title == pages()["tempesta"]["title"]
    chosen = {GAME.setup(4, {}, seed).title for seed in range(12)}
    assert len(chosen) > 1  # "random" draws by the seed
    for page in pages().values():  # original prose of some 300 words, 60+ distinct
        assert 250 <= len(page["text"].split()) <= 350
        assert len({fold(page["text"][a:b]) for a, b in page_words(page["text"])}) >= 60
    with pytest.raises(IllegalMove, match="60 are needed"):
        GAME.setup(4, {"text": "Massa curt per jugar."}, 1)
    assert GAME.setup(4, {"text": " ".join(FIRST), "words": "same"}, 1).spans


def test_underlining_thirty_distinct_words_by_the_giver() -> None:
    state = GAME.setup(4, {"text": TEXT}, seed=1)
    assert GAME.to_act(state) == [0, 2] and GAME.timer(state).label == "underline"  # type: ignore[union-attr]
    good = places(state, FIRST)
    for seat, move, reason in [
        (1, Underline(good), "Seat 1 underlines"),
        (0, Underline(good[:29]), "underline 30 words"),
        (0, Underline((*good[:29], 9999)), "words of the page"),
    ]:
        with pytest.raises(IllegalMove, match=reason):
            GAME.apply(state, seat, move)
    state = play(state, (0, Underline(good)))
    with pytest.raises(IllegalMove, match="have underlined"):
        GAME.apply(state, 0, Underline(good))
    assert GAME.view(state, 0)["you"]["words"][0]["word"] == "casa"
    for seat in (None, 1, 2, 3):  # nobody else sees them yet
        assert GAME.view(state, seat)["you"] is None or not GAME.view(state, seat)["you"]["words"]


def test_the_same_word_twice_is_refused() -> None:
    text = TEXT + " Casa!"
    state = GAME.setup(4, {"text": text}, seed=1)
    last = len(state.spans) - 1
    assert state.word_at(last) == "Casa"
    with pytest.raises(IllegalMove, match="underlined twice"):
        GAME.apply(state, 0, Underline((*places(state, FIRST)[:29], last)))


def test_time_up_the_referee_underlines_at_random() -> None:
    state = GAME.setup(4, {"text": TEXT}, seed=1)
    state = play(state, (0, Underline(places(state, FIRST))))
    state = play(state, (None, TimeUp(GAME.timer(state).key)))  # type: ignore[union-attr]
    words = [it.word for it in state.plays[1].items]
    assert len({fold(w) for w in words}) == UNDERLINED and state.stage == "show"
    assert "underlines thirty words for Seat 3" in state.log[-2].text


def test_the_show_lasts_thirty_seconds_then_the_guesser_never_sees_the_words() -> None:
    state = shown()
    assert GAME.to_act(state) == []  # the thirty seconds: nobody plays
    during = GAME.view(state, 1)["you"]["words"]
    assert [w["word"] for w in during] == FIRST
    assert GAME.view(state, 3)["you"]["words"][0]["word"] == "pedra"
    assert GAME.view(state, 3)["you"]["words"] != during  # each guesser its partner's only
    secrets = GAME.secrets(state)
    assert "casa" in secrets[0] and "casa" in secrets[1] and "casa" not in secrets.get(3, set())
    state = clues(state)
    assert GAME.to_act(state) == [0, 2]
    for seat in (None, 1, 2, 3):
        view = GAME.view(state, seat)
        if seat == 2:
            assert view["page"]["text"] == TEXT  # a giver keeps the page
            view.pop("page")
        blob = json.dumps(view, ensure_ascii=False)
        for w in FIRST:
            assert f'"{w}"' not in blob, (seat, w)
        if seat in (1, 3):
            assert view["you"]["words"] is None
    assert set(GAME.secrets(state)) == {0, 2}


def test_after_the_show_the_guesser_no_longer_sees_the_page() -> None:
    """ "They let their partner see them for thirty seconds": a memory game. The guessers
    see the page with the underlines during the show only; the givers keep it; nobody else
    sees it while the game is played, and everyone once it is over."""
    state = GAME.setup(5, {"text": TEXT}, seed=1)  # five: seat 5 sits out
    assert [s for s in (None, 0, 1, 2, 3, 4) if GAME.view(state, s)["page"]] == [0, 2]
    state = play(state, (0, Underline(places(state, FIRST))), (2, Underline(places(state, SECOND))))
    assert [s for s in (None, 0, 1, 2, 3, 4) if GAME.view(state, s)["page"]] == [0, 1, 2, 3]
    assert all(TEXT in GAME.secrets(state)[s] for s in (0, 1, 2, 3))
    state = clues(state)
    assert [s for s in (None, 0, 1, 2, 3, 4) if GAME.view(state, s)["page"]] == [0, 2]
    assert TEXT not in json.dumps(GAME.view(state, 1), ensure_ascii=False)
    assert set(GAME.secrets(state)) == {0, 2} and TEXT in GAME.secrets(state)[0]


def test_clues_one_word_not_the_word_nor_its_lemma() -> None:
    state = clues(shown())
    for seat, move, reason in [
        (1, Clue(0, "llar"), "Seat 1 gives the clues"),
        (0, Clue(0, "llar gran"), "one word"),
        (0, Clue(0, "l'habitatge"), "one word"),
        (0, Clue(0, "3"), "one word"),
        (0, Clue(0, "CASA"), "the underlined word itself"),
        (0, Clue(0, "càsa"), "the underlined word itself"),  # accents do not count
        (0, Clue(0, "cases"), "same lemma"),  # another form of CASA
        (0, Clue(1, "cafe"), "the underlined word itself"),
        (0, Clue(30, "llar"), "one of your 30 words"),
    ]:
        with pytest.raises(IllegalMove, match=reason):
            GAME.apply(state, seat, move)
    assert check_clue("caseta", "casa") == "caseta"  # derived: another lemma, allowed
    assert check_clue("Nord-americà", "casa") == "Nord-americà"  # one word with its hyphen
    state = play(state, (0, Clue(0, "llar")))
    assert GAME.to_act(state) == [1, 2]  # the guesser answers; the other pair goes on
    with pytest.raises(IllegalMove, match="answer"):
        GAME.apply(state, 0, Clue(1, "beguda"))
    state = play(state, (1, Guess("cases")))  # another inflection: not the word underlined
    assert not state.plays[0].items[0].correct
    with pytest.raises(IllegalMove, match="its one clue"):
        GAME.apply(state, 0, Clue(0, "llar"))
    assert GAME.view(state, 1)["plays"][0]["clues"] == [
        {"clue": "llar", "guess": "cases", "correct": False}
    ]


def test_a_right_answer_accents_and_case_not_counting_scores_for_both() -> None:
    state = clues(shown())
    state = play(state, (0, Clue(1, "beguda")), (1, Guess("CAFE")))
    assert state.plays[0].items[1].correct and GAME.result(state).scores == (1, 1, 0, 0)
    state = play(state, (0, Clue(26, "estrella")), (1, Pass()))  # no answer (SOL)
    assert state.plays[0].items[26].answered and not state.plays[0].items[26].correct
    assert "sol" not in json.dumps(GAME.view(state, 1)["plays"])  # a miss is not told


def test_the_half_ends_roles_swap_and_thirty_new_words() -> None:
    state = clues(shown())
    state = play(state, (0, Clue(1, "beguda")), (1, Guess("cafè")), (0, Pass()), (2, Pass()))
    assert state.half == 1 and state.stage == "underline"
    assert GAME.to_act(state) == [1, 3]  # the partners now underline
    last = GAME.view(state, 3)["last"]
    assert [w["word"] for w in last[0]["items"]] == FIRST  # revealed to all at the half's end
    assert last[0]["points"] == 1
    with pytest.raises(IllegalMove, match="first series"):
        GAME.apply(state, 1, Underline(places(state, FIRST)))
    assert GAME.view(state, 1)["you"]["avoid"] == sorted(fold(w) for w in FIRST)
    state = play(state, (1, Underline(places(state, SECOND))), (3, Underline(places(state, FIRST))))
    state = clues(state)
    state = play(state, (1, Clue(0, "roca")), (0, Guess("pedra")))
    state = play(state, (None, TimeUp(GAME.timer(state).key)))  # type: ignore[union-attr]
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result.scores == (2, 2, 0, 0) and result.winners == (0, 1)  # the pair wins
    assert result.breakdown[0] == {"round 1": 2}


def test_same_words_after_the_swap() -> None:
    state = clues(shown(words="same"))
    state = play(state, (0, Pass()), (2, Pass()))
    assert state.half == 1 and state.stage == "show"  # no underlining: the same thirty
    assert [it.word for it in state.plays[0].items] == FIRST and state.plays[0].giver == 1


def test_the_longer_game_rotates_and_scores_each_person() -> None:
    state = GAME.setup(4, {"text": TEXT, "rotate": True}, seed=1)
    for _ in range(6):  # three partnerships, two halves each
        state = play(state, (None, TimeUp(GAME.timer(state).key)))  # type: ignore[union-attr]
        state = play(state, (None, TimeUp(GAME.timer(state).key)))  # type: ignore[union-attr]
        for p in list(state.plays):  # every pair finds one word a half
            state = play(state, (p.giver, Clue(0, "xyzzy")), (p.guesser, Guess(p.items[0].word)))
        state = play(state, (None, TimeUp(GAME.timer(state).key)))  # type: ignore[union-attr]
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result.breakdown[0] == {"round 1": 2, "round 2": 2, "round 3": 2}
    assert result.scores == (6, 6, 6, 6) and result.winners == (0, 1, 2, 3)


def test_a_bot_clue_is_a_related_word_and_guessers_find_it_back() -> None:
    state = GAME.setup(4, {"page": "tempesta"}, seed=4)
    hard = GraVagramaBot("hard")
    rng = Rng.from_seed(1)
    for seat in GAME.to_act(state):
        state = play(state, (seat, hard.choose(GAME, state, seat, rng)))
    state = clues(state)
    clue = hard.choose(GAME, state, 0, rng)
    assert isinstance(clue, Clue)
    word = state.plays[0].items[clue.item].word
    assert clue.word in related(word.lower())  # from the lexicon's listing
    # The guesser finds back a word it remembers (hard: 27 of the 30).
    memory = hard.memory(state, state.plays[0], 1)
    item = next(i for i, it in enumerate(state.plays[0].items) if fold(it.word) in memory)
    word = state.plays[0].items[item].word
    said, _ = hard._best_clue(state.text, word, set(), rng)
    assert said is not None
    state = play(state, (0, Clue(item, said)))
    answer = hard.choose(GAME, state, 1, rng)
    assert isinstance(answer, Guess) and fold(answer.word) == fold(word)


def test_a_guesser_bot_answers_from_memory_alone_as_its_strength_keeps() -> None:
    """A memory game: after the show the guesser bot reads neither the page nor the
    underlines, only what it remembers of them (easy 10 words, medium 18, hard 27), drawn
    from the game's seed: the same on every replay."""
    state = clues(shown())
    sizes = {}
    for strength in ("easy", "medium", "hard"):
        bot = GraVagramaBot(strength)
        kept = bot.memory(state, state.plays[0], 1)
        assert kept == bot.memory(state, state.plays[0], 1) and set(kept) <= {
            fold(w) for w in FIRST
        }
        sizes[strength] = len(kept)
    assert sizes == {"easy": 10, "medium": 18, "hard": 27}
    state = play(state, (0, Clue(1, "beguda")))
    answer = GraVagramaBot("hard").choose(GAME, state, 1, Rng.from_seed(2))
    blind = copy.deepcopy(state)
    blind.text, blind.spans, blind.spans_text = "", [], ""  # the page gone: the same answer
    assert GraVagramaBot("hard").choose(GAME, blind, 1, Rng.from_seed(2)) == answer


def test_hard_beats_easy() -> None:
    """A pair of hard bots against a pair of easy ones (seats 1-2 against 3-4), pages and
    seeds varied: the hard pair wins a clear majority (measured: 8 of 8 seeds)."""
    wins = 0
    seeds = range(8)
    for seed in seeds:
        match = autoplay(GAME, 4, seed, {}, ["hard", "hard", "easy", "easy"])
        scores = GAME.result(match.state).scores
        wins += scores[0] > scores[2]
    assert wins >= 7


def test_typed_moves_and_the_page_as_the_views_send_it() -> None:
    state = GAME.setup(4, {"text": TEXT}, seed=1)
    assert GAME.parse_move(state, 0, "underline 1 2 3") == Underline((1, 2, 3))
    assert GAME.parse_move(state, 0, "clue 4 llar") == Clue(4, "llar")
    assert GAME.parse_move(state, 1, "guess casa") == Guess("casa")
    assert GAME.parse_move(state, 1, "pass") == Pass()
    with pytest.raises(IllegalMove):
        GAME.parse_move(state, 0, "clue x llar")
    spans = GAME.view(state, 0)["page"]["spans"]
    pairs = [tuple(map(int, s.split(":"))) for s in spans.split()]
    assert pairs == page_words(state.text)


def test_a_clue_or_an_answer_out_of_its_moment_is_refused() -> None:
    state = shown()
    with pytest.raises(IllegalMove, match=r"nothing can be played now \(show\)"):
        GAME.apply(state, 0, Clue(0, "llar"))
    state = clues(state)
    with pytest.raises(IllegalMove, match="next clue"):
        GAME.apply(state, 1, Guess("casa"))
    five = GAME.setup(5, {"text": TEXT}, seed=1)
    with pytest.raises(IllegalMove, match="sit out"):
        GAME.apply(five, 4, Underline(places(five, FIRST)))
