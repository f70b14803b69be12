"""Setting up El Soneto tables by hand for the golden tests (moving cards, never creating them)."""

from __future__ import annotations

from typing import Any

from logomachy.games.el_soneto import ElSoneto
from logomachy.games.el_soneto.state import Box, SonetoState
from tests.games.el_soneto.fake import FakeReferee


def new_game() -> ElSoneto:
    return ElSoneto(FakeReferee())


def take_letter(game: ElSoneto, state: SonetoState, letter: str) -> int:
    """Removes a card with `letter` from wherever it lies (decks first, then the table, then
    hands) and returns it, so the caller can place it: the 90 cards stay 90."""
    ed = game.edition
    for deck in state.decks.values():
        for pile in (deck.draw_pile, deck.discard_pile):
            for c in pile:
                if ed.letter(c).letter == letter:
                    pile.remove(c)
                    return c
    for i, c in enumerate(state.face_up):
        if c is not None and ed.letter(c).letter == letter:
            state.face_up[i] = None
            return c
    for p in state.players:
        for c in p.hand:
            if ed.letter(c).letter == letter:
                p.hand.remove(c)
                return c
    raise LookupError(letter)


def set_hand(game: ElSoneto, state: SonetoState, seat: int, letters: str) -> None:
    ed = game.edition
    player = state.players[seat]
    for c in player.hand:
        state.decks[ed.letter(c).deck].discard([c])
    player.hand = []
    player.known = []
    player.hand = [take_letter(game, state, x) for x in letters]


def give_literato(game: ElSoneto, state: SonetoState, seat: int, literato: str, vowel: str) -> int:
    ed = game.edition
    if literato == "Lope de Vega":
        for pile in state.lope.values():
            if pile:
                card = pile.pop()
                state.players[seat].literatos.append(card)
                return card
        raise LookupError("no Lope card left")
    deck = state.literato_decks[ed.literatos.index(literato)]
    card = next(c for c in deck if ed.literato(c).vowel == vowel)
    deck.remove(card)
    state.players[seat].literatos.append(card)
    return card


def put_on_top(game: ElSoneto, state: SonetoState, literato: str, vowel: str) -> None:
    ed = game.edition
    deck = state.literato_decks[ed.literatos.index(literato)]
    card = next(c for c in deck if ed.literato(c).vowel == vowel)
    deck.remove(card)
    deck.append(card)


def written_before(state: SonetoState, seat: int, turn: int, word: str, category: str,
                   **fields: Any) -> None:  # fmt: skip
    state.players[seat].poemario.append(Box(turn, word=word, category=category, **fields))
