"""How an El Soneto bot judges a poetic device the referee leaves to the players' vote.

The referee finds the devices a source lists and refuses the ones a source contradicts; what
reaches a vote (a synonym the thesaurus does not list, every epithet, oxymoron and pleonasm…) is
judged here from the referee's own knowledge, read more or less deeply by strength:

- the pair's listed relations (everyone): a listing decides, and "the thesaurus knows both
  words and links them nowhere" counts against a synonym or antonym;
- the thesaurus neighbourhood (medium, hard): words listed as synonyms of both (two-hop
  synonymy), a synonym of one listed as the other's antonym;
- a loose reading of the translations in WordNet (hard): every sense, similar-to and
  derivation links (`arguable`), which catches opposites the thesaurus never marks.

The evidence adds up to a score; a positive score is belief. Then a strength-dependent chance of
misjudging (`Sight.error`), and for a pair it has no evidence on, a guess (`Sight.guess`): the
hard bot, like an honest expert, does not accept what nothing it knows supports. Reading: a claim
must convince (the game refuses a tied vote), so "no evidence" is a no for a careful judge.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from logomachy.games.el_soneto.devices import Word
from logomachy.games.el_soneto.referee import ANTONYM, PART_WHOLE_OR_KIND, SYNONYM
from logomachy.kernel import Rng

SURE = 3  # a listing: the referee's own ruling


@dataclass(frozen=True)
class Sight:
    """How much of the referee's knowledge a strength reads, and how reliably."""

    neighbours: bool  # reads the thesaurus neighbourhood of both words
    loose: bool  # reads every sense of the translations (`arguable`)
    error: float  # chance to misjudge a claim it has evidence on
    guess: float  # chance to accept a vote it has no evidence on
    over_claim: float  # chance to claim a device on no evidence (per device)
    miss: float  # chance to overlook a device it would believe


SIGHTS = {
    "easy": Sight(False, False, 0.2, 0.4, 0.15, 0.35),
    "medium": Sight(True, False, 0.1, 0.15, 0.03, 0.15),
    "hard": Sight(True, True, 0.03, 0.0, 0.0, 0.0),
}


def _neighbours(referee: Any, word: str, kind: str) -> frozenset[str]:
    related: Callable[[str], dict[str, frozenset[str]]] | None = getattr(referee, "related", None)
    if related is None:
        return frozenset()
    return frozenset(w for w, kinds in related(word).items() if kind in kinds)


def _arguable(referee: Any, a: str, b: str) -> frozenset[str]:
    reader: Callable[[str, str], frozenset[str]] | None = getattr(referee, "arguable", None)
    return reader(a, b) if reader is not None else frozenset()


def _linked_through_neighbours(referee: Any, a: str, b: str) -> tuple[int, bool]:
    """(how many synonyms the two share, whether a synonym of one is listed as the other's
    antonym)."""
    sa = _neighbours(referee, a, SYNONYM) | {a}
    sb = _neighbours(referee, b, SYNONYM) | {b}
    shared = len((sa & sb) - {a, b})
    opposed = bool(_neighbours(referee, a, ANTONYM) & sb) or bool(
        _neighbours(referee, b, ANTONYM) & sa
    )
    return shared, opposed


def evidence(referee: Any, device: str, new: Word, old: Word, sight: Sight) -> int:
    """How strongly what the bot knows supports the device (> 0) or contradicts it (< 0)."""
    a, b = new.word, old.word
    rel = referee.relations(a, b)
    holds = rel.holds
    shared, opposed = 0, False
    if sight.neighbours:
        shared, opposed = _linked_through_neighbours(referee, a, b)
    loose = _arguable(referee, a, b) if sight.loose else frozenset()
    if device in (SYNONYM, ANTONYM):
        same, contrary = (SYNONYM, ANTONYM) if device == SYNONYM else (ANTONYM, SYNONYM)
        if same in holds:
            return SURE
        if contrary in holds:
            return -SURE
        # one shared synonym is weak (polysemy: profundo and quisquillosa share severo)
        kinship = min(shared, 2)
        near_same, near_contrary = (
            (kinship, 2 * opposed)
            if device == SYNONYM
            else (
                2 * opposed,
                kinship,
            )
        )
        # a loose antonym is precise (about 1 random pair in 1000), a loose synonym less so
        # (translations are shared across senses)
        weight = {SYNONYM: 1, ANTONYM: 2}
        score = near_same - near_contrary
        score += weight[same] * (same in loose) - weight[contrary] * (contrary in loose)
        if not referee.judge(a).categories & referee.judge(b).categories:
            score -= 2  # synonyms and opposites share a category: needed, not sufficient
        if score == 0 and device == SYNONYM and rel.verdict(SYNONYM) == "no":
            return -1  # both words are in the thesaurus, and it links them nowhere
        return score
    if device == "synecdoche":
        if holds & PART_WHOLE_OR_KIND:
            return SURE
        return int(bool(holds or loose or shared >= 2))
    if device == "oxymoron":  # an adjective opposed to the noun's idea (fuego–frío)
        return int(ANTONYM in holds or ANTONYM in loose or opposed)
    # epithet, pleonasm: the new word adds nothing to the other's idea (fuego–ardiente)
    return int(bool(holds - {ANTONYM} or loose - {ANTONYM} or shared >= 2))


CONVINCING = 2  # a bot claims only on this much evidence: it looks for a partner among
# every written word, so weak evidence somewhere is likely by chance alone


def believes(score: int, sight: Sight, rng: Rng) -> bool:
    """Belief from evidence, with the strength's chance of misjudging or guessing."""
    if score == 0:
        return rng.random() < sight.guess
    belief = score > 0
    if rng.random() < sight.error:
        return not belief
    return belief
