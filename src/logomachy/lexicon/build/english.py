"""Compile an English lexicon: a Scrabble-style word list plus WordNet.

NWL2018 and CSW19 are not free, so the lists are SCOWL's (Debian wamerican-huge as the
"NWL-like" default, wamerican-insane as the larger "CSW-like" one) filtered to plain
lower-case words (no capitals, apostrophes or accents); a table that owns an official list
passes its path. Analyses come from WordNet's morphy: a form is an inflection of each
lemma morphy finds (plural nouns, verb forms by their ending, comparative adjectives).
Forms WordNet does not know (function words: the, of, she; some derived words) take Apertium's
English analyser's readings; forms neither knows are "other", guessed.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

from logomachy.lexicon import codes
from logomachy.lexicon.model import Analysis
from logomachy.lexicon.sources import apertium
from logomachy.lexicon.sources.wordnet import WordNet, read_wordnet

WORDLISTS = {
    "nwl-like": Path("/usr/share/dict/american-english-huge"),
    "csw-like": Path("/usr/share/dict/american-english-insane"),
}
WORDLIST_PACKAGES = {"nwl-like": "wamerican-huge", "csw-like": "wamerican-insane"}
_PLAIN = re.compile(r"[a-z]+")
Progress = Callable[[str, float], None]


def read_wordlist(path: Path) -> list[str]:
    """Plain lower-case words of a word list (one word a line; case folded when the whole
    list is in capitals, as official Scrabble lists are)."""
    lines = path.read_text(encoding="utf-8", errors="replace").split()
    sample = lines[:1000]
    upper = bool(sample) and sum(1 for w in sample if w.isupper()) > 0.9 * len(sample)
    words = {w.lower() if upper else w for w in lines}
    return sorted(w for w in words if _PLAIN.fullmatch(w))


def _verb_form(word: str, lemma: str, from_exception: bool) -> list[str]:
    if word == lemma:
        return ["infinitive"]
    if word.endswith("ing"):
        return ["gerund"]
    if word.endswith("s") and not from_exception:
        return ["finite"]
    if word.endswith(("en", "wn", "ne")) and from_exception:
        return ["participle"]
    return ["finite", "participle"]


def analyse(word: str, wn: WordNet) -> list[Analysis]:
    out: list[Analysis] = []
    for lemma in wn.morphy(word, "n"):
        number = "singular" if lemma == word else "plural"
        out.append(Analysis(lemma, "noun", number))  # type: ignore[arg-type]
    for lemma in wn.morphy(word, "v"):
        exc = lemma in wn.exceptions.get("v", {}).get(word, [])
        for vf in _verb_form(word, lemma, exc):
            out.append(Analysis(lemma, "verb", None, None, vf))  # type: ignore[arg-type]
    for lemma in wn.morphy(word, "a"):
        out.append(Analysis(lemma, "adjective"))
    for lemma in wn.morphy(word, "r"):
        out.append(Analysis(lemma, "adverb"))
    return out


def _refine_verbs(ours: list[Analysis], theirs: list[Analysis]) -> list[Analysis]:
    """An irregular verb form's ending does not say whether it is a past or a participle
    (ran, taught, sung): where Apertium analyses it, its verb forms decide."""
    out: list[Analysis] = []
    for a in ours:
        if a.pos == "verb" and a.verb_form in ("finite", "participle"):
            forms = {t.verb_form for t in theirs if t.pos == "verb" and t.lemma == a.lemma}
            if forms and a.verb_form not in forms:
                continue
        out.append(a)
    return out or ours


def build(wordlist: Path, progress: Progress) -> dict[str, object]:
    progress(f"reading word list {wordlist}", 0.0)
    words = read_wordlist(wordlist)
    progress("reading WordNet", 0.2)
    wn = read_wordnet()
    progress(f"analysing {len(words)} words", 0.6)
    readings_of = {w: analyse(w, wn) for w in words}
    try:
        from_apertium = apertium.analyse_all("en", words)
    except apertium.ApertiumMissing:
        from_apertium = {}
    for w, readings in readings_of.items():
        theirs = [a for a in from_apertium.get(w, []) if a.pos != "proper noun"]
        if not readings:
            # function words: Apertium's lemma of a pronoun is a tag ("prpers"): keep the word
            found = [a._replace(lemma=w) if a.pos == "other" else a for a in theirs]
            readings_of[w] = list(dict.fromkeys(found)) or [Analysis(w, "other", guessed=True)]
        else:
            readings_of[w] = _refine_verbs(readings, theirs)
    table: dict[str, str] = {}
    interned: dict[str, str] = {}
    by_lemma: dict[str, list[str]] = defaultdict(list)
    wordset = set(words)
    for w in words:
        readings = readings_of[w]
        code = codes.encode(w, readings)
        table[w] = interned.setdefault(code, code)
        for a in readings:
            if a.lemma in wordset and w not in by_lemma[a.lemma]:
                by_lemma[a.lemma].append(w)
    progress("writing", 0.9)
    return {
        "words": table,
        "proper": {},
        "forms": {k: tuple(sorted(v)) for k, v in by_lemma.items()},
        "wordnet": {
            "lemmas": wn.lemmas,
            "members": wn.members,
            "pointers": wn.pointers,
            "exceptions": wn.exceptions,
        },
        "stats": {
            "forms": len(table),
            "in_wordnet": sum(1 for w in words if w in wn.lemmas),
            "known_to_apertium": len(from_apertium),
            "lemmas": len(by_lemma),
        },
    }
