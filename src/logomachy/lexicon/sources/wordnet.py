"""Princeton WordNet 3.0 (Debian wordnet-base) read from its data files: lemmas per part of
speech, synsets and the pointers between them, and morphy (the exception lists plus the
detachment rules) to find the lemma of an inflected form.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

WORDNET_DIR = Path("/usr/share/wordnet")
POS_FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
POS_INDEX = {"n": 1, "v": 2, "a": 3, "s": 3, "r": 4}
# Pointers kept, by relation: WordNet's symbols (wndb(5WN)).
POINTERS = {
    "!": "antonym",
    "@": "hypernym",
    "@i": "hypernym",
    "~": "hyponym",
    "~i": "hyponym",
    "#m": "holonym",
    "#s": "holonym",
    "#p": "holonym",
    "%m": "meronym",
    "%s": "meronym",
    "%p": "meronym",
    "+": "derivation",
    "\\": "derivation",
    "&": "similar",
}
# morphy's detachment rules (WordNet morph(7WN)).
RULES = {
    "n": [
        ("s", ""),
        ("ses", "s"),
        ("xes", "x"),
        ("zes", "z"),
        ("ches", "ch"),
        ("shes", "sh"),
        ("men", "man"),
        ("ies", "y"),
    ],
    "v": [
        ("s", ""),
        ("ies", "y"),
        ("es", "e"),
        ("es", ""),
        ("ed", "e"),
        ("ed", ""),
        ("ing", "e"),
        ("ing", ""),
    ],
    "a": [("er", ""), ("est", ""), ("er", "e"), ("est", "e")],
    "r": [],
}


def synset_id(pos: str, offset: int) -> int:
    return POS_INDEX[pos] * 100_000_000 + offset


@dataclass
class WordNet:
    """lemma → {pos: [synset ids]}, synset → {relation: [(synset, target lemma or "")]}."""

    lemmas: dict[str, dict[str, list[int]]] = field(default_factory=dict)
    members: dict[int, tuple[str, ...]] = field(default_factory=dict)
    pointers: dict[int, dict[str, list[tuple[int, str]]]] = field(default_factory=dict)
    exceptions: dict[str, dict[str, list[str]]] = field(default_factory=dict)

    def morphy(self, word: str, pos: str) -> list[str]:
        """Lemmas of `word` in part of speech `pos` that WordNet has."""
        found: list[str] = []
        for base in self.exceptions.get(pos, {}).get(word, []):
            if pos in self.lemmas.get(base, {}) and base not in found:
                found.append(base)
        if pos in self.lemmas.get(word, {}) and word not in found:
            found.append(word)
        for suffix, ending in RULES[pos]:
            if word.endswith(suffix) and len(word) > len(suffix):
                base = word[: len(word) - len(suffix)] + ending
                if pos in self.lemmas.get(base, {}) and base not in found:
                    found.append(base)
        return found


def _clean_lemma(word: str) -> str:
    """The lemma as WordNet writes it, case kept: capitalised lemmas are names (Sung, Paris),
    which lower-case lookups then never reach."""
    if word.endswith(")") and "(" in word:
        word = word[: word.index("(")]  # adjective position markers: galore(ip)
    return word


def _order_by_sense(wn: WordNet, index: Path, pos: str) -> None:
    """Order each lemma's synsets as the index file does: by sense frequency, commonest
    first (the data files are in offset order)."""
    if not index.exists():
        return
    with index.open(encoding="utf-8", errors="replace") as fh:
        for line in fh:
            if line.startswith(" "):
                continue
            fields = line.split()
            lemma, count = fields[0], int(fields[2])
            offsets = [int(x) for x in fields[len(fields) - count :]]
            entry = wn.lemmas.get(lemma, {}).get(pos)
            if not entry:
                continue
            ranked = {sid: k for k, sid in enumerate(synset_id(pos, o) for o in offsets)}
            # satellites (pos "s") are listed under "a" in the index
            ranked.update({synset_id("s", o): k for k, o in enumerate(offsets)})
            entry.sort(key=lambda sid: ranked.get(sid, len(ranked)))


def read_wordnet(root: Path = WORDNET_DIR) -> WordNet:
    wn = WordNet()
    for pos, name in POS_FILES.items():
        with (root / f"data.{name}").open(encoding="utf-8", errors="replace") as fh:
            for line in fh:
                if line.startswith(" "):
                    continue
                fields = line.split(" | ", 1)[0].split()
                offset, ss_type = int(fields[0]), fields[2]
                sid = synset_id(ss_type, offset)
                count = int(fields[3], 16)
                words = [_clean_lemma(fields[4 + 2 * k]) for k in range(count)]
                wn.members[sid] = tuple(words)
                for w in words:
                    wn.lemmas.setdefault(w, {}).setdefault(pos, []).append(sid)
                p = 4 + 2 * count
                pcount = int(fields[p])
                ptrs: dict[str, list[tuple[int, str]]] = {}
                for k in range(pcount):
                    sym, target, tpos, st = fields[p + 1 + 4 * k : p + 5 + 4 * k]
                    rel = POINTERS.get(sym)
                    if rel is None:
                        continue
                    tid = synset_id(tpos, int(target))
                    src, dst = int(st[:2], 16), int(st[2:], 16)
                    ptrs.setdefault(rel, []).append((tid, f"{src}:{dst}" if src else ""))
                if ptrs:
                    wn.pointers[sid] = ptrs
        _order_by_sense(wn, root / f"index.{name}", pos)
        exc = root / f"{name}.exc"
        table: dict[str, list[str]] = {}
        if exc.exists():
            for line in exc.read_text(encoding="utf-8", errors="replace").splitlines():
                parts = line.split()
                if len(parts) >= 2:
                    table.setdefault(parts[0], []).extend(parts[1:])
        wn.exceptions[pos] = table
    return wn


@dataclass(frozen=True)
class Gloss:
    """A synset's gloss: its definition and the example sentences quoted after it."""

    definition: str
    examples: tuple[str, ...]


def read_glosses(root: Path = WORDNET_DIR) -> dict[int, Gloss]:
    """Synset id -> gloss, from the data files (`read_wordnet` leaves glosses out: the
    lexicon's relations never need them)."""
    out: dict[int, Gloss] = {}
    for name in POS_FILES.values():
        with (root / f"data.{name}").open(encoding="utf-8", errors="replace") as fh:
            for line in fh:
                if line.startswith(" "):
                    continue
                head, _, text = line.partition(" | ")
                offset, _file, ss_type = head.split(" ", 3)[:3]
                parts = [p.strip() for p in text.strip().split(";")]
                definition = parts[0]
                examples = tuple(p.strip('"') for p in parts[1:] if p.startswith('"'))
                out[synset_id(ss_type, int(offset))] = Gloss(definition, examples)
    return out
