"""Grammatical categories in Verbàlia (rulebook: The ABC of Verbàlia, C; R; B and N).

C — "In games that distinguish adjectives, nouns and verbs, only those adjectives that are
participles are accepted when they have an adjective entry in the dictionary (DESAFINAT yes,
DIBUIXAT no). The same criterion applies to participles and nominalised infinitives
(DESCOBERT and BEURE yes, DESPLEGAT and PIXAR no, MENJADA yes but MENJAT no)."

The referee answers over `logomachy.lexicon._ca()` with three verdicts: "yes" and "no"
where the dictionary decides, "unknown" where it cannot, which a game sends to the players'
vote (`kernel.Challenge`) instead of guessing:

- `verdict(word, category)`: is the word (any form: CASES is a noun, MENJAVA a verb) of the
  category? `categories(word)`: the categories answered "yes"; `verdicts(word)`: all three.
- `citation_form(word, category)`: is it written as ZomBigrama, TaBugrama and SuBBugrama ask
  (verbs in the infinitive, adjectives in the masculine singular, nouns in the singular)?
- `any_citation_form(word)`: the same for a word of any category (TaBugrama).
- `same_entry(a, b)`: two nouns of one entry ("SASTRE or SASTRESSA may be written, but not
  both words").

A word is taken as Verbàlia writes it (ABC N: accents do not count): every dictionary spelling
laid with the same tiles is considered (CAFES is cafes and cafès), and the answer is the best
of theirs (yes over unknown over no).

Readings (ABC C over this lexicon; each tested in tests/games/verbalia/test_categories.py):
- the rulebook's own examples are decided as it says (DESAFINAT yes, DIBUIXAT no as
  adjectives; DESCOBERT, BEURE, MENJADA yes, DESPLEGAT, PIXAR, MENJAT no as nouns): the
  lexicon carries them as rulings (`Lexicon.ruling`, `sources/data/ca_abc_c_rulings.csv`);
- any other participle is an adjective only where a source lists the adjective (DESCARAT);
  where no source does, the lexicon cannot tell and the verdict is "unknown" (the sources
  list participial adjectives unevenly): the players' vote decides;
- a participle or an infinitive is a noun only with a noun entry an analyser or the lemma
  index attests;
- only attested readings decide (`Lexicon.analyses`); hunspell's affix-class guesses
  (`Lexicon.guesses`) count only for a form with no attested reading, and then only as
  "unknown" (a guessed infinitive only if it ends as Catalan infinitives do, -r or -re);
  beside attested readings they are dropped (ARMARI is a noun, not an adjective, though its
  affix class fits both); a valid form with no attested reading at all is "unknown";
- the plural of a noun entry the analyser knows only in the singular (MENJADES, of MENJADA)
  is "unknown" as a noun, not "no";
- nouns "may not be plural or feminine, unless they mean different things (SASTRE or
  SASTRESSA may be written, but not both words)": the feminine of a noun is a citation form
  when the lexicon also lists it as an entry of its own (SASTRESSA, GATA); a feminine it knows
  only as a form of the masculine (NENA, ACTRIU) is "unknown" — the DIEC writes "sastre
  sastressa" as one entry too — so the vote decides; either way a list may not hold both
  forms of one entry (`same_entry`), and the lexicon cannot tell when two such forms "mean
  different things", so it never lets both stand.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Literal

from logomachy.games.verbalia.pieces.letters import ALPHABET
from logomachy.games.verbalia.pieces.plaza import word_index
from logomachy.lexicon import Analysis, BadWord, Lexicon, Verdict, lexicon

Category = Literal["noun", "adjective", "verb"]
CATEGORIES: tuple[Category, ...] = ("noun", "adjective", "verb")
RULE = "ABC C: grammatical categories"

#: How the rulebook writes each category's citation form (ZomBigrama, TaBugrama, SuBBugrama).
CITATION: dict[Category, str] = {
    "noun": "in the singular",
    "adjective": "in the masculine singular",
    "verb": "in the infinitive",
}


@lru_cache(maxsize=1)
def _ca() -> Lexicon:
    return lexicon("ca")


_RANK: dict[Verdict, int] = {"no": 0, "unknown": 1, "yes": 2}
_BEST: tuple[Verdict, ...] = ("no", "unknown", "yes")


def _best(verdicts: list[Verdict]) -> Verdict:
    return _BEST[max((_RANK[v] for v in verdicts), default=0)]


# -- The written forms a word stands for -----------------------------------------------------------
@lru_cache(maxsize=1 << 14)
def written_forms(word: str) -> tuple[str, ...]:
    """The dictionary's spellings of `word` as Verbàlia lays it (ABC N): "CAFES" -> cafes,
    cafès. Empty when the dictionary has none."""
    ca = _ca()
    text = word.strip().lower()
    forms: list[str] = []
    try:
        own = ca.normalise(text)
    except BadWord:
        return ()
    if ca.is_word(own):
        forms.append(own)
    code = ALPHABET.spell(own)
    if code:
        forms.extend(f for f in word_index().forms(code) if f not in forms)
    return tuple(forms)


@lru_cache(maxsize=1 << 14)
def _analyses(form: str) -> tuple[Analysis, ...]:
    """The form's attested readings (an analyser's, the lemma index's, the rulebook's)."""
    return _ca().analyses(form)


@lru_cache(maxsize=1 << 14)
def _guesses(form: str) -> tuple[Analysis, ...]:
    """hunspell's affix-class guesses, for a form with no attested reading at all (a guessed
    adjective beside ARMARI's known noun is the affix class, not an entry): they only ever
    make a verdict "unknown", never "yes"."""
    return () if _analyses(form) else _ca().guesses(form)


# -- Categories ------------------------------------------------------------------------------------
@lru_cache(maxsize=1 << 14)
def _form_verdict(form: str, category: Category) -> Verdict:
    ruled = _ca().ruling(form, category)
    if ruled is not None:
        return ruled  # ABC C's own examples (DESAFINAT yes, DIBUIXAT no)
    if any(a.pos == category for a in _analyses(form)):
        return "yes"
    if category == "adjective" and any(
        a.pos == "verb" and a.verb_form == "participle" for a in _analyses(form)
    ):
        return "unknown"  # ABC C: a participle with no adjective entry the sources agree on
    guessed = [a for a in _guesses(form) if a.pos == category]
    if category == "verb":
        guessed = [a for a in guessed if a.verb_form != "infinitive" or _infinitive_ending(form)]
    if guessed:
        return "unknown"  # hunspell's affix class only
    if not _analyses(form) and not _guesses(form):
        return "unknown"  # a dictionary word no source analyses
    if category == "noun" and _plural_of_noun_entry(form):
        return "unknown"
    return "no"


def _infinitive_ending(form: str) -> bool:
    return form.endswith(("r", "re"))


def _plural_of_noun_entry(form: str) -> bool:
    """A plural whose singular is a noun entry the analyser knows only in the singular."""
    ca = _ca()
    if not form.endswith("s"):
        return False
    singulars = {form[:-1]}
    if form.endswith("es"):
        singulars |= {form[:-2] + "a", form[:-2]}
    return any(ca.is_word(s) and ca.entry(s, "noun") == "yes" for s in singulars)


def verdict(word: str, category: Category) -> Verdict:
    """Is `word`, in any of its forms, a word of `category` (ABC C)? "unknown": the players
    vote."""
    return _best([_form_verdict(f, category) for f in written_forms(word)])


def verdicts(word: str) -> dict[Category, Verdict]:
    """The verdict of every category."""
    return {c: verdict(word, c) for c in CATEGORIES}


def categories(word: str) -> frozenset[Category]:
    """The categories the dictionary says `word` belongs to (the "unknown" ones left out: see
    `verdicts`)."""
    return frozenset(c for c in CATEGORIES if verdict(word, c) == "yes")


# -- Citation forms --------------------------------------------------------------------------------
@lru_cache(maxsize=1 << 14)
def _form_citation(form: str, category: Category) -> Verdict:
    ruled = _ca().ruling(form, category)
    if ruled is not None:
        return ruled  # ABC C's examples are entries, written in their citation form
    readings = [a for a in _analyses(form) if a.pos == category and not a.clitic]
    guessed = [a for a in _guesses(form) if a.pos == category and not a.clitic]
    if category == "verb":
        infinitives = [a for a in readings if a.lemma == form and a.verb_form == "infinitive"]
        if infinitives:
            return "yes"
        guessed_inf = [a for a in guessed if a.lemma == form and a.verb_form == "infinitive"]
        return "unknown" if guessed_inf and _infinitive_ending(form) else "no"
    singular = [a for a in readings if a.number != "plural"]
    guessed_singular = [a for a in guessed if a.number != "plural"]
    if category == "adjective":
        if any(a.lemma == form and a.gender != "feminine" for a in singular):
            return "yes"
        if any(a.lemma == form and a.gender != "feminine" for a in guessed_singular):
            return "unknown"
        participle = any(
            a.pos == "verb"
            and a.verb_form == "participle"
            and a.number == "singular"
            and a.gender == "masculine"
            for a in _analyses(form)
        )
        return "unknown" if participle else "no"  # ABC C, as in `verdict`
    if any(a.lemma == form for a in singular):
        return "yes"
    if singular or guessed_singular:
        return "unknown"  # a guessed entry, or the feminine of another entry (NENA)
    return "no"


def form_citation(form: str, category: Category) -> Verdict:
    """`citation_form` of one dictionary spelling as given (lower case, accents as written),
    for callers that hold the dictionary's own forms (bots over a word index)."""
    return _form_citation(form, category) if _ca().is_word(form) else "no"


def citation_form(word: str, category: Category) -> Verdict:
    """Is `word` written as the rulebook asks of its category: a verb in the infinitive, an
    adjective in the masculine singular, a noun in the singular (its feminine only as an entry
    of its own: see the module's readings)?"""
    return _best([_form_citation(f, category) for f in written_forms(word)])


def any_citation_form(word: str) -> Verdict:
    """Is `word` written as the rulebook asks of some category it has (TaBugrama: any word,
    each category in its citation form)? A word of no such category (an adverb, a
    preposition: one form only) is its own citation form."""
    best = _best([citation_form(word, c) for c in CATEGORIES])
    if best == "yes":
        return best
    invariable = any(
        a.pos in ("adverb", "other") and a.number is None and a.gender is None
        for f in written_forms(word)
        for a in _analyses(f)
    )
    if invariable and all(verdict(word, c) != "yes" for c in CATEGORIES):
        return "yes"
    return best


# -- "Not both" ------------------------------------------------------------------------------------
@lru_cache(maxsize=1 << 14)
def entries(word: str, category: Category = "noun") -> frozenset[str]:
    """The lemmas of `category` that `word`'s forms belong to (GATA: gat and gata)."""
    return frozenset(
        a.lemma for f in written_forms(word) for a in _analyses(f) if a.pos == category
    )


def same_entry(a: str, b: str, category: Category = "noun") -> bool:
    """Are `a` and `b` forms of one dictionary entry of `category` (SASTRE and SASTRESSA:
    "may be written, but not both words")? Words of different entries may both be written."""
    return bool(entries(a, category) & entries(b, category))
