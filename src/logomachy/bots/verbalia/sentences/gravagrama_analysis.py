"""GraVagrama after the game: for each clue given, the clue the thesaurus offered that leads back
to the word most surely.

The record is replayed; at each clue the giver's candidates are the hard bot's (the words the
lexicon relates to the underlined word that the referee allows as clues, else its neighbours
on the page), and every clue is valued by the hard bot's measure of how surely it leads back
to its word: 3 for its link to it, less 2 for each other underlined word and ½ for each other
page word it also leads to, plus a third of its Zipf frequency (a common word is heard better).
The guesses are not judged: a guess is as good as the clue and the memory behind it.
"""

from __future__ import annotations

from logomachy.bots.analysis import Choice
from logomachy.bots.verbalia.sentences.gravagrama import clue_quality, clues_for
from logomachy.games.verbalia.pieces.sentence_words import catalan
from logomachy.games.verbalia.pieces.syllables import fold
from logomachy.games.verbalia.sentences.gravagrama import GAME, Clue, GraVagramaState
from logomachy.kernel import Record
from logomachy.lexicon import BadWord

COST_FORMAT = "{:.1f} of clue strength"
UNIT = "strength"
MEASURE = "gravagrama"


def clue_value(state: GraVagramaState, word: str, clue: str, others: set[str]) -> float:
    try:
        frequency = catalan().frequency(clue.lower())
    except BadWord:
        frequency = 0.0
    return clue_quality(state.text, word, clue, frequency, others)


def best_clue(state: GraVagramaState, word: str, others: set[str]) -> tuple[str, float] | None:
    """The hard bot's best clue for `word` and its strength (None: it knows no clue)."""
    rated = [
        (clue_quality(state.text, word, c, f, others), c) for c, f in clues_for(state.text, word)
    ]
    if not rated:
        return None
    value, clue = max(rated)
    return clue, value


def analyse_record(record: Record) -> list[Choice]:
    state: GraVagramaState = GAME.setup(len(record.seats), record.options, record.seed)
    items: list[Choice] = []
    for n, entry in enumerate(record.moves, 1):
        move = GAME.move_from_json(entry.move)
        if isinstance(move, Clue) and entry.seat is not None:
            play = next(p for p in state.plays if p.giver == entry.seat)
            word = play.items[move.item].word
            others = {fold(it.word) for it in play.items} - {fold(word)}
            value = clue_value(state, word, move.word, others)
            best, best_value = best_clue(state, word, others) or ("", value)
            target = word.upper()
            items.append(
                Choice.judged(
                    entry.seat,
                    f"{move.word.upper()} → {target}",
                    value,
                    f"{best.upper()} → {target}" if best else "",
                    best_value,
                    round=play.round + 1,  # counted from 0 in the state
                    move=n,
                )
            )
        state = GAME.apply(state, entry.seat, move)
    return items
