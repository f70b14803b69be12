"""Apertium morphological analysers (lttoolbox) as a source of lemma, category, number,
gender and verb form. Build-time only: the whole form list is analysed in one `lt-proc`
batch (a few seconds for 700 000 forms), so play time needs no external process.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Iterable
from pathlib import Path

from logomachy.lexicon.model import Analysis, Gender, Number, Pos, VerbForm

APERTIUM_DIR = Path("/usr/share/apertium")
ANALYSERS = {
    "es": APERTIUM_DIR / "apertium-spa-cat" / "spa-cat.automorf.bin",
    "ca": APERTIUM_DIR / "apertium-spa-cat" / "cat-spa.automorf.bin",
    "en": APERTIUM_DIR / "apertium-eng-spa" / "eng-spa.automorf.bin",
}
#: Generators that write each language back from an analysis (the analysers' monodix read the
#: other way): a spelling the analyser reads but its generator never writes is one it only
#: tolerates (Spanish dia for día, guión; Catalan barco, este), not the language's standard.
GENERATORS = {
    "es": APERTIUM_DIR / "apertium-spa-cat" / "cat-spa.autogen.bin",
    "ca": APERTIUM_DIR / "apertium-spa-cat" / "spa-cat.autogen.bin",
    "en": APERTIUM_DIR / "apertium-eng-spa" / "spa-eng.autogen.bin",  # British spelling
    "en_US": APERTIUM_DIR / "apertium-eng-spa" / "spa-eng_US.autogen.bin",
}
#: Catalan generation marks a diacritic accent with "~" for a post-generator that writes it
#: the pre-2017 way (dóna) or the IEC 2017 way (dona); both are standard spellings.
_POSTGEN = {
    "ca": (
        APERTIUM_DIR / "apertium-spa-cat" / "spa-cat.autopgen-diacritics-vells.bin",
        APERTIUM_DIR / "apertium-spa-cat" / "spa-cat.autopgen-diacritics-nous.bin",
    )
}
BILINGUAL = {
    ("ca", "es"): APERTIUM_DIR / "apertium-spa-cat" / "cat-spa.autobil.bin",
    ("es", "en"): APERTIUM_DIR / "apertium-eng-spa" / "spa-eng.autobil.bin",
}

_POS: dict[str, Pos] = {
    "n": "noun",
    "np": "proper noun",
    "adj": "adjective",
    "vblex": "verb",
    "vbser": "verb",
    "vbhaver": "verb",
    "vbmod": "verb",
    "vaux": "verb",
    "adv": "adverb",
}
_NUMBER: dict[str, Number] = {"sg": "singular", "pl": "plural", "sp": "invariable"}
_GENDER: dict[str, Gender] = {"m": "masculine", "f": "feminine", "mf": "common", "nt": "neuter"}
_VFORM: dict[str, VerbForm] = {"inf": "infinitive", "ger": "gerund", "pp": "participle"}
_TAG = re.compile(r"<([^>]+)>")


class ApertiumMissing(RuntimeError):
    """lt-proc or an analyser file is not installed."""


def parse_analysis(text: str) -> Analysis | None:
    """One Apertium analysis ("arrogante<adj><mf><pl>") as an Analysis. A form with enclitic
    pronouns ("dar<vblex><imp><p2><sg>+me<prn>...") is read by its first word."""
    head = text.split("+", 1)[0]
    lemma = head.split("<", 1)[0].split("#", 1)[0].strip()
    tags = _TAG.findall(head)
    if not lemma or not tags:
        return None
    pos = _POS.get(tags[0], "other")
    number: Number = None
    gender: Gender = None
    vform: VerbForm = None
    for tag in tags[1:]:
        number = _NUMBER.get(tag, number)
        gender = _GENDER.get(tag, gender)
        if pos == "verb" and tag in _VFORM:
            vform = _VFORM[tag]
    if pos == "verb" and vform is None:
        vform = "finite"
    if pos == "verb" and vform != "participle":
        number = gender = None
    clitic = pos == "verb" and "<enc>" in text
    return Analysis(lemma, pos, number, gender, vform, False, clitic)


#: Apertium's own marks of words a board game refuses (abbreviation, acronym, symbol, proper
#: noun) and of interjections (the only vowel-less words a dictionary has: pst, sh).
MARKS = frozenset({"abbr", "acr", "sym", "np", "ij"})


def _symbolic(surface: str, marks: set[str]) -> bool:
    """A reading marked abbr/acr/sym of a written abbreviation or symbol (km, pàg.): not a
    word. An acronym written with vowels that the analyser reads as a noun is lexicalised
    (sida, làser) and kept."""
    if not marks & {"abbr", "acr", "sym"}:
        return False
    return surface.endswith(".") or not _VOWEL.search(surface)


_VOWEL = re.compile(r"[aeiouáéíóúàèòïüy]")


def analyse_all(lang: str, forms: Iterable[str]) -> dict[str, list[Analysis]]:
    """Analyses of every form the analyser knows (unknown forms are left out)."""
    return analyse_marked(lang, forms, lexical_only=False)[0]


def analyse_marked(
    lang: str, forms: Iterable[str], *, lexical_only: bool = True
) -> tuple[dict[str, list[Analysis]], dict[str, frozenset[str]]]:
    """`analyse_all` without the readings of written abbreviations and symbols (km<n><acr>
    is a unit symbol, not a noun: see `_symbolic`), and per form the `MARKS` its readings
    carry, from one `lt-proc` run."""
    binary = shutil.which("lt-proc")
    fst = ANALYSERS[lang]
    if binary is None or not fst.exists():
        raise ApertiumMissing(f"lt-proc or {fst} is missing (Debian: lttoolbox, apertium-spa-cat)")
    text = "\n".join(forms) + "\n"
    out = subprocess.run(
        [binary, "-a", str(fst)], input=text, capture_output=True, text=True, check=True
    ).stdout
    result: dict[str, list[Analysis]] = {}
    marks: dict[str, frozenset[str]] = {}
    for unit in re.findall(r"\^(.*?)\$", out):
        surface, _, rest = unit.partition("/")
        if rest.startswith("*") or not rest:
            continue
        lexical: list[Analysis] = []
        marked: set[str] = set()
        for raw in rest.split("/"):
            tags = set(_TAG.findall(raw.split("+", 1)[0]))
            found = tags & MARKS
            marked |= found
            a = parse_analysis(raw)
            if a is not None and not (lexical_only and _symbolic(surface, found)):
                lexical.append(a)
        if marked:
            marks[surface] = marks.get(surface, frozenset()) | marked
        if lexical:
            result.setdefault(surface, []).extend(lexical)
    return result, marks


def written_back(lang: str, forms: Iterable[str], generator: str | None = None) -> frozenset[str]:
    """The `forms` that the analyser reads as lexical words (a reading with no abbr, acr, sym
    or np mark) and that the generator (`GENERATORS[generator or lang]`) writes back the same
    way from one of those readings: the language's standard spellings among them, from one
    analyser run and one generator run over every reading."""
    asked = list(dict.fromkeys(forms))
    out = _run(["-a", str(ANALYSERS[lang])], "\n".join(asked) + "\n")
    surfaces: list[str] = []
    readings: list[str] = []
    for unit in re.findall(r"\^(.*?)\$", out):
        surface, _, rest = unit.partition("/")
        if rest.startswith("*") or not rest:
            continue
        for raw in rest.split("/"):
            if not MARKS.intersection(_TAG.findall(raw)) or set(_TAG.findall(raw)) == {"ij"}:
                surfaces.append(surface)
                readings.append(raw.replace("\n", " "))
    if not readings:
        return frozenset()
    fst = GENERATORS[generator or lang]
    if not fst.exists():
        raise ApertiumMissing(f"{fst} is missing")
    text = "".join(f"^{r}$\n" for r in readings)
    written = [_run(["-g", str(fst)], text).split("\n")]
    for post in _POSTGEN.get(generator or lang, ()):
        written.append(_run(["-x", str(post)], "\n".join(written[0]) + "\n").split("\n"))
    found: set[str] = set()
    for lines in written:
        if len(lines) < len(readings):
            continue  # a generator that merged lines: no evidence from it
        for surface, line in zip(surfaces, lines, strict=False):
            if line.strip().lstrip("~").lower() == surface.lower():
                found.add(surface)
    return frozenset(found)


def _run(args: list[str], text: str) -> str:
    binary = shutil.which("lt-proc")
    if binary is None:
        raise ApertiumMissing("lt-proc is missing (Debian: lttoolbox)")
    return subprocess.run(
        [binary, *args], input=text, capture_output=True, text=True, check=True
    ).stdout


_CONTENT = ("n", "adj", "vblex", "adv")
_WORDNET_POS = {"n": "n", "adj": "a", "vblex": "v", "adv": "r"}


def lemma_readings(lang: str, lemmas: Iterable[str]) -> list[tuple[str, str]]:
    """(lemma, full Apertium analysis) of every lemma that is its own dictionary form as a
    noun, adjective, verb or adverb: the input bilingual dictionaries need."""
    out = _run(["-a", str(ANALYSERS[lang])], "\n".join(lemmas) + "\n")
    pairs: list[tuple[str, str]] = []
    for unit in re.findall(r"\^(.*?)\$", out):
        surface, _, rest = unit.partition("/")
        for reading in rest.split("/"):
            if "+" in reading or reading.startswith("*"):
                continue
            lemma = reading.split("<", 1)[0]
            tags = _TAG.findall(reading)
            if lemma == surface and tags and tags[0] in _CONTENT:
                pairs.append((surface, reading))
    return pairs


def _transfer(fst: Path, readings: list[str]) -> list[list[str]]:
    """Bilingual transfer of full analyses; one list of target analyses per input."""
    if not fst.exists():
        raise ApertiumMissing(f"{fst} is missing")
    text = "".join(f"^{r}$\n" for r in readings)
    units = re.findall(r"\^(.*?)\$", _run(["-b", str(fst)], text))
    result: list[list[str]] = []
    for unit in units:
        targets = [t for t in unit.split("/")[1:] if t and not t.startswith(("@", "*", "#"))]
        result.append(targets)
    return result


def english_translations(lang: str, lemmas: Iterable[str]) -> dict[str, set[str]]:
    """English lemmas ("word:pos", WordNet's pos letter) of Spanish or Catalan lemmas through
    Apertium's bilingual dictionaries (Catalan goes through Spanish: no Catalan-English pair
    is packaged in Debian). The part of speech is the source reading's."""
    pairs = lemma_readings(lang, lemmas)
    readings = [r for _, r in pairs]
    if lang == "ca":
        spanish = _transfer(BILINGUAL[("ca", "es")], readings)
        flat = [t for ts in spanish for t in ts]
        english_flat = _transfer(BILINGUAL[("es", "en")], flat)
        english: list[list[str]] = []
        k = 0
        for ts in spanish:
            english.append([e for chunk in english_flat[k : k + len(ts)] for e in chunk])
            k += len(ts)
    else:
        english = _transfer(BILINGUAL[("es", "en")], readings)
    result: dict[str, set[str]] = {}
    for (lemma, reading), targets in zip(pairs, english, strict=True):
        pos = _WORDNET_POS[_TAG.findall(reading)[0]]
        for t in targets:
            word = t.split("<", 1)[0].replace("#", "").strip().lower()
            if word:
                result.setdefault(lemma, set()).add(f"{word.replace(' ', '_')}:{pos}")
    return result
