"""Compile an English lexicon: a Scrabble-style word list plus WordNet.

NWL2018 and CSW19 are not free, so the two built-in lists are made from SCOWL's split lists
(Debian `scowl`, /usr/share/dict/scowl/<spelling>-<category>.<size>), taking only the
`words` category: never `abbreviations`, `proper-names`, `upper` or `contractions`, and only
plain lower-case a-z entries (no capitals, apostrophes or possessive 's; accents are
dropped, as word-game lists write café as cafe).

- "nwl-like": American spelling (english, american, variant_1, variant_2) up to size 80,
  SCOWL's "huge" level, which its README describes as "the strange and unusual words people
  like to use in word games such as Scrabble". Size 95 adds 159 two-letter forms that no
  Scrabble list has (ak, bb, ui...) and 2 that NWL2018 has (ew, ok): 80 is the closer list.
- "csw-like": the union of the American, British (-ise and -ize), Canadian and Australian
  spellings and their variant_1/variant_2 lists at size 95, the largest: Collins keeps rare
  words that the huge level lacks. variant_3 ("may not even be considered correct") is left out
  of both.

The `words` lists still hold some entries that the category lists claim (exclusion classes,
counted in the manifest's stats):

- symbol: a form without a vowel (a e i o u y) that the abbreviation lists give (kb, lm, mb),
  and a consonant followed by s, the plural of a letter (bs, cs): Scrabble lists spell
  letters out (bee, cee). At size 95 also every vowelless form (355, all abbreviations: bbls,
  cdr; the vowelless Scrabble words brr, cwm, nth, tsk are all at 80 or below), every
  two-letter form (157 of its 159 are in no Scrabble list: ak, ui, xx; the other two, ew
  and ok, are in its abbreviation and name lists too) and the Roman numerals of SCOWL's
  special list (clii).
- abbreviation, proper, contraction: an entry that first appears at size 95, SCOWL's
  "insane" level, which lists names lower-cased (vienna, obadiah), contractions without their
  apostrophe (isnt) and abbreviations (au, uk) as words, when a category list holds it
  (ignoring case and apostrophes). At sizes up to 80 such coincidences are real words (bill,
  china, cant, wont), kept.

The stats also count the plain lower-case entries of the category lists themselves (approx,
lbs, rpm), which Debian's wamerican lists mix into their words. A table that owns an official
list passes its path: that file is read as it is, one word a line.

Analyses come from WordNet's morphy: a form is an inflection of each lemma morphy finds
(plural nouns, verb forms by their ending, comparative adjectives). Forms WordNet does not
know (function words: the, of, she) take Apertium's English analyser's readings; a form
neither knows has no reading (the referee answers "unknown", never a guess). Names of the
SCOWL proper-name and upper lists that are not words are proper-noun readings (`proper`);
the other forms the category lists claim are kept with their class (`excluded`), for the
referee audit to tell a refused abbreviation from a lost word.
"""

from __future__ import annotations

import re
import unicodedata
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from logomachy.lexicon import codes
from logomachy.lexicon.model import Analysis
from logomachy.lexicon.sources import apertium
from logomachy.lexicon.sources.wordnet import WordNet, read_wordnet

SCOWL_DIR = Path("/usr/share/dict/scowl")
_PLAIN = re.compile(r"[a-z]+")
_VOWELS = frozenset("aeiouy")
_NOT_VOWELS = frozenset("bcdfghjklmnpqrstvwxyz")  # letters whose plural "bs" is no word
_HUGE = 80  # SCOWL's "huge" size: its entries are trusted, bar vowelless abbreviations
INSANE = 95  # SCOWL's largest size
CATEGORIES = ("abbreviations", "proper-names", "upper", "contractions")
Progress = Callable[[str, float], None]


@dataclass(frozen=True)
class ScowlSelection:
    """Which SCOWL spelling categories, up to which size, make a word list."""

    spellings: tuple[str, ...]
    size: int


_REGIONS = ("british", "british_z", "canadian", "australian")
SELECTIONS = {
    "nwl-like": ScowlSelection(("english", "american", "variant_1", "variant_2"), 80),
    "csw-like": ScowlSelection(
        (
            "english",
            "american",
            *_REGIONS,
            "variant_1",
            "variant_2",
            *(f"{r}_variant_{n}" for r in ("british", "canadian", "australian") for n in (1, 2)),
        ),
        INSANE,
    ),
}


def _scowl_files(spelling: str, category: str, folder: Path) -> Iterable[tuple[int, Path]]:
    for path in folder.glob(f"{spelling}-{category}.*"):
        size = path.suffix[1:]
        if size.isdigit():
            yield int(size), path


def _entries(path: Path) -> list[str]:
    # Debian ships SCOWL's files in UTF-8 (upstream's are ISO-8859-1)
    return path.read_text(encoding="utf-8", errors="replace").split()


def _folded(entry: str) -> str:
    """The entry without accents, as word-game lists write them (café: cafe, naïve: naive)."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", entry) if ord(ch) < 0x300)


@dataclass
class ScowlList:
    """The selected words and what each exclusion class removed."""

    words: list[str]
    names: set[str]
    excluded: dict[str, str]  # other forms the category lists claim: form -> class
    stats: dict[str, int]


def read_scowl(selection: ScowlSelection, folder: Path = SCOWL_DIR) -> ScowlList:
    """The plain words of `selection`, without the entries the category lists claim."""
    level: dict[str, int] = {}  # each plain entry's smallest size
    for spelling in selection.spellings:
        for size, path in _scowl_files(spelling, "words", folder):
            if size > selection.size:
                continue
            for w in map(_folded, _entries(path)):
                if _PLAIN.fullmatch(w) and level.get(w, INSANE + 1) > size:
                    level[w] = size
    if not level:
        raise FileNotFoundError(f"no SCOWL word lists in {folder} (install Debian's scowl)")
    claimed: dict[str, set[str]] = {c: set() for c in CATEGORIES}
    lower_entries: dict[str, set[str]] = {c: set() for c in CATEGORIES}
    for spelling in selection.spellings:
        for category in CATEGORIES:
            for _size, path in _scowl_files(spelling, category, folder):
                for e in map(_folded, _entries(path)):
                    claimed[category].add(e.replace("'", "").rstrip(".").lower())
                    if _PLAIN.fullmatch(e):
                        lower_entries[category].add(e)
    abbreviations = claimed["abbreviations"]
    names = claimed["proper-names"] | claimed["upper"]
    roman = {
        e.lower()
        for _size, p in _scowl_files("special", "roman-numerals", folder)
        for e in _entries(p)
    }
    removed: dict[str, set[str]] = {
        k: set() for k in ("symbol", "abbreviation", "proper", "contraction")
    }
    for w, size in level.items():
        vowelless = not _VOWELS.intersection(w)
        insane = size > _HUGE
        if (
            (len(w) == 2 and w[0] in _NOT_VOWELS and w[1] == "s")
            or (vowelless and (insane or w in abbreviations))
            or (insane and (len(w) == 2 or w in roman))
        ):
            removed["symbol"].add(w)
        elif insane and w in abbreviations:
            removed["abbreviation"].add(w)
        elif insane and w in names:
            removed["proper"].add(w)
        elif insane and w in claimed["contractions"]:
            removed["contraction"].add(w)
    gone = set().union(*removed.values())
    words = sorted(w for w in level if w not in gone)
    kept = set(words)
    # the category lists' own lower-case entries (wamerican mixes them into its words)
    removed["abbreviation"] |= lower_entries["abbreviations"] - kept
    removed["contraction"] |= {e for e in lower_entries["contractions"] if e not in kept}
    removed["proper"] |= (lower_entries["proper-names"] | lower_entries["upper"]) - kept
    stats = {f"excluded_{k}": len(v) for k, v in removed.items()}
    plain_names = {n for n in names if _PLAIN.fullmatch(n)} - kept
    excluded = {w: k for k, v in removed.items() if k != "proper" for w in v}
    for w in roman - kept:
        excluded.setdefault(w, "symbol")
    for category, cls in (("contractions", "contraction"), ("abbreviations", "abbreviation")):
        for w in claimed[category]:
            if _PLAIN.fullmatch(w) and w not in kept and w not in plain_names:
                excluded.setdefault(w, cls)
    return ScowlList(words, plain_names, excluded, stats)


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


def build(choice: str | None, wordlist: Path, progress: Progress) -> dict[str, object]:
    """Tables of the built-in list `choice` (read from the SCOWL folder `wordlist`), or of
    the table's own list file `wordlist` when `choice` is not a built-in name."""
    progress(f"reading word list {wordlist}", 0.0)
    stats: dict[str, int] = {}
    names: set[str] = set()
    excluded: dict[str, str] = {}
    if choice in SELECTIONS:
        scowl = read_scowl(SELECTIONS[choice], wordlist)
        words, names, excluded, stats = scowl.words, scowl.names, scowl.excluded, scowl.stats
    else:
        words = read_wordlist(wordlist)
    progress("reading WordNet", 0.2)
    wn = read_wordnet()
    progress(f"analysing {len(words)} words", 0.6)
    readings_of = {w: analyse(w, wn) for w in words}
    # Apertium answers only what WordNet leaves open: forms it lacks, and irregular verb forms
    asked = [
        w
        for w, rs in readings_of.items()
        if not rs or any(a.pos == "verb" and a.verb_form in ("finite", "participle") for a in rs)
    ]
    try:
        from_apertium = apertium.analyse_all("en", asked)
    except apertium.ApertiumMissing:
        from_apertium = {}
    for w, readings in readings_of.items():
        theirs = [a for a in from_apertium.get(w, []) if a.pos != "proper noun"]
        if not readings:
            # function words: Apertium's lemma of a pronoun is a tag ("prpers"): keep the word
            found = [a._replace(lemma=w) if a.pos == "other" else a for a in theirs]
            readings_of[w] = list(dict.fromkeys(found))  # none: unknown, never guessed
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
    proper_code = codes.encode("x", [Analysis("x", "proper noun")])  # lemma: the form itself
    progress("writing", 0.9)
    return {
        "words": table,
        "proper": dict.fromkeys(sorted(names), proper_code),
        "excluded": excluded,
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
            "unanalysed": sum(1 for w in words if not readings_of[w]),
            "proper_names": len(names),
            **stats,
        },
    }
