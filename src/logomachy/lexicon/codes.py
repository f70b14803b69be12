"""The compact encoding of analyses in compiled lexicons.

Each word form maps to one string: its analyses separated by ";", each
"<chars to strip>,<chars to add>,<tag>" giving the lemma from the form, and a tag of one
character per field (part of speech, number, gender, verb form; "-" for none), then "+" for a
verb form with enclitic pronouns and "?" for a guessed reading. Equal strings are shared in
memory, so a million forms cost little beyond their keys.
"""

from __future__ import annotations

from logomachy.lexicon.model import Analysis, Gender, Number, Pos, VerbForm

POS_CODE: dict[Pos, str] = {
    "noun": "n",
    "adjective": "a",
    "verb": "v",
    "adverb": "r",
    "proper noun": "p",
    "other": "o",
}
NUMBER_CODE: dict[Number, str] = {"singular": "s", "plural": "p", "invariable": "i", None: "-"}
GENDER_CODE: dict[Gender, str] = {
    "masculine": "m",
    "feminine": "f",
    "common": "c",
    "neuter": "n",
    None: "-",
}
VFORM_CODE: dict[VerbForm, str] = {
    "infinitive": "i",
    "finite": "f",
    "participle": "p",
    "gerund": "g",
    None: "-",
}
_POS = {v: k for k, v in POS_CODE.items()}
_NUMBER = {v: k for k, v in NUMBER_CODE.items()}
_GENDER = {v: k for k, v in GENDER_CODE.items()}
_VFORM = {v: k for k, v in VFORM_CODE.items()}


def tag_of(a: Analysis) -> str:
    return (
        POS_CODE[a.pos]
        + NUMBER_CODE[a.number]
        + GENDER_CODE[a.gender]
        + VFORM_CODE[a.verb_form]
        + ("+" if a.clitic else "")
        + ("?" if a.guessed else "")
    )


def lemma_edit(form: str, lemma: str) -> str:
    """How to turn `form` into `lemma`: "strip,add"."""
    common = 0
    for x, y in zip(form, lemma, strict=False):
        if x != y:
            break
        common += 1
    return f"{len(form) - common},{lemma[common:]}"


def encode(form: str, analyses: list[Analysis]) -> str:
    seen: list[str] = []
    for a in analyses:
        item = f"{lemma_edit(form, a.lemma)},{tag_of(a)}"
        if item not in seen:
            seen.append(item)
    return ";".join(seen)


def decode(form: str, code: str) -> list[Analysis]:
    out: list[Analysis] = []
    if not code:
        return out
    for item in code.split(";"):
        strip, add, tag = item.split(",")
        k = int(strip)
        lemma = (form[: len(form) - k] if k else form) + add
        out.append(
            Analysis(
                lemma,
                _POS[tag[0]],
                _NUMBER[tag[1]],
                _GENDER[tag[2]],
                _VFORM[tag[3]],
                tag.endswith("?"),
                "+" in tag,
            )
        )
    return out
