"""The bots: legal, blind to what their seat cannot see, and sensible in their choices."""

from __future__ import annotations

import copy

import pytest

from logomachy.bots.el_soneto import BOTS
from logomachy.games.el_soneto.moves import Collect, Pass, Take, Vote, Write
from logomachy.games.el_soneto.state import Phase
from logomachy.kernel import Rng
from tests.games.el_soneto.helpers import new_game, set_hand, written_before

GAME = new_game()


@pytest.mark.parametrize("strength", ["easy", "medium", "hard"])
@pytest.mark.parametrize("seed", range(8))
def test_a_bot_ignores_what_its_seat_cannot_see(strength: str, seed: int) -> None:
    state = GAME.setup(3, {}, seed)
    bot = BOTS[strength]()
    move = bot.choose(GAME, state, 0, Rng(seed))
    # Swap the other hands and the order of every face-down pile: the bot's view is unchanged.
    other = copy.deepcopy(state)
    for s in (1, 2):
        pile = other.decks["bronze"].draw_pile
        other.players[s].hand, pile[: len(other.players[s].hand)] = (
            pile[: len(other.players[s].hand)],
            other.players[s].hand,
        )
    for deck in other.decks.values():
        deck.draw_pile.reverse()
    other.corral.draw_pile.reverse()
    assert GAME.view(other, 0)["you"] == GAME.view(state, 0)["you"]
    assert bot.choose(GAME, other, 0, Rng(seed)) == move


def test_medium_takes_a_letter_then_writes_the_word_that_uses_most_cards() -> None:
    state = GAME.setup(2, {}, 2)
    state.genres = ["song", "elegy", "epistle"]
    set_hand(GAME, state, 0, "ARGNTE")
    bot = BOTS["medium"]()
    first = bot.choose(GAME, state, 0, Rng(1))
    assert isinstance(first, Take)
    state = GAME.apply(state, 0, first)
    second = bot.choose(GAME, state, 0, Rng(1))
    assert isinstance(second, Write)
    state = GAME.apply(state, 0, second)
    assert len(state.written[0].cards) >= 5  # e.g. ARROGANTE or ARDIENTE with most cards


def test_no_playable_word_means_pass() -> None:
    state = GAME.setup(2, {}, 2)
    set_hand(GAME, state, 0, "XQ")
    state.face_up = [None] * len(state.face_up)
    GAME_STATE_CARDS = state
    for c in range(len(GAME.edition.letters)):
        where = [c in d.draw_pile or c in d.discard_pile for d in state.decks.values()]
        if not any(where) and all(c not in p.hand for p in state.players):
            state.decks[GAME.edition.letter(c).deck].discard([c])
    assert GAME.invariants(GAME_STATE_CARDS) == []
    assert isinstance(BOTS["hard"]().choose(GAME, state, 0, Rng(0)), Pass)


def test_hard_takes_the_valedor_that_completes_a_straight() -> None:
    state = GAME.setup(2, {}, 5)
    ed = GAME.edition
    by_number = {v.number: v.id for v in ed.valedores if not v.wild}
    mine = [by_number[n] for n in (2, 3, 4)]
    for vid in mine:
        (state.row if vid in state.row else state.corral.draw_pile).remove(vid)
        state.players[0].valedores.append(vid)
    five = next(v.id for v in ed.valedores if v.number == 5 and v.id not in mine)
    eight = next(v.id for v in ed.valedores if v.number == 8)
    for vid in (five, eight):
        if vid in state.row:
            state.row.remove(vid)
        elif vid in state.corral.draw_pile:
            state.corral.draw_pile.remove(vid)
    state.row[:2], displaced = [eight, five], state.row[:2]
    state.corral.discard(displaced)
    from logomachy.games.el_soneto.state import Pending

    state.stage, state.pending = Phase.COLLECT, Pending(0, 0, [eight, five], {})
    written_before(state, 0, 1, "casa", "noun", cards=2, points=1)
    move = BOTS["hard"]().choose(GAME, state, 0, Rng(0))
    assert move == Collect((), five, ())


def test_votes_follow_the_lexicon_and_the_categories() -> None:
    """A listed relation is a yes; a verb claimed as an adjective's opposite is a no (synonyms
    and opposites share a category); an uncovered pair gives a hard bot no evidence: no."""
    from logomachy.games.el_soneto.state import Claim
    from logomachy.kernel import Challenge, TieRule

    state = GAME.setup(3, {}, 1)
    written_before(state, 1, 1, "veloz", "adjective", cards=2, points=1)
    written_before(state, 2, 1, "cantar", "verb", cards=2, points=1)
    written_before(state, 2, 1, "alegre", "adjective", cards=2, points=1)
    written_before(state, 0, 2, "triste", "adjective", cards=2, points=1)
    bot = BOTS["hard"]()
    state.stage = Phase.VOTE
    for other, expected in (("alegre", True), ("cantar", False), ("veloz", False)):
        vote = Challenge(0, 0, f"antonym:{other}", "claim", [1, 2], TieRule.REJECT)
        vote.explain(0, "claim")
        state.claims = [Claim("antonym", other, vote)]
        assert bot.choose(GAME, state, 1, Rng(0)) == Vote(expected)


def test_a_bot_votes_no_on_a_synonym_its_thesaurus_knows_and_does_not_list() -> None:
    """A claim the thesaurus is silent on reaches the vote; a hard bot believes its dictionary
    (BELLO and TRISTE are both listed, unlinked: no) and accepts nothing it has no evidence
    for (VELOZ, which its thesaurus does not cover: no — a claim must convince)."""
    from logomachy.games.el_soneto.state import Claim
    from logomachy.kernel import Challenge, TieRule

    state = GAME.setup(3, {}, 1)
    written_before(state, 1, 1, "veloz", "adjective", cards=2, points=1)
    written_before(state, 2, 1, "triste", "adjective", cards=2, points=1)
    written_before(state, 0, 2, "bello", "adjective", cards=2, points=1)
    bot = BOTS["hard"]()
    state.stage = Phase.VOTE
    for other, expected in (("triste", False), ("veloz", False)):
        vote = Challenge(0, 0, f"synonym:{other}", "claim", [1, 2], TieRule.REJECT)
        vote.explain(0, "claim")
        state.claims = [Claim("synonym", other, vote)]
        assert bot.choose(GAME, state, 1, Rng(0)) == Vote(expected)
