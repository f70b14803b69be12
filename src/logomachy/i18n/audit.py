"""What the catalogues lack: every id the code uses (`extract`), in every language that needs
it, with a translation. English needs an entry only for a key or a rule id, since an
English-source id is its own text."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from babel.messages.pofile import write_po

from logomachy.i18n.catalogue import LANGS, SOURCE_LANG, key_of, messages, po_path, read_catalog
from logomachy.i18n.extract import Use, lobby_words, refusals, rule_constants


@dataclass(frozen=True)
class Gap:
    lang: str
    use: Use


def uses() -> list[Use]:
    """Each id once, filed where all its users find it: an id several namespaces share goes
    to the closest one they have in common (Verbàlia's families → `verbalia`, else
    `kernel`), so it has one translation."""
    found = refusals()
    seen: dict[tuple[str, str | None], Use] = {}
    spaces: dict[tuple[str, str | None], set[str]] = {}
    for use in [*found.uses, *rule_constants(), *lobby_words()]:
        key = (use.msgid, use.context)
        seen.setdefault(key, use)
        spaces.setdefault(key, set()).add(use.namespace)
    return [replace(use, namespace=shared_namespace(spaces[key])) for key, use in seen.items()]


def shared_namespace(spaces: set[str]) -> str:
    if len(spaces) == 1:
        return next(iter(spaces))
    if all(s == "verbalia" or s.startswith("verbalia.") for s in spaces):
        return "verbalia"
    return "kernel"


def needs(lang: str, use: Use) -> bool:
    return lang != SOURCE_LANG


def missing(
    langs: Iterable[str] | None = None, namespaces: Iterable[str] | None = None
) -> list[Gap]:
    wanted = set(namespaces or [])
    gaps = []
    for use in uses():
        if wanted and use.namespace not in wanted:
            continue
        for lang in langs or LANGS:
            if needs(lang, use) and key_of(use.msgid, use.context) not in messages(lang):
                gaps.append(Gap(lang, use))
    return gaps


def write_missing(gaps: list[Gap]) -> int:
    """Adds each gap, untranslated, to its namespace's file (kept sorted)."""
    by_file: dict[tuple[str, str], list[Use]] = {}
    for gap in gaps:
        by_file.setdefault((gap.lang, gap.use.namespace), []).append(gap.use)
    added = 0
    for (lang, namespace), file_uses in by_file.items():
        catalog = read_catalog(lang, namespace)
        for use in file_uses:
            if catalog.get(use.msgid, use.context) is None:
                flags = ("python-brace-format",) if "{" in use.msgid else ()
                catalog.add(
                    use.msgid, "", locations=[(use.where, 0)], flags=flags, context=use.context
                )
                added += 1
        path = po_path(lang, namespace)
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as f:
            write_po(f, catalog, width=100, sort_output=True, include_lineno=False)
    messages.cache_clear()
    return added
