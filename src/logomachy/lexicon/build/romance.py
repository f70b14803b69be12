"""Compile the Spanish or Catalan lexicon.

Validity from evidence: a form is a word when a dictionary source attests it as a lexical
word and no exclusion class claims it (counts in the manifest's stats, `excluded_<class>`):
- the forms of the hunspell dictionary (es_ES from RLA-ES, ca from Softcatalà), lower-case
  words only (capitalised entries become proper-noun readings, not valid words); a Catalan
  entry written with a hyphen (gira-sol) is stored without it (ABC N: hyphens don't count;
  the Catalan normaliser drops a hyphen between letters, so both spellings are valid);
- minus `symbol`: a form with no vowel (km, mg, dl) unless Apertium reads it as an
  interjection (pst), or one Apertium reads only as an acronym/symbol;
- minus `abbreviation`: the source's own abbreviation list (Spanish: RLA-ES's
  Abreviaturas.txt, vendored; a form only its entries make, págs from pág/S, unless another
  entry makes it, col/S, or an analyser reads it as another word, del = de + el); a bare
  entry Apertium knows written with a full stop (pàg., núm., art.: the abbreviation's own
  mark), when no analyser knows it undotted or the undotted reading is that same entry
  (etc beside etc.; not ene, the letter, beside ene., enero); and a short bare entry that
  begins with a cluster no word of the language begins with (pta, ptes, sta), which an
  analyser may list as a noun (pta);
- minus `stem`: a form no analyser knows that only an affix rule stripping a vowel and more
  and adding nothing makes (Catalan "SFX 00 ar 0 ar": vibrar -> vibr), a Catalan form no
  analyser knows ending in an obstruent + liquid no Catalan word ends with (obr, entr: the
  dictionary also lists some among a verb's forms), or a cut "col·";
- minus `proper`: a bare lower-case entry (no affix flags) no analyser knows whose
  capitalised spelling is a hunspell entry that Apertium reads only as a proper noun
  (burgos beside Burgos); it becomes a proper-noun reading. An entry with affix flags
  (perú/S) only when, besides, a second spelling dictionary (Spanish: aspell-es, ispell's
  "espa~nol") lacks it in lower case: the source gives it a common noun's inflection, and
  Apertium's silence on rare common nouns (armero, colmenar, escobar) is no evidence alone;
- minus `foreign`: a bare entry no analyser knows spelt as the language never spells (k, w,
  a y outside ny, sh, th, ck, oo, ee, a doubled consonant the language does not double, a
  final -ng or -ss): mindfulness, bullying;
- plus `added_apertium_wordfreq`: forms hunspell lacks that Apertium analyses as a lexical
  word, that Apertium's generator writes back the same way (a standard spelling, not one the
  analyser only tolerates: Spanish guión, Catalan barco, este) and that wordfreq finds at
  least once per million words (Zipf >= 3): the everyday words a dictionary source misses;
  below that frequency wordfreq's lists are mostly names, typos and other languages, and
  one analyser alone is weak evidence.

Analyses: Apertium's analyser over all those forms in one batch (acronym, abbreviation and
symbol readings left out). Forms it does not know (about half of the Spanish verb forms:
hunspell knows far more verbs) get readings guessed from the hunspell entry they came from:
the affix rule that made the form is mapped to the tag Apertium gives most often to the forms
of that rule it does know, and the lemma is the dictionary stem. These readings carry
`guessed=True`: `Lexicon.analyses` never returns them (diagnostics only, `Lexicon.guesses`).
The Catalan lemma index confirms noun/adjective/verb/adverb entries, except for a form the
analyser or a hunspell plural rule attests as the plural of another lemma (plural forms are
never singular lemmas); a category it adds to an entry the analyser lists under other
categories only (amable, an adjective; per, a preposition) is one source against another and
stays undecided (the players vote). The rulebook's own ABC C rulings
(`sources/data/ca_abc_c_rulings.csv`) decide the entries it names.
"""

from __future__ import annotations

import csv
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Collection
from pathlib import Path

from logomachy.lexicon import codes
from logomachy.lexicon.model import Analysis, Pos
from logomachy.lexicon.sources import apertium, aspell, hunspell, mythes
from logomachy.lexicon.sources.wordnet import read_wordnet

HUNSPELL_DIR = Path("/usr/share/hunspell")
DICTIONARIES = {"es": "es_ES", "ca": "ca"}
VOWELS = {"es": frozenset("aeiouáéíóúüy"), "ca": frozenset("aeiouàèéíïòóúü")}
#: Spellings the language's own words never have (see the module docstring, `foreign`).
#: Not sh, oo, ee: prefixed words have them (deshonra, cooperar, reeixir).
FOREIGN_SPELLING = {
    "ca": re.compile(r"[kw]|(?<!n)y|th|ck|ng$|ss$|([bdfgptvz])\1"),
    "es": re.compile(r"[kw]|th|ck|ng$|ss$|([bdfgmptvz])\1"),
}
#: Short bare entries that begin with a cluster no word of the language begins with (pta,
#: ptes, sta, srta): abbreviations, even where an analyser lists one as a noun (pta).
ABBREVIATION_SHAPE = re.compile(r"^(?:pt|s[bcdfgklmnpqrstvz])")
_ABBREVIATION_SHAPE_MAX = 4
#: A final obstruent + liquid that no Catalan word ends with (obr, entr, vibr): a bare verb
#: stem, whether an affix rule makes it or the dictionary lists it among a verb's forms.
STEM_ENDING = {"ca": re.compile(r"[bcdfgptv][lr]$")}
#: Languages whose hunspell recall is filled from Apertium + wordfreq (`added_forms`).
FILL_FROM_APERTIUM = frozenset({"es", "ca"})
#: Words of multiword units begin with these (des de, a fi de, per tal que): a form the
#: analyser reads as the start of such a unit is a lexical word, not an abbreviation.
_LINKS = ("de", "que")
#: Abbreviations an affix rule makes are short (lda, sras): longer rule-made forms no analyser
#: knows are verb forms, not worth an analyser batch.
_SHORT = 5
#: The hunspell source's own list of the abbreviations it merges into its words (vendored,
#: `sources/data/<lang>_abbreviations.txt`; Softcatalà publishes none apart).
ABBREVIATION_LISTS = {"es": "es_abbreviations.txt"}
#: Zipf frequency from which a form Apertium analyses but hunspell lacks is added.
ADDED_MIN_ZIPF = 3.0
EXCLUSIONS = ("symbol", "abbreviation", "stem", "proper", "foreign")

Tag = tuple[str, str | None, str | None, str | None, bool]  # pos, number, gender, verb form, clitic
Progress = Callable[[str, float], None]


def _tag(a: Analysis) -> Tag:
    return (a.pos, a.number, a.gender, a.verb_form, a.clitic)


def _with_tag(lemma: str, tag: Tag) -> Analysis:
    return Analysis(lemma, tag[0], tag[1], tag[2], tag[3], True, tag[4])  # type: ignore[arg-type]


Expansions = dict[str, list[hunspell.Expansion]]


class Forms:
    """The hunspell dictionary's forms: lower-case ones with the entries that make them
    (a hyphenated entry's forms keyed without the hyphen, `spelt` keeps the hyphen), the
    lower-cased capitalised forms (proper nouns) and the bare-stem affix rules."""

    def __init__(self, lang: str, alphabet: frozenset[str]) -> None:
        name = DICTIONARIES[lang]
        aff_path, dic_path = HUNSPELL_DIR / f"{name}.aff", HUNSPELL_DIR / f"{name}.dic"
        self.expansions: Expansions = defaultdict(list)
        self.spelt: dict[str, str] = {}
        self.proper: set[str] = set()
        aff = hunspell.read_aff(aff_path)
        # A rule that strips a vowel and more and adds nothing leaves a bare stem (vibr).
        self.stem_rules = frozenset(
            r.key
            for rules in aff.suffixes.values()
            for r in rules
            if not r.add and len(r.strip) > 1
        )
        # Forms with an apostrophe (l'home) are never stored: their prefix rules are skipped.
        narrowed = hunspell.without_prefixes_adding(aff, "'")
        for exp in hunspell.expand(dic_path, aff_path, aff=narrowed):
            form = exp.form
            if alphabet.issuperset(form):
                self.expansions[form].append(exp)
            elif "-" in form and form.count("-") == exp.stem.count("-") and lang == "ca":
                joined = form.replace("-", "")
                if alphabet.issuperset(joined) and re.fullmatch(r"(?:\w+-)+\w+", form):
                    self.expansions[joined].append(exp)
                    self.spelt.setdefault(joined, form)
            elif form[:1].isupper():
                low = form.lower()
                if alphabet.issuperset(low):
                    self.proper.add(low)


def expand_forms(lang: str, alphabet: frozenset[str]) -> tuple[Expansions, set[str]]:
    """Every lower-case form of the hunspell dictionary with the entries that make it, and
    the (lower-cased) capitalised forms: proper nouns."""
    found = Forms(lang, alphabet)
    return found.expansions, found.proper


def _bare(exps: list[hunspell.Expansion]) -> bool:
    """Only bare dictionary entries (no affix flags, no rule) make this form."""
    return all(not e.flags and e.suffix_rule is None and e.prefix_rule is None for e in exps)


def _analyse(
    lang: str, forms: list[str], spelt: dict[str, str]
) -> tuple[dict[str, list[Analysis]], dict[str, frozenset[str]]]:
    """Apertium's lexical readings and marks of `forms`, a hyphenated entry analysed as
    written (gira-sol) with its lemmas joined."""
    asked = [spelt.get(f, f) for f in forms]
    known, marks = apertium.analyse_marked(lang, asked)
    out: dict[str, list[Analysis]] = {}
    out_marks: dict[str, frozenset[str]] = {}
    for form, ask in zip(forms, asked, strict=True):
        if ask in known:
            out[form] = [a._replace(lemma=a.lemma.replace("-", "")) for a in known[ask]]
        if ask in marks:
            out_marks[form] = marks[ask]
    return out, out_marks


def listed_abbreviations(lang: str) -> frozenset[tuple[str, tuple[str, ...]]]:
    """The lower-case entries (stem, flags) of the hunspell source's abbreviation list."""
    from importlib import resources

    name = ABBREVIATION_LISTS.get(lang)
    if name is None:
        return frozenset()
    path = resources.files("logomachy.lexicon.sources") / "data" / name
    out = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        stem, _, flags = line.strip().partition("/")
        if stem and not line.startswith("#") and stem == stem.lower():
            out.add((stem, tuple(flags)))
    return frozenset(out)


def classify(
    lang: str,
    found: Forms,
    known: dict[str, list[Analysis]],
    marks: dict[str, frozenset[str]],
    confirmed: dict[str, frozenset[str]],
    thesaurus: frozenset[str] = frozenset(),
) -> dict[str, str]:
    """The exclusion class of every form one claims (see the module docstring). A form an
    analyser, the lemma index or the thesaurus (a headword) knows is a lexical word, except
    against the abbreviations' own marks: the source's abbreviation list, Apertium's entry
    written with a full stop, and the abbreviation shape."""
    vowels = VOWELS[lang]
    indexed = frozenset().union(*confirmed.values()) if confirmed else frozenset()
    listed = listed_abbreviations(lang)
    listed_stems = {stem for stem, _ in listed}
    stem_ending = STEM_ENDING.get(lang)
    excluded: dict[str, str] = {}
    unknown: list[str] = []
    bare_known: list[str] = []  # bare entries an analyser or index knows: etc, av
    for form, exps in found.expansions.items():
        if not vowels.intersection(form):
            if not (known.get(form) and "ij" in marks.get(form, ())):
                excluded[form] = "symbol"
        elif form.endswith("·"):
            excluded[form] = "stem"
        elif listed and all((e.stem, e.flags) in listed for e in exps):
            if all(a.lemma in listed_stems for a in known.get(form, ())):
                excluded[form] = "abbreviation"  # pág/S -> págs; ptas, the analyser's pta
        elif (
            _bare(exps) and len(form) <= _ABBREVIATION_SHAPE_MAX and ABBREVIATION_SHAPE.search(form)
        ):
            excluded[form] = "abbreviation"
        elif form not in known and form not in indexed and form not in thesaurus:
            unknown.append(form)
        elif _bare(exps) and all(a.lemma == form for a in known.get(form, ())):
            bare_known.append(form)
    # Stems need no analyser; the other classes are bare entries (burgos, mindfulness) or, for
    # abbreviations, also short forms an affix rule made (ldo/G -> lda, sr -> sra): one more
    # batch asks the analyser of those with a full stop, capitalised, and followed by a
    # linking word.
    bare: list[str] = []
    short: list[str] = []
    for form in unknown:
        exps = found.expansions[form]
        if all(e.suffix_rule in found.stem_rules for e in exps) or (
            stem_ending is not None and stem_ending.search(form)
        ):
            excluded[form] = "stem"
        elif _bare(exps):
            bare.append(form)
        elif len(form) <= _SHORT:
            short.append(form)
    capital = [f for f in bare if f in found.proper]
    # Entries with affix flags that are lower-case twins of a name (perú/S beside Perú):
    # their forms are asked about as one entry, by the entry's stem.
    twins = {
        form: stems
        for form in (unknown if aspell.available(lang) else ())
        if form not in excluded
        and not _bare(exps := found.expansions[form])
        and (stems := {e.stem for e in exps}) <= found.proper
    }
    twin_stems = sorted(set().union(*twins.values())) if twins else []
    capital += [s for s in twin_stems if s not in capital]
    either = bare + short + bare_known
    linked = [f"{f} {link}" for f in either for link in _LINKS]
    asked = [f + "." for f in either] + [f[:1].upper() + f[1:] for f in capital] + linked
    dotted, dotted_marks = apertium.analyse_marked(lang, asked, lexical_only=False)
    units = {f for f in either if any(f"{f} {link}" in dotted for link in _LINKS)}

    def np_only(low: str) -> bool:
        cap = low[:1].upper() + low[1:]
        readings = dotted.get(cap, ())
        return "np" in dotted_marks.get(cap, frozenset()) and all(
            a.pos == "proper noun" for a in readings
        )

    names = {f for f in capital if np_only(f)}
    foreign = FOREIGN_SPELLING[lang]
    for form in short:
        if form not in units and form + "." in dotted:
            excluded[form] = "abbreviation"
    for form in bare_known:
        # Known undotted too (etc, av): the dotted spelling is an entry of its own (etc.) and
        # any undotted reading is that entry's (same tags), not another word (ene, the letter,
        # beside ene., enero).
        entry = {_tag(a) for a in dotted.get(form + ".", ()) if a.lemma == form + "."}
        if form not in units and entry and {_tag(a) for a in known.get(form, ())} <= entry:
            excluded[form] = "abbreviation"
    for form in bare:
        if form in units:
            continue
        if form + "." in dotted:
            excluded[form] = "abbreviation"
        elif form in names:
            excluded[form] = "proper"
        elif foreign.search(form):
            excluded[form] = "foreign"
    # A twin's inflection flag is the source's word alone: the second spelling dictionary
    # must list the lower-case entry too (armero, pisco: yes; perú, rusia: no).
    name_twins = [s for s in twin_stems if s in names]
    if name_twins:
        common = aspell.accepted(lang, name_twins)
        for form, stems in twins.items():
            if stems <= names and not stems & common:
                excluded[form] = "proper"
    return excluded


_ACCENTS = "àáâäèéêëìíîïòóôöùúûü"
_FOLD = str.maketrans(_ACCENTS, "aaaaeeeeiiiioooouuuu")


def _fold(word: str) -> str:
    """`word` without its accents (ñ and ç kept): how an accent-less misspelling is caught."""
    return word.translate(_FOLD)


def added_forms(
    lang: str,
    alphabet: frozenset[str],
    have: Collection[str],
    excluded: dict[str, str],
    names: set[str] | frozenset[str] = frozenset(),
) -> dict[str, list[Analysis]]:
    """Forms hunspell lacks that Apertium analyses as lexical words and wordfreq finds at
    least `ADDED_MIN_ZIPF` (once per million words): Spanish pingüino. Only spellings the
    analyser's own generator writes back (`apertium.written_back`: not the misspellings and
    dialect forms it merely tolerates, Spanish guión, Catalan barco). Left out: names (a
    proper-noun reading), the exclusion classes' shapes (no vowel, a foreign spelling),
    accent-less spellings of a hunspell form (dia, musica: misspellings the analyser knows)
    and words wordfreq finds more often in English (email, online)."""
    from wordfreq import top_n_list, zipf_frequency

    vowels, foreign = VOWELS[lang], FOREIGN_SPELLING[lang]
    spelt = {_fold(f) for f in have}
    candidates = [
        w
        for w in top_n_list(lang, 60000)
        if w not in have
        and w not in excluded
        and alphabet.issuperset(w)
        and vowels.intersection(w)
        and not foreign.search(w)
        and _fold(w) not in spelt  # the source spells it otherwise: dia is día
        and w not in names  # a capitalised hunspell entry: Suecia, Oporto
        and zipf_frequency(w, lang) >= ADDED_MIN_ZIPF
        and zipf_frequency(w, "en") <= zipf_frequency(w, lang)  # not an English word
    ]
    known, marks = apertium.analyse_marked(lang, candidates)
    standard = apertium.written_back(lang, candidates)
    out: dict[str, list[Analysis]] = {}
    for w in candidates:
        readings = [a for a in known.get(w, ()) if a.pos != "proper noun"]
        if readings and "np" not in marks.get(w, ()) and w in standard:
            out[w] = readings
    return out


def learn_tags(
    expansions: Expansions, known: dict[str, list[Analysis]], skip: frozenset[str] = frozenset()
) -> tuple[dict[str, Counter[Tag]], dict[tuple[str, ...], Counter[Tag]]]:
    """What Apertium says of the forms each affix rule makes (rule_tags) and of entries with
    each set of flags (stem_tags), counting readings whose lemma is the entry's stem. Forms in
    `skip` are left out (held out, to measure the guesses)."""
    rule_tags: dict[str, Counter[Tag]] = defaultdict(Counter)
    stem_tags: dict[tuple[str, ...], Counter[Tag]] = defaultdict(Counter)
    for form, exps in expansions.items():
        readings = known.get(form)
        if not readings or form in skip:
            continue
        for exp in exps:
            for a in readings:
                if a.lemma != exp.stem:
                    continue
                if exp.suffix_rule is None and exp.prefix_rule is None:
                    stem_tags[tuple(sorted(exp.flags))][_tag(a)] += 1
                elif exp.prefix_rule is None and exp.suffix_rule is not None:
                    rule_tags[exp.suffix_rule][_tag(a)] += 1
    return rule_tags, stem_tags


def build(lang: str, alphabet: frozenset[str], progress: Progress) -> dict[str, object]:
    """Build the compiled tables of `lang`; returns {name: object} to be pickled."""
    progress("expanding hunspell dictionary", 0.0)
    found = Forms(lang, alphabet)
    expansions = found.expansions
    progress(f"analysing {len(expansions)} forms with Apertium", 0.3)
    known, marks = _analyse(lang, sorted(expansions), found.spelt)
    confirmed = _lemma_index(lang)
    th = mythes.read_thesaurus(mythes.THESAURI[lang])
    excluded = classify(lang, found, known, marks, confirmed, frozenset(th.synonyms))
    added = (
        added_forms(lang, alphabet, expansions, excluded, found.proper)
        if lang in FILL_FROM_APERTIUM
        else {}
    )
    known.update(added)
    forms = sorted((set(expansions) - set(excluded)) | set(added))
    proper = found.proper | {f for f, kind in excluded.items() if kind == "proper"}
    progress_proper = sorted(proper - set(forms))
    known_proper = apertium.analyse_all(lang, progress_proper) if progress_proper else {}

    progress("learning hunspell affix classes", 0.6)
    kept = {f: expansions[f] for f in forms if f in expansions}
    rule_tags, stem_tags = learn_tags(kept, known)
    plural_rules = _plural_rules(rule_tags)
    _SHARED_VOTES.clear()

    progress("encoding analyses", 0.75)
    rulings = _rulings(lang)
    table: dict[str, str] = {}
    interned: dict[str, str] = {}
    by_lemma: dict[str, list[str]] = defaultdict(list)
    guessed = refused_plural_lemmas = 0
    for form in forms:
        exps = kept.get(form, [])
        readings = list(known.get(form, ()))
        if not readings:
            readings = _guess(exps, rule_tags, stem_tags, known)
            guessed += bool(readings)
        else:
            readings += _entry_readings(form, readings, exps, stem_tags)
        plural = _attested_plural(form, readings, exps, plural_rules)
        refused_plural_lemmas += plural and any(form in confirmed.get(p, ()) for p in _NOMINAL)
        readings = _confirm(form, readings, confirmed, plural=plural)
        readings = _apply_rulings(form, readings, rulings)
        code = codes.encode(form, readings)
        table[form] = interned.setdefault(code, code)
        for a in readings:
            # Lemma links from attested readings only: a guess never makes a form a lemma's.
            if not a.guessed and form not in by_lemma[a.lemma]:
                by_lemma[a.lemma].append(form)
    proper_table: dict[str, str] = {}
    for low in progress_proper:
        readings = [a for a in known_proper.get(low, []) if a.pos == "proper noun"]
        if not readings:
            readings = [Analysis(low, "proper noun")]
        code = codes.encode(low, readings)
        proper_table[low] = interned.setdefault(code, code)
    forms_index = {lemma: tuple(sorted(fs)) for lemma, fs in by_lemma.items() if lemma in table}

    progress("reading the thesaurus", 0.9)
    relations = {
        "synonyms": {k: frozenset(v) for k, v in th.synonyms.items()},
        "antonyms": {k: frozenset(v) for k, v in th.antonyms.items()},
    }
    progress("translating lemmas to English for WordNet", 0.92)
    content = sorted(
        lemma
        for lemma, fs in forms_index.items()
        if any(
            a.lemma == lemma and not a.guessed and a.pos in ("noun", "adjective", "verb", "adverb")
            for a in codes.decode(lemma, table[lemma])
        )
    )
    english = apertium.english_translations(lang, content)
    translations = {k: tuple(sorted(v)) for k, v in english.items()}
    wn = read_wordnet()
    kinds = Counter(excluded.values())
    stats: dict[str, object] = {
        "forms": len(table),
        "analysed_by_apertium": sum(1 for f in forms if f in known),
        "guessed_from_hunspell": guessed,
        "proper_nouns": len(proper_table),
        "lemmas": len(forms_index),
        "lemma_index_entries": sum(len(v) for v in confirmed.values()),
        "thesaurus_headwords": len(relations["synonyms"]),
        "lemmas_translated_to_english": len(translations),
        **{f"excluded_{kind}": kinds.get(kind, 0) for kind in EXCLUSIONS},
        "added_apertium_wordfreq": len(added),
        "hyphenated_forms_joined": sum(1 for f in found.spelt if f in table),
        "plural_forms_refused_as_lemmas": refused_plural_lemmas,
        "abc_c_rulings": len(rulings),
    }
    return {
        "words": table,
        "proper": proper_table,
        "forms": forms_index,
        "rulings": rulings,
        "added": sorted(added),  # for the referee audit: what only the second source gives
        "relations": relations,
        "translations": translations,
        "wordnet": {
            "lemmas": wn.lemmas,
            "members": wn.members,
            "pointers": wn.pointers,
            "exceptions": wn.exceptions,
        },
        "stats": stats,
    }


_NOMINAL: tuple[Pos, ...] = ("noun", "adjective")


def _plural_rules(rule_tags: dict[str, Counter[Tag]]) -> frozenset[str]:
    """The hunspell suffix rules that make plurals: three quarters of the forms of the rule
    that Apertium knows are plural nouns or adjectives of the entry's stem."""
    out = set()
    for rule, counts in rule_tags.items():
        total = sum(counts.values())
        plural = sum(n for t, n in counts.items() if t[0] in _NOMINAL and t[1] == "plural")
        if total >= 3 and plural >= 0.75 * total:
            out.add(rule)
    return frozenset(out)


def _attested_plural(
    form: str,
    readings: list[Analysis],
    exps: list[hunspell.Expansion],
    plural_rules: frozenset[str],
) -> bool:
    """Does a source attest `form` as the plural of another lemma: an analyser's plural
    reading of another lemma, or a hunspell plural rule applied to another entry?"""
    if any(
        a.pos in _NOMINAL and a.number == "plural" and a.lemma != form and not a.guessed
        for a in readings
    ):
        return True
    return any(e.suffix_rule in plural_rules and e.stem != form for e in exps)


def _rulings(lang: str) -> dict[tuple[str, str], tuple[str, str]]:
    """The rulebook's own rulings on entries (Catalan: Verbàlia's ABC C examples), from
    `sources/data/<lang>_abc_c_rulings.csv`: {(form, pos): (verdict, gender)}."""
    from importlib import resources

    path = resources.files("logomachy.lexicon.sources") / "data" / f"{lang}_abc_c_rulings.csv"
    if not path.is_file():
        return {}
    rows = csv.DictReader(path.read_text(encoding="utf-8").splitlines())
    return {(r["word"], r["pos"]): (r["verdict"], r["gender"]) for r in rows}


def _apply_rulings(
    form: str, readings: list[Analysis], rulings: dict[tuple[str, str], tuple[str, str]]
) -> list[Analysis]:
    """A "yes" ruling makes the entry an attested reading; a "no" removes the entry-form
    readings of that category (the other readings, a participle's, stay)."""
    out = readings
    for (word, pos), (verdict, gender) in rulings.items():
        if word != form:
            continue
        out = [a for a in out if not (a.pos == pos and a.lemma == form)]
        if verdict == "yes":
            out.append(Analysis(form, pos, "singular", gender or None))  # type: ignore[arg-type]
    return out


def _entry_readings(
    form: str,
    readings: list[Analysis],
    exps: list[hunspell.Expansion],
    stem_tags: dict[tuple[str, ...], Counter[Tag]],
) -> list[Analysis]:
    """Readings of a form that is a dictionary entry of its own in hunspell (Softcatalà lists
    "cansat" as an adjective entry beside the participle of "cansar") but whose category the
    analyser does not give with this form as lemma."""
    own = [e for e in exps if e.suffix_rule is None and e.prefix_rule is None]
    if not own:
        return []
    have = {a.pos for a in readings if a.lemma == form}
    extra = [a for a in _guess(own, {}, stem_tags) if a.pos not in have]
    return extra


def _lemma_index(lang: str) -> dict[str, frozenset[str]]:
    """The Catalan lemma index (BSC, CC0; vendored from spacy-lookups-data, see
    `sources/data/README.md`): lemmas per part of speech, used to confirm or add
    noun/adjective/verb/adverb entries the analyser misses (el beure, la menjada)."""
    if lang != "ca":
        return {}
    import gzip
    import json
    from importlib import resources

    path = resources.files("logomachy.lexicon.sources") / "data" / "ca_lemma_index.json.gz"
    data = json.loads(gzip.decompress(path.read_bytes()).decode("utf-8"))
    names = {"noun": "noun", "adj": "adjective", "verb": "verb", "adv": "adverb"}
    return {names[k]: frozenset(v) for k, v in data.items() if k in names}


def _confirm(
    form: str,
    readings: list[Analysis],
    confirmed: dict[str, frozenset[str]],
    *,
    plural: bool = False,
) -> list[Analysis]:
    """Readings with this form as lemma that the lemma index lists are not guessed; an entry
    the index lists and no reading has is added. Where the analyser knows the entry and lists
    it under other categories only (amable: an adjective), the index's other category is one
    source against another: it is kept undecided (`guessed`, so `entry` answers "unknown"
    and the players decide). A form a source attests as the plural of another lemma
    (`plural`) is never made a singular noun or adjective lemma: the index lists some plural
    forms as lemmas."""
    if not confirmed:
        return readings
    if plural:
        confirmed = {pos: lemmas for pos, lemmas in confirmed.items() if pos not in _NOMINAL}
    analysed = {a.pos for a in readings if a.lemma == form and not a.guessed}
    out: list[Analysis] = []
    have: set[str] = set()
    for a in readings:
        if a.lemma == form and form in confirmed.get(a.pos, ()):
            if not analysed or a.pos in analysed:
                a = a._replace(guessed=False)
            have.add(a.pos)
        elif a.lemma == form:
            have.add(a.pos)
        out.append(a)
    for pos, lemmas in confirmed.items():
        if form in lemmas and pos not in have:
            if pos == "verb" and not form.endswith(("r", "re")):
                continue
            number = "singular" if pos in ("noun", "adjective") else None
            vform = "infinitive" if pos == "verb" else None
            contested = bool(analysed)
            out.append(Analysis(form, pos, number, None, vform, contested))  # type: ignore[arg-type]
    return out


def guess(
    exps: list[hunspell.Expansion],
    rule_tags: dict[str, Counter[Tag]],
    stem_tags: dict[tuple[str, ...], Counter[Tag]],
    known: dict[str, list[Analysis]] | None = None,
) -> list[Analysis]:
    """Public name of the guesser, for the accuracy measurement."""
    return _guess(exps, rule_tags, stem_tags, known)


def _guess(
    exps: list[hunspell.Expansion],
    rule_tags: dict[str, Counter[Tag]],
    stem_tags: dict[tuple[str, ...], Counter[Tag]],
    known: dict[str, list[Analysis]] | None = None,
) -> list[Analysis]:
    """Readings of a form Apertium does not know, from the hunspell rule that made it: the
    tags Apertium gives to the forms of that rule it knows, narrowed to the categories of the
    stem (a plural rule serves nouns and adjectives alike: the stem tells which). A tag needs
    3 examples and a quarter of the rule's forms; a rule with no such tag says nothing."""
    out: list[Analysis] = []
    for exp in exps:
        if exp.prefix_rule is not None:
            continue
        if exp.suffix_rule is None:
            counts = _stem_counts(exp.flags, stem_tags)
        else:
            counts = rule_tags.get(exp.suffix_rule) or _NO_VOTES
            stem_pos: set[str] = {
                a.pos for a in (known or {}).get(exp.stem, ()) if a.lemma == exp.stem
            }
            if not stem_pos:
                stem_counts = _stem_counts(exp.flags, stem_tags)
                if stem_counts:
                    stem_pos = {stem_counts.most_common(1)[0][0][0]}
            narrowed = Counter({t: c for t, c in counts.items() if t[0] in stem_pos})
            counts = narrowed or counts
        total = sum(counts.values())
        for tag, n in counts.most_common():
            if n < 3 or n < 0.25 * total:
                break
            guess = _with_tag(exp.stem, tag)
            if guess not in out:
                out.append(guess)
    return out


_NO_VOTES: Counter[Tag] = Counter()
_SHARED_VOTES: dict[tuple[int, tuple[str, ...]], Counter[Tag]] = {}


def _stem_counts(
    flags: tuple[str, ...], stem_tags: dict[tuple[str, ...], Counter[Tag]]
) -> Counter[Tag]:
    """Tags of dictionary entries with these flags (or, failing an exact match, sharing any;
    that vote is remembered per table, as thousands of entries share a flag set)."""
    key = tuple(sorted(flags))
    counts = stem_tags.get(key)
    if counts:
        return counts
    memo = (id(stem_tags), key)
    votes = _SHARED_VOTES.get(memo)
    if votes is None:
        votes = Counter()
        wanted = set(key)
        for other, c in stem_tags.items():
            if wanted.intersection(other):
                votes.update(c)
        _SHARED_VOTES[memo] = votes
    return votes
