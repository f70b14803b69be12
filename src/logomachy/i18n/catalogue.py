"""The message catalogues: gettext `.po` files, one per language and namespace, read with Babel.

Layout: `locale/<lang>/LC_MESSAGES/<namespace>.po`, where a namespace is a game's family
(`GameMeta.family`: "trencadis", "verbalia.coast"), `kernel`, `server` or `web` (the page's
own words). The namespaces of one language make its one catalogue: they are files only so
that each family's words sit together (and two people translating two families never edit
one file); an id means the same in every namespace (tests/i18n/test_catalogue.py).

Two kinds of id, as gettext projects have them:
- a text the code writes in English is its own id (a refusal's template, a rule's name, a
  game's summary, an option's help): `msgid` is that text, `en` needs no entry;
- a text only the catalogue holds has a key (`table.log`, `event.<game>.<kind>`), and `en`
  writes it like any other language.
A context (`msgctxt`) separates short ids that could mean two things: "rule" (a rulebook
section a refusal names), "tag" (a lobby tag), "choice" (an option's value).

A plural entry chooses its form by one parameter, named in braces as its `msgid_plural`
("{count}"); its forms follow the language's `Plural-Forms` (CLDR's rules, via Babel).
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

LANGS = ("en", "es", "ca")
SOURCE_LANG = "en"
LOCALE_DIR = Path(str(files("logomachy.i18n"))) / "locale"
CONTEXT_SEP = "\x04"  # gettext's own separator of a context and an id, kept in the JSON


@dataclass(frozen=True)
class Plural:
    """A message with one form per plural category, chosen by `param`."""

    param: str
    forms: tuple[str, ...]


Entry = str | Plural


def key_of(msgid: str, context: str | None = None) -> str:
    return f"{context}{CONTEXT_SEP}{msgid}" if context else msgid


def namespaces() -> list[str]:
    names = {p.stem for p in LOCALE_DIR.glob("*/LC_MESSAGES/*.po")}
    return sorted(names)


def po_path(lang: str, namespace: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{namespace}.po"


def read_catalog(lang: str, namespace: str) -> Catalog:
    path = po_path(lang, namespace)
    if not path.exists():
        return Catalog(locale=lang, domain=namespace)
    with path.open("rb") as f:
        return read_po(f, locale=lang, domain=namespace)


def entries(catalog: Catalog) -> Iterator[tuple[str, Entry]]:
    """(key, entry) for each translated message; an untranslated English-source id is
    left out (its id is its text)."""
    for message in catalog:
        if not message.id:
            continue  # the header
        context = message.context
        if isinstance(message.id, tuple | list):
            singular, plural = message.id[0], message.id[1]
            forms = tuple(message.string or ())
            if not any(forms):
                continue
            yield key_of(singular, context), Plural(_param_of(plural, singular), forms)
        elif message.string:
            yield key_of(message.id, context), str(message.string)


def _param_of(msgid_plural: str, msgid: str) -> str:
    name = msgid_plural.strip()
    if not (name.startswith("{") and name.endswith("}")):
        raise ValueError(f"{msgid!r}: msgid_plural must name its count in braces, not {name!r}")
    return name[1:-1]


@cache
def messages(lang: str) -> dict[str, Entry]:
    """Every message of one language, all namespaces together."""
    found: dict[str, Entry] = {}
    for namespace in namespaces():
        found.update(entries(read_catalog(lang, namespace)))
    return found


@cache
def plural_index(lang: str) -> Callable[[int], int]:
    """The gettext form index of a count in `lang` (its Plural-Forms, from Babel's table)."""
    return gettext.c2py(get_plural(lang).plural_expr)


@cache
def plural_categories(lang: str) -> dict[str, int]:
    """CLDR plural category → gettext form index, so that a browser (whose Intl.PluralRules
    names categories) picks the form the catalogue's own rule picks."""
    locale = Locale.parse(lang)
    index = plural_index(lang)
    mapping: dict[str, int] = {}
    samples = [*range(0, 1200), 1_000_000, 2_000_000, 10**9]
    for n in samples:
        category, form = locale.plural_form(n), index(n)
        if mapping.setdefault(category, form) != form:
            raise ValueError(f"{lang}: CLDR category {category} maps to two gettext forms")
    return mapping


def choose(lang: str, entry: Plural, count: int) -> str:
    forms = entry.forms
    return forms[min(plural_index(lang)(abs(int(count))), len(forms) - 1)]


@cache
def web_catalogue(lang: str) -> dict[str, object]:
    """What the page loads (`/i18n/<lang>.json`): the messages of `lang`, English where it
    has none, and its plural categories."""
    merged: dict[str, object] = {}
    for source in (
        (messages(SOURCE_LANG), messages(lang)) if lang != SOURCE_LANG else (messages(SOURCE_LANG),)
    ):
        for key, entry in source.items():
            merged[key] = (
                {"n": entry.param, "forms": list(entry.forms)}
                if isinstance(entry, Plural)
                else entry
            )
    return {"lang": lang, "plural": plural_categories(lang), "messages": merged}
