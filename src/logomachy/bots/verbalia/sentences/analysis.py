"""Enfilasíl·laB and Malasíl·laB after the game: at each turn, whether a new word was there to
say, and which.

The record is replayed; at each turn (words said, giving up, the time running out) the syllables
the player could play are looked up in the hard bot's vocabulary (its words beginning with each
syllable, not said yet this round). A turn the referee accepted cost nothing; a mistake — the
chain said wrong, a word that does not begin with the syllable, giving up — cost a letter of
ADÉU when a word was there: the alternative named is the commonest word of the syllable the
hard bot knows most words for, after the chain said again. A mistake with no word to find in
the whole vocabulary was forced, and costs nothing here.
"""

from __future__ import annotations

from typing import Any

from logomachy.bots.analysis import Choice
from logomachy.bots.verbalia.sentences.engine import SyllableChainBot
from logomachy.games.verbalia.pieces.sentence_words import words_of
from logomachy.games.verbalia.pieces.syllables import fold
from logomachy.games.verbalia.sentences.syllable_chains import ChainState, Say, SyllableChain
from logomachy.kernel import Record, get_game

COST_FORMAT = "{:.0f} letter(s) of ADÉU"
UNIT = "adeu"
MEASURE = "syllable-chain"


def best_word(game: SyllableChain, state: ChainState) -> str:
    """The new word the hard bot would say now ("" when it knows none)."""
    bot = SyllableChainBot("hard")
    said = {fold(link.word) for link in state.chain}
    ranked = sorted(game.choices(state), key=lambda syl: (-bot.known(syl), syl))
    for syllable in ranked:
        words = bot.words_for(syllable, said)
        if words:
            return words[0].upper()
    return ""


def analyse_record(record: Record) -> list[Choice]:
    game: Any = get_game(record.game)
    if not isinstance(game, SyllableChain):
        raise ValueError(f"{record.game} is not a syllable chain")
    state: ChainState = game.setup(len(record.seats), record.options, record.seed)
    items: list[Choice] = []
    for n, entry in enumerate(record.moves, 1):
        seat, round_ = state.turn, state.round
        before = state
        move = game.move_from_json(entry.move)
        state = game.apply(state, entry.seat, move)
        last = state.last or {}
        if last.get("accepted"):
            word = str(last["word"])
            items.append(Choice(seat, word, 0, word, 0, round=round_, move=n))
            continue
        # A mistake: what was said last (its new word, or where the chain went wrong).
        said = words_of(move.words) if isinstance(move, Say) else []
        tried = said[-1].text.upper() if said else ""
        best = best_word(game, before)
        items.append(Choice.judged(seat, tried, -1, best, 0 if best else -1, round=round_, move=n))
    return items
