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
    return Analysis(lemma, pos, number, gender, vform)


def analyse_all(lang: str, forms: Iterable[str]) -> dict[str, list[Analysis]]:
    """Analyses of every form the analyser knows (unknown forms are left out)."""
    binary = shutil.which("lt-proc")
    fst = ANALYSERS[lang]
    if binary is None or not fst.exists():
        raise ApertiumMissing(f"lt-proc or {fst} is missing (Debian: lttoolbox, apertium-spa-cat)")
    text = "\n".join(forms) + "\n"
    out = subprocess.run(
        [binary, "-a", str(fst)], input=text, capture_output=True, text=True, check=True
    ).stdout
    result: dict[str, list[Analysis]] = {}
    for unit in re.findall(r"\^(.*?)\$", out):
        surface, _, rest = unit.partition("/")
        if rest.startswith("*") or not rest:
            continue
        readings = [a for a in (parse_analysis(r) for r in rest.split("/")) if a is not None]
        if readings:
            result.setdefault(surface, []).extend(readings)
    return result


def translate_lemmas(
    pair: tuple[str, str], items: Iterable[tuple[str, str]]
) -> dict[tuple[str, str], list[str]]:
    """Bilingual lookup of (lemma, apertium category) pairs: {(lemma, cat): [target lemmas]}."""
    binary = shutil.which("lt-proc")
    fst = BILINGUAL[pair]
    if binary is None or not fst.exists():
        raise ApertiumMissing(f"lt-proc or {fst} is missing")
    keys = list(dict.fromkeys(items))
    text = "".join(f"^{lemma}<{cat}>$\n" for lemma, cat in keys)
    out = subprocess.run(
        [binary, "-b", str(fst)], input=text, capture_output=True, text=True, check=True
    ).stdout
    result: dict[tuple[str, str], list[str]] = {}
    units = re.findall(r"\^(.*?)\$", out)
    for key, unit in zip(keys, units, strict=False):
        parts = unit.split("/")[1:]
        targets = []
        for p in parts:
            if p.startswith(("*", "@", "#")):
                continue
            lemma = p.split("<", 1)[0].replace("#", "").strip()
            if lemma:
                targets.append(lemma)
        result[key] = list(dict.fromkeys(targets))
    return result
