"""Compile the Spanish or Catalan lexicon.

Validity: every form of the hunspell dictionary (es_ES from RLA-ES, ca from Softcatalà),
lower-case words only (capitalised entries become proper-noun readings, not valid words).
Analyses: Apertium's analyser over all those forms in one batch. Forms it does not know
(about half of the Spanish verb forms: hunspell knows far more verbs) get readings guessed
from the hunspell entry they came from: the affix rule that made the form is mapped to the
tag Apertium gives most often to the forms of that rule it does know, and the lemma is the
dictionary stem. These readings carry `guessed=True`.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

from logomachy.lexicon import codes
from logomachy.lexicon.model import Analysis
from logomachy.lexicon.sources import apertium, hunspell, mythes
from logomachy.lexicon.sources.wordnet import read_wordnet

HUNSPELL_DIR = Path("/usr/share/hunspell")
DICTIONARIES = {"es": "es_ES", "ca": "ca"}

Tag = tuple[str, str | None, str | None, str | None, bool]  # pos, number, gender, verb form, clitic
Progress = Callable[[str, float], None]


def _tag(a: Analysis) -> Tag:
    return (a.pos, a.number, a.gender, a.verb_form, a.clitic)


def _with_tag(lemma: str, tag: Tag) -> Analysis:
    return Analysis(lemma, tag[0], tag[1], tag[2], tag[3], True, tag[4])  # type: ignore[arg-type]


Expansions = dict[str, list[hunspell.Expansion]]


def expand_forms(lang: str, alphabet: frozenset[str]) -> tuple[Expansions, set[str]]:
    """Every lower-case form of the hunspell dictionary with the entries that make it, and
    the (lower-cased) capitalised forms: proper nouns."""
    name = DICTIONARIES[lang]
    expansions: Expansions = defaultdict(list)
    proper: set[str] = set()
    for exp in hunspell.expand(HUNSPELL_DIR / f"{name}.dic", HUNSPELL_DIR / f"{name}.aff"):
        form = exp.form
        if alphabet.issuperset(form):
            expansions[form].append(exp)
        elif form[:1].isupper():
            low = form.lower()
            if alphabet.issuperset(low):
                proper.add(low)
    return expansions, proper


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
    expansions, proper = expand_forms(lang, alphabet)
    forms = sorted(expansions)
    progress(f"analysing {len(forms)} forms with Apertium", 0.3)
    known = apertium.analyse_all(lang, forms)
    progress_proper = sorted(proper - set(forms))
    known_proper = apertium.analyse_all(lang, progress_proper) if progress_proper else {}

    progress("learning hunspell affix classes", 0.6)
    rule_tags, stem_tags = learn_tags(expansions, known)
    _SHARED_VOTES.clear()

    progress("encoding analyses", 0.75)
    confirmed = _lemma_index(lang)
    table: dict[str, str] = {}
    interned: dict[str, str] = {}
    by_lemma: dict[str, list[str]] = defaultdict(list)
    guessed = 0
    for form in forms:
        readings = list(known.get(form, ()))
        if not readings:
            readings = _guess(expansions[form], rule_tags, stem_tags, known)
            guessed += bool(readings)
        else:
            readings += _entry_readings(form, readings, expansions[form], stem_tags)
        readings = _confirm(form, readings, confirmed)
        code = codes.encode(form, readings)
        table[form] = interned.setdefault(code, code)
        for a in readings:
            if form not in by_lemma[a.lemma]:
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
    th = mythes.read_thesaurus(mythes.THESAURI[lang])
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
    stats = {
        "forms": len(table),
        "analysed_by_apertium": sum(1 for f in forms if f in known),
        "guessed_from_hunspell": guessed,
        "proper_nouns": len(proper_table),
        "lemmas": len(forms_index),
        "lemma_index_entries": sum(len(v) for v in confirmed.values()),
        "thesaurus_headwords": len(relations["synonyms"]),
        "lemmas_translated_to_english": len(translations),
    }
    return {
        "words": table,
        "proper": proper_table,
        "forms": forms_index,
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
    form: str, readings: list[Analysis], confirmed: dict[str, frozenset[str]]
) -> list[Analysis]:
    """Readings with this form as lemma that the lemma index lists are not guessed; an entry
    the index lists and no reading has is added."""
    if not confirmed:
        return readings
    out: list[Analysis] = []
    have: set[str] = set()
    for a in readings:
        if a.lemma == form and form in confirmed.get(a.pos, ()):
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
            out.append(Analysis(form, pos, number, None, vform))  # type: ignore[arg-type]
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
