"""Messages made into text in one language, where they are shown (the terminal, `logomachy
games`, the tests). The page does the same in `web/js/i18n.js` and `web/js/widgets/log.js`
from the same catalogue; the derived parameters below are theirs too.

A message is an id and parameters, never a sentence: a refusal keeps its template and
parameters (`IllegalMove.of`), a log line its kind and data (`Event`), so a record replays
into any language.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from babel import Locale
from babel.numbers import format_currency, get_currency_symbol

from logomachy.i18n.catalogue import SOURCE_LANG, Plural, choose, key_of, messages
from logomachy.kernel.errors import ALTERNATIVES

PLACEHOLDER = re.compile(r"\{(\w+)\}")


class MissingMessage(KeyError):
    """A message the catalogue of a language does not hold."""


def entry(lang: str, msgid: str, context: str | None = None, *, strict: bool = False) -> Any:
    """The catalogue entry of an id in `lang`: the language's own, else English, else (an
    English-source id) the id itself. `strict` refuses the fall-backs."""
    key = key_of(msgid, context)
    own = messages(lang).get(key)
    if own is not None:
        return own
    if strict and not (lang == SOURCE_LANG and not _is_keyed(msgid)):
        raise MissingMessage(f"{lang}: {key!r}")
    return messages(SOURCE_LANG).get(key, msgid)


def _is_keyed(msgid: str) -> bool:
    """A key (`table.log`) rather than an English text: no space, and a dot inside."""
    return " " not in msgid and "." in msgid.strip(".")


def fill(template: str, params: Mapping[str, Any]) -> str:
    """`{name}` placeholders filled; one nothing fills stays visible (a test looks for it)."""
    return PLACEHOLDER.sub(lambda m: str(params[m[1]]) if m[1] in params else m[0], template)


# Parameters that are words of the interface, not data: said through the catalogue in the
# context of their name (a move's verb, a stage's name). web/js/i18n.js keeps the same lists.
WORD_PARAMS = {"action": "verb", "actions": "verb", "stage": "stage"}


def say(
    lang: str,
    msgid: str,
    params: Mapping[str, Any] | None = None,
    *,
    context: str | None = None,
    strict: bool = False,
) -> str:
    found = entry(lang, msgid, context, strict=strict)
    values = dict(params or {})
    if isinstance(found, Plural):
        found = choose(lang, found, int(values.get(found.param, 0)))
    return fill(str(found), {k: show(lang, v, k) for k, v in values.items()})


def show(lang: str, value: Any, name: str = "") -> str:
    """A parameter as text: a list joined the language's way ("A, B i C", "A o B"), a word
    of the interface (`WORD_PARAMS`) in the language."""
    if isinstance(value, list | tuple):
        from babel.lists import format_list

        items = [show(lang, v, name) for v in value]
        if name in ALTERNATIVES:
            return format_list(items, style="or", locale=lang)
        return format_list(items, locale=lang)
    if isinstance(value, bool):
        return say(lang, "yes" if value else "no", context="choice")
    if name in WORD_PARAMS and isinstance(value, str):
        return say(lang, value, context=WORD_PARAMS[name])
    return str(value)


def derived(
    lang: str,
    data: Mapping[str, Any],
    names: Sequence[str],
    label: Any,
) -> dict[str, Any]:
    """An event's data plus what its templates may ask for (the same as log.js): a seat's
    name (`{seat_name}`, `{defendant_name}`; lists: `{seats_names}`, `{winners_names}`) and
    a coded value shown in the language (`{X_label}`)."""

    def name(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else f"#{seat + 1}"

    out: dict[str, Any] = dict(data)
    for k, v in data.items():
        if k in ("seat", "defendant") and isinstance(v, int) and not isinstance(v, bool):
            out[f"{k}_name"] = name(v)
        if k in ("seats", "winners") and isinstance(v, list):
            out[f"{k}_names"] = [name(s) for s in v if isinstance(s, int)]
        if isinstance(v, str):
            out[f"{k}_label"] = label(v)
        if isinstance(v, list) and all(isinstance(x, str) for x in v):
            out[f"{k}_label"] = ", ".join(label(x) for x in v)
    return out


def seat_names(lang: str, seats: int) -> list[str]:
    return [say(lang, "table.seat_n", {"n": i + 1}) for i in range(seats)]


def event_key(game_id: str, kind: str) -> str:
    return f"event.{game_id}.{kind}"


def event_text(
    lang: str,
    game_id: str,
    kind: str,
    data: Mapping[str, Any],
    names: Sequence[str],
    *,
    strict: bool = False,
) -> str:
    """One log line in `lang`, from the game's template for its kind."""

    def label(code: str) -> str:
        key = f"event.{game_id}.value.{code}"
        return str(entry(lang, key)) if key in messages(lang) or key in messages("en") else code

    key = event_key(game_id, kind)
    found = entry(lang, key, strict=strict)
    if found == key:
        raise MissingMessage(f"{lang}: {key!r}")
    values = derived(lang, data, names, label)
    if isinstance(found, Plural):
        found = choose(lang, found, int(values.get(found.param, 0)))
    return fill(str(found), {k: show(lang, v, k) for k, v in values.items()})


def refusal_text(
    lang: str, message: str, params: Mapping[str, Any], rule: str, *, strict: bool = False
) -> str:
    """ "Refused (rule): reason" in `lang`."""
    reason = say(lang, message, params, strict=strict)
    if not rule:
        return say(lang, "refused.plain", {"reason": reason}, strict=strict)
    rule_text = say(lang, rule, context="rule", strict=strict)
    return say(lang, "refused.with_rule", {"rule": rule_text, "reason": reason}, strict=strict)


def money(amount: int, lang: str = "en") -> str:
    """An amount of a game's dollars as `lang` writes money ("$5"; "5 $" in es and ca): the
    language's CLDR currency pattern (Babel), no cents, the bare dollar sign. Letter Tycoon's
    screen does the same with Intl.NumberFormat (web/js/games/letter_tycoon.js `money`) and its
    log templates (letter_tycoon.po) are written so; tests/games/letter_tycoon/test_i18n.py
    keeps all three alike."""
    pattern = Locale.parse(lang).currency_formats["standard"].pattern.split(";")[0]
    pattern = pattern.replace(".00", "")
    text = format_currency(amount, "USD", format=pattern, locale=lang, currency_digits=False)
    return text.replace(get_currency_symbol("USD", lang), "$")
