"""ZomBigrama (rulebook: shared/rules/verbalia.md, ZomBigrama; 4-10 players, 30 minutes).

Two N, two V and one A are taken from the letters and placed face down: the category letters
(N noun, V verb, A adjective); the rest go into the bag. Each round three letters are drawn
face up and one category letter is turned over. For one minute everyone writes words holding
the three letters, of that category: verbs in the infinitive, adjectives in the masculine
singular, nouns neither plural nor feminine unless they mean different things ("SASTRE or
SASTRESSA may be written, but not both words"). The lists are read out: a word someone else
also said scores 1 point, a word no one else said 3. The three letters are set aside, the
category letter is turned face down and mixed with the others. First to 100 points wins.

The round is `lists.ListGame`'s; categories and citation forms are `categories` (ABC C).

Readings where the rulebook is silent (each tested in tests/games/verbalia/test_zombigrama.py):
- a word "contains the three letters" when it holds each letter drawn, as many times as it was
  drawn (two Es drawn: two Es), as tiles (accents do not count, NY and QU are one letter);
- the referee refuses at once a word it can judge bad (not in the dictionary, a letter
  missing, another category, not in its citation form) and says which rule; only the writer
  sees it; SASTRE and SASTRESSA on one list: the second is refused (`categories.same_entry`;
  the lexicon cannot tell when two forms "mean different things", so it never keeps both);
- a word whose category or citation form the dictionary cannot settle (a participle as an
  adjective: the rulebook's DESAFINAT yes, DIBUIXAT no; a feminine the lexicon knows only as
  a form of the masculine) goes to the vote of the players who did not write it, after the
  read-out; a tie keeps it; a word voted out scores nothing for anyone who wrote it;
- "the same word" is the same tiles (ABC N); the game ends after the read-out in which someone
  reaches 100: most points wins, a tie shares victory;
- the category letters are letters of the set (two N, two V, one A), so the bag holds 195;
  the set-aside letters go back into it when it holds fewer than three (`drawn.draw`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.verbalia.lists.engine import (
    VOTED_MOVES,
    Entry,
    ListGame,
    VotedListState,
)
from logomachy.games.verbalia.pieces.categories import (
    CITATION,
    Category,
    citation_form,
)
from logomachy.games.verbalia.pieces.drawn import dictionary_word, draw, holds
from logomachy.games.verbalia.pieces.letters import letter_set, letters_conserved
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.kernel import GameMeta, IllegalMove, Rng, register

#: The category letters, face down ("two N, two V and one A").
CATEGORY_LETTERS = ("N", "N", "V", "V", "A")
CATEGORY_OF: dict[str, Category] = {"N": "noun", "V": "verb", "A": "adjective"}
DRAWN = 3  # "three letters are drawn at random from the bag"
WRITE_SECONDS = 60  # "for one minute"
SAID_BY_OTHERS, SAID_BY_NONE = 1, 3
TARGET = 100
RULES = "ZomBigrama: rules"
CATEGORIES_RULE = "ABC C: grammatical categories"


@dataclass
class ZomBigramaState(VotedListState):
    bag: list[str] = field(default_factory=list)
    aside: list[str] = field(default_factory=list)
    letters: list[str] = field(default_factory=list)  # the three face up
    category: str = "N"  # the category letter turned over


class ZomBigrama(ListGame[ZomBigramaState]):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "ZomBigrama",
        id="verbalia-zombigrama",
        family="lists",
        minutes=30,
        tags=("simultaneous", "letters", "categories"),
        players=(4, 10),
        summary=(
            "Three letters and a category (noun, verb or adjective) are turned over. For one "
            "minute everyone writes words holding the three letters, of that category (verbs "
            "in the infinitive, adjectives masculine singular, nouns singular). A word someone "
            "else also said scores 1, a word no one else said 3. First to 100 points wins."
        ),
    )
    section = "ZomBigrama"
    write_seconds = WRITE_SECONDS
    target = TARGET
    votes = True
    move_types = VOTED_MOVES

    # -- Preparation ------------------------------------------------------------------------------
    def new_state(self, seats: int, options: dict[str, Any], rng: Rng) -> ZomBigramaState:
        bag = letter_set()
        for letter in CATEGORY_LETTERS:
            bag.remove(letter)  # the category letters are taken from the set
        rng.shuffle(bag)
        return ZomBigramaState(seats, options, rng, bag=bag)

    def deal(self, state: ZomBigramaState) -> None:
        """The three letters used are set aside; three are drawn, a category letter turned."""
        state.aside.extend(state.letters)
        state.letters = draw(state.bag, state.aside, DRAWN, state.rng)
        state.category = state.rng.choice(CATEGORY_LETTERS)

    def category(self, state: ZomBigramaState) -> Category:
        return CATEGORY_OF[state.category]

    def round_text(self, state: ZomBigramaState) -> str:
        return (
            f"Round {state.round}: letters {' '.join(state.letters)}; "
            f"category {state.category} ({self.category(state)})."
        )

    # -- Writing ----------------------------------------------------------------------------------
    def check_word(self, state: ZomBigramaState, word: str) -> str:
        written, tiles = dictionary_word(word, RULES)
        missing = holds(tiles, state.letters)
        if missing:
            raise IllegalMove.of(
                "{written} lacks the letter {missing}",
                rule=RULES,
                written=written,
                missing=list(missing),
            )
        category = self.category(state)
        if citation_form(written, category) == "no":
            # One message per category: the category's name is a word of the sentence.
            if category == "noun":
                raise IllegalMove.of(
                    "{written} is not a noun written in the singular",
                    rule=CATEGORIES_RULE,
                    written=written,
                )
            if category == "verb":
                raise IllegalMove.of(
                    "{written} is not a verb written in the infinitive",
                    rule=CATEGORIES_RULE,
                    written=written,
                )
            raise IllegalMove.of(
                "{written} is not an adjective written in the masculine singular",
                rule=CATEGORIES_RULE,
                written=written,
            )
        return written

    def doubt(self, state: ZomBigramaState, word: str) -> str | None:
        category = self.category(state)
        if citation_form(word, category) == "unknown":
            return f"is {word} a {category} ({CITATION[category]})? The dictionary cannot say"
        return None

    def doubt_code(self, state: ZomBigramaState, word: str) -> str:
        return self.category(state)  # lists.doubt.noun: "is {word} a noun (in the singular)?"

    def one_entry(self, state: ZomBigramaState) -> bool:
        return self.category(state) == "noun"  # "SASTRE or SASTRESSA ..., but not both"

    # -- Scoring ----------------------------------------------------------------------------------
    def shared(self, state: ZomBigramaState, word: str, writers: int) -> Entry:
        return Entry(word, SAID_BY_OTHERS)  # "one point for each word someone else also said"

    def points(self, state: ZomBigramaState, word: str) -> int:
        return SAID_BY_NONE  # "three points for each word that no one else has said"

    def score_sheet(self, state: ZomBigramaState, seat: int) -> dict[str, int]:
        rows = [e for sheet in state.sheets for e in sheet[seat]]
        return {
            "said by others too": sum(e.points for e in rows if e.points == SAID_BY_OTHERS),
            "said by no one else": sum(e.points for e in rows if e.points == SAID_BY_NONE),
        }

    # -- Views and checks -------------------------------------------------------------------------
    def extra_view(self, state: ZomBigramaState, seat: int | None) -> dict[str, Any]:
        return {
            "prompt": [
                {"kind": "letters", "letters": list(state.letters)},
                {"kind": "category", "letters": [state.category]},
            ],
            "rule": f"zombigrama.{self.category(state)}",
            "bag": len(state.bag),
        }

    def invariants(self, state: ZomBigramaState) -> list[str]:
        problems = super().invariants(state)
        held = state.bag + state.aside + state.letters + list(CATEGORY_LETTERS)
        problems += letters_conserved(held)
        return problems


GAME = register(ZomBigrama())
