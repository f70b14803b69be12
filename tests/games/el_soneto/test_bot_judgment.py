"""Bots judge and claim vote-only devices from the referee's knowledge (the project's Spanish
lexicon), with a strength-dependent chance of error, and choose their words with their own
seeded preferences."""

from __future__ import annotations

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.el_soneto import BOTS
from logomachy.bots.el_soneto.judgment import SIGHTS, evidence
from logomachy.games.el_soneto import ElSoneto
from logomachy.games.el_soneto.devices import Word
from logomachy.games.el_soneto.moves import Collect, Vote, Write
from logomachy.games.el_soneto.state import Claim, Pending, Phase, SonetoState
from logomachy.kernel import Challenge, Rng, TieRule
from tests.games.el_soneto.helpers import set_hand, written_before

# Pairs the lexicon does not list (so a claim on them reaches the vote), each true or false.
TRUE_UNLISTED = [
    ("synonym", "inquietud", "turbación", "noun"),
    ("antonym", "alegría", "tristeza", "noun"),
    ("antonym", "luz", "oscuridad", "noun"),
]
FALSE_UNLISTED = [
    ("synonym", "luz", "oscuridad", "noun"),  # opposites, claimed as synonyms
    ("synonym", "perro", "mesa", "noun"),  # unrelated
    ("antonym", "perro", "gato", "noun"),  # related, not opposite
]


@pytest.fixture(scope="module")
def game() -> ElSoneto:
    return ElSoneto()


def _vote_position(game: ElSoneto, seed: int, device: str, new: str, old: str, category: str
                   ) -> SonetoState:  # fmt: skip
    state = game.setup(3, {}, seed)
    written_before(state, 2, 1, old, category, cards=2, points=1)
    written_before(state, 0, 2, new, category, cards=2, points=1)
    vote = Challenge(0, 0, f"{device}:{old}", "claim", [1, 2], TieRule.REJECT)
    vote.explain(0, "claim")
    state.claims = [Claim(device, old, vote)]
    state.stage = Phase.VOTE
    return state


def _yes_votes(game: ElSoneto, strength: str, claim: tuple[str, str, str, str], n: int) -> int:
    device, new, old, category = claim
    state = _vote_position(game, 1, device, new, old, category)
    bot = BOTS[strength]()
    return sum(bot.choose(game, state, 1, Rng(seed)) == Vote(True) for seed in range(n))


@pytest.mark.parametrize("claim", TRUE_UNLISTED + FALSE_UNLISTED)
def test_the_claims_reach_the_vote(game: ElSoneto, claim: tuple[str, str, str, str]) -> None:
    device, new, old, _ = claim
    assert device not in game.referee.relations(new, old).holds


@pytest.mark.parametrize("claim", TRUE_UNLISTED)
def test_a_hard_bot_finds_evidence_for_a_true_claim(
    game: ElSoneto, claim: tuple[str, str, str, str]
) -> None:
    device, new, old, category = claim
    score = evidence(game.referee, device, Word(new, category, ()), Word(old, category, ()),
                     SIGHTS["hard"])  # fmt: skip
    assert score > 0
    assert _yes_votes(game, "hard", claim, 40) >= 36  # accepted, but for its rare errors


@pytest.mark.parametrize("claim", FALSE_UNLISTED)
def test_a_hard_bot_rejects_a_false_claim(game: ElSoneto, claim: tuple[str, str, str, str]) -> None:
    device, new, old, category = claim
    score = evidence(game.referee, device, Word(new, category, ()), Word(old, category, ()),
                     SIGHTS["hard"])  # fmt: skip
    assert score <= 0
    assert _yes_votes(game, "hard", claim, 40) <= 4


def test_an_easy_bot_errs_either_way_and_is_never_always_yes(game: ElSoneto) -> None:
    false_yes = sum(_yes_votes(game, "easy", c, 50) for c in FALSE_UNLISTED)
    true_yes = sum(_yes_votes(game, "easy", c, 50) for c in TRUE_UNLISTED)
    assert 0 < false_yes < 0.5 * 50 * len(FALSE_UNLISTED)
    assert true_yes < 50 * len(TRUE_UNLISTED)


def _collect_position(game: ElSoneto, claimable: dict[str, list[str]]) -> SonetoState:
    state = game.setup(2, {}, 3)
    written_before(state, 1, 1, "alegría", "noun", cards=2, points=1)
    written_before(state, 1, 1, "perro", "noun", cards=2, points=1)
    written_before(state, 0, 2, "tristeza", "noun", cards=2, points=1)
    state.stage = Phase.COLLECT
    state.pending = Pending(0, 0, [], claimable)
    return state


def test_a_hard_bot_claims_the_device_it_believes_and_no_other(game: ElSoneto) -> None:
    state = _collect_position(game, {"antonym": ["perro", "alegría"], "synonym": ["perro"]})
    for seed in range(10):
        move = BOTS["hard"]().choose(game, state, 0, Rng(seed))
        assert move == Collect((), 0, ("antonym:alegría",))


def test_bots_claim_devices_in_a_bot_game(game: ElSoneto) -> None:
    bots = [BOTS[s]() for s in ("hard", "medium", "easy")]
    match = autoplay(game, 3, 0, None, bots=bots)
    kinds = [e.kind for e in match.state.log]
    assert "claim" in kinds
    assert kinds.count("claim") == kinds.count("vote") + kinds.count("vote-refused")


def test_bots_with_one_hand_write_their_own_words_deterministically(game: ElSoneto) -> None:
    state = game.setup(2, {}, 4)
    set_hand(game, state, 0, "ARGNTEOS")
    state.players[0].took = True  # no face-up letter: straight to the word
    words = set()
    for seed in range(12):
        move = BOTS["medium"]().choose(game, state, 0, Rng(seed))
        assert move == BOTS["medium"]().choose(game, state, 0, Rng(seed))
        assert isinstance(move, Write)
        words.add(move.word)
    assert len(words) >= 2
