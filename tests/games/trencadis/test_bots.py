"""Trencadís bots: words from the prompt deck, legal placements, careful challenges."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.trencadis.strategies import TrencadisBot
from logomachy.games.trencadis import (
    GAME,
    Allow,
    ChallengeWord,
    Explain,
    Phase,
    Place,
    TrencadisState,
    Vote,
    Write,
)
from logomachy.games.trencadis.edition import load_edition
from logomachy.kernel import Rng

from .helpers import play, table


@pytest.mark.parametrize("strength", ["easy", "medium", "hard"])
def test_bots_write_a_word_from_the_prompt_card(strength: str) -> None:
    state = GAME.setup(3, {"lang": "es"}, seed=5)
    move = TrencadisBot(strength).choose(GAME, state, 0, Rng.from_seed(1))
    card = load_edition("es").prompt(state.prompt)
    assert isinstance(move, Write) and card is not None
    assert move.word.lower() in card.words


@pytest.mark.parametrize(
    ("lang", "word", "objection"),
    [
        ("en", "CLOUDS", "plural"),
        ("en", "RAN", "base form"),
        ("en", "XQZT", "not a word"),
        ("es", "NUBES", "plural"),
        ("es", "CORRIENDO", "infinitivo"),
        ("ca", "NÚVOLS", "plural"),
    ],
)
def test_careful_bots_object_to_what_the_dictionary_refuses(
    lang: str, word: str, objection: str
) -> None:
    state = GAME.setup(2, {"lang": lang}, seed=1)
    found = TrencadisBot.objection(state, word)
    assert found is not None and objection in found


@pytest.mark.parametrize(
    ("lang", "word"), [("en", "CLOUD"), ("en", "BARCELONA"), ("es", "CORRER"), ("ca", "PLATJA")]
)
def test_careful_bots_let_good_words_and_names_stand(lang: str, word: str) -> None:
    assert TrencadisBot.objection(GAME.setup(2, {"lang": lang}, seed=1), word) is None


def _clouds_revealed() -> TrencadisState:
    state = play(
        table("AVITSCEEKDLO"), (0, Write("clouds")), (1, Write("pilot")), (2, Write("wing"))
    )
    assert state.stage is Phase.REVEAL and state.placing == 1  # PILOT first
    state = play(state, (0, Allow()), (2, Allow()), (1, GAME.default_placement(state, 1)))
    state = play(state, (0, Allow()), (1, Allow()), (2, GAME.default_placement(state, 2)))
    assert state.placing == 0  # CLOUDS is revealed
    return state


def test_a_plural_is_challenged_by_every_strength_but_easy_often_misses_it() -> None:
    state = _clouds_revealed()
    challenges = {
        strength: sum(
            isinstance(
                TrencadisBot(strength).choose(GAME, state, 1, Rng.from_seed(s)), ChallengeWord
            )
            for s in range(200)
        )
        for strength in ("easy", "medium", "hard")
    }
    assert 80 < challenges["easy"] < 180  # misses it now and then, but is no "always allow"
    assert challenges["easy"] < challenges["medium"] < challenges["hard"]
    assert challenges["hard"] >= 190
    challenge = TrencadisBot("medium").choose(GAME, state, 1, Rng.from_seed(2))
    assert isinstance(challenge, ChallengeWord) and "plural" in challenge.reason


def test_votes_come_from_the_lexicon_and_easy_is_never_always_yes() -> None:
    state = _clouds_revealed()
    state = play(
        state,
        (1, ChallengeWord("CLOUDS is a plural", "plural")),
        (2, Allow()),
        (0, GAME.parse_move(state, 0, "explain clouds fill the sky on a flight")),
    )
    assert TrencadisBot("hard").choose(GAME, state, 2, Rng.from_seed(2)) == Vote(accept=False)
    easy = [TrencadisBot("easy").choose(GAME, state, 2, Rng.from_seed(s)) for s in range(200)]
    accepted = easy.count(Vote(accept=True))
    assert 30 < accepted < 110  # it errs either way by chance, but mostly rejects a plural


def test_an_unrelated_word_with_no_case_is_rejected_and_a_case_is_heard() -> None:
    state = play(
        table("AVITSCEEKDLO"), (0, Write("cheese")), (1, Write("pilot")), (2, Write("wing"))
    )
    state = play(state, (0, Allow()), (2, Allow()), (1, GAME.default_placement(state, 1)))
    state = play(state, (0, Allow()), (1, Allow()), (2, GAME.default_placement(state, 2)))
    assert state.placing == 0  # CHEESE, for FLIGHT
    state = play(state, (1, ChallengeWord("not about flight", "unrelated")), (2, Allow()))
    bare = play(state, (0, Explain("CHEESE fits FLIGHT.")))
    assert TrencadisBot("hard").choose(GAME, bare, 2, Rng.from_seed(1)) == Vote(accept=False)
    argued = play(state, (0, Explain("Cheese is served to passengers on the airplane")))
    assert TrencadisBot("hard").choose(GAME, argued, 2, Rng.from_seed(1)) == Vote(accept=True)


def test_hard_bots_choose_by_their_own_seeded_taste_and_seldom_agree() -> None:
    state = GAME.setup(3, {"lang": "en"}, seed=5)
    bot = TrencadisBot("hard")
    picks = [bot.choose(GAME, state, 0, Rng.from_seed(s)) for s in range(200)]
    assert picks == [bot.choose(GAME, state, 0, Rng.from_seed(s)) for s in range(200)]
    shares = sorted((picks.count(p) / len(picks) for p in set(picks)), reverse=True)
    assert len(shares) >= 4
    assert sum(x * x for x in shares) < 0.25  # two such bots rarely write the same word
    # Still the better words: the bot's favourite is one of the three worth most.
    favourite = max(set(picks), key=lambda p: (picks.count(p), str(p)))
    best = [w for _, w in bot.plausible(GAME, state, 0, bot.candidates(GAME, state))[:3]]
    assert isinstance(favourite, Write) and favourite.word in best


def test_placements_are_legal_and_the_greedy_bot_goes_for_a_majority() -> None:
    state = table("AAVITSCEEKDL", round_=2)
    state.tokens.place(1, 0, 2)  # seat 1 holds the first A card with 2 tokens
    state = play(state, (0, Write("saga")), (1, Write("pilot")), (2, Write("wing")))
    state = play(state, (0, Allow()), (2, Allow()), (1, GAME.default_placement(state, 1)))
    state = play(state, (0, Allow()), (1, Allow()), (2, GAME.default_placement(state, 2)))
    state = play(state, (1, Allow()), (2, Allow()))
    move = TrencadisBot("medium").choose(GAME, state, 0, Rng.from_seed(3))
    assert isinstance(move, Place)
    # SAGA: S, A, A (no G). The A tokens go on the free A card, where they win.
    assert move.spots[1:] == (1, 1)
    GAME.apply(state, 0, move)


@pytest.mark.slow
def test_stronger_bots_score_more_over_many_games() -> None:
    wins = {"easy": 0, "hard": 0}
    for seed in range(40):
        order = ["easy", "hard"] if seed % 2 else ["hard", "easy"]
        match = autoplay(GAME, 2, seed, {"lang": "en"}, order)
        for seat in match.game.result(match.state).winners:
            wins[order[seat]] += 1
    assert wins["hard"] > wins["easy"]
