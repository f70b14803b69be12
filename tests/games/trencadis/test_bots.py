"""Trencadís bots: words from the prompt deck, legal placements, careful challenges."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.trencadis import TrencadisBot
from logomachy.games.trencadis import GAME, Allow, ChallengeWord, Place, Stage, Vote, Write
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
        ("es", "CORRIENDO", "base form"),
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


def test_a_plural_is_challenged_by_medium_but_not_by_easy() -> None:
    state = play(
        table("AVITSCEEKDLO"), (0, Write("clouds")), (1, Write("pilot")), (2, Write("wing"))
    )
    assert state.stage is Stage.REVEAL and state.placing == 1  # PILOT first
    state = play(state, (0, Allow()), (2, Allow()), (1, GAME.default_placement(state, 1)))
    state = play(state, (0, Allow()), (1, Allow()), (2, GAME.default_placement(state, 2)))
    assert state.placing == 0  # CLOUDS is revealed
    rng = Rng.from_seed(2)
    assert isinstance(TrencadisBot("easy").choose(GAME, state, 1, rng), Allow)
    challenge = TrencadisBot("medium").choose(GAME, state, 1, rng)
    assert isinstance(challenge, ChallengeWord) and "plural" in challenge.reason
    state = play(state, (1, challenge), (2, Allow()), (0, GAME.parse_move(state, 0, "explain x")))
    assert TrencadisBot("hard").choose(GAME, state, 2, rng) == Vote(accept=False)
    assert TrencadisBot("easy").choose(GAME, state, 2, rng) == Vote(accept=True)


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
