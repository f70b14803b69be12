"""Votagrama (rulebook: shared/rules/verbalia.md, Votagrama; 3-10 players, 45 minutes).

Ten letters are drawn from the bag, face up: the "good" letters; four more, apart: the "bad"
letters. For one minute everyone writes a word with none of the bad letters and as many good
ones as possible; they may write several, but when the time is up they say only one. Words
with a bad letter are cancelled, and so are words without at least half good letters. Each
player scores one point per good letter in the word, each good letter counted once (one A
among the good letters: ARMARI scores one for its A; two Es: FONAMENTAL scores one, it has
one E). The player with the most good letters gets 3 more points; if two or more used as many,
the one who wrote the shorter word. The letters used are set aside and fourteen more are
taken. The first to 50 points wins.

The round (write, read out, score) is `lists.ListGame`'s, with one word said (`one_word`).

Readings where the rulebook is silent (each tested in tests/games/verbalia/test_votagrama.py):
- the word a player says is the last one they wrote (`write` replaces it): "they may write as
  many words as they like, but … they may only say one of them";
- the referee refuses at once a word it would cancel (a bad letter, fewer than half good
  letters, not in the dictionary), saying which rule, so the player may say another; only the
  writer sees it;
- a word has two letters or more: a letter alone (A, E, I, O are words too) is a letter of
  the table, not a word made of them;
- "at least half good letters": the good letters the word uses (counted as it scores, each
  good tile once) are at least half its letters (tiles: NY and QU are one letter, ABC L);
- "the most good letters", a tie of good letters and of length: each of them gets the 3
  points; two players may say the same word (nothing cancels in Votagrama);
- "when a player reaches 50 points, they win": the game ends after the read-out in which
  someone reaches 50; most points wins, a tie shares victory;
- ABC I (`child_seats`): a child seat writes for two minutes, the others for one; at the
  minute the others' words stand and the children write on (`lists.ListGame`, `abc`);
- when the bag holds fewer than fourteen letters, the set-aside letters go back into it
  (`drawn.draw`), so the game always reaches 50.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.verbalia.lists import good_bad
from logomachy.games.verbalia.lists.engine import Entry, ListGame, ListState, NotedEntry
from logomachy.games.verbalia.pieces.abc_options import Adaptations
from logomachy.games.verbalia.pieces.drawn import dictionary_word, good_letters
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.plaza import tiles_of
from logomachy.kernel import GameMeta, IllegalMove, Rng, register

WRITE_SECONDS = 60  # "for one minute"
MIN_LETTERS = 2  # Reading: a letter alone is a letter of the table, not a word made
MOST_GOOD_BONUS = 3
TARGET = 50
RULES = "Votagrama: rules"


@dataclass
class VotagramaState(ListState):
    bag: list[str] = field(default_factory=list)
    aside: list[str] = field(default_factory=list)  # "the letters used are set aside"
    good: list[str] = field(default_factory=list)
    bad: list[str] = field(default_factory=list)


class Votagrama(ListGame[VotagramaState]):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "Votagrama",
        id="verbalia-votagrama",
        family="lists",
        minutes=45,
        tags=("simultaneous", "letters"),
        players=(3, 10),
        summary=(
            "Ten good letters and four bad ones are drawn. For one minute everyone writes a "
            "word with no bad letter and as many good ones as possible (at least half its "
            "letters), and says one. One point per good letter used; 3 more for the most good "
            "letters (tie: the shorter word). First to 50 points wins."
        ),
    )
    section = "Votagrama"
    write_seconds = WRITE_SECONDS
    write_help = "time to write your word"
    one_word = True
    target = TARGET
    abc = Adaptations(child_time=True)  # ABC I: a children's game (VerBigràcia, I)

    # -- Preparation ------------------------------------------------------------------------------
    def new_state(self, seats: int, options: dict[str, Any], rng: Rng) -> VotagramaState:
        return VotagramaState(seats, options, rng, bag=good_bad.shuffled_bag(rng))

    def deal(self, state: VotagramaState) -> None:
        """The letters used are set aside; ten good and four bad letters are taken."""
        good_bad.deal(state)

    def round_text(self, state: VotagramaState) -> str:
        return good_bad.round_text(state)

    # -- Writing ----------------------------------------------------------------------------------
    def check_word(self, state: VotagramaState, word: str) -> str:
        written, tiles = dictionary_word(word, RULES)
        if len(tiles) < MIN_LETTERS:
            raise IllegalMove.of(
                "a word has at least {min_letters} letters", rule=RULES, min_letters=MIN_LETTERS
            )
        good_bad.refuse_bad(state, written, tiles, RULES)
        if 2 * good_letters(tiles, state.good) < len(tiles):
            raise IllegalMove.of(
                "{written} does not have at least half good letters", rule=RULES, written=written
            )
        return written

    # -- Scoring ----------------------------------------------------------------------------------
    def score_round(self, state: VotagramaState) -> list[list[Entry]]:
        """A point a good letter; 3 more for the most good letters (tie: the shorter word)."""
        said = {s: words[0] for s, words in enumerate(state.lists) if words}
        weight = {s: self.weigh(state, w) for s, w in said.items()}
        best = max(weight.values(), default=None)
        sheet: list[list[Entry]] = [[] for _ in range(state.seats)]
        for seat, word in said.items():
            good = weight[seat][0]
            if weight[seat] == best:
                sheet[seat] = [NotedEntry(word, good + MOST_GOOD_BONUS, False, "most good letters")]
            else:
                sheet[seat] = [Entry(word, good)]
        return sheet

    def weigh(self, state: VotagramaState, word: str) -> tuple[int, int]:
        """(good letters, minus length): the larger is the better word for the bonus."""
        tiles = tiles_of(word) or ()
        return good_letters(tiles, state.good), -len(tiles)

    def score_sheet(self, state: VotagramaState, seat: int) -> dict[str, int]:
        rows = [e for sheet in state.sheets for e in sheet[seat]]
        bonus = sum(MOST_GOOD_BONUS for e in rows if isinstance(e, NotedEntry))
        return {"good letters": sum(e.points for e in rows) - bonus, "most good letters": bonus}

    # -- Views and checks -------------------------------------------------------------------------
    def extra_view(self, state: VotagramaState, seat: int | None) -> dict[str, Any]:
        return {
            "prompt": good_bad.prompt(state),
            "rule": "votagrama",
            "bag": len(state.bag),
        }

    def invariants(self, state: VotagramaState) -> list[str]:
        return super().invariants(state) + good_bad.letters_conserved(state)


GAME = register(Votagrama())
