"""El Soneto after the game: for each word created (or turn passed), the best word the hand
allowed, both valued as the hard bot values a word.

The record is replayed; at each `write` or `pass` of the creating stage (and for a player the
sand timer caught without a word) the hand is searched as the hard bot searches it — every
word of the genre's categories it knows, with the face-up letter it could still take — and
each word is valued the same way: the points of the cards it uses, its seals, and the rewards
the hard bot can foresee (the valedor for its initial, literato cards for its devices, rhyme
steps, Lope de Vega cards). A word that uses fewer than two cards, or that the bot does not
know, is worth the points of the cards it committed.
"""

from __future__ import annotations

import numpy as np

from logomachy.bots.analysis import Choice
from logomachy.bots.el_soneto.strategies import CATEGORY_BITS, STYLES, SonetoBot, Subset, word_table
from logomachy.games.el_soneto import GAME
from logomachy.games.el_soneto.moves import Pass, Write
from logomachy.games.el_soneto.scoring import CARD_POINTS, MAX_CARDS, MIN_CARDS
from logomachy.games.el_soneto.state import Phase, SonetoState
from logomachy.kernel import Record, TimeUp

COST_FORMAT = "{:.1f} point(s)"
UNIT = "points"
MEASURE = "el-soneto"
HARD = SonetoBot(STYLES["hard"])


def _hand(state: SonetoState, seat: int) -> tuple[list[str], list[str], int]:
    ed = GAME.edition
    player = state.players[seat]
    hand = [ed.letter(c).letter for c in player.hand]
    vowels = [ed.literato(c).vowel for c in player.literatos if not ed.literato(c).is_lope]
    lopes = sum(1 for c in player.literatos if ed.literato(c).is_lope)
    return hand, vowels, lopes


def _known_words(state: SonetoState) -> Subset:
    genre = GAME.edition.genre(state.genre)
    allowed = sum(CATEGORY_BITS[c] for c in genre.categories)
    return word_table(GAME.referee).subset(allowed, HARD.style.min_frequency)


def best_word(state: SonetoState, seat: int) -> tuple[str, float]:
    """The hard bot's best word for the seat's hand now (a face-up letter taken first if it
    still may), with its value; ("", 0) when no word uses two cards."""
    ed = GAME.edition
    table = word_table(GAME.referee)
    sub = _known_words(state)
    used = [sub.index[b.word] for p in state.players for b in p.poemario if b.word in sub.index]
    hand, vowels, lopes = _hand(state, seat)
    options: list[tuple[int | None, str | None]] = [(None, None)]
    if not state.players[seat].took:
        options += [(i + 1, ed.letter(c).letter) for i, c in enumerate(state.face_up) if c]
    scored = HARD._score_words(GAME, state, table, sub, used, hand, vowels, lopes, options)
    # As the bot ranks them: on equal words, the one taking a face-up letter (sealed first).
    found = sorted(
        ((v, 0 if p is None else 1 + _seals(state, p), p, w) for v, p, w in scored),
        key=lambda f: (f[0], f[1], f[2] or 0, f[3]),
        reverse=True,
    )
    found = HARD._foresee_all(GAME, state, seat, found[: HARD.style.candidates])
    if not found:
        return "", 0.0
    return found[0][3].upper(), found[0][0]


def _seals(state: SonetoState, position: int) -> int:
    card = state.face_up[position - 1]
    return 0 if card is None else int(GAME.edition.letter(card).seals)


def word_value(state: SonetoState, seat: int, move: Write) -> float:
    """The hard bot's value of the word written, with the hand it was written from."""
    table = word_table(GAME.referee)
    row = table.position.get(move.word.strip().lower())
    if row is not None:
        hand, vowels, lopes = _hand(state, seat)
        one = Subset(
            np.array([row]),
            table.counts[[row]].astype(np.int8),
            table.categories[[row]],
            table.frequency[[row]],
            {table.words[row]: 0},
        )
        scored = HARD._score_words(GAME, state, table, one, [], hand, vowels, lopes, [(None, None)])
        if scored:
            value = scored[0][0]
            return value + HARD._foresee(
                GAME, state, seat, table.words[row], GAME.existing_words(state)
            )
    use = GAME.usage(state, seat, move)
    return float(CARD_POINTS[use.count]) if MIN_CARDS <= use.count <= MAX_CARDS else 0.0


def analyse_record(record: Record) -> list[Choice]:
    state: SonetoState = GAME.setup(len(record.seats), record.options, record.seed)
    items: list[Choice] = []
    for n, entry in enumerate(record.moves, 1):
        move = GAME.move_from_json(entry.move)
        creating = state.stage is Phase.CREATE and state.writing is not None
        if creating and entry.seat is not None and isinstance(move, Write | Pass):
            played = move.word.strip().upper() if isinstance(move, Write) else ""
            value = word_value(state, entry.seat, move) if isinstance(move, Write) else 0.0
            items.append(_choice(state, entry.seat, played, value, n))
        elif creating and isinstance(move, TimeUp):
            assert state.writing is not None
            for seat in state.writing.outstanding():
                items.append(_choice(state, seat, "", 0.0, n))
        state = GAME.apply(state, entry.seat, move)
    return items


def _choice(state: SonetoState, seat: int, played: str, value: float, n: int) -> Choice:
    best, best_value = best_word(state, seat)
    return Choice.judged(seat, played, value, best, best_value, turn=state.turn, move=n)
