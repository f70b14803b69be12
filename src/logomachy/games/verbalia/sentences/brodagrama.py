"""Brodagrama (rulebook: shared/rules/verbalia.md, Brodagrama; 4-10 players, 30 minutes).

All the letters are in the bag. Each round five are drawn and laid face up in the order drawn.
For one minute everyone writes a sentence with words beginning with those letters, in that
order; the sentence may have more than five words. The papers are read out (twice); everyone
awards 3, 2 and 1 points to sentences — never to their own. The authors are named and win
their points, and the players who gave points to the winning sentence(s) collect the points
they gave. The letters are set aside; the next round begins with the player to the left. The
game ends after twice as many rounds as players, or when a player reaches the points agreed.
The flow (write, anonymous read-out, 3-2-1 awards, scoring) is `contest.SentenceContest`.

What the referee decides, and says why when it refuses a sentence: every word is a good word
(ABC B) or a particle, and words begin with the five letters in their order
(`pieces/sentence_words`).
Whether the sentence is short, funny, has few connectors or rhymes is the players' to judge,
with their 3, 2 and 1 points.

Readings where the rulebook is silent (and those of `contest` and `pieces/sentence_words`):
- any word may carry a drawn letter, a particle too (D: DE); words without a letter may come
  anywhere between them, before the first and after the last;
- "on each turn, each player draws five" is read as the round's first player drawing the five
  letters everyone writes on (they all write on the letters "on the table"); that player is
  the one to the left of the previous round's first;
- a round's five letters leave the bag for good (set aside): 2 x 10 rounds use 100 of the 200.
"""

from __future__ import annotations

from typing import ClassVar

from logomachy.games.verbalia.pieces.letters import letter_set
from logomachy.games.verbalia.pieces.sentence_words import sentence_on_initials
from logomachy.games.verbalia.sentences.contest import ContestState, SentenceContest, contest_meta
from logomachy.kernel import GameMeta, register

LETTERS_DRAWN = 5  # "each player draws five of them"
RULES = "Brodagrama: rules"


class Brodagrama(SentenceContest):
    meta: ClassVar[GameMeta] = contest_meta(
        "Brodagrama",
        id="verbalia-brodagrama",
        tags=(),
        summary=(
            "Five letters are drawn in order. For one minute everyone writes a sentence whose "
            "words begin with those letters, in that order (more words allowed). The "
            "sentences are read out without their authors and everyone awards 3, 2 and 1 "
            "points to others' sentences; whoever voted for the winner collects the points "
            "they gave. Twice as many rounds as players."
        ),
    )
    RULES = RULES
    TILES_DRAWN = LETTERS_DRAWN
    OWN_POINTS = False  # "No points may be given to one's own sentence."
    TILE_WORD = "letter"

    def tile_set(self) -> list[str]:
        return letter_set()

    def check_sentence(self, state: ContestState, sentence: str) -> str:
        return sentence_on_initials(sentence, state.tiles, RULES)


GAME = register(Brodagrama())
