"""How Verbàlia bots vote on others' claims (bots/verbalia_judgment.py) and how hard bots at
one table vary their words (issue 16: honest judgment, variety)."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import make_bot
from logomachy.bots.verbalia.judgment import (
    ERROR,
    is_of_category,
    is_well_built,
    is_written_as_asked,
    sentence_faults,
    vote,
)
from logomachy.kernel import Challenge, ChallengeStage, Rng, TieRule


def test_a_vote_errs_by_strength_and_easy_is_never_always_yes() -> None:
    for strength, error in ERROR.items():
        yes_to_false = sum(vote(False, strength, Rng(seed)) for seed in range(600))
        no_to_true = sum(not vote(True, strength, Rng(seed)) for seed in range(600))
        assert abs(yes_to_false / 600 - error) < 0.05 and abs(no_to_true / 600 - error) < 0.05
    easy = [vote(False, "easy", Rng(seed)) for seed in range(50)]
    assert any(easy) and not all(easy)


@pytest.mark.parametrize(
    ("word", "category", "true"),
    [
        ("CASA", "noun", True),
        ("BLANC", "adjective", True),
        ("MENJAR", "verb", True),
        ("MENJAVA", "verb", True),  # any form: Buscador, XaVograma
        ("RÀPIDAMENT", "noun", False),
        ("BLANC", "verb", False),
        ("PER", "adjective", False),
    ],
)
def test_category_beliefs_follow_the_dictionary(word: str, category: str, true: bool) -> None:
    assert is_of_category(word, category) is true


@pytest.mark.parametrize(
    ("word", "category", "true"),
    [
        ("GAT", "noun", True),
        ("GATS", "noun", False),
        ("MENJAR", "verb", True),
        ("MENJAVA", "verb", False),
        ("BLANC", "adjective", True),
        ("BLANCA", "adjective", False),
        ("GATS", None, False),  # TaBugrama: of any category, in its citation form
        ("ARA", None, True),  # an adverb is its own citation form
    ],
)
def test_citation_form_beliefs_follow_the_dictionary(
    word: str, category: str | None, true: bool
) -> None:
    assert is_written_as_asked(word, category) is true


@pytest.mark.parametrize(
    "sentence",
    [
        "EL GAT MENJA PEIX FRESC",
        "LES CASES BLANQUES DE PEDRA",
        "LA VEIG",  # a weak pronoun before a verb, not an article
        "UN HOME AMB UNA DONA",
        "ELLA VEU EL GAT QUE MENJA PEIX FRESC",
        "EN VOL UNA",
    ],
)
def test_well_built_sentences_pass(sentence: str) -> None:
    assert sentence_faults(sentence) == ()


@pytest.mark.parametrize(
    ("sentence", "fault"),
    [
        ("LA GAT MENJA PEIX", "disagree"),
        ("EL GAT MENJA PEIX AMB", "ends on AMB"),
        ("PEIX MENJA GAT EL", "ends on EL"),
        ("EL GAT XYZW MENJA", "not a word"),
        ("INCLOSA APUNTA BEURE USEN RÀDIO", "two verbs"),
        ("IMATGES POETES OBJECTA DONEN", "without a link"),
        ("UNA TAULA RODONA DE FUSTA VELLA", "no verb"),
    ],
)
def test_badly_built_sentences_are_found_out(sentence: str, fault: str) -> None:
    assert any(fault in f for f in sentence_faults(sentence)), sentence_faults(sentence)
    assert not is_well_built(sentence)


def _open(subject: str, voters: list[int]) -> Challenge:
    challenge = Challenge(0, 0, subject, "?", voters, tie=TieRule.ACCEPT)
    challenge.stage = ChallengeStage.VOTE
    return challenge


def _accepts(game_id: str, strength: str, state: object, seat: int) -> int:
    from logomachy.kernel import get_game

    game, bot = get_game(game_id), make_bot(game_id, strength)
    return sum(bool(bot.choose(game, state, seat, Rng(s)).accept) for s in range(40))  # type: ignore[attr-defined]


@pytest.mark.parametrize(("word", "true"), [("MENJAR", True), ("MANEJAR", True), ("MENJAT", False)])
def test_zombigrama_hard_votes_as_the_dictionary_says_easy_errs(word: str, true: bool) -> None:
    from dataclasses import replace

    from logomachy.games.verbalia.lists.zombigrama import GAME

    state = replace(GAME.setup(4, {}, seed=1), category="V")
    state = replace(state, voting=True, votes={word: _open(word, [1, 2, 3])})
    hard = _accepts(GAME.meta.id, "hard", state, 1)
    easy = _accepts(GAME.meta.id, "easy", state, 1)
    assert (hard >= 36) if true else (hard <= 4)
    assert 0 < easy < 40  # easy errs either way, never "always yes"


@pytest.mark.parametrize(("word", "true"), [("AMIC", True), ("AMICS", False), ("CORRE", False)])
def test_subbugrama_hard_votes_on_the_opponent_s_noun_honestly(word: str, true: bool) -> None:
    from dataclasses import replace

    from logomachy.games.verbalia.coast import subbugrama as sb

    state = sb.GAME.setup(2, {}, seed=3)
    words = [sb.Word(word[0], word, "noun", True)]
    state = replace(state, stage="vote", words=words, votes={0: _open(word, [1])})
    hard = _accepts(sb.GAME.meta.id, "hard", state, 1)
    assert (hard >= 36) if true else (hard <= 4)  # it used to reject every doubtful word


def test_buscador_hard_votes_on_the_region_s_category() -> None:
    from dataclasses import replace

    from logomachy.games.verbalia.coast import buscador as bz
    from logomachy.games.verbalia.pieces.country import country

    land = country()
    region = next(r for r in land.ids if land.region(r).category == "noun")
    state = bz.GAME.setup(3, {}, seed=2)
    for word, true in (("TAULA", True), ("RÀPIDAMENT", False)):
        placed = bz.Word(0, word, region, len(word), (), False, False, 0)
        voting = replace(state, stage="vote", vote=_open(word, [1, 2]), pending_word=placed)
        hard = _accepts(bz.GAME.meta.id, "hard", voting, 1)
        assert (hard >= 36) if true else (hard <= 4)


def test_hard_bots_at_one_votagrama_table_rarely_write_the_same_word() -> None:
    from logomachy.games.verbalia.lists.votagrama import GAME

    rounds = same = 0
    for seed in range(3):
        match = autoplay(GAME, 4, seed, {}, ["hard"])
        state = GAME.setup(4, {}, seed=seed)
        by_round: dict[str, set[tuple[str, ...]]] = {}
        for m in match.record.moves:
            timer = GAME.timer(state)
            if m.move.get("verb") == "write" and timer is not None:
                by_round.setdefault(timer.key, set()).add(tuple(m.move["words"]))
            state = GAME.apply(state, m.seat, GAME.move_from_json(m.move))
        rounds += len(by_round)
        same += sum(len(words) == 1 for words in by_round.values())
    assert rounds >= 6 and same / rounds <= 0.2


def test_hard_doblograma_words_vary_and_stay_the_longest() -> None:
    from logomachy.bots.verbalia.lists.engine import doblograma_words
    from logomachy.games.verbalia.lists.doblograma import GAME
    from logomachy.games.verbalia.pieces.plaza import tiles_of

    state = GAME.setup(4, {}, seed=5)
    state.letter, state.times, state.others = "A", 1, []
    chosen = [doblograma_words(state, 0, "hard", Rng(seed))[0] for seed in range(12)]
    assert len(set(chosen)) >= 6  # different bots, different words
    assert len({len(tiles_of(w) or ()) for w in chosen}) == 1  # all of the best length (in tiles)
    assert chosen == [doblograma_words(state, 0, "hard", Rng(seed))[0] for seed in range(12)]
