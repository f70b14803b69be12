"""Why a poemario box is crossed out or a claimed device refused, as a message: an English
template (its own message id in the el_soneto catalogue) with parameters, and a short code the
log line names (`event.el-soneto.value.<code>`), so that each viewer reads it in their language
(the screen: web/js/games/el_soneto.js `whyText`).

A parameter that is a code (a grammatical category: "noun") is shown through its value label:
a template writes `{categories_label}`, never an English word glued in. `text` is the English.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

# The templates (each one a msgid of locale/<lang>/LC_MESSAGES/el_soneto.po), by code.
TEMPLATES: dict[str, str] = {
    "no-word": "no word",
    "late": "no word in time",
    "duplicate": "already written: a word must be unique",
    "letters-only": "not a word: letters only",
    "proper-noun": "a proper noun",
    "not-in-dictionary": "not in the dictionary",
    "unlisted": "the dictionary lists no {categories_label} reading of {word}",
    "plural": "a plural",
    "plural-of": "a plural of {lemma}",
    "pronoun": "{lemma} with a pronoun attached: only the infinitive itself is admitted",
    "conjugated": "a conjugated form of {lemma}: only infinitives are admitted",
    "participle": "a participle of {lemma}: only infinitives are admitted",
    "gerund": "a gerund of {lemma}: only infinitives are admitted",
    "no-category": "the dictionary lists no grammatical category of {word}",
    "other-category": (
        "not a noun, adjective or verb: the dictionary lists {word} as {categories_label}"
    ),
    "not-valid": "not a valid word",
    "genre": "{word} is a {categories_label}; the {genre_name} admits only {admitted_label}",
    "category": "{word} cannot be played as a {category_label} here",
    "vote": "the vote refused it ({yes} of {voters} yes)",
}


@dataclass(frozen=True)
class Why:
    code: str
    message: str
    params: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, code: str, **params: Any) -> Why:
        return cls(code, TEMPLATES[code], params)

    @classmethod
    def said(cls, text: str) -> Why:
        """A reason a referee gave as a plain sentence (a test's table): shown as it is."""
        return cls("not-valid", text)

    @property
    def text(self) -> str:
        """The English text."""
        values: dict[str, Any] = dict(self.params)
        for k, v in self.params.items():
            if isinstance(v, str):
                values[f"{k}_label"] = v
            elif isinstance(v, list | tuple):
                values[f"{k}_label"] = ", ".join(str(x) for x in v)
        return self.message.format(**values)

    def data(self) -> dict[str, Any]:
        """As a view or a log line carries it."""
        return {"code": self.code, "message": self.message, "params": dict(self.params)}
