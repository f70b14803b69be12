"""The catalogues themselves: every language holds the same ids with the same placeholders,
plural entries name their count and give every form the language's rule has, an id means
one thing in every namespace, and every id the code uses is translated (src/logomachy/i18n/
audit.py: refusals, rule ids, lobby words)."""

from __future__ import annotations

import re

import pytest
from babel.messages.plurals import get_plural

from logomachy.i18n.audit import missing, unused
from logomachy.i18n.catalogue import LANGS, Plural, messages, namespaces, read_catalog

PLACEHOLDER = re.compile(r"\{(\w+)\}")


def placeholders(entry: object) -> set[str]:
    texts = entry.forms if isinstance(entry, Plural) else (entry,)
    return {p for text in texts for p in PLACEHOLDER.findall(str(text))}


def test_every_key_of_one_language_is_in_the_others_with_the_same_placeholders() -> None:
    en = messages("en")
    keyed = {k for k in en if " " not in k}
    for lang in ("es", "ca"):
        other = messages(lang)
        assert sorted(keyed - set(other) - {"app.name"}) == [], lang
        for key, entry in other.items():
            if key in en:
                # A plural's singular may say "one" in words instead of {count}.
                wanted = placeholders(en[key])
                got = placeholders(entry)
                assert got <= wanted | {"count", "n"} and wanted - got <= {"count", "n"}, (
                    lang,
                    key,
                )


def test_an_english_source_id_has_the_placeholders_of_its_text() -> None:
    for lang in ("es", "ca"):
        for key, entry in messages(lang).items():
            msgid = key.rpartition("\x04")[2]
            if " " in msgid and "{" in msgid:
                wanted = set(PLACEHOLDER.findall(msgid))
                assert placeholders(entry) - wanted == set(), (lang, key)


def test_plural_entries_give_every_form_of_the_language() -> None:
    for lang in LANGS:
        forms = get_plural(lang).num_plurals
        for key, entry in messages(lang).items():
            if isinstance(entry, Plural):
                assert len(entry.forms) == forms and all(entry.forms), (lang, key)


def test_an_id_means_the_same_in_every_namespace() -> None:
    for lang in LANGS:
        seen: dict[tuple[str, str | None], tuple[str, object]] = {}
        for namespace in namespaces():
            for message in read_catalog(lang, namespace):
                if not message.id or not message.string:
                    continue
                key = (str(message.id), message.context)
                first = seen.setdefault(key, (namespace, message.string))
                assert first[1] == message.string, (lang, key, first[0], namespace)


@pytest.mark.parametrize("lang", ["es", "ca"])
def test_every_id_the_code_uses_is_translated(lang: str) -> None:
    gaps = [
        f"{g.use.namespace}: {g.use.context or ''} {g.use.msgid!r} ({g.use.where})"
        for g in missing([lang])
    ]
    assert gaps == [], f"{len(gaps)} missing; `python -m logomachy.i18n missing --lang {lang}`"


def test_no_entry_is_stale() -> None:
    """An English-source entry whose text the code no longer writes anywhere is dead weight a
    translator would keep translating (audit.unused)."""
    assert unused() == []
