"""What the catalogues lack: every id the code uses (`extract`), in every language that needs
it, with a translation. English needs an entry only for a key or a rule id, since an
English-source id is its own text."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from babel.messages.pofile import write_po

from logomachy.i18n.catalogue import (
    LANGS,
    SOURCE_LANG,
    key_of,
    messages,
    namespaces,
    po_path,
    read_catalog,
)
from logomachy.i18n.extract import SRC, Use, lobby_words, refusals, rule_constants


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


def unused() -> list[tuple[str, str, str]]:
    """(namespace, context, id) of each English-source entry nothing uses: neither found by
    `uses()` nor written as a string anywhere in the code (a view's hint, a screen's own
    call), nor a move's verb, a game's title or a tie-break. Such an entry is stale: the code
    that said it is gone or says it otherwise now."""
    from logomachy.kernel import all_games

    used = {(u.msgid, u.context) for u in uses()}
    for game in all_games():
        used |= {(t.verb, "verb") for t in game.move_types}
        used.add((game.meta.title, "title"))
    used |= {("time-up", "verb"), ("yes", "choice"), ("no", "choice")}
    code = "\n".join(p.read_text("utf-8") for ext in ("py", "js") for p in SRC.rglob(f"*.{ext}"))
    stale = []
    for lang in LANGS:
        for namespace in namespaces():
            for message in read_catalog(lang, namespace):
                msgid = message.id[0] if isinstance(message.id, tuple | list) else message.id
                if not msgid or _is_key(msgid) or (msgid, message.context) in used:
                    continue
                if msgid in code:
                    continue
                stale.append((namespace, message.context or "", msgid))
    return sorted(set(stale))


KEY = re.compile(r"[a-z_-]+\.[\w.-]*[\w-]")  # table.log, event.trencadis.claim, score.x.round 1


def _is_key(msgid: str) -> bool:
    match = KEY.match(msgid)
    return match is not None and (" " not in msgid or msgid.startswith("score."))
