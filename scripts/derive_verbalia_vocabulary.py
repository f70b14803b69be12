#!/usr/bin/env python3
"""Derive the vocabulary of the Verbàlia sentence bots (bots/data/verbalia_vocabulary.csv).

The bots' sentence maker (`logomachy.bots.verbalia.sentences.engine`) chooses nouns, adjectives and
verbs by first tile, gender and number. Reading the lexicon's analyses for 20,000 words takes
seconds, so the table is derived once, here, and shipped:

1. Words: wordfreq's 20,000 most frequent Catalan words that the lexicon holds (rank = place
   in wordfreq's list). Every one is tagged `w` (a good word, any category).
2. Nouns and adjectives: their unguessed analyses give `n:<gender><number>` / `a:..` tags
   (m/f, s/p; common and invariable give both). Particles and words under 3 letters are only `w`.
3. Verbs: a verb form's lemma gives the third persons of the present indicative (-ar:
   CANTA / CANTEN; -ir inchoatives: SERVEIX / SERVEIXEN; a list of common irregulars), kept when
   the lexicon has both; tagged `v:s` / `v:p` at the rank of the first form seen.
4. Rare first tiles (fewer than 30 content words: NY, Ç, X, Z ...): the lexicon's most frequent
   nouns, adjectives and verbs beginning with them are added (up to 30 each) at rank 2,000 + i,
   so that every strength knows a few; a tile with none (Ç) gets the words it has (ÇA, ÇO).
5. Each word's syllables as Verbàlia divides them (`syllables.syllables_of`, ABC P), for the
   syllable games (Bananasíl·laB).

Usage: scripts/derive_verbalia_vocabulary.py            # write the table
       scripts/derive_verbalia_vocabulary.py --check    # exit 1 if it is stale
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

from wordfreq import top_n_list, zipf_frequency

from logomachy.bots.verbalia.sentences.engine import IRREGULAR, VOCABULARY_FILE, VOCABULARY_SIZE
from logomachy.games.verbalia.pieces.letters import TILES
from logomachy.games.verbalia.pieces.sentence_words import initial, particles
from logomachy.games.verbalia.pieces.syllables import syllables_of
from logomachy.lexicon import lexicon

GENDERS = {"masculine": "m", "feminine": "f", "common": "mf"}
NUMBERS = {"singular": "s", "plural": "p", "invariable": "sp"}
RARE = 30
RARE_RANK = 2_000


def present(lemma: str) -> tuple[str, str] | None:
    lex = lexicon("ca")
    if lemma in IRREGULAR:
        return IRREGULAR[lemma]
    if lemma.endswith("ar"):
        forms = (lemma[:-1], lemma[:-2] + "en")
    elif lemma.endswith("ir"):
        forms = (lemma[:-2] + "eix", lemma[:-2] + "eixen")
    else:
        return None
    return forms if all(lex.is_word(f) for f in forms) else None


def tags_of(word: str, verbs: dict[str, set[str]], rank: int, ranks: dict[str, int]) -> set[str]:
    lex = lexicon("ca")
    tags = {"w"}
    if word in particles() or len(word) < 3:
        return tags
    for a in lex.analyses(word):
        if a.guessed:
            continue
        if a.pos in ("noun", "adjective"):
            for g in GENDERS.get(a.gender or "", ""):
                for n in NUMBERS.get(a.number or "", ""):
                    tags.add(f"{a.pos[0]}:{g}{n}")
        elif a.pos == "verb":
            forms = present(a.lemma)
            if forms:
                for form, n in zip(forms, "sp", strict=True):
                    verbs[form].add(f"v:{n}")
                    ranks.setdefault(form, rank)
    return tags


def derive() -> str:
    lex = lexicon("ca")
    rows: dict[str, set[str]] = {}
    ranks: dict[str, int] = {}
    verbs: dict[str, set[str]] = defaultdict(set)
    for rank, word in enumerate(top_n_list("ca", VOCABULARY_SIZE)):
        if not word.isalpha() or not lex.is_word(word) or word in rows:
            continue
        rows[word] = tags_of(word, verbs, rank, ranks)
        ranks[word] = rank
    for form, tags in verbs.items():
        rows.setdefault(form, {"w"}).update(tags)
    content = defaultdict(int)
    for word, tags in rows.items():
        if len(tags) > 1:
            content[initial(word)] += 1
    rare = [t for t in TILES if content[t] < RARE]
    extra: dict[str, list[tuple[float, str]]] = defaultdict(list)
    other: dict[str, list[tuple[float, str]]] = defaultdict(list)
    for word in lex.words():
        tile = initial(word)
        if tile in rare and word.isalpha() and word not in rows:
            found = (
                extra
                if any(
                    a.pos in ("noun", "adjective", "verb") and not a.guessed
                    for a in lex.analyses(word)
                )
                else other
            )
            found[tile].append((-zipf_frequency(word, "ca"), word))
    for tile in rare:
        if not extra[tile]:  # Ç: no content word at all, only ÇA and ÇO
            extra[tile] = other[tile]
    for tile in rare:
        for i, (_, word) in enumerate(sorted(extra[tile])[:RARE]):
            tags = tags_of(word, verbs, RARE_RANK + i, ranks)
            for form, vt in verbs.items():
                if form not in rows:
                    rows[form] = {"w", *vt}
            rows[word] = tags
            ranks[word] = RARE_RANK + i
    lines = ["rank,word,tags,syllables"]
    for word in sorted(rows, key=lambda w: (ranks[w], w)):
        syllables = " ".join(syllables_of(word))
        lines.append(f"{ranks[word]},{word},{' '.join(sorted(rows[word]))},{syllables}")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true")
    args = parser.parse_args()
    text = derive()
    path = Path(str(VOCABULARY_FILE))
    if args.check:
        return 0 if path.read_text("utf-8") == text else 1
    path.write_text(text, "utf-8")
    print(f"{len(text.splitlines()) - 1} words -> {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
