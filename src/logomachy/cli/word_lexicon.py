"""`logomachy word check|syllables|rhyme|relations|forms`: the referee's word knowledge.

logomachy word check arrogantes --lang es --json
logomachy word syllables col·lecció --lang ca
logomachy word rhyme cabo clavo --lang es
logomachy word relations hermoso precioso --lang es
logomachy word forms arrogante --lang es
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from logomachy.lexicon import BadWord, LexiconError, lexicon
from logomachy.lexicon.lexicon import Lexicon


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--lang", default="es", choices=["es", "ca", "en"], help="language")
    p.add_argument(
        "--wordlist",
        default=None,
        help="English word list: nwl-like (default), csw-like, or a file path",
    )
    p.add_argument("--json", action="store_true", help="machine-readable output")


def register_word(word_sub: Any) -> None:
    check = word_sub.add_parser("check", help="is it a word? analyses, syllables, frequency")
    check.add_argument("word")
    _common(check)
    check.set_defaults(func=run_check)

    syl = word_sub.add_parser("syllables", help="syllables and stress of words")
    syl.add_argument("words", nargs="+")
    _common(syl)
    syl.set_defaults(func=run_syllables)

    rhyme = word_sub.add_parser("rhyme", help="consonant, assonant or no rhyme")
    rhyme.add_argument("a")
    rhyme.add_argument("b")
    _common(rhyme)
    rhyme.set_defaults(func=run_rhyme)

    rel = word_sub.add_parser("relations", help="synonym, antonym, hypernym... (or unknown)")
    rel.add_argument("a")
    rel.add_argument("b")
    _common(rel)
    rel.set_defaults(func=run_relations)

    forms = word_sub.add_parser("forms", help="every form of a lemma")
    forms.add_argument("lemma")
    _common(forms)
    forms.set_defaults(func=run_forms)


def _lex(args: argparse.Namespace) -> Lexicon:
    return lexicon(args.lang, args.wordlist) if args.lang == "en" else lexicon(args.lang)


def _emit(args: argparse.Namespace, data: Any, text: str) -> int:
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=2))
    else:
        print(text)
    return 0


def _guarded(fn: Any) -> Any:
    def run(args: argparse.Namespace) -> int:
        try:
            return int(fn(args))
        except BadWord as exc:
            print(f"not a word: {exc}", file=sys.stderr)
            return 2
        except LexiconError as exc:
            print(str(exc), file=sys.stderr)
            return 3

    return run


def _describe(a: dict[str, Any]) -> str:
    bits = [a["pos"]]
    bits += [a[k] for k in ("verb_form", "gender", "number") if a.get(k)]
    guess = " (guessed: decides nothing)" if a.get("guessed") else ""
    return f"{', '.join(bits)} of {a['lemma']}{guess}"


@_guarded
def run_check(args: argparse.Namespace) -> int:
    lex = _lex(args)
    data = lex.check(args.word)
    lines = [
        f"{data['word']}: {'valid' if data['valid'] else 'NOT a valid word'} ({lex.key})",
        f"  lemma form: {'yes' if data['lemma_form'] else 'no'}",
    ]
    lines += [f"  {_describe(a)}" for a in data["analyses"]] or ["  no attested analysis"]
    lines += [f"  {_describe(a)}" for a in data.get("guesses", ())]
    syls = data["syllables"]
    marked = [s.upper() if i == data["stress"] else s for i, s in enumerate(syls)]
    lines.append(f"  syllables: {'-'.join(marked)} ({len(syls)})")
    lines.append(f"  frequency: {data['frequency']} (Zipf)")
    return _emit(args, data, "\n".join(lines))


@_guarded
def run_syllables(args: argparse.Namespace) -> int:
    lex = _lex(args)
    rows: list[dict[str, Any]] = []
    lines: list[str] = []
    for w in args.words:
        syls = lex.syllables(w)
        rows.append({"word": lex.normalise(w), "syllables": syls, "stress": lex.stress(w)})
        lines.append("-".join(syls))
    text = "\n".join(lines)
    return _emit(args, rows if len(rows) > 1 else rows[0], text)


@_guarded
def run_rhyme(args: argparse.Namespace) -> int:
    lex = _lex(args)
    kind = lex.rhyme(args.a, args.b)
    data = {"a": lex.normalise(args.a), "b": lex.normalise(args.b), "rhyme": kind}
    return _emit(args, data, kind)


@_guarded
def run_relations(args: argparse.Namespace) -> int:
    lex = _lex(args)
    rel = lex.relations(args.a, args.b)
    data = {
        "a": lex.normalise(args.a),
        "b": lex.normalise(args.b),
        "relations": rel.as_dict(),
        "sources": list(rel.sources),
    }
    text = "\n".join(f"{k}: {v}" for k, v in rel.as_dict().items())
    return _emit(args, data, text)


@_guarded
def run_forms(args: argparse.Namespace) -> int:
    lex = _lex(args)
    forms = list(lex.forms(args.lemma))
    data = {"lemma": lex.normalise(args.lemma), "forms": forms}
    return _emit(args, data, " ".join(forms) if forms else "(no forms known)")
