"""TaBugrama (rulebook: shared/rules/verbalia.md, TaBugrama; 2-8 players, 45 minutes).

Good and bad letters are face up in the middle of the table. For one minute everyone writes as
many words as they can holding some or all of the good letters and none of the bad: verbs in
the infinitive, adjectives in the masculine singular, nouns neither plural nor feminine unless
they mean different things (SASTRE or SASTRESSA, not both). The players read and validate
their words and note the points: 4 letters 1, 5: 2, 6: 4, 7: 7, 8: 10, 9: 15, 10 or more 25; a
word written by only one player counts as if it had one more letter, a word holding all the
good letters two more; a word formed exclusively from the good letters is worth 50. The
letters used are set aside and fourteen more are taken; when there are not enough letters
left, the game ends. Most points wins.

The round is `lists.ListGame`'s; citation forms are `categories` (ABC C).

Readings where the rulebook is silent (each tested in tests/games/verbalia/test_tabugrama.py):
- the section never says how the letters come out: as in Votagrama (the section before it
  in the rulebook's lists, whose "good" and "bad" letters these are): ten good and four bad
  are drawn — "fourteen more are taken from the bag" — so the game has fourteen rounds
  (196 of the 200 letters; four are left, not enough);
- a word holds "some" good letters when it holds at least one; it may hold other letters;
- any word (ABC B) written in its citation form: a noun, adjective or verb as the section
  says; a word of one form only (an adverb, a preposition) as it is; the referee refuses at
  once what it can judge bad and sends to the vote (after the read-out, those who did not
  write it) what the dictionary cannot settle; a tie keeps the word;
- "formed exclusively from the good letters": made of the ten good letters, all of them and
  no other (an anagram of the ten) — read literally, any short word of good letters would be
  worth 50, more than a ten-letter one; such a word is worth 50, nothing added;
- the bonuses add letters before the table is read: a word of three letters written by one
  player counts as four (1 point); words of fewer than three letters can never score and are
  refused at once; a word holds "all the good letters" with the repeats drawn (two Es: two);
- "the same word" is the same tiles (ABC N); ties share victory.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.verbalia.lists import good_bad
from logomachy.games.verbalia.lists.engine import (
    VOTED_MOVES,
    Entry,
    ListGame,
    NotedEntry,
    VotedListState,
)
from logomachy.games.verbalia.lists.good_bad import BAD, GOOD
from logomachy.games.verbalia.pieces.categories import any_citation_form
from logomachy.games.verbalia.pieces.drawn import dictionary_word, good_letters, holds
from logomachy.games.verbalia.pieces.letters import letter_set
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.plaza import tiles_of
from logomachy.games.verbalia.pieces.score_sheets import by_length
from logomachy.kernel import GameMeta, IllegalMove, Rng, register

WRITE_SECONDS = 60  # "for one minute"
MIN_LETTERS = 3  # three letters, written by one player alone, count as four: 1 point
#: Points by letters counted (with the bonuses); 10 or more score the last entry.
POINTS = {4: 1, 5: 2, 6: 4, 7: 7, 8: 10, 9: 15, 10: 25}
ONLY_ONE_WRITER = 1  # "count as if they had one more letter"
ALL_GOOD = 2  # "count as if they had two more letters"
ONLY_GOOD = 50  # "words formed exclusively from the good letters are worth 50 points"
RULES = "TaBugrama: rules"
CATEGORIES_RULE = "ABC C: grammatical categories"


def points(letters: int) -> int:
    """The scoring table: 4 letters 1 point ... 10 or more 25."""
    return by_length(POINTS, letters)


@dataclass
class TaBugramaState(VotedListState):
    bag: list[str] = field(default_factory=list)
    aside: list[str] = field(default_factory=list)
    good: list[str] = field(default_factory=list)
    bad: list[str] = field(default_factory=list)


class TaBugrama(ListGame[TaBugramaState]):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "TaBugrama",
        id="verbalia-tabugrama",
        family="lists",
        minutes=45,
        tags=("simultaneous", "letters"),
        players=(2, 8),
        summary=(
            "Ten good letters and four bad ones are drawn. For one minute everyone writes words "
            "with some good letters and no bad one (verbs in the infinitive, adjectives "
            "masculine singular, nouns singular). 4 letters 1 point … 10 or more 25; a word "
            "only you wrote counts one letter more, one with all the good letters two more; "
            "the ten good letters alone make 50. Fourteen letters a round until they run out."
        ),
    )
    section = "TaBugrama"
    write_seconds = WRITE_SECONDS
    votes = True
    move_types = VOTED_MOVES

    # -- Preparation ------------------------------------------------------------------------------
    def new_state(self, seats: int, options: dict[str, Any], rng: Rng) -> TaBugramaState:
        return TaBugramaState(seats, options, rng, bag=good_bad.shuffled_bag(rng))

    def deal(self, state: TaBugramaState) -> None:
        """The letters used are set aside; ten good and four bad letters are taken."""
        good_bad.deal(state, refill=False)

    def round_text(self, state: TaBugramaState) -> str:
        return good_bad.round_text(state)

    # -- Writing ----------------------------------------------------------------------------------
    def check_word(self, state: TaBugramaState, word: str) -> str:
        written, tiles = dictionary_word(word, RULES)
        if len(tiles) < MIN_LETTERS:
            raise IllegalMove.of(
                "a word of {count} letters cannot score", rule=RULES, count=len(tiles)
            )
        good_bad.refuse_bad(state, written, tiles, RULES)
        if not good_letters(tiles, state.good):
            raise IllegalMove.of(
                "{written} has none of the good letters", rule=RULES, written=written
            )
        if any_citation_form(written) == "no":
            raise IllegalMove.of(
                "{written} is not written as its category asks (verbs in the infinitive, "
                "adjectives masculine singular, nouns singular)",
                rule=CATEGORIES_RULE,
                written=written,
            )
        return written

    def doubt(self, state: TaBugramaState, word: str) -> str | None:
        if any_citation_form(word) == "unknown":
            return f"is {word} written as its category asks? The dictionary cannot say"
        return None

    def doubt_code(self, state: TaBugramaState, word: str) -> str:
        return "citation"  # lists.doubt.citation: "is {word} written as its category asks?"

    def one_entry(self, state: TaBugramaState) -> bool:
        return True  # "nouns neither plural nor feminine unless they mean different things"

    # -- Scoring ----------------------------------------------------------------------------------
    def entry(self, state: TaBugramaState, seat: int, word: str, writers: int) -> Entry:
        if not self.kept(state, word):
            return NotedEntry(word, 0, False, "voted out")
        tiles = tiles_of(word) or ()
        if sorted(tiles) == sorted(state.good):
            return NotedEntry(word, ONLY_GOOD, False, "the good letters alone")
        letters, notes = len(tiles), []
        if writers == 1:
            letters += ONLY_ONE_WRITER
            notes.append("only one writer +1")
        if not holds(tiles, state.good):
            letters += ALL_GOOD
            notes.append("all the good letters +2")
        return NotedEntry(word, points(letters), False, ", ".join(notes))

    def game_over(self, state: TaBugramaState) -> bool:
        return len(state.bag) < GOOD + BAD  # "when there are not enough letters left"

    def rounds(self, state: TaBugramaState) -> int | None:
        return len(letter_set()) // (GOOD + BAD)

    # -- Views and checks -------------------------------------------------------------------------
    def extra_view(self, state: TaBugramaState, seat: int | None) -> dict[str, Any]:
        return {
            "prompt": good_bad.prompt(state),
            "rule": "tabugrama",
            "bag": len(state.bag),
            "points_table": {str(k): v for k, v in POINTS.items()},
        }

    def invariants(self, state: TaBugramaState) -> list[str]:
        return super().invariants(state) + good_bad.letters_conserved(state)


GAME = register(TaBugrama())
