"""Bananasíl·laB (rulebook: shared/rules/verbalia.md, Bananasíl·laB; 4-10 players, 30 minutes).

Seven syllables are drawn at random from the bag and laid one after another, also at random.
Within one minute everyone writes a complete sentence that contains the syllables in the order
on the table ("TA mare EXplica al COMte una rondaLLA mentre MAta la RAta DEScarada"). The
papers are read out (twice) and everyone awards 3, 2 and 1 points — one may give them to
one's own sentence. The authors are named and win their points, and the players who gave
points to the winning sentence(s) collect the points they gave. The syllables are set aside;
the next round begins with the player to the left. The game ends after twice as many rounds
as players, or when a player reaches the points agreed. The flow is `contest.SentenceContest`.

What the referee decides, and says why when it refuses a sentence: every word is a good word
(ABC B) or a particle, and the sentence's syllables (each word divided by the rules of
syllabic division, ABC P: `syllables.syllables_of`) hold the seven, in their order. Whether the
sentence is short, funny, has few connectors or rhymes is the players' to judge.

Readings where the rulebook is silent (and those of `contest` and `pieces/sentence_words`):
- a drawn syllable must stay a syllable of a word of the sentence (ABC P: PER + O is not
  PERÒ), so RONDALLA holds LLA but not DAL; a word may hold several of them (MATA: MA, TA);
  other syllables may come between them; with `free_division` (ABC P agreed, abc_options)
  a drawn syllable need only be letters of a word, in order (DAL in RONDALLA);
- an elided particle (L', D') has no syllable of its own; accents do not count (ABC N);
- "placed one after another, also at random": each two-coloured tile shows the side that
  lands face up, at random;
- "one may always give 3 points to one's own sentence": a voter may give any of their
  points to their own sentence; if it wins, they collect those points too (they gave them);
- twenty rounds of seven would use 140 of the 136 tiles: when fewer than seven are left, the
  syllables set aside go back into the bag.
"""

from __future__ import annotations

from typing import ClassVar

from logomachy.games.verbalia.pieces.abc_options import Adaptations, free_division
from logomachy.games.verbalia.pieces.sentence_words import Word, read_sentence, show
from logomachy.games.verbalia.pieces.syllables import fold, syllable_tiles, syllables_of, tile
from logomachy.games.verbalia.sentences.contest import ContestState, SentenceContest, contest_meta
from logomachy.kernel import GameMeta, IllegalMove, register

SYLLABLES_DRAWN = 7  # "Seven syllables are drawn at random"
RULES = "Bananasíl·laB: rules"


def syllables_in(words: list[Word]) -> list[tuple[str, int]]:
    """The sentence's syllables in order, each with the word it belongs to."""
    return [(s, i) for i, w in enumerate(words) if not w.elided for s in syllables_of(w.text)]


def holds_in_order(
    words: list[Word], syllables: list[str], free: bool = False
) -> tuple[str, int] | None:
    """None when the sentence's syllables hold `syllables` in order; else the first missing
    and its place (from 1). `free` (ABC P agreed): a syllable need only be letters of a word,
    in order."""
    if free:
        return _spelt_in_order(words, syllables)
    found = syllables_in(words)
    at = 0
    for n, wanted in enumerate(syllables, 1):
        while at < len(found) and found[at][0] != wanted:
            at += 1
        if at == len(found):
            return wanted, n
        at += 1
    return None


def _spelt_in_order(words: list[Word], syllables: list[str]) -> tuple[str, int] | None:
    texts = [fold(w.text) for w in words if not w.elided]
    word, at = 0, 0
    for n, wanted in enumerate(syllables, 1):
        while word < len(texts) and (at := texts[word].find(wanted, at)) < 0:
            word, at = word + 1, 0
        if word == len(texts):
            return wanted, n
        at += len(wanted)
    return None


class Bananasillab(SentenceContest):
    meta: ClassVar[GameMeta] = contest_meta(
        "Bananasíl·laB",
        id="verbalia-bananasillab",
        anchor="bananasillab",
        tags=("syllables",),
        conformance_seed_cost=2,  # ~0.8 CPU-s a bot game (measured 2026-12-02)
        summary=(
            "Seven syllables are laid out in a random order. For one minute everyone writes a "
            "sentence that contains them in that order, each still a syllable of its word. "
            "The sentences are read out without their authors and everyone awards 3, 2 and 1 "
            "points (to their own too, if they dare); whoever voted for the winner collects "
            "the points they gave. Twice as many rounds as players."
        ),
    )
    RULES = RULES
    TILES_DRAWN = SYLLABLES_DRAWN
    OWN_POINTS = True  # "One may always give 3 points to one's own sentence"
    TILE_WORD = "syllable"

    def tile_set(self) -> list[str]:
        """The 136 syllable tiles, by number."""
        return [str(t.number) for t in syllable_tiles()]

    abc = Adaptations(division=True)  # ABC P

    def draw_tiles(self, state: ContestState) -> list[str]:
        drawn = super().draw_tiles(state)  # at random, in a random order
        state.faces = [tile(int(n)).side(state.rng.below(2)) for n in drawn]
        return drawn

    def check_sentence(self, state: ContestState, sentence: str) -> str:
        words = read_sentence(sentence, RULES)
        free = free_division(state.options)
        missing = holds_in_order(words, self.shown(state), free)
        if missing is None:
            return show(words)
        wanted, n = missing
        tiles = " ".join(self.shown(state))
        if free:
            raise IllegalMove.of(
                "no syllable {syllable} (syllable {n}) in a word, in order: the sentence must "
                "hold {tiles}, in that order",
                rule=RULES,
                syllable=wanted,
                n=n,
                tiles=tiles,
            )
        raise IllegalMove.of(
            "no syllable {syllable} (syllable {n}) as a syllable of a word, in order: the "
            "sentence must hold {tiles}, in that order",
            rule=RULES,
            syllable=wanted,
            n=n,
            tiles=tiles,
        )


GAME = register(Bananasillab())
