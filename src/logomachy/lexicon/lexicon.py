"""The Lexicon: one object per language (and word list), answering from compiled tables.

Loading reads the sorted valid forms into a set (validity is one C hash lookup, as fast as a
plain `set`); analyses, forms, relations, proper nouns and frequencies are loaded on first
use. Every method accepts raw user input: `is_word` answers False for anything that cannot be
a word, the others raise `BadWord` with the reason.

Categories only from attested readings: `analyses` (and `pos`, `lemmas`, `is_lemma_form`,
`forms`, `entry`) use the readings a source attests (an analyser, a lemma index, the
rulebook's own rulings); a reading the build guessed from a hunspell affix class is kept apart
(`guesses`, for diagnostics such as `word check`) and never decides a part of speech, a lemma
or a number: `entry` answers "unknown" where only a guess would say yes.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left
from collections.abc import Iterator
from collections.abc import Set as AbstractSet
from functools import lru_cache
from typing import Any

from logomachy.lexicon import codes, store
from logomachy.lexicon.model import (
    Analysis,
    BadWord,
    LexiconNotBuilt,
    Pos,
    Relation,
    Relations,
    Rhyme,
    Verdict,
)
from logomachy.lexicon.rules.base import LanguageRules


class Lexicon:
    """Word knowledge of one language. Build with `logomachy lexicon build`; get one with
    `logomachy.lexicon.lexicon(lang)`."""

    def __init__(self, lang: str, key: str, rules: LanguageRules, relations: Any) -> None:
        self.lang = lang
        self.key = key
        self.rules = rules
        manifest = store.read_manifest(key)
        if manifest is None or manifest.get("format") != store.FORMAT:
            raise LexiconNotBuilt(
                f"the {key} lexicon is not built; run `logomachy lexicon build --lang {lang}`"
            )
        self.manifest: dict[str, Any] = manifest
        try:
            self._sorted, self._valid = store.read_words(key)  # the set is never changed
        except OSError as exc:
            raise LexiconNotBuilt(f"the {key} lexicon is incomplete ({exc}); rebuild it") from exc
        # A word made only of these characters is in normal form (lower case, composed
        # accents, no spaces, no ŀ): normalising it would change nothing.
        self._letters = "".join(sorted(rules.ALPHABET))
        self._codes: tuple[tuple[str, ...], array[int]] | None = None
        self._relations_impl = relations
        self._forms: dict[str, tuple[str, ...]] | None = None
        self._proper: dict[str, str] | None = None
        self._rulings: dict[tuple[str, str], tuple[str, str]] | None = None
        self._decode = lru_cache(maxsize=4096)(self._decode_uncached)

    def __repr__(self) -> str:
        return f"<Lexicon {self.key}: {len(self._sorted)} forms>"

    # -- validity -------------------------------------------------------------------------

    def is_word(self, word: str) -> bool:
        """Is `word` a valid (common, non-proper) word form? Never raises.

        Normal-form input costs one hash lookup and, on a miss, one C string call (stripping
        the alphabet's letters leaves nothing); only other input (capitals, spaces,
        decomposed accents, ŀ, digits) is normalised and looked up again."""
        try:
            if word in self._valid:
                return True
            if not word.strip(self._letters):
                return False  # letters of the alphabet only: normalising would not change it
        except (AttributeError, TypeError):
            return False
        try:
            return self.rules.normalise(word) in self._valid
        except BadWord:
            return False

    @property
    def valid_forms(self) -> AbstractSet[str]:
        """Every valid form, normalised, as a read-only set: for hot loops whose words are
        already in normal form (`w in lex.valid_forms` is a plain set lookup, no call)."""
        return self._valid

    def words(self) -> Iterator[str]:
        """Every valid form (normalised spelling), in no particular order."""
        return iter(self._sorted)

    def __len__(self) -> int:
        return len(self._sorted)

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self.is_word(word)

    def normalise(self, word: str) -> str:
        """The language's normal spelling of `word` (raises BadWord)."""
        return self.rules.normalise(word)

    def preload(self) -> None:
        """Reads every table this lexicon otherwise loads on first use (analyses, proper
        names, rulings, forms by lemma, word frequencies): a server calls it at start, so that
        no player's move waits on a file while every table of the process waits on it."""
        self._codes_table()
        self._proper_table()
        self._rulings_table()
        self._forms_table()
        self.frequency("a")  # wordfreq reads its list on the first lookup

    # -- analyses -------------------------------------------------------------------------

    def _decode_uncached(
        self, form: str, code: str
    ) -> tuple[tuple[Analysis, ...], tuple[Analysis, ...]]:
        every = codes.decode(form, code)
        return tuple(a for a in every if not a.guessed), tuple(a for a in every if a.guessed)

    def _readings(self, word: str) -> tuple[tuple[Analysis, ...], tuple[Analysis, ...]]:
        """(attested, guessed) readings of `word`."""
        form = self.rules.normalise(word)
        code = self._code(form)
        if code is None:
            proper = self._proper_table().get(form)
            return self._decode(form, proper) if proper else ((), ())
        return self._decode(form, code)

    def analyses(self, word: str) -> tuple[Analysis, ...]:
        """Every attested reading of `word`: lemma, part of speech, number, gender, verb form.
        Proper-noun readings are included; a word no source knows has none, and neither has
        one whose only readings are guesses (see `guesses`)."""
        return self._readings(word)[0]

    def guesses(self, word: str) -> tuple[Analysis, ...]:
        """The readings the build guessed from hunspell's affix classes where no analyser knows
        the form (`guessed=True`): for diagnostics only, never for deciding a category."""
        return self._readings(word)[1]

    def _code(self, form: str) -> str | None:
        """The encoded analyses of a valid form (None for any other): a binary search of the
        sorted forms into the code table, loaded on first use."""
        if form not in self._valid:
            return None
        codes, index = self._codes_table()
        return codes[index[bisect_left(self._sorted, form)]]

    def _codes_table(self) -> tuple[tuple[str, ...], array[int]]:
        if self._codes is None:
            self._codes = store.read_analyses(self.key)
        return self._codes

    def _proper_table(self) -> dict[str, str]:
        if self._proper is None:
            try:
                self._proper = store.read_pickle(self.key, "proper")
            except OSError:
                self._proper = {}
        return self._proper

    def pos(self, word: str) -> frozenset[Pos]:
        return frozenset(a.pos for a in self.analyses(word))

    def is_lemma_form(self, word: str, pos: Pos | None = None) -> bool:
        """Is `word` the dictionary-entry form (noun singular, verb infinitive, adjective
        masculine singular) of a lemma of category `pos` (any category if None)?"""
        form = self.rules.normalise(word)
        for a in self.analyses(form):
            if pos is not None and a.pos != pos:
                continue
            if a.lemma != form or a.clitic:
                continue
            if a.pos == "verb" and a.verb_form not in ("infinitive", None):
                continue
            if a.pos in ("noun", "adjective") and a.number == "plural":
                continue
            if a.pos == "adjective" and a.gender == "feminine":
                continue
            return True
        return False

    def entry(self, word: str, pos: Pos) -> Verdict:
        """Does the dictionary have `word` as an entry of category `pos` (in its entry form)?

        "yes" when an analyser, a lemma index or the rulebook's own rulings (`ruling`) say so;
        "unknown" for a valid word whose only readings of `pos` are guesses or that has no
        attested reading at all, and for an adjective asked of a participle no source lists
        as an adjective (the sources list participial adjectives unevenly), so the players
        decide; "no" otherwise."""
        form = self.rules.normalise(word)
        ruled = self.ruling(form, pos)
        if ruled is not None:
            return ruled
        attested, guessed = self._readings(form)
        if any(_entry_form(a, form) for a in attested if a.pos == pos):
            return "yes"
        if not self.is_word(form):
            return "no"
        if not attested or any(a.pos == pos for a in guessed):
            return "unknown"
        if pos == "adjective" and any(
            a.pos == "verb" and a.verb_form == "participle" for a in attested
        ):
            return "unknown"
        return "no"

    def ruling(self, word: str, pos: Pos) -> Verdict | None:
        """The rulebook's own ruling on `word` as an entry of `pos` (Catalan: the examples of
        Verbàlia's ABC C, `sources/data/ca_abc_c_rulings.csv`), or None where it has none."""
        ruled = self._rulings_table().get((self.rules.normalise(word), pos))
        return None if ruled is None else ("yes" if ruled[0] == "yes" else "no")

    def lemmas(self, word: str, pos: Pos | None = None) -> frozenset[str]:
        return frozenset(a.lemma for a in self.analyses(word) if pos is None or a.pos == pos)

    def forms(self, lemma: str) -> tuple[str, ...]:
        """Every valid form whose analyses name `lemma` (the lemma itself included)."""
        form = self.rules.normalise(lemma)
        return self._forms_table().get(form, ())

    def _rulings_table(self) -> dict[tuple[str, str], tuple[str, str]]:
        if self._rulings is None:
            try:
                self._rulings = store.read_pickle(self.key, "rulings")
            except OSError:
                self._rulings = {}
        return self._rulings

    def _forms_table(self) -> dict[str, tuple[str, ...]]:
        if self._forms is None:
            self._forms = store.read_pickle(self.key, "forms")
        return self._forms

    # -- sounds ---------------------------------------------------------------------------

    def syllables(self, word: str) -> list[str]:
        return self.rules.syllables(word)

    def syllable_count(self, word: str) -> int:
        return len(self.rules.syllables(word))

    def stress(self, word: str) -> int:
        """Index (0-based) of the stressed syllable."""
        return self.rules.stress(word)

    def rhyme(self, a: str, b: str) -> Rhyme:
        """consonant (all sounds from the last stressed vowel on are equal), assonant (only
        the vowels are), or none."""
        ka, kb = self._all_rhyme_keys(a), self._all_rhyme_keys(b)
        if not ka or not kb:
            return "none"
        if any(x[0] == y[0] and x[0] for x in ka for y in kb):
            return "consonant"
        if any(x[1] == y[1] and x[1] for x in ka for y in kb):
            return "assonant"
        return "none"

    def _all_rhyme_keys(self, word: str) -> list[tuple[str, str]]:
        every = getattr(self.rules, "all_rhyme_keys", None)
        try:
            if every is not None:
                return list(every(word))
            return [self.rules.rhyme_keys(word)]
        except BadWord:
            # A valid form with no vowel (an abbreviation: "cm", "pts") rhymes with nothing.
            if self.is_word(word):
                return []
            raise

    # -- meaning --------------------------------------------------------------------------

    def relations(self, a: str, b: str) -> Relations:
        """Which of synonym, antonym, hypernym, hyponym, meronym, holonym, derivation hold
        from `a` to `b`, and which no source can decide."""
        wa, wb = self.rules.normalise(a), self.rules.normalise(b)
        holds, unknown, sources = self._relations_impl.relations(self, wa, wb)
        return Relations(frozenset(holds), frozenset(unknown) - frozenset(holds), sources)

    def related(self, word: str) -> dict[str, frozenset[Relation]]:
        """The words a source relates to `word`, each with its relations to it: a listing
        (what `relations` tests for one pair), for players that need a clue or a link."""
        listed: dict[str, frozenset[Relation]] = self._relations_impl.related(
            self, self.rules.normalise(word)
        )
        return listed

    def arguable(self, a: str, b: str) -> frozenset[Relation]:
        """Relations between `a` and `b` a player could argue from a looser reading of the
        sources (every sense, near senses): evidence for a vote, never a ruling. Empty where
        the relation source offers no such reading."""
        reader = getattr(self._relations_impl, "arguable", None)
        if reader is None:
            return frozenset()
        found: set[Relation] = reader(self, self.rules.normalise(a), self.rules.normalise(b))
        return frozenset(found)

    def wordnet(self) -> Any:
        """The WordNet behind an English lexicon's relations (its synsets, sense order and
        pointers), for players that read meaning themselves; None for other languages."""
        reader = getattr(self._relations_impl, "wordnet", None)
        return None if reader is None or self.lang != "en" else reader(self)

    def frequency(self, word: str) -> float:
        """Zipf frequency (0 = unseen, 3 = once per million words … 7 = the commonest)."""
        form = self.rules.normalise(word)
        return _zipf(form, self.lang)

    # -- convenience ----------------------------------------------------------------------

    def check(self, word: str) -> dict[str, Any]:
        """Everything the referee knows of one word, as JSON-ready data."""
        form = self.rules.normalise(word)
        analyses, guesses = self._readings(form)
        return {
            "word": form,
            "lang": self.lang,
            "valid": self.is_word(form),
            "lemma_form": self.is_lemma_form(form),
            "analyses": [a._asdict() for a in analyses],
            "guesses": [a._asdict() for a in guesses],
            "syllables": self.syllables(form),
            "stress": self.stress(form),
            "frequency": round(self.frequency(form), 2),
        }


def _entry_form(a: Analysis, form: str) -> bool:
    """Is reading `a` of `form` the entry itself: its lemma, not a plural, not an adjective's
    feminine, a verb only as the infinitive?"""
    return (
        a.lemma == form
        and a.number != "plural"
        and not (a.pos == "adjective" and a.gender == "feminine")
        and not (a.pos == "verb" and a.verb_form not in ("infinitive", None))
    )


@lru_cache(maxsize=65536)
def _zipf(form: str, lang: str) -> float:
    from wordfreq import zipf_frequency

    return float(zipf_frequency(form, lang))
