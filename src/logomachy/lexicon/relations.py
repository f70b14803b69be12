"""Lexical relations per source: WordNet for English; thesauri (synonyms, the few marked
antonyms) for Spanish and Catalan. A relation no source covers is reported as unknown."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from logomachy.lexicon import store
from logomachy.lexicon.model import RELATIONS, Relation
from logomachy.lexicon.sources.wordnet import WordNet

if TYPE_CHECKING:
    from logomachy.lexicon.lexicon import Lexicon

Answer = tuple[set[Relation], set[Relation], tuple[str, ...]]


def _lemmas(lex: Lexicon, word: str) -> set[str]:
    found = {a.lemma for a in lex.analyses(word)}
    found.add(word)
    return found


def _inverted(table: dict[str, frozenset[str]]) -> dict[str, set[str]]:
    """Headword -> words, read the other way: word -> the headwords that list it."""
    out: dict[str, set[str]] = {}
    for head, words in table.items():
        for w in words:
            out.setdefault(w, set()).add(head)
    return out


# Relations read through the English translations of both words: a "yes" found there is kept
# (its precision is measured in tests/lexicon/test_relations_derived.py); its absence proves
# nothing, since translations and WordNet both miss senses, so the answer stays unknown.
TOP = 2  # senses of each English translation read
TRANSLATED: tuple[Relation, ...] = ("antonym", "hypernym", "hyponym", "meronym", "holonym")


class ThesaurusRelations:
    """Spanish and Catalan: mythes synonyms (and the antonyms the Catalan one marks), and
    antonyms, hypernyms, meronyms found in WordNet through Apertium's translations."""

    def __init__(self, parts_of_speech: str = "nvar") -> None:
        self._data: dict[str, dict[str, frozenset[str]]] | None = None
        self._english: dict[str, tuple[str, ...]] | None = None
        self._reverse: dict[str, dict[str, set[str]]] | None = None  # word -> headwords listing it
        self._wordnet = WordNetRelations()
        self.parts_of_speech = parts_of_speech

    def _load(self, lex: Lexicon) -> dict[str, dict[str, frozenset[str]]]:
        if self._data is None:
            self._data = store.read_pickle(lex.key, "relations")
        return self._data

    def relations(self, lex: Lexicon, a: str, b: str) -> Answer:
        data = self._load(lex)
        syn, ant = data["synonyms"], data["antonyms"]
        la, lb = _lemmas(lex, a), _lemmas(lex, b)
        holds: set[Relation] = set()
        unknown: set[Relation] = set(RELATIONS) - {"synonym"}
        covered_a = any(x in syn for x in la)
        covered_b = any(x in syn for x in lb)
        if any(y in syn.get(x, ()) for x in la for y in lb) or any(
            x in syn.get(y, ()) for x in la for y in lb
        ):
            holds.add("synonym")
        elif not (covered_a and covered_b):
            unknown.add("synonym")
        if any(y in ant.get(x, ()) for x in la for y in lb) or any(
            x in ant.get(y, ()) for x in la for y in lb
        ):
            holds.add("antonym")
        found = self.translated(lex, la, lb)
        holds |= found
        return holds, unknown, ("mythes", "apertium+wordnet")

    def related(self, lex: Lexicon, word: str) -> dict[str, frozenset[Relation]]:
        """Every single word the thesaurus relates to `word` (any of its lemmas), with how:
        the synonyms and antonyms listed under it, and the headwords that list it (mythes'
        groups are not symmetric: "casa" lists "llar", "llar" need not list "casa")."""
        data = self._load(lex)
        if self._reverse is None:
            self._reverse = {kind: _inverted(data[kind]) for kind in ("synonyms", "antonyms")}
        found: dict[str, set[Relation]] = {}
        lemmas = _lemmas(lex, word)
        for kind, relation in (("synonyms", "synonym"), ("antonyms", "antonym")):
            for lemma in lemmas:
                listed = data[kind].get(lemma, frozenset()) | self._reverse[kind].get(lemma, set())
                for other in listed:
                    if " " not in other:  # multi-word headwords ("anar en matrimoni")
                        found.setdefault(other, set()).add(relation)  # type: ignore[arg-type]
        for lemma in lemmas:
            found.pop(lemma, None)
        return {w: frozenset(r) for w, r in sorted(found.items())}

    def english(self, lex: Lexicon, lemmas: set[str]) -> set[str]:
        if self._english is None:
            self._english = store.read_pickle(lex.key, "translations")
        return {e for x in lemmas for e in self._english.get(x, ())}

    def translated(self, lex: Lexicon, la: set[str], lb: set[str]) -> set[Relation]:
        """Relations between the words' English translations, read only between readings of
        the same part of speech (a noun's translation against a noun's): across parts of
        speech, homonyms of the translations answer (fuego → fire, emplear → fire)."""
        ea, eb = self.english(lex, la), self.english(lex, lb)
        if not ea or not eb or ea & eb:
            return set()  # untranslated, or translated alike: nothing to read
        wn = self._wordnet.wordnet(lex)
        found: set[Relation] = set()
        for pos in self.parts_of_speech:
            wa = {e.rsplit(":", 1)[0] for e in ea if e.endswith(":" + pos)}
            wb = {e.rsplit(":", 1)[0] for e in eb if e.endswith(":" + pos)}
            if not wa or not wb or wa & wb:
                continue
            sa = self._top_senses(wn, wa, pos)
            sb = self._top_senses(wn, wb, pos)
            if sa and sb:
                found |= self._wordnet.between(wn, sa, sb)
        return found & set(TRANSLATED)

    def arguable(self, lex: Lexicon, a: str, b: str) -> set[Relation]:
        """Relations a player could argue for from every sense of the words' translations (not
        only the commonest, as `relations` reads): synonyms when a translation is shared or two
        translations share a sense; antonyms through WordNet's similar-to and derivation links
        (sano → healthy ↔ ill ← enfermo). Looser than `relations`, so evidence, not a ruling."""
        la, lb = _lemmas(lex, a), _lemmas(lex, b)
        ea, eb = self.english(lex, la), self.english(lex, lb)
        if not ea or not eb:
            return set()
        wn = self._wordnet.wordnet(lex)
        found: set[Relation] = {"synonym"} if ea & eb else set()
        for pos in self.parts_of_speech:
            wa = {e.rsplit(":", 1)[0] for e in ea if e.endswith(":" + pos)}
            wb = {e.rsplit(":", 1)[0] for e in eb if e.endswith(":" + pos)}
            sa = {s for w in wa for base in wn.morphy(w, pos) for s in wn.lemmas[base][pos]}
            sb = {s for w in wb for base in wn.morphy(w, pos) for s in wn.lemmas[base][pos]}
            if not sa or not sb:
                continue
            if sa & sb:
                found.add("synonym")
            near_a = sa | self._wordnet.linked(wn, sa, "similar", "derivation")
            near_b = sb | self._wordnet.linked(wn, sb, "similar", "derivation")
            if self._wordnet.linked(wn, near_a, "antonym") & near_b:
                found.add("antonym")
        return found

    @staticmethod
    def _top_senses(wn: WordNet, words: set[str], pos: str) -> set[int]:
        """The commonest senses of each translation: a translation names the usual sense of
        an English word far more often than a rare one (miss = añorar is not miss = fail)."""
        return {s for w in words for base in wn.morphy(w, pos) for s in wn.lemmas[base][pos][:TOP]}


class WordNetRelations:
    """English: every relation from WordNet; unknown only when WordNet lacks a word."""

    def __init__(self) -> None:
        self._wn: WordNet | None = None

    def wordnet(self, lex: Lexicon) -> WordNet:
        if self._wn is None:
            data: dict[str, Any] = store.read_pickle(lex.key, "wordnet")
            self._wn = WordNet(**data)
        return self._wn

    def _synsets(self, wn: WordNet, word: str) -> set[int]:
        out: set[int] = set()
        for pos in ("n", "v", "a", "r"):
            for lemma in wn.morphy(word, pos):
                out.update(wn.lemmas[lemma][pos])
        return out

    def _closure(self, wn: WordNet, start: set[int], rel: str, limit: int = 40) -> set[int]:
        seen: set[int] = set()
        frontier = set(start)
        for _ in range(limit):
            nxt: set[int] = set()
            for sid in frontier:
                for tid, _w in wn.pointers.get(sid, {}).get(rel, ()):
                    if tid not in seen:
                        seen.add(tid)
                        nxt.add(tid)
            if not nxt:
                break
            frontier = nxt
        return seen

    def _linked(self, wn: WordNet, start: set[int], rel: str) -> set[int]:
        return {tid for sid in start for tid, _w in wn.pointers.get(sid, {}).get(rel, ())}

    @staticmethod
    def linked(wn: WordNet, start: set[int], *rels: str) -> set[int]:
        """The synsets one pointer of any of `rels` leads to from `start`."""
        return {
            tid
            for sid in start
            for rel in rels
            for tid, _w in wn.pointers.get(sid, {}).get(rel, ())
        }

    def arguable(self, lex: Lexicon, a: str, b: str) -> set[Relation]:
        """English: WordNet already reads every sense, so what can be argued is what it lists."""
        return self.relations(lex, a, b)[0]

    def relations(self, lex: Lexicon, a: str, b: str) -> Answer:
        wn = self.wordnet(lex)
        sa, sb = self._synsets(wn, a), self._synsets(wn, b)
        if not sa or not sb:
            return set(), set(RELATIONS), ("wordnet",)
        return self.between(wn, sa, sb), set(), ("wordnet",)

    def related(self, lex: Lexicon, word: str) -> dict[str, frozenset[Relation]]:
        """Every single word WordNet relates to `word` directly: the other members of its
        synsets (synonyms) and of the synsets its pointers reach, by the pointer's relation."""
        wn = self.wordnet(lex)
        found: dict[str, set[Relation]] = {}

        def add(synsets: set[int], relation: Relation) -> None:
            for sid in synsets:
                for w in wn.members.get(sid, ()):
                    if "_" not in w and w != word:
                        found.setdefault(w, set()).add(relation)

        start = self._synsets(wn, word)
        add(start, "synonym")
        for rel in ("antonym", "hypernym", "hyponym", "meronym", "holonym", "derivation"):
            add(self._linked(wn, start, rel), rel)
        return {w: frozenset(r) for w, r in sorted(found.items())}

    def between(self, wn: WordNet, sa: set[int], sb: set[int]) -> set[Relation]:
        """The relations WordNet gives from synsets `sa` to synsets `sb`."""
        holds: set[Relation] = set()
        if sa & sb:
            holds.add("synonym")
        # direct antonyms, and indirect ones through similar-to adjective clusters
        ants = self._linked(wn, sa, "antonym")
        ants |= self._linked(wn, self._linked(wn, sa, "similar"), "antonym")
        if ants & (sb | self._linked(wn, sb, "similar")):
            holds.add("antonym")
        up_a = self._closure(wn, sa, "hypernym")
        up_b = self._closure(wn, sb, "hypernym")
        if sb & up_a:
            holds.add("hypernym")
        if sa & up_b:
            holds.add("hyponym")
        # parts are inherited from the kinds above: a car has wheels because vehicles do
        if sb & self._linked(wn, sa | up_a, "meronym"):
            holds.add("meronym")
        if sa & self._linked(wn, sb | up_b, "meronym"):
            holds.add("holonym")  # b is a whole a is part of: a is b's meronym
        if (sb & self._linked(wn, sa, "derivation")) or (sa & self._linked(wn, sb, "derivation")):
            holds.add("derivation")
        return holds
