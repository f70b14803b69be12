"""The poetic devices (rulebook, Poetic Devices): which a new word forms with an existing one.

Mechanical devices are decided here from spelling and syllables, by the rulebook's own
definitions; semantic ones from the lexicon's relations: a relation a source lists is found, a
relation a source contradicts is refused (a synonym claimed for a pair listed as antonyms, an
antonym for a pair listed as synonyms), and everything else — a thesaurus that knows both words
and lists no link included — is left to a claim and the other players' vote
(`Finding.claimable`). Reading: a thesaurus's silence is not a "no"; only a contrary listing is.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import lru_cache

from logomachy.games.el_soneto.referee import (
    ANTONYM,
    PART_WHOLE_OR_KIND,
    SYNONYM,
    Relations,
    SpanishReferee,
)
from logomachy.kernel import IllegalMove
from logomachy.lexicon.letters import card_letters

MECHANICAL = ("alliteration", "anaphora", "concatenation", "retruecano")
SEMANTIC = ("synonym", "antonym", "epithet", "oxymoron", "pleonasm", "synecdoche")
VOWELS = frozenset("AEIOU")
RULE_LITERATOS = "SUPPORT OF LITERATOS"  # the rulebook's section a refused claim names

NAMES = {
    "alliteration": "aliteración",
    "anaphora": "anáfora",
    "antonym": "antónimo",
    "concatenation": "concatenación",
    "retruecano": "retruécano",
    "synonym": "sinónimo",
    "epithet": "epíteto",
    "oxymoron": "oxímoron",
    "pleonasm": "pleonasmo",
    "synecdoche": "sinécdoque",
}


def letters(word: str) -> list[str]:
    """A word's letters as the cards spell them (accents folded, Ñ kept)."""
    return list(_letters(word))


@lru_cache(maxsize=1 << 16)
def _letters(word: str) -> tuple[str, ...]:
    return tuple(card_letters(word, "es"))


@lru_cache(maxsize=1 << 16)
def fold(syllable: str) -> str:
    return "".join(_letters(syllable))


@lru_cache(maxsize=1 << 16)
def repeated_consonants(word: str) -> frozenset[str]:
    return frozenset(c for c, n in Counter(_letters(word)).items() if n >= 2 and c not in VOWELS)


def alliteration(new: str, old: str) -> bool:
    """ "Repeat at least two consonants that were also repeated in a previous word"
    (Asestar–Salsera). Reading: a consonant that appears at least twice in each word."""
    return bool(repeated_consonants(new) & repeated_consonants(old))


def anaphora(new_syllables: tuple[str, ...], old_syllables: tuple[str, ...]) -> bool:
    """The new word's initial syllable matches that of an earlier word (Pelaje–Petardo)."""
    return bool(new_syllables and old_syllables) and fold(new_syllables[0]) == fold(
        old_syllables[0]
    )


def concatenation(new_syllables: tuple[str, ...], old_syllables: tuple[str, ...]) -> bool:
    """The new word's first syllable is an earlier word's last syllable (Patoso–Soflama)."""
    return bool(new_syllables and old_syllables) and fold(new_syllables[0]) == fold(
        old_syllables[-1]
    )


def retruecano(new: str, old: str) -> bool:
    """Three consecutive letters of an earlier word, reproduced in reverse order
    (Artillería–Reloj: LER → REL). Reading: a palindromic trio (ALA, ERE) does not count, since
    reversing it reproduces it in the same order."""
    old_letters = "".join(letters(old))
    new_letters = "".join(letters(new))
    for i in range(len(new_letters) - 2):
        trio = new_letters[i : i + 3]
        if trio != trio[::-1] and trio[::-1] in old_letters:
            return True
    return False


@dataclass(frozen=True)
class Word:
    """A word in a poemario, as the device rules need it."""

    word: str
    category: str
    syllables: tuple[str, ...]


@dataclass(frozen=True)
class Finding:
    """What a device gives between the new word and one existing word.

    `found`: the referee decided the device holds (the literato card is earned); `claimable`:
    the referee cannot decide, so the player may claim it and the others vote; otherwise
    `refusal`, when the rules say why the device does not hold, is what a claim of it is
    refused with.
    """

    device: str
    other: str
    found: bool
    claimable: bool = False
    refusal: IllegalMove | None = None

    @property
    def reason(self) -> str:
        """Why the device does not hold, in English ("" when nothing says so)."""
        return "" if self.refusal is None else self.refusal.reason


# The relation whose listing contradicts a claim: words listed as opposites are not "of
# analogous meaning", and words listed as synonyms do not "express an opposite idea".
CONTRARY = {SYNONYM: ANTONYM, ANTONYM: SYNONYM}


def call(kind: str, rel: Relations) -> str:
    """How the referee rules on a claimed relation `kind`: "yes" when a source lists it, "no"
    only when a source lists the contrary relation (and not this one), else "vote". The
    lexicon's "no" verdict means "checked, not listed": silence, which decides nothing."""
    if kind in rel.holds:
        return "yes"
    contrary = CONTRARY.get(kind)
    if contrary is not None and contrary in rel.holds:
        return "no"
    return "vote"


def semantic(device: str, new: Word, old: Word, referee: SpanishReferee) -> Finding:
    """Synonym and antonym are found where the lexicon lists them, refused where it lists the
    contrary relation, and voted otherwise; synecdoche is found where the lexicon knows a
    part/whole or kind/genus relation, and voted otherwise; epithet, oxymoron and pleonasm are
    matters of taste no lexicon decides, so they always go to the vote (after the referee
    checks the categories the rulebook requires: epithet and oxymoron are an adjective added to
    a noun)."""
    if device in ("epithet", "oxymoron") and (
        new.category != "adjective" or old.category != "noun"
    ):
        word, other = new.word.upper(), old.word.upper()
        refusal = (
            IllegalMove.of(
                "an epithet needs a new adjective and an existing noun ({word}, {other})",
                rule=RULE_LITERATOS,
                word=word,
                other=other,
            )
            if device == "epithet"
            else IllegalMove.of(
                "an oxymoron needs a new adjective and an existing noun ({word}, {other})",
                rule=RULE_LITERATOS,
                word=word,
                other=other,
            )
        )
        return Finding(device, old.word, False, refusal=refusal)
    if device in ("epithet", "oxymoron", "pleonasm"):
        return Finding(device, old.word, False, claimable=True)
    rel = referee.relations(new.word, old.word)
    if device == "synecdoche":
        if rel.holds & PART_WHOLE_OR_KIND:
            return Finding(device, old.word, True)
        return Finding(device, old.word, False, claimable=True)
    kind = SYNONYM if device == "synonym" else ANTONYM
    ruling = call(kind, rel)
    if ruling == "yes":
        return Finding(device, old.word, True)
    if ruling == "no":
        refusal = (
            IllegalMove.of(
                "the dictionary lists {word} and {other} as antonyms, not synonyms",
                rule=RULE_LITERATOS,
                word=new.word,
                other=old.word,
            )
            if kind == SYNONYM
            else IllegalMove.of(
                "the dictionary lists {word} and {other} as synonyms, not antonyms",
                rule=RULE_LITERATOS,
                word=new.word,
                other=old.word,
            )
        )
        return Finding(device, old.word, False, refusal=refusal)
    return Finding(device, old.word, False, claimable=True)


def mechanical(device: str, new: Word, old: Word) -> bool:
    if device == "alliteration":
        return alliteration(new.word, old.word)
    if device == "anaphora":
        return anaphora(new.syllables, old.syllables)
    if device == "concatenation":
        return concatenation(new.syllables, old.syllables)
    if device == "retruecano":
        return retruecano(new.word, old.word)
    raise ValueError(f"not a mechanical device: {device}")


def find_devices(
    devices: tuple[str, ...],
    new: Word,
    existing: list[Word],
    referee: SpanishReferee,
) -> tuple[dict[str, str], dict[str, list[str]]]:
    """Per table device: the first existing word it is found with, and (for devices not found)
    the existing words the player could claim it with."""
    found: dict[str, str] = {}
    claimable: dict[str, list[str]] = {}
    for device in devices:
        options: list[str] = []
        for old in existing:
            if device in MECHANICAL:
                if mechanical(device, new, old):
                    found[device] = old.word
                    break
                continue
            finding = semantic(device, new, old, referee)
            if finding.found:
                found[device] = old.word
                break
            if finding.claimable:
                options.append(old.word)
        if device not in found and options:
            claimable[device] = options
    return found, claimable
