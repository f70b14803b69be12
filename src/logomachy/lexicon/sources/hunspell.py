"""Expand a hunspell dictionary (.dic + .aff) to every word form it accepts.

Validity is a set lookup at play time, so the affix rules are applied once, at build time.
Only what the Spanish (RLA-ES) and Catalan (Softcatalà) dictionaries use is implemented:
PFX/SFX with strip, append and condition, cross products, FLAG UTF-8/long/num,
FORBIDDENWORD and NEEDAFFIX. Continuation classes on affixes and compounding are not used by
those dictionaries; a dictionary that uses them gets its first level of affixes only.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple


class Affix(NamedTuple):
    """One affix rule line: strip `strip`, add `add`, where the stem matches `condition`;
    `key` is its identity in the file (flag and position: "D#3")."""

    flag: str
    strip: str
    add: str
    condition: re.Pattern[str]
    cross: bool
    key: str


@dataclass
class AffixFile:
    """The parts of an .aff file that word expansion needs."""

    flag_mode: str = "char"
    prefixes: dict[str, list[Affix]] = field(default_factory=dict)
    suffixes: dict[str, list[Affix]] = field(default_factory=dict)
    forbidden: str | None = None
    needaffix: str | None = None
    iconv: list[tuple[str, str]] = field(default_factory=list)


def parse_flags(text: str, mode: str) -> list[str]:
    """Split a flag field according to the FLAG mode of the dictionary."""
    if mode == "long":
        return [text[i : i + 2] for i in range(0, len(text) - 1, 2)]
    if mode == "num":
        return [f for f in text.split(",") if f]
    return list(text)


def _condition(cond: str, suffix: bool) -> re.Pattern[str]:
    if cond == ".":
        return re.compile("")
    return re.compile(cond + "$" if suffix else "^" + cond)


def read_aff(path: Path) -> AffixFile:
    """Parse the affix rules of `path` (UTF-8 dictionaries only)."""
    aff = AffixFile()
    headers: dict[tuple[str, str], bool] = {}
    for raw in path.read_text(encoding="utf-8", errors="replace").splitlines():
        parts = raw.split()
        if not parts or parts[0].startswith("#"):
            continue
        key = parts[0]
        if key == "FLAG" and len(parts) > 1:
            aff.flag_mode = {"long": "long", "num": "num"}.get(parts[1], "char")
        elif key == "FORBIDDENWORD" and len(parts) > 1:
            aff.forbidden = parts[1]
        elif key == "NEEDAFFIX" and len(parts) > 1:
            aff.needaffix = parts[1]
        elif key == "ICONV" and len(parts) == 3:
            aff.iconv.append((parts[1], parts[2]))
        elif key in ("PFX", "SFX") and len(parts) >= 4:
            flag = parts[1]
            if (key, flag) not in headers and parts[2] in ("Y", "N") and len(parts) == 4:
                headers[(key, flag)] = parts[2] == "Y"
                continue
            strip = "" if parts[2] == "0" else parts[2]
            add = parts[3].split("/")[0]
            add = "" if add == "0" else add
            cond = parts[4] if len(parts) > 4 else "."
            suffix = key == "SFX"
            rules = (aff.suffixes if suffix else aff.prefixes).setdefault(flag, [])
            cross = headers.get((key, flag), False)
            rule_key = f"{flag}#{len(rules)}"
            rules.append(Affix(flag, strip, add, _condition(cond, suffix), cross, rule_key))
    return aff


def _apply_suffix(stem: str, rule: Affix) -> str | None:
    if not rule.condition.search(stem):
        return None
    if rule.strip:
        if not stem.endswith(rule.strip):
            return None
        stem = stem[: len(stem) - len(rule.strip)]
    return stem + rule.add


def _apply_prefix(stem: str, rule: Affix) -> str | None:
    if not rule.condition.search(stem):
        return None
    if rule.strip:
        if not stem.startswith(rule.strip):
            return None
        stem = stem[len(rule.strip) :]
    return rule.add + stem


class Expansion(NamedTuple):
    """One generated form with the dictionary entry (stem and flags) it came from."""

    form: str
    stem: str
    flags: tuple[str, ...]
    suffix_rule: str | None
    prefix_rule: str | None


def expand_entry(
    stem: str, flags: list[str], aff: AffixFile, *, prefixes: bool = True
) -> Iterator[Expansion]:
    """Every form of one dictionary entry: the stem, its suffixed and prefixed forms, and the
    cross products the rules allow."""
    ftuple = tuple(flags)
    if aff.needaffix is None or aff.needaffix not in flags:
        yield Expansion(stem, stem, ftuple, None, None)
    suffixed: list[tuple[str, Affix]] = []
    for flag in flags:
        for rule in aff.suffixes.get(flag, ()):
            form = _apply_suffix(stem, rule)
            if form is not None and form:
                suffixed.append((form, rule))
                yield Expansion(form, stem, ftuple, rule.key, None)
    if not prefixes:
        return
    for flag in flags:
        for prule in aff.prefixes.get(flag, ()):
            form = _apply_prefix(stem, prule)
            if form is not None:
                yield Expansion(form, stem, ftuple, None, prule.key)
            if not prule.cross:
                continue
            for sform, srule in suffixed:
                if srule.cross:
                    both = _apply_prefix(sform, prule)
                    if both is not None:
                        yield Expansion(both, stem, ftuple, srule.key, prule.key)


def without_prefixes_adding(aff: AffixFile, chars: str) -> AffixFile:
    """`aff` without the prefix rules whose added text holds one of `chars`: the Catalan
    elisions (l', d', s') make forms with an apostrophe, which no word game plays, and were
    most of the work of expanding the Catalan dictionary."""
    kept = {
        flag: [r for r in rules if not set(chars).intersection(r.add)]
        for flag, rules in aff.prefixes.items()
    }
    return AffixFile(
        aff.flag_mode, kept, aff.suffixes, aff.forbidden, aff.needaffix, list(aff.iconv)
    )


def read_dic(path: Path, aff: AffixFile) -> Iterator[tuple[str, list[str]]]:
    """The (stem, flags) entries of a .dic file, forbidden words left out."""
    with path.open(encoding="utf-8", errors="replace") as fh:
        first = True
        for raw in fh:
            line = raw.rstrip("\n")
            if first:
                first = False
                if line.strip().isdigit():
                    continue
            if not line or line.startswith(("#", "\t")):
                continue
            line = line.split("\t")[0].strip()
            stem, _, flagtext = line.partition("/")
            # A slash escaped as "\/" belongs to the word; these dictionaries do not use it.
            flags = parse_flags(flagtext.split()[0], aff.flag_mode) if flagtext else []
            if aff.forbidden and aff.forbidden in flags:
                continue
            for old, new in aff.iconv:
                stem = stem.replace(old, new)
            yield stem, flags


def expand(
    dic: Path, aff_path: Path, *, prefixes: bool = True, aff: AffixFile | None = None
) -> Iterator[Expansion]:
    """All forms of a whole dictionary (duplicates included; callers collect into sets);
    `aff`, when given, is the already read (and possibly narrowed) affix file."""
    if aff is None:
        aff = read_aff(aff_path)
    for stem, flags in read_dic(dic, aff):
        yield from expand_entry(stem, flags, aff, prefixes=prefixes)
